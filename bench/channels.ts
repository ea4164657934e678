/**
 * `npm run bench` (marketplaces part; alone: `node --import tsx bench/channels.ts`): the marketplace loop on
 * PostgreSQL against the built-in sandbox marketplace, all in this process (API with the sandbox on a free port,
 * a job worker with WORKER_CONCURRENCY 4), on a fresh demo database.
 *
 * 1. Order import: BENCH_CHANNEL_ORDERS (2,000) sandbox orders on the web store channel, then one `sync`; orders
 *    per second from the sync to the last sales order stored (each order: customer matched, lines mapped, paid,
 *    rules run, stock allocated), wall clock and CPU seconds of this process. Goal ≥ 200/s.
 *    Then the save itself side by side, in-process, on BENCH_CHANNEL_COMPARE_ORDERS (500) more orders in pages
 *    of 250: the batch path (what the job runs) and one order at a time through the generic service (the path
 *    before it, tests/helpers/one-by-one-import.ts); 0 skips it.
 * 2. Stock fan-out: a product live on BENCH_FANOUT_CHANNELS (7) channels: first one of every channel type with a
 *    registered adapter (picked up automatically: Acme's channel of that type, connected through `verify` against
 *    the sandbox when the seed left it unconnected), then more sandbox channels of those types (each a new sandbox
 *    seller) up to 7; BENCH_FANOUT (20) stock adjustments, one at a time; latency from the adjustment's commit
 *    until every marketplace shows the new quantity (p50, p99). Goal p50 ≤ 2 s (pushes are coalesced for a second:
 *    most of it is that window). A type whose channel or listing cannot go live is reported and left out.
 * 3. Full resync: BENCH_RESYNC_LISTINGS (10,000) live listings on the web store channel, `resync-stock`; seconds
 *    until the marketplace holds every new quantity. Goal ≤ 60 s. Then the same listing by listing
 *    (CHANNEL_BULK_PUSHES=false: the path before bulk calls) unless BENCH_RESYNC_COMPARE=false, and on the
 *    channel types in BENCH_RESYNC_TYPES (e.g. EBAY,SHOPIFY,ONBUY,AMAZON; none by default), 10,000 each.
 *
 * BENCH_CHANNEL_PARTS (orders,fanout,resync) picks the parts to run.
 *
 * Database: `sellyard_bench_channels` (dropped first, and after) on BENCH_DATABASE_URL or DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres).
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Knex } from 'knex';
import type { Row } from '../api/crud/repository.ts';
import { model } from '../generated/model.ts';
import { openDatabase, migrateLatest } from '../api/db/index.ts';
import { seedDemoData } from '../api/seed/demo.ts';
import { createApp } from '../api/http/app.ts';
import { SecretBox } from '../api/crypto/secrets.ts';
import { setSandboxOrigin } from '../api/channels/base-url.ts';
import { decryptCredentials, registeredAdapterTypes, type ChannelRow } from '../api/channels/index.ts';
import '../api/domain/jobs.ts';
import { startWorker } from '../api/jobs/index.ts';
import { ResourceService } from '../api/crud/service.ts';
import { domainHooks } from '../api/domain/index.ts';
import { recordStockMovement } from '../api/domain/stock/movements.ts';
import { systemActor } from '../api/domain/channels/system-actor.ts';
import { listingQuantity } from '../api/domain/channels/quantities.ts';
import { importOrderPage } from '../api/domain/channels/order-import.ts';
import type { ChannelOrder } from '../api/channels/index.ts';
import type { SandboxMarketplace } from '../api/channels/sandbox/index.ts';
import { importOneByOne } from '../tests/helpers/one-by-one-import.ts';
import { withAdmin } from './load.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'sellyard_bench_channels';
const BENCH_URL = (() => { const u = new URL(ADMIN_URL); u.pathname = `/${DB_NAME}`; return u.toString(); })();
const ORDERS = Number(process.env.BENCH_CHANNEL_ORDERS ?? 2000);
const FANOUT = Number(process.env.BENCH_FANOUT ?? 20);
const RESYNC = Number(process.env.BENCH_RESYNC_LISTINGS ?? 10_000);
const FANOUT_CHANNELS = Number(process.env.BENCH_FANOUT_CHANNELS ?? 7);
const PARTS = new Set((process.env.BENCH_CHANNEL_PARTS ?? 'orders,fanout,resync').split(','));
const COMPARE_ORDERS = Number(process.env.BENCH_CHANNEL_COMPARE_ORDERS ?? 500);
const RESYNC_COMPARE = process.env.BENCH_RESYNC_COMPARE !== 'false';
const RESYNC_TYPES = (process.env.BENCH_RESYNC_TYPES ?? '').split(',').map((t) => t.trim().toUpperCase()).filter(Boolean);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const entity = (name: string) => model.entities.find((e) => e.name === name)!;
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(', ');

/** Wall seconds and CPU seconds of this process (API, worker and sandbox) spent in `work`. */
async function measured(work: () => Promise<void>): Promise<{ seconds: number; cpu: number }> {
  const start = Date.now();
  const cpu = process.cpuUsage();
  await work();
  const used = process.cpuUsage(cpu);
  return { seconds: (Date.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 };
}

/** Marketplace orders as the web store adapter reads them, for the side-by-side save (3 buyers, paid). */
function syntheticOrders(prefix: string, count: number, sku: string): ChannelOrder[] {
  const buyers = [['Alice Walker', 'alice.walker@example.com', 'LS1 4AP'], ['Ben Okafor', 'ben.okafor@example.com', 'BS1 5TR'], ['Chloé Martin', 'chloe.martin@example.fr', '69003']];
  return Array.from({ length: count }, (_, i) => {
    const [name, email, postcode] = buyers[i % buyers.length]!;
    return {
      orderRef: `${prefix}${String(i).padStart(6, '0')}`, placedAt: new Date().toISOString(), paid: true, cancelled: false, currency: 'GBP',
      buyer: { name: name!, email: email! }, shippingAddress: { name: name!, line1: '1 Bench Road', line2: null, city: 'Leeds', region: null, postcode: postcode!, country: 'GB', phone: null },
      lines: [{ lineRef: `${prefix}${i}-1`, sku, title: 'Bench line', quantity: 1, unitPrice: 1500 }], shippingPrice: 399, total: 1899, url: null,
    };
  });
}

async function until(probe: () => Promise<boolean>, what: string, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`bench: timed out waiting for ${what}`);
    await sleep(20);
  }
}

