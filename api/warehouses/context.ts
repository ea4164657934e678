/**
 * From a warehouse-provider row to an adapter call: the adapter is chosen by the provider type's code (MINTSOFT,
 * SHIPBOB), the credentials are decrypted (`warehouse_providers.credentials`, an x-secret field), the base URL is
 * the provider's own host (or WAREHOUSE_API_URL_<CODE>) for LIVE and this server's sandbox for SANDBOX, and the HTTP
 * client is the marketplace adapters' (api/channels/http.ts: typed errors, timeouts; every call goes through the
 * outbound address guard there). Base URLs never come from the merchant.
 */
import type { Knex } from 'knex';
import type { SecretBox } from '../crypto/secrets.ts';
import { sandboxEnabled, sandboxOrigin, SandboxDisabledError } from '../channels/base-url.ts';
import { ChannelError } from '../channels/errors.ts';
import { createHttpClient } from '../channels/http.ts';
import { warehouseAdapterFor } from './registry.ts';
import type { WarehouseAdapter, WarehouseContext, WarehouseProviderCode } from './types.ts';
import './adapters/index.ts';

export interface WarehouseProviderRow {
  [column: string]: unknown;
  id: string;
  account_id: string;
  name: string;
  provider_type_id: string;
  environment?: string | null;
  account_reference?: string | null;
  credentials: string | null;
}

export function warehouseSandboxUrl(code: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${sandboxOrigin(env)}/sandbox/warehouses/${code.toLowerCase().replace(/_/g, '-')}`;
}

/** The provider type's code (the adapter's key), read in the provider's own account. */
export async function providerCode(knex: Knex, row: WarehouseProviderRow): Promise<string | null> {
  const type = await knex('warehouse_provider_types').where({ account_id: row.account_id, id: row.provider_type_id }).first('code');
  return type?.code ?? null;
}

export function warehouseContext(row: WarehouseProviderRow, code: string | null, secrets: SecretBox | undefined, fetchImpl?: typeof fetch, env: NodeJS.ProcessEnv = process.env): { adapter: WarehouseAdapter; ctx: WarehouseContext } {
  const adapter = code ? warehouseAdapterFor(code) : undefined;
  if (!adapter) throw new ChannelError('permanent', `${row.name}: Sellyard has no connection for this provider type yet (connections exist for Mintsoft and ShipBob)`);
  let baseUrl: string;
  if (row.environment === 'SANDBOX') {
    if (!sandboxEnabled(env)) throw new SandboxDisabledError();
    baseUrl = warehouseSandboxUrl(adapter.provider, env);
  } else {
    baseUrl = (env[`WAREHOUSE_API_URL_${adapter.provider}`] ?? adapter.liveBaseUrl()).replace(/\/$/, '');
  }
  let credentials: Record<string, string> = {};
  if (row.credentials) {
    if (!secrets) throw new Error('the server has no secret key: warehouse credentials cannot be read');
    credentials = (secrets.decrypt(row.credentials, 'warehouse_providers.credentials') ?? {}) as Record<string, string>;
  }
  // WAREHOUSE_TIMEOUT_MS: how long one 3PL call may take before it counts as a timeout (default 20 s). A timed-out
  // hand-off or ASN is looked up by its reference before it is sent again.
  const timeoutMs = Number(env.WAREHOUSE_TIMEOUT_MS) > 0 ? Number(env.WAREHOUSE_TIMEOUT_MS) : 20_000;
  const http = createHttpClient(baseUrl, fetchImpl);
  return {
    adapter,
    ctx: {
      provider: { id: row.id, accountId: row.account_id, provider: adapter.provider as WarehouseProviderCode, name: row.name, accountReference: row.account_reference ?? null },
      credentials, baseUrl, http: { send: (request, interpret) => http.send({ timeoutMs, ...request }, interpret) },
    },
  };
}
