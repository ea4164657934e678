/**
 * Purpose-built pages by the manifest's `page` name, each its own lazy chunk. A page named in the manifest but not
 * listed here renders the Placeholder, which says what the page will hold.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Screen } from './screens.ts';
import { entityByName, model, type RouteModel } from '../model.ts';

export type PageComponent = ComponentType<{ screen: Screen }>;

const SingletonSettingsPage = lazy(() => import('../settings/SingletonSettingsPage.tsx'));

/**
 * A page row naming a singleton entity (one record per account: settings) is served by the generic settings page,
 * so adding such a screen is adding its schema and its row. A page listed below under the same name wins.
 */
export function singletonPages(routes: readonly RouteModel[] = model.routes): Record<string, LazyExoticComponent<PageComponent>> {
  const rows = routes.filter((r) => r.kind === 'page' && r.page && entityByName(r.entity)?.singleton);
  return Object.fromEntries(rows.map((r) => [r.page!, SingletonSettingsPage]));
}

export const pages: Record<string, LazyExoticComponent<PageComponent>> = {
  ...singletonPages(),
  DashboardPage: lazy(() => import('../pages/DashboardPage.tsx')),
  MyAccountPage: lazy(() => import('../pages/MyAccountPage.tsx')),
  SettingsMyAccountPage: lazy(() => import('../pages/MyAccountPage.tsx')),
  GoldenTicketPage: lazy(() => import('../pages/GoldenTicketPage.tsx')),
  SettingsPage: lazy(() => import('../pages/SettingsPage.tsx')),
  PartnerPortalHqPage: lazy(() => import('../pages/PartnerHqPage.tsx')),
  PartnerPortalClientsPage: lazy(() => import('../pages/PartnerClientsPage.tsx')),
  PartnerPortalAdminPage: lazy(() => import('../pages/PartnerAdminPage.tsx')),
  PublicSignupPage: lazy(() => import('../pages/PublicSignupPage.tsx')),
  PublicSignupPreferencesPage: lazy(() => import('../pages/PublicSignupPreferencesPage.tsx')),
  PublicPasswordResetPage: lazy(() => import('../auth/PasswordResetPage.tsx')),
  // One connect-callback page for the three OAuth marketplaces: it reads the provider from its path.
  SettingsEbayConnectPage: lazy(() => import('../pages/ConnectCallbackPage.tsx')),
  SettingsAmazonConnectPage: lazy(() => import('../pages/ConnectCallbackPage.tsx')),
  SettingsShopifyConnectPage: lazy(() => import('../pages/ConnectCallbackPage.tsx')),
  SettingsEtsyConnectPage: lazy(() => import('../pages/ConnectCallbackPage.tsx')),
  SettingsWishConnectPage: lazy(() => import('../pages/ConnectCallbackPage.tsx')),
  SettingsXeroConnectPage: lazy(() => import('../settings/connections/XeroConnectPage.tsx')),
  PublicErrorPage: lazy(() => import('../pages/PublicErrorPage.tsx')),
  NotFoundPage: lazy(() => import('../pages/NotFoundPage.tsx')),
  AdminSupportPage: lazy(() => import('../pages/AdminSupportPage.tsx')),
  SettingsUploadBrandCsvPage: lazy(() => import('../pages/SettingsUploadBrandCsvPage.tsx')),
  ReportingRunReportPage: lazy(() => import('../reports/ReportingRunReportPage.tsx')),
  SettingsTemplateDesignerPage: lazy(() => import('../templates/SettingsTemplateDesignerPage.tsx')),
  SettingsBillingPage: lazy(() => import('../pages/SettingsBillingPage.tsx')),
  SettingsPaymentCardDetailsPage: lazy(() => import('../pages/SettingsPaymentCardDetailsPage.tsx')),
  ProductLabelUploadPage: lazy(() => import('../pages/ProductLabelUploadPage.tsx')),
  SettingsSetupWizardPage: lazy(() => import('../pages/SettingsSetupWizardPage.tsx')),
  // One List Products page for every channel: it reads the channel from its path.
  ProductsListingsEbayListProductsPage: lazy(() => import('../listings/ListProductsPage.tsx')),
  ProductsListingsAmazonListProductsPage: lazy(() => import('../listings/ListProductsPage.tsx')),
  ProductsListingsEtsyListProductsPage: lazy(() => import('../listings/ListProductsPage.tsx')),
  ProductsListingsWishListProductsPage: lazy(() => import('../listings/ListProductsPage.tsx')),
  ProductsListingsOnbuyListProductsPage: lazy(() => import('../listings/ListProductsPage.tsx')),
  ProductsListingsStoreListProductsPage: lazy(() => import('../listings/ListProductsPage.tsx')),
  PromoteExpandPage: lazy(() => import('../listings/PromoteExpandPage.tsx')),
  ProductsListingsStockPage: lazy(() => import('../stock/StockPage.tsx')),
  SettingsBackgroundJobsPage: lazy(() => import('../jobs/JobsPage.tsx')),
  SettingsOutboxPage: lazy(() => import('../schedules/OutboxPage.tsx')),
  SalesOrdersPackOrderPage: lazy(() => import('../picking/PackOrderPage.tsx')),
  PurchaseOrdersReorderPage: lazy(() => import('../planning/ReorderPage.tsx')),
};
