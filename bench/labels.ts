/**
 * `npm run bench` (labels part; alone: `node --import tsx bench/labels.ts`): issue 19's proof. Bulk Ship of
 * BENCH_LABEL_ORDERS (500, the most one bulk ship takes) paid, fully allocated orders on the sandbox Royal Mail
 * Click & Drop carrier (the demo's "Tracked next working day" shipping method, service TPN24), through the HTTP API
 * exactly as the orders list's Ship button sends it (one `POST /api/sales-orders/bulk-ship` of every id, signed in
 * as Acme's owner); then the merged PDF of every label (`GET` the answer's `labels_url`), checked: one page per
 * label and every tracking number on it. Goals: ≥ 20 labels/s; the merged PDF ≤ 10 s.
 *
 * Everything runs in this process (API, the carrier sandbox on the same port), so the CPU seconds printed beside
 * the wall clock are the whole cost; on a shared machine they are the figure to trust.
 *
 * Database: an in-memory PGlite (what `npm start` runs) unless BENCH_DATABASE_URL or DATABASE_URL is set; then
 * `sellyard_bench_labels` on that server (dropped first and after, unless BENCH_KEEP=true).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Knex } from 'knex';
import { PDFDocument } from 'pdf-lib';
import { model } from '../generated/model.ts';
import { openDatabase, migrateLatest } from '../api/db/index.ts';
import { seedDemoData, DEMO_PASSWORD } from '../api/seed/demo.ts';
import { createApp } from '../api/http/app.ts';
import { SecretBox } from '../api/crypto/secrets.ts';
import { setSandboxOrigin } from '../api/channels/base-url.ts';
import { setListeningOrigin } from '../api/http/public-url.ts';
import { ResourceService } from '../api/crud/service.ts';
import { domainHooks } from '../api/domain/index.ts';
import { recordStockMovement } from '../api/domain/stock/movements.ts';
import { systemActor } from '../api/domain/channels/system-actor.ts';
import { readPdf } from '../tests/helpers/pdf-text.ts';
import { withAdmin } from './load.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const DB_NAME = 'sellyard_bench_labels';
const BENCH_URL = SERVER_URL ? (() => { const u = new URL(SERVER_URL); u.pathname = `/${DB_NAME}`; return u.toString(); })() : null;
const ORDERS = Number(process.env.BENCH_LABEL_ORDERS ?? 500);
const SHIP_TO = { name: 'Bench Buyer', line1: '1 Parcel Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900123' };

const entity = (name: string) => model.entities.find((e) => e.name === name)!;
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(', ');

/** Wall seconds and CPU seconds of this process (API and carrier sandbox both) spent in `work`. */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number; cpu: number }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(cpu);
  return { value, seconds: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 };
}

async function openBenchDatabase(): Promise<Knex> {
  if (!SERVER_URL || !BENCH_URL) return openDatabase({ memory: true });
  await withAdmin(SERVER_URL, async (admin) => {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  });
  return openDatabase({ url: BENCH_URL });
}

