/**
 * Variation listings, end to end against the sandbox marketplace, on all seven channel types (eBay, Amazon, Etsy,
 * Shopify, Wish, OnBuy, the web store): a parent
 * product with a 2 × 2 family of variants (colour × size) publishes as ONE multi-variation listing (the sandbox
 * holds one family with what it varies by, and four variations with their values, quantities and prices); a
 * variant's stock change reaches its own variation and no other; an order of a variation arrives as an order of
 * its variant product. Last: a Shopify product with options and four variants that Sellyard did not list, found by a
 * listing import, comes in as a parent with four variants and one family listing, and works as one. Runs on
 * PGlite and PostgreSQL.
 *
 * `VARIATION_TYPES=EBAY,ETSY` runs some types only (a quicker loop while working on one marketplace).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/until.ts';
import { claimDueSchedules } from '../../api/domain/schedules/jobs.ts';
import { withChannel } from '../../api/channels/index.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;
let colour: any;
let size: any;

beforeAll(async () => {
  app = await startTestApp({ worker: { recurring: false } });
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  await app.knex('order_rules').where({ account_id: acmeId }).update({ enabled: false });
  colour = await app.knex('attributes').where({ account_id: acmeId, name: 'Colour' }).first();
  size = await app.knex('attributes').where({ account_id: acmeId, name: 'Size' }).first();
});
afterAll(() => app?.close());

async function control(type: string, path: string, body?: unknown): Promise<any> {
  const controlPath = `/sandbox/${type.toLowerCase()}/_control/${path}`;
  const response = body === undefined ? await owner.get(controlPath) : await owner.post(controlPath, body);
  return { status: response.status, body: response.body ?? null };
}

/** A valid EAN-13 (its check digit computed), different for each n. */
function ean(n: number): string {
  const body = `50123${String(4000000 + n).padStart(7, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Every channel type lists a family as one listing. */
const ALL = ['EBAY', 'AMAZON', 'ETSY', 'SHOPIFY', 'WISH', 'ONBUY', 'STORE'];
const TYPES = process.env.VARIATION_TYPES ? process.env.VARIATION_TYPES.split(',') : ALL;
/** What each channel calls the two attributes (the seeded attributes' channel names, else their names). */
const NAMES: Record<string, [string, string]> = {
  EBAY: ['Colour', 'Size'], AMAZON: ['color', 'size'], ETSY: ['Primary color', 'Size'], WISH: ['Colour', 'Size'], ONBUY: ['Colour', 'Size'], SHOPIFY: ['Colour', 'Size'], STORE: ['Colour', 'Size'],
};

describe.each(TYPES)('%s: a 2 × 2 variant family', (type) => {
  let channel: any;
  let parent: any;
  const variants: any[] = [];
  let listing: any;
  const held = async () => (await control(type, 'listings')).body.listings as any[];

  beforeAll(async () => {
    channel = await app.knex('sales_channels').where({ account_id: acmeId, type, status: 'CONNECTED' }).first();
    // The first of the channel's locations that the seller ships from (an FBA location's stock is Amazon's to sell).
    const fbaIds = (await app.knex('locations').where({ account_id: acmeId, type: 'FBA' }).select('id')).map((l: { id: string }) => l.id);
    const location = channel.location_priority.find((id: string) => !fbaIds.includes(id)) ?? (await app.knex('locations').where({ account_id: acmeId, is_default: true }).first()).id;
    const sku = `FAM-${type}`;
    const brand = await app.knex('brands').where({ account_id: acmeId }).orderBy('name').first();
    // A description, as Amazon requires of a new product (the demo's HOME and KITCHEN definitions).
    parent = (await owner.post('/api/products', { sku, title: `Merino Beanie (${type})`, description: '<p>A soft merino beanie in two colours and two sizes.</p>', kind: 'PARENT', retail_price: 2000, brand_id: brand.id, images: [{ url: 'https://img.example/beanie.jpg', position: 0 }] })).body;
    expect(parent.id, JSON.stringify(parent)).toBeTruthy();
    let n = 0;
    for (const c of ['Navy', 'Charcoal']) {
      for (const s of ['M', 'L']) {
        const created = await owner.post('/api/products', {
          sku: `${sku}-${c.slice(0, 3).toUpperCase()}-${s}`, title: `Merino Beanie, ${c}, ${s}`, kind: 'VARIANT', parent_id: parent.id, retail_price: 2000 + n * 100,
          attribute_values: [{ attribute_id: colour.id, value: c }, { attribute_id: size.id, value: s }], barcodes: [{ type: 'EAN13', value: ean(ALL.indexOf(type) * 10 + n) }],
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const stock = await owner.post('/api/stock-levels', { product_id: created.body.id, location_id: location });
        expect(stock.status, JSON.stringify(stock.body)).toBe(201);
        expect((await owner.post(`/api/stock-levels/${stock.body.id}/adjust`, { delta: 5 + n, reason: 'Found in the back' })).status).toBe(200);
        variants.push({ ...created.body, colour: c, size: s, level: stock.body.id, stock: 5 + n });
        n += 1;
      }
    }
    // Etsy activates a physical listing only with an image: the parent has one (a placeholder on SANDBOX channels).
    // The channel's own fields as its demo listings have them (category, policies, templates…).
    // (A listing the seller fulfils: the demo's Amazon-fulfilled offer would make the family Amazon's to ship.)
    // (Acme has no live Shopify listing to copy: a store page needs no more than its slug.)
    const demo = await app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id, status: 'ACTIVE' })
      .whereRaw("coalesce(channel_fields->>'fulfillment_channel', 'MFN') <> 'AFN'").orderBy('sku').first();
    const fields = { ...(demo?.channel_fields ?? {}) };
    if (type === 'WISH') Object.assign(fields, { parent_sku: sku, tags: ['beanie'], enabled: true });
    if (type === 'STORE' || type === 'SHOPIFY') fields.slug = `merino-beanie-${type.toLowerCase()}`;
    // OnBuy creates the family as a new product in an OnBuy category (each variant gets its own OPC): the family's
    // listing names no OPC of its own, and is accepted without one (a single product's is not).
    if (type === 'ONBUY') {
      delete fields.opc;
      Object.assign(fields, { category_id: 13484 });
    }
    const draft = await owner.post('/api/listings', { product_id: parent.id, sales_channel_id: channel.id, channel: type === 'SHOPIFY' ? 'STORE' : type, channel_fields: fields, quantity_rule: { type: 'PERCENT', value: 100 } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect((await owner.post(`/api/listings/${draft.body.id}/submit`, {})).status).toBe(200);
    listing = await until(async () => {
      const row = await app.knex('listings').where({ account_id: acmeId, id: draft.body.id }).first();
      if (row.status === 'ERROR') throw new Error(`the family was refused: ${JSON.stringify(row.issues)}`);
      return row.status === 'ACTIVE' ? row : undefined;
    }, 'the family listing to go live');
  }, 300_000);

  it('publishes one listing family: the family varies by both attributes, each variation with its values, quantity and price', async () => {
    const listings = await held();
    const family = listings.find((l) => l.id === listing.external_id);
    expect(family).toBeTruthy();
    const [colourName, sizeName] = NAMES[type]!;
    expect(family.varies_by.map((a: any) => ({ name: a.name, values: [...a.values].sort() }))).toEqual([{ name: colourName, values: ['Charcoal', 'Navy'] }, { name: sizeName, values: ['L', 'M'] }]);
    const variations = listings.filter((l) => l.variation_of === family.id);
    expect(variations.map((v) => v.sku).sort()).toEqual(variants.map((v) => v.sku).sort());
    for (const variant of variants) {
      const there = variations.find((v) => v.sku === variant.sku);
      expect(there).toMatchObject({ quantity: variant.stock, price: variant.retail_price, variation_values: { [colourName]: variant.colour, [sizeName]: variant.size } });
    }
    // One listing in Sellyard, knowing each variation's product.
    const state = typeof listing.channel_state === 'string' ? JSON.parse(listing.channel_state) : listing.channel_state;
    for (const variant of variants) expect(state.variations[variant.sku].product_id).toBe(variant.id);
  });

  it('sends a variant\'s stock change to its own variation only', async () => {
    const [changed, ...others] = variants;
    const before = await held();
    const writes = new Map(before.filter((l) => others.some((o) => o.sku === l.sku)).map((l) => [l.sku, l.quantity_writes]));
    expect((await owner.post(`/api/stock-levels/${changed.level}/adjust`, { delta: 4, reason: 'Found in the back' })).status).toBe(200);
    await until(async () => (await held()).find((l) => l.sku === changed.sku && l.variation_of)?.quantity === changed.stock + 4, `the ${changed.sku} variation to offer ${changed.stock + 4}`);
    changed.stock += 4;
    // The push job has finished: the other variations were not written.
    await until(async () => {
      const jobs = (await app.knex.raw(`select state from pgboss.job where name = 'channel.push-stock' and data->'payload'->>'listing_id' = ?`, [listing.id])).rows;
      return jobs.every((j: any) => ['completed', 'failed', 'cancelled'].includes(j.state)) ? true : undefined;
    }, 'the pushes to finish');
    const after = await held();
    for (const other of others) {
      const there = after.find((l) => l.sku === other.sku && l.variation_of);
      expect(there.quantity).toBe(other.stock);
      expect(there.quantity_writes).toBe(writes.get(other.sku));
    }
  });

  it('imports an order of a variation as an order of its variant product', async () => {
    const variant = variants[3];
    const placed = await control(type, 'orders', { sku: variant.sku, quantity: 1 });
    expect(placed.status).toBe(201);
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    const order = await until(() => app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id, channel_order_ref: placed.body.order_id }).first(), 'the order to arrive');
    expect(order.status).toBe('PAID');
    const lines = await app.knex('sales_order_lines').where({ account_id: acmeId, sales_order_id: order.id });
    expect(lines).toEqual([expect.objectContaining({ product_id: variant.id, quantity: 1 })]);
  });
});

describe('SHOPIFY: a product with options found by a listing import', () => {
  const skus = ['WOOLSOCK-NAV-M', 'WOOLSOCK-NAV-L', 'WOOLSOCK-CHA-M', 'WOOLSOCK-CHA-L'];
  let channel: any;
  let listing: any;
  let variants: any[];

  beforeAll(async () => {
    channel = await app.knex('sales_channels').where({ account_id: acmeId, type: 'SHOPIFY', status: 'CONNECTED' }).first();
    // The shop already sells a 2 × 2 product Sellyard does not know: put there by the shop, not by Sellyard.
    const combos = [['Navy', 'M'], ['Navy', 'L'], ['Charcoal', 'M'], ['Charcoal', 'L']];
    await withChannel(app.knex, app.secrets, channel, (adapter, ctx) => adapter.publishListing(ctx, {
      listingId: 'outside', externalId: null, sku: 'WOOLSOCK', title: 'Wool socks', description: 'Warm wool socks.', price: 900, currency: 'GBP', quantity: 10,
      channelFields: { slug: 'wool-socks' }, product: { id: 'outside', sku: 'WOOLSOCK', barcode: null, brand: null, weightGrams: 80, imageUrls: [] },
      variesBy: [{ name: 'Colour', values: ['Navy', 'Charcoal'] }, { name: 'Size', values: ['M', 'L'] }],
      variations: combos.map(([c, s], i) => ({ productId: `outside-${i}`, sku: skus[i]!, title: `Wool socks, ${c}, ${s}`, price: 900 + i * 50, quantity: 1 + i, barcode: null, imageUrls: [], values: [{ name: 'Colour', value: c! }, { name: 'Size', value: s! }] })),
    }));
    expect(await app.knex('products').where({ account_id: acmeId }).whereIn('sku', ['WOOLSOCK', ...skus]).count('* as n').first()).toMatchObject({ n: 0 });
    const created = await owner.post('/api/listing-import-schedules', { sales_channel_id: channel.id, interval: 'DAILY' });
    const schedule = created.status === 201 ? created.body : await app.knex('listing_import_schedules').where({ account_id: acmeId, sales_channel_id: channel.id }).first();
    expect((await owner.post(`/api/listing-import-schedules/${schedule.id}/run-now`, {})).status).toBe(200);
    expect(await claimDueSchedules(app.knex)).toBeGreaterThan(0);
    listing = await until(() => app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id, sku: 'WOOLSOCK' }).first(), 'the imported family listing');
    variants = await app.knex('products').where({ account_id: acmeId }).whereIn('sku', skus).orderBy('retail_price');
  }, 300_000);

  it('comes in as a parent with its four variants, their values from the options, and one listing of the family', async () => {
    const parent = await app.knex('products').where({ account_id: acmeId, id: listing.product_id }).first();
    expect(parent).toMatchObject({ sku: 'WOOLSOCK', kind: 'PARENT', title: 'Wool socks' });
    expect(variants.map((v) => [v.sku, v.kind, v.parent_id, v.retail_price])).toEqual(skus.map((sku, i) => [sku, 'VARIANT', parent.id, 900 + i * 50]));
    // The shop's options are the account's Colour and Size attributes (found by name, not made again).
    expect(variants.map((v) => v.attribute_values)).toEqual([['Navy', 'M'], ['Navy', 'L'], ['Charcoal', 'M'], ['Charcoal', 'L']].map(([c, s]) => [{ attribute_id: colour.id, value: c }, { attribute_id: size.id, value: s }]));
    expect(await app.knex('attributes').where({ account_id: acmeId }).whereRaw('lower(name) in (?, ?)', ['colour', 'size']).count('* as n').first()).toMatchObject({ n: 2 });
    expect(listing).toMatchObject({ status: 'ACTIVE', external_id: expect.any(String) });
    const state = typeof listing.channel_state === 'string' ? JSON.parse(listing.channel_state) : listing.channel_state;
    for (const v of variants) expect(state.variations[v.sku]).toMatchObject({ product_id: v.id, variant_id: expect.stringContaining('ProductVariant') });
    const held = (await control('SHOPIFY', 'listings')).body.listings as any[];
    expect(held.find((l) => l.id === listing.external_id)?.varies_by).toBeTruthy();
  });

  it('run again, finds the family it made: no product made twice, the same one listing', async () => {
    const schedule = await app.knex('listing_import_schedules').where({ account_id: acmeId, sales_channel_id: channel.id }).first();
    const runsBefore = (typeof schedule.runs === 'string' ? JSON.parse(schedule.runs) : schedule.runs ?? []).length;
    expect((await owner.post(`/api/listing-import-schedules/${schedule.id}/run-now`, {})).status).toBe(200);
    expect(await claimDueSchedules(app.knex)).toBeGreaterThan(0);
    await until(async () => {
      const row = await app.knex('listing_import_schedules').where({ id: schedule.id }).first('runs');
      return (typeof row.runs === 'string' ? JSON.parse(row.runs) : row.runs ?? []).length > runsBefore;
    }, 'the second import run');
    expect(await app.knex('products').where({ account_id: acmeId }).whereIn('sku', ['WOOLSOCK', ...skus]).count('* as n').first()).toMatchObject({ n: 5 });
    const listings = await app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id, sku: 'WOOLSOCK' }).whereNot('status', 'ENDED');
    expect(listings.map((l) => l.id)).toEqual([listing.id]);
  });

  it('sends a stock change of one imported variant to its own variation only, and maps an order of a variation to its variant', async () => {
    const location = channel.location_priority[0];
    const [changed, ...others] = variants;
    const before = new Map(((await control('SHOPIFY', 'listings')).body.listings as any[]).filter((l) => l.variation_of === listing.external_id).map((l) => [l.sku, l]));
    const level = await owner.post('/api/stock-levels', { product_id: changed.id, location_id: location });
    expect(level.status).toBe(201);
    expect((await owner.post(`/api/stock-levels/${level.body.id}/adjust`, { delta: 7, reason: 'Found in the back' })).status).toBe(200);
    await until(async () => ((await control('SHOPIFY', 'listings')).body.listings as any[]).find((l) => l.sku === changed.sku && l.variation_of)?.quantity === 7, `the ${changed.sku} variation to offer 7`);
    await until(async () => {
      const jobs = (await app.knex.raw(`select state from pgboss.job where name = 'channel.push-stock' and data->'payload'->>'listing_id' = ?`, [listing.id])).rows;
      return jobs.every((j: any) => ['completed', 'failed', 'cancelled'].includes(j.state)) ? true : undefined;
    }, 'the pushes to finish');
    const after = (await control('SHOPIFY', 'listings')).body.listings as any[];
    for (const other of others) expect(after.find((l) => l.sku === other.sku && l.variation_of)).toMatchObject({ quantity: before.get(other.sku).quantity, quantity_writes: before.get(other.sku).quantity_writes });

    const placed = await control('SHOPIFY', 'orders', { sku: others[2].sku, quantity: 1 });
    expect(placed.status).toBe(201);
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    const order = await until(() => app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id, channel_order_ref: placed.body.order_id }).first(), 'the order to arrive');
    expect(await app.knex('sales_order_lines').where({ account_id: acmeId, sales_order_id: order.id })).toEqual([expect.objectContaining({ product_id: others[2].id, quantity: 1 })]);
  });
});
