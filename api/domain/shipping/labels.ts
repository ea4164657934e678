/**
 * Labels for shipments, bought from the shipment's carrier through its adapter (api/carriers): quote, buy, void,
 * the day's manifest and tracking. Each step is idempotent and undoable (STYLE 21):
 *
 *   buy    the purchase's key (`label_key`, the shipment's number and a random part) is stored before the carrier
 *          is called, so every retry (a 429, a 5xx, a timeout, or the merchant pressing Buy again after one)
 *          first asks the carrier for the label bought under that key (`findLabel`) and buys only when there is
 *          none: nothing is bought twice. The label is stored, then the `buy-label` transition is made; if that
 *          transition is refused (the shipment was cancelled meanwhile) the label is voided again.
 *   void   the carrier voids first; only then are the label and tracking number cleared (`void-label`).
 *   track  the carrier's events (polled, or pushed by its webhook: webhooks.ts) are merged with those stored; DELIVERED ships a shipment still waiting (`ship`: stock and order as
 *          by hand), delivers it (`deliver-tracked`) and completes its order once every parcel of a SHIPPED order
 *          is delivered.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { SecretBox } from '../../crypto/secrets.ts';
import type { Actor } from '../../crud/actor.ts';
import type { ResourceService } from '../../crud/service.ts';
import type { Row } from '../../crud/repository.ts';
import { ApiError, fail, invalid } from '../../http/errors.ts';
import { ChannelError, isChannelError, withRetries } from '../../channels/errors.ts';
import { SandboxDisabledError } from '../../channels/base-url.ts';
import { carrierContext, type CarrierRow } from '../../carriers/context.ts';
import type { BoughtLabel, CarrierAddress, CarrierAdapter, CarrierContext, LabelFormat, Parcel, TrackingEvent } from '../../carriers/types.ts';
import { entityNamed, systemActor } from '../channels/system-actor.ts';
import { json } from '../shared/commerce.ts';
import { ensureTrackingWebhook } from './webhook-registration.ts';

const shipments = () => entityNamed('shipment');

/** A carrier's refusal as a problem the merchant can act on: the carrier's own fields and words. */
export function carrierProblem(error: unknown, carrierName: string): never {
  // Every branch throws: fail() never returns.
  if (error instanceof SandboxDisabledError) fail('carrier_refused', error.message);
  if (!isChannelError(error)) throw error;
  if (error.retryable) fail('carrier_unavailable', `${carrierName} did not answer in time or is busy (${error.message}); nothing was bought twice: try again.`, [], { retryAfterSeconds: error.retryAfterMs ? Math.ceil(error.retryAfterMs / 1000) : null });
  if (error.kind === 'auth') fail('carrier_refused', `${carrierName} refused the stored credentials: check the API key on the carrier (${error.message}).`, [{ pointer: '/credentials', message: 'were refused by the carrier' }]);
  return fail('carrier_refused', `${carrierName} said no: ${error.message}`, error.fields.map((f) => ({ pointer: `/carrier/${f.field ?? f.code}`, message: f.message })), { carrierErrors: error.fields });
}


function address(value: unknown, fallbackName: string, pointer: string): CarrierAddress {
  const a = (json<Row | null>(value) ?? {}) as Row;
  if (!a.line1 || !a.city || !a.country) invalid(pointer, 'needs at least line 1, town and country for a label');
  return {
    name: String(a.name ?? fallbackName), company: (a.company as string) ?? null, line1: String(a.line1), line2: (a.line2 as string) ?? null, city: String(a.city),
    region: (a.region as string) ?? null, postcode: String(a.postcode ?? ''), country: String(a.country).toUpperCase(), phone: (a.phone as string) ?? null, email: (a.email as string) ?? null,
  };
}

export interface LabelPlan {
  shipment: Row;
  carrier: CarrierRow & Row;
  adapter: CarrierAdapter;
  ctx: CarrierContext;
  serviceCode: string;
  shipFrom: CarrierAddress;
  shipTo: CarrierAddress;
  parcels: Parcel[];
  value: number;
  currency: string;
}

