/**
 * What a listing offers its marketplace: the product's available stock (on hand less allocated) at the
 * channel's locations (its location priority, or every location when it names none), less the channel's stock
 * buffer, through the listing's quantity rule (FIXED, PERCENT rounded down, MAX). Never below 0.
 */
import type { Knex } from 'knex';
import type { Row } from '../../crud/repository.ts';

export interface QuantityRule { type: 'FIXED' | 'PERCENT' | 'MAX'; value: number }

export function offeredQuantity(available: number, buffer: number, rule: QuantityRule | null | undefined): number {
  const free = Math.max(0, available - Math.max(0, buffer));
  if (!rule) return free;
  switch (rule.type) {
    case 'FIXED': return Math.max(0, rule.value);
    case 'PERCENT': return Math.floor((free * rule.value) / 100);
    case 'MAX': return Math.min(free, rule.value);
    default: return free;
  }
}

const jsonOf = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? JSON.parse(value) : (value as T) ?? fallback);

/** The product's available stock at the channel's locations. */
export async function availableFor(db: Knex, accountId: string, productId: string, channel: Row): Promise<number> {
  const locations = jsonOf<string[]>(channel.location_priority, []);
  const query = db('stock_levels').where({ account_id: accountId, product_id: productId });
  if (locations.length) query.whereIn('location_id', locations);
  // Stock in Amazon's warehouses (FBA) is Amazon's to sell (AFN listings, whose quantity Amazon counts itself): a
  // listing the seller ships is offered the seller's own stock only.
  query.whereNotIn('location_id', db('locations').where({ account_id: accountId, type: 'FBA' }).select('id'));
  const row = await query.sum<{ available: string | number | null }[]>({ available: 'available' }).first();
  return Number(row?.available ?? 0);
}

export async function listingQuantity(db: Knex, listing: Row, channel: Row): Promise<number> {
  const available = await availableFor(db, String(listing.account_id), String(listing.product_id), channel);
  return offeredQuantity(available, Number(channel.stock_buffer ?? 0), jsonOf<QuantityRule | null>(listing.quantity_rule, null));
}
