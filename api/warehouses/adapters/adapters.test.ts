/**
 * Contract tests of the warehouse-provider adapters on fixtures of the providers' published shapes (Mintsoft's
 * NewOrderWithItems / NewOrderResult / Order / StockLevel / NewASN / ToolkitResult models, ShipBob's 2026-01 order,
 * shipment, inventory-level and receiving bodies): what each adapter sends and what it makes of the answers,
 * without a network.
 */
import { describe, expect, it } from 'vitest';
import { ChannelError } from '../../channels/errors.ts';
import { createHttpClient } from '../../channels/http.ts';
import type { HandOffRequest, WarehouseContext } from '../types.ts';
import { mintsoftAdapter } from './mintsoft.ts';
import { shipBobAdapter } from './shipbob.ts';
import { signStandardWebhook } from '../standard-webhooks.ts';

interface Call { method: string; url: string; headers: Record<string, string>; body: any }

function fakeProvider(answers: Array<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ method: String(init.method), url, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : null });
    const answer = answers.shift()!;
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const ctx = (provider: 'MINTSOFT' | 'SHIPBOB', base: string, credentials: Record<string, string>, fetchImpl: typeof fetch): WarehouseContext => ({
  provider: { id: 'p1', accountId: 'a1', provider, name: 'Test 3PL', accountReference: null }, credentials, baseUrl: base, http: createHttpClient(base, fetchImpl),
});

const request: HandOffRequest = {
  reference: 'SO-000042-LEEDS-3PL', orderNumber: 'SO-000042', warehouseRef: '3', currency: 'GBP', shippingMethod: 'Tracked 48',
  shipTo: { name: 'Tina Van Thirdparty', line1: '9 Depot Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900456', email: 'tina@example.test' },
  lines: [{ sku: 'MUG-1', name: 'Mug', qty: 2, unitPrice: 1250 }],
};

