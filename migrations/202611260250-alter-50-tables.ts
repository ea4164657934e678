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
  // accounts: add checks accounts_name_length, accounts_kind_enum, accounts_timezone_length
  await refuseViolations(knex, "accounts", [
    ["accounts_name_length", "char_length(name) <= 120"],
    ["accounts_kind_enum", "kind in ('MERCHANT', 'PARTNER', 'PLATFORM')"],
    ["accounts_timezone_length", "char_length(timezone) <= 64"],
  ]);
  await knex.raw(`alter table accounts
      add constraint accounts_name_length check (char_length(name) <= 120),
      add constraint accounts_kind_enum check (kind in ('MERCHANT', 'PARTNER', 'PLATFORM')),
      add constraint accounts_timezone_length check (char_length(timezone) <= 64)`);
  // asn_lines: add checks asn_lines_sku_length, asn_lines_gtin_length, asn_lines_qty_min, asn_lines_qty_max, asn_lines_lot_length
  await refuseViolations(knex, "asn_lines", [
    ["asn_lines_sku_length", "char_length(sku) <= 64"],
    ["asn_lines_gtin_length", "char_length(gtin) <= 14"],
    ["asn_lines_qty_min", "qty >= 1"],
    ["asn_lines_qty_max", "qty <= 1000000"],
    ["asn_lines_lot_length", "char_length(lot) <= 64"],
  ]);
  await knex.raw(`alter table asn_lines
      add constraint asn_lines_sku_length check (char_length(sku) <= 64),
      add constraint asn_lines_gtin_length check (char_length(gtin) <= 14),
      add constraint asn_lines_qty_min check (qty >= 1),
      add constraint asn_lines_qty_max check (qty <= 1000000),
      add constraint asn_lines_lot_length check (char_length(lot) <= 64)`);
  // asns: add checks asns_status_enum, asns_carrier_length, asns_tracking_number_length, asns_carton_count_min, asns_carton_count_max, asns_notes_length
  await refuseViolations(knex, "asns", [
    ["asns_status_enum", "status in ('DRAFT', 'SUBMITTED', 'IN_TRANSIT', 'RECEIVING', 'RECEIVED', 'CANCELLED')"],
    ["asns_carrier_length", "char_length(carrier) <= 64"],
    ["asns_tracking_number_length", "char_length(tracking_number) <= 64"],
    ["asns_carton_count_min", "carton_count >= 1"],
    ["asns_carton_count_max", "carton_count <= 100000"],
    ["asns_notes_length", "char_length(notes) <= 2000"],
  ]);
  await knex.raw(`alter table asns
      add constraint asns_status_enum check (status in ('DRAFT', 'SUBMITTED', 'IN_TRANSIT', 'RECEIVING', 'RECEIVED', 'CANCELLED')),
      add constraint asns_carrier_length check (char_length(carrier) <= 64),
      add constraint asns_tracking_number_length check (char_length(tracking_number) <= 64),
      add constraint asns_carton_count_min check (carton_count >= 1),
      add constraint asns_carton_count_max check (carton_count <= 100000),
      add constraint asns_notes_length check (char_length(notes) <= 2000)`);
  // attributes: add checks attributes_name_length, attributes_position_min, attributes_position_max
  await refuseViolations(knex, "attributes", [
    ["attributes_name_length", "char_length(name) <= 65"],
    ["attributes_position_min", "position >= 0"],
    ["attributes_position_max", "position <= 100000"],
  ]);
  await knex.raw(`alter table attributes
      add constraint attributes_name_length check (char_length(name) <= 65),
      add constraint attributes_position_min check (position >= 0),
      add constraint attributes_position_max check (position <= 100000)`);
  // brands: add checks brands_name_length, brands_code_length, brands_logo_url_length, brands_website_length
  await refuseViolations(knex, "brands", [
    ["brands_name_length", "char_length(name) <= 120"],
    ["brands_code_length", "char_length(code) <= 32"],
    ["brands_logo_url_length", "char_length(logo_url) <= 2048"],
    ["brands_website_length", "char_length(website) <= 2048"],
  ]);
  await knex.raw(`alter table brands
      add constraint brands_name_length check (char_length(name) <= 120),
      add constraint brands_code_length check (char_length(code) <= 32),
      add constraint brands_logo_url_length check (char_length(logo_url) <= 2048),
      add constraint brands_website_length check (char_length(website) <= 2048)`);
  // csv_schedules: add checks csv_schedules_name_length, csv_schedules_entity_length, csv_schedules_frequency_enum, csv_schedules_weekday_enum, csv_schedules_month_day_min, csv_schedules_month_day_max, csv_schedules_status_enum, csv_schedules_last_run_status_enum
  await refuseViolations(knex, "csv_schedules", [
    ["csv_schedules_name_length", "char_length(name) <= 120"],
    ["csv_schedules_entity_length", "char_length(entity) <= 64"],
    ["csv_schedules_frequency_enum", "frequency in ('HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY')"],
    ["csv_schedules_weekday_enum", "weekday in ('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY')"],
    ["csv_schedules_month_day_min", "month_day >= 1"],
    ["csv_schedules_month_day_max", "month_day <= 28"],
    ["csv_schedules_status_enum", "status in ('ENABLED', 'PAUSED')"],
    ["csv_schedules_last_run_status_enum", "last_run_status in ('SUCCEEDED', 'FAILED')"],
  ]);
  await knex.raw(`alter table csv_schedules
      add constraint csv_schedules_name_length check (char_length(name) <= 120),
      add constraint csv_schedules_entity_length check (char_length(entity) <= 64),
      add constraint csv_schedules_frequency_enum check (frequency in ('HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY')),
      add constraint csv_schedules_weekday_enum check (weekday in ('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY')),
      add constraint csv_schedules_month_day_min check (month_day >= 1),
      add constraint csv_schedules_month_day_max check (month_day <= 28),
      add constraint csv_schedules_status_enum check (status in ('ENABLED', 'PAUSED')),
      add constraint csv_schedules_last_run_status_enum check (last_run_status in ('SUCCEEDED', 'FAILED'))`);
  // currencies: add checks currencies_name_length, currencies_minor_units_min, currencies_minor_units_max, currencies_symbol_length, currencies_rate_to_base_min, currencies_rate_to_base_max
  await refuseViolations(knex, "currencies", [
    ["currencies_name_length", "char_length(name) <= 60"],
    ["currencies_minor_units_min", "minor_units >= 0"],
    ["currencies_minor_units_max", "minor_units <= 4"],
    ["currencies_symbol_length", "char_length(symbol) <= 8"],
    ["currencies_rate_to_base_min", "rate_to_base > 0"],
    ["currencies_rate_to_base_max", "rate_to_base <= 1000000"],
  ]);
  await knex.raw(`alter table currencies
      add constraint currencies_name_length check (char_length(name) <= 60),
      add constraint currencies_minor_units_min check (minor_units >= 0),
      add constraint currencies_minor_units_max check (minor_units <= 4),
      add constraint currencies_symbol_length check (char_length(symbol) <= 8),
      add constraint currencies_rate_to_base_min check (rate_to_base > 0),
      add constraint currencies_rate_to_base_max check (rate_to_base <= 1000000)`);
  // custom_fields: add checks custom_fields_entity_enum, custom_fields_key_length, custom_fields_label_length, custom_fields_type_enum, custom_fields_position_min, custom_fields_position_max, custom_fields_help_length
  await refuseViolations(knex, "custom_fields", [
    ["custom_fields_entity_enum", "entity in ('products', 'sales-orders', 'customers', 'suppliers', 'purchase-orders')"],
    ["custom_fields_key_length", "char_length(key) <= 40"],
    ["custom_fields_label_length", "char_length(label) <= 80"],
    ["custom_fields_type_enum", "type in ('TEXT', 'NUMBER', 'BOOLEAN', 'DATE', 'SELECT', 'MULTISELECT', 'URL')"],
    ["custom_fields_position_min", "position >= 0"],
    ["custom_fields_position_max", "position <= 10000"],
    ["custom_fields_help_length", "char_length(help) <= 200"],
  ]);
  await knex.raw(`alter table custom_fields
      add constraint custom_fields_entity_enum check (entity in ('products', 'sales-orders', 'customers', 'suppliers', 'purchase-orders')),
      add constraint custom_fields_key_length check (char_length(key) <= 40),
      add constraint custom_fields_label_length check (char_length(label) <= 80),
      add constraint custom_fields_type_enum check (type in ('TEXT', 'NUMBER', 'BOOLEAN', 'DATE', 'SELECT', 'MULTISELECT', 'URL')),
      add constraint custom_fields_position_min check (position >= 0),
      add constraint custom_fields_position_max check (position <= 10000),
      add constraint custom_fields_help_length check (char_length(help) <= 200)`);
  // general_settings: add checks general_settings_trading_name_length, general_settings_legal_name_length, general_settings_company_number_length, general_settings_vat_number_length, general_settings_eori_length, general_settings_contact_email_length, general_settings_contact_phone_length, general_settings_timezone_length, general_settings_date_format_enum, general_settings_weight_unit_enum, general_settings_dimension_unit_enum, general_settings_low_stock_threshold_min, general_settings_low_stock_threshold_max
  await refuseViolations(knex, "general_settings", [
    ["general_settings_trading_name_length", "char_length(trading_name) <= 120"],
    ["general_settings_legal_name_length", "char_length(legal_name) <= 160"],
    ["general_settings_company_number_length", "char_length(company_number) <= 20"],
    ["general_settings_vat_number_length", "char_length(vat_number) <= 20"],
    ["general_settings_eori_length", "char_length(eori) <= 17"],
    ["general_settings_contact_email_length", "char_length(contact_email) <= 254"],
    ["general_settings_contact_phone_length", "char_length(contact_phone) <= 24"],
    ["general_settings_timezone_length", "char_length(timezone) <= 64"],
    ["general_settings_date_format_enum", "date_format in ('DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY')"],
    ["general_settings_weight_unit_enum", "weight_unit in ('g', 'kg', 'lb', 'oz')"],
    ["general_settings_dimension_unit_enum", "dimension_unit in ('mm', 'cm', 'm', 'in')"],
    ["general_settings_low_stock_threshold_min", "low_stock_threshold >= 0"],
    ["general_settings_low_stock_threshold_max", "low_stock_threshold <= 1000000"],
  ]);
  await knex.raw(`alter table general_settings
      add constraint general_settings_trading_name_length check (char_length(trading_name) <= 120),
      add constraint general_settings_legal_name_length check (char_length(legal_name) <= 160),
      add constraint general_settings_company_number_length check (char_length(company_number) <= 20),
      add constraint general_settings_vat_number_length check (char_length(vat_number) <= 20),
      add constraint general_settings_eori_length check (char_length(eori) <= 17),
      add constraint general_settings_contact_email_length check (char_length(contact_email) <= 254),
      add constraint general_settings_contact_phone_length check (char_length(contact_phone) <= 24),
      add constraint general_settings_timezone_length check (char_length(timezone) <= 64),
      add constraint general_settings_date_format_enum check (date_format in ('DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY')),
      add constraint general_settings_weight_unit_enum check (weight_unit in ('g', 'kg', 'lb', 'oz')),
      add constraint general_settings_dimension_unit_enum check (dimension_unit in ('mm', 'cm', 'm', 'in')),
      add constraint general_settings_low_stock_threshold_min check (low_stock_threshold >= 0),
      add constraint general_settings_low_stock_threshold_max check (low_stock_threshold <= 1000000)`);
  // html_templates: add checks html_templates_name_length, html_templates_html_length
  await refuseViolations(knex, "html_templates", [
    ["html_templates_name_length", "char_length(name) <= 120"],
    ["html_templates_html_length", "char_length(html) <= 500000"],
  ]);
  await knex.raw(`alter table html_templates
      add constraint html_templates_name_length check (char_length(name) <= 120),
      add constraint html_templates_html_length check (char_length(html) <= 500000)`);
  // invoice_lines: add checks invoice_lines_description_length, invoice_lines_quantity_min, invoice_lines_quantity_max, invoice_lines_unit_amount_min, invoice_lines_tax_rate_min, invoice_lines_tax_rate_max
  await refuseViolations(knex, "invoice_lines", [
    ["invoice_lines_description_length", "char_length(description) <= 200"],
    ["invoice_lines_quantity_min", "quantity >= 1"],
    ["invoice_lines_quantity_max", "quantity <= 1000000"],
    ["invoice_lines_unit_amount_min", "unit_amount >= 0"],
    ["invoice_lines_tax_rate_min", "tax_rate >= 0"],
    ["invoice_lines_tax_rate_max", "tax_rate <= 100"],
  ]);
  await knex.raw(`alter table invoice_lines
      add constraint invoice_lines_description_length check (char_length(description) <= 200),
      add constraint invoice_lines_quantity_min check (quantity >= 1),
      add constraint invoice_lines_quantity_max check (quantity <= 1000000),
      add constraint invoice_lines_unit_amount_min check (unit_amount >= 0),
      add constraint invoice_lines_tax_rate_min check (tax_rate >= 0),
      add constraint invoice_lines_tax_rate_max check (tax_rate <= 100)`);
  // invoices: add checks invoices_status_enum, invoices_notes_length
  await refuseViolations(knex, "invoices", [
    ["invoices_status_enum", "status in ('DRAFT', 'OPEN', 'PAID', 'VOID')"],
    ["invoices_notes_length", "char_length(notes) <= 2000"],
  ]);
  await knex.raw(`alter table invoices
      add constraint invoices_status_enum check (status in ('DRAFT', 'OPEN', 'PAID', 'VOID')),
      add constraint invoices_notes_length check (char_length(notes) <= 2000)`);
  // listing_import_schedules: add checks listing_import_schedules_name_length, listing_import_schedules_interval_enum, listing_import_schedules_match_by_enum, listing_import_schedules_status_enum
  await refuseViolations(knex, "listing_import_schedules", [
    ["listing_import_schedules_name_length", "char_length(name) <= 120"],
    ["listing_import_schedules_interval_enum", "interval in ('HOURLY', 'EVERY_6_HOURS', 'EVERY_12_HOURS', 'DAILY', 'WEEKLY')"],
    ["listing_import_schedules_match_by_enum", "match_by in ('SKU', 'BARCODE')"],
    ["listing_import_schedules_status_enum", "status in ('ENABLED', 'PAUSED')"],
  ]);
  await knex.raw(`alter table listing_import_schedules
      add constraint listing_import_schedules_name_length check (char_length(name) <= 120),
      add constraint listing_import_schedules_interval_enum check (interval in ('HOURLY', 'EVERY_6_HOURS', 'EVERY_12_HOURS', 'DAILY', 'WEEKLY')),
      add constraint listing_import_schedules_match_by_enum check (match_by in ('SKU', 'BARCODE')),
      add constraint listing_import_schedules_status_enum check (status in ('ENABLED', 'PAUSED'))`);
  // listings: add checks listings_channel_enum, listings_status_enum, listings_external_id_length, listings_url_length, listings_sku_length, listings_title_length, listings_price_min
  await refuseViolations(knex, "listings", [
    ["listings_channel_enum", "channel in ('EBAY', 'AMAZON', 'ETSY', 'WISH', 'ONBUY', 'STORE')"],
    ["listings_status_enum", "status in ('DRAFT', 'SUBMITTING', 'ACTIVE', 'ERROR', 'OUT_OF_STOCK', 'ENDING', 'ENDED')"],
    ["listings_external_id_length", "char_length(external_id) <= 64"],
    ["listings_url_length", "char_length(url) <= 500"],
    ["listings_sku_length", "char_length(sku) <= 64"],
    ["listings_title_length", "char_length(title) <= 255"],
    ["listings_price_min", "price >= 0"],
  ]);
  await knex.raw(`alter table listings
      add constraint listings_channel_enum check (channel in ('EBAY', 'AMAZON', 'ETSY', 'WISH', 'ONBUY', 'STORE')),
      add constraint listings_status_enum check (status in ('DRAFT', 'SUBMITTING', 'ACTIVE', 'ERROR', 'OUT_OF_STOCK', 'ENDING', 'ENDED')),
      add constraint listings_external_id_length check (char_length(external_id) <= 64),
      add constraint listings_url_length check (char_length(url) <= 500),
      add constraint listings_sku_length check (char_length(sku) <= 64),
      add constraint listings_title_length check (char_length(title) <= 255),
      add constraint listings_price_min check (price >= 0)`);
  // locations: add checks locations_name_length, locations_code_length, locations_type_enum, locations_priority_min, locations_priority_max
  await refuseViolations(knex, "locations", [
    ["locations_name_length", "char_length(name) <= 120"],
    ["locations_code_length", "char_length(code) <= 32"],
    ["locations_type_enum", "type in ('OWN_WAREHOUSE', 'THIRD_PARTY', 'STORE', 'FBA')"],
    ["locations_priority_min", "priority >= 0"],
    ["locations_priority_max", "priority <= 10000"],
  ]);
  await knex.raw(`alter table locations
      add constraint locations_name_length check (char_length(name) <= 120),
      add constraint locations_code_length check (char_length(code) <= 32),
      add constraint locations_type_enum check (type in ('OWN_WAREHOUSE', 'THIRD_PARTY', 'STORE', 'FBA')),
      add constraint locations_priority_min check (priority >= 0),
      add constraint locations_priority_max check (priority <= 10000)`);
  // order_rules: add checks order_rules_name_length, order_rules_sequence_min, order_rules_sequence_max, order_rules_hold_reason_length, order_rules_action_enum, order_rules_tag_length, order_rules_set_status_enum
  await refuseViolations(knex, "order_rules", [
    ["order_rules_name_length", "char_length(name) <= 120"],
    ["order_rules_sequence_min", "sequence >= 1"],
    ["order_rules_sequence_max", "sequence <= 100000"],
    ["order_rules_hold_reason_length", "char_length(hold_reason) <= 200"],
    ["order_rules_action_enum", "action in ('SET_SHIPPING_METHOD', 'ASSIGN_LOCATION', 'ADD_TAG', 'SET_STATUS')"],
    ["order_rules_tag_length", "char_length(tag) <= 40"],
    ["order_rules_set_status_enum", "set_status in ('ON_HOLD')"],
  ]);
  await knex.raw(`alter table order_rules
      add constraint order_rules_name_length check (char_length(name) <= 120),
      add constraint order_rules_sequence_min check (sequence >= 1),
      add constraint order_rules_sequence_max check (sequence <= 100000),
      add constraint order_rules_hold_reason_length check (char_length(hold_reason) <= 200),
      add constraint order_rules_action_enum check (action in ('SET_SHIPPING_METHOD', 'ASSIGN_LOCATION', 'ADD_TAG', 'SET_STATUS')),
      add constraint order_rules_tag_length check (char_length(tag) <= 40),
      add constraint order_rules_set_status_enum check (set_status in ('ON_HOLD'))`);
  // payment_cards: add checks payment_cards_processor_token_length, payment_cards_brand_enum, payment_cards_exp_month_min, payment_cards_exp_month_max, payment_cards_exp_year_min, payment_cards_exp_year_max, payment_cards_holder_name_length
  await refuseViolations(knex, "payment_cards", [
    ["payment_cards_processor_token_length", "char_length(processor_token) <= 255"],
    ["payment_cards_brand_enum", "brand in ('VISA', 'MASTERCARD', 'AMEX', 'MAESTRO', 'DISCOVER', 'OTHER')"],
    ["payment_cards_exp_month_min", "exp_month >= 1"],
    ["payment_cards_exp_month_max", "exp_month <= 12"],
    ["payment_cards_exp_year_min", "exp_year >= 2000"],
    ["payment_cards_exp_year_max", "exp_year <= 2100"],
    ["payment_cards_holder_name_length", "char_length(holder_name) <= 120"],
  ]);
  await knex.raw(`alter table payment_cards
      add constraint payment_cards_processor_token_length check (char_length(processor_token) <= 255),
      add constraint payment_cards_brand_enum check (brand in ('VISA', 'MASTERCARD', 'AMEX', 'MAESTRO', 'DISCOVER', 'OTHER')),
      add constraint payment_cards_exp_month_min check (exp_month >= 1),
      add constraint payment_cards_exp_month_max check (exp_month <= 12),
      add constraint payment_cards_exp_year_min check (exp_year >= 2000),
      add constraint payment_cards_exp_year_max check (exp_year <= 2100),
      add constraint payment_cards_holder_name_length check (char_length(holder_name) <= 120)`);
  // payment_methods: add checks payment_methods_name_length, payment_methods_code_length, payment_methods_type_enum
  await refuseViolations(knex, "payment_methods", [
    ["payment_methods_name_length", "char_length(name) <= 80"],
    ["payment_methods_code_length", "char_length(code) <= 32"],
    ["payment_methods_type_enum", "type in ('CARD', 'PAYPAL', 'BANK', 'MARKETPLACE', 'CASH')"],
  ]);
  await knex.raw(`alter table payment_methods
      add constraint payment_methods_name_length check (char_length(name) <= 80),
      add constraint payment_methods_code_length check (char_length(code) <= 32),
      add constraint payment_methods_type_enum check (type in ('CARD', 'PAYPAL', 'BANK', 'MARKETPLACE', 'CASH'))`);
  // product_labels: add checks product_labels_file_name_length, product_labels_content_type_enum, product_labels_status_enum, product_labels_rejection_reason_length
  await refuseViolations(knex, "product_labels", [
    ["product_labels_file_name_length", "char_length(file_name) <= 255"],
    ["product_labels_content_type_enum", "content_type in ('PDF', 'PNG', 'JPEG')"],
    ["product_labels_status_enum", "status in ('UPLOADED', 'ACCEPTED', 'REJECTED')"],
    ["product_labels_rejection_reason_length", "char_length(rejection_reason) <= 1000"],
  ]);
  await knex.raw(`alter table product_labels
      add constraint product_labels_file_name_length check (char_length(file_name) <= 255),
      add constraint product_labels_content_type_enum check (content_type in ('PDF', 'PNG', 'JPEG')),
      add constraint product_labels_status_enum check (status in ('UPLOADED', 'ACCEPTED', 'REJECTED')),
      add constraint product_labels_rejection_reason_length check (char_length(rejection_reason) <= 1000)`);
  // products: add checks products_sku_length, products_title_length, products_description_length, products_kind_enum, products_condition_enum, products_status_enum, products_cost_price_min, products_retail_price_min, products_weight_g_min, products_length_mm_min, products_width_mm_min, products_height_mm_min, products_safety_warnings_length
  await refuseViolations(knex, "products", [
    ["products_sku_length", "char_length(sku) <= 64"],
    ["products_title_length", "char_length(title) <= 255"],
    ["products_description_length", "char_length(description) <= 50000"],
    ["products_kind_enum", "kind in ('SIMPLE', 'PARENT', 'VARIANT', 'BUNDLE')"],
    ["products_condition_enum", "condition in ('NEW', 'USED', 'REFURBISHED')"],
    ["products_status_enum", "status in ('DRAFT', 'ACTIVE', 'ARCHIVED')"],
    ["products_cost_price_min", "cost_price >= 0"],
    ["products_retail_price_min", "retail_price >= 0"],
    ["products_weight_g_min", "weight_g >= 0"],
    ["products_length_mm_min", "length_mm >= 0"],
    ["products_width_mm_min", "width_mm >= 0"],
    ["products_height_mm_min", "height_mm >= 0"],
    ["products_safety_warnings_length", "char_length(safety_warnings) <= 5000"],
  ]);
  await knex.raw(`alter table products
      add constraint products_sku_length check (char_length(sku) <= 64),
      add constraint products_title_length check (char_length(title) <= 255),
      add constraint products_description_length check (char_length(description) <= 50000),
      add constraint products_kind_enum check (kind in ('SIMPLE', 'PARENT', 'VARIANT', 'BUNDLE')),
      add constraint products_condition_enum check (condition in ('NEW', 'USED', 'REFURBISHED')),
      add constraint products_status_enum check (status in ('DRAFT', 'ACTIVE', 'ARCHIVED')),
      add constraint products_cost_price_min check (cost_price >= 0),
      add constraint products_retail_price_min check (retail_price >= 0),
      add constraint products_weight_g_min check (weight_g >= 0),
      add constraint products_length_mm_min check (length_mm >= 0),
      add constraint products_width_mm_min check (width_mm >= 0),
      add constraint products_height_mm_min check (height_mm >= 0),
      add constraint products_safety_warnings_length check (char_length(safety_warnings) <= 5000)`);
  // purchase_order_lines: add checks purchase_order_lines_description_length, purchase_order_lines_supplier_sku_length, purchase_order_lines_qty_ordered_min, purchase_order_lines_qty_ordered_max, purchase_order_lines_unit_cost_min
  await refuseViolations(knex, "purchase_order_lines", [
    ["purchase_order_lines_description_length", "char_length(description) <= 500"],
    ["purchase_order_lines_supplier_sku_length", "char_length(supplier_sku) <= 64"],
    ["purchase_order_lines_qty_ordered_min", "qty_ordered >= 1"],
    ["purchase_order_lines_qty_ordered_max", "qty_ordered <= 1000000"],
    ["purchase_order_lines_unit_cost_min", "unit_cost >= 0"],
  ]);
  await knex.raw(`alter table purchase_order_lines
      add constraint purchase_order_lines_description_length check (char_length(description) <= 500),
      add constraint purchase_order_lines_supplier_sku_length check (char_length(supplier_sku) <= 64),
      add constraint purchase_order_lines_qty_ordered_min check (qty_ordered >= 1),
      add constraint purchase_order_lines_qty_ordered_max check (qty_ordered <= 1000000),
      add constraint purchase_order_lines_unit_cost_min check (unit_cost >= 0)`);
  // purchase_orders: add checks purchase_orders_status_enum, purchase_orders_supplier_ref_length, purchase_orders_notes_length
  await refuseViolations(knex, "purchase_orders", [
    ["purchase_orders_status_enum", "status in ('DRAFT', 'SENT', 'PARTIALLY_RECEIVED', 'RECEIVED', 'COMPLETED', 'CANCELLED')"],
    ["purchase_orders_supplier_ref_length", "char_length(supplier_ref) <= 64"],
    ["purchase_orders_notes_length", "char_length(notes) <= 5000"],
  ]);
  await knex.raw(`alter table purchase_orders
      add constraint purchase_orders_status_enum check (status in ('DRAFT', 'SENT', 'PARTIALLY_RECEIVED', 'RECEIVED', 'COMPLETED', 'CANCELLED')),
      add constraint purchase_orders_supplier_ref_length check (char_length(supplier_ref) <= 64),
      add constraint purchase_orders_notes_length check (char_length(notes) <= 5000)`);
  // relationships: add checks relationships_type_enum, relationships_code_length, relationships_name_length, relationships_company_length, relationships_email_length, relationships_phone_length, relationships_vat_number_length, relationships_payment_terms_days_min, relationships_payment_terms_days_max, relationships_credit_limit_min, relationships_lead_time_days_min, relationships_lead_time_days_max
  await refuseViolations(knex, "relationships", [
    ["relationships_type_enum", "type in ('CUSTOMER', 'SUPPLIER')"],
    ["relationships_code_length", "char_length(code) <= 32"],
    ["relationships_name_length", "char_length(name) <= 120"],
    ["relationships_company_length", "char_length(company) <= 120"],
    ["relationships_email_length", "char_length(email) <= 254"],
    ["relationships_phone_length", "char_length(phone) <= 32"],
    ["relationships_vat_number_length", "char_length(vat_number) <= 20"],
    ["relationships_payment_terms_days_min", "payment_terms_days >= 0"],
    ["relationships_payment_terms_days_max", "payment_terms_days <= 365"],
    ["relationships_credit_limit_min", "credit_limit >= 0"],
    ["relationships_lead_time_days_min", "lead_time_days >= 0"],
    ["relationships_lead_time_days_max", "lead_time_days <= 365"],
  ]);
  await knex.raw(`alter table relationships
      add constraint relationships_type_enum check (type in ('CUSTOMER', 'SUPPLIER')),
      add constraint relationships_code_length check (char_length(code) <= 32),
      add constraint relationships_name_length check (char_length(name) <= 120),
      add constraint relationships_company_length check (char_length(company) <= 120),
      add constraint relationships_email_length check (char_length(email) <= 254),
      add constraint relationships_phone_length check (char_length(phone) <= 32),
      add constraint relationships_vat_number_length check (char_length(vat_number) <= 20),
      add constraint relationships_payment_terms_days_min check (payment_terms_days >= 0),
      add constraint relationships_payment_terms_days_max check (payment_terms_days <= 365),
      add constraint relationships_credit_limit_min check (credit_limit >= 0),
      add constraint relationships_lead_time_days_min check (lead_time_days >= 0),
      add constraint relationships_lead_time_days_max check (lead_time_days <= 365)`);
  // reports: add checks reports_name_length, reports_description_length, reports_dataset_enum, reports_group_by_length, reports_sort_field_length, reports_sort_order_enum, reports_date_field_length, reports_date_range_enum, reports_chart_type_enum, reports_row_limit_min, reports_row_limit_max
  await refuseViolations(knex, "reports", [
    ["reports_name_length", "char_length(name) <= 120"],
    ["reports_description_length", "char_length(description) <= 1000"],
    ["reports_dataset_enum", "dataset in ('orders', 'order_lines', 'products', 'stock', 'purchase_orders', 'returns', 'settlements')"],
    ["reports_group_by_length", "char_length(group_by) <= 64"],
    ["reports_sort_field_length", "char_length(sort_field) <= 64"],
    ["reports_sort_order_enum", "sort_order in ('ASC', 'DESC')"],
    ["reports_date_field_length", "char_length(date_field) <= 64"],
    ["reports_date_range_enum", "date_range in ('ALL_TIME', 'TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS', 'THIS_MONTH', 'LAST_MONTH', 'THIS_YEAR', 'CUSTOM')"],
    ["reports_chart_type_enum", "chart_type in ('TABLE', 'BAR', 'LINE', 'PIE')"],
    ["reports_row_limit_min", "row_limit >= 1"],
    ["reports_row_limit_max", "row_limit <= 5000"],
  ]);
  await knex.raw(`alter table reports
      add constraint reports_name_length check (char_length(name) <= 120),
      add constraint reports_description_length check (char_length(description) <= 1000),
      add constraint reports_dataset_enum check (dataset in ('orders', 'order_lines', 'products', 'stock', 'purchase_orders', 'returns', 'settlements')),
      add constraint reports_group_by_length check (char_length(group_by) <= 64),
      add constraint reports_sort_field_length check (char_length(sort_field) <= 64),
      add constraint reports_sort_order_enum check (sort_order in ('ASC', 'DESC')),
      add constraint reports_date_field_length check (char_length(date_field) <= 64),
      add constraint reports_date_range_enum check (date_range in ('ALL_TIME', 'TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS', 'THIS_MONTH', 'LAST_MONTH', 'THIS_YEAR', 'CUSTOM')),
      add constraint reports_chart_type_enum check (chart_type in ('TABLE', 'BAR', 'LINE', 'PIE')),
      add constraint reports_row_limit_min check (row_limit >= 1),
      add constraint reports_row_limit_max check (row_limit <= 5000)`);
  // responsible_persons: add checks responsible_persons_name_length, responsible_persons_role_enum, responsible_persons_email_length, responsible_persons_contact_url_length, responsible_persons_phone_length
  await refuseViolations(knex, "responsible_persons", [
    ["responsible_persons_name_length", "char_length(name) <= 200"],
    ["responsible_persons_role_enum", "role in ('MANUFACTURER', 'IMPORTER', 'AUTHORISED_REPRESENTATIVE', 'FULFILMENT_SERVICE_PROVIDER')"],
    ["responsible_persons_email_length", "char_length(email) <= 254"],
    ["responsible_persons_contact_url_length", "char_length(contact_url) <= 2048"],
    ["responsible_persons_phone_length", "char_length(phone) <= 32"],
  ]);
  await knex.raw(`alter table responsible_persons
      add constraint responsible_persons_name_length check (char_length(name) <= 200),
      add constraint responsible_persons_role_enum check (role in ('MANUFACTURER', 'IMPORTER', 'AUTHORISED_REPRESENTATIVE', 'FULFILMENT_SERVICE_PROVIDER')),
      add constraint responsible_persons_email_length check (char_length(email) <= 254),
      add constraint responsible_persons_contact_url_length check (char_length(contact_url) <= 2048),
      add constraint responsible_persons_phone_length check (char_length(phone) <= 32)`);
  // return_lines: add checks return_lines_sku_length, return_lines_qty_min, return_lines_qty_max, return_lines_received_qty_min, return_lines_received_qty_max, return_lines_damaged_qty_min, return_lines_damaged_qty_max, return_lines_reason_length
  await refuseViolations(knex, "return_lines", [
    ["return_lines_sku_length", "char_length(sku) <= 64"],
    ["return_lines_qty_min", "qty >= 1"],
    ["return_lines_qty_max", "qty <= 1000000"],
    ["return_lines_received_qty_min", "received_qty >= 0"],
    ["return_lines_received_qty_max", "received_qty <= 1000000"],
    ["return_lines_damaged_qty_min", "damaged_qty >= 0"],
    ["return_lines_damaged_qty_max", "damaged_qty <= 1000000"],
    ["return_lines_reason_length", "char_length(reason) <= 120"],
  ]);
  await knex.raw(`alter table return_lines
      add constraint return_lines_sku_length check (char_length(sku) <= 64),
      add constraint return_lines_qty_min check (qty >= 1),
      add constraint return_lines_qty_max check (qty <= 1000000),
      add constraint return_lines_received_qty_min check (received_qty >= 0),
      add constraint return_lines_received_qty_max check (received_qty <= 1000000),
      add constraint return_lines_damaged_qty_min check (damaged_qty >= 0),
      add constraint return_lines_damaged_qty_max check (damaged_qty <= 1000000),
      add constraint return_lines_reason_length check (char_length(reason) <= 120)`);
  // return_settings: add checks return_settings_return_window_days_min, return_settings_return_window_days_max, return_settings_restocking_fee_percent_min, return_settings_restocking_fee_percent_max
  await refuseViolations(knex, "return_settings", [
    ["return_settings_return_window_days_min", "return_window_days >= 0"],
    ["return_settings_return_window_days_max", "return_window_days <= 365"],
    ["return_settings_restocking_fee_percent_min", "restocking_fee_percent >= 0"],
    ["return_settings_restocking_fee_percent_max", "restocking_fee_percent <= 100"],
  ]);
  await knex.raw(`alter table return_settings
      add constraint return_settings_return_window_days_min check (return_window_days >= 0),
      add constraint return_settings_return_window_days_max check (return_window_days <= 365),
      add constraint return_settings_restocking_fee_percent_min check (restocking_fee_percent >= 0),
      add constraint return_settings_restocking_fee_percent_max check (restocking_fee_percent <= 100)`);
  // returns: add checks returns_status_enum, returns_refund_amount_min, returns_customer_comment_length, returns_notes_length
  await refuseViolations(knex, "returns", [
    ["returns_status_enum", "status in ('REQUESTED', 'AUTHORISED', 'RECEIVED', 'REFUNDED', 'REJECTED', 'CANCELLED')"],
    ["returns_refund_amount_min", "refund_amount >= 0"],
    ["returns_customer_comment_length", "char_length(customer_comment) <= 2000"],
    ["returns_notes_length", "char_length(notes) <= 2000"],
  ]);
  await knex.raw(`alter table returns
      add constraint returns_status_enum check (status in ('REQUESTED', 'AUTHORISED', 'RECEIVED', 'REFUNDED', 'REJECTED', 'CANCELLED')),
      add constraint returns_refund_amount_min check (refund_amount >= 0),
      add constraint returns_customer_comment_length check (char_length(customer_comment) <= 2000),
      add constraint returns_notes_length check (char_length(notes) <= 2000)`);
  // sales_channels: add checks sales_channels_type_enum, sales_channels_name_length, sales_channels_marketplace_length, sales_channels_shop_domain_length, sales_channels_status_enum, sales_channels_environment_enum, sales_channels_stock_buffer_min, sales_channels_stock_buffer_max, sales_channels_order_sync_minutes_min, sales_channels_order_sync_minutes_max, sales_channels_last_error_length, sales_channels_order_prefix_length
  await refuseViolations(knex, "sales_channels", [
    ["sales_channels_type_enum", "type in ('EBAY', 'AMAZON', 'ETSY', 'WISH', 'ONBUY', 'SHOPIFY', 'STORE')"],
    ["sales_channels_name_length", "char_length(name) <= 80"],
    ["sales_channels_marketplace_length", "char_length(marketplace) <= 20"],
    ["sales_channels_shop_domain_length", "char_length(shop_domain) <= 255"],
    ["sales_channels_status_enum", "status in ('DISCONNECTED', 'CONNECTED', 'TOKEN_EXPIRED', 'ERROR')"],
    ["sales_channels_environment_enum", "environment in ('LIVE', 'SANDBOX')"],
    ["sales_channels_stock_buffer_min", "stock_buffer >= 0"],
    ["sales_channels_stock_buffer_max", "stock_buffer <= 100000"],
    ["sales_channels_order_sync_minutes_min", "order_sync_minutes >= 1"],
    ["sales_channels_order_sync_minutes_max", "order_sync_minutes <= 1440"],
    ["sales_channels_last_error_length", "char_length(last_error) <= 2000"],
    ["sales_channels_order_prefix_length", "char_length(order_prefix) <= 9"],
  ]);
  await knex.raw(`alter table sales_channels
      add constraint sales_channels_type_enum check (type in ('EBAY', 'AMAZON', 'ETSY', 'WISH', 'ONBUY', 'SHOPIFY', 'STORE')),
      add constraint sales_channels_name_length check (char_length(name) <= 80),
      add constraint sales_channels_marketplace_length check (char_length(marketplace) <= 20),
      add constraint sales_channels_shop_domain_length check (char_length(shop_domain) <= 255),
      add constraint sales_channels_status_enum check (status in ('DISCONNECTED', 'CONNECTED', 'TOKEN_EXPIRED', 'ERROR')),
      add constraint sales_channels_environment_enum check (environment in ('LIVE', 'SANDBOX')),
      add constraint sales_channels_stock_buffer_min check (stock_buffer >= 0),
      add constraint sales_channels_stock_buffer_max check (stock_buffer <= 100000),
      add constraint sales_channels_order_sync_minutes_min check (order_sync_minutes >= 1),
      add constraint sales_channels_order_sync_minutes_max check (order_sync_minutes <= 1440),
      add constraint sales_channels_last_error_length check (char_length(last_error) <= 2000),
      add constraint sales_channels_order_prefix_length check (char_length(order_prefix) <= 9)`);
  // sales_charges: add checks sales_charges_name_length, sales_charges_type_enum, sales_charges_amount_min, sales_charges_amount_max, sales_charges_rate_min, sales_charges_rate_max
  await refuseViolations(knex, "sales_charges", [
    ["sales_charges_name_length", "char_length(name) <= 80"],
    ["sales_charges_type_enum", "type in ('FIXED', 'PERCENT')"],
    ["sales_charges_amount_min", "amount >= 0"],
    ["sales_charges_amount_max", "amount <= 100000000"],
    ["sales_charges_rate_min", "rate > 0"],
    ["sales_charges_rate_max", "rate <= 100"],
  ]);
  await knex.raw(`alter table sales_charges
      add constraint sales_charges_name_length check (char_length(name) <= 80),
      add constraint sales_charges_type_enum check (type in ('FIXED', 'PERCENT')),
      add constraint sales_charges_amount_min check (amount >= 0),
      add constraint sales_charges_amount_max check (amount <= 100000000),
      add constraint sales_charges_rate_min check (rate > 0),
      add constraint sales_charges_rate_max check (rate <= 100)`);
  // sales_order_lines: add checks sales_order_lines_sku_length, sales_order_lines_description_length, sales_order_lines_quantity_min, sales_order_lines_quantity_max, sales_order_lines_unit_price_min, sales_order_lines_discount_min
  await refuseViolations(knex, "sales_order_lines", [
    ["sales_order_lines_sku_length", "char_length(sku) <= 64"],
    ["sales_order_lines_description_length", "char_length(description) <= 500"],
    ["sales_order_lines_quantity_min", "quantity >= 1"],
    ["sales_order_lines_quantity_max", "quantity <= 1000000"],
    ["sales_order_lines_unit_price_min", "unit_price >= 0"],
    ["sales_order_lines_discount_min", "discount >= 0"],
  ]);
  await knex.raw(`alter table sales_order_lines
      add constraint sales_order_lines_sku_length check (char_length(sku) <= 64),
      add constraint sales_order_lines_description_length check (char_length(description) <= 500),
      add constraint sales_order_lines_quantity_min check (quantity >= 1),
      add constraint sales_order_lines_quantity_max check (quantity <= 1000000),
      add constraint sales_order_lines_unit_price_min check (unit_price >= 0),
      add constraint sales_order_lines_discount_min check (discount >= 0)`);
  // sales_orders: add checks sales_orders_status_enum, sales_orders_channel_order_ref_length, sales_orders_channel_order_url_length, sales_orders_price_mode_enum, sales_orders_shipping_charge_min, sales_orders_order_discount_min, sales_orders_cancel_reason_length, sales_orders_notes_length
  await refuseViolations(knex, "sales_orders", [
    ["sales_orders_status_enum", "status in ('DRAFT', 'AWAITING_PAYMENT', 'PAID', 'ON_HOLD', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'CANCELLED', 'PARTIALLY_RETURNED', 'RETURNED')"],
    ["sales_orders_channel_order_ref_length", "char_length(channel_order_ref) <= 64"],
    ["sales_orders_channel_order_url_length", "char_length(channel_order_url) <= 500"],
    ["sales_orders_price_mode_enum", "price_mode in ('EXCLUSIVE', 'INCLUSIVE', 'NO_TAX')"],
    ["sales_orders_shipping_charge_min", "shipping_charge >= 0"],
    ["sales_orders_order_discount_min", "order_discount >= 0"],
    ["sales_orders_cancel_reason_length", "char_length(cancel_reason) <= 500"],
    ["sales_orders_notes_length", "char_length(notes) <= 5000"],
  ]);
  await knex.raw(`alter table sales_orders
      add constraint sales_orders_status_enum check (status in ('DRAFT', 'AWAITING_PAYMENT', 'PAID', 'ON_HOLD', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'CANCELLED', 'PARTIALLY_RETURNED', 'RETURNED')),
      add constraint sales_orders_channel_order_ref_length check (char_length(channel_order_ref) <= 64),
      add constraint sales_orders_channel_order_url_length check (char_length(channel_order_url) <= 500),
      add constraint sales_orders_price_mode_enum check (price_mode in ('EXCLUSIVE', 'INCLUSIVE', 'NO_TAX')),
      add constraint sales_orders_shipping_charge_min check (shipping_charge >= 0),
      add constraint sales_orders_order_discount_min check (order_discount >= 0),
      add constraint sales_orders_cancel_reason_length check (char_length(cancel_reason) <= 500),
      add constraint sales_orders_notes_length check (char_length(notes) <= 5000)`);
  // sales_taxes: add checks sales_taxes_name_length, sales_taxes_code_length, sales_taxes_rate_min, sales_taxes_rate_max, sales_taxes_kind_enum, sales_taxes_vat_box_min, sales_taxes_vat_box_max
  await refuseViolations(knex, "sales_taxes", [
    ["sales_taxes_name_length", "char_length(name) <= 80"],
    ["sales_taxes_code_length", "char_length(code) <= 32"],
    ["sales_taxes_rate_min", "rate >= 0"],
    ["sales_taxes_rate_max", "rate <= 100"],
    ["sales_taxes_kind_enum", "kind in ('STANDARD', 'REDUCED', 'ZERO', 'EXEMPT', 'REVERSE_CHARGE', 'OUTSIDE_SCOPE')"],
    ["sales_taxes_vat_box_min", "vat_box >= 1"],
    ["sales_taxes_vat_box_max", "vat_box <= 9"],
  ]);
  await knex.raw(`alter table sales_taxes
      add constraint sales_taxes_name_length check (char_length(name) <= 80),
      add constraint sales_taxes_code_length check (char_length(code) <= 32),
      add constraint sales_taxes_rate_min check (rate >= 0),
      add constraint sales_taxes_rate_max check (rate <= 100),
      add constraint sales_taxes_kind_enum check (kind in ('STANDARD', 'REDUCED', 'ZERO', 'EXEMPT', 'REVERSE_CHARGE', 'OUTSIDE_SCOPE')),
      add constraint sales_taxes_vat_box_min check (vat_box >= 1),
      add constraint sales_taxes_vat_box_max check (vat_box <= 9)`);
  // settlement_lines: add checks settlement_lines_type_enum, settlement_lines_order_ref_length, settlement_lines_sku_length, settlement_lines_description_length, settlement_lines_amount_min, settlement_lines_amount_max
  await refuseViolations(knex, "settlement_lines", [
    ["settlement_lines_type_enum", "type in ('SALE', 'REFUND', 'FEE', 'SHIPPING_LABEL', 'ADJUSTMENT')"],
    ["settlement_lines_order_ref_length", "char_length(order_ref) <= 64"],
    ["settlement_lines_sku_length", "char_length(sku) <= 64"],
    ["settlement_lines_description_length", "char_length(description) <= 200"],
    ["settlement_lines_amount_min", "amount >= -100000000000"],
    ["settlement_lines_amount_max", "amount <= 100000000000"],
  ]);
  await knex.raw(`alter table settlement_lines
      add constraint settlement_lines_type_enum check (type in ('SALE', 'REFUND', 'FEE', 'SHIPPING_LABEL', 'ADJUSTMENT')),
      add constraint settlement_lines_order_ref_length check (char_length(order_ref) <= 64),
      add constraint settlement_lines_sku_length check (char_length(sku) <= 64),
      add constraint settlement_lines_description_length check (char_length(description) <= 200),
      add constraint settlement_lines_amount_min check (amount >= -100000000000),
      add constraint settlement_lines_amount_max check (amount <= 100000000000)`);
  // settlements: add checks settlements_status_enum, settlements_external_id_length, settlements_match_tolerance_min, settlements_match_tolerance_max, settlements_notes_length
  await refuseViolations(knex, "settlements", [
    ["settlements_status_enum", "status in ('IMPORTED', 'MATCHED', 'POSTED', 'EXCEPTION')"],
    ["settlements_external_id_length", "char_length(external_id) <= 64"],
    ["settlements_match_tolerance_min", "match_tolerance >= 0"],
    ["settlements_match_tolerance_max", "match_tolerance <= 100000000"],
    ["settlements_notes_length", "char_length(notes) <= 2000"],
  ]);
  await knex.raw(`alter table settlements
      add constraint settlements_status_enum check (status in ('IMPORTED', 'MATCHED', 'POSTED', 'EXCEPTION')),
      add constraint settlements_external_id_length check (char_length(external_id) <= 64),
      add constraint settlements_match_tolerance_min check (match_tolerance >= 0),
      add constraint settlements_match_tolerance_max check (match_tolerance <= 100000000),
      add constraint settlements_notes_length check (char_length(notes) <= 2000)`);
  // shipment_lines: add checks shipment_lines_sku_length, shipment_lines_qty_min, shipment_lines_qty_max
  await refuseViolations(knex, "shipment_lines", [
    ["shipment_lines_sku_length", "char_length(sku) <= 64"],
    ["shipment_lines_qty_min", "qty >= 1"],
    ["shipment_lines_qty_max", "qty <= 1000000"],
  ]);
  await knex.raw(`alter table shipment_lines
      add constraint shipment_lines_sku_length check (char_length(sku) <= 64),
      add constraint shipment_lines_qty_min check (qty >= 1),
      add constraint shipment_lines_qty_max check (qty <= 1000000)`);
  // shipments: add checks shipments_status_enum, shipments_carrier_length, shipments_service_length, shipments_tracking_number_length, shipments_tracking_url_length, shipments_notes_length
  await refuseViolations(knex, "shipments", [
    ["shipments_status_enum", "status in ('PENDING', 'LABEL_CREATED', 'SHIPPED', 'DELIVERED', 'CANCELLED')"],
    ["shipments_carrier_length", "char_length(carrier) <= 64"],
    ["shipments_service_length", "char_length(service) <= 64"],
    ["shipments_tracking_number_length", "char_length(tracking_number) <= 64"],
    ["shipments_tracking_url_length", "char_length(tracking_url) <= 500"],
    ["shipments_notes_length", "char_length(notes) <= 2000"],
  ]);
  await knex.raw(`alter table shipments
      add constraint shipments_status_enum check (status in ('PENDING', 'LABEL_CREATED', 'SHIPPED', 'DELIVERED', 'CANCELLED')),
      add constraint shipments_carrier_length check (char_length(carrier) <= 64),
      add constraint shipments_service_length check (char_length(service) <= 64),
      add constraint shipments_tracking_number_length check (char_length(tracking_number) <= 64),
      add constraint shipments_tracking_url_length check (char_length(tracking_url) <= 500),
      add constraint shipments_notes_length check (char_length(notes) <= 2000)`);
  // shipping_carriers: add checks shipping_carriers_name_length, shipping_carriers_code_length, shipping_carriers_account_number_length, shipping_carriers_tracking_url_length
  await refuseViolations(knex, "shipping_carriers", [
    ["shipping_carriers_name_length", "char_length(name) <= 80"],
    ["shipping_carriers_code_length", "char_length(code) <= 32"],
    ["shipping_carriers_account_number_length", "char_length(account_number) <= 40"],
    ["shipping_carriers_tracking_url_length", "char_length(tracking_url) <= 500"],
  ]);
  await knex.raw(`alter table shipping_carriers
      add constraint shipping_carriers_name_length check (char_length(name) <= 80),
      add constraint shipping_carriers_code_length check (char_length(code) <= 32),
      add constraint shipping_carriers_account_number_length check (char_length(account_number) <= 40),
      add constraint shipping_carriers_tracking_url_length check (char_length(tracking_url) <= 500)`);
  // shipping_methods: add checks shipping_methods_name_length, shipping_methods_service_code_length, shipping_methods_price_min, shipping_methods_price_max, shipping_methods_free_over_min
  await refuseViolations(knex, "shipping_methods", [
    ["shipping_methods_name_length", "char_length(name) <= 80"],
    ["shipping_methods_service_code_length", "char_length(service_code) <= 32"],
    ["shipping_methods_price_min", "price >= 0"],
    ["shipping_methods_price_max", "price <= 10000000"],
    ["shipping_methods_free_over_min", "free_over >= 0"],
  ]);
  await knex.raw(`alter table shipping_methods
      add constraint shipping_methods_name_length check (char_length(name) <= 80),
      add constraint shipping_methods_service_code_length check (char_length(service_code) <= 32),
      add constraint shipping_methods_price_min check (price >= 0),
      add constraint shipping_methods_price_max check (price <= 10000000),
      add constraint shipping_methods_free_over_min check (free_over >= 0)`);
  // shipping_templates: add checks shipping_templates_name_length, shipping_templates_channel_enum
  await refuseViolations(knex, "shipping_templates", [
    ["shipping_templates_name_length", "char_length(name) <= 120"],
    ["shipping_templates_channel_enum", "channel in ('EBAY', 'ETSY', 'WISH')"],
  ]);
  await knex.raw(`alter table shipping_templates
      add constraint shipping_templates_name_length check (char_length(name) <= 120),
      add constraint shipping_templates_channel_enum check (channel in ('EBAY', 'ETSY', 'WISH'))`);
  // stock_levels: add checks stock_levels_minimum_level_min, stock_levels_minimum_level_max, stock_levels_bin_length
  await refuseViolations(knex, "stock_levels", [
    ["stock_levels_minimum_level_min", "minimum_level >= 0"],
    ["stock_levels_minimum_level_max", "minimum_level <= 100000000"],
    ["stock_levels_bin_length", "char_length(bin) <= 32"],
  ]);
  await knex.raw(`alter table stock_levels
      add constraint stock_levels_minimum_level_min check (minimum_level >= 0),
      add constraint stock_levels_minimum_level_max check (minimum_level <= 100000000),
      add constraint stock_levels_bin_length check (char_length(bin) <= 32)`);
  // stock_movements: add checks stock_movements_reason_enum, stock_movements_reference_type_length, stock_movements_reference_id_length, stock_movements_reference_label_length, stock_movements_note_length, stock_movements_user_email_length, stock_movements_job_length
  await refuseViolations(knex, "stock_movements", [
    ["stock_movements_reason_enum", "reason in ('RECEIPT', 'SHIPMENT', 'RETURN', 'ADJUSTMENT', 'TRANSFER', 'COUNT')"],
    ["stock_movements_reference_type_length", "char_length(reference_type) <= 64"],
    ["stock_movements_reference_id_length", "char_length(reference_id) <= 64"],
    ["stock_movements_reference_label_length", "char_length(reference_label) <= 120"],
    ["stock_movements_note_length", "char_length(note) <= 500"],
    ["stock_movements_user_email_length", "char_length(user_email) <= 254"],
    ["stock_movements_job_length", "char_length(job) <= 120"],
  ]);
  await knex.raw(`alter table stock_movements
      add constraint stock_movements_reason_enum check (reason in ('RECEIPT', 'SHIPMENT', 'RETURN', 'ADJUSTMENT', 'TRANSFER', 'COUNT')),
      add constraint stock_movements_reference_type_length check (char_length(reference_type) <= 64),
      add constraint stock_movements_reference_id_length check (char_length(reference_id) <= 64),
      add constraint stock_movements_reference_label_length check (char_length(reference_label) <= 120),
      add constraint stock_movements_note_length check (char_length(note) <= 500),
      add constraint stock_movements_user_email_length check (char_length(user_email) <= 254),
      add constraint stock_movements_job_length check (char_length(job) <= 120)`);
  // store_categories: add checks store_categories_name_length, store_categories_slug_length, store_categories_position_min, store_categories_position_max, store_categories_description_length
  await refuseViolations(knex, "store_categories", [
    ["store_categories_name_length", "char_length(name) <= 120"],
    ["store_categories_slug_length", "char_length(slug) <= 120"],
    ["store_categories_position_min", "position >= 0"],
    ["store_categories_position_max", "position <= 100000"],
    ["store_categories_description_length", "char_length(description) <= 5000"],
  ]);
  await knex.raw(`alter table store_categories
      add constraint store_categories_name_length check (char_length(name) <= 120),
      add constraint store_categories_slug_length check (char_length(slug) <= 120),
      add constraint store_categories_position_min check (position >= 0),
      add constraint store_categories_position_max check (position <= 100000),
      add constraint store_categories_description_length check (char_length(description) <= 5000)`);
  // tax_compliance_applications: add checks tax_compliance_applications_status_enum, tax_compliance_applications_scheme_enum, tax_compliance_applications_company_name_length, tax_compliance_applications_company_number_length, tax_compliance_applications_vat_number_length, tax_compliance_applications_contact_name_length, tax_compliance_applications_contact_email_length, tax_compliance_applications_info_request_length, tax_compliance_applications_issued_number_length, tax_compliance_applications_reviewer_notes_length
  await refuseViolations(knex, "tax_compliance_applications", [
    ["tax_compliance_applications_status_enum", "status in ('DRAFT', 'SUBMITTED', 'IN_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED', 'CANCELLED')"],
    ["tax_compliance_applications_scheme_enum", "scheme in ('VAT', 'OSS', 'IOSS', 'EPR_PACKAGING', 'GPSR_RP')"],
    ["tax_compliance_applications_company_name_length", "char_length(company_name) <= 160"],
    ["tax_compliance_applications_company_number_length", "char_length(company_number) <= 32"],
    ["tax_compliance_applications_vat_number_length", "char_length(vat_number) <= 20"],
    ["tax_compliance_applications_contact_name_length", "char_length(contact_name) <= 120"],
    ["tax_compliance_applications_contact_email_length", "char_length(contact_email) <= 254"],
    ["tax_compliance_applications_info_request_length", "char_length(info_request) <= 2000"],
    ["tax_compliance_applications_issued_number_length", "char_length(issued_number) <= 64"],
    ["tax_compliance_applications_reviewer_notes_length", "char_length(reviewer_notes) <= 2000"],
  ]);
  await knex.raw(`alter table tax_compliance_applications
      add constraint tax_compliance_applications_status_enum check (status in ('DRAFT', 'SUBMITTED', 'IN_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED', 'CANCELLED')),
      add constraint tax_compliance_applications_scheme_enum check (scheme in ('VAT', 'OSS', 'IOSS', 'EPR_PACKAGING', 'GPSR_RP')),
      add constraint tax_compliance_applications_company_name_length check (char_length(company_name) <= 160),
      add constraint tax_compliance_applications_company_number_length check (char_length(company_number) <= 32),
      add constraint tax_compliance_applications_vat_number_length check (char_length(vat_number) <= 20),
      add constraint tax_compliance_applications_contact_name_length check (char_length(contact_name) <= 120),
      add constraint tax_compliance_applications_contact_email_length check (char_length(contact_email) <= 254),
      add constraint tax_compliance_applications_info_request_length check (char_length(info_request) <= 2000),
      add constraint tax_compliance_applications_issued_number_length check (char_length(issued_number) <= 64),
      add constraint tax_compliance_applications_reviewer_notes_length check (char_length(reviewer_notes) <= 2000)`);
  // templates: add checks templates_type_enum, templates_name_length, templates_body_length, templates_paper_size_enum, templates_orientation_enum
  await refuseViolations(knex, "templates", [
    ["templates_type_enum", "type in ('INVOICE', 'PACKING_SLIP', 'CREDIT_NOTE', 'PURCHASE_ORDER')"],
    ["templates_name_length", "char_length(name) <= 120"],
    ["templates_body_length", "char_length(body) <= 200000"],
    ["templates_paper_size_enum", "paper_size in ('A4', 'A5', 'LETTER', 'LABEL_4X6')"],
    ["templates_orientation_enum", "orientation in ('PORTRAIT', 'LANDSCAPE')"],
  ]);
  await knex.raw(`alter table templates
      add constraint templates_type_enum check (type in ('INVOICE', 'PACKING_SLIP', 'CREDIT_NOTE', 'PURCHASE_ORDER')),
      add constraint templates_name_length check (char_length(name) <= 120),
      add constraint templates_body_length check (char_length(body) <= 200000),
      add constraint templates_paper_size_enum check (paper_size in ('A4', 'A5', 'LETTER', 'LABEL_4X6')),
      add constraint templates_orientation_enum check (orientation in ('PORTRAIT', 'LANDSCAPE'))`);
  // users: add checks users_email_length, users_name_length, users_role_enum, users_status_enum
  await refuseViolations(knex, "users", [
    ["users_email_length", "char_length(email) <= 254"],
    ["users_name_length", "char_length(name) <= 120"],
    ["users_role_enum", "role in ('admin', 'owner', 'staff', 'partner')"],
    ["users_status_enum", "status in ('INVITED', 'ACTIVE', 'SUSPENDED')"],
  ]);
  await knex.raw(`alter table users
      add constraint users_email_length check (char_length(email) <= 254),
      add constraint users_name_length check (char_length(name) <= 120),
      add constraint users_role_enum check (role in ('admin', 'owner', 'staff', 'partner')),
      add constraint users_status_enum check (status in ('INVITED', 'ACTIVE', 'SUSPENDED'))`);
  // vat_reports: add checks vat_reports_status_enum, vat_reports_net_vat_due_enum, vat_reports_notes_length
  await refuseViolations(knex, "vat_reports", [
    ["vat_reports_status_enum", "status in ('DRAFT', 'CALCULATED', 'SUBMITTED')"],
    ["vat_reports_net_vat_due_enum", "net_vat_due in ('PAYABLE', 'REPAYABLE')"],
    ["vat_reports_notes_length", "char_length(notes) <= 2000"],
  ]);
  await knex.raw(`alter table vat_reports
      add constraint vat_reports_status_enum check (status in ('DRAFT', 'CALCULATED', 'SUBMITTED')),
      add constraint vat_reports_net_vat_due_enum check (net_vat_due in ('PAYABLE', 'REPAYABLE')),
      add constraint vat_reports_notes_length check (char_length(notes) <= 2000)`);
  // warehouse_provider_types: add checks warehouse_provider_types_name_length, warehouse_provider_types_code_length, warehouse_provider_types_integration_enum, warehouse_provider_types_website_length, warehouse_provider_types_notes_length
  await refuseViolations(knex, "warehouse_provider_types", [
    ["warehouse_provider_types_name_length", "char_length(name) <= 80"],
    ["warehouse_provider_types_code_length", "char_length(code) <= 32"],
    ["warehouse_provider_types_integration_enum", "integration in ('API', 'SFTP', 'EDI', 'EMAIL')"],
    ["warehouse_provider_types_website_length", "char_length(website) <= 2048"],
    ["warehouse_provider_types_notes_length", "char_length(notes) <= 2000"],
  ]);
  await knex.raw(`alter table warehouse_provider_types
      add constraint warehouse_provider_types_name_length check (char_length(name) <= 80),
      add constraint warehouse_provider_types_code_length check (char_length(code) <= 32),
      add constraint warehouse_provider_types_integration_enum check (integration in ('API', 'SFTP', 'EDI', 'EMAIL')),
      add constraint warehouse_provider_types_website_length check (char_length(website) <= 2048),
      add constraint warehouse_provider_types_notes_length check (char_length(notes) <= 2000)`);
  // warehouse_providers: add checks warehouse_providers_name_length, warehouse_providers_account_reference_length, warehouse_providers_status_enum
  await refuseViolations(knex, "warehouse_providers", [
    ["warehouse_providers_name_length", "char_length(name) <= 80"],
    ["warehouse_providers_account_reference_length", "char_length(account_reference) <= 64"],
    ["warehouse_providers_status_enum", "status in ('INACTIVE', 'ACTIVE', 'ERROR')"],
  ]);
  await knex.raw(`alter table warehouse_providers
      add constraint warehouse_providers_name_length check (char_length(name) <= 80),
      add constraint warehouse_providers_account_reference_length check (char_length(account_reference) <= 64),
      add constraint warehouse_providers_status_enum check (status in ('INACTIVE', 'ACTIVE', 'ERROR'))`);
  // xero_settings: add checks xero_settings_connection_status_enum
  await refuseViolations(knex, "xero_settings", [
    ["xero_settings_connection_status_enum", "connection_status in ('NOT_CONNECTED', 'CONNECTED', 'ERROR')"],
  ]);
  await knex.raw(`alter table xero_settings
      add constraint xero_settings_connection_status_enum check (connection_status in ('NOT_CONNECTED', 'CONNECTED', 'ERROR'))`);
}

