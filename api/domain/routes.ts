/**
 * Endpoints that are not plain CRUD, by area. Each uses the same permission scopes as the generic resources.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../model/types.ts';
import type { ResourceService } from '../crud/service.ts';
import type { RouteDoc } from '../http/route-docs.ts';
import { channelConnectDocs, channelConnectRoutes } from './channels/connect-routes.ts';
import { channelHealthDocs, channelHealthRoutes } from './channels/health-routes.ts';
import { partnerDocs, partnerRoutes } from './accounts/partner-routes.ts';
import { accountPreferencesDocs, accountPreferencesRoutes } from './accounts/preferences-routes.ts';
import { listPreferencesDocs, listPreferencesRoutes } from './accounts/list-preferences-routes.ts';
import { dashboardDocs, dashboardRoutes } from './reporting/dashboard-routes.ts';
import { firstRunDocs, firstRunRoutes } from './reporting/first-run-routes.ts';
import { purchasingDocs, purchasingRoutes } from './purchasing/routes.ts';
import { reportingDocs, reportingRoutes } from './reporting/routes.ts';
import { templateDocs, templateRoutes } from './settings/templates.ts';
import { listingBulkDocs, listingBulkRoutes } from './listings/bulk-routes.ts';
import { listingCategoryDocs, listingCategoryRoutes } from './listings/category-routes.ts';
import { listingCountDocs, listingCountRoutes } from './listings/counts-routes.ts';
import { billingDocs, billingRoutes } from './finance/billing-routes.ts';
import { labelUploadDocs, labelUploadRoutes } from './catalogue/label-upload-routes.ts';
import { scheduleRouteDocs, scheduleRoutes } from './schedules/routes.ts';
import { stockDocs, stockRoutes } from './stock/routes.ts';
import { documentDocs, documentRoutes } from './documents/routes.ts';
import { pickingDocs, pickingRoutes } from './picking/routes.ts';
import { planningDocs, planningRoutes } from './planning/routes.ts';
import { settlementFetchDocs } from './channels/settlement-queue.ts';
import { exchangeRateDocs, exchangeRateRoutes } from './finance/exchange/hmrc-rates.ts';

/** The OpenAPI of every endpoint below (served merged into /api/openapi.json; see api/http/route-docs.ts). */
export const domainRouteDocs: RouteDoc[] = [
  ...channelConnectDocs, ...channelHealthDocs, ...templateDocs, ...partnerDocs, ...accountPreferencesDocs, ...listPreferencesDocs, ...purchasingDocs, ...reportingDocs,
  ...listingBulkDocs, ...listingCategoryDocs, ...listingCountDocs, ...billingDocs, ...labelUploadDocs, ...dashboardDocs, ...firstRunDocs, ...scheduleRouteDocs, ...stockDocs,
  ...documentDocs, ...pickingDocs, ...settlementFetchDocs, ...exchangeRateDocs, ...planningDocs,
];

export function domainRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  channelConnectRoutes(router, knex, service, model);
  channelHealthRoutes(router, knex, service, model);
  templateRoutes(router, knex, service, model);
  partnerRoutes(router, knex, service, model);
  accountPreferencesRoutes(router, knex, service, model);
  listPreferencesRoutes(router, knex);
  purchasingRoutes(router, knex, service, model);
  reportingRoutes(router, knex, service, model);
  listingBulkRoutes(router, knex, service, model);
  listingCategoryRoutes(router, knex, service.secrets);
  listingCountRoutes(router, service, model);
  billingRoutes(router, knex, service, model);
  labelUploadRoutes(router, service, model);
  dashboardRoutes(router, knex, service, model);
  firstRunRoutes(router, knex, model);
  scheduleRoutes(router, knex, service, model);
  stockRoutes(router, knex, service, model);
  // Before documentRoutes: /api/documents/pick-list is no template kind.
  pickingRoutes(router, knex, service);
  documentRoutes(router, knex, service, model);
  exchangeRateRoutes(router, knex);
  planningRoutes(router, knex, service);
}
