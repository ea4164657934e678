/**
 * Money arithmetic in integer minor units, shared by the API (which computes order totals) and the admin (which
 * shows live totals with the same rounding). Rates are decimal percentages (20 = 20%), kept to four places.
 */

/** Rounds half away from zero: 2.5 → 3, −2.5 → −3 (the usual rule on invoices). */
export function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** amount × rate% exactly: the rate is scaled to an integer (four decimals) so no float error creeps in. */
export function percentOf(amount: number, ratePercent: number): number {
  const scaled = BigInt(Math.round(ratePercent * 10000));
  const product = BigInt(amount) * scaled; // amount * rate * 10000
  const divisor = 1000000n; // 100 (percent) * 10000 (scale)
  return Number(divideRounded(product, divisor));
}

/** The net part of a tax-inclusive gross: gross × 100 / (100 + rate), rounded. */
export function netOfGross(gross: number, ratePercent: number): number {
  const scaledRate = BigInt(Math.round(ratePercent * 10000));
  return Number(divideRounded(BigInt(gross) * 1000000n, 1000000n + scaledRate));
}

function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

export type PriceMode = 'EXCLUSIVE' | 'INCLUSIVE' | 'NO_TAX';

export interface LineInput { quantity: number; unit_price: number; discount?: number; tax_rate: number }
export interface LineTotals { net: number; tax: number; gross: number }
export interface OrderInput {
  price_mode: PriceMode;
  lines: LineInput[];
  order_discount?: number;
  shipping_charge?: number;
  /** Rate for shipping; when absent, the highest line rate. */
  shipping_tax_rate?: number | null;
}
export interface OrderTotals {
  lines: LineTotals[];
  subtotal: number;
  discount_total: number;
  shipping_total: number;
  tax_total: number;
  total: number;
}

/** Splits `amount` over `weights` in proportion; the last weight takes the rounding remainder. */
export function spread(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (amount === 0 || sum === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Number(divideRounded(BigInt(amount) * BigInt(w), BigInt(sum))));
  parts[parts.length - 1] = amount - parts.slice(0, -1).reduce((a, b) => a + b, 0);
  return parts;
}

/** Net, tax and gross of one priced amount. */
function split(amount: number, rate: number, mode: PriceMode): LineTotals {
  if (mode === 'NO_TAX') return { net: amount, tax: 0, gross: amount };
  if (mode === 'INCLUSIVE') {
    const net = netOfGross(amount, rate);
    return { net, tax: amount - net, gross: amount };
  }
  const tax = percentOf(amount, rate);
  return { net: amount, tax, gross: amount + tax };
}

/**
 * Order totals: each line's value (quantity × unit price − line discount), less its share of the order discount
 * (in proportion to line value, last line takes the remainder), taxed per line; shipping taxed too. In
 * INCLUSIVE mode prices include tax and the net is backed out.
 */
export function orderTotals(order: OrderInput): OrderTotals {
  const values = order.lines.map((l) => l.quantity * l.unit_price - (l.discount ?? 0));
  const lineDiscounts = spread(order.order_discount ?? 0, values.map((v) => Math.max(v, 0)));
  const lines = order.lines.map((l, i) => split(values[i] - lineDiscounts[i], l.tax_rate, order.price_mode));
  const highestRate = order.lines.reduce((max, l) => Math.max(max, l.tax_rate), 0);
  const shipping = split(order.shipping_charge ?? 0, order.shipping_tax_rate ?? highestRate, order.price_mode);
  const sum = (pick: (t: LineTotals) => number) => lines.reduce((total, t) => total + pick(t), 0);
  const lineDiscountTotal = order.lines.reduce((total, l) => total + (l.discount ?? 0), 0);
  return {
    lines,
    subtotal: values.reduce((a, b) => a + b, 0) + lineDiscountTotal,
    discount_total: lineDiscountTotal + (order.order_discount ?? 0),
    // The charge as entered: net when prices exclude tax, gross when they include it.
    shipping_total: order.shipping_charge ?? 0,
    tax_total: sum((t) => t.tax) + shipping.tax,
    total: sum((t) => t.gross) + shipping.gross,
  };
}

/** An amount with its VAT at one rate: a sale line, its shipping, or the part of a refund that gives it back. */
export interface TaxedAmount { rate: number; gross: number; tax: number }

/**
 * Splits a refund like the sale it gives back, so its VAT can be reversed rate by rate: up to the refunded goods'
 * value it is spread over them in proportion to their gross (the last taking the remainder), each part carrying
 * VAT in its line's own ratio; anything above the goods' value is refunded shipping, taxed like the shipping was.
 * Returns one part per goods entry, then one for shipping when any of the refund falls there.
 */
export function refundParts(refund: number, goods: TaxedAmount[], shipping?: TaxedAmount): TaxedAmount[] {
  const goodsGross = goods.reduce((sum, g) => sum + g.gross, 0);
  const taxOf = (amount: number, of: TaxedAmount) => (of.gross ? roundHalfAway((amount * of.tax) / of.gross) : 0);
  const onGoods = Math.min(refund, goodsGross);
  const parts = spread(onGoods, goods.map((g) => g.gross)).map((gross, i) => ({ rate: goods[i].rate, gross, tax: taxOf(gross, goods[i]) }));
  const rest = refund - onGoods;
  if (rest > 0) {
    const base = shipping && shipping.gross > 0 ? shipping : { rate: 0, gross: 1, tax: 0 };
    parts.push({ rate: base.rate, gross: rest, tax: taxOf(rest, base) });
  }
  return parts;
}

/** An amount in one currency. A figure over records in several currencies is a list of these, never one sum. */
export interface CurrencyAmount { currency: string; amount: number }

/**
 * Adds amounts up per currency: `first` (the account's currency) leads when present, the others follow by code;
 * currencies that add up to nothing are kept (a day of refunds is not a day without sales).
 */
export function sumByCurrency(amounts: CurrencyAmount[], first?: string): CurrencyAmount[] {
  const totals = new Map<string, number>();
  for (const { currency, amount } of amounts) totals.set(currency, (totals.get(currency) ?? 0) + amount);
  return [...totals].map(([currency, amount]) => ({ currency, amount }))
    .sort((a, b) => Number(b.currency === first) - Number(a.currency === first) || a.currency.localeCompare(b.currency));
}
