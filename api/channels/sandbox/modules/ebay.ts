/**
 * eBay in the sandbox: the OAuth token endpoint, the Sell Inventory API's inventory items, offers (publish,
 * withdraw) and bulk price/quantity update, and the Sell Fulfillment API's orders and shipping fulfillments, in
 * eBay's JSON shapes and error format (`errors[]` with errorId, domain, category, message, parameters). It checks
 * what eBay checks first: a title over 80 characters, a price that is not above 0. At publishOffer: a category that
 * is a leaf of the marketplace's tree (25005, `categoryAccepted`), and what "Publishing offers"
 * (developer.ebay.com/api-docs/sell/static/inventory/publishing-offers.html) requires: the seller's fulfillment,
 * payment and return policies (25007, 25008, 25009, "Invalid … policy information"), an inventory location the
 * seller created (`merchantLocationKey`; without it eBay answers 25002 "No <Item.Country> exists…"), and every
 * required item specific of the offer's category (25002 "The item specific Brand is missing…"; the categories and
 * their aspects: ebay-taxonomy.ts, which also answers the Taxonomy API and the application tokens the token
 * endpoint issues for it). Policies and locations: ebay-account.ts.
 */
import { EBAY_CARRIER_CODES } from '../../carrier-codes.ts';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxListing, SandboxMarketplace, SandboxOrder } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';
import { inventoryLocation, policyOf, type PolicyKind } from './ebay-account.ts';
import { categoryProblem, issueApplicationToken, missingRequiredAspects } from './ebay-taxonomy.ts';
import { refundOrder } from '../payouts.ts';
import { signatureProblem } from './ebay-payouts.ts';

type Json = Record<string, any>;
/** Each eBay site's host, for a listing's page. */
const SITE_HOSTS: Record<string, string> = { EBAY_GB: 'www.ebay.co.uk', EBAY_US: 'www.ebay.com', EBAY_DE: 'www.ebay.de', EBAY_FR: 'www.ebay.fr', EBAY_IT: 'www.ebay.it', EBAY_ES: 'www.ebay.es', EBAY_IE: 'www.ebay.ie', EBAY_AU: 'www.ebay.com.au', EBAY_CA: 'www.ebay.ca' };
const listingUrl = (marketplace: unknown, id: string) => `https://${SITE_HOSTS[String(marketplace)] ?? SITE_HOSTS.EBAY_GB}/itm/${id}`;
const value = (minor: number) => (minor / 100).toFixed(2);
const minor = (v: unknown) => Math.round(Number(v) * 100);

export function ebayError(ctx: Context, status: number, errorId: number, message: string, field?: string, domain = 'API_INVENTORY'): void {
  ctx.status = status;
  ctx.body = { errors: [{ errorId, domain, category: 'REQUEST', message, ...(field ? { parameters: [{ name: 'field', value: field }] } : {}) }] };
}

export function seller(ctx: Context, market: SandboxMarketplace): string | undefined {
  const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
  const check = market.checkToken(token);
  if (check.ok) return check.sellerId;
  ctx.status = 401;
  ctx.body = { errors: [{ errorId: 1001, domain: 'OAuth', category: 'REQUEST', message: 'Invalid access token', longMessage: `Invalid access token (${check.reason}). Check the value of the Authorization HTTP request header.` }] };
  return undefined;
}

const offerOf = (listing: SandboxListing): Json => (listing.attributes.offer ?? null) as Json;

function offerJson(listing: SandboxListing): Json {
  const offer = offerOf(listing);
  return {
    offerId: offer.offerId, sku: listing.sku, marketplaceId: offer.marketplaceId, format: offer.format, categoryId: offer.categoryId,
    availableQuantity: listing.quantity, pricingSummary: { price: { value: value(listing.price), currency: listing.currency } },
    status: listing.status === 'ACTIVE' ? 'PUBLISHED' : 'UNPUBLISHED',
    ...(listing.status === 'ACTIVE' ? { listing: { listingId: listing.id, listingStatus: 'ACTIVE' } } : {}),
  };
}

