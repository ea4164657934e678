/**
 * The junk walk (tests/api/junk-input.test.ts): every operation of an OpenAPI document, sent each kind of junk once
 * as the demo owner. Every answer must be below 500, every 4xx a problem document, and NUL, prototype keys and deep
 * nesting refused at the request boundary with a 400 naming a field. `describeJunkWalk` runs it over the whole
 * document, or over the operations `paths` keeps (a new entity's, tests/api/entity-folder.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Client, type Response, type TestApp } from './app.ts';

type Json = Record<string, any>;
export interface Operation { method: string; path: string; op: Json }

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
/** 2^53 + 1: JSON.parse rounds it to 2^53, past Number.MAX_SAFE_INTEGER; the marker is replaced in the JSON text. */
const HUGE = '<<HUGE>>';
const HUGE_TEXT = '9007199254740993';
const DEPTH = 5000;
/** Nesting in a query string: as deep as fits Node's 16 KB request-head limit (deeper is Node's own 431). */
const QUERY_DEPTH = 1000;

function resolve(doc: Json, schema: Json | undefined): Json | undefined {
  let node = schema;
  for (let i = 0; node?.$ref && i < 10; i++) {
    node = String(node.$ref).replace(/^#\//, '').split('/').reduce((at: any, key) => at?.[key], doc);
  }
  return node;
}

/** A body shaped like the operation's request schema whose leaves come from `leaf` (depth-capped). */
function shapedBody(doc: Json, schema: Json | undefined, leaf: (node: Json) => unknown, depth = 0): unknown {
  const node = resolve(doc, schema) ?? {};
  const variant = resolve(doc, (node.oneOf ?? node.anyOf ?? node.allOf)?.[0]);
  const type = Array.isArray(node.type) ? node.type.find((t: string) => t !== 'null') : node.type;
  if (depth > 4) return null;
  if (type === 'object' || node.properties) {
    const properties = { ...(variant?.properties ?? {}), ...(node.properties ?? {}) } as Json;
    return Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, shapedBody(doc, sub, leaf, depth + 1)]));
  }
  if (type === 'array') return [shapedBody(doc, node.items, leaf, depth + 1)];
  if (!type && variant) return shapedBody(doc, variant, leaf, depth);
  return leaf(node);
}

function requestSchema(op: Json): Json | undefined {
  return op.requestBody?.content?.['application/json']?.schema;
}

/** Strings of a body (or a plain one) with a NUL in each. */
const nulLeaf = (node: Json) => {
  const type = Array.isArray(node.type) ? node.type.find((t: string) => t !== 'null') : node.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return node.enum?.[0] !== undefined ? `${node.enum[0]}\u0000` : 'junk\u0000text';
};

/** Numbers and dates out of every range; other leaves plausible, so the out-of-range value is what is judged. */
const rangeLeaf = (node: Json) => {
  const type = Array.isArray(node.type) ? node.type.find((t: string) => t !== 'null') : node.type;
  if (type === 'integer') return HUGE;
  if (type === 'number') return 1e300;
  if (type === 'boolean') return false;
  if (node.format === 'date') return '2026-13-45';
  if (node.format === 'date-time') return '-271821-04-20T00:00:00Z';
  if (node.format === 'uuid') return MISSING_ID;
  if (node.format === 'email') return 'junk@example.test';
  if (node.enum?.length) return node.enum[0];
  return 'junk';
};

const objectOf = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Json : {});

