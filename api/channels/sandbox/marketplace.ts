/**
 * The state of one simulated marketplace (one per channel type): its sellers and their OAuth tokens, listings,
 * orders and the faults tests ask it to inject. Marketplace-neutral: each channel type's module (modules/<type>.ts)
 * speaks that marketplace's request and response shapes on top of it.
 *
 * Tokens: the sandbox issues `sbx_` tokens through its OAuth endpoints, and also accepts an `sbx_` token it has
 * never seen as a new seller's (so demo channels seeded with such a token keep working after a restart of a
 * sandbox that forgot them); a revoked or expired token is refused until refreshed or reconnected. Such a seller's
 * id is a digest of the whole token (`demoSellerId`), so two channels with different tokens are two sellers: an
 * earlier version took the token's first 12 characters, which made every account's seeded `sbx_ebay-access-demo-…`
 * one seller and imported each of its orders into two accounts (issue 24, finding 4).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SandboxPayout, SandboxRefund } from './payouts.ts';

export interface SandboxListing {
  id: string;
  sellerId: string;
  sku: string;
  title: string;
  description: string | null;
  /** Minor units. */
  price: number;
  currency: string;
  quantity: number;
  status: 'ACTIVE' | 'INACTIVE' | 'ENDED';
  url: string;
  /** What only this marketplace keeps (category, aspects, tags, offer id, inventory item id…). */
  attributes: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export interface SandboxAddress { name: string; line1: string; line2: string | null; city: string; region: string | null; postcode: string; country: string; phone: string | null }

export interface SandboxOrderLine { lineId: string; listingId: string; sku: string; title: string; quantity: number; unitPrice: number }

export interface SandboxShipment { carrier: string; trackingNumber: string; shippedAt: string; lineIds: string[] }

export interface SandboxOrder {
  id: string;
  sellerId: string;
  /** Increases on every change: the order feed's cursor. */
  seq: number;
  status: 'PAID' | 'UNPAID' | 'SHIPPED' | 'CANCELLED';
  acknowledged: boolean;
  currency: string;
  buyer: { name: string; email: string };
  shippingAddress: SandboxAddress;
  lines: SandboxOrderLine[];
  shippingPrice: number;
  total: number;
  shipments: SandboxShipment[];
  /** Money given back to the buyer (payouts.ts). */
  refunds?: SandboxRefund[];
  /** The payout that paid this order out, once one has (payouts.ts). */
  settledIn?: string;
  /** Who cancelled the order, why and when (once CANCELLED). */
  cancellation?: SandboxCancellation;
  /** The buyer's return requests, oldest first. */
  returnRequests?: SandboxReturnRequest[];
  /**
   * The buyer asked to cancel and the seller has not answered yet (marketplaces where a buyer's cancellation is a
   * request to the seller: Amazon's BuyerRequestedCancel). The order stays open until the seller cancels it.
   */
  cancelRequest?: { reason: string; at: string };
  createdAt: string;
  updatedAt: string;
}

/** Who cancels an order: the buyer (a request the marketplace grants before dispatch), the marketplace, the seller. */
export type CancelledBy = 'BUYER' | 'MARKETPLACE' | 'SELLER';

export interface SandboxCancellation { by: CancelledBy; reason: string; at: string }

export interface SandboxReturnRequest {
  id: string;
  /** The order line asked about, and how many of its units. */
  lineId: string;
  sku: string;
  quantity: number;
  /** The marketplace's reason code (eBay's ReturnReasonEnum, Amazon's return reason). */
  reason: string;
  comment: string | null;
  createdAt: string;
  /** Increases on every new request: the return feed's cursor. */
  seq: number;
}

