/**
 * Live order totals in the browser, with the very rounding the API stores: the arithmetic is `checks/`'s
 * `orderTotals` (shared with the API's sales-order hook); this module only turns the form's draft (tax ids,
 * missing numbers) into its input. Pure: unit-tested beside this file.
 *
 * The rules (from the domain spec):
 * - EXCLUSIVE: net = qty × unit_price − discount; tax = round(net × rate / 100), half away from zero; per line.
 * - INCLUSIVE: gross = qty × unit_price − discount; net = round(gross × 100 / (100 + rate)); tax = gross − net.
 * - NO_TAX: tax 0.
 * - order_discount is spread over the lines in proportion to line value; the last line takes the remainder.
 * - shipping is taxed at the shipping tax's rate, or else at the highest line rate.
 */
import { orderTotals, type OrderTotals, type PriceMode } from '../../../checks/index.ts';

export type { OrderTotals, PriceMode };

export interface DraftLine {
  quantity?: number;
  unit_price?: number;
  discount?: number;
  tax_id?: string | null;
}

export interface DraftOrder {
  price_mode?: PriceMode;
  lines?: DraftLine[];
  order_discount?: number;
  shipping_charge?: number;
  shipping_tax_id?: string | null;
}

const int = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : 0);

/** Totals of a draft order; `rates` maps sales-tax ids to their rate in percent (unknown ids count as 0%). */
export function draftTotals(draft: DraftOrder, rates: Record<string, number>): OrderTotals {
  const rate = (id: string | null | undefined) => (id ? rates[id] ?? 0 : 0);
  return orderTotals({
    price_mode: draft.price_mode ?? 'EXCLUSIVE',
    lines: (draft.lines ?? []).map((l) => ({
      quantity: int(l?.quantity),
      unit_price: int(l?.unit_price),
      discount: int(l?.discount),
      tax_rate: rate(l?.tax_id),
    })),
    order_discount: int(draft.order_discount),
    shipping_charge: int(draft.shipping_charge),
    shipping_tax_rate: draft.shipping_tax_id ? rate(draft.shipping_tax_id) : null,
  });
}

/** Every tax id a draft uses (to fetch their rates). */
export function taxIdsOf(draft: DraftOrder): string[] {
  const ids = [...(draft.lines ?? []).map((l) => l?.tax_id), draft.shipping_tax_id].filter((x): x is string => typeof x === 'string' && x !== '');
  return [...new Set(ids)].sort();
}
