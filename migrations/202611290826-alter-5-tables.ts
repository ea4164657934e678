/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

/**
 * Refuses to add CHECKs while rows break them: names each broken constraint with the count of rows and an example
 * id. `checks` are [constraint, condition] pairs of one table.
 */
async function refuseViolations(knex: Knex, table: string, checks: Array<[string, string]>): Promise<void> {
  const counts = await knex.raw(`select ${checks.map(([, condition], i) => `count(*) filter (where not (${condition}))::int as c${i}`).join(', ')} from ${table}`);
  const row = (counts.rows ?? counts)[0];
  const broken: string[] = [];
  for (const [i, [name, condition]] of checks.entries()) {
    const n = Number(row[`c${i}`]);
    if (n === 0) continue;
    const example = await knex.raw(`select id::text as id from ${table} where not (${condition}) order by id limit 1`);
    broken.push(`${name} (${condition}): ${n} row(s), for example id ${(example.rows ?? example)[0].id}`);
  }
  if (broken.length) throw new Error(`cannot add checks to ${table}; rows break them:\n  ${broken.join('\n  ')}\ncorrect those rows, then migrate again`);
}

export async function up(knex: Knex): Promise<void> {
  // purchase_orders: add column xero_status
  await knex.raw(`alter table purchase_orders add column xero_status text`);
  // purchase_orders: add column xero_error
  await knex.raw(`alter table purchase_orders add column xero_error text`);
  // purchase_orders: add column xero_posted_at
  await knex.raw(`alter table purchase_orders add column xero_posted_at timestamptz`);
  // purchase_orders: add column xero_id
  await knex.raw(`alter table purchase_orders add column xero_id text`);
  // returns: add column xero_status
  await knex.raw(`alter table returns add column xero_status text`);
  // returns: add column xero_error
  await knex.raw(`alter table returns add column xero_error text`);
  // returns: add column xero_posted_at
  await knex.raw(`alter table returns add column xero_posted_at timestamptz`);
  // returns: add column xero_id
  await knex.raw(`alter table returns add column xero_id text`);
  // sales_orders: add column xero_status
  await knex.raw(`alter table sales_orders add column xero_status text`);
  // sales_orders: add column xero_error
  await knex.raw(`alter table sales_orders add column xero_error text`);
  // sales_orders: add column xero_posted_at
  await knex.raw(`alter table sales_orders add column xero_posted_at timestamptz`);
  // sales_orders: add column xero_id
  await knex.raw(`alter table sales_orders add column xero_id text`);
  // settlements: add column xero_status
  await knex.raw(`alter table settlements add column xero_status text`);
  // settlements: add column xero_error
  await knex.raw(`alter table settlements add column xero_error text`);
  // settlements: add column xero_posted_at
  await knex.raw(`alter table settlements add column xero_posted_at timestamptz`);
  // settlements: add column xero_id
  await knex.raw(`alter table settlements add column xero_id text`);
  // settlements: add column base_currency
  await knex.raw(`alter table settlements add column base_currency text`);
  // settlements: add column exchange_rate
  await knex.raw(`alter table settlements add column exchange_rate numeric`);
  // settlements: add column exchange_rate_date
  await knex.raw(`alter table settlements add column exchange_rate_date date`);
  // settlements: add column base_total
  await knex.raw(`alter table settlements add column base_total bigint`);
  // settlements: add column fees_by_type
  await knex.raw(`alter table settlements add column fees_by_type jsonb not null default '[]'::jsonb`);
  // xero_settings: add column organisation_name
  await knex.raw(`alter table xero_settings add column organisation_name text`);
  // xero_settings: add column environment
  await knex.raw(`alter table xero_settings add column environment text not null default 'LIVE'`);
  // xero_settings: add column clearing_account_code
  await knex.raw(`alter table xero_settings add column clearing_account_code text`);
  // xero_settings: add column purchases_account_code
  await knex.raw(`alter table xero_settings add column purchases_account_code text`);
  // xero_settings: add column tracking_category
  await knex.raw(`alter table xero_settings add column tracking_category text`);
  // xero_settings: add column sync_bills
  await knex.raw(`alter table xero_settings add column sync_bills boolean not null default true`);
  // xero_settings: add column last_sync_at
  await knex.raw(`alter table xero_settings add column last_sync_at timestamptz`);
  // xero_settings: add column last_error
  await knex.raw(`alter table xero_settings add column last_error text`);
  // xero_settings: add column tokens
  await knex.raw(`alter table xero_settings add column tokens text`);
  // xero_settings: add column connect_state_hash
  await knex.raw(`alter table xero_settings add column connect_state_hash text`);
  // xero_settings: add column connect_state_expires_at
  await knex.raw(`alter table xero_settings add column connect_state_expires_at timestamptz`);
  // xero_settings: add column connect_state_user_id
  await knex.raw(`alter table xero_settings add column connect_state_user_id uuid`);
  // xero_settings: add column connect_code_verifier
  await knex.raw(`alter table xero_settings add column connect_code_verifier text`);
  // purchase_orders: add checks purchase_orders_xero_status_enum, purchase_orders_xero_error_length
  await refuseViolations(knex, "purchase_orders", [
    ["purchase_orders_xero_status_enum", "xero_status in ('POSTED', 'FAILED')"],
    ["purchase_orders_xero_error_length", "char_length(xero_error) <= 2000"],
  ]);
  await knex.raw(`alter table purchase_orders
      add constraint purchase_orders_xero_status_enum check (xero_status in ('POSTED', 'FAILED')),
      add constraint purchase_orders_xero_error_length check (char_length(xero_error) <= 2000)`);
  // returns: add checks returns_xero_status_enum, returns_xero_error_length
  await refuseViolations(knex, "returns", [
    ["returns_xero_status_enum", "xero_status in ('POSTED', 'FAILED')"],
    ["returns_xero_error_length", "char_length(xero_error) <= 2000"],
  ]);
  await knex.raw(`alter table returns
      add constraint returns_xero_status_enum check (xero_status in ('POSTED', 'FAILED')),
      add constraint returns_xero_error_length check (char_length(xero_error) <= 2000)`);
  // sales_orders: add checks sales_orders_xero_status_enum, sales_orders_xero_error_length
  await refuseViolations(knex, "sales_orders", [
    ["sales_orders_xero_status_enum", "xero_status in ('POSTED', 'FAILED')"],
    ["sales_orders_xero_error_length", "char_length(xero_error) <= 2000"],
  ]);
  await knex.raw(`alter table sales_orders
      add constraint sales_orders_xero_status_enum check (xero_status in ('POSTED', 'FAILED')),
      add constraint sales_orders_xero_error_length check (char_length(xero_error) <= 2000)`);
  // settlements: add checks settlements_xero_status_enum, settlements_xero_error_length
  await refuseViolations(knex, "settlements", [
    ["settlements_xero_status_enum", "xero_status in ('POSTED', 'FAILED')"],
    ["settlements_xero_error_length", "char_length(xero_error) <= 2000"],
  ]);
  await knex.raw(`alter table settlements
      add constraint settlements_xero_status_enum check (xero_status in ('POSTED', 'FAILED')),
      add constraint settlements_xero_error_length check (char_length(xero_error) <= 2000)`);
  // xero_settings: add checks xero_settings_organisation_name_length, xero_settings_environment_enum, xero_settings_tracking_category_length, xero_settings_last_error_length
  await refuseViolations(knex, "xero_settings", [
    ["xero_settings_organisation_name_length", "char_length(organisation_name) <= 200"],
    ["xero_settings_environment_enum", "environment in ('LIVE', 'SANDBOX')"],
    ["xero_settings_tracking_category_length", "char_length(tracking_category) <= 100"],
    ["xero_settings_last_error_length", "char_length(last_error) <= 2000"],
  ]);
  await knex.raw(`alter table xero_settings
      add constraint xero_settings_organisation_name_length check (char_length(organisation_name) <= 200),
      add constraint xero_settings_environment_enum check (environment in ('LIVE', 'SANDBOX')),
      add constraint xero_settings_tracking_category_length check (char_length(tracking_category) <= 100),
      add constraint xero_settings_last_error_length check (char_length(last_error) <= 2000)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo xero_settings: add checks xero_settings_organisation_name_length, xero_settings_environment_enum, xero_settings_tracking_category_length, xero_settings_last_error_length
  await knex.raw(`alter table xero_settings
      drop constraint xero_settings_organisation_name_length,
      drop constraint xero_settings_environment_enum,
      drop constraint xero_settings_tracking_category_length,
      drop constraint xero_settings_last_error_length`);
  // undo settlements: add checks settlements_xero_status_enum, settlements_xero_error_length
  await knex.raw(`alter table settlements
      drop constraint settlements_xero_status_enum,
      drop constraint settlements_xero_error_length`);
  // undo sales_orders: add checks sales_orders_xero_status_enum, sales_orders_xero_error_length
  await knex.raw(`alter table sales_orders
      drop constraint sales_orders_xero_status_enum,
      drop constraint sales_orders_xero_error_length`);
  // undo returns: add checks returns_xero_status_enum, returns_xero_error_length
  await knex.raw(`alter table returns
      drop constraint returns_xero_status_enum,
      drop constraint returns_xero_error_length`);
  // undo purchase_orders: add checks purchase_orders_xero_status_enum, purchase_orders_xero_error_length
  await knex.raw(`alter table purchase_orders
      drop constraint purchase_orders_xero_status_enum,
      drop constraint purchase_orders_xero_error_length`);
  // undo xero_settings: add column connect_code_verifier
  await knex.raw(`alter table xero_settings drop column connect_code_verifier`);
  // undo xero_settings: add column connect_state_user_id
  await knex.raw(`alter table xero_settings drop column connect_state_user_id`);
  // undo xero_settings: add column connect_state_expires_at
  await knex.raw(`alter table xero_settings drop column connect_state_expires_at`);
  // undo xero_settings: add column connect_state_hash
  await knex.raw(`alter table xero_settings drop column connect_state_hash`);
  // undo xero_settings: add column tokens
  await knex.raw(`alter table xero_settings drop column tokens`);
  // undo xero_settings: add column last_error
  await knex.raw(`alter table xero_settings drop column last_error`);
  // undo xero_settings: add column last_sync_at
  await knex.raw(`alter table xero_settings drop column last_sync_at`);
  // undo xero_settings: add column sync_bills
  await knex.raw(`alter table xero_settings drop column sync_bills`);
  // undo xero_settings: add column tracking_category
  await knex.raw(`alter table xero_settings drop column tracking_category`);
  // undo xero_settings: add column purchases_account_code
  await knex.raw(`alter table xero_settings drop column purchases_account_code`);
  // undo xero_settings: add column clearing_account_code
  await knex.raw(`alter table xero_settings drop column clearing_account_code`);
  // undo xero_settings: add column environment
  await knex.raw(`alter table xero_settings drop column environment`);
  // undo xero_settings: add column organisation_name
  await knex.raw(`alter table xero_settings drop column organisation_name`);
  // undo settlements: add column fees_by_type
  await knex.raw(`alter table settlements drop column fees_by_type`);
  // undo settlements: add column base_total
  await knex.raw(`alter table settlements drop column base_total`);
  // undo settlements: add column exchange_rate_date
  await knex.raw(`alter table settlements drop column exchange_rate_date`);
  // undo settlements: add column exchange_rate
  await knex.raw(`alter table settlements drop column exchange_rate`);
  // undo settlements: add column base_currency
  await knex.raw(`alter table settlements drop column base_currency`);
  // undo settlements: add column xero_id
  await knex.raw(`alter table settlements drop column xero_id`);
  // undo settlements: add column xero_posted_at
  await knex.raw(`alter table settlements drop column xero_posted_at`);
  // undo settlements: add column xero_error
  await knex.raw(`alter table settlements drop column xero_error`);
  // undo settlements: add column xero_status
  await knex.raw(`alter table settlements drop column xero_status`);
  // undo sales_orders: add column xero_id
  await knex.raw(`alter table sales_orders drop column xero_id`);
  // undo sales_orders: add column xero_posted_at
  await knex.raw(`alter table sales_orders drop column xero_posted_at`);
  // undo sales_orders: add column xero_error
  await knex.raw(`alter table sales_orders drop column xero_error`);
  // undo sales_orders: add column xero_status
  await knex.raw(`alter table sales_orders drop column xero_status`);
  // undo returns: add column xero_id
  await knex.raw(`alter table returns drop column xero_id`);
  // undo returns: add column xero_posted_at
  await knex.raw(`alter table returns drop column xero_posted_at`);
  // undo returns: add column xero_error
  await knex.raw(`alter table returns drop column xero_error`);
  // undo returns: add column xero_status
  await knex.raw(`alter table returns drop column xero_status`);
  // undo purchase_orders: add column xero_id
  await knex.raw(`alter table purchase_orders drop column xero_id`);
  // undo purchase_orders: add column xero_posted_at
  await knex.raw(`alter table purchase_orders drop column xero_posted_at`);
  // undo purchase_orders: add column xero_error
  await knex.raw(`alter table purchase_orders drop column xero_error`);
  // undo purchase_orders: add column xero_status
  await knex.raw(`alter table purchase_orders drop column xero_status`);
}