function orderJson(order: SandboxOrder): Json {
  const a = order.shippingAddress;
  const amount = (m: number) => ({ value: value(m), currency: order.currency });
  return {
    orderId: order.id, creationDate: order.createdAt, lastModifiedDate: order.updatedAt,
    orderPaymentStatus: order.status === 'UNPAID' ? 'PENDING' : 'PAID',
    orderFulfillmentStatus: order.status === 'SHIPPED' ? 'FULFILLED' : order.shipments.length ? 'IN_PROGRESS' : 'NOT_STARTED',
    // Fulfillment API Order.cancelStatus: cancelState and the cancelRequests (cancelInitiator BUYER or SELLER, the
    // reason); a cancellation eBay itself made has no request. Order.paymentSummary.refunds: each issueRefund.
    cancelStatus: {
      cancelState: order.status === 'CANCELLED' ? 'CANCELED' : 'NONE_REQUESTED',
      cancelRequests: order.cancellation && order.cancellation.by !== 'MARKETPLACE'
        ? [{ cancelInitiator: order.cancellation.by, cancelReason: order.cancellation.reason, cancelRequestState: 'COMPLETED', cancelRequestedDate: order.cancellation.at, cancelCompletedDate: order.cancellation.at }]
        : [],
    },
    paymentSummary: { refunds: (order.refunds ?? []).map((r) => ({ refundId: r.id, amount: amount(r.amount), refundDate: r.at, refundStatus: 'REFUNDED' })), totalDueSeller: amount(order.total) },
    buyer: { username: order.buyer.email.split('@')[0], buyerRegistrationAddress: { fullName: order.buyer.name, email: order.buyer.email } },
    pricingSummary: { total: amount(order.total), deliveryCost: amount(order.shippingPrice), priceSubtotal: amount(order.total - order.shippingPrice) },
    lineItems: order.lines.map((l) => ({ lineItemId: l.lineId, legacyItemId: l.listingId, sku: l.sku, title: l.title, quantity: l.quantity, lineItemCost: amount(l.unitPrice * l.quantity) })),
    fulfillmentStartInstructions: [{ shippingStep: { shipTo: { fullName: a.name, email: order.buyer.email, contactAddress: { addressLine1: a.line1, ...(a.line2 ? { addressLine2: a.line2 } : {}), city: a.city, postalCode: a.postcode, countryCode: a.country } } } }],
    fulfillmentHrefs: order.shipments.map((s) => `/sell/fulfillment/v1/order/${order.id}/shipping_fulfillment/${s.trackingNumber}`),
  };
}

