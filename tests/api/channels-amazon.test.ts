/**
 * What only Amazon decides, end to end against the sandbox's SP-API: a new product without a brand or a product
 * identifier comes back on the listing attribute by attribute (ERROR), the merchant names an existing ASIN and
 * retries, and the listing goes live as that ASIN; a price change reaches the offer (patchListingsItem); the
 * channel's existing listings are read back (searchListingsItems). Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/until.ts';
import { claimDueSchedules } from '../../api/domain/schedules/jobs.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;
let channel: any;

beforeAll(async () => {
  app = await startTestApp({ worker: { recurring: false } });
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  channel = await app.knex('sales_channels').where({ account_id: acmeId, type: 'AMAZON', status: 'CONNECTED' }).first();
});
afterAll(() => app?.close());

const sandboxListings = async () => (await owner.get('/sandbox/amazon/_control/listings')).body.listings as any[];
const listingRow = (id: string) => app.knex('listings').where({ account_id: acmeId, id }).first();

describe('Amazon listings through the sandbox', () => {
  let listingId: string;

  it('shows Amazon\'s refusal on the listing, attribute by attribute, and nothing goes live', async () => {
    const product = (await owner.post('/api/products', { sku: 'AMZ-NOBRAND', title: 'Unbranded enamel mug', retail_price: 1250 })).body;
    const draft = await owner.post('/api/listings', { product_id: product.id, sales_channel_id: channel.id, channel: 'AMAZON', channel_fields: { product_type: 'KITCHEN' } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    listingId = draft.body.id;
    expect((await owner.post(`/api/listings/${listingId}/submit`, {})).status).toBe(200);
    const refused = await until(async () => { const row = await listingRow(listingId); return row.status === 'ERROR' && row; }, 'Amazon to refuse the listing');
    const issues = typeof refused.issues === 'string' ? JSON.parse(refused.issues) : refused.issues;
    expect(issues).toEqual([
      { code: '90220', message: "brand: 'brand' is required but not supplied.", severity: 'ERROR' },
      expect.objectContaining({ code: '90220', message: expect.stringMatching(/^externally_assigned_product_identifier: /), severity: 'ERROR' }),
      // KITCHEN's own required attributes (its recorded definition), each by its title; brand is named once.
      ...["product_description: 'Product Description'", "bullet_point: 'Bullet Point'", "item_type_keyword: 'Item Type Keyword'", "country_of_origin: 'Country/Region of Origin'", "supplier_declared_dg_hz_regulation: 'Dangerous Goods Regulations'"]
        .map((words) => ({ code: '90220', message: `${words} is required but not supplied.`, severity: 'ERROR' })),
    ]);
    expect(refused.external_id).toBeNull();
    expect((await sandboxListings()).some((l) => l.sku === 'AMZ-NOBRAND')).toBe(false);
  });

  it('goes live as the ASIN the merchant names once retried, and takes a new price', async () => {
    const current = (await owner.get(`/api/listings/${listingId}`)).body;
    const edited = await owner.put(`/api/listings/${listingId}`, { ...current, channel_fields: { product_type: 'KITCHEN', asin: 'B0ENAMEL01' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await owner.post(`/api/listings/${listingId}/retry`, {})).status).toBe(200);
    const live = await until(async () => { const row = await listingRow(listingId); return ['ACTIVE', 'OUT_OF_STOCK'].includes(row.status) && row; }, 'the listing to go live');
    expect(live).toMatchObject({ external_id: 'B0ENAMEL01', url: 'https://www.amazon.co.uk/dp/B0ENAMEL01' });
    const issues = typeof live.issues === 'string' ? JSON.parse(live.issues) : live.issues;
    expect(Array.isArray(issues) && issues.every((i: { severity: string }) => i.severity !== 'ERROR')).toBe(true);

    // Prices follow once the channel syncs them.
    const fresh = (await owner.get(`/api/sales-channels/${channel.id}`)).body;
    expect((await owner.put(`/api/sales-channels/${channel.id}`, { ...fresh, sync_price: true })).status).toBe(200);
    const listing = (await owner.get(`/api/listings/${listingId}`)).body;
    expect((await owner.put(`/api/listings/${listingId}`, { ...listing, price: 1399 })).status).toBe(200);
    await until(async () => (await sandboxListings()).find((l) => l.id === 'B0ENAMEL01')?.price === 1399, 'Amazon to hold the new price');
  });

  it('reads the channel\'s listings back from Amazon in a listing import, each matched to its listing', async () => {
    const schedule = await app.knex('listing_import_schedules').where({ account_id: acmeId, sales_channel_id: channel.id }).first('id');
    expect((await owner.post(`/api/listing-import-schedules/${schedule.id}/run-now`, {})).status).toBe(200);
    // The schedules' tick (recurring jobs are off here) enqueues the run.
    expect(await claimDueSchedules(app.knex)).toBeGreaterThan(0);
    const run = await until(async () => {
      const row = await app.knex('listing_import_schedules').where({ id: schedule.id }).first('runs');
      const runs = typeof row.runs === 'string' ? JSON.parse(row.runs) : row.runs;
      return runs?.[0];
    }, 'the listing import to run');
    const live = await app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id }).whereIn('status', ['ACTIVE', 'OUT_OF_STOCK']);
    expect(live.length).toBeGreaterThan(1);
    expect(run).toMatchObject({ outcome: 'SUCCEEDED', listings_found: live.length, matched: live.length, skipped: 0 });
  });
});
