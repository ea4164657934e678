/**
 * Connecting a sales channel from the admin (kept free of React so it is tested as is): which channels connect by
 * the marketplace's consent page, and where the browser goes once `POST /api/sales-channels/:id/connect` answered.
 */

/** Channel types the merchant connects by signing in on the marketplace (OAuth), with the marketplace's name. */
export const OAUTH_CHANNELS: Record<string, string> = { EBAY: 'eBay', AMAZON: 'Amazon', SHOPIFY: 'Shopify', ETSY: 'Etsy', WISH: 'Wish' };

export interface ConnectAnswer {
  authorize_url: string;
  simulated_callback?: string;
}

export interface ConnectableChannel {
  id: string;
  type: string;
  name: string;
  status: string;
  environment?: string | null;
}

export const connectsByConsent = (type: string) => type in OAUTH_CHANNELS;

/**
 * Where the browser goes: a SANDBOX channel's consent page is the sandbox marketplace's, and a LIVE channel's the
 * marketplace's own; only outside production, where a LIVE channel has no real app registered, the API offers the
 * callback the marketplace would send (`simulated_callback`, a path of this app) and the demo goes there.
 */
export function consentTarget(channel: Pick<ConnectableChannel, 'environment'>, answer: ConnectAnswer): string {
  if (channel.environment === 'SANDBOX') return answer.authorize_url;
  return answer.simulated_callback ?? answer.authorize_url;
}

/** The button's words: Connect a channel that never was, Reconnect one whose access was withdrawn or expired. */
export function connectLabel(channel: Pick<ConnectableChannel, 'type' | 'status'>, reconnect: boolean): string {
  const market = OAUTH_CHANNELS[channel.type] ?? 'the marketplace';
  return reconnect || channel.status === 'TOKEN_EXPIRED' ? `Reconnect with ${market}` : `Connect with ${market}`;
}

/** Where the callback page offers to go back to after connecting (the screen the merchant started from). */
const RETURN_KEY = 'sellyard.connect.return';

export function rememberReturn(path: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(RETURN_KEY, path);
  } catch {
    // Storage may be off (private mode): the callback page then offers the sales channel only.
  }
}

export function takeReturn(storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): string | undefined {
  try {
    const path = storage.getItem(RETURN_KEY) ?? undefined;
    storage.removeItem(RETURN_KEY);
    // Only a path of this app: never an address another page could have written.
    return path && /^\/(?!\/)[a-z0-9/-]*$/.test(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
