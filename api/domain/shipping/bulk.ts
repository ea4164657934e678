/**
 * Bulk Ship on the orders list: for each selected order that is paid (or partly shipped) and fully allocated,
 * a shipment of everything still to ship with the carrier and service of the order's shipping method, and its
 * label bought (labels.ts, so each purchase is as idempotent as a single one); every other order is refused in
 * words. The labels print as one PDF (`mergedLabels`, pdf-lib copying the carriers' own pages unchanged).
 *
 * The merged PDF's link names the shipments by their numbers in runs (`numbers=SHP-000123..SHP-000622`): the ids
 * of 500 shipments would be a 19 kB URL, over Node's 16 kB limit for a request's head (the server answers 431
 * before any route runs) and over what proxies take (nginx 8 kB). A bulk ship's shipments are numbered one after
 * the other, so its link is a run or a few; `ids=` still works for a handful.
 */
import type { Knex } from 'knex';
import { PDFDocument } from 'pdf-lib';
import type { SecretBox } from '../../crypto/secrets.ts';
import type { Actor } from '../../crud/actor.ts';
import type { ResourceService } from '../../crud/service.ts';
import type { Row } from '../../crud/repository.ts';
import { ApiError, fail } from '../../http/errors.ts';
import { entityNamed } from '../channels/system-actor.ts';
import { buyLabel } from './labels.ts';

export const BULK_SHIP_MAX = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BulkShipResult {
  shipped: Array<{ order_id: string; order_number: string; shipment_id: string; shipment_number: string; tracking_number: string | null }>;
  refused: Array<{ order_id: string; order_number: string | null; reason: string }>;
  /** GET this for one PDF of every label bought (null when none was). */
  labels_url: string | null;
}

const reasonOf = (error: unknown): string => {
  if (error instanceof ApiError) {
    const fields = error.errors.map((e) => `${e.pointer.replace(/^\/carrier\//, '').replace(/^\//, '')} ${e.message}`).join('; ');
    return fields && !error.message.includes(fields) ? `${error.message} (${fields})` : error.message;
  }
  throw error;
};

export async function bulkShip(knex: Knex, service: ResourceService, actor: Actor, sent: unknown, secrets: SecretBox | undefined): Promise<BulkShipResult> {
  if (!Array.isArray(sent) || !sent.length) return fail('validation_failed', 'ids: name the orders to ship.', [{ pointer: '/ids', message: 'must be a non-empty list of order ids' }]);
  const ids: unknown[] = sent;
  if (ids.length > BULK_SHIP_MAX) fail('validation_failed', `ids: at most ${BULK_SHIP_MAX} orders at once.`, [{ pointer: '/ids', message: `must have at most ${BULK_SHIP_MAX} items` }]);
  const bad = ids.findIndex((id) => typeof id !== 'string' || !UUID.test(id));
  if (bad >= 0) fail('validation_failed', `ids/${bad}: not an order id.`, [{ pointer: `/ids/${bad}`, message: 'must be an order id (uuid)' }]);
  if (!actor.ability.can('update', 'shipments')) fail('forbidden', 'Your role may not ship orders.', [], { action: 'update', resource: 'shipments' });
  const result: BulkShipResult = { shipped: [], refused: [], labels_url: null };
  const orders: Row[] = await knex('sales_orders').where({ account_id: actor.accountId }).whereIn('id', ids as string[]).select('id', 'number', 'status', 'shipping_method_id');
  const byId = new Map(orders.map((o) => [String(o.id), o]));
  for (const id of new Set(ids as string[])) {
    const order = byId.get(id);
    if (!order) { result.refused.push({ order_id: id, order_number: null, reason: 'No such order in this account.' }); continue; }
    const refuse = (reason: string) => result.refused.push({ order_id: id, order_number: String(order.number), reason });
    if (!['PAID', 'PARTIALLY_SHIPPED'].includes(String(order.status))) { refuse(`${order.number} is ${String(order.status).toLowerCase().replace(/_/g, ' ')}: only paid orders ship.`); continue; }
    const open = await knex('shipments').where({ account_id: actor.accountId, order_id: id }).whereIn('status', ['PENDING', 'LABEL_CREATED']).first('number');
    if (open) { refuse(`${order.number} already has shipment ${open.number} waiting to go.`); continue; }
    const lines: Row[] = await knex('sales_order_lines').where({ account_id: actor.accountId, sales_order_id: id }).select('sku', 'quantity', 'shipped_qty', 'allocated_qty');
    const short = lines.filter((l) => Number(l.allocated_qty ?? 0) < Number(l.quantity) - Number(l.shipped_qty ?? 0));
    if (short.length) { refuse(`${order.number} is not fully allocated: ${short.map((l) => `${l.sku} ${l.allocated_qty ?? 0} of ${Number(l.quantity) - Number(l.shipped_qty ?? 0)}`).join(', ')}.`); continue; }
    if (!order.shipping_method_id) { refuse(`${order.number} has no shipping method: choose its carrier in the Ship dialog.`); continue; }
    let shipmentId: string | null = null;
    try {
      const shipment = await service.create(actor, entityNamed('shipment'), { order_id: id });
      shipmentId = String(shipment.id);
      const bought = await buyLabel(knex, service, actor, shipmentId, secrets);
      result.shipped.push({ order_id: id, order_number: String(order.number), shipment_id: shipmentId, shipment_number: String(shipment.number), tracking_number: (bought.tracking_number as string) ?? null });
    } catch (error) {
      refuse(`${order.number}: ${reasonOf(error)}`);
      // A shipment whose label could not be bought is not left behind to block the next attempt.
      if (shipmentId) await service.transition(actor, entityNamed('shipment'), shipmentId, 'cancel', {}).catch(() => undefined);
    }
  }
  if (result.shipped.length) result.labels_url = `/api/shipments/labels?numbers=${numberRuns(result.shipped.map((s) => s.shipment_number))}`;
  return result;
}