function listingAndOrderRoutes(router: Router, market: SandboxMarketplace): void {
  let offers = 0;
  const byOffer = (sellerId: string, offerId: string) => market.listingsOf(sellerId).find((l) => offerOf(l)?.offerId === offerId && l.status !== 'ENDED');

  router.post('/identity/v1/oauth2/token', (ctx) => {
    if (!/^Basic /.test(ctx.get('authorization'))) {
      ctx.status = 401;
      ctx.body = { error: 'invalid_client', error_description: 'client authentication failed' };
      return;
    }
    const form = (ctx.request.body ?? {}) as Json;
    // Client credentials: an application token (the Taxonomy API's), for the public scope only.
    if (form.grant_type === 'client_credentials') {
      const scopes = String(form.scope ?? '').split(' ').filter(Boolean);
      if (!scopes.length || scopes.some((s) => s !== 'https://api.ebay.com/oauth/api_scope')) {
        ctx.status = 400;
        ctx.body = { error: 'invalid_scope', error_description: 'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client' };
        return;
      }
      const app = issueApplicationToken(market);
      ctx.body = { access_token: app.accessToken, expires_in: app.expiresIn, token_type: 'Application Access Token' };
      return;
    }
    const issued = form.grant_type === 'authorization_code' ? market.redeemCode(String(form.code ?? ''))
      : form.grant_type === 'refresh_token' ? market.refresh(String(form.refresh_token ?? '')) : null;
    if (!issued) {
      ctx.status = 400;
      ctx.body = { error: 'invalid_grant', error_description: 'the provided authorization grant code or refresh token is invalid or was issued to another client' };
      return;
    }
    ctx.body = { access_token: issued.accessToken, expires_in: issued.expiresIn, token_type: 'User Access Token', ...(form.grant_type === 'authorization_code' ? { refresh_token: issued.refreshToken, refresh_token_expires_in: 47_304_000 } : {}) };
  });

  router.put('/sell/inventory/v1/inventory_item/:sku', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const body = (ctx.request.body ?? {}) as Json;
    const title = String(body.product?.title ?? '');
    if (!title) return ebayError(ctx, 400, 25002, 'A user error has occurred. The title is missing.', 'product.title');
    if (title.length > 80) return ebayError(ctx, 400, 25002, `A user error has occurred. The title may not be longer than 80 characters (it has ${title.length}).`, 'product.title');
    const quantity = Number(body.availability?.shipToLocationAvailability?.quantity ?? 0);
    if (!Number.isInteger(quantity) || quantity < 0) return ebayError(ctx, 400, 25002, 'A user error has occurred. The quantity must be 0 or more.', 'availability.shipToLocationAvailability.quantity');
    const existing = market.listingBySku(id, ctx.params.sku!);
    const fields = { title, description: body.product?.description ?? null, quantity };
    if (existing) market.updateListing(existing, { ...fields, attributes: { ...existing.attributes, item: body } });
    else market.createListing(id, { sku: ctx.params.sku!, ...fields, price: 0, currency: 'GBP', status: 'INACTIVE', attributes: { item: body } });
    ctx.status = 204;
  });

  /** An inventory item as getInventoryItem(s) answers it, with `groupIds`: the groups it is a member of. */
  const itemJson = (l: SandboxListing): Json => {
    const group = typeof l.attributes.variationOf === 'string' ? market.listings.get(l.attributes.variationOf) : undefined;
    return {
      sku: l.sku, product: { title: l.title, description: l.description, aspects: ((l.attributes.item as Json)?.product?.aspects ?? {}) as Json }, availability: { shipToLocationAvailability: { quantity: l.quantity } },
      condition: (l.attributes.item as Json)?.condition, ...(group && group.status !== 'ENDED' ? { groupIds: [group.sku] } : {}),
    };
  };

  router.get('/sell/inventory/v1/inventory_item/:sku', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const item = market.listingBySku(id, ctx.params.sku!);
    if (!item || item.attributes.group) return ebayError(ctx, 404, 25710, `We didn't find the resource/entity you are requesting. SKU ${ctx.params.sku}.`, 'sku');
    ctx.body = itemJson(item);
  });

  router.get('/sell/inventory/v1/inventory_item', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const limit = Math.min(Math.max(Number(ctx.query.limit) || 25, 1), 200);
    const offset = Math.max(Number(ctx.query.offset) || 0, 0);
    const all = market.listingsOf(id).filter((l) => l.status !== 'ENDED' && !l.attributes.group);
    const page = all.slice(offset, offset + limit);
    ctx.body = {
      total: all.length, limit, offset, size: page.length,
      ...(offset + limit < all.length ? { next: `/sell/inventory/v1/inventory_item?limit=${limit}&offset=${offset + limit}` } : {}),
      inventoryItems: page.map(itemJson),
    };
  });

  router.get('/sell/inventory/v1/offer', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = market.listingBySku(id, String(ctx.query.sku ?? ''));
    const found = listing && offerOf(listing) ? [offerJson(listing)] : [];
    if (!found.length) return ebayError(ctx, 404, 25713, 'This Offer is not available.', 'sku');
    ctx.body = { total: found.length, offers: found };
  });

  const checkOffer = (ctx: Context, body: Json): boolean => {
    const price = body.pricingSummary?.price ?? body.pricingSummary?.auctionStartPrice;
    if (!price || minor(price.value) <= 0) { ebayError(ctx, 400, 25709, 'Invalid value for price. The price must be greater than 0.', 'pricingSummary.price'); return false; }
    return true;
  };

  /**
   * The offer's category is a leaf of the marketplace's tree (ebay-taxonomy.ts): else 25005, which eBay's Inventory
   * API contract (sell_inventory_v1_oas3, publishOffer, publishOfferByInventoryItemGroup and updateOffer, 400
   * x-response-codes) words "The eBay listing associated with the inventory item, or the unpublished offer has an
   * invalid category ID. {additionalInfo}", domain API_INVENTORY, category REQUEST. createOffer does not check it
   * (its contract lists no 25005: "categoryId … is not immediately required for an unpublished offer, but will be
   * required before publishing the offer"); the additionalInfo says why, as the Trading API's own refusal does
   * (error 87 "The category selected is not a leaf category").
   */
  const categoryAccepted = (ctx: Context, categoryId: string): boolean => {
    const problem = categoryProblem(categoryId);
    if (!problem) return true;
    const why = problem === 'missing' ? 'The offer has no categoryId: choose a leaf category.'
      : problem === 'unknown' ? `Category ${categoryId.slice(0, 20)} does not exist on this marketplace.`
        : `Category ${categoryId} is not a leaf category: choose one of its subcategories.`;
    ebayError(ctx, 400, 25005, `The eBay listing associated with the inventory item, or the unpublished offer has an invalid category ID. ${why}`, 'categoryId');
    return false;
  };

  router.post('/sell/inventory/v1/offer', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const body = (ctx.request.body ?? {}) as Json;
    const listing = market.listingBySku(id, String(body.sku ?? ''));
    if (!listing) return ebayError(ctx, 400, 25702, `The SKU ${body.sku} is not available in the system.`, 'sku');
    if (offerOf(listing)) return ebayError(ctx, 400, 25002, 'A user error has occurred. Offer entity already exists.', 'sku');
    if (!checkOffer(ctx, body)) return;
    const price = body.pricingSummary.price ?? body.pricingSummary.auctionStartPrice;
    const offerId = String(7_000_000_000 + ++offers + market.listings.size * 1000);
    market.updateListing(listing, { price: minor(price.value), currency: String(price.currency), attributes: { ...listing.attributes, offer: { offerId, marketplaceId: body.marketplaceId, format: body.format, categoryId: body.categoryId, listingPolicies: body.listingPolicies ?? null, merchantLocationKey: body.merchantLocationKey ?? null } } });
    ctx.status = 201;
    ctx.body = { offerId };
  });

  router.put('/sell/inventory/v1/offer/:offerId', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = byOffer(id, ctx.params.offerId!);
    if (!listing) return ebayError(ctx, 404, 25713, 'This Offer is not available.', 'offerId');
    const body = (ctx.request.body ?? {}) as Json;
    if (!checkOffer(ctx, body)) return;
    // A published offer is a live listing: updateOffer revises it, and refuses a category it could not list in.
    if (listing.status === 'ACTIVE' && !categoryAccepted(ctx, String(body.categoryId ?? ''))) return;
    const price = body.pricingSummary.price ?? body.pricingSummary.auctionStartPrice;
    market.updateListing(listing, { price: minor(price.value), currency: String(price.currency), attributes: { ...listing.attributes, offer: { ...offerOf(listing), format: body.format, categoryId: body.categoryId, listingPolicies: body.listingPolicies ?? null, merchantLocationKey: body.merchantLocationKey ?? null } } });
    ctx.status = 204;
  });

  router.post('/sell/inventory/v1/offer/:offerId/publish', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = byOffer(id, ctx.params.offerId!);
    if (!listing) return ebayError(ctx, 404, 25713, 'This Offer is not available.', 'offerId');
    if (!publishable(ctx, id, listing)) return;
    market.updateListing(listing, { status: 'ACTIVE' });
    const warnings = listing.description && listing.description.length >= 50 ? [] : [{ errorId: 25025, message: 'The description is short: listings with a fuller description sell better.' }];
    ctx.body = { listingId: listing.id, warnings };
  });

  /** What publishOffer checks of an offer (also each offer of a group at publishOfferByInventoryItemGroup). */
  function publishable(ctx: Context, id: string, listing: SandboxListing, group?: SandboxListing): boolean {
    const category = String(offerOf(listing).categoryId ?? '');
    if (!categoryAccepted(ctx, category)) return false;
    // "All three policies are required to publish offers" (Publishing offers), each the seller's own, of its kind.
    const policies = (offerOf(listing).listingPolicies ?? {}) as Json;
    for (const [kind, field, errorId] of [['fulfillment', 'fulfillmentPolicyId', 25007], ['payment', 'paymentPolicyId', 25008], ['return', 'returnPolicyId', 25009]] as Array<[PolicyKind, string, number]>) {
      const known = typeof policies[field] === 'string' ? policyOf(id, policies[field]) : undefined;
      if (!known || known.kind !== kind) { ebayError(ctx, 400, errorId, `Invalid ${kind} policy information. ${policies[field] ? `${field} ${policies[field]} is not one of your ${kind} policies.` : `The offer has no ${field}.`}`, `listingPolicies.${field}`); return false; }
    }
    // publishOffer "will fail if the offer does not have the merchantLocationKey" of a location the seller created.
    // Required item specifics (getItemAspectsForCategory's aspectRequired) of a category the sandbox has recorded:
    // eBay wraps its listing error 21919303 "The item specific Brand is missing. Add Brand to this listing, enter a
    // valid value, and then try again." in the Inventory API's 25002 "A user error has occurred. {additionalInfo}".
    // A variation's specifics are its own and its group's (inventory-item-groups.html: the group's aspects apply to
    // every variation).
    const aspects = { ...(((group?.attributes.group as Json | undefined)?.aspects ?? {}) as Json), ...((((listing.attributes.item as Json | undefined)?.product?.aspects) ?? {}) as Json) };
    const missing = missingRequiredAspects(category, aspects);
    if (missing.length) {
      ctx.status = 400;
      ctx.body = { errors: missing.map((name) => ({ errorId: 25002, domain: 'API_INVENTORY', category: 'REQUEST', message: `A user error has occurred. The item specific ${name} is missing. Add ${name} to this listing, enter a valid value, and then try again.`, parameters: [{ name: 'field', value: `product.aspects.${name}` }] })) };
      return false;
    }
    const locationKey = offerOf(listing).merchantLocationKey;
    if (typeof locationKey !== 'string' || !inventoryLocation(market, id, locationKey)) {
      ebayError(ctx, 400, 25002, 'A user error has occurred. No <Item.Country> exists or <Item.Country> is specified as an empty tag in the request.', 'merchantLocationKey');
      return false;
    }
    return true;
  }

  // ---- Inventory item groups: multiple-variation listings (inventory-item-groups.html) ---------------------
  // A group is kept as a listing of its own (attributes.group), keyed by its inventoryItemGroupKey as SKU; its
  // members are the inventory items (attributes.groupKey on each once published).
  const groupOf = (sellerId: string, key: string) => market.listingsOf(sellerId).find((l) => l.sku === key && l.attributes.group && l.status !== 'ENDED');

  router.put('/sell/inventory/v1/inventory_item_group/:key', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const body = (ctx.request.body ?? {}) as Json;
    const key = ctx.params.key!;
    // createOrReplaceInventoryItemGroup: "the only required elements are the inventoryItemGroupKey … and the
    // members of the inventory item group specified through the variantSKUs array"; each an existing inventory item.
    const skus: unknown = body.variantSKUs;
    if (!Array.isArray(skus) || !skus.length) return ebayError(ctx, 400, 25013, 'Invalid data in the Inventory Item Group. variantSKUs is required: name the inventory items of the group.', 'variantSKUs');
    const unknown = skus.filter((sku) => { const item = market.listingBySku(id, String(sku)); return !item || item.attributes.group; });
    if (unknown.length) return ebayError(ctx, 400, 25702, `The SKU ${unknown.join(', ')} is not available in the system.`, 'variantSKUs');
    const title = String(body.title ?? '');
    if (title.length > 80) return ebayError(ctx, 400, 25002, `A user error has occurred. The title may not be longer than 80 characters (it has ${title.length}).`, 'title');
    const existing = groupOf(id, key);
    const fields = { title: title || key, description: body.description ?? null };
    if (existing) market.updateListing(existing, { ...fields, attributes: { ...existing.attributes, group: body } });
    else market.createListing(id, { sku: key, ...fields, quantity: 0, price: 0, currency: 'GBP', status: 'INACTIVE', attributes: { group: body } });
    ctx.status = 204;
  });

  router.get('/sell/inventory/v1/inventory_item_group/:key', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const group = groupOf(id, ctx.params.key!);
    if (!group) return ebayError(ctx, 404, 25705, 'The Inventory Item Group named ' + ctx.params.key + ' could not be found or is not available in the system.', 'inventoryItemGroupKey');
    ctx.body = { inventoryItemGroupKey: group.sku, ...(group.attributes.group as Json) };
  });

  router.post('/sell/inventory/v1/offer/publish_by_inventory_item_group', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const body = (ctx.request.body ?? {}) as Json;
    const group = groupOf(id, String(body.inventoryItemGroupKey ?? ''));
    if (!group) return ebayError(ctx, 404, 25705, `The Inventory Item Group named ${body.inventoryItemGroupKey} could not be found or is not available in the system.`, 'inventoryItemGroupKey');
    const data = group.attributes.group as Json;
    // 25013 "Invalid data in the Inventory Item Group" (inventory-error-details.html): the group names what its
    // variations vary by (variesBy.specifications, required to publish: "Inventory item group fields"), and every
    // inventory item of the group has each of those aspects, with one of its values.
    const specifications = (data.variesBy?.specifications ?? []) as Array<{ name?: string; values?: string[] }>;
    if (!specifications.length || specifications.some((s) => !s.name || !Array.isArray(s.values) || !s.values.length)) {
      return ebayError(ctx, 400, 25013, 'Invalid data in the Inventory Item Group. variesBy.specifications is required: name each aspect the variations vary by, with its values.', 'variesBy.specifications');
    }
    const members = (data.variantSKUs as string[]).map((sku) => market.listingBySku(id, sku)!).filter(Boolean);
    const seen = new Map<string, string>();
    for (const member of members) {
      const aspects = ((member.attributes.item as Json)?.product?.aspects ?? {}) as Record<string, string[]>;
      const values = specifications.map((s) => aspects[s.name!]?.[0]);
      const bad = specifications.find((s, i) => !values[i] || !s.values!.includes(values[i]!));
      if (bad) return ebayError(ctx, 400, 25013, `Invalid data in the Inventory Item Group. VariationSpecifics or VariationSpecificsSet mismatch: SKU ${member.sku} has no ${bad.name} among ${bad.values!.join(', ')}.`, 'variesBy.specifications');
      const combination = values.join(' / ');
      if (seen.has(combination)) return ebayError(ctx, 400, 25013, `Invalid data in the Inventory Item Group. Variations ${seen.get(combination)} and ${member.sku} have the same specifics (${combination}).`, 'variantSKUs');
      seen.set(combination, member.sku);
    }
    // "any inventory items with missing required data/offers will not be in the newly-created listing": none at all is no listing.
    const offered = members.filter((m) => offerOf(m) && offerOf(m).marketplaceId === (body.marketplaceId ?? offerOf(m).marketplaceId));
    if (!offered.length) return ebayError(ctx, 400, 25013, 'Invalid data in the Inventory Item Group. No inventory item of the group has an offer to publish.', 'inventoryItemGroupKey');
    for (const member of offered) if (!publishable(ctx, id, member, group)) return;
    const variesBy = specifications.map((s) => ({ name: s.name!, values: s.values! }));
    market.updateListing(group, { status: 'ACTIVE', quantity: offered.reduce((n, m) => n + m.quantity, 0), price: Math.min(...offered.map((m) => m.price)), currency: offered[0]!.currency, attributes: { ...group.attributes, variesBy, offer: { ...offerOf(offered[0]!), offerId: null } } });
    for (const member of offered) {
      const aspects = ((member.attributes.item as Json).product.aspects ?? {}) as Record<string, string[]>;
      market.updateListing(member, { status: 'ACTIVE', attributes: { ...member.attributes, variationOf: group.id, variationValues: Object.fromEntries(variesBy.map((v) => [v.name, aspects[v.name]![0]])) } });
    }
    ctx.body = { listingId: group.id, warnings: [] };
  });

  router.post('/sell/inventory/v1/offer/withdraw_by_inventory_item_group', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const body = (ctx.request.body ?? {}) as Json;
    const group = groupOf(id, String(body.inventoryItemGroupKey ?? ''));
    if (!group) return ebayError(ctx, 404, 25705, `The Inventory Item Group named ${body.inventoryItemGroupKey} could not be found or is not available in the system.`, 'inventoryItemGroupKey');
    for (const sku of (group.attributes.group as Json).variantSKUs as string[]) {
      const member = market.listingBySku(id, sku);
      if (member) market.updateListing(member, { status: 'ENDED' });
    }
    market.updateListing(group, { status: 'ENDED' });
    ctx.status = 204;
  });

  router.post('/sell/inventory/v1/offer/:offerId/withdraw', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = byOffer(id, ctx.params.offerId!);
    if (!listing) return ebayError(ctx, 404, 25713, 'This Offer is not available.', 'offerId');
    market.updateListing(listing, { status: 'ENDED' });
    ctx.body = { listingId: listing.id };
  });

  router.post('/sell/inventory/v1/bulk_update_price_quantity', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const requests = ((ctx.request.body ?? {}) as Json).requests;
    if (!Array.isArray(requests) || requests.length < 1 || requests.length > 25) return ebayError(ctx, 400, 25002, 'A user error has occurred. Send 1 to 25 requests.', 'requests');
    ctx.body = {
      responses: requests.map((request: Json) => {
        const listing = market.listingBySku(id, String(request.sku ?? ''));
        if (!listing) return { statusCode: 404, sku: request.sku, errors: [{ errorId: 25702, message: `The SKU ${request.sku} is not available in the system.` }] };
        const change: Partial<SandboxListing> = {};
        const quantity = request.shipToLocationAvailability?.quantity ?? request.offers?.[0]?.availableQuantity;
        if (quantity !== undefined) {
          if (!Number.isInteger(quantity) || quantity < 0) return { statusCode: 400, sku: request.sku, errors: [{ errorId: 25002, message: 'The quantity must be 0 or more.', parameters: [{ name: 'field', value: 'availableQuantity' }] }] };
          change.quantity = quantity;
        }
        const price = request.offers?.[0]?.price;
        if (price) {
          if (minor(price.value) <= 0) return { statusCode: 400, sku: request.sku, errors: [{ errorId: 25709, message: 'Invalid value for price.', parameters: [{ name: 'field', value: 'price' }] }] };
          change.price = minor(price.value);
        }
        market.updateListing(listing, change);
        return { statusCode: 200, sku: request.sku, offerId: offerOf(listing)?.offerId };
      }),
    };
  });

  router.get('/sell/fulfillment/v1/order', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const since = /lastmodifieddate:\[([^.\]]+(?:\.\d+)?Z?)\.\.\]/.exec(String(ctx.query.filter ?? ''))?.[1];
    const limit = Math.min(Math.max(Number(ctx.query.limit) || 50, 1), 200);
    const offset = Math.max(Number(ctx.query.offset) || 0, 0);
    const all = [...market.orders.values()].filter((o) => o.sellerId === id && (!since || o.updatedAt >= since)).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.seq - b.seq);
    const page = all.slice(offset, offset + limit);
    ctx.body = {
      total: all.length, limit, offset, orders: page.map(orderJson),
      ...(offset + limit < all.length ? { next: `/sell/fulfillment/v1/order?filter=${encodeURIComponent(String(ctx.query.filter ?? ''))}&limit=${limit}&offset=${offset + limit}` } : {}),
    };
  });

  router.post('/sell/fulfillment/v1/order/:orderId/shipping_fulfillment', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const order = market.orderOf(id, ctx.params.orderId!);
    if (!order) return ebayError(ctx, 404, 32100, 'Invalid order ID', 'orderId', 'API_FULFILLMENT');
    const body = (ctx.request.body ?? {}) as Json;
    if (!body.trackingNumber) return ebayError(ctx, 400, 32210, 'Invalid tracking number', 'trackingNumber', 'API_FULFILLMENT');
    // shippingCarrierCode must be one of the carriers eBay lists (GeteBayDetails ShippingCarrierDetails); eBay answers
    // 32200 "Invalid shipping carrier code" otherwise (createShippingFulfillment's error list).
    if (!body.shippingCarrierCode || !EBAY_CARRIER_CODES.has(String(body.shippingCarrierCode))) return ebayError(ctx, 400, 32200, 'Invalid shipping carrier code', 'shippingCarrierCode', 'API_FULFILLMENT');
    const lineIds: string[] = Array.isArray(body.lineItems) && body.lineItems.length ? body.lineItems.map((l: Json) => String(l.lineItemId)) : order.lines.map((l) => l.lineId);
    const unknown = lineIds.filter((lineId) => !order.lines.some((l) => l.lineId === lineId));
    if (unknown.length) return ebayError(ctx, 400, 32110, `Invalid line item id ${unknown.join(', ')}`, 'lineItems.lineItemId', 'API_FULFILLMENT');
    if (!order.shipments.some((s) => s.trackingNumber === body.trackingNumber)) {
      const shipments = [...order.shipments, { carrier: String(body.shippingCarrierCode), trackingNumber: String(body.trackingNumber), shippedAt: String(body.shippedDate ?? new Date().toISOString()), lineIds }];
      market.touchOrder(order, { shipments, status: order.lines.every((l) => shipments.some((s) => s.lineIds.includes(l.lineId))) ? 'SHIPPED' : order.status });
    }
    ctx.status = 201;
    ctx.set('Location', `/sell/fulfillment/v1/order/${order.id}/shipping_fulfillment/${body.trackingNumber}`);
  });
}

