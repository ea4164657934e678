/** The singleton settings page's pure helpers, and the page registry's binding of singleton routes. */
import { describe, expect, it } from 'vitest';
import { entityByName, model } from '../model.ts';
import { pages, singletonPages } from '../routing/pages.ts';
import { humanise, isUnsaved, saveBody, settingFacts, singletonUrl } from './singletonSettings.ts';

const xero = entityByName('xero-settings')!;

describe('singleton settings helpers', () => {
  it('reads and saves at the resource itself', () => {
    expect(singletonUrl(entityByName('general-settings')!)).toBe('/api/general-settings');
  });

  it('tells a record never saved (version 0) from a stored one', () => {
    expect(isUnsaved({ version: 0 })).toBe(true);
    expect(isUnsaved({ version: 3, id: 'x' })).toBe(false);
    expect(isUnsaved(undefined)).toBe(true);
  });

  it('sends the version loaded, 0 before the first save', () => {
    expect(saveBody({ enabled: true }, { version: 4 })).toEqual({ enabled: true, version: 4 });
    expect(saveBody({ enabled: true }, { version: 0 })).toEqual({ enabled: true, version: 0 });
  });

  it('shows server-set fields and whether each secret is stored, never a secret itself', () => {
    const facts = settingFacts(xero, { connection_status: 'NOT_CONNECTED', client_secret_set: true, client_secret: 'must-not-show', organisation_name: 'Acme Trading Ltd', tokens: 'must-not-show-either' });
    expect(facts).toEqual([
      { name: 'connection_status', label: 'Connection', value: 'Not connected' },
      { name: 'client_secret', label: 'Client secret', value: 'Stored (leave the field empty to keep it)' },
      { name: 'organisation_name', label: 'Xero organisation', value: 'Acme Trading Ltd' },
      { name: 'connected_at', label: 'Connected', value: '—' },
      { name: 'last_sync_at', label: 'Last sync', value: '—' },
      { name: 'last_error', label: 'Last problem', value: '—' },
    ]);
    expect(settingFacts(xero, { connection_status: 'CONNECTED', client_secret_set: false })[1].value).toBe('Not set');
    expect(JSON.stringify(facts)).not.toContain('must-not-show');
    // A moment reads as a date and time, not as ISO text.
    expect(settingFacts(xero, { connected_at: '2026-11-29T12:40:00.000Z' }, 'UTC').find((f) => f.name === 'connected_at')!.value).toBe('29 Nov 2026, 12:40');
    expect(facts.map((f) => f.name)).not.toContain('tokens');
  });

  it('humanises enum values, booleans and blanks', () => {
    expect(humanise('TOKEN_EXPIRED')).toBe('Token expired');
    expect(humanise(false)).toBe('No');
    expect(humanise(null)).toBe('—');
    expect(humanise('Europe/London')).toBe('Europe/London');
  });
});

describe('pages registry: singleton routes', () => {
  it('serves every page route of a singleton entity with the one generic settings page', () => {
    const rows = model.routes.filter((r) => r.kind === 'page' && entityByName(r.entity)?.singleton);
    expect(rows.map((r) => r.page).sort()).toEqual(['SettingsGeneralPage', 'SettingsHmrcPage', 'SettingsReturnSettingsPage', 'SettingsXeroPage']);
    const bound = singletonPages();
    expect(Object.keys(bound).sort()).toEqual(['SettingsGeneralPage', 'SettingsHmrcPage', 'SettingsReturnSettingsPage', 'SettingsXeroPage']);
    expect(new Set(Object.values(bound)).size).toBe(1);
    for (const row of rows) expect(pages[row.page!]).toBe(bound[row.page!]);
  });

  it('binds nothing for a page route of an ordinary entity or none', () => {
    expect(singletonPages([{ path: '/x', kind: 'page', page: 'XPage', entity: 'brand', title: 'X', layout: 'secure', guard: { login: true, permissions: [], flags: [], roles: [] } } as never])).toEqual({});
  });
});
