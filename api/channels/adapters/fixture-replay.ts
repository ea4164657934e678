/**
 * For adapters' contract tests: a fetch that plays back recorded exchanges (fixtures/<name>.json, an array of
 * {request, response}) in order, checking each request the adapter sends against the recorded one (method, path,
 * the query parameters, JSON body and GraphQL operation and variables it names) before answering its response.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

export interface RecordedExchange {
  request: {
    method: string;
    path: string;
    query?: Record<string, string>;
    /** A subset of the JSON body sent. */
    json?: unknown;
    /** GraphQL: the operation's root field (`orders`, `productSet`…) and a subset of its variables. */
    operation?: string;
    variables?: Record<string, unknown>;
  };
  response: { status: number; headers?: Record<string, string>; body: unknown };
}

export interface Replay {
  fetch: typeof fetch;
  /** What was sent, in order: URL and parsed JSON body. */
  sent: Array<{ url: URL; init: RequestInit; json: any }>;
  /** Every recorded exchange was used. */
  done(): void;
}

export const loadExchanges = (folder: string, name: string): RecordedExchange[] => JSON.parse(readFileSync(join(folder, 'fixtures', `${name}.json`), 'utf8'));

const rootField = (query: string): string | undefined => /^\s*(\w+)/.exec(query.slice(query.indexOf('{') + 1))?.[1];

export function replay(exchanges: RecordedExchange[]): Replay {
  const sent: Replay['sent'] = [];
  let next = 0;
  const fetchImpl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const exchange = exchanges[next++];
    if (!exchange) throw new Error(`an unexpected request: ${init.method} ${String(input)}`);
    const url = new URL(String(input));
    const type = new Headers(init.headers).get('content-type') ?? '';
    const json = typeof init.body === 'string' && type.includes('json') ? JSON.parse(init.body) : typeof init.body === 'string' ? Object.fromEntries(new URLSearchParams(init.body)) : undefined;
    sent.push({ url, init, json });
    const { request, response } = exchange;
    expect(init.method).toBe(request.method);
    expect(url.pathname).toBe(request.path);
    for (const [name, value] of Object.entries(request.query ?? {})) expect(url.searchParams.get(name)).toBe(value);
    if (request.json !== undefined) expect(json).toMatchObject(request.json as object);
    if (request.operation) expect(rootField(String(json?.query ?? ''))).toBe(request.operation);
    if (request.variables) expect(json?.variables).toMatchObject(request.variables);
    return new Response(JSON.stringify(response.body), { status: response.status, headers: { 'content-type': 'application/json', ...response.headers } });
  }) as typeof fetch;
  return { fetch: fetchImpl, sent, done: () => expect(next).toBe(exchanges.length) };
}
