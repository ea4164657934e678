/**
 * The order-to-cash, purchasing, finance and tax-compliance area: its hooks by entity name (spread into
 * domainHooks, index.ts) and its endpoints beyond CRUD (registered by domainRoutes, routes.ts).
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../model/types.ts';
import type { ResourceService } from '../crud/service.ts';
import type { HookRegistry } from './hooks.ts';
import { invoiceHooks } from './invoices.ts';
import { asnHooks, purchaseOrderHooks } from './purchasing.ts';
import { purchasingRoutes } from './purchasing-routes.ts';
import { reportHooks } from './reporting.ts';
import { reportingRoutes } from './reporting-routes.ts';
import { returnHooks } from './returns.ts';
import { settlementHooks } from './settlements.ts';
import { shipmentHooks } from './shipments.ts';
import { taxComplianceHooks } from './tax-compliance.ts';
import { vatReportHooks } from './vat-reports.ts';

export const ordersFinanceHooks: HookRegistry = {
  shipment: shipmentHooks,
  return: returnHooks,
  'purchase-order': purchaseOrderHooks,
  asn: asnHooks,
  report: reportHooks,
  settlement: settlementHooks,
  'vat-report': vatReportHooks,
  invoice: invoiceHooks,
  'tax-compliance-application': taxComplianceHooks,
};

/** Receiving purchase orders (POST /api/purchase-orders/:id/receive) and running reports (GET /api/reports/:id/run). */
export function ordersFinanceRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  purchasingRoutes(router, knex, service, model);
  reportingRoutes(router, knex, service, model);
}
