/**
 * Hand-written: the background job queue and what the jobs write.
 *
 * - `pgboss`: pg-boss's own schema, created here from the installed pg-boss's construction plan (so the API can
 *   enqueue before any worker started). A later pg-boss version migrates it when a worker starts (`migrate: true`).
 *   The plan's own BEGIN/COMMIT are dropped: it runs inside this migration's transaction.
 * - `job_progress`: rows done / total of a running job (pg-boss has no progress), by job id.
 * - `csv_schedule_runs`: each run of a CSV schedule: state, rows, the file (bytea, in the database, so every
 *   worker on any machine can store it and every API process serve it), its delivery attempts.
 * - `outbox_messages`: emails that would have been sent when no SMTP server is configured (demo mode).
 */
import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import { sqlExecutor } from '../api/jobs/sql.ts';

export async function up(knex: Knex): Promise<void> {
  const plan = PgBoss.getConstructionPlans('pgboss').replace(/^\s*BEGIN;/, '').replace(/COMMIT;\s*$/, '');
  await sqlExecutor(knex).executeSql(plan);
  await knex.raw(`create table job_progress (
    job_id uuid primary key,
    done integer not null,
    total integer,
    updated_at timestamptz not null default now()
  )`);
  await knex.raw(`create table csv_schedule_runs (
    id uuid primary key default gen_random_uuid(),
    account_id uuid not null,
    schedule_id uuid not null,
    job_id uuid,
    trigger text not null,
    state text not null default 'RUNNING',
    rows integer,
    file_name text,
    file_size integer,
    file bytea,
    error text,
    deliveries jsonb not null default '[]',
    started_at timestamptz not null default now(),
    finished_at timestamptz
  )`);
  await knex.raw('create index csv_schedule_runs_schedule_index on csv_schedule_runs (account_id, schedule_id, started_at desc)');
  await knex.raw('create unique index csv_schedule_runs_job_index on csv_schedule_runs (job_id)');
  await knex.raw(`create table outbox_messages (
    id uuid primary key default gen_random_uuid(),
    account_id uuid not null,
    recipients text[] not null,
    subject text not null,
    body text not null,
    attachment_name text,
    attachment bytea,
    created_at timestamptz not null default now()
  )`);
  await knex.raw('create index outbox_messages_account_index on outbox_messages (account_id, created_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table outbox_messages');
  await knex.raw('drop table csv_schedule_runs');
  await knex.raw('drop table job_progress');
  await knex.raw('drop schema pgboss cascade');
}
