/**
 * `GET /api/reports/:id/run` runs a saved report and answers `{report, columns, rows, total, truncated, totals,
 * currency, range}`; `GET /api/reports/:id/run.csv` (or the older `run?format=csv`) streams the same rows as CSV.
 * Both take `?from=YYYY-MM-DD&to=YYYY-MM-DD` to override the report's date range for this run (a bad date is a 400
 * naming the parameter). The report is read as any record (`reports` permission, 404 outside the caller's reach);
 * its dataset is read with the caller's own rules for that dataset's entity (403 when the role may not read it at
 * all, and only the rows it may read otherwise), in the report's account. Every field is one the dataset
 * whitelists (reporting.ts), used as an identifier; values are bound parameters; rows stop at the report's limit.
 */
import { Readable } from 'node:stream';
import type Router from '@koa/router';
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import { accessibleWhere } from '../../../permissions/index.ts';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { Row } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import { csvLine } from '../../crud/csv.ts';
import { moneyToDecimal, plainCell } from '../../crud/csv-values.ts';
import { fail, type FieldError } from '../../http/errors.ts';
import { addDays, today } from '../shared/commerce.ts';
import { isCalendarDate } from '../../../checks/dates.ts';
import { aggregateName, resolveDataset, type ResolvedDataset } from './reports.ts';
import type { RouteDoc } from '../../http/route-docs.ts';

/** [first day, last day] of a date range preset, in UTC; open ends are undefined. */
export function dateRange(report: Row, now = today()): [string | undefined, string | undefined] {
  const month = now.slice(0, 7);
  switch (report.date_range) {
    case 'TODAY': return [now, now];
    case 'LAST_7_DAYS': return [addDays(now, -6), now];
    case 'LAST_30_DAYS': return [addDays(now, -29), now];
    case 'THIS_MONTH': return [`${month}-01`, now];
    case 'LAST_MONTH': {
      const last = addDays(`${month}-01`, -1);
      return [`${last.slice(0, 7)}-01`, last];
    }
    case 'THIS_YEAR': return [`${now.slice(0, 4)}-01-01`, now];
    case 'CUSTOM': return [(report.date_from as string) ?? undefined, (report.date_to as string) ?? undefined];
    default: return [undefined, undefined];
  }
}

/** The dataset's rows the actor may read, in `accountId`, as `t` (and the parent as `o` for child datasets). */
function source(knex: Knex, actor: Actor, dataset: ResolvedDataset, accountId: string): Knex.QueryBuilder {
  const where = accessibleWhere(actor.ability, 'read', dataset.resource);
  const readable = (table: string) => {
    const query = knex(table).where('account_id', accountId);
    if (where === 'none') query.whereRaw('false');
    else if (where !== 'all') query.whereRaw(where.sql, where.bindings as Knex.RawBinding[]);
    return query;
  };
  if (!dataset.parent) return knex.from(readable(dataset.entity.table).as('t'));
  const foreignKey = dataset.spec.parent!.foreignKey;
  // The permission rules are the parent's (order lines are reached through their order).
  return knex.from(`${dataset.entity.table} as t`)
    .join(readable(dataset.parent.table).as('o'), (on) => on.on('o.account_id', 't.account_id').andOn('o.id', `t.${foreignKey}`))
    .where('t.account_id', accountId);
}

const OPERATORS: Record<string, string> = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** A run-time override of the report's date range: either end may be given; an open end keeps the report's. */
export interface RunOptions {
  from?: string;
  to?: string;
}

/** The date range a run uses: the override's ends where given, else the report's own range. */
export function effectiveRange(report: Row, options: RunOptions = {}, now = today()): [string | undefined, string | undefined] {
  const [from, to] = dateRange(report, now);
  return [options.from ?? from, options.to ?? to];
}

