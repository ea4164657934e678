/**
 * Listings and their templates on a real, demo-seeded database: a listing per channel with its defaults, each
 * channel's own rules refused with a pointer into the body (mostly /channel_fields/…), the status machine, the
 * per-channel permissions (`ebay` reaches eBay listings only; OnBuy listings need only a sign-in), tenant isolation,
 * eBay HTML template checks and the shipping templates of eBay, Etsy and Wish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { htmlTemplateProblems } from '../../api/domain/catalogue/html-templates.ts';
import { systemActor } from '../../api/domain/channels/system-actor.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let globex: Client;
let ebayOnly: Client;
let acmeId: string;
const channels: Record<string, string> = {};
let product: Row;

const pointers = (body: Row) => (body.errors as Array<{ pointer: string }>).map((e) => e.pointer).sort();
const stored = (id: string) => app.knex('listings').where({ account_id: acmeId, id }).first();

/** A new product (SKU unique per test), so listings never collide with the demo ones. */
let serial = 0;
async function newProduct(extra: Row = {}): Promise<Row> {
  serial += 1;
  const response = await owner.post('/api/products', { sku: `LST-${serial}`, title: `Listing test product ${serial}`, retail_price: 2450, ...extra });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body;
}

/** Posts a listing of `channel` for a fresh product. */
async function list(channel: string, body: Row = {}, client: Client = owner) {
  const item = body.product_id ? { id: body.product_id } : await newProduct();
  return client.post('/api/listings', { product_id: item.id, sales_channel_id: channels[channel], channel, ...body });
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  staff = await app.signIn(DEMO.acmeStaff);
  globex = await app.signIn(DEMO.globexOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  for (const type of ['EBAY', 'AMAZON', 'ETSY', 'WISH', 'ONBUY', 'STORE']) {
    channels[type] = (await app.knex('sales_channels').where({ account_id: acmeId, type }).orderBy('name').first('id')).id;
  }
  const user = await owner.post('/api/users', { email: 'ebay.staff@acme.test', name: 'Eve eBay', role: 'staff', permissions: ['ebay'], password: 'an ebay staff password' });
  if (user.status !== 201) throw new Error(JSON.stringify(user.body));
  ebayOnly = await app.signIn('ebay.staff@acme.test', 'an ebay staff password');
  product = await newProduct({ title: 'Hand-Thrown Stoneware Mug', currency: 'GBP' });
});
afterAll(() => app?.close());

describe('creating listings', () => {
  it('makes a DRAFT with sku, title, price and currency from the product, and the channel defaults', async () => {
    const response = await list('EBAY', { product_id: product.id, channel_fields: { category_id: '20635' } });
    expect(response.status).toBe(201);
    const row = await stored(response.body.id);
    const defaultTemplate = await app.knex('html_templates').where({ account_id: acmeId, is_default: true }).first('id');
    const defaultShipping = await app.knex('shipping_templates').where({ account_id: acmeId, channel: 'EBAY', is_default: true }).first('id');
    expect(row).toMatchObject({
      sku: product.sku, title: 'Hand-Thrown Stoneware Mug', currency: 'GBP', status: 'DRAFT', issues: [],
      quantity_rule: { type: 'PERCENT', value: 100 },
      channel_fields: { category_id: '20635', format: 'FIXED_PRICE', condition: 'NEW', best_offer: false, html_template_id: defaultTemplate.id, shipping_template_id: defaultShipping.id },
    });
    // bigint money: pg hands it over as text, PGlite as a number.
    expect(Number(row.price)).toBe(2450);
  });

  it.each([
    ['AMAZON', { product_type: 'KITCHEN', asin: 'B07XJ8C8F5' }, { fulfillment_channel: 'MFN' }],
    ['ETSY', { who_made: 'i_did', when_made: 'made_to_order', taxonomy_id: 1049, tags: ['stoneware', 'mug'] }, { is_supply: false, materials: [] }],
    ['WISH', { parent_sku: 'MUG-PARENT', tags: ['mug'] }, { enabled: true }],
    ['ONBUY', { opc: 'Q7KD2X' }, { condition: 'NEW', handling_time: 1 }],
    ['STORE', { slug: 'stoneware-mug' }, { visible: true, category_ids: [] }],
  ])('creates a %s listing, its channel fields checked and defaulted by that channel\'s schema', async (channel, fields, defaults) => {
    const response = await list(channel, { channel_fields: fields, quantity_rule: { type: 'MAX', value: 10 } });
    expect(response.status).toBe(201);
    expect((await stored(response.body.id)).channel_fields).toMatchObject({ ...fields, ...defaults });
  });

  it('refuses a SKU already listed on the same sales channel (case-insensitive)', async () => {
    const first = await list('STORE', { sku: 'DUP-LISTING' });
    expect(first.status).toBe(201);
    const again = await list('STORE', { sku: 'dup-listing' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].pointer).toBe('/sku');
  });

  it('refuses a channel that is not the sales channel\'s type, and an unknown channel', async () => {
    const mismatch = await owner.post('/api/listings', { product_id: product.id, sales_channel_id: channels.AMAZON, channel: 'EBAY', channel_fields: {} });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ pointer: '/sales_channel_id', message: expect.stringMatching(/is a AMAZON channel .*a EBAY listing needs a EBAY channel/) }]);
    const unknown = await owner.post('/api/listings', { product_id: product.id, sales_channel_id: channels.EBAY, channel: 'SHOPIFY' });
    expect(pointers(unknown.body)).toEqual(['/channel']);
  });
});

