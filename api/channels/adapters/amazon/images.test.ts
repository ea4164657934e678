/** Amazon gets every product image, in order: the main one and up to eight others (Listings Items attributes). */
import { describe, expect, it } from 'vitest';
import type { ListingPayload } from '../../types.ts';
import { contextFor, testChannel } from '../test-context.ts';
import { listingBody } from './index.ts';

const ctx = contextFor(testChannel('AMAZON', { marketplace: 'A1F83G8C2ARO7P' }), 'https://sellingpartnerapi-eu.amazon.com', {});
const listing = (imageUrls: string[]): ListingPayload => ({
  listingId: 'l1', externalId: null, sku: 'MUG', title: 'Mug', description: null, price: 999, currency: 'GBP', quantity: 1, channelFields: {},
  product: { id: 'p1', sku: 'MUG', barcode: '5012345678900', brand: 'Fieldcraft', weightGrams: null, imageUrls },
});

describe('Amazon listing images', () => {
  it('sends the first image as the main one and the next eight as the others, in order', () => {
    const urls = Array.from({ length: 11 }, (_, i) => `https://cdn.fieldcraft.test/mug-${i + 1}.jpg`);
    const { attributes } = listingBody(ctx, listing(urls));
    expect(attributes.main_product_image_locator).toEqual([{ media_location: urls[0], marketplace_id: 'A1F83G8C2ARO7P' }]);
    for (let i = 1; i <= 8; i += 1) expect(attributes[`other_product_image_locator_${i}`]).toEqual([{ media_location: urls[i], marketplace_id: 'A1F83G8C2ARO7P' }]);
    expect(attributes.other_product_image_locator_9).toBeUndefined();
    expect(Object.keys(listingBody(ctx, listing([])).attributes).filter((k) => k.includes('image'))).toEqual([]);
  });
});
