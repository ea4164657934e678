/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/*.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { AccountModel } from './account.ts';
import { AsnLineModel } from './asn-line.ts';
import { AsnModel } from './asn.ts';
import { AttributeModel } from './attribute.ts';
import { BrandModel } from './brand.ts';
import { CsvScheduleModel } from './csv-schedule.ts';
import { CurrencyModel } from './currency.ts';
import { CustomFieldModel } from './custom-field.ts';
import { GeneralSettingsModel } from './general-settings.ts';
import { HtmlTemplateModel } from './html-template.ts';
import { InvoiceLineModel } from './invoice-line.ts';
import { InvoiceModel } from './invoice.ts';
import { ListingImportScheduleModel } from './listing-import-schedule.ts';
import { ListingModel } from './listing.ts';
import { LocationModel } from './location.ts';
import { OrderRuleModel } from './order-rule.ts';
import { PaymentCardModel } from './payment-card.ts';
import { PaymentMethodModel } from './payment-method.ts';
import { ProductLabelModel } from './product-label.ts';
import { ProductModel } from './product.ts';
import { PurchaseOrderLineModel } from './purchase-order-line.ts';
import { PurchaseOrderModel } from './purchase-order.ts';
import { RelationshipModel } from './relationship.ts';
import { ReportModel } from './report.ts';
import { ResponsiblePersonModel } from './responsible-person.ts';
import { ReturnLineModel } from './return-line.ts';
import { ReturnSettingsModel } from './return-settings.ts';
import { ReturnModel } from './return.ts';
import { SalesChannelModel } from './sales-channel.ts';
import { SalesChargeModel } from './sales-charge.ts';
import { SalesOrderLineModel } from './sales-order-line.ts';
import { SalesOrderModel } from './sales-order.ts';
import { SalesTaxModel } from './sales-tax.ts';
import { SettlementLineModel } from './settlement-line.ts';
import { SettlementModel } from './settlement.ts';
import { ShipmentLineModel } from './shipment-line.ts';
import { ShipmentModel } from './shipment.ts';
import { ShippingCarrierModel } from './shipping-carrier.ts';
import { ShippingMethodModel } from './shipping-method.ts';
import { ShippingTemplateModel } from './shipping-template.ts';
import { StockLevelModel } from './stock-level.ts';
import { StockMovementModel } from './stock-movement.ts';
import { StoreCategoryModel } from './store-category.ts';
import { TaxComplianceApplicationModel } from './tax-compliance-application.ts';
import { TemplateModel } from './template.ts';
import { UserModel } from './user.ts';
import { VatReportModel } from './vat-report.ts';
import { WarehouseProviderTypeModel } from './warehouse-provider-type.ts';
import { WarehouseProviderModel } from './warehouse-provider.ts';
import { XeroSettingsModel } from './xero-settings.ts';

export { AccountModel, AsnLineModel, AsnModel, AttributeModel, BrandModel, CsvScheduleModel, CurrencyModel, CustomFieldModel, GeneralSettingsModel, HtmlTemplateModel, InvoiceLineModel, InvoiceModel, ListingImportScheduleModel, ListingModel, LocationModel, OrderRuleModel, PaymentCardModel, PaymentMethodModel, ProductLabelModel, ProductModel, PurchaseOrderLineModel, PurchaseOrderModel, RelationshipModel, ReportModel, ResponsiblePersonModel, ReturnLineModel, ReturnSettingsModel, ReturnModel, SalesChannelModel, SalesChargeModel, SalesOrderLineModel, SalesOrderModel, SalesTaxModel, SettlementLineModel, SettlementModel, ShipmentLineModel, ShipmentModel, ShippingCarrierModel, ShippingMethodModel, ShippingTemplateModel, StockLevelModel, StockMovementModel, StoreCategoryModel, TaxComplianceApplicationModel, TemplateModel, UserModel, VatReportModel, WarehouseProviderTypeModel, WarehouseProviderModel, XeroSettingsModel };

/** The model class behind each REST resource (top-level entities). */
export const modelsByResource = {
  'accounts': AccountModel,
  'asns': AsnModel,
  'attributes': AttributeModel,
  'brands': BrandModel,
  'csv-schedules': CsvScheduleModel,
  'currencies': CurrencyModel,
  'custom-fields': CustomFieldModel,
  'general-settings': GeneralSettingsModel,
  'html-templates': HtmlTemplateModel,
  'invoices': InvoiceModel,
  'listing-import-schedules': ListingImportScheduleModel,
  'listings': ListingModel,
  'locations': LocationModel,
  'order-rules': OrderRuleModel,
  'payment-cards': PaymentCardModel,
  'payment-methods': PaymentMethodModel,
  'product-labels': ProductLabelModel,
  'products': ProductModel,
  'purchase-orders': PurchaseOrderModel,
  'relationships': RelationshipModel,
  'reports': ReportModel,
  'responsible-persons': ResponsiblePersonModel,
  'return-settings': ReturnSettingsModel,
  'returns': ReturnModel,
  'sales-channels': SalesChannelModel,
  'sales-charges': SalesChargeModel,
  'sales-orders': SalesOrderModel,
  'sales-taxes': SalesTaxModel,
  'settlements': SettlementModel,
  'shipments': ShipmentModel,
  'shipping-carriers': ShippingCarrierModel,
  'shipping-methods': ShippingMethodModel,
  'shipping-templates': ShippingTemplateModel,
  'stock-levels': StockLevelModel,
  'stock-movements': StockMovementModel,
  'store-categories': StoreCategoryModel,
  'tax-compliance-applications': TaxComplianceApplicationModel,
  'templates': TemplateModel,
  'users': UserModel,
  'vat-reports': VatReportModel,
  'warehouse-provider-types': WarehouseProviderTypeModel,
  'warehouse-providers': WarehouseProviderModel,
  'xero-settings': XeroSettingsModel,
} as const;

