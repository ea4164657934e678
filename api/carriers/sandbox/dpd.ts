/**
 * The sandbox DPD UK: its shipping API (https://api.dpd.co.uk, "DPD Web Services": login, /shipping/network/,
 * /shipping/shipment, labels, manifests) and its XML tracking service (/trackingcore/dpd/parcels), under
 * /sandbox/carriers/dpd, in the shapes api/carriers/adapters/dpd.ts cites.
 *
 * What it refuses, as DPD does, in DPD's error shape {error: [{errorCode, errorType, errorMessage, obj}], data:
 * null} answered with HTTP 200 (the way DPD answers a refused shipment; github.com/TheJazzDev/dpd-local-sdk
 * src/lib/auth.ts reads `error` beside `data` on 200 answers), `obj` naming DPD's field:
 *  - a login without HTTP Basic credentials, a call without a GeoSession from a login or without `GeoClient:
 *    account/<number>`: 401 with errorType "Authentication".
 *  - an unknown network code (`networkCode`).
 *  - a GB postcode that does not parse (the UK Government Data Standards pattern, api/carriers/sandbox/rules.ts),
 *    on delivery or collection: DPD routes by postcode and cannot route what does not parse.
 *  - a delivery without a telephone number (`deliveryDetails.contactDetails.telephone`) on DPD's parcel services:
 *    DPD's Predict one-hour delivery window is sent to the recipient's phone, and DPD requires the contact
 *    telephone on every parcel shipment (as ShipEngine passes it on: ./shipengine.ts).
 *  - a parcel over the service's weight: DPD UK carries up to 30 kg per parcel (dpd.co.uk "Parcel size and
 *    weight"); `totalWeight` over 30 kg × `numberOfParcels` is refused on `consignment[0].totalWeight`.
 *  - deleting a shipment already on a manifest.
 * The error codes are the sandbox's own numbering (DPD's guide, not public, lists its codes); messages and `obj`
 * paths follow the request's own field names. Label formats: ZPL and HTML (EPL/CLP: 406, the sandbox prints
 * neither); tracking numbers are DPD's 14-digit parcel numbers.
 */
import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type Koa from 'koa';
import { escapeXml, xmlAll, xmlText } from '../adapters/xml.ts';
import { labelZpl, type SandboxLabel } from './label-pdf.ts';
import { digits, postcodeParses } from './rules.ts';
import type { CarrierSandboxState, SandboxShipment } from './state.ts';

export const DPD_SANDBOX_NETWORKS: Record<string, { name: string; maxKg: number; price: number }> = {
  '1^12': { name: 'Parcel Next Day', maxKg: 30, price: 6.95 },
  '1^32': { name: 'Parcel Two Day', maxKg: 30, price: 5.95 },
  '1^16': { name: 'Parcel Saturday', maxKg: 30, price: 12.5 },
  '1^13': { name: 'Parcel 12:00', maxKg: 30, price: 9.95 },
};

const EVENT_TYPES: Record<string, [string, string]> = {
  IN_TRANSIT: ['IN_TRANSIT', 'Your parcel is on its way to our hub'],
  DELIVERED: ['DELIVERED', 'Your parcel has been delivered'],
  EXCEPTION: ['NOT_DELIVERED', 'We were unable to deliver your parcel'],
};

interface DpdError { errorCode: string; errorType: string; errorMessage: string; obj: string | null }

const refuse = (ctx: Koa.Context, errors: DpdError[], status = 200) => {
  ctx.status = status;
  ctx.body = { error: errors, data: null };
};

/** GeoSessions handed out by this sandbox's login. */
const sessions = new Set<string>();

function authorised(ctx: Koa.Context): boolean {
  const session = String(ctx.get('geosession') ?? '');
  const client = String(ctx.get('geoclient') ?? '');
  if (sessions.has(session) && /^account\/\S+$/.test(client)) return true;
  refuse(ctx, [{ errorCode: '1', errorType: 'Authentication', errorMessage: sessions.has(session) ? 'GeoClient must name the account (account/<number>)' : 'Authentication failed: log in for a GeoSession', obj: sessions.has(session) ? 'GeoClient' : 'GeoSession' }], 401);
  return false;
}

const lines = (details: any): string[] => {
  const a = details?.address ?? {};
  return [details?.contactDetails?.contactName, a.organisation, a.street, a.locality, a.town, a.county, a.postcode, a.countryCode].filter((v) => typeof v === 'string' && v);
};

