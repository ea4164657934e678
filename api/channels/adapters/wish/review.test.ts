/**
 * Wish's review of new products: the adapter against recorded exchanges (fixtures/review-requests.json, written
 * from the Merchant API v3's listProductUpdateRequests and ProductUpdateRequest) and against the sandbox, which
 * holds a new product off sale until it decides: by itself (a replica is blocked, the rest approved) or, when told
 * to hold, by hand through its control API; an edited blocked product is reviewed again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdapterContext, ListingPayload } from '../../types.ts';
import { startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { loadExchanges, replay } from '../fixture-replay.ts';
import { contextFor, testChannel } from '../test-context.ts';
import { wishAdapter } from './index.ts';

const contextWith = (fetchImpl: typeof fetch, baseUrl = 'https://merchant.wish.com', credentials: Record<string, string> = { access_token: 'a8f3e61c2b9d4e07b5c1d3e5f7a9b0c2' }): AdapterContext =>
  contextFor(testChannel('WISH'), baseUrl, credentials, fetchImpl);

const listing = (sku: string, over: Partial<ListingPayload> = {}): ListingPayload => ({
  listingId: 'l1', externalId: null, sku, title: 'Enamel camping mug', description: 'A 350 ml enamel mug with a rolled steel rim.', price: 850, currency: 'GBP', quantity: 40,
  channelFields: { parent_sku: sku, tags: ['mug', 'camping'], enabled: true },
  product: { id: 'p1', sku, barcode: null, brand: null, weightGrams: 300, imageUrls: ['https://img.example/mug.jpg'] }, ...over,
});

describe('Wish review (recorded exchanges)', () => {
  it('follows the publish\'s request until Wish approves it, and reads the newest request\'s blocking reason', async () => {
    const exchanges = replay(loadExchanges(import.meta.dirname, 'review-requests'));
    const ctx = contextWith(exchanges.fetch);
    const ref = { externalId: '65f0c1d2e3f4a5b6c7d8e9f0', sku: 'MUG-ENAMEL', channelFields: { review_request_id: '66a0f1e2d3c4b5a697887766' } };
    expect(await wishAdapter.checkListingReview!(ctx, ref)).toEqual({ status: 'PENDING' });
    expect(await wishAdapter.checkListingReview!(ctx, ref)).toEqual({ status: 'APPROVED' });
    expect(await wishAdapter.checkListingReview!(ctx, { externalId: '65f0c1d2e3f4a5b6c7d8e9aa', sku: 'MUG-OLD' })).toEqual({
      status: 'REJECTED', reason: 'Images are below 500 x 500 pixels: add images of at least 500 x 500 pixels and 72 DPI.',
    });
    exchanges.done();
  });
});

describe('Wish review in the sandbox marketplace', () => {
  let server: SandboxServer;
  let ctx: AdapterContext;
  const control = async (body: unknown) => {
    const response = await fetch(`${server.baseUrl('WISH')}/_control/reviews`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    server = await startSandboxServer();
    ctx = contextWith(fetch, server.baseUrl('WISH'), { access_token: 'sbx_wish-review-seller' });
  });
  afterAll(() => server.close());

  it('keeps a new product off sale until the review, then sells it; a replica is blocked with Wish\'s reason', async () => {
    const market = server.sandbox.market('WISH');
    const mug = await wishAdapter.publishListing(ctx, listing('REVIEW-MUG'));
    expect(mug.review).toBeDefined();
    expect(market.listings.get(mug.externalId)!.status).toBe('INACTIVE');
    expect(market.placeOrder({ sku: 'REVIEW-MUG', quantity: 1 })).toMatch(/no live listing/);
    expect(await wishAdapter.checkListingReview!(ctx, { externalId: mug.externalId, sku: 'REVIEW-MUG', channelFields: mug.extra })).toEqual({ status: 'APPROVED' });
    expect(market.listings.get(mug.externalId)!.status).toBe('ACTIVE');
    const fake = await wishAdapter.publishListing(ctx, listing('REVIEW-FAKE', { title: 'Designer replica handbag' }));
    expect(await wishAdapter.checkListingReview!(ctx, { externalId: fake.externalId, sku: 'REVIEW-FAKE', channelFields: fake.extra })).toEqual({ status: 'REJECTED', reason: expect.stringContaining('Counterfeit') });
    expect(market.listings.get(fake.externalId)!.status).toBe('INACTIVE');
    // Changed and sent again, the blocked product goes back under review, and passes.
    const again = await wishAdapter.reviseListing(ctx, { ...listing('REVIEW-FAKE', { title: 'Leather handbag' }), externalId: fake.externalId, channelFields: { parent_sku: 'REVIEW-FAKE', tags: ['bag'], ...fake.extra } });
    expect(again.review).toBeDefined();
    expect(await wishAdapter.checkListingReview!(ctx, { externalId: fake.externalId, sku: 'REVIEW-FAKE', channelFields: (again as { extra?: Record<string, unknown> }).extra })).toEqual({ status: 'APPROVED' });
    expect(market.listings.get(fake.externalId)!.status).toBe('ACTIVE');
  });

  it('holds reviews when told to, and decides them as its control API says', async () => {
    expect(await control({ hold: true })).toEqual({ status: 200, body: { hold: true } });
    const held = await wishAdapter.publishListing(ctx, listing('REVIEW-HELD'));
    const ref = { externalId: held.externalId, sku: 'REVIEW-HELD', channelFields: held.extra };
    expect(await wishAdapter.checkListingReview!(ctx, ref)).toEqual({ status: 'PENDING' });
    expect(await wishAdapter.checkListingReview!(ctx, ref)).toEqual({ status: 'PENDING' });
    expect(await control({ product_id: held.externalId, status: 'BLOCKED', blocking_reason: 'Prohibited item: weapons and weapon accessories.' })).toMatchObject({ status: 200, body: { status: 'BLOCKED' } });
    expect(await wishAdapter.checkListingReview!(ctx, ref)).toEqual({ status: 'REJECTED', reason: 'Prohibited item: weapons and weapon accessories.' });
    expect(await control({ product_id: held.externalId, status: 'APPROVED' })).toMatchObject({ status: 409 });
    expect(await control({ status: 'MAYBE' })).toMatchObject({ status: 400 });
    expect(await control({ hold: false })).toEqual({ status: 200, body: { hold: false } });
  });
});
