import { useMemo } from 'react';
import { useGetMany } from 'react-admin';
import { draftTotals, taxIdsOf, type DraftOrder, type OrderTotals } from './totals.ts';

/** Live totals of a draft order: fetches the rates of the taxes it uses, then computes as the API will. */
export function useOrderTotals(draft: DraftOrder | null): OrderTotals | null {
  const ids = draft ? taxIdsOf(draft) : [];
  const { data: taxes } = useGetMany('sales-taxes', { ids }, { enabled: ids.length > 0 });
  const rates = useMemo(() => Object.fromEntries((taxes ?? []).map((t) => [String(t.id), Number(t.rate)])), [taxes]);
  return useMemo(() => (draft ? draftTotals(draft, rates) : null), [draft, rates]);
}
