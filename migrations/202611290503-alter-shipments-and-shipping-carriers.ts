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
  // shipments: add column carrier_id
  await knex.raw(`alter table shipments add column carrier_id uuid`);
  // shipments: add column service_code
  await knex.raw(`alter table shipments add column service_code text`);
  // shipments: add column label_format
  await knex.raw(`alter table shipments add column label_format text`);
  // shipments: add column label_cost
  await knex.raw(`alter table shipments add column label_cost bigint`);
  // shipments: add column label_currency
  await knex.raw(`alter table shipments add column label_currency text`);
  // shipments: add column carrier_reference
  await knex.raw(`alter table shipments add column carrier_reference text`);
  // shipments: add column tracking_status
  await knex.raw(`alter table shipments add column tracking_status text`);
  // shipments: add column tracking_events
  await knex.raw(`alter table shipments add column tracking_events jsonb not null default '[]'::jsonb`);
  // shipments: add column label_pdf
  await knex.raw(`alter table shipments add column label_pdf text`);
  // shipments: add column label_zpl
  await knex.raw(`alter table shipments add column label_zpl text`);
  // shipments: add column label_key
  await knex.raw(`alter table shipments add column label_key text`);
  // shipments: add column manifest_reference
  await knex.raw(`alter table shipments add column manifest_reference text`);
  // shipping_carriers: add column provider
  await knex.raw(`alter table shipping_carriers add column provider text`);
  // shipping_carriers: add column environment
  await knex.raw(`alter table shipping_carriers add column environment text not null default 'LIVE'`);
  // shipping_carriers: add column credentials
  await knex.raw(`alter table shipping_carriers add column credentials text`);
  // shipments: alter column carrier
  await knex.raw(`alter table shipments alter column carrier drop not null`);
  // shipments: create index shipments_carrier_id_index
  await knex.raw(`create index shipments_carrier_id_index on shipments (account_id, carrier_id)`);
  // shipments: add checks shipments_service_code_length, shipments_label_format_enum, shipments_carrier_reference_length, shipments_tracking_status_enum, shipments_manifest_reference_length
  await refuseViolations(knex, "shipments", [
    ["shipments_service_code_length", "char_length(service_code) <= 32"],
    ["shipments_label_format_enum", "label_format in ('PDF', 'ZPL')"],
    ["shipments_carrier_reference_length", "char_length(carrier_reference) <= 100"],
    ["shipments_tracking_status_enum", "tracking_status in ('LABEL_CREATED', 'IN_TRANSIT', 'DELIVERED', 'EXCEPTION')"],
    ["shipments_manifest_reference_length", "char_length(manifest_reference) <= 100"],
  ]);
  await knex.raw(`alter table shipments
      add constraint shipments_service_code_length check (char_length(service_code) <= 32),
      add constraint shipments_label_format_enum check (label_format in ('PDF', 'ZPL')),
      add constraint shipments_carrier_reference_length check (char_length(carrier_reference) <= 100),
      add constraint shipments_tracking_status_enum check (tracking_status in ('LABEL_CREATED', 'IN_TRANSIT', 'DELIVERED', 'EXCEPTION')),
      add constraint shipments_manifest_reference_length check (char_length(manifest_reference) <= 100)`);
  // shipping_carriers: add checks shipping_carriers_provider_enum, shipping_carriers_environment_enum
  await refuseViolations(knex, "shipping_carriers", [
    ["shipping_carriers_provider_enum", "provider in ('ROYAL_MAIL', 'SHIPENGINE')"],
    ["shipping_carriers_environment_enum", "environment in ('LIVE', 'SANDBOX')"],
  ]);
  await knex.raw(`alter table shipping_carriers
      add constraint shipping_carriers_provider_enum check (provider in ('ROYAL_MAIL', 'SHIPENGINE')),
      add constraint shipping_carriers_environment_enum check (environment in ('LIVE', 'SANDBOX'))`);
  // shipments: add foreign key shipments_carrier_id_fkey
  await knex.raw(`alter table shipments add constraint shipments_carrier_id_fkey foreign key (account_id, carrier_id) references shipping_carriers (account_id, id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo shipments: add foreign key shipments_carrier_id_fkey
  await knex.raw(`alter table shipments drop constraint shipments_carrier_id_fkey`);
  // undo shipping_carriers: add checks shipping_carriers_provider_enum, shipping_carriers_environment_enum
  await knex.raw(`alter table shipping_carriers
      drop constraint shipping_carriers_provider_enum,
      drop constraint shipping_carriers_environment_enum`);
  // undo shipments: add checks shipments_service_code_length, shipments_label_format_enum, shipments_carrier_reference_length, shipments_tracking_status_enum, shipments_manifest_reference_length
  await knex.raw(`alter table shipments
      drop constraint shipments_service_code_length,
      drop constraint shipments_label_format_enum,
      drop constraint shipments_carrier_reference_length,
      drop constraint shipments_tracking_status_enum,
      drop constraint shipments_manifest_reference_length`);
  // undo shipments: create index shipments_carrier_id_index
  await knex.raw(`drop index shipments_carrier_id_index`);
  // undo shipments: alter column carrier
  await knex.raw(`alter table shipments alter column carrier set not null`);
  // undo shipping_carriers: add column credentials
  await knex.raw(`alter table shipping_carriers drop column credentials`);
  // undo shipping_carriers: add column environment
  await knex.raw(`alter table shipping_carriers drop column environment`);
  // undo shipping_carriers: add column provider
  await knex.raw(`alter table shipping_carriers drop column provider`);
  // undo shipments: add column manifest_reference
  await knex.raw(`alter table shipments drop column manifest_reference`);
  // undo shipments: add column label_key
  await knex.raw(`alter table shipments drop column label_key`);
  // undo shipments: add column label_zpl
  await knex.raw(`alter table shipments drop column label_zpl`);
  // undo shipments: add column label_pdf
  await knex.raw(`alter table shipments drop column label_pdf`);
  // undo shipments: add column tracking_events
  await knex.raw(`alter table shipments drop column tracking_events`);
  // undo shipments: add column tracking_status
  await knex.raw(`alter table shipments drop column tracking_status`);
  // undo shipments: add column carrier_reference
  await knex.raw(`alter table shipments drop column carrier_reference`);
  // undo shipments: add column label_currency
  await knex.raw(`alter table shipments drop column label_currency`);
  // undo shipments: add column label_cost
  await knex.raw(`alter table shipments drop column label_cost`);
  // undo shipments: add column label_format
  await knex.raw(`alter table shipments drop column label_format`);
  // undo shipments: add column service_code
  await knex.raw(`alter table shipments drop column service_code`);
  // undo shipments: add column carrier_id
  await knex.raw(`alter table shipments drop column carrier_id`);
}
