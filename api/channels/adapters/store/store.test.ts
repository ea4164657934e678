/**
 * The web store adapter against the sandbox's Storefront API v1 (our own API: the sandbox module is its
 * reference implementation): many inventories in one call answered item by item, and many orders acknowledged in
 * one call.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../http.ts';
import type { AdapterContext } from '../../types.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { storeAdapter } from './index.ts';

let server: Server;
let sandbox: Sandbox;
let ctx: AdapterContext;
let sellerId: string;

beforeAll(async () => {
  sandbox = createSandbox();
  const app = new Koa();
  app.use(sandbox.middleware);
  server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/store`;
  const tokens = sandbox.market('STORE').issueTokens();
  sellerId = tokens.sellerId;
  ctx = { channel: { id: 'c1', accountId: 'a1', type: 'STORE', name: 'Web store', marketplace: null, shopDomain: 'shop.example' }, credentials: { api_token: tokens.accessToken }, baseUrl: base, http: createHttpClient(base) };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the web store in bulk', () => {
  it('sets up to 250 inventories in one call; an unknown SKU is refused alone, the others are written once', async () => {
    const market = sandbox.market('STORE');
    const skus = Array.from({ length: 250 }, (_, i) => `INV-${i}`);
    for (const sku of skus.slice(0, 249)) market.createListing(sellerId, { sku, title: sku, description: null, price: 1000, currency: 'GBP', quantity: 0, status: 'ACTIVE', attributes: {} });
    expect(storeAdapter.quantityBatchSize).toBe(250);
    const outcome = await storeAdapter.setQuantities!(ctx, skus.map((sku, i) => ({ ref: { externalId: sku, sku }, quantity: i })));
    expect(outcome.refused).toEqual([{ index: 249, error: expect.objectContaining({ kind: 'permanent', status: 404, fields: [{ field: 'sku', code: 'not_found', message: 'No product with SKU INV-249' }] }) }]);
    for (const [i, sku] of skus.slice(0, 249).entries()) {
      const held = market.listingBySku(sellerId, sku)!;
      expect(held.quantity).toBe(i);
      expect(market.quantityWrites.get(held.id)).toBe(1);
    }
    // More than the API takes in one call: refused as a whole, in the store's words.
    await expect(storeAdapter.setQuantities!(ctx, [...skus, 'ONE-MORE'].map((sku) => ({ ref: { externalId: sku, sku }, quantity: 1 })))).rejects.toMatchObject({ kind: 'validation', fields: [{ field: 'items' }] });
  });

  it('acknowledges many orders in one call', async () => {
    const market = sandbox.market('STORE');
    market.createListing(sellerId, { sku: 'ACK', title: 'Ack', description: null, price: 1000, currency: 'GBP', quantity: 10, status: 'ACTIVE', attributes: {} });
    const orders = Array.from({ length: 3 }, () => market.placeOrder({ sku: 'ACK', quantity: 1, sellerId }));
    const ids = orders.map((o) => (typeof o === 'string' ? o : o.id));
    await storeAdapter.acknowledgeOrders!(ctx, ids);
    expect(ids.map((id) => market.orders.get(id)!.acknowledged)).toEqual([true, true, true]);
  });
});
