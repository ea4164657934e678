/**
 * The sandbox Mintsoft, under /sandbox/warehouses/mintsoft, speaking the paths and shapes of the Mintsoft API
 * (https://api.mintsoft.co.uk/swagger; JSON names from the Swagger models, see api/warehouses/adapters/mintsoft.ts).
 * Its warehouse is WarehouseId 3 ("Sandbox 3PL, Leeds").
 *
 * What it refuses, as Mintsoft does:
 *  - no `ms-apikey`, or one shorter than 8 characters: 401 {Message: "Authorization has been denied for this request."}
 *    (ASP.NET Web API's answer to an unauthorised call; Mintsoft's API is ASP.NET Web API 2, whose Swagger it serves).
 *  - an order body missing what the NewOrderWithItems model needs to ship (Address1, Town, PostCode, Country, at least
 *    one OrderItem with a positive Quantity): 400 {Message: "The request is invalid.", ModelState {field: [message]}},
 *    Web API 2's model-validation answer.
 *  - an OrderNumber Mintsoft already holds, and an OrderItem SKU that is no product of the client: a NewOrderResult
 *    with `Success: false` and its `Message` (create-order results carry Success/Message per order). The message
 *    wording is the sandbox's own; Mintsoft's published model gives the shape, not the texts.
 *  - an unknown WarehouseId on an order or ASN: Success false.
 *  - an ASN item whose SKU is no product: ToolkitResult Success false.
 *  - cancelling (GET /api/Order/{id}/Cancel) an order that is despatched, or one part of which was despatched as a
 *    split: ToolkitResult Success false with its Message (the sandbox's words). Cancelling a cancelled order
 *    answers Success again.
 *
 * Part-despatch: `_control/ship` with some of the lines splits them into a new order (OrderNumber `<original>-S1`,
 * …) and despatches that; GET /api/Order/{id}/Splits lists the splits (OrderSplit {ID, OrderId, SplitOrderId,
 * SplitOrder}), and the original's OrderItems keep what is left.
 */
import type Router from '@koa/router';
import type Koa from 'koa';
import type { WarehouseSandboxState } from './state.ts';

export const MINTSOFT_SANDBOX_WAREHOUSE = 3;
const STATUS_IDS = { NEW: 1, DESPATCHED: 4, CANCELLED: 6 } as const;