/**
 * After-sale, as eBay has it:
 *   issueRefund  Fulfillment API POST /sell/fulfillment/v1/order/{order_id}/issue_refund
 *                (developer.ebay.com/api-docs/sell/fulfillment/resources/order/methods/issueRefund): reasonForRefund
 *                (ReasonForRefundEnum) is required, with orderLevelRefundAmount or refundItems; answers
 *                {refundId, refundStatus: PENDING}, and getOrder then lists it in paymentSummary.refunds. Refused: no
 *                reason or an unknown one, no amount, a currency not the order's, an unpaid order, more than is left
 *                to refund. eBay's issueRefund error table could not be read in full from any stored reference:
 *                the ids below follow the Fulfillment API's 32xxx numbering and are this sandbox's.
 *   cancellation Post-Order API POST /post-order/v2/cancellation {legacyOrderId, cancelReason} (the seller cancels;
 *                developer.ebay.com/Devzone/post-order/post-order_v2_cancellation__post.html), authorised
 *                "IAF <OAuth user token>"; answers {cancelId}. "If the seller has already shipped an order, the
 *                cancellation of the order is no longer possible" (RejectCancelRequest): refused.
 *   returns      Post-Order API GET /post-order/v2/return/search (creation_date_range_from, limit, offset) answering
 *                {members: [ReturnSummaryType…], paginationOutput, total}; each member's creationInfo holds the item
 *                (itemId, transactionId, returnQuantity), the reason (ReturnReasonEnum), comments and creationDate.
 */
