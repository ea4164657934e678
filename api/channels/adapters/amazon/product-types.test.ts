/**
 * Amazon's product types for the listing form: the adapter against recorded Product Type Definitions exchanges
 * (fixtures/product-type*.json, written from the API reference's shapes) — the search, the definition and its
 * linked schema read as the form's aspects — and the sandbox marketplace's strictness rule by rule: its search,
 * its definitions, and putListingsItem refusing a listing without a required attribute of its product type with
 * the Listings Items API's issue (90220, MISSING_ATTRIBUTE), as the recorded refusal (put-listing-missing-
 * attribute.json) has it; the demo's product types outside the excerpt publish as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../http.ts';
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, ListingPayload } from '../../types.ts';
import type { Sandbox } from '../../sandbox/index.ts';
import { consent, startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { loadExchanges, replay } from '../fixture-replay.ts';
import { amazonAdapter, merchantAttributes } from './index.ts';
import { requiredAspects, trustedSchemaUrl } from './product-types.ts';

const fixture = (name: string) => loadExchanges(import.meta.dirname, name);
const channel = { id: 'c1', accountId: 'a1', type: 'AMAZON' as const, name: 'Amazon UK', marketplace: 'A1F83G8C2ARO7P', shopDomain: null };
const LIVE = 'https://sellingpartnerapi-eu.amazon.com';
const contextWith = (fetchImpl: typeof fetch, baseUrl = LIVE, credentials: Record<string, string> = { access_token: 'Atza|IwEBIExampleAccessToken', refresh_token: 'Atzr|IwEBIExampleRefreshToken', selling_partner_id: 'A3EXAMPLESELLER' }): AdapterContext =>
  ({ channel, credentials, baseUrl, http: createHttpClient(baseUrl, fetchImpl) });
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);
const types = amazonAdapter.categories!;

const jumper = (over: Partial<ListingPayload> = {}): ListingPayload => ({
  listingId: 'l1', externalId: null, sku: 'JUMPER-NAVY', title: 'Lambswool crew jumper, navy', description: 'A soft lambswool crew-neck jumper, knitted in Scotland, in deep navy.', price: 6900, currency: 'GBP', quantity: 4,
  channelFields: { product_type: 'SWEATER', attributes: { country_of_origin: [{ value: 'GB' }] } },
  product: { id: 'p1', sku: 'JUMPER-NAVY', barcode: '5012345678917', brand: 'Fieldcraft', weightGrams: 350, imageUrls: ['https://img.example/jumper.jpg'] }, ...over,
});

describe('Amazon product types (recorded exchanges)', () => {
  it('searches product types by the merchant\'s words, as a comma-delimited keywords list, with the seller\'s token', async () => {
    const exchanges = replay(fixture('product-types-search'));
    const found = await types.suggest(contextWith(exchanges.fetch), 'Lambswool jumper');
    expect(found).toEqual([{ id: 'SWEATER', name: 'Sweater', path: [] }, { id: 'SHIRT', name: 'Shirt', path: [] }]);
    exchanges.done();
  });

  it('reads the definition, follows its schema link without the token, and asks for the required attributes the seller types', async () => {
    const exchanges = replay(fixture('product-type-definition'));
    const aspects = await types.aspects(contextWith(exchanges.fetch), 'SWEATER');
    // A pre-signed download: no SP-API token goes to it.
    expect(exchanges.sent[1]!.headers.get('x-amz-access-token')).toBeNull();
    exchanges.done();
    // item_name and brand come from the listing and the product; item_package_dimensions has parts no simple
    // field takes; color is not required: none is asked for.
    expect(aspects.map((a) => a.name)).toEqual(['bullet_point', 'item_type_keyword', 'country_of_origin']);
    expect(aspects[0]).toEqual({
      name: 'bullet_point', title: 'Bullet Point', description: expect.stringContaining('Max. 100 characters per line'), required: true, recommended: false,
      mode: 'FREE_TEXT', multiple: true, forVariations: false, maxLength: 100, values: [], languageTag: 'en_GB',
    });
    expect(aspects[2]).toMatchObject({ title: 'Country/Region of Origin', mode: 'SELECTION_ONLY', multiple: false, values: ['GB', 'IT', 'CN'], valueNames: ['United Kingdom', 'Italy', 'China'] });
    expect(aspects[2]).not.toHaveProperty('languageTag');
  });

  it('follows a schema link only to Amazon or the channel\'s own host', () => {
    const ctx = contextWith(fetch);
    expect(trustedSchemaUrl(ctx, 'https://selling-partner-definitions-prod-iad.s3.amazonaws.com/schema/x.json')).toContain('amazonaws.com');
    expect(trustedSchemaUrl(ctx, `${LIVE}/sandbox/amazon/_product-type-schemas/SWEATER.json`)).toContain('sellingpartnerapi-eu');
    expect(() => trustedSchemaUrl(ctx, 'http://169.254.169.254/latest/meta-data')).toThrow(/outside Amazon/);
    expect(() => trustedSchemaUrl(ctx, 'https://evil.example/amazonaws.com')).toThrow(/outside Amazon/);
    expect(() => trustedSchemaUrl(ctx, undefined)).toThrow(/schema link/);
  });

  it('sends the merchant\'s attributes as entered, each for the channel\'s marketplace; a missing one comes back attribute by attribute', async () => {
    expect(merchantAttributes({ bullet_point: [{ value: 'Lambswool', language_tag: 'en_GB' }], x: 'kept' }, 'A1F83G8C2ARO7P'))
      .toEqual({ bullet_point: [{ value: 'Lambswool', language_tag: 'en_GB', marketplace_id: 'A1F83G8C2ARO7P' }], x: 'kept' });
    const refused = await failure(amazonAdapter.publishListing(contextWith(replay(fixture('put-listing-missing-attribute')).fetch), jumper()));
    expect(refused).toMatchObject({
      kind: 'validation',
      fields: [
        { field: 'bullet_point', code: '90220', message: "'Bullet Point' is required but not supplied." },
        { field: 'supplier_declared_dg_hz_regulation', code: '90220', message: "'Dangerous Goods Regulations' is required but not supplied." },
      ],
    });
  });

  it('maps an empty or odd schema to no attributes rather than failing', () => {
    expect(requiredAspects({}, 'en_GB')).toEqual([]);
    expect(requiredAspects({ required: ['a'], properties: { a: { items: { properties: { value: { type: 'object' } } } } } }, 'en_GB')).toEqual([]);
  });
});

describe('Amazon product types in the sandbox marketplace', () => {
  let server: SandboxServer;
  let sandbox: Sandbox;
  let ctx: AdapterContext;
  let sellerId: string;

  beforeAll(async () => {
    server = await startSandboxServer();
    ({ sandbox } = server);
    const base = server.baseUrl('AMAZON');
    const back = await consent(base, 'https://app.example/settings/amazon-connect');
    sellerId = back.get('selling_partner_id')!;
    const credentials = await amazonAdapter.exchangeCode!(contextWith(fetch, base, {}), back.get('code')!, 'https://app.example/settings/amazon-connect');
    ctx = contextWith(fetch, base, { ...credentials, selling_partner_id: sellerId });
  });
  afterAll(() => server.close());

  it('finds product types for a merchant\'s words and answers a type\'s required attributes from its linked schema', async () => {
    expect((await types.suggest(ctx, 'jumper')).map((t) => `${t.id} — ${t.name}`)).toEqual(['SWEATER — Sweater']);
    expect((await types.suggest(ctx, 'cast iron skillet')).map((t) => t.id)).toEqual(['COOKWARE']);
    expect(await types.suggest(ctx, 'spaceship')).toEqual([]);
    const aspects = await types.aspects(ctx, 'SOFA');
    expect(aspects.map((a) => a.title)).toEqual(['Bullet Point', 'Item Type Keyword', 'Country/Region of Origin', 'Dangerous Goods Regulations', 'Fabric Type']);
    expect(aspects.find((a) => a.name === 'supplier_declared_dg_hz_regulation')).toMatchObject({ mode: 'SELECTION_ONLY', multiple: true, valueNames: expect.arrayContaining(['Not Applicable']) });
  });

  it('refuses a product type it does not know, and a call without the seller\'s token', async () => {
    expect(await failure(types.aspects(ctx, 'SPACESHIP'))).toMatchObject({ status: 404 });
    expect(await failure(types.suggest({ ...ctx, credentials: { ...ctx.credentials, access_token: 'Atza|revoked' } }, 'jumper'))).toMatchObject({ kind: 'auth', status: 403 });
  });

  it('refuses putListingsItem without a required attribute of the product type, one 90220 issue per attribute, worded by its title', async () => {
    const refused = await failure(amazonAdapter.publishListing(ctx, jumper()));
    expect(refused.kind).toBe('validation');
    expect(refused.fields).toEqual([
      { field: 'bullet_point', code: '90220', message: "'Bullet Point' is required but not supplied." },
      { field: 'item_type_keyword', code: '90220', message: "'Item Type Keyword' is required but not supplied." },
      { field: 'supplier_declared_dg_hz_regulation', code: '90220', message: "'Dangerous Goods Regulations' is required but not supplied." },
    ]);
    expect(sandbox.market('AMAZON').listingBySku(sellerId, 'JUMPER-NAVY')).toBeUndefined();
    // The raw answer has the Listings Items API's shape (as the recorded refusal).
    const raw = await fetch(`${server.baseUrl('AMAZON')}/listings/2021-08-01/items/${sellerId}/JUMPER-NAVY?marketplaceIds=A1F83G8C2ARO7P`, {
      method: 'PUT', headers: { 'x-amz-access-token': ctx.credentials.access_token!, 'content-type': 'application/json' },
      body: JSON.stringify({ productType: 'SWEATER', requirements: 'LISTING', attributes: { item_name: [{ value: 'Jumper' }], brand: [{ value: 'Fieldcraft' }], externally_assigned_product_identifier: [{ type: 'ean', value: '5012345678917' }], purchasable_offer: [{ currency: 'GBP', our_price: [{ schedule: [{ value_with_tax: 69 }] }] }] } }),
    }).then((r) => r.json());
    const recorded = fixture('put-listing-missing-attribute')[0]!.response.body as Record<string, any>;
    expect(raw).toMatchObject({ sku: 'JUMPER-NAVY', status: 'INVALID', submissionId: expect.any(String) });
    expect(Object.keys(raw.issues[0]).sort()).toEqual(Object.keys(recorded.issues[0]).sort());
    expect(raw.issues.map((i: any) => i.attributeNames[0])).toEqual(['product_description', 'bullet_point', 'item_type_keyword', 'country_of_origin', 'supplier_declared_dg_hz_regulation']);
  });

  it('publishes once the required attributes are given; an offer on an existing ASIN is not asked for them, a type outside the excerpt keeps the general checks', async () => {
    const attributes = {
      bullet_point: [{ value: 'Soft Scottish lambswool', language_tag: 'en_GB' }, { value: 'Classic crew neck', language_tag: 'en_GB' }],
      item_type_keyword: [{ value: 'pullover-sweaters' }],
      country_of_origin: [{ value: 'GB' }],
      supplier_declared_dg_hz_regulation: [{ value: 'not_applicable' }],
    };
    const published = await amazonAdapter.publishListing(ctx, jumper({ channelFields: { product_type: 'SWEATER', attributes } }));
    expect(published.externalId).toMatch(/^B0/);
    const held = sandbox.market('AMAZON').listingBySku(sellerId, 'JUMPER-NAVY')!;
    expect((held.attributes.amazon as any).bullet_point).toEqual([
      { value: 'Soft Scottish lambswool', language_tag: 'en_GB', marketplace_id: 'A1F83G8C2ARO7P' },
      { value: 'Classic crew neck', language_tag: 'en_GB', marketplace_id: 'A1F83G8C2ARO7P' },
    ]);
    const offer = await amazonAdapter.publishListing(ctx, jumper({ sku: 'JUMPER-OFFER', channelFields: { product_type: 'SWEATER', asin: 'B0JUMPER01' } }));
    expect(offer.externalId).toBe('B0JUMPER01');
    // KITCHEN is in the excerpt now (its published definition requires what SWEATER's does): refused without them.
    const bare = await amazonAdapter.publishListing(ctx, jumper({ sku: 'MUG', channelFields: { product_type: 'KITCHEN' } })).then(() => null, (error) => error);
    expect(bare).toMatchObject({ kind: 'validation', fields: expect.arrayContaining([expect.objectContaining({ field: 'bullet_point', code: '90220' })]) });
    const mug = await amazonAdapter.publishListing(ctx, jumper({ sku: 'MUG', channelFields: { product_type: 'KITCHEN', attributes } }));
    expect(mug.externalId).toMatch(/^B0/);
    const thing = await amazonAdapter.publishListing(ctx, jumper({ sku: 'THING', channelFields: { product_type: 'PRODUCT' } }));
    expect(thing.externalId).toMatch(/^B0/);
  });
});