/** Everything a quote or a purchase needs, read and checked: carrier, service, addresses, parcels (from weights). */
export async function planLabel(knex: Knex, actor: Actor, id: string, secrets: SecretBox | undefined, fetchImpl?: typeof fetch): Promise<LabelPlan> {
  if (!actor.ability.can('update', 'shipments')) fail('forbidden', 'Your role may not buy labels (it needs the orders permission).', [], { action: 'update', resource: 'shipments' });
  const shipment = await knex('shipments').where({ account_id: actor.accountId, id }).first();
  if (!shipment) fail('not_found', 'No such shipment.');
  if (!shipment.carrier_id) invalid('/carrier_id', 'is required to buy a label: choose one of your carriers and its service');
  const carrier = await knex('shipping_carriers').where({ account_id: actor.accountId, id: shipment.carrier_id }).first();
  if (!carrier) invalid('/carrier_id', 'is not one of your carriers');
  if (!carrier.provider) invalid('/carrier_id', `${carrier.name} has no label provider: labels for it are bought elsewhere (type the tracking number instead)`);
  const service = (json<Row[]>(carrier.services) ?? []).find((s) => s.code === shipment.service_code);
  if (!service) return invalid('/service_code', `must be one of ${carrier.name}'s services`);
  const order = await knex('sales_orders').where({ account_id: actor.accountId, id: shipment.order_id }).first('customer_name', 'currency', 'total', 'bill_to', 'ship_to');
  const location = shipment.location_id ? await knex('locations').where({ account_id: actor.accountId, id: shipment.location_id }).first('name', 'address') : null;
  const account = await knex('accounts').where({ id: actor.accountId }).first('name');
  const lines: Row[] = await knex('shipment_lines as l').leftJoin('sales_order_lines as o', function join() { this.on('o.id', 'l.order_line_id').andOn('o.account_id', 'l.account_id'); })
    .leftJoin('products as p', function join() { this.on('p.id', 'o.product_id').andOn('p.account_id', 'o.account_id'); })
    .where({ 'l.account_id': actor.accountId, 'l.shipment_id': id }).select('l.qty', 'l.sku', 'p.weight_g', 'o.unit_price');
  const stored = (json<Row[]>(shipment.packages) ?? []).filter((p) => p.weight_g);
  let parcels: Parcel[];
  if (stored.length) parcels = stored.map((p) => ({ weightGrams: Number(p.weight_g), lengthMm: p.length_mm ? Number(p.length_mm) : null, widthMm: p.width_mm ? Number(p.width_mm) : null, heightMm: p.height_mm ? Number(p.height_mm) : null }));
  else {
    const unknown = lines.filter((l) => !l.weight_g).map((l) => l.sku);
    if (unknown.length || !lines.length) invalid('/packages', lines.length ? `need a weight: ${unknown.join(', ')} ${unknown.length === 1 ? 'has' : 'have'} no weight on the product; give the package's weight` : 'need a weight: the shipment has no lines');
    parcels = [{ weightGrams: lines.reduce((sum, l) => sum + Number(l.weight_g) * Number(l.qty), 0) }];
  }
  const max = service.max_weight_g ? Number(service.max_weight_g) : null;
  const heavy = max ? parcels.findIndex((p) => p.weightGrams > max) : -1;
  if (heavy >= 0) invalid(`/packages/${heavy}/weight_g`, `is ${parcels[heavy]!.weightGrams} g, over the ${max} g ${carrier.name} ${service.name} carries: choose another service or split the parcel`);
  const shipTo = address(shipment.ship_to, String(order?.customer_name ?? ''), '/ship_to');
  // A phone number the customer gave on the bill-to address serves the carrier when the ship-to has none.
  shipTo.phone ??= (json<Row | null>(order?.bill_to)?.phone as string) ?? null;
  const shipFrom = address(location?.address ?? null, String(account?.name ?? 'Sender'), '/location_id');
  let built: { adapter: CarrierAdapter; ctx: CarrierContext };
  try {
    built = carrierContext(carrier, secrets, fetchImpl);
  } catch (error) {
    return carrierProblem(error, String(carrier.name));
  }
  const value = lines.reduce((sum, l) => sum + Number(l.unit_price ?? 0) * Number(l.qty), 0);
  return { shipment, carrier, ...built, serviceCode: String(shipment.service_code), shipFrom, shipTo, parcels, value, currency: String(order?.currency ?? 'GBP') };
}

export async function quote(knex: Knex, actor: Actor, id: string, secrets: SecretBox | undefined) {
  const plan = await planLabel(knex, actor, id, secrets);
  try {
    const rates = await withRetries(() => plan.adapter.quote(plan.ctx, { serviceCode: plan.serviceCode, shipFrom: plan.shipFrom, shipTo: plan.shipTo, parcels: plan.parcels, value: plan.value, currency: plan.currency }));
    return { carrier: plan.carrier.name, parcels: plan.parcels, rates };
  } catch (error) {
    return carrierProblem(error, String(plan.carrier.name));
  }
}