export function dpdLabel(s: SandboxShipment): SandboxLabel {
  return { carrier: 'DPD', service: DPD_SANDBOX_NETWORKS[s.service]?.name ?? s.service, trackingNumber: s.trackingNumber, reference: s.reference, weightGrams: s.weightGrams, shipTo: lines(s.shipTo), shipFrom: lines(s.shipFrom) };
}

/** The HTML label DPD prints through a browser: the label's text in a 4×6 table (the sandbox draws no barcode image). */
function htmlLabel(s: SandboxShipment): string {
  const label = dpdLabel(s);
  const cell = (text: string) => `<td>${escapeXml(text)}</td>`;
  return `<!DOCTYPE html><html><head><title>DPD label ${escapeXml(s.trackingNumber)}</title><style>body{width:4in;height:6in;font-family:Arial}</style></head><body><table>`
    + `<tr>${cell('DPD')}${cell(label.service)}</tr><tr>${cell('Deliver to')}</tr>${label.shipTo.map((line) => `<tr>${cell(line)}</tr>`).join('')}`
    + `<tr>${cell('From')}${cell(label.shipFrom.join(', '))}</tr><tr>${cell(`${(s.weightGrams / 1000).toFixed(2)} kg`)}${cell(`Ref ${s.reference}`)}</tr>`
    + `<tr>${cell(s.trackingNumber)}</tr><tr>${cell('SANDBOX: not a valid DPD label')}</tr></table></body></html>`;
}

function shipmentErrors(body: any): DpdError[] {
  const errors: DpdError[] = [];
  const consignments = Array.isArray(body?.consignment) ? body.consignment : [];
  if (!consignments.length) return [{ errorCode: '1000', errorType: 'Validation', errorMessage: 'At least one consignment is required', obj: 'consignment' }];
  consignments.forEach((c: any, i: number) => {
    const at = (path: string) => `consignment[${i}].${path}`;
    const need = (value: unknown, path: string, what: string) => {
      if (typeof value !== 'string' || !value.trim()) errors.push({ errorCode: '1008', errorType: 'Validation', errorMessage: `${what} is required`, obj: at(path) });
    };
    const network = DPD_SANDBOX_NETWORKS[String(c?.networkCode)];
    if (!network) errors.push({ errorCode: '1010', errorType: 'Validation', errorMessage: `Network code ${String(c?.networkCode ?? '')} is not available to this account`, obj: at('networkCode') });
    for (const side of ['collectionDetails', 'deliveryDetails']) {
      const a = c?.[side]?.address ?? {};
      need(a.street, `${side}.address.street`, 'Street');
      need(a.town, `${side}.address.town`, 'Town');
      need(a.countryCode, `${side}.address.countryCode`, 'Country code');
      if (!postcodeParses(a.countryCode ?? 'GB', a.postcode)) errors.push({ errorCode: '1009', errorType: 'Validation', errorMessage: `Postcode ${String(a.postcode ?? '')} is not a valid postcode`, obj: at(`${side}.address.postcode`) });
    }
    need(c?.deliveryDetails?.contactDetails?.contactName, 'deliveryDetails.contactDetails.contactName', 'Contact name');
    need(c?.deliveryDetails?.contactDetails?.telephone, 'deliveryDetails.contactDetails.telephone', 'Telephone number');
    const parcels = Number(c?.numberOfParcels);
    const kg = Number(c?.totalWeight);
    if (!Number.isInteger(parcels) || parcels < 1 || parcels > 99) errors.push({ errorCode: '1011', errorType: 'Validation', errorMessage: 'Number of parcels must be 1 to 99', obj: at('numberOfParcels') });
    if (!(kg > 0)) errors.push({ errorCode: '1012', errorType: 'Validation', errorMessage: 'Total weight must be greater than 0 kg', obj: at('totalWeight') });
    else if (network && Number.isInteger(parcels) && parcels > 0 && kg > network.maxKg * parcels) errors.push({ errorCode: '1013', errorType: 'Validation', errorMessage: `Total weight ${kg} kg exceeds the ${network.maxKg} kg per parcel maximum for ${network.name}`, obj: at('totalWeight') });
  });
  return errors;
}

