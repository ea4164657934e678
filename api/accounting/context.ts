/**
 * From the account's Xero settings row to an adapter call: decrypts the stored tokens, picks the hosts and builds
 * the HTTP client the marketplace adapters use (api/channels/http.ts: typed errors, timeouts, Retry-After). Hosts
 * never come from the merchant: LIVE is Xero (XERO_API_URL / XERO_IDENTITY_URL / XERO_LOGIN_URL override them for a
 * test host), SANDBOX this server's sandbox Xero — so no tenant-chosen address is called (docs/security-outbound.md).
 */
import type { SecretBox } from '../crypto/secrets.ts';
import { sandboxEnabled, sandboxOrigin, SandboxDisabledError } from '../channels/base-url.ts';
import { createHttpClient } from '../channels/http.ts';
import { xeroAdapter } from './xero/adapter.ts';
import type { AccountingAdapter, AccountingContext, AccountingTokens } from './types.ts';

export const TOKENS_CONTEXT = 'xero_settings.tokens';

export function xeroHosts(environment: unknown, env: NodeJS.ProcessEnv = process.env): { apiUrl: string; identityUrl: string; authorizeUrl: string } {
  if (environment === 'SANDBOX') {
    if (!sandboxEnabled(env)) throw new SandboxDisabledError();
    const base = `${sandboxOrigin(env)}/sandbox/xero`;
    return { apiUrl: base, identityUrl: `${base}/identity`, authorizeUrl: `${base}/identity/connect/authorize` };
  }
  return {
    apiUrl: (env.XERO_API_URL ?? 'https://api.xero.com').replace(/\/$/, ''),
    identityUrl: (env.XERO_IDENTITY_URL ?? 'https://identity.xero.com').replace(/\/$/, ''),
    authorizeUrl: `${(env.XERO_LOGIN_URL ?? 'https://login.xero.com').replace(/\/$/, '')}/identity/connect/authorize`,
  };
}

export function readTokens(row: Record<string, unknown>, secrets: SecretBox | undefined): AccountingTokens | null {
  if (!row.tokens) return null;
  if (!secrets) throw new Error('the server has no secret key: the Xero tokens cannot be read');
  return secrets.decrypt(String(row.tokens), TOKENS_CONTEXT) as AccountingTokens;
}

export function xeroContext(row: Record<string, unknown>, secrets: SecretBox | undefined, fetchImpl?: typeof fetch): { adapter: AccountingAdapter; ctx: AccountingContext } {
  const hosts = xeroHosts(row.environment);
  return {
    adapter: xeroAdapter,
    ctx: { ...hosts, clientId: String(row.client_id ?? ''), http: createHttpClient(hosts.apiUrl, fetchImpl), tenantId: (row.tenant_id as string | null) ?? null, tokens: readTokens(row, secrets) },
  };
}
