/**
 * For adapters' contract tests: a fetch that plays back recorded exchanges (fixtures/<name>.json, an array of
 * {request, response}) in order, checking each request the adapter sends against the recorded one (method, host,
 * path, the query parameters and headers it names, a subset of the JSON or form body, the multipart parts, the
 * GraphQL operation and variables) before answering its response.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/** A multipart part as recorded: its text, or for a file its name, media type and size in bytes. */
export type RecordedPart = string | { filename?: string; type?: string; size?: number };

export interface RecordedExchange {
  request: {
    method: string;
    /** host[:port], when the call goes elsewhere than the base URL (Login with Amazon, eBay's apiz host). */
    host?: string;
    path: string;
    query?: Record<string, string>;
    /** Header values (names case-insensitive). */
    headers?: Record<string, string>;
    /** A subset of the JSON body sent. */
    json?: unknown;
    /** A subset of the form-encoded body sent (application/x-www-form-urlencoded). */
    form?: Record<string, string>;
    /** The multipart/form-data parts sent, by name. */
    multipart?: Record<string, RecordedPart>;
    /** GraphQL: the operation's root field (`orders`, `productSet`…) and a subset of its variables. */
    operation?: string;
    variables?: Record<string, unknown>;
  };
  /** `body: null` answers without a body. */
  response: { status: number; headers?: Record<string, string>; body: unknown };
}

export interface Replay {
  fetch: typeof fetch;
  /** What was sent, in order: URL, the request, its parsed JSON or form body and its headers. */
  sent: Array<{ url: URL; init: RequestInit; json: any; headers: Headers }>;
  /** Every recorded exchange was used. */
  done(): void;
}

export const loadExchanges = (folder: string, name: string): RecordedExchange[] => JSON.parse(readFileSync(join(folder, 'fixtures', `${name}.json`), 'utf8'));

const rootField = (query: string): string | undefined => /^\s*(\w+)/.exec(query.slice(query.indexOf('{') + 1))?.[1];

function parsedBody(init: RequestInit, headers: Headers): any {
  if (typeof init.body !== 'string') return undefined;
  return (headers.get('content-type') ?? '').includes('json') ? JSON.parse(init.body) : Object.fromEntries(new URLSearchParams(init.body));
}

async function checkParts(body: unknown, parts: Record<string, RecordedPart>): Promise<void> {
  expect(body, 'a multipart/form-data body').toBeInstanceOf(FormData);
  const form = body as FormData;
  for (const [name, want] of Object.entries(parts)) {
    const got = form.get(name);
    if (typeof want === 'string') {
      expect(got, name).toBe(want);
      continue;
    }
    expect(got, name).toBeInstanceOf(Blob);
    const file = got as File;
    if (want.filename !== undefined) expect(file.name, `${name} filename`).toBe(want.filename);
    if (want.type !== undefined) expect(file.type, `${name} type`).toBe(want.type);
    if (want.size !== undefined) expect(file.size, `${name} size`).toBe(want.size);
  }
}

export function replay(exchanges: RecordedExchange[]): Replay {
  const sent: Replay['sent'] = [];
  let next = 0;
  const fetchImpl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const exchange = exchanges[next++];
    if (!exchange) throw new Error(`an unexpected request: ${init.method} ${String(input)}`);
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    const json = parsedBody(init, headers);
    sent.push({ url, init, json, headers });
    const { request, response } = exchange;
    expect(`${init.method} ${url.pathname}`).toBe(`${request.method} ${request.path}`);
    if (request.host) expect(url.host).toBe(request.host);
    for (const [name, value] of Object.entries(request.query ?? {})) expect(url.searchParams.get(name), name).toBe(value);
    for (const [name, value] of Object.entries(request.headers ?? {})) expect(headers.get(name), name).toBe(value);
    if (request.form) {
      expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
      expect(json).toMatchObject(request.form);
    }
    if (request.json !== undefined) expect(json).toMatchObject(request.json as object);
    if (request.multipart) await checkParts(init.body, request.multipart);
    if (request.operation) expect(rootField(String(json?.query ?? ''))).toBe(request.operation);
    if (request.variables) expect(json?.variables).toMatchObject(request.variables);
    return new Response(response.body === null ? null : JSON.stringify(response.body), { status: response.status, headers: { 'content-type': 'application/json', ...response.headers } });
  }) as typeof fetch;
  return { fetch: fetchImpl, sent, done: () => expect(next).toBe(exchanges.length) };
}