describe('mintsoftAdapter', () => {
  const key = { api_key: 'ms-key-12345678' };

  it('creates the order with PUT /api/Order in NewOrderWithItems names and reads the NewOrderResult', async () => {
    const { calls, fetchImpl } = fakeProvider([{ status: 200, body: [{ OrderId: 5012, OrderNumber: request.reference, Success: true, OrderStatusId: 1, OrderStatus: 'NEW', Message: 'Order created' }] }]);
    expect(await mintsoftAdapter.handOff(ctx('MINTSOFT', 'https://ms.test', key, fetchImpl), request)).toEqual({ providerOrderId: '5012' });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: 'https://ms.test/api/Order', headers: expect.objectContaining({ 'ms-apikey': 'ms-key-12345678' }) });
    expect(calls[0]!.body).toMatchObject({
      OrderNumber: 'SO-000042-LEEDS-3PL', ExternalOrderReference: 'SO-000042', FirstName: 'Tina Van', LastName: 'Thirdparty', Address1: '9 Depot Road', Town: 'Leeds',
      PostCode: 'LS1 4AP', Country: 'GB', Phone: '07700 900456', CourierService: 'Tracked 48', WarehouseId: 3, Currency: 'GBP', OrderValue: 25,
      OrderItems: [{ SKU: 'MUG-1', Quantity: 2, UnitPrice: 12.5 }],
    });
  });

  it('turns Success: false into a refusal in Mintsoft\'s words, and Web API model state into fields', async () => {
    const { fetchImpl } = fakeProvider([
      { status: 200, body: [{ OrderId: 0, Success: false, Message: 'SKU not found: MUG-1' }] },
      { status: 400, body: { Message: 'The request is invalid.', ModelState: { 'order.PostCode': ['The PostCode field is required.'] } } },
      { status: 401, body: { Message: 'Authorization has been denied for this request.' } },
    ]);
    const c = ctx('MINTSOFT', 'https://ms.test', key, fetchImpl);
    const refused = await mintsoftAdapter.handOff(c, request).catch((e) => e);
    expect(refused).toBeInstanceOf(ChannelError);
    expect(refused).toMatchObject({ kind: 'validation', message: expect.stringContaining('SKU not found: MUG-1') });
    const invalid = await mintsoftAdapter.handOff(c, request).catch((e) => e);
    expect(invalid.fields).toEqual([{ field: 'PostCode', code: '400', message: 'The PostCode field is required.' }]);
    expect((await mintsoftAdapter.verify(c).catch((e) => e)).kind).toBe('auth');
  });

  it('finds an earlier order by its number, and reads a DESPATCHED order as one shipment', async () => {
    const { calls, fetchImpl } = fakeProvider([
      { status: 200, body: [{ ID: 5012, OrderNumber: request.reference, OrderStatusId: 1 }] },
      { status: 200, body: { ID: 5012, OrderNumber: request.reference, OrderStatusId: 4, CourierServiceName: 'Royal Mail Tracked 48', TrackingNumber: 'TT1GB', TrackingURL: 'https://www.royalmail.com/track-your-item#/tracking-results/TT1GB', DespatchDate: '2026-11-29T10:00:00' } },
      { status: 200, body: [] },
      { status: 200, body: { ID: 5013, OrderStatusId: 1 } },
      { status: 200, body: [] },
    ]);
    const c = ctx('MINTSOFT', 'https://ms.test', key, fetchImpl);
    expect(await mintsoftAdapter.findOrder(c, request.reference)).toEqual({ providerOrderId: '5012' });
    expect(calls[0]!.url).toBe('https://ms.test/api/Order/Search?OrderNumber=SO-000042-LEEDS-3PL');
    expect(await mintsoftAdapter.shipments(c, { providerOrderId: '5012', reference: request.reference })).toEqual([{
      providerShipmentId: 'order-5012', carrier: 'Royal Mail Tracked 48', service: 'Royal Mail Tracked 48', trackingNumber: 'TT1GB',
      trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/TT1GB', shippedAt: '2026-11-29T10:00:00', lines: null,
    }]);
    expect(await mintsoftAdapter.shipments(c, { providerOrderId: '5013', reference: 'x' })).toEqual([]);
  });

  it('reads stock levels of the warehouse and sends an ASN with PUT /api/ASN', async () => {
    const { calls, fetchImpl } = fakeProvider([
      { status: 200, body: [{ ProductId: 1, WarehouseId: 3, SKU: 'MUG-1', Level: 7, TotalStockLevel: 9 }] },
      { status: 200, body: { ID: 88, Success: true, Message: 'ASN created', WarningMessage: null } },
    ]);
    const c = ctx('MINTSOFT', 'https://ms.test', key, fetchImpl);
    expect(await mintsoftAdapter.stock(c, '3')).toEqual([{ sku: 'MUG-1', onHand: 9 }]);
    expect(calls[0]!.url).toBe('https://ms.test/api/Product/StockLevels?WarehouseId=3');
    expect(await mintsoftAdapter.sendAsn(c, { reference: 'ASN-000007', purchaseOrderNumber: 'PO-000045', warehouseRef: '3', supplier: 'Acme Supplies', expectedDelivery: '2026-12-03', trackingNumber: null, lines: [{ sku: 'MUG-1', qty: 24 }] })).toEqual({ providerReference: '88' });
    expect(calls[1]).toMatchObject({ method: 'PUT', url: 'https://ms.test/api/ASN', body: { WarehouseId: 3, POReference: 'ASN-000007', Supplier: 'Acme Supplies', EstimatedDelivery: '2026-12-03', Comments: 'Purchase order PO-000045', Items: [{ SKU: 'MUG-1', Quantity: 24 }] } });
  });
});

