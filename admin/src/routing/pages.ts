/**
 * Purpose-built pages by the manifest's `page` name, each its own lazy chunk. A page named in the manifest but not
 * listed here renders the Placeholder, which says what the page will hold.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Screen } from './screens.ts';
import { entityByName, model, type RouteModel } from '../model.ts';

export type PageComponent = ComponentType<{ screen: Screen }>;

/** Loads a page's chunk (kept apart from its lazy component so a route can start the download early: preloads.ts). */
export type PageLoader = () => Promise<{ default: PageComponent }>;

const loadSingletonSettingsPage: PageLoader = () => import('../settings/SingletonSettingsPage.tsx');
const SingletonSettingsPage = lazy(loadSingletonSettingsPage);

/**
 * A page row naming a singleton entity (one record per account: settings) is served by the generic settings page,
 * so adding such a screen is adding its schema and its row. A page listed below under the same name wins.
 */
export function singletonPages(routes: readonly RouteModel[] = model.routes): Record<string, LazyExoticComponent<PageComponent>> {
  const rows = routes.filter((r) => r.kind === 'page' && r.page && entityByName(r.entity)?.singleton);
  return Object.fromEntries(rows.map((r) => [r.page!, SingletonSettingsPage]));
}

/** Each purpose-built page's chunk by its manifest name (singleton settings pages: `singletonPages`). */
export const pageLoaders: Record<string, PageLoader> = {
  ...Object.fromEntries(Object.keys(singletonPages()).map((name) => [name, loadSingletonSettingsPage])),
  DashboardPage: () => import('../pages/DashboardPage.tsx'),
  MyAccountPage: () => import('../pages/MyAccountPage.tsx'),
  SettingsMyAccountPage: () => import('../pages/MyAccountPage.tsx'),
  GoldenTicketPage: () => import('../pages/GoldenTicketPage.tsx'),
  SettingsPage: () => import('../pages/SettingsPage.tsx'),
  PartnerPortalHqPage: () => import('../pages/PartnerHqPage.tsx'),
  PartnerPortalClientsPage: () => import('../pages/PartnerClientsPage.tsx'),
  PartnerPortalAdminPage: () => import('../pages/PartnerAdminPage.tsx'),
  PublicSignupPage: () => import('../pages/PublicSignupPage.tsx'),
  PublicSignupPreferencesPage: () => import('../pages/PublicSignupPreferencesPage.tsx'),
  PublicPasswordResetPage: () => import('../auth/PasswordResetPage.tsx'),
  // One connect-callback page for the three OAuth marketplaces: it reads the provider from its path.
  SettingsEbayConnectPage: () => import('../pages/ConnectCallbackPage.tsx'),
  SettingsAmazonConnectPage: () => import('../pages/ConnectCallbackPage.tsx'),
  SettingsShopifyConnectPage: () => import('../pages/ConnectCallbackPage.tsx'),
  SettingsEtsyConnectPage: () => import('../pages/ConnectCallbackPage.tsx'),
  SettingsWishConnectPage: () => import('../pages/ConnectCallbackPage.tsx'),
  SettingsXeroConnectPage: () => import('../settings/connections/XeroConnectPage.tsx'),
  PublicErrorPage: () => import('../pages/PublicErrorPage.tsx'),
  NotFoundPage: () => import('../pages/NotFoundPage.tsx'),
  AdminSupportPage: () => import('../pages/AdminSupportPage.tsx'),
  SettingsUploadBrandCsvPage: () => import('../pages/SettingsUploadBrandCsvPage.tsx'),
  ReportingRunReportPage: () => import('../reports/ReportingRunReportPage.tsx'),
  SettingsTemplateDesignerPage: () => import('../templates/SettingsTemplateDesignerPage.tsx'),
  SettingsBillingPage: () => import('../pages/SettingsBillingPage.tsx'),
  SettingsPaymentCardDetailsPage: () => import('../pages/SettingsPaymentCardDetailsPage.tsx'),
  ProductLabelUploadPage: () => import('../pages/ProductLabelUploadPage.tsx'),
  SettingsSetupWizardPage: () => import('../pages/SettingsSetupWizardPage.tsx'),
  // One List Products page for every channel: it reads the channel from its path.
  ProductsListingsEbayListProductsPage: () => import('../listings/ListProductsPage.tsx'),
  ProductsListingsAmazonListProductsPage: () => import('../listings/ListProductsPage.tsx'),
  ProductsListingsEtsyListProductsPage: () => import('../listings/ListProductsPage.tsx'),
  ProductsListingsWishListProductsPage: () => import('../listings/ListProductsPage.tsx'),
  ProductsListingsOnbuyListProductsPage: () => import('../listings/ListProductsPage.tsx'),
  ProductsListingsStoreListProductsPage: () => import('../listings/ListProductsPage.tsx'),
  PromoteExpandPage: () => import('../listings/PromoteExpandPage.tsx'),
  ProductsListingsStockPage: () => import('../stock/StockPage.tsx'),
  SettingsBackgroundJobsPage: () => import('../jobs/JobsPage.tsx'),
  SettingsOutboxPage: () => import('../schedules/OutboxPage.tsx'),
  SalesOrdersPackOrderPage: () => import('../picking/PackOrderPage.tsx'),
  PurchaseOrdersReorderPage: () => import('../planning/ReorderPage.tsx'),
};

export const pages: Record<string, LazyExoticComponent<PageComponent>> = Object.fromEntries(
  Object.entries(pageLoaders).map(([name, load]) => [name, load === loadSingletonSettingsPage ? SingletonSettingsPage : lazy(load)]),
);
