/**
 * GET /api/jobs (list/get with Content-Range, account-scoped, filters) and the retry/cancel transitions:
 * another account's job is a 404, staff without the General settings permission get 403, partners read their
 * clients' jobs but cannot change them, platform admins see every account and the platform's own jobs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { enqueueJob } from '../../api/jobs/index.ts';
import { jobManager } from '../../api/jobs/queue.ts';
import { sqlExecutor } from '../../api/jobs/sql.ts';

let app: TestApp;
let owner: Client;
let acme: string;
let globex: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  acme = (await app.knex('accounts').where('name', 'like', 'Acme%').first('id')).id;
  globex = (await app.knex('accounts').where('name', 'like', 'Globex%').first('id')).id;
  // The demo seed's stock arrivals enqueue backorder runs; this file counts only the jobs it makes itself.
  await app.knex.raw('delete from pgboss.job');
  ids.acmeExport = (await enqueueJob(app.knex, { kind: 'test.export', accountId: acme, payload: { rows: 50000 } }))!;
  ids.acmeImport = (await enqueueJob(app.knex, { kind: 'test.import', accountId: acme, payload: {}, retryLimit: 0 }))!;
  ids.globex = (await enqueueJob(app.knex, { kind: 'test.export', accountId: globex, payload: {} }))!;
  ids.platform = (await enqueueJob(app.knex, { kind: 'test.tick', accountId: null, payload: {} }))!;
  await app.knex('job_progress').insert({ job_id: ids.acmeExport, done: 1200, total: 50000 });
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/jobs', () => {
  it("lists the own account's jobs only, newest first, with Content-Range and progress", async () => {
    const response = await owner.get(app.listPath('jobs', { range: [0, 9] }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('jobs 0-1/2');
    expect(response.body.map((j: any) => j.id).sort()).toEqual([ids.acmeExport, ids.acmeImport].sort());
    const exportJob = response.body.find((j: any) => j.id === ids.acmeExport);
    expect(exportJob).toMatchObject({ kind: 'test.export', account_id: acme, state: 'created', payload: { rows: 50000 }, progress: { done: 1200, total: 50000 }, error: null });
  });

  it('filters by state, kind and created range, and refuses unknown filters naming them', async () => {
    const byKind = await owner.get(app.listPath('jobs', { filter: { kind: 'test.import' } }));
    expect(byKind.body.map((j: any) => j.id)).toEqual([ids.acmeImport]);
    expect((await owner.get(app.listPath('jobs', { filter: { state: ['failed'] } }))).body).toEqual([]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await owner.get(app.listPath('jobs', { filter: { created_on_gte: future } }))).body).toEqual([]);
    expect((await owner.get(app.listPath('jobs', { filter: { created_on_lte: future } }))).body).toHaveLength(2);
    const bad = await owner.get(app.listPath('jobs', { filter: { state: 'exploded', colour: 'red' } }));
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/problem\+json/);
    expect(bad.body.errors.map((e: any) => e.pointer).sort()).toEqual(['/filter/colour', '/filter/state']);
    const badSort = await owner.get(app.listPath('jobs', { sort: ['payload', 'ASC'] }));
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors[0].pointer).toBe('/sort');
  });

  it("answers 404 for another account's job and 403 to staff without General settings", async () => {
    expect((await owner.get(`/api/jobs/${ids.globex}`)).status).toBe(404);
    expect((await owner.post(`/api/jobs/${ids.globex}/cancel`)).status).toBe(404);
    expect((await owner.get(`/api/jobs/${ids.platform}`)).status).toBe(404);
    const staff = await app.signIn(DEMO.acmeStaff);
    const refused = await staff.get('/api/jobs');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
  });

  it("shows platform admins every account's jobs and the platform's own, narrowed by X-Account-Id", async () => {
    const admin = await app.signIn(DEMO.admin);
    const all = await admin.get(app.listPath('jobs', { range: [0, 99] }));
    expect(all.body.map((j: any) => j.id)).toEqual(expect.arrayContaining(Object.values(ids)));
    const narrowed = await admin.get(app.listPath('jobs', { range: [0, 99] }), { 'X-Account-Id': globex });
    expect(narrowed.body.map((j: any) => j.id)).toEqual([ids.globex]);
    expect((await admin.get(app.listPath('jobs', { filter: { account_id: acme } }))).body).toHaveLength(2);
  });

  it("lets a partner holding General settings read its clients' jobs but not change them", async () => {
    await app.knex('users').where({ email: DEMO.partner }).update({ permissions: JSON.stringify(['generalSettings']) });
    const partner = await app.signIn(DEMO.partner);
    const list = await partner.get(app.listPath('jobs', { range: [0, 99] }));
    expect(list.status).toBe(200);
    expect(list.body.map((j: any) => j.account_id)).toContain(acme);
    expect(list.body.map((j: any) => j.account_id)).not.toContain(globex);
    expect((await partner.post(`/api/jobs/${ids.acmeExport}/cancel`)).status).toBe(403);
  });
});

describe('POST /api/jobs/:id/retry and /cancel', () => {
  it('retries a failed job, cancels a waiting one, resumes a cancelled one, and refuses the rest with 409', async () => {
    const db = sqlExecutor(app.knex);
    const [fetched] = await jobManager().fetch('test.import', { db } as never);
    expect(fetched.id).toBe(ids.acmeImport);
    await jobManager().fail('test.import', ids.acmeImport, { message: 'the channel was down' }, { db });
    const failed = await owner.get(`/api/jobs/${ids.acmeImport}`);
    expect(failed.body).toMatchObject({ state: 'failed', error: 'the channel was down' });
    expect((await owner.get(app.listPath('jobs', { filter: { state: 'failed' } }))).body.map((j: any) => j.id)).toEqual([ids.acmeImport]);

    const retried = await owner.post(`/api/jobs/${ids.acmeImport}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.state).toBe('retry');
    const again = await owner.post(`/api/jobs/${ids.acmeImport}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.allowed).toEqual(['cancel']);

    const cancelled = await owner.post(`/api/jobs/${ids.acmeImport}/cancel`);
    expect(cancelled.body.state).toBe('cancelled');
    expect((await owner.post(`/api/jobs/${ids.acmeImport}/cancel`)).status).toBe(409);
    const resumed = await owner.post(`/api/jobs/${ids.acmeImport}/retry`);
    expect(resumed.body.state).toBe('created');
    expect((await app.knex('pgboss.job').where({ id: ids.acmeImport }).first()).state).toBe('created');
  });
});
