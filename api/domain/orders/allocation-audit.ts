/**
 * The audit trail of allocation. Allocating, releasing, backorder runs and shipping move quantities in SQL, outside
 * the generic service (for speed and for their locking order), so they record what they changed themselves, in the
 * same transaction, through the one audit function (`recordAudits`, api/audit/): per stock level its `allocated`
 * and `available` before and after, per order its `backordered` flag and, under `lines`, each changed line's
 * `allocated_qty`, `backordered_qty` or `shipped_qty` (with its SKU), before and after.
 *
 * Two ways in, for any code that allocates (the order import's fast path too):
 * - `AllocationLog`: given to the functions of allocation.ts, it gathers what they change (a level or line touched
 *   twice keeps its first "before" and its last "after") and `write`s it at the end, one INSERT for everything;
 * - `auditAllocation(trx, who, accountId, changes)`: for code that computed its changes itself.
 * `who` is the user or the job (`jobOrigin(job)` and the owner it acts for, or the job alone), as the audit log
 * records it.
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { recordAudits, type AuditActor, type AuditWrite } from '../../audit/index.ts';

type Row = Record<string, unknown>;

export interface LevelChange {
  id: string;
  before: { on_hand: number; allocated: number };
  after: { on_hand: number; allocated: number };
}

/** A line's server-kept quantities; only the ones that changed need be given. */
export type LineQuantities = Partial<Record<'allocated_qty' | 'backordered_qty' | 'shipped_qty', number>>;

export interface LineChange {
  id: string;
  orderId: string;
  sku: string | null;
  before: LineQuantities;
  after: LineQuantities;
}

export interface OrderChange {
  id: string;
  before: { backordered: boolean };
  after: { backordered: boolean };
}

export interface AllocationChanges {
  levels: LevelChange[];
  lines: LineChange[];
  orders: OrderChange[];
}

const entityNamed = (name: string) => model.entities.find((e) => e.name === name)!;

/** The audit rows of `changes`: one per stock level that changed, one per order whose lines or flag changed. */
function writesOf(who: AuditActor, accountId: string, changes: AllocationChanges, cause?: string): AuditWrite[] {
  const writes: AuditWrite[] = [];
  const common = { model, actor: who, accountId, action: 'update' as const, ...(cause ? { cause } : {}) };
  const level = entityNamed('stock-level');
  for (const change of changes.levels) {
    const state = (s: LevelChange['before']) => ({ allocated: s.allocated, available: s.on_hand - s.allocated });
    writes.push({ ...common, entity: level, recordId: change.id, before: state(change.before), after: state(change.after) });
  }
  const order = entityNamed('sales-order');
  const byOrder = new Map<string, { lines: LineChange[]; flag?: OrderChange }>();
  const of = (id: string) => byOrder.get(id) ?? byOrder.set(id, { lines: [] }).get(id)!;
  for (const line of changes.lines) of(line.orderId).lines.push(line);
  for (const flag of changes.orders) of(flag.id).flag = flag;
  for (const [orderId, { lines, flag }] of byOrder) {
    const before: Row = {};
    const after: Row = {};
    if (flag && flag.before.backordered !== flag.after.backordered) {
      before.backordered = flag.before.backordered;
      after.backordered = flag.after.backordered;
    }
    const moved = lines.filter((l) => Object.keys(l.after).some((k) => l.after[k as keyof LineQuantities] !== l.before[k as keyof LineQuantities]));
    if (!Object.keys(after).length && !moved.length) continue;
    // The lines as the log shows them: which line (its SKU) and the quantities that moved, before and after. The
    // generic comparison leaves a line's server-kept quantities out (they follow from what a person changes).
    const lineChanges = moved.length
      ? { lines: { from: moved.map((l) => ({ id: l.id, sku: l.sku, ...pick(l.before, l.after) })), to: moved.map((l) => ({ id: l.id, sku: l.sku, ...pick(l.after, l.after) })) } }
      : undefined;
    writes.push({ ...common, entity: order, recordId: orderId, before, after, ...(lineChanges ? { changes: lineChanges } : {}) });
  }
  return writes;
}

/** The quantities of `from` named in `keys`' object (the ones the change is about). */
function pick(from: LineQuantities, keys: LineQuantities): LineQuantities {
  return Object.fromEntries(Object.keys(keys).map((k) => [k, from[k as keyof LineQuantities] ?? 0]));
}

/**
 * Records what an allocation changed (levels, lines, orders of one account) in the audit log, in one statement on
 * the caller's transaction. `cause` adds why, when the actor's own cause does not say it.
 */
export async function auditAllocation(trx: Knex, who: AuditActor, accountId: string, changes: AllocationChanges, cause?: string): Promise<void> {
  await recordAudits(trx, writesOf(who, accountId, changes, cause));
}

/** Gathers the changes of one allocation operation (see the file's comment); `write` records them once, at the end. */
export class AllocationLog {
  private readonly levels = new Map<string, LevelChange>();
  private readonly lines = new Map<string, LineChange>();
  private readonly orders = new Map<string, OrderChange>();

  constructor(readonly who: AuditActor, readonly accountId: string, readonly cause?: string) {}

  level(id: string, before: LevelChange['before'], after: LevelChange['after']): void {
    const known = this.levels.get(id);
    this.levels.set(id, { id, before: known?.before ?? before, after });
  }

  /** A line's quantity `field` went from `before` to `after`. */
  line(line: Record<string, unknown>, orderId: string, field: keyof LineQuantities, before: number, after: number): void {
    const id = String(line.id);
    const known = this.lines.get(id) ?? { id, orderId, sku: line.sku == null ? null : String(line.sku), before: {}, after: {} };
    if (!(field in known.before)) known.before[field] = before;
    known.after[field] = after;
    this.lines.set(id, known);
  }

  order(id: string, before: boolean, after: boolean): void {
    const known = this.orders.get(id);
    this.orders.set(id, { id, before: known?.before ?? { backordered: before }, after: { backordered: after } });
  }

  /** What was gathered, without the changes that came back to where they started. */
  changes(): AllocationChanges {
    const moved = (a: object, b: object) => JSON.stringify(a) !== JSON.stringify(b);
    return {
      levels: [...this.levels.values()].filter((l) => moved(l.before, l.after)),
      lines: [...this.lines.values()].map((l) => {
        const keys = Object.keys(l.after).filter((k) => l.after[k as keyof LineQuantities] !== l.before[k as keyof LineQuantities]);
        return { ...l, before: Object.fromEntries(keys.map((k) => [k, l.before[k as keyof LineQuantities]])), after: Object.fromEntries(keys.map((k) => [k, l.after[k as keyof LineQuantities]])) };
      }).filter((l) => Object.keys(l.after).length),
      orders: [...this.orders.values()].filter((o) => o.before.backordered !== o.after.backordered),
    };
  }

  /**
   * Records everything gathered and starts afresh, in one statement with `around` — other writes of the same
   * operation recorded before and after the allocation (an order rule's fields, then its hold) — so paying an order
   * costs one audit INSERT whatever it did. Nothing is written when nothing changed.
   */
  async write(trx: Knex, around: { before?: AuditWrite[]; after?: AuditWrite[] } = {}): Promise<void> {
    const changes = this.changes();
    this.levels.clear();
    this.lines.clear();
    this.orders.clear();
    const writes = [...(around.before ?? []), ...writesOf(this.who, this.accountId, changes, this.cause), ...(around.after ?? [])];
    if (writes.length) await recordAudits(trx, writes);
  }
}