const trackingUrl = (template: unknown, trackingNumber: string): string | null =>
  typeof template === 'string' && template.includes('{tracking_number}') && trackingNumber ? template.replace('{tracking_number}', encodeURIComponent(trackingNumber)) : null;

export interface BuyOptions {
  format?: LabelFormat;
  fetchImpl?: typeof fetch;
}

export async function buyLabel(knex: Knex, service: ResourceService, actor: Actor, id: string, secrets: SecretBox | undefined, options: BuyOptions = {}): Promise<Row> {
  const plan = await planLabel(knex, actor, id, secrets, options.fetchImpl);
  const { shipment, carrier, adapter, ctx } = plan;
  if (shipment.status !== 'PENDING') fail('illegal_transition', `Shipment ${shipment.number} is ${shipment.status}: a label is bought for a PENDING shipment only${shipment.status === 'LABEL_CREATED' ? ' (void the label first to buy another)' : ''}.`, [], { currentStatus: shipment.status });
  const format = options.format ?? 'PDF';
  if (!adapter.formats.includes(format)) invalid('/format', `${carrier.name} gives ${adapter.formats.join(' or ')} labels`);
  // The purchase's key is stored before any carrier call: a key already there means an earlier attempt may have
  // bought the label behind a lost answer, so the carrier is asked first.
  let key = shipment.label_key as string | null;
  const earlier = Boolean(key);
  if (!key) {
    key = `${shipment.number}-${randomBytes(4).toString('hex')}`;
    const claimed = await knex('shipments').where({ account_id: actor.accountId, id, status: 'PENDING' }).whereNull('label_key').update({ label_key: key });
    if (!claimed) {
      key = (await knex('shipments').where({ account_id: actor.accountId, id }).first('label_key'))?.label_key ?? null;
      if (!key) fail('illegal_transition', `Shipment ${shipment.number} changed meanwhile; reload it.`);
    }
  }
  // A carrier that pushes tracking is told where to before its first label here (once per process; never fatal).
  await ensureTrackingWebhook(carrier, secrets);
  let label: BoughtLabel;
  try {
    label = await withRetries(async (attempt) => {
      const found = earlier || attempt > 0 ? await adapter.findLabel(ctx, key!) : null;
      return found ?? adapter.buyLabel(ctx, { reference: key!, serviceCode: plan.serviceCode, shipFrom: plan.shipFrom, shipTo: plan.shipTo, parcels: plan.parcels, value: plan.value, currency: plan.currency, format });
    });
  } catch (error) {
    // A refusal bought nothing: the next attempt may start afresh (a fixed postcode, another service).
    if (isChannelError(error) && !error.retryable) await knex('shipments').where({ account_id: actor.accountId, id, label_key: key }).update({ label_key: null });
    return carrierProblem(error, String(carrier.name));
  }
  await knex('shipments').where({ account_id: actor.accountId, id }).update({
    label_pdf: label.pdf.length ? label.pdf.toString('base64') : null, label_zpl: label.zpl?.length ? label.zpl.toString('base64') : null,
    label_format: label.pdf.length ? 'PDF' : 'ZPL', carrier_reference: label.carrierReference, tracking_number: label.trackingNumber || null,
    tracking_url: trackingUrl(carrier.tracking_url, label.trackingNumber), label_cost: label.cost, label_currency: label.currency,
    tracking_status: label.trackingNumber ? 'LABEL_CREATED' : null, tracking_events: JSON.stringify([]), carrier: carrier.name,
  });
  try {
    return await service.transition(actor, shipments(), id, 'buy-label', {});
  } catch (error) {
    // The shipment can no longer take the label (cancelled meanwhile): give the label back.
    if (error instanceof ApiError && error.status === 409) {
      await adapter.voidLabel(ctx, label.carrierReference).catch(() => undefined);
      await knex('shipments').where({ account_id: actor.accountId, id }).update({ label_pdf: null, label_zpl: null, label_format: null, carrier_reference: null, label_key: null });
    }
    throw error;
  }
}