const shipmentNumbering = () => entityNamed('shipment').numbering!;
const numberAt = (n: number) => `${shipmentNumbering().prefix}${String(n).padStart(shipmentNumbering().width, '0')}`;

/** Shipment numbers, in their order, as runs of consecutive numbers: `SHP-000123..SHP-000125,SHP-000130`. */
export function numberRuns(numbers: string[]): string {
  const { prefix } = shipmentNumbering();
  const runs: Array<[number, number]> = [];
  for (const number of numbers) {
    const n = Number(number.slice(prefix.length));
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs.map(([from, to]) => (from === to ? numberAt(from) : `${numberAt(from)}..${numberAt(to)}`)).join(',');
}

/** The numbers of `numberRuns`' text, in order; null when a part is not a shipment number or a run of them. */
function expandNumberRuns(text: string, max: number): string[] | null {
  const { prefix } = shipmentNumbering();
  const digits = (part: string) => (part.startsWith(prefix) && /^\d{1,12}$/.test(part.slice(prefix.length)) ? Number(part.slice(prefix.length)) : NaN);
  const numbers: string[] = [];
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [fromText, toText = fromText] = part.split('..');
    const from = digits(fromText!);
    const to = digits(toText);
    if (Number.isNaN(from) || Number.isNaN(to) || to < from || numbers.length + (to - from + 1) > max) return null;
    for (let n = from; n <= to; n += 1) numbers.push(numberAt(n));
  }
  return numbers;
}

/**
 * Every PDF label of these shipments, in the order given, as one PDF (at most BULK_SHIP_MAX): `ids` (comma-separated
 * shipment ids) or `numbers` (shipment numbers and runs of them, `SHP-000123..SHP-000622`: what a bulk ship links to).
 */
export async function mergedLabels(knex: Knex, actor: Actor, query: { ids?: unknown; numbers?: unknown }): Promise<Buffer> {
  if (!actor.ability.can('read', 'shipments')) fail('forbidden', 'Your role may not read shipments.', [], { action: 'read', resource: 'shipments' });
  let ids: string[];
  let key: 'id' | 'number';
  if (query.numbers !== undefined && query.ids === undefined) {
    const numbers = expandNumberRuns(String(query.numbers), BULK_SHIP_MAX);
    if (!numbers?.length) fail('bad_query', `numbers: 1 to ${BULK_SHIP_MAX} shipment numbers, comma-separated, a run as SHP-000001..SHP-000010.`, [{ pointer: '/numbers', message: `must be 1 to ${BULK_SHIP_MAX} shipment numbers or runs of them` }]);
    [ids, key] = [numbers!, 'number'];
  } else {
    ids = String(query.ids ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (!ids.length || ids.length > BULK_SHIP_MAX || ids.some((id) => !UUID.test(id))) fail('bad_query', `ids: 1 to ${BULK_SHIP_MAX} shipment ids, comma-separated.`, [{ pointer: '/ids', message: `must be 1 to ${BULK_SHIP_MAX} shipment ids` }]);
    key = 'id';
  }
  const rows: Row[] = await knex('shipments').where({ account_id: actor.accountId }).whereIn(key, ids).select('id', 'number', 'label_pdf');
  const byId = new Map(rows.map((r) => [String(r[key]), r]));
  const missing = ids.filter((id) => !byId.get(id)?.label_pdf);
  if (missing.length) fail('not_found', `${missing.length} of the shipments have no PDF label (${missing.slice(0, 5).map((id) => byId.get(id)?.number ?? id).join(', ')}).`);
  const merged = await PDFDocument.create();
  for (const id of ids) {
    const source = await PDFDocument.load(Buffer.from(String(byId.get(id)!.label_pdf), 'base64'));
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return Buffer.from(await merged.save({ useObjectStreams: false }));
}
