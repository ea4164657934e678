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
  // sales_channels: add column last_error_source
  await knex.raw(`alter table sales_channels add column last_error_source text`);
  // sales_orders: add column fulfilled_by
  await knex.raw(`alter table sales_orders add column fulfilled_by text not null default 'SELLER'`);
  // sales_orders: add column fulfilment_ref
  await knex.raw(`alter table sales_orders add column fulfilment_ref text`);
  // sales_orders: add column fulfilment_status
  await knex.raw(`alter table sales_orders add column fulfilment_status text`);
  // shipping_carriers: add column delivered_by
  await knex.raw(`alter table shipping_carriers add column delivered_by text`);
  // sales_channels: add checks sales_channels_last_error_source_length
  await refuseViolations(knex, "sales_channels", [
    ["sales_channels_last_error_source_length", "char_length(last_error_source) <= 64"],
  ]);
  await knex.raw(`alter table sales_channels
      add constraint sales_channels_last_error_source_length check (char_length(last_error_source) <= 64)`);
  // sales_orders: add checks sales_orders_fulfilled_by_enum, sales_orders_fulfilment_ref_length, sales_orders_fulfilment_status_length
  await refuseViolations(knex, "sales_orders", [
    ["sales_orders_fulfilled_by_enum", "fulfilled_by in ('SELLER', 'MARKETPLACE')"],
    ["sales_orders_fulfilment_ref_length", "char_length(fulfilment_ref) <= 64"],
    ["sales_orders_fulfilment_status_length", "char_length(fulfilment_status) <= 200"],
  ]);
  await knex.raw(`alter table sales_orders
      add constraint sales_orders_fulfilled_by_enum check (fulfilled_by in ('SELLER', 'MARKETPLACE')),
      add constraint sales_orders_fulfilment_ref_length check (char_length(fulfilment_ref) <= 64),
      add constraint sales_orders_fulfilment_status_length check (char_length(fulfilment_status) <= 200)`);
  // shipping_carriers: add checks shipping_carriers_delivered_by_enum
  await refuseViolations(knex, "shipping_carriers", [
    ["shipping_carriers_delivered_by_enum", "delivered_by in ('ROYAL_MAIL', 'PARCELFORCE', 'DPD', 'EVRI', 'YODEL', 'DHL', 'UPS', 'FEDEX', 'AMAZON_SHIPPING', 'USPS', 'OTHER')"],
  ]);
  await knex.raw(`alter table shipping_carriers
      add constraint shipping_carriers_delivered_by_enum check (delivered_by in ('ROYAL_MAIL', 'PARCELFORCE', 'DPD', 'EVRI', 'YODEL', 'DHL', 'UPS', 'FEDEX', 'AMAZON_SHIPPING', 'USPS', 'OTHER'))`);
}

export async function down(knex: Knex): Promise<void> {
  // undo shipping_carriers: add checks shipping_carriers_delivered_by_enum
  await knex.raw(`alter table shipping_carriers
      drop constraint shipping_carriers_delivered_by_enum`);
  // undo sales_orders: add checks sales_orders_fulfilled_by_enum, sales_orders_fulfilment_ref_length, sales_orders_fulfilment_status_length
  await knex.raw(`alter table sales_orders
      drop constraint sales_orders_fulfilled_by_enum,
      drop constraint sales_orders_fulfilment_ref_length,
      drop constraint sales_orders_fulfilment_status_length`);
  // undo sales_channels: add checks sales_channels_last_error_source_length
  await knex.raw(`alter table sales_channels
      drop constraint sales_channels_last_error_source_length`);
  // undo shipping_carriers: add column delivered_by
  await knex.raw(`alter table shipping_carriers drop column delivered_by`);
  // undo sales_orders: add column fulfilment_status
  await knex.raw(`alter table sales_orders drop column fulfilment_status`);
  // undo sales_orders: add column fulfilment_ref
  await knex.raw(`alter table sales_orders drop column fulfilment_ref`);
  // undo sales_orders: add column fulfilled_by
  await knex.raw(`alter table sales_orders drop column fulfilled_by`);
  // undo sales_channels: add column last_error_source
  await knex.raw(`alter table sales_channels drop column last_error_source`);
}
