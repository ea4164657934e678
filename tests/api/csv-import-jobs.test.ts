/**
 * CSV imports as background jobs (`Prefer: respond-async`): the file is checked at once (4xx for a file that
 * cannot be imported), then a job imports it as the user who sent it, with progress, and keeps the result row by
 * row (GET /api/imports/:id, result.csv). A refused import writes nothing; a retried request or a job run twice
 * never imports twice; a waiting import can be cancelled; other accounts see none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { startWorker, type Worker } from '../../api/jobs/index.ts';
import { runImportJob } from '../../api/crud/import-jobs.ts';
import { ResourceService } from '../../api/crud/service.ts';
import { domainHooks } from '../../api/domain/index.ts';
import { model } from '../../generated/model.ts';
import '../../api/domain/jobs.ts';

let app: TestApp;
let owner: Client;
let worker: Worker | undefined;

const ASYNC = { 'Content-Type': 'text/csv', Prefer: 'respond-async' };
const postCsv = (client: Client, path: string, csv: string, headers: Record<string, string> = ASYNC) => client.raw('POST', path, { body: csv, headers });
const productsCsv = (prefix: string, n: number) => `sku,title\n${Array.from({ length: n }, (_, i) => `${prefix}-${i},${prefix} product ${i}`).join('\n')}\n`;
const countSkus = async (prefix: string) => Number((await app.knex('products').where('sku', 'like', `${prefix}-%`).count<{ n: number }[]>({ n: '*' }))[0].n);

/**
 * The import once it is over, as the API shows it. The wait reads the stored state directly (on PGlite the import's
 * transaction holds the one connection: a direct read simply waits for it).
 */
async function finished(client: Client, id: string, timeoutMs = 180_000): Promise<Record<string, any>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const row = await app.knex('csv_imports').where({ id }).first('state');
    if (row && row.state !== 'QUEUED') return (await client.get(`/api/imports/${id}`)).body;
    if (Date.now() > end) throw new Error(`import ${id} still ${row?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
});

afterAll(async () => {
  await worker?.stop();
  await app?.close();
});

describe('a background CSV import, before any worker runs it', () => {
  it('is checked at once: a file that cannot be imported is a 400 and queues nothing', async () => {
    const jobsBefore = Number((await app.knex('pgboss.job').where({ name: 'csv-import.run' }).count<{ n: number }[]>({ n: '*' }))[0].n);
    const bad = await postCsv(owner, '/api/products/import', 'sku,sku\nA,B\n');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ pointer: '/csv' });
    expect(Number((await app.knex('pgboss.job').where({ name: 'csv-import.run' }).count<{ n: number }[]>({ n: '*' }))[0].n)).toBe(jobsBefore);
    expect(Number((await app.knex('csv_imports').count<{ n: number }[]>({ n: '*' }))[0].n)).toBe(0);
  });

  it('answers 202 with the import to follow, once for a retried request, and can be cancelled while it waits', async () => {
    const headers = { ...ASYNC, 'Idempotency-Key': 'bg-import-retry-1' };
    const started = await postCsv(owner, '/api/products/import', productsCsv('BGQ', 3), headers);
    expect(started.status).toBe(202);
    expect(started.headers.get('location')).toBe(`/api/imports/${started.body.id}`);
    expect(started.body).toMatchObject({ resource: 'products', state: 'QUEUED', total: 3, committed: false });
    const again = await postCsv(owner, '/api/products/import', productsCsv('BGQ', 3), headers);
    expect(again.status).toBe(202);
    expect(again.body.id).toBe(started.body.id);
    expect(Number((await app.knex('csv_imports').where({ resource: 'products' }).count<{ n: number }[]>({ n: '*' }))[0].n)).toBe(1);

    const cancelled = await owner.post(`/api/imports/${started.body.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe('CANCELLED');
    expect((await owner.post(`/api/imports/${started.body.id}/cancel`, {})).status).toBe(409);
    const job = await app.knex('pgboss.job').where({ id: started.body.job_id }).first('state');
    expect(job.state).toBe('cancelled');
    // The file is not kept once the import is over.
    expect((await app.knex('csv_imports').where({ id: started.body.id }).first('csv')).csv).toBeNull();
  });
});

