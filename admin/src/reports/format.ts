/**
 * How a report's cells are shown and which of its columns a chart draws. Pure: unit-tested beside this file.
 */
import { currencyDigits, formatMoney, formatMoneyCompact } from '../lib/money.ts';
import { humanize } from '../generic/FieldValue.tsx';
import { enumLabel } from '../../../checks/enum-labels.ts';
import type { ReportColumn, ReportRow, ReportRun } from './types.ts';
import { formatDateTime } from '../lib/dates.ts';

export const isNumeric = (column: ReportColumn) => column.money || column.type === 'number' || column.type === 'integer';

/** "sum of Total" → "Sum of Total": the API's titles, capitalised for a heading. */
export function columnHeading(column: ReportColumn): string {
  return column.title ? column.title.charAt(0).toUpperCase() + column.title.slice(1) : humanize(column.name);
}

/**
 * The footer rows of a result: one per currency when its money is in several (never one mixed sum), else the
 * overall totals; each with the currency its money is in.
 */
export function totalsRows(run: Pick<ReportRun, 'totals' | 'totalsByCurrency' | 'currency'>): Array<{ label: string; values: ReportRow; currency: string | null }> {
  const byCurrency = run.totalsByCurrency ?? [];
  if (byCurrency.length > 1) return byCurrency.map((values) => ({ label: `Total ${String(values.currency)}`, values, currency: String(values.currency) }));
  return run.totals ? [{ label: 'Total', values: run.totals, currency: run.currency }] : [];
}

/** The currency a row's money is in: the row's own `currency` column, else the result's. */
export function rowCurrency(row: ReportRow, run: Pick<ReportRun, 'currency'>): string | null {
  return typeof row.currency === 'string' && row.currency ? row.currency : run.currency;
}

/** A cell as text: money in its currency, numbers grouped, yes/no, timestamps in the user's locale. */
export function formatCell(value: unknown, column: ReportColumn, currency: string | null): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.money && typeof value === 'number') return currency ? formatMoney(value, currency) : new Intl.NumberFormat('en-GB').format(value);
  if (typeof value === 'number') return new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (column.type === 'date-time' && typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : formatDateTime(date);
  }
  // Enum codes in the schema's words; other codes humanised; dates and free text are shown as stored.
  if (column.labels && typeof value === 'string') return enumLabel({ enumLabels: column.labels }, value);
  if (typeof value === 'string' && /^[A-Z][A-Z0-9_]+$/.test(value) && column.type === 'string') return humanize(value);
  return String(value);
}

/**
 * A number for an axis tick: short ("£1.2k", "12.3k") where the table and tooltip show it in full. Money in one
 * currency is shown in it; money in several (one axis, rows in EUR and GBP) in major units without a sign.
 */
export function formatTick(value: number, column: ReportColumn, currencies: string[]): string {
  if (column.money && currencies.length === 1) return formatMoneyCompact(value, currencies[0]);
  const digits = new Set(currencies.map((c) => currencyDigits(c)));
  const shown = column.money && digits.size === 1 ? value / 10 ** [...digits][0] : value;
  return new Intl.NumberFormat('en-GB', { notation: Math.abs(shown) < 10_000 ? 'standard' : 'compact', maximumFractionDigits: 1 }).format(shown);
}

export interface ChartPoint {
  label: string;
  value: number;
  /** The row's currency, when the rows are in several (its money is formatted in it). */
  currency?: string;
}

export interface ChartSeries {
  labelColumn: ReportColumn;
  valueColumn: ReportColumn;
  points: ChartPoint[];
}

/**
 * What a chart draws: one label column (the group, else the first column that is not a number) and one value
 * column (the first aggregate or number column), one point per row (labelled with its currency when the rows are
 * in several). Undefined when the result has no such pair.
 */
export function chartSeries(run: Pick<ReportRun, 'columns' | 'rows' | 'currency'>): ChartSeries | undefined {
  const valueColumn = run.columns.find(isNumeric);
  const labelColumn = run.columns.find((c) => c !== valueColumn && !isNumeric(c));
  if (!valueColumn || !labelColumn) return undefined;
  // Rows split by currency are told apart by it: "Paid (EUR)", "Paid (GBP)".
  const currencies = new Set(run.rows.map((row) => row.currency).filter((c) => typeof c === 'string'));
  const suffix = (row: ReportRow) => (currencies.size > 1 && labelColumn.name !== 'currency' && typeof row.currency === 'string' ? ` (${row.currency})` : '');
  const points = run.rows
    .filter((row) => typeof row[valueColumn.name] === 'number')
    .map((row) => ({
      label: (formatCell(row[labelColumn.name], labelColumn, null) || '(none)') + suffix(row),
      value: row[valueColumn.name] as number,
      ...(currencies.size > 1 && typeof row.currency === 'string' ? { currency: row.currency } : {}),
    }));
  return { labelColumn, valueColumn, points };
}

/**
 * The largest `keep` points, the rest summed as "Other" (a pie of forty slices says nothing). Points in different
 * currencies are never added up: a pie of them keeps its largest points only.
 */
export function topWithOther(points: ChartPoint[], keep = 8): ChartPoint[] {
  if (points.length <= keep) return points;
  const sorted = [...points].sort((a, b) => b.value - a.value);
  const rest = sorted.slice(keep - 1);
  const currencies = new Set(rest.map((p) => p.currency));
  if (currencies.size > 1) return sorted.slice(0, keep);
  const other = rest.reduce((sum, p) => sum + p.value, 0);
  const [currency] = currencies;
  return [...sorted.slice(0, keep - 1), { label: 'Other', value: other, ...(currency ? { currency } : {}) }];
}

/** More bars than this and a bar chart stops being readable; the table shows them all. */
export const MAX_BARS = 25;

/**
 * The points a chart of `type` draws: a bar chart the first MAX_BARS, a pie the largest slices of the positive
 * values with the rest as "Other", a line every point in the rows' order.
 */
export function pointsFor(type: 'BAR' | 'LINE' | 'PIE', points: ChartPoint[]): ChartPoint[] {
  if (type === 'BAR') return points.slice(0, MAX_BARS);
  if (type === 'PIE') return topWithOther(points.filter((p) => p.value > 0));
  return points;
}

/** A label cut to `max` characters with an ellipsis (axis ticks on a phone); the tooltip and table keep it whole. */
export function shortLabel(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

/** A value's share of the whole, in whole percent: "34%". */
export function share(value: number, points: ChartPoint[]): string {
  const sum = points.reduce((s, p) => s + p.value, 0);
  return `${sum ? Math.round((value / sum) * 100) : 0}%`;
}
