/**
 * The demo's eBay and Amazon listings would publish: every seeded eBay listing is in a leaf category of the sandbox's
 * recorded eBay UK tree with that category's required item specifics filled, every seeded Amazon listing in a
 * product type of the recorded definitions with that type's required attributes; and each, sent through its adapter
 * to a sandbox marketplace (which refuses what eBay and Amazon refuse), is published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createHttpClient } from '../../api/channels/http.ts';
import type { AdapterContext, ListingPayload } from '../../api/channels/types.ts';
import { consent, startSandboxServer, type SandboxServer } from '../../api/channels/sandbox/test-server.ts';
import { ebayAdapter } from '../../api/channels/adapters/ebay/index.ts';
import { amazonAdapter, listingBody } from '../../api/channels/adapters/amazon/index.ts';
import { categoryProblem, missingRequiredAspects, recordedLeaves } from '../../api/channels/sandbox/modules/ebay-taxonomy.ts';
import { missingRequiredAttributes, PRODUCT_TYPES } from '../../api/channels/sandbox/modules/amazon-product-types.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

type Row = Record<string, any>;
const jsonOf = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value ?? {}) as Row;

let database: TestDatabase;
let knex: Knex;
let server: SandboxServer;

beforeAll(async () => {
  database = await createTestDatabase({ seed: { orders: 12 } });
  knex = database.knex;
  server = await startSandboxServer();
}, 300_000);
afterAll(async () => {
  server?.close();
  await database?.destroy();
});

/** The seeded listings of a marketplace, with what the adapter is sent of their product. */
async function seeded(channel: string): Promise<Array<{ listing: Row; payload: ListingPayload }>> {
  const rows = await knex('listings').where({ channel }).orderBy(['account_id', 'sku']);
  return Promise.all(rows.map(async (listing) => {
    const product = await knex('products').where({ account_id: listing.account_id, id: listing.product_id }).first();
    const brand = product.brand_id ? await knex('brands').where({ account_id: listing.account_id, id: product.brand_id }).first('name') : null;
    const barcodes = (typeof product.barcodes === 'string' ? JSON.parse(product.barcodes) : product.barcodes ?? []) as Array<{ value: string }>;
    return {
      listing,
      payload: {
        listingId: String(listing.id), externalId: null, sku: String(listing.sku), title: String(listing.title),
        description: listing.description ?? product.description ?? null, price: Number(listing.price), currency: String(listing.currency), quantity: 5,
        channelFields: jsonOf(listing.channel_fields),
        product: { id: String(product.id), sku: String(product.sku), barcode: barcodes[0]?.value ?? null, brand: brand?.name ?? null, weightGrams: product.weight_g ?? null, imageUrls: [], condition: product.condition ?? null },
        shipsFrom: { code: 'MAIN', name: 'Main warehouse', address: { line1: '4 Mill Lane', city: 'Leeds', postcode: 'LS9 8AB', country: 'GB' } },
      },
    };
  }));
}

async function connected(type: 'EBAY' | 'AMAZON', marketplace: string): Promise<AdapterContext> {
  const base = server.baseUrl(type);
  const channel = { id: `c-${type}`, accountId: 'a1', type, name: type, marketplace, shopDomain: null };
  const context = (credentials: Record<string, string>): AdapterContext => ({ channel, credentials, baseUrl: base, http: createHttpClient(base, fetch) });
  if (type === 'EBAY') {
    const code = (await consent(base)).get('code')!;
    return context(await ebayAdapter.exchangeCode!(context({}), code, 'Sellyard-RuName'));
  }
  const back = await consent(base, 'https://app.example/settings/amazon-connect');
  const credentials = await amazonAdapter.exchangeCode!(context({}), back.get('code')!, 'https://app.example/settings/amazon-connect');
  return context({ ...credentials, selling_partner_id: back.get('selling_partner_id')! });
}

describe('the demo seed on eBay UK', () => {
  it('lists every eBay listing in a recorded leaf category with its required item specifics', async () => {
    const listings = await seeded('EBAY');
    expect(listings.length).toBeGreaterThanOrEqual(10);
    const leaves = new Map(recordedLeaves().map((l) => [l.id, l]));
    for (const { listing, payload } of listings) {
      const fields = payload.channelFields;
      const where = `${listing.sku} (${listing.title})`;
      expect(categoryProblem(String(fields.category_id ?? '')), where).toBeUndefined();
      const leaf = leaves.get(String(fields.category_id))!;
      // The path the form shows is the recorded one.
      expect(fields.category_name, where).toBe(leaf.path);
      // Brand goes from the product too, but the seed names it, as the form would.
      expect(missingRequiredAspects(leaf.id, (fields.aspects ?? {}) as Record<string, unknown>), where).toEqual([]);
    }
    // Not all in one place: the demo's products are in their own categories.
    expect(new Set(listings.map((l) => l.payload.channelFields.category_id)).size).toBeGreaterThanOrEqual(8);
  });

  it('publishes every seeded eBay listing on the sandbox marketplace, which refuses what eBay refuses', async () => {
    const ctx = await connected('EBAY', 'EBAY_GB');
    const refused: string[] = [];
    for (const { listing, payload } of await seeded('EBAY')) {
      // Two accounts list the same SKUs' products: one seller here, so each SKU once.
      const sku = `${String(listing.account_id).slice(0, 4)}-${payload.sku}`;
      await ebayAdapter.publishListing(ctx, { ...payload, sku }).then(
        (published) => expect(published.externalId).toMatch(/^\d+$/),
        (error) => refused.push(`${listing.sku} in ${payload.channelFields.category_id}: ${error.message}`),
      );
    }
    expect(refused).toEqual([]);
  }, 120_000);
});

describe('the demo seed on Amazon UK', () => {
  it('lists every Amazon listing as a recorded product type with its required attributes', async () => {
    const listings = await seeded('AMAZON');
    expect(listings.length).toBeGreaterThanOrEqual(6);
    const recorded = new Set(PRODUCT_TYPES.map((t) => t.name));
    for (const { listing, payload } of listings) {
      const where = `${listing.sku} (${listing.title})`;
      expect(recorded.has(String(payload.channelFields.product_type)), `${where}: ${payload.channelFields.product_type}`).toBe(true);
      // What the adapter would send for a new product (even those selling an existing ASIN carry them).
      const sent = listingBody({ channel: { id: 'c', accountId: 'a', type: 'AMAZON', name: 'Amazon UK', marketplace: 'A1F83G8C2ARO7P', shopDomain: null }, credentials: {}, baseUrl: 'https://x', http: null as never }, payload);
      expect(missingRequiredAttributes(sent.productType, sent.attributes, 'LISTING').map((i) => i.message), where).toEqual([]);
    }
  });

  it('publishes every seeded Amazon listing on the sandbox marketplace', async () => {
    const ctx = await connected('AMAZON', 'A1F83G8C2ARO7P');
    const refused: string[] = [];
    for (const { listing, payload } of await seeded('AMAZON')) {
      const sku = `${String(listing.account_id).slice(0, 4)}-${payload.sku}`;
      await amazonAdapter.publishListing(ctx, { ...payload, sku }).then(
        (published) => expect(published.externalId).toMatch(/^B0/),
        (error) => refused.push(`${listing.sku} as ${payload.channelFields.product_type}: ${error.message}`),
      );
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
