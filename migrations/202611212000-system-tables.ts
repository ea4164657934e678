/**
 * Hand-written, runs first: the tables the server itself needs, which no entity schema describes (sessions, login
 * throttling, per-account number sequences, the status history of state machines), and the pg_trgm extension
 * that the generated search indexes use.
 *
 * These tables carry no foreign keys to generated tables: they are created before them, and a session or a
 * history row may outlive the row it mentions.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');

  // The cookie holds a random token; only its SHA-256 (hex) is stored, so a leaked table does not leak sessions.
  await knex.raw(`create table sessions (
    token_hash text primary key,
    user_id uuid not null,
    account_id uuid not null,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null,
    ip text,
    user_agent text
  )`);
  await knex.raw('create index sessions_user_id_index on sessions (user_id)');
  await knex.raw('create index sessions_expires_at_index on sessions (expires_at)');

  // One row per attempt; `key` is what is throttled (an email, an IP), counted over a recent window.
  await knex.raw(`create table login_attempts (
    key text not null,
    attempted_at timestamptz not null default now(),
    succeeded boolean not null
  )`);
  await knex.raw('create index login_attempts_key_attempted_at_index on login_attempts (key, attempted_at)');

  // Gapless per-account numbering (SO-000123): the row is locked by `update … returning` inside the order's transaction.
  await knex.raw(`create table number_sequences (
    account_id uuid not null,
    name text not null,
    last_value bigint not null default 0,
    primary key (account_id, name)
  )`);

  await knex.raw(`create table status_history (
    account_id uuid not null,
    id uuid not null default gen_random_uuid(),
    resource text not null,
    record_id uuid not null,
    transition text,
    from_status text,
    to_status text not null,
    user_id uuid,
    at timestamptz not null default now(),
    primary key (account_id, id)
  )`);
  await knex.raw('create index status_history_record_index on status_history (account_id, resource, record_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table status_history');
  await knex.raw('drop table number_sequences');
  await knex.raw('drop table login_attempts');
  await knex.raw('drop table sessions');
  // pg_trgm stays: other objects in the database may use it.
}
