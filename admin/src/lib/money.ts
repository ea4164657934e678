/**
 * Money in integer minor units, shown as decimals in the record's currency (GBP 2 digits, JPY 0, BHD 3; the
 * browser's ISO 4217 data says how many). Pure: unit-tested beside this file.
 */

const digitsCache = new Map<string, number>();

/** Minor-unit digits of an ISO 4217 currency (2 when unknown). */
export function currencyDigits(currency: string | null | undefined): number {
  const code = (currency || 'GBP').toUpperCase();
  let d = digitsCache.get(code);
  if (d === undefined) {
    try {
      d = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      d = 2;
    }
    digitsCache.set(code, d);
  }
  return d;
}

/** `1234, 'GBP'` → `"12.34"`; `-5, 'GBP'` → `"-0.05"`; `1234, 'JPY'` → `"1234"`. Exact: no floating point. */
export function toDecimal(minor: number, currency: string | null | undefined): string {
  const digits = currencyDigits(currency);
  const negative = minor < 0;
  const s = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = digits ? s.slice(0, -digits) : s;
  const frac = digits ? s.slice(-digits) : '';
  return (negative ? '-' : '') + whole + (digits ? '.' + frac : '');
}

/**
 * One formatter per locale and currency: building an Intl.NumberFormat costs far more than formatting with it, and a
 * list page formats every money cell of every row (the orders list's first render spent ~50 ms here, issue 22).
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, code: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${code}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits });
    moneyFormats.set(key, format);
  }
  return format;
}

/** A formatted amount with its currency sign: `£12.34`, `¥1,234`, `BHD 1.234`. */
export function formatMoney(minor: number | null | undefined, currency: string | null | undefined, locale = 'en-GB'): string {
  if (minor === null || minor === undefined || Number.isNaN(minor)) return '';
  const code = (currency || 'GBP').toUpperCase();
  const digits = currencyDigits(code);
  try {
    // Format the exact decimal string, so large amounts lose no precision.
    return moneyFormat(locale, code, digits).format(toDecimal(minor, code) as unknown as number);
  } catch {
    return `${toDecimal(minor, code)} ${code}`;
  }
}

/** A short amount for a chart's axis ticks: `123456, 'GBP'` → `"£1.2k"`, `50000` → `"£500"`, `99` → `"£0.99"`. */
export function formatMoneyCompact(minor: number, currency: string | null | undefined, locale = 'en-GB'): string {
  const code = (currency || 'GBP').toUpperCase();
  const major = minor / 10 ** currencyDigits(code);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: Math.abs(major) < 10 ? 2 : 1 }).format(major);
  } catch {
    return formatMoney(minor, code, locale);
  }
}

/**
 * Parses what a user typed into minor units: `"12.3"` GBP → 1230, `"1,234.5"` → 123450, `"100"` JPY → 100.
 * Returns `undefined` for an empty input and `NaN` for text that is not an amount or has too many decimals.
 */
export function parseMoney(text: string, currency: string | null | undefined): number | undefined {
  const code = (currency || 'GBP').toUpperCase();
  const t = text.replace(/[\s,]/g, '').replace(/^[£$€¥]/, '').replace(new RegExp(`^${code}`, 'i'), '');
  if (t === '') return undefined;
  const m = /^(-)?(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return NaN;
  const digits = currencyDigits(currency);
  const frac = m[3] ?? '';
  if (frac.length > digits) return NaN;
  const minor = Number((m[2] || '0') + frac.padEnd(digits, '0'));
  return m[1] ? -minor : minor;
}

/**
 * Amounts in several currencies side by side, never added together: `£1,234.00 · €56.00`. An empty list is
 * nothing in `fallback` (the account's currency): `£0.00`.
 */
export function formatMoneyList(amounts: Array<{ currency: string; amount: number }>, fallback: string, locale = 'en-GB'): string {
  if (!amounts.length) return formatMoney(0, fallback, locale);
  return amounts.map((a) => formatMoney(a.amount, a.currency, locale)).join(' · ');
}
