/**
 * `GET /api/reports/:id/run` (add `?format=csv` for a CSV file): runs a saved report and answers
 * `{report, columns, rows, total, truncated}`. The report is read as any record (`reports` permission, 404 outside
 * the caller's reach); its dataset is read with the caller's own rules for that dataset's entity (403 when the
 * role may not read it at all, and only the rows it may read otherwise), in the report's account. Every field is
 * one the dataset whitelists (reporting.ts), used as an identifier; values are bound parameters.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../generator/model.ts';
import { accessibleWhere } from '../../permissions/index.ts';
import type { Actor } from '../crud/actor.ts';
import { isUuid } from '../crud/list-query.ts';
import type { Row } from '../crud/repository.ts';
import type { ResourceService } from '../crud/service.ts';
import { fail } from '../http/errors.ts';
import { addDays, today } from './orders-finance-shared.ts';
import { aggregateName, resolveDataset, type ResolvedDataset } from './reporting.ts';

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

function applyFilters(query: Knex.QueryBuilder, dataset: ResolvedDataset, report: Row): void {
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
  const [from, to] = dateRange(report);
  const dateColumn = dataset.fields.get(String(report.date_field))?.column;
  if (dateColumn && from) query.where(dateColumn, '>=', from);
  // The last day counts whole, also for timestamps.
  if (dateColumn && to) query.where(dateColumn, '<', addDays(to, 1));
}

export interface ReportResult {
  columns: Array<{ name: string; title: string; type: string; money: boolean }>;
  rows: Row[];
  total: number;
  truncated: boolean;
}

export async function runReport(knex: Knex, model: Model, actor: Actor, report: Row): Promise<ReportResult> {
  const dataset = resolveDataset(model, String(report.dataset));
  if (!dataset) return fail('validation_failed', `The ${report.dataset} dataset is not available in this Sellyard.`, [{ pointer: '/dataset', message: 'is not available' }]);
  if (!actor.ability.can('read', dataset.resource)) {
    fail('forbidden', `This report reads ${dataset.spec.label}, and your role may not read ${dataset.resource}.`, [], { action: 'read', resource: dataset.resource });
  }
  const limit = Number(report.row_limit ?? 1000);
  const accountId = String(report.account_id);
  const query = source(knex, actor, dataset, accountId);
  applyFilters(query, dataset, report);
  const aggregates = (report.aggregates as Row[] | undefined) ?? [];
  const group = report.group_by ? dataset.fields.get(String(report.group_by))! : undefined;
  const columns: ReportResult['columns'] = [];
  let total: number;
  let rows: Row[];

  if (group || aggregates.length) {
    if (group) {
      query.select(knex.raw('?? as ??', [group.column, group.name])).groupBy(group.column);
      columns.push({ name: group.name, title: group.title, type: group.field.format ?? group.field.jsonType, money: Boolean(group.field.money) });
    }
    for (const a of aggregates) {
      const name = aggregateName(a);
      const field = a.field ? dataset.fields.get(String(a.field))! : undefined;
      query.select(field ? knex.raw(`${a.fn}(??) as ??`, [field.column, name]) : knex.raw('count(*) as ??', [name]));
      columns.push({ name, title: field ? `${a.fn} of ${field.title}` : 'Count', type: 'number', money: Boolean(field?.field.money) && a.fn !== 'count' });
    }
    query.orderBy(String(report.sort_field ?? group?.name ?? aggregateName(aggregates[0])), String(report.sort_order ?? 'DESC').toLowerCase() as 'asc');
    rows = await query.limit(limit + 1);
    total = rows.length;
  } else {
    const chosen = (report.columns as string[]).map((c) => dataset.fields.get(c)!);
    for (const c of chosen) {
      query.select(knex.raw('?? as ??', [c.column, c.name]));
      columns.push({ name: c.name, title: c.title, type: c.field.format ?? c.field.jsonType, money: Boolean(c.field.money) });
    }
    const counted = query.clone().clearSelect().count<{ n: number }[]>({ n: '*' });
    const sort = report.sort_field ? dataset.fields.get(String(report.sort_field))!.column : dataset.fields.get(String(report.date_field))?.column;
    if (sort) query.orderBy(sort, String(report.sort_order ?? 'DESC').toLowerCase() as 'asc');
    rows = await query.limit(limit + 1);
    total = Number((await counted)[0].n);
  }
  const truncated = rows.length > limit;
  // avg() arrives as a fraction: two decimals are plenty for a table or a chart.
  rows = rows.slice(0, limit).map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 100) / 100 : v])));
  return { columns, rows, total, truncated };
}

/** RFC 4180: quote fields holding a comma, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function reportingRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  const reports = model.entities.find((e) => e.name === 'report');
  if (!reports) return;
  router.get('/api/reports/:id/run', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!isUuid(ctx.params.id)) fail('not_found', `No report with id ${String(ctx.params.id).slice(0, 60)}.`);
    const report = await service.get(actor, reports, ctx.params.id);
    const result = await runReport(knex, model, actor, report);
    if (ctx.query.format === 'csv') {
      const lines = [result.columns.map((c) => csvCell(c.name)).join(','), ...result.rows.map((row) => result.columns.map((c) => csvCell(row[c.name])).join(','))];
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="${String(report.name).replace(/[^A-Za-z0-9 ._-]/g, '').trim() || 'report'}.csv"`);
      ctx.body = `${lines.join('\r\n')}\r\n`;
      return;
    }
    ctx.body = { report: { id: report.id, name: report.name, dataset: report.dataset, chart_type: report.chart_type, group_by: report.group_by ?? null }, ...result };
  });
}
