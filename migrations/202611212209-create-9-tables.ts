/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // create table accounts
  await knex.raw(`create table accounts (
      id uuid not null default gen_random_uuid(),
      name text not null,
      kind text not null default 'MERCHANT',
      country text not null default 'GB',
      currency text not null default 'GBP',
      timezone text not null default 'Europe/London',
      feature_flags jsonb not null default '[]'::jsonb,
      partner_account_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint accounts_pkey primary key (id)
    )`);
  await knex.raw(`create index accounts_partner_account_id_index on accounts (partner_account_id)`);
  await knex.raw(`create index accounts_name_trgm on accounts using gin (name gin_trgm_ops)`);
  // create table brands
  await knex.raw(`create table brands (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      code text,
      logo_url text,
      website text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint brands_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index brands_name_unique on brands (account_id, lower(name))`);
  await knex.raw(`create unique index brands_code_unique on brands (account_id, lower(code))`);
  await knex.raw(`create index brands_name_trgm on brands using gin (name gin_trgm_ops)`);
  await knex.raw(`create index brands_code_trgm on brands using gin (code gin_trgm_ops)`);
  // create table locations
  await knex.raw(`create table locations (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      code text not null,
      type text not null default 'OWN_WAREHOUSE',
      is_default boolean not null default false,
      address jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint locations_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index locations_code_unique on locations (account_id, lower(code))`);
  await knex.raw(`create index locations_name_trgm on locations using gin (name gin_trgm_ops)`);
  await knex.raw(`create index locations_code_trgm on locations using gin (code gin_trgm_ops)`);
  // create table sales_taxes
  await knex.raw(`create table sales_taxes (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      code text not null,
      rate numeric not null,
      country text,
      kind text not null default 'STANDARD',
      vat_box integer,
      is_default boolean not null default false,
      valid_from date,
      valid_to date,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint sales_taxes_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index sales_taxes_code_unique on sales_taxes (account_id, lower(code))`);
  await knex.raw(`create index sales_taxes_name_trgm on sales_taxes using gin (name gin_trgm_ops)`);
  await knex.raw(`create index sales_taxes_code_trgm on sales_taxes using gin (code gin_trgm_ops)`);
  // create table products
  await knex.raw(`create table products (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      sku text not null,
      title text not null,
      description text,
      brand_id uuid,
      kind text not null default 'SIMPLE',
      parent_id uuid,
      condition text not null default 'NEW',
      status text not null default 'ACTIVE',
      currency text not null default 'GBP',
      cost_price bigint,
      retail_price bigint,
      tax_id uuid,
      weight_g integer,
      length_mm integer,
      width_mm integer,
      height_mm integer,
      hs_code text,
      origin_country text,
      barcodes jsonb not null default '[]'::jsonb,
      images jsonb not null default '[]'::jsonb,
      safety_warnings text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint products_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index products_sku_unique on products (account_id, lower(sku))`);
  await knex.raw(`create index products_brand_id_index on products (account_id, brand_id)`);
  await knex.raw(`create index products_parent_id_index on products (account_id, parent_id)`);
  await knex.raw(`create index products_tax_id_index on products (account_id, tax_id)`);
  await knex.raw(`create index products_sku_trgm on products using gin (sku gin_trgm_ops)`);
  await knex.raw(`create index products_title_trgm on products using gin (title gin_trgm_ops)`);
  // create table relationships
  await knex.raw(`create table relationships (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      type text not null,
      code text,
      name text not null,
      company text,
      email text,
      phone text,
      vat_number text,
      eori text,
      currency text not null default 'GBP',
      payment_terms_days integer not null default 30,
      credit_limit bigint,
      lead_time_days integer,
      addresses jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint relationships_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index relationships_type_code_unique on relationships (account_id, lower(type), lower(code))`);
  await knex.raw(`create index relationships_name_trgm on relationships using gin (name gin_trgm_ops)`);
  await knex.raw(`create index relationships_code_trgm on relationships using gin (code gin_trgm_ops)`);
  await knex.raw(`create index relationships_company_trgm on relationships using gin (company gin_trgm_ops)`);
  await knex.raw(`create index relationships_email_trgm on relationships using gin (email gin_trgm_ops)`);
  // create table sales_orders
  await knex.raw(`create table sales_orders (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      number text not null,
      status text not null default 'DRAFT',
      status_before_hold text,
      channel_order_ref text,
      customer_id uuid not null,
      customer_name text not null,
      order_date date,
      currency text,
      price_mode text not null default 'EXCLUSIVE',
      bill_to jsonb,
      ship_to jsonb,
      shipping_charge bigint not null default 0,
      shipping_tax_id uuid,
      order_discount bigint not null default 0,
      fulfil_from_location_id uuid,
      notes text,
      subtotal bigint not null,
      discount_total bigint not null,
      shipping_total bigint not null,
      tax_total bigint not null,
      total bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint sales_orders_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index sales_orders_number_unique on sales_orders (account_id, number)`);
  await knex.raw(`create index sales_orders_status_order_date_index on sales_orders (account_id, status, order_date)`);
  await knex.raw(`create index sales_orders_order_date_index on sales_orders (account_id, order_date)`);
  await knex.raw(`create index sales_orders_customer_id_index on sales_orders (account_id, customer_id)`);
  await knex.raw(`create index sales_orders_shipping_tax_id_index on sales_orders (account_id, shipping_tax_id)`);
  await knex.raw(`create index sales_orders_fulfil_from_location_id_index on sales_orders (account_id, fulfil_from_location_id)`);
  await knex.raw(`create index sales_orders_number_trgm on sales_orders using gin (number gin_trgm_ops)`);
  await knex.raw(`create index sales_orders_channel_order_ref_trgm on sales_orders using gin (channel_order_ref gin_trgm_ops)`);
  await knex.raw(`create index sales_orders_customer_name_trgm on sales_orders using gin (customer_name gin_trgm_ops)`);
  // create table sales_order_lines
  await knex.raw(`create table sales_order_lines (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      sales_order_id uuid not null,
      position integer not null,
      product_id uuid not null,
      sku text,
      description text,
      quantity integer not null,
      unit_price bigint not null,
      discount bigint not null default 0,
      tax_id uuid,
      tax_rate numeric not null,
      net bigint not null,
      tax bigint not null,
      gross bigint not null,
      allocated_qty integer not null default 0,
      shipped_qty integer not null default 0,
      returned_qty integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint sales_order_lines_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index sales_order_lines_sales_order_id_index on sales_order_lines (account_id, sales_order_id)`);
  await knex.raw(`create index sales_order_lines_product_id_index on sales_order_lines (account_id, product_id)`);
  await knex.raw(`create index sales_order_lines_tax_id_index on sales_order_lines (account_id, tax_id)`);
  await knex.raw(`create index sales_order_lines_sku_trgm on sales_order_lines using gin (sku gin_trgm_ops)`);
  // create table users
  await knex.raw(`create table users (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      email text not null,
      name text not null,
      role text not null default 'staff',
      permissions jsonb not null default '[]'::jsonb,
      status text not null default 'ACTIVE',
      password_hash text,
      last_login_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint users_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index users_email_unique on users (lower(email))`);
  await knex.raw(`create index users_email_trgm on users using gin (email gin_trgm_ops)`);
  await knex.raw(`create index users_name_trgm on users using gin (name gin_trgm_ops)`);
  // accounts: add foreign key accounts_partner_account_id_fkey
  await knex.raw(`alter table accounts add constraint accounts_partner_account_id_fkey foreign key (partner_account_id) references accounts (id)`);
  // brands: add foreign key brands_account_id_fkey
  await knex.raw(`alter table brands add constraint brands_account_id_fkey foreign key (account_id) references accounts (id)`);
  // locations: add foreign key locations_account_id_fkey
  await knex.raw(`alter table locations add constraint locations_account_id_fkey foreign key (account_id) references accounts (id)`);
  // products: add foreign key products_account_id_fkey
  await knex.raw(`alter table products add constraint products_account_id_fkey foreign key (account_id) references accounts (id)`);
  // products: add foreign key products_brand_id_fkey
  await knex.raw(`alter table products add constraint products_brand_id_fkey foreign key (account_id, brand_id) references brands (account_id, id)`);
  // products: add foreign key products_parent_id_fkey
  await knex.raw(`alter table products add constraint products_parent_id_fkey foreign key (account_id, parent_id) references products (account_id, id)`);
  // products: add foreign key products_tax_id_fkey
  await knex.raw(`alter table products add constraint products_tax_id_fkey foreign key (account_id, tax_id) references sales_taxes (account_id, id)`);
  // relationships: add foreign key relationships_account_id_fkey
  await knex.raw(`alter table relationships add constraint relationships_account_id_fkey foreign key (account_id) references accounts (id)`);
  // sales_order_lines: add foreign key sales_order_lines_account_id_fkey
  await knex.raw(`alter table sales_order_lines add constraint sales_order_lines_account_id_fkey foreign key (account_id) references accounts (id)`);
  // sales_order_lines: add foreign key sales_order_lines_sales_order_id_fkey
  await knex.raw(`alter table sales_order_lines add constraint sales_order_lines_sales_order_id_fkey foreign key (account_id, sales_order_id) references sales_orders (account_id, id) on delete cascade`);
  // sales_order_lines: add foreign key sales_order_lines_product_id_fkey
  await knex.raw(`alter table sales_order_lines add constraint sales_order_lines_product_id_fkey foreign key (account_id, product_id) references products (account_id, id)`);
  // sales_order_lines: add foreign key sales_order_lines_tax_id_fkey
  await knex.raw(`alter table sales_order_lines add constraint sales_order_lines_tax_id_fkey foreign key (account_id, tax_id) references sales_taxes (account_id, id)`);
  // sales_orders: add foreign key sales_orders_account_id_fkey
  await knex.raw(`alter table sales_orders add constraint sales_orders_account_id_fkey foreign key (account_id) references accounts (id)`);
  // sales_orders: add foreign key sales_orders_customer_id_fkey
  await knex.raw(`alter table sales_orders add constraint sales_orders_customer_id_fkey foreign key (account_id, customer_id) references relationships (account_id, id)`);
  // sales_orders: add foreign key sales_orders_shipping_tax_id_fkey
  await knex.raw(`alter table sales_orders add constraint sales_orders_shipping_tax_id_fkey foreign key (account_id, shipping_tax_id) references sales_taxes (account_id, id)`);
  // sales_orders: add foreign key sales_orders_fulfil_from_location_id_fkey
  await knex.raw(`alter table sales_orders add constraint sales_orders_fulfil_from_location_id_fkey foreign key (account_id, fulfil_from_location_id) references locations (account_id, id)`);
  // sales_taxes: add foreign key sales_taxes_account_id_fkey
  await knex.raw(`alter table sales_taxes add constraint sales_taxes_account_id_fkey foreign key (account_id) references accounts (id)`);
  // users: add foreign key users_account_id_fkey
  await knex.raw(`alter table users add constraint users_account_id_fkey foreign key (account_id) references accounts (id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo users: add foreign key users_account_id_fkey
  await knex.raw(`alter table users drop constraint users_account_id_fkey`);
  // undo sales_taxes: add foreign key sales_taxes_account_id_fkey
  await knex.raw(`alter table sales_taxes drop constraint sales_taxes_account_id_fkey`);
  // undo sales_orders: add foreign key sales_orders_fulfil_from_location_id_fkey
  await knex.raw(`alter table sales_orders drop constraint sales_orders_fulfil_from_location_id_fkey`);
  // undo sales_orders: add foreign key sales_orders_shipping_tax_id_fkey
  await knex.raw(`alter table sales_orders drop constraint sales_orders_shipping_tax_id_fkey`);
  // undo sales_orders: add foreign key sales_orders_customer_id_fkey
  await knex.raw(`alter table sales_orders drop constraint sales_orders_customer_id_fkey`);
  // undo sales_orders: add foreign key sales_orders_account_id_fkey
  await knex.raw(`alter table sales_orders drop constraint sales_orders_account_id_fkey`);
  // undo sales_order_lines: add foreign key sales_order_lines_tax_id_fkey
  await knex.raw(`alter table sales_order_lines drop constraint sales_order_lines_tax_id_fkey`);
  // undo sales_order_lines: add foreign key sales_order_lines_product_id_fkey
  await knex.raw(`alter table sales_order_lines drop constraint sales_order_lines_product_id_fkey`);
  // undo sales_order_lines: add foreign key sales_order_lines_sales_order_id_fkey
  await knex.raw(`alter table sales_order_lines drop constraint sales_order_lines_sales_order_id_fkey`);
  // undo sales_order_lines: add foreign key sales_order_lines_account_id_fkey
  await knex.raw(`alter table sales_order_lines drop constraint sales_order_lines_account_id_fkey`);
  // undo relationships: add foreign key relationships_account_id_fkey
  await knex.raw(`alter table relationships drop constraint relationships_account_id_fkey`);
  // undo products: add foreign key products_tax_id_fkey
  await knex.raw(`alter table products drop constraint products_tax_id_fkey`);
  // undo products: add foreign key products_parent_id_fkey
  await knex.raw(`alter table products drop constraint products_parent_id_fkey`);
  // undo products: add foreign key products_brand_id_fkey
  await knex.raw(`alter table products drop constraint products_brand_id_fkey`);
  // undo products: add foreign key products_account_id_fkey
  await knex.raw(`alter table products drop constraint products_account_id_fkey`);
  // undo locations: add foreign key locations_account_id_fkey
  await knex.raw(`alter table locations drop constraint locations_account_id_fkey`);
  // undo brands: add foreign key brands_account_id_fkey
  await knex.raw(`alter table brands drop constraint brands_account_id_fkey`);
  // undo accounts: add foreign key accounts_partner_account_id_fkey
  await knex.raw(`alter table accounts drop constraint accounts_partner_account_id_fkey`);
  // undo create table users
  await knex.raw(`drop table users`);
  // undo create table sales_order_lines
  await knex.raw(`drop table sales_order_lines`);
  // undo create table sales_orders
  await knex.raw(`drop table sales_orders`);
  // undo create table relationships
  await knex.raw(`drop table relationships`);
  // undo create table products
  await knex.raw(`drop table products`);
  // undo create table sales_taxes
  await knex.raw(`drop table sales_taxes`);
  // undo create table locations
  await knex.raw(`drop table locations`);
  // undo create table brands
  await knex.raw(`drop table brands`);
  // undo create table accounts
  await knex.raw(`drop table accounts`);
}
