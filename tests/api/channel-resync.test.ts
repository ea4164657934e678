/**
 * A channel's full quantity resync through the marketplaces' bulk endpoints, end to end (the job, the adapter,
 * the sandbox): eBay in calls of 25 with some listings refused and a 429 in the middle of the run (nothing lost,
 * nothing written twice, the refusals on their own listings, a quantity of 0 shows the listing OUT_OF_STOCK);
 * Shopify's all-or-nothing call, where the listings an error did not name are sent again; Amazon's feed, whose
 * report lands later on the listings it refused, and whose listings that changed while it waited are pushed again.
 * Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/until.ts';
import { createHttpClient, adapterFor, type AdapterContext, type ChannelType, type ListingPayload } from '../../api/channels/index.ts';
/** Rows as the tests read them. */
type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let acmeId: string;

beforeAll(async () => {
  app = await startTestApp({ worker: { recurring: false } });
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  // A seeded PGlite database takes minutes to build on a loaded machine.
});
afterAll(() => app?.close());

const control = async (type: string, path: string, body?: unknown) => {
  // As Acme's owner: the control API acts on the sandbox sellers of the caller's own channels only.
  const controlPath = `/sandbox/${type.toLowerCase()}/_control/${path}`;
  const response = body === undefined ? await owner.get(controlPath) : await owner.post(controlPath, body);
  return { status: response.status, body: response.body ?? null };
};

/**
 * The channel of a type (once the demo's listings on it have gone live, so the set of live listings holds still),
 * and a context to call the sandbox with the channel's own credentials.
 */
async function channelOf(type: ChannelType): Promise<{ channel: Row; ctx: AdapterContext }> {
  const channel = await app.knex('sales_channels').where({ account_id: acmeId, type, status: 'CONNECTED' }).first();
  await until(async () => !(await app.knex('listings').where({ sales_channel_id: channel.id }).whereIn('status', ['SUBMITTING', 'ENDING']).first('id')), `the demo's ${type} listings to settle`, 120_000);
  const credentials = app.secrets.decrypt(String(channel.credentials), 'sales_channels.credentials') as Record<string, string>;
  const base = `${app.baseUrl}/sandbox/${type.toLowerCase()}`;
  return { channel, ctx: { channel: { id: channel.id, accountId: acmeId, type, name: channel.name, marketplace: channel.marketplace, shopDomain: channel.shop_domain }, credentials, baseUrl: base, http: createHttpClient(base) } };
}

let seq = 0;
/**
 * `count` listings live on the marketplace (published through the adapter) and in Sellyard (products and ACTIVE
 * listings with what publishing answered), each offering a FIXED quantity from `quantities`.
 */
async function liveListings(type: ChannelType, count: number, quantities: (i: number) => number, fields: Record<string, unknown> = {}): Promise<Row[]> {
  const { channel, ctx } = await channelOf(type);
  const adapter = adapterFor(type);
  const rows: Row[] = [];
  for (let i = 0; i < count; i += 1) {
    const sku = `RS-${type}-${++seq}`;
    const payload: ListingPayload = {
      listingId: sku, externalId: null, sku, title: `Resync ${sku}`, description: 'A listing of the quantity resync test, with a fuller description.', price: 1000, currency: 'GBP', quantity: 1,
      channelFields: { ...fields, ...(type === 'SHOPIFY' ? { slug: sku.toLowerCase() } : {}) },
      product: { id: sku, sku, barcode: '5012345678900', brand: 'Fieldcraft', weightGrams: 100, imageUrls: ['https://img.example/x.jpg'] },
      shipsFrom: { code: 'MAIN', name: 'Main warehouse', address: { line1: '4 Mill Lane', city: 'Leeds', postcode: 'LS9 8AB', country: 'GB' } },
    };
    const published = await adapter.publishListing(ctx, payload);
    const [product] = await app.knex('products').insert({ account_id: acmeId, sku, title: sku, currency: 'GBP', retail_price: 1000 }).returning('id');
    const [listing] = await app.knex('listings').insert({
      account_id: acmeId, product_id: product.id, sales_channel_id: channel.id, channel: type === 'SHOPIFY' ? 'STORE' : type, sku, title: payload.title, currency: 'GBP', price: 1000,
      status: 'ACTIVE', external_id: published.externalId, channel_state: JSON.stringify(published.extra ?? {}), quantity_rule: JSON.stringify({ type: 'FIXED', value: quantities(i) }),
    }).returning('*');
    rows.push(listing);
  }
  return rows;
}

