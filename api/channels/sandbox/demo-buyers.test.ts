import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxMarketplace } from './marketplace.ts';
import { demoBuyerOptionsFromEnv, placeDemoOrder, seededRandom, startDemoBuyers } from './demo-buyers.ts';

/** Two marketplaces with a few live listings, one ended and one sold out (never ordered from). */
function markets(): Map<string, SandboxMarketplace> {
  const result = new Map<string, SandboxMarketplace>();
  for (const type of ['EBAY', 'ETSY']) {
    const market = new SandboxMarketplace(type as never);
    const listing = (sku: string, quantity: number, status: 'ACTIVE' | 'ENDED' = 'ACTIVE') => market.createListing('seller-1', {
      sku, title: `${type} ${sku}`, description: null, price: 1500, currency: 'GBP', quantity, status, attributes: {},
    });
    listing('MUG', 40);
    listing('PLATE', 40);
    listing('BOWL', 0);
    listing('JUG', 40, 'ENDED');
    result.set(type, market);
  }
  return result;
}

const summary = (placed: ReturnType<typeof placeDemoOrder>) => placed && [placed.type, placed.order.lines[0]!.sku, placed.order.lines[0]!.quantity];

afterEach(() => vi.useRealTimers());

describe('demo buyers', () => {
  it('buy a variation of a family, never the family\'s product itself', () => {
    const market = new SandboxMarketplace('SHOPIFY' as never);
    const product = market.createListing('seller-1', { sku: 'product:beanie', title: 'Beanie', description: null, price: 2000, currency: 'GBP', quantity: 10, status: 'ACTIVE', attributes: { variesBy: [{ name: 'Size', values: ['M', 'L'] }] } });
    for (const size of ['M', 'L']) market.createListing('seller-1', { sku: `BEANIE-${size}`, title: `Beanie ${size}`, description: null, price: 2000, currency: 'GBP', quantity: 5, status: 'ACTIVE', attributes: { variationOf: product.id } });
    const random = seededRandom(3);
    const bought = Array.from({ length: 8 }, () => summary(placeDemoOrder(new Map([['SHOPIFY', market]]), random))![1]);
    expect(new Set(bought).has('product:beanie')).toBe(false);
    expect(bought.every((sku) => /^BEANIE-[ML]$/.test(String(sku)))).toBe(true);
  });

  it('place the same orders for the same seed, and others for another seed', () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      const at = markets();
      return Array.from({ length: 12 }, () => summary(placeDemoOrder(at, random)));
    };
    const first = run(7);
    expect(run(7)).toEqual(first);
    expect(run(8)).not.toEqual(first);
    // Only live listings with stock are ordered from, on both marketplaces.
    expect(new Set(first.map((o) => o![1]))).toEqual(new Set(['MUG', 'PLATE']));
    expect(new Set(first.map((o) => o![0]))).toEqual(new Set(['EBAY', 'ETSY']));
  });

  it('take stock off the listing as a buyer would, and place nothing when nothing is for sale', () => {
    const at = markets();
    const random = seededRandom(1);
    const placed = placeDemoOrder(at, random)!;
    const listing = [...at.get(placed.type)!.listings.values()].find((l) => l.sku === placed.order.lines[0]!.sku)!;
    expect(listing.quantity).toBe(40 - placed.order.lines[0]!.quantity);
    expect(placed.order.status).toBe('PAID');
    for (const market of at.values()) for (const l of market.listings.values()) l.quantity = 0;
    expect(placeDemoOrder(at, random)).toBeUndefined();
  });

  it('order at the configured rate, and not at all at 0', () => {
    vi.useFakeTimers();
    const at = markets();
    const count = () => [...at.values()].reduce((n, market) => n + market.orders.size, 0);
    const buyers = startDemoBuyers(at, { ordersPerHour: 3600, seed: 3 });
    vi.advanceTimersByTime(5_000);
    expect(count()).toBe(5);
    buyers.stop();
    vi.advanceTimersByTime(5_000);
    expect(count()).toBe(5);
    startDemoBuyers(at, { ordersPerHour: 0, seed: 3 });
    vi.advanceTimersByTime(60_000);
    expect(count()).toBe(5);
  });

  it('read their settings from the environment', () => {
    expect(demoBuyerOptionsFromEnv({})).toEqual({ ordersPerHour: 6, seed: 1 });
    expect(demoBuyerOptionsFromEnv({ SANDBOX_DEMO_ORDERS_PER_HOUR: '0', SANDBOX_DEMO_SEED: '42' })).toEqual({ ordersPerHour: 0, seed: 42 });
    expect(demoBuyerOptionsFromEnv({ SANDBOX_DEMO_ORDERS_PER_HOUR: 'lots', SANDBOX_DEMO_SEED: '1.5' })).toEqual({ ordersPerHour: 0, seed: 1 });
  });
});
