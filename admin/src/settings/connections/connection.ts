/**
 * What the connection panels of the Xero and HMRC settings say, kept free of React so it is tested as is.
 */
type Json = Record<string, any>;

/** Connected: the server holds tokens for it (status CONNECTED), or it needs reconnecting (ERROR). */
export type ConnectionState = 'connected' | 'needs-reconnecting' | 'not-connected';

export function connectionState(record: Json | undefined): ConnectionState {
  if (record?.connection_status === 'CONNECTED') return 'connected';
  if (record?.connection_status === 'ERROR') return 'needs-reconnecting';
  return 'not-connected';
}

/** "Connected to Demo Company (UK) on 29 Nov 2026, 12:40" — the organisation and when, as far as they are known. */
export function connectedLine(record: Json, service: string, locale = 'en-GB', timeZone?: string): string {
  const who = record.organisation_name ? ` to ${record.organisation_name}` : '';
  const at = record.connected_at ? ` on ${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(record.connected_at))}` : '';
  return `Connected${who}${at}.`.replace(/^Connected\./, `Connected to ${service}.`);
}

/** Whether a sync asked for at `askedAt` has run: the settings' last sync is later. */
export function syncFinished(record: Json | undefined, askedAt: number): boolean {
  const last = record?.last_sync_at ? Date.parse(record.last_sync_at) : NaN;
  return Number.isFinite(last) && last >= askedAt - 1000;
}
