/**
 * DATABASE_READ_URL: lists, reports and exports of a session that has not just written read from the replica;
 * after a write, the same session reads its lists from the primary (read-your-writes), while other sessions keep
 * reading the replica; GET of one record always reads the primary. The "replica" here is a second database that
 * holds different rows, so where each answer came from is visible. PostgreSQL only: a replica is of a server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

const onServer = Boolean(process.env.DATABASE_URL);

let replica: TestDatabase;
let app: TestApp;
let writer: Client;
let reader: Client;
let acmeId: string;

const skus = (response: { body: Array<{ sku: string }> }) => response.body.map((p) => p.sku);
const list = (client: Client) => client.get(`/api/products?range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["sku","ASC"]')}`);

describe.skipIf(!onServer)('read replica (DATABASE_READ_URL)', () => {
  beforeAll(async () => {
    replica = await createTestDatabase();
    app = await startTestApp({ app: { readKnex: replica.knex } });
    acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
    // The replica's Acme has one product, which the primary does not have.
    await replica.knex('accounts').insert({ id: acmeId, name: 'Acme Trading' });
    await replica.knex('products').insert({ account_id: acmeId, sku: 'ONLY-ON-REPLICA', title: 'Seen on the replica' });
    writer = await app.signIn(DEMO.acmeOwner);
    reader = await app.signIn(DEMO.acmeOwner);
  });
  afterAll(async () => {
    await app?.close();
    await replica?.destroy();
  });

  it('reads a list from the replica when the session has not written', async () => {
    const response = await list(reader);
    expect(response.status).toBe(200);
    expect(skus(response)).toEqual(['ONLY-ON-REPLICA']);
    expect(response.headers.get('content-range')).toBe('products 0-0/1');
  });

  it('reads the CSV export from the replica too', async () => {
    const response = await reader.get('/api/products/export.csv');
    expect(response.status).toBe(200);
    expect(String(response.body)).toContain('ONLY-ON-REPLICA');
  });

  it('reads one record from the primary always', async () => {
    const stored = await app.knex('products').where({ account_id: acmeId }).first('id', 'sku');
    const response = await reader.get(`/api/products/${stored.id}`);
    expect(response.status).toBe(200);
    expect(response.body.sku).toBe(stored.sku);
  });

  it('reads its own write: after a write, the session lists from the primary; other sessions still from the replica', async () => {
    const created = await writer.post('/api/products', { sku: 'JUST-WRITTEN', title: 'Written a moment ago', currency: 'GBP' });
    expect(created.status).toBe(201);
    const own = await list(writer);
    expect(own.status).toBe(200);
    expect(skus(own)).toContain('JUST-WRITTEN');
    expect(skus(own)).not.toContain('ONLY-ON-REPLICA');
    expect(await app.knex('products').where({ account_id: acmeId, sku: 'JUST-WRITTEN' }).first()).toBeTruthy();
    expect(skus(await list(reader))).toEqual(['ONLY-ON-REPLICA']);
  });

  it('lets a failed write leave the session on the replica', async () => {
    const session = await app.signIn(DEMO.acmeOwner);
    const refused = await session.post('/api/products', { title: 'no sku' });
    expect(refused.status).toBe(400);
    expect(skus(await list(session))).toEqual(['ONLY-ON-REPLICA']);
  });
});
