/**
 * The one way stock on hand changes: `recordStockMovement` locks the product's stock level at the location
 * (creating it at zero), checks the change, updates `on_hand`, `allocated` and `available`, and appends the
 * movement to the ledger (`stock_movements`), all on the caller's transaction. Receipts, shipments, returns,
 * ASN receipts, adjustments, counts and transfers all come through here, so the ledger of every level sums to its
 * on-hand (`npm run check:stock`). Stock that arrives enqueues `stock.allocate-backorders` for the product.
 */
import { stockChanged } from '../channels/pushes.ts';
import type { Knex } from 'knex';
import type { Actor } from '../../crud/actor.ts';
import type { Row } from '../../crud/repository.ts';
import { fail } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/index.ts';

export const STOCK_REASONS = ['RECEIPT', 'SHIPMENT', 'RETURN', 'ADJUSTMENT', 'TRANSFER', 'COUNT'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** Who moved the stock: a signed-in user, or a background job (`{ job: 'stock.allocate-backorders' }`). */
export type StockAuthor = Pick<Actor, 'user'> | { job: string };

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

/** The stock level of product × location, locked for the transaction; created at zero when missing. */
export async function lockStockLevel(trx: Knex, accountId: string, productId: string, locationId: string): Promise<Row> {
  const find = () => trx('stock_levels').where({ account_id: accountId, product_id: productId, location_id: locationId }).forUpdate().first();
  const found = await find();
  if (found) return found;
  await trx.raw(
    `insert into stock_levels (account_id, product_id, location_id) values (?, ?, ?) on conflict (account_id, product_id, location_id) do nothing`,
    [accountId, productId, locationId],
  );
  return find();
}

/**
 * Applies one movement (see the file's comment). Refuses with 409 `insufficient_stock` naming `pointer` when
 * on-hand would go below zero and that is not allowed. A zero change writes a movement only for a count (the
 * count is the record that the stock was checked).
 */
export async function recordStockMovement(trx: Knex, author: StockAuthor, input: StockMovementInput): Promise<StockMovementResult> {
  const { accountId, productId, locationId } = input;
  const level = await lockStockLevel(trx, accountId, productId, locationId);
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
      singletonKey: `${accountId}:${productId}`,
    });
  }
  return { movementId, onHand: after, allocated, levelId: String(level.id) };
}

/**
 * Changes the `incoming` figure (open purchase-order lines) of product × location. Not a movement: nothing is on
 * hand yet. Bounded at zero, because incoming is recomputed from lines that an edit may have rewritten.
 */
export async function changeIncoming(trx: Knex, accountId: string, productId: string, locationId: string | null | undefined, delta: number): Promise<void> {
  if (!locationId || !delta) return;
  const level = await lockStockLevel(trx, accountId, productId, locationId);
  await trx('stock_levels').where({ account_id: accountId, id: level.id })
    .update({ incoming: Math.max(0, Number(level.incoming) + delta), version: Number(level.version) + 1, updated_at: trx.fn.now() });
}
