/**
 * The HTTP client adapters use: fetch with a timeout, JSON or form bodies, and every failure turned into a
 * ChannelError by status. An adapter passes `interpret` to read its marketplace's error body first (field-level
 * validation messages), falling back to the status mapping below.
 */
import { gunzipSync } from 'node:zlib';
import { ChannelError, parseRetryAfter } from './errors.ts';
import type { HttpClient, HttpRequest, HttpResponse } from './types.ts';

const DEFAULT_TIMEOUT_MS = 15_000;

function buildUrl(baseUrl: string, request: HttpRequest): string {
  const url = new URL(/^https?:\/\//.test(request.url) ? request.url : `${baseUrl.replace(/\/$/, '')}/${request.url.replace(/^\//, '')}`);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

async function readBody(response: Response, gunzip = false, binary = false): Promise<unknown> {
  if (binary && response.ok) return Buffer.from(await response.arrayBuffer());
  const text = gunzip && response.ok ? gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8') : await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || gunzip) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Amazon answers a 429 without Retry-After but states the operation's rate (x-amzn-RateLimit-Limit, requests per
 * second): waiting for one request's worth of it is the least it asks.
 */
function waitForRate(rate: string | null): number | null {
  const perSecond = Number(rate);
  return rate && perSecond > 0 ? Math.ceil(1000 / perSecond) : null;
}

/** When a marketplace's own reset header (an HTTP date, ISO time or epoch seconds) says to come back. */
function resetAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  const at = /^\d{9,11}$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The error a status means when the marketplace's body said nothing more precise. */
export function errorForStatus(response: HttpResponse, what: string, rateLimitResetHeader?: string): ChannelError {
  const { status } = response;
  const detail = typeof response.body === 'string' ? response.body.slice(0, 300) : JSON.stringify(response.body ?? '').slice(0, 300);
  if (status === 401 || status === 403) return new ChannelError('auth', `${what}: the marketplace refused the credentials (${status})`, { status });
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'))
      ?? (rateLimitResetHeader ? resetAfterMs(response.headers.get(rateLimitResetHeader)) : null)
      ?? waitForRate(response.headers.get('x-amzn-ratelimit-limit'));
    return new ChannelError('rate_limit', `${what}: rate limited (429)`, { status, retryAfterMs });
  }
  if (status >= 500) return new ChannelError('transient', `${what}: the marketplace failed (${status}) ${detail}`.trim(), { status });
  return new ChannelError('permanent', `${what}: the marketplace answered ${status} ${detail}`.trim(), { status });
}

export function createHttpClient(baseUrl: string, fetchImpl: typeof fetch = fetch): HttpClient {
  return {
    async send(request, interpret) {
      const url = buildUrl(baseUrl, request);
      const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
      let sent: string | FormData | undefined;
      if (request.multipart) {
        // fetch sets multipart/form-data with its boundary itself.
        sent = request.multipart;
      } else if (request.text) {
        headers['content-type'] ??= request.text.contentType;
        sent = request.text.body;
      } else if (request.form) {
        headers['content-type'] ??= 'application/x-www-form-urlencoded';
        sent = new URLSearchParams(request.form).toString();
      } else if (request.json !== undefined) {
        headers['content-type'] ??= 'application/json';
        sent = JSON.stringify(request.json);
      }
      const what = `${request.method} ${new URL(url).pathname}`;
      let raw: Response;
      try {
        raw = await fetchImpl(url, { method: request.method, headers, body: sent, signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new ChannelError('transient', `${what}: ${timedOut ? 'no answer in time' : `could not reach the marketplace (${error instanceof Error ? error.message : String(error)})`}`, { cause: error });
      }
      let body: unknown;
      try {
        body = await readBody(raw, request.gunzip, request.binary);
      } catch (error) {
        throw new ChannelError('transient', `${what}: the answer could not be read (${error instanceof Error ? error.message : String(error)})`, { cause: error });
      }
      const response: HttpResponse = { status: raw.status, headers: raw.headers, body };
      if (raw.ok) return response;
      // A rate limit or an outage is the same whatever the body says: only refine the other answers.
      if (raw.status !== 429 && raw.status < 500) {
        const refined = interpret?.(response);
        if (refined) throw refined;
      }
      throw errorForStatus(response, what, request.rateLimitResetHeader);
    },
  };
}
