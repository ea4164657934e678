/**
 * The data provider: ra-data-simple-rest over `/api`, plus what Sellyard adds to it — the `X-Account-Id` header
 * when a partner or admin acts in a client account, `application/problem+json` errors kept whole (so forms can map
 * `errors[].pointer` onto fields), state transitions, status history and the dashboard figures.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { forgetPreload, getSession } from '../access/session.ts';
import type { CurrencyAmount } from '../../../checks/index.ts';

export const API_URL = '/api';

/** One entry of a problem+json `errors` array. */
export interface ProblemFieldError {
  pointer: string;
  message: string;
}

/** The body of an `application/problem+json` error. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: ProblemFieldError[];
  allowed?: string[];
}

export interface HistoryEntry {
  transition: string;
  from_status: string | null;
  to_status: string;
  at: string;
  user_email?: string | null;
  /** What caused it, when not a person's click: the order rule that fired, the reason of a hold. */
  note?: string | null;
}

export interface DashboardData {
  /** Sales are per currency (the account's first), in each currency's minor units: never one mixed sum. */
  today: { orders: number; sales: CurrencyAmount[] };
  /** Whether the user may see money figures (those who may run reports); the `sales` amounts are empty otherwise. */
  salesAllowed: boolean;
  last30: { orders: number; sales: CurrencyAmount[]; byDay: Array<{ date: string; orders: number; sales: CurrencyAmount[] }> };
  byStatus: Record<string, number>;
  toShip: number;
  /** Whether the user may read stock levels (the low-stock figures are empty otherwise). */
  stockAllowed: boolean;
  /** Stock levels at or below their minimum; `lowStock` lists the shortest of them. */
  lowStockCount: number;
  lowStock: Array<{ product_id: string; sku: string; title: string; location: string; available: number; minimum_level: number }>;
  currency: string;
}

/** One entry of a record's audit log (GET /api/<resource>/:id/audit; api/audit/audit-log.ts). */
export interface AuditEntry {
  id: string;
  at: string;
  action: 'create' | 'update' | 'delete' | 'transition';
  transition: string | null;
  by: { kind: 'user' | 'platform-admin' | 'system'; userId: string | null; email: string | null; job: string | null; jobId: string | null; cause: string | null };
  /** Each changed field's value before and after; secrets read `[redacted]`. */
  changes: Record<string, { from: unknown; to: unknown }>;
}

export interface SellyardDataProvider extends DataProvider {
  /** Runs a state transition; `input` is what the transition declares it needs (a reason, an amount). */
  transition(resource: string, id: string, transition: string, version: number, input?: Record<string, unknown>): Promise<{ data: any }>;
  history(resource: string, id: string): Promise<{ data: HistoryEntry[] }>;
  /** The audit log of one record (x-entity.audit), oldest first; without `id`, of a singleton (the account's). */
  audit(resource: string, id?: string): Promise<{ data: AuditEntry[] }>;
  dashboard(): Promise<{ data: DashboardData }>;
}

/** Request options understood by `httpClient` beyond fetch's. */
interface SellyardOptions extends fetchUtils.Options {
  /** Send no `X-Account-Id`: the data is the user's own account's (partner portal screens). */
  ownAccount?: boolean;
}

/** The problem+json body of an error thrown by the data provider, if any. */
export function problemOf(error: unknown): Problem | undefined {
  const body = (error as { body?: unknown })?.body;
  return body && typeof body === 'object' ? (body as Problem) : undefined;
}

/** A message fit to show for any error the data provider throws. */
export function errorMessage(error: unknown): string {
  const p = problemOf(error);
  const status = (error as { status?: number })?.status;
  if (p?.detail || p?.title) return p.detail || p.title || '';
  if (status === 413) return 'The request is too large.';
  if (status === 429) return 'Too many requests: wait a moment and try again.';
  return (error as Error)?.message || 'Something went wrong.';
}

/**
 * Why a record's screen has nothing to show, in words: a 404 (deleted, never there, or in an account the user
 * cannot see: the API does not say which) never echoes the id from the address; anything else as errorMessage.
 */
export function recordLoadMessage(error: unknown, title: string): string {
  if ((error as { status?: number })?.status === 404) return `This ${title.toLowerCase()} does not exist: it may have been deleted, or the link is not right.`;
  return errorMessage(error);
}

export async function httpClient(url: string, options: SellyardOptions = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const { actingAccountId } = getSession();
  if (actingAccountId && !options.ownAccount) headers.set('X-Account-Id', actingAccountId);
  try {
    const result = await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
    afterWrite(url, options.method);
    return result;
  } catch (error) {
    if (error instanceof HttpError) {
      const p = problemOf(error);
      const message = p?.detail || p?.title || error.message;
      throw new HttpError(message, error.status, error.body);
    }
    throw error;
  }
}

/** What `/api/auth/me` preloads for the own account's screens (`preload`): writes to these retire the preload. */
const PRELOADED = /^\/api\/(custom-fields|general-settings)(\/|\?|$)/;

/**
 * After a successful write to what the session preloads (a custom-field definition, General Settings), retires the
 * preload, so a screen mounted later fetches the definitions or date format instead of being seeded with those of
 * before (the session itself stays as it is: the screen on show is not re-rendered under the user).
 */
