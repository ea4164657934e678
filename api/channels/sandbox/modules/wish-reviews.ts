/**
 * Wish's Automated Listing Review in the sandbox (merchantfaq.wish.com: "Review Process for Adding or Editing
 * Products"; Merchant API v3 ProductUpdateRequest). A new product is not for sale until Wish approves it: it is
 * created WISH_INACTIVE (status PENDING_REVIEW) with a `request_id`, whose create-or-update request is
 * UNDER_REVIEW; `GET /api/v3/products/requests` (by `id` or `product_id`, `statuses`, `sort_by`) tells how it
 * went, APPROVED (the product is ACTIVE, or MERCHANT_INACTIVE if its variation was disabled meanwhile) or BLOCKED
 * with a `blocking_reason` (it stays WISH_INACTIVE, status REJECTED). An edit of a blocked product asks for a new
 * review.
 *
 * How it decides, the same every time: at the first look at a request after the create answered (the request or
 * its product read), Wish blocks a product whose name, description or tags offer a replica, counterfeit, fake or
 * knockoff (its policy on counterfeit and intellectual property) and approves the rest. Tests and demos can hold
 * every new request under review and decide by hand:
 *
 *   POST …/_control/reviews {"hold": true|false}                         hold new requests, or decide as above
 *   POST …/_control/reviews {"product_id"|"request_id", "status": "APPROVED"|"BLOCKED", "blocking_reason"?}
 *   GET  …/_control/reviews (?seller=)                                    the requests and where they are
 */
import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxListing, SandboxMarketplace } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';
import { answer, refuse, seller } from './wish.ts';
import { controlAccess, inScope, mayControl, scopeSellers } from '../control-access.ts';

type Json = Record<string, any>;
export type ReviewStatus = 'UNDER_REVIEW' | 'APPROVED' | 'BLOCKED';

export interface ReviewRequest {
  id: string;
  status: ReviewStatus;
  createdAt: string;
  blockingReason?: string;
}

const PROHIBITED = /\b(replica|counterfeit|fake|knock-?off)s?\b/i;
const COUNTERFEIT_REASON = 'Counterfeit: the listing offers a replica or imitation of a branded product, which the Wish Merchant Policy prohibits.';
/** Markets whose new requests wait for a decision by hand. */
/** Whose reviews are held: every seller's (a platform admin said so) or these sellers' (their own tenant did). */
const held = new WeakMap<SandboxMarketplace, { all: boolean; sellers: Set<string> }>();
const isHeld = (market: SandboxMarketplace, sellerId: string) => { const hold = held.get(market); return Boolean(hold && (hold.all || hold.sellers.has(sellerId))); };

const requestOf = (listing: SandboxListing): ReviewRequest | undefined => listing.attributes.review as ReviewRequest | undefined;

