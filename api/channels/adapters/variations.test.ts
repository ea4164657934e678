/**
 * Variation families at the adapter level, against the sandbox marketplace: eBay's inventory item group,
 * Amazon's parent and children, Shopify's product with options and variants, OnBuy's product with variants and the
 * web store's product with options and variants publish as one listing family, a
 * variation's quantity goes to that variation only, and the sandbox refuses what the marketplace refuses (eBay: a
 * group without variesBy, 25013; Amazon: a child without its parent relationship or theme values, 90220; Shopify:
 * more than 3 options, more than 2,048 variants, a variant without a value of an option, two variants alike; Wish:
 * a variation without options or with other option names, two alike; OnBuy: a variant without its value of
 * variant_1/variant_2, two alike, an EAN already in the catalogue, no category; web store: see its block).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http.ts';
import type { ChannelError } from '../errors.ts';
import type { AdapterContext, ListingPayload } from '../types.ts';
import { consent, startSandboxServer, type SandboxServer } from '../sandbox/test-server.ts';
import { ebayAdapter } from './ebay/index.ts';
import { amazonAdapter } from './amazon/index.ts';
import { familySku, orderFromShopify, shopifyAdapter } from './shopify/index.ts';
import { wishAdapter } from './wish/index.ts';
import { onbuyAdapter } from './onbuy/index.ts';
import { storeAdapter } from './store/index.ts';

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);

/** A 2 × 2 family (colour × size), named as the channel calls the attributes. */
function family(names: [string, string], over: Partial<ListingPayload> = {}): ListingPayload {
  const combos = [['Navy', 'M'], ['Navy', 'L'], ['Charcoal', 'M'], ['Charcoal', 'L']];
  return {
    listingId: 'l1', externalId: null, sku: 'BEANIE', title: 'Merino beanie', description: 'A soft merino beanie, knitted in Scotland, in two colours and two sizes.', price: 2000, currency: 'GBP', quantity: 26,
    channelFields: { category_id: '52365', format: 'FIXED_PRICE', condition: 'NEW', product_type: 'HAT', aspects: { Department: ['Unisex Adults'], Style: ['Beanie'] } },
    product: { id: 'p0', sku: 'BEANIE', barcode: null, brand: 'Fieldcraft', weightGrams: 120, imageUrls: ['https://img.example/beanie.jpg'] },
    shipsFrom: { code: 'MAIN', name: 'Main warehouse', address: { line1: '4 Mill Lane', city: 'Leeds', postcode: 'LS9 8AB', country: 'GB' } },
    variesBy: [{ name: names[0], values: ['Navy', 'Charcoal'] }, { name: names[1], values: ['M', 'L'] }],
    variations: combos.map(([c, s], i) => ({
      productId: `p${i + 1}`, sku: `BEANIE-${c!.slice(0, 3).toUpperCase()}-${s}`, title: `Merino beanie, ${c}, ${s}`, price: 2000 + i * 100, quantity: 5 + i,
      barcode: `501234500000${i}`, imageUrls: [], values: [{ name: names[0], value: c! }, { name: names[1], value: s! }],
    })),
    ...over,
  };
}

let server: SandboxServer;
beforeAll(async () => { server = await startSandboxServer(); });
afterAll(() => server.close());

