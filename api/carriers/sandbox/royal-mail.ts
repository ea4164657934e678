/**
 * The sandbox Royal Mail: Click & Drop API v1 (https://api.parcel.royalmail.com/, its OpenAPI's
 * CreateOrdersRequest/Response, GetOrderInfoResource, DeleteOrdersResource, ManifestOrdersResponse) and the
 * Tracking API v2 (https://developer.royalmail.net/: GET /mailpieces/v2/{mailPieceId}/events), under
 * /sandbox/carriers/royal-mail.
 *
 * What it refuses, as Royal Mail does:
 *  - no or an empty bearer key: 401 (Click & Drop: "Authorization header is required").
 *  - more than one label asked in one call: 400 "Amount of labels across all items must not exceed 1" (Royal
 *    Mail's own answer, quoted on its Click & Drop feedback forum, clickanddrop.uservoice.com #48619181).
 *  - in `failedOrders[].errors[]` {errorCode, errorMessage, fields[{fieldName, value}]} (the response schema's
 *    CreateOrderErrorResponse): a missing name, first line or town; a GB postcode that does not parse; a service
 *    code Click & Drop does not know; a parcel heavier than the service carries (Royal Mail's published limits:
 *    1st/2nd Class small parcels 2 kg, Tracked 24/48 20 kg, International Tracked 2 kg; royalmail.com "Size and
 *    weight guide").
 *  - cancelling a manifested order: `errors[]` {code, message} in DeleteOrdersResource.
 * The error codes are the sandbox's own numbering in Royal Mail's shape (the OpenAPI types `errorCode` as an
 * integer without listing values).
 */
import type Router from '@koa/router';
import type Koa from 'koa';
import { labelPdf } from './label-pdf.ts';
import { digits, postcodeParses } from './rules.ts';
import type { CarrierSandboxState, SandboxShipment } from './state.ts';

export const ROYAL_MAIL_SERVICES: Record<string, { name: string; maxGrams: number; tracked: boolean }> = {
  CRL1: { name: 'Royal Mail 1st Class', maxGrams: 2000, tracked: false },
  CRL2: { name: 'Royal Mail 2nd Class', maxGrams: 2000, tracked: false },
  TPN24: { name: 'Royal Mail Tracked 24', maxGrams: 20000, tracked: true },
  TPN48: { name: 'Royal Mail Tracked 48', maxGrams: 20000, tracked: true },
  MTK: { name: 'International Tracked', maxGrams: 2000, tracked: true },
};

const EVENT_CODES: Record<string, [string, string]> = {
  IN_TRANSIT: ['EVNMI', 'Item in transit'],
  DELIVERED: ['EVKSP', 'Delivered'],
  EXCEPTION: ['EVKNR', 'We were unable to deliver your item'],
};

const addressLines = (a: any): string[] => [a?.fullName, a?.companyName, a?.addressLine1, a?.addressLine2, a?.city, a?.county, a?.postcode, a?.countryCode].filter((v) => typeof v === 'string' && v);

export function royalMailLabel(s: SandboxShipment): Promise<Buffer> {
  return labelPdf({ carrier: 'Royal Mail', service: ROYAL_MAIL_SERVICES[s.service]?.name ?? s.service, trackingNumber: s.trackingNumber || `Order ${s.id}`, reference: s.reference, weightGrams: s.weightGrams, shipTo: addressLines(s.shipTo), shipFrom: addressLines(s.shipFrom) });
}

function authorised(ctx: Koa.Context): boolean {
  const header = String(ctx.get('authorization') ?? '');
  if (/^Bearer \S{8,}$/.test(header)) return true;
  ctx.status = 401;
  ctx.body = { code: 'Unauthorized', message: 'Authorization header is required and must carry a valid API key' };
  return false;
}