/** What DPD keeps of a shipment beyond what every sandbox carrier does. */
const consignments = new WeakMap<SandboxShipment, { collectionDate: string; consignmentNumber: string; parcelNumbers: string[] }>();
const dpdOf = (s: SandboxShipment) => consignments.get(s) ?? { collectionDate: '', consignmentNumber: '', parcelNumbers: [s.trackingNumber] };

const dateOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');

export function dpdRoutes(router: Router, state: CarrierSandboxState): void {
  router.post('/user/', (ctx) => {
    const basic = /^Basic (\S+)$/.exec(String(ctx.get('authorization') ?? ''));
    const [user, password] = basic ? Buffer.from(basic[1]!, 'base64').toString().split(':') : [];
    if (ctx.query.action !== 'login' || !user || !password) {
      refuse(ctx, [{ errorCode: '1', errorType: 'Authentication', errorMessage: 'Authentication failed: HTTP Basic username and password are required', obj: 'Authorization' }], 401);
      return;
    }
    const geoSession = randomUUID();
    sessions.add(geoSession);
    ctx.body = { error: null, data: { geoSession } };
  });

  router.get('/shipping/network/', (ctx) => {
    if (!authorised(ctx)) return;
    const kg = Number(ctx.query.totalWeight ?? 0);
    const parcels = Number(ctx.query.numberOfParcels ?? 1) || 1;
    ctx.body = { error: null, data: Object.entries(DPD_SANDBOX_NETWORKS).filter(([, n]) => kg <= n.maxKg * parcels).map(([networkCode, n]) => ({ network: { networkCode, networkDescription: n.name }, product: { productCode: networkCode.split('^')[1], productDescription: 'Parcel' }, service: { serviceCode: networkCode.split('^')[1], serviceDescription: n.name } })) };
  });

  router.post('/shipping/shipment', (ctx) => {
    if (!authorised(ctx)) return;
    const body = ctx.request.body as any;
    const errors = shipmentErrors(body);
    if (errors.length) return refuse(ctx, errors);
    const consignment = body.consignment[0];
    const n = state.next();
    const parcelNumbers = Array.from({ length: consignment.numberOfParcels }, (_, i) => `1550${digits(n * 100 + i, 10)}`);
    const s: SandboxShipment = {
      id: String(50000000 + n), reference: String(consignment.shippingRef1 ?? ''), service: consignment.networkCode, trackingNumber: parcelNumbers[0]!,
      weightGrams: Math.round(Number(consignment.totalWeight) * 1000), status: 'LABELLED', createdAt: new Date().toISOString(), manifest: null,
      shipTo: consignment.deliveryDetails, shipFrom: consignment.collectionDetails, events: [], format: 'pdf', cost: DPD_SANDBOX_NETWORKS[consignment.networkCode]!.price,
    };
    consignments.set(s, { collectionDate: dateOf(body.collectionDate), consignmentNumber: digits(n, 10), parcelNumbers });
    state.shipments.push(s);
    ctx.body = { error: null, data: { shipmentId: Number(s.id), consolidated: false, consignmentDetail: [{ consignmentNumber: dpdOf(s).consignmentNumber, parcelNumbers }] } };
  });

  router.get('/shipping/shipment/', (ctx) => {
    if (!authorised(ctx)) return;
    const date = dateOf(ctx.query.collectionDate);
    const size = Math.min(Number(ctx.query.searchPageSize ?? 25) || 25, 100);
    const page = Math.max(Number(ctx.query.searchPage ?? 1) || 1, 1);
    const found = state.shipments.filter((s) => s.status !== 'VOIDED' && (!date || dpdOf(s).collectionDate === date));
    ctx.body = {
      error: null,
      data: {
        totalResults: found.length,
        results: found.slice((page - 1) * size, page * size).map((s) => {
          const { collectionDate, consignmentNumber, parcelNumbers } = dpdOf(s);
          return { shipmentId: Number(s.id), collectionDate: `${collectionDate}T00:00:00`, consignment: [{ consignmentNumber, consignmentRef: null, parcelNumbers, shippingRef1: s.reference, networkCode: s.service }] };
        }),
      },
    };
  });

  router.get('/shipping/shipment/:id/label/', (ctx) => {
    if (!authorised(ctx)) return;
    const s = state.shipments.find((x) => x.id === ctx.params.id && x.status !== 'VOIDED');
    if (!s) return refuse(ctx, [{ errorCode: '1020', errorType: 'NotFound', errorMessage: `Shipment ${ctx.params.id} was not found`, obj: 'shipmentId' }], 404);
    const accept = String(ctx.get('accept') ?? '');
    if (accept.includes('text/vnd.zebra-zpl')) {
      s.format = 'zpl';
      ctx.type = 'text/vnd.zebra-zpl';
      ctx.body = labelZpl(dpdLabel(s)).toString();
    } else if (accept.includes('text/html')) {
      ctx.type = 'text/html';
      ctx.body = htmlLabel(s);
    } else {
      refuse(ctx, [{ errorCode: '1021', errorType: 'Validation', errorMessage: 'Accept must be text/html or text/vnd.zebra-zpl (the sandbox prints no EPL or CLP)', obj: 'Accept' }], 406);
    }
  });

  router.delete('/shipping/shipment/:id/', (ctx) => {
    if (!authorised(ctx)) return;
    const s = state.shipments.find((x) => x.id === ctx.params.id && x.status !== 'VOIDED');
    if (!s) return refuse(ctx, [{ errorCode: '1020', errorType: 'NotFound', errorMessage: `Shipment ${ctx.params.id} was not found`, obj: 'shipmentId' }], 404);
    if (s.status === 'MANIFESTED') return refuse(ctx, [{ errorCode: '1022', errorType: 'Validation', errorMessage: 'The shipment is on a manifest and can no longer be deleted', obj: 'shipmentId' }]);
    s.status = 'VOIDED';
    ctx.body = { error: null, data: null };
  });

  router.post('/shipping/manifest/', (ctx) => {
    if (!authorised(ctx)) return;
    const date = dateOf((ctx.request.body as any)?.collectionDate);
    const due = state.shipments.filter((s) => s.status === 'LABELLED' && dpdOf(s).collectionDate === date);
    if (!due.length) return refuse(ctx, [{ errorCode: '1030', errorType: 'Validation', errorMessage: `There are no shipments to manifest for ${date || 'that date'}`, obj: 'collectionDate' }]);
    const manifestId = 700000 + state.next();
    for (const s of due) {
      s.status = 'MANIFESTED';
      s.manifest = String(manifestId);
    }
    ctx.body = { error: null, data: { manifestId, manifestRef: `M${manifestId}`, totalShipments: due.length } };
  });

  router.get('/shipping/manifest/:id/', (ctx) => {
    if (!authorised(ctx)) return;
    const on = state.shipments.filter((s) => s.manifest === ctx.params.id);
    if (!on.length) return refuse(ctx, [{ errorCode: '1031', errorType: 'NotFound', errorMessage: `Manifest ${ctx.params.id} was not found`, obj: 'manifestId' }], 404);
    ctx.type = 'text/html';
    ctx.body = `<!DOCTYPE html><html><body><h1>DPD MANIFEST ${escapeXml(ctx.params.id)}</h1><table>${on.map((s) => `<tr><td>${escapeXml(s.trackingNumber)}</td><td>${escapeXml(s.reference)}</td></tr>`).join('')}</table></body></html>`;
  });

  router.post('/trackingcore/dpd/parcels', (ctx) => {
    const xml = typeof ctx.request.body === 'string' ? ctx.request.body : '';
    ctx.type = 'text/xml';
    if (!xmlText(xml, 'user') || !xmlText(xml, 'password')) {
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><trackingresponse><error>Invalid user or password</error></trackingresponse>';
      return;
    }
    const details = xmlAll(xml, 'trackingnumber').map((raw) => {
      const number = raw.trim();
      const s = state.byTracking(number);
      const events = s && s.status !== 'VOIDED' ? [...s.events].reverse() : [];
      return `<trackingdetail><trackingnumber>${escapeXml(number)}</trackingnumber><trackingevents>${events.map((e) => `<trackingevent><date>${escapeXml(e.at)}</date><type>${EVENT_TYPES[e.status]![0]}</type><locality>${escapeXml(e.location ?? '')}</locality><description>${escapeXml(e.description || EVENT_TYPES[e.status]![1])}</description></trackingevent>`).join('')}</trackingevents></trackingdetail>`;
    });
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><trackingresponse><trackingdetails>${details.join('')}</trackingdetails></trackingresponse>`;
  });
}
