/**
 * Royal Mail Click & Drop (API v1, https://api.parcel.royalmail.com/api/v1), written against Royal Mail's published
 * OpenAPI (https://api.parcel.royalmail.com/ "Click & Drop API", the `CreateOrdersRequest`/`CreateOrdersResponse`,
 * `DeleteOrdersResource`, `ManifestOrdersResponse` schemas) and the Royal Mail Tracking API v2
 * (https://developer.royalmail.net/ "Tracking API v2": GET /mailpieces/v2/{mailPieceId}/events).
 *
 *   auth        `Authorization: Bearer <api_key>` (Click & Drop > Settings > Integrations > Click & Drop API)
 *   buy label   POST /orders with one order and `label.includeLabelInResponse` (one label per call, as Royal Mail
 *               asks): `createdOrders[0]` carries `orderIdentifier`, `trackingNumber` and `label` (PDF, base64);
 *               refusals come back in `failedOrders[].errors[]` {errorCode, errorMessage, fields[{fieldName}]}
 *   lookup      Click & Drop takes no idempotency key; orders are found again by `orderReference`
 *               (GET /orders/"<reference>", quoted as the API asks for references) and their label by
 *               GET /orders/{orderIdentifier}/label?documentType=postageLabel (application/pdf)
 *   void        DELETE /orders/{orderIdentifier}: `deletedOrders[]`, or `errors[]` {code, message}
 *   manifest    POST /manifests {carrierName: "Royal Mail"}: `manifestNumber`, `documentPdf` (base64)
 *   rates       Click & Drop publishes no rate endpoint: the price is the merchant's contract tariff, so quotes
 *               are the carrier record's own prices (none here) and the label's cost stays unknown
 *   tracking    Tracking API v2 (its own host, api.royalmail.net; X-IBM-Client-Id/Secret): `mailPieces.events[]`
 *               {eventCode, eventName, eventDateTime, locationName}; EVKSP/EVKOP and friends are deliveries
 * ZPL: Click & Drop gives PDF labels only.
 */
import { ChannelError } from '../../channels/errors.ts';
import type { HttpResponse } from '../../channels/types.ts';
import { registerCarrierAdapter } from '../registry.ts';
import type { BoughtLabel, CarrierAdapter, CarrierContext, LabelRequest, TrackingEvent, TrackingStatus } from '../types.ts';
import { asBuffer, base64, refused, toMajor } from './shared.ts';

export const ROYAL_MAIL_LIVE = 'https://api.parcel.royalmail.com/api/v1';
const TRACKING_LIVE = 'https://api.royalmail.net';

/** Tracking API v2 event codes that mean the item reached its recipient (delivered, signed for, left safe). */
export const ROYAL_MAIL_DELIVERED = ['EVKSP', 'EVKOP', 'EVKLS', 'EVKSF', 'EVGPD'];
const EXCEPTION = ['EVKNR', 'EVORI', 'EVKRF'];

const auth = (ctx: CarrierContext) => {
  if (!ctx.credentials.api_key) throw new ChannelError('auth', `${ctx.carrier.name}: no Click & Drop API key is stored on the carrier`);
  return { authorization: `Bearer ${ctx.credentials.api_key}` };
};

/** Click & Drop's 400 body (ErrorResponse {code, message, details}) or a failed order's errors. */
function interpret(response: HttpResponse): Error | undefined {
  const body = response.body as any;
  if (response.status === 400 && body && typeof body === 'object') {
    const errors = Array.isArray(body) ? body : [body];
    return refused('Royal Mail refused the request', errors.map((e: any) => ({ field: e.details ?? null, code: String(e.code ?? e.errorCode ?? 'BadRequest'), message: String(e.message ?? e.errorMessage ?? 'bad request') })), 400);
  }
  return undefined;
}

function recipient(request: LabelRequest) {
  const to = request.shipTo;
  return {
    address: { fullName: to.name, companyName: to.company ?? undefined, addressLine1: to.line1, addressLine2: to.line2 ?? undefined, city: to.city, county: to.region ?? undefined, postcode: to.postcode, countryCode: to.country },
    phoneNumber: to.phone ?? undefined,
    emailAddress: to.email ?? undefined,
  };
}

async function labelPdf(ctx: CarrierContext, orderIdentifier: number | string): Promise<Buffer> {
  const response = await ctx.http.send({ method: 'GET', url: `orders/${orderIdentifier}/label`, query: { documentType: 'postageLabel', includeReturnsLabel: false }, headers: { ...auth(ctx), accept: 'application/pdf' }, binary: true }, interpret);
  return asBuffer(response.body, 'Royal Mail label');
}

const trackingStatus = (code: string): TrackingStatus => (ROYAL_MAIL_DELIVERED.includes(code) ? 'DELIVERED' : EXCEPTION.includes(code) ? 'EXCEPTION' : 'IN_TRANSIT');