async function main(): Promise<void> {
  const loadAtStart = load();
  await withAdmin(ADMIN_URL, async (admin) => {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  });
  const knex: Knex = await openDatabase({ url: BENCH_URL });
  const secrets = new SecretBox(randomBytes(32));
  await migrateLatest(knex);
  await seedDemoData(knex, model, { orders: 4, secrets });
  const { app, sandbox } = createApp({ knex, model, secrets });
  const server = await new Promise<import('node:http').Server>((ok) => { const s = app.listen(0, '127.0.0.1', () => ok(s)); });
  setSandboxOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const worker = await startWorker(knex, { secrets, concurrency: 4, pollMs: 200, recurring: false, log: () => undefined });
  const results: string[] = [];
  try {
    const acme = (await knex('accounts').where({ name: 'Acme Trading' }).first('id')).id as string;
    await knex('order_rules').where({ account_id: acme }).update({ enabled: false });
    const actor = await systemActor(knex, acme, { job: 'bench' });
    const service = new ResourceService(knex, model, domainHooks, secrets);
    const store = await knex('sales_channels').where({ account_id: acme, type: 'STORE', status: 'CONNECTED' }).first();
    await until(async () => Number((await knex('listings').where({ account_id: acme, sales_channel_id: store.id, status: 'SUBMITTING' }).count('* as n').first())!.n) === 0, 'the demo listings to go live');

    // 1. Order import.
    const live = await knex('listings').where({ account_id: acme, sales_channel_id: store.id, status: 'ACTIVE' }).first();
    const market = sandbox!.market('STORE');
    const held = market.listings.get(String(live.external_id))!;
    market.updateListing(held, { quantity: ORDERS * 2 });
    if (PARTS.has('orders')) {
    for (let i = 0; i < ORDERS; i += 1) {
      const placed = market.placeOrder({ sku: held.sku, quantity: 1, sellerId: held.sellerId });
      if (typeof placed === 'string') throw new Error(placed);
    }
    const before = Number((await knex('sales_orders').where({ account_id: acme, sales_channel_id: store.id }).count('* as n').first())!.n);
    const importStart = Date.now();
    const importCpu = process.cpuUsage();
    await service.transition(actor, entity('sales-channel'), String(store.id), 'sync', {});
    await until(async () => Number((await knex('sales_orders').where({ account_id: acme, sales_channel_id: store.id }).count('* as n').first())!.n) >= before + ORDERS, 'the orders to be imported');
    const importSeconds = (Date.now() - importStart) / 1000;
    // On a shared machine the wall clock says how busy the others are; this process's CPU time says what an order costs.
    const { user, system } = process.cpuUsage(importCpu);
    const cpuSeconds = (user + system) / 1e6;
    results.push(`order import: ${ORDERS} orders in ${importSeconds.toFixed(1)} s = ${(ORDERS / importSeconds).toFixed(0)} orders/s (goal ≥ 200); ${cpuSeconds.toFixed(1)} s of CPU in the API + worker process = ${(ORDERS / cpuSeconds).toFixed(0)} orders per CPU-second (load ${load()})`);
    if (COMPARE_ORDERS > 0) {
      // The same save work side by side: pages of 250 in their own transactions, in this process.
      const storeRow = await knex('sales_channels').where({ id: store.id }).first();
      const importActor = await systemActor(knex, acme, { job: 'channel.import-orders' });
      const runPages = (orders: ChannelOrder[], save: (trx: Knex.Transaction, page: ChannelOrder[]) => Promise<unknown>) => measured(async () => {
        for (let i = 0; i < orders.length; i += 250) await knex.transaction((trx) => save(trx, orders.slice(i, i + 250)));
      });
      const batch = await runPages(syntheticOrders('BENCH-B-', COMPARE_ORDERS, held.sku), (trx, page) => importOrderPage(trx, service.within(trx), importActor, storeRow, page));
      const oneByOne = await runPages(syntheticOrders('BENCH-O-', COMPARE_ORDERS, held.sku), (trx, page) => importOneByOne(trx, service.within(trx), importActor, storeRow, page));
      const figure = (m: { seconds: number; cpu: number }) => `${(COMPARE_ORDERS / m.seconds).toFixed(0)} orders/s, ${(COMPARE_ORDERS / m.cpu).toFixed(0)} orders per CPU-second`;
      results.push(`order save side by side (${COMPARE_ORDERS} orders, pages of 250, in-process): batch path ${figure(batch)}; one by one through the service (before) ${figure(oneByOne)} (load ${load()})`);
    }
    }

    // 2. Stock fan-out to FANOUT_CHANNELS channels, every channel type with an adapter among them.
    if (PARTS.has('fanout')) {
    // What every marketplace asks of a product: a brand and a barcode (Amazon), a picture (Wish).
    const brand = await knex('brands').where({ account_id: acme }).orderBy('name').first('id');
    const product = await service.create(actor, entity('product'), {
      sku: 'BENCH-FANOUT', title: 'Fan-out bench product', retail_price: 2500, ...(brand ? { brand_id: brand.id } : {}),
      barcodes: [{ type: 'EAN13', value: '5012345678900' }], images: [{ url: 'https://images.example/bench-fanout.jpg', position: 0 }],
    });
    const location = (await knex('locations').where({ account_id: acme }).orderBy('priority').first('id')).id as string;
    await knex.transaction((trx) => recordStockMovement(trx, { job: 'bench' }, { accountId: acme, productId: String(product.id), locationId: location, delta: 500, reason: 'ADJUSTMENT' }));
    const channelEntity = entity('sales-channel');
    const skipped: string[] = [];
    const channels: Row[] = [];
    for (const type of registeredAdapterTypes()) {
      let channel = await knex('sales_channels').where({ account_id: acme, type }).orderByRaw("status = 'CONNECTED' desc").first();
      if (!channel) { skipped.push(`${type}: Acme has no channel`); continue; }
      if (channel.status !== 'CONNECTED') {
        try {
          await service.transition(actor, channelEntity, String(channel.id), 'verify', {});
        } catch (error) {
          skipped.push(`${type}: not connected (${error instanceof Error ? error.message : String(error)})`);
          continue;
        }
        channel = await knex('sales_channels').where({ id: channel.id }).first();
      }
      channels.push(channel);
    }
    // More channels of the same types (each its own sandbox seller) until there are FANOUT_CHANNELS.
    for (let n = 0; channels.length && channels.length < FANOUT_CHANNELS; n += 1) {
      const model = channels[n % channels.length];
      const credentials = Object.fromEntries(Object.entries(decryptCredentials(model as unknown as ChannelRow, secrets)).map(([k, v]) => [k, typeof v === 'string' ? `${v}-bench${n}` : v]));
      const copy = await service.create(actor, channelEntity, {
        environment: 'SANDBOX', type: model.type, name: `Bench ${model.type} ${n}`, order_prefix: `BN${n}-`, import_orders: false,
        ...(model.marketplace ? { marketplace: model.marketplace } : {}), ...(model.shop_domain ? { shop_domain: `bench${n}.${model.shop_domain}` } : {}),
        location_priority: [location], credentials,
      });
      await service.transition(actor, channelEntity, String(copy.id), 'verify', {});
      channels.push(await knex('sales_channels').where({ id: copy.id }).first());
    }
    const listings: Array<{ id: string; type: string }> = [];
    for (const [n, channel] of channels.entries()) {
      const type = String(channel.type);
      await knex('sales_channels').where({ id: channel.id }).update({ location_priority: JSON.stringify([location]), stock_buffer: 0, sync_stock: true });
      // The channel fields a listing of that type needs, as the demo's own listings of the type have them (unique ones made ours).
      const sample = await knex('listings').where({ account_id: acme, channel: type === 'SHOPIFY' ? 'STORE' : type }).whereNot('status', 'ERROR').orderBy('created_at').first('channel_fields');
      const fields: Row = { ...(sample?.channel_fields ?? {}), ...({ WISH: { parent_sku: `BENCH-FANOUT-${n}` }, STORE: { slug: `bench-fanout-${n}` }, SHOPIFY: { slug: `bench-fanout-${n}` } } as Record<string, Row>)[type] };
      // A product of its own on Amazon (not an offer on the demo's ASIN, which the sandbox keeps under another id),
      // fulfilled by the merchant (Amazon counts FBA stock itself: nothing would be pushed).
      delete fields.asin;
      if (type === 'AMAZON') fields.fulfillment_channel = 'MFN';
      try {
        const listing = await service.create(actor, entity('listing'), {
          product_id: product.id, sales_channel_id: channel.id, channel: type === 'SHOPIFY' ? 'STORE' : type, channel_fields: fields, quantity_rule: { type: 'PERCENT', value: 100 },
        });
        await service.transition(actor, entity('listing'), String(listing.id), 'submit', {});
        listings.push({ id: String(listing.id), type });
      } catch (error) {
        skipped.push(`${type}: the listing could not be made (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    await until(async () => Number((await knex('listings').whereIn('id', listings.map((l) => l.id)).whereNotIn('status', ['ACTIVE', 'ERROR']).count('* as n').first())!.n) === 0, 'the fan-out listings to be published');
    for (const refused of await knex('listings').whereIn('id', listings.map((l) => l.id)).where('status', 'ERROR')) {
      skipped.push(`${refused.channel}: listing refused (${JSON.stringify(refused.issues).slice(0, 200)})`);
      listings.splice(listings.findIndex((l) => l.id === refused.id), 1);
    }
    const latencies: number[] = [];
    for (let i = 0; i < FANOUT; i += 1) {
      await knex.transaction((trx) => recordStockMovement(trx, { job: 'bench' }, { accountId: acme, productId: String(product.id), locationId: location, delta: -1, reason: 'ADJUSTMENT' }));
      const committed = Date.now();
      const rows = await knex('listings').whereIn('id', listings.map((l) => l.id));
      const byId = new Map((await knex('sales_channels').whereIn('id', rows.map((r) => r.sales_channel_id))).map((c) => [c.id, c]));
      const want = await Promise.all(rows.map((r) => listingQuantity(knex, r, byId.get(r.sales_channel_id)!)));
      const held = (r: Row) => sandbox!.market(listings.find((l) => l.id === r.id)!.type).listings.get(String(r.external_id))?.quantity;
      await until(async () => rows.every((r, n) => held(r) === want[n]), 'the fan-out pushes', 60_000)
        .catch((error) => { throw new Error(`${error.message}: ${rows.filter((r, n) => held(r) !== want[n]).map((r) => `${r.channel} ${r.external_id} holds ${held(r)}, not ${want[rows.indexOf(r)]}`).join('; ')}`); });
      latencies.push(Date.now() - committed);
    }
    const types = [...new Set(listings.map((l) => l.type))];
    results.push(`stock fan-out to ${listings.length} channels of ${types.length} types (${types.join(', ')}): p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms over ${FANOUT} changes (goal p50 ≤ 2000 ms)${skipped.length ? `; left out: ${skipped.join('; ')}` : ''}`);
    }

    // 3. Full resync of RESYNC listings on one channel (the web store), then as before (listing by listing), then other types.
    if (PARTS.has('resync')) {
      const resyncOn = async (channel: Row, market: SandboxMarketplace, sellerId: string, label: string, listingOf: (sku: string, i: number) => { attributes: Record<string, unknown>; state: Record<string, unknown> }) => {
        const type = String(channel.type);
        const rows: Array<{ sku: string; external_id: string }> = [];
        for (let i = 0; i < RESYNC; i += 1) {
          const sku = `RS-${type}-${String(i).padStart(5, '0')}`;
          const shape = listingOf(sku, i);
          const sandboxListing = market.createListing(sellerId, { sku, title: sku, description: null, price: 1000, currency: 'GBP', quantity: 0, status: 'ACTIVE', attributes: shape.attributes });
          rows.push({ sku, external_id: sandboxListing.id });
        }
        for (let i = 0; i < RESYNC; i += 1000) {
          const batch = rows.slice(i, i + 1000);
          const products = await knex('products').insert(batch.map((r) => ({ account_id: acme, sku: r.sku, title: r.sku, currency: 'GBP', retail_price: 1000 }))).returning('id');
          await knex('listings').insert(batch.map((r, n) => ({
            account_id: acme, product_id: products[n].id, sales_channel_id: channel.id, channel: type === 'SHOPIFY' ? 'STORE' : type, sku: r.sku, title: r.sku, currency: 'GBP', price: 1000,
            status: 'ACTIVE', external_id: r.external_id, quantity_rule: JSON.stringify({ type: 'FIXED', value: 7 }), channel_state: JSON.stringify(listingOf(r.sku, i + n).state),
          })));
        }
        const run = async (quantity: number, what: string) => {
          await knex('listings').where({ sales_channel_id: channel.id }).whereLike('sku', 'RS-%').update({ quantity_rule: JSON.stringify({ type: 'FIXED', value: quantity }) });
          const took = await measured(async () => {
            await service.transition(actor, entity('sales-channel'), String(channel.id), 'resync-stock', {});
            await until(async () => rows.every((r) => market.listings.get(r.external_id)!.quantity === quantity), `the ${label} resync`);
          });
          results.push(`full resync, ${label}, ${what}: ${RESYNC} listings in ${took.seconds.toFixed(1)} s (${(RESYNC / took.seconds).toFixed(0)} listings/s; goal ≤ 60 s); ${took.cpu.toFixed(1)} s of CPU in the API + worker process (load ${load()})`);
        };
        await run(7, 'bulk calls');
        if (RESYNC_COMPARE && label === 'web store') {
          process.env.CHANNEL_BULK_PUSHES = 'false';
          try { await run(8, 'listing by listing (before)'); } finally { delete process.env.CHANNEL_BULK_PUSHES; }
        }
      };
      const storeMarket = sandbox!.market('STORE');
      await resyncOn(store, storeMarket, held.sellerId, 'web store', () => ({ attributes: {}, state: {} }));
      for (const type of RESYNC_TYPES) {
        const channel = await knex('sales_channels').where({ account_id: acme, type, status: 'CONNECTED' }).first();
        if (!channel) { results.push(`full resync, ${type}: left out (Acme has no connected channel of that type)`); continue; }
        const market = sandbox!.market(type);
        const credentials = decryptCredentials(channel as unknown as ChannelRow, secrets);
        const token = credentials.access_token ?? credentials.api_token;
        const check = market.checkToken(token);
        const sellerId = check.ok ? check.sellerId : type === 'ONBUY' ? [...market.listings.values()][0]?.sellerId : undefined;
        if (!sellerId) { results.push(`full resync, ${type}: left out (its sandbox seller is unknown)`); continue; }
        const shapes: Record<string, (sku: string, i: number) => { attributes: Record<string, unknown>; state: Record<string, unknown> }> = {
          EBAY: (_sku, i) => ({ attributes: { offer: { offerId: String(8_000_000_000 + i), marketplaceId: 'EBAY_GB', format: 'FIXED_PRICE', categoryId: '20625' } }, state: { offer_id: String(8_000_000_000 + i) } }),
          SHOPIFY: (_sku, i) => ({ attributes: { inventoryItemId: `gid://shopify/InventoryItem/${9_000_000 + i}`, variantId: `gid://shopify/ProductVariant/${9_000_000 + i}`, status: 'ACTIVE' }, state: { inventory_item_id: `gid://shopify/InventoryItem/${9_000_000 + i}`, variant_id: `gid://shopify/ProductVariant/${9_000_000 + i}`, location_id: 'gid://shopify/Location/1' } }),
          AMAZON: () => ({ attributes: { amazon: {}, productType: 'PRODUCT' }, state: { product_type: 'PRODUCT', fulfillment_channel: 'MFN' } }),
        };
        await resyncOn(channel, market, sellerId, type, shapes[type] ?? (() => ({ attributes: {}, state: {} })));
      }
    }
  } finally {
    await worker.stop();
    server.close();
    await knex.destroy();
    if (process.env.BENCH_KEEP !== 'true') await withAdmin(ADMIN_URL, (admin) => admin.query(`drop database if exists ${DB_NAME} with (force)`));
  }
  console.log('\n== Marketplaces (PostgreSQL, sandbox marketplace, 1 worker × 4) ==');
  console.log(`load average at the start: ${loadAtStart}; at the end: ${load()}`);
  for (const line of results) console.log(line);
}

main().catch((error) => { console.error(error); process.exit(1); });
