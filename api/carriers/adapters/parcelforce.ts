/**
 * Parcelforce Worldwide through ExpressLink, its SOAP web service (document/literal, namespace
 * http://www.parcelforce.net/ws/ship/v14, endpoint https://expresslink.parcelforce.net/ws). Parcelforce gives the
 * WSDL to account holders; the element names are as the public client github.com/pawrequest/parcelforce-expresslink
 * models them from that WSDL (PascalCase on the wire):
 *
 *   auth        <Authentication><UserName/><Password/></Authentication> in every request
 *   buy         createShipment <CreateShipmentRequest><RequestedShipment> {DepartmentId, ShipmentType DELIVERY,
 *               ContractNumber, ServiceCode (SND Express24, SUP Express48, S12 ExpressAM, 09 Express9, S10,
 *               SPM), ShippingDate, RecipientContact {BusinessName, ContactName, EmailAddress, MobilePhone},
 *               RecipientAddress {AddressLine1…3, Town, Postcode, Country}, TotalNumberOfParcels,
 *               ReferenceNumber1 (≤ 24)} → CompletedShipmentInfo {Status ALLOCATED, CompletedShipments
 *               {CompletedShipment {ShipmentNumber}}}, or Alerts {Alert {Code, Message, Type ERROR|WARNING}}
 *   label       printLabel {ShipmentNumber, PrintFormat PDF|ZPL203DPI} → Label {Data (base64)}
 *   void        CancelShipment {ShipmentNumber} → CompletedCancel {CompletedCancelInfo {Status, ShipmentNumber}}
 *   manifest    createManifest {DepartmentId} → CompletedManifests {CompletedManifestInfo {ManifestNumber, …}},
 *               then printManifest {ManifestNumber, PrintFormat PDF} → Manifest {Data}
 *   tracking    ExpressLink has none: Parcelforce items are tracked by Royal Mail's Tracking API v2
 *               (./royal-mail.ts `royalMailTracking`; credentials tracking_client_id / tracking_client_secret)
 *   lookup      ExpressLink has no search by reference and takes no idempotency key: a 429 is sent again here, and
 *               after a 5xx or timeout findLabel refuses to guess (as Evri's: ./evri.ts) rather than buy twice
 *   rates       none: the price is the contract's
 *
 * Parcelforce takes no weight on a domestic ExpressLink shipment (it is weighed in its network); Sellyard's
 * service `max_weight_g` (30 kg on the Express services) is what refuses a heavier parcel before the call.
 */
import { ChannelError, isChannelError } from '../../channels/errors.ts';
import type { HttpResponse } from '../../channels/types.ts';
import { registerCarrierAdapter } from '../registry.ts';
import type { CarrierAdapter, CarrierContext } from '../types.ts';
import { royalMailTracking } from './royal-mail.ts';
import { base64, refused } from './shared.ts';
import { xmlAll, xmlElement, xmlText } from './xml.ts';

export const PARCELFORCE_LIVE = 'https://expresslink.parcelforce.net/ws';
const TRACKING_LIVE = 'https://api.royalmail.net';
export const EXPRESSLINK_NS = 'http://www.parcelforce.net/ws/ship/v14';

/** Sellyard service code → ExpressLink ServiceCode. */
export const PARCELFORCE_SERVICES: Record<string, string> = { EXPRESS24: 'SND', EXPRESS48: 'SUP', EXPRESSAM: 'S12', EXPRESS9: '09', EXPRESS10: 'S10', EXPRESSPM: 'SPM' };

function authentication(ctx: CarrierContext) {
  const { username, password } = ctx.credentials;
  if (!username || !password) throw new ChannelError('auth', `${ctx.carrier.name}: no ExpressLink username and password are stored on the carrier`);
  return { UserName: username, Password: password };
}

