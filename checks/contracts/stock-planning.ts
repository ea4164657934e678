/**
 * Stock planning's row, shared by the API (`GET /api/stock-planning`, api/domain/planning/stock-planning.ts, where
 * each figure's formula is written) and the admin's Reorder screen (admin/src/planning/).
 */

export interface PlanningRow {
  product_id: string;
  sku: string;
  title: string;
  supplier_id: string | null;
  /** The supplier's name, for those who may read suppliers (null otherwise, and without a supplier). */
  supplier_name: string | null;
  /** The supplier's lead time; null when the product has no supplier or the supplier's is unknown (planned as 0). */
  lead_time_days: number | null;
  sold_7: number;
  sold_30: number;
  sold_90: number;
  /** Units a day over the basis, to two decimals (the figures below use the exact rate). */
  velocity: number;
  available: number;
  incoming: number;
  /** Units on DRAFT purchase orders (not yet ordered: in no figure, shown so a reorder is not drafted twice). */
  on_draft: number;
  /** The sum of the product's minimum levels. */
  minimum: number;
  days_of_cover: number | null;
  reorder_point: number;
  suggested_qty: number;
  to_reorder: boolean;
}
