/**
 * A lost database connection answers 503 with Retry-After, never 500, and nothing is written (issue 24, finding
 * 7); a transaction whose connection is lost before it begins is tried once more inside the request, so the
 * request succeeds. The loss is made at the driver's edge (knex's `_query`, where pg or PGlite answers) with the
 * error PostgreSQL sends for `pg_terminate_backend` (SQLSTATE 57P01), so this runs on both engines; on PostgreSQL
 * (DATABASE_URL) the pool's backends are also terminated for real.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { isEmbedded } from '../../api/db/index.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;

/** Fails the next `times` statements whose SQL matches, as a terminated backend does. */
let fault: { matches: RegExp; times: number } | undefined;
let restore: (() => void) | undefined;

function installFaults(): void {
  // Transactions run on a client made from the dialect's prototype (knex makeTxClient): patch that, then restore.
  const proto = Object.getPrototypeOf(app.knex.client) as { _query: (connection: unknown, obj: { sql: string }) => Promise<unknown> };
  const own = Object.prototype.hasOwnProperty.call(proto, '_query');
  const original = proto._query;
  proto._query = function (this: unknown, connection: unknown, obj: { sql: string }) {
    if (fault && fault.times > 0 && fault.matches.test(obj.sql)) {
      fault.times -= 1;
      return Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }));
    }
    return original.call(this, connection, obj);
  };
  restore = () => { if (own) proto._query = original; else delete (proto as Partial<typeof proto>)._query; };
}

const productsWith = async (sku: string) => Number((await app.knex('products').where({ account_id: acmeId, sku }).count('* as n').first())!.n);

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  installFaults();
});
afterEach(() => { fault = undefined; });
afterAll(async () => { restore?.(); await app?.close(); });

describe('a lost database connection', () => {
  it('retries a transaction whose BEGIN failed, once, inside the request', async () => {
    fault = { matches: /^BEGIN/i, times: 1 };
    const created = await owner.post('/api/products', { sku: 'LOST-BEGIN-1', title: 'Begun again' });
    expect(created.status).toBe(201);
    expect(fault.times).toBe(0);
    expect(await productsWith('LOST-BEGIN-1')).toBe(1);
  });

  it('answers 503 with Retry-After when the connection is lost inside the transaction, and writes nothing', async () => {
    fault = { matches: /^insert into "products"/i, times: 1 };
    const created = await owner.post('/api/products', { sku: 'LOST-MIDWAY-1', title: 'Never written' });
    expect(fault.times).toBe(0);
    expect(created.status).toBe(503);
    expect(created.headers.get('retry-after')).toBe('2');
    expect(created.headers.get('content-type')).toContain('application/problem+json');
    expect(created.body).toMatchObject({ status: 503, code: 'database_unavailable' });
    expect(JSON.stringify(created.body)).not.toMatch(/57P01|administrator/);
    expect(await productsWith('LOST-MIDWAY-1')).toBe(0);
    // The next request finds the database again.
    expect((await owner.post('/api/products', { sku: 'LOST-MIDWAY-1', title: 'Written now' })).status).toBe(201);
  });

  it('answers 503 when the retry loses its connection too', async () => {
    fault = { matches: /^BEGIN/i, times: 2 };
    const created = await owner.post('/api/products', { sku: 'LOST-TWICE-1', title: 'Never written' });
    expect(created.status).toBe(503);
    expect(created.headers.get('retry-after')).toBe('2');
    expect(await productsWith('LOST-TWICE-1')).toBe(0);
  });

  it('answers a read that loses its connection with 503, not 500', async () => {
    fault = { matches: /from "products"/i, times: 1 };
    const list = await owner.get(app.listPath('products', { range: [0, 4] }));
    expect(list.status).toBe(503);
    expect(list.headers.get('retry-after')).toBe('2');
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL: after pg_terminate_backend of every pooled backend, no write answers 500', async () => {
    expect(isEmbedded(app.knex)).toBe(false);
    // Fill the pool, then end every backend of this database but the one asking.
    await Promise.all(Array.from({ length: 6 }, () => app.knex.raw('select pg_sleep(0.05)')));
    const ended = await app.knex.raw('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    expect(ended.rows[0].n).toBeGreaterThan(0);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => owner.post('/api/products', { sku: `LOST-PG-${i}`, title: 'After termination' })));
    for (const answer of answers) {
      expect([201, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.headers.get('retry-after')).toBe('2');
    }
    const written = Number((await app.knex('products').where({ account_id: acmeId }).where('sku', 'like', 'LOST-PG-%').count('* as n').first())!.n);
    expect(written).toBe(answers.filter((a) => a.status === 201).length);
    expect((await owner.post('/api/products', { sku: 'LOST-PG-AFTER', title: 'After termination' })).status).toBe(201);
  });
});