export async function down(knex: Knex): Promise<void> {
  // undo xero_settings: add checks xero_settings_connection_status_enum
  await knex.raw(`alter table xero_settings
      drop constraint xero_settings_connection_status_enum`);
  // undo warehouse_providers: add checks warehouse_providers_name_length, warehouse_providers_account_reference_length, warehouse_providers_status_enum
  await knex.raw(`alter table warehouse_providers
      drop constraint warehouse_providers_name_length,
      drop constraint warehouse_providers_account_reference_length,
      drop constraint warehouse_providers_status_enum`);
  // undo warehouse_provider_types: add checks warehouse_provider_types_name_length, warehouse_provider_types_code_length, warehouse_provider_types_integration_enum, warehouse_provider_types_website_length, warehouse_provider_types_notes_length
  await knex.raw(`alter table warehouse_provider_types
      drop constraint warehouse_provider_types_name_length,
      drop constraint warehouse_provider_types_code_length,
      drop constraint warehouse_provider_types_integration_enum,
      drop constraint warehouse_provider_types_website_length,
      drop constraint warehouse_provider_types_notes_length`);
  // undo vat_reports: add checks vat_reports_status_enum, vat_reports_net_vat_due_enum, vat_reports_notes_length
  await knex.raw(`alter table vat_reports
      drop constraint vat_reports_status_enum,
      drop constraint vat_reports_net_vat_due_enum,
      drop constraint vat_reports_notes_length`);
  // undo users: add checks users_email_length, users_name_length, users_role_enum, users_status_enum
  await knex.raw(`alter table users
      drop constraint users_email_length,
      drop constraint users_name_length,
      drop constraint users_role_enum,
      drop constraint users_status_enum`);
  // undo templates: add checks templates_type_enum, templates_name_length, templates_body_length, templates_paper_size_enum, templates_orientation_enum
  await knex.raw(`alter table templates
      drop constraint templates_type_enum,
      drop constraint templates_name_length,
      drop constraint templates_body_length,
      drop constraint templates_paper_size_enum,
      drop constraint templates_orientation_enum`);
  // undo tax_compliance_applications: add checks tax_compliance_applications_status_enum, tax_compliance_applications_scheme_enum, tax_compliance_applications_company_name_length, tax_compliance_applications_company_number_length, tax_compliance_applications_vat_number_length, tax_compliance_applications_contact_name_length, tax_compliance_applications_contact_email_length, tax_compliance_applications_info_request_length, tax_compliance_applications_issued_number_length, tax_compliance_applications_reviewer_notes_length
  await knex.raw(`alter table tax_compliance_applications
      drop constraint tax_compliance_applications_status_enum,
      drop constraint tax_compliance_applications_scheme_enum,
      drop constraint tax_compliance_applications_company_name_length,
      drop constraint tax_compliance_applications_company_number_length,
      drop constraint tax_compliance_applications_vat_number_length,
      drop constraint tax_compliance_applications_contact_name_length,
      drop constraint tax_compliance_applications_contact_email_length,
      drop constraint tax_compliance_applications_info_request_length,
      drop constraint tax_compliance_applications_issued_number_length,
      drop constraint tax_compliance_applications_reviewer_notes_length`);
  // undo store_categories: add checks store_categories_name_length, store_categories_slug_length, store_categories_position_min, store_categories_position_max, store_categories_description_length
  await knex.raw(`alter table store_categories
      drop constraint store_categories_name_length,
      drop constraint store_categories_slug_length,
      drop constraint store_categories_position_min,
      drop constraint store_categories_position_max,
      drop constraint store_categories_description_length`);
  // undo stock_movements: add checks stock_movements_reason_enum, stock_movements_reference_type_length, stock_movements_reference_id_length, stock_movements_reference_label_length, stock_movements_note_length, stock_movements_user_email_length, stock_movements_job_length
  await knex.raw(`alter table stock_movements
      drop constraint stock_movements_reason_enum,
      drop constraint stock_movements_reference_type_length,
      drop constraint stock_movements_reference_id_length,
      drop constraint stock_movements_reference_label_length,
      drop constraint stock_movements_note_length,
      drop constraint stock_movements_user_email_length,
      drop constraint stock_movements_job_length`);
  // undo stock_levels: add checks stock_levels_minimum_level_min, stock_levels_minimum_level_max, stock_levels_bin_length
  await knex.raw(`alter table stock_levels
      drop constraint stock_levels_minimum_level_min,
      drop constraint stock_levels_minimum_level_max,
      drop constraint stock_levels_bin_length`);
  // undo shipping_templates: add checks shipping_templates_name_length, shipping_templates_channel_enum
  await knex.raw(`alter table shipping_templates
      drop constraint shipping_templates_name_length,
      drop constraint shipping_templates_channel_enum`);
  // undo shipping_methods: add checks shipping_methods_name_length, shipping_methods_service_code_length, shipping_methods_price_min, shipping_methods_price_max, shipping_methods_free_over_min
  await knex.raw(`alter table shipping_methods
      drop constraint shipping_methods_name_length,
      drop constraint shipping_methods_service_code_length,
      drop constraint shipping_methods_price_min,
      drop constraint shipping_methods_price_max,
      drop constraint shipping_methods_free_over_min`);
  // undo shipping_carriers: add checks shipping_carriers_name_length, shipping_carriers_code_length, shipping_carriers_account_number_length, shipping_carriers_tracking_url_length
  await knex.raw(`alter table shipping_carriers
      drop constraint shipping_carriers_name_length,
      drop constraint shipping_carriers_code_length,
      drop constraint shipping_carriers_account_number_length,
      drop constraint shipping_carriers_tracking_url_length`);
  // undo shipments: add checks shipments_status_enum, shipments_carrier_length, shipments_service_length, shipments_tracking_number_length, shipments_tracking_url_length, shipments_notes_length
  await knex.raw(`alter table shipments
      drop constraint shipments_status_enum,
      drop constraint shipments_carrier_length,
      drop constraint shipments_service_length,
      drop constraint shipments_tracking_number_length,
      drop constraint shipments_tracking_url_length,
      drop constraint shipments_notes_length`);
  // undo shipment_lines: add checks shipment_lines_sku_length, shipment_lines_qty_min, shipment_lines_qty_max
  await knex.raw(`alter table shipment_lines
      drop constraint shipment_lines_sku_length,
      drop constraint shipment_lines_qty_min,
      drop constraint shipment_lines_qty_max`);
  // undo settlements: add checks settlements_status_enum, settlements_external_id_length, settlements_match_tolerance_min, settlements_match_tolerance_max, settlements_notes_length
  await knex.raw(`alter table settlements
      drop constraint settlements_status_enum,
      drop constraint settlements_external_id_length,
      drop constraint settlements_match_tolerance_min,
      drop constraint settlements_match_tolerance_max,
      drop constraint settlements_notes_length`);
  // undo settlement_lines: add checks settlement_lines_type_enum, settlement_lines_order_ref_length, settlement_lines_sku_length, settlement_lines_description_length, settlement_lines_amount_min, settlement_lines_amount_max
  await knex.raw(`alter table settlement_lines
      drop constraint settlement_lines_type_enum,
      drop constraint settlement_lines_order_ref_length,
      drop constraint settlement_lines_sku_length,
      drop constraint settlement_lines_description_length,
      drop constraint settlement_lines_amount_min,
      drop constraint settlement_lines_amount_max`);
  // undo sales_taxes: add checks sales_taxes_name_length, sales_taxes_code_length, sales_taxes_rate_min, sales_taxes_rate_max, sales_taxes_kind_enum, sales_taxes_vat_box_min, sales_taxes_vat_box_max
  await knex.raw(`alter table sales_taxes
      drop constraint sales_taxes_name_length,
      drop constraint sales_taxes_code_length,
      drop constraint sales_taxes_rate_min,
      drop constraint sales_taxes_rate_max,
      drop constraint sales_taxes_kind_enum,
      drop constraint sales_taxes_vat_box_min,
      drop constraint sales_taxes_vat_box_max`);
  // undo sales_orders: add checks sales_orders_status_enum, sales_orders_channel_order_ref_length, sales_orders_channel_order_url_length, sales_orders_price_mode_enum, sales_orders_shipping_charge_min, sales_orders_order_discount_min, sales_orders_cancel_reason_length, sales_orders_notes_length
  await knex.raw(`alter table sales_orders
      drop constraint sales_orders_status_enum,
      drop constraint sales_orders_channel_order_ref_length,
      drop constraint sales_orders_channel_order_url_length,
      drop constraint sales_orders_price_mode_enum,
      drop constraint sales_orders_shipping_charge_min,
      drop constraint sales_orders_order_discount_min,
      drop constraint sales_orders_cancel_reason_length,
      drop constraint sales_orders_notes_length`);
  // undo sales_order_lines: add checks sales_order_lines_sku_length, sales_order_lines_description_length, sales_order_lines_quantity_min, sales_order_lines_quantity_max, sales_order_lines_unit_price_min, sales_order_lines_discount_min
  await knex.raw(`alter table sales_order_lines
      drop constraint sales_order_lines_sku_length,
      drop constraint sales_order_lines_description_length,
      drop constraint sales_order_lines_quantity_min,
      drop constraint sales_order_lines_quantity_max,
      drop constraint sales_order_lines_unit_price_min,
      drop constraint sales_order_lines_discount_min`);
  // undo sales_charges: add checks sales_charges_name_length, sales_charges_type_enum, sales_charges_amount_min, sales_charges_amount_max, sales_charges_rate_min, sales_charges_rate_max
  await knex.raw(`alter table sales_charges
      drop constraint sales_charges_name_length,
      drop constraint sales_charges_type_enum,
      drop constraint sales_charges_amount_min,
      drop constraint sales_charges_amount_max,
      drop constraint sales_charges_rate_min,
      drop constraint sales_charges_rate_max`);
  // undo sales_channels: add checks sales_channels_type_enum, sales_channels_name_length, sales_channels_marketplace_length, sales_channels_shop_domain_length, sales_channels_status_enum, sales_channels_environment_enum, sales_channels_stock_buffer_min, sales_channels_stock_buffer_max, sales_channels_order_sync_minutes_min, sales_channels_order_sync_minutes_max, sales_channels_last_error_length, sales_channels_order_prefix_length
  await knex.raw(`alter table sales_channels
      drop constraint sales_channels_type_enum,
      drop constraint sales_channels_name_length,
      drop constraint sales_channels_marketplace_length,
      drop constraint sales_channels_shop_domain_length,
      drop constraint sales_channels_status_enum,
      drop constraint sales_channels_environment_enum,
      drop constraint sales_channels_stock_buffer_min,
      drop constraint sales_channels_stock_buffer_max,
      drop constraint sales_channels_order_sync_minutes_min,
      drop constraint sales_channels_order_sync_minutes_max,
      drop constraint sales_channels_last_error_length,
      drop constraint sales_channels_order_prefix_length`);
  // undo returns: add checks returns_status_enum, returns_refund_amount_min, returns_customer_comment_length, returns_notes_length
  await knex.raw(`alter table returns
      drop constraint returns_status_enum,
      drop constraint returns_refund_amount_min,
      drop constraint returns_customer_comment_length,
      drop constraint returns_notes_length`);
  // undo return_settings: add checks return_settings_return_window_days_min, return_settings_return_window_days_max, return_settings_restocking_fee_percent_min, return_settings_restocking_fee_percent_max
  await knex.raw(`alter table return_settings
      drop constraint return_settings_return_window_days_min,
      drop constraint return_settings_return_window_days_max,
      drop constraint return_settings_restocking_fee_percent_min,
      drop constraint return_settings_restocking_fee_percent_max`);
  // undo return_lines: add checks return_lines_sku_length, return_lines_qty_min, return_lines_qty_max, return_lines_received_qty_min, return_lines_received_qty_max, return_lines_damaged_qty_min, return_lines_damaged_qty_max, return_lines_reason_length
  await knex.raw(`alter table return_lines
      drop constraint return_lines_sku_length,
      drop constraint return_lines_qty_min,
      drop constraint return_lines_qty_max,
      drop constraint return_lines_received_qty_min,
      drop constraint return_lines_received_qty_max,
      drop constraint return_lines_damaged_qty_min,
      drop constraint return_lines_damaged_qty_max,
      drop constraint return_lines_reason_length`);
  // undo responsible_persons: add checks responsible_persons_name_length, responsible_persons_role_enum, responsible_persons_email_length, responsible_persons_contact_url_length, responsible_persons_phone_length
  await knex.raw(`alter table responsible_persons
      drop constraint responsible_persons_name_length,
      drop constraint responsible_persons_role_enum,
      drop constraint responsible_persons_email_length,
      drop constraint responsible_persons_contact_url_length,
      drop constraint responsible_persons_phone_length`);
  // undo reports: add checks reports_name_length, reports_description_length, reports_dataset_enum, reports_group_by_length, reports_sort_field_length, reports_sort_order_enum, reports_date_field_length, reports_date_range_enum, reports_chart_type_enum, reports_row_limit_min, reports_row_limit_max
  await knex.raw(`alter table reports
      drop constraint reports_name_length,
      drop constraint reports_description_length,
      drop constraint reports_dataset_enum,
      drop constraint reports_group_by_length,
      drop constraint reports_sort_field_length,
      drop constraint reports_sort_order_enum,
      drop constraint reports_date_field_length,
      drop constraint reports_date_range_enum,
      drop constraint reports_chart_type_enum,
      drop constraint reports_row_limit_min,
      drop constraint reports_row_limit_max`);
  // undo relationships: add checks relationships_type_enum, relationships_code_length, relationships_name_length, relationships_company_length, relationships_email_length, relationships_phone_length, relationships_vat_number_length, relationships_payment_terms_days_min, relationships_payment_terms_days_max, relationships_credit_limit_min, relationships_lead_time_days_min, relationships_lead_time_days_max
  await knex.raw(`alter table relationships
      drop constraint relationships_type_enum,
      drop constraint relationships_code_length,
      drop constraint relationships_name_length,
      drop constraint relationships_company_length,
      drop constraint relationships_email_length,
      drop constraint relationships_phone_length,
      drop constraint relationships_vat_number_length,
      drop constraint relationships_payment_terms_days_min,
      drop constraint relationships_payment_terms_days_max,
      drop constraint relationships_credit_limit_min,
      drop constraint relationships_lead_time_days_min,
      drop constraint relationships_lead_time_days_max`);
  // undo purchase_orders: add checks purchase_orders_status_enum, purchase_orders_supplier_ref_length, purchase_orders_notes_length
  await knex.raw(`alter table purchase_orders
      drop constraint purchase_orders_status_enum,
      drop constraint purchase_orders_supplier_ref_length,
      drop constraint purchase_orders_notes_length`);
  // undo purchase_order_lines: add checks purchase_order_lines_description_length, purchase_order_lines_supplier_sku_length, purchase_order_lines_qty_ordered_min, purchase_order_lines_qty_ordered_max, purchase_order_lines_unit_cost_min
  await knex.raw(`alter table purchase_order_lines
      drop constraint purchase_order_lines_description_length,
      drop constraint purchase_order_lines_supplier_sku_length,
      drop constraint purchase_order_lines_qty_ordered_min,
      drop constraint purchase_order_lines_qty_ordered_max,
      drop constraint purchase_order_lines_unit_cost_min`);
  // undo products: add checks products_sku_length, products_title_length, products_description_length, products_kind_enum, products_condition_enum, products_status_enum, products_cost_price_min, products_retail_price_min, products_weight_g_min, products_length_mm_min, products_width_mm_min, products_height_mm_min, products_safety_warnings_length
  await knex.raw(`alter table products
      drop constraint products_sku_length,
      drop constraint products_title_length,
      drop constraint products_description_length,
      drop constraint products_kind_enum,
      drop constraint products_condition_enum,
      drop constraint products_status_enum,
      drop constraint products_cost_price_min,
      drop constraint products_retail_price_min,
      drop constraint products_weight_g_min,
      drop constraint products_length_mm_min,
      drop constraint products_width_mm_min,
      drop constraint products_height_mm_min,
      drop constraint products_safety_warnings_length`);
  // undo product_labels: add checks product_labels_file_name_length, product_labels_content_type_enum, product_labels_status_enum, product_labels_rejection_reason_length
  await knex.raw(`alter table product_labels
      drop constraint product_labels_file_name_length,
      drop constraint product_labels_content_type_enum,
      drop constraint product_labels_status_enum,
      drop constraint product_labels_rejection_reason_length`);
  // undo payment_methods: add checks payment_methods_name_length, payment_methods_code_length, payment_methods_type_enum
  await knex.raw(`alter table payment_methods
      drop constraint payment_methods_name_length,
      drop constraint payment_methods_code_length,
      drop constraint payment_methods_type_enum`);
  // undo payment_cards: add checks payment_cards_processor_token_length, payment_cards_brand_enum, payment_cards_exp_month_min, payment_cards_exp_month_max, payment_cards_exp_year_min, payment_cards_exp_year_max, payment_cards_holder_name_length
  await knex.raw(`alter table payment_cards
      drop constraint payment_cards_processor_token_length,
      drop constraint payment_cards_brand_enum,
      drop constraint payment_cards_exp_month_min,
      drop constraint payment_cards_exp_month_max,
      drop constraint payment_cards_exp_year_min,
      drop constraint payment_cards_exp_year_max,
      drop constraint payment_cards_holder_name_length`);
  // undo order_rules: add checks order_rules_name_length, order_rules_sequence_min, order_rules_sequence_max, order_rules_hold_reason_length, order_rules_action_enum, order_rules_tag_length, order_rules_set_status_enum
  await knex.raw(`alter table order_rules
      drop constraint order_rules_name_length,
      drop constraint order_rules_sequence_min,
      drop constraint order_rules_sequence_max,
      drop constraint order_rules_hold_reason_length,
      drop constraint order_rules_action_enum,
      drop constraint order_rules_tag_length,
      drop constraint order_rules_set_status_enum`);
  // undo locations: add checks locations_name_length, locations_code_length, locations_type_enum, locations_priority_min, locations_priority_max
  await knex.raw(`alter table locations
      drop constraint locations_name_length,
      drop constraint locations_code_length,
      drop constraint locations_type_enum,
      drop constraint locations_priority_min,
      drop constraint locations_priority_max`);
  // undo listings: add checks listings_channel_enum, listings_status_enum, listings_external_id_length, listings_url_length, listings_sku_length, listings_title_length, listings_price_min
  await knex.raw(`alter table listings
      drop constraint listings_channel_enum,
      drop constraint listings_status_enum,
      drop constraint listings_external_id_length,
      drop constraint listings_url_length,
      drop constraint listings_sku_length,
      drop constraint listings_title_length,
      drop constraint listings_price_min`);
  // undo listing_import_schedules: add checks listing_import_schedules_name_length, listing_import_schedules_interval_enum, listing_import_schedules_match_by_enum, listing_import_schedules_status_enum
  await knex.raw(`alter table listing_import_schedules
      drop constraint listing_import_schedules_name_length,
      drop constraint listing_import_schedules_interval_enum,
      drop constraint listing_import_schedules_match_by_enum,
      drop constraint listing_import_schedules_status_enum`);
  // undo invoices: add checks invoices_status_enum, invoices_notes_length
  await knex.raw(`alter table invoices
      drop constraint invoices_status_enum,
      drop constraint invoices_notes_length`);
  // undo invoice_lines: add checks invoice_lines_description_length, invoice_lines_quantity_min, invoice_lines_quantity_max, invoice_lines_unit_amount_min, invoice_lines_tax_rate_min, invoice_lines_tax_rate_max
  await knex.raw(`alter table invoice_lines
      drop constraint invoice_lines_description_length,
      drop constraint invoice_lines_quantity_min,
      drop constraint invoice_lines_quantity_max,
      drop constraint invoice_lines_unit_amount_min,
      drop constraint invoice_lines_tax_rate_min,
      drop constraint invoice_lines_tax_rate_max`);
  // undo html_templates: add checks html_templates_name_length, html_templates_html_length
  await knex.raw(`alter table html_templates
      drop constraint html_templates_name_length,
      drop constraint html_templates_html_length`);
  // undo general_settings: add checks general_settings_trading_name_length, general_settings_legal_name_length, general_settings_company_number_length, general_settings_vat_number_length, general_settings_eori_length, general_settings_contact_email_length, general_settings_contact_phone_length, general_settings_timezone_length, general_settings_date_format_enum, general_settings_weight_unit_enum, general_settings_dimension_unit_enum, general_settings_low_stock_threshold_min, general_settings_low_stock_threshold_max
  await knex.raw(`alter table general_settings
      drop constraint general_settings_trading_name_length,
      drop constraint general_settings_legal_name_length,
      drop constraint general_settings_company_number_length,
      drop constraint general_settings_vat_number_length,
      drop constraint general_settings_eori_length,
      drop constraint general_settings_contact_email_length,
      drop constraint general_settings_contact_phone_length,
      drop constraint general_settings_timezone_length,
      drop constraint general_settings_date_format_enum,
      drop constraint general_settings_weight_unit_enum,
      drop constraint general_settings_dimension_unit_enum,
      drop constraint general_settings_low_stock_threshold_min,
      drop constraint general_settings_low_stock_threshold_max`);
  // undo custom_fields: add checks custom_fields_entity_enum, custom_fields_key_length, custom_fields_label_length, custom_fields_type_enum, custom_fields_position_min, custom_fields_position_max, custom_fields_help_length
  await knex.raw(`alter table custom_fields
      drop constraint custom_fields_entity_enum,
      drop constraint custom_fields_key_length,
      drop constraint custom_fields_label_length,
      drop constraint custom_fields_type_enum,
      drop constraint custom_fields_position_min,
      drop constraint custom_fields_position_max,
      drop constraint custom_fields_help_length`);
  // undo currencies: add checks currencies_name_length, currencies_minor_units_min, currencies_minor_units_max, currencies_symbol_length, currencies_rate_to_base_min, currencies_rate_to_base_max
  await knex.raw(`alter table currencies
      drop constraint currencies_name_length,
      drop constraint currencies_minor_units_min,
      drop constraint currencies_minor_units_max,
      drop constraint currencies_symbol_length,
      drop constraint currencies_rate_to_base_min,
      drop constraint currencies_rate_to_base_max`);
  // undo csv_schedules: add checks csv_schedules_name_length, csv_schedules_entity_length, csv_schedules_frequency_enum, csv_schedules_weekday_enum, csv_schedules_month_day_min, csv_schedules_month_day_max, csv_schedules_status_enum, csv_schedules_last_run_status_enum
  await knex.raw(`alter table csv_schedules
      drop constraint csv_schedules_name_length,
      drop constraint csv_schedules_entity_length,
      drop constraint csv_schedules_frequency_enum,
      drop constraint csv_schedules_weekday_enum,
      drop constraint csv_schedules_month_day_min,
      drop constraint csv_schedules_month_day_max,
      drop constraint csv_schedules_status_enum,
      drop constraint csv_schedules_last_run_status_enum`);
  // undo brands: add checks brands_name_length, brands_code_length, brands_logo_url_length, brands_website_length
  await knex.raw(`alter table brands
      drop constraint brands_name_length,
      drop constraint brands_code_length,
      drop constraint brands_logo_url_length,
      drop constraint brands_website_length`);
  // undo attributes: add checks attributes_name_length, attributes_position_min, attributes_position_max
  await knex.raw(`alter table attributes
      drop constraint attributes_name_length,
      drop constraint attributes_position_min,
      drop constraint attributes_position_max`);
  // undo asns: add checks asns_status_enum, asns_carrier_length, asns_tracking_number_length, asns_carton_count_min, asns_carton_count_max, asns_notes_length
  await knex.raw(`alter table asns
      drop constraint asns_status_enum,
      drop constraint asns_carrier_length,
      drop constraint asns_tracking_number_length,
      drop constraint asns_carton_count_min,
      drop constraint asns_carton_count_max,
      drop constraint asns_notes_length`);
  // undo asn_lines: add checks asn_lines_sku_length, asn_lines_gtin_length, asn_lines_qty_min, asn_lines_qty_max, asn_lines_lot_length
  await knex.raw(`alter table asn_lines
      drop constraint asn_lines_sku_length,
      drop constraint asn_lines_gtin_length,
      drop constraint asn_lines_qty_min,
      drop constraint asn_lines_qty_max,
      drop constraint asn_lines_lot_length`);
  // undo accounts: add checks accounts_name_length, accounts_kind_enum, accounts_timezone_length
  await knex.raw(`alter table accounts
      drop constraint accounts_name_length,
      drop constraint accounts_kind_enum,
      drop constraint accounts_timezone_length`);
}
