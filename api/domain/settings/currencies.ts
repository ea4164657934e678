/**
 * Currencies: minor units and symbol come from the ISO code when not given, and the account always has exactly
 * one base currency (rate 1) that matches the account's own `currency`. Moving the base re-expresses every rate
 * against the new base, so that no conversion changes its meaning. The other currencies and the account changed
 * that way are recorded in the audit log as the saver's changes.
 */

/** Rates keep 8 decimal places (numeric column; enough for JPY-to-GBP sized rates). */
export const round8 = (n: number) => Math.round(n * 1e8) / 1e8;

/** The narrow symbol of an ISO 4217 code (£, €, $, zł), or the code itself where there is none. */
export function currencySymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(1);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}
