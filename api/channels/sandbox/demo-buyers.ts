/**
 * Demo buyers: in demo mode the sandbox marketplaces receive orders by themselves, at a configurable rate, so a
 * merchant trying Sellyard sees marketplace orders arrive, import, allocate and wait to be shipped without calling
 * the control API.
 *
 * Deterministic with a seed: the same seed, over the same live listings, places the same orders in the same order
 * (which marketplace, which listing, how many), because every choice comes from one seeded generator and listings
 * are taken in a stable order (marketplace type, then listing id). Time is the only input that is not the seed: the
 * timer decides when, never what.
 */
import type { SandboxMarketplace, SandboxOrder } from './marketplace.ts';

export interface DemoBuyerOptions {
  /** Orders an hour over all marketplaces together; 0 places none. */
  ordersPerHour: number;
  /** The generator's seed (any integer). */
  seed: number;
}

/** mulberry32: a small, well-mixed 32-bit generator; enough for picking listings, not for secrets. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface DemoOrder {
  type: string;
  order: SandboxOrder;
}

/**
 * One buyer's order for a live listing with stock on any of `markets`, chosen with `random`; undefined when nothing
 * is for sale anywhere. Most buyers take one unit, some two.
 */
export function placeDemoOrder(markets: ReadonlyMap<string, SandboxMarketplace>, random: () => number): DemoOrder | undefined {
  const forSale = [...markets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([type, market]) => [...market.listings.values()]
      // A family's product is not bought as such: buyers pick one of its variations (listings of their own).
      .filter((listing) => listing.status === 'ACTIVE' && listing.quantity > 0 && !listing.attributes.variesBy)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((listing) => ({ type, market, listing })));
  if (!forSale.length) return undefined;
  const { type, market, listing } = forSale[Math.floor(random() * forSale.length)]!;
  const quantity = Math.min(listing.quantity, random() < 0.8 ? 1 : 2);
  const placed = market.placeOrder({ sku: listing.sku, quantity, sellerId: listing.sellerId, buyerIndex: Math.floor(random() * 1000) });
  return typeof placed === 'string' ? undefined : { type, order: placed };
}

/** Places orders on a timer until stopped; the timer never keeps the process alive. */
export function startDemoBuyers(markets: ReadonlyMap<string, SandboxMarketplace>, options: DemoBuyerOptions): { stop(): void } {
  if (!(options.ordersPerHour > 0)) return { stop() {} };
  const random = seededRandom(options.seed);
  const timer = setInterval(() => placeDemoOrder(markets, random), Math.max(1000, Math.round(3_600_000 / options.ordersPerHour)));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** The demo buyers' settings from the environment (`npm start`): SANDBOX_DEMO_ORDERS_PER_HOUR, SANDBOX_DEMO_SEED. */
export function demoBuyerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DemoBuyerOptions {
  const perHour = Number(env.SANDBOX_DEMO_ORDERS_PER_HOUR ?? 6);
  const seed = Number(env.SANDBOX_DEMO_SEED ?? 1);
  return { ordersPerHour: Number.isFinite(perHour) && perHour > 0 ? perHour : 0, seed: Number.isInteger(seed) ? seed : 1 };
}
