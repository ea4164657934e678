/**
 * Purpose-built pages by the manifest's `page` name, each its own lazy chunk. A page named in the manifest but not
 * listed here renders the Placeholder, which says what the page will hold.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Screen } from './screens.ts';

export type PageComponent = ComponentType<{ screen: Screen }>;

export const pages: Record<string, LazyExoticComponent<PageComponent>> = {
  DashboardPage: lazy(() => import('../pages/DashboardPage.tsx')),
  MyAccountPage: lazy(() => import('../pages/MyAccountPage.tsx')),
  SettingsMyAccountPage: lazy(() => import('../pages/MyAccountPage.tsx')),
  GoldenTicketPage: lazy(() => import('../pages/GoldenTicketPage.tsx')),
  SettingsPage: lazy(() => import('../pages/SettingsPage.tsx')),
  PartnerPortalHqPage: lazy(() => import('../pages/PartnerHqPage.tsx')),
  PartnerPortalClientsPage: lazy(() => import('../pages/PartnerClientsPage.tsx')),
  PublicErrorPage: lazy(() => import('../pages/PublicErrorPage.tsx')),
  NotFoundPage: lazy(() => import('../pages/NotFoundPage.tsx')),
  AdminSupportPage: lazy(() => import('../pages/AdminSupportPage.tsx')),
  SettingsUploadBrandCsvPage: lazy(() => import('../pages/SettingsUploadBrandCsvPage.tsx')),
};