const jobs = (kind: string, channelId: string) => app.knex.raw(`select state, output, data from pgboss.job where name = ? and data->'payload'->>'channel_id' = ? order by created_on`, [kind, channelId]).then((r: any) => r.rows as Row[]);
const settled = (rows: Row[]) => rows.length > 0 && rows.every((j) => ['completed', 'failed', 'cancelled'].includes(String(j.state)));

async function resync(channelId: string): Promise<void> {
  const response = await owner.post(`/api/sales-channels/${channelId}/resync-stock`, {});
  expect(response.status).toBe(200);
}

describe('a full resync on eBay (bulk calls of 25)', () => {
  it('pushes every live listing once, through refusals and a 429 in the middle; what was refused shows on its own listing', async () => {
    const { channel, ctx } = await channelOf('EBAY');
    const mine = await liveListings('EBAY', 110, (i) => (i % 9 === 4 ? 0 : 3 + (i % 5)), { category_id: '20635', format: 'FIXED_PRICE', condition: 'NEW' });
    // Three withdrawn on eBay meanwhile: eBay refuses their quantities, the others go on.
    const withdrawn = [mine[5]!, mine[40]!, mine[77]!];
    for (const listing of withdrawn) await adapterFor('EBAY').endListing(ctx, { externalId: String(listing.external_id), sku: String(listing.sku), channelFields: listing.channel_state as Row });
    // eBay answers the third bulk call with a 429 (Retry-After 1 s), and only that one.
    expect((await control('EBAY', 'faults', { status: 429, retry_after_seconds: 1, count: 1, skip: 2, path_contains: '/bulk_update_price_quantity' })).status).toBe(204);
    const live = Number((await app.knex('listings').where({ sales_channel_id: channel.id }).whereIn('status', ['ACTIVE', 'OUT_OF_STOCK']).whereNotNull('external_id').count('* as n').first())!.n);
    await resync(channel.id);
    const done = await until(async () => {
      const rows = await jobs('channel.resync-stock', channel.id);
      return rows.length >= 2 && settled(rows) && rows;
    }, 'the resync and its continuation', 120_000);
    const outputs = done.map((j) => j.output as Row);
    // The first job stopped at the 429 and queued exactly what it had not sent.
    expect(outputs[0]).toMatchObject({ deferred_seconds: 1, deferred_listings: expect.any(Number) });
    const pushed = outputs.reduce((sum, o) => sum + Number(o.pushed ?? 0), 0);
    const refused = outputs.reduce((sum, o) => sum + Number(o.refused ?? 0), 0);
    expect(refused).toBe(3);
    // Every live listing once: none lost, none counted twice.
    expect(pushed + refused).toBe(live);

    const held = new Map(((await control('EBAY', 'listings')).body.listings as Row[]).map((l) => [String(l.sku), l]));
    for (const [i, listing] of mine.entries()) {
      const there = held.get(String(listing.sku))!;
      if (withdrawn.includes(listing)) {
        expect(there.quantity).toBe(1);
        continue;
      }
      expect(there.quantity).toBe(i % 9 === 4 ? 0 : 3 + (i % 5));
      // Made with its first quantity, then written once by the resync: the 429 sent nothing twice.
      expect(there.quantity_writes).toBe(1);
    }
    const rows = new Map((await app.knex('listings').whereIn('id', mine.map((l) => l.id))).map((l: Row) => [String(l.id), l]));
    for (const listing of withdrawn) {
      expect(rows.get(String(listing.id))!.issues).toEqual([expect.objectContaining({ severity: 'ERROR', message: expect.stringContaining('not available') })]);
    }
    // Offered 0: the listing shows out of stock, with the history saying Sellyard did it.
    const soldOut = mine.find((_, i) => i % 9 === 4)!;
    expect(rows.get(String(soldOut.id))).toMatchObject({ status: 'OUT_OF_STOCK', last_sync_at: expect.any(Date) });
    const history = await app.knex('status_history').where({ resource: 'listings', record_id: soldOut.id }).first('transition', 'note');
    expect(history).toMatchObject({ transition: 'sell-out', note: 'by Sellyard (Resend all quantities to a channel)' });
  });
});

