/**
 * Tracking reaches each marketplace with that marketplace's own carrier code (carrier-codes.ts), every shipment
 * of a split order is its own Amazon package, and the sandboxes refuse a carrier code the real APIs refuse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonAdapter } from './adapters/amazon/index.ts';
import { ebayAdapter } from './adapters/ebay/index.ts';
import { etsyAdapter } from './adapters/etsy/index.ts';
import { contextFor, testChannel } from './adapters/test-context.ts';
import { carrierKeyOf, amazonCarrier, ebayCarrierCode, etsyCarrierName } from './carrier-codes.ts';
import type { Sandbox } from './sandbox/index.ts';
import { startSandboxServer, type SandboxServer } from './sandbox/test-server.ts';
import type { ChannelType, Shipment } from './types.ts';

describe('carrier codes', () => {
  it('recognises the carrier from delivered_by, else from its name, else OTHER', () => {
    expect(carrierKeyOf('PARCELFORCE', 'Our courier')).toBe('PARCELFORCE');
    expect(carrierKeyOf(null, 'DPD (through ShipEngine)')).toBe('DPD');
    expect(carrierKeyOf(null, 'Royal Mail Click & Drop')).toBe('ROYAL_MAIL');
    expect(carrierKeyOf(null, 'Hermes')).toBe('EVRI');
    expect(carrierKeyOf(null, 'royal-mail')).toBe('ROYAL_MAIL');
    expect(carrierKeyOf(null, 'Acme Couriers')).toBe('OTHER');
  });

  it('maps each carrier to each marketplace\'s code', () => {
    expect([ebayCarrierCode('ROYAL_MAIL'), ebayCarrierCode('EVRI'), ebayCarrierCode('OTHER')]).toEqual(['RoyalMail', 'Hermes', 'Other']);
    expect(amazonCarrier('ROYAL_MAIL', 'Royal Mail')).toEqual({ carrierCode: 'Royal Mail' });
    expect(amazonCarrier('OTHER', 'Acme Couriers')).toEqual({ carrierCode: 'Other', carrierName: 'Acme Couriers' });
    expect([etsyCarrierName('PARCELFORCE'), etsyCarrierName('OTHER')]).toEqual(['parcelforce', 'other']);
  });
});

describe('tracking to the sandbox marketplaces', () => {
  let server: SandboxServer;
  let sandbox: Sandbox;
  beforeAll(async () => {
    server = await startSandboxServer();
    ({ sandbox } = server);
  });
  afterAll(() => server.close());

  /** A seller with one live listing and one buyer's order of 2 on `type`. */
  function sellerWithOrder(type: ChannelType) {
    const market = sandbox.market(type);
    const tokens = market.issueTokens();
    market.createListing(tokens.sellerId, { sku: `MUG-${type}`, title: 'Mug', description: null, price: 1250, currency: 'GBP', quantity: 5, status: 'ACTIVE', attributes: { asin: 'B0MUG00001', marketplace: 'A1F83G8C2ARO7P' } });
    const order = market.placeOrder({ sku: `MUG-${type}`, quantity: 2, sellerId: tokens.sellerId });
    if (typeof order === 'string') throw new Error(order);
    return { market, tokens, order };
  }
  const shipment = (orderRef: string, lineRef: string, over: Partial<Shipment>): Shipment => ({
    orderRef, carrier: 'Royal Mail', trackingNumber: 'TN1', shippedAt: new Date().toISOString(), lines: [{ lineRef, sku: 'MUG', quantity: 1 }], ...over,
  });

  it('Amazon: two shipments of a split order are two packages; the same package again is edited, not added', async () => {
    const { tokens, order } = sellerWithOrder('AMAZON');
    const ctx = contextFor(testChannel('AMAZON', { marketplace: 'A1F83G8C2ARO7P' }), server.baseUrl('AMAZON'), { access_token: tokens.accessToken, selling_partner_id: tokens.sellerId });
    const line = order.lines[0]!.lineId;
    await amazonAdapter.sendShipment(ctx, shipment(order.id, line, { trackingNumber: 'RM1', carrierKey: 'ROYAL_MAIL', packageRef: '101' }));
    await amazonAdapter.sendShipment(ctx, shipment(order.id, line, { trackingNumber: 'AC2', carrier: 'Acme Couriers', carrierKey: 'OTHER', packageRef: '102' }));
    // A retried job sends the first package again: still two packages.
    await amazonAdapter.sendShipment(ctx, shipment(order.id, line, { trackingNumber: 'RM1', carrierKey: 'ROYAL_MAIL', packageRef: '101' }));
    expect(order.shipments.map((s) => [s.carrier, s.trackingNumber, (s as { packageReferenceId?: string }).packageReferenceId])).toEqual([
      ['Acme Couriers', 'AC2', '102'], ['Royal Mail', 'RM1', '101'],
    ]);
    // A carrier code not on Amazon's list is refused, naming the field.
    const refused = await fetch(`${server.baseUrl('AMAZON')}/orders/v0/orders/${order.id}/shipmentConfirmation`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-amz-access-token': tokens.accessToken },
      body: JSON.stringify({ marketplaceId: 'A1F83G8C2ARO7P', packageDetail: { packageReferenceId: '103', carrierCode: 'RoyalMail', trackingNumber: 'X', shipDate: new Date().toISOString(), orderItems: [{ orderItemId: line, quantity: 1 }] } }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0]).toMatchObject({ code: 'InvalidInput', details: 'packageDetail.carrierCode' });
  });

  it('eBay: shippingCarrierCode is eBay\'s code; a name eBay does not list is refused with 32200', async () => {
    const { tokens, order } = sellerWithOrder('EBAY');
    const ctx = contextFor(testChannel('EBAY', { marketplace: 'EBAY_GB' }), server.baseUrl('EBAY'), { access_token: tokens.accessToken });
    await ebayAdapter.sendShipment(ctx, shipment(order.id, order.lines[0]!.lineId, { trackingNumber: 'EV1', carrier: 'Evri' }));
    expect(order.shipments.map((s) => s.carrier)).toEqual(['Hermes']);
    const raw = await fetch(`${server.baseUrl('EBAY')}/sell/fulfillment/v1/order/${order.id}/shipping_fulfillment`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
      body: JSON.stringify({ lineItems: [{ lineItemId: order.lines[0]!.lineId, quantity: 1 }], shippingCarrierCode: 'Royal Mail', trackingNumber: 'RM9' }),
    });
    expect(raw.status).toBe(400);
    expect((await raw.json()).errors[0]).toMatchObject({ errorId: 32200, parameters: [expect.objectContaining({ value: 'shippingCarrierCode' })] });
  });

  it('Etsy: carrier_name is one of Etsy\'s carriers or other; anything else is refused', async () => {
    const { tokens, order } = sellerWithOrder('ETSY');
    const ctx = contextFor(testChannel('ETSY'), server.baseUrl('ETSY'), { access_token: tokens.accessToken });
    await etsyAdapter.sendShipment(ctx, shipment(order.id, order.lines[0]!.lineId, { trackingNumber: 'PF1', carrier: 'Parcelforce Worldwide' }));
    await etsyAdapter.sendShipment(ctx, shipment(order.id, order.lines[0]!.lineId, { trackingNumber: 'AC1', carrier: 'Acme Couriers' }));
    expect(order.shipments.map((s) => s.carrier)).toEqual(['parcelforce', 'other']);
    const shopId = (await fetch(`${server.baseUrl('ETSY')}/v3/application/users/me`, { headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-api-key': 'k' } }).then((r) => r.json())).shop_id;
    const raw = await fetch(`${server.baseUrl('ETSY')}/v3/application/shops/${shopId}/receipts/${order.id}/tracking`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${tokens.accessToken}`, 'x-api-key': 'k' },
      body: new URLSearchParams({ tracking_code: 'Z1', carrier_name: 'Royal Mail' }),
    });
    expect(raw.status).toBe(400);
    expect((await raw.json()).error).toMatch(/carrier_name 'Royal Mail' is not a supported carrier/);
  });
});