describe('eBay inventory item group', () => {
  let ctx: AdapterContext;
  const channel = { id: 'c1', accountId: 'a1', type: 'EBAY' as const, name: 'eBay UK', marketplace: 'EBAY_GB', shopDomain: null };
  beforeAll(async () => {
    const base = server.baseUrl('EBAY');
    const code = (await consent(base)).get('code')!;
    const credentials = await ebayAdapter.exchangeCode!({ channel, credentials: {}, baseUrl: base, http: createHttpClient(base, fetch) }, code, 'Sellyard-RuName');
    ctx = { channel, credentials, baseUrl: base, http: createHttpClient(base, fetch) };
  });

  it('publishes the family as one multiple-variation listing, and a variation\'s quantity reaches it alone', async () => {
    const published = await ebayAdapter.publishListing(ctx, family(['Colour', 'Size']));
    const market = server.sandbox.market('EBAY');
    const group = market.listings.get(published.externalId)!;
    expect(group).toMatchObject({ sku: 'BEANIE', status: 'ACTIVE', attributes: expect.objectContaining({ variesBy: [{ name: 'Colour', values: ['Navy', 'Charcoal'] }, { name: 'Size', values: ['M', 'L'] }] }) });
    const members = [...market.listings.values()].filter((l) => l.attributes.variationOf === group.id);
    expect(members.map((m) => [m.sku, m.quantity, m.price, m.attributes.variationValues])).toEqual([
      ['BEANIE-NAV-M', 5, 2000, { Colour: 'Navy', Size: 'M' }], ['BEANIE-NAV-L', 6, 2100, { Colour: 'Navy', Size: 'L' }],
      ['BEANIE-CHA-M', 7, 2200, { Colour: 'Charcoal', Size: 'M' }], ['BEANIE-CHA-L', 8, 2300, { Colour: 'Charcoal', Size: 'L' }],
    ]);
    const extra = published.extra as { inventory_item_group_key: string; variations: Record<string, { offer_id: string }> };
    expect(extra.inventory_item_group_key).toBe('BEANIE');
    const writes = new Map(members.map((m) => [m.sku, market.quantityWrites.get(m.id) ?? 0]));
    await ebayAdapter.setQuantity(ctx, { externalId: published.externalId, sku: 'BEANIE-CHA-M', channelFields: { ...extra, ...extra.variations['BEANIE-CHA-M'] }, variation: { parentSku: 'BEANIE', productId: 'p3' } }, 2);
    for (const member of members) {
      expect(member.quantity).toBe(member.sku === 'BEANIE-CHA-M' ? 2 : members.indexOf(member) + 5);
      expect(market.quantityWrites.get(member.id) ?? 0).toBe((writes.get(member.sku) ?? 0) + (member.sku === 'BEANIE-CHA-M' ? 1 : 0));
    }
  });

  it('reads the published group back as one family (listing import): its variesBy, each member\'s values, quantity, price and offer', async () => {
    const page = await ebayAdapter.fetchListings(ctx, null);
    expect(page.items.filter((i) => i.sku.startsWith('BEANIE-'))).toEqual([]);
    const found = page.items.find((i) => i.sku === 'BEANIE')!;
    expect(found).toMatchObject({ title: 'Merino beanie', price: 2000, quantity: 5 + 6 + 2 + 8, family: { variesBy: [{ name: 'Colour', values: ['Navy', 'Charcoal'] }, { name: 'Size', values: ['M', 'L'] }], state: { inventory_item_group_key: 'BEANIE' } } });
    expect(found.family!.variations.map((v) => [v.sku, v.price, v.quantity, v.values, typeof v.state?.offer_id])).toEqual([
      ['BEANIE-NAV-M', 2000, 5, [{ name: 'Colour', value: 'Navy' }, { name: 'Size', value: 'M' }], 'string'], ['BEANIE-NAV-L', 2100, 6, [{ name: 'Colour', value: 'Navy' }, { name: 'Size', value: 'L' }], 'string'],
      ['BEANIE-CHA-M', 2200, 2, [{ name: 'Colour', value: 'Charcoal' }, { name: 'Size', value: 'M' }], 'string'], ['BEANIE-CHA-L', 2300, 8, [{ name: 'Colour', value: 'Charcoal' }, { name: 'Size', value: 'L' }], 'string'],
    ]);
  });

  it('refuses a group without variesBy at publish (25013), and a group naming an unknown SKU (25702)', async () => {
    const base = server.baseUrl('EBAY');
    const send = (method: string, path: string, body: unknown) => fetch(`${base}${path}`, { method, headers: { ...ebayHeaders(ctx), 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await send('PUT', '/sell/inventory/v1/inventory_item_group/NOVARY', { title: 'No variesBy', variantSKUs: ['BEANIE-NAV-M'] })).status).toBe(204);
    const refused = await send('POST', '/sell/inventory/v1/offer/publish_by_inventory_item_group', { inventoryItemGroupKey: 'NOVARY', marketplaceId: 'EBAY_GB' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0]).toMatchObject({ errorId: 25013, parameters: [{ name: 'field', value: 'variesBy.specifications' }] });
    const unknown = await send('PUT', '/sell/inventory/v1/inventory_item_group/GHOST', { variantSKUs: ['NO-SUCH-SKU'], variesBy: { specifications: [{ name: 'Colour', values: ['Red'] }] } });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors[0]).toMatchObject({ errorId: 25702 });
  });

  it('refuses a family whose variations do not all carry each variesBy aspect (25013), through the adapter', async () => {
    const broken = family(['Colour', 'Size'], { sku: 'BROKEN' });
    broken.variations = broken.variations!.map((v, i) => ({ ...v, sku: `BROKEN-${i}`, values: i === 0 ? [v.values[0]!] : v.values }));
    const refused = await failure(ebayAdapter.publishListing(ctx, broken));
    expect(refused).toMatchObject({ kind: 'validation', fields: [expect.objectContaining({ code: '25013' })] });
  });
});

const ebayHeaders = (ctx: AdapterContext) => ({ authorization: `Bearer ${ctx.credentials.access_token}`, 'content-language': 'en-GB' });

describe('Amazon parent and children', () => {
  let ctx: AdapterContext;
  const channel = { id: 'c2', accountId: 'a1', type: 'AMAZON' as const, name: 'Amazon UK', marketplace: 'A1F83G8C2ARO7P', shopDomain: null };
  beforeAll(async () => {
    const base = server.baseUrl('AMAZON');
    const back = await consent(base, 'https://app.example/settings/amazon-connect');
    const credentials = await amazonAdapter.exchangeCode!({ channel, credentials: {}, baseUrl: base, http: createHttpClient(base, fetch) }, back.get('code')!, 'https://app.example/settings/amazon-connect');
    ctx = { channel, credentials: { ...credentials, selling_partner_id: back.get('selling_partner_id')! }, baseUrl: base, http: createHttpClient(base, fetch) };
  });

  it('publishes a variation parent with a theme and four children; a child\'s quantity reaches it alone', async () => {
    const published = await amazonAdapter.publishListing(ctx, family(['color', 'size']));
    const market = server.sandbox.market('AMAZON');
    const parent = market.listings.get(published.externalId)!;
    expect(parent.sku).toBe('BEANIE');
    expect(parent.attributes.variesBy).toEqual([{ name: 'color', values: ['Navy', 'Charcoal'] }, { name: 'size', values: ['M', 'L'] }]);
    const children = [...market.listings.values()].filter((l) => l.attributes.variationOf === parent.id);
    expect(children.map((c) => [c.sku, c.quantity, c.price])).toEqual([['BEANIE-NAV-M', 5, 2000], ['BEANIE-NAV-L', 6, 2100], ['BEANIE-CHA-M', 7, 2200], ['BEANIE-CHA-L', 8, 2300]]);
    expect(published.extra).toMatchObject({ variation_theme: 'COLOR/SIZE' });
    await amazonAdapter.setQuantity(ctx, { externalId: published.externalId, sku: 'BEANIE-NAV-L', channelFields: published.extra, variation: { parentSku: 'BEANIE', productId: 'p2' } }, 1);
    expect(children.map((c) => c.quantity)).toEqual([5, 1, 7, 8]);
  });

  it('refuses a child without its theme\'s values, and a second child with the same values (INVALID with the issue)', async () => {
    const missing = family(['color', 'size'], { sku: 'HAT2' });
    missing.variations = [{ ...missing.variations![0]!, sku: 'HAT2-A', values: [missing.variations![0]!.values[0]!] }];
    missing.variesBy = [{ name: 'color', values: ['Navy'] }, { name: 'size', values: ['M'] }];
    expect(await failure(amazonAdapter.publishListing(ctx, missing))).toMatchObject({ kind: 'validation', fields: [expect.objectContaining({ field: 'size', code: '90220' })] });
    const twins = family(['color', 'size'], { sku: 'HAT3' });
    twins.variations = [{ ...twins.variations![0]!, sku: 'HAT3-A' }, { ...twins.variations![0]!, sku: 'HAT3-B' }];
    expect(await failure(amazonAdapter.publishListing(ctx, twins))).toMatchObject({ kind: 'validation', fields: [expect.objectContaining({ code: '8541' })] });
  });
});

