/**
 * Hand-written: the `Idempotency-Key`s of POST requests (api/http/idempotency.ts). A key is claimed before the
 * handler runs (`status` null: in flight, held until `locked_until`), and its answer is stored once known: by the
 * write's own transaction where the write goes through the generic service, import or bulk listing, else right
 * after the handler. The key is the caller's: `account_id` and `scope` (`user:<user id>`, or signed out, for
 * sign-up, the nil account and `address:<ip> <path>`). Rows expire after 24 hours and are deleted by the next keyed
 * request.
 *
 * The primary key leads with `account_id`, so the table shards by account like the tenant tables. Like the other
 * system tables it has no foreign key to the generated tables.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table idempotency_keys (
    account_id uuid not null,
    scope text not null,
    key text not null,
    user_id uuid,
    method text not null,
    path text not null,
    body_hash text not null,
    status integer,
    response jsonb,
    locked_until timestamptz,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    primary key (account_id, scope, key)
  )`);
  await knex.raw('create index idempotency_keys_expiry_index on idempotency_keys (expires_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table idempotency_keys');
}