describe('each channel\'s rules', () => {
  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['eBay: title at most 80 characters', 'EBAY', { title: long(81) }, ['/title']],
    ['eBay: SKU at most 50 characters', 'EBAY', { sku: long(51) }, ['/sku']],
    ['eBay: an auction sells exactly one item', 'EBAY', { channel_fields: { format: 'AUCTION', duration: 'DAYS_7' }, quantity_rule: { type: 'PERCENT', value: 100 } }, ['/quantity_rule/type', '/quantity_rule/value']],
    ['eBay: an auction runs 1–10 days and takes no Best Offer', 'EBAY', { channel_fields: { format: 'AUCTION', duration: 'GTC', best_offer: true }, quantity_rule: { type: 'FIXED', value: 1 } }, ['/channel_fields/best_offer', '/channel_fields/duration']],
    ['eBay: fixed price runs Good \'Til Cancelled', 'EBAY', { channel_fields: { duration: 'DAYS_7' } }, ['/channel_fields/duration']],
    ['eBay: at most 5 variation specifics', 'EBAY', { channel_fields: { variation_attribute_ids: Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`) } }, ['/channel_fields/variation_attribute_ids']],
    ['eBay: item specifics of at most 65 characters', 'EBAY', { channel_fields: { aspects: { Colour: [long(66)] } } }, ['/channel_fields/aspects/Colour/0']],
    ['eBay: a numeric category and a known condition', 'EBAY', { channel_fields: { category_id: 'T-shirts', condition: 'MINT' } }, ['/channel_fields/category_id', '/channel_fields/condition']],
    ['Amazon: product type required', 'AMAZON', { channel_fields: { asin: 'B07XJ8C8F5' } }, ['/channel_fields/product_type']],
    ['Amazon: a 10-character ASIN and MFN or AFN', 'AMAZON', { channel_fields: { product_type: 'KITCHEN', asin: 'B07', fulfillment_channel: 'FBM' } }, ['/channel_fields/asin', '/channel_fields/fulfillment_channel']],
    ['Amazon: title at most 200 characters', 'AMAZON', { title: long(201), channel_fields: { product_type: 'KITCHEN' } }, ['/title']],
    ['Etsy: at most 13 tags', 'ETSY', { channel_fields: { tags: Array.from({ length: 14 }, (_, i) => `tag${i}`) } }, ['/channel_fields/tags']],
    ['Etsy: tags of at most 20 characters, no symbols', 'ETSY', { channel_fields: { tags: ['handmade stoneware mug', 'ok', 'mug!'] } }, ['/channel_fields/tags/0', '/channel_fields/tags/2']],
    ['Etsy: title at most 140 characters', 'ETSY', { title: long(141) }, ['/title']],
    ['Etsy: Etsy\'s own who-made and when-made values', 'ETSY', { channel_fields: { who_made: 'me', when_made: '2024' } }, ['/channel_fields/when_made', '/channel_fields/who_made']],
    ['Wish: at most 10 tags', 'WISH', { channel_fields: { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) } }, ['/channel_fields/tags']],
    ['OnBuy: the OnBuy product code is required', 'ONBUY', { channel_fields: { handling_time: 2 } }, ['/channel_fields/opc']],
    ['OnBuy: handling time at most 30 days', 'ONBUY', { channel_fields: { opc: 'Q7KD2X', handling_time: 45 } }, ['/channel_fields/handling_time']],
    ['store: a URL slug of lower-case words', 'STORE', { channel_fields: { slug: 'Stoneware Mug' } }, ['/channel_fields/slug']],
    ['every channel: no fields of another channel', 'STORE', { channel_fields: { opc: 'Q7KD2X' } }, ['/channel_fields/opc']],
    ['every channel: a percentage of 1–100', 'WISH', { quantity_rule: { type: 'PERCENT', value: 150 } }, ['/quantity_rule/value']],
  ])('%s', async (_rule, channel, body, expected) => {
    const response = await list(channel, body);
    expect(response.status).toBe(400);
    expect(pointers(response.body)).toEqual(expected);
  });

  it('holds a title taken from the product to the channel\'s limit, saying where it came from', async () => {
    const wordy = await newProduct({ title: `${'Very long product title '.repeat(4)}`.trim() });
    const response = await list('EBAY', { product_id: wordy.id });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/title', message: expect.stringMatching(/eBay allows at most 80 \(it was taken from the product/) }]);
  });

  it('checks the template, attribute and category ids inside the channel fields', async () => {
    const ebayTemplate = await app.knex('shipping_templates').where({ account_id: acmeId, channel: 'EBAY' }).first('id');
    const globexCategory = await app.knex('store_categories').whereNot({ account_id: acmeId }).first('id');
    const etsy = await list('ETSY', { channel_fields: { shipping_template_id: ebayTemplate.id } });
    expect(etsy.status).toBe(400);
    expect(etsy.body.errors).toEqual([{ pointer: '/channel_fields/shipping_template_id', message: 'must refer to a shipping template whose channel is ETSY' }]);
    const store = await list('STORE', { channel_fields: { category_ids: [globexCategory.id] } });
    expect(store.body.errors).toEqual([{ pointer: '/channel_fields/category_ids/0', message: 'refers to no store category of this account' }]);
    const ebay = await list('EBAY', { channel_fields: { html_template_id: '00000000-0000-4000-8000-000000000001', variation_attribute_ids: ['00000000-0000-4000-8000-000000000002'] } });
    expect(pointers(ebay.body)).toEqual(['/channel_fields/html_template_id', '/channel_fields/variation_attribute_ids/0']);
  });
});

describe('listing status', () => {
  it('goes DRAFT → SUBMITTING → ACTIVE ↔ OUT_OF_STOCK → ENDING → ENDED: people submit and end, the marketplace sync does the rest', async () => {
    const listing = (await list('STORE', {})).body;
    const sync = async (transition: string) => {
      const actor = await systemActor(app.knex, acmeId, { job: 'test' });
      return app.service.transition(actor, app.model.entities.find((e) => e.name === 'listing')!, listing.id, transition, {});
    };
    expect((await owner.post(`/api/listings/${listing.id}/submit`)).body.status).toBe('SUBMITTING');
    // What the marketplace decides, nobody decides by hand.
    for (const transition of ['publish', 'fail']) {
      const refused = await owner.post(`/api/listings/${listing.id}/${transition}`);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('system_transition');
    }
    expect((await sync('publish')).status).toBe('ACTIVE');
    expect((await sync('sell-out')).status).toBe('OUT_OF_STOCK');
    expect((await sync('restock')).status).toBe('ACTIVE');
    expect((await owner.post(`/api/listings/${listing.id}/end`)).body.status).toBe('ENDING');
    expect((await sync('ended')).status).toBe('ENDED');
    const row = await stored(listing.id);
    expect(row.last_sync_at).not.toBeNull();
    const history = (await owner.get(`/api/listings/${listing.id}/history`)).body as Row[];
    expect(history.map((h) => h.transition)).toEqual(['submit', 'publish', 'sell-out', 'restock', 'end', 'ended']);
    expect(history.filter((h) => h.user_email === null).map((h) => [h.transition, h.note])).toEqual(['publish', 'sell-out', 'restock', 'ended'].map((t) => [t, 'by Sellyard (test)']));
    // Submitting and ending queued the marketplace's work, in the same transactions.
    const queued = await app.knex.raw(`select name from pgboss.job where data->'payload'->>'listing_id' = ? order by created_on`, [listing.id]);
    expect(queued.rows.map((r: Row) => r.name)).toEqual(['channel.publish-listing', 'channel.end-listing']);
  });

  it('retries a failed listing, and refuses an illegal step with the allowed ones (409)', async () => {
    const listing = (await list('STORE', {})).body;
    await owner.post(`/api/listings/${listing.id}/submit`);
    const actor = await systemActor(app.knex, acmeId, { job: 'test' });
    await app.service.transition(actor, app.model.entities.find((e) => e.name === 'listing')!, listing.id, 'fail', {});
    const illegal = await owner.post(`/api/listings/${listing.id}/end`);
    expect(illegal.status).toBe(409);
    expect(illegal.body.allowed).toEqual(['retry']);
    expect((await owner.post(`/api/listings/${listing.id}/retry`)).body.status).toBe('SUBMITTING');
  });

  it('sends nothing through a channel that is not connected (409 naming it)', async () => {
    const disconnected = (await owner.post('/api/sales-channels', { type: 'WISH', name: 'Wish, never connected' })).body;
    const wish = (await list('WISH', { sales_channel_id: disconnected.id, channel_fields: { tags: ['mug'] } })).body;
    const notConnected = await owner.post(`/api/listings/${wish.id}/submit`);
    expect(notConnected.status).toBe(409);
    expect(notConnected.body.errors).toEqual([{ pointer: '/sales_channel_id', message: 'is DISCONNECTED, not CONNECTED' }]);
  });

  it('submits only what the channel will take: Etsy needs its fields, every channel a price', async () => {
    const priceless = await newProduct({ retail_price: null });
    const listing = (await list('ETSY', { product_id: priceless.id, channel_fields: { tags: ['mug'] } })).body;
    const refused = await owner.post(`/api/listings/${listing.id}/submit`);
    expect(refused.status).toBe(400);
    expect(pointers(refused.body)).toEqual(['/channel_fields/taxonomy_id', '/channel_fields/when_made', '/channel_fields/who_made', '/price']);
    expect(refused.body.errors[0].message).toBe('is required to submit to Etsy');
    expect((await stored(listing.id)).status).toBe('DRAFT');
    // The account's default Etsy shipping template was filled in on create, so it is not among the missing.
    const filled = await owner.put(`/api/listings/${listing.id}`, { ...listing, price: 1800, channel_fields: { ...listing.channel_fields, who_made: 'i_did', when_made: 'made_to_order', taxonomy_id: 1049 } });
    expect(filled.status).toBe(200);
    // Ready now: the demo's Etsy shop is connected, so it goes to Etsy.
    const submitted = await owner.post(`/api/listings/${listing.id}/submit`);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.status).toBe('SUBMITTING');
  });

  it('is read-only while submitting and once ended; issues and status never come from a client', async () => {
    const listing = (await list('STORE', {})).body;
    const sent = await owner.put(`/api/listings/${listing.id}`, { ...listing, status: 'ACTIVE', issues: [{ code: 'X', message: 'y', severity: 'ERROR' }], last_sync_at: '2020-01-01T00:00:00Z' });
    expect(sent.status).toBe(200);
    expect(await stored(listing.id)).toMatchObject({ status: 'DRAFT', issues: [], last_sync_at: null });
    const submitted = await owner.post(`/api/listings/${listing.id}/submit`);
    const locked = await owner.put(`/api/listings/${listing.id}`, { ...submitted.body, title: 'Changed' });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('read_only_record');
  });

  it('never changes channel, sales channel or product', async () => {
    const listing = (await list('STORE', {})).body;
    const other = await newProduct();
    for (const [field, value] of [['channel', 'EBAY'], ['sales_channel_id', channels.EBAY], ['product_id', other.id]]) {
      const response = await owner.put(`/api/listings/${listing.id}`, { ...listing, [field]: value });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ pointer: `/${field}`, message: 'cannot be changed once set' }]);
    }
  });
});

describe('who may reach listings', () => {
  it('gives `ebay` the eBay listings (and the OnBuy ones every member sees), nothing else', async () => {
    const seen = await ebayOnly.get(app.listPath('listings', { range: [0, 499] }));
    expect(seen.status).toBe(200);
    expect(new Set(seen.body.map((l: Row) => l.channel))).toEqual(new Set(['EBAY', 'ONBUY']));
    expect((await list('EBAY', {}, ebayOnly)).status).toBe(201);
    expect((await list('AMAZON', { channel_fields: { product_type: 'KITCHEN' } }, ebayOnly)).status).toBe(403);
    const amazon = await app.knex('listings').where({ account_id: acmeId, channel: 'AMAZON' }).first();
    expect((await ebayOnly.get(`/api/listings/${amazon.id}`)).status).toBe(404);
    expect((await ebayOnly.post(`/api/listings/${amazon.id}/end`)).status).toBe(404);
  });

  it('gives staff without channel permissions only the OnBuy listings, whose screens need only a sign-in', async () => {
    const seen = await staff.get(app.listPath('listings', { range: [0, 499] }));
    expect(new Set(seen.body.map((l: Row) => l.channel))).toEqual(new Set(['ONBUY']));
    expect((await list('ONBUY', { channel_fields: { opc: 'QSTAFF1' } }, staff)).status).toBe(201);
    expect((await list('STORE', {}, staff)).status).toBe(403);
  });

  it('hides another account\'s listings (404 on read, write and transition)', async () => {
    const listing = await app.knex('listings').where({ account_id: acmeId, status: 'SUBMITTING' }).first();
    expect((await globex.get(`/api/listings/${listing.id}`)).status).toBe(404);
    expect((await globex.put(`/api/listings/${listing.id}`, { title: 'Mine now', version: listing.version })).status).toBe(404);
    expect((await globex.post(`/api/listings/${listing.id}/end`)).status).toBe(404);
    expect((await globex.delete(`/api/listings/${listing.id}`)).status).toBe(404);
    expect((await stored(listing.id)).status).toBe('SUBMITTING');
    const globexList = await globex.get(app.listPath('listings', { range: [0, 499] }));
    expect(globexList.body.some((l: Row) => l.id === listing.id)).toBe(false);
  });

  it('filters a channel\'s screen list by channel', async () => {
    const response = await owner.get(app.listPath('listings', { filter: { channel: 'ETSY', status: 'DRAFT' }, range: [0, 99] }));
    expect(response.body.length).toBeGreaterThan(0);
    expect(response.body.every((l: Row) => l.channel === 'ETSY' && l.status === 'DRAFT')).toBe(true);
  });
});

describe('eBay HTML templates', () => {
  const valid = '<div><h1>{{title}}</h1>{{images}}<div>{{description}}</div><img src="https://cdn.example/logo.png" alt="logo"><a href="mailto:shop@example.com">Mail us</a> <a href="#returns">Returns</a></div>';

  it('stores a template with placeholders and https content, and keeps one default', async () => {
    const response = await owner.post('/api/html-templates', { name: 'Summer', html: valid, is_default: true });
    expect(response.status).toBe(201);
    expect(await app.knex('html_templates').where({ account_id: acmeId, id: response.body.id }).first()).toMatchObject({ html: valid, is_default: true });
    const defaults = await app.knex('html_templates').where({ account_id: acmeId, is_default: true }).pluck('id');
    expect(defaults).toEqual([response.body.id]);
  });

  it.each([
    ['a script', `${valid}<script>alert(1)</script>`, /<script> \(scripts are not allowed on eBay\)/],
    ['an event handler', valid.replace('<h1>', '<h1 onmouseover="steal()">'), /the onmouseover attribute on <h1>/],
    ['a javascript: link', `${valid}<a href=" javascript:alert(1)">x</a>`, /a script or data URL/],
    ['a form', `${valid}<form action="https://x.example"><input name="q"></form>`, /<form> \(forms are not allowed.*<input> \(form controls/],
    ['a plug-in', `${valid}<object data="https://x.example/movie.swf"></object>`, /<object> \(plug-ins/],
    ['an iframe', `${valid}<iframe src="https://x.example"></iframe>`, /<iframe> \(frames/],
    ['an http image', valid.replace('https://cdn', 'http://cdn'), /<img src> is an http:\/\/ URL .*eBay requires https:\/\//],
    ['a relative link', `${valid}<a href="/shop">Shop</a>`, /relative or non-https URL \(\/shop\)/],
    ['an http stylesheet URL', `${valid}<style>body { background: url(http://x.example/bg.png) }</style>`, /a stylesheet uses an http:\/\/ URL/],
    ['an unknown placeholder', `${valid}{{colour}}`, /unknown placeholder \{\{colour\}\}/],
    ['no description placeholder', '<h1>{{title}}</h1>', /no \{\{description\}\} placeholder/],
  ])('refuses %s, saying what eBay would not accept', async (_case, html, message) => {
    const response = await owner.post('/api/html-templates', { name: `Bad ${Math.random()}`, html });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/html', message: expect.stringMatching(message) }]);
  });

  it('finds active content in malformed markup too', () => {
    expect(htmlTemplateProblems('{{description}}<ScRiPt\n>x')).toEqual(['<script> (scripts are not allowed on eBay)']);
    expect(htmlTemplateProblems('{{description}}<svg/onload=alert(1)>')).toEqual(['the onload attribute on <svg> (event handlers are scripts)']);
    expect(htmlTemplateProblems('{{description}}<a href="java&#x09;script:alert(1)">x</a>')[0]).toMatch(/a script or data URL/);
    expect(htmlTemplateProblems('{{description}}<IMG SRC="HTTP://x.example/a.png" OnError=x>')).toHaveLength(2);
  });

  it('belongs to `ebay`: staff are refused, other accounts get 404', async () => {
    const template = await app.knex('html_templates').where({ account_id: acmeId }).first();
    expect((await staff.get('/api/html-templates')).status).toBe(403);
    expect((await ebayOnly.get(`/api/html-templates/${template.id}`)).status).toBe(200);
    expect((await globex.get(`/api/html-templates/${template.id}`)).status).toBe(404);
  });
});

describe('shipping templates', () => {
  const ebay = { handling_time_days: 2, domestic_options: [{ service: 'UK_RoyalMailSecondClassStandard', cost: 0, free_shipping: true }, { service: 'UK_RoyalMailFirstClassStandard', cost: 295 }] };

  it('stores an eBay template, its settings defaulted by the eBay schema', async () => {
    const response = await owner.post('/api/shipping-templates', { name: 'Two services', channel: 'EBAY', settings: ebay });
    expect(response.status).toBe(201);
    const row = await app.knex('shipping_templates').where({ account_id: acmeId, id: response.body.id }).first();
    expect(row).toMatchObject({ channel: 'EBAY', currency: 'GBP', is_default: false, settings: { handling_time_days: 2, international_options: [] } });
    expect(row.settings.domestic_options[1]).toEqual({ service: 'UK_RoyalMailFirstClassStandard', cost: 295, additional_cost: 0, free_shipping: false });
  });

  it.each([
    ['eBay: free shipping on the second option', 'EBAY', { ...ebay, domestic_options: [ebay.domestic_options[1], { ...ebay.domestic_options[0] }] }, ['/settings/domestic_options/1/free_shipping']],
    ['eBay: a free option with a cost', 'EBAY', { ...ebay, domestic_options: [{ service: 'UK_X', cost: 100, free_shipping: true }] }, ['/settings/domestic_options/0/cost']],
    ['eBay: a handling time eBay does not offer, and no options', 'EBAY', { handling_time_days: 6, domestic_options: [] }, ['/settings/domestic_options', '/settings/handling_time_days']],
    ['eBay: international options say where they ship', 'EBAY', { ...ebay, international_options: [{ service: 'UK_Intl', cost: 900 }] }, ['/settings/international_options/0/ship_to']],
    ['Etsy: eBay-shaped settings', 'ETSY', ebay, ['/settings/destinations', '/settings/domestic_options', '/settings/handling_time_days', '/settings/origin_country', '/settings/processing_days_max', '/settings/processing_days_min']],
    ['Etsy: processing to before processing from, a repeated and an unknown destination', 'ETSY', { origin_country: 'GB', processing_days_min: 3, processing_days_max: 1, destinations: [{ destination: 'GB', primary_cost: 1, secondary_cost: 1 }, { destination: 'GB', primary_cost: 1, secondary_cost: 1 }, { destination: 'ZZ', primary_cost: 1, secondary_cost: 1 }] }, ['/settings/destinations/1/destination', '/settings/destinations/2/destination', '/settings/processing_days_max']],
    ['Etsy: a US origin needs a postcode', 'ETSY', { origin_country: 'US', processing_days_min: 1, processing_days_max: 2, destinations: [{ destination: 'US', primary_cost: 500, secondary_cost: 100 }] }, ['/settings/origin_postcode']],
    ['Wish: a default price, and each country once', 'WISH', { country_overrides: [{ country: 'FR', price: 300 }, { country: 'FR', enabled: false }] }, ['/settings/default_price']],
    ['Wish: each country once', 'WISH', { default_price: 500, country_overrides: [{ country: 'FR', price: 300 }, { country: 'FR', enabled: false }] }, ['/settings/country_overrides/1/country']],
  ])('refuses %s', async (_case, channel, settings, expected) => {
    const response = await owner.post('/api/shipping-templates', { name: `Bad ${Math.random()}`, channel, settings });
    expect(response.status).toBe(400);
    expect(pointers(response.body)).toEqual(expected);
  });

  it('keeps one default per channel', async () => {
    const etsy = await owner.post('/api/shipping-templates', { name: 'Etsy new default', channel: 'ETSY', is_default: true, settings: { origin_country: 'GB', processing_days_min: 1, processing_days_max: 2, destinations: [{ destination: 'EVERYWHERE', primary_cost: 900, secondary_cost: 300 }] } });
    expect(etsy.status).toBe(201);
    const defaults = await app.knex('shipping_templates').where({ account_id: acmeId, is_default: true }).select('channel', 'id');
    expect(defaults.filter((d) => d.channel === 'ETSY').map((d) => d.id)).toEqual([etsy.body.id]);
    expect(defaults.filter((d) => d.channel === 'EBAY')).toHaveLength(1);
  });

  it('gives each channel permission its own templates only', async () => {
    const seen = await ebayOnly.get(app.listPath('shipping-templates', { range: [0, 99] }));
    expect(seen.status).toBe(200);
    expect(new Set(seen.body.map((t: Row) => t.channel))).toEqual(new Set(['EBAY']));
    const wish = await ebayOnly.post('/api/shipping-templates', { name: 'Not mine', channel: 'WISH', settings: { default_price: 100 } });
    expect(wish.status).toBe(403);
    expect((await staff.get('/api/shipping-templates')).status).toBe(403);
    const template = await app.knex('shipping_templates').where({ account_id: acmeId }).first();
    expect((await globex.get(`/api/shipping-templates/${template.id}`)).status).toBe(404);
  });
});
