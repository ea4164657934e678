/**
 * What happens to a sales order's stock as it moves: the sales-order hooks call these inside the write's
 * transaction. Paying runs the order rules, then allocates (so a rule's location applies), then holds the order if
 * a rule said so or failed: a held order keeps its allocation, so releasing it ships at once. Releasing a held paid
 * order allocates what became free meanwhile; cancelling, deleting or editing the lines of a paid order gives its
 * allocation back (an edit then allocates the new lines). Stock given back is offered to backorders by the job.
 * What these change in SQL — the rules' fields, a hold, the allocation — is recorded in the audit log by the hook's
 * actor, in the same transaction (the transition's own entry holds only what the transition itself wrote).
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import type { AuditActor, AuditWrite } from '../../audit/index.ts';
import type { Row } from '../../crud/repository.ts';
import type { HookContext } from '../hooks.ts';
import { allocateOrder, allocateOrdersTogether, holdsAllocation, refreshBackorders, releaseOrder } from './allocation.ts';
import { AllocationLog } from './allocation-audit.ts';
import { enqueueBackorderRun } from './allocation-jobs.ts';
import { runOrderRules, runOrderRulesMany } from './rules.ts';
import type { Actor } from '../../crud/actor.ts';

const salesOrder = model.entities.find((e) => e.name === 'sales-order')!;

interface HistoryEntry { transition: string; from: string; to: string; note: string }

/**
 * Status history rows after the transition's own, in order. One transaction has one now(), and a clock may tick
 * coarsely (PGlite): each row is a microsecond after the one before, so the history reads in the order written.
 */
async function writeHistory(trx: Knex, order: Row, userId: unknown, entries: HistoryEntry[]): Promise<void> {
  if (!entries.length) return;
  await trx('status_history').insert(entries.map((entry, i) => ({
    account_id: order.account_id, resource: 'sales-orders', record_id: order.id, transition: entry.transition,
    from_status: entry.from, to_status: entry.to, note: entry.note, user_id: userId ?? null,
    at: trx.raw(`clock_timestamp() + interval '${i + 1} microseconds'`),
  })));
}

/** Writes fields of the order in SQL (a rule's shipping method, a hold). */
async function updateOrder(trx: Knex, order: Row, changes: Row): Promise<void> {
  await trx('sales_orders').where({ account_id: order.account_id, id: order.id })
    .update({ ...changes, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
}

/**
 * `updateOrder`'s changes as the audit log records them (with the allocation's, in one statement): as the transition
 * `transition` when given (a rule's hold), else as a change.
 */
function orderChange(actor: AuditActor, order: Row, changes: Row, transition?: string): AuditWrite {
  const after = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, k === 'tags' && typeof v === 'string' ? JSON.parse(v) : v]));
  return {
    model, entity: salesOrder, actor, action: transition ? 'transition' : 'update', ...(transition ? { transition } : {}),
    accountId: String(order.account_id), recordId: String(order.id), before: order, after,
  };
}

async function offerFreedStock(trx: Knex, accountId: string, freed: Array<{ product_id: string; location_id: string }>, cause: string): Promise<void> {
  for (const pair of freed) await enqueueBackorderRun(trx, accountId, pair.product_id, pair.location_id, cause);
}

/** The allocation log of a hook's work on an order: its actor, the order's account. */
const allocationLog = (order: Row, actor: AuditActor) => new AllocationLog(actor, String(order.account_id));

/**
 * Gives back the order's allocation and clears its backorders; the freed stock is offered to waiting orders. Notes
 * what changed in `log` (the caller writes it).
 */
export async function releaseAllocation(trx: Knex, order: Row, log: AllocationLog, stillHolding = false): Promise<void> {
  const accountId = String(order.account_id);
  await offerFreedStock(trx, accountId, await releaseOrder(trx, accountId, String(order.id), log), `stock given back by order ${order.number ?? order.id}`);
  await refreshBackorders(trx, accountId, String(order.id), stillHolding, log);
}

