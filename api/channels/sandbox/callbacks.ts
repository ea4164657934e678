/**
 * Where the sandbox's consent pages may send a seller back: only to the product's own connect callbacks, as a
 * marketplace redirects only to the redirect URIs registered for the app (eBay's RuName "Your auth accepted URL",
 * Amazon's and Etsy's registered redirect URIs, Shopify's "Allowed redirection URL(s)"). A consent page that sent
 * the code anywhere would hand a seller's authorisation to whoever wrote the link.
 *
 * The rule, from RFC 6749 (OAuth 2.0) §3.1.2.2 and §4.1.2.1: the redirect URI must match a registered one, and on
 * a missing, invalid or mismatching one the server "MUST NOT automatically redirect the user-agent to the invalid
 * redirection URI": it answers 400 with `invalid_request` (§4.1.2.1's error code) and does not redirect.
 *
 * Registered here: the path `/settings/<type>-connect` (the admin's callback page for this marketplace) on
 *   - the origin the consent page itself was reached at (the API process serves the admin too),
 *   - the origin the sandbox is called at (SANDBOX_URL or the listening address, api/channels/base-url.ts),
 *   - PUBLIC_URL and APP_ORIGINS (the admin's public address; the dev server's origin),
 *   - `callbackOrigins` given to createSandbox (tests register theirs, as an app registers its URLs).
 * Loopback names (localhost, 127.0.0.1, [::1]) on one port are one machine: they count as the same origin.
 */
import { sandboxOrigin } from '../base-url.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An origin with loopback names made one, for comparing. */
function comparable(url: URL): string {
  return `${url.protocol}//${LOOPBACK.has(url.hostname) ? 'loopback' : url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

function parsed(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The origins whose `/settings/<type>-connect` is a registered callback, for a consent page reached at `requestOrigin`. */
export function registeredOrigins(requestOrigin: string, extra: readonly string[] = [], env: NodeJS.ProcessEnv = process.env): string[] {
  return [requestOrigin, sandboxOrigin(env), env.PUBLIC_URL ?? '', ...(env.APP_ORIGINS ?? '').split(','), ...extra].filter((o): o is string => typeof o === 'string').map((o) => o.trim()).filter(Boolean);
}

/**
 * Why `redirect` is not one of this marketplace's registered callbacks, or undefined when it is. `type` is the
 * channel type (EBAY…); `origins` from registeredOrigins.
 */
export function refusedRedirect(type: string, redirect: string, origins: readonly string[]): string | undefined {
  if (!redirect) return 'redirect_uri is required';
  const url = parsed(redirect);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 'redirect_uri must be an absolute http(s) URL';
  // RFC 6749 §3.1.2: the redirection endpoint URI MUST NOT include a fragment component.
  if (url.hash) return 'redirect_uri must not include a fragment';
  if (url.username || url.password) return 'redirect_uri must not include credentials';
  const path = `/settings/${type.toLowerCase()}-connect`;
  if (url.pathname !== path) return `redirect_uri does not match a redirect URI registered for this app (the path must be ${path})`;
  const allowed = new Set(origins.map(parsed).filter((o): o is URL => Boolean(o)).map(comparable));
  if (!allowed.has(comparable(url))) return 'redirect_uri does not match a redirect URI registered for this app (unknown origin)';
  return undefined;
}

/** The OAuth error answer (RFC 6749 §4.1.2.1) for a refused redirect: shown to the seller, never redirected. */
export function invalidRedirectBody(reason: string): { error: string; error_description: string } {
  return { error: 'invalid_request', error_description: reason };
}
