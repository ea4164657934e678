/**
 * OpenAPI for the hand-written endpoints. The generator documents what the schemas produce (CRUD, transitions,
 * history, CSV, auth); an endpoint written by hand in `api/domain` or `api/auth` declares its document beside its
 * code as a `RouteDoc`, and `/api/openapi.json` serves the generated document with these merged in. A test
 * (tests/api/openapi-routes.test.ts) walks the router and fails for any endpoint that is in neither.
 */

import { IDEMPOTENCY_EXEMPT } from '../../generator/emit-openapi.ts';

type Json = Record<string, unknown>;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteDoc {
  method: Method;
  /** Koa form, as registered: `/api/reports/:id/run`. */
  path: string;
  /** The tag the endpoint is listed under (an entity's title, or an area: `Dashboard`, `Auth`). */
  tag: string;
  summary: string;
  description?: string;
  /** Query parameters by name. */
  query?: Record<string, { description: string; schema?: Json; required?: boolean }>;
  /** The body: a JSON schema for `application/json`, or another media type with its schema. */
  body?: { schema: Json; contentType?: string; description?: string };
  /** Successful answers by status; problems are listed by status only (the catalogue's shared responses). */
  responses: Record<number, { description: string; schema?: Json; contentType?: string }>;
  problems?: number[];
  /** True for endpoints that need no session (sign-up, the connect callbacks' public side). */
  public?: boolean;
}

/** Shared problem responses of the generated document, by status. */
const PROBLEM_REFS: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  422: 'UnprocessableContent',
  429: 'TooManyRequests',
};

/** `/api/reports/:id/run` → `/api/reports/{id}/run`. */
export function openapiPath(koaPath: string): string {
  return koaPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function operationId(doc: RouteDoc): string {
  const words = doc.path.replace(/^\/api\//, '').split(/[/.:-]+/).filter(Boolean);
  return doc.method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

function operation(doc: RouteDoc): Json {
  const pathParams = [...doc.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map(([, name]) => ({
    name, in: 'path', required: true, schema: { type: 'string' },
  }));
  const queryParams: Json[] = Object.entries(doc.query ?? {}).map(([name, q]) => ({
    name, in: 'query', required: q.required ?? false, description: q.description, schema: q.schema ?? { type: 'string' },
  }));
  // Every POST takes an Idempotency-Key (api/http/idempotency.ts), as the generated ones do.
  const keyed = doc.method === 'post' && !IDEMPOTENCY_EXEMPT.includes(doc.path);
  if (keyed) queryParams.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const responses: Json = {};
  for (const [status, r] of Object.entries(doc.responses)) {
    responses[status] = r.schema || r.contentType
      ? { description: r.description, content: { [r.contentType ?? 'application/json']: { schema: r.schema ?? {} } } }
      : { description: r.description };
  }
  const problems = new Set([...(doc.problems ?? []), ...(doc.public ? [] : [401]), ...(keyed ? [409, 422] : [])]);
  for (const status of [...problems].sort((a, b) => a - b)) {
    const ref = PROBLEM_REFS[status];
    responses[String(status)] = ref ? { $ref: `#/components/responses/${ref}` } : { description: `Problem (${status})` };
  }
  return {
    tags: [doc.tag],
    operationId: operationId(doc),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.public ? { security: [] } : {}),
    ...(pathParams.length || queryParams.length ? { parameters: [...pathParams, ...queryParams] } : {}),
    ...(doc.body
      ? { requestBody: { required: true, ...(doc.body.description ? { description: doc.body.description } : {}), content: { [doc.body.contentType ?? 'application/json']: { schema: doc.body.schema } } } }
      : {}),
    responses,
  };
}

/** The generated document with the hand-written endpoints added (a new object; the input is left alone). */
export function withRouteDocs(generated: Json, docs: RouteDoc[]): Json {
  const paths: Record<string, Json> = structuredClone((generated.paths ?? {}) as Record<string, Json>);
  const tags = [...((generated.tags ?? []) as Array<{ name: string }>)];
  for (const doc of docs) {
    const path = openapiPath(doc.path);
    // A doc over a generated operation (a domain route that takes over a transition, e.g. the VAT return's submit)
    // keeps the generated request body and operation id unless it says its own: the body is still the schema's.
    const generatedOperation = paths[path]?.[doc.method] as Json | undefined;
    const documented = operation(doc);
    if (generatedOperation?.requestBody && !doc.body) documented.requestBody = generatedOperation.requestBody;
    if (generatedOperation?.operationId) documented.operationId = generatedOperation.operationId;
    paths[path] = { ...(paths[path] ?? {}), [doc.method]: documented };
    if (!tags.some((t) => t.name === doc.tag)) tags.push({ name: doc.tag });
  }
  return { ...generated, tags, paths };
}

/** Whether the document describes `method path` (Koa form). */
export function documents(document: Json, method: string, koaPath: string): boolean {
  const item = (document.paths as Record<string, Json> | undefined)?.[openapiPath(koaPath)];
  return Boolean(item && item[method.toLowerCase()]);
}
