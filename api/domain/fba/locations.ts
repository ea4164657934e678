/**
 * Where Amazon's own warehouses sit in an account: its FBA locations (type FBA). Stock there is Amazon's count
 * (read from the FBA Inventory API, inventory.ts) and leaves only through Amazon: orders Amazon fulfils itself
 * (AFN, imported already shipped: afn.ts) and orders sent there on purpose (Multi-Channel Fulfilment: mcf.ts).
 * Allocation therefore never picks an FBA location by itself (orders/allocation.ts): an order takes FBA stock
 * only when it is assigned to the location, by hand or by an order rule.
 */
import type { Knex } from 'knex';
import type { Row } from '../../crud/repository.ts';

/** The FBA location an Amazon channel's orders ship from: the first FBA location in its location priority, else the account's first. */
export async function fbaLocationOf(trx: Knex, accountId: string, channel: Row | null): Promise<string | null> {
  const fba: Row[] = await trx('locations').where({ account_id: accountId, type: 'FBA' }).orderBy([{ column: 'priority' }, { column: 'name' }]).select('id');
  if (!fba.length) return null;
  const priority = (typeof channel?.location_priority === 'string' ? JSON.parse(channel.location_priority) : channel?.location_priority ?? []) as string[];
  return priority.find((id) => fba.some((l) => String(l.id) === String(id))) ?? String(fba[0]!.id);
}

/** Whether the location is one of Amazon's (type FBA). */
export async function isFbaLocation(trx: Knex, accountId: string, locationId: string | null | undefined): Promise<boolean> {
  if (!locationId) return false;
  const row = await trx('locations').where({ account_id: accountId, id: locationId }).first('type');
  return row?.type === 'FBA';
}

/**
 * The Amazon channel that serves an FBA location (its inventory and its Multi-Channel Fulfilment orders): a
 * connected Amazon channel naming the location in its location priority, else the account's first connected
 * Amazon channel.
 */
export async function amazonChannelFor(trx: Knex, accountId: string, locationId: string): Promise<Row | undefined> {
  const channels: Row[] = await trx('sales_channels').where({ account_id: accountId, type: 'AMAZON', status: 'CONNECTED' }).orderBy('created_at');
  const names = (c: Row) => ((typeof c.location_priority === 'string' ? JSON.parse(c.location_priority) : c.location_priority ?? []) as string[]).map(String);
  return channels.find((c) => names(c).includes(String(locationId))) ?? channels[0];
}