describe('a full resync on Shopify (all or nothing)', () => {
  it('sends again the listings an error did not name, each written once', async () => {
    const { channel } = await channelOf('SHOPIFY');
    const mine = await liveListings('SHOPIFY', 6, (i) => 10 + i);
    // One product deleted in the Shopify admin: the call names it, applies nothing, and the rest go again.
    const gone = mine[2]!;
    await adapterFor('SHOPIFY').endListing((await channelOf('SHOPIFY')).ctx, { externalId: String(gone.external_id), sku: String(gone.sku), channelFields: gone.channel_state as Row });
    await resync(channel.id);
    await until(async () => settled(await jobs('channel.resync-stock', channel.id)), 'the resync', 60_000);
    const held = new Map(((await control('SHOPIFY', 'listings')).body.listings as Row[]).map((l) => [String(l.sku), l]));
    for (const [i, listing] of mine.entries()) {
      if (listing === gone) continue;
      expect(held.get(String(listing.sku))).toMatchObject({ quantity: 10 + i, quantity_writes: 1 });
    }
    const refused = await app.knex('listings').where({ id: gone.id }).first('issues');
    expect(refused.issues).toEqual([expect.objectContaining({ code: 'INVALID_INVENTORY_ITEM' })]);
  });
});

describe('a full resync on Amazon (a JSON_LISTINGS_FEED)', () => {
  it('sends one feed, lands its report on the refused listing later, and pushes again what changed while it waited', async () => {
    const { channel, ctx } = await channelOf('AMAZON');
    // KITCHEN's required attributes (the sandbox's recorded definition refuses a new product without them).
    const mine = await liveListings('AMAZON', 24, (i) => 20 + i, { product_type: 'KITCHEN', attributes: { bullet_point: [{ value: 'Stoneware', language_tag: 'en_GB' }], item_type_keyword: [{ value: 'mugs' }], country_of_origin: [{ value: 'GB' }], supplier_declared_dg_hz_regulation: [{ value: 'not_applicable' }] } });
    const deleted = mine[3]!;
    await adapterFor('AMAZON').endListing(ctx, { externalId: String(deleted.external_id), sku: String(deleted.sku), channelFields: deleted.channel_state as Row });
    await resync(channel.id);
    const [done] = await until(async () => { const rows = await jobs('channel.resync-stock', channel.id); return settled(rows) && rows; }, 'the resync', 60_000);
    expect(done!.output).toMatchObject({ feeds: 1 });
    // While Amazon processes the feed, the stock of one listed product changes (its push may go straight through).
    const changed = mine[7]!;
    const location = (await app.knex('locations').where({ account_id: acmeId }).orderBy('priority').first('id')).id;
    await app.knex('stock_levels').insert({ account_id: acmeId, product_id: changed.product_id, location_id: location, on_hand: 5, allocated: 0, available: 5 });
    // The feed's outcome is asked for when due (half a minute): made due now.
    await app.knex.raw(`update pgboss.job set start_after = now() where name = 'channel.collect-bulk' and state = 'created'`);
    const collected = await until(async () => {
      const rows = await jobs('channel.collect-bulk', channel.id);
      // Amazon says IN_QUEUE when first asked: the job asks again later (made due again here).
      await app.knex.raw(`update pgboss.job set start_after = now() where name = 'channel.collect-bulk' and state = 'created'`);
      return rows.find((j) => (j.output as Row | null)?.collected) as Row | undefined;
    }, 'the feed\'s outcome', 60_000);
    expect(collected.output).toMatchObject({ refused: 1, pushed_again: 1 });
    const refused = await app.knex('listings').where({ id: deleted.id }).first('issues');
    expect(refused.issues).toEqual([expect.objectContaining({ severity: 'ERROR', message: expect.stringContaining('not found') })]);
    const held = new Map(((await control('AMAZON', 'listings')).body.listings as Row[]).map((l) => [String(l.sku), l]));
    for (const [i, listing] of mine.entries()) if (listing !== deleted) expect(held.get(String(listing.sku))!.quantity).toBe(20 + i);
    const pushes = await app.knex.raw(`select count(*)::int as n from pgboss.job where name = 'channel.push-stock' and data->'payload'->>'listing_id' = ?`, [changed.id]);
    expect(pushes.rows[0].n).toBe(1);
  });
});