/** The SOAP 1.1 envelope around one ExpressLink request element, its children in ExpressLink's namespace. */
export const envelope = (element: string, body: Record<string, unknown>) =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Header/><soapenv:Body>${xmlElement(element, body).replace(`<${element}>`, `<${element} xmlns="${EXPRESSLINK_NS}">`)}</soapenv:Body></soapenv:Envelope>`;

type Alert = { code: string; message: string; type: string };
const alertsOf = (xml: string): Alert[] => xmlAll(xml, 'Alert').map((a) => ({ code: xmlText(a, 'Code') ?? 'alert', message: xmlText(a, 'Message') ?? '', type: (xmlText(a, 'Type') ?? 'ERROR').toUpperCase() }));

/** Where an ExpressLink alert points, from its words (alerts carry a code and a message, no field path). */
const FIELD_WORDS: Array<[RegExp, string]> = [[/post ?code/i, 'RecipientAddress.Postcode'], [/mobile|e-?mail|notification/i, 'RecipientContact.MobilePhone'], [/service/i, 'ServiceCode'], [/contract/i, 'ContractNumber'], [/town/i, 'RecipientAddress.Town'], [/address/i, 'RecipientAddress.AddressLine1']];
const fieldOf = (message: string) => FIELD_WORDS.find(([pattern]) => pattern.test(message))?.[1] ?? null;

/** ERROR alerts are refusals (authentication as `auth`); WARNING and NOTIFICATION alerts are not. */
function alertError(xml: string, status: number | null): ChannelError | undefined {
  const errors = alertsOf(xml).filter((a) => a.type === 'ERROR');
  if (!errors.length) return undefined;
  if (errors.some((e) => /authenticat|log ?in|password/i.test(e.message))) return new ChannelError('auth', `Parcelforce refused the login: ${errors[0]!.message}`, { status });
  return refused('Parcelforce refused the request', errors.map((e) => ({ field: fieldOf(e.message), code: e.code, message: e.message })), status);
}

const interpret = (response: HttpResponse): Error | undefined => alertError(typeof response.body === 'string' ? response.body : '', response.status);

async function call(ctx: CarrierContext, operation: string, element: string, body: Record<string, unknown>): Promise<string> {
  const xml = envelope(element, { Authentication: authentication(ctx), ...body });
  // A 429 was refused unread, so it is safe to send again here; a 5xx or timeout is not (see the header).
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await ctx.http.send({ method: 'POST', url: ctx.baseUrl, headers: { soapaction: `"${operation}"`, accept: 'text/xml' }, text: { body: xml, contentType: 'text/xml; charset=utf-8' } }, interpret);
      const answer = typeof response.body === 'string' ? response.body : '';
      const refusal = alertError(answer, response.status);
      if (refusal) throw refusal;
      return answer;
    } catch (error) {
      if (!isChannelError(error) || error.kind !== 'rate_limit' || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(error.retryAfterMs ?? 500, 5_000)));
    }
  }
}

function contract(ctx: CarrierContext) {
  const number = ctx.credentials.contract_number ?? ctx.carrier.accountNumber;
  if (!number) throw new ChannelError('validation', `${ctx.carrier.name}: Parcelforce needs the contract number`, { fields: [{ field: 'contract_number', code: 'required', message: 'is required' }] });
  return { ContractNumber: number, DepartmentId: ctx.credentials.department_id ?? '1' };
}

async function printLabel(ctx: CarrierContext, shipmentNumber: string, zpl: boolean): Promise<Buffer> {
  const xml = await call(ctx, 'printLabel', 'PrintLabelRequest', { ShipmentNumber: shipmentNumber, PrintFormat: zpl ? 'ZPL203DPI' : 'PDF' });
  return base64(xmlText(xmlAll(xml, 'Label')[0] ?? '', 'Data'), 'Parcelforce label');
}

export const parcelforceAdapter: CarrierAdapter = {
  provider: 'PARCELFORCE',
  reference: 'Parcelforce ExpressLink SOAP web service v14 (https://expresslink.parcelforce.net/ws): createShipment, printLabel, CancelShipment, createManifest, printManifest; Royal Mail Tracking API v2 for tracking',
  formats: ['PDF', 'ZPL'],
  liveBaseUrl: () => PARCELFORCE_LIVE,

  async verify(ctx) {
    // Find with a postcode (PAF look-up) is the one read-only operation: it proves the credentials.
    await call(ctx, 'Find', 'FindRequest', { PAF: { Postcode: 'SW1A 1AA' } });
  },

  async quote() {
    return [];
  },

  async buyLabel(ctx, request) {
    const service = PARCELFORCE_SERVICES[request.serviceCode];
    if (!service) throw new ChannelError('validation', `Parcelforce has no service ${request.serviceCode}: use ${Object.keys(PARCELFORCE_SERVICES).join(', ')}`, { fields: [{ field: 'ServiceCode', code: 'unknown_service', message: `no ExpressLink service for ${request.serviceCode}` }] });
    const to = request.shipTo;
    const xml = await call(ctx, 'createShipment', 'CreateShipmentRequest', {
      RequestedShipment: {
        ...contract(ctx), ShipmentType: 'DELIVERY', ServiceCode: service, ShippingDate: new Date().toISOString().slice(0, 10),
        RecipientContact: { BusinessName: to.company ?? to.name, ContactName: to.name, EmailAddress: to.email ?? undefined, MobilePhone: to.phone ?? undefined },
        RecipientAddress: { AddressLine1: to.line1, AddressLine2: to.line2 ?? undefined, Town: to.city, Postcode: to.postcode, Country: to.country },
        TotalNumberOfParcels: request.parcels.length, ReferenceNumber1: request.reference.slice(0, 24),
      },
    });
    const info = xmlAll(xml, 'CompletedShipmentInfo')[0] ?? '';
    const shipmentNumber = xmlText(xmlAll(info, 'CompletedShipment')[0] ?? '', 'ShipmentNumber');
    if (!shipmentNumber) throw new ChannelError('permanent', `Parcelforce allocated no shipment (status ${xmlText(info, 'Status') ?? 'none'})`);
    const zpl = request.format === 'ZPL';
    const label = await printLabel(ctx, shipmentNumber, zpl);
    return { carrierReference: shipmentNumber, trackingNumber: shipmentNumber, pdf: zpl ? Buffer.alloc(0) : label, zpl: zpl ? label : null, cost: null, currency: null };
  },

  async findLabel(ctx, reference) {
    throw new ChannelError('permanent', `${ctx.carrier.name}: ExpressLink cannot look a shipment up by reference, and an earlier attempt for ${reference} may have made one behind a lost answer. Check Parcelforce's portal for reference ${reference} before buying again`);
  },

  async voidLabel(ctx, carrierReference) {
    const xml = await call(ctx, 'CancelShipment', 'CancelShipmentRequest', { ShipmentNumber: carrierReference });
    const status = xmlText(xmlAll(xml, 'CompletedCancelInfo')[0] ?? '', 'Status');
    if (status && !/cancel/i.test(status)) throw refused('Parcelforce would not cancel the shipment', [{ field: 'ShipmentNumber', code: status, message: `status ${status}` }]);
  },

  async manifest(ctx) {
    const created = await call(ctx, 'createManifest', 'CreateManifestRequest', { DepartmentId: contract(ctx).DepartmentId });
    const manifestNumber = xmlText(xmlAll(created, 'CompletedManifestInfo')[0] ?? '', 'ManifestNumber');
    if (!manifestNumber) throw new ChannelError('permanent', 'Parcelforce made no manifest and gave no reason');
    const printed = await call(ctx, 'printManifest', 'PrintManifestRequest', { ManifestNumber: manifestNumber, PrintFormat: 'PDF' });
    const data = xmlText(xmlAll(printed, 'Manifest')[0] ?? '', 'Data');
    return { reference: manifestNumber, pdf: data ? Buffer.from(data, 'base64') : null };
  },

  async tracking(ctx, label) {
    return royalMailTracking(ctx, ctx.baseUrl === PARCELFORCE_LIVE ? TRACKING_LIVE : ctx.baseUrl, label.trackingNumber);
  },
};

registerCarrierAdapter(parcelforceAdapter);