function applyFilters(query: Knex.QueryBuilder, dataset: ResolvedDataset, report: Row, options: RunOptions): void {
  for (const filter of (report.filters as Row[] | undefined) ?? []) {
    const column = dataset.fields.get(String(filter.field))!.column;
    const op = String(filter.operator);
    if (OPERATORS[op]) query.where(column, OPERATORS[op], filter.value as Knex.Value);
    else if (op === 'in') query.whereIn(column, filter.values as Knex.Value[]);
    else if (op === 'nin') query.whereNotIn(column, filter.values as Knex.Value[]);
    else if (op === 'is_null') query.whereNull(column);
    else if (op === 'not_null') query.whereNotNull(column);
    else if (op === 'contains') query.whereILike(column, `%${String(filter.value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const [from, to] = effectiveRange(report, options);
  const dateColumn = dataset.fields.get(String(report.date_field))?.column;
  if (dateColumn && from) query.where(dateColumn, '>=', from);
  // The last day counts whole, also for timestamps.
  if (dateColumn && to) query.where(dateColumn, '<', addDays(to, 1));
}

export interface ReportColumn {
  name: string;
  title: string;
  type: string;
  money: boolean;
  /** The words for an enum column's codes (the field's `enumLabels`): screens show them, CSV keeps the codes. */
  labels?: Record<string, string>;
}

export interface ReportResult {
  columns: ReportColumn[];
  rows: Row[];
  /** Records (or groups) matching, beyond the row limit too. */
  total: number;
  truncated: boolean;
  /**
   * Over everything matching (not only the rows shown): grouped reports, each aggregate over all records (so an
   * average is the true one); record reports, the sum of each money column. Null when there is nothing to total.
   * When the matching records are in several currencies its money entries are null: see `totalsByCurrency`.
   */
  totals: Row | null;
  /**
   * The same totals per currency (each row with its `currency`, by code) when the result has money and the dataset
   * a currency: amounts in different currencies are never added into one figure. Empty otherwise.
   */
  totalsByCurrency: Row[];
  /**
   * The currency of the money in the result: the one currency of the matching records, the account's when the
   * dataset has none, null when records in several currencies match (each row then carries its own, if shown).
   */
  currency: string | null;
  /** The date range applied, or null for a dataset without dates. */
  range: { field: string; from: string | null; to: string | null } | null;
  /**
   * The money in the account's currency (issue 21): each record converted at its own stored rate (an order's tax
   * point rate, a settlement's payout rate), else its currency's rate, rounded half away from zero per record, then
   * summed. Sums only (a count needs no converting; an average or extreme of converted amounts is not offered).
   * `rates` states, per currency, the rates used (lowest, highest) and over how many records; `unconverted` counts
   * records whose currency has no rate at all — they are left out of these figures and named, never silently dropped.
   * Null when the result has no money in a dataset with a currency.
   */
  inBase: { currency: string; rows: Row[]; totals: Row | null; rates: Array<{ currency: string; lowest: number; highest: number; records: number }>; unconverted: number } | null;
}

/** The SQL of a record's rate to the account's currency (see ReportResult.inBase). */
function rateSql(knex: Knex, dataset: ResolvedDataset, currencyColumn: string, base: string, accountId: string): Knex.Raw {
  const stored = dataset.entity.fields.some((f) => f.name === 'exchange_rate') ? 't.exchange_rate'
    : dataset.parent?.fields.some((f) => f.name === 'exchange_rate') && currencyColumn.startsWith('o.') ? 'o.exchange_rate' : null;
  return knex.raw(`(case when ?? = ? then 1 else coalesce(${stored ? `${stored}::numeric, ` : ''}(select c.rate_to_base::numeric from currencies c where c.account_id = ? and c.code = ??)) end)`, [currencyColumn, base, accountId, currencyColumn]);
}

/** Rounds fractional results (averages): money to whole minor units, other numbers to two decimals. */
function tidy(value: unknown, money: boolean): unknown {
  if (typeof value !== 'number' || Number.isInteger(value)) return value;
  return money ? Math.round(value) : Math.round(value * 100) / 100;
}

function tidyRow(row: Row, columns: ReportColumn[]): Row {
  const money = new Set(columns.filter((c) => c.money).map((c) => c.name));
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, tidy(typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v, money.has(k))]));
}

/** Which currency the result's money is in (see ReportResult.currency). */
async function resultCurrency(knex: Knex, query: Knex.QueryBuilder, dataset: ResolvedDataset, accountId: string): Promise<string | null> {
  const currency = dataset.fields.get('currency');
  if (!currency) return (await knex('accounts').where({ id: accountId }).first('currency'))?.currency ?? null;
  const found = await query.clone().clearSelect().clearOrder().distinct(knex.raw('?? as c', [currency.column])).limit(2);
  if (found.length > 1) return null;
  return found[0]?.c ?? (await knex('accounts').where({ id: accountId }).first('currency'))?.currency ?? null;
}

/**
 * Runs a saved report as `actor`: at most `row_limit` rows (`truncated` says when more matched), every identifier
 * from the dataset's whitelist, every value a bound parameter.
 */
export async function runReport(knex: Knex, model: Model, actor: Actor, report: Row, options: RunOptions = {}): Promise<ReportResult> {
  const dataset = resolveDataset(model, String(report.dataset));
  if (!dataset) return fail('validation_failed', `The ${report.dataset} dataset is not available in this Sellyard.`, [{ pointer: '/dataset', message: 'is not available' }]);
  if (!actor.ability.can('read', dataset.resource)) {
    fail('forbidden', `This report reads ${dataset.spec.label}, and your role may not read ${dataset.resource}.`, [], { action: 'read', resource: dataset.resource });
  }
  const limit = Number(report.row_limit ?? 1000);
  const accountId = String(report.account_id);
  const query = source(knex, actor, dataset, accountId);
  applyFilters(query, dataset, report, options);
  const filtered = query.clone();
  const aggregates = (report.aggregates as Row[] | undefined) ?? [];
  const group = report.group_by ? dataset.fields.get(String(report.group_by))! : undefined;
  const columns: ReportColumn[] = [];
  let total: number;
  let rows: Row[];
  let totals: Row | null = null;
  let totalSelects: Knex.Raw[] = [];
  // Money is never added across currencies: with a currency in the dataset, a result with money is split by it.
  const currencyField = dataset.fields.get('currency');
  const currencyColumn: ReportColumn | undefined = currencyField && { name: 'currency', title: currencyField.title, type: 'string', money: false };

  if (group || aggregates.length) {
    const aggregateSelects = aggregates.map((a) => {
      const name = aggregateName(a);
      const field = a.field ? dataset.fields.get(String(a.field))! : undefined;
      columns.push({ name, title: field ? `${a.fn} of ${field.title}` : 'Count', type: 'number', money: Boolean(field?.field.money) && a.fn !== 'count' });
      return field ? knex.raw(`${a.fn}(??) as ??`, [field.column, name]) : knex.raw('count(*) as ??', [name]);
    });
    const byCurrency = currencyField && columns.some((c) => c.money) && group?.name !== 'currency';
    if (byCurrency) {
      query.select(knex.raw('?? as currency', [currencyField.column])).groupBy(currencyField.column);
      columns.unshift(currencyColumn!);
    }
    if (group) {
      query.select(knex.raw('?? as ??', [group.column, group.name])).groupBy(group.column);
      columns.unshift({ name: group.name, title: group.title, type: group.field.format ?? group.field.jsonType, money: Boolean(group.field.money), ...(group.field.enumLabels ? { labels: group.field.enumLabels } : {}) });
    }
    query.select(aggregateSelects);
    const counted = group || byCurrency ? knex.from(query.clone().as('g')).count<{ n: number }[]>({ n: '*' }) : undefined;
    query.orderBy(String(report.sort_field ?? group?.name ?? aggregateName(aggregates[0])), String(report.sort_order ?? 'DESC').toLowerCase() as 'asc');
    if (byCurrency) query.orderBy(currencyField.column);
    rows = await query.limit(limit + 1);
    total = counted ? Number((await counted)[0].n) : rows.length;
    // Over all records: the same aggregates without the grouping.
    if ((group || byCurrency) && aggregateSelects.length) totalSelects = aggregateSelects;
  } else {
    const chosen = (report.columns as string[]).map((c) => dataset.fields.get(c)!);
    for (const c of chosen) {
      query.select(knex.raw('?? as ??', [c.column, c.name]));
      columns.push({ name: c.name, title: c.title, type: c.field.format ?? c.field.jsonType, money: Boolean(c.field.money), ...(c.field.enumLabels ? { labels: c.field.enumLabels } : {}) });
    }
    // Every row with money says which currency it is in.
    if (currencyField && columns.some((c) => c.money) && !columns.some((c) => c.name === 'currency')) {
      query.select(knex.raw('?? as currency', [currencyField.column]));
      columns.push(currencyColumn!);
    }
    const counted = filtered.clone().count<{ n: number }[]>({ n: '*' });
    const sort = report.sort_field ? dataset.fields.get(String(report.sort_field))!.column : dataset.fields.get(String(report.date_field))?.column;
    if (sort) query.orderBy(sort, String(report.sort_order ?? 'DESC').toLowerCase() as 'asc');
    rows = await query.limit(limit + 1);
    total = Number((await counted)[0].n);
    totalSelects = chosen.filter((c) => c.field.money).map((c) => knex.raw('coalesce(sum(??), 0) as ??', [c.column, c.name]));
  }
  let totalsByCurrency: Row[] = [];
  if (totalSelects.length) {
    totals = (await filtered.clone().select(totalSelects))[0] ?? null;
    if (currencyField && columns.some((c) => c.money)) {
      totalsByCurrency = (await filtered.clone().select(knex.raw('?? as currency', [currencyField.column]), ...totalSelects).groupBy(currencyField.column).orderBy(currencyField.column))
        .map((row: Row) => tidyRow(row, columns));
      // A sum over several currencies means nothing: only counts stay in the overall totals.
      if (totals && totalsByCurrency.length > 1) for (const c of columns.filter((x) => x.money)) totals[c.name] = null;
    }
  }
  const truncated = rows.length > limit;
  rows = rows.slice(0, limit).map((row) => tidyRow(row, columns));
  if (totals) totals = tidyRow(totals, columns);
  const currency = columns.some((c) => c.money) ? await resultCurrency(knex, filtered, dataset, accountId) : (await knex('accounts').where({ id: accountId }).first('currency'))?.currency ?? null;
  const dateField = dataset.fields.get(String(report.date_field));
  const [from, to] = effectiveRange(report, options);
  let inBase: ReportResult['inBase'] = null;
  if (currencyField && columns.some((c) => c.money)) {
    const base = String((await knex('accounts').where({ id: accountId }).first('currency'))?.currency ?? 'GBP');
    const rate = rateSql(knex, dataset, currencyField.column, base, accountId);
    const converted = (column: string, name: string) => knex.raw(`coalesce(sum(round(??::numeric * ${rate.toQuery().replace(/\?/g, '\\?')})), 0)::bigint as ??`, [column, name]);
    // The sums to convert: a record report's money columns, a grouped report's `sum` aggregates of money.
    const sums = group || aggregates.length
      ? aggregates.filter((a) => a.fn === 'sum' && a.field && dataset.fields.get(String(a.field))!.field.money).map((a) => [dataset.fields.get(String(a.field))!.column, aggregateName(a)] as const)
      : (report.columns as string[]).map((c) => dataset.fields.get(c)!).filter((c) => c.field.money).map((c) => [c.column, c.name] as const);
    const convertible = () => filtered.clone().whereRaw(`${rate.toQuery().replace(/\?/g, '\\?')} is not null`);
    const selects = sums.map(([column, name]) => converted(column, name));
    const totalsRow = selects.length ? (await convertible().select(selects))[0] ?? null : null;
    let baseRows: Row[] = [];
    if (group && group.name !== 'currency' && selects.length) {
      baseRows = (await convertible().select(knex.raw('?? as ??', [group.column, group.name]), knex.raw('count(*)::int as records'), ...selects).groupBy(group.column).orderBy(group.column))
        .map((row: Row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) && k !== group.name ? Number(v) : v])));
    }
    const rates = (await filtered.clone().select(knex.raw('?? as currency', [currencyField.column]), knex.raw(`min(${rate.toQuery().replace(/\?/g, '\\?')})::float8 as lowest`), knex.raw(`max(${rate.toQuery().replace(/\?/g, '\\?')})::float8 as highest`), knex.raw('count(*)::int as records'))
      .groupBy(currencyField.column).orderBy(currencyField.column)) as Array<{ currency: string; lowest: number | null; highest: number | null; records: number }>;
    inBase = {
      currency: base,
      rows: baseRows,
      totals: totalsRow ? Object.fromEntries(Object.entries(totalsRow).map(([k, v]) => [k, Number(v)])) : null,
      rates: rates.filter((r) => r.lowest !== null).map((r) => ({ currency: r.currency, lowest: Number(r.lowest), highest: Number(r.highest), records: Number(r.records) })),
      unconverted: rates.filter((r) => r.lowest === null).reduce((n, r) => n + Number(r.records), 0),
    };
  }
  return { columns, rows, total, truncated, totals, totalsByCurrency, currency, range: dateField ? { field: dateField.name, from: from ?? null, to: to ?? null } : null, inBase };
}

/** A cell of the report's CSV: money as decimals in its currency (as the CSV export writes it), dates ISO. */
function reportCell(value: unknown, column: ReportColumn, row: Row, currency: string | null): string {
  if (value === null || value === undefined) return '';
  const rowCurrency = typeof row.currency === 'string' ? row.currency : currency;
  if (column.money && typeof value === 'number' && rowCurrency) return moneyToDecimal(value, rowCurrency);
  return plainCell(value);
}

/** The result as CSV lines (header of field names, CRLF), each cell guarded against formula injection. */
export function* reportCsv(result: ReportResult): Generator<string> {
  yield csvLine(result.columns.map((c) => c.name));
  for (const row of result.rows) yield csvLine(result.columns.map((c) => reportCell(row[c.name], c, row, result.currency)));
}

/** `from` and `to` of the query string, checked: real calendar dates, in order. */
export function parseRunOptions(query: Record<string, unknown>): RunOptions {
  const errors: FieldError[] = [];
  const options: RunOptions = {};
  for (const name of ['from', 'to'] as const) {
    const raw = query[name];
    if (raw === undefined || raw === '') continue;
    const value = Array.isArray(raw) ? undefined : String(raw);
    if (!isCalendarDate(value)) {
      errors.push({ pointer: `/${name}`, message: 'must be a date as YYYY-MM-DD' });
    } else options[name] = value;
  }
  if (options.from && options.to && options.to < options.from) errors.push({ pointer: '/to', message: 'is before from' });
  if (errors.length) fail('bad_query', errors.map((e) => `${e.pointer.slice(1)}: ${e.message}`).join('; '), errors);
  return options;
}

/** The file name of a report's CSV (its name, without characters a file system or header would trip on). */
export function reportFilename(report: Row): string {
  return `${String(report.name).replace(/[^A-Za-z0-9 ._-]/g, '').trim() || 'report'}.csv`;
}

const RUN_QUERY: RouteDoc['query'] = {
  from: { description: 'First day (YYYY-MM-DD), overriding the report\'s date range.' },
  to: { description: 'Last day (YYYY-MM-DD).' },
};

export const reportingDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/reports/:id/run', tag: 'Report', summary: 'Run a saved report',
    description: 'Fields are whitelisted from the dataset\'s schema (never raw SQL), scoped to the account and the caller\'s read rights on the dataset; rows are capped (`truncated`). `totals` cover every matching row. Money is never added across currencies: a result with money is split by `currency` (grouped reports group by it too, record reports carry it on every row) and `totalsByCurrency` gives the totals per currency.',
    query: RUN_QUERY,
    responses: { 200: { description: '`{ report, columns, rows, total, truncated, totals, totalsByCurrency, currency, range }`', schema: { type: 'object' } } },
    problems: [400, 403, 404],
  },
  {
    method: 'get', path: '/api/reports/:id/run.csv', tag: 'Report', summary: 'Run a saved report as CSV',
    description: 'The same result as a CSV attachment: money as decimals, formula cells defused.',
    query: RUN_QUERY,
    responses: { 200: { description: 'The CSV file.', contentType: 'text/csv', schema: { type: 'string' } } },
    problems: [400, 403, 404],
  },
];

export function reportingRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  const reports = model.entities.find((e) => e.name === 'report');
  if (!reports) return;

  /** The report (read as any record: `reports`, 404 outside the caller's reach) and its result. */
  const run = async (ctx: Koa.ParameterizedContext) => {
    const actor = ctx.state.actor as Actor;
    if (!isUuid(ctx.params.id)) fail('not_found', `No report with id ${String(ctx.params.id).slice(0, 60)}.`);
    const options = parseRunOptions(ctx.query);
    const report = await service.get(actor, reports, ctx.params.id);
    // The report definition from the primary (it may just have been saved); its rows from the replica if allowed.
    return { report, result: await runReport(service.readerFor(actor), model, actor, report, options) };
  };
  const sendCsv = (ctx: Koa.ParameterizedContext, report: Row, result: ReportResult) => {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${reportFilename(report)}"`);
    ctx.body = Readable.from(reportCsv(result));
  };

  router.get('/api/reports/:id/run.csv', async (ctx) => {
    const { report, result } = await run(ctx);
    sendCsv(ctx, report, result);
  });
  router.get('/api/reports/:id/run', async (ctx) => {
    const { report, result } = await run(ctx);
    // `?format=csv` is the older spelling of run.csv.
    if (ctx.query.format === 'csv') return sendCsv(ctx, report, result);
    ctx.body = {
      report: { id: report.id, name: report.name, description: report.description ?? null, dataset: report.dataset, chart_type: report.chart_type, group_by: report.group_by ?? null, date_field: report.date_field ?? null, date_range: report.date_range, row_limit: report.row_limit },
      ...result,
    };
  });
}