describe('mintsoftAdapter: part-despatch and cancellation', () => {
  const key = { api_key: 'ms-key-12345678' };

  it('reads each despatched split (OrderSplit.SplitOrder) as a shipment of its own items', async () => {
    const { calls, fetchImpl } = fakeProvider([
      { status: 200, body: { ID: 5012, OrderStatusId: 1, OrderItems: [{ SKU: 'MUG-1', Quantity: 1 }] } },
      { status: 200, body: [{ ID: 1, OrderId: 5012, SplitOrderId: 5020, SplitOrder: { ID: 5020, OrderStatusId: 4, CourierServiceName: 'DPD Next Day', TrackingNumber: '155001', TrackingURL: 'https://track.dpd.co.uk/parcels/155001', DespatchDate: '2026-11-29T11:00:00', OrderItems: [{ SKU: 'MUG-1', Quantity: 1 }] } }] },
    ]);
    expect(await mintsoftAdapter.shipments(ctx('MINTSOFT', 'https://ms.test', key, fetchImpl), { providerOrderId: '5012', reference: request.reference })).toEqual([{
      providerShipmentId: 'order-5020', carrier: 'DPD Next Day', service: 'DPD Next Day', trackingNumber: '155001', trackingUrl: 'https://track.dpd.co.uk/parcels/155001', shippedAt: '2026-11-29T11:00:00', lines: [{ sku: 'MUG-1', qty: 1 }],
    }]);
    expect(calls.map((c) => c.url)).toEqual(['https://ms.test/api/Order/5012', 'https://ms.test/api/Order/5012/Splits']);
  });

  it('cancels with GET /api/Order/{id}/Cancel, keeps Mintsoft\'s refusal in its words, and takes an order already CANCELLED as done', async () => {
    const { calls, fetchImpl } = fakeProvider([
      { status: 200, body: { ID: 5012, OrderStatusId: 1 } },
      { status: 200, body: { ID: 5012, Success: true, Message: 'Order cancelled' } },
      { status: 200, body: { ID: 5013, OrderStatusId: 4 } },
      { status: 200, body: { ID: 5013, Success: false, Message: 'Order 5013 is DESPATCHED and cannot be cancelled' } },
      { status: 200, body: { ID: 5014, OrderStatusId: 6 } },
    ]);
    const c = ctx('MINTSOFT', 'https://ms.test', key, fetchImpl);
    expect(await mintsoftAdapter.cancel(c, { providerOrderId: '5012', reference: 'A' })).toEqual({ alreadyCancelled: false });
    expect(calls[1]).toMatchObject({ method: 'GET', url: 'https://ms.test/api/Order/5012/Cancel' });
    expect(await mintsoftAdapter.cancel(c, { providerOrderId: '5013', reference: 'B' }).catch((e) => e)).toMatchObject({ kind: 'validation', message: expect.stringContaining('DESPATCHED and cannot be cancelled') });
    expect(await mintsoftAdapter.cancel(c, { providerOrderId: '5014', reference: 'C' })).toEqual({ alreadyCancelled: true });
    expect(calls).toHaveLength(5);
  });
});

