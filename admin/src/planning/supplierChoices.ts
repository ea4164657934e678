/**
 * The Reorder screen's supplier picker. Its choices are the suppliers the user may list, joined by those the plan
 * itself names (a product's usual supplier, named when the user may read suppliers): the picker is never emptier
 * than the rows below it. A user who may not read suppliers gets no picker, but a sentence saying why, and what
 * Reorder still does for them. Pure: unit-tested beside this file.
 */
import type { PlanRow } from './api.ts';

export interface SupplierChoice {
  id: string;
  name: string;
}

export function supplierChoices(listed: ReadonlyArray<{ id: unknown; name?: unknown }> | undefined, rows: ReadonlyArray<Pick<PlanRow, 'supplier_id' | 'supplier_name'>> | undefined): SupplierChoice[] {
  const byId = new Map<string, SupplierChoice>();
  for (const s of listed ?? []) if (typeof s.name === 'string' && s.name) byId.set(String(s.id), { id: String(s.id), name: s.name });
  for (const r of rows ?? []) if (r.supplier_id && r.supplier_name && !byId.has(r.supplier_id)) byId.set(r.supplier_id, { id: r.supplier_id, name: r.supplier_name });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** Why there is no supplier picker, for a user who may not read suppliers. */
export const SUPPLIERS_HIDDEN =
  'Suppliers are not shown to your role (it does not hold the Suppliers permission), so there is no supplier filter and products show no supplier name. Drafting still orders each product from its usual supplier; the account owner can grant Suppliers under Settings → Users.';