/** Every model class by entity name, child entities included. */
export const modelsByEntity = {
  'account': AccountModel,
  'asn-line': AsnLineModel,
  'asn': AsnModel,
  'attribute': AttributeModel,
  'brand': BrandModel,
  'csv-schedule': CsvScheduleModel,
  'currency': CurrencyModel,
  'custom-field': CustomFieldModel,
  'general-settings': GeneralSettingsModel,
  'html-template': HtmlTemplateModel,
  'invoice-line': InvoiceLineModel,
  'invoice': InvoiceModel,
  'listing-import-schedule': ListingImportScheduleModel,
  'listing': ListingModel,
  'location': LocationModel,
  'order-rule': OrderRuleModel,
  'payment-card': PaymentCardModel,
  'payment-method': PaymentMethodModel,
  'product-label': ProductLabelModel,
  'product': ProductModel,
  'purchase-order-line': PurchaseOrderLineModel,
  'purchase-order': PurchaseOrderModel,
  'relationship': RelationshipModel,
  'report': ReportModel,
  'responsible-person': ResponsiblePersonModel,
  'return-line': ReturnLineModel,
  'return-settings': ReturnSettingsModel,
  'return': ReturnModel,
  'sales-channel': SalesChannelModel,
  'sales-charge': SalesChargeModel,
  'sales-order-line': SalesOrderLineModel,
  'sales-order': SalesOrderModel,
  'sales-tax': SalesTaxModel,
  'settlement-line': SettlementLineModel,
  'settlement': SettlementModel,
  'shipment-line': ShipmentLineModel,
  'shipment': ShipmentModel,
  'shipping-carrier': ShippingCarrierModel,
  'shipping-method': ShippingMethodModel,
  'shipping-template': ShippingTemplateModel,
  'stock-level': StockLevelModel,
  'stock-movement': StockMovementModel,
  'store-category': StoreCategoryModel,
  'tax-compliance-application': TaxComplianceApplicationModel,
  'template': TemplateModel,
  'user': UserModel,
  'vat-report': VatReportModel,
  'warehouse-provider-type': WarehouseProviderTypeModel,
  'warehouse-provider': WarehouseProviderModel,
  'xero-settings': XeroSettingsModel,
} as const;

/** A REST resource that has a model class. */
export type ModelResource = keyof typeof modelsByResource;