describe('Shopify product with options and variants', () => {
  let ctx: AdapterContext;
  const channel = { id: 'c3', accountId: 'a1', type: 'SHOPIFY' as const, name: 'Acme Shopify', marketplace: null, shopDomain: 'acme-variations.myshopify.com' };
  const shopifyFamily = (over: Partial<ListingPayload> = {}) => family(['Colour', 'Size'], { channelFields: { slug: 'merino-beanie' }, ...over });
  beforeAll(() => {
    const base = server.baseUrl('SHOPIFY');
    ctx = { channel, credentials: { access_token: 'sbx_shopify-variations-test' }, baseUrl: base, http: createHttpClient(base, fetch) };
  });

  it('publishes one product with two options and four variants; a variant\'s quantity and price reach it alone', async () => {
    const published = await shopifyAdapter.publishListing(ctx, shopifyFamily());
    const market = server.sandbox.market('SHOPIFY');
    const product = market.listings.get(published.externalId)!;
    expect(product.attributes.variesBy).toEqual([{ name: 'Colour', values: ['Navy', 'Charcoal'] }, { name: 'Size', values: ['M', 'L'] }]);
    const variants = [...market.listings.values()].filter((l) => l.attributes.variationOf === product.id);
    expect(variants.map((v) => [v.sku, v.quantity, v.price, v.attributes.variationValues])).toEqual([
      ['BEANIE-NAV-M', 5, 2000, { Colour: 'Navy', Size: 'M' }], ['BEANIE-NAV-L', 6, 2100, { Colour: 'Navy', Size: 'L' }],
      ['BEANIE-CHA-M', 7, 2200, { Colour: 'Charcoal', Size: 'M' }], ['BEANIE-CHA-L', 8, 2300, { Colour: 'Charcoal', Size: 'L' }],
    ]);
    // Each variation's own variant and inventory item, by SKU; no product-wide variant to fall back on.
    const extra = published.extra as { variant_id?: string; variations: Record<string, { variant_id: string; inventory_item_id: string }> };
    expect(extra.variant_id).toBeUndefined();
    expect(extra.variations['BEANIE-CHA-M']).toEqual({ variant_id: variants[2]!.attributes.variantId, inventory_item_id: variants[2]!.attributes.inventoryItemId });
    const writes = variants.map((v) => market.quantityWrites.get(v.id) ?? 0);
    const ref = (sku: string, productId: string) => ({ externalId: published.externalId, sku, channelFields: { ...extra, ...extra.variations[sku] }, variation: { parentSku: 'BEANIE', productId } });
    await shopifyAdapter.setQuantity(ctx, ref('BEANIE-CHA-M', 'p3'), 2);
    expect(variants.map((v) => v.quantity)).toEqual([5, 6, 2, 8]);
    expect(variants.map((v) => market.quantityWrites.get(v.id) ?? 0)).toEqual(writes.map((n, i) => n + (i === 2 ? 1 : 0)));
    await shopifyAdapter.setPrice!(ctx, ref('BEANIE-NAV-L', 'p2'), 2450, 'GBP');
    expect(variants.map((v) => v.price)).toEqual([2000, 2450, 2200, 2300]);
    // Without the kept ids (a listing published before they were kept) the variant is found by its SKU.
    await shopifyAdapter.setQuantity(ctx, { externalId: published.externalId, sku: 'BEANIE-NAV-M', channelFields: {}, variation: { parentSku: 'BEANIE', productId: 'p1' } }, 9);
    expect(variants.map((v) => v.quantity)).toEqual([9, 6, 2, 8]);
    // A revise keeps each variant's ids.
    await shopifyAdapter.reviseListing(ctx, { ...shopifyFamily(), externalId: published.externalId });
    expect([...market.listings.values()].filter((l) => l.attributes.variationOf === product.id && l.status !== 'ENDED').map((v) => v.attributes.variantId)).toEqual(variants.map((v) => v.attributes.variantId));
  });

  it('reads an order of a variant with the variant\'s SKU, on the family\'s product', async () => {
    const market = server.sandbox.market('SHOPIFY');
    const product = [...market.listings.values()].find((l) => l.attributes.handle === 'merino-beanie')!;
    const placed = market.placeOrder({ sku: 'BEANIE-CHA-L', quantity: 1 });
    expect(typeof placed).not.toBe('string');
    const page = await shopifyAdapter.fetchOrders(ctx, null);
    const order = page.items.find((o) => o.orderRef === (placed as { id: string }).id)!;
    expect(order.lines).toEqual([expect.objectContaining({ sku: 'BEANIE-CHA-L', quantity: 1, unitPrice: 2300, externalListingId: product.id })]);
    // A line whose SKU was blanked in Shopify still names its variant's.
    const line = { id: 'gid://shopify/LineItem/1', sku: null, title: 'Beanie', quantity: 1, originalUnitPriceSet: { shopMoney: { amount: '23.00' } }, product: { legacyResourceId: product.id }, variant: { id: 'gid://shopify/ProductVariant/9', sku: 'BEANIE-CHA-L' } };
    const money = { shopMoney: { amount: '23.00', currencyCode: 'GBP' } };
    const read = orderFromShopify({ id: 'gid://shopify/Order/1', legacyResourceId: '1', name: '#1001', createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', cancelledAt: null, displayFinancialStatus: 'PAID', currencyCode: 'GBP', email: null, customer: null, shippingAddress: null, totalPriceSet: money, totalShippingPriceSet: null, lineItems: { nodes: [line] } } as never, null);
    expect(read.lines[0]!.sku).toBe('BEANIE-CHA-L');
  });

  it('refuses what Shopify refuses, as productSet userErrors', async () => {
    const four = shopifyFamily({ sku: 'FOUR', channelFields: { slug: 'four-options' } });
    const names = ['Colour', 'Size', 'Material', 'Fit'];
    four.variesBy = names.map((name) => ({ name, values: ['A'] }));
    four.variations = [{ ...four.variations![0]!, sku: 'FOUR-1', values: names.map((name) => ({ name, value: 'A' })) }];
    expect(await failure(shopifyAdapter.publishListing(ctx, four))).toMatchObject({ kind: 'validation', fields: [expect.objectContaining({ field: 'productOptions', code: 'OPTIONS_OVER_LIMIT' })] });

    const twins = shopifyFamily({ sku: 'TWINS', channelFields: { slug: 'twins' } });
    twins.variations = [{ ...twins.variations![0]!, sku: 'TWINS-A' }, { ...twins.variations![0]!, sku: 'TWINS-B' }];
    expect(await failure(shopifyAdapter.publishListing(ctx, twins))).toMatchObject({ kind: 'validation', fields: [{ field: 'variants.1', code: 'INVALID_VARIANT', message: 'The variant \'Navy / M\' already exists.' }] });

    const missing = shopifyFamily({ sku: 'MISSING', channelFields: { slug: 'missing-value' } });
    missing.variations = missing.variations!.map((v, i) => ({ ...v, sku: `MISSING-${i}`, values: i === 1 ? [v.values[0]!] : v.values }));
    expect(await failure(shopifyAdapter.publishListing(ctx, missing))).toMatchObject({ kind: 'validation', fields: [expect.objectContaining({ field: 'variants.1.optionValues', code: 'OPTION_VALUES_MISSING' })] });

    const many = shopifyFamily({ sku: 'MANY', channelFields: { slug: 'many-variants' } });
    const sizes = Array.from({ length: 2049 }, (_, i) => `S${i}`);
    many.variesBy = [{ name: 'Size', values: sizes }];
    many.variations = sizes.map((size, i) => ({ ...many.variations![0]!, sku: `MANY-${i}`, values: [{ name: 'Size', value: size }] }));
    expect(await failure(shopifyAdapter.publishListing(ctx, many))).toMatchObject({ kind: 'validation', fields: [expect.objectContaining({ field: 'variants', code: 'VARIANTS_OVER_LIMIT' })] });
    // Nothing of the refused products was kept.
    expect([...server.sandbox.market('SHOPIFY').listings.values()].some((l) => /^(FOUR|TWINS|MISSING|MANY)-/.test(l.sku))).toBe(false);
  });
});

describe('Wish product with several variations', () => {
  let ctx: AdapterContext;
  const channel = { id: 'c4', accountId: 'a1', type: 'WISH' as const, name: 'Wish', marketplace: null, shopDomain: null };
  const wishFamily = (over: Partial<ListingPayload> = {}) => family(['Colour', 'Size'], { channelFields: { tags: ['beanie'], parent_sku: 'BEANIE' }, ...over });
  beforeAll(() => {
    const base = server.baseUrl('WISH');
    ctx = { channel, credentials: { access_token: 'sbx_wish-variations-test' }, baseUrl: base, http: createHttpClient(base, fetch) };
  });

  it('publishes one product with four variations and their options; a variation\'s inventory and price reach it alone', async () => {
    const published = await wishAdapter.publishListing(ctx, wishFamily());
    expect(published.review).toBeTruthy();
    const market = server.sandbox.market('WISH');
    const product = market.listings.get(published.externalId)!;
    expect(product.attributes.variesBy).toEqual([{ name: 'Colour', values: ['Navy', 'Charcoal'] }, { name: 'Size', values: ['M', 'L'] }]);
    const variations = [...market.listings.values()].filter((l) => l.attributes.variationOf === product.id);
    expect(variations.map((v) => [v.sku, v.quantity, v.price, v.attributes.variationValues])).toEqual([
      ['BEANIE-NAV-M', 5, 2000, { Colour: 'Navy', Size: 'M' }], ['BEANIE-NAV-L', 6, 2100, { Colour: 'Navy', Size: 'L' }],
      ['BEANIE-CHA-M', 7, 2200, { Colour: 'Charcoal', Size: 'M' }], ['BEANIE-CHA-L', 8, 2300, { Colour: 'Charcoal', Size: 'L' }],
    ]);
    // Under review, nothing sells; Wish's approval puts every variation on sale.
    expect(variations.every((v) => v.status === 'INACTIVE')).toBe(true);
    expect(await wishAdapter.checkListingReview!(ctx, { externalId: published.externalId, sku: 'BEANIE', channelFields: published.extra })).toEqual({ status: 'APPROVED' });
    expect(variations.every((v) => v.status === 'ACTIVE')).toBe(true);
    const extra = published.extra as { variation_id?: string; variations: Record<string, { variation_id: string }> };
    expect(extra.variation_id).toBeUndefined();
    expect(extra.variations['BEANIE-CHA-M']).toEqual({ variation_id: variations[2]!.attributes.variation_id });
    const writes = variations.map((v) => market.quantityWrites.get(v.id) ?? 0);
    const ref = (sku: string, productId: string) => ({ externalId: published.externalId, sku, channelFields: { ...extra, ...extra.variations[sku] }, variation: { parentSku: 'BEANIE', productId } });
    await wishAdapter.setQuantity(ctx, ref('BEANIE-CHA-M', 'p3'), 2);
    expect(variations.map((v) => v.quantity)).toEqual([5, 6, 2, 8]);
    expect(variations.map((v) => market.quantityWrites.get(v.id) ?? 0)).toEqual(writes.map((n, i) => n + (i === 2 ? 1 : 0)));
    await wishAdapter.setPrice!(ctx, ref('BEANIE-NAV-L', 'p2'), 2450, 'GBP');
    expect(variations.map((v) => v.price)).toEqual([2000, 2450, 2200, 2300]);
    // Ending the family disables every variation.
    await wishAdapter.endListing(ctx, { externalId: published.externalId, sku: 'BEANIE', channelFields: extra });
    expect(variations.map((v) => v.status)).toEqual(['INACTIVE', 'INACTIVE', 'INACTIVE', 'INACTIVE']);
  });

  it('refuses variations without options, with other option names, or alike (Wish\'s 400 code 1000)', async () => {
    const missing = wishFamily({ sku: 'W1', channelFields: { tags: ['beanie'], parent_sku: 'W1' } });
    missing.variations = missing.variations!.map((v, i) => ({ ...v, sku: `W1-${i}`, values: i === 1 ? [] : v.values }));
    expect(await failure(wishAdapter.publishListing(ctx, missing))).toMatchObject({ kind: 'validation', message: expect.stringContaining('variations.options of W1-1') });
    const other = wishFamily({ sku: 'W2', channelFields: { tags: ['beanie'], parent_sku: 'W2' } });
    other.variations = other.variations!.map((v, i) => ({ ...v, sku: `W2-${i}`, values: i === 1 ? [{ name: 'Colour', value: 'Navy' }, { name: 'Fit', value: 'M' }] : v.values }));
    expect(await failure(wishAdapter.publishListing(ctx, other))).toMatchObject({ kind: 'validation', message: expect.stringContaining('must be Colour, Size') });
    const twins = wishFamily({ sku: 'W3', channelFields: { tags: ['beanie'], parent_sku: 'W3' } });
    twins.variations = [{ ...twins.variations![0]!, sku: 'W3-A' }, { ...twins.variations![0]!, sku: 'W3-B' }];
    expect(await failure(wishAdapter.publishListing(ctx, twins))).toMatchObject({ kind: 'validation', message: expect.stringContaining('W3-A and W3-B have the same options') });
    expect([...server.sandbox.market('WISH').listings.values()].some((l) => /^W[123]/.test(l.sku))).toBe(false);
  });
});

describe('OnBuy product with variants', () => {
  let ctx: AdapterContext;
  const channel = { id: 'c5', accountId: 'a1', type: 'ONBUY' as const, name: 'OnBuy', marketplace: null, shopDomain: null };
  /** EANs of their own per family: OnBuy's catalogue holds one product per EAN. */
  const onbuyFamily = (prefix: string, eanBase: number, over: Partial<ListingPayload> = {}) => {
    const base = family(['Colour', 'Size'], { sku: prefix, listingId: `l-${prefix}`, channelFields: { opc: 'Q7KD2X', condition: 'NEW', handling_time: 2, category_id: 13484 }, ...over });
    base.variations = base.variations!.map((v, i) => ({ ...v, sku: v.sku.replace('BEANIE', prefix), barcode: String(5012345100000 + eanBase + i) }));
    return base;
  };
  beforeAll(async () => {
    const base = server.baseUrl('ONBUY');
    const keys = { consumer_key: 'sbx_onbuy-variations', secret_key: 'sbx_onbuy-variations-secret' };
    const http = createHttpClient(base, fetch);
    const token = await onbuyAdapter.refreshCredentials({ channel, credentials: keys, baseUrl: base, http });
    ctx = { channel, credentials: { ...keys, ...token }, baseUrl: base, http };
  });

  it('creates one product with variant_1 and variant_2 and a listing per variant; a variant\'s stock and price reach it alone', async () => {
    const published = await onbuyAdapter.publishListing(ctx, onbuyFamily('OBEANIE', 0));
    const market = server.sandbox.market('ONBUY');
    const product = market.listings.get(published.externalId)!;
    expect(product.attributes.variesBy).toEqual([{ name: 'Colour', values: ['Navy', 'Charcoal'] }, { name: 'Size', values: ['M', 'L'] }]);
    const variants = [...market.listings.values()].filter((l) => l.attributes.variationOf === product.id);
    expect(variants.map((v) => [v.sku, v.quantity, v.price, v.status, v.attributes.variationValues])).toEqual([
      ['OBEANIE-NAV-M', 5, 2000, 'ACTIVE', { Colour: 'Navy', Size: 'M' }], ['OBEANIE-NAV-L', 6, 2100, 'ACTIVE', { Colour: 'Navy', Size: 'L' }],
      ['OBEANIE-CHA-M', 7, 2200, 'ACTIVE', { Colour: 'Charcoal', Size: 'M' }], ['OBEANIE-CHA-L', 8, 2300, 'ACTIVE', { Colour: 'Charcoal', Size: 'L' }],
    ]);
    // Each variant is a catalogue product with an OPC of its own.
    const extra = published.extra as { product_opc: string; variations: Record<string, { opc: string; product_listing_id: string }> };
    expect(extra.product_opc).toBe(published.externalId);
    expect(new Set(Object.values(extra.variations).map((v) => v.opc)).size).toBe(4);
    const writes = variants.map((v) => market.quantityWrites.get(v.id) ?? 0);
    const ref = (sku: string, productId: string) => ({ externalId: published.externalId, sku, channelFields: { ...extra, ...extra.variations[sku] }, variation: { parentSku: 'OBEANIE', productId } });
    await onbuyAdapter.setQuantity(ctx, ref('OBEANIE-CHA-M', 'p3'), 2);
    expect(variants.map((v) => v.quantity)).toEqual([5, 6, 2, 8]);
    expect(variants.map((v) => market.quantityWrites.get(v.id) ?? 0)).toEqual(writes.map((n, i) => n + (i === 2 ? 1 : 0)));
    await onbuyAdapter.setPrice!(ctx, ref('OBEANIE-NAV-L', 'p2'), 2450, 'GBP');
    expect(variants.map((v) => v.price)).toEqual([2000, 2450, 2200, 2300]);
    // Published again (a retried job): the product is found in OnBuy's queue by its uid, never created twice.
    const again = await onbuyAdapter.publishListing(ctx, onbuyFamily('OBEANIE', 0));
    expect(again.externalId).toBe(published.externalId);
    expect([...market.listings.values()].filter((l) => l.attributes.onbuyProduct && l.sellerId === product.sellerId && l.title === 'Merino beanie')).toHaveLength(1);
    // An order of a variant names the variant's SKU.
    const placed = market.placeOrder({ sku: 'OBEANIE-CHA-L', quantity: 1 });
    expect(typeof placed).not.toBe('string');
    const page = await onbuyAdapter.fetchOrders(ctx, null);
    expect(page.items.find((o) => o.orderRef === (placed as { id: string }).id)!.lines).toEqual([expect.objectContaining({ sku: 'OBEANIE-CHA-L', quantity: 1, unitPrice: 2300 })]);
    // A variant added since cannot join the product (OnBuy's rule), and ending the family ends every variant's listing.
    const grown = onbuyFamily('OBEANIE', 0, { externalId: published.externalId });
    grown.variations = [...grown.variations!, { ...grown.variations![0]!, sku: 'OBEANIE-RED-M', values: [{ name: 'Colour', value: 'Red' }, { name: 'Size', value: 'M' }] }];
    expect(await failure(onbuyAdapter.reviseListing(ctx, { ...grown, externalId: published.externalId, channelFields: { ...grown.channelFields, ...extra } }))).toMatchObject({ kind: 'validation', fields: [expect.objectContaining({ code: 'VARIANTS_CLOSED' })] });
    await onbuyAdapter.endListing(ctx, { externalId: published.externalId, sku: 'OBEANIE', channelFields: extra });
    expect(variants.map((v) => v.status)).toEqual(['ENDED', 'ENDED', 'ENDED', 'ENDED']);
  });

  it('refuses what OnBuy refuses, in its error envelope: a variant without its option value, two alike, an EAN already in the catalogue, no category', async () => {
    const base = server.baseUrl('ONBUY');
    const create = (body: Record<string, unknown>) => fetch(`${base}/v2/products`, { method: 'POST', headers: { authorization: ctx.credentials.access_token!, 'content-type': 'application/json' }, body: JSON.stringify({ site_id: 2000, category_id: 13484, product_name: 'Scarf', variant_1: { name: 'Colour' }, variant_2: { name: 'Size' }, ...body }) });
    const variant = (colour: string | undefined, size: string | undefined, ean: string, sku: string) => ({ ...(colour ? { variant_1: { name: colour } } : {}), ...(size ? { variant_2: { name: size } } : {}), product_codes: [ean], listings: { new: { sku, price: 12.5, stock: 3 } } });
    const missing = await create({ variants: [variant('Navy', 'M', '5012345200001', 'SC-1'), variant('Navy', undefined, '5012345200002', 'SC-2')] });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ success: false, error: { message: expect.stringContaining('Variant 2 has no Size'), errorCode: 'MISSING_VARIANT_VALUE', additional: { field: 'variants.1.variant_2' } } });
    const twins = await create({ variants: [variant('Navy', 'M', '5012345200001', 'SC-1'), variant('Navy', 'M', '5012345200002', 'SC-2')] });
    expect((await twins.json()).error).toMatchObject({ errorCode: 'DUPLICATE_VARIANT', additional: { field: 'variants.1' } });
    const known = await create({ variants: [variant('Navy', 'M', '5012345100000', 'SC-1')] });
    expect((await known.json()).error).toMatchObject({ errorCode: 'PRODUCT_CODE_EXISTS', additional: { field: 'variants.0.product_codes' } });
    const nowhere = await create({ category_id: undefined, variants: [variant('Navy', 'M', '5012345200001', 'SC-1')] });
    expect((await nowhere.json()).error).toMatchObject({ errorCode: 'MISSING_CATEGORY_ID' });

    // Through the adapter: OnBuy's refusal as a validation error naming the field; three options are refused before OnBuy is asked.
    const noCategory = onbuyFamily('OSCARF', 10, { channelFields: { opc: 'Q7KD2X' } });
    expect(await failure(onbuyAdapter.publishListing(ctx, noCategory))).toMatchObject({ kind: 'validation', fields: [expect.objectContaining({ field: 'category_id', code: 'MISSING_CATEGORY_ID' })] });
    const three = onbuyFamily('OHAT', 20);
    three.variesBy = [...three.variesBy!, { name: 'Fit', values: ['Slim'] }];
    expect(await failure(onbuyAdapter.publishListing(ctx, three))).toMatchObject({ kind: 'validation', fields: [expect.objectContaining({ code: 'TOO_MANY_OPTIONS' })] });
    expect([...server.sandbox.market('ONBUY').listings.values()].some((l) => /^(SC|OSCARF|OHAT)-/.test(l.sku))).toBe(false);
  });
});