/** Signs in over HTTP as the admin does and answers a fetch that carries the session cookie. */
async function signIn(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: baseUrl }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  if (response.status !== 200) throw new Error(`bench: sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return (path: string, init: RequestInit = {}) => fetch(baseUrl + path, { ...init, headers: { Origin: baseUrl, Cookie: cookie, ...(init.headers as Record<string, string>) } });
}

async function main(): Promise<void> {
  const loadAtStart = load();
  const knex = await openBenchDatabase();
  const secrets = new SecretBox(randomBytes(32));
  let server: Server | undefined;
  try {
    await migrateLatest(knex);
    await seedDemoData(knex, model, { orders: 4, secrets });
    const { app } = createApp({ knex, model, secrets });
    server = await new Promise<Server>((ok) => { const s = app.listen(0, '127.0.0.1', () => ok(s)); });
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The carrier adapters in this process reach this app's carrier sandbox.
    setSandboxOrigin(baseUrl);
    setListeningOrigin(baseUrl);

    // 500 paid, fully allocated orders of one 450 g product for the Royal Mail sandbox, through the service.
    const acme = (await knex('accounts').where({ name: 'Acme Trading' }).first('id')).id as string;
    // No order rule may hold one of them (the demo's rules hold large orders).
    await knex('order_rules').where({ account_id: acme }).update({ enabled: false });
    const actor = await systemActor(knex, acme, { job: 'bench' });
    const service = new ResourceService(knex, model, domainHooks, secrets);
    const method = await knex('shipping_methods').where({ account_id: acme, name: 'Tracked next working day' }).first('id');
    const customer = await knex('relationships').where({ account_id: acme, type: 'CUSTOMER' }).orderBy('name').first('id');
    const location = (await knex('locations').where({ account_id: acme }).orderBy('priority').first('id')).id as string;
    const product = await service.create(actor, entity('product'), { sku: 'BENCH-LABEL', title: 'Label bench mug', retail_price: 1500, weight_g: 450 });
    await knex.transaction((trx) => recordStockMovement(trx, { job: 'bench' }, { accountId: acme, productId: String(product.id), locationId: location, delta: ORDERS * 2, reason: 'ADJUSTMENT' }));
    const prepared = await measured(async () => {
      const ids: string[] = [];
      for (let i = 0; i < ORDERS; i += 1) {
        const order = await service.create(actor, entity('sales-order'), {
          customer_id: customer.id, shipping_method_id: method.id, ship_to: SHIP_TO, lines: [{ product_id: product.id, quantity: 1 + (i % 2), unit_price: 1500 }],
        });
        await service.transition(actor, entity('sales-order'), String(order.id), 'submit', {});
        await service.transition(actor, entity('sales-order'), String(order.id), 'pay', {});
        ids.push(String(order.id));
      }
      return ids;
    });
    const ids = prepared.value;
    const paid = Number((await knex('sales_orders').whereIn('id', ids).where({ status: 'PAID' }).count('* as n').first())!.n);
    if (paid !== ORDERS) throw new Error(`bench: ${paid} of ${ORDERS} orders are PAID after paying`);
    console.log(`labels: ${ORDERS} paid, allocated orders ready in ${prepared.seconds.toFixed(1)} s (${SERVER_URL ? 'PostgreSQL' : 'PGlite'}, load ${load()})`);

    // Bulk Ship, as the admin's button sends it.
    const as = await signIn(baseUrl, 'owner@acme.test');
    const shipped = await measured(async () => {
      const response = await as('/api/sales-orders/bulk-ship', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ ids }) });
      if (response.status !== 200) throw new Error(`bench: bulk ship answered ${response.status} ${await response.text()}`);
      return (await response.json()) as { shipped: Array<{ tracking_number: string | null }>; refused: Array<{ order_number: string; reason: string }>; labels_url: string | null };
    });
    const result = shipped.value;
    if (result.refused.length) throw new Error(`bench: ${result.refused.length} orders refused, e.g. ${JSON.stringify(result.refused.slice(0, 3))}`);
    if (result.shipped.length !== ORDERS || !result.labels_url) throw new Error(`bench: ${result.shipped.length} of ${ORDERS} labels bought`);
    const labelsPerSecond = ORDERS / shipped.seconds;
    console.log(`labels: bulk ship ${labelsPerSecond.toFixed(1)} labels/s; merged PDF link ${result.labels_url.length} characters`);

    // The merged PDF, checked: a page per label, every tracking number on it.
    const merged = await measured(async () => {
      const response = await as(result.labels_url!);
      if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf') throw new Error(`bench: merged labels answered ${response.status} ${response.headers.get('content-type')}`);
      return Buffer.from(await response.arrayBuffer());
    });
    const pdf = merged.value;
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    const text = readPdf(pdf).text;
    const missing = result.shipped.filter((s) => !s.tracking_number || !text.includes(s.tracking_number)).length;
    if (pages !== ORDERS || missing) throw new Error(`bench: the merged PDF has ${pages} pages for ${ORDERS} labels and lacks ${missing} tracking numbers`);

    const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
    console.log(`labels, bulk ship of ${ORDERS} orders on the sandbox Royal Mail Click & Drop (${SERVER_URL ? 'PostgreSQL' : 'PGlite'}; load average ${loadAtStart} at the start):`);
    console.log(`| figure | measured | goal | |`);
    console.log(`|---|---:|---:|---|`);
    console.log(`| bulk ship, labels/s | ${labelsPerSecond.toFixed(1)} (${shipped.seconds.toFixed(1)} s; ${shipped.cpu.toFixed(1)} s CPU = ${(ORDERS / shipped.cpu).toFixed(1)} labels per CPU-second) | ≥ 20 | ${verdict(labelsPerSecond >= 20)} |`);
    console.log(`| merged PDF of ${ORDERS} labels, s | ${merged.seconds.toFixed(2)} (${merged.cpu.toFixed(2)} s CPU; ${pages} pages, ${(pdf.length / 1e6).toFixed(2)} MB, every tracking number on it) | ≤ 10 | ${verdict(merged.seconds <= 10)} |`);
    console.log(`load average at the end: ${load()}`);
  } finally {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    await knex.destroy();
    if (SERVER_URL && process.env.BENCH_KEEP !== 'true') await withAdmin(SERVER_URL, (admin) => admin.query(`drop database if exists ${DB_NAME} with (force)`));
  }
}

await main();
process.exit(process.exitCode ?? 0);
