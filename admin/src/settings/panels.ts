/**
 * Panels a singleton settings page shows above its form, by entity name, each its own lazy chunk: the connection of
 * an outside service (Connect, the organisation, Disconnect, Sync now) for the Xero and HMRC settings. A singleton
 * without one is its form alone.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Json = Record<string, any>;

export type SettingsPanel = ComponentType<{
  record: Json;
  /** Reads the settings again (after the server changed them: connected, disconnected, synced). */
  reload: () => Promise<unknown>;
  readOnly: boolean;
}>;

export const settingsPanels: Partial<Record<string, LazyExoticComponent<SettingsPanel>>> = {
  'xero-settings': lazy(() => import('./connections/XeroConnectionPanel.tsx')),
  'hmrc-settings': lazy(() => import('./connections/HmrcConnectionPanel.tsx')),
};
