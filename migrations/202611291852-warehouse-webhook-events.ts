/**
 * Hand-written: the pushes a warehouse provider made to Sellyard (api/domain/warehouses/webhooks.ts), one row per
 * event id, so that a push delivered again (the provider retries until it gets a 2xx, with the same id) is applied
 * once. The row is written in the transaction that claims the event; when applying it fails the claim is deleted,
 * so the provider's retry applies it then. `outcome` says in words what the push did.
 *
 * The primary key leads with `account_id` (the provider's account), so the table shards by account like the tenant
 * tables; like the other system tables it has no foreign key to the generated tables.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table warehouse_webhook_events (
    account_id uuid not null,
    provider_id uuid not null,
    event_id text not null,
    topic text not null,
    outcome text,
    received_at timestamptz not null default now(),
    primary key (account_id, provider_id, event_id)
  )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table warehouse_webhook_events');
}
