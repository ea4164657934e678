/**
 * Evri (formerly Hermes UK) through its Routing and Label web service, v4 (REST with XML bodies,
 * https://www.hermes-europe.co.uk/routing/service/rest/v4/<operation>; Evri's test host is sit.hermes-europe.co.uk).
 * Evri gives the interface guide to account holders; each shape is as the public integrations quote it:
 *
 *   auth        HTTP Basic username:password, and `clientId` / `clientName` in every request body
 *               (github.com channelgrabber "CG\Hermes" Request\RouteDeliveryCreatePreadviceAndLabel: clientId,
 *               clientName, creationDate, sourceOfRequest CLIENTWS)
 *   buy label   POST routeDeliveryCreatePreadviceAndLabel <deliveryRoutingRequest> … <deliveryRoutingRequestEntries>
 *               <deliveryRoutingRequestEntry> {customer {address {firstName, lastName, streetName, addressLine2,
 *               city, region, postCode, countryCode}, homePhoneNo, email, customerReference1 (≤ 20)}, parcel
 *               {weight (g), length/width/depth (cm), girth, combinedDimension, volume, value (pence), currency,
 *               numberOfItems, description}, services {nextDay, signature}, senderAddress {addressLine1…4},
 *               expectedDespatchDate, countryOfOrigin}; `labelFormat` ZPL_799_1199 asks for ZPL instead of PDF
 *   answer      <routingResponse><routingResponseEntries><routingResponseEntry> {outboundCarriers {labelImage
 *               (base64), carrier1 {barcode1 {barcodeNumber}}}, errorMessages[{errorCode, errorDescription}],
 *               warningMessages[…]}: an entry with errorMessages made no label (the Node "hermes" integration's
 *               response-helper.js and create-label.js read exactly these paths)
 *   verify      POST determineDeliveryRouting with no entries: proves the credentials and client id
 *
 * What Evri's routing service does not have, and what Sellyard does instead:
 *   - no idempotency key and no look-up by reference: a 429 (refused unread) is retried here; after a 5xx or a
 *     timeout nobody can tell whether Evri made the label, so findLabel refuses to guess and says so (the
 *     merchant checks Evri's portal for the reference before buying again): never a second label unasked.
 *   - no cancel: Evri charges for parcels it receives, so an unused label is simply not handed over; voiding
 *     forgets it in Sellyard.
 *   - no manifest: Evri's couriers and ParcelShops scan what they receive; manifest() says so.
 *   - no tracking in this service, and no published tracking API to connect instead: tracking() says so, and
 *     Evri parcels are tracked by their link (the carrier's tracking_url template) only. Looked for (issue 19,
 *     Nov 2026) in published documentation, web pages and public code under "Evri tracking API", "Hermes tracking
 *     events API", "Evri developer portal": Evri gives its tracking API (and any push of events) to account
 *     holders only; what is public is evri.com's own page data, which scrapers read unofficially, and aggregators'
 *     APIs (TrackingMore and the like) that are other products. None is a reference to write an adapter against,
 *     so none is invented here; when Evri publishes one, tracking() and a sandbox route follow it.
 *   - no rates: the price is the account's tariff.
 */
import { ChannelError, isChannelError } from '../../channels/errors.ts';
import type { HttpResponse } from '../../channels/types.ts';
import { registerCarrierAdapter } from '../registry.ts';
import type { CarrierAdapter, CarrierContext, LabelRequest } from '../types.ts';
import { base64, refused } from './shared.ts';
import { xmlAll, xmlElement, xmlText } from './xml.ts';

export const EVRI_LIVE = 'https://www.hermes-europe.co.uk/routing/service/rest/v4';

/** Sellyard service code → Evri's service flags. */
export const EVRI_SERVICES: Record<string, { nextDay: boolean; signature: boolean }> = {
  STANDARD: { nextDay: false, signature: false },
  NEXT_DAY: { nextDay: true, signature: false },
  SIGNATURE: { nextDay: false, signature: true },
};