/** After a sales-order transition: rules and allocation on pay, allocation on release, release on cancel. */
export async function afterOrderTransition(transition: string, order: Row, { trx, actor, existing }: HookContext): Promise<void> {
  const accountId = String(order.account_id);
  const log = allocationLog(order, actor);
  // Amazon ships it from its own warehouse (FBA): the import records Amazon's shipment; nothing to allocate.
  if (transition === 'pay' && order.fulfilled_by === 'MARKETPLACE') return;
  if (transition === 'pay') {
    const outcome = await runOrderRules(trx, accountId, order);
    const changes: Row = { ...outcome.changes };
    if ('tags' in changes) changes.tags = JSON.stringify(changes.tags);
    const before: AuditWrite[] = [];
    const after: AuditWrite[] = [];
    if (Object.keys(changes).length) {
      await updateOrder(trx, order, changes);
      before.push(orderChange(actor, order, changes));
    }
    const entries: HistoryEntry[] = outcome.fired.map((note) => ({ transition: 'rule', from: 'PAID', to: 'PAID', note }));
    await allocateOrder(trx, accountId, { ...order, ...outcome.changes }, log);
    if (outcome.hold) {
      const hold = { status: 'ON_HOLD', status_before_hold: 'PAID', hold_reason: outcome.hold };
      await updateOrder(trx, order, hold);
      after.push(orderChange(actor, { ...order, ...outcome.changes }, hold, 'hold'));
      entries.push({ transition: 'hold', from: 'PAID', to: 'ON_HOLD', note: outcome.hold });
    }
    await log.write(trx, { before, after });
    await writeHistory(trx, order, actor.user.id, entries);
    return;
  }
  if (transition === 'release') {
    const before: AuditWrite[] = [];
    if (order.hold_reason) {
      await updateOrder(trx, order, { hold_reason: null });
      before.push(orderChange(actor, order, { hold_reason: null }));
    }
    if (holdsAllocation(order)) await allocateOrder(trx, accountId, order, log);
    await log.write(trx, { before });
    return;
  }
  if (existing && holdsAllocation(existing) && !holdsAllocation(order)) {
    // Cancelled: everything goes back. Marked shipped by hand: the shipping side consumes the allocation.
    if (order.status === 'CANCELLED') await releaseAllocation(trx, order, log);
    else await refreshBackorders(trx, accountId, String(order.id), false, log);
    await log.write(trx);
  }
}

/**
 * What paying does, for orders created already PAID together (a page of marketplace orders: `createMany` with
 * `through: ['submit', 'pay']`, which runs no transition hooks): each order's rules, then the allocation of all of
 * them in the order given, then the holds the rules asked for, as `afterOrderTransition('pay')` one order after
 * another would, in a fixed number of statements. The orders (with their lines in `order.lines`) are updated in
 * memory as they are in the database. Their history entries follow the `steps` entries their creation wrote;
 * answers how many each order got.
 */