describe('a background CSV import run by the worker', () => {
  beforeAll(async () => {
    worker = await startWorker(app.knex, { pollMs: 100, concurrency: 2, recurring: false, stopTimeoutMs: 5000 });
  });

  it('imports every row as the sender, with progress, and keeps the result row by row', async () => {
    const started = await postCsv(owner, '/api/products/import', productsCsv('BGI', 600));
    expect(started.status).toBe(202);
    const done = await finished(owner, started.body.id);
    expect(done).toMatchObject({ state: 'SUCCEEDED', committed: true, total: 600, counts: { create: 600, update: 0, error: 0 }, progress: { done: 600, total: 600 }, error: null });
    expect(done.rows).toHaveLength(600);
    expect(done.rows[0]).toMatchObject({ line: 2, action: 'create', id: expect.any(String) });
    expect(await countSkus('BGI')).toBe(600);
    // Created as the owner, through the form's service (numbering, defaults, version).
    const product = await app.knex('products').where({ id: done.rows[0].id }).first();
    expect(product).toMatchObject({ sku: 'BGI-0', title: 'BGI product 0', version: 1 });

    const result = await owner.get(`/api/imports/${started.body.id}/result.csv`);
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('text/csv');
    const lines = String(result.body).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('line,result,id,column,field,message');
    expect(lines).toHaveLength(601);
    expect(lines[1]).toBe(`2,create,${done.rows[0].id},,,`);

    const listed = await owner.get('/api/imports?resource=products');
    expect(listed.body.map((i: { id: string }) => i.id)).toContain(started.body.id);
    expect(listed.body[0].rows).toBeUndefined();
  });

  it('a job run again after it finished imports nothing twice', async () => {
    const started = await postCsv(owner, '/api/products/import', productsCsv('BGT', 5));
    const done = await finished(owner, started.body.id);
    expect(done.state).toBe('SUCCEEDED');
    const service = new ResourceService(app.knex, model, domainHooks);
    const output = await runImportJob({
      id: done.job_id, kind: 'csv-import.run', accountId: String(done.account_id ?? (await app.knex('csv_imports').where({ id: done.id }).first('account_id')).account_id), payload: { import_id: done.id }, knex: app.knex, reportProgress: async () => undefined,
    }, service, model);
    expect(output).toMatchObject({ skipped: 'already succeeded' });
    expect(await countSkus('BGT')).toBe(5);
  });

  it('writes nothing when rows are invalid, keeping each row\'s errors with its column; skipInvalid keeps the good rows', async () => {
    const csv = 'sku,title,retail_price\nBGE-1,Good one,1.50\nBGE-2,,2.00\nBGE-3,Bad price,abc\n';
    const refused = await finished(owner, (await postCsv(owner, '/api/products/import', csv)).body.id);
    expect(refused).toMatchObject({ state: 'FAILED', committed: false, counts: { create: 1, update: 0, error: 2 } });
    expect(refused.error).toMatch(/2 of 3 rows are invalid, so nothing was written/);
    expect(refused.rows.map((r: { line: number }) => r.line)).toEqual([3, 4]);
    expect(await countSkus('BGE')).toBe(0);
    const result = String((await owner.get(`/api/imports/${refused.id}/result.csv`)).body);
    expect(result).toContain('4,error,,retail_price,retail_price,');

    const skipped = await finished(owner, (await postCsv(owner, '/api/products/import?skipInvalid=true', csv)).body.id);
    expect(skipped).toMatchObject({ state: 'SUCCEEDED', committed: true, counts: { create: 1, update: 0, error: 2 } });
    expect(await countSkus('BGE')).toBe(1);
  });

  it("keeps imports to the account and to those who may import the resource", async () => {
    const started = await postCsv(owner, '/api/products/import', productsCsv('BGP', 1));
    await finished(owner, started.body.id);
    const globex = await app.signIn(DEMO.globexOwner);
    expect((await globex.get(`/api/imports/${started.body.id}`)).status).toBe(404);
    expect((await globex.get(`/api/imports/${started.body.id}/result.csv`)).status).toBe(404);
    expect((await globex.get('/api/imports')).body.map((i: { id: string }) => i.id)).not.toContain(started.body.id);
    expect((await owner.get('/api/imports/not-an-id')).status).toBe(404);
    // Brands are imported by whoever may write them; a staff member without that permission cannot start one.
    const staff = await app.signIn(DEMO.acmeStaff);
    const denied = await postCsv(staff, '/api/brands/import', 'name\nStaff brand\n');
    expect(denied.status).toBe(403);
  });
});
