/**
 * Hand-written: the `Idempotency-Key`s of POST requests (api/http/idempotency.ts). A key is claimed before the
 * handler runs (`status` null: in flight, held until `locked_until`), and its answer is stored once known: by the
 * write's own transaction where the write goes through the generic service, import or bulk listing, else right
 * after the handler. `scope` is whose key it is (`user:<account>:<user>`, or signed out `address:<ip> <path>`).
 * Rows expire after 24 hours and are deleted by the next keyed request.
 *
 * Like the other system tables it has no foreign key to the generated tables.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table idempotency_keys (
    scope text not null,
    key text not null,
    account_id uuid,
    user_id uuid,
    method text not null,
    path text not null,
    body_hash text not null,
    status integer,
    response jsonb,
    locked_until timestamptz,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    primary key (scope, key)
  )`);
  await knex.raw('create index idempotency_keys_expiry_index on idempotency_keys (expires_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table idempotency_keys');
}
