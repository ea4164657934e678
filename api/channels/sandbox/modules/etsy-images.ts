/**
 * Etsy listing images in the sandbox: Open API v3's uploadListingImage (multipart/form-data: an `image` file or
 * the `listing_image_id` of an image the shop has, `rank`, `overwrite`, `alt_text`) and getListingImages, in
 * Etsy's ListingImage shape. It keeps each image's type, size and digest (not its bytes) on the listing, and
 * refuses what Etsy refuses: no file and no listing_image_id, a file that is not a JPG, PNG or GIF (judged by its
 * bytes), one over 10 MB, an eleventh image, a rank outside 1–10. Without `overwrite`, an image put at a taken
 * rank pushes the others down. A listing without images cannot be activated (modules/etsy.ts).
 */
import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { readMultipart } from '../../../http/multipart.ts';
import type { SandboxListing, SandboxMarketplace } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';
import { refuse, seller } from './etsy.ts';

type Json = Record<string, any>;
const MAX_IMAGES = 10;
const MAX_BYTES = 10 * 1024 * 1024;
const TYPES: Array<[string, number[]]> = [['image/jpeg', [0xff, 0xd8, 0xff]], ['image/png', [0x89, 0x50, 0x4e, 0x47]], ['image/gif', [0x47, 0x49, 0x46, 0x38]]];

export interface SandboxImage { listing_image_id: number; rank: number; type: string; size: number; sha256: string; alt_text: string | null; created: number }

export const imagesOf = (listing: SandboxListing): SandboxImage[] => ((listing.attributes.images as SandboxImage[] | undefined) ?? []).slice().sort((a, b) => a.rank - b.rank);

function imageJson(listing: SandboxListing, image: SandboxImage): Json {
  const url = (size: string) => `https://i.etsystatic.com/${listing.sellerId.length}/r/il/${image.sha256.slice(0, 6)}/${image.listing_image_id}/il_${size}.${image.listing_image_id}_${image.sha256.slice(6, 10)}.${image.type.split('/')[1]}`;
  const red = parseInt(image.sha256.slice(0, 2), 16);
  const green = parseInt(image.sha256.slice(2, 4), 16);
  const blue = parseInt(image.sha256.slice(4, 6), 16);
  return {
    listing_id: Number(listing.id), listing_image_id: image.listing_image_id, hex_code: image.sha256.slice(0, 6).toUpperCase(), red, green, blue,
    hue: 0, saturation: 0, brightness: Math.round(((red + green + blue) / 3 / 255) * 100), is_black_and_white: false,
    creation_tsz: image.created, created_timestamp: image.created, rank: image.rank,
    url_75x75: url('75x75'), url_170x135: url('170x135'), url_570xN: url('570xN'), url_fullxfull: url('fullxfull'), full_height: 1500, full_width: 1500, alt_text: image.alt_text,
  };
}

function routes(router: Router, market: SandboxMarketplace): void {
  let next = 0;

  router.get('/v3/application/listings/:listing_id/images', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = market.listingOf(id, ctx.params.listing_id!);
    if (!listing || listing.status === 'ENDED') return refuse(ctx, 404, `Listing ${ctx.params.listing_id} was not found.`);
    const images = imagesOf(listing);
    ctx.body = { count: images.length, results: images.map((image) => imageJson(listing, image)) };
  });

  router.post('/v3/application/shops/:shop_id/listings/:listing_id/images', async (ctx: Context) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = market.listingOf(id, ctx.params.listing_id!);
    if (!listing || listing.status === 'ENDED') return refuse(ctx, 404, `Listing ${ctx.params.listing_id} was not found in this shop.`);
    if (!/^multipart\/form-data/i.test(ctx.get('content-type'))) return refuse(ctx, 400, 'Either a valid image file or a listing_image_id must be provided (send multipart/form-data).');
    const form = await readMultipart(ctx.req, ctx.get('content-type'), { fileBytes: MAX_BYTES, fieldBytes: 1024, parts: 8, files: 1, maxBody: MAX_BYTES + 64 * 1024, declaredLength: Number(ctx.get('content-length')) || undefined });
    const field = (name: string) => form.fields.get(name)?.[0];
    const file = form.files.find((f) => f.field === 'image');
    const reuse = field('listing_image_id');
    const current = imagesOf(listing);
    const rank = field('rank') === undefined ? current.length + 1 : Number(field('rank'));
    const overwrite = field('overwrite') === 'true' || field('overwrite') === '1';
    if (!(overwrite && current.some((i) => i.rank === rank)) && current.length >= MAX_IMAGES) return refuse(ctx, 400, `A listing may have at most ${MAX_IMAGES} images.`);
    if (!Number.isInteger(rank) || rank < 1 || rank > MAX_IMAGES) return refuse(ctx, 400, `rank must be a whole number from 1 to ${MAX_IMAGES}.`);
    let image: Omit<SandboxImage, 'rank' | 'listing_image_id' | 'created'>;
    if (file && file.data.length) {
      const type = TYPES.find(([, magic]) => magic.every((b, i) => file.data[i] === b))?.[0];
      if (!type) return refuse(ctx, 400, 'image must be a JPG, PNG or GIF file.');
      image = { type, size: file.data.length, sha256: createHash('sha256').update(file.data).digest('hex'), alt_text: field('alt_text') ?? null };
    } else if (reuse) {
      const found = market.listingsOf(id).flatMap(imagesOf).find((i) => String(i.listing_image_id) === reuse);
      if (!found) return refuse(ctx, 404, `listing_image_id ${reuse} is not an image of this shop.`);
      image = { type: found.type, size: found.size, sha256: found.sha256, alt_text: field('alt_text') ?? found.alt_text };
    } else {
      return refuse(ctx, 400, 'Either a valid image file or a listing_image_id must be provided.');
    }
    const created: SandboxImage = { ...image, rank, listing_image_id: 5_000_000_000 + Number(listing.id) % 1_000_000 * 100 + ++next, created: Math.floor(Date.now() / 1000) };
    const kept = overwrite ? current.filter((i) => i.rank !== rank) : current.map((i) => (i.rank >= rank ? { ...i, rank: i.rank + 1 } : i));
    market.updateListing(listing, { attributes: { ...listing.attributes, images: [...kept, created] } });
    ctx.status = 201;
    ctx.body = imageJson(listing, created);
  });
}

registerSandboxModule({ type: 'ETSY', routes });
