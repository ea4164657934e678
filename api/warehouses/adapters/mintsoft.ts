/**
 * Mintsoft (a UK warehouse management system run by many 3PLs), written against its published REST API
 * (https://api.mintsoft.co.uk/swagger, "Mintsoft API"; the same Swagger document generates the client
 * documented at github.com/gpl-ajackson/mintsoft-client-php docs/Api/*.md, whose attribute maps give the JSON names):
 *
 *   auth        `ms-apikey: <api_key>` on every call (POST /api/Auth swaps a username and password for a key that
 *               lasts 24 hours; Sellyard stores the key the merchant gets from their 3PL)
 *   verify      GET /api/Order/Statuses                           → [{ID, Name}]
 *   hand-off    PUT /api/Order  NewOrderWithItems {OrderNumber, ExternalOrderReference, FirstName, LastName,
 *               CompanyName, Address1, Address2, Town, County, PostCode, Country, Email, Phone, CourierService,
 *               WarehouseId, Currency, OrderValue, OrderItems[{SKU, Quantity, UnitPrice}]}
 *               → [NewOrderResult {OrderId, OrderNumber, Success, OrderStatusId, OrderStatus, Message}]
 *   lookup      GET /api/Order/Search?OrderNumber=…                → [Order {ID, OrderNumber, …}] (Mintsoft takes no
 *               idempotency key: an order number it already holds is looked up before any retry)
 *   shipment    GET /api/Order/{id}                                → Order {ID, OrderStatusId (4 = DESPATCHED, per
 *               GET /api/Order/Statuses), CourierServiceName, TrackingNumber, TrackingURL, DespatchDate, OrderItems}:
 *               Mintsoft despatches an order whole, so one shipment per despatched order
 *   part        GET /api/Order/{id}/Splits                         → [OrderSplit {OrderId, SplitOrderId, SplitOrder}]:
 *               Mintsoft's part-despatch is a split (POST /api/Order/{id}/SplitOrderItems moves items into a new
 *               order, despatched on its own); each despatched split is one shipment of its OrderItems, and the
 *               original, once despatched, one of what is left in it
 *   cancel      GET /api/Order/{id}/Cancel                         → ToolkitResult {ID, Success, Message}; Success
 *               false with Mintsoft's Message when the order can no longer be cancelled (despatched); an order
 *               already CANCELLED (status 6) is looked up first, so a retry is no refusal
 *   stock       GET /api/Product/StockLevels?WarehouseId=…         → [StockLevel {SKU, WarehouseId, Level,
 *               TotalStockLevel}] (TotalStockLevel: units held, allocated or not)
 *   ASN         PUT /api/ASN  NewASN {WarehouseId, POReference, Supplier, EstimatedDelivery, Comments,
 *               GoodsInType, Items[{SKU, Quantity}]}           → ToolkitResult {ID, Success, Message, WarningMessage}
 *   ASN lookup  GET /api/ASN/List                                  → [ASN {ID, POReference, …}]
 *   errors      a 2xx answer with `Success: false` and `Message`; model validation 400 `{Message, ModelState {field:
 *               [messages]}}` (ASP.NET Web API 2); other refusals 4xx `{Message}`; 401 for a bad key
 */
import { ChannelError } from '../../channels/errors.ts';
import type { HttpResponse } from '../../channels/types.ts';
import { registerWarehouseAdapter } from '../registry.ts';
import type { AsnRequest, WarehouseAdapter, WarehouseContext } from '../types.ts';
import { credential, refused, toMajor } from './shared.ts';

/** Mintsoft's order status id for DESPATCHED (GET /api/Order/Statuses). */
export const MINTSOFT_DESPATCHED = 4;
/** … and CANCELLED. */
export const MINTSOFT_CANCELLED = 6;

