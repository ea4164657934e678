/**
 * The List Products and Promote & Expand endpoints (api/domain/listings/bulk-routes.ts), typed. Errors arrive as
 * react-admin HttpErrors carrying the problem+json body (`problemOf`), from `apiFetch`.
 */
import { apiFetch, API_URL } from '../data/dataProvider.ts';
import type { PromoteExpand as PromoteExpandData } from '../../../checks/contracts/promote-expand.ts';

export interface SalesChannelChoice {
  id: string;
  name: string;
  type: string;
  marketplace: string | null;
  status: 'DISCONNECTED' | 'CONNECTED' | 'TOKEN_EXPIRED' | 'ERROR';
}

export interface PickableProduct {
  id: string;
  sku: string;
  title: string;
  status: string;
  retail_price: number | null;
  currency: string | null;
  /** The product's listing on the chosen sales channel, if it has one. */
  listing: { id: string; status: string } | null;
}

export interface ProductPage {
  rows: PickableProduct[];
  total: number;
  offset: number;
}

export interface ProductQuery {
  salesChannelId?: string;
  q?: string;
  /** '' = any status. */
  status?: string;
  unlisted?: boolean;
  ids?: string[];
  offset?: number;
  limit?: number;
}

export interface BulkOverride {
  price?: number | null;
  title?: string;
  channel_fields?: Record<string, unknown>;
}

export interface BulkRequest {
  sales_channel_id: string;
  product_ids: string[];
  channel_fields: Record<string, unknown>;
  overrides: Record<string, BulkOverride>;
  submit: boolean;
}

export interface BulkCreated {
  product_id: string;
  listing_id: string;
  status: string;
  sku: string;
  title: string;
}

/** One refused row of a bulk request (a problem+json `errors[]` entry). */
export interface BulkRowError {
  product_id?: string;
  pointer: string;
  field?: string;
  message: string;
}

export type { ChannelGap, PromoteExpand as PromoteExpandData } from '../../../checks/contracts/promote-expand.ts';

async function getJson<T>(path: string): Promise<T> {
  const response = await apiFetch(`${API_URL}${path}`, { headers: { Accept: 'application/json' } });
  return (await response.json()) as T;
}

export function fetchSalesChannels(channel: string): Promise<SalesChannelChoice[]> {
  return getJson(`/listings/bulk/channels?channel=${encodeURIComponent(channel)}`);
}

export function fetchProducts(query: ProductQuery): Promise<ProductPage> {
  const params = new URLSearchParams();
  if (query.salesChannelId) params.set('sales_channel_id', query.salesChannelId);
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.unlisted) params.set('unlisted', '1');
  if (query.ids) params.set('ids', query.ids.join(','));
  params.set('offset', String(query.offset ?? 0));
  params.set('limit', String(query.limit ?? 25));
  return getJson(`/listings/bulk/products?${params}`);
}

export async function createListings(body: BulkRequest): Promise<{ created: BulkCreated[] }> {
  const response = await apiFetch(`${API_URL}/listings/bulk`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { created: BulkCreated[] };
}

export function fetchPromoteExpand(): Promise<PromoteExpandData> {
  return getJson('/promote-expand');
}
