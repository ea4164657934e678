/** A sales channel's health in the merchant's words (kept free of React so it is tested as is). */
export interface ChannelHealthData {
  status: string;
  /** oauth: signed in on the marketplace's consent page; keys: API keys on the channel; none: the web store. */
  connects_by?: 'oauth' | 'keys' | 'none';
  /** The marketplace withdrew or expired the access: connect again. */
  reconnect?: boolean;
  connected_at: string | null;
  last_order_sync_at: string | null;
  next_order_sync_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  orders_imported_today: number;
  pushes_waiting: number;
  resync_waiting: boolean;
  listings: { live: number; out_of_stock: number; with_errors: number };
}

const STATUS: Record<string, string> = { CONNECTED: 'Connected', DISCONNECTED: 'Not connected', TOKEN_EXPIRED: 'Access expired: connect again', ERROR: 'Error' };

/** The facts shown, as [term, value] pairs. `when` formats a time. */
export function healthFacts(data: ChannelHealthData, when: (iso: string) => string): Array<[string, string]> {
  const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const waiting = [
    data.pushes_waiting ? plural(data.pushes_waiting, 'stock or price push', 'stock or price pushes') : '',
    data.resync_waiting ? 'a full quantity resync' : '',
  ].filter(Boolean).join(', ');
  return [
    ['Connection', `${data.reconnect && data.status === 'DISCONNECTED' ? 'Access withdrawn by the marketplace: connect again' : STATUS[data.status] ?? data.status}${data.status === 'CONNECTED' && data.connected_at ? ` since ${when(data.connected_at)}` : ''}`],
    ['Last order sync', data.last_order_sync_at ? `${when(data.last_order_sync_at)}${data.next_order_sync_at ? ` (next ${when(data.next_order_sync_at)})` : ''}` : 'not yet'],
    ['Orders imported today', String(data.orders_imported_today)],
    ['Waiting to be sent', waiting || 'nothing'],
    ['Listings', `${data.listings.live} live, ${data.listings.out_of_stock} out of stock${data.listings.with_errors ? `, ${plural(data.listings.with_errors, 'refused by the marketplace', 'refused by the marketplace')}` : ''}`],
  ];
}
