/**
 * DPD UK's own shipping API (https://api.dpd.co.uk, the "DPD Web Services" REST API DPD UK and DPD Local give
 * their API customers), without an aggregator. Its shapes, and where each comes from (DPD publishes the guide to
 * account holders only; these are the public integrations that quote it):
 *
 *   login       POST /user/?action=login, HTTP Basic username:password → {data: {geoSession}}; every later call
 *               sends `GeoSession: <geoSession>` and `GeoClient: account/<account number>` (github.com/TheJazzDev/
 *               dpd-local-sdk src/lib/auth.ts; the session is kept and asked again once on a 401)
 *   services    GET /shipping/network/?businessUnit=0&deliveryDirection=1&numberOfParcels&shipmentType=0&
 *               totalWeight&deliveryDetails.address.countryCode/postcode&collectionDetails.address.… → {data:
 *               [{network: {networkCode, networkDescription}}]}: which services reach that postcode ("verify")
 *   buy label   POST /shipping/shipment {jobId, collectionOnDelivery, invoice, collectionDate, consolidate,
 *               consignment[{consignmentRef, collectionDetails, deliveryDetails {contactDetails {contactName,
 *               telephone}, address {organisation, street, locality, town, county, postcode, countryCode},
 *               notificationDetails {email, mobile}}, networkCode, numberOfParcels, totalWeight (kg),
 *               shippingRef1…3, parcelDescription, liability}]} → {data: {shipmentId, consignmentDetail
 *               [{consignmentNumber, parcelNumbers[]}]}} (dpd-local-sdk src/lib/shipment.ts)
 *   label       GET /shipping/shipment/{shipmentId}/label/ with `Accept: text/vnd.zebra-zpl` (ZPL) or `text/html`
 *               (also text/vnd.eltron-epl, text/vnd.citizen-clp; dpd-local-sdk src/utils/getAcceptHeader.ts).
 *               DPD gives no PDF: the PDF is made from the HTML label (./html-label.ts)
 *   errors      {error: [{errorCode, errorType, errorMessage, obj, errorAction?}] or one such object, data},
 *               often with HTTP 200: `obj` names DPD's field (consignment[0].deliveryDetails.…)
 *   lookup      DPD takes no idempotency key: the reference goes in `shippingRef1` and a retry first searches the
 *               day's shipments (GET /shipping/shipment/?collectionDate=…&searchPage=1&searchPageSize=100)
 *   void        DELETE /shipping/shipment/{shipmentId}/
 *   manifest    POST /shipping/manifest/ {collectionDate} → {data: {manifestId}}, then GET
 *               /shipping/manifest/{manifestId}/ as text/html (made a PDF as the labels are)
 *   rates       none: DPD UK publishes no rates API, the price is the account's tariff (ShipStation API's "DPD UK
 *               Guide": "DPD UK does not send estimated rates … they do not currently provide a Rates API")
 *   tracking    DPD's XML tracking service (POST /trackingcore/dpd/parcels on apps.geopostuk.com, its own
 *               host): <trackingrequest><user/><password/><trackingnumbers><trackingnumber/>… →
 *               <trackingresponse><trackingdetails><trackingdetail><trackingevents><trackingevent>
 *               {date, type, locality, description}
 *
 * Sellyard's service codes are `[A-Z0-9_]` and DPD's network codes are `<business unit>^<service>`: the named
 * services below map to their codes, and `N<unit>_<service>` (N1_12 → 1^12) reaches any other network code.
 */
import { ChannelError } from '../../channels/errors.ts';
import type { HttpResponse } from '../../channels/types.ts';
import { registerCarrierAdapter } from '../registry.ts';
import type { BoughtLabel, CarrierAdapter, CarrierAddress, CarrierContext, LabelRequest, TrackingEvent, TrackingStatus } from '../types.ts';
import { htmlLabelPdf } from './html-label.ts';
import { refused, toMajor } from './shared.ts';
import { escapeXml, xmlAll, xmlText } from './xml.ts';

export const DPD_LIVE = 'https://api.dpd.co.uk';
const TRACKING_LIVE = 'https://apps.geopostuk.com';

