/**
 * Helpers adapters share to turn a marketplace's payout transactions into settlement lines (types.ts,
 * SettlementLinePayload): the sign each line type must have, and lines that always add up to what the
 * marketplace says a transaction was worth.
 */
import type { SettlementLineKind, SettlementLinePayload } from './types.ts';

const MONEY_IN: SettlementLineKind[] = ['SALE'];
const MONEY_OUT: SettlementLineKind[] = ['REFUND', 'FEE', 'SHIPPING_LABEL'];

/**
 * A settlement line of `kind`, or an ADJUSTMENT when the amount has the other sign than the kind has in Sellyard
 * (a fee the marketplace gives back is money in; a negative "sale" is a correction): the settlement entity refuses
 * a FEE above 0 or a SALE below 0, and the money must still be there.
 */
export function settlementLine(kind: SettlementLineKind, amount: number, description: string, extra: Partial<SettlementLinePayload> = {}): SettlementLinePayload {
  const wrongSign = (MONEY_IN.includes(kind) && amount < 0) || (MONEY_OUT.includes(kind) && amount > 0);
  return { kind: wrongSign ? 'ADJUSTMENT' : kind, orderRef: null, amount, description: description.slice(0, 200), ...extra };
}

/**
 * The lines of one transaction, completed so they add up to `net` (what the marketplace booked to the seller's
 * balance for it): a difference the marketplace did not itemise becomes an ADJUSTMENT line that says so. Zero
 * lines are left out.
 */
export function reconciled(lines: SettlementLinePayload[], net: number, extra: Partial<SettlementLinePayload> = {}): SettlementLinePayload[] {
  const kept = lines.filter((line) => line.amount !== 0);
  const difference = net - kept.reduce((sum, line) => sum + line.amount, 0);
  return difference === 0 ? kept : [...kept, settlementLine('ADJUSTMENT', difference, 'Not itemised by the marketplace', extra)];
}

/** The first and last day (YYYY-MM-DD) of some ISO times, or the fallback for both when there are none. */
export function periodOf(times: Array<string | null | undefined>, fallback: string): { periodStart: string; periodEnd: string } {
  const days = times.filter((t): t is string => Boolean(t)).map((t) => new Date(t).toISOString().slice(0, 10)).sort();
  return { periodStart: days[0] ?? fallback.slice(0, 10), periodEnd: days.at(-1) ?? fallback.slice(0, 10) };
}
