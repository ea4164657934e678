/**
 * Every endpoint the router serves is in `/api/openapi.json`: the generated ones from the schemas, the hand-written
 * ones from the `RouteDoc`s declared beside their code. A new hand-written endpoint without a document fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/http/app.ts';
import { documents } from '../../api/http/route-docs.ts';
import { model } from '../../generated/model.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(() => app?.close());

describe('the OpenAPI document', () => {
  it('documents every method and path the router serves', async () => {
    const served = await app.anonymous().get('/api/openapi.json');
    expect(served.status).toBe(200);
    const { router } = createApp({ knex: app.knex, model });
    const missing: string[] = [];
    let checked = 0;
    for (const layer of router.stack) {
      // One generic route serves every transition of an entity: each one clients may make must be documented (`"by": "system"` ones are refused with 403 and left out).
      const path = String(layer.path);
      const resource = /^\/api\/([^/]+)\/:id\/:transition$/.exec(path)?.[1];
      const transitions = resource ? model.entities.find((e) => e.resource === resource)!.stateMachine!.transitions.filter((t) => !t.bySystem).map((t) => t.name) : [];
      const paths = resource ? transitions.map((name) => path.replace(':transition', name)) : [path];
      expect(paths.length, path).toBeGreaterThan(0);
      for (const method of layer.methods.filter((m: string) => m !== 'HEAD')) {
        for (const one of paths) {
          checked += 1;
          if (!documents(served.body, method, one)) missing.push(`${method} ${one}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('is valid enough to use: every operation has an id, a tag that exists and responses', async () => {
    const doc = (await app.anonymous().get('/api/openapi.json')).body;
    const tags = new Set((doc.tags as Array<{ name: string }>).map((t) => t.name));
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item).filter(([key]) => key !== 'parameters')) {
        expect(op.operationId, `${method} ${path}`).toBeTruthy();
        expect(ids.has(op.operationId), `duplicate operationId ${op.operationId}`).toBe(false);
        ids.add(op.operationId);
        for (const tag of op.tags ?? []) expect(tags.has(tag), `${method} ${path} tag ${tag}`).toBe(true);
        expect(Object.keys(op.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('offers the Idempotency-Key header, with its 409 and 422, on every POST but sign-in and sign-out', async () => {
    const doc = (await app.anonymous().get('/api/openapi.json')).body;
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header' });
    expect(doc.components.responses.UnprocessableContent).toBeDefined();
    const missing: string[] = [];
    let posts = 0;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      if (!item.post || ['/api/auth/login', '/api/auth/logout'].includes(path)) continue;
      posts += 1;
      const keyed = (item.post.parameters ?? []).some((p: { $ref?: string }) => p.$ref === '#/components/parameters/IdempotencyKey');
      if (!keyed || !item.post.responses['409'] || !item.post.responses['422']) missing.push(path);
    }
    // Generated (create, transition, import) and hand-written (sign-up, bulk listing, partner …) alike.
    expect(posts).toBeGreaterThan(50);
    for (const path of ['/api/brands', '/api/sales-orders/{id}/submit', '/api/brands/import', '/api/auth/signup', '/api/listings/bulk']) {
      expect(doc.paths[path].post, path).toBeDefined();
    }
    expect(missing).toEqual([]);
    expect(doc.paths['/api/auth/login'].post.parameters ?? []).toEqual([]);
  });
});
