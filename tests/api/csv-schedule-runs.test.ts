/**
 * CSV schedules run through the job queue: run-now and the scheduler enqueue a run, the worker exports the rows
 * the schedule's user may read into a stored file, delivers it (a webhook signed with HMAC-SHA256; the outbox when
 * no SMTP server is configured) and records each attempt; the runs and the file are readable by whoever reads the
 * schedule, and nobody else.
 */
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { signBody, SIGNATURE_HEADER } from '../../api/domain/schedules/delivery.ts';
import { claimDueSchedules } from '../../api/domain/schedules/jobs.ts';

let app: TestApp;
let owner: Client;
let hook: Server;
let hookUrl: string;
let hookStatus = 200;
const received: Array<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> = [];

async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A schedule of the owner's account whose destination is the local webhook (the schema allows only https). */
async function webhookSchedule(name: string, secret: string | null): Promise<Record<string, any>> {
  const created = await owner.post('/api/csv-schedules', {
    name, entity: 'products', columns: ['sku', 'title', 'status'], filter: { status: 'ACTIVE' }, frequency: 'DAILY', time: '03:00',
    destination: { kind: 'WEBHOOK', url: 'https://hooks.example/placeholder' }, ...(secret ? { destination_secret: secret } : {}),
  });
  expect(created.status).toBe(201);
  await app.knex('csv_schedules').where({ id: created.body.id }).update({ destination: JSON.stringify({ kind: 'WEBHOOK', url: hookUrl }) });
  return created.body;
}

const runsOf = async (client: Client, id: string) => (await client.get(`/api/csv-schedules/${id}/runs`)).body as Array<Record<string, any>>;

