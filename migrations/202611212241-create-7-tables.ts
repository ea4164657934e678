/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
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
      invoice_id uuid not null,
      position integer not null,
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
      settlement_id uuid not null,
      position integer not null,
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
  // invoice_lines: add foreign key invoice_lines_account_id_fkey
  await knex.raw(`alter table invoice_lines add constraint invoice_lines_account_id_fkey foreign key (account_id) references accounts (id)`);
  // invoice_lines: add foreign key invoice_lines_invoice_id_fkey
  await knex.raw(`alter table invoice_lines add constraint invoice_lines_invoice_id_fkey foreign key (account_id, invoice_id) references invoices (account_id, id) on delete cascade`);
  // invoices: add foreign key invoices_account_id_fkey
  await knex.raw(`alter table invoices add constraint invoices_account_id_fkey foreign key (account_id) references accounts (id)`);
  // reports: add foreign key reports_account_id_fkey
  await knex.raw(`alter table reports add constraint reports_account_id_fkey foreign key (account_id) references accounts (id)`);
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
  // tax_compliance_applications: add foreign key tax_compliance_applications_account_id_fkey
  await knex.raw(`alter table tax_compliance_applications add constraint tax_compliance_applications_account_id_fkey foreign key (account_id) references accounts (id)`);
  // vat_reports: add foreign key vat_reports_account_id_fkey
  await knex.raw(`alter table vat_reports add constraint vat_reports_account_id_fkey foreign key (account_id) references accounts (id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo vat_reports: add foreign key vat_reports_account_id_fkey
  await knex.raw(`alter table vat_reports drop constraint vat_reports_account_id_fkey`);
  // undo tax_compliance_applications: add foreign key tax_compliance_applications_account_id_fkey
  await knex.raw(`alter table tax_compliance_applications drop constraint tax_compliance_applications_account_id_fkey`);
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
  // undo reports: add foreign key reports_account_id_fkey
  await knex.raw(`alter table reports drop constraint reports_account_id_fkey`);
  // undo invoices: add foreign key invoices_account_id_fkey
  await knex.raw(`alter table invoices drop constraint invoices_account_id_fkey`);
  // undo invoice_lines: add foreign key invoice_lines_invoice_id_fkey
  await knex.raw(`alter table invoice_lines drop constraint invoice_lines_invoice_id_fkey`);
  // undo invoice_lines: add foreign key invoice_lines_account_id_fkey
  await knex.raw(`alter table invoice_lines drop constraint invoice_lines_account_id_fkey`);
  // undo create table vat_reports
  await knex.raw(`drop table vat_reports`);
  // undo create table tax_compliance_applications
  await knex.raw(`drop table tax_compliance_applications`);
  // undo create table settlement_lines
  await knex.raw(`drop table settlement_lines`);
  // undo create table settlements
  await knex.raw(`drop table settlements`);
  // undo create table reports
  await knex.raw(`drop table reports`);
  // undo create table invoice_lines
  await knex.raw(`drop table invoice_lines`);
  // undo create table invoices
  await knex.raw(`drop table invoices`);
}