const deepBody = () => `{"a":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;

function pathFor(ids: Map<string, string>, path: string, kind: string, method: string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (kind === 'nul-path') return encodeURIComponent('junk\u0000id');
    const resource = /^\/api\/([^/]+)\//.exec(path)?.[1];
    if (name === 'id' && method !== 'DELETE' && resource && ids.has(resource)) return ids.get(resource)!;
    return name === 'id' ? MISSING_ID : 'junk';
  });
}

/**
 * One junk request per kind. Writes carry it in the body (the path names a real record), reads in the query;
 * `nul-path` puts a NUL in the path's parameters.
 */
function junkRequest(doc: Json, ids: Map<string, string>, kind: string, { method, path, op }: Operation): { url: string; body?: string } {
  const withBody = ['POST', 'PUT', 'PATCH'].includes(method);
  const query = new URLSearchParams();
  let body: string | undefined;
  switch (kind) {
    case 'nul':
      // Every string of the body has a NUL, and a body without strings (a transition's `version`) gets one.
      if (withBody) body = JSON.stringify({ ...objectOf(shapedBody(doc, requestSchema(op), nulLeaf)), note: 'a\u0000b' });
      else {
        query.set('filter', JSON.stringify({ q: 'a\u0000b' }));
        query.set('from', '2026-01-01\u0000');
      }
      break;
    case 'nul-path':
      query.set('range', '[0,0]');
      if (withBody) body = '{}';
      break;
    case 'proto': {
      if (withBody) {
        const shaped = JSON.stringify(objectOf(shapedBody(doc, requestSchema(op), rangeLeaf))).replaceAll(`"${HUGE}"`, '1');
        body = shaped === '{}' ? '{"__proto__":{"role":"admin"}}' : `{"constructor":{"prototype":{"role":"admin"}},${shaped.slice(1)}`;
      } else query.set('filter', '{"__proto__":{"admin":true}}');
      break;
    }
    case 'deep':
      if (withBody) body = deepBody();
      else query.set('filter', `{"q":${'['.repeat(QUERY_DEPTH)}${']'.repeat(QUERY_DEPTH)}}`);
      break;
    default: // range
      query.set('filter', JSON.stringify({ created_at_lt: '-271821-04-20', created_at_gte: '2026-13-45', version_gt: 2 ** 40 }));
      query.set('range', `[0,${HUGE_TEXT}]`);
      query.set('from', '2026-13-45');
      query.set('to', '-271821-04-20');
      if (withBody) body = JSON.stringify(shapedBody(doc, requestSchema(op), rangeLeaf) ?? { version: HUGE }).replaceAll(`"${HUGE}"`, HUGE_TEXT);
  }
  return { url: `${pathFor(ids, path, kind, method)}?${query}`, body };
}

export const JUNK_KINDS = ['nul', 'nul-path', 'proto', 'deep', 'range'] as const;
/** Kinds the request boundary refuses before any endpoint runs. */
const AT_BOUNDARY = new Set(['nul', 'proto', 'deep']);

/** The walk's state: the document, its operations, and a real id per resource. */
export interface JunkWalk {
  doc: Json;
  operations: Operation[];
  /** A real id per resource (`/api/<resource>/{id}`), so updates and transitions reach their handlers. */
  ids: Map<string, string>;
}

/**
 * Describes the walk. `document` is the OpenAPI document to walk (default: the app's own `/api/openapi.json`);
 * `paths` keeps some of its operations.
 */
export function describeJunkWalk(options: {
  app: () => TestApp;
  document?: () => Json;
  paths?: (path: string) => boolean;
  /** What the walk must at least find, so a walk over nothing does not pass. */
  expect?: { operations: number; ids: number };
}): JunkWalk {
  const walk: JunkWalk = { doc: {}, operations: [], ids: new Map() };
  let owner: Client;

  beforeAll(async () => {
    owner = await options.app().signIn(DEMO.acmeOwner);
    walk.doc = options.document?.() ?? (await owner.get('/api/openapi.json')).body;
    walk.operations = Object.entries(walk.doc.paths as Json).filter(([path]) => options.paths?.(path) ?? true).flatMap(([path, item]) =>
      Object.entries(item as Json).filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op: op as Json })));
    for (const resource of new Set(walk.operations.map((o) => /^\/api\/([^/]+)\/\{id\}/.exec(o.path)?.[1]).filter(Boolean) as string[])) {
      const list = await owner.get(`/api/${resource}?range=${encodeURIComponent('[0,0]')}`);
      if (list.status === 200 && Array.isArray(list.body) && list.body[0]?.id) walk.ids.set(resource, list.body[0].id);
    }
  });

  async function send(kind: string, operation: Operation): Promise<Response> {
    const { url, body } = junkRequest(walk.doc, walk.ids, kind, operation);
    const answer = await owner.raw(operation.method, url, body === undefined ? {} : { body, headers: { 'Content-Type': 'application/json' } });
    // A junk body to sign-out still signs out (nothing in it is read): sign in again for the rest of the walk.
    if (answer.status === 401 || !owner.cookie) owner = await options.app().signIn(DEMO.acmeOwner);
    return answer;
  }

  describe('junk input', () => {
    if (options.expect) {
      const least = options.expect;
      it('finds the operations and records it walks', () => {
        expect(walk.operations.length).toBeGreaterThanOrEqual(least.operations);
        expect(walk.ids.size).toBeGreaterThanOrEqual(least.ids);
      });
    }

    it.each(JUNK_KINDS)('never answers %s junk with a 500, and every refusal is a problem document', async (kind) => {
      const failures: string[] = [];
      // A NUL in the path needs a path parameter to put it in.
      for (const operation of walk.operations.filter((o) => kind !== 'nul-path' || o.path.includes('{'))) {
        const answer = await send(kind, operation);
        const label = `${operation.method} ${operation.path}: ${answer.status} ${JSON.stringify(answer.body ?? null).slice(0, 200)}`;
        if (answer.status >= 500) { failures.push(label); continue; }
        if (answer.status >= 400 && !String(answer.headers.get('content-type')).startsWith('application/problem+json')) failures.push(`not a problem document: ${label}`);
        // NUL, prototype keys and deep nesting are refused at the boundary, before any endpoint: a 400 with a pointer
        // (`''` is the whole body: too deep is found in the text, before parsing).
        if (AT_BOUNDARY.has(kind) && (answer.status !== 400 || typeof answer.body?.errors?.[0]?.pointer !== 'string')) failures.push(`not refused at the boundary: ${label}`);
      }
      expect(failures).toEqual([]);
    }, 300_000);
  });
  return walk;
}
