/**
 * Stock for tests that ship: quantities are not fields of a stock level, so a test counts them in through the API
 * (`POST /api/stock-levels/:id/count`), which writes the ledger like any real change.
 */
import type { Knex } from 'knex';
import type { Client } from './app.ts';

/** Puts `counted` units of the product on hand at the location (creating its stock level); returns the level. */
export async function countStock(client: Client, knex: Knex, productId: string, locationId: string, counted: number): Promise<Record<string, any>> {
  const existing = await knex('stock_levels').where({ product_id: productId, location_id: locationId }).first('id');
  const id = existing?.id ?? (await client.post('/api/stock-levels', { product_id: productId, location_id: locationId })).body.id;
  const response = await client.post(`/api/stock-levels/${id}/count`, { counted, note: 'test stock' });
  if (response.status !== 200) throw new Error(`counting stock failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
