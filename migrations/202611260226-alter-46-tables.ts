/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // asn_lines: drop index asn_lines_sku_trgm
  await knex.raw(`drop index asn_lines_sku_trgm`);
  // asns: drop index asns_number_trgm
  await knex.raw(`drop index asns_number_trgm`);
  // asns: drop index asns_tracking_number_trgm
  await knex.raw(`drop index asns_tracking_number_trgm`);
  // asns: drop index asns_supplier_name_trgm
  await knex.raw(`drop index asns_supplier_name_trgm`);
  // attributes: drop index attributes_name_trgm
  await knex.raw(`drop index attributes_name_trgm`);
  // brands: drop index brands_name_trgm
  await knex.raw(`drop index brands_name_trgm`);
  // brands: drop index brands_code_trgm
  await knex.raw(`drop index brands_code_trgm`);
  // csv_schedules: drop index csv_schedules_name_trgm
  await knex.raw(`drop index csv_schedules_name_trgm`);
  // csv_schedules: drop index csv_schedules_entity_trgm
  await knex.raw(`drop index csv_schedules_entity_trgm`);
  // currencies: drop index currencies_code_trgm
  await knex.raw(`drop index currencies_code_trgm`);
  // currencies: drop index currencies_name_trgm
  await knex.raw(`drop index currencies_name_trgm`);
  // custom_fields: drop index custom_fields_label_trgm
  await knex.raw(`drop index custom_fields_label_trgm`);
  // custom_fields: drop index custom_fields_key_trgm
  await knex.raw(`drop index custom_fields_key_trgm`);
  // html_templates: drop index html_templates_name_trgm
  await knex.raw(`drop index html_templates_name_trgm`);
  // invoice_lines: drop index invoice_lines_description_trgm
  await knex.raw(`drop index invoice_lines_description_trgm`);
  // invoices: drop index invoices_number_trgm
  await knex.raw(`drop index invoices_number_trgm`);
  // listing_import_schedules: drop index listing_import_schedules_name_trgm
  await knex.raw(`drop index listing_import_schedules_name_trgm`);
  // listings: drop index listings_sku_trgm
  await knex.raw(`drop index listings_sku_trgm`);
  // listings: drop index listings_title_trgm
  await knex.raw(`drop index listings_title_trgm`);
  // listings: drop index listings_external_id_trgm
  await knex.raw(`drop index listings_external_id_trgm`);
  // locations: drop index locations_name_trgm
  await knex.raw(`drop index locations_name_trgm`);
  // locations: drop index locations_code_trgm
  await knex.raw(`drop index locations_code_trgm`);
  // order_rules: drop index order_rules_name_trgm
  await knex.raw(`drop index order_rules_name_trgm`);
  // payment_cards: drop index payment_cards_holder_name_trgm
  await knex.raw(`drop index payment_cards_holder_name_trgm`);
  // payment_cards: drop index payment_cards_last4_trgm
  await knex.raw(`drop index payment_cards_last4_trgm`);
  // payment_methods: drop index payment_methods_name_trgm
  await knex.raw(`drop index payment_methods_name_trgm`);
  // payment_methods: drop index payment_methods_code_trgm
  await knex.raw(`drop index payment_methods_code_trgm`);
  // product_labels: drop index product_labels_file_name_trgm
  await knex.raw(`drop index product_labels_file_name_trgm`);
  // products: drop index products_sku_trgm
  await knex.raw(`drop index products_sku_trgm`);
  // products: drop index products_title_trgm
  await knex.raw(`drop index products_title_trgm`);
  // purchase_order_lines: drop index purchase_order_lines_sku_trgm
  await knex.raw(`drop index purchase_order_lines_sku_trgm`);
  // purchase_orders: drop index purchase_orders_number_trgm
  await knex.raw(`drop index purchase_orders_number_trgm`);
  // purchase_orders: drop index purchase_orders_supplier_name_trgm
  await knex.raw(`drop index purchase_orders_supplier_name_trgm`);
  // purchase_orders: drop index purchase_orders_supplier_ref_trgm
  await knex.raw(`drop index purchase_orders_supplier_ref_trgm`);
  // relationships: drop index relationships_name_trgm
  await knex.raw(`drop index relationships_name_trgm`);
  // relationships: drop index relationships_code_trgm
  await knex.raw(`drop index relationships_code_trgm`);
  // relationships: drop index relationships_company_trgm
  await knex.raw(`drop index relationships_company_trgm`);
  // relationships: drop index relationships_email_trgm
  await knex.raw(`drop index relationships_email_trgm`);
  // reports: drop index reports_name_trgm
  await knex.raw(`drop index reports_name_trgm`);
  // reports: drop index reports_description_trgm
  await knex.raw(`drop index reports_description_trgm`);
  // responsible_persons: drop index responsible_persons_name_trgm
  await knex.raw(`drop index responsible_persons_name_trgm`);
  // responsible_persons: drop index responsible_persons_email_trgm
  await knex.raw(`drop index responsible_persons_email_trgm`);
  // return_lines: drop index return_lines_sku_trgm
  await knex.raw(`drop index return_lines_sku_trgm`);
  // returns: drop index returns_rma_number_trgm
  await knex.raw(`drop index returns_rma_number_trgm`);
  // returns: drop index returns_order_number_trgm
  await knex.raw(`drop index returns_order_number_trgm`);
  // returns: drop index returns_customer_name_trgm
  await knex.raw(`drop index returns_customer_name_trgm`);
  // sales_channels: drop index sales_channels_name_trgm
  await knex.raw(`drop index sales_channels_name_trgm`);
  // sales_channels: drop index sales_channels_marketplace_trgm
  await knex.raw(`drop index sales_channels_marketplace_trgm`);
  // sales_channels: drop index sales_channels_shop_domain_trgm
  await knex.raw(`drop index sales_channels_shop_domain_trgm`);
  // sales_charges: drop index sales_charges_name_trgm
  await knex.raw(`drop index sales_charges_name_trgm`);
  // sales_order_lines: drop index sales_order_lines_sku_trgm
  await knex.raw(`drop index sales_order_lines_sku_trgm`);
  // sales_orders: drop index sales_orders_number_trgm
  await knex.raw(`drop index sales_orders_number_trgm`);
  // sales_orders: drop index sales_orders_channel_order_ref_trgm
  await knex.raw(`drop index sales_orders_channel_order_ref_trgm`);
  // sales_orders: drop index sales_orders_customer_name_trgm
  await knex.raw(`drop index sales_orders_customer_name_trgm`);
  // sales_taxes: drop index sales_taxes_name_trgm
  await knex.raw(`drop index sales_taxes_name_trgm`);
  // sales_taxes: drop index sales_taxes_code_trgm
  await knex.raw(`drop index sales_taxes_code_trgm`);
  // settlement_lines: drop index settlement_lines_order_ref_trgm
  await knex.raw(`drop index settlement_lines_order_ref_trgm`);
  // settlements: drop index settlements_external_id_trgm
  await knex.raw(`drop index settlements_external_id_trgm`);
  // shipment_lines: drop index shipment_lines_sku_trgm
  await knex.raw(`drop index shipment_lines_sku_trgm`);
  // shipments: drop index shipments_number_trgm
  await knex.raw(`drop index shipments_number_trgm`);
  // shipments: drop index shipments_order_number_trgm
  await knex.raw(`drop index shipments_order_number_trgm`);
  // shipments: drop index shipments_customer_name_trgm
  await knex.raw(`drop index shipments_customer_name_trgm`);
  // shipments: drop index shipments_tracking_number_trgm
  await knex.raw(`drop index shipments_tracking_number_trgm`);
  // shipping_carriers: drop index shipping_carriers_name_trgm
  await knex.raw(`drop index shipping_carriers_name_trgm`);
  // shipping_carriers: drop index shipping_carriers_code_trgm
  await knex.raw(`drop index shipping_carriers_code_trgm`);
  // shipping_methods: drop index shipping_methods_name_trgm
  await knex.raw(`drop index shipping_methods_name_trgm`);
  // shipping_methods: drop index shipping_methods_service_code_trgm
  await knex.raw(`drop index shipping_methods_service_code_trgm`);
  // shipping_templates: drop index shipping_templates_name_trgm
  await knex.raw(`drop index shipping_templates_name_trgm`);
  // stock_levels: drop index stock_levels_bin_trgm
  await knex.raw(`drop index stock_levels_bin_trgm`);
  // stock_movements: drop index stock_movements_reference_label_trgm
  await knex.raw(`drop index stock_movements_reference_label_trgm`);
  // stock_movements: drop index stock_movements_note_trgm
  await knex.raw(`drop index stock_movements_note_trgm`);
  // store_categories: drop index store_categories_name_trgm
  await knex.raw(`drop index store_categories_name_trgm`);
  // store_categories: drop index store_categories_slug_trgm
  await knex.raw(`drop index store_categories_slug_trgm`);
  // tax_compliance_applications: drop index tax_compliance_applications_company_name_trgm
  await knex.raw(`drop index tax_compliance_applications_company_name_trgm`);
  // tax_compliance_applications: drop index tax_compliance_applications_issued_number_trgm
  await knex.raw(`drop index tax_compliance_applications_issued_number_trgm`);
  // tax_compliance_applications: drop index tax_compliance_applications_vat_number_trgm
  await knex.raw(`drop index tax_compliance_applications_vat_number_trgm`);
  // templates: drop index templates_name_trgm
  await knex.raw(`drop index templates_name_trgm`);
  // users: drop index users_email_trgm
  await knex.raw(`drop index users_email_trgm`);
  // users: drop index users_name_trgm
  await knex.raw(`drop index users_name_trgm`);
  // vat_reports: drop index vat_reports_period_key_trgm
  await knex.raw(`drop index vat_reports_period_key_trgm`);
  // warehouse_provider_types: drop index warehouse_provider_types_name_trgm
  await knex.raw(`drop index warehouse_provider_types_name_trgm`);
  // warehouse_provider_types: drop index warehouse_provider_types_code_trgm
  await knex.raw(`drop index warehouse_provider_types_code_trgm`);
  // warehouse_providers: drop index warehouse_providers_name_trgm
  await knex.raw(`drop index warehouse_providers_name_trgm`);
  // warehouse_providers: drop index warehouse_providers_account_reference_trgm
  await knex.raw(`drop index warehouse_providers_account_reference_trgm`);
  // asn_lines: create index asn_lines_sku_trgm
  await knex.raw(`create index asn_lines_sku_trgm on asn_lines using gin (account_id, sku gin_trgm_ops)`);
  // asns: create index asns_number_trgm
  await knex.raw(`create index asns_number_trgm on asns using gin (account_id, number gin_trgm_ops)`);
  // asns: create index asns_tracking_number_trgm
  await knex.raw(`create index asns_tracking_number_trgm on asns using gin (account_id, tracking_number gin_trgm_ops)`);
  // asns: create index asns_supplier_name_trgm
  await knex.raw(`create index asns_supplier_name_trgm on asns using gin (account_id, supplier_name gin_trgm_ops)`);
  // attributes: create index attributes_name_trgm
  await knex.raw(`create index attributes_name_trgm on attributes using gin (account_id, name gin_trgm_ops)`);
  // brands: create index brands_name_trgm
  await knex.raw(`create index brands_name_trgm on brands using gin (account_id, name gin_trgm_ops)`);
  // brands: create index brands_code_trgm
  await knex.raw(`create index brands_code_trgm on brands using gin (account_id, code gin_trgm_ops)`);
  // csv_schedules: create index csv_schedules_name_trgm
  await knex.raw(`create index csv_schedules_name_trgm on csv_schedules using gin (account_id, name gin_trgm_ops)`);
  // csv_schedules: create index csv_schedules_entity_trgm
  await knex.raw(`create index csv_schedules_entity_trgm on csv_schedules using gin (account_id, entity gin_trgm_ops)`);
  // currencies: create index currencies_code_trgm
  await knex.raw(`create index currencies_code_trgm on currencies using gin (account_id, code gin_trgm_ops)`);
  // currencies: create index currencies_name_trgm
  await knex.raw(`create index currencies_name_trgm on currencies using gin (account_id, name gin_trgm_ops)`);
  // custom_fields: create index custom_fields_label_trgm
  await knex.raw(`create index custom_fields_label_trgm on custom_fields using gin (account_id, label gin_trgm_ops)`);
  // custom_fields: create index custom_fields_key_trgm
  await knex.raw(`create index custom_fields_key_trgm on custom_fields using gin (account_id, key gin_trgm_ops)`);
  // html_templates: create index html_templates_name_trgm
  await knex.raw(`create index html_templates_name_trgm on html_templates using gin (account_id, name gin_trgm_ops)`);
  // invoice_lines: create index invoice_lines_description_trgm
  await knex.raw(`create index invoice_lines_description_trgm on invoice_lines using gin (account_id, description gin_trgm_ops)`);
  // invoices: create index invoices_number_trgm
  await knex.raw(`create index invoices_number_trgm on invoices using gin (account_id, number gin_trgm_ops)`);
  // listing_import_schedules: create index listing_import_schedules_name_trgm
  await knex.raw(`create index listing_import_schedules_name_trgm on listing_import_schedules using gin (account_id, name gin_trgm_ops)`);
  // listings: create index listings_sku_trgm
  await knex.raw(`create index listings_sku_trgm on listings using gin (account_id, sku gin_trgm_ops)`);
  // listings: create index listings_title_trgm
  await knex.raw(`create index listings_title_trgm on listings using gin (account_id, title gin_trgm_ops)`);
  // listings: create index listings_external_id_trgm
  await knex.raw(`create index listings_external_id_trgm on listings using gin (account_id, external_id gin_trgm_ops)`);
  // locations: create index locations_name_trgm
  await knex.raw(`create index locations_name_trgm on locations using gin (account_id, name gin_trgm_ops)`);
  // locations: create index locations_code_trgm
  await knex.raw(`create index locations_code_trgm on locations using gin (account_id, code gin_trgm_ops)`);
  // order_rules: create index order_rules_name_trgm
  await knex.raw(`create index order_rules_name_trgm on order_rules using gin (account_id, name gin_trgm_ops)`);
  // payment_cards: create index payment_cards_holder_name_trgm
  await knex.raw(`create index payment_cards_holder_name_trgm on payment_cards using gin (account_id, holder_name gin_trgm_ops)`);
  // payment_cards: create index payment_cards_last4_trgm
  await knex.raw(`create index payment_cards_last4_trgm on payment_cards using gin (account_id, last4 gin_trgm_ops)`);
  // payment_methods: create index payment_methods_name_trgm
  await knex.raw(`create index payment_methods_name_trgm on payment_methods using gin (account_id, name gin_trgm_ops)`);
  // payment_methods: create index payment_methods_code_trgm
  await knex.raw(`create index payment_methods_code_trgm on payment_methods using gin (account_id, code gin_trgm_ops)`);
  // product_labels: create index product_labels_file_name_trgm
  await knex.raw(`create index product_labels_file_name_trgm on product_labels using gin (account_id, file_name gin_trgm_ops)`);
  // products: create index products_sku_trgm
  await knex.raw(`create index products_sku_trgm on products using gin (account_id, sku gin_trgm_ops)`);
  // products: create index products_title_trgm
  await knex.raw(`create index products_title_trgm on products using gin (account_id, title gin_trgm_ops)`);
  // purchase_order_lines: create index purchase_order_lines_sku_trgm
  await knex.raw(`create index purchase_order_lines_sku_trgm on purchase_order_lines using gin (account_id, sku gin_trgm_ops)`);
  // purchase_orders: create index purchase_orders_number_trgm
  await knex.raw(`create index purchase_orders_number_trgm on purchase_orders using gin (account_id, number gin_trgm_ops)`);
  // purchase_orders: create index purchase_orders_supplier_name_trgm
  await knex.raw(`create index purchase_orders_supplier_name_trgm on purchase_orders using gin (account_id, supplier_name gin_trgm_ops)`);
  // purchase_orders: create index purchase_orders_supplier_ref_trgm
  await knex.raw(`create index purchase_orders_supplier_ref_trgm on purchase_orders using gin (account_id, supplier_ref gin_trgm_ops)`);
  // relationships: create index relationships_name_trgm
  await knex.raw(`create index relationships_name_trgm on relationships using gin (account_id, name gin_trgm_ops)`);
  // relationships: create index relationships_code_trgm
  await knex.raw(`create index relationships_code_trgm on relationships using gin (account_id, code gin_trgm_ops)`);
  // relationships: create index relationships_company_trgm
  await knex.raw(`create index relationships_company_trgm on relationships using gin (account_id, company gin_trgm_ops)`);
  // relationships: create index relationships_email_trgm
  await knex.raw(`create index relationships_email_trgm on relationships using gin (account_id, email gin_trgm_ops)`);
  // reports: create index reports_name_trgm
  await knex.raw(`create index reports_name_trgm on reports using gin (account_id, name gin_trgm_ops)`);
  // reports: create index reports_description_trgm
  await knex.raw(`create index reports_description_trgm on reports using gin (account_id, description gin_trgm_ops)`);
  // responsible_persons: create index responsible_persons_name_trgm
  await knex.raw(`create index responsible_persons_name_trgm on responsible_persons using gin (account_id, name gin_trgm_ops)`);
  // responsible_persons: create index responsible_persons_email_trgm
  await knex.raw(`create index responsible_persons_email_trgm on responsible_persons using gin (account_id, email gin_trgm_ops)`);
  // return_lines: create index return_lines_sku_trgm
  await knex.raw(`create index return_lines_sku_trgm on return_lines using gin (account_id, sku gin_trgm_ops)`);
  // returns: create index returns_rma_number_trgm
  await knex.raw(`create index returns_rma_number_trgm on returns using gin (account_id, rma_number gin_trgm_ops)`);
  // returns: create index returns_order_number_trgm
  await knex.raw(`create index returns_order_number_trgm on returns using gin (account_id, order_number gin_trgm_ops)`);
  // returns: create index returns_customer_name_trgm
  await knex.raw(`create index returns_customer_name_trgm on returns using gin (account_id, customer_name gin_trgm_ops)`);
  // sales_channels: create index sales_channels_name_trgm
  await knex.raw(`create index sales_channels_name_trgm on sales_channels using gin (account_id, name gin_trgm_ops)`);
  // sales_channels: create index sales_channels_marketplace_trgm
  await knex.raw(`create index sales_channels_marketplace_trgm on sales_channels using gin (account_id, marketplace gin_trgm_ops)`);
  // sales_channels: create index sales_channels_shop_domain_trgm
  await knex.raw(`create index sales_channels_shop_domain_trgm on sales_channels using gin (account_id, shop_domain gin_trgm_ops)`);
  // sales_charges: create index sales_charges_name_trgm
  await knex.raw(`create index sales_charges_name_trgm on sales_charges using gin (account_id, name gin_trgm_ops)`);
  // sales_order_lines: create index sales_order_lines_sku_trgm
  await knex.raw(`create index sales_order_lines_sku_trgm on sales_order_lines using gin (account_id, sku gin_trgm_ops)`);
  // sales_orders: create index sales_orders_number_trgm
  await knex.raw(`create index sales_orders_number_trgm on sales_orders using gin (account_id, number gin_trgm_ops)`);
  // sales_orders: create index sales_orders_channel_order_ref_trgm
  await knex.raw(`create index sales_orders_channel_order_ref_trgm on sales_orders using gin (account_id, channel_order_ref gin_trgm_ops)`);
  // sales_orders: create index sales_orders_customer_name_trgm
  await knex.raw(`create index sales_orders_customer_name_trgm on sales_orders using gin (account_id, customer_name gin_trgm_ops)`);
  // sales_taxes: create index sales_taxes_name_trgm
  await knex.raw(`create index sales_taxes_name_trgm on sales_taxes using gin (account_id, name gin_trgm_ops)`);
  // sales_taxes: create index sales_taxes_code_trgm
  await knex.raw(`create index sales_taxes_code_trgm on sales_taxes using gin (account_id, code gin_trgm_ops)`);
  // settlement_lines: create index settlement_lines_order_ref_trgm
  await knex.raw(`create index settlement_lines_order_ref_trgm on settlement_lines using gin (account_id, order_ref gin_trgm_ops)`);
  // settlements: create index settlements_external_id_trgm
  await knex.raw(`create index settlements_external_id_trgm on settlements using gin (account_id, external_id gin_trgm_ops)`);
  // shipment_lines: create index shipment_lines_sku_trgm
  await knex.raw(`create index shipment_lines_sku_trgm on shipment_lines using gin (account_id, sku gin_trgm_ops)`);
  // shipments: create index shipments_number_trgm
  await knex.raw(`create index shipments_number_trgm on shipments using gin (account_id, number gin_trgm_ops)`);
  // shipments: create index shipments_order_number_trgm
  await knex.raw(`create index shipments_order_number_trgm on shipments using gin (account_id, order_number gin_trgm_ops)`);
  // shipments: create index shipments_customer_name_trgm
  await knex.raw(`create index shipments_customer_name_trgm on shipments using gin (account_id, customer_name gin_trgm_ops)`);
  // shipments: create index shipments_tracking_number_trgm
  await knex.raw(`create index shipments_tracking_number_trgm on shipments using gin (account_id, tracking_number gin_trgm_ops)`);
  // shipping_carriers: create index shipping_carriers_name_trgm
  await knex.raw(`create index shipping_carriers_name_trgm on shipping_carriers using gin (account_id, name gin_trgm_ops)`);
  // shipping_carriers: create index shipping_carriers_code_trgm
  await knex.raw(`create index shipping_carriers_code_trgm on shipping_carriers using gin (account_id, code gin_trgm_ops)`);
  // shipping_methods: create index shipping_methods_name_trgm
  await knex.raw(`create index shipping_methods_name_trgm on shipping_methods using gin (account_id, name gin_trgm_ops)`);
  // shipping_methods: create index shipping_methods_service_code_trgm
  await knex.raw(`create index shipping_methods_service_code_trgm on shipping_methods using gin (account_id, service_code gin_trgm_ops)`);
  // shipping_templates: create index shipping_templates_name_trgm
  await knex.raw(`create index shipping_templates_name_trgm on shipping_templates using gin (account_id, name gin_trgm_ops)`);
  // stock_levels: create index stock_levels_bin_trgm
  await knex.raw(`create index stock_levels_bin_trgm on stock_levels using gin (account_id, bin gin_trgm_ops)`);
  // stock_movements: create index stock_movements_reference_label_trgm
  await knex.raw(`create index stock_movements_reference_label_trgm on stock_movements using gin (account_id, reference_label gin_trgm_ops)`);
  // stock_movements: create index stock_movements_note_trgm
  await knex.raw(`create index stock_movements_note_trgm on stock_movements using gin (account_id, note gin_trgm_ops)`);
  // store_categories: create index store_categories_name_trgm
  await knex.raw(`create index store_categories_name_trgm on store_categories using gin (account_id, name gin_trgm_ops)`);
  // store_categories: create index store_categories_slug_trgm
  await knex.raw(`create index store_categories_slug_trgm on store_categories using gin (account_id, slug gin_trgm_ops)`);
  // tax_compliance_applications: create index tax_compliance_applications_company_name_trgm
  await knex.raw(`create index tax_compliance_applications_company_name_trgm on tax_compliance_applications using gin (account_id, company_name gin_trgm_ops)`);
  // tax_compliance_applications: create index tax_compliance_applications_issued_number_trgm
  await knex.raw(`create index tax_compliance_applications_issued_number_trgm on tax_compliance_applications using gin (account_id, issued_number gin_trgm_ops)`);
  // tax_compliance_applications: create index tax_compliance_applications_vat_number_trgm
  await knex.raw(`create index tax_compliance_applications_vat_number_trgm on tax_compliance_applications using gin (account_id, vat_number gin_trgm_ops)`);
  // templates: create index templates_name_trgm
  await knex.raw(`create index templates_name_trgm on templates using gin (account_id, name gin_trgm_ops)`);
  // users: create index users_email_trgm
  await knex.raw(`create index users_email_trgm on users using gin (account_id, email gin_trgm_ops)`);
  // users: create index users_name_trgm
  await knex.raw(`create index users_name_trgm on users using gin (account_id, name gin_trgm_ops)`);
  // vat_reports: create index vat_reports_period_key_trgm
  await knex.raw(`create index vat_reports_period_key_trgm on vat_reports using gin (account_id, period_key gin_trgm_ops)`);
  // warehouse_provider_types: create index warehouse_provider_types_name_trgm
  await knex.raw(`create index warehouse_provider_types_name_trgm on warehouse_provider_types using gin (account_id, name gin_trgm_ops)`);
  // warehouse_provider_types: create index warehouse_provider_types_code_trgm
  await knex.raw(`create index warehouse_provider_types_code_trgm on warehouse_provider_types using gin (account_id, code gin_trgm_ops)`);
  // warehouse_providers: create index warehouse_providers_name_trgm
  await knex.raw(`create index warehouse_providers_name_trgm on warehouse_providers using gin (account_id, name gin_trgm_ops)`);
  // warehouse_providers: create index warehouse_providers_account_reference_trgm
  await knex.raw(`create index warehouse_providers_account_reference_trgm on warehouse_providers using gin (account_id, account_reference gin_trgm_ops)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo warehouse_providers: create index warehouse_providers_account_reference_trgm
  await knex.raw(`drop index warehouse_providers_account_reference_trgm`);
  // undo warehouse_providers: create index warehouse_providers_name_trgm
  await knex.raw(`drop index warehouse_providers_name_trgm`);
  // undo warehouse_provider_types: create index warehouse_provider_types_code_trgm
  await knex.raw(`drop index warehouse_provider_types_code_trgm`);
  // undo warehouse_provider_types: create index warehouse_provider_types_name_trgm
  await knex.raw(`drop index warehouse_provider_types_name_trgm`);
  // undo vat_reports: create index vat_reports_period_key_trgm
  await knex.raw(`drop index vat_reports_period_key_trgm`);
  // undo users: create index users_name_trgm
  await knex.raw(`drop index users_name_trgm`);
  // undo users: create index users_email_trgm
  await knex.raw(`drop index users_email_trgm`);
  // undo templates: create index templates_name_trgm
  await knex.raw(`drop index templates_name_trgm`);
  // undo tax_compliance_applications: create index tax_compliance_applications_vat_number_trgm
  await knex.raw(`drop index tax_compliance_applications_vat_number_trgm`);
  // undo tax_compliance_applications: create index tax_compliance_applications_issued_number_trgm
  await knex.raw(`drop index tax_compliance_applications_issued_number_trgm`);
  // undo tax_compliance_applications: create index tax_compliance_applications_company_name_trgm
  await knex.raw(`drop index tax_compliance_applications_company_name_trgm`);
  // undo store_categories: create index store_categories_slug_trgm
  await knex.raw(`drop index store_categories_slug_trgm`);
  // undo store_categories: create index store_categories_name_trgm
  await knex.raw(`drop index store_categories_name_trgm`);
  // undo stock_movements: create index stock_movements_note_trgm
  await knex.raw(`drop index stock_movements_note_trgm`);
  // undo stock_movements: create index stock_movements_reference_label_trgm
  await knex.raw(`drop index stock_movements_reference_label_trgm`);
  // undo stock_levels: create index stock_levels_bin_trgm
  await knex.raw(`drop index stock_levels_bin_trgm`);
  // undo shipping_templates: create index shipping_templates_name_trgm
  await knex.raw(`drop index shipping_templates_name_trgm`);
  // undo shipping_methods: create index shipping_methods_service_code_trgm
  await knex.raw(`drop index shipping_methods_service_code_trgm`);
  // undo shipping_methods: create index shipping_methods_name_trgm
  await knex.raw(`drop index shipping_methods_name_trgm`);
  // undo shipping_carriers: create index shipping_carriers_code_trgm
  await knex.raw(`drop index shipping_carriers_code_trgm`);
  // undo shipping_carriers: create index shipping_carriers_name_trgm
  await knex.raw(`drop index shipping_carriers_name_trgm`);
  // undo shipments: create index shipments_tracking_number_trgm
  await knex.raw(`drop index shipments_tracking_number_trgm`);
  // undo shipments: create index shipments_customer_name_trgm
  await knex.raw(`drop index shipments_customer_name_trgm`);
  // undo shipments: create index shipments_order_number_trgm
  await knex.raw(`drop index shipments_order_number_trgm`);
  // undo shipments: create index shipments_number_trgm
  await knex.raw(`drop index shipments_number_trgm`);
  // undo shipment_lines: create index shipment_lines_sku_trgm
  await knex.raw(`drop index shipment_lines_sku_trgm`);
  // undo settlements: create index settlements_external_id_trgm
  await knex.raw(`drop index settlements_external_id_trgm`);
  // undo settlement_lines: create index settlement_lines_order_ref_trgm
  await knex.raw(`drop index settlement_lines_order_ref_trgm`);
  // undo sales_taxes: create index sales_taxes_code_trgm
  await knex.raw(`drop index sales_taxes_code_trgm`);
  // undo sales_taxes: create index sales_taxes_name_trgm
  await knex.raw(`drop index sales_taxes_name_trgm`);
  // undo sales_orders: create index sales_orders_customer_name_trgm
  await knex.raw(`drop index sales_orders_customer_name_trgm`);
  // undo sales_orders: create index sales_orders_channel_order_ref_trgm
  await knex.raw(`drop index sales_orders_channel_order_ref_trgm`);
  // undo sales_orders: create index sales_orders_number_trgm
  await knex.raw(`drop index sales_orders_number_trgm`);
  // undo sales_order_lines: create index sales_order_lines_sku_trgm
  await knex.raw(`drop index sales_order_lines_sku_trgm`);
  // undo sales_charges: create index sales_charges_name_trgm
  await knex.raw(`drop index sales_charges_name_trgm`);
  // undo sales_channels: create index sales_channels_shop_domain_trgm
  await knex.raw(`drop index sales_channels_shop_domain_trgm`);
  // undo sales_channels: create index sales_channels_marketplace_trgm
  await knex.raw(`drop index sales_channels_marketplace_trgm`);
  // undo sales_channels: create index sales_channels_name_trgm
  await knex.raw(`drop index sales_channels_name_trgm`);
  // undo returns: create index returns_customer_name_trgm
  await knex.raw(`drop index returns_customer_name_trgm`);
  // undo returns: create index returns_order_number_trgm
  await knex.raw(`drop index returns_order_number_trgm`);
  // undo returns: create index returns_rma_number_trgm
  await knex.raw(`drop index returns_rma_number_trgm`);
  // undo return_lines: create index return_lines_sku_trgm
  await knex.raw(`drop index return_lines_sku_trgm`);
  // undo responsible_persons: create index responsible_persons_email_trgm
  await knex.raw(`drop index responsible_persons_email_trgm`);
  // undo responsible_persons: create index responsible_persons_name_trgm
  await knex.raw(`drop index responsible_persons_name_trgm`);
  // undo reports: create index reports_description_trgm
  await knex.raw(`drop index reports_description_trgm`);
  // undo reports: create index reports_name_trgm
  await knex.raw(`drop index reports_name_trgm`);
  // undo relationships: create index relationships_email_trgm
  await knex.raw(`drop index relationships_email_trgm`);
  // undo relationships: create index relationships_company_trgm
  await knex.raw(`drop index relationships_company_trgm`);
  // undo relationships: create index relationships_code_trgm
  await knex.raw(`drop index relationships_code_trgm`);
  // undo relationships: create index relationships_name_trgm
  await knex.raw(`drop index relationships_name_trgm`);
  // undo purchase_orders: create index purchase_orders_supplier_ref_trgm
  await knex.raw(`drop index purchase_orders_supplier_ref_trgm`);
  // undo purchase_orders: create index purchase_orders_supplier_name_trgm
  await knex.raw(`drop index purchase_orders_supplier_name_trgm`);
  // undo purchase_orders: create index purchase_orders_number_trgm
  await knex.raw(`drop index purchase_orders_number_trgm`);
  // undo purchase_order_lines: create index purchase_order_lines_sku_trgm
  await knex.raw(`drop index purchase_order_lines_sku_trgm`);
  // undo products: create index products_title_trgm
  await knex.raw(`drop index products_title_trgm`);
  // undo products: create index products_sku_trgm
  await knex.raw(`drop index products_sku_trgm`);
  // undo product_labels: create index product_labels_file_name_trgm
  await knex.raw(`drop index product_labels_file_name_trgm`);
  // undo payment_methods: create index payment_methods_code_trgm
  await knex.raw(`drop index payment_methods_code_trgm`);
  // undo payment_methods: create index payment_methods_name_trgm
  await knex.raw(`drop index payment_methods_name_trgm`);
  // undo payment_cards: create index payment_cards_last4_trgm
  await knex.raw(`drop index payment_cards_last4_trgm`);
  // undo payment_cards: create index payment_cards_holder_name_trgm
  await knex.raw(`drop index payment_cards_holder_name_trgm`);
  // undo order_rules: create index order_rules_name_trgm
  await knex.raw(`drop index order_rules_name_trgm`);
  // undo locations: create index locations_code_trgm
  await knex.raw(`drop index locations_code_trgm`);
  // undo locations: create index locations_name_trgm
  await knex.raw(`drop index locations_name_trgm`);
  // undo listings: create index listings_external_id_trgm
  await knex.raw(`drop index listings_external_id_trgm`);
  // undo listings: create index listings_title_trgm
  await knex.raw(`drop index listings_title_trgm`);
  // undo listings: create index listings_sku_trgm
  await knex.raw(`drop index listings_sku_trgm`);
  // undo listing_import_schedules: create index listing_import_schedules_name_trgm
  await knex.raw(`drop index listing_import_schedules_name_trgm`);
  // undo invoices: create index invoices_number_trgm
  await knex.raw(`drop index invoices_number_trgm`);
  // undo invoice_lines: create index invoice_lines_description_trgm
  await knex.raw(`drop index invoice_lines_description_trgm`);
  // undo html_templates: create index html_templates_name_trgm
  await knex.raw(`drop index html_templates_name_trgm`);
  // undo custom_fields: create index custom_fields_key_trgm
  await knex.raw(`drop index custom_fields_key_trgm`);
  // undo custom_fields: create index custom_fields_label_trgm
  await knex.raw(`drop index custom_fields_label_trgm`);
  // undo currencies: create index currencies_name_trgm
  await knex.raw(`drop index currencies_name_trgm`);
  // undo currencies: create index currencies_code_trgm
  await knex.raw(`drop index currencies_code_trgm`);
  // undo csv_schedules: create index csv_schedules_entity_trgm
  await knex.raw(`drop index csv_schedules_entity_trgm`);
  // undo csv_schedules: create index csv_schedules_name_trgm
  await knex.raw(`drop index csv_schedules_name_trgm`);
  // undo brands: create index brands_code_trgm
  await knex.raw(`drop index brands_code_trgm`);
  // undo brands: create index brands_name_trgm
  await knex.raw(`drop index brands_name_trgm`);
  // undo attributes: create index attributes_name_trgm
  await knex.raw(`drop index attributes_name_trgm`);
  // undo asns: create index asns_supplier_name_trgm
  await knex.raw(`drop index asns_supplier_name_trgm`);
  // undo asns: create index asns_tracking_number_trgm
  await knex.raw(`drop index asns_tracking_number_trgm`);
  // undo asns: create index asns_number_trgm
  await knex.raw(`drop index asns_number_trgm`);
  // undo asn_lines: create index asn_lines_sku_trgm
  await knex.raw(`drop index asn_lines_sku_trgm`);
  // undo warehouse_providers: drop index warehouse_providers_account_reference_trgm
  await knex.raw(`create index warehouse_providers_account_reference_trgm on warehouse_providers using gin (account_reference gin_trgm_ops)`);
  // undo warehouse_providers: drop index warehouse_providers_name_trgm
  await knex.raw(`create index warehouse_providers_name_trgm on warehouse_providers using gin (name gin_trgm_ops)`);
  // undo warehouse_provider_types: drop index warehouse_provider_types_code_trgm
  await knex.raw(`create index warehouse_provider_types_code_trgm on warehouse_provider_types using gin (code gin_trgm_ops)`);
  // undo warehouse_provider_types: drop index warehouse_provider_types_name_trgm
  await knex.raw(`create index warehouse_provider_types_name_trgm on warehouse_provider_types using gin (name gin_trgm_ops)`);
  // undo vat_reports: drop index vat_reports_period_key_trgm
  await knex.raw(`create index vat_reports_period_key_trgm on vat_reports using gin (period_key gin_trgm_ops)`);
  // undo users: drop index users_name_trgm
  await knex.raw(`create index users_name_trgm on users using gin (name gin_trgm_ops)`);
  // undo users: drop index users_email_trgm
  await knex.raw(`create index users_email_trgm on users using gin (email gin_trgm_ops)`);
  // undo templates: drop index templates_name_trgm
  await knex.raw(`create index templates_name_trgm on templates using gin (name gin_trgm_ops)`);
  // undo tax_compliance_applications: drop index tax_compliance_applications_vat_number_trgm
  await knex.raw(`create index tax_compliance_applications_vat_number_trgm on tax_compliance_applications using gin (vat_number gin_trgm_ops)`);
  // undo tax_compliance_applications: drop index tax_compliance_applications_issued_number_trgm
  await knex.raw(`create index tax_compliance_applications_issued_number_trgm on tax_compliance_applications using gin (issued_number gin_trgm_ops)`);
  // undo tax_compliance_applications: drop index tax_compliance_applications_company_name_trgm
  await knex.raw(`create index tax_compliance_applications_company_name_trgm on tax_compliance_applications using gin (company_name gin_trgm_ops)`);
  // undo store_categories: drop index store_categories_slug_trgm
  await knex.raw(`create index store_categories_slug_trgm on store_categories using gin (slug gin_trgm_ops)`);
  // undo store_categories: drop index store_categories_name_trgm
  await knex.raw(`create index store_categories_name_trgm on store_categories using gin (name gin_trgm_ops)`);
  // undo stock_movements: drop index stock_movements_note_trgm
  await knex.raw(`create index stock_movements_note_trgm on stock_movements using gin (note gin_trgm_ops)`);
  // undo stock_movements: drop index stock_movements_reference_label_trgm
  await knex.raw(`create index stock_movements_reference_label_trgm on stock_movements using gin (reference_label gin_trgm_ops)`);
  // undo stock_levels: drop index stock_levels_bin_trgm
  await knex.raw(`create index stock_levels_bin_trgm on stock_levels using gin (bin gin_trgm_ops)`);
  // undo shipping_templates: drop index shipping_templates_name_trgm
  await knex.raw(`create index shipping_templates_name_trgm on shipping_templates using gin (name gin_trgm_ops)`);
  // undo shipping_methods: drop index shipping_methods_service_code_trgm
  await knex.raw(`create index shipping_methods_service_code_trgm on shipping_methods using gin (service_code gin_trgm_ops)`);
  // undo shipping_methods: drop index shipping_methods_name_trgm
  await knex.raw(`create index shipping_methods_name_trgm on shipping_methods using gin (name gin_trgm_ops)`);
  // undo shipping_carriers: drop index shipping_carriers_code_trgm
  await knex.raw(`create index shipping_carriers_code_trgm on shipping_carriers using gin (code gin_trgm_ops)`);
  // undo shipping_carriers: drop index shipping_carriers_name_trgm
  await knex.raw(`create index shipping_carriers_name_trgm on shipping_carriers using gin (name gin_trgm_ops)`);
  // undo shipments: drop index shipments_tracking_number_trgm
  await knex.raw(`create index shipments_tracking_number_trgm on shipments using gin (tracking_number gin_trgm_ops)`);
  // undo shipments: drop index shipments_customer_name_trgm
  await knex.raw(`create index shipments_customer_name_trgm on shipments using gin (customer_name gin_trgm_ops)`);
  // undo shipments: drop index shipments_order_number_trgm
  await knex.raw(`create index shipments_order_number_trgm on shipments using gin (order_number gin_trgm_ops)`);
  // undo shipments: drop index shipments_number_trgm
  await knex.raw(`create index shipments_number_trgm on shipments using gin (number gin_trgm_ops)`);
  // undo shipment_lines: drop index shipment_lines_sku_trgm
  await knex.raw(`create index shipment_lines_sku_trgm on shipment_lines using gin (sku gin_trgm_ops)`);
  // undo settlements: drop index settlements_external_id_trgm
  await knex.raw(`create index settlements_external_id_trgm on settlements using gin (external_id gin_trgm_ops)`);
  // undo settlement_lines: drop index settlement_lines_order_ref_trgm
  await knex.raw(`create index settlement_lines_order_ref_trgm on settlement_lines using gin (order_ref gin_trgm_ops)`);
  // undo sales_taxes: drop index sales_taxes_code_trgm
  await knex.raw(`create index sales_taxes_code_trgm on sales_taxes using gin (code gin_trgm_ops)`);
  // undo sales_taxes: drop index sales_taxes_name_trgm
  await knex.raw(`create index sales_taxes_name_trgm on sales_taxes using gin (name gin_trgm_ops)`);
  // undo sales_orders: drop index sales_orders_customer_name_trgm
  await knex.raw(`create index sales_orders_customer_name_trgm on sales_orders using gin (customer_name gin_trgm_ops)`);
  // undo sales_orders: drop index sales_orders_channel_order_ref_trgm
  await knex.raw(`create index sales_orders_channel_order_ref_trgm on sales_orders using gin (channel_order_ref gin_trgm_ops)`);
  // undo sales_orders: drop index sales_orders_number_trgm
  await knex.raw(`create index sales_orders_number_trgm on sales_orders using gin (number gin_trgm_ops)`);
  // undo sales_order_lines: drop index sales_order_lines_sku_trgm
  await knex.raw(`create index sales_order_lines_sku_trgm on sales_order_lines using gin (sku gin_trgm_ops)`);
  // undo sales_charges: drop index sales_charges_name_trgm
  await knex.raw(`create index sales_charges_name_trgm on sales_charges using gin (name gin_trgm_ops)`);
  // undo sales_channels: drop index sales_channels_shop_domain_trgm
  await knex.raw(`create index sales_channels_shop_domain_trgm on sales_channels using gin (shop_domain gin_trgm_ops)`);
  // undo sales_channels: drop index sales_channels_marketplace_trgm
  await knex.raw(`create index sales_channels_marketplace_trgm on sales_channels using gin (marketplace gin_trgm_ops)`);
  // undo sales_channels: drop index sales_channels_name_trgm
  await knex.raw(`create index sales_channels_name_trgm on sales_channels using gin (name gin_trgm_ops)`);
  // undo returns: drop index returns_customer_name_trgm
  await knex.raw(`create index returns_customer_name_trgm on returns using gin (customer_name gin_trgm_ops)`);
  // undo returns: drop index returns_order_number_trgm
  await knex.raw(`create index returns_order_number_trgm on returns using gin (order_number gin_trgm_ops)`);
  // undo returns: drop index returns_rma_number_trgm
  await knex.raw(`create index returns_rma_number_trgm on returns using gin (rma_number gin_trgm_ops)`);
  // undo return_lines: drop index return_lines_sku_trgm
  await knex.raw(`create index return_lines_sku_trgm on return_lines using gin (sku gin_trgm_ops)`);
  // undo responsible_persons: drop index responsible_persons_email_trgm
  await knex.raw(`create index responsible_persons_email_trgm on responsible_persons using gin (email gin_trgm_ops)`);
  // undo responsible_persons: drop index responsible_persons_name_trgm
  await knex.raw(`create index responsible_persons_name_trgm on responsible_persons using gin (name gin_trgm_ops)`);
  // undo reports: drop index reports_description_trgm
  await knex.raw(`create index reports_description_trgm on reports using gin (description gin_trgm_ops)`);
  // undo reports: drop index reports_name_trgm
  await knex.raw(`create index reports_name_trgm on reports using gin (name gin_trgm_ops)`);
  // undo relationships: drop index relationships_email_trgm
  await knex.raw(`create index relationships_email_trgm on relationships using gin (email gin_trgm_ops)`);
  // undo relationships: drop index relationships_company_trgm
  await knex.raw(`create index relationships_company_trgm on relationships using gin (company gin_trgm_ops)`);
  // undo relationships: drop index relationships_code_trgm
  await knex.raw(`create index relationships_code_trgm on relationships using gin (code gin_trgm_ops)`);
  // undo relationships: drop index relationships_name_trgm
  await knex.raw(`create index relationships_name_trgm on relationships using gin (name gin_trgm_ops)`);
  // undo purchase_orders: drop index purchase_orders_supplier_ref_trgm
  await knex.raw(`create index purchase_orders_supplier_ref_trgm on purchase_orders using gin (supplier_ref gin_trgm_ops)`);
  // undo purchase_orders: drop index purchase_orders_supplier_name_trgm
  await knex.raw(`create index purchase_orders_supplier_name_trgm on purchase_orders using gin (supplier_name gin_trgm_ops)`);
  // undo purchase_orders: drop index purchase_orders_number_trgm
  await knex.raw(`create index purchase_orders_number_trgm on purchase_orders using gin (number gin_trgm_ops)`);
  // undo purchase_order_lines: drop index purchase_order_lines_sku_trgm
  await knex.raw(`create index purchase_order_lines_sku_trgm on purchase_order_lines using gin (sku gin_trgm_ops)`);
  // undo products: drop index products_title_trgm
  await knex.raw(`create index products_title_trgm on products using gin (title gin_trgm_ops)`);
  // undo products: drop index products_sku_trgm
  await knex.raw(`create index products_sku_trgm on products using gin (sku gin_trgm_ops)`);
  // undo product_labels: drop index product_labels_file_name_trgm
  await knex.raw(`create index product_labels_file_name_trgm on product_labels using gin (file_name gin_trgm_ops)`);
  // undo payment_methods: drop index payment_methods_code_trgm
  await knex.raw(`create index payment_methods_code_trgm on payment_methods using gin (code gin_trgm_ops)`);
  // undo payment_methods: drop index payment_methods_name_trgm
  await knex.raw(`create index payment_methods_name_trgm on payment_methods using gin (name gin_trgm_ops)`);
  // undo payment_cards: drop index payment_cards_last4_trgm
  await knex.raw(`create index payment_cards_last4_trgm on payment_cards using gin (last4 gin_trgm_ops)`);
  // undo payment_cards: drop index payment_cards_holder_name_trgm
  await knex.raw(`create index payment_cards_holder_name_trgm on payment_cards using gin (holder_name gin_trgm_ops)`);
  // undo order_rules: drop index order_rules_name_trgm
  await knex.raw(`create index order_rules_name_trgm on order_rules using gin (name gin_trgm_ops)`);
  // undo locations: drop index locations_code_trgm
  await knex.raw(`create index locations_code_trgm on locations using gin (code gin_trgm_ops)`);
  // undo locations: drop index locations_name_trgm
  await knex.raw(`create index locations_name_trgm on locations using gin (name gin_trgm_ops)`);
  // undo listings: drop index listings_external_id_trgm
  await knex.raw(`create index listings_external_id_trgm on listings using gin (external_id gin_trgm_ops)`);
  // undo listings: drop index listings_title_trgm
  await knex.raw(`create index listings_title_trgm on listings using gin (title gin_trgm_ops)`);
  // undo listings: drop index listings_sku_trgm
  await knex.raw(`create index listings_sku_trgm on listings using gin (sku gin_trgm_ops)`);
  // undo listing_import_schedules: drop index listing_import_schedules_name_trgm
  await knex.raw(`create index listing_import_schedules_name_trgm on listing_import_schedules using gin (name gin_trgm_ops)`);
  // undo invoices: drop index invoices_number_trgm
  await knex.raw(`create index invoices_number_trgm on invoices using gin (number gin_trgm_ops)`);
  // undo invoice_lines: drop index invoice_lines_description_trgm
  await knex.raw(`create index invoice_lines_description_trgm on invoice_lines using gin (description gin_trgm_ops)`);
  // undo html_templates: drop index html_templates_name_trgm
  await knex.raw(`create index html_templates_name_trgm on html_templates using gin (name gin_trgm_ops)`);
  // undo custom_fields: drop index custom_fields_key_trgm
  await knex.raw(`create index custom_fields_key_trgm on custom_fields using gin (key gin_trgm_ops)`);
  // undo custom_fields: drop index custom_fields_label_trgm
  await knex.raw(`create index custom_fields_label_trgm on custom_fields using gin (label gin_trgm_ops)`);
  // undo currencies: drop index currencies_name_trgm
  await knex.raw(`create index currencies_name_trgm on currencies using gin (name gin_trgm_ops)`);
  // undo currencies: drop index currencies_code_trgm
  await knex.raw(`create index currencies_code_trgm on currencies using gin (code gin_trgm_ops)`);
  // undo csv_schedules: drop index csv_schedules_entity_trgm
  await knex.raw(`create index csv_schedules_entity_trgm on csv_schedules using gin (entity gin_trgm_ops)`);
  // undo csv_schedules: drop index csv_schedules_name_trgm
  await knex.raw(`create index csv_schedules_name_trgm on csv_schedules using gin (name gin_trgm_ops)`);
  // undo brands: drop index brands_code_trgm
  await knex.raw(`create index brands_code_trgm on brands using gin (code gin_trgm_ops)`);
  // undo brands: drop index brands_name_trgm
  await knex.raw(`create index brands_name_trgm on brands using gin (name gin_trgm_ops)`);
  // undo attributes: drop index attributes_name_trgm
  await knex.raw(`create index attributes_name_trgm on attributes using gin (name gin_trgm_ops)`);
  // undo asns: drop index asns_supplier_name_trgm
  await knex.raw(`create index asns_supplier_name_trgm on asns using gin (supplier_name gin_trgm_ops)`);
  // undo asns: drop index asns_tracking_number_trgm
  await knex.raw(`create index asns_tracking_number_trgm on asns using gin (tracking_number gin_trgm_ops)`);
  // undo asns: drop index asns_number_trgm
  await knex.raw(`create index asns_number_trgm on asns using gin (number gin_trgm_ops)`);
  // undo asn_lines: drop index asn_lines_sku_trgm
  await knex.raw(`create index asn_lines_sku_trgm on asn_lines using gin (sku gin_trgm_ops)`);
}
