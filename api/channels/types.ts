/**
 * The one interface every marketplace adapter implements (api/channels/adapters/<type>.ts). Flows (listing
 * publish, order import, stock and price pushes, dispatch) talk only to this interface, never to a marketplace's
 * shapes, so adding a channel type is one adapter and one sandbox module.
 *
 * Money is in minor units (pence, cents) with its ISO currency, as everywhere in Sellyard; adapters convert to and
 * from the marketplace's own representation ("12.50" strings, {amount, divisor}, …).
 *
 * Every method throws a ChannelError (errors.ts) when the marketplace says no, so flows can tell a listing that
 * the marketplace refused (validation) from a token that was revoked (auth), a 429 (rate_limit), a 5xx or a
 * timeout (transient) and anything else (permanent).
 */

import type { CarrierKey } from './carrier-codes.ts';
import type { ChannelError } from './errors.ts';
import type { ImageSource } from './images.ts';

export type ChannelType = 'EBAY' | 'AMAZON' | 'ETSY' | 'WISH' | 'ONBUY' | 'SHOPIFY' | 'STORE';
export const CHANNEL_TYPES: ChannelType[] = ['EBAY', 'AMAZON', 'ETSY', 'WISH', 'ONBUY', 'SHOPIFY', 'STORE'];

/** Name/value pairs as stored (encrypted) on the sales channel: access_token, refresh_token, api_key, … */
export type Credentials = Record<string, string>;

/** What an adapter knows of the sales channel it works for. */
export interface ChannelAccount {
  id: string;
  accountId: string;
  type: ChannelType;
  name: string;
  /** eBay marketplace id (EBAY_GB), Amazon marketplace id (A1F83G8C2ARO7P); null for single-site channels. */
  marketplace: string | null;
  /** Shopify: name.myshopify.com; web store: its domain. */
  shopDomain: string | null;
}

