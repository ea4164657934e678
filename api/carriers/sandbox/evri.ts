/**
 * The sandbox Evri: the Routing and Label web service v4 (api/carriers/adapters/evri.ts cites the shapes) under
 * /sandbox/carriers/evri: routeDeliveryCreatePreadviceAndLabel and determineDeliveryRouting, XML in and out.
 *
 * What it refuses, as Evri does, in the routing answer's `errorMessages {errorCode, errorDescription}` of the
 * entry (HTTP 200; the entry then has no label):
 *  - no HTTP Basic credentials: 401 with no body, as the service's container answers.
 *  - a clientId the account does not have (any id of 3+ digits is the sandbox's account).
 *  - a GB postcode that does not parse (rules.ts), a missing last name, street or city.
 *  - a parcel over 15 kg or without a weight: Evri carries parcels up to 15 kg (evri.com "Parcel size and weight
 *    limits": 15 kg, 120 cm long, 245 cm length and girth).
 * The error codes are the sandbox's own numbering. Labels: PDF (pdfkit, 4×6) or ZPL when `labelFormat` is
 * ZPL_799_1199; barcodes are 16 digits, as Evri's are.
 */
import type Router from '@koa/router';
import type Koa from 'koa';
import { escapeXml, xmlAll, xmlText } from '../adapters/xml.ts';
import { labelPdf, labelZpl, type SandboxLabel } from './label-pdf.ts';
import { digits, postcodeParses } from './rules.ts';
import type { CarrierSandboxState, SandboxShipment } from './state.ts';

export const EVRI_MAX_GRAMS = 15_000;

const lines = (a: Record<string, unknown>): string[] => ['name', 'streetName', 'addressLine2', 'city', 'region', 'postCode', 'countryCode'].map((k) => a[k]).filter((v): v is string => typeof v === 'string' && !!v);

export function evriLabel(s: SandboxShipment): SandboxLabel {
  return { carrier: 'Evri', service: s.service, trackingNumber: s.trackingNumber, reference: s.reference, weightGrams: s.weightGrams, shipTo: lines(s.shipTo), shipFrom: lines(s.shipFrom) };
}

function authorised(ctx: Koa.Context): boolean {
  const basic = /^Basic (\S+)$/.exec(String(ctx.get('authorization') ?? ''));
  const [user, password] = basic ? Buffer.from(basic[1]!, 'base64').toString().split(':') : [];
  if (user && password) return true;
  ctx.status = 401;
  ctx.set('WWW-Authenticate', 'Basic realm="routing"');
  ctx.body = '';
  return false;
}

type EvriError = { errorCode: number; errorDescription: string };

function entryErrors(clientId: string | null, entry: string): EvriError[] {
  const errors: EvriError[] = [];
  if (!clientId || !/^\d{3,}$/.test(clientId)) errors.push({ errorCode: 1000, errorDescription: `Client id ${clientId ?? ''} is not valid for this user` });
  const address = xmlAll(entry, 'address')[0] ?? '';
  const postCode = xmlText(address, 'postCode');
  const country = xmlText(address, 'countryCode') ?? 'GB';
  if (!xmlText(address, 'lastName')) errors.push({ errorCode: 1001, errorDescription: 'Customer last name is mandatory' });
  if (!xmlText(address, 'streetName')) errors.push({ errorCode: 1002, errorDescription: 'Customer street name is mandatory' });
  if (!xmlText(address, 'city')) errors.push({ errorCode: 1003, errorDescription: 'Customer city is mandatory' });
  if (!postcodeParses(country, postCode)) errors.push({ errorCode: 1004, errorDescription: `Customer post code ${postCode ?? ''} is not a valid post code` });
  const grams = Number(xmlText(xmlAll(entry, 'parcel')[0] ?? '', 'weight'));
  if (!(grams > 0)) errors.push({ errorCode: 1010, errorDescription: 'Parcel weight is mandatory and must be greater than 0 g' });
  else if (grams > EVRI_MAX_GRAMS) errors.push({ errorCode: 1011, errorDescription: `Parcel weight ${grams} g exceeds the maximum of ${EVRI_MAX_GRAMS} g` });
  return errors;
}