function account(ctx: CarrierContext) {
  const { username, password, client_id: clientId, client_name: clientName } = ctx.credentials;
  if (!username || !password) throw new ChannelError('auth', `${ctx.carrier.name}: no Evri username and password are stored on the carrier`);
  if (!clientId || !clientName) throw new ChannelError('validation', `${ctx.carrier.name}: Evri needs the client id and client name`, { fields: [{ field: 'client_id', code: 'required', message: 'client_id and client_name are required' }] });
  return { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`, clientId, clientName };
}

/** The request's head every operation shares. */
function head(ctx: CarrierContext): Record<string, unknown> {
  const { clientId, clientName } = account(ctx);
  return { clientId, clientName, creationDate: new Date().toISOString().slice(0, 19), sourceOfRequest: 'CLIENTWS' };
}

const xmlBody = (root: Record<string, unknown>) => `<?xml version="1.0" encoding="UTF-8"?>${xmlElement('deliveryRoutingRequest', root)}`;

/** Evri's errorMessages of an entry: [{errorCode, errorDescription}]. */
function entryErrors(entry: string): Array<{ code: string; message: string }> {
  return xmlAll(entry, 'errorMessages').map((m) => ({ code: xmlText(m, 'errorCode') ?? 'error', message: xmlText(m, 'errorDescription') ?? 'refused' }));
}

/** Where an Evri error points, from its description's own field name (Evri's errors carry no field path). */
const FIELD_WORDS: Array<[RegExp, string]> = [[/post ?code/i, 'customer.address.postCode'], [/weight/i, 'parcel.weight'], [/street|address line/i, 'customer.address.streetName'], [/city|town/i, 'customer.address.city'], [/name/i, 'customer.address.lastName'], [/client/i, 'clientId']];
const fieldOf = (message: string) => FIELD_WORDS.find(([pattern]) => pattern.test(message))?.[1] ?? null;

function interpret(response: HttpResponse): Error | undefined {
  const xml = typeof response.body === 'string' ? response.body : '';
  const errors = xmlAll(xml, 'routingResponseEntry').flatMap(entryErrors);
  return errors.length ? refused('Evri refused the request', errors.map((e) => ({ field: fieldOf(e.message), ...e })), response.status) : undefined;
}

function entry(request: LabelRequest): Record<string, unknown> {
  const to = request.shipTo;
  const [first, ...rest] = to.name.trim().split(/\s+/);
  const service = EVRI_SERVICES[request.serviceCode];
  if (!service) throw new ChannelError('validation', `Evri has no service ${request.serviceCode}: use ${Object.keys(EVRI_SERVICES).join(', ')}`, { fields: [{ field: 'services', code: 'unknown_service', message: `no Evri service ${request.serviceCode}` }] });
  if (request.parcels.length !== 1) throw new ChannelError('validation', 'Evri routes one parcel per label: split the shipment into parcels of one package each', { fields: [{ field: 'parcel', code: 'one_parcel', message: 'one parcel per Evri label' }] });
  const parcel = request.parcels[0]!;
  const cm = (mm: number | null | undefined) => (mm ? Math.ceil(mm / 10) : 0);
  const from = request.shipFrom;
  return {
    customer: {
      address: { firstName: rest.length ? first : '', lastName: rest.length ? rest.join(' ') : first, streetName: to.line1, addressLine2: to.line2 ?? undefined, city: to.city, region: to.region ?? undefined, postCode: to.postcode, countryCode: to.country },
      homePhoneNo: to.phone ?? undefined, email: to.email ?? undefined, customerReference1: request.reference.slice(0, 20),
    },
    parcel: { weight: parcel.weightGrams, length: cm(parcel.lengthMm), width: cm(parcel.widthMm), depth: cm(parcel.heightMm), girth: 0, combinedDimension: 0, volume: 0, value: request.value, currency: request.currency, numberOfItems: 1, description: 'Goods' },
    services: service,
    senderAddress: { addressLine1: [from.company, from.name].filter(Boolean).join(', '), addressLine2: from.line1, addressLine3: from.city, addressLine4: from.postcode },
    expectedDespatchDate: new Date().toISOString().slice(0, 19),
    countryOfOrigin: from.country,
  };
}

async function send(ctx: CarrierContext, operation: string, body: string): Promise<string> {
  const { authorization } = account(ctx);
  // A 429 was refused unread, so it is safe to send again here; a 5xx or timeout is not (see the header).
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await ctx.http.send({ method: 'POST', url: operation, headers: { authorization, accept: 'text/xml' }, text: { body, contentType: 'text/xml' } }, interpret);
      return typeof response.body === 'string' ? response.body : '';
    } catch (error) {
      if (!isChannelError(error) || error.kind !== 'rate_limit' || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(error.retryAfterMs ?? 500, 5_000)));
    }
  }
}

export const evriAdapter: CarrierAdapter = {
  provider: 'EVRI',
  reference: 'Evri Routing and Label web service v4 (https://www.hermes-europe.co.uk/routing/service/rest/v4): routeDeliveryCreatePreadviceAndLabel, determineDeliveryRouting',
  formats: ['PDF', 'ZPL'],
  liveBaseUrl: () => EVRI_LIVE,

  async verify(ctx) {
    // Evri answers a wrong client id with HTTP 200 and the error in an entry.
    const refusal = interpret({ status: 200, headers: new Headers(), body: await send(ctx, 'determineDeliveryRouting', xmlBody({ ...head(ctx), deliveryRoutingRequestEntries: '' })) });
    if (refusal) throw refusal;
  },

  async quote() {
    return [];
  },

  async buyLabel(ctx, request) {
    const xml = await send(ctx, 'routeDeliveryCreatePreadviceAndLabel', xmlBody({
      ...head(ctx), ...(request.format === 'ZPL' ? { labelFormat: 'ZPL_799_1199' } : {}),
      deliveryRoutingRequestEntries: { deliveryRoutingRequestEntry: entry(request) },
    }));
    const first = xmlAll(xml, 'routingResponseEntry')[0];
    if (first === undefined) throw new ChannelError('permanent', 'Evri answered no routing entry');
    const errors = entryErrors(first);
    if (errors.length) throw refused('Evri refused the label', errors.map((e) => ({ field: fieldOf(e.message), ...e })));
    const trackingNumber = xmlText(xmlAll(first, 'barcode1')[0] ?? '', 'barcodeNumber');
    if (!trackingNumber) throw new ChannelError('permanent', 'Evri answered no barcode');
    const label = base64(xmlText(first, 'labelImage'), 'Evri label');
    const zpl = request.format === 'ZPL';
    return { carrierReference: trackingNumber, trackingNumber, pdf: zpl ? Buffer.alloc(0) : label, zpl: zpl ? label : null, cost: null, currency: null };
  },

  async findLabel(ctx, reference) {
    throw new ChannelError('permanent', `${ctx.carrier.name}: Evri cannot look a label up by reference, and an earlier attempt for ${reference} may have made one behind a lost answer. Check Evri's portal for customer reference ${reference} before buying again`);
  },

  async voidLabel() {
    // Evri has no cancel: a label it never receives is not charged (see the header).
  },

  async manifest(ctx) {
    throw new ChannelError('permanent', `${ctx.carrier.name}: Evri takes no manifest; its courier or ParcelShop scans the parcels it receives`);
  },

  async tracking(ctx) {
    // No published Evri tracking API (see the header): the poll skips Evri shipments with this message.
    throw new ChannelError('permanent', `${ctx.carrier.name}: Evri's routing service gives no tracking, and Evri publishes no tracking API Sellyard could connect to`);
  },
};

registerCarrierAdapter(evriAdapter);
