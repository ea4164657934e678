/**
 * Panels an entity's record screens show beside its fields (view) and below its form (edit), by entity name,
 * each its own lazy chunk: a product shows its stock per location and latest movements; a CSV schedule the history of
 * its runs; a listing or a sales channel its marketplace activity; a listing import schedule its runs (their jobs). Shown in view and edit.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type RecordPanel = ComponentType<{ record: { id: string } & Record<string, unknown> }>;

export const recordPanels: Partial<Record<string, LazyExoticComponent<RecordPanel>>> = {
  product: lazy(() => import('../stock/ProductStockPanel.tsx')),
  'csv-schedule': lazy(() => import('../schedules/CsvScheduleRuns.tsx')),
  listing: lazy(() => import('../channels/SyncHistoryPanel.tsx')),
  'sales-channel': lazy(() => import('../channels/ChannelSyncHistory.tsx')),
  'listing-import-schedule': lazy(() => import('../channels/ListingImportHistory.tsx')),
  'vat-report': lazy(() => import('../finance/VatReturnHmrcPanel.tsx')),
};