const response = (entries: string[]) => `<?xml version="1.0" encoding="UTF-8"?><routingResponse><creationDate>${new Date().toISOString().slice(0, 19)}</creationDate><routingResponseEntries>${entries.join('')}</routingResponseEntries></routingResponse>`;
const errorXml = (errors: EvriError[]) => errors.map((e) => `<errorMessages><errorCode>${e.errorCode}</errorCode><errorDescription>${escapeXml(e.errorDescription)}</errorDescription></errorMessages>`).join('');

export function evriRoutes(router: Router, state: CarrierSandboxState): void {
  router.post('/determineDeliveryRouting', (ctx) => {
    if (!authorised(ctx)) return;
    const xml = typeof ctx.request.body === 'string' ? ctx.request.body : '';
    const clientId = xmlText(xml, 'clientId');
    ctx.type = 'text/xml';
    ctx.body = response(clientId && /^\d{3,}$/.test(clientId) ? [] : [`<routingResponseEntry>${errorXml([{ errorCode: 1000, errorDescription: `Client id ${clientId ?? ''} is not valid for this user` }])}</routingResponseEntry>`]);
  });

  router.post('/routeDeliveryCreatePreadviceAndLabel', async (ctx) => {
    if (!authorised(ctx)) return;
    const xml = typeof ctx.request.body === 'string' ? ctx.request.body : '';
    const clientId = xmlText(xml, 'clientId');
    const zpl = xmlText(xml, 'labelFormat') === 'ZPL_799_1199';
    const entries: string[] = [];
    for (const entry of xmlAll(xml, 'deliveryRoutingRequestEntry')) {
      const errors = entryErrors(clientId, entry);
      if (errors.length) {
        entries.push(`<routingResponseEntry>${errorXml(errors)}</routingResponseEntry>`);
        continue;
      }
      const n = state.next();
      const address = xmlAll(entry, 'address')[0] ?? '';
      const field = (name: string) => xmlText(address, name);
      const nextDay = xmlText(entry, 'nextDay') === 'true';
      const signature = xmlText(entry, 'signature') === 'true';
      const s: SandboxShipment = {
        id: String(n), reference: xmlText(entry, 'customerReference1') ?? '', trackingNumber: `8${digits(n, 15)}`,
        service: nextDay ? 'NEXT_DAY' : signature ? 'SIGNATURE' : 'STANDARD', weightGrams: Number(xmlText(xmlAll(entry, 'parcel')[0] ?? '', 'weight')),
        status: 'LABELLED', createdAt: new Date().toISOString(), manifest: null, events: [], format: zpl ? 'zpl' : 'pdf', cost: 0,
        shipTo: { name: [field('firstName'), field('lastName')].filter(Boolean).join(' '), streetName: field('streetName'), addressLine2: field('addressLine2'), city: field('city'), region: field('region'), postCode: field('postCode'), countryCode: field('countryCode') },
        shipFrom: { name: xmlText(entry, 'addressLine1'), streetName: xmlText(xmlAll(entry, 'senderAddress')[0] ?? '', 'addressLine2') },
      };
      state.shipments.push(s);
      const label = zpl ? labelZpl(evriLabel(s)) : await labelPdf(evriLabel(s));
      entries.push(`<routingResponseEntry><outboundCarriers><carrier1><carrierId>1</carrierId><carrierName>Evri</carrierName><barcode1><barcodeNumber>${s.trackingNumber}</barcodeNumber><barcodeDisplay>${s.trackingNumber}</barcodeDisplay></barcode1></carrier1><labelImage>${label.toString('base64')}</labelImage></outboundCarriers></routingResponseEntry>`);
    }
    ctx.type = 'text/xml';
    ctx.body = response(entries);
  });
}