function afterWrite(url: string, method: string | undefined): void {
  if (!method || method.toUpperCase() === 'GET') return;
  const path = new URL(url, 'http://admin.invalid').pathname;
  if (PRELOADED.test(path)) forgetPreload();
}

function withMeta(meta: any): SellyardOptions {
  return meta?.ownAccount ? { ownAccount: true } : {};
}

/**
 * The API's `fields` for a list read: the columns a screen shows (`meta.fields`, GenericList), else `*`. A list
 * without `fields` answers only its screen's columns, and react-admin copies list rows into its getOne cache, so
 * a screen reading a whole record must never be handed a lean row: only callers that name their columns get one
 * (their rows are cached under a `meta` of their own, never under an edit screen's).
 */
function listFields(meta: any): string {
  return Array.isArray(meta?.fields) ? JSON.stringify(meta.fields) : '*';
}

/** ra-data-simple-rest, with the meta-aware http client (simple-rest has no per-call options, so wrap per call). */
function base(meta: any) {
  return simpleRestProvider(API_URL, (url: string, options: fetchUtils.Options = {}) => {
    // List reads (getList, getMany, getManyReference) are the GETs with a query string.
    const listRead = (!options.method || options.method === 'GET') && url.includes('?');
    const target = listRead ? `${url}&fields=${encodeURIComponent(listFields(meta))}` : url;
    return httpClient(target, { ...options, ...withMeta(meta) });
  });
}

export const dataProvider: SellyardDataProvider = {
  getList: (resource, params) => base(params.meta).getList(resource, params),
  getOne: (resource, params) => base(params.meta).getOne(resource, params),
  getMany: (resource, params) => base(params.meta).getMany(resource, params),
  getManyReference: (resource, params) => base(params.meta).getManyReference(resource, params),
  create: (resource, params) => base(params.meta).create(resource, params),
  update: (resource, params) => base(params.meta).update(resource, params),
  updateMany: (resource, params) => base(params.meta).updateMany(resource, params),
  async delete(resource, params) {
    const { json } = await httpClient(`${API_URL}/${resource}/${encodeURIComponent(String(params.id))}`, {
      method: 'DELETE',
      ...withMeta(params.meta),
    });
    return { data: (json && typeof json === 'object' ? json : params.previousData ?? { id: params.id }) as any };
  },
  async deleteMany(resource, params) {
    // One DELETE per id: the API has no bulk delete that reports per-row refusals yet.
    await Promise.all(
      params.ids.map((id) =>
        httpClient(`${API_URL}/${resource}/${encodeURIComponent(String(id))}`, { method: 'DELETE', ...withMeta(params.meta) }),
      ),
    );
    return { data: params.ids };
  },
  async transition(resource, id, transition, version, input = {}) {
    const { json } = await httpClient(`${API_URL}/${resource}/${encodeURIComponent(id)}/${transition}`, {
      method: 'POST',
      body: JSON.stringify({ ...input, version }),
    });
    return { data: json };
  },
  async history(resource, id) {
    const { json } = await httpClient(`${API_URL}/${resource}/${encodeURIComponent(id)}/history`);
    return { data: Array.isArray(json) ? json : [] };
  },
  async audit(resource, id) {
    const { json } = await httpClient(id === undefined ? `${API_URL}/${resource}/audit` : `${API_URL}/${resource}/${encodeURIComponent(id)}/audit`);
    return { data: Array.isArray(json) ? json : [] };
  },
  async dashboard() {
    const { json } = await httpClient(`${API_URL}/dashboard`);
    return { data: json };
  },
};

// ---- Custom fields, CSV export and import ------------------------------------------------------------------

/** A `fetch` with the session's acting account and same-origin cookies; a non-2xx answer throws an HttpError. */
export async function apiFetch(url: string, init: RequestInit = {}, meta?: { ownAccount?: boolean }): Promise<Response> {
  const headers = new Headers(init.headers);
  const { actingAccountId } = getSession();
  if (actingAccountId && !meta?.ownAccount) headers.set('X-Account-Id', actingAccountId);
  const response = await fetch(url, { ...init, headers, credentials: 'same-origin' });
  if (response.ok) afterWrite(url, init.method);
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try { body = JSON.parse(text); } catch { /* not JSON */ }
    const p = problemOf({ body });
    throw new HttpError(p?.detail || p?.title || response.statusText, response.status, body);
  }
  return response;
}

/**
 * Fetches a file from the API and hands it to the browser as a download, named as the server's
 * Content-Disposition says (or `fallbackName`).
 */
export async function downloadFile(url: string, fallbackName: string, init: RequestInit = {}, meta?: { ownAccount?: boolean }): Promise<void> {
  const response = await apiFetch(url, init, meta);
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** `?sort=…&filter=…` as ra-data-simple-rest writes them. */
export function listQuery(params: { sort?: { field: string; order: string }; filter?: Record<string, unknown> }): string {
  const query = new URLSearchParams();
  if (params.sort?.field) query.set('sort', JSON.stringify([params.sort.field, params.sort.order]));
  if (params.filter && Object.keys(params.filter).length) query.set('filter', JSON.stringify(params.filter));
  const text = query.toString();
  return text ? `?${text}` : '';
}
