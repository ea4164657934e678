/**
 * The one way stock on hand changes: `recordStockMovement` locks the product's stock level at the location
 * (creating it at zero), checks the change, updates `on_hand`, `allocated` and `available`, and appends the
 * movement to the ledger (`stock_movements`), all on the caller's transaction. Receipts, shipments, returns,
 * ASN receipts, adjustments, counts and transfers all come through here, so the ledger of every level sums to its
 * on-hand (`npm run check:stock`). Stock that arrives enqueues `stock.allocate-backorders` for the product.
 * The level's change (on hand, allocated, available; incoming) is recorded in the audit log by the same author, in
 * the same transaction, with the movement's reason and document as its cause.
 */
import { stockChanged } from '../channels/pushes.ts';
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { recordAudit, type AuditActor, type SystemOrigin } from '../../audit/index.ts';
import type { Actor } from '../../crud/actor.ts';
import type { Row } from '../../crud/repository.ts';
import { fail } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/index.ts';

export const STOCK_REASONS = ['RECEIPT', 'SHIPMENT', 'RETURN', 'ADJUSTMENT', 'TRANSFER', 'COUNT'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/**
 * Who moved the stock: a signed-in user (an `Actor`: a job acting for the owner has `system` too), or a background
 * job alone (`{ job: 'stock.allocate-backorders', jobId, cause }`).
 */
export type StockAuthor = (Pick<Actor, 'user'> & Partial<Pick<Actor, 'system'>>) | SystemOrigin;

/** The author as the audit log records it. */
export function auditActorOf(author: StockAuthor): AuditActor {
  return 'job' in author ? { system: author } : { user: author.user, system: author.system };
}

/** "owner@acme.test", or "Sellyard (stock.allocate-backorders)". */
const authorName = (author: StockAuthor) => ('job' in author ? `Sellyard (${author.job})` : author.system ? `Sellyard (${author.system.job})` : author.user.email);

const REASON_WORDS: Record<StockReason, string> = {
  RECEIPT: 'goods received', SHIPMENT: 'shipped', RETURN: 'returned to stock', ADJUSTMENT: 'stock adjusted', TRANSFER: 'transferred', COUNT: 'stock counted',
};

/** The movement in words, for the audit log: "goods received (PO-000012)", "stock adjusted: damaged in transit". */
function movementCause(input: StockMovementInput): string {
  // A manual change names the level itself: nothing to add. A document is named by its number.
  const label = input.reference?.label && input.reference.type !== 'stock-levels' ? ` (${input.reference.label})` : '';
  return `${REASON_WORDS[input.reason]}${label}${input.note ? `: ${input.note}` : ''}`.slice(0, 300);
}

const stockLevel = () => model.entities.find((e) => e.name === 'stock-level')!;

export interface StockMovementInput {
  accountId: string;
  productId: string;
  locationId: string;
  reason: StockReason;
  /** The change of on-hand; or give `counted` (a stock count): the change is what makes on-hand equal it. */
  delta?: number;
  counted?: number;
  /** Change of `allocated` made with it (shipping consumes the allocation: negative); bounded at zero. */
  allocatedDelta?: number;
  /** The document that caused it: its resource, id and number. */
  reference?: { type: string; id?: string | null; label?: string | null };
  note?: string | null;
  /** `account`: on-hand may go below zero when the account's general settings allow negative stock (shipping).
   * Default `refuse`: never below zero. */
  negative?: 'refuse' | 'account';
  /** Where to point the 409 when there is not enough on hand (e.g. `/lines/2/qty`), and what to call the product. */
  pointer?: string;
  describe?: string;
}

export interface StockMovementResult { movementId: string | null; onHand: number; allocated: number; levelId: string }

/** Whether the account lets shipments take on-hand below zero (general settings). */
export async function allowsNegativeStock(trx: Knex, accountId: string): Promise<boolean> {
  const row = await trx('general_settings').where({ account_id: accountId }).first('allow_negative_stock');
  return row?.allow_negative_stock === true;
}

/**
 * The stock level of product × location, locked for the transaction; created at zero when missing (recorded in the
 * audit log as `author`'s creation, when given).
 */
export async function lockStockLevel(trx: Knex, accountId: string, productId: string, locationId: string, author?: StockAuthor): Promise<Row> {
  const find = () => trx('stock_levels').where({ account_id: accountId, product_id: productId, location_id: locationId }).forUpdate().first();
  const found = await find();
  if (found) return found;
  const inserted = await trx.raw(
    `insert into stock_levels (account_id, product_id, location_id) values (?, ?, ?) on conflict (account_id, product_id, location_id) do nothing returning id`,
    [accountId, productId, locationId],
  );
  const level = await find();
  if (author && (inserted.rows ?? inserted).length) {
    await recordAudit(trx, { model, entity: stockLevel(), actor: auditActorOf(author), action: 'create', accountId, recordId: String(level.id), before: {}, after: level });
  }
  return level;
}

/**
 * Applies one movement (see the file's comment). Refuses with 409 `insufficient_stock` naming `pointer` when
 * on-hand would go below zero and that is not allowed. A zero change writes a movement only for a count (the
 * count is the record that the stock was checked).
 */
export async function recordStockMovement(trx: Knex, author: StockAuthor, input: StockMovementInput): Promise<StockMovementResult> {
  const { accountId, productId, locationId } = input;
  const level = await lockStockLevel(trx, accountId, productId, locationId, author);
  const onHand = Number(level.on_hand);
  const delta = input.counted !== undefined ? input.counted - onHand : input.delta ?? 0;
  const after = onHand + delta;
  if (delta < 0 && after < 0 && !(input.negative === 'account' && (await allowsNegativeStock(trx, accountId)))) {
    const what = input.describe ?? 'this product';
    const message = `is more than the ${Math.max(0, onHand)} of ${what} on hand at the location (${-delta} asked)`;
    fail('insufficient_stock', `Not enough stock: ${input.pointer ? `${input.pointer.slice(1)} ` : ''}${message}.`, input.pointer ? [{ pointer: input.pointer, message }] : []);
  }
  const allocatedBefore = Number(level.allocated);
  const allocated = Math.max(0, allocatedBefore + (input.allocatedDelta ?? 0));
  if (delta !== 0 || allocated !== allocatedBefore) {
    // What the marketplaces are offered changes with it (a coalesced push per live listing).
    await stockChanged(trx, accountId, [productId]);
    await trx('stock_levels').where({ account_id: accountId, id: level.id })
      .update({ on_hand: after, allocated, available: after - allocated, version: Number(level.version) + 1, updated_at: trx.fn.now() });
    await recordAudit(trx, {
      model, entity: stockLevel(), actor: auditActorOf(author), action: 'update', accountId, recordId: String(level.id), cause: movementCause(input),
      before: { on_hand: onHand, allocated: allocatedBefore, available: Number(level.available) }, after: { on_hand: after, allocated, available: after - allocated },
    });
  }
  let movementId: string | null = null;
  if (delta !== 0 || input.reason === 'COUNT') {
    const [row] = await trx('stock_movements').insert({
      account_id: accountId, product_id: productId, location_id: locationId, quantity: delta, on_hand_after: after,
      reason: input.reason, reference_type: input.reference?.type ?? null, reference_id: input.reference?.id ?? null,
      reference_label: input.reference?.label ?? null, note: input.note ?? null,
      ...('job' in author ? { job: author.job } : { user_id: author.user.id, user_email: author.user.email }),
      // The moment of the change itself (now() is the transaction's start): movements of one transaction keep their order.
      created_at: trx.raw('clock_timestamp()'),
    }).returning('id');
    movementId = String(row.id);
  }
  if (delta > 0) {
    // Stock arrived: waiting orders may now be allocated (a job, committed or rolled back with this change).
    await enqueueJob(trx, {
      kind: 'stock.allocate-backorders', accountId, payload: { product_id: productId, location_id: locationId },
      singletonKey: `${accountId}:${productId}`, cause: `${movementCause(input)} by ${authorName(author)}`,
    });
  }
  return { movementId, onHand: after, allocated, levelId: String(level.id) };
}

/**
 * Changes the `incoming` figure (open purchase-order lines) of product × location. Not a movement: nothing is on
 * hand yet. Bounded at zero, because incoming is recomputed from lines that an edit may have rewritten. Recorded in
 * the audit log by `author`, with `cause` (the purchase order and what happened to it).
 */
export async function changeIncoming(trx: Knex, accountId: string, productId: string, locationId: string | null | undefined, delta: number, author: StockAuthor, cause?: string): Promise<void> {
  if (!locationId || !delta) return;
  const level = await lockStockLevel(trx, accountId, productId, locationId, author);
  const incoming = Math.max(0, Number(level.incoming) + delta);
  await trx('stock_levels').where({ account_id: accountId, id: level.id })
    .update({ incoming, version: Number(level.version) + 1, updated_at: trx.fn.now() });
  await recordAudit(trx, {
    model, entity: stockLevel(), actor: auditActorOf(author), action: 'update', accountId, recordId: String(level.id), cause,
    before: { incoming: Number(level.incoming) }, after: { incoming },
  });
}
