/**
 * From a shipping-carrier row to an adapter call: decrypts the credentials (stored by the generic CRUD as the
 * `x-secret` field `shipping_carriers.credentials`), picks the base URL and builds the HTTP client the marketplace
 * adapters use (api/channels/http.ts: typed errors, timeouts). Base URLs never come from the merchant: LIVE is the
 * adapter's own host (or CARRIER_API_URL_<PROVIDER>, a carrier's test host), SANDBOX this server's sandbox.
 */
import type { SecretBox } from '../crypto/secrets.ts';
import { sandboxEnabled, sandboxOrigin, SandboxDisabledError } from '../channels/base-url.ts';
import { ChannelError } from '../channels/errors.ts';
import { createHttpClient } from '../channels/http.ts';
import { carrierAdapterFor } from './registry.ts';
import type { CarrierAdapter, CarrierContext, CarrierProvider } from './types.ts';
import './adapters/index.ts';

export interface CarrierRow {
  [column: string]: unknown;
  id: string;
  account_id: string;
  name: string;
  provider: string | null;
  environment?: string | null;
  account_number?: string | null;
  credentials: string | null;
}

export function carrierSandboxUrl(provider: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${sandboxOrigin(env)}/sandbox/carriers/${provider.toLowerCase().replace(/_/g, '-')}`;
}

export function carrierContext(row: CarrierRow, secrets: SecretBox | undefined, fetchImpl?: typeof fetch, env: NodeJS.ProcessEnv = process.env): { adapter: CarrierAdapter; ctx: CarrierContext } {
  const adapter = row.provider ? carrierAdapterFor(row.provider) : undefined;
  if (!adapter) throw new ChannelError('permanent', `${row.name} has no label provider: set one on the carrier to buy labels through Sellyard`);
  let baseUrl: string;
  if (row.environment === 'SANDBOX') {
    if (!sandboxEnabled(env)) throw new SandboxDisabledError();
    baseUrl = carrierSandboxUrl(adapter.provider, env);
  } else {
    baseUrl = (env[`CARRIER_API_URL_${adapter.provider}`] ?? adapter.liveBaseUrl()).replace(/\/$/, '');
  }
  let credentials: Record<string, string> = {};
  if (row.credentials) {
    if (!secrets) throw new Error('the server has no secret key: carrier credentials cannot be read');
    credentials = (secrets.decrypt(row.credentials, 'shipping_carriers.credentials') ?? {}) as Record<string, string>;
  }
  // CARRIER_TIMEOUT_MS: how long a carrier call may take before it counts as a timeout (default 20 s; a label
  // purchase is slower than most calls). A timed-out purchase is looked up before it is retried.
  const timeoutMs = Number(env.CARRIER_TIMEOUT_MS) > 0 ? Number(env.CARRIER_TIMEOUT_MS) : 20_000;
  const http = createHttpClient(baseUrl, fetchImpl);
  return {
    adapter,
    ctx: {
      carrier: { id: row.id, accountId: row.account_id, provider: adapter.provider as CarrierProvider, name: row.name, accountNumber: row.account_number ?? null },
      credentials, baseUrl, http: { send: (request, interpret) => http.send({ timeoutMs, ...request }, interpret) },
    },
  };
}
