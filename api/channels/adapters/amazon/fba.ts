/**
 * Amazon's own warehouses (Fulfilment by Amazon), through two SP-API sections:
 *
 *   inventory  FBA Inventory API v1, getInventorySummaries: `GET /fba/inventory/v1/summaries` with
 *              granularityType=Marketplace, granularityId and marketplaceIds the channel's marketplace, details=true
 *              (the default false leaves out inventoryDetails), `nextToken` pages; each summary's sellerSku and
 *              inventoryDetails.fulfillableQuantity (what Amazon can ship now) and inbound quantities.
 *              developer-docs.amazon.com/sp-api/docs/fba-inventory-api-v1-reference,
 *              developer-docs.amazon.com/sp-api/docs/get-fba-inventory-summaries
 *   MCF        Fulfillment Outbound API 2020-07-01: createFulfillmentOrder (`POST /fba/outbound/2020-07-01/
 *              fulfillmentOrders`: sellerFulfillmentOrderId, displayableOrderId/Date/Comment, shippingSpeedCategory,
 *              destinationAddress, items of sellerSku + sellerFulfillmentOrderItemId + quantity) and
 *              getFulfillmentOrder (`GET …/fulfillmentOrders/{sellerFulfillmentOrderId}`: fulfillmentOrderStatus,
 *              fulfillmentShipments with their packages' carrierCode and trackingNumber).
 *              developer-docs.amazon.com/sp-api/docs/fulfillment-outbound-api-v2020-07-01-reference
 *
 * createFulfillmentOrder takes no idempotency key: before it is called (a retried job included) the order is looked
 * up by its sellerFulfillmentOrderId, and only placed when Amazon has none.
 */
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, FulfilmentRequest, FulfilmentState, Page, WarehouseService, WarehouseStock } from '../../types.ts';

const OUTBOUND = '/fba/outbound/2020-07-01/fulfillmentOrders';
/** Statuses after which nothing more ships (FulfillmentOrderStatus). */
const FINISHED = new Set(['Cancelled', 'Complete', 'CompletePartialled', 'Unfulfillable', 'Invalid']);

interface Helpers {
  headers(ctx: AdapterContext): Record<string, string>;
  marketplaceId(ctx: AdapterContext): string;
  readAmazonErrors: Parameters<AdapterContext['http']['send']>[1];
}

interface Summary { sellerSku?: string; inventoryDetails?: { fulfillableQuantity?: number; inboundWorkingQuantity?: number; inboundShippedQuantity?: number; inboundReceivingQuantity?: number } }
interface Package { packageNumber: number; carrierCode?: string; trackingNumber?: string }
interface ShipmentItem { sellerSku: string; sellerFulfillmentOrderItemId: string; quantity: number; packageNumber?: number }
interface Shipment { amazonShipmentId: string; fulfillmentShipmentStatus: string; shippingDate?: string; fulfillmentShipmentItem?: ShipmentItem[]; fulfillmentShipmentPackage?: Package[] }

export function amazonWarehouse({ headers, marketplaceId, readAmazonErrors }: Helpers): WarehouseService {
  const warehouse: WarehouseService = {
    async stock(ctx, cursor): Promise<Page<WarehouseStock>> {
      const market = marketplaceId(ctx);
      const { body } = await ctx.http.send({
        method: 'GET', url: '/fba/inventory/v1/summaries', headers: headers(ctx),
        query: { details: true, granularityType: 'Marketplace', granularityId: market, marketplaceIds: market, nextToken: cursor ?? undefined },
      }, readAmazonErrors);
      const summaries = (body.payload?.inventorySummaries ?? []) as Summary[];
      const next = body.pagination?.nextToken as string | undefined;
      return {
        items: summaries.filter((s) => s.sellerSku).map((s) => ({
          sku: String(s.sellerSku), fulfillable: Number(s.inventoryDetails?.fulfillableQuantity ?? 0),
          inbound: Number(s.inventoryDetails?.inboundWorkingQuantity ?? 0) + Number(s.inventoryDetails?.inboundShippedQuantity ?? 0) + Number(s.inventoryDetails?.inboundReceivingQuantity ?? 0),
        })),
        cursor: next ?? null, more: Boolean(next),
      };
    },

    async createFulfilmentOrder(ctx, request: FulfilmentRequest) {
      // No idempotency key on this call: an order Amazon already has is not placed again.
      if (await warehouse.fulfilmentOrder(ctx, request.ref)) return;
      const a = request.address;
      await ctx.http.send({
        method: 'POST', url: OUTBOUND, headers: headers(ctx),
        json: {
          marketplaceId: marketplaceId(ctx), sellerFulfillmentOrderId: request.ref, displayableOrderId: request.displayRef,
          displayableOrderDate: request.placedAt, displayableOrderComment: request.comment, shippingSpeedCategory: request.speed,
          destinationAddress: {
            name: a.name, addressLine1: a.line1, ...(a.line2 ? { addressLine2: a.line2 } : {}), city: a.city,
            stateOrRegion: a.region || a.city, postalCode: a.postcode, countryCode: a.country, ...(a.phone ? { phone: a.phone } : {}),
          },
          fulfillmentAction: 'Ship', fulfillmentPolicy: 'FillOrKill',
          items: request.lines.map((l) => ({ sellerSku: l.sku, sellerFulfillmentOrderItemId: l.lineRef, quantity: l.quantity })),
        },
      }, readAmazonErrors);
    },

    async fulfilmentOrder(ctx, ref): Promise<FulfilmentState | null> {
      try {
        const { body } = await ctx.http.send({ method: 'GET', url: `${OUTBOUND}/${encodeURIComponent(ref)}`, headers: headers(ctx) }, readAmazonErrors);
        const payload = body.payload ?? {};
        const status = String(payload.fulfillmentOrder?.fulfillmentOrderStatus ?? 'New');
        const shipments = ((payload.fulfillmentShipments ?? []) as Shipment[]).filter((s) => s.fulfillmentShipmentStatus === 'SHIPPED');
        return {
          status, finished: FINISHED.has(status),
          parcels: shipments.flatMap((s) => (s.fulfillmentShipmentPackage ?? []).map((p) => ({
            ref: `${s.amazonShipmentId}-${p.packageNumber}`, carrier: String(p.carrierCode ?? 'Amazon'), trackingNumber: String(p.trackingNumber ?? ''),
            shippedAt: s.shippingDate ?? new Date().toISOString(),
            lines: (s.fulfillmentShipmentItem ?? []).filter((i) => (i.packageNumber ?? p.packageNumber) === p.packageNumber)
              .map((i) => ({ lineRef: i.sellerFulfillmentOrderItemId, sku: i.sellerSku, quantity: Number(i.quantity) })),
          }))),
        };
      } catch (error) {
        if (error instanceof ChannelError && error.status === 404) return null;
        throw error;
      }
    },
  };
  return warehouse;
}
