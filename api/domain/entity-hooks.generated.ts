/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: entities/*\/hooks.ts (each entity folder's hooks, by entity name; compiled by generator/emit-hooks.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { HookRegistry } from './hooks.ts';
import { hooks as asnHooks } from '../../entities/asn/hooks.ts';
import { hooks as attributeHooks } from '../../entities/attribute/hooks.ts';
import { hooks as csvScheduleHooks } from '../../entities/csv-schedule/hooks.ts';
import { hooks as currencyHooks } from '../../entities/currency/hooks.ts';
import { hooks as euVatReturnHooks } from '../../entities/eu-vat-return/hooks.ts';
import { hooks as generalSettingsHooks } from '../../entities/general-settings/hooks.ts';
import { hooks as htmlTemplateHooks } from '../../entities/html-template/hooks.ts';
import { hooks as invoiceHooks } from '../../entities/invoice/hooks.ts';
import { hooks as listingHooks } from '../../entities/listing/hooks.ts';
import { hooks as listingImportScheduleHooks } from '../../entities/listing-import-schedule/hooks.ts';
import { hooks as orderRuleHooks } from '../../entities/order-rule/hooks.ts';
import { hooks as paymentCardHooks } from '../../entities/payment-card/hooks.ts';
import { hooks as productHooks } from '../../entities/product/hooks.ts';
import { hooks as productLabelHooks } from '../../entities/product-label/hooks.ts';
import { hooks as purchaseOrderHooks } from '../../entities/purchase-order/hooks.ts';
import { hooks as reportHooks } from '../../entities/report/hooks.ts';
import { hooks as responsiblePersonHooks } from '../../entities/responsible-person/hooks.ts';
import { hooks as returnHooks } from '../../entities/return/hooks.ts';
import { hooks as returnSettingsHooks } from '../../entities/return-settings/hooks.ts';
import { hooks as salesChannelHooks } from '../../entities/sales-channel/hooks.ts';
import { hooks as salesChargeHooks } from '../../entities/sales-charge/hooks.ts';
import { hooks as salesOrderHooks } from '../../entities/sales-order/hooks.ts';
import { hooks as settlementHooks } from '../../entities/settlement/hooks.ts';
import { hooks as shipmentHooks } from '../../entities/shipment/hooks.ts';
import { hooks as shippingCarrierHooks } from '../../entities/shipping-carrier/hooks.ts';
import { hooks as shippingMethodHooks } from '../../entities/shipping-method/hooks.ts';
import { hooks as shippingTemplateHooks } from '../../entities/shipping-template/hooks.ts';
import { hooks as stockLevelHooks } from '../../entities/stock-level/hooks.ts';
import { hooks as storeCategoryHooks } from '../../entities/store-category/hooks.ts';
import { hooks as taskHooks } from '../../entities/task/hooks.ts';
import { hooks as taxComplianceApplicationHooks } from '../../entities/tax-compliance-application/hooks.ts';
import { hooks as templateHooks } from '../../entities/template/hooks.ts';
import { hooks as userHooks } from '../../entities/user/hooks.ts';
import { hooks as vatReportHooks } from '../../entities/vat-report/hooks.ts';
import { hooks as warehouseProviderHooks } from '../../entities/warehouse-provider/hooks.ts';
import { hooks as warehouseProviderTypeHooks } from '../../entities/warehouse-provider-type/hooks.ts';
import { hooks as xeroSettingsHooks } from '../../entities/xero-settings/hooks.ts';

/** The hooks of every entity that has a `entities/<entity>/hooks.ts`, by entity name. */
export const entityHooks: HookRegistry = {
  "asn": asnHooks,
  "attribute": attributeHooks,
  "csv-schedule": csvScheduleHooks,
  "currency": currencyHooks,
  "eu-vat-return": euVatReturnHooks,
  "general-settings": generalSettingsHooks,
  "html-template": htmlTemplateHooks,
  "invoice": invoiceHooks,
  "listing": listingHooks,
  "listing-import-schedule": listingImportScheduleHooks,
  "order-rule": orderRuleHooks,
  "payment-card": paymentCardHooks,
  "product": productHooks,
  "product-label": productLabelHooks,
  "purchase-order": purchaseOrderHooks,
  "report": reportHooks,
  "responsible-person": responsiblePersonHooks,
  "return": returnHooks,
  "return-settings": returnSettingsHooks,
  "sales-channel": salesChannelHooks,
  "sales-charge": salesChargeHooks,
  "sales-order": salesOrderHooks,
  "settlement": settlementHooks,
  "shipment": shipmentHooks,
  "shipping-carrier": shippingCarrierHooks,
  "shipping-method": shippingMethodHooks,
  "shipping-template": shippingTemplateHooks,
  "stock-level": stockLevelHooks,
  "store-category": storeCategoryHooks,
  "task": taskHooks,
  "tax-compliance-application": taxComplianceApplicationHooks,
  "template": templateHooks,
  "user": userHooks,
  "vat-report": vatReportHooks,
  "warehouse-provider": warehouseProviderHooks,
  "warehouse-provider-type": warehouseProviderTypeHooks,
  "xero-settings": xeroSettingsHooks,
};
