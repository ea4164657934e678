/**
 * Wish's review of a new product (merchantfaq.wish.com, "Review Process for Adding or Editing Products"): the
 * create answers the product WISH_INACTIVE with a `request_id`, and the Merchant API v3's
 * `GET /api/v3/products/requests` (listProductUpdateRequests, by `id` or by `product_id`) tells where that
 * create-or-update request is: UNDER_REVIEW, APPROVED (the product sells), or BLOCKED with a `blocking_reason`.
 * Wish sends no webhook for it (its topics cover orders, tickets and inventory), so Sellyard asks.
 */
import type { AdapterContext, ListingRef, ListingReview } from '../../types.ts';
import { call } from './index.ts';

interface ProductUpdateRequest { id: string; product_id: string; status: 'UNDER_REVIEW' | 'APPROVED' | 'BLOCKED'; blocking_reason?: string | null; created_at?: string }

export async function checkWishReview(ctx: AdapterContext, ref: ListingRef): Promise<ListingReview> {
  const requestId = typeof ref.channelFields?.review_request_id === 'string' ? ref.channelFields.review_request_id : undefined;
  // The request the publish saw, else the product's newest one.
  const query = requestId ? { id: requestId } : { product_id: ref.externalId, sort_by: 'created_at.desc' };
  const requests = (await call<ProductUpdateRequest[]>(ctx, { method: 'GET', url: '/api/v3/products/requests', query })) ?? [];
  const request = requests.find((r) => r.product_id === ref.externalId) ?? requests[0];
  if (!request) {
    // No request on record (reviewed before Wish kept them): the product's own state says.
    const product = await call<{ state?: string }>(ctx, { method: 'GET', url: `/api/v3/products/${encodeURIComponent(ref.externalId)}` });
    if (product?.state === 'WISH_INACTIVE') return { status: 'PENDING' };
    return product?.state === 'REMOVED_BY_WISH' ? { status: 'REJECTED', reason: 'Wish removed the product.' } : { status: 'APPROVED' };
  }
  if (request.status === 'APPROVED') return { status: 'APPROVED' };
  if (request.status === 'BLOCKED') return { status: 'REJECTED', reason: request.blocking_reason || 'Wish blocked the product in its review.' };
  return { status: 'PENDING' };
}
