/**
 * eBay in the sandbox, what an offer needs before it can be published: the seller's business policies (Account API
 * v1: getFulfillmentPolicies, getPaymentPolicies, getReturnPolicies, each by `marketplace_id`) and inventory
 * locations (Inventory API: createInventoryLocation, getInventoryLocation, by `merchantLocationKey`).
 *
 * References: developer.ebay.com/api-docs/sell/account/resources/fulfillment_policy/methods/getFulfillmentPolicies
 * (and payment_policy, return_policy), developer.ebay.com/api-docs/sell/inventory/resources/location/methods/
 * createInventoryLocation, and "Publishing offers" (developer.ebay.com/api-docs/sell/static/inventory/
 * publishing-offers.html): "All three policies are required to publish offers", and publishOffer "will fail if the
 * offer does not have the merchantLocationKey".
 *
 * Every sandbox seller has one policy of each kind per marketplace, as a seller opted in to business policies has
 * after setting them up; their ids are eBay-like numbers derived from the seller and marketplace, so they need no
 * state. Inventory locations are kept per seller in memory (a restart forgets them; the adapter creates its
 * location again when getInventoryLocation answers 404).
 */
import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { SandboxMarketplace } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';
import { ebayError, seller } from './ebay.ts';

type Json = Record<string, any>;
export type PolicyKind = 'fulfillment' | 'payment' | 'return';

const MARKETPLACES = ['EBAY_GB', 'EBAY_US', 'EBAY_DE', 'EBAY_FR', 'EBAY_IT', 'EBAY_ES', 'EBAY_IE', 'EBAY_AU', 'EBAY_CA'];

/** The id of the seller's policy of `kind` on `marketplace` (an eBay-like 11-digit number). */
export function policyId(sellerId: string, marketplace: string, kind: PolicyKind): string {
  const digits = BigInt(`0x${createHash('sha256').update(`${sellerId}|${marketplace}|${kind}`).digest('hex').slice(0, 12)}`) % 10_000_000_000n;
  return String(60_000_000_000n + digits);
}

/** Which of the seller's policies `id` is, on any marketplace; undefined when it is not theirs. */
export function policyOf(sellerId: string, id: string): { kind: PolicyKind; marketplace: string } | undefined {
  for (const marketplace of MARKETPLACES) {
    for (const kind of ['fulfillment', 'payment', 'return'] as const) if (policyId(sellerId, marketplace, kind) === id) return { kind, marketplace };
  }
  return undefined;
}

const locations = new WeakMap<SandboxMarketplace, Map<string, Map<string, Json>>>();

function locationsOf(market: SandboxMarketplace, sellerId: string): Map<string, Json> {
  let bySeller = locations.get(market);
  if (!bySeller) locations.set(market, (bySeller = new Map()));
  let mine = bySeller.get(sellerId);
  if (!mine) bySeller.set(sellerId, (mine = new Map()));
  return mine;
}

/** The seller's inventory location `key`, if they created it. */
export function inventoryLocation(market: SandboxMarketplace, sellerId: string, key: string): Json | undefined {
  return locationsOf(market, sellerId).get(key);
}

const POLICY_NAMES: Record<PolicyKind, string> = { fulfillment: 'Postage: Royal Mail 2nd Class', payment: 'Managed payments', return: '30-day returns, buyer pays' };

function policyJson(sellerId: string, marketplace: string, kind: PolicyKind): Json {
  const id = policyId(sellerId, marketplace, kind);
  const common = { name: POLICY_NAMES[kind], marketplaceId: marketplace, categoryTypes: [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES', default: true }] };
  if (kind === 'fulfillment') return { fulfillmentPolicyId: id, ...common, handlingTime: { value: 1, unit: 'DAY' } };
  if (kind === 'payment') return { paymentPolicyId: id, ...common, immediatePay: true };
  return { returnPolicyId: id, ...common, returnsAccepted: true, returnPeriod: { value: 30, unit: 'DAY' }, returnShippingCostPayer: 'BUYER' };
}

/** merchantLocationKey: up to 36 characters, letters, digits, hyphens and underscores (createInventoryLocation). */
const LOCATION_KEY = /^[A-Za-z0-9_-]{1,36}$/;

function routes(router: Router, market: SandboxMarketplace): void {
  for (const kind of ['fulfillment', 'payment', 'return'] as const) {
    router.get(`/sell/account/v1/${kind}_policy`, (ctx) => {
      const id = seller(ctx, market);
      if (!id) return;
      const marketplace = String(ctx.query.marketplace_id ?? '');
      // getFulfillmentPolicies (and the others): marketplace_id is required; 20401 "Missing field {fieldName}".
      if (!marketplace) return ebayError(ctx, 400, 20401, 'Missing field marketplaceId.', 'marketplace_id', 'API_ACCOUNT');
      if (!MARKETPLACES.includes(marketplace)) return ebayError(ctx, 400, 20403, `Invalid marketplaceId ${marketplace}.`, 'marketplace_id', 'API_ACCOUNT');
      ctx.body = { total: 1, limit: 20, offset: 0, [`${kind}Policies`]: [policyJson(id, marketplace, kind)] };
    });
  }

  router.get('/sell/inventory/v1/location/:key', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const found = inventoryLocation(market, id, ctx.params.key!);
    // getInventoryLocation: 25805 "{fieldName} Not Found." for a key the seller has not created.
    if (!found) return ebayError(ctx, 404, 25805, 'merchantLocationKey Not Found.', 'merchantLocationKey');
    ctx.body = found;
  });

  router.post('/sell/inventory/v1/location/:key', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const key = ctx.params.key!;
    if (!LOCATION_KEY.test(key)) return ebayError(ctx, 400, 25800, 'Invalid merchantLocationKey: up to 36 letters, digits, hyphens and underscores.', 'merchantLocationKey');
    if (inventoryLocation(market, id, key)) return ebayError(ctx, 409, 25803, 'merchantLocationKey already exists.', 'merchantLocationKey');
    const body = (ctx.request.body ?? {}) as Json;
    const address = body.location?.address ?? {};
    // createInventoryLocation: a warehouse needs a country and either a postal code or a city and state/province.
    if (!address.country) return ebayError(ctx, 400, 25801, 'Missing field location.address.country.', 'location.address.country');
    if (!address.postalCode && !(address.city && address.stateOrProvince)) return ebayError(ctx, 400, 25802, 'Input error. location.address.postalCode, or city and stateOrProvince, is required.', 'location.address.postalCode');
    locationsOf(market, id).set(key, { merchantLocationKey: key, name: body.name ?? key, location: { address }, locationTypes: body.locationTypes ?? ['WAREHOUSE'], merchantLocationStatus: body.merchantLocationStatus ?? 'ENABLED' });
    ctx.status = 204;
  });
}

registerSandboxModule({ type: 'EBAY', routes });
