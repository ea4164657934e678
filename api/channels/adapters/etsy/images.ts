/**
 * Etsy listing images: Etsy takes the file, not a URL (Open API v3 uploadListingImage,
 * `POST /v3/application/shops/{shop_id}/listings/{listing_id}/images`, multipart/form-data with `image`, `rank`
 * and `overwrite`), and a physical listing needs one before it can be activated. The product's images, in their
 * order, become ranks 1 to 10 (Etsy's limit); each is fetched through the context's image source (images.ts:
 * public hosts only, JPEG/PNG/GIF/WebP, 10 MB) and uploaded. A rank Etsy already holds (getListingImages) is left
 * as it is, so a publish that runs again uploads nothing twice, and a revise adds the images added since; an image
 * changed in Sellyard is replaced on Etsy by removing it there (Etsy keeps no source URL to compare with).
 */
import { createImageSource } from '../../images.ts';
import type { AdapterContext } from '../../types.ts';
import { call } from './index.ts';

/** How many images an Etsy listing holds at most. */
export const ETSY_MAX_IMAGES = 10;

export async function uploadListingImages(ctx: AdapterContext, shopId: string, listingId: string, urls: string[]): Promise<void> {
  if (!urls.length) return;
  const current = await call(ctx, { method: 'GET', url: `/v3/application/listings/${listingId}/images` });
  const held = new Set(((current?.results ?? []) as Array<{ rank: number }>).map((image) => Number(image.rank)));
  const source = ctx.images ?? createImageSource({ placeholders: process.env.NODE_ENV !== 'production' });
  for (const [i, url] of urls.slice(0, ETSY_MAX_IMAGES).entries()) {
    const rank = i + 1;
    if (held.has(rank)) continue;
    const file = await source.fetch(url);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    form.append('rank', String(rank));
    form.append('overwrite', 'true');
    await call(ctx, { method: 'POST', url: `/v3/application/shops/${shopId}/listings/${listingId}/images`, multipart: form });
  }
}
