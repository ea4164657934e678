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
  // create table warehouse_provider_types
  await knex.raw(`create table warehouse_provider_types (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      code text not null,
      integration text not null,
      supports_orders boolean not null default true,
      supports_stock boolean not null default true,
      supports_asn boolean not null default false,
      credential_fields jsonb not null default '[]'::jsonb,
      website text,
      notes text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint warehouse_provider_types_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index warehouse_provider_types_code_unique on warehouse_provider_types (account_id, lower(code))`);
  await knex.raw(`create unique index warehouse_provider_types_name_unique on warehouse_provider_types (account_id, lower(name))`);
  await knex.raw(`create index warehouse_provider_types_name_trgm on warehouse_provider_types using gin (name gin_trgm_ops)`);
  await knex.raw(`create index warehouse_provider_types_code_trgm on warehouse_provider_types using gin (code gin_trgm_ops)`);
  // create table warehouse_providers
  await knex.raw(`create table warehouse_providers (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      provider_type_id uuid not null,
      account_reference text,
      credentials text,
      orders_enabled boolean not null default false,
      stock_enabled boolean not null default false,
      asn_enabled boolean not null default false,
      status text not null default 'INACTIVE',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint warehouse_providers_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index warehouse_providers_name_unique on warehouse_providers (account_id, lower(name))`);
  await knex.raw(`create index warehouse_providers_provider_type_id_index on warehouse_providers (account_id, provider_type_id)`);
  await knex.raw(`create index warehouse_providers_name_trgm on warehouse_providers using gin (name gin_trgm_ops)`);
  await knex.raw(`create index warehouse_providers_account_reference_trgm on warehouse_providers using gin (account_reference gin_trgm_ops)`);
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
      position integer not null,
      asn_id uuid not null,
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
  // create table attributes
  await knex.raw(`create table attributes (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      values jsonb not null,
      channel_names jsonb not null default '{}'::jsonb,
      position integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint attributes_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index attributes_name_unique on attributes (account_id, lower(name))`);
  await knex.raw(`create index attributes_name_trgm on attributes using gin (name gin_trgm_ops)`);
  // create table csv_schedules
  await knex.raw(`create table csv_schedules (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      entity text not null,
      columns jsonb not null,
      filter jsonb not null default '{}'::jsonb,
      frequency text not null default 'DAILY',
      time text not null default '06:00',
      weekday text not null default 'MONDAY',
      month_day integer not null default 1,
      destination jsonb not null,
      destination_secret text,
      status text not null default 'ENABLED',
      last_run_at timestamptz,
      last_run_status text,
      last_run_rows integer,
      next_run_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint csv_schedules_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index csv_schedules_name_unique on csv_schedules (account_id, lower(name))`);
  await knex.raw(`create index csv_schedules_status_next_run_at_index on csv_schedules (account_id, status, next_run_at)`);
  await knex.raw(`create index csv_schedules_name_trgm on csv_schedules using gin (name gin_trgm_ops)`);
  await knex.raw(`create index csv_schedules_entity_trgm on csv_schedules using gin (entity gin_trgm_ops)`);
  // create table currencies
  await knex.raw(`create table currencies (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      code text not null,
      name text,
      minor_units integer,
      symbol text,
      is_base boolean not null default false,
      rate_to_base numeric not null default 1,
      rate_date date,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint currencies_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index currencies_code_unique on currencies (account_id, code)`);
  await knex.raw(`create index currencies_code_trgm on currencies using gin (code gin_trgm_ops)`);
  await knex.raw(`create index currencies_name_trgm on currencies using gin (name gin_trgm_ops)`);
  // create table custom_fields
  await knex.raw(`create table custom_fields (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      entity text not null,
      key text not null,
      label text not null,
      type text not null default 'TEXT',
      options jsonb not null default '[]'::jsonb,
      required boolean not null default false,
      position integer not null default 0,
      help text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint custom_fields_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index custom_fields_entity_key_unique on custom_fields (account_id, lower(entity), lower(key))`);
  await knex.raw(`create index custom_fields_entity_position_index on custom_fields (account_id, entity, position)`);
  await knex.raw(`create index custom_fields_label_trgm on custom_fields using gin (label gin_trgm_ops)`);
  await knex.raw(`create index custom_fields_key_trgm on custom_fields using gin (key gin_trgm_ops)`);
  // create table html_templates
  await knex.raw(`create table html_templates (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      html text not null,
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint html_templates_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index html_templates_name_unique on html_templates (account_id, lower(name))`);
  await knex.raw(`create index html_templates_name_trgm on html_templates using gin (name gin_trgm_ops)`);
  // create table invoices
  await knex.raw(`create table invoices (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      number text not null,
      status text not null default 'DRAFT',
      period_start date not null,
      period_end date not null,
      currency text not null default 'GBP',
      issue_date date,
      due_date date,
      net bigint not null,
      tax bigint not null,
      total bigint not null,
      paid_at timestamptz,
      notes text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint invoices_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index invoices_number_unique on invoices (account_id, number)`);
  await knex.raw(`create index invoices_period_end_index on invoices (account_id, period_end)`);
  await knex.raw(`create index invoices_status_index on invoices (account_id, status)`);
  await knex.raw(`create index invoices_number_trgm on invoices using gin (number gin_trgm_ops)`);
  // create table invoice_lines
  await knex.raw(`create table invoice_lines (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      position integer not null,
      invoice_id uuid not null,
      description text not null,
      quantity integer not null default 1,
      unit_amount bigint not null,
      tax_rate numeric not null default 20,
      net bigint not null,
      tax bigint not null,
      gross bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint invoice_lines_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index invoice_lines_invoice_id_index on invoice_lines (account_id, invoice_id)`);
  await knex.raw(`create index invoice_lines_description_trgm on invoice_lines using gin (description gin_trgm_ops)`);
  // create table sales_channels
  await knex.raw(`create table sales_channels (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      type text not null,
      name text not null,
      marketplace text,
      shop_domain text,
      status text not null default 'DISCONNECTED',
      connected_at timestamptz,
      credentials text,
      order_prefix text,
      import_orders boolean not null default true,
      sync_stock boolean not null default true,
      sync_price boolean not null default false,
      location_priority jsonb not null default '[]'::jsonb,
      brand_id uuid,
      connect_state_hash text,
      connect_state_expires_at timestamptz,
      connect_state_user_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint sales_channels_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index sales_channels_name_unique on sales_channels (account_id, lower(name))`);
  await knex.raw(`create unique index sales_channels_order_prefix_unique on sales_channels (account_id, lower(order_prefix))`);
  await knex.raw(`create index sales_channels_brand_id_index on sales_channels (account_id, brand_id)`);
  await knex.raw(`create index sales_channels_name_trgm on sales_channels using gin (name gin_trgm_ops)`);
  await knex.raw(`create index sales_channels_marketplace_trgm on sales_channels using gin (marketplace gin_trgm_ops)`);
  await knex.raw(`create index sales_channels_shop_domain_trgm on sales_channels using gin (shop_domain gin_trgm_ops)`);
  // create table listing_import_schedules
  await knex.raw(`create table listing_import_schedules (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text,
      sales_channel_id uuid not null,
      interval text not null default 'DAILY',
      match_by text not null default 'SKU',
      create_missing_products boolean not null default false,
      status text not null default 'ENABLED',
      last_run_at timestamptz,
      next_run_at timestamptz,
      runs jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint listing_import_schedules_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index listing_import_schedules_sales_channel_id_unique on listing_import_schedules (account_id, sales_channel_id)`);
  await knex.raw(`create index listing_import_schedules_sales_channel_id_index on listing_import_schedules (account_id, sales_channel_id)`);
  await knex.raw(`create index listing_import_schedules_name_trgm on listing_import_schedules using gin (name gin_trgm_ops)`);
  // create table listings
  await knex.raw(`create table listings (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      product_id uuid not null,
      sales_channel_id uuid not null,
      channel text not null,
      status text not null default 'DRAFT',
      external_id text,
      sku text,
      title text,
      currency text,
      price bigint,
      quantity_rule jsonb not null default '{"type":"PERCENT","value":100}'::jsonb,
      channel_fields jsonb not null default '{}'::jsonb,
      issues jsonb not null default '[]'::jsonb,
      last_sync_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint listings_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index listings_sales_channel_id_sku_unique on listings (account_id, sales_channel_id, lower(sku))`);
  await knex.raw(`create index listings_channel_status_index on listings (account_id, channel, status)`);
  await knex.raw(`create index listings_product_id_index on listings (account_id, product_id)`);
  await knex.raw(`create index listings_sales_channel_id_index on listings (account_id, sales_channel_id)`);
  await knex.raw(`create index listings_sku_trgm on listings using gin (sku gin_trgm_ops)`);
  await knex.raw(`create index listings_title_trgm on listings using gin (title gin_trgm_ops)`);
  await knex.raw(`create index listings_external_id_trgm on listings using gin (external_id gin_trgm_ops)`);
  // create table shipping_carriers
  await knex.raw(`create table shipping_carriers (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      code text not null,
      account_number text,
      tracking_url text,
      services jsonb not null default '[]'::jsonb,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint shipping_carriers_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index shipping_carriers_code_unique on shipping_carriers (account_id, lower(code))`);
  await knex.raw(`create unique index shipping_carriers_name_unique on shipping_carriers (account_id, lower(name))`);
  await knex.raw(`create index shipping_carriers_name_trgm on shipping_carriers using gin (name gin_trgm_ops)`);
  await knex.raw(`create index shipping_carriers_code_trgm on shipping_carriers using gin (code gin_trgm_ops)`);
  // create table shipping_methods
  await knex.raw(`create table shipping_methods (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      carrier_id uuid not null,
      service_code text not null,
      price bigint not null,
      currency text not null default 'GBP',
      free_over bigint,
      tax_id uuid,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint shipping_methods_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index shipping_methods_name_unique on shipping_methods (account_id, lower(name))`);
  await knex.raw(`create index shipping_methods_carrier_id_index on shipping_methods (account_id, carrier_id)`);
  await knex.raw(`create index shipping_methods_tax_id_index on shipping_methods (account_id, tax_id)`);
  await knex.raw(`create index shipping_methods_name_trgm on shipping_methods using gin (name gin_trgm_ops)`);
  await knex.raw(`create index shipping_methods_service_code_trgm on shipping_methods using gin (service_code gin_trgm_ops)`);
  // create table order_rules
  await knex.raw(`create table order_rules (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      enabled boolean not null default false,
      sequence integer,
      conditions jsonb not null default '[]'::jsonb,
      action text not null,
      shipping_method_id uuid,
      location_id uuid,
      tag text,
      set_status text not null default 'ON_HOLD',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint order_rules_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index order_rules_name_unique on order_rules (account_id, lower(name))`);
  await knex.raw(`create index order_rules_shipping_method_id_index on order_rules (account_id, shipping_method_id)`);
  await knex.raw(`create index order_rules_location_id_index on order_rules (account_id, location_id)`);
  await knex.raw(`create index order_rules_name_trgm on order_rules using gin (name gin_trgm_ops)`);
  // create table payment_cards
  await knex.raw(`create table payment_cards (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      processor_token text not null,
      brand text not null,
      last4 text not null,
      exp_month integer not null,
      exp_year integer not null,
      holder_name text,
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint payment_cards_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index payment_cards_holder_name_trgm on payment_cards using gin (holder_name gin_trgm_ops)`);
  await knex.raw(`create index payment_cards_last4_trgm on payment_cards using gin (last4 gin_trgm_ops)`);
  // create table payment_methods
  await knex.raw(`create table payment_methods (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      code text not null,
      type text not null,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint payment_methods_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index payment_methods_code_unique on payment_methods (account_id, lower(code))`);
  await knex.raw(`create unique index payment_methods_name_unique on payment_methods (account_id, lower(name))`);
  await knex.raw(`create index payment_methods_name_trgm on payment_methods using gin (name gin_trgm_ops)`);
  await knex.raw(`create index payment_methods_code_trgm on payment_methods using gin (code gin_trgm_ops)`);
  // create table product_labels
  await knex.raw(`create table product_labels (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      file_name text not null,
      content_type text not null,
      size_bytes integer not null,
      sha256 text not null,
      content text,
      languages jsonb not null,
      product_ids jsonb not null default '[]'::jsonb,
      status text not null default 'UPLOADED',
      rejection_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint product_labels_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index product_labels_status_index on product_labels (account_id, status)`);
  await knex.raw(`create index product_labels_file_name_trgm on product_labels using gin (file_name gin_trgm_ops)`);
  // create table purchase_order_lines
  await knex.raw(`create table purchase_order_lines (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      position integer not null,
      purchase_order_id uuid not null,
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
  // create table reports
  await knex.raw(`create table reports (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      description text,
      dataset text not null,
      columns jsonb,
      filters jsonb not null default '[]'::jsonb,
      group_by text,
      aggregates jsonb not null default '[]'::jsonb,
      sort_field text,
      sort_order text not null default 'DESC',
      date_field text,
      date_range text not null default 'LAST_30_DAYS',
      date_from date,
      date_to date,
      chart_type text not null default 'TABLE',
      row_limit integer not null default 1000,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint reports_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index reports_name_unique on reports (account_id, lower(name))`);
  await knex.raw(`create index reports_name_trgm on reports using gin (name gin_trgm_ops)`);
  await knex.raw(`create index reports_description_trgm on reports using gin (description gin_trgm_ops)`);
  // create table responsible_persons
  await knex.raw(`create table responsible_persons (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      role text not null,
      address jsonb not null,
      email text,
      contact_url text,
      phone text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint responsible_persons_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index responsible_persons_name_unique on responsible_persons (account_id, lower(name))`);
  await knex.raw(`create index responsible_persons_name_trgm on responsible_persons using gin (name gin_trgm_ops)`);
  await knex.raw(`create index responsible_persons_email_trgm on responsible_persons using gin (email gin_trgm_ops)`);
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
      position integer not null,
      return_id uuid not null,
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
  await knex.raw(`create index return_lines_sku_trgm on return_lines using gin (sku gin_trgm_ops)`);
  // create table sales_charges
  await knex.raw(`create table sales_charges (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      type text not null default 'FIXED',
      amount bigint,
      rate numeric,
      currency text not null default 'GBP',
      tax_id uuid,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint sales_charges_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index sales_charges_name_unique on sales_charges (account_id, lower(name))`);
  await knex.raw(`create index sales_charges_tax_id_index on sales_charges (account_id, tax_id)`);
  await knex.raw(`create index sales_charges_name_trgm on sales_charges using gin (name gin_trgm_ops)`);
  // create table settlements
  await knex.raw(`create table settlements (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      status text not null default 'IMPORTED',
      sales_channel_id uuid,
      external_id text not null,
      period_start date not null,
      period_end date not null,
      deposit_date date,
      currency text not null default 'GBP',
      reported_total bigint,
      total bigint not null,
      notes text,
      matched_at timestamptz,
      posted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint settlements_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index settlements_sales_channel_id_external_id_unique on settlements (account_id, sales_channel_id, external_id)`);
  await knex.raw(`create index settlements_status_period_end_index on settlements (account_id, status, period_end)`);
  await knex.raw(`create index settlements_period_end_index on settlements (account_id, period_end)`);
  await knex.raw(`create index settlements_sales_channel_id_index on settlements (account_id, sales_channel_id)`);
  await knex.raw(`create index settlements_external_id_trgm on settlements using gin (external_id gin_trgm_ops)`);
  // create table settlement_lines
  await knex.raw(`create table settlement_lines (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      position integer not null,
      settlement_id uuid not null,
      type text not null,
      order_ref text,
      sku text,
      description text,
      amount bigint not null,
      posted_at timestamptz,
      sales_order_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint settlement_lines_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index settlement_lines_settlement_id_index on settlement_lines (account_id, settlement_id)`);
  await knex.raw(`create index settlement_lines_sales_order_id_index on settlement_lines (account_id, sales_order_id)`);
  await knex.raw(`create index settlement_lines_order_ref_trgm on settlement_lines using gin (order_ref gin_trgm_ops)`);
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
      position integer not null,
      shipment_id uuid not null,
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
  await knex.raw(`create index shipment_lines_sku_trgm on shipment_lines using gin (sku gin_trgm_ops)`);
  // create table shipping_templates
  await knex.raw(`create table shipping_templates (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      channel text not null,
      currency text not null default 'GBP',
      is_default boolean not null default false,
      settings jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint shipping_templates_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index shipping_templates_channel_name_unique on shipping_templates (account_id, lower(channel), lower(name))`);
  await knex.raw(`create index shipping_templates_name_trgm on shipping_templates using gin (name gin_trgm_ops)`);
  // create table stock_levels
  await knex.raw(`create table stock_levels (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      product_id uuid not null,
      location_id uuid not null,
      on_hand integer not null default 0,
      allocated integer not null default 0,
      available integer not null default 0,
      incoming integer not null default 0,
      minimum_level integer not null default 0,
      bin text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint stock_levels_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index stock_levels_product_id_location_id_unique on stock_levels (account_id, product_id, location_id)`);
  await knex.raw(`create index stock_levels_location_id_available_index on stock_levels (account_id, location_id, available)`);
  await knex.raw(`create index stock_levels_product_id_index on stock_levels (account_id, product_id)`);
  await knex.raw(`create index stock_levels_bin_trgm on stock_levels using gin (bin gin_trgm_ops)`);
  // create table store_categories
  await knex.raw(`create table store_categories (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      slug text,
      parent_id uuid,
      position integer not null default 0,
      visible boolean not null default true,
      description text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint store_categories_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index store_categories_slug_unique on store_categories (account_id, lower(slug))`);
  await knex.raw(`create index store_categories_parent_id_index on store_categories (account_id, parent_id)`);
  await knex.raw(`create index store_categories_name_trgm on store_categories using gin (name gin_trgm_ops)`);
  await knex.raw(`create index store_categories_slug_trgm on store_categories using gin (slug gin_trgm_ops)`);
  // create table tax_compliance_applications
  await knex.raw(`create table tax_compliance_applications (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      status text not null default 'DRAFT',
      country text not null,
      scheme text not null,
      trigger_date date,
      company_name text not null,
      company_number text,
      vat_number text,
      company_address jsonb,
      contact_name text,
      contact_email text,
      documents jsonb not null default '[]'::jsonb,
      info_request text,
      issued_number text,
      effective_from date,
      reviewer_notes text,
      submitted_at timestamptz,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint tax_compliance_applications_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index tax_compliance_applications_status_index on tax_compliance_applications (account_id, status)`);
  await knex.raw(`create index tax_compliance_applications_company_name_trgm on tax_compliance_applications using gin (company_name gin_trgm_ops)`);
  await knex.raw(`create index tax_compliance_applications_issued_number_trgm on tax_compliance_applications using gin (issued_number gin_trgm_ops)`);
  await knex.raw(`create index tax_compliance_applications_vat_number_trgm on tax_compliance_applications using gin (vat_number gin_trgm_ops)`);
  // create table templates
  await knex.raw(`create table templates (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      type text not null,
      name text not null,
      body text not null,
      paper_size text not null default 'A4',
      orientation text not null default 'PORTRAIT',
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint templates_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index templates_name_unique on templates (account_id, lower(name))`);
  await knex.raw(`create index templates_type_is_default_index on templates (account_id, type, is_default)`);
  await knex.raw(`create index templates_name_trgm on templates using gin (name gin_trgm_ops)`);
  // create table vat_reports
  await knex.raw(`create table vat_reports (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      status text not null default 'DRAFT',
      period_start date not null,
      period_end date not null,
      period_key text,
      currency text not null default 'GBP',
      box1_vat_due_sales bigint not null default 0,
      box2_vat_due_acquisitions bigint not null default 0,
      box3_total_vat_due bigint not null default 0,
      box4_vat_reclaimed bigint not null default 0,
      box5_net_vat bigint not null default 0,
      net_vat_due text,
      box6_total_sales_ex_vat integer not null default 0,
      box7_total_purchases_ex_vat integer not null default 0,
      box8_total_supplies_ex_vat integer not null default 0,
      box9_total_acquisitions_ex_vat integer not null default 0,
      breakdown jsonb not null default '[]'::jsonb,
      excluded_documents integer not null default 0,
      notes text,
      calculated_at timestamptz,
      submitted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint vat_reports_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index vat_reports_period_end_index on vat_reports (account_id, period_end)`);
  await knex.raw(`create index vat_reports_period_key_trgm on vat_reports using gin (period_key gin_trgm_ops)`);
  // products: add column attribute_values
  await knex.raw(`alter table products add column attribute_values jsonb not null default '[]'::jsonb`);
  // products: add column responsible_person_ids
  await knex.raw(`alter table products add column responsible_person_ids jsonb not null default '[]'::jsonb`);
  // products: add column label_ids
  await knex.raw(`alter table products add column label_ids jsonb not null default '[]'::jsonb`);
  // products: add column custom_fields
  await knex.raw(`alter table products add column custom_fields jsonb not null default '{}'::jsonb`);
  // relationships: add column custom_fields
  await knex.raw(`alter table relationships add column custom_fields jsonb not null default '{}'::jsonb`);
  // sales_orders: add column custom_fields
  await knex.raw(`alter table sales_orders add column custom_fields jsonb not null default '{}'::jsonb`);
  // products: create index products_custom_fields_gin
  await knex.raw(`create index products_custom_fields_gin on products using gin (custom_fields jsonb_path_ops)`);
  // relationships: create index relationships_custom_fields_gin
  await knex.raw(`create index relationships_custom_fields_gin on relationships using gin (custom_fields jsonb_path_ops)`);
  // sales_orders: create index sales_orders_custom_fields_gin
  await knex.raw(`create index sales_orders_custom_fields_gin on sales_orders using gin (custom_fields jsonb_path_ops)`);
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
  // attributes: add foreign key attributes_account_id_fkey
  await knex.raw(`alter table attributes add constraint attributes_account_id_fkey foreign key (account_id) references accounts (id)`);
  // csv_schedules: add foreign key csv_schedules_account_id_fkey
  await knex.raw(`alter table csv_schedules add constraint csv_schedules_account_id_fkey foreign key (account_id) references accounts (id)`);
  // currencies: add foreign key currencies_account_id_fkey
  await knex.raw(`alter table currencies add constraint currencies_account_id_fkey foreign key (account_id) references accounts (id)`);
  // custom_fields: add foreign key custom_fields_account_id_fkey
  await knex.raw(`alter table custom_fields add constraint custom_fields_account_id_fkey foreign key (account_id) references accounts (id)`);
  // html_templates: add foreign key html_templates_account_id_fkey
  await knex.raw(`alter table html_templates add constraint html_templates_account_id_fkey foreign key (account_id) references accounts (id)`);
  // invoice_lines: add foreign key invoice_lines_account_id_fkey
  await knex.raw(`alter table invoice_lines add constraint invoice_lines_account_id_fkey foreign key (account_id) references accounts (id)`);
  // invoice_lines: add foreign key invoice_lines_invoice_id_fkey
  await knex.raw(`alter table invoice_lines add constraint invoice_lines_invoice_id_fkey foreign key (account_id, invoice_id) references invoices (account_id, id) on delete cascade`);
  // invoices: add foreign key invoices_account_id_fkey
  await knex.raw(`alter table invoices add constraint invoices_account_id_fkey foreign key (account_id) references accounts (id)`);
  // listing_import_schedules: add foreign key listing_import_schedules_account_id_fkey
  await knex.raw(`alter table listing_import_schedules add constraint listing_import_schedules_account_id_fkey foreign key (account_id) references accounts (id)`);
  // listing_import_schedules: add foreign key listing_import_schedules_sales_channel_id_fkey
  await knex.raw(`alter table listing_import_schedules add constraint listing_import_schedules_sales_channel_id_fkey foreign key (account_id, sales_channel_id) references sales_channels (account_id, id) on delete cascade`);
  // listings: add foreign key listings_account_id_fkey
  await knex.raw(`alter table listings add constraint listings_account_id_fkey foreign key (account_id) references accounts (id)`);
  // listings: add foreign key listings_product_id_fkey
  await knex.raw(`alter table listings add constraint listings_product_id_fkey foreign key (account_id, product_id) references products (account_id, id)`);
  // listings: add foreign key listings_sales_channel_id_fkey
  await knex.raw(`alter table listings add constraint listings_sales_channel_id_fkey foreign key (account_id, sales_channel_id) references sales_channels (account_id, id)`);
  // order_rules: add foreign key order_rules_account_id_fkey
  await knex.raw(`alter table order_rules add constraint order_rules_account_id_fkey foreign key (account_id) references accounts (id)`);
  // order_rules: add foreign key order_rules_shipping_method_id_fkey
  await knex.raw(`alter table order_rules add constraint order_rules_shipping_method_id_fkey foreign key (account_id, shipping_method_id) references shipping_methods (account_id, id)`);
  // order_rules: add foreign key order_rules_location_id_fkey
  await knex.raw(`alter table order_rules add constraint order_rules_location_id_fkey foreign key (account_id, location_id) references locations (account_id, id)`);
  // payment_cards: add foreign key payment_cards_account_id_fkey
  await knex.raw(`alter table payment_cards add constraint payment_cards_account_id_fkey foreign key (account_id) references accounts (id)`);
  // payment_methods: add foreign key payment_methods_account_id_fkey
  await knex.raw(`alter table payment_methods add constraint payment_methods_account_id_fkey foreign key (account_id) references accounts (id)`);
  // product_labels: add foreign key product_labels_account_id_fkey
  await knex.raw(`alter table product_labels add constraint product_labels_account_id_fkey foreign key (account_id) references accounts (id)`);
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
  // reports: add foreign key reports_account_id_fkey
  await knex.raw(`alter table reports add constraint reports_account_id_fkey foreign key (account_id) references accounts (id)`);
  // responsible_persons: add foreign key responsible_persons_account_id_fkey
  await knex.raw(`alter table responsible_persons add constraint responsible_persons_account_id_fkey foreign key (account_id) references accounts (id)`);
  // return_lines: add foreign key return_lines_account_id_fkey
  await knex.raw(`alter table return_lines add constraint return_lines_account_id_fkey foreign key (account_id) references accounts (id)`);
  // return_lines: add foreign key return_lines_return_id_fkey
  await knex.raw(`alter table return_lines add constraint return_lines_return_id_fkey foreign key (account_id, return_id) references returns (account_id, id) on delete cascade`);
  // returns: add foreign key returns_account_id_fkey
  await knex.raw(`alter table returns add constraint returns_account_id_fkey foreign key (account_id) references accounts (id)`);
  // returns: add foreign key returns_order_id_fkey
  await knex.raw(`alter table returns add constraint returns_order_id_fkey foreign key (account_id, order_id) references sales_orders (account_id, id)`);
  // returns: add foreign key returns_customer_id_fkey
  await knex.raw(`alter table returns add constraint returns_customer_id_fkey foreign key (account_id, customer_id) references relationships (account_id, id)`);
  // returns: add foreign key returns_location_id_fkey
  await knex.raw(`alter table returns add constraint returns_location_id_fkey foreign key (account_id, location_id) references locations (account_id, id)`);
  // sales_channels: add foreign key sales_channels_account_id_fkey
  await knex.raw(`alter table sales_channels add constraint sales_channels_account_id_fkey foreign key (account_id) references accounts (id)`);
  // sales_channels: add foreign key sales_channels_brand_id_fkey
  await knex.raw(`alter table sales_channels add constraint sales_channels_brand_id_fkey foreign key (account_id, brand_id) references brands (account_id, id)`);
  // sales_charges: add foreign key sales_charges_account_id_fkey
  await knex.raw(`alter table sales_charges add constraint sales_charges_account_id_fkey foreign key (account_id) references accounts (id)`);
  // sales_charges: add foreign key sales_charges_tax_id_fkey
  await knex.raw(`alter table sales_charges add constraint sales_charges_tax_id_fkey foreign key (account_id, tax_id) references sales_taxes (account_id, id)`);
  // settlement_lines: add foreign key settlement_lines_account_id_fkey
  await knex.raw(`alter table settlement_lines add constraint settlement_lines_account_id_fkey foreign key (account_id) references accounts (id)`);
  // settlement_lines: add foreign key settlement_lines_settlement_id_fkey
  await knex.raw(`alter table settlement_lines add constraint settlement_lines_settlement_id_fkey foreign key (account_id, settlement_id) references settlements (account_id, id) on delete cascade`);
  // settlement_lines: add foreign key settlement_lines_sales_order_id_fkey
  await knex.raw(`alter table settlement_lines add constraint settlement_lines_sales_order_id_fkey foreign key (account_id, sales_order_id) references sales_orders (account_id, id) on delete set null (sales_order_id)`);
  // settlements: add foreign key settlements_account_id_fkey
  await knex.raw(`alter table settlements add constraint settlements_account_id_fkey foreign key (account_id) references accounts (id)`);
  // settlements: add foreign key settlements_sales_channel_id_fkey
  await knex.raw(`alter table settlements add constraint settlements_sales_channel_id_fkey foreign key (account_id, sales_channel_id) references sales_channels (account_id, id)`);
  // shipment_lines: add foreign key shipment_lines_account_id_fkey
  await knex.raw(`alter table shipment_lines add constraint shipment_lines_account_id_fkey foreign key (account_id) references accounts (id)`);
  // shipment_lines: add foreign key shipment_lines_shipment_id_fkey
  await knex.raw(`alter table shipment_lines add constraint shipment_lines_shipment_id_fkey foreign key (account_id, shipment_id) references shipments (account_id, id) on delete cascade`);
  // shipments: add foreign key shipments_account_id_fkey
  await knex.raw(`alter table shipments add constraint shipments_account_id_fkey foreign key (account_id) references accounts (id)`);
  // shipments: add foreign key shipments_order_id_fkey
  await knex.raw(`alter table shipments add constraint shipments_order_id_fkey foreign key (account_id, order_id) references sales_orders (account_id, id)`);
  // shipments: add foreign key shipments_location_id_fkey
  await knex.raw(`alter table shipments add constraint shipments_location_id_fkey foreign key (account_id, location_id) references locations (account_id, id)`);
  // shipping_carriers: add foreign key shipping_carriers_account_id_fkey
  await knex.raw(`alter table shipping_carriers add constraint shipping_carriers_account_id_fkey foreign key (account_id) references accounts (id)`);
  // shipping_methods: add foreign key shipping_methods_account_id_fkey
  await knex.raw(`alter table shipping_methods add constraint shipping_methods_account_id_fkey foreign key (account_id) references accounts (id)`);
  // shipping_methods: add foreign key shipping_methods_carrier_id_fkey
  await knex.raw(`alter table shipping_methods add constraint shipping_methods_carrier_id_fkey foreign key (account_id, carrier_id) references shipping_carriers (account_id, id)`);
  // shipping_methods: add foreign key shipping_methods_tax_id_fkey
  await knex.raw(`alter table shipping_methods add constraint shipping_methods_tax_id_fkey foreign key (account_id, tax_id) references sales_taxes (account_id, id)`);
  // shipping_templates: add foreign key shipping_templates_account_id_fkey
  await knex.raw(`alter table shipping_templates add constraint shipping_templates_account_id_fkey foreign key (account_id) references accounts (id)`);
  // stock_levels: add foreign key stock_levels_account_id_fkey
  await knex.raw(`alter table stock_levels add constraint stock_levels_account_id_fkey foreign key (account_id) references accounts (id)`);
  // stock_levels: add foreign key stock_levels_product_id_fkey
  await knex.raw(`alter table stock_levels add constraint stock_levels_product_id_fkey foreign key (account_id, product_id) references products (account_id, id) on delete cascade`);
  // stock_levels: add foreign key stock_levels_location_id_fkey
  await knex.raw(`alter table stock_levels add constraint stock_levels_location_id_fkey foreign key (account_id, location_id) references locations (account_id, id)`);
  // store_categories: add foreign key store_categories_account_id_fkey
  await knex.raw(`alter table store_categories add constraint store_categories_account_id_fkey foreign key (account_id) references accounts (id)`);
  // store_categories: add foreign key store_categories_parent_id_fkey
  await knex.raw(`alter table store_categories add constraint store_categories_parent_id_fkey foreign key (account_id, parent_id) references store_categories (account_id, id)`);
  // tax_compliance_applications: add foreign key tax_compliance_applications_account_id_fkey
  await knex.raw(`alter table tax_compliance_applications add constraint tax_compliance_applications_account_id_fkey foreign key (account_id) references accounts (id)`);
  // templates: add foreign key templates_account_id_fkey
  await knex.raw(`alter table templates add constraint templates_account_id_fkey foreign key (account_id) references accounts (id)`);
  // vat_reports: add foreign key vat_reports_account_id_fkey
  await knex.raw(`alter table vat_reports add constraint vat_reports_account_id_fkey foreign key (account_id) references accounts (id)`);
  // warehouse_provider_types: add foreign key warehouse_provider_types_account_id_fkey
  await knex.raw(`alter table warehouse_provider_types add constraint warehouse_provider_types_account_id_fkey foreign key (account_id) references accounts (id)`);
  // warehouse_providers: add foreign key warehouse_providers_account_id_fkey
  await knex.raw(`alter table warehouse_providers add constraint warehouse_providers_account_id_fkey foreign key (account_id) references accounts (id)`);
  // warehouse_providers: add foreign key warehouse_providers_provider_type_id_fkey
  await knex.raw(`alter table warehouse_providers add constraint warehouse_providers_provider_type_id_fkey foreign key (account_id, provider_type_id) references warehouse_provider_types (account_id, id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo warehouse_providers: add foreign key warehouse_providers_provider_type_id_fkey
  await knex.raw(`alter table warehouse_providers drop constraint warehouse_providers_provider_type_id_fkey`);
  // undo warehouse_providers: add foreign key warehouse_providers_account_id_fkey
  await knex.raw(`alter table warehouse_providers drop constraint warehouse_providers_account_id_fkey`);
  // undo warehouse_provider_types: add foreign key warehouse_provider_types_account_id_fkey
  await knex.raw(`alter table warehouse_provider_types drop constraint warehouse_provider_types_account_id_fkey`);
  // undo vat_reports: add foreign key vat_reports_account_id_fkey
  await knex.raw(`alter table vat_reports drop constraint vat_reports_account_id_fkey`);
  // undo templates: add foreign key templates_account_id_fkey
  await knex.raw(`alter table templates drop constraint templates_account_id_fkey`);
  // undo tax_compliance_applications: add foreign key tax_compliance_applications_account_id_fkey
  await knex.raw(`alter table tax_compliance_applications drop constraint tax_compliance_applications_account_id_fkey`);
  // undo store_categories: add foreign key store_categories_parent_id_fkey
  await knex.raw(`alter table store_categories drop constraint store_categories_parent_id_fkey`);
  // undo store_categories: add foreign key store_categories_account_id_fkey
  await knex.raw(`alter table store_categories drop constraint store_categories_account_id_fkey`);
  // undo stock_levels: add foreign key stock_levels_location_id_fkey
  await knex.raw(`alter table stock_levels drop constraint stock_levels_location_id_fkey`);
  // undo stock_levels: add foreign key stock_levels_product_id_fkey
  await knex.raw(`alter table stock_levels drop constraint stock_levels_product_id_fkey`);
  // undo stock_levels: add foreign key stock_levels_account_id_fkey
  await knex.raw(`alter table stock_levels drop constraint stock_levels_account_id_fkey`);
  // undo shipping_templates: add foreign key shipping_templates_account_id_fkey
  await knex.raw(`alter table shipping_templates drop constraint shipping_templates_account_id_fkey`);
  // undo shipping_methods: add foreign key shipping_methods_tax_id_fkey
  await knex.raw(`alter table shipping_methods drop constraint shipping_methods_tax_id_fkey`);
  // undo shipping_methods: add foreign key shipping_methods_carrier_id_fkey
  await knex.raw(`alter table shipping_methods drop constraint shipping_methods_carrier_id_fkey`);
  // undo shipping_methods: add foreign key shipping_methods_account_id_fkey
  await knex.raw(`alter table shipping_methods drop constraint shipping_methods_account_id_fkey`);
  // undo shipping_carriers: add foreign key shipping_carriers_account_id_fkey
  await knex.raw(`alter table shipping_carriers drop constraint shipping_carriers_account_id_fkey`);
  // undo shipments: add foreign key shipments_location_id_fkey
  await knex.raw(`alter table shipments drop constraint shipments_location_id_fkey`);
  // undo shipments: add foreign key shipments_order_id_fkey
  await knex.raw(`alter table shipments drop constraint shipments_order_id_fkey`);
  // undo shipments: add foreign key shipments_account_id_fkey
  await knex.raw(`alter table shipments drop constraint shipments_account_id_fkey`);
  // undo shipment_lines: add foreign key shipment_lines_shipment_id_fkey
  await knex.raw(`alter table shipment_lines drop constraint shipment_lines_shipment_id_fkey`);
  // undo shipment_lines: add foreign key shipment_lines_account_id_fkey
  await knex.raw(`alter table shipment_lines drop constraint shipment_lines_account_id_fkey`);
  // undo settlements: add foreign key settlements_sales_channel_id_fkey
  await knex.raw(`alter table settlements drop constraint settlements_sales_channel_id_fkey`);
  // undo settlements: add foreign key settlements_account_id_fkey
  await knex.raw(`alter table settlements drop constraint settlements_account_id_fkey`);
  // undo settlement_lines: add foreign key settlement_lines_sales_order_id_fkey
  await knex.raw(`alter table settlement_lines drop constraint settlement_lines_sales_order_id_fkey`);
  // undo settlement_lines: add foreign key settlement_lines_settlement_id_fkey
  await knex.raw(`alter table settlement_lines drop constraint settlement_lines_settlement_id_fkey`);
  // undo settlement_lines: add foreign key settlement_lines_account_id_fkey
  await knex.raw(`alter table settlement_lines drop constraint settlement_lines_account_id_fkey`);
  // undo sales_charges: add foreign key sales_charges_tax_id_fkey
  await knex.raw(`alter table sales_charges drop constraint sales_charges_tax_id_fkey`);
  // undo sales_charges: add foreign key sales_charges_account_id_fkey
  await knex.raw(`alter table sales_charges drop constraint sales_charges_account_id_fkey`);
  // undo sales_channels: add foreign key sales_channels_brand_id_fkey
  await knex.raw(`alter table sales_channels drop constraint sales_channels_brand_id_fkey`);
  // undo sales_channels: add foreign key sales_channels_account_id_fkey
  await knex.raw(`alter table sales_channels drop constraint sales_channels_account_id_fkey`);
  // undo returns: add foreign key returns_location_id_fkey
  await knex.raw(`alter table returns drop constraint returns_location_id_fkey`);
  // undo returns: add foreign key returns_customer_id_fkey
  await knex.raw(`alter table returns drop constraint returns_customer_id_fkey`);
  // undo returns: add foreign key returns_order_id_fkey
  await knex.raw(`alter table returns drop constraint returns_order_id_fkey`);
  // undo returns: add foreign key returns_account_id_fkey
  await knex.raw(`alter table returns drop constraint returns_account_id_fkey`);
  // undo return_lines: add foreign key return_lines_return_id_fkey
  await knex.raw(`alter table return_lines drop constraint return_lines_return_id_fkey`);
  // undo return_lines: add foreign key return_lines_account_id_fkey
  await knex.raw(`alter table return_lines drop constraint return_lines_account_id_fkey`);
  // undo responsible_persons: add foreign key responsible_persons_account_id_fkey
  await knex.raw(`alter table responsible_persons drop constraint responsible_persons_account_id_fkey`);
  // undo reports: add foreign key reports_account_id_fkey
  await knex.raw(`alter table reports drop constraint reports_account_id_fkey`);
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
  // undo product_labels: add foreign key product_labels_account_id_fkey
  await knex.raw(`alter table product_labels drop constraint product_labels_account_id_fkey`);
  // undo payment_methods: add foreign key payment_methods_account_id_fkey
  await knex.raw(`alter table payment_methods drop constraint payment_methods_account_id_fkey`);
  // undo payment_cards: add foreign key payment_cards_account_id_fkey
  await knex.raw(`alter table payment_cards drop constraint payment_cards_account_id_fkey`);
  // undo order_rules: add foreign key order_rules_location_id_fkey
  await knex.raw(`alter table order_rules drop constraint order_rules_location_id_fkey`);
  // undo order_rules: add foreign key order_rules_shipping_method_id_fkey
  await knex.raw(`alter table order_rules drop constraint order_rules_shipping_method_id_fkey`);
  // undo order_rules: add foreign key order_rules_account_id_fkey
  await knex.raw(`alter table order_rules drop constraint order_rules_account_id_fkey`);
  // undo listings: add foreign key listings_sales_channel_id_fkey
  await knex.raw(`alter table listings drop constraint listings_sales_channel_id_fkey`);
  // undo listings: add foreign key listings_product_id_fkey
  await knex.raw(`alter table listings drop constraint listings_product_id_fkey`);
  // undo listings: add foreign key listings_account_id_fkey
  await knex.raw(`alter table listings drop constraint listings_account_id_fkey`);
  // undo listing_import_schedules: add foreign key listing_import_schedules_sales_channel_id_fkey
  await knex.raw(`alter table listing_import_schedules drop constraint listing_import_schedules_sales_channel_id_fkey`);
  // undo listing_import_schedules: add foreign key listing_import_schedules_account_id_fkey
  await knex.raw(`alter table listing_import_schedules drop constraint listing_import_schedules_account_id_fkey`);
  // undo invoices: add foreign key invoices_account_id_fkey
  await knex.raw(`alter table invoices drop constraint invoices_account_id_fkey`);
  // undo invoice_lines: add foreign key invoice_lines_invoice_id_fkey
  await knex.raw(`alter table invoice_lines drop constraint invoice_lines_invoice_id_fkey`);
  // undo invoice_lines: add foreign key invoice_lines_account_id_fkey
  await knex.raw(`alter table invoice_lines drop constraint invoice_lines_account_id_fkey`);
  // undo html_templates: add foreign key html_templates_account_id_fkey
  await knex.raw(`alter table html_templates drop constraint html_templates_account_id_fkey`);
  // undo custom_fields: add foreign key custom_fields_account_id_fkey
  await knex.raw(`alter table custom_fields drop constraint custom_fields_account_id_fkey`);
  // undo currencies: add foreign key currencies_account_id_fkey
  await knex.raw(`alter table currencies drop constraint currencies_account_id_fkey`);
  // undo csv_schedules: add foreign key csv_schedules_account_id_fkey
  await knex.raw(`alter table csv_schedules drop constraint csv_schedules_account_id_fkey`);
  // undo attributes: add foreign key attributes_account_id_fkey
  await knex.raw(`alter table attributes drop constraint attributes_account_id_fkey`);
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
  // undo sales_orders: create index sales_orders_custom_fields_gin
  await knex.raw(`drop index sales_orders_custom_fields_gin`);
  // undo relationships: create index relationships_custom_fields_gin
  await knex.raw(`drop index relationships_custom_fields_gin`);
  // undo products: create index products_custom_fields_gin
  await knex.raw(`drop index products_custom_fields_gin`);
  // undo sales_orders: add column custom_fields
  await knex.raw(`alter table sales_orders drop column custom_fields`);
  // undo relationships: add column custom_fields
  await knex.raw(`alter table relationships drop column custom_fields`);
  // undo products: add column custom_fields
  await knex.raw(`alter table products drop column custom_fields`);
  // undo products: add column label_ids
  await knex.raw(`alter table products drop column label_ids`);
  // undo products: add column responsible_person_ids
  await knex.raw(`alter table products drop column responsible_person_ids`);
  // undo products: add column attribute_values
  await knex.raw(`alter table products drop column attribute_values`);
  // undo create table vat_reports
  await knex.raw(`drop table vat_reports`);
  // undo create table templates
  await knex.raw(`drop table templates`);
  // undo create table tax_compliance_applications
  await knex.raw(`drop table tax_compliance_applications`);
  // undo create table store_categories
  await knex.raw(`drop table store_categories`);
  // undo create table stock_levels
  await knex.raw(`drop table stock_levels`);
  // undo create table shipping_templates
  await knex.raw(`drop table shipping_templates`);
  // undo create table shipment_lines
  await knex.raw(`drop table shipment_lines`);
  // undo create table shipments
  await knex.raw(`drop table shipments`);
  // undo create table settlement_lines
  await knex.raw(`drop table settlement_lines`);
  // undo create table settlements
  await knex.raw(`drop table settlements`);
  // undo create table sales_charges
  await knex.raw(`drop table sales_charges`);
  // undo create table return_lines
  await knex.raw(`drop table return_lines`);
  // undo create table returns
  await knex.raw(`drop table returns`);
  // undo create table responsible_persons
  await knex.raw(`drop table responsible_persons`);
  // undo create table reports
  await knex.raw(`drop table reports`);
  // undo create table purchase_order_lines
  await knex.raw(`drop table purchase_order_lines`);
  // undo create table product_labels
  await knex.raw(`drop table product_labels`);
  // undo create table payment_methods
  await knex.raw(`drop table payment_methods`);
  // undo create table payment_cards
  await knex.raw(`drop table payment_cards`);
  // undo create table order_rules
  await knex.raw(`drop table order_rules`);
  // undo create table shipping_methods
  await knex.raw(`drop table shipping_methods`);
  // undo create table shipping_carriers
  await knex.raw(`drop table shipping_carriers`);
  // undo create table listings
  await knex.raw(`drop table listings`);
  // undo create table listing_import_schedules
  await knex.raw(`drop table listing_import_schedules`);
  // undo create table sales_channels
  await knex.raw(`drop table sales_channels`);
  // undo create table invoice_lines
  await knex.raw(`drop table invoice_lines`);
  // undo create table invoices
  await knex.raw(`drop table invoices`);
  // undo create table html_templates
  await knex.raw(`drop table html_templates`);
  // undo create table custom_fields
  await knex.raw(`drop table custom_fields`);
  // undo create table currencies
  await knex.raw(`drop table currencies`);
  // undo create table csv_schedules
  await knex.raw(`drop table csv_schedules`);
  // undo create table attributes
  await knex.raw(`drop table attributes`);
  // undo create table asn_lines
  await knex.raw(`drop table asn_lines`);
  // undo create table asns
  await knex.raw(`drop table asns`);
  // undo create table warehouse_providers
  await knex.raw(`drop table warehouse_providers`);
  // undo create table warehouse_provider_types
  await knex.raw(`drop table warehouse_provider_types`);
  // undo create table purchase_orders
  await knex.raw(`drop table purchase_orders`);
}