export interface FaultRule {
  /** HTTP status to answer (429, 500, 503…); omitted with `delayMs` for a timeout. */
  status?: number;
  /** Seconds for the Retry-After header of a 429/503. */
  retryAfterSeconds?: number;
  /** Hold the answer this long first (longer than the adapter's timeout: a timeout). */
  delayMs?: number;
  /** Only requests whose path contains this. */
  pathContains?: string;
  /** How many requests it applies to; then it is used up. */
  remaining: number;
  /** Matching requests let through before it applies (a fault in the middle of a run of calls). */
  skip?: number;
  /**
   * The marketplace does the work, then the answer is lost: `status` replaces what it answered (a gateway's 502 or
   * a 500 after the refund was made). What a retry must survive without doing the work twice.
   */
  afterHandler?: boolean;
  /** Only requests of these sellers (a tenant's faults: its own channels' calls); every request when absent. */
  sellers?: string[];
}

interface TokenRecord { sellerId: string; kind: 'access' | 'refresh'; expiresAt: number | null; revoked: boolean }

export type TokenCheck = { ok: true; sellerId: string } | { ok: false; reason: 'missing' | 'unknown' | 'revoked' | 'expired' };

const ACCESS_TOKEN_SECONDS = 2 * 60 * 60;

const DEMO_TOKEN = /^sbx_[A-Za-z0-9_-]{8,}$/;

