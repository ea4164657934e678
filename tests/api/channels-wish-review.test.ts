/**
 * Wish reviews new products before they sell: through the sandbox, a submitted Wish listing stays SUBMITTING with
 * Wish's product id and a note while Wish reviews it, goes ACTIVE once Wish approves, or ERROR with Wish's reason
 * when Wish blocks it; retried, it is reviewed again. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../helpers/app.ts';
import { startChannelTest } from '../helpers/channels.ts';
import { until } from '../helpers/until.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;
let channel: any;

const reviews = async (body: unknown) => {
  // As Acme's owner: a hold holds Acme's own sandbox seller's reviews.
  const response = await owner.post('/sandbox/wish/_control/reviews', body);
  return { status: response.status, body: response.body };
};
const listingRow = (id: string) => app.knex('listings').where({ account_id: acmeId, id }).first();

/** A new product listed on the Wish channel and submitted. */
async function submitted(sku: string, title: string): Promise<string> {
  const product = (await owner.post('/api/products', { sku, title, retail_price: 1500, images: [{ url: 'https://img.example/review.jpg', position: 0 }] })).body;
  const draft = await owner.post('/api/listings', { product_id: product.id, sales_channel_id: channel.id, channel: 'WISH', channel_fields: { parent_sku: sku, tags: ['test'] } });
  expect(draft.status).toBe(201);
  expect((await owner.post(`/api/listings/${draft.body.id}/submit`, {})).status).toBe(200);
  return draft.body.id;
}

beforeAll(async () => {
  ({ app, owner, acmeId, channel } = await startChannelTest('WISH'));
});
afterAll(() => app?.close());

describe('Wish\'s review of new listings', { timeout: 180_000 }, () => {
  it('keeps the listing submitted, with Wish\'s product id and a note, until Wish approves it; then it is live', async () => {
    expect((await reviews({ hold: true })).status).toBe(200);
    const id = await submitted('REVIEW-APPROVE', 'Enamel camping mug');
    const waiting = await until(async () => { const row = await listingRow(id); return row.external_id && row; }, 'Wish to take the product');
    expect(waiting).toMatchObject({ status: 'SUBMITTING', issues: [expect.objectContaining({ code: 'UNDER_REVIEW', severity: 'INFO' })] });
    // The API shows it so: submitted, not live, Wish's id known.
    expect((await owner.get(`/api/listings/${id}`)).body).toMatchObject({ status: 'SUBMITTING', external_id: waiting.external_id });
    expect((await reviews({ product_id: waiting.external_id, status: 'APPROVED' })).status).toBe(200);
    const live = await until(async () => { const row = await listingRow(id); return ['ACTIVE', 'OUT_OF_STOCK'].includes(row.status) && row; }, 'the listing to go live');
    expect(live.issues).toEqual([]);
    const history = await app.knex('status_history').where({ account_id: acmeId, resource: 'listings', record_id: id, transition: 'publish' }).first();
    expect(history).toMatchObject({ user_id: null, note: 'by Sellyard (Check a marketplace\'s review of a listing)' });
  });

  it('shows Wish\'s reason and goes to ERROR when Wish blocks the product; retried, it is reviewed again', async () => {
    const id = await submitted('REVIEW-BLOCK', 'Leather handbag');
    const waiting = await until(async () => { const row = await listingRow(id); return row.external_id && row; }, 'Wish to take the product');
    expect((await reviews({ product_id: waiting.external_id, status: 'BLOCKED', blocking_reason: 'Images are below 500 x 500 pixels.' })).status).toBe(200);
    const refused = await until(async () => { const row = await listingRow(id); return row.status === 'ERROR' && row; }, 'the listing to be refused');
    expect(refused.issues).toEqual([{ code: 'REVIEW_REJECTED', severity: 'ERROR', message: expect.stringContaining('Images are below 500 x 500 pixels.') }]);
    // Retried (after the merchant changed the images): Wish reviews it again, and this time approves it by itself.
    expect((await reviews({ hold: false })).status).toBe(200);
    expect((await owner.post(`/api/listings/${id}/retry`, {})).status).toBe(200);
    const live = await until(async () => { const row = await listingRow(id); return ['ACTIVE', 'OUT_OF_STOCK'].includes(row.status) && row; }, 'the listing to go live after its second review');
    expect(live.external_id).toBe(waiting.external_id);
  });
});