const REFUND_REASONS = ['BUYER_CANCEL', 'BUYER_RETURN', 'ITEM_NOT_RECEIVED', 'SELLER_WRONG_ITEM', 'SELLER_OUT_OF_STOCK', 'SELLER_FOUND_CHEAPER_PRICE', 'OTHER'];
/** CancelReasonEnum's values a seller may give (developer.ebay.com/Devzone/post-order/types/CancelReasonEnum.html). */
const SELLER_CANCEL_REASONS = ['ADDRESS_ISSUES', 'BUYER_ASKED_CANCEL', 'OUT_OF_STOCK_OR_CANNOT_FULFILL'];

/**
 * A Post-Order API refusal in its own shape, not the RESTful APIs' `errors` (developer.ebay.com/Devzone/post-order/
 * ErrorResponse.html): `errorMessage.error[]` of errorId, domain (cancelErrorDomain for cancellations), severity,
 * category, message, `parameter` [{name, value}] and httpStatusCode. The ids are the sandbox's own: eBay's table of
 * Post-Order error numbers could not be read from a stored reference.
 */
function postOrderError(ctx: Context, status: number, errorId: number, message: string, name: string, value: unknown): void {
  ctx.status = status;
  ctx.body = { errorMessage: { error: [{ errorId, domain: 'cancelErrorDomain', severity: 'ERROR', category: 'REQUEST', message, parameter: [{ name, value: String(value ?? '') }], httpStatusCode: String(status) }] } };
}

