/**
 * A tenant's schedule destinations cannot reach inside the server's network (issue 24, finding 1): with loopback
 * not allowed (production's rule; the other API tests allow it for their local hooks), an obviously internal
 * webhook URL or SFTP host is refused when the schedule is saved, and one stored anyway (an older schedule, a
 * direct database write) is refused when the delivery connects, with no connection made and nothing said about ports.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/until.ts';

// Before the app starts (its helper only sets the variable when unset): this process behaves as production does.
process.env.OUTBOUND_ALLOW_LOOPBACK = 'false';

let app: TestApp;
let owner: Client;
let hook: Server;
let database: TcpServer;
const hits: string[] = [];

const portOf = (server: Server | TcpServer) => (server.address() as AddressInfo).port;
const base = { entity: 'products', columns: ['sku'], frequency: 'DAILY', time: '03:00' };

beforeAll(async () => {
  hook = createHttpServer((req, res) => { hits.push(`hook ${req.url}`); res.end(); });
  // Stands for PostgreSQL on this machine: any connection to it is a hit.
  database = createTcpServer((socket) => { hits.push('database'); socket.destroy(); });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => database.listen(0, '127.0.0.1', resolve));
  app = await startTestApp({ orders: 1, worker: { recurring: false } });
  owner = await app.signIn(DEMO.acmeOwner);
});

afterAll(async () => {
  await app?.close();
  hook?.closeAllConnections();
  await new Promise((resolve) => hook?.close(resolve));
  await new Promise((resolve) => database?.close(resolve));
});

/** Runs the schedule once and answers its first delivery attempt. */
async function deliveryOf(id: string): Promise<Record<string, any>> {
  const schedule = (await owner.get(`/api/csv-schedules/${id}`)).body;
  expect((await owner.post(`/api/csv-schedules/${id}/run-now`, { version: schedule.version })).status).toBeLessThan(300);
  const runs = await until(async () => {
    const list = (await owner.get(`/api/csv-schedules/${id}/runs`)).body as Array<Record<string, any>>;
    return list[0]?.deliveries?.length > 0 && list;
  });
  return runs[0]!.deliveries[0];
}

describe('schedule destinations inside the network', () => {
  it('refuses an internal webhook URL when the schedule is saved, on /destination/url', async () => {
    const port = portOf(hook);
    for (const url of [`https://127.0.0.1:${port}/hook`, `https://localhost:${port}/hook`, `https://2130706433:${port}/hook`, `https://0x7f000001:${port}/hook`, `https://127.1:${port}/hook`, `https://[::1]:${port}/hook`, `https://[::ffff:127.0.0.1]:${port}/hook`, 'https://169.254.169.254/latest/meta-data/', 'https://10.0.0.5/hook', 'https://[fd00:ec2::254]/']) {
      const response = await owner.post('/api/csv-schedules', { ...base, name: `Hook ${url}`, destination: { kind: 'WEBHOOK', url } });
      expect(response.status, url).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(response.body.errors, url).toEqual([expect.objectContaining({ pointer: '/destination/url', message: expect.stringContaining('not a public internet address') })]);
    }
    expect(await app.knex('csv_schedules').where('name', 'like', 'Hook %').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('refuses an internal SFTP host when the schedule is saved, on /destination/host', async () => {
    for (const host of ['127.0.0.1', 'localhost', '2130706433', '::1', '192.168.1.10']) {
      const response = await owner.post('/api/csv-schedules', { ...base, name: `SFTP ${host}`, destination: { kind: 'SFTP', host, port: portOf(database), username: 'feeds', path: '/in' }, destination_secret: 'pw' });
      expect(response.status, host).toBe(400);
      expect(response.body.errors, host).toEqual([expect.objectContaining({ pointer: '/destination/host' })]);
    }
  });

  it('refuses at delivery a stored internal destination without connecting to it', async () => {
    hits.length = 0;
    const port = portOf(hook);
    const targets = [
      { kind: 'WEBHOOK', url: `https://127.0.0.1:${port}/hook` }, { kind: 'WEBHOOK', url: `http://localhost:${port}/hook` },
      { kind: 'WEBHOOK', url: `https://2130706433:${port}/hook` }, { kind: 'WEBHOOK', url: `https://[::1]:${port}/hook` },
      { kind: 'WEBHOOK', url: `https://[::ffff:127.0.0.1]:${port}/hook` },
      { kind: 'SFTP', host: '127.0.0.1', port: portOf(database), username: 'postgres', path: '/in' },
      { kind: 'SFTP', host: '0x7f.1', port: portOf(database), username: 'postgres', path: '/in' },
    ];
    for (const destination of targets) {
      const created = await owner.post('/api/csv-schedules', { ...base, name: `Stored ${JSON.stringify(destination)}`, destination: destination.kind === 'WEBHOOK' ? { kind: 'WEBHOOK', url: 'https://hooks.example/placeholder' } : { ...destination, host: 'sftp.example' }, destination_secret: 'pw' });
      expect(created.status).toBe(201);
      // As a schedule saved before this check existed would be.
      await app.knex('csv_schedules').where({ id: created.body.id }).update({ destination: JSON.stringify(destination) });
      const delivery = await deliveryOf(created.body.id);
      expect(delivery, JSON.stringify(destination)).toMatchObject({ ok: false, detail: expect.stringMatching(/is not a public internet address \(loopback\)/) });
      expect(delivery.detail).not.toMatch(/ECONN|refused|handshake|Connection lost/i);
    }
    expect(hits).toEqual([]);
  });
});