function authorised(ctx: Koa.Context): boolean {
  if (String(ctx.get('ms-apikey') ?? '').length >= 8) return true;
  ctx.status = 401;
  ctx.body = { Message: 'Authorization has been denied for this request.' };
  return false;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function mintsoftOrderView(o: ReturnType<WarehouseSandboxState['byReference']> & object) {
  const shipment = o.shipments.at(-1);
  return {
    ID: o.id, OrderNumber: o.reference, ExternalOrderReference: o.orderNumber, WarehouseId: o.warehouseId ?? MINTSOFT_SANDBOX_WAREHOUSE,
    // (The sandbox Mintsoft never holds a PICKED order: `_control/pick` is ShipBob's.)
    OrderStatusId: STATUS_IDS[o.status as keyof typeof STATUS_IDS], FirstName: o.recipient.FirstName ?? null, LastName: o.recipient.LastName ?? null, PostCode: o.recipient.PostCode ?? null,
    Country: o.recipient.Country ?? null, CourierServiceName: shipment?.service ?? null, TrackingNumber: shipment?.trackingNumber ?? null,
    TrackingURL: shipment?.trackingUrl ?? null, DespatchDate: shipment?.shippedAt ?? null, OrderDate: o.createdAt,
    OrderItems: o.lines.map((l) => ({ SKU: l.sku, Quantity: l.qty })),
  };
}

export function mintsoftRoutes(router: Router, state: WarehouseSandboxState): void {
  router.get('/api/Order/Statuses', (ctx) => {
    if (!authorised(ctx)) return;
    ctx.body = Object.entries(STATUS_IDS).map(([Name, ID]) => ({ ID, Name }));
  });

  router.put('/api/Order', (ctx) => {
    if (!authorised(ctx)) return;
    const body = (ctx.request.body ?? {}) as Record<string, any>;
    const modelState: Record<string, string[]> = {};
    for (const field of ['Address1', 'Town', 'PostCode', 'Country']) if (!text(body[field])) modelState[`order.${field}`] = [`The ${field} field is required.`];
    const items = Array.isArray(body.OrderItems) ? body.OrderItems : [];
    if (!items.length) modelState['order.OrderItems'] = ['At least one order item is required.'];
    items.forEach((item: any, i: number) => {
      if (!text(item?.SKU)) modelState[`order.OrderItems[${i}].SKU`] = ['The SKU field is required.'];
      if (!(Number.isInteger(item?.Quantity) && item.Quantity > 0)) modelState[`order.OrderItems[${i}].Quantity`] = ['Quantity must be at least 1.'];
    });
    if (Object.keys(modelState).length) { ctx.status = 400; ctx.body = { Message: 'The request is invalid.', ModelState: modelState }; return; }
    const reference = text(body.OrderNumber) ?? `MS${state.next()}`;
    const refuse = (Message: string) => { ctx.body = [{ OrderId: 0, OrderNumber: reference, Success: false, OrderStatusId: 0, OrderStatus: null, Message }]; };
    if (state.byReference(reference)) return refuse(`An order with OrderNumber ${reference} already exists`);
    if (body.WarehouseId !== undefined && body.WarehouseId !== null && body.WarehouseId !== MINTSOFT_SANDBOX_WAREHOUSE) return refuse(`WarehouseId ${body.WarehouseId} is not a warehouse of this client`);
    const unknown = items.filter((item: any) => !state.item(String(item.SKU))).map((item: any) => item.SKU);
    if (unknown.length) return refuse(`SKU not found: ${unknown.join(', ')}`);
    const order = {
      id: state.next(), reference, orderNumber: text(body.ExternalOrderReference), warehouseId: body.WarehouseId ?? null, status: 'NEW' as const,
      recipient: { FirstName: body.FirstName, LastName: body.LastName, Address1: body.Address1, Town: body.Town, PostCode: body.PostCode, Country: body.Country, CourierService: body.CourierService ?? null },
      lines: items.map((item: any) => ({ sku: String(item.SKU).toUpperCase(), name: null, qty: item.Quantity })), shipments: [], createdAt: new Date().toISOString(),
    };
    state.orders.push(order);
    ctx.body = [{ OrderId: order.id, OrderNumber: reference, Success: true, OrderStatusId: STATUS_IDS.NEW, OrderStatus: 'NEW', Message: 'Order created' }];
  });

  router.get('/api/Order/Search', (ctx) => {
    if (!authorised(ctx)) return;
    const number = String(ctx.query.OrderNumber ?? '');
    ctx.body = state.orders.filter((o) => o.reference === number).map(mintsoftOrderView);
  });

  router.get('/api/Order/:id/Splits', (ctx) => {
    if (!authorised(ctx)) return;
    const order = state.orders.find((o) => String(o.id) === ctx.params.id);
    if (!order) { ctx.status = 404; ctx.body = { Message: `No order with ID ${ctx.params.id}` }; return; }
    ctx.body = state.orders.filter((o) => o.parentId === order.id).map((split) => ({ ID: split.id, OrderId: order.id, SplitOrderId: split.id, SplitOrder: mintsoftOrderView(split), LastUpdated: split.createdAt }));
  });

  router.get('/api/Order/:id/Cancel', (ctx) => {
    if (!authorised(ctx)) return;
    const order = state.orders.find((o) => String(o.id) === ctx.params.id);
    if (!order) { ctx.status = 404; ctx.body = { Message: `No order with ID ${ctx.params.id}` }; return; }
    const result = (Success: boolean, Message: string) => { ctx.body = { ID: order.id, Success, Message, WarningMessage: null }; };
    if (order.status === 'CANCELLED') return result(true, 'Order already cancelled');
    if (order.status === 'DESPATCHED') return result(false, `Order ${order.reference} has been despatched and cannot be cancelled`);
    if (state.orders.some((o) => o.parentId === order.id && o.status === 'DESPATCHED')) return result(false, `Part of order ${order.reference} has been despatched (split) and it cannot be cancelled`);
    order.status = 'CANCELLED';
    result(true, 'Order cancelled');
  });

  router.get('/api/Order/:id', (ctx) => {
    if (!authorised(ctx)) return;
    const order = state.orders.find((o) => String(o.id) === ctx.params.id);
    if (!order) { ctx.status = 404; ctx.body = { Message: `No order with ID ${ctx.params.id}` }; return; }
    ctx.body = mintsoftOrderView(order);
  });

  router.get('/api/Product/StockLevels', (ctx) => {
    if (!authorised(ctx)) return;
    const warehouse = ctx.query.WarehouseId === undefined ? MINTSOFT_SANDBOX_WAREHOUSE : Number(ctx.query.WarehouseId);
    if (warehouse !== MINTSOFT_SANDBOX_WAREHOUSE) { ctx.body = []; return; }
    ctx.body = [...state.stock.entries()].map(([sku, item]) => ({ ProductId: item.id, WarehouseId: MINTSOFT_SANDBOX_WAREHOUSE, SKU: sku, Level: item.onHand, TotalStockLevel: item.onHand, LastUpdated: new Date().toISOString() }));
  });

  router.put('/api/ASN', (ctx) => {
    if (!authorised(ctx)) return;
    const body = (ctx.request.body ?? {}) as Record<string, any>;
    const items = Array.isArray(body.Items) ? body.Items : [];
    const refuse = (Message: string) => { ctx.body = { ID: 0, Success: false, Message, WarningMessage: null }; };
    if (!items.length) return refuse('An ASN needs at least one item');
    if (body.WarehouseId !== undefined && body.WarehouseId !== null && body.WarehouseId !== MINTSOFT_SANDBOX_WAREHOUSE) return refuse(`WarehouseId ${body.WarehouseId} is not a warehouse of this client`);
    const unknown = items.filter((item: any) => !state.item(String(item?.SKU ?? ''))).map((item: any) => item?.SKU);
    if (unknown.length) return refuse(`SKU not found: ${unknown.join(', ')}`);
    const asn = { id: state.next(), reference: String(body.POReference ?? ''), warehouseId: body.WarehouseId ?? null, supplier: text(body.Supplier), expected: text(body.EstimatedDelivery), lines: items.map((item: any) => ({ sku: String(item.SKU).toUpperCase(), qty: Number(item.Quantity) })), status: 'AWAITINGDELIVERY', createdAt: new Date().toISOString() };
    state.asns.push(asn);
    ctx.body = { ID: asn.id, Success: true, Message: 'ASN created', WarningMessage: null };
  });

  router.get('/api/ASN/List', (ctx) => {
    if (!authorised(ctx)) return;
    ctx.body = state.asns.map((a) => ({ ID: a.id, POReference: a.reference, Supplier: a.supplier, EstimatedDelivery: a.expected, ASNStatus: a.status, WarehouseId: a.warehouseId ?? MINTSOFT_SANDBOX_WAREHOUSE, Items: a.lines.map((l) => ({ SKU: l.sku, Quantity: l.qty })) }));
  });
}