/** One despatched Mintsoft order as a shipment (its items, when the answer lists them). */
function despatched(o: any) {
  if (Number(o?.OrderStatusId) !== MINTSOFT_DESPATCHED || !o?.TrackingNumber) return null;
  const items = Array.isArray(o.OrderItems) ? o.OrderItems.filter((i: any) => typeof i?.SKU === 'string' && Number(i.Quantity) > 0) : [];
  return {
    providerShipmentId: `order-${o.ID}`, carrier: String(o.CourierServiceName ?? 'Mintsoft courier'), service: o.CourierServiceName ?? null,
    trackingNumber: String(o.TrackingNumber), trackingUrl: typeof o.TrackingURL === 'string' && o.TrackingURL.startsWith('https://') ? o.TrackingURL : null,
    shippedAt: o.DespatchDate ?? null, lines: items.length ? items.map((i: any) => ({ sku: String(i.SKU), qty: Number(i.Quantity) })) : null,
  };
}

const headers = (ctx: WarehouseContext) => ({ 'ms-apikey': credential(ctx.credentials, 'api_key', ctx.provider.name) });

function interpret(response: HttpResponse): Error | undefined {
  const body = response.body as any;
  const message = typeof body?.Message === 'string' ? body.Message : typeof body?.message === 'string' ? body.message : null;
  if (response.status === 401 || response.status === 403) return new ChannelError('auth', `Mintsoft refused the API key${message ? `: ${message}` : ''}`, { status: response.status });
  const modelState = body?.ModelState && typeof body.ModelState === 'object' ? Object.entries(body.ModelState as Record<string, unknown>) : [];
  // Web API 2 model validation: {Message: "The request is invalid.", ModelState: {"order.Town": ["…"]}}.
  if (modelState.length && response.status === 400) {
    return refused('Mintsoft refused the request', modelState.flatMap(([field, messages]) => (Array.isArray(messages) ? messages : [messages]).map((m) => ({ field: field.replace(/^order\./, ''), code: '400', message: String(m) }))), 400);
  }
  if (message && response.status < 500) return refused('Mintsoft refused the request', [{ field: null, code: String(response.status), message }], response.status);
  return undefined;
}

/** Mintsoft answers refusals of a write inside a 2xx body: `Success: false` and its Message. */
function checkResult(result: any, what: string): void {
  if (result && result.Success === false) throw refused(`Mintsoft refused the ${what}`, [{ field: null, code: 'Success=false', message: String(result.Message ?? 'refused') }]);
}

const split = (name: string): [string, string] => {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? [parts.slice(0, -1).join(' '), parts.at(-1)!] : [parts[0] ?? '', ''];
};

const warehouseId = (ref: string | null): number | undefined => (ref && /^\d+$/.test(ref) ? Number(ref) : undefined);