beforeAll(async () => {
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = hookStatus;
      res.end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/sellyard`;
  app = await startTestApp({ worker: { recurring: false } });
  owner = await app.signIn(DEMO.acmeOwner);
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => hook?.close(resolve));
});

describe('CSV schedule runs', () => {
  it('run-now produces the file of the rows the owner sees, downloadable, delivered to the webhook with a valid HMAC', async () => {
    received.length = 0;
    const schedule = await webhookSchedule('Active products to the hook', 'whsec-test-1');
    expect(schedule.run_as_user_id).toBeTruthy();
    const ran = await owner.post(`/api/csv-schedules/${schedule.id}/run-now`, { version: schedule.version });
    expect(ran.status).toBe(200);
    expect(ran.body.next_run_at).toBe(schedule.next_run_at);
    const [run] = await until(async () => {
      const runs = await runsOf(owner, schedule.id);
      return runs[0]?.state === 'SUCCEEDED' && runs;
    });
    expect(run.trigger).toBe('RUN_NOW');

    const expected = await owner.get(app.listPath('products', { filter: { status: 'ACTIVE' }, range: [0, 0] }));
    const total = Number(String(expected.headers.get('content-range')).split('/')[1]);
    expect(total).toBeGreaterThan(0);
    expect(run.rows).toBe(total);

    const file = await owner.raw('GET', `/api/csv-schedule-runs/${run.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = String(file.body).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('sku,title,status');
    expect(lines).toHaveLength(total + 1);

    // Only this schedule's deliveries: a refused delivery of another test is retried by its job meanwhile.
    const deliveries = received.filter((r) => r.headers['x-sellyard-schedule'] === schedule.id);
    expect(deliveries).toHaveLength(1);
    const delivered = deliveries[0];
    // fetch's text() drops the byte-order mark the file starts with; the webhook got the raw bytes.
    expect(run.file_size).toBe(delivered.body.length);
    expect(delivered.headers[SIGNATURE_HEADER]).toBe(signBody(delivered.body, 'whsec-test-1'));
    expect(delivered.headers[SIGNATURE_HEADER]).not.toBe(signBody(delivered.body, 'another secret'));
    expect(delivered.body.toString('utf8')).toBe(`\uFEFF${String(file.body)}`);
    expect(run.deliveries).toEqual([expect.objectContaining({ kind: 'WEBHOOK', ok: true, target: hookUrl, detail: 'HTTP 200, signed' })]);

    const stored = await app.knex('csv_schedules').where({ id: schedule.id }).first();
    expect(stored).toMatchObject({ last_run_status: 'SUCCEEDED', last_run_rows: total });
    // The job shows its progress: every row done.
    expect(await app.knex('job_progress').where({ job_id: run.job_id }).first('done', 'total')).toEqual({ done: total, total });
  });

  it('records a refused delivery on the run and retries it', async () => {
    received.length = 0;
    hookStatus = 500;
    try {
      const schedule = await webhookSchedule('Refused by the hook', null);
      await owner.post(`/api/csv-schedules/${schedule.id}/run-now`, {});
      const [run] = await until(async () => {
        const runs = await runsOf(owner, schedule.id);
        return runs[0]?.deliveries.length > 0 && runs[0].state === 'RETRYING' && runs;
      });
      expect(run.error).toBe('delivery failed: the webhook answered HTTP 500');
      expect(run.deliveries[0]).toMatchObject({ ok: false, detail: 'the webhook answered HTTP 500' });
      expect(received.find((r) => r.headers['x-sellyard-schedule'] === schedule.id)?.headers[SIGNATURE_HEADER]).toBeUndefined();
      expect((await app.knex('csv_schedules').where({ id: schedule.id }).first()).last_run_status).toBe('FAILED');
    } finally {
      hookStatus = 200;
    }
  });

  it('puts an email export in the outbox when no SMTP server is configured', async () => {
    const created = await owner.post('/api/csv-schedules', {
      name: 'Mailed products', entity: 'products', columns: ['sku'], frequency: 'DAILY', destination: { kind: 'EMAIL', emails: ['feeds@acme.example'] },
    });
    await owner.post(`/api/csv-schedules/${created.body.id}/run-now`, {});
    const [run] = await until(async () => {
      const runs = await runsOf(owner, created.body.id);
      return runs[0]?.state === 'SUCCEEDED' && runs;
    });
    const message = await app.knex('outbox_messages').where({ account_id: created.body.account_id }).orderBy('created_at', 'desc').first();
    expect(message).toMatchObject({ recipients: ['feeds@acme.example'], attachment_name: run.file_name });
    expect(message.attachment.length).toBe(run.file_size);
    expect(run.deliveries[0]).toMatchObject({ kind: 'EMAIL', ok: true });

    const outbox = await owner.get('/api/outbox');
    expect(outbox.body[0]).toMatchObject({ id: message.id, recipients: ['feeds@acme.example'] });
    expect(outbox.body[0].attachment).toBeUndefined();
    const attachment = await owner.get(`/api/outbox/${message.id}/attachment`);
    expect(attachment.status).toBe(200);
    expect((await (await app.signIn(DEMO.globexOwner)).get(`/api/outbox/${message.id}/attachment`)).status).toBe(404);
    expect((await (await app.signIn(DEMO.acmeStaff)).get('/api/outbox')).status).toBe(403);
  });

  it('tells a closed port, a PostgreSQL-like port and a listener of another protocol apart in no way', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    // Answers like PostgreSQL to a client that does not speak its protocol: an ErrorResponse, then it hangs up.
    const open = new Set<import('node:net').Socket>();
    const track = (socket: import('node:net').Socket) => { open.add(socket); socket.on('close', () => open.delete(socket)); socket.on('error', () => undefined); };
    const postgresLike = createTcpServer((socket) => { track(socket); socket.once('data', () => socket.end(Buffer.from('EVFATAL\0C0A000\0Munsupported frontend protocol\0\0'))); });
    // Speaks first, and not HTTP or SSH: a mail server's greeting.
    const smtpLike = createTcpServer((socket) => { track(socket); socket.end('220 mail.internal ESMTP ready\r\n'); });
    await new Promise<void>((resolve) => postgresLike.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => smtpLike.listen(0, '127.0.0.1', resolve));
    try {
      const probes = [['SFTP', closedPort], ['SFTP', (postgresLike.address() as AddressInfo).port], ['SFTP', (smtpLike.address() as AddressInfo).port],
        ['WEBHOOK', closedPort], ['WEBHOOK', (postgresLike.address() as AddressInfo).port], ['WEBHOOK', (smtpLike.address() as AddressInfo).port]] as const;
      // All runs queued first, then awaited together: the worker takes them two at a time.
      const ids: string[] = [];
      for (const [kind, port] of probes) {
        const created = await owner.post('/api/csv-schedules', {
          name: `Probe ${kind} ${port}`, entity: 'products', columns: ['sku'], frequency: 'DAILY', destination_secret: 'pw',
          destination: kind === 'SFTP' ? { kind, host: '127.0.0.1', port, username: 'feeds', path: '/in' } : { kind, url: 'https://hooks.example/placeholder' },
        });
        expect(created.status).toBe(201);
        if (kind === 'WEBHOOK') await app.knex('csv_schedules').where({ id: created.body.id }).update({ destination: JSON.stringify({ kind, url: `https://127.0.0.1:${port}/hook` }) });
        await owner.post(`/api/csv-schedules/${created.body.id}/run-now`, {});
        ids.push(created.body.id);
      }
      const details = await until(async () => {
        const firsts = await Promise.all(ids.map(async (id) => (await runsOf(owner, id))[0]?.deliveries[0]));
        return firsts.every(Boolean) && firsts;
      }, 200_000).catch(async (error) => {
        // Say which probe never got an answer.
        const firsts = await Promise.all(ids.map(async (id) => (await runsOf(owner, id))[0]));
        throw new Error(`${(error as Error).message}: ${JSON.stringify(firsts.map((r, i) => [probes[i], r?.state, r?.deliveries]))}`);
      }).then((firsts) => firsts.map((delivery: Record<string, any>, i) => {
        expect(delivery.ok).toBe(false);
        return `${probes[i]![0]}: ${String(delivery.detail).replace(`:${probes[i]![1]}`, ':PORT')}`;
      }));
      expect([...new Set(details)].sort()).toEqual([
        'SFTP: 127.0.0.1:PORT could not be reached, or did not answer as an SFTP server would',
        'WEBHOOK: 127.0.0.1:PORT could not be reached, or did not answer as an HTTP(S) server would',
      ]);
    } finally {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => postgresLike.close(resolve));
      await new Promise((resolve) => smtpLike.close(resolve));
    }
  }, 300_000);

  it('records an SFTP attempt that could not connect (a closed port on 127.0.0.1)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const created = await owner.post('/api/csv-schedules', {
      name: 'To a missing SFTP server', entity: 'products', columns: ['sku'], frequency: 'DAILY',
      destination: { kind: 'SFTP', host: '127.0.0.1', port, username: 'feeds', path: '/in' }, destination_secret: 'sftp-pass',
    });
    expect(created.status).toBe(201);
    await owner.post(`/api/csv-schedules/${created.body.id}/run-now`, {});
    const [run] = await until(async () => {
      const runs = await runsOf(owner, created.body.id);
      return runs[0]?.deliveries.length > 0 && runs;
    });
    expect(run.deliveries[0]).toMatchObject({ kind: 'SFTP', ok: false, target: `127.0.0.1:${port}/in` });
    // The same words whatever was (or was not) on the port: a schedule is no port scanner (issue 24).
    expect(run.deliveries[0].detail).toBe(`127.0.0.1:${port} could not be reached, or did not answer as an SFTP server would`);
    // The file was made before delivery failed: it is kept for the retry and downloadable meanwhile.
    expect(run.file_name).toMatch(/^products-.*\.csv$/);
  });

  it('the scheduler enqueues each due schedule once and moves its next run', async () => {
    const schedule = await webhookSchedule('Due now', null);
    await app.knex('csv_schedules').where({ id: schedule.id }).update({ next_run_at: new Date(Date.now() - 60_000) });
    const [first, second] = await Promise.all([claimDueSchedules(app.knex), claimDueSchedules(app.knex)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const runs = await app.knex('csv_schedule_runs').where({ schedule_id: schedule.id });
    expect(runs).toHaveLength(1);
    expect(runs[0].trigger).toBe('SCHEDULE');
    const stored = await app.knex('csv_schedules').where({ id: schedule.id }).first();
    expect(new Date(stored.next_run_at).getTime()).toBeGreaterThan(Date.now());
    await until(async () => (await runsOf(owner, schedule.id))[0]?.state === 'SUCCEEDED');
  });

  it("keeps runs and files to those who read the schedule: another account's are 404", async () => {
    const schedule = await webhookSchedule('Private runs', null);
    await owner.post(`/api/csv-schedules/${schedule.id}/run-now`, {});
    const [run] = await until(async () => {
      const runs = await runsOf(owner, schedule.id);
      return runs[0]?.state === 'SUCCEEDED' && runs;
    });
    const globex = await app.signIn(DEMO.globexOwner);
    expect((await globex.get(`/api/csv-schedules/${schedule.id}/runs`)).status).toBe(404);
    const file = await globex.get(`/api/csv-schedule-runs/${run.id}/file`);
    expect(file.status).toBe(404);
    expect(file.headers.get('content-type')).toMatch(/problem\+json/);
    expect((await owner.get('/api/csv-schedule-runs/not-a-uuid/file')).status).toBe(404);
  });

  it('exports a saved report: the file is what run.csv answers on the day of the run, money per currency', async () => {
    received.length = 0;
    // Orders in two currencies within the report's rolling range (resolved when the run happens) and one before it.
    const customer = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0];
    const product = (await owner.post('/api/products', { sku: 'SCHED-REP', title: 'Scheduled report product' })).body;
    const ref = `SCHED-REP-${Date.now()}`;
    const today = new Date().toISOString().slice(0, 10);
    for (const [currency, price, date] of [['GBP', 123400, today], ['EUR', 5600, today], ['EUR', 999, '2020-01-01']] as const) {
      const order = await owner.post('/api/sales-orders', { customer_id: customer.id, currency, order_date: date, channel_order_ref: ref, price_mode: 'NO_TAX', lines: [{ product_id: product.id, quantity: 1, unit_price: price }] });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
    }
    const report = await owner.post('/api/reports', {
      name: 'Scheduled: this week by currency', dataset: 'orders', date_range: 'LAST_7_DAYS', columns: ['channel_order_ref', 'total'],
      filters: [{ field: 'channel_order_ref', operator: 'eq', value: ref }],
    });
    expect(report.status).toBe(201);
    const created = await owner.post('/api/csv-schedules', {
      name: 'Weekly report to the hook', report_id: report.body.id, frequency: 'WEEKLY', weekday: 'MONDAY', time: '07:00',
      filter: { status: 'PAID' }, destination: { kind: 'WEBHOOK', url: 'https://hooks.example/placeholder' },
    });
    expect(created.status).toBe(201);
    // The list filter is the entity export's; a report has its own.
    expect(created.body).toMatchObject({ report_id: report.body.id, entity: null, columns: null, filter: {} });
    await app.knex('csv_schedules').where({ id: created.body.id }).update({ destination: JSON.stringify({ kind: 'WEBHOOK', url: hookUrl }) });

    await owner.post(`/api/csv-schedules/${created.body.id}/run-now`, {});
    const [run] = await until(async () => {
      const runs = await runsOf(owner, created.body.id);
      return runs[0]?.state === 'SUCCEEDED' && runs;
    });
    const file = await owner.get(`/api/csv-schedule-runs/${run.id}/file`);
    const download = await owner.get(`/api/reports/${report.body.id}/run.csv`);
    expect(file.body).toBe(download.body);
    // Newest first (the report sorts by its date field, then as stored): the 2020 order is outside the last 7 days.
    expect(String(file.body).split('\r\n').slice(1).filter(Boolean).sort()).toEqual([`${ref},1234.00,GBP`, `${ref},56.00,EUR`].sort());
    expect(run).toMatchObject({ rows: 2, file_name: expect.stringMatching(/^Scheduled this week by currency-\d{12}-[0-9a-f]{8}\.csv$/) });
    // Only this schedule's deliveries: the refused delivery of the test above is retried by its job meanwhile.
    const delivered = received.filter((r) => r.headers['x-sellyard-schedule'] === created.body.id);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].headers['x-sellyard-run']).toBe(run.id);
    expect(delivered[0].body.toString('utf8')).toBe(file.body);
    expect((await app.knex('csv_schedules').where({ id: created.body.id }).first()).last_run_rows).toBe(2);
    // The jobs about one schedule (its run history's jobs), as the listing import screen asks for them.
    const jobs = await owner.get(`/api/jobs?filter=${encodeURIComponent(JSON.stringify({ schedule_id: created.body.id }))}`);
    expect(jobs.body.map((j: { id: string }) => j.id)).toEqual([run.job_id]);
  });

  it('exports an entity list or a saved report, never both, and only a report the saver may run', async () => {
    const report = await owner.post('/api/reports', { name: 'Scheduled: products', dataset: 'products', date_range: 'ALL_TIME' });
    expect(report.status).toBe(201);
    const base = { frequency: 'DAILY', destination: { kind: 'EMAIL', emails: ['a@acme.test'] } };
    const both = await owner.post('/api/csv-schedules', { ...base, name: 'Both', report_id: report.body.id, entity: 'products', columns: ['sku'] });
    expect(both.status).toBe(400);
    expect(both.body.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual(['/columns', '/entity']);
    const neither = await owner.post('/api/csv-schedules', { ...base, name: 'Neither' });
    expect(neither.status).toBe(400);
    expect(neither.body.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual(['/columns', '/entity']);
    // Another account's report is no reference at all.
    const globex = await app.signIn(DEMO.globexOwner);
    const theirs = await globex.post('/api/reports', { name: 'Globex report', dataset: 'products', date_range: 'ALL_TIME' });
    const foreign = await owner.post('/api/csv-schedules', { ...base, name: 'Foreign', report_id: theirs.body.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].pointer).toBe('/report_id');
    expect(Number((await app.knex('csv_schedules').whereIn('name', ['Both', 'Neither', 'Foreign']).count<{ n: number }[]>({ n: '*' }))[0].n)).toBe(0);
    // Switching a list schedule to a report clears the list's fields (the form sends them empty).
    const list = await owner.post('/api/csv-schedules', { ...base, name: 'List then report', entity: 'products', columns: ['sku'], filter: { status: 'ACTIVE' } });
    const switched = await owner.put(`/api/csv-schedules/${list.body.id}`, { ...list.body, entity: null, columns: null, report_id: report.body.id });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ entity: null, columns: null, filter: {}, report_id: report.body.id });
    // A report in use is not deleted from under its schedule.
    expect((await owner.delete(`/api/reports/${report.body.id}`)).status).toBe(409);
  });
});