function orderErrors(item: any): Array<{ errorCode: number; errorMessage: string; fields: Array<{ fieldName: string; value: unknown }> }> {
  const errors: ReturnType<typeof orderErrors> = [];
  const address = item?.recipient?.address ?? {};
  const need = (value: unknown, fieldName: string, code: number, what: string) => {
    if (typeof value !== 'string' || !value.trim()) errors.push({ errorCode: code, errorMessage: `${what} is required`, fields: [{ fieldName, value: value ?? null }] });
  };
  need(item?.orderReference, 'orderReference', 1001, 'Order reference');
  need(address.fullName, 'recipient.address.fullName', 1002, 'Recipient full name');
  need(address.addressLine1, 'recipient.address.addressLine1', 1003, 'Address line 1');
  need(address.city, 'recipient.address.city', 1004, 'City');
  if (!postcodeParses(address.countryCode ?? 'GB', address.postcode)) {
    errors.push({ errorCode: 1010, errorMessage: 'Postcode is invalid', fields: [{ fieldName: 'recipient.address.postcode', value: address.postcode ?? null }] });
  }
  const code = item?.postageDetails?.serviceCode;
  const service = ROYAL_MAIL_SERVICES[String(code)];
  if (!service) errors.push({ errorCode: 1020, errorMessage: `Service code ${String(code ?? '')} is not available on this account`, fields: [{ fieldName: 'postageDetails.serviceCode', value: code ?? null }] });
  const packages = Array.isArray(item?.packages) ? item.packages : [];
  if (!packages.length) errors.push({ errorCode: 1030, errorMessage: 'At least one package is required', fields: [{ fieldName: 'packages', value: null }] });
  packages.forEach((p: any, i: number) => {
    const grams = Number(p?.weightInGrams);
    if (!Number.isInteger(grams) || grams < 1) errors.push({ errorCode: 1031, errorMessage: 'Weight in grams must be a whole number of at least 1', fields: [{ fieldName: `packages[${i}].weightInGrams`, value: p?.weightInGrams ?? null }] });
    else if (service && grams > service.maxGrams) errors.push({ errorCode: 1032, errorMessage: `Package weight ${grams}g exceeds the maximum of ${service.maxGrams}g for ${service.name}`, fields: [{ fieldName: `packages[${i}].weightInGrams`, value: grams }] });
  });
  return errors;
}

/** `"REF-1";123`: quoted references and numeric identifiers, as GET/DELETE /orders/{orderIdentifiers} take them. */
function pick(state: CarrierSandboxState, ids: string): SandboxShipment[] {
  return ids.split(';').map((raw) => raw.trim()).flatMap((raw) => {
    const quoted = /^"(.*)"$/.exec(raw);
    return state.shipments.filter((s) => (quoted ? s.reference === quoted[1] : s.id === raw));
  });
}

const info = (s: SandboxShipment) => ({ orderIdentifier: Number(s.id), orderReference: s.reference, createdOn: s.createdAt, orderDate: s.createdAt, printedOn: s.createdAt, manifestedOn: s.manifest ? s.createdAt : undefined, trackingNumber: s.trackingNumber || undefined });