export async function voidLabel(knex: Knex, service: ResourceService, actor: Actor, id: string, secrets: SecretBox | undefined): Promise<Row> {
  if (!actor.ability.can('update', 'shipments')) fail('forbidden', 'Your role may not void labels.', [], { action: 'update', resource: 'shipments' });
  const shipment = await knex('shipments').where({ account_id: actor.accountId, id }).first();
  if (!shipment) fail('not_found', 'No such shipment.');
  if (shipment.status !== 'LABEL_CREATED' || !shipment.carrier_reference) fail('illegal_transition', `Shipment ${shipment.number} is ${shipment.status}${shipment.carrier_reference ? '' : ' without a bought label'}: only a bought label not yet shipped can be voided.`, [], { currentStatus: shipment.status });
  const carrier = await knex('shipping_carriers').where({ account_id: actor.accountId, id: shipment.carrier_id }).first();
  try {
    const { adapter, ctx } = carrierContext(carrier, secrets);
    await withRetries(() => adapter.voidLabel(ctx, String(shipment.carrier_reference)));
  } catch (error) {
    return carrierProblem(error, String(carrier?.name ?? shipment.carrier));
  }
  await knex('shipments').where({ account_id: actor.accountId, id }).update({
    label_pdf: null, label_zpl: null, label_format: null, carrier_reference: null, label_key: null, tracking_number: null, tracking_url: null,
    label_cost: null, label_currency: null, tracking_status: null, tracking_events: JSON.stringify([]),
  });
  return service.transition(actor, shipments(), id, 'void-label', {});
}

/** The stored label, as the carrier gave it. */
export async function readLabel(knex: Knex, actor: Actor, id: string, format: string): Promise<{ body: Buffer; type: string; name: string }> {
  if (!actor.ability.can('read', 'shipments')) fail('forbidden', 'Your role may not read shipments.', [], { action: 'read', resource: 'shipments' });
  if (format !== 'pdf' && format !== 'zpl') fail('bad_query', 'format: must be pdf or zpl.', [{ pointer: '/format', message: 'must be pdf or zpl' }]);
  const shipment = await knex('shipments').where({ account_id: actor.accountId, id }).first('number', 'status', 'label_pdf', 'label_zpl');
  if (!shipment) fail('not_found', 'No such shipment.');
  const stored = format === 'pdf' ? shipment.label_pdf : shipment.label_zpl;
  if (!stored) fail('not_found', shipment.label_pdf || shipment.label_zpl ? `Shipment ${shipment.number}'s label was bought as ${shipment.label_pdf ? 'PDF' : 'ZPL'}, not ${format.toUpperCase()}.` : `Shipment ${shipment.number} has no label: buy one first.`);
  return { body: Buffer.from(String(stored), 'base64'), type: format === 'pdf' ? 'application/pdf' : 'application/zpl', name: `label-${shipment.number}.${format}` };
}

/** End of day: every label of this carrier bought and not yet on a manifest goes on one. */
export async function manifestCarrier(knex: Knex, actor: Actor, carrierId: string, secrets: SecretBox | undefined) {
  if (!actor.ability.can('update', 'shipments')) fail('forbidden', 'Your role may not manifest shipments.', [], { action: 'update', resource: 'shipments' });
  const carrier = await knex('shipping_carriers').where({ account_id: actor.accountId, id: carrierId }).first();
  if (!carrier) fail('not_found', 'No such carrier.');
  const due: Row[] = await knex('shipments').where({ account_id: actor.accountId, carrier_id: carrierId }).whereIn('status', ['LABEL_CREATED', 'SHIPPED'])
    .whereNotNull('carrier_reference').whereNull('manifest_reference').select('id', 'carrier_reference');
  if (!due.length) fail('illegal_transition', `${carrier.name} has no labels waiting for a manifest.`);
  let manifest;
  try {
    const { adapter, ctx } = carrierContext(carrier, secrets);
    manifest = await withRetries(() => adapter.manifest(ctx, due.map((s) => String(s.carrier_reference))));
  } catch (error) {
    return carrierProblem(error, String(carrier.name));
  }
  await knex('shipments').where({ account_id: actor.accountId }).whereIn('id', due.map((s) => String(s.id))).update({ manifest_reference: manifest.reference });
  return { manifest_reference: manifest.reference, shipments: due.length, document: manifest.pdf ? manifest.pdf.toString('base64') : null };
}

const RANK = { LABEL_CREATED: 0, IN_TRANSIT: 1, EXCEPTION: 2, DELIVERED: 3 } as const;

/**
 * Reads the carrier's events for one shipment and acts on them (as `actor`: the user who asked, or the system
 * actor of the tracking job). Answers the events stored.
 */
