/**
 * `csv_imports`: CSV imports run as background jobs (api/crud/import-jobs.ts): the file until it has run, who
 * started it (the job imports with that user's permissions), its state once finished (while it waits or runs, its
 * job's state is shown) and its result, row by row, kept for the screen and the result download.
 * Hand-written (not an entity: no generic CRUD); after 202611260225-alter-csv-schedules, depends on
 * 202611232215-job-queue (the jobs it points to).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Keys lead with account_id, like every tenant table: the imports shard with their account.
  await knex.raw(`create table csv_imports (
    id uuid not null default gen_random_uuid(),
    account_id uuid not null,
    resource text not null,
    user_id uuid not null,
    job_id uuid,
    file_name text,
    csv text,
    mapping jsonb,
    defaults jsonb,
    skip_invalid boolean not null default false,
    state text not null default 'QUEUED' check (state in ('QUEUED', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
    total integer not null,
    counts jsonb,
    report jsonb,
    error text,
    created_at timestamptz not null default now(),
    finished_at timestamptz,
    primary key (account_id, id)
  )`);
  await knex.raw('create index csv_imports_resource_index on csv_imports (account_id, resource, created_at desc)');
  await knex.raw('create unique index csv_imports_job_index on csv_imports (account_id, job_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table csv_imports');
}