/** Everything one adapter call needs. */
export interface AdapterContext {
  channel: ChannelAccount;
  credentials: Credentials;
  /** Where the marketplace's API is: the live host, or this process's sandbox (`…/sandbox/<type>`). */
  baseUrl: string;
  /** The HTTP client (http.ts): typed errors, timeout, JSON. Tests may pass one that records calls. */
  http: HttpClient;
  /**
   * Where product images are fetched from, for marketplaces that take the file (images.ts: fenced to public
   * hosts; placeholders for the demo's reserved hosts on SANDBOX channels). Default: images.ts's, placeholders
   * outside production.
   */
  images?: ImageSource;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Absolute URL, or a path appended to the context's baseUrl. */
  url: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON unless `form` is set. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (OAuth token endpoints). */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (file uploads: Etsy's listing images); fetch writes the boundary. */
  multipart?: FormData;
  /** Sent as is with its content type (the XML a carrier's tracking or SOAP service takes). */
  text?: { body: string; contentType: string };
  /** Milliseconds before the call is abandoned as a transient error (default 15000). */
  timeoutMs?: number;
  /**
   * A marketplace that says when to come back in its own header instead of Retry-After (Wish:
   * `Wish-Rate-Limit-Reset`, a time): its name, read for a 429 without Retry-After.
   */
  rateLimitResetHeader?: string;
  /** The answer is gzip-compressed JSON (a report document Amazon stores compressed): inflated before it is read. */
  gunzip?: boolean;
  /** A 2xx answer is a file (a carrier's PDF label): its bytes are answered as a Buffer, unread. */
  binary?: boolean;
}

export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface HttpClient {
  /**
   * Sends the request; answers 2xx responses. Non-2xx answers are thrown as ChannelErrors by status (401/403 auth,
   * 429 rate_limit with Retry-After, 5xx transient, other 4xx permanent) unless `interpret` turns the body into a
   * more precise ChannelError first (a marketplace's validation messages).
   */
  send<T = any>(request: HttpRequest, interpret?: (response: HttpResponse) => Error | undefined): Promise<HttpResponse<T>>;
}

/** A listing as Sellyard wants it on the marketplace. */
export interface ListingPayload {
  /** Sellyard's listing id (adapters may use it as an idempotency key or correlation id). */
  listingId: string;
  /** The marketplace's id once published (item id, listing id, product id…); null on first publish. */
  externalId: string | null;
  sku: string;
  title: string;
  description: string | null;
  /** Minor units. */
  price: number;
  currency: string;
  /** What the channel is offered (after the listing's quantity rule and the channel's buffer). */
  quantity: number;
  /** The channel's own fields (schemas/shared/listing-<channel>.schema.json): category, format, tags… */
  channelFields: Record<string, unknown>;
  product: {
    id: string;
    sku: string;
    barcode: string | null;
    brand: string | null;
    weightGrams: number | null;
    imageUrls: string[];
    /** The product's own condition (NEW, USED, REFURBISHED): what a listing without a condition of its own sends. */
    condition?: string | null;
  };
  /**
   * Where the stock ships from: the channel's first-choice location, else the account's default one (null when the
   * account has none). Marketplaces that want it named get it from here (eBay's inventory location).
   */
  shipsFrom?: ShipsFrom | null;
  /**
   * A parent product's listing: its variants, listed as one multi-variation listing (eBay inventory item group,
   * Amazon parent and children, Etsy inventory products with property values, Shopify options and variants, OnBuy
   * and Wish variants). Absent (or empty) for a single product. `sku`, `price` and `quantity` above are the
   * parent's (the family's SKU, the lowest price, the total quantity); each variation carries its own.
   */
  variations?: VariationPayload[];
  /**
   * The attributes the family varies by, in their position order, named as this channel calls them (the
   * attribute's `channel_names`, else its name), with the values the variations use in their order.
   */
  variesBy?: Array<{ name: string; values: string[] }>;
}

/** One variant of a family listing. */
export interface VariationPayload {
  productId: string;
  sku: string;
  title: string;
  /** Minor units. */
  price: number;
  quantity: number;
  barcode: string | null;
  imageUrls: string[];
  /** Its value of each `variesBy` attribute (channel names), in the same order. */
  values: Array<{ name: string; value: string }>;
}

export interface ShipsFrom {
  /** The location's code (unique in the account): what the marketplace's key for it is made from. */
  code: string;
  name: string;
  address: { line1?: string; line2?: string; city?: string; region?: string; postcode?: string; country?: string };
}

/** Where a listing is after publish/revise. */
export interface PublishedListing {
  externalId: string;
  url: string | null;
  /** Non-blocking notes from the marketplace (shown on the listing as WARNING issues). */
  warnings?: Array<{ code: string; message: string }>;
  /**
   * The marketplace holds the new listing for its own review before it sells (Wish): the listing stays submitted
   * until `checkListingReview` says APPROVED or REJECTED. `message` is what the merchant is told meanwhile.
   */
  review?: { message: string };
}

/** What a marketplace's review of a new listing decided, so far. */
export type ListingReview =
  | { status: 'PENDING' }
  | { status: 'APPROVED' }
  | { status: 'REJECTED'; reason: string };

/** Identifies a live listing to the marketplace (some key by their id, others by SKU). */
export interface ListingRef {
  externalId: string;
  sku: string;
  /** Some APIs need more (Shopify inventory item id, eBay offer id): what publish returned in `extra`. */
  channelFields?: Record<string, unknown>;
  /**
   * A variation of a family listing: `sku` above is the variation's, `externalId` the family's, and `channelFields`
   * holds the family's state merged with what publish returned for this variation (`extra.variations[sku]`).
   * `parentSku` is the family's SKU.
   */
  variation?: { parentSku: string; productId: string };
}

export interface ChannelAddress {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone?: string | null;
}

/** One listing's new quantity in a bulk push. */
export interface QuantityUpdate {
  ref: ListingRef;
  quantity: number;
}

/**
 * What a bulk call did with its items. A call that answers at all has applied every item it does not list here;
 * whatever stops the whole call (a refused token, a rate limit, an outage) is thrown instead, and since quantities
 * are absolute, sending its items again is harmless.
 */
export interface BulkOutcome {
  /** Items the marketplace refused, by index into the call's list, each with its own error. */
  refused: Array<{ index: number; error: ChannelError }>;
  /**
   * Items not applied because another one was refused (a marketplace that applies a call all or nothing, as
   * Shopify's inventorySetQuantities does): the flow sends them again without the refused ones.
   */
  unapplied?: number[];
  /** The marketplace accepted the call but finishes it later (Amazon's feeds): ask `bulkOutcome` then. */
  pending?: PendingBulk;
}

/** A bulk call the marketplace processes later: its id and when to ask how it went. */
export interface PendingBulk {
  id: string;
  checkAfterSeconds: number;
  /** What the outcome is read against: for a refund, the refunds the order held before it was sent. */
  held?: string[];
}

/** How a pending bulk call went: not yet (ask again later), or done with the items refused, by SKU. */
export type PendingBulkOutcome =
  | { done: false; checkAfterSeconds: number }
  | { done: true; refused: Array<{ sku: string; error: ChannelError }> };

export interface ChannelOrderLine {
  /** The marketplace's own line id (needed to send tracking per line). */
  lineRef: string;
  sku: string;
  title: string;
  quantity: number;
  /** Minor units, per unit, tax included as the marketplace charged it. */
  unitPrice: number;
  /** The marketplace's listing id, when it says. */
  externalListingId?: string | null;
}

/** A marketplace order, normalised. */
export interface ChannelOrder {
  /** The marketplace's order id: with the channel, the idempotency key of the import. */
  orderRef: string;
  placedAt: string;
  /** True when the buyer has paid (the order becomes PAID and allocates stock). */
  paid: boolean;
  /** True when the marketplace cancelled it. */
  cancelled: boolean;
  /**
   * Who cancelled it and why, when the marketplace says: the buyer (a cancellation the buyer asked for), the
   * marketplace itself (unpaid, fraud, …) or the seller. Kept on the cancelled order's reason.
   */
  cancellation?: {
    by: 'BUYER' | 'MARKETPLACE' | 'SELLER'; reason: string | null;
    /**
     * The buyer asked and the marketplace waits for the seller to cancel (Amazon's BuyerRequestedCancel): the import
     * cancels the order and sends the cancellation back (channel.cancel-order), as the buyer's.
     */
    awaitsSeller?: boolean;
  } | null;
  currency: string;
  buyer: { name: string; email: string | null };
  shippingAddress: ChannelAddress;
  lines: ChannelOrderLine[];
  /** Minor units. */
  shippingPrice: number;
  total: number;
  /** The marketplace's page for the order, for staff. */
  url?: string | null;
  /**
   * The marketplace ships the order from its own warehouse (Amazon FBA: FulfillmentChannel AFN): it is imported
   * already shipped from the channel's FBA location and never takes the seller's stock.
   */
  fulfilledByMarketplace?: boolean;
}

/** A page of results and where to continue. `cursor` is opaque to flows and stored on the channel. */
export interface Page<T> {
  items: T[];
  /** Pass back to get what comes after; store it once every item is saved. */
  cursor: string | null;
  /** More pages wait now (fetch again at once with `cursor`). */
  more: boolean;
}

/** A listing that already exists on the marketplace (listing import). */
export interface ExistingListing {
  externalId: string;
  sku: string;
  title: string;
  price: number;
  currency: string;
  quantity: number;
  status: 'ACTIVE' | 'OUT_OF_STOCK' | 'ENDED';
  url: string | null;
  /**
   * A multi-variation listing (a Shopify product with options, an eBay inventory item group): `sku` above is then
   * the family's (where the marketplace has none, what its variations' SKUs share), and this says what it varies by
   * and its variations. The import makes (or finds) the parent and its variant products from it, and links the
   * family as one listing.
   */
  family?: ExistingFamily;
}

export interface ExistingFamily {
  /** The options, as the marketplace names them, with their values in its order. */
  variesBy: Array<{ name: string; values: string[] }>;
  variations: Array<{
    sku: string;
    title: string;
    /** Minor units. */
    price: number;
    quantity: number;
    barcode?: string | null;
    /** Its value of each option. */
    values: Array<{ name: string; value: string }>;
    /** What the adapter keeps for this variation, as publish's `extra.variations[sku]` (a Shopify variant id…). */
    state?: Record<string, unknown>;
  }>;
  /** What the adapter keeps for the family, as publish's `extra` (a Shopify product gid…). */
  state?: Record<string, unknown>;
}

export interface Shipment {
  orderRef: string;
  /** The carrier's name, as staff know it. */
  carrier: string;
  /**
   * Who delivers, as marketplaces name carriers (carrier-codes.ts): each adapter sends its marketplace's code for
   * it. OTHER: a carrier the marketplace has no code for (sent by name where the marketplace takes one). Absent:
   * recognised from `carrier` (carrierKeyOf).
   */
  carrierKey?: CarrierKey;
  /**
   * This parcel's own reference within the order (a positive number, the same on every retry): a second shipment
   * of a split order is a second package, never an edit of the first. Absent: "1".
   */
  packageRef?: string;
  trackingNumber: string;
  shippedAt: string;
  lines: Array<{ lineRef: string; sku: string; quantity: number }>;
}

/**
 * Sellyard's settlement line types, signed as the settlement entity wants them: SALE ≥ 0 (what the buyer paid for
 * the order, shipping and tax included, so it matches the order's total), REFUND, FEE and SHIPPING_LABEL ≤ 0,
 * ADJUSTMENT either way (reserves, credits, fees given back).
 */
export type SettlementLineKind = 'SALE' | 'REFUND' | 'FEE' | 'SHIPPING_LABEL' | 'ADJUSTMENT';

export interface SettlementLinePayload {
  kind: SettlementLineKind;
  /** The marketplace's order id (the import's `channel_order_ref`), for lines that belong to an order. */
  orderRef: string | null;
  sku?: string | null;
  /** Minor units, signed (money into the seller's balance is positive). */
  amount: number;
  description: string;
  /** When the marketplace booked it (ISO 8601). */
  postedAt?: string | null;
}

/** One payout of the marketplace to the seller's bank, with the transactions it pays out. */
export interface SettlementPayload {
  /** The marketplace's payout id: with the channel, what makes fetching twice import it once. */
  payoutId: string;
  /** The first and last day of the transactions it holds (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  /** The day the money was sent to the bank (YYYY-MM-DD), when the marketplace says. */
  depositDate: string | null;
  currency: string;
  /** The payout's amount as the marketplace states it (minor units): the lines must add up to it. */
  reportedTotal: number;
  lines: SettlementLinePayload[];
}

/** One SKU's stock in the marketplace's own warehouses (Amazon FBA), as the marketplace counts it. */
export interface WarehouseStock {
  sku: string;
  /** Units the marketplace can ship now (FBA `fulfillableQuantity`). */
  fulfillable: number;
  /** Units on their way to or being received at its warehouses (not sellable yet). */
  inbound: number;
}

/** An order the seller asks the marketplace to ship from its warehouse (Amazon Multi-Channel Fulfilment). */
export interface FulfilmentRequest {
  /** The seller's id for it (Sellyard's order number): unique, and what every later call names. */
  ref: string;
  /** Shown to the recipient (packing slip). */
  displayRef: string;
  placedAt: string;
  comment: string;
  speed: 'Standard' | 'Expedited' | 'Priority';
  address: ChannelAddress;
  lines: Array<{ lineRef: string; sku: string; quantity: number }>;
}

/** Where a fulfilment order is, and the parcels it left in. */
export interface FulfilmentState {
  /** The marketplace's status word (RECEIVED, PLANNING, PROCESSING, COMPLETE, CANCELLED, UNFULFILLABLE…). */
  status: string;
  /** True once nothing more will ship (complete, cancelled or refused). */
  finished: boolean;
  parcels: Array<{ ref: string; carrier: string; trackingNumber: string; shippedAt: string; lines: Array<{ lineRef: string; sku: string; quantity: number }> }>;
}

/** A marketplace that keeps the seller's stock in its own warehouses and ships from them (Amazon FBA). */
export interface WarehouseService {
  /** The stock it holds for the seller, a page at a time from the cursor (null: the first page). */
  stock(ctx: AdapterContext, cursor: string | null): Promise<Page<WarehouseStock>>;
  /** Asks it to ship an order for another channel; placing the same `ref` again places nothing twice. */
  createFulfilmentOrder(ctx: AdapterContext, request: FulfilmentRequest): Promise<void>;
  /** Where that order is (null: it has no such order). */
  fulfilmentOrder(ctx: AdapterContext, ref: string): Promise<FulfilmentState | null>;
}

/** A refund Sellyard asks the marketplace to give the buyer of an order (a refunded return). */
export interface RefundRequest {
  orderRef: string;
  /** Sellyard's id of the refund (the return's): an idempotency key where the marketplace takes one. */
  refundId: string;
  /** Minor units, more than 0. */
  amount: number;
  currency: string;
  /** Why, in words (the return's reasons): a comment where the marketplace keeps one. */
  comment: string | null;
  /** Whether the goods came back (a return) rather than the order being given up before it shipped. */
  returned: boolean;
  /** The marketplace lines the refund is for, by their ids as imported, with the units returned. */
  lines: Array<{ lineRef: string; sku: string; quantity: number }>;
}

/**
 * Why the seller cancels, as the merchant chose it (the sales order's `cancel_reason`); each adapter says it in its
 * marketplace's own terms (cancel-reasons.ts in each adapter's folder, or beside its `cancelOrder`).
 */
export type SellerCancelReason = 'OUT_OF_STOCK' | 'BUYER_ASKED' | 'UNDELIVERABLE_ADDRESS' | 'PRICING_ERROR' | 'SUSPECTED_FRAUD' | 'PAYMENT_DECLINED' | 'OTHER';

/** A cancellation Sellyard sends to the marketplace (the seller cancels the whole order). */
export interface CancelRequest {
  orderRef: string;
  /** The merchant's reason; null on orders cancelled before reasons were a choice (sent as the marketplace's "other"). */
  reason: SellerCancelReason | null;
  /**
   * The seller grants the buyer's request (the import cancelled an order the buyer asked to cancel on Amazon):
   * sent as the buyer's, whatever `reason` says.
   */
  buyerRequested?: boolean;
}

/** A refund the marketplace holds for an order (issued by Sellyard or by hand). */
export interface MarketplaceRefund {
  refundRef: string;
  /** Minor units. */
  amount: number;
  /** ISO 8601, when the marketplace says. */
  createdAt: string | null;
}

/** A buyer's return request on the marketplace, normalised. */
export interface ChannelReturnRequest {
  /** The marketplace's id of the return: with the order, the idempotency key of the import. */
  returnRef: string;
  orderRef: string;
  createdAt: string;
  /** The buyer's reason in the marketplace's words (its code: NOT_AS_DESCRIBED, Defective…). */
  reason: string | null;
  comment: string | null;
  lines: Array<{ lineRef: string | null; sku: string | null; quantity: number }>;
}

/** A leaf category a marketplace suggests for a merchant's words. */
export interface CategorySuggestion {
  id: string;
  name: string;
  /** Its ancestors' names, from the top of the tree down to its parent (the tree's root left out). */
  path: string[];
}

/** One item specific (eBay aspect) a category takes, as its listing form asks for it. */
export interface CategoryAspect {
  name: string;
  /** The marketplace refuses to list without it. */
  required: boolean;
  /** Not required, but the marketplace recommends it (shown before the optional ones). */
  recommended: boolean;
  /** SELECTION_ONLY: one of `values`; FREE_TEXT: `values` are suggestions, anything else may be typed. */
  mode: 'FREE_TEXT' | 'SELECTION_ONLY';
  /** Takes more than one value. */
  multiple: boolean;
  /** May tell variations apart (a variation listing's Size, Colour). */
  forVariations: boolean;
  /** Longest value, when the marketplace says. */
  maxLength: number | null;
  values: string[];
  /** The words for each of `values`, where the marketplace's values are codes (Amazon's enumNames: GB → United Kingdom). */
  valueNames?: string[];
  /** What the form shows, where `name` is the marketplace's key rather than words (Amazon: the attribute's title). */
  title?: string;
  /** The marketplace's own help for it. */
  description?: string;
  /** Each value goes with this language tag (Amazon's text attributes): the form stores it beside the value. */
  languageTag?: string;
}

/** A marketplace's category tree, for the listing form (eBay's Taxonomy API; Amazon's product types). */
export interface CategoryService {
  /** The form of a category's id (eBay: a number; Amazon: a product type's name, SWEATER), and it in words. */
  idPattern: RegExp;
  idRule: string;
  /** The calls take the seller's own token (Amazon): the channel must be connected. eBay's take an application token. */
  sellerCredentials?: boolean;
  /** Leaf categories for the words, best first (none: an empty list). */
  suggest(ctx: AdapterContext, query: string): Promise<CategorySuggestion[]>;
  /** The item specifics of a leaf category. */
  aspects(ctx: AdapterContext, categoryId: string): Promise<CategoryAspect[]>;
}

export interface ChannelAdapter {
  type: ChannelType;
  /** Marketplaces whose listings name a category of their tree, found by words (eBay: the Taxonomy API). */
  categories?: CategoryService;
  /** Marketplaces with their own warehouses (Amazon FBA): inventory and Multi-Channel Fulfilment. */
  warehouse?: WarehouseService;
  /**
   * True when publishListing lists a family (`ListingPayload.variations`) as one multi-variation listing. A family
   * listing on a channel whose adapter does not is refused on the listing, never sent as a single product.
   */
  variations?: boolean;
  /**
   * Why this marketplace does not take a family as Sellyard models it (one listing, one set of channel fields):
   * said on the refused listing instead of the general "not yet".
   */
  variationsRefusal?: string;
  /** The live API's base URL for this channel (overridable per type by environment: see base-url.ts). */
  liveBaseUrl(channel: ChannelAccount): string;
  /**
   * OAuth: exchange an authorisation code for credentials (channels without OAuth: omit). `codeVerifier` is the
   * PKCE verifier whose challenge went with the consent URL (marketplaces that use PKCE: see `pkce`).
   */
  exchangeCode?(ctx: AdapterContext, code: string, redirectUri: string, codeVerifier?: string): Promise<Credentials>;
  /** True when the marketplace's OAuth needs PKCE (RFC 7636, S256): the connect flow then sends a challenge. */
  pkce?: boolean;
  /** New credentials from the refresh token; null when this channel's tokens do not expire. */
  refreshCredentials(ctx: AdapterContext): Promise<Credentials | null>;
  /** A cheap authenticated call that proves the credentials work (the `verify` transition). */
  checkConnection(ctx: AdapterContext): Promise<void>;
  publishListing(ctx: AdapterContext, listing: ListingPayload): Promise<PublishedListing & { extra?: Record<string, unknown> }>;
  reviseListing(ctx: AdapterContext, listing: ListingPayload & { externalId: string }): Promise<PublishedListing>;
  endListing(ctx: AdapterContext, ref: ListingRef): Promise<void>;
  setQuantity(ctx: AdapterContext, ref: ListingRef, quantity: number): Promise<void>;
  /**
   * Many listings' quantities in one call of the marketplace's own bulk endpoint, where it has one: at most
   * `quantityBatchSize` updates (the flow cuts longer lists). Refusals come back item by item (BulkOutcome).
   */
  setQuantities?(ctx: AdapterContext, updates: QuantityUpdate[]): Promise<BulkOutcome>;
  /** The most updates one `setQuantities` call takes (the marketplace's published limit). */
  quantityBatchSize?: number;
  /** How a bulk call answered with `pending` went (Amazon: the feed's processing report). */
  bulkOutcome?(ctx: AdapterContext, pending: PendingBulk): Promise<PendingBulkOutcome>;
  setPrice(ctx: AdapterContext, ref: ListingRef, price: number, currency: string): Promise<void>;
  /** Orders created or changed since the cursor (null: the channel's first sync; adapters start from 30 days ago). */
  fetchOrders(ctx: AdapterContext, cursor: string | null): Promise<Page<ChannelOrder>>;
  /** Tell the marketplace the order was taken in (where it has such a call; a no-op otherwise). */
  acknowledgeOrder(ctx: AdapterContext, orderRef: string): Promise<void>;
  /**
   * The same for many orders in as few calls as the marketplace allows, where it takes a list (OnBuy, the web
   * store); without it the import acknowledges order by order, a few at once.
   */
  acknowledgeOrders?(ctx: AdapterContext, orderRefs: string[]): Promise<void>;
  sendShipment(ctx: AdapterContext, shipment: Shipment): Promise<void>;
  fetchListings(ctx: AdapterContext, cursor: string | null): Promise<Page<ExistingListing>>;
  /**
   * Payouts completed since the cursor (null: the first fetch; adapters look back 90 days), oldest first, only
   * once the marketplace will not change them any more (paid out, closed). Marketplaces whose public API publishes
   * no payouts leave it out.
   */
  fetchSettlements?(ctx: AdapterContext, cursor: string | null): Promise<Page<SettlementPayload>>;
  /**
   * Gives the buyer money back on the marketplace (eBay issueRefund, Shopify refundCreate…), where its API can.
   * Marketplaces without one leave it out: the merchant is asked to refund there by hand.
   */
  refundOrder?(ctx: AdapterContext, refund: RefundRequest): Promise<MarketplaceRefund | { pending: PendingBulk }>;
  /**
   * The refunds the marketplace holds for an order: what a retry looks at before refunding again (an answer lost
   * to a timeout or a 5xx may hide a refund that was made).
   */
  orderRefunds?(ctx: AdapterContext, orderRef: string): Promise<MarketplaceRefund[]>;
  /**
   * Cancels an order on the marketplace (the seller cancels), where its API can; refused once it has shipped.
   * `buyerRequested`: the seller grants the buyer's request (Amazon's BuyerCanceled, which spares the seller's
   * cancellation rate).
   */
  cancelOrder?(ctx: AdapterContext, order: CancelRequest): Promise<void | { pending: PendingBulk }>;
  /**
   * Where a cancellation the marketplace finishes later is (`cancelOrder` answered `pending`: Amazon's order
   * acknowledgement feed): still being processed, or done. Throws the marketplace's refusal (validation).
   */
  cancelOutcome?(ctx: AdapterContext, order: CancelRequest, pending: PendingBulk): Promise<{ done: false; checkAfterSeconds: number } | { done: true }>;
  /**
   * Where a refund the marketplace finishes later is (`refundOrder` answered `pending`: Amazon's adjustment feed):
   * still being processed, or done with the refund the marketplace made. Throws the marketplace's refusal.
   */
  refundOutcome?(ctx: AdapterContext, refund: RefundRequest, pending: PendingBulk): Promise<{ done: false; checkAfterSeconds: number } | { done: true; refund: MarketplaceRefund }>;
  /** Buyers' return requests created since the cursor (null: the first fetch; adapters look back 30 days). */
  fetchReturnRequests?(ctx: AdapterContext, cursor: string | null): Promise<Page<ChannelReturnRequest>>;
  /** Marketplaces that review new listings (`PublishedListing.review`): where the review of this listing is. */
  checkListingReview?(ctx: AdapterContext, ref: ListingRef): Promise<ListingReview>;
}
