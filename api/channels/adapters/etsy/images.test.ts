/**
 * Etsy listing images: the adapter uploads the product's images as files (uploadListingImage, multipart) before it
 * activates the draft, never twice, adds the images added since on a revise; the sandbox keeps them and refuses
 * what Etsy refuses (an eleventh image, a file that is not a JPG, PNG or GIF, activation without an image). The
 * recorded exchange of a whole publish with its image is in etsy.test.ts (fixtures/create-draft-listing.json).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageSource } from '../../images.ts';
import type { AdapterContext, ListingPayload } from '../../types.ts';
import type { ChannelError } from '../../errors.ts';
import { imagesOf } from '../../sandbox/modules/etsy-images.ts';
import { startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { contextFor, testChannel } from '../test-context.ts';
import { etsyAdapter } from './index.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4DwAAygDIq6sWvgAAAABJRU5ErkJggg==', 'base64');
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);

/** Images as the shop's server would give them: PNGs, except URLs naming `.html`, which answer a web page. */
const fetched: string[] = [];
const images: ImageSource = {
  async fetch(url) {
    fetched.push(url);
    const name = url.slice(url.lastIndexOf('/') + 1);
    return url.endsWith('.html') ? { data: Buffer.from('<html>moved</html>'), type: 'image/png', name } : { data: PNG, type: 'image/png', name: name.replace(/\.\w+$/, '.png') };
  },
};

const listing = (sku: string, imageUrls: string[]): ListingPayload => ({
  listingId: 'l1', externalId: null, sku, title: `Stoneware ${sku.toLowerCase()}`, description: 'Hand-thrown stoneware.', price: 1999, currency: 'GBP', quantity: 3,
  channelFields: { who_made: 'i_did', when_made: 'made_to_order', taxonomy_id: 1049, tags: ['stoneware'] },
  product: { id: 'p1', sku, barcode: null, brand: null, weightGrams: null, imageUrls },
});

describe('Etsy listing images against the sandbox marketplace', () => {
  let server: SandboxServer;
  let ctx: AdapterContext;
  const urls = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `https://cdn.fieldcraft.test/mug-${from + i}.jpg`);

  beforeAll(async () => {
    server = await startSandboxServer();
    const base = server.baseUrl('ETSY');
    ctx = contextFor(testChannel('ETSY'), base, { access_token: 'sbx_etsy-images-seller' }, fetch, { images });
  });
  afterAll(() => server.close());

  it('uploads the product\'s images in order before activating, once, and the ones added since on a revise', async () => {
    const market = server.sandbox.market('ETSY');
    fetched.length = 0;
    const published = await etsyAdapter.publishListing(ctx, listing('MUG', urls(3)));
    const held = market.listings.get(published.externalId)!;
    expect(held.status).toBe('ACTIVE');
    expect(imagesOf(held).map((i) => [i.rank, i.type])).toEqual([[1, 'image/png'], [2, 'image/png'], [3, 'image/png']]);
    expect(fetched).toEqual(urls(3));
    // Published again (a job that ran twice): nothing uploaded twice.
    await etsyAdapter.publishListing(ctx, { ...listing('MUG', urls(3)), externalId: published.externalId });
    expect(imagesOf(held)).toHaveLength(3);
    // A fourth image added to the product: the revise adds it, and only it.
    fetched.length = 0;
    await etsyAdapter.reviseListing(ctx, { ...listing('MUG', urls(4)), externalId: published.externalId });
    expect(fetched).toEqual([urls(4)[3]]);
    expect(imagesOf(held).map((i) => i.rank)).toEqual([1, 2, 3, 4]);
  });

  it('uploads Etsy\'s ten at most, and shows Etsy\'s refusal of a file that is not an image on the image', async () => {
    const market = server.sandbox.market('ETSY');
    const many = await etsyAdapter.publishListing(ctx, listing('BOWL', urls(12, 20)));
    expect(imagesOf(market.listings.get(many.externalId)!)).toHaveLength(10);
    const refused = await failure(etsyAdapter.publishListing(ctx, listing('JUG', ['https://cdn.fieldcraft.test/jug.html'])));
    expect(refused).toMatchObject({ kind: 'validation', fields: [{ field: 'image', message: 'image must be a JPG, PNG or GIF file.' }] });
    // The draft stays a draft: Etsy activates no listing without an image.
    expect([...market.listings.values()].find((l) => l.title === 'Stoneware jug')).toMatchObject({ status: 'INACTIVE' });
  });

  it('refuses an eleventh image, and activating a listing that has none, as Etsy does', async () => {
    const market = server.sandbox.market('ETSY');
    const bowl = [...market.listings.values()].find((l) => l.sku === 'BOWL')!;
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'extra.png');
    const me = await (await fetch(`${server.baseUrl('ETSY')}/v3/application/users/me`, { headers: { 'x-api-key': 'k', authorization: 'Bearer sbx_etsy-images-seller' } })).json();
    const upload = await fetch(`${server.baseUrl('ETSY')}/v3/application/shops/${me.shop_id}/listings/${bowl.id}/images`, { method: 'POST', headers: { 'x-api-key': 'k', authorization: 'Bearer sbx_etsy-images-seller' }, body: form });
    expect(upload.status).toBe(400);
    expect(await upload.json()).toEqual({ error: 'A listing may have at most 10 images.' });
    const bare = await failure(etsyAdapter.publishListing(ctx, listing('PLATE', [])));
    expect(bare).toMatchObject({ kind: 'validation', fields: [{ field: 'image' }] });
  });
});