/** Sellyard service code → DPD network code (DPD UK's parcel services, business unit 1). */
export const DPD_NETWORKS: Record<string, string> = { NEXT_DAY: '1^12', TWO_DAY: '1^32', SATURDAY: '1^16', BY_12: '1^13' };

export function dpdNetworkCode(serviceCode: string): string {
  const named = DPD_NETWORKS[serviceCode];
  if (named) return named;
  const generic = /^N(\d)_(\d{2})$/.exec(serviceCode);
  if (generic) return `${generic[1]}^${generic[2]}`;
  throw new ChannelError('validation', `DPD has no service ${serviceCode}: use ${Object.keys(DPD_NETWORKS).join(', ')} or N<unit>_<code> for network code <unit>^<code>`, { fields: [{ field: 'networkCode', code: 'unknown_service', message: `no DPD network code for ${serviceCode}` }] });
}

/** DPD tracking event types that mean the parcel reached its recipient, or will not. */
const DELIVERED = ['DELIVERED', 'DELIVERED_TO_NEIGHBOUR', 'DELIVERED_SAFE_PLACE', 'COLLECTED_FROM_PICKUP'];
const EXCEPTION = ['NOT_DELIVERED', 'RETURNED_TO_SENDER', 'ADDRESS_ISSUE', 'DAMAGED'];
const trackingStatus = (type: string): TrackingStatus => (DELIVERED.includes(type) ? 'DELIVERED' : EXCEPTION.includes(type) ? 'EXCEPTION' : 'IN_TRANSIT');

/** GeoSessions by base URL and user: DPD asks integrations to log in once and keep the session. */
const sessions = new Map<string, string>();
const sessionKey = (ctx: CarrierContext) => `${ctx.baseUrl}|${ctx.credentials.username ?? ''}`;

function credentials(ctx: CarrierContext): { username: string; password: string; account: string } {
  const { username, password } = ctx.credentials;
  const account = ctx.credentials.account_number ?? ctx.carrier.accountNumber;
  if (!username || !password) throw new ChannelError('auth', `${ctx.carrier.name}: no DPD API username and password are stored on the carrier`);
  if (!account) throw new ChannelError('validation', `${ctx.carrier.name}: DPD needs the account number (GeoClient account/<number>)`, { fields: [{ field: 'account_number', code: 'required', message: 'is required' }] });
  return { username, password, account };
}

interface DpdError { errorCode?: unknown; errorType?: unknown; errorMessage?: unknown; obj?: unknown; errorAction?: unknown }

const dpdErrors = (body: any): DpdError[] => (body && typeof body === 'object' && body.error ? (Array.isArray(body.error) ? body.error : [body.error]) : []);

/** DPD's error list as Sellyard's error kinds: authentication as `auth`, the rest as validation on DPD's `obj`. */
function errorOf(errors: DpdError[], status: number | null): ChannelError {
  if (errors.some((e) => /auth/i.test(String(e.errorType ?? '')))) return new ChannelError('auth', `DPD refused the login: ${String(errors[0]!.errorMessage ?? 'authentication failed')}`, { status });
  return refused('DPD refused the request', errors.map((e) => ({ field: e.obj ? String(e.obj) : null, code: String(e.errorCode ?? e.errorType ?? 'error'), message: String(e.errorMessage ?? e.errorAction ?? 'refused') })), status);
}

function interpret(response: HttpResponse): Error | undefined {
  const errors = dpdErrors(response.body);
  return errors.length ? errorOf(errors, response.status) : undefined;
}

