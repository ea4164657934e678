/**
 * The stock endpoints (api/domain/stock/routes.ts), typed: the Stock screen's list, adjust, count, and the latest
 * movements (the generic `stock-movements` list). Errors arrive as HttpErrors carrying the problem+json body.
 */
import { API_URL, apiFetch, listQuery } from '../data/dataProvider.ts';

export interface StockRow {
  id: string; version: number; product_id: string; sku: string; title: string; location_id: string; location: string;
  on_hand: number; allocated: number; available: number; incoming: number; minimum_level: number; bin: string | null;
}

export interface StockMovement {
  id: string; product_id: string; location_id: string; quantity: number; on_hand_after: number; reason: string;
  reference_type: string | null; reference_label: string | null; note: string | null; user_email: string | null; job: string | null; created_at: string;
}

const MOVEMENT_FIELDS: Array<keyof StockMovement> = [
  'id', 'product_id', 'location_id', 'quantity', 'on_hand_after', 'reason', 'reference_type', 'reference_label', 'note', 'user_email', 'job', 'created_at',
];

export interface StockFilter { location_id?: string; product_id?: string; q?: string; low?: boolean; negative?: boolean }

export async function fetchStock(filter: StockFilter, offset = 0, limit = 50): Promise<{ rows: StockRow[]; total: number }> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '' && value !== false) query.set(key, String(value));
  return (await apiFetch(`${API_URL}/stock?${query}`, { headers: { Accept: 'application/json' } })).json();
}

/** The newest movements (of one product, or one product at one location). */
export async function fetchMovements(filter: { product_id?: string; location_id?: string }, limit = 10): Promise<StockMovement[]> {
  const query = listQuery({ sort: { field: 'created_at', order: 'DESC' }, filter });
  const range = `${query ? '&' : '?'}range=${encodeURIComponent(JSON.stringify([0, limit - 1]))}`;
  // What the movements table shows (a list answers only its list columns unless asked for more).
  const fields = `&fields=${encodeURIComponent(JSON.stringify(MOVEMENT_FIELDS))}`;
  return (await apiFetch(`${API_URL}/stock-movements${query}${range}${fields}`, { headers: { Accept: 'application/json' } })).json();
}

export type StockChange = { kind: 'adjust'; delta: number; reason: string; note?: string } | { kind: 'count'; counted: number; note?: string };

export async function changeStock(levelId: string, change: StockChange): Promise<StockRow> {
  const { kind, ...body } = change;
  const response = await apiFetch(`${API_URL}/stock-levels/${levelId}/${kind}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body),
  });
  return response.json();
}