export async function refreshTracking(knex: Knex, service: ResourceService, actor: Actor, id: string, secrets: SecretBox | undefined): Promise<TrackingEvent[]> {
  if (!actor.ability.can('update', 'shipments')) fail('forbidden', 'Your role may not refresh tracking.', [], { action: 'update', resource: 'shipments' });
  const shipment = await knex('shipments').where({ account_id: actor.accountId, id }).first();
  if (!shipment) fail('not_found', 'No such shipment.');
  if (!shipment.carrier_reference || !shipment.tracking_number) fail('illegal_transition', `Shipment ${shipment.number} has no carrier label to track.`);
  const carrier = await knex('shipping_carriers').where({ account_id: actor.accountId, id: shipment.carrier_id }).first();
  let events: TrackingEvent[];
  try {
    const { adapter, ctx } = carrierContext(carrier, secrets);
    events = await withRetries(() => adapter.tracking(ctx, { carrierReference: String(shipment.carrier_reference), trackingNumber: String(shipment.tracking_number) }));
  } catch (error) {
    return carrierProblem(error, String(carrier?.name ?? shipment.carrier));
  }
  const { events: stored } = await applyTrackingEvents(knex, service, actor, shipment, String(carrier?.name ?? 'the carrier'), events, { job: 'carriers.track' });
  return stored;
}

/** One event's identity: the same event read by the poll and pushed by a webhook (or pushed twice) is stored once. */
const eventKey = (e: TrackingEvent): string => `${e.at}|${e.status}|${e.description}`;

/**
 * Acts on a carrier's tracking events for one shipment, whether polled (`refreshTracking`) or pushed by the
 * carrier's webhook (webhooks.ts): the events are merged with those stored (by time, status and words, so a
 * replay adds nothing), `tracking_status` follows, and DELIVERED ships a shipment still LABEL_CREATED (stock, order
 * status, marketplace dispatch, exactly as by hand), delivers it, and completes its order once every shipment of a
 * SHIPPED order is delivered. `added` is how many events were new; `moved` whether the shipment changed status.
 */
export async function applyTrackingEvents(knex: Knex, service: ResourceService, actor: Actor, shipment: Row, carrierName: string, incoming: TrackingEvent[], origin: { job: string; cause?: string }): Promise<{ events: TrackingEvent[]; added: number; moved: boolean }> {
  const stored = (Array.isArray(shipment.tracking_events) ? shipment.tracking_events : []) as TrackingEvent[];
  const known = new Set(stored.map(eventKey));
  const fresh: TrackingEvent[] = [];
  for (const event of incoming) {
    if (known.has(eventKey(event))) continue;
    known.add(eventKey(event));
    fresh.push(event);
  }
  const events = [...stored, ...fresh].sort((a, b) => a.at.localeCompare(b.at));
  const latest = events.at(-1)?.status ?? shipment.tracking_status ?? 'LABEL_CREATED';
  const delivered = events.some((e) => e.status === 'DELIVERED');
  const status = delivered ? 'DELIVERED' : latest;
  const id = String(shipment.id);
  if (fresh.length || status !== shipment.tracking_status) {
    await knex('shipments').where({ account_id: actor.accountId, id }).update({ tracking_events: JSON.stringify(events), tracking_status: RANK[status as keyof typeof RANK] === undefined ? null : status });
  }
  let moved = false;
  if (delivered && ['LABEL_CREATED', 'SHIPPED'].includes(String(shipment.status))) {
    // The parcel reached its customer: it left the building (stock, order status) if nobody said so, then arrived.
    // Sellyard makes these changes itself (the carrier said so), whoever asked for the refresh.
    const system = actor.system ? actor : await systemActor(knex, actor.accountId, { job: origin.job, cause: origin.cause ?? `${carrierName} reported ${shipment.tracking_number} delivered` });
    try {
      if (shipment.status === 'LABEL_CREATED') await service.transition(system, shipments(), id, 'ship', {});
      await service.transition(system, shipments(), id, 'deliver-tracked', {});
      moved = true;
    } catch (error) {
      // A poll and a push (or two pushes) arriving together: the other one delivered it first. Anything else is real.
      const now = await knex('shipments').where({ account_id: actor.accountId, id }).first('status');
      if (!(error instanceof ApiError) || now?.status !== 'DELIVERED') throw error;
      return { events, added: fresh.length, moved: false };
    }
    const order = await knex('sales_orders').where({ account_id: actor.accountId, id: shipment.order_id }).first('id', 'status');
    const open = await knex('shipments').where({ account_id: actor.accountId, order_id: shipment.order_id }).whereNotIn('status', ['DELIVERED', 'CANCELLED']).count<{ n: number }[]>({ n: '*' });
    if (order?.status === 'SHIPPED' && Number(open[0]!.n) === 0) await service.transition(system, entityNamed('sales-order'), String(order.id), 'complete', {});
  }
  return { events, added: fresh.length, moved };
}

export { ChannelError };
