/**
 * What happens to a sales order's stock as it moves: the sales-order hooks call these inside the write's
 * transaction. Paying runs the order rules, then allocates (so a rule's location applies), then holds the order if
 * a rule said so or failed: a held order keeps its allocation, so releasing it ships at once. Releasing a held paid
 * order allocates what became free meanwhile; cancelling, deleting or editing the lines of a paid order gives its
 * allocation back (an edit then allocates the new lines). Stock given back is offered to backorders by the job.
 */
import type { Knex } from 'knex';
import type { Row } from '../../crud/repository.ts';
import type { HookContext } from '../hooks.ts';
import { allocateOrder, allocateOrdersTogether, holdsAllocation, refreshBackorders, releaseOrder } from './allocation.ts';
import { enqueueBackorderRun } from './allocation-jobs.ts';
import { runOrderRules, runOrderRulesMany } from './rules.ts';
import type { Actor } from '../../crud/actor.ts';

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

async function updateOrder(trx: Knex, order: Row, changes: Row): Promise<void> {
  await trx('sales_orders').where({ account_id: order.account_id, id: order.id })
    .update({ ...changes, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
}

async function offerFreedStock(trx: Knex, accountId: string, freed: Array<{ product_id: string; location_id: string }>): Promise<void> {
  for (const pair of freed) await enqueueBackorderRun(trx, accountId, pair.product_id, pair.location_id);
}

/** Gives back the order's allocation and clears its backorders; the freed stock is offered to waiting orders. */
export async function releaseAllocation(trx: Knex, order: Row, stillHolding = false): Promise<void> {
  const accountId = String(order.account_id);
  await offerFreedStock(trx, accountId, await releaseOrder(trx, accountId, String(order.id)));
  await refreshBackorders(trx, accountId, String(order.id), stillHolding);
}

/** After a sales-order transition: rules and allocation on pay, allocation on release, release on cancel. */
export async function afterOrderTransition(transition: string, order: Row, { trx, actor, existing }: HookContext): Promise<void> {
  const accountId = String(order.account_id);
  if (transition === 'pay') {
    const outcome = await runOrderRules(trx, accountId, order);
    const changes: Row = { ...outcome.changes };
    if ('tags' in changes) changes.tags = JSON.stringify(changes.tags);
    if (Object.keys(changes).length) await updateOrder(trx, order, changes);
    const entries: HistoryEntry[] = outcome.fired.map((note) => ({ transition: 'rule', from: 'PAID', to: 'PAID', note }));
    await allocateOrder(trx, accountId, { ...order, ...outcome.changes });
    if (outcome.hold) {
      await updateOrder(trx, order, { status: 'ON_HOLD', status_before_hold: 'PAID', hold_reason: outcome.hold });
      entries.push({ transition: 'hold', from: 'PAID', to: 'ON_HOLD', note: outcome.hold });
    }
    await writeHistory(trx, order, actor.user.id, entries);
    return;
  }
  if (transition === 'release') {
    if (order.hold_reason) await updateOrder(trx, order, { hold_reason: null });
    if (holdsAllocation(order)) await allocateOrder(trx, accountId, order);
    return;
  }
  if (existing && holdsAllocation(existing) && !holdsAllocation(order)) {
    // Cancelled: everything goes back. Marked shipped by hand: the shipping side consumes the allocation.
    if (order.status === 'CANCELLED') await releaseAllocation(trx, order);
    else await refreshBackorders(trx, accountId, String(order.id), false);
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
  outcomes.forEach((outcome, i) => {
    if (!Object.keys(outcome.changes).length) return;
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
  await allocateOrdersTogether(trx, accountId, orders);
  const held = orders.filter((_, i) => outcomes[i]!.hold);
  if (held.length) {
    await trx.raw(
      `update sales_orders o set status = 'ON_HOLD', status_before_hold = 'PAID', hold_reason = v.reason, version = o.version + 1, updated_at = now()
         from (values ${held.map(() => '(?::uuid, ?)').join(', ')}) as v(id, reason)
        where o.account_id = ? and o.id = v.id`,
      [...held.flatMap((o) => [String(o.id), outcomes[orders.indexOf(o)]!.hold!]), accountId],
    );
    for (const order of held) Object.assign(order, { status: 'ON_HOLD', status_before_hold: 'PAID', hold_reason: outcomes[orders.indexOf(order)]!.hold });
  }
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

/** Before a paid order is saved with new lines or another location: its allocation goes back first. */
export async function releaseBeforeEdit(order: Row, { trx, existing, sent }: HookContext): Promise<void> {
  if (!existing || !holdsAllocation(existing)) return;
  const moved = 'fulfil_from_location_id' in sent && (sent.fulfil_from_location_id ?? null) !== (existing.fulfil_from_location_id ?? null);
  if ('lines' in sent || moved) await releaseAllocation(trx, existing, true);
}

/** After a paid order is saved: its lines take what they need (nothing when nothing changed). */
export async function allocateAfterEdit(order: Row, { trx, existing }: HookContext): Promise<void> {
  if (!existing || !holdsAllocation(existing)) return;
  await allocateOrder(trx, String(existing.account_id), { ...existing, ...order });
}