async function login(ctx: CarrierContext): Promise<string> {
  const { username, password } = credentials(ctx);
  const response = await ctx.http.send({ method: 'POST', url: 'user/', query: { action: 'login' }, headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` } }, interpret);
  const errors = dpdErrors(response.body);
  if (errors.length) throw errorOf(errors, response.status);
  const session = (response.body as any)?.data?.geoSession;
  if (typeof session !== 'string' || !session) throw new ChannelError('auth', `${ctx.carrier.name}: DPD's login answered no GeoSession`);
  sessions.set(sessionKey(ctx), session);
  return session;
}

type Send = Parameters<CarrierContext['http']['send']>[0];

/** One call with the kept GeoSession (logging in first when there is none, and again once when DPD says 401). */
async function call(ctx: CarrierContext, request: Send): Promise<HttpResponse> {
  const { account } = credentials(ctx);
  const attempt = async (session: string) => {
    const response = await ctx.http.send({ ...request, headers: { geosession: session, geoclient: `account/${account}`, ...request.headers } }, interpret);
    const errors = dpdErrors(response.body);
    // DPD answers refusals with HTTP 200 and an `error` beside `data: null`; an answer with data is a warning.
    if (errors.length && !(response.body as any)?.data) throw errorOf(errors, response.status);
    return response;
  };
  const kept = sessions.get(sessionKey(ctx));
  try {
    return await attempt(kept ?? (await login(ctx)));
  } catch (error) {
    if (!kept || !(error instanceof ChannelError) || error.kind !== 'auth') throw error;
    sessions.delete(sessionKey(ctx));
    return attempt(await login(ctx));
  }
}

const isoTime = (raw: string) => (Number.isNaN(Date.parse(raw)) ? raw : new Date(raw).toISOString());
const today = () => new Date().toISOString().slice(0, 10);

function address(a: CarrierAddress) {
  return { organisation: a.company ?? undefined, street: a.line1, locality: a.line2 ?? undefined, town: a.city, county: a.region ?? undefined, postcode: a.postcode, countryCode: a.country };
}

function contact(a: CarrierAddress) {
  return { contactName: a.name, telephone: a.phone ?? undefined };
}

async function fetchLabel(ctx: CarrierContext, shipmentId: string, trackingNumber: string, format: LabelRequest['format']): Promise<{ pdf: Buffer; zpl: Buffer | null }> {
  const zpl = format === 'ZPL';
  const response = await call(ctx, { method: 'GET', url: `shipping/shipment/${encodeURIComponent(shipmentId)}/label/`, headers: { accept: zpl ? 'text/vnd.zebra-zpl' : 'text/html' } });
  const body = response.body;
  if (typeof body !== 'string' || !body.trim()) throw new ChannelError('permanent', `DPD gave no label for shipment ${shipmentId}`);
  return zpl ? { pdf: Buffer.alloc(0), zpl: Buffer.from(body) } : { pdf: await htmlLabelPdf(body, `DPD ${trackingNumber}`), zpl: null };
}

function parcelNumber(consignment: any): string {
  return String(consignment?.parcelNumbers?.[0] ?? consignment?.consignmentNumber ?? '');
}

export const dpdAdapter: CarrierAdapter = {
  provider: 'DPD',
  reference: 'https://api.dpd.co.uk (DPD UK Web Services: login, shipping/network, shipping/shipment, label, manifest) and DPD tracking (apps.geopostuk.com/trackingcore)',
  formats: ['PDF', 'ZPL'],
  liveBaseUrl: () => DPD_LIVE,

  async verify(ctx) {
    sessions.delete(sessionKey(ctx));
    await call(ctx, { method: 'GET', url: 'shipping/network/', query: { businessUnit: 0, deliveryDirection: 1, numberOfParcels: 1, shipmentType: 0, totalWeight: 1, 'deliveryDetails.address.countryCode': 'GB', 'collectionDetails.address.countryCode': 'GB' } });
  },

  async quote() {
    return [];
  },

  async buyLabel(ctx, request) {
    const networkCode = dpdNetworkCode(request.serviceCode);
    const grams = request.parcels.reduce((sum, p) => sum + p.weightGrams, 0);
    const response = await call(ctx, {
      method: 'POST', url: 'shipping/shipment',
      json: {
        jobId: null, collectionOnDelivery: false, invoice: null, collectionDate: `${today()}T16:00:00`, consolidate: false,
        consignment: [{
          consignmentNumber: null, consignmentRef: null, parcel: [],
          collectionDetails: { contactDetails: contact(request.shipFrom), address: address(request.shipFrom) },
          deliveryDetails: {
            contactDetails: contact(request.shipTo), address: address(request.shipTo),
            notificationDetails: { email: request.shipTo.email ?? undefined, mobile: request.shipTo.phone ?? undefined },
          },
          networkCode, numberOfParcels: request.parcels.length, totalWeight: Math.round(grams / 10) / 100,
          shippingRef1: request.reference, shippingRef2: '', shippingRef3: '',
          customsValue: request.shipTo.country === 'GB' ? null : toMajor(request.value),
          deliveryInstructions: '', parcelDescription: '', liabilityValue: null, liability: false,
        }],
      },
    });
    const data = (response.body as any)?.data;
    const consignment = data?.consignmentDetail?.[0];
    if (!data?.shipmentId || !consignment) throw new ChannelError('permanent', 'DPD created no shipment and gave no reason');
    const trackingNumber = parcelNumber(consignment);
    const shipmentId = String(data.shipmentId);
    return { carrierReference: shipmentId, trackingNumber, ...(await fetchLabel(ctx, shipmentId, trackingNumber, request.format)), cost: null, currency: null };
  },

  async findLabel(ctx, reference): Promise<BoughtLabel | null> {
    const response = await call(ctx, { method: 'GET', url: 'shipping/shipment/', query: { collectionDate: `${today()}T00:00:00`, searchPage: 1, searchPageSize: 100 } });
    const results = ((response.body as any)?.data?.results ?? []) as any[];
    const found = results.find((r) => (r.consignment ?? []).some((c: any) => c.shippingRef1 === reference));
    if (!found) return null;
    const consignment = found.consignment.find((c: any) => c.shippingRef1 === reference);
    const trackingNumber = parcelNumber(consignment);
    // The format the lost purchase asked for is not known here: the PDF serves every printer.
    return { carrierReference: String(found.shipmentId), trackingNumber, ...(await fetchLabel(ctx, String(found.shipmentId), trackingNumber, 'PDF')), cost: null, currency: null };
  },

  async voidLabel(ctx, carrierReference) {
    await call(ctx, { method: 'DELETE', url: `shipping/shipment/${encodeURIComponent(carrierReference)}/` });
  },

  async manifest(ctx) {
    const created = await call(ctx, { method: 'POST', url: 'shipping/manifest/', json: { collectionDate: `${today()}T00:00:00` } });
    const manifestId = (created.body as any)?.data?.manifestId;
    if (!manifestId) throw new ChannelError('permanent', 'DPD made no manifest and gave no reason');
    const printed = await call(ctx, { method: 'GET', url: `shipping/manifest/${encodeURIComponent(String(manifestId))}/`, headers: { accept: 'text/html' } });
    return { reference: String(manifestId), pdf: typeof printed.body === 'string' && printed.body.trim() ? await htmlLabelPdf(printed.body, `DPD manifest ${manifestId}`) : null };
  },

  async tracking(ctx, label) {
    const { username, password } = credentials(ctx);
    const base = ctx.baseUrl === DPD_LIVE ? TRACKING_LIVE : ctx.baseUrl;
    const body = `<?xml version="1.0" encoding="UTF-8"?><trackingrequest><user>${escapeXml(username)}</user><password>${escapeXml(password)}</password><trackingnumbers><trackingnumber>${escapeXml(label.trackingNumber)}</trackingnumber></trackingnumbers></trackingrequest>`;
    const response = await ctx.http.send({ method: 'POST', url: `${base}/trackingcore/dpd/parcels`, headers: { accept: 'text/xml' }, text: { body, contentType: 'text/xml' } });
    const xml = typeof response.body === 'string' ? response.body : '';
    const error = xmlText(xml, 'error');
    if (error) throw new ChannelError('permanent', `DPD tracking: ${error}`);
    return xmlAll(xml, 'trackingevent').map((event): TrackingEvent => ({
      at: isoTime(xmlText(event, 'date') ?? ''), status: trackingStatus(xmlText(event, 'type') ?? ''),
      description: xmlText(event, 'description') ?? '', location: xmlText(event, 'locality') || null,
    }));
  },
};

registerCarrierAdapter(dpdAdapter);
