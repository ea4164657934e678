/**
 * The sandbox Parcelforce: ExpressLink's SOAP service (v14; the element names api/carriers/adapters/parcelforce.ts
 * cites) at POST /sandbox/carriers/parcelforce, answering createShipment, printLabel, CancelShipment,
 * createManifest, printManifest and Find by the request element in the SOAP body, and Royal Mail's Tracking API v2
 * (/mailpieces/v2/{id}/events) for the items it made, as Royal Mail tracks Parcelforce's.
 *
 * What it refuses, as ExpressLink does, with `Alerts {Alert {Code, Message, Type ERROR}}` in the reply (HTTP 200):
 *  - no UserName or Password in `Authentication` ("Authentication failed").
 *  - no ContractNumber; a ServiceCode the contract does not have (the Express services SND, SUP, S12, 09, S10, SPM).
 *  - a GB Postcode that does not parse (rules.ts), no AddressLine1 or Town.
 *  - a recipient with neither MobilePhone nor EmailAddress: Parcelforce notifies the recipient of the delivery.
 *  - cancelling a shipment already on a manifest; a manifest with nothing to manifest.
 * Alert codes are the sandbox's own numbering. Labels: PDF (pdfkit, 4×6) or ZPL (PrintFormat ZPL203DPI); shipment
 * numbers are Parcelforce's two letters and seven digits (PB1234567).
 */
import type Router from '@koa/router';
import type Koa from 'koa';
import { escapeXml, xmlAll, xmlText } from '../adapters/xml.ts';
import { labelPdf, labelZpl, type SandboxLabel } from './label-pdf.ts';
import { royalMailTrackingRoute } from './royal-mail.ts';
import { digits, postcodeParses } from './rules.ts';
import type { CarrierSandboxState, SandboxShipment } from './state.ts';

const NS = 'http://www.parcelforce.net/ws/ship/v14';
export const PARCELFORCE_SANDBOX_SERVICES: Record<string, string> = { SND: 'express24', SUP: 'express48', S12: 'expressAM', '09': 'express9', S10: 'express10', SPM: 'expressPM' };

type Alert = { code: number; message: string };

const reply = (element: string, inner: string) => `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${element} xmlns="${NS}">${inner}</${element}></soap:Body></soap:Envelope>`;
const alertsXml = (alerts: Alert[]) => `<Alerts>${alerts.map((a) => `<Alert><Code>${a.code}</Code><Message>${escapeXml(a.message)}</Message><Type>ERROR</Type></Alert>`).join('')}</Alerts>`;

const lines = (a: Record<string, unknown>): string[] => ['ContactName', 'BusinessName', 'AddressLine1', 'AddressLine2', 'Town', 'Postcode', 'Country'].map((k) => a[k]).filter((v): v is string => typeof v === 'string' && !!v);

export function parcelforceLabel(s: SandboxShipment): SandboxLabel {
  return { carrier: 'Parcelforce Worldwide', service: PARCELFORCE_SANDBOX_SERVICES[s.service] ?? s.service, trackingNumber: s.trackingNumber, reference: s.reference, weightGrams: s.weightGrams, shipTo: lines(s.shipTo), shipFrom: ['Parcelforce account holder'] };
}

function shipmentAlerts(shipment: string): Alert[] {
  const alerts: Alert[] = [];
  if (!xmlText(shipment, 'ContractNumber')) alerts.push({ code: 1001, message: 'A contract number is required' });
  const service = xmlText(shipment, 'ServiceCode') ?? '';
  if (!PARCELFORCE_SANDBOX_SERVICES[service]) alerts.push({ code: 1002, message: `The service code ${service} is not valid for this contract` });
  const address = xmlAll(shipment, 'RecipientAddress')[0] ?? '';
  if (!xmlText(address, 'AddressLine1')) alerts.push({ code: 1003, message: 'Recipient address line 1 is required' });
  if (!xmlText(address, 'Town')) alerts.push({ code: 1004, message: 'Recipient town is required' });
  const postcode = xmlText(address, 'Postcode');
  if (!postcodeParses(xmlText(address, 'Country') ?? 'GB', postcode)) alerts.push({ code: 1005, message: `The recipient postcode ${postcode ?? ''} is invalid` });
  const contact = xmlAll(shipment, 'RecipientContact')[0] ?? '';
  if (!xmlText(contact, 'MobilePhone') && !xmlText(contact, 'EmailAddress')) alerts.push({ code: 1006, message: 'A recipient mobile phone or e-mail address is required for delivery notifications' });
  return alerts;
}

const field = (xml: string, block: string) => {
  const inner = xmlAll(xml, block)[0] ?? '';
  return Object.fromEntries(['BusinessName', 'ContactName', 'EmailAddress', 'MobilePhone', 'AddressLine1', 'AddressLine2', 'Town', 'Postcode', 'Country'].map((k) => [k, xmlText(inner, k)]).filter(([, v]) => v));
};