export const mintsoftAdapter: WarehouseAdapter = {
  provider: 'MINTSOFT',
  reference: 'https://api.mintsoft.co.uk/swagger (Mintsoft API: Order, Product, ASN)',
  liveBaseUrl: () => 'https://api.mintsoft.co.uk',

  async verify(ctx) {
    await ctx.http.send({ method: 'GET', url: 'api/Order/Statuses', headers: headers(ctx) }, interpret);
  },

  async handOff(ctx, request) {
    const [first, last] = split(request.shipTo.name);
    const value = request.lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
    const response = await ctx.http.send({
      method: 'PUT', url: 'api/Order', headers: headers(ctx),
      json: {
        OrderNumber: request.reference, ExternalOrderReference: request.orderNumber,
        FirstName: first, LastName: last, CompanyName: request.shipTo.company ?? null,
        Address1: request.shipTo.line1, Address2: request.shipTo.line2 ?? null, Town: request.shipTo.city, County: request.shipTo.region ?? null,
        PostCode: request.shipTo.postcode, Country: request.shipTo.country, Email: request.shipTo.email ?? null, Phone: request.shipTo.phone ?? null,
        CourierService: request.shippingMethod ?? undefined, WarehouseId: warehouseId(request.warehouseRef), Currency: request.currency, OrderValue: toMajor(value),
        OrderItems: request.lines.map((l) => ({ SKU: l.sku, Quantity: l.qty, UnitPrice: toMajor(l.unitPrice) })),
      },
    }, interpret);
    const result = Array.isArray(response.body) ? response.body[0] : response.body;
    checkResult(result, `order ${request.reference}`);
    if (!result?.OrderId) throw new ChannelError('permanent', `Mintsoft answered no OrderId for ${request.reference}`);
    return { providerOrderId: String(result.OrderId) };
  },

  async findOrder(ctx, reference) {
    const response = await ctx.http.send({ method: 'GET', url: 'api/Order/Search', query: { OrderNumber: reference }, headers: headers(ctx) }, interpret);
    const found = (Array.isArray(response.body) ? response.body : []).find((o: any) => o?.OrderNumber === reference);
    return found ? { providerOrderId: String(found.ID) } : null;
  },

  async shipments(ctx, order) {
    const response = await ctx.http.send({ method: 'GET', url: `api/Order/${encodeURIComponent(order.providerOrderId)}`, headers: headers(ctx) }, interpret);
    const splits = await ctx.http.send({ method: 'GET', url: `api/Order/${encodeURIComponent(order.providerOrderId)}/Splits`, headers: headers(ctx) }, interpret);
    const parts: any[] = [];
    for (const split of Array.isArray(splits.body) ? splits.body : []) {
      if (split?.SplitOrder) parts.push(split.SplitOrder);
      else if (split?.SplitOrderId) parts.push((await ctx.http.send({ method: 'GET', url: `api/Order/${encodeURIComponent(String(split.SplitOrderId))}`, headers: headers(ctx) }, interpret)).body);
    }
    return [...parts, response.body].map(despatched).filter((s): s is NonNullable<typeof s> => s !== null);
  },

  async cancel(ctx, order) {
    const current = (await ctx.http.send({ method: 'GET', url: `api/Order/${encodeURIComponent(order.providerOrderId)}`, headers: headers(ctx) }, interpret)).body as any;
    if (Number(current?.OrderStatusId) === MINTSOFT_CANCELLED) return { alreadyCancelled: true };
    const response = await ctx.http.send({ method: 'GET', url: `api/Order/${encodeURIComponent(order.providerOrderId)}/Cancel`, headers: headers(ctx) }, interpret);
    checkResult(response.body, `cancellation of ${order.reference}`);
    return { alreadyCancelled: false };
  },

  async stock(ctx, warehouseRef) {
    const response = await ctx.http.send({ method: 'GET', url: 'api/Product/StockLevels', query: { WarehouseId: warehouseId(warehouseRef) }, headers: headers(ctx) }, interpret);
    return (Array.isArray(response.body) ? response.body : []).filter((s: any) => typeof s?.SKU === 'string')
      .map((s: any) => ({ sku: String(s.SKU), onHand: Math.max(0, Number(s.TotalStockLevel ?? s.Level ?? 0)) }));
  },

  async sendAsn(ctx, request) {
    const response = await ctx.http.send({
      method: 'PUT', url: 'api/ASN', headers: headers(ctx),
      json: {
        WarehouseId: warehouseId(request.warehouseRef), POReference: request.reference, Supplier: request.supplier ?? undefined,
        EstimatedDelivery: request.expectedDelivery ?? undefined, GoodsInType: 'Carton',
        Comments: [request.purchaseOrderNumber ? `Purchase order ${request.purchaseOrderNumber}` : null, request.trackingNumber ? `Tracking ${request.trackingNumber}` : null].filter(Boolean).join('; ') || undefined,
        Items: request.lines.map((l) => ({ SKU: l.sku, Quantity: l.qty })),
      },
    }, interpret);
    checkResult(response.body, `ASN ${request.reference}`);
    const id = (response.body as any)?.ID;
    if (!id) throw new ChannelError('permanent', `Mintsoft answered no ASN ID for ${request.reference}`);
    return { providerReference: String(id) };
  },

  async findAsn(ctx, request: AsnRequest) {
    const response = await ctx.http.send({ method: 'GET', url: 'api/ASN/List', query: { WarehouseId: warehouseId(request.warehouseRef) }, headers: headers(ctx) }, interpret);
    const found = (Array.isArray(response.body) ? response.body : []).find((a: any) => a?.POReference === request.reference);
    return found ? { providerReference: String(found.ID) } : null;
  },
};

registerWarehouseAdapter(mintsoftAdapter);
