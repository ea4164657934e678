/**
 * ShipEngine (ShipStation API, https://api.shipengine.com), a multi-carrier aggregator, written against its
 * published reference (https://docs.shipstation.com/apis/shipengine/ "Labels", "Rates", "Manifests", "Tracking",
 * "Errors").
 *
 *   auth        `API-Key: <api_key>`; `carrier_id` (se-…) names the carrier account connected in ShipEngine
 *   rates       POST /v1/rates {rate_options: {carrier_ids}, shipment} → rate_response.rates[]
 *               {service_code, service_type, shipping_amount {currency, amount}, delivery_days}
 *   buy label   POST /v1/labels {shipment {carrier_id, service_code, external_shipment_id, ship_to, ship_from,
 *               packages[{weight {value, unit: gram}, dimensions}]}, label_format: pdf|zpl, label_layout: 4x6,
 *               label_download_type: url} → {label_id, status, tracking_number, shipment_cost, label_download}
 *   lookup      GET /v1/labels/external_shipment_id/{external_shipment_id}: the label an earlier attempt bought
 *               (ShipEngine takes no idempotency key on labels; the external id is ours, so the lookup is exact)
 *   void        PUT /v1/labels/{label_id}/void → {approved, message}
 *   manifest    POST /v1/manifests {label_ids} → {manifest_id, manifest_download {href}}
 *   tracking    GET /v1/labels/{label_id}/track → {status_code, events[{occurred_at, description,
 *               city_locality, status_code}]}; status codes AC accepted, IT in transit, DE delivered,
 *               EX exception, AT delivery attempt, NY not yet in system
 *   webhooks    `track` webhooks push the same events, signed (adapters/shipengine-webhooks.ts)
 *   errors      {request_id, errors[{error_source, error_type, error_code, message, field_name?}]}
 */
import { ChannelError } from '../../channels/errors.ts';
import type { HttpResponse } from '../../channels/types.ts';
import { registerCarrierAdapter } from '../registry.ts';
import type { BoughtLabel, CarrierAddress, CarrierAdapter, CarrierContext, Parcel } from '../types.ts';
import { asBuffer, refused, toMinor } from './shared.ts';
import { SHIPENGINE_STATUS, shipEngineWebhooks } from './shipengine-webhooks.ts';

const headers = (ctx: CarrierContext) => {
  if (!ctx.credentials.api_key) throw new ChannelError('auth', `${ctx.carrier.name}: no ShipEngine API key is stored on the carrier`);
  return { 'api-key': ctx.credentials.api_key };
};

function carrierId(ctx: CarrierContext): string {
  if (!ctx.credentials.carrier_id) throw new ChannelError('validation', `${ctx.carrier.name}: the ShipEngine carrier_id (se-…) is not stored on the carrier`, { fields: [{ field: 'carrier_id', code: 'required', message: 'is required' }] });
  return ctx.credentials.carrier_id;
}

function interpret(response: HttpResponse): Error | undefined {
  const errors = (response.body as any)?.errors;
  if (!Array.isArray(errors) || !errors.length) return undefined;
  if (errors.every((e: any) => e.error_type === 'security')) return new ChannelError('auth', `ShipEngine refused the API key: ${errors[0].message}`, { status: response.status });
  return refused('ShipEngine refused the request', errors.map((e: any) => ({ field: e.field_name ?? null, code: String(e.error_code), message: String(e.message) })), response.status);
}

const address = (a: CarrierAddress) => ({
  name: a.name, phone: a.phone ?? '', company_name: a.company ?? null, address_line1: a.line1, address_line2: a.line2 ?? null,
  city_locality: a.city, state_province: a.region ?? '', postal_code: a.postcode, country_code: a.country,
});

const packages = (parcels: Parcel[]) => parcels.map((p) => ({
  weight: { value: p.weightGrams, unit: 'gram' },
  ...(p.lengthMm && p.widthMm && p.heightMm ? { dimensions: { unit: 'centimeter', length: p.lengthMm / 10, width: p.widthMm / 10, height: p.heightMm / 10 } } : {}),
}));

async function download(ctx: CarrierContext, href: unknown): Promise<Buffer> {
  if (typeof href !== 'string' || !href) throw new ChannelError('permanent', 'ShipEngine answered no label download');
  const response = await ctx.http.send({ method: 'GET', url: href, headers: headers(ctx), binary: true });
  return asBuffer(response.body, 'ShipEngine label');
}

