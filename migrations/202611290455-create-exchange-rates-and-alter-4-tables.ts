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
  // create table exchange_rates
  await knex.raw(`create table exchange_rates (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      currency text not null,
      rate_date date not null,
      rate_to_base numeric not null,
      source text not null default 'MANUAL',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint exchange_rates_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index exchange_rates_currency_rate_date_unique on exchange_rates (account_id, currency, rate_date)`);
  await knex.raw(`create index exchange_rates_currency_rate_date_index on exchange_rates (account_id, currency, rate_date)`);
  await knex.raw(`create index exchange_rates_currency_trgm on exchange_rates using gin (account_id, currency gin_trgm_ops)`);
  await knex.raw(`alter table exchange_rates
      add constraint exchange_rates_rate_to_base_min check (rate_to_base > 0),
      add constraint exchange_rates_rate_to_base_max check (rate_to_base <= 1000000),
      add constraint exchange_rates_source_enum check (source in ('MANUAL', 'HMRC_MONTHLY'))`);
  // general_settings: add column vat_establishment
  await knex.raw(`alter table general_settings add column vat_establishment text not null default 'GB'`);
  // general_settings: add column vat_goods_location
  await knex.raw(`alter table general_settings add column vat_goods_location text`);
  // general_settings: add column ioss_number
  await knex.raw(`alter table general_settings add column ioss_number text`);
  // general_settings: add column oss_registered
  await knex.raw(`alter table general_settings add column oss_registered boolean not null default false`);
  // general_settings: add column oss_opted_in
  await knex.raw(`alter table general_settings add column oss_opted_in boolean not null default false`);
  // sales_order_lines: add column vat_treatment
  await knex.raw(`alter table sales_order_lines add column vat_treatment text`);
  // sales_order_lines: add column vat_country
  await knex.raw(`alter table sales_order_lines add column vat_country text`);
  // sales_order_lines: add column vat_accounted_by
  await knex.raw(`alter table sales_order_lines add column vat_accounted_by text`);
  // sales_order_lines: add column vat_reason
  await knex.raw(`alter table sales_order_lines add column vat_reason text`);
  // sales_orders: add column buyer_vat_number
  await knex.raw(`alter table sales_orders add column buyer_vat_number text`);
  // sales_orders: add column shipping_vat_treatment
  await knex.raw(`alter table sales_orders add column shipping_vat_treatment text`);
  // sales_orders: add column shipping_vat_rate
  await knex.raw(`alter table sales_orders add column shipping_vat_rate numeric`);
  // sales_orders: add column shipping_vat_country
  await knex.raw(`alter table sales_orders add column shipping_vat_country text`);
  // sales_orders: add column shipping_vat_accounted_by
  await knex.raw(`alter table sales_orders add column shipping_vat_accounted_by text`);
  // sales_orders: add column shipping_vat_reason
  await knex.raw(`alter table sales_orders add column shipping_vat_reason text`);
  // sales_orders: add column base_currency
  await knex.raw(`alter table sales_orders add column base_currency text`);
  // sales_orders: add column exchange_rate
  await knex.raw(`alter table sales_orders add column exchange_rate numeric`);
  // sales_orders: add column exchange_rate_date
  await knex.raw(`alter table sales_orders add column exchange_rate_date date`);
  // vat_reports: add column box_documents
  await knex.raw(`alter table vat_reports add column box_documents jsonb not null default '[]'::jsonb`);
  // general_settings: add checks general_settings_vat_establishment_enum, general_settings_vat_goods_location_enum
  await refuseViolations(knex, "general_settings", [
    ["general_settings_vat_establishment_enum", "vat_establishment in ('GB', 'NI', 'OVERSEAS')"],
    ["general_settings_vat_goods_location_enum", "vat_goods_location in ('GB', 'NI', 'EU', 'OTHER')"],
  ]);
  await knex.raw(`alter table general_settings
      add constraint general_settings_vat_establishment_enum check (vat_establishment in ('GB', 'NI', 'OVERSEAS')),
      add constraint general_settings_vat_goods_location_enum check (vat_goods_location in ('GB', 'NI', 'EU', 'OTHER'))`);
  // sales_order_lines: add checks sales_order_lines_vat_treatment_enum, sales_order_lines_vat_accounted_by_enum, sales_order_lines_vat_reason_length
  await refuseViolations(knex, "sales_order_lines", [
    ["sales_order_lines_vat_treatment_enum", "vat_treatment in ('UK_STANDARD', 'UK_REDUCED', 'UK_ZERO', 'UK_EXEMPT', 'OUTSIDE_SCOPE', 'EXPORT_ZERO', 'UK_REVERSE_CHARGE', 'IOSS', 'MARKETPLACE_UK', 'MARKETPLACE_UK_IMPORT', 'MARKETPLACE_EU', 'NI_EU_B2B_ZERO', 'NI_EU_DISTANCE_UK', 'NI_EU_OSS', 'IMPORT_BY_CUSTOMER', 'NON_UK_SUPPLY')"],
    ["sales_order_lines_vat_accounted_by_enum", "vat_accounted_by in ('SELLER_UK', 'SELLER_IOSS', 'SELLER_OSS', 'MARKETPLACE', 'CUSTOMER', 'NONE')"],
    ["sales_order_lines_vat_reason_length", "char_length(vat_reason) <= 300"],
  ]);
  await knex.raw(`alter table sales_order_lines
      add constraint sales_order_lines_vat_treatment_enum check (vat_treatment in ('UK_STANDARD', 'UK_REDUCED', 'UK_ZERO', 'UK_EXEMPT', 'OUTSIDE_SCOPE', 'EXPORT_ZERO', 'UK_REVERSE_CHARGE', 'IOSS', 'MARKETPLACE_UK', 'MARKETPLACE_UK_IMPORT', 'MARKETPLACE_EU', 'NI_EU_B2B_ZERO', 'NI_EU_DISTANCE_UK', 'NI_EU_OSS', 'IMPORT_BY_CUSTOMER', 'NON_UK_SUPPLY')),
      add constraint sales_order_lines_vat_accounted_by_enum check (vat_accounted_by in ('SELLER_UK', 'SELLER_IOSS', 'SELLER_OSS', 'MARKETPLACE', 'CUSTOMER', 'NONE')),
      add constraint sales_order_lines_vat_reason_length check (char_length(vat_reason) <= 300)`);
  // sales_orders: add checks sales_orders_buyer_vat_number_length, sales_orders_shipping_vat_treatment_enum, sales_orders_shipping_vat_accounted_by_enum, sales_orders_shipping_vat_reason_length
  await refuseViolations(knex, "sales_orders", [
    ["sales_orders_buyer_vat_number_length", "char_length(buyer_vat_number) <= 20"],
    ["sales_orders_shipping_vat_treatment_enum", "shipping_vat_treatment in ('UK_STANDARD', 'UK_REDUCED', 'UK_ZERO', 'UK_EXEMPT', 'OUTSIDE_SCOPE', 'EXPORT_ZERO', 'UK_REVERSE_CHARGE', 'IOSS', 'MARKETPLACE_UK', 'MARKETPLACE_UK_IMPORT', 'MARKETPLACE_EU', 'NI_EU_B2B_ZERO', 'NI_EU_DISTANCE_UK', 'NI_EU_OSS', 'IMPORT_BY_CUSTOMER', 'NON_UK_SUPPLY')"],
    ["sales_orders_shipping_vat_accounted_by_enum", "shipping_vat_accounted_by in ('SELLER_UK', 'SELLER_IOSS', 'SELLER_OSS', 'MARKETPLACE', 'CUSTOMER', 'NONE')"],
    ["sales_orders_shipping_vat_reason_length", "char_length(shipping_vat_reason) <= 300"],
  ]);
  await knex.raw(`alter table sales_orders
      add constraint sales_orders_buyer_vat_number_length check (char_length(buyer_vat_number) <= 20),
      add constraint sales_orders_shipping_vat_treatment_enum check (shipping_vat_treatment in ('UK_STANDARD', 'UK_REDUCED', 'UK_ZERO', 'UK_EXEMPT', 'OUTSIDE_SCOPE', 'EXPORT_ZERO', 'UK_REVERSE_CHARGE', 'IOSS', 'MARKETPLACE_UK', 'MARKETPLACE_UK_IMPORT', 'MARKETPLACE_EU', 'NI_EU_B2B_ZERO', 'NI_EU_DISTANCE_UK', 'NI_EU_OSS', 'IMPORT_BY_CUSTOMER', 'NON_UK_SUPPLY')),
      add constraint sales_orders_shipping_vat_accounted_by_enum check (shipping_vat_accounted_by in ('SELLER_UK', 'SELLER_IOSS', 'SELLER_OSS', 'MARKETPLACE', 'CUSTOMER', 'NONE')),
      add constraint sales_orders_shipping_vat_reason_length check (char_length(shipping_vat_reason) <= 300)`);
  // exchange_rates: add foreign key exchange_rates_account_id_fkey
  await knex.raw(`alter table exchange_rates add constraint exchange_rates_account_id_fkey foreign key (account_id) references accounts (id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo exchange_rates: add foreign key exchange_rates_account_id_fkey
  await knex.raw(`alter table exchange_rates drop constraint exchange_rates_account_id_fkey`);
  // undo sales_orders: add checks sales_orders_buyer_vat_number_length, sales_orders_shipping_vat_treatment_enum, sales_orders_shipping_vat_accounted_by_enum, sales_orders_shipping_vat_reason_length
  await knex.raw(`alter table sales_orders
      drop constraint sales_orders_buyer_vat_number_length,
      drop constraint sales_orders_shipping_vat_treatment_enum,
      drop constraint sales_orders_shipping_vat_accounted_by_enum,
      drop constraint sales_orders_shipping_vat_reason_length`);
  // undo sales_order_lines: add checks sales_order_lines_vat_treatment_enum, sales_order_lines_vat_accounted_by_enum, sales_order_lines_vat_reason_length
  await knex.raw(`alter table sales_order_lines
      drop constraint sales_order_lines_vat_treatment_enum,
      drop constraint sales_order_lines_vat_accounted_by_enum,
      drop constraint sales_order_lines_vat_reason_length`);
  // undo general_settings: add checks general_settings_vat_establishment_enum, general_settings_vat_goods_location_enum
  await knex.raw(`alter table general_settings
      drop constraint general_settings_vat_establishment_enum,
      drop constraint general_settings_vat_goods_location_enum`);
  // undo vat_reports: add column box_documents
  await knex.raw(`alter table vat_reports drop column box_documents`);
  // undo sales_orders: add column exchange_rate_date
  await knex.raw(`alter table sales_orders drop column exchange_rate_date`);
  // undo sales_orders: add column exchange_rate
  await knex.raw(`alter table sales_orders drop column exchange_rate`);
  // undo sales_orders: add column base_currency
  await knex.raw(`alter table sales_orders drop column base_currency`);
  // undo sales_orders: add column shipping_vat_reason
  await knex.raw(`alter table sales_orders drop column shipping_vat_reason`);
  // undo sales_orders: add column shipping_vat_accounted_by
  await knex.raw(`alter table sales_orders drop column shipping_vat_accounted_by`);
  // undo sales_orders: add column shipping_vat_country
  await knex.raw(`alter table sales_orders drop column shipping_vat_country`);
  // undo sales_orders: add column shipping_vat_rate
  await knex.raw(`alter table sales_orders drop column shipping_vat_rate`);
  // undo sales_orders: add column shipping_vat_treatment
  await knex.raw(`alter table sales_orders drop column shipping_vat_treatment`);
  // undo sales_orders: add column buyer_vat_number
  await knex.raw(`alter table sales_orders drop column buyer_vat_number`);
  // undo sales_order_lines: add column vat_reason
  await knex.raw(`alter table sales_order_lines drop column vat_reason`);
  // undo sales_order_lines: add column vat_accounted_by
  await knex.raw(`alter table sales_order_lines drop column vat_accounted_by`);
  // undo sales_order_lines: add column vat_country
  await knex.raw(`alter table sales_order_lines drop column vat_country`);
  // undo sales_order_lines: add column vat_treatment
  await knex.raw(`alter table sales_order_lines drop column vat_treatment`);
  // undo general_settings: add column oss_opted_in
  await knex.raw(`alter table general_settings drop column oss_opted_in`);
  // undo general_settings: add column oss_registered
  await knex.raw(`alter table general_settings drop column oss_registered`);
  // undo general_settings: add column ioss_number
  await knex.raw(`alter table general_settings drop column ioss_number`);
  // undo general_settings: add column vat_goods_location
  await knex.raw(`alter table general_settings drop column vat_goods_location`);
  // undo general_settings: add column vat_establishment
  await knex.raw(`alter table general_settings drop column vat_establishment`);
  // undo create table exchange_rates
  await knex.raw(`drop table exchange_rates`);
}
