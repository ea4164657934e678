/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // create table purchase_orders
  await knex.raw(`create table purchase_orders (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      number text not null,
      status text not null default 'DRAFT',
      archived boolean not null default false,
      archived_at timestamptz,
      supplier_id uuid not null,
      supplier_name text not null,
      supplier_ref text,
      deliver_to_location_id uuid,
      deliver_to jsonb,
      currency text,
      order_date date,
      expected_date date,
      notes text,
      subtotal bigint not null,
      tax_total bigint not null,
      total bigint not null,
      sent_at timestamptz,
      received_at timestamptz,
      custom_fields jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint purchase_orders_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index purchase_orders_number_unique on purchase_orders (account_id, number)`);
  await knex.raw(`create index purchase_orders_status_order_date_index on purchase_orders (account_id, status, order_date)`);
  await knex.raw(`create index purchase_orders_archived_order_date_index on purchase_orders (account_id, archived, order_date)`);
  await knex.raw(`create index purchase_orders_order_date_index on purchase_orders (account_id, order_date)`);
  await knex.raw(`create index purchase_orders_supplier_id_index on purchase_orders (account_id, supplier_id)`);
  await knex.raw(`create index purchase_orders_deliver_to_location_id_index on purchase_orders (account_id, deliver_to_location_id)`);
  await knex.raw(`create index purchase_orders_number_trgm on purchase_orders using gin (number gin_trgm_ops)`);
  await knex.raw(`create index purchase_orders_supplier_name_trgm on purchase_orders using gin (supplier_name gin_trgm_ops)`);
  await knex.raw(`create index purchase_orders_supplier_ref_trgm on purchase_orders using gin (supplier_ref gin_trgm_ops)`);
  await knex.raw(`create index purchase_orders_custom_fields_gin on purchase_orders using gin (custom_fields jsonb_path_ops)`);
  // create table asns
  await knex.raw(`create table asns (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      number text not null,
      status text not null default 'DRAFT',
      purchase_order_id uuid,
      supplier_id uuid,
      supplier_name text,
      location_id uuid,
      warehouse_provider_id uuid,
      ship_date date,
      expected_delivery date,
      carrier text,
      tracking_number text,
      carton_count integer,
      notes text,
      submitted_at timestamptz,
      received_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint asns_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index asns_number_unique on asns (account_id, number)`);
  await knex.raw(`create index asns_status_expected_delivery_index on asns (account_id, status, expected_delivery)`);
  await knex.raw(`create index asns_purchase_order_id_index on asns (account_id, purchase_order_id)`);
  await knex.raw(`create index asns_supplier_id_index on asns (account_id, supplier_id)`);
  await knex.raw(`create index asns_location_id_index on asns (account_id, location_id)`);
  await knex.raw(`create index asns_warehouse_provider_id_index on asns (account_id, warehouse_provider_id)`);
  await knex.raw(`create index asns_number_trgm on asns using gin (number gin_trgm_ops)`);
  await knex.raw(`create index asns_tracking_number_trgm on asns using gin (tracking_number gin_trgm_ops)`);
  await knex.raw(`create index asns_supplier_name_trgm on asns using gin (supplier_name gin_trgm_ops)`);
  // create table asn_lines
  await knex.raw(`create table asn_lines (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      asn_id uuid not null,
      position integer not null,
      sku text not null,
      product_id uuid,
      gtin text,
      qty integer not null,
      lot text,
      expiry date,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint asn_lines_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index asn_lines_asn_id_index on asn_lines (account_id, asn_id)`);
  await knex.raw(`create index asn_lines_product_id_index on asn_lines (account_id, product_id)`);
  await knex.raw(`create index asn_lines_sku_trgm on asn_lines using gin (sku gin_trgm_ops)`);
  // create table purchase_order_lines
  await knex.raw(`create table purchase_order_lines (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      purchase_order_id uuid not null,
      position integer not null,
      product_id uuid not null,
      sku text not null,
      description text,
      supplier_sku text,
      qty_ordered integer not null,
      unit_cost bigint not null,
      tax_id uuid,
      tax_rate numeric not null,
      net bigint not null,
      tax bigint not null,
      gross bigint not null,
      qty_received integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint purchase_order_lines_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index purchase_order_lines_purchase_order_id_index on purchase_order_lines (account_id, purchase_order_id)`);
  await knex.raw(`create index purchase_order_lines_product_id_index on purchase_order_lines (account_id, product_id)`);
  await knex.raw(`create index purchase_order_lines_tax_id_index on purchase_order_lines (account_id, tax_id)`);
  await knex.raw(`create index purchase_order_lines_sku_trgm on purchase_order_lines using gin (sku gin_trgm_ops)`);
  // create table returns
  await knex.raw(`create table returns (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      rma_number text not null,
      status text not null default 'REQUESTED',
      order_id uuid not null,
      order_number text not null,
      customer_id uuid not null,
      customer_name text,
      currency text not null,
      location_id uuid,
      refund_amount bigint not null default 0,
      customer_comment text,
      notes text,
      authorised_at timestamptz,
      received_at timestamptz,
      refunded_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint returns_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index returns_rma_number_unique on returns (account_id, rma_number)`);
  await knex.raw(`create index returns_status_created_at_index on returns (account_id, status, created_at)`);
  await knex.raw(`create index returns_order_id_index on returns (account_id, order_id)`);
  await knex.raw(`create index returns_customer_id_index on returns (account_id, customer_id)`);
  await knex.raw(`create index returns_location_id_index on returns (account_id, location_id)`);
  await knex.raw(`create index returns_rma_number_trgm on returns using gin (rma_number gin_trgm_ops)`);
  await knex.raw(`create index returns_order_number_trgm on returns using gin (order_number gin_trgm_ops)`);
  await knex.raw(`create index returns_customer_name_trgm on returns using gin (customer_name gin_trgm_ops)`);
  // create table return_lines
  await knex.raw(`create table return_lines (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      return_id uuid not null,
      position integer not null,
      order_line_id uuid,
      sku text,
      description text not null,
      qty integer not null,
      received_qty integer not null default 0,
      damaged_qty integer not null default 0,
      reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint return_lines_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index return_lines_return_id_index on return_lines (account_id, return_id)`);
  await knex.raw(`create index return_lines_order_line_id_index on return_lines (account_id, order_line_id)`);
  await knex.raw(`create index return_lines_sku_trgm on return_lines using gin (sku gin_trgm_ops)`);
  // create table shipments
  await knex.raw(`create table shipments (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      number text not null,
      status text not null default 'PENDING',
      order_id uuid not null,
      order_number text not null,
      customer_name text,
      location_id uuid,
      ship_to jsonb,
      carrier text not null,
      service text,
      tracking_number text,
      tracking_url text,
      packages jsonb not null default '[]'::jsonb,
      notes text,
      label_created_at timestamptz,
      shipped_at timestamptz,
      delivered_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint shipments_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index shipments_number_unique on shipments (account_id, number)`);
  await knex.raw(`create index shipments_status_created_at_index on shipments (account_id, status, created_at)`);
  await knex.raw(`create index shipments_tracking_number_index on shipments (account_id, tracking_number)`);
  await knex.raw(`create index shipments_order_id_index on shipments (account_id, order_id)`);
  await knex.raw(`create index shipments_location_id_index on shipments (account_id, location_id)`);
  await knex.raw(`create index shipments_number_trgm on shipments using gin (number gin_trgm_ops)`);
  await knex.raw(`create index shipments_order_number_trgm on shipments using gin (order_number gin_trgm_ops)`);
  await knex.raw(`create index shipments_customer_name_trgm on shipments using gin (customer_name gin_trgm_ops)`);
  await knex.raw(`create index shipments_tracking_number_trgm on shipments using gin (tracking_number gin_trgm_ops)`);
  // create table shipment_lines
  await knex.raw(`create table shipment_lines (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      shipment_id uuid not null,
      position integer not null,
      order_line_id uuid,
      sku text,
      description text not null,
      qty integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint shipment_lines_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index shipment_lines_shipment_id_index on shipment_lines (account_id, shipment_id)`);
  await knex.raw(`create index shipment_lines_order_line_id_index on shipment_lines (account_id, order_line_id)`);
  await knex.raw(`create index shipment_lines_sku_trgm on shipment_lines using gin (sku gin_trgm_ops)`);
  // asn_lines: add foreign key asn_lines_account_id_fkey
  await knex.raw(`alter table asn_lines add constraint asn_lines_account_id_fkey foreign key (account_id) references accounts (id)`);
  // asn_lines: add foreign key asn_lines_asn_id_fkey
  await knex.raw(`alter table asn_lines add constraint asn_lines_asn_id_fkey foreign key (account_id, asn_id) references asns (account_id, id) on delete cascade`);
  // asn_lines: add foreign key asn_lines_product_id_fkey
  await knex.raw(`alter table asn_lines add constraint asn_lines_product_id_fkey foreign key (account_id, product_id) references products (account_id, id) on delete set null (product_id)`);
  // asns: add foreign key asns_account_id_fkey
  await knex.raw(`alter table asns add constraint asns_account_id_fkey foreign key (account_id) references accounts (id)`);
  // asns: add foreign key asns_purchase_order_id_fkey
  await knex.raw(`alter table asns add constraint asns_purchase_order_id_fkey foreign key (account_id, purchase_order_id) references purchase_orders (account_id, id)`);
  // asns: add foreign key asns_supplier_id_fkey
  await knex.raw(`alter table asns add constraint asns_supplier_id_fkey foreign key (account_id, supplier_id) references relationships (account_id, id)`);
  // asns: add foreign key asns_location_id_fkey
  await knex.raw(`alter table asns add constraint asns_location_id_fkey foreign key (account_id, location_id) references locations (account_id, id)`);
  // asns: add foreign key asns_warehouse_provider_id_fkey
  await knex.raw(`alter table asns add constraint asns_warehouse_provider_id_fkey foreign key (account_id, warehouse_provider_id) references warehouse_providers (account_id, id)`);
  // purchase_order_lines: add foreign key purchase_order_lines_account_id_fkey
  await knex.raw(`alter table purchase_order_lines add constraint purchase_order_lines_account_id_fkey foreign key (account_id) references accounts (id)`);
  // purchase_order_lines: add foreign key purchase_order_lines_purchase_order_id_fkey
  await knex.raw(`alter table purchase_order_lines add constraint purchase_order_lines_purchase_order_id_fkey foreign key (account_id, purchase_order_id) references purchase_orders (account_id, id) on delete cascade`);
  // purchase_order_lines: add foreign key purchase_order_lines_product_id_fkey
  await knex.raw(`alter table purchase_order_lines add constraint purchase_order_lines_product_id_fkey foreign key (account_id, product_id) references products (account_id, id)`);
  // purchase_order_lines: add foreign key purchase_order_lines_tax_id_fkey
  await knex.raw(`alter table purchase_order_lines add constraint purchase_order_lines_tax_id_fkey foreign key (account_id, tax_id) references sales_taxes (account_id, id)`);
  // purchase_orders: add foreign key purchase_orders_account_id_fkey
  await knex.raw(`alter table purchase_orders add constraint purchase_orders_account_id_fkey foreign key (account_id) references accounts (id)`);
  // purchase_orders: add foreign key purchase_orders_supplier_id_fkey
  await knex.raw(`alter table purchase_orders add constraint purchase_orders_supplier_id_fkey foreign key (account_id, supplier_id) references relationships (account_id, id)`);
  // purchase_orders: add foreign key purchase_orders_deliver_to_location_id_fkey
  await knex.raw(`alter table purchase_orders add constraint purchase_orders_deliver_to_location_id_fkey foreign key (account_id, deliver_to_location_id) references locations (account_id, id)`);
  // return_lines: add foreign key return_lines_account_id_fkey
  await knex.raw(`alter table return_lines add constraint return_lines_account_id_fkey foreign key (account_id) references accounts (id)`);
  // return_lines: add foreign key return_lines_return_id_fkey
  await knex.raw(`alter table return_lines add constraint return_lines_return_id_fkey foreign key (account_id, return_id) references returns (account_id, id) on delete cascade`);
  // return_lines: add foreign key return_lines_order_line_id_fkey
  await knex.raw(`alter table return_lines add constraint return_lines_order_line_id_fkey foreign key (account_id, order_line_id) references sales_order_lines (account_id, id)`);
  // returns: add foreign key returns_account_id_fkey
  await knex.raw(`alter table returns add constraint returns_account_id_fkey foreign key (account_id) references accounts (id)`);
  // returns: add foreign key returns_order_id_fkey
  await knex.raw(`alter table returns add constraint returns_order_id_fkey foreign key (account_id, order_id) references sales_orders (account_id, id)`);
  // returns: add foreign key returns_customer_id_fkey
  await knex.raw(`alter table returns add constraint returns_customer_id_fkey foreign key (account_id, customer_id) references relationships (account_id, id)`);
  // returns: add foreign key returns_location_id_fkey
  await knex.raw(`alter table returns add constraint returns_location_id_fkey foreign key (account_id, location_id) references locations (account_id, id)`);
  // shipment_lines: add foreign key shipment_lines_account_id_fkey
  await knex.raw(`alter table shipment_lines add constraint shipment_lines_account_id_fkey foreign key (account_id) references accounts (id)`);
  // shipment_lines: add foreign key shipment_lines_shipment_id_fkey
  await knex.raw(`alter table shipment_lines add constraint shipment_lines_shipment_id_fkey foreign key (account_id, shipment_id) references shipments (account_id, id) on delete cascade`);
  // shipment_lines: add foreign key shipment_lines_order_line_id_fkey
  await knex.raw(`alter table shipment_lines add constraint shipment_lines_order_line_id_fkey foreign key (account_id, order_line_id) references sales_order_lines (account_id, id)`);
  // shipments: add foreign key shipments_account_id_fkey
  await knex.raw(`alter table shipments add constraint shipments_account_id_fkey foreign key (account_id) references accounts (id)`);
  // shipments: add foreign key shipments_order_id_fkey
  await knex.raw(`alter table shipments add constraint shipments_order_id_fkey foreign key (account_id, order_id) references sales_orders (account_id, id)`);
  // shipments: add foreign key shipments_location_id_fkey
  await knex.raw(`alter table shipments add constraint shipments_location_id_fkey foreign key (account_id, location_id) references locations (account_id, id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo shipments: add foreign key shipments_location_id_fkey
  await knex.raw(`alter table shipments drop constraint shipments_location_id_fkey`);
  // undo shipments: add foreign key shipments_order_id_fkey
  await knex.raw(`alter table shipments drop constraint shipments_order_id_fkey`);
  // undo shipments: add foreign key shipments_account_id_fkey
  await knex.raw(`alter table shipments drop constraint shipments_account_id_fkey`);
  // undo shipment_lines: add foreign key shipment_lines_order_line_id_fkey
  await knex.raw(`alter table shipment_lines drop constraint shipment_lines_order_line_id_fkey`);
  // undo shipment_lines: add foreign key shipment_lines_shipment_id_fkey
  await knex.raw(`alter table shipment_lines drop constraint shipment_lines_shipment_id_fkey`);
  // undo shipment_lines: add foreign key shipment_lines_account_id_fkey
  await knex.raw(`alter table shipment_lines drop constraint shipment_lines_account_id_fkey`);
  // undo returns: add foreign key returns_location_id_fkey
  await knex.raw(`alter table returns drop constraint returns_location_id_fkey`);
  // undo returns: add foreign key returns_customer_id_fkey
  await knex.raw(`alter table returns drop constraint returns_customer_id_fkey`);
  // undo returns: add foreign key returns_order_id_fkey
  await knex.raw(`alter table returns drop constraint returns_order_id_fkey`);
  // undo returns: add foreign key returns_account_id_fkey
  await knex.raw(`alter table returns drop constraint returns_account_id_fkey`);
  // undo return_lines: add foreign key return_lines_order_line_id_fkey
  await knex.raw(`alter table return_lines drop constraint return_lines_order_line_id_fkey`);
  // undo return_lines: add foreign key return_lines_return_id_fkey
  await knex.raw(`alter table return_lines drop constraint return_lines_return_id_fkey`);
  // undo return_lines: add foreign key return_lines_account_id_fkey
  await knex.raw(`alter table return_lines drop constraint return_lines_account_id_fkey`);
  // undo purchase_orders: add foreign key purchase_orders_deliver_to_location_id_fkey
  await knex.raw(`alter table purchase_orders drop constraint purchase_orders_deliver_to_location_id_fkey`);
  // undo purchase_orders: add foreign key purchase_orders_supplier_id_fkey
  await knex.raw(`alter table purchase_orders drop constraint purchase_orders_supplier_id_fkey`);
  // undo purchase_orders: add foreign key purchase_orders_account_id_fkey
  await knex.raw(`alter table purchase_orders drop constraint purchase_orders_account_id_fkey`);
  // undo purchase_order_lines: add foreign key purchase_order_lines_tax_id_fkey
  await knex.raw(`alter table purchase_order_lines drop constraint purchase_order_lines_tax_id_fkey`);
  // undo purchase_order_lines: add foreign key purchase_order_lines_product_id_fkey
  await knex.raw(`alter table purchase_order_lines drop constraint purchase_order_lines_product_id_fkey`);
  // undo purchase_order_lines: add foreign key purchase_order_lines_purchase_order_id_fkey
  await knex.raw(`alter table purchase_order_lines drop constraint purchase_order_lines_purchase_order_id_fkey`);
  // undo purchase_order_lines: add foreign key purchase_order_lines_account_id_fkey
  await knex.raw(`alter table purchase_order_lines drop constraint purchase_order_lines_account_id_fkey`);
  // undo asns: add foreign key asns_warehouse_provider_id_fkey
  await knex.raw(`alter table asns drop constraint asns_warehouse_provider_id_fkey`);
  // undo asns: add foreign key asns_location_id_fkey
  await knex.raw(`alter table asns drop constraint asns_location_id_fkey`);
  // undo asns: add foreign key asns_supplier_id_fkey
  await knex.raw(`alter table asns drop constraint asns_supplier_id_fkey`);
  // undo asns: add foreign key asns_purchase_order_id_fkey
  await knex.raw(`alter table asns drop constraint asns_purchase_order_id_fkey`);
  // undo asns: add foreign key asns_account_id_fkey
  await knex.raw(`alter table asns drop constraint asns_account_id_fkey`);
  // undo asn_lines: add foreign key asn_lines_product_id_fkey
  await knex.raw(`alter table asn_lines drop constraint asn_lines_product_id_fkey`);
  // undo asn_lines: add foreign key asn_lines_asn_id_fkey
  await knex.raw(`alter table asn_lines drop constraint asn_lines_asn_id_fkey`);
  // undo asn_lines: add foreign key asn_lines_account_id_fkey
  await knex.raw(`alter table asn_lines drop constraint asn_lines_account_id_fkey`);
  // undo create table shipment_lines
  await knex.raw(`drop table shipment_lines`);
  // undo create table shipments
  await knex.raw(`drop table shipments`);
  // undo create table return_lines
  await knex.raw(`drop table return_lines`);
  // undo create table returns
  await knex.raw(`drop table returns`);
  // undo create table purchase_order_lines
  await knex.raw(`drop table purchase_order_lines`);
  // undo create table asn_lines
  await knex.raw(`drop table asn_lines`);
  // undo create table asns
  await knex.raw(`drop table asns`);
  // undo create table purchase_orders
  await knex.raw(`drop table purchase_orders`);
}
