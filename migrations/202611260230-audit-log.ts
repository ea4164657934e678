/**
 * Hand-written: the audit log of the entities with `x-entity.audit` (api/audit/). One row per create, update,
 * delete or transition of a record, written in the write's own transaction by `recordAudit`:
 * - who: `actor_user_id` / `actor_email` / `actor_role` / `actor_account_id` (a platform admin acting in a client
 *   account is recorded as themselves, with their own account), or the server's job (`job`, and its `cause`);
 * - what: `resource`, `record_id`, `action` (create, update, delete, transition) and `transition`;
 * - `changes`: `{ "<field>": { "from": …, "to": … } }` for each changed field, secrets redacted before they get here.
 * `seq` orders the rows of one transaction (they share `at`, the transaction's start).
 *
 * Append-only: a trigger refuses every UPDATE, DELETE and TRUNCATE, whoever runs it. The primary key leads with
 * `account_id`, so the table shards by account like the tenant tables; like the other system tables it has no
 * foreign key to the generated tables (an entry outlives the record it describes).
 * Depends on nothing but 202611212000-system-tables (it runs after it; no shared objects).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table audit_log (
    account_id uuid not null,
    id uuid not null default gen_random_uuid(),
    seq bigint generated always as identity,
    resource text not null,
    record_id uuid not null,
    action text not null check (action in ('create', 'update', 'delete', 'transition')),
    transition text,
    changes jsonb not null default '{}'::jsonb,
    actor_user_id uuid,
    actor_email text,
    actor_role text,
    actor_account_id uuid,
    job text,
    cause text,
    at timestamptz not null default now(),
    primary key (account_id, id)
  )`);
  await knex.raw('create index audit_log_record_index on audit_log (account_id, resource, record_id, seq)');
  await knex.raw(`create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = '42501';
    end $$`);
  await knex.raw(`create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_append_only()`);
  await knex.raw(`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table audit_log');
  await knex.raw('drop function audit_log_append_only()');
}