describe('Web store product with options and variants', () => {
  let ctx: AdapterContext;
  const channel = { id: 'c6', accountId: 'a1', type: 'STORE' as const, name: 'Web store', marketplace: null, shopDomain: 'shop.example' };
  const storeFamily = (over: Partial<ListingPayload> = {}) => family(['Colour', 'Size'], { channelFields: { slug: 'merino-beanie' }, ...over });
  beforeAll(() => {
    const base = server.baseUrl('STORE');
    ctx = { channel, credentials: { api_token: 'sbx_store-variations-test' }, baseUrl: base, http: createHttpClient(base, fetch) };
  });

  it('publishes one product with two options and four variants; a variant\'s inventory and price reach it alone; its order names the variant', async () => {
    const published = await storeAdapter.publishListing(ctx, storeFamily());
    const market = server.sandbox.market('STORE');
    const product = market.listings.get(published.externalId)!;
    expect(product.attributes.variesBy).toEqual([{ name: 'Colour', values: ['Navy', 'Charcoal'] }, { name: 'Size', values: ['M', 'L'] }]);
    const variants = [...market.listings.values()].filter((l) => l.attributes.variationOf === product.id);
    expect(variants.map((v) => [v.sku, v.quantity, v.price, v.attributes.variationValues])).toEqual([
      ['BEANIE-NAV-M', 5, 2000, { Colour: 'Navy', Size: 'M' }], ['BEANIE-NAV-L', 6, 2100, { Colour: 'Navy', Size: 'L' }],
      ['BEANIE-CHA-M', 7, 2200, { Colour: 'Charcoal', Size: 'M' }], ['BEANIE-CHA-L', 8, 2300, { Colour: 'Charcoal', Size: 'L' }],
    ]);
    const extra = published.extra as { variations: Record<string, { variant_id: string }> };
    expect(extra.variations['BEANIE-CHA-M']).toEqual({ variant_id: variants[2]!.id });
    const writes = variants.map((v) => market.quantityWrites.get(v.id) ?? 0);
    const ref = (sku: string, productId: string) => ({ externalId: published.externalId, sku, channelFields: { ...extra, ...extra.variations[sku] }, variation: { parentSku: 'BEANIE', productId } });
    await storeAdapter.setQuantity(ctx, ref('BEANIE-CHA-M', 'p3'), 2);
    expect(variants.map((v) => v.quantity)).toEqual([5, 6, 2, 8]);
    expect(variants.map((v) => market.quantityWrites.get(v.id) ?? 0)).toEqual(writes.map((n, i) => n + (i === 2 ? 1 : 0)));
    await storeAdapter.setPrice!(ctx, ref('BEANIE-NAV-L', 'p2'), 2450, 'GBP');
    expect(variants.map((v) => v.price)).toEqual([2000, 2450, 2200, 2300]);
    // In bulk, by the variants' SKUs.
    expect(await storeAdapter.setQuantities!(ctx, [{ ref: ref('BEANIE-NAV-M', 'p1'), quantity: 9 }])).toEqual({ refused: [] });
    expect(variants.map((v) => v.quantity)).toEqual([9, 6, 2, 8]);
    // A revise keeps each variant (same ids), and writes no inventory that did not change.
    const before = variants.map((v) => market.quantityWrites.get(v.id) ?? 0);
    await storeAdapter.reviseListing(ctx, { ...storeFamily(), externalId: published.externalId, variations: storeFamily().variations!.map((v, i) => ({ ...v, quantity: [9, 6, 2, 8][i]! })) });
    expect(variants.map((v) => [v.status, market.quantityWrites.get(v.id) ?? 0])).toEqual(before.map((n) => ['ACTIVE', n]));
    // An order of a variant: the variant's SKU, on the family's product.
    const placed = market.placeOrder({ sku: 'BEANIE-CHA-L', quantity: 1 });
    expect(typeof placed).not.toBe('string');
    const page = await storeAdapter.fetchOrders(ctx, null);
    expect(page.items.find((o) => o.orderRef === (placed as { id: string }).id)!.lines).toEqual([expect.objectContaining({ sku: 'BEANIE-CHA-L', quantity: 1, unitPrice: 2300, externalListingId: product.id })]);
    // Taking the page down takes its variants down.
    await storeAdapter.endListing(ctx, { externalId: published.externalId, sku: 'BEANIE', channelFields: extra });
    expect(variants.map((v) => v.status)).toEqual(['ENDED', 'ENDED', 'ENDED', 'ENDED']);
  });

  it('refuses what the Storefront API refuses (422, field by field): a variant without a value of an option, two alike, more than 3 options, another product\'s SKU', async () => {
    const missing = storeFamily({ sku: 'S-MISSING', channelFields: { slug: 's-missing' } });
    missing.variations = missing.variations!.map((v, i) => ({ ...v, sku: `S-MISSING-${i}`, values: i === 1 ? [v.values[0]!] : v.values }));
    expect(await failure(storeAdapter.publishListing(ctx, missing))).toMatchObject({ kind: 'validation', fields: [{ field: 'variants.1.option_values', code: 'missing', message: 'Variant S-MISSING-1 has no value for Size' }] });
    const twins = storeFamily({ sku: 'S-TWINS', channelFields: { slug: 's-twins' } });
    twins.variations = [{ ...twins.variations![0]!, sku: 'S-TWINS-A' }, { ...twins.variations![0]!, sku: 'S-TWINS-B' }];
    expect(await failure(storeAdapter.publishListing(ctx, twins))).toMatchObject({ kind: 'validation', fields: [{ field: 'variants.1', code: 'taken', message: 'The variant \'Navy / M\' already exists' }] });
    const four = storeFamily({ sku: 'S-FOUR', channelFields: { slug: 's-four' } });
    const names = ['Colour', 'Size', 'Material', 'Fit'];
    four.variesBy = names.map((name) => ({ name, values: ['A'] }));
    four.variations = [{ ...four.variations![0]!, sku: 'S-FOUR-1', values: names.map((name) => ({ name, value: 'A' })) }];
    expect(await failure(storeAdapter.publishListing(ctx, four))).toMatchObject({ kind: 'validation', fields: [{ field: 'options', code: 'too_many' }] });
    await storeAdapter.publishListing(ctx, { ...family(['Colour', 'Size']), sku: 'S-SINGLE', variations: undefined, variesBy: undefined, channelFields: { slug: 's-single' } });
    const stolen = storeFamily({ sku: 'S-STOLEN', channelFields: { slug: 's-stolen' } });
    stolen.variations = [{ ...stolen.variations![0]!, sku: 'S-SINGLE' }];
    expect(await failure(storeAdapter.publishListing(ctx, stolen))).toMatchObject({ kind: 'validation', fields: [{ field: 'variants.0.sku', code: 'taken' }] });
    expect([...server.sandbox.market('STORE').listings.values()].some((l) => /^S-(MISSING|TWINS|FOUR|STOLEN)/.test(l.sku))).toBe(false);
  });
});