/** The seller an `sbx_` token names when the sandbox has not issued it (seeded demo channels): one per token. */
export function demoSellerId(token: string): string {
  return `seller-${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
}
const DEMO_BUYERS = [
  { name: 'Alice Walker', email: 'alice.walker@example.com', line1: '12 High Street', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB' },
  { name: 'Ben Okafor', email: 'ben.okafor@example.com', line1: '7 Mill Lane', city: 'Bristol', postcode: 'BS1 5TR', country: 'GB' },
  { name: 'Chloé Martin', email: 'chloe.martin@example.fr', line1: '3 rue des Lilas', city: 'Lyon', postcode: '69003', country: 'FR' },
];

export class SandboxMarketplace {
  readonly type: string;
  private seq = 0;
  private orderNumber = 0;
  readonly listings = new Map<string, SandboxListing>();
  /** Each seller's listings in the order made, and by SKU: look-ups without a scan of every listing (10,000s in a bench). */
  private bySeller = new Map<string, SandboxListing[]>();
  private bySku = new Map<string, SandboxListing[]>();
  /** How many times each listing's quantity was written since the sandbox started (tests: nothing sent twice). */
  readonly quantityWrites = new Map<string, number>();
  readonly orders = new Map<string, SandboxOrder>();
  private tokens = new Map<string, TokenRecord>();
  private codes = new Map<string, { sellerId: string; expiresAt: number; codeChallenge?: string }>();
  private faults: FaultRule[] = [];
  /** Payouts made to sellers, oldest first (payouts.ts decides what they hold). */
  readonly payouts: SandboxPayout[] = [];
  /** How this marketplace writes an order id from a running number (eBay 12-34567-89012, Amazon 203-…). */
  orderIdFor: (n: number) => string = (n) => String(100000 + n);
  /** How it writes a listing's public URL. */
  listingUrlFor: (listing: SandboxListing) => string = (listing) => `https://sandbox.invalid/${this.type.toLowerCase()}/${listing.id}`;
  /** How it writes a new seller's id (Amazon's selling partner ids look like A2EUQ1WTGCTBG2). */
  newSellerId: () => string = () => `seller-${randomBytes(6).toString('hex')}`;
  /** What its consent page sends back besides `code` and `state` (Amazon: the `selling_partner_id`). */
  consentParams: (sellerId: string) => Record<string, string> = () => ({});
  /** Called after every change (persistence). */
  onChange: () => void = () => {};

  constructor(type: string) {
    this.type = type;
  }

  private now(): string {
    return new Date().toISOString();
  }

  private changed(): void {
    this.onChange();
  }

  nextSeq(): number {
    return ++this.seq;
  }

  // ---- OAuth ------------------------------------------------------------------------------------------------

  /**
   * A one-time authorisation code for a new seller (or `sellerId`), valid 10 minutes. With a PKCE `codeChallenge`
   * (S256, RFC 7636), the code is redeemed only with the verifier it was made from.
   */
  issueCode(sellerId = this.newSellerId(), codeChallenge?: string): string {
    const code = `sbxcode_${randomBytes(16).toString('base64url')}`;
    this.codes.set(code, { sellerId, expiresAt: Date.now() + 10 * 60_000, ...(codeChallenge ? { codeChallenge } : {}) });
    return code;
  }

  /** Trades a code for tokens once; null when unknown, used, expired, or (PKCE) the verifier does not match. */
  redeemCode(code: string, codeVerifier?: string): { accessToken: string; refreshToken: string; expiresIn: number; sellerId: string } | null {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    if (!entry || entry.expiresAt < Date.now()) return null;
    if (entry.codeChallenge && (!codeVerifier || createHash('sha256').update(codeVerifier).digest('base64url') !== entry.codeChallenge)) return null;
    this.changed();
    return this.issueTokens(entry.sellerId);
  }

  issueTokens(sellerId = this.newSellerId()): { accessToken: string; refreshToken: string; expiresIn: number; sellerId: string } {
    const accessToken = `sbx_${randomBytes(24).toString('base64url')}`;
    const refreshToken = `sbxr_${randomBytes(24).toString('base64url')}`;
    this.tokens.set(accessToken, { sellerId, kind: 'access', expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000, revoked: false });
    this.tokens.set(refreshToken, { sellerId, kind: 'refresh', expiresAt: null, revoked: false });
    this.changed();
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS, sellerId };
  }

  /** A new access token for a valid refresh token; null when it is unknown or revoked. */
  refresh(refreshToken: string): { accessToken: string; refreshToken: string; expiresIn: number; sellerId: string } | null {
    const record = this.tokens.get(refreshToken);
    if (!record || record.kind !== 'refresh' || record.revoked) return null;
    const accessToken = `sbx_${randomBytes(24).toString('base64url')}`;
    this.tokens.set(accessToken, { sellerId: record.sellerId, kind: 'access', expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000, revoked: false });
    this.changed();
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS, sellerId: record.sellerId };
  }

  checkToken(token: string | null | undefined): TokenCheck {
    if (!token) return { ok: false, reason: 'missing' };
    let record = this.tokens.get(token);
    if (!record && DEMO_TOKEN.test(token)) {
      // A demo token this sandbox has not met yet: a seller of its own (see the file's comment).
      record = { sellerId: demoSellerId(token), kind: 'access', expiresAt: null, revoked: false };
      this.tokens.set(token, record);
      this.changed();
    }
    if (!record || record.kind !== 'access') return { ok: false, reason: 'unknown' };
    if (record.revoked) return { ok: false, reason: 'revoked' };
    if (record.expiresAt !== null && record.expiresAt < Date.now()) return { ok: false, reason: 'expired' };
    return { ok: true, sellerId: record.sellerId };
  }

  /**
   * The seller a credential names, whatever its state (revoked and expired tokens still say whose they are), without
   * recording anything: what the control API uses to find the sellers of a tenant's channels. Undefined when the
   * value is no token of this marketplace.
   */
  sellerOfToken(token: string): string | undefined {
    const record = this.tokens.get(token);
    if (record) return record.sellerId;
    return DEMO_TOKEN.test(token) ? demoSellerId(token) : undefined;
  }

  /** Revokes every token of the seller the token belongs to (the seller withdrew consent). Answers how many. */
  revokeSellerOf(token: string): number {
    const check = this.checkToken(token);
    const sellerId = this.tokens.get(token)?.sellerId ?? (check.ok ? check.sellerId : undefined);
    if (!sellerId) return 0;
    let count = 0;
    for (const record of this.tokens.values()) {
      if (record.sellerId === sellerId && !record.revoked) {
        record.revoked = true;
        count += 1;
      }
    }
    this.changed();
    return count;
  }

  /** Makes an access token expired now (to test refresh). */
  expireToken(token: string): boolean {
    const record = this.tokens.get(token);
    if (!record) return false;
    record.expiresAt = Date.now() - 1;
    this.changed();
    return true;
  }

  // ---- Listings -----------------------------------------------------------------------------------------------

  createListing(sellerId: string, data: Omit<SandboxListing, 'id' | 'sellerId' | 'url' | 'createdAt' | 'updatedAt'> & { id?: string }): SandboxListing {
    const now = this.now();
    const listing: SandboxListing = { ...data, id: data.id ?? String(110000000000 + this.nextSeq()), sellerId, url: '', createdAt: now, updatedAt: now };
    listing.url = this.listingUrlFor(listing);
    this.listings.set(listing.id, listing);
    this.index(listing);
    this.changed();
    return listing;
  }

  updateListing(listing: SandboxListing, changes: Partial<Omit<SandboxListing, 'id' | 'sellerId'>>): SandboxListing {
    if (changes.quantity !== undefined) this.quantityWrites.set(listing.id, (this.quantityWrites.get(listing.id) ?? 0) + 1);
    const renamed = changes.sku !== undefined && changes.sku !== listing.sku;
    if (renamed) this.unindexSku(listing);
    Object.assign(listing, changes, { updatedAt: this.now() });
    if (renamed) this.push(this.bySku, this.skuKey(listing.sellerId, listing.sku), listing);
    this.changed();
    return listing;
  }

  private skuKey(sellerId: string, sku: string): string {
    return `${sellerId}\u0000${sku}`;
  }

  private push(map: Map<string, SandboxListing[]>, key: string, listing: SandboxListing): void {
    const list = map.get(key);
    if (list) list.push(listing);
    else map.set(key, [listing]);
  }

  private index(listing: SandboxListing): void {
    this.push(this.bySeller, listing.sellerId, listing);
    this.push(this.bySku, this.skuKey(listing.sellerId, listing.sku), listing);
  }

  private unindexSku(listing: SandboxListing): void {
    const key = this.skuKey(listing.sellerId, listing.sku);
    const rest = (this.bySku.get(key) ?? []).filter((l) => l !== listing);
    if (rest.length) this.bySku.set(key, rest);
    else this.bySku.delete(key);
  }

  listingOf(sellerId: string, id: string): SandboxListing | undefined {
    const listing = this.listings.get(id);
    return listing?.sellerId === sellerId ? listing : undefined;
  }

  listingBySku(sellerId: string, sku: string): SandboxListing | undefined {
    return this.bySku.get(this.skuKey(sellerId, sku))?.find((listing) => listing.status !== 'ENDED');
  }

  listingsOf(sellerId: string): SandboxListing[] {
    return [...(this.bySeller.get(sellerId) ?? [])].sort((a, b) => a.id.localeCompare(b.id));
  }

  /** The seller's listings in the order made (no sort: for building a look-up of one request). */
  sellerListings(sellerId: string): readonly SandboxListing[] {
    return this.bySeller.get(sellerId) ?? [];
  }

  // ---- Orders -------------------------------------------------------------------------------------------------

  /**
   * A buyer orders `quantity` of the live listing with `sku` (of `sellerId`, or the only seller with such a live
   * listing). The listing's quantity goes down, as on a marketplace. Errors are sentences for the control API.
   */
  placeOrder(request: { sku: string; quantity: number; sellerId?: string; sellers?: ReadonlySet<string>; paid?: boolean; buyerIndex?: number }): SandboxOrder | string {
    const candidates = [...this.listings.values()].filter((l) => l.sku === request.sku && l.status === 'ACTIVE' && (!request.sellerId || l.sellerId === request.sellerId) && (!request.sellers || request.sellers.has(l.sellerId)));
    if (!candidates.length) return `no live listing with SKU ${request.sku}${request.sellerId ? ` for seller ${request.sellerId}` : ''}`;
    const sellers = new Set(candidates.map((l) => l.sellerId));
    if (sellers.size > 1) return `${sellers.size} sellers list SKU ${request.sku}: name the seller`;
    const listing = candidates[0]!;
    if (listing.quantity < request.quantity) return `the listing offers ${listing.quantity}, fewer than ${request.quantity}`;
    const buyer = DEMO_BUYERS[(request.buyerIndex ?? this.orderNumber) % DEMO_BUYERS.length]!;
    const now = this.now();
    const number = ++this.orderNumber;
    const shippingPrice = 399;
    const order: SandboxOrder = {
      id: this.orderIdFor(number),
      sellerId: listing.sellerId,
      seq: this.nextSeq(),
      status: request.paid === false ? 'UNPAID' : 'PAID',
      acknowledged: false,
      currency: listing.currency,
      buyer: { name: buyer.name, email: buyer.email },
      shippingAddress: { name: buyer.name, line1: buyer.line1, line2: null, city: buyer.city, region: null, postcode: buyer.postcode, country: buyer.country, phone: null },
      lines: [{ lineId: `${number}-1`, listingId: listing.id, sku: listing.sku, title: listing.title, quantity: request.quantity, unitPrice: listing.price }],
      shippingPrice,
      total: listing.price * request.quantity + shippingPrice,
      shipments: [],
      createdAt: now,
      updatedAt: now,
    };
    this.orders.set(order.id, order);
    this.updateListing(listing, { quantity: listing.quantity - request.quantity });
    return order;
  }

  /** The seller's orders changed after `afterSeq`, oldest change first. */
  ordersSince(sellerId: string, afterSeq: number, limit: number): SandboxOrder[] {
    return [...this.orders.values()].filter((o) => o.sellerId === sellerId && o.seq > afterSeq).sort((a, b) => a.seq - b.seq).slice(0, limit);
  }

  orderOf(sellerId: string, id: string): SandboxOrder | undefined {
    const order = this.orders.get(id);
    return order?.sellerId === sellerId ? order : undefined;
  }

  /**
   * Cancels an order: refused (a sentence) once any of it has shipped or it is cancelled already, as every
   * marketplace refuses a cancellation after dispatch (eBay's post-order cancellations guide: "the order has not
   * yet shipped"; Shopify's orderCancel on a fulfilled order). The listing gets its units back.
   */
  cancelOrder(order: SandboxOrder, by: CancelledBy, reason: string): SandboxCancellation | string {
    if (order.status === 'CANCELLED') return `order ${order.id} is already cancelled`;
    if (order.shipments.length || order.status === 'SHIPPED') return `order ${order.id} has shipped: it can no longer be cancelled, the buyer may return it`;
    if (by === 'BUYER' && this.buyerCancelIsRequest) {
      // Amazon: the buyer only asks; the order waits for the seller's cancellation (or shipment).
      const at = this.now();
      this.touchOrder(order, { cancelRequest: { reason, at } });
      return { by, reason, at };
    }
    const cancellation: SandboxCancellation = { by, reason, at: this.now() };
    this.touchOrder(order, { status: 'CANCELLED', cancellation });
    for (const line of order.lines) {
      const listing = this.listings.get(line.listingId);
      if (listing && listing.status !== 'ENDED') this.updateListing(listing, { quantity: listing.quantity + line.quantity });
    }
    return cancellation;
  }

  /** A buyer's cancellation is a request the seller answers (Amazon), not a cancellation made at once (eBay). */
  buyerCancelIsRequest = false;

  /** How this marketplace writes a return request's id from a running number (eBay: 10 digits…). */
  returnIdFor: (n: number) => string = (n) => String(5000000000 + n);

  /**
   * The buyer asks to return `quantity` of an order line (the first when no SKU): refused (a sentence) before it
   * shipped, or for more than was bought less what was already asked for.
   */
  requestReturn(order: SandboxOrder, request: { sku?: string; quantity?: number; reason?: string; comment?: string | null }): SandboxReturnRequest | string {
    if (!order.shipments.length) return `order ${order.id} has not shipped: the buyer can ask for a cancellation, not a return`;
    const line = request.sku ? order.lines.find((l) => l.sku === request.sku) : order.lines[0];
    if (!line) return `sku: order ${order.id} has no line with SKU ${request.sku}`;
    const asked = (order.returnRequests ?? []).filter((r) => r.lineId === line.lineId).reduce((sum, r) => sum + r.quantity, 0);
    const quantity = request.quantity ?? line.quantity - asked;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity - asked) return `quantity: ${line.quantity - asked} of ${line.sku} may still be returned`;
    const all = [...this.orders.values()].reduce((n, o) => n + (o.returnRequests?.length ?? 0), 0);
    const returned: SandboxReturnRequest = {
      id: this.returnIdFor(all + 1), lineId: line.lineId, sku: line.sku, quantity, reason: request.reason ?? 'NOT_AS_DESCRIBED',
      comment: request.comment ?? null, createdAt: this.now(), seq: this.nextSeq(),
    };
    this.touchOrder(order, { returnRequests: [...(order.returnRequests ?? []), returned] });
    return returned;
  }

  /** The seller's return requests made after `afterSeq`, oldest first, with their orders. */
  returnRequestsSince(sellerId: string, afterSeq: number): Array<{ order: SandboxOrder; request: SandboxReturnRequest }> {
    return [...this.orders.values()].filter((o) => o.sellerId === sellerId)
      .flatMap((order) => (order.returnRequests ?? []).filter((r) => r.seq > afterSeq).map((request) => ({ order, request })))
      .sort((a, b) => a.request.seq - b.request.seq);
  }

  touchOrder(order: SandboxOrder, changes: Partial<SandboxOrder>): SandboxOrder {
    Object.assign(order, changes, { seq: this.nextSeq(), updatedAt: this.now() });
    this.changed();
    return order;
  }

  // ---- Faults -------------------------------------------------------------------------------------------------

  addFault(rule: FaultRule): void {
    this.faults.push({ ...rule });
  }

  /** How many faults wait to be used (tests). */
  faultCount(): number {
    return this.faults.length;
  }

  /** Clears the faults (of these sellers only: a tenant's own, never another's). */
  clearFaults(sellers?: ReadonlySet<string>): void {
    this.faults = sellers ? this.faults.filter((f) => !f.sellers || !f.sellers.some((s) => sellers.has(s))) : [];
  }

  /** The fault to apply to this request (from `sellerOf()`, asked only when a fault names sellers), counting it used. */
  takeFault(path: string, sellerOf: () => string | undefined = () => undefined): FaultRule | undefined {
    let seller: string | undefined | null = null;
    const ofSeller = (f: FaultRule) => {
      if (!f.sellers) return true;
      if (seller === null) seller = sellerOf();
      return seller !== undefined && f.sellers.includes(seller);
    };
    const rule = this.faults.find((f) => f.remaining > 0 && (!f.pathContains || path.includes(f.pathContains)) && ofSeller(f));
    if (!rule) return undefined;
    if (rule.skip) {
      rule.skip -= 1;
      return undefined;
    }
    rule.remaining -= 1;
    this.faults = this.faults.filter((f) => f.remaining > 0);
    return rule;
  }

  // ---- Persistence ---------------------------------------------------------------------------------------------

  toJSON(): unknown {
    return { seq: this.seq, orderNumber: this.orderNumber, listings: [...this.listings.values()], orders: [...this.orders.values()], tokens: [...this.tokens], payouts: this.payouts };
  }

  restore(state: any): void {
    this.seq = Number(state?.seq ?? 0);
    this.orderNumber = Number(state?.orderNumber ?? 0);
    for (const listing of state?.listings ?? []) {
      this.listings.set(listing.id, listing);
      this.index(listing);
    }
    for (const order of state?.orders ?? []) this.orders.set(order.id, order);
    for (const [token, record] of state?.tokens ?? []) this.tokens.set(token, record);
    this.payouts.push(...(state?.payouts ?? []));
  }

  /** Tells the persistence that something outside this class changed the state (payouts, reviews). */
  touched(): void {
    this.changed();
  }
}