describe('shipBobAdapter', () => {
  const token = { access_token: 'pat-12345678', channel_id: '100102' };

  it('creates the order with POST /2026-01/order, the channel header and the SKU as reference_id', async () => {
    const { calls, fetchImpl } = fakeProvider([{ status: 201, body: { id: 9000012, reference_id: request.reference, status: 'Processing', shipments: [] } }]);
    expect(await shipBobAdapter.handOff(ctx('SHIPBOB', 'https://sb.test', token, fetchImpl), { ...request, warehouseRef: '10' })).toEqual({ providerOrderId: '9000012' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://sb.test/2026-01/order', headers: expect.objectContaining({ authorization: 'Bearer pat-12345678', shipbob_channel_id: '100102' }) });
    expect(calls[0]!.body).toMatchObject({
      reference_id: 'SO-000042-LEEDS-3PL', order_number: 'SO-000042', type: 'DTC', shipping_method: 'Tracked 48', location_id: 10,
      recipient: { name: 'Tina Van Thirdparty', phone_number: '07700 900456', email: 'tina@example.test', address: { address1: '9 Depot Road', city: 'Leeds', country: 'GB', zip_code: 'LS1 4AP' } },
      products: [{ reference_id: 'MUG-1', name: 'Mug', quantity: 2, unit_price: 12.5 }],
    });
  });

  it('answers the existing order when ShipBob says 422 duplicate reference ID, and reads validation problems as fields', async () => {
    const { calls, fetchImpl } = fakeProvider([
      { status: 422, body: 'Cannot insert order with existing ReferenceId SO-000042-LEEDS-3PL' },
      { status: 200, body: [{ id: 9000012, reference_id: request.reference }] },
      { status: 400, body: { title: 'One or more validation errors occurred.', status: 400, errors: { 'Recipient.Address.City': ['The City field is required.'] } } },
    ]);
    const c = ctx('SHIPBOB', 'https://sb.test', token, fetchImpl);
    expect(await shipBobAdapter.handOff(c, request)).toEqual({ providerOrderId: '9000012' });
    expect(calls[1]!.url).toBe('https://sb.test/2026-01/order?ReferenceIds=SO-000042-LEEDS-3PL');
    const invalid = await shipBobAdapter.handOff(c, request).catch((e) => e);
    expect(invalid).toMatchObject({ kind: 'validation', fields: [{ field: 'Recipient.Address.City', code: '400', message: 'The City field is required.' }] });
  });

  it('reads Completed shipments with their tracking and items, and pages through inventory levels', async () => {
    const { calls, fetchImpl } = fakeProvider([
      { status: 200, body: [
        { id: 301, status: 'Completed', tracking: { carrier: 'DPD', carrier_service: 'Next Day', tracking_number: '1550012345', tracking_url: 'https://track.dpd.co.uk/parcels/1550012345', shipping_date: '2026-11-29T09:00:00Z' }, products: [{ reference_id: 'MUG-1', sku: 'MUG-1', inventory_items: [{ quantity: 1 }] }] },
        { id: 302, status: 'Processing', tracking: null, products: [] },
      ] },
      { status: 200, body: { items: [{ inventory_id: 1, sku: 'MUG-1', total_on_hand_quantity: 12 }], next: 'https://sb.test/2026-01/inventory-level?PageSize=250&Page=2' } },
      { status: 200, body: { items: [{ inventory_id: 2, sku: 'CUP-2', total_on_hand_quantity: 0 }], next: null } },
    ]);
    const c = ctx('SHIPBOB', 'https://sb.test', token, fetchImpl);
    expect(await shipBobAdapter.shipments(c, { providerOrderId: '9000012', reference: request.reference })).toEqual([{
      providerShipmentId: '301', carrier: 'DPD', service: 'Next Day', trackingNumber: '1550012345', trackingUrl: 'https://track.dpd.co.uk/parcels/1550012345', shippedAt: '2026-11-29T09:00:00Z', lines: [{ sku: 'MUG-1', qty: 1 }],
    }]);
    expect(await shipBobAdapter.stock(c, null)).toEqual([{ sku: 'MUG-1', onHand: 12 }, { sku: 'CUP-2', onHand: 0 }]);
    expect(calls.map((x) => x.url)).toEqual(['https://sb.test/2026-01/order/9000012/shipment', 'https://sb.test/2026-01/inventory-level?PageSize=250', 'https://sb.test/2026-01/inventory-level?PageSize=250&Page=2']);
  });

  it('sends a receiving order with ShipBob\'s inventory ids, refusing a SKU ShipBob does not hold before calling', async () => {
    const { calls, fetchImpl } = fakeProvider([
      { status: 200, body: { items: [{ inventory_id: 71, sku: 'MUG-1', total_on_hand_quantity: 0 }], next: null } },
      { status: 201, body: { id: 4401, status: 'Awaiting', purchase_order_number: 'ASN-000007' } },
      { status: 200, body: { items: [], next: null } },
    ]);
    const c = ctx('SHIPBOB', 'https://sb.test', token, fetchImpl);
    const asn = { reference: 'ASN-000007', purchaseOrderNumber: 'PO-000045', warehouseRef: '10', supplier: null, expectedDelivery: '2026-12-03', trackingNumber: null, lines: [{ sku: 'MUG-1', qty: 24 }] };
    expect(await shipBobAdapter.sendAsn(c, asn)).toEqual({ providerReference: '4401' });
    expect(calls[1]).toMatchObject({ method: 'POST', url: 'https://sb.test/2026-01/receiving', body: {
      fulfillment_center: { id: 10 }, package_type: 'Package', box_packaging_type: 'EverythingInOneBox', purchase_order_number: 'ASN-000007',
      expected_arrival_date: '2026-12-03T12:00:00Z', boxes: [{ box_items: [{ inventory_id: 71, quantity: 24 }] }],
    } });
    const refused = await shipBobAdapter.sendAsn(c, asn).catch((e) => e);
    expect(refused).toMatchObject({ kind: 'validation', fields: [expect.objectContaining({ code: 'unknown_sku', message: expect.stringContaining('MUG-1') })] });
    expect(calls).toHaveLength(3);
  });
});

describe('shipBobAdapter: cancellation and webhooks', () => {
  const token = { access_token: 'pat-12345678', channel_id: '100102' };

  it('cancels with POST /2026-01/order/{id}:cancel and reads a Failure\'s reasons as the refusal', async () => {
    const { calls, fetchImpl } = fakeProvider([
      { status: 200, body: [{ id: 9000012, reference_id: 'R1', status: 'Processing' }] },
      { status: 200, body: { order_id: 9000012, status: 'Success', canceled_shipment_results: [{ shipment_id: 301, action: 'Cancel', is_success: true, reason: null }] } },
      { status: 200, body: [{ id: 9000013, reference_id: 'R2', status: 'Processing' }] },
      { status: 200, body: { order_id: 9000013, status: 'Failure', canceled_shipment_results: [{ shipment_id: 302, action: 'Cancel', is_success: false, reason: 'Shipment is already picked' }] } },
      { status: 200, body: [{ id: 9000014, reference_id: 'R3', status: 'Cancelled' }] },
    ]);
    const c = ctx('SHIPBOB', 'https://sb.test', token, fetchImpl);
    expect(await shipBobAdapter.cancel(c, { providerOrderId: '9000012', reference: 'R1' })).toEqual({ alreadyCancelled: false });
    expect(calls[1]).toMatchObject({ method: 'POST', url: 'https://sb.test/2026-01/order/9000012:cancel', headers: expect.objectContaining({ shipbob_channel_id: '100102' }) });
    expect(await shipBobAdapter.cancel(c, { providerOrderId: '9000013', reference: 'R2' }).catch((e) => e)).toMatchObject({ kind: 'validation', message: expect.stringContaining('shipment 302: Shipment is already picked') });
    expect(await shipBobAdapter.cancel(c, { providerOrderId: '9000014', reference: 'R3' })).toEqual({ alreadyCancelled: true });
  });

  it('subscribes with POST /2026-01/webhook and checks a push\'s Standard Webhooks signature', async () => {
    const { calls, fetchImpl } = fakeProvider([{ status: 201, body: { id: 'wh-77', topics: ['order.shipped'], url: 'https://app.test/hook' } }]);
    const secret = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=';
    expect(await shipBobAdapter.subscribeWebhooks!(ctx('SHIPBOB', 'https://sb.test', token, fetchImpl), { url: 'https://app.test/hook', secret })).toEqual({ subscriptionId: 'wh-77' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://sb.test/2026-01/webhook', body: { topics: ['order.shipped', 'order.shipment.cancelled'], url: 'https://app.test/hook', secret } });
    const body = JSON.stringify({ id: 301, order_id: 9000012, reference_id: 'R1', status: 'Completed' });
    const now = new Date('2026-11-29T12:00:00Z');
    const ts = Math.floor(now.getTime() / 1000);
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(ts), 'webhook-signature': signStandardWebhook(secret, 'msg_1', ts, body), 'x-webhook-topic': 'order.shipped' };
    expect(shipBobAdapter.verifyWebhook!({ headers, rawBody: body, secret, now })).toEqual({ eventId: 'msg_1', topic: 'order.shipped', providerOrderId: '9000012', reference: 'R1' });
    expect(() => shipBobAdapter.verifyWebhook!({ headers, rawBody: body.replace('R1', 'R2'), secret, now })).toThrow(/does not match/);
    expect(() => shipBobAdapter.verifyWebhook!({ headers, rawBody: body, secret: 'whsec_b3RoZXI=', now })).toThrow(/does not match/);
    expect(() => shipBobAdapter.verifyWebhook!({ headers, rawBody: body, secret, now: new Date(now.getTime() + 10 * 60_000) })).toThrow(/5 minutes/);
  });
});