async function toLabel(ctx: CarrierContext, body: any): Promise<BoughtLabel> {
  if (body.status === 'error' || !body.tracking_number) throw new ChannelError('permanent', `ShipEngine could not make label ${body.label_id ?? ''}`.trim());
  const zpl = body.label_format === 'zpl';
  const file = await download(ctx, body.label_download?.href ?? (zpl ? body.label_download?.zpl : body.label_download?.pdf));
  return {
    carrierReference: String(body.label_id), trackingNumber: String(body.tracking_number),
    pdf: zpl ? Buffer.alloc(0) : file, zpl: zpl ? file : null,
    cost: toMinor(body.shipment_cost?.amount), currency: body.shipment_cost?.currency ? String(body.shipment_cost.currency).toUpperCase() : null,
  };
}

export const shipEngineAdapter: CarrierAdapter = {
  provider: 'SHIPENGINE',
  reference: 'https://docs.shipstation.com/apis/shipengine/ (ShipStation API, formerly ShipEngine, v1)',
  formats: ['PDF', 'ZPL'],
  liveBaseUrl: () => 'https://api.shipengine.com',

  async verify(ctx) {
    await ctx.http.send({ method: 'GET', url: 'v1/carriers', headers: headers(ctx) }, interpret);
  },

  async quote(ctx, request) {
    const response = await ctx.http.send({
      method: 'POST', url: 'v1/rates', headers: headers(ctx),
      json: { rate_options: { carrier_ids: [carrierId(ctx)] }, shipment: { ship_to: address(request.shipTo), ship_from: address(request.shipFrom), packages: packages(request.parcels) } },
    }, interpret);
    const rates = ((response.body as any)?.rate_response?.rates ?? []) as any[];
    return rates.map((r) => ({ serviceCode: String(r.service_code).toUpperCase(), serviceName: String(r.service_type ?? r.service_code), amount: toMinor(r.shipping_amount?.amount) ?? 0, currency: String(r.shipping_amount?.currency ?? 'gbp').toUpperCase(), transitDays: r.delivery_days ?? null }));
  },

  async buyLabel(ctx, request) {
    const response = await ctx.http.send({
      method: 'POST', url: 'v1/labels', headers: headers(ctx),
      json: {
        shipment: { carrier_id: carrierId(ctx), service_code: request.serviceCode.toLowerCase(), external_shipment_id: request.reference, ship_to: address(request.shipTo), ship_from: address(request.shipFrom), packages: packages(request.parcels) },
        label_format: request.format === 'ZPL' ? 'zpl' : 'pdf', label_layout: '4x6', label_download_type: 'url',
      },
    }, interpret);
    return toLabel(ctx, response.body);
  },

  async findLabel(ctx, reference) {
    try {
      const response = await ctx.http.send({ method: 'GET', url: `v1/labels/external_shipment_id/${encodeURIComponent(reference)}`, headers: headers(ctx) }, interpret);
      const body = response.body as any;
      return body?.status === 'voided' ? null : toLabel(ctx, body);
    } catch (error) {
      if (error instanceof ChannelError && error.status === 404) return null;
      throw error;
    }
  },

  async voidLabel(ctx, carrierReference) {
    const response = await ctx.http.send({ method: 'PUT', url: `v1/labels/${encodeURIComponent(carrierReference)}/void`, headers: headers(ctx) }, interpret);
    const body = response.body as any;
    if (!body?.approved) throw refused('ShipEngine would not void the label', [{ field: null, code: 'void_not_approved', message: String(body?.message ?? 'not approved') }]);
  },

  async manifest(ctx, carrierReferences) {
    const response = await ctx.http.send({ method: 'POST', url: 'v1/manifests', headers: headers(ctx), json: { label_ids: carrierReferences } }, interpret);
    const body = response.body as any;
    const manifest = body?.manifests?.[0] ?? body;
    const href = manifest?.manifest_download?.href;
    return { reference: String(manifest.manifest_id), pdf: href ? await download(ctx, href) : null };
  },

  async tracking(ctx, label) {
    const response = await ctx.http.send({ method: 'GET', url: `v1/labels/${encodeURIComponent(label.carrierReference)}/track`, headers: headers(ctx) }, interpret);
    return (((response.body as any)?.events ?? []) as any[]).map((e) => ({ at: String(e.occurred_at), status: SHIPENGINE_STATUS[String(e.status_code)] ?? 'IN_TRANSIT', description: String(e.description ?? e.status_code), location: e.city_locality ?? null }));
  },

  // Tracking is also pushed (the `track` webhook): adapters/shipengine-webhooks.ts. Polling stays the fallback.
  webhooks: shipEngineWebhooks,
};

registerCarrierAdapter(shipEngineAdapter);
