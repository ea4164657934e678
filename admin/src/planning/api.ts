/**
 * Stock planning's endpoints (api/domain/planning/), typed for the Reorder screen. Errors arrive as HttpErrors
 * carrying the problem+json body.
 */
import { API_URL, apiFetch } from '../data/dataProvider.ts';
import type { PlanningRow } from '../../../checks/contracts/stock-planning.ts';

export type Basis = 7 | 30 | 90;

/** One product's figures (the API's own type). */
export type PlanRow = PlanningRow;

export interface Plan { basis: Basis; cover_days: number; today: string; rows: PlanRow[] }

export interface DraftedOrder { id: string; number: string; supplier_id: string; supplier_name: string; currency: string; lines: number; units: number; total: number }

export async function fetchPlan(filter: { basis: Basis; supplier_id?: string; to_reorder?: boolean }): Promise<Plan> {
  const query = new URLSearchParams({ basis: String(filter.basis) });
  if (filter.supplier_id) query.set('supplier_id', filter.supplier_id);
  if (filter.to_reorder) query.set('to_reorder', 'true');
  return (await apiFetch(`${API_URL}/stock-planning?${query}`, { headers: { Accept: 'application/json' } })).json();
}

/** One DRAFT purchase order per supplier; `key` makes a retried click draft nothing twice. */
export async function draftPurchaseOrders(lines: Array<{ product_id: string; qty: number }>, key: string): Promise<DraftedOrder[]> {
  const response = await apiFetch(`${API_URL}/stock-planning/draft-purchase-orders`, {
    method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify({ lines }),
  });
  return (await response.json()).purchase_orders;
}