function postOrderSeller(ctx: Context, market: SandboxMarketplace): string | undefined {
  const token = /^(?:IAF|TOKEN) (.+)$/.exec(ctx.get('authorization'))?.[1];
  const check = market.checkToken(token);
  if (check.ok) return check.sellerId;
  ctx.status = 401;
  ctx.body = { errors: [{ errorId: 1001, domain: 'OAuth', category: 'REQUEST', message: 'Invalid access token', longMessage: `Invalid access token (${check.reason}). The Post-Order API wants "Authorization: IAF <user access token>".` }] };
  return undefined;
}

function afterSaleRoutes(router: Router, market: SandboxMarketplace): void {
  router.get('/sell/fulfillment/v1/order/:orderId', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const order = market.orderOf(id, ctx.params.orderId!);
    if (!order) return ebayError(ctx, 404, 32100, 'Invalid order ID', 'orderId', 'API_FULFILLMENT');
    ctx.body = orderJson(order);
  });

  router.post('/sell/fulfillment/v1/order/:orderId/issue_refund', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const order = market.orderOf(id, ctx.params.orderId!);
    if (!order) return ebayError(ctx, 404, 32100, 'Invalid order ID', 'orderId', 'API_FULFILLMENT');
    // issueRefund is one of the calls eBay signs for UK and EU sellers ("Digital Signatures for APIs").
    const unsigned = signatureProblem(ctx);
    if (unsigned) return ebayError(ctx, 400, 215120, `Signature validation failed: ${unsigned}`, 'Signature', 'API_FULFILLMENT');
    const body = (ctx.request.body ?? {}) as Json;
    if (!REFUND_REASONS.includes(body.reasonForRefund)) return ebayError(ctx, 400, 32700, `Invalid reasonForRefund: use one of ${REFUND_REASONS.join(', ')}`, 'reasonForRefund', 'API_FULFILLMENT');
    const items: Json[] = Array.isArray(body.refundItems) ? body.refundItems : [];
    const amounts: Json[] = body.orderLevelRefundAmount ? [body.orderLevelRefundAmount] : items.map((i) => i.refundAmount ?? {});
    if (!amounts.length) return ebayError(ctx, 400, 32701, 'orderLevelRefundAmount or refundItems is required', 'orderLevelRefundAmount', 'API_FULFILLMENT');
    if (amounts.some((a) => a.currency !== order.currency)) return ebayError(ctx, 400, 32702, `The refund currency must be the order's (${order.currency})`, 'orderLevelRefundAmount.currency', 'API_FULFILLMENT');
    const wanted = amounts.reduce((sum, a) => sum + minor(a.value), 0);
    if (!Number.isInteger(wanted) || wanted <= 0 || amounts.some((a) => !(Number(a.value) > 0))) return ebayError(ctx, 400, 32703, 'The refund amount must be greater than 0', 'orderLevelRefundAmount.value', 'API_FULFILLMENT');
    if (order.status === 'UNPAID') return ebayError(ctx, 409, 32704, 'The order is not paid: there is nothing to refund', 'orderId', 'API_FULFILLMENT');
    const unknown = items.filter((i) => !order.lines.some((l) => l.lineId === i.lineItemId));
    if (unknown.length) return ebayError(ctx, 400, 32110, `Invalid line item id ${unknown.map((i) => i.lineItemId).join(', ')}`, 'refundItems.lineItemId', 'API_FULFILLMENT');
    const left = order.total - (order.refunds ?? []).reduce((sum, r) => sum + r.amount, 0);
    if (wanted > left) return ebayError(ctx, 409, 32705, `The refund amount ${value(wanted)} ${order.currency} is more than the ${value(left)} ${order.currency} left to refund on the order`, 'orderLevelRefundAmount.value', 'API_FULFILLMENT');
    const refund = refundOrder(market, order, wanted);
    if (typeof refund === 'string') return ebayError(ctx, 409, 32705, refund, 'orderLevelRefundAmount.value', 'API_FULFILLMENT');
    ctx.body = { refundId: refund.id, refundStatus: 'PENDING' };
  });

  router.post('/post-order/v2/cancellation', (ctx) => {
    const id = postOrderSeller(ctx, market);
    if (!id) return;
    const unsigned = signatureProblem(ctx);
    if (unsigned) return ebayError(ctx, 400, 215120, `Signature validation failed: ${unsigned}`, 'Signature', 'returnErrorDomain');
    const body = (ctx.request.body ?? {}) as Json;
    const order = typeof body.legacyOrderId === 'string' ? market.orderOf(id, body.legacyOrderId) : undefined;
    if (!order) return postOrderError(ctx, 400, 1605, 'Invalid legacyOrderId', 'legacyOrderId', body.legacyOrderId);
    // CancelReasonEnum marks each value as the buyer's or the seller's: a seller may give only these three.
    if (body.cancelReason !== undefined && !SELLER_CANCEL_REASONS.includes(body.cancelReason)) return postOrderError(ctx, 400, 1606, `Invalid cancelReason for a seller: use one of ${SELLER_CANCEL_REASONS.join(', ')}`, 'cancelReason', body.cancelReason);
    const cancelled = market.cancelOrder(order, 'SELLER', String(body.cancelReason ?? 'OUT_OF_STOCK_OR_CANNOT_FULFILL'));
    if (typeof cancelled === 'string') return postOrderError(ctx, 409, 1607, `The order is not eligible for cancellation: ${cancelled}`, 'legacyOrderId', body.legacyOrderId);
    ctx.status = 201;
    ctx.body = { cancelId: `5${order.seq.toString().padStart(9, '0')}` };
  });

  router.get('/post-order/v2/return/search', (ctx) => {
    const id = postOrderSeller(ctx, market);
    if (!id) return;
    const from = typeof ctx.query.creation_date_range_from === 'string' ? ctx.query.creation_date_range_from : '';
    const limit = Math.min(Math.max(Number(ctx.query.limit) || 25, 1), 200);
    const offset = Math.max(Number(ctx.query.offset) || 0, 0);
    const all = market.returnRequestsSince(id, 0).filter(({ request }) => !from || request.createdAt >= from);
    const page = all.slice(offset, offset + limit);
    ctx.body = {
      members: page.map(({ order, request }) => ({
        returnId: request.id, orderId: order.id, buyerLoginName: order.buyer.email.split('@')[0], currentType: 'MONEY_BACK', state: 'RETURN_REQUESTED', status: 'RETURN_REQUESTED',
        creationInfo: {
          item: { itemId: order.lines.find((l) => l.lineId === request.lineId)?.listingId, transactionId: request.lineId, returnQuantity: request.quantity },
          type: 'MONEY_BACK', reason: request.reason, reasonType: 'SNAD', ...(request.comment ? { comments: { content: request.comment } } : {}),
          creationDate: { value: request.createdAt },
        },
      })),
      paginationOutput: { limit, offset, totalEntries: all.length, totalPages: Math.ceil(all.length / limit) },
      total: all.length,
    };
  });
}

registerSandboxModule({
  type: 'EBAY',
  configure(market) {
    market.orderIdFor = (n) => `12-${String(10000 + n).padStart(5, '0')}-${String((n * 7919) % 100000).padStart(5, '0')}`;
    // The listing's page on its offer's site (www.ebay.de for EBAY_DE…).
    market.listingUrlFor = (listing) => listingUrl((listing.attributes.offer as Json | undefined)?.marketplaceId, listing.id);
  },
  routes: (router, market) => {
    listingAndOrderRoutes(router, market);
    afterSaleRoutes(router, market);
  },
});
