/**
 * The domain hooks by entity name: the only entities that need code beyond their schema. Each business area keeps
 * its hooks in its own folder (orders/, purchasing/, finance/, catalogue/, settings/ …); this is where they meet.
 */
import type { HookRegistry } from './hooks.ts';
import { userHooks } from './accounts/users.ts';
import { catalogueHooks } from './catalogue/index.ts';
import { invoiceHooks } from './finance/invoices.ts';
import { settlementHooks } from './finance/settlements.ts';
import { taxComplianceHooks } from './finance/tax-compliance.ts';
import { vatReportHooks } from './finance/vat-reports.ts';
import { euVatReturnHooks } from './finance/vat/eu-returns.ts';
import { returnHooks } from './orders/returns.ts';
import { salesOrderHooks } from './orders/sales-orders.ts';
import { shipmentHooks } from './orders/shipments.ts';
import { taskHooks } from './orders/tasks.ts';
import { asnHooks, purchaseOrderHooks } from './purchasing/purchasing.ts';
import { reportHooks } from './reporting/reports.ts';
import { settingsHooks } from './settings/index.ts';
import { settingsSingletonHooks } from './settings/singletons.ts';

export const domainHooks: HookRegistry = {
  'sales-order': salesOrderHooks,
  shipment: shipmentHooks,
  return: returnHooks,
  task: taskHooks,
  'purchase-order': purchaseOrderHooks,
  asn: asnHooks,
  report: reportHooks,
  settlement: settlementHooks,
  'vat-report': vatReportHooks,
  'eu-vat-return': euVatReturnHooks,
  invoice: invoiceHooks,
  'tax-compliance-application': taxComplianceHooks,
  user: userHooks,
  ...catalogueHooks,
  ...settingsHooks,
  ...settingsSingletonHooks,
};