export const royalMailAdapter: CarrierAdapter = {
  provider: 'ROYAL_MAIL',
  reference: 'https://api.parcel.royalmail.com/ (Click & Drop API v1) and https://developer.royalmail.net/ (Tracking API v2)',
  formats: ['PDF'],
  liveBaseUrl: () => ROYAL_MAIL_LIVE,

  async verify(ctx) {
    await ctx.http.send({ method: 'GET', url: 'orders', query: { pageSize: 1 }, headers: auth(ctx) }, interpret);
  },

  async quote() {
    return [];
  },

  async buyLabel(ctx, request) {
    const weight = request.parcels.reduce((sum, p) => sum + p.weightGrams, 0);
    const order = {
      orderReference: request.reference,
      recipient: recipient(request),
      orderDate: new Date().toISOString(),
      subtotal: toMajor(request.value),
      shippingCostCharged: 0,
      total: toMajor(request.value),
      currencyCode: request.currency,
      packages: request.parcels.map((p) => ({
        weightInGrams: p.weightGrams, packageFormatIdentifier: 'parcel',
        ...(p.lengthMm && p.widthMm && p.heightMm ? { dimensions: { heightInMms: p.heightMm, widthInMms: p.widthMm, depthInMms: p.lengthMm } } : {}),
      })),
      postageDetails: { serviceCode: request.serviceCode, sendNotificationsTo: 'recipient' },
      label: { includeLabelInResponse: true, includeCN: false, includeReturnsLabel: false },
      ...(weight ? {} : {}),
    };
    const response = await ctx.http.send({ method: 'POST', url: 'orders', headers: auth(ctx), json: { items: [order] } }, interpret);
    const body = response.body as any;
    const failed = body?.failedOrders?.[0];
    if (failed) {
      throw refused('Royal Mail refused the label', (failed.errors ?? []).map((e: any) => ({ field: e.fields?.map((f: any) => f.fieldName).join(', ') || null, code: String(e.errorCode), message: String(e.errorMessage) })), response.status);
    }
    const created = body?.createdOrders?.[0];
    if (!created) throw new ChannelError('permanent', 'Royal Mail created no order and gave no reason');
    if (created.labelErrors?.length) throw refused('Royal Mail created the order but no label', created.labelErrors.map((e: any) => ({ field: null, code: String(e.code), message: String(e.message) })));
    return { carrierReference: String(created.orderIdentifier), trackingNumber: String(created.trackingNumber ?? created.packages?.[0]?.trackingNumber ?? ''), pdf: base64(created.label, 'Royal Mail label'), zpl: null, cost: null, currency: null };
  },

  async findLabel(ctx, reference): Promise<BoughtLabel | null> {
    let response: HttpResponse;
    try {
      response = await ctx.http.send({ method: 'GET', url: `orders/${encodeURIComponent(`"${reference}"`)}`, headers: auth(ctx) }, interpret);
    } catch (error) {
      if (error instanceof ChannelError && error.status === 404) return null;
      throw error;
    }
    const found = (Array.isArray(response.body) ? response.body : []).find((o: any) => o.orderReference === reference && o.trackingNumber);
    if (!found) return null;
    return { carrierReference: String(found.orderIdentifier), trackingNumber: String(found.trackingNumber), pdf: await labelPdf(ctx, found.orderIdentifier), zpl: null, cost: null, currency: null };
  },

  async voidLabel(ctx, carrierReference) {
    const response = await ctx.http.send({ method: 'DELETE', url: `orders/${encodeURIComponent(carrierReference)}`, headers: auth(ctx) }, interpret);
    const errors = (response.body as any)?.errors ?? [];
    if (errors.length) throw refused('Royal Mail would not cancel the label', errors.map((e: any) => ({ field: null, code: String(e.code), message: String(e.message) })));
  },

  async manifest(ctx) {
    const response = await ctx.http.send({ method: 'POST', url: 'manifests', headers: auth(ctx), json: { carrierName: 'Royal Mail' } }, interpret);
    const body = response.body as any;
    return { reference: String(body.manifestNumber), pdf: body.documentPdf ? Buffer.from(String(body.documentPdf), 'base64') : null };
  },

  async tracking(ctx, label) {
    return royalMailTracking(ctx, ctx.baseUrl === ROYAL_MAIL_LIVE ? TRACKING_LIVE : ctx.baseUrl, label.trackingNumber);
  },
};

/**
 * Royal Mail Tracking API v2's events of one item, at `base` (api.royalmail.net, or a sandbox): Royal Mail's own
 * items and Parcelforce's (the same API tracks both; Parcelforce's ExpressLink has no tracking of its own).
 */
export async function royalMailTracking(ctx: CarrierContext, base: string, trackingNumber: string): Promise<TrackingEvent[]> {
  const url = `${base}/mailpieces/v2/${encodeURIComponent(trackingNumber)}/events`;
  const response = await ctx.http.send({
    method: 'GET', url,
    headers: { 'x-ibm-client-id': ctx.credentials.tracking_client_id ?? '', 'x-ibm-client-secret': ctx.credentials.tracking_client_secret ?? '', 'x-accept-rmg-terms': 'yes' },
  });
  const events = ((response.body as any)?.mailPieces?.events ?? []) as any[];
  return events.map((e): TrackingEvent => ({ at: String(e.eventDateTime), status: trackingStatus(String(e.eventCode)), description: String(e.eventName), location: e.locationName ?? null }));
}

registerCarrierAdapter(royalMailAdapter);