export function parcelforceRoutes(router: Router, state: CarrierSandboxState): void {
  router.post('/', async (ctx: Koa.Context) => {
    const xml = typeof ctx.request.body === 'string' ? ctx.request.body : '';
    const body = xmlAll(xml, 'Body')[0] ?? '';
    const element = /<(?:[\w-]+:)?(\w+Request)\b/.exec(body)?.[1] ?? '';
    const replyName = element.replace(/Request$/, 'Reply');
    ctx.type = 'text/xml';
    if (!element) {
      ctx.status = 500;
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Client</faultcode><faultstring>No ExpressLink request in the SOAP body</faultstring></soap:Fault></soap:Body></soap:Envelope>`;
      return;
    }
    const auth = xmlAll(body, 'Authentication')[0] ?? '';
    if (!xmlText(auth, 'UserName') || !xmlText(auth, 'Password')) {
      ctx.body = reply(replyName, alertsXml([{ code: 1, message: 'Authentication failed: check the user name and password' }]));
      return;
    }
    const shipmentNumber = xmlText(body, 'ShipmentNumber');
    const find = () => state.shipments.find((s) => s.id === shipmentNumber && s.status !== 'VOIDED');
    switch (element) {
      case 'FindRequest':
        ctx.body = reply(replyName, `<PAF><Postcode>${escapeXml(xmlText(body, 'Postcode') ?? '')}</Postcode><Count>1</Count></PAF>`);
        return;
      case 'CreateShipmentRequest': {
        const shipment = xmlAll(body, 'RequestedShipment')[0] ?? '';
        const alerts = shipmentAlerts(shipment);
        if (alerts.length) { ctx.body = reply(replyName, alertsXml(alerts)); return; }
        const n = state.next();
        const number = `PB${digits(n, 7)}`;
        state.shipments.push({
          id: number, reference: xmlText(shipment, 'ReferenceNumber1') ?? '', trackingNumber: number, service: xmlText(shipment, 'ServiceCode')!,
          weightGrams: 0, status: 'LABELLED', createdAt: new Date().toISOString(), manifest: null, events: [], format: 'pdf', cost: 0,
          shipTo: { ...field(shipment, 'RecipientContact'), ...field(shipment, 'RecipientAddress') }, shipFrom: {},
        });
        ctx.body = reply(replyName, `<CompletedShipmentInfo><LeadShipmentNumber>${number}</LeadShipmentNumber><DeliveryDate>${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}</DeliveryDate><Status>ALLOCATED</Status><CompletedShipments><CompletedShipment><ShipmentNumber>${number}</ShipmentNumber></CompletedShipment></CompletedShipments></CompletedShipmentInfo>`);
        return;
      }
      case 'PrintLabelRequest': {
        const s = find();
        if (!s) { ctx.body = reply(replyName, alertsXml([{ code: 1010, message: `Shipment ${shipmentNumber ?? ''} was not found` }])); return; }
        const zpl = /^ZPL/.test(xmlText(body, 'PrintFormat') ?? '');
        s.format = zpl ? 'zpl' : 'pdf';
        const label = zpl ? labelZpl(parcelforceLabel(s)) : await labelPdf(parcelforceLabel(s));
        ctx.body = reply(replyName, `<Label><Data>${label.toString('base64')}</Data></Label>`);
        return;
      }
      case 'CancelShipmentRequest': {
        const s = find();
        if (!s) { ctx.body = reply(replyName, alertsXml([{ code: 1010, message: `Shipment ${shipmentNumber ?? ''} was not found` }])); return; }
        if (s.status === 'MANIFESTED') { ctx.body = reply(replyName, alertsXml([{ code: 1011, message: `Shipment ${s.id} is on a manifest and can no longer be cancelled` }])); return; }
        s.status = 'VOIDED';
        ctx.body = reply(replyName, `<CompletedCancel><CompletedCancelInfo><Status>CANCELLED</Status><ShipmentNumber>${s.id}</ShipmentNumber></CompletedCancelInfo></CompletedCancel>`);
        return;
      }
      case 'CreateManifestRequest': {
        const due = state.shipments.filter((s) => s.status === 'LABELLED');
        if (!due.length) { ctx.body = reply(replyName, alertsXml([{ code: 1020, message: 'There are no shipments to manifest' }])); return; }
        const manifestNumber = `MAN${digits(state.next(), 6)}`;
        for (const s of due) { s.status = 'MANIFESTED'; s.manifest = manifestNumber; }
        ctx.body = reply(replyName, `<CompletedManifests><CompletedManifestInfo><DepartmentId>${escapeXml(xmlText(body, 'DepartmentId') ?? '1')}</DepartmentId><ManifestNumber>${manifestNumber}</ManifestNumber><ManifestType>DELIVERY</ManifestType><TotalShipmentCount>${due.length}</TotalShipmentCount><ManifestShipments>${due.map((s) => `<ManifestShipment><ShipmentNumber>${s.id}</ShipmentNumber><ServiceCode>${s.service}</ServiceCode></ManifestShipment>`).join('')}</ManifestShipments></CompletedManifestInfo></CompletedManifests>`);
        return;
      }
      case 'PrintManifestRequest': {
        const number = xmlText(body, 'ManifestNumber') ?? '';
        const on = state.shipments.filter((s) => s.manifest === number);
        if (!on.length) { ctx.body = reply(replyName, alertsXml([{ code: 1021, message: `Manifest ${number} was not found` }])); return; }
        const pdf = await labelPdf({ carrier: 'Parcelforce manifest', service: `${on.length} shipment(s)`, trackingNumber: `MANIFEST ${number}`, reference: on.map((s) => s.reference).join(', ').slice(0, 200), weightGrams: 0, shipTo: on.map((s) => s.id), shipFrom: [] });
        ctx.body = reply(replyName, `<Manifest><Data>${pdf.toString('base64')}</Data></Manifest>`);
        return;
      }
      default:
        ctx.body = reply(replyName, alertsXml([{ code: 2, message: `The sandbox does not answer ${element}` }]));
    }
  });

  royalMailTrackingRoute(router, state);
}