/** Opens a review of a new product (or of an edit of a blocked one): it is not for sale until approved. */
export function openReview(market: SandboxMarketplace, listing: SandboxListing): void {
  const review: ReviewRequest = { id: randomBytes(12).toString('hex'), status: 'UNDER_REVIEW', createdAt: new Date().toISOString() };
  // What the merchant asked for (ENABLED or not) waits in `wanted` until Wish decides.
  const wanted = listing.attributes.wanted ?? (listing.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE');
  market.updateListing(listing, { status: 'INACTIVE', attributes: { ...listing.attributes, review, wanted } });
  variationsFollow(market, listing);
}

/**
 * A product with several variations keeps each as a listing of its own (`variationOf` the product): they sell
 * while the product does, unless the merchant disabled that variation.
 */
export function variationsFollow(market: SandboxMarketplace, product: SandboxListing): void {
  for (const variation of market.sellerListings(product.sellerId)) {
    if (variation.attributes.variationOf !== product.id || variation.status === 'ENDED') continue;
    const status = product.status === 'ENDED' ? 'ENDED' : product.status === 'ACTIVE' && !variation.attributes.disabled ? 'ACTIVE' : 'INACTIVE';
    if (variation.status !== status) market.updateListing(variation, { status });
  }
}

/** Wish's decision on a request: the product goes on sale (or stays off it, with the reason). */
export function decideReview(market: SandboxMarketplace, listing: SandboxListing, status: 'APPROVED' | 'BLOCKED', reason?: string): void {
  const review = { ...requestOf(listing)!, status, ...(status === 'BLOCKED' ? { blockingReason: reason || 'The listing does not meet the Wish Merchant Policy.' } : {}) };
  const wanted = listing.attributes.wanted === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE';
  market.updateListing(listing, { status: status === 'APPROVED' ? wanted : 'INACTIVE', attributes: { ...listing.attributes, review } });
  variationsFollow(market, listing);
}

/**
 * The automatic decision, at the first look at the request or its product after the create answered (unless
 * reviews are held): until then the product waits, not for sale.
 */
export function lookAt(market: SandboxMarketplace, listing: SandboxListing): void {
  const review = requestOf(listing);
  if (!review || review.status !== 'UNDER_REVIEW' || isHeld(market, listing.sellerId)) return;
  const text = [listing.title, listing.description ?? '', ...((listing.attributes.tags as string[] | undefined) ?? [])].join(' ');
  decideReview(market, listing, PROHIBITED.test(text) ? 'BLOCKED' : 'APPROVED', PROHIBITED.test(text) ? COUNTERFEIT_REASON : undefined);
}

/** Whether the product is under review (an update's ENABLED/DISABLED then waits for Wish's decision). */
export const underReview = (listing: SandboxListing): boolean => requestOf(listing)?.status === 'UNDER_REVIEW';
/** Whether an edit of this product asks for a new review (it was blocked). */
export const blocked = (listing: SandboxListing): boolean => requestOf(listing)?.status === 'BLOCKED';

/** The product's review fields, as Wish's Product shows them. */
export function reviewFields(listing: SandboxListing): Json {
  const review = requestOf(listing);
  if (!review || review.status === 'APPROVED') return { request_id: review?.id ?? null };
  return { state: 'WISH_INACTIVE', status: review.status === 'BLOCKED' ? 'REJECTED' : 'PENDING_REVIEW', request_id: review.id };
}

function requestJson(listing: SandboxListing): Json {
  const review = requestOf(listing)!;
  return {
    id: review.id, product_id: listing.id, status: review.status, created_at: review.createdAt,
    ...(review.status === 'BLOCKED' ? { blocking_reason: review.blockingReason } : {}),
  };
}

function routes(router: Router, market: SandboxMarketplace): void {
  router.get('/api/v3/products/requests', (ctx: Context) => {
    const id = seller(ctx, market);
    if (!id) return;
    const statuses = typeof ctx.query.statuses === 'string' ? ctx.query.statuses.split(',') : undefined;
    const sort = String(ctx.query.sort_by ?? 'created_at.asc');
    if (!/^(product_id|created_at)(\.(asc|desc))?$/.test(sort)) return refuse(ctx, 400, 1000, 'Invalid parameter: sort_by must be product_id or created_at, .asc or .desc.');
    const listings = market.listingsOf(id).filter((l) => requestOf(l)
      && (ctx.query.product_id === undefined || l.id === ctx.query.product_id)
      && (ctx.query.id === undefined || requestOf(l)!.id === ctx.query.id));
    for (const listing of listings) lookAt(market, listing);
    const [key, order] = sort.split('.');
    const rows = listings.map(requestJson).filter((r) => !statuses || statuses.includes(r.status))
      .sort((a, b) => (order === 'desc' ? -1 : 1) * String(a[key!]).localeCompare(String(b[key!])));
    answer(ctx, rows);
  });

  router.get('/_control/reviews', (ctx) => {
    const scope = scopeSellers(ctx, typeof ctx.query.seller === 'string' ? ctx.query.seller : undefined);
    const access = controlAccess(ctx);
    const hold = held.get(market);
    ctx.body = { hold: Boolean(hold && (hold.all || (!access.all && [...access.sellers].some((s) => hold.sellers.has(s))))), reviews: [...market.listings.values()].filter((l) => requestOf(l) && inScope(scope, l.sellerId)).map((l) => ({ ...requestJson(l), seller: l.sellerId, sku: l.sku })) };
  });

  router.post('/_control/reviews', (ctx) => {
    const body = (ctx.request.body ?? {}) as Json;
    if (typeof body.hold === 'boolean') {
      // A tenant holds (or releases) its own sellers' reviews; a platform admin every seller's.
      const access = controlAccess(ctx);
      const hold = held.get(market) ?? { all: false, sellers: new Set<string>() };
      if (access.all) Object.assign(hold, { all: body.hold, sellers: new Set() });
      else for (const seller of access.sellers) body.hold ? hold.sellers.add(seller) : hold.sellers.delete(seller);
      held.set(market, hold);
      ctx.body = { hold: body.hold };
      return;
    }
    if (!['APPROVED', 'BLOCKED'].includes(body.status)) return void ((ctx.status = 400), (ctx.body = { error: 'status: APPROVED or BLOCKED (or send {"hold": true|false})' }));
    const listing = [...market.listings.values()].find((l) => requestOf(l) && mayControl(ctx, l.sellerId) && (l.id === body.product_id || requestOf(l)!.id === body.request_id));
    if (!listing) return void ((ctx.status = 404), (ctx.body = { error: `no review of product ${body.product_id ?? ''}${body.request_id ? `request ${body.request_id}` : ''}` }));
    if (requestOf(listing)!.status !== 'UNDER_REVIEW') return void ((ctx.status = 409), (ctx.body = { error: `the review is ${requestOf(listing)!.status} already` }));
    decideReview(market, listing, body.status, typeof body.blocking_reason === 'string' ? body.blocking_reason : undefined);
    ctx.body = requestJson(listing);
  });
}

registerSandboxModule({ type: 'WISH', routes });
