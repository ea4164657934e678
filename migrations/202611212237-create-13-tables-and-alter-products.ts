/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
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
  // products: add column attribute_values
  await knex.raw(`alter table products add column attribute_values jsonb not null default '[]'::jsonb`);
  // products: add column responsible_person_ids
  await knex.raw(`alter table products add column responsible_person_ids jsonb not null default '[]'::jsonb`);
  // products: add column label_ids
  await knex.raw(`alter table products add column label_ids jsonb not null default '[]'::jsonb`);
  // attributes: add foreign key attributes_account_id_fkey
  await knex.raw(`alter table attributes add constraint attributes_account_id_fkey foreign key (account_id) references accounts (id)`);
  // currencies: add foreign key currencies_account_id_fkey
  await knex.raw(`alter table currencies add constraint currencies_account_id_fkey foreign key (account_id) references accounts (id)`);
  // html_templates: add foreign key html_templates_account_id_fkey
  await knex.raw(`alter table html_templates add constraint html_templates_account_id_fkey foreign key (account_id) references accounts (id)`);
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
  // payment_methods: add foreign key payment_methods_account_id_fkey
  await knex.raw(`alter table payment_methods add constraint payment_methods_account_id_fkey foreign key (account_id) references accounts (id)`);
  // product_labels: add foreign key product_labels_account_id_fkey
  await knex.raw(`alter table product_labels add constraint product_labels_account_id_fkey foreign key (account_id) references accounts (id)`);
  // responsible_persons: add foreign key responsible_persons_account_id_fkey
  await knex.raw(`alter table responsible_persons add constraint responsible_persons_account_id_fkey foreign key (account_id) references accounts (id)`);
  // sales_charges: add foreign key sales_charges_account_id_fkey
  await knex.raw(`alter table sales_charges add constraint sales_charges_account_id_fkey foreign key (account_id) references accounts (id)`);
  // sales_charges: add foreign key sales_charges_tax_id_fkey
  await knex.raw(`alter table sales_charges add constraint sales_charges_tax_id_fkey foreign key (account_id, tax_id) references sales_taxes (account_id, id)`);
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
  // templates: add foreign key templates_account_id_fkey
  await knex.raw(`alter table templates add constraint templates_account_id_fkey foreign key (account_id) references accounts (id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo templates: add foreign key templates_account_id_fkey
  await knex.raw(`alter table templates drop constraint templates_account_id_fkey`);
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
  // undo sales_charges: add foreign key sales_charges_tax_id_fkey
  await knex.raw(`alter table sales_charges drop constraint sales_charges_tax_id_fkey`);
  // undo sales_charges: add foreign key sales_charges_account_id_fkey
  await knex.raw(`alter table sales_charges drop constraint sales_charges_account_id_fkey`);
  // undo responsible_persons: add foreign key responsible_persons_account_id_fkey
  await knex.raw(`alter table responsible_persons drop constraint responsible_persons_account_id_fkey`);
  // undo product_labels: add foreign key product_labels_account_id_fkey
  await knex.raw(`alter table product_labels drop constraint product_labels_account_id_fkey`);
  // undo payment_methods: add foreign key payment_methods_account_id_fkey
  await knex.raw(`alter table payment_methods drop constraint payment_methods_account_id_fkey`);
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
  // undo html_templates: add foreign key html_templates_account_id_fkey
  await knex.raw(`alter table html_templates drop constraint html_templates_account_id_fkey`);
  // undo currencies: add foreign key currencies_account_id_fkey
  await knex.raw(`alter table currencies drop constraint currencies_account_id_fkey`);
  // undo attributes: add foreign key attributes_account_id_fkey
  await knex.raw(`alter table attributes drop constraint attributes_account_id_fkey`);
  // undo products: add column label_ids
  await knex.raw(`alter table products drop column label_ids`);
  // undo products: add column responsible_person_ids
  await knex.raw(`alter table products drop column responsible_person_ids`);
  // undo products: add column attribute_values
  await knex.raw(`alter table products drop column attribute_values`);
  // undo create table templates
  await knex.raw(`drop table templates`);
  // undo create table store_categories
  await knex.raw(`drop table store_categories`);
  // undo create table stock_levels
  await knex.raw(`drop table stock_levels`);
  // undo create table shipping_templates
  await knex.raw(`drop table shipping_templates`);
  // undo create table sales_charges
  await knex.raw(`drop table sales_charges`);
  // undo create table responsible_persons
  await knex.raw(`drop table responsible_persons`);
  // undo create table product_labels
  await knex.raw(`drop table product_labels`);
  // undo create table payment_methods
  await knex.raw(`drop table payment_methods`);
  // undo create table listings
  await knex.raw(`drop table listings`);
  // undo create table listing_import_schedules
  await knex.raw(`drop table listing_import_schedules`);
  // undo create table html_templates
  await knex.raw(`drop table html_templates`);
  // undo create table currencies
  await knex.raw(`drop table currencies`);
  // undo create table attributes
  await knex.raw(`drop table attributes`);
}