describe('Shopify listings read back as families (listing import)', () => {
  it('reads a product with options as one family: its options, each variant\'s SKU, price, quantity, values and ids; the family\'s SKU from theirs', async () => {
    const base = server.baseUrl('SHOPIFY');
    const ctx: AdapterContext = { channel: { id: 'c7', accountId: 'a1', type: 'SHOPIFY', name: 'Acme Shopify', marketplace: null, shopDomain: 'acme-import.myshopify.com' }, credentials: { access_token: 'sbx_shopify-import-test' }, baseUrl: base, http: createHttpClient(base, fetch) };
    await shopifyAdapter.publishListing(ctx, family(['Colour', 'Size'], { channelFields: { slug: 'merino-beanie' } }));
    await shopifyAdapter.publishListing(ctx, { ...family(['Colour', 'Size']), sku: 'SCARF-1', variations: undefined, variesBy: undefined, channelFields: { slug: 'scarf' } });
    const page = await shopifyAdapter.fetchListings(ctx, null);
    const single = page.items.find((i) => i.sku === 'SCARF-1')!;
    expect(single.family).toBeUndefined();
    const found = page.items.find((i) => i.family)!;
    expect(found).toMatchObject({ sku: 'BEANIE', title: 'Merino beanie', price: 2000, quantity: 26, status: 'ACTIVE' });
    expect(found.family!.variesBy).toEqual([{ name: 'Colour', values: ['Navy', 'Charcoal'] }, { name: 'Size', values: ['M', 'L'] }]);
    expect(found.family!.variations.map((v) => [v.sku, v.price, v.quantity, v.values])).toEqual([
      ['BEANIE-NAV-M', 2000, 5, [{ name: 'Colour', value: 'Navy' }, { name: 'Size', value: 'M' }]], ['BEANIE-NAV-L', 2100, 6, [{ name: 'Colour', value: 'Navy' }, { name: 'Size', value: 'L' }]],
      ['BEANIE-CHA-M', 2200, 7, [{ name: 'Colour', value: 'Charcoal' }, { name: 'Size', value: 'M' }]], ['BEANIE-CHA-L', 2300, 8, [{ name: 'Colour', value: 'Charcoal' }, { name: 'Size', value: 'L' }]],
    ]);
    expect(found.family!.variations[0]!.state).toEqual({ variant_id: expect.stringContaining('ProductVariant'), inventory_item_id: expect.stringContaining('InventoryItem') });
    expect([familySku(['SOCK-RED', 'SOCK-BLUE'], 'wool-sock'), familySku(['RED1', 'BLUE2'], 'wool-sock'), familySku(['HAT_S', 'HAT_M'], 'hat')]).toEqual(['SOCK', 'WOOL-SOCK', 'HAT']);
  });
});
