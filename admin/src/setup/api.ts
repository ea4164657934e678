/**
 * The general settings singleton as the wizard uses it (`GET`/`PUT /api/general-settings`, with `version`), and
 * how many locations, taxes and channels exist. Writes of locations and taxes go through the data provider.
 */
import type { DataProvider } from 'react-admin';
import { apiFetch } from '../data/dataProvider.ts';
import { withSteps, type ExistingCounts, type SetupStep } from './steps.ts';

export interface Address {
  line1?: string;
  line2?: string;
  city?: string;
  region?: string;
  postcode?: string;
  country?: string;
}

export interface GeneralSettings {
  version: number;
  trading_name?: string | null;
  legal_name?: string | null;
  vat_number?: string | null;
  contact_email?: string | null;
  business_address?: Address | null;
  timezone?: string;
  setup_completed_steps?: SetupStep[];
  setup_completed_at?: string | null;
  [field: string]: unknown;
}

export const GENERAL_SETTINGS_PATH = '/api/general-settings';

export async function fetchGeneralSettings(): Promise<GeneralSettings> {
  return (await apiFetch(GENERAL_SETTINGS_PATH, { headers: { Accept: 'application/json' } })).json();
}

/** Saves the fields given (the API keeps the others); `version` is the one loaded. */
export async function saveGeneralSettings(changes: Partial<GeneralSettings> & { version: number }): Promise<GeneralSettings> {
  const response = await apiFetch(GENERAL_SETTINGS_PATH, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(changes),
  });
  return response.json();
}

/**
 * Records finished steps (and, when all are finished, the completion time) on the latest settings: read first, so
 * a save made in another step or tab meanwhile is not a conflict.
 */
export async function recordSteps(steps: SetupStep[], allDone = false): Promise<GeneralSettings> {
  const current = await fetchGeneralSettings();
  const recorded = withSteps(current.setup_completed_steps, steps);
  const unchanged = recorded.length === (current.setup_completed_steps ?? []).length && (!allDone || current.setup_completed_at);
  if (unchanged) return current;
  return saveGeneralSettings({
    version: current.version,
    setup_completed_steps: recorded,
    ...(allDone && !current.setup_completed_at ? { setup_completed_at: new Date().toISOString() } : {}),
  });
}

/** How many rows each resource has, for the resources the user may read (others stay unknown). */
export async function existingCounts(dataProvider: DataProvider, readable: (resource: string) => boolean): Promise<ExistingCounts> {
  const resources = ['locations', 'sales-taxes', 'sales-channels'] as const;
  const counts: ExistingCounts = {};
  await Promise.all(resources.map(async (resource) => {
    if (!readable(resource)) return;
    const { total, data } = await dataProvider.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    counts[resource] = total ?? data.length;
  }));
  return counts;
}
