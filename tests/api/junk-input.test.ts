/**
 * Junk never gets a 500. Walks every operation of `GET /api/openapi.json` (lists, get, create, update, delete,
 * transitions and the hand-written routes) as the demo owner and sends each kind of junk once:
 * - `nul`: a NUL character in every string of a write's body, or in a read's query (`filter`, `from`);
 * - `nul-path`: a NUL character in the path's parameters (`/api/products/junk%00id`);
 * - `proto`: `constructor`/`prototype` (or `__proto__`) keys in a write's body, `__proto__` in a read's `filter`;
 * - `deep`: 5,000 levels of nesting in a write's body, 1,000 in a read's `filter` (what fits in a URL);
 * - `range`: numbers and dates outside what PostgreSQL and JavaScript hold, in the body (from the operation's own
 *   request schema) and in list filters (`created_at_lt: "-271821-04-20"`) and report dates (`from=2026-13-45`).
 * Every answer must be below 500, and every 4xx a problem document; the first three kinds are refused at the
 * request boundary, so they must be 400s naming a field. Path ids are real records (a missing one for DELETE, so
 * nothing is removed), so updates and transitions reach the handlers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { describeJunkWalk } from '../helpers/junk-walk.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ orders: 4 });
});
afterAll(() => app?.close());

const walk = describeJunkWalk({ app: () => app });

describe('the junk walk over the whole document', () => {
  it('walks a document with every kind of endpoint', () => {
    expect(walk.operations.length).toBeGreaterThan(300);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) expect(walk.operations.some((o) => o.method === method)).toBe(true);
    expect(walk.operations.some((o) => /\/\{id\}\/[a-z-]+$/.test(o.path) && o.method === 'POST')).toBe(true);
    expect(walk.ids.size).toBeGreaterThan(20);
  });
});
