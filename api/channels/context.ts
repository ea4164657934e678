/**
 * From a sales channel row to an adapter call: decrypts the credentials, finds the base URL, and runs the call;
 * when the marketplace refuses the token and the channel can refresh it, refreshes once, stores the new
 * credentials (encrypted, without touching the row's version: a merchant's open edit form stays valid) and tries
 * again. A refused refresh stays an `auth` error for the caller (the flows then mark the channel DISCONNECTED).
 */
import type { Knex } from 'knex';
import type { SecretBox } from '../crypto/secrets.ts';
import { channelBaseUrl } from './base-url.ts';
import { ChannelError, isChannelError } from './errors.ts';
import { createHttpClient } from './http.ts';
import { createImageSource } from './images.ts';
import { adapterFor, registeredAdapterTypes } from './registry.ts';
import type { AdapterContext, ChannelAccount, ChannelAdapter, ChannelType, Credentials } from './types.ts';

/** The columns of `sales_channels` an adapter call needs (a full row will do). */
export interface ChannelRow {
  [column: string]: unknown;
  id: string;
  account_id: string;
  type: string;
  name: string;
  marketplace: string | null;
  shop_domain: string | null;
  environment?: string | null;
  credentials: string | null;
}

const CREDENTIALS_CONTEXT = 'sales_channels.credentials';

export function channelAccount(row: ChannelRow): ChannelAccount & { environment: string | null } {
  return { id: row.id, accountId: row.account_id, type: row.type as ChannelType, name: row.name, marketplace: row.marketplace, shopDomain: row.shop_domain, environment: row.environment ?? null };
}

export function decryptCredentials(row: ChannelRow, secrets: SecretBox | undefined): Credentials {
  if (!row.credentials) return {};
  if (!secrets) throw new Error('the worker has no secret key: channel credentials cannot be read');
  return (secrets.decrypt(row.credentials, CREDENTIALS_CONTEXT) ?? {}) as Credentials;
}

export function adapterContext(row: ChannelRow, secrets: SecretBox | undefined, fetchImpl?: typeof fetch): { adapter: ChannelAdapter; ctx: AdapterContext } {
  if (!registeredAdapterTypes().includes(row.type as ChannelType)) throw new ChannelError('permanent', `Sellyard has no connection to ${row.type} marketplaces yet`);
  const adapter = adapterFor(row.type);
  const channel = channelAccount(row);
  const baseUrl = channelBaseUrl(adapter, channel);
  // The demo's reserved image hosts (.example) become placeholders for sandbox channels only.
  const images = createImageSource({ placeholders: channel.environment === 'SANDBOX' });
  return { adapter, ctx: { channel, credentials: decryptCredentials(row, secrets), baseUrl, http: createHttpClient(baseUrl, fetchImpl), images } };
}

/** Stores refreshed credentials (merged over the old: a refresh answer may omit the refresh token). */
export async function storeCredentials(knex: Knex, row: ChannelRow, credentials: Credentials, secrets: SecretBox): Promise<void> {
  const encrypted = secrets.encrypt(credentials, CREDENTIALS_CONTEXT);
  await knex('sales_channels').where({ account_id: row.account_id, id: row.id }).update({ credentials: encrypted });
  row.credentials = encrypted;
}

/**
 * Runs `call` with the channel's adapter; on an `auth` error, refreshes the token once (where the adapter can)
 * and runs it again.
 */
export async function withChannel<T>(
  knex: Knex,
  secrets: SecretBox | undefined,
  row: ChannelRow,
  call: (adapter: ChannelAdapter, ctx: AdapterContext) => Promise<T>,
  fetchImpl?: typeof fetch,
): Promise<T> {
  const { adapter, ctx } = adapterContext(row, secrets, fetchImpl);
  try {
    return await call(adapter, ctx);
  } catch (error) {
    if (!isChannelError(error) || error.kind !== 'auth' || !secrets) throw error;
    let refreshed: Credentials | null;
    try {
      refreshed = await adapter.refreshCredentials(ctx);
    } catch (refreshError) {
      throw isChannelError(refreshError) && refreshError.kind !== 'auth'
        ? refreshError
        : new ChannelError('auth', `${error.message}; refreshing the token failed too${refreshError instanceof Error ? ` (${refreshError.message})` : ''}`, { status: error.status, cause: refreshError });
    }
    if (!refreshed) throw error;
    const credentials = { ...ctx.credentials, ...refreshed };
    await storeCredentials(knex, row, credentials, secrets);
    return call(adapter, { ...ctx, credentials });
  }
}