export function royalMailRoutes(router: Router, state: CarrierSandboxState): void {
  router.get('/orders', (ctx) => {
    if (!authorised(ctx)) return;
    const size = Math.min(Number(ctx.query.pageSize ?? 25) || 25, 100);
    ctx.body = { orders: state.shipments.filter((s) => s.status !== 'VOIDED').slice(-size).map(info), continuationToken: null };
  });

  router.post('/orders', async (ctx) => {
    if (!authorised(ctx)) return;
    const items = (ctx.request.body as any)?.items;
    if (!Array.isArray(items) || !items.length) {
      ctx.status = 400;
      ctx.body = { code: 'BadRequest', message: 'items: at least one order is required' };
      return;
    }
    if (items.filter((i: any) => i?.label?.includeLabelInResponse).length > 1) {
      ctx.status = 400;
      ctx.body = { code: 'BadRequest', message: 'Amount of labels across all items must not exceed 1' };
      return;
    }
    const createdOrders: unknown[] = [];
    const failedOrders: unknown[] = [];
    for (const item of items) {
      const errors = orderErrors(item);
      if (errors.length) {
        failedOrders.push({ order: item, errors });
        continue;
      }
      const n = state.next();
      const service = ROYAL_MAIL_SERVICES[item.postageDetails.serviceCode]!;
      const shipment: SandboxShipment = {
        id: String(100000 + n), reference: item.orderReference, service: item.postageDetails.serviceCode,
        trackingNumber: service.tracked ? `TT${digits(n, 9)}GB` : '',
        weightGrams: item.packages.reduce((sum: number, p: any) => sum + Number(p.weightInGrams), 0),
        status: 'LABELLED', createdAt: new Date().toISOString(), manifest: null,
        shipTo: item.recipient.address, shipFrom: item.sender ?? { fullName: 'Sandbox sender' }, events: [], format: 'pdf', cost: 0,
      };
      state.shipments.push(shipment);
      createdOrders.push({
        ...info(shipment),
        packages: item.packages.map((_: unknown, i: number) => ({ packageNumber: i + 1, trackingNumber: shipment.trackingNumber || undefined })),
        label: item.label?.includeLabelInResponse ? (await royalMailLabel(shipment)).toString('base64') : undefined,
        labelErrors: [], generatedDocuments: item.label?.includeLabelInResponse ? ['postageLabel'] : [],
      });
    }
    ctx.body = { successCount: createdOrders.length, errorsCount: failedOrders.length, createdOrders, failedOrders };
  });

  router.get('/orders/:ids/label', async (ctx) => {
    if (!authorised(ctx)) return;
    const found = pick(state, ctx.params.ids!).filter((s) => s.status !== 'VOIDED');
    if (!found.length) {
      ctx.status = 404;
      ctx.body = { code: 'NotFound', message: 'No orders found for the identifiers given' };
      return;
    }
    ctx.type = 'application/pdf';
    ctx.body = await royalMailLabel(found[0]!);
  });

  router.get('/orders/:ids', (ctx) => {
    if (!authorised(ctx)) return;
    const found = pick(state, ctx.params.ids!).filter((s) => s.status !== 'VOIDED');
    if (!found.length) {
      ctx.status = 404;
      ctx.body = { code: 'NotFound', message: 'No orders found for the identifiers given' };
      return;
    }
    ctx.body = found.map(info);
  });

  router.delete('/orders/:ids', (ctx) => {
    if (!authorised(ctx)) return;
    const deletedOrders: unknown[] = [];
    const errors: unknown[] = [];
    for (const s of pick(state, ctx.params.ids!).filter((x) => x.status !== 'VOIDED')) {
      if (s.status === 'MANIFESTED') errors.push({ orderIdentifier: Number(s.id), orderReference: s.reference, code: 'OrderManifested', message: 'The order has been manifested and can no longer be cancelled' });
      else {
        s.status = 'VOIDED';
        deletedOrders.push({ orderIdentifier: Number(s.id), orderReference: s.reference, orderInfo: 'Deleted' });
      }
    }
    if (!deletedOrders.length && !errors.length) {
      ctx.status = 404;
      ctx.body = { code: 'NotFound', message: 'No orders found for the identifiers given' };
      return;
    }
    ctx.body = { deletedOrders, errors };
  });

  router.post('/manifests', async (ctx) => {
    if (!authorised(ctx)) return;
    const due = state.shipments.filter((s) => s.status === 'LABELLED');
    if (!due.length) {
      ctx.status = 400;
      ctx.body = { code: 'NoEligibleOrders', message: 'There are no orders eligible for manifesting' };
      return;
    }
    const manifestNumber = 1000 + state.next();
    for (const s of due) {
      s.status = 'MANIFESTED';
      s.manifest = String(manifestNumber);
    }
    const pdf = await labelPdf({ carrier: 'Royal Mail manifest', service: `${due.length} item(s)`, trackingNumber: `MANIFEST ${manifestNumber}`, reference: due.map((s) => s.reference).join(', ').slice(0, 200), weightGrams: due.reduce((sum, s) => sum + s.weightGrams, 0), shipTo: due.map((s) => s.trackingNumber || s.reference), shipFrom: [] });
    ctx.body = { manifestNumber, documentPdf: pdf.toString('base64') };
  });

  royalMailTrackingRoute(router, state);
}

export const ROYAL_MAIL_EVENT_CODES = EVENT_CODES;

/** Tracking API v2 (GET /mailpieces/v2/{id}/events) over a sandbox's items: Royal Mail's, and Parcelforce's. */
export function royalMailTrackingRoute(router: Router, state: CarrierSandboxState): void {
  router.get('/mailpieces/v2/:id/events', (ctx) => {
    if (!ctx.get('x-ibm-client-id')) {
      ctx.status = 401;
      ctx.body = { httpCode: '401', httpMessage: 'Unauthorized', moreInformation: 'Client id not registered.' };
      return;
    }
    const s = state.byTracking(ctx.params.id!);
    if (!s || s.status === 'VOIDED') {
      ctx.status = 404;
      ctx.body = { httpCode: '404', httpMessage: 'Not Found', moreInformation: 'No tracking information is available for this item', errors: [{ errorCode: 'E1142', errorDescription: 'Barcode reference is not recognised' }] };
      return;
    }
    const events = [...s.events].reverse().map((e) => ({ eventCode: EVENT_CODES[e.status]![0], eventName: e.description || EVENT_CODES[e.status]![1], eventDateTime: e.at, locationName: e.location }));
    const last = events[0];
    ctx.body = { mailPieces: { mailPieceId: s.trackingNumber, carrierShortName: 'RM', summary: last ? { statusCategory: last.eventName, lastEventCode: last.eventCode, lastEventName: last.eventName, lastEventDateTime: last.eventDateTime } : null, events } };
  });
}
