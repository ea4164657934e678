import { describe, expect, it } from 'vitest';
import { connectedLine, connectionState, syncFinished } from './connection.ts';

describe('the connection panels', () => {
  it('reads the connection from the status the server sets', () => {
    expect(connectionState({ connection_status: 'CONNECTED' })).toBe('connected');
    expect(connectionState({ connection_status: 'ERROR' })).toBe('needs-reconnecting');
    expect(connectionState({ connection_status: 'NOT_CONNECTED' })).toBe('not-connected');
    expect(connectionState(undefined)).toBe('not-connected');
  });

  it('says which organisation and since when', () => {
    expect(connectedLine({ organisation_name: 'Demo Company (UK)', connected_at: '2026-11-29T12:40:00Z' }, 'Xero', 'en-GB', 'UTC')).toBe('Connected to Demo Company (UK) on 29 Nov 2026, 12:40.');
    expect(connectedLine({}, 'Xero')).toBe('Connected to Xero.');
  });

  it('knows a sync has run once the last sync is after it was asked for', () => {
    const asked = Date.parse('2026-11-29T12:00:00Z');
    expect(syncFinished({ last_sync_at: '2026-11-29T12:00:05Z' }, asked)).toBe(true);
    expect(syncFinished({ last_sync_at: '2026-11-29T11:00:00Z' }, asked)).toBe(false);
    expect(syncFinished({ last_sync_at: null }, asked)).toBe(false);
  });
});