export async function payOrdersTogether(trx: Knex, actor: Actor, orders: Row[], steps: number): Promise<number[]> {
  if (!orders.length) return [];
  const accountId = String(orders[0]!.account_id);
  const outcomes = await runOrderRulesMany(trx, accountId, orders);
  const changed: Row[] = [];
  // The audit log as the one-by-one path writes it: the rules' changes, the allocation, then the holds.
  const before: AuditWrite[] = [];
  const after: AuditWrite[] = [];
  outcomes.forEach((outcome, i) => {
    if (!Object.keys(outcome.changes).length) return;
    // A copy: the order is updated in place just below, and the entry is written at the end.
    before.push(orderChange(actor, { ...orders[i]! }, outcome.changes));
    Object.assign(orders[i]!, outcome.changes);
    changed.push(orders[i]!);
  });
  if (changed.length) {
    await trx.raw(
      `update sales_orders o set shipping_method_id = v.shipping_method_id::uuid, fulfil_from_location_id = v.location_id::uuid, tags = v.tags::jsonb,
              version = o.version + 1, updated_at = now()
         from (values ${changed.map(() => '(?::uuid, ?, ?, ?)').join(', ')}) as v(id, shipping_method_id, location_id, tags)
        where o.account_id = ? and o.id = v.id`,
      [...changed.flatMap((o) => [String(o.id), (o.shipping_method_id as string | null) ?? null, (o.fulfil_from_location_id as string | null) ?? null, o.tags == null ? null : JSON.stringify(o.tags)]), accountId],
    );
  }
  const log = new AllocationLog(actor, accountId);
  await allocateOrdersTogether(trx, accountId, orders, log);
  const held = orders.filter((_, i) => outcomes[i]!.hold);
  if (held.length) {
    await trx.raw(
      `update sales_orders o set status = 'ON_HOLD', status_before_hold = 'PAID', hold_reason = v.reason, version = o.version + 1, updated_at = now()
         from (values ${held.map(() => '(?::uuid, ?)').join(', ')}) as v(id, reason)
        where o.account_id = ? and o.id = v.id`,
      [...held.flatMap((o) => [String(o.id), outcomes[orders.indexOf(o)]!.hold!]), accountId],
    );
    for (const order of held) {
      const hold = { status: 'ON_HOLD', status_before_hold: 'PAID', hold_reason: outcomes[orders.indexOf(order)]!.hold };
      after.push(orderChange(actor, { ...order }, hold, 'hold'));
      Object.assign(order, hold);
    }
  }
  await log.write(trx, { before, after });
  const written: number[] = [];
  const history = orders.flatMap((order, i) => {
    const entries: HistoryEntry[] = outcomes[i]!.fired.map((note) => ({ transition: 'rule', from: 'PAID', to: 'PAID', note }));
    if (outcomes[i]!.hold) entries.push({ transition: 'hold', from: 'PAID', to: 'ON_HOLD', note: outcomes[i]!.hold! });
    written.push(entries.length);
    return entries.map((entry, k) => ({
      account_id: accountId, resource: 'sales-orders', record_id: order.id, transition: entry.transition,
      from_status: entry.from, to_status: entry.to, note: entry.note, user_id: actor.user.id ?? null,
      // After the entries of the order's creation (now() + 1…steps µs), in the order written.
      at: trx.raw('now() + make_interval(secs => ?)', [(steps + k + 1) / 1e6]),
    }));
  });
  for (let i = 0; i < history.length; i += 2000) await trx('status_history').insert(history.slice(i, i + 2000));
  return written;
}

/** Before a paid order is deleted: its allocation goes back. */
export async function releaseBeforeDelete(order: Row, { trx, actor }: HookContext): Promise<void> {
  if (!holdsAllocation(order)) return;
  const log = allocationLog(order, actor);
  await releaseAllocation(trx, order, log);
  await log.write(trx);
}

/** Before a paid order is saved with new lines or another location: its allocation goes back first. */
export async function releaseBeforeEdit(order: Row, { trx, existing, sent, actor }: HookContext): Promise<void> {
  if (!existing || !holdsAllocation(existing)) return;
  const moved = 'fulfil_from_location_id' in sent && (sent.fulfil_from_location_id ?? null) !== (existing.fulfil_from_location_id ?? null);
  if (!('lines' in sent || moved)) return;
  const log = allocationLog(existing, actor);
  await releaseAllocation(trx, existing, log, true);
  await log.write(trx);
}

/** After a paid order is saved: its lines take what they need (nothing when nothing changed). */
export async function allocateAfterEdit(order: Row, { trx, existing, actor }: HookContext): Promise<void> {
  if (!existing || !holdsAllocation(existing)) return;
  const log = allocationLog(existing, actor);
  await allocateOrder(trx, String(existing.account_id), { ...existing, ...order }, log);
  await log.write(trx);
}
