/**
 * CSV export of any resource: `GET /api/<resource>/export.csv` (or the list URL with `format=csv`) takes the list's
 * `sort` and `filter` and the caller's permission scope, so the file holds exactly the rows the list shows, in
 * its order, however many pages they span (`range` is ignored).
 *
 * It streams: rows are read in batches of EXPORT_BATCH (2,500) by keyset pagination (each batch starts after the last
 * row's sort key and id, so no batch rescans what came before and no connection or transaction is held between
 * batches), turned into CSV and written to the response as the client reads it. Memory stays at one batch
 * whatever the size of the table. Columns: the entity's returned fields, then one `custom_fields.<key>` column
 * per custom field of the account, values as csv-values.ts writes them (money as decimals).
 */
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { EntityModel } from '../../model/types.ts';
import type { Actor } from './actor.ts';
import type { ListQuery } from './list-query.ts';
import { applySort, filteredRows, selection, sortKeySql, type Row, type Scope } from './repository.ts';
import { CUSTOM_FIELDS, type CustomFieldDefinition } from './custom-fields.ts';
import { csvLine, csvLines } from './csv.ts';
import { fieldCell, plainCell } from './csv-values.ts';
import type { ResourceService } from './service.ts';

/**
 * Rows per query. Each query sorts the rows after the last one again (a top-N sort when no index gives the order),
 * so fewer, larger batches cost the database less: 2,500 rows are ~0.6 MB of CSV in memory at a time.
 */
export const EXPORT_BATCH = 2500;

/** The sort key of each row as text, selected to resume after it (a JS Date would lose microseconds). */
const SORT_KEY = '__sort_key';

export interface CsvColumn {
  header: string;
  cell(row: Row): string;
}

/** The columns of an export: returned fields in schema order, custom fields in place of `custom_fields`. */
export function exportColumns(entity: EntityModel, definitions: CustomFieldDefinition[]): CsvColumn[] {
  const columns: CsvColumn[] = [];
  const keys = new Set<string>();
  for (const field of entity.fields) {
    if (field.secret) {
      const set = `${field.name}_set`;
      columns.push({ header: set, cell: (row) => plainCell(row[set]) });
    } else if (field.name === CUSTOM_FIELDS && entity.customFields) {
      // Customers and suppliers share a table: a key defined for both is one column.
      for (const definition of definitions.filter((d) => !keys.has(d.key) && keys.add(d.key))) {
        columns.push({ header: `${CUSTOM_FIELDS}.${definition.key}`, cell: (row) => plainCell((row[CUSTOM_FIELDS] as Row | undefined)?.[definition.key]) });
      }
    } else if (!field.virtual && !field.internal && !field.writeOnly) {
      columns.push({ header: field.name, cell: (row) => fieldCell(field, row) });
    }
  }
  return columns;
}

/**
 * `WHERE` for "after this row" in the list's order: the sort key, then the id, in the same direction, with nulls
 * where PostgreSQL puts them by default (last ascending, first descending; see applySort).
 */
export function keysetAfter(key: { sql: string; bindings: string[]; sqlType: string }, order: 'ASC' | 'DESC', last: { key: string | null; id: string }): { sql: string; bindings: unknown[] } {
  const k = key.sql;
  const cast = `?::${key.sqlType}`;
  const beyond = order === 'ASC' ? '>' : '<';
  const nullsFirst = order === 'DESC';
  if (last.key === null) {
    // Within the nulls by id; when the nulls come first, every non-null row is still ahead.
    return {
      sql: `((${k} is null and ?? ${beyond} ?)${nullsFirst ? ` or ${k} is not null` : ''})`,
      bindings: [...key.bindings, 'id', last.id, ...(nullsFirst ? key.bindings : [])],
    };
  }
  return {
    sql: `(${k} ${beyond} ${cast} or (${k} = ${cast} and ?? ${beyond} ?)${nullsFirst ? '' : ` or ${k} is null`})`,
    bindings: [...key.bindings, last.key, ...key.bindings, last.key, 'id', last.id, ...(nullsFirst ? [] : key.bindings)],
  };
}

/** Every matching row, batch by batch, in the list's order. */
export async function* rowBatches(db: Knex, entity: EntityModel, query: ListQuery, scope: Scope, size = EXPORT_BATCH): AsyncGenerator<Row[]> {
  const key = sortKeySql(query);
  let last: { key: string | null; id: string } | undefined;
  for (;;) {
    const builder = filteredRows(db, entity, query, scope)
      .select(selection(db, entity))
      .select(db.raw(`(${key.sql})::text as ??`, [...key.bindings, SORT_KEY]));
    if (last) {
      const after = keysetAfter(key, query.sort.order, last);
      builder.whereRaw(after.sql, after.bindings as Knex.RawBinding[]);
    }
    const rows: Row[] = await applySort(builder, query).limit(size);
    if (!rows.length) return;
    const tail = rows[rows.length - 1];
    last = { key: tail[SORT_KEY] as string | null, id: String(tail.id) };
    for (const row of rows) delete row[SORT_KEY];
    yield rows;
    if (rows.length < size) return;
  }
}

export interface CsvExportOptions {
  batchSize?: number;
  /** Only these columns (headers, e.g. `sku`), in this order (a CSV schedule's columns). Default: all. */
  columns?: string[];
  /** Called after each batch with the rows written so far (a job's progress). */
  onRows?: (done: number) => Promise<void> | void;
}

/**
 * Checks the request and reads the first batch (so a bad filter is still a 400 problem, not a broken download),
 * then returns the file as a stream that reads the rest as the client consumes it.
 */
export async function openCsvExport(
  service: ResourceService,
  db: Knex,
  actor: Actor,
  entity: EntityModel,
  query: Record<string, string | string[] | undefined>,
  options: CsvExportOptions = {},
): Promise<{ filename: string; body: Readable }> {
  const { parsed, scope, definitions } = await service.prepareList(actor, entity, query);
  const all = exportColumns(entity, definitions);
  const columns = options.columns ? options.columns.flatMap((name) => all.filter((c) => c.header === name)) : all;
  let done = 0;
  const batches = rowBatches(db, entity, parsed, scope, options.batchSize ?? EXPORT_BATCH);
  const first = await batches.next();
  async function* lines(): AsyncGenerator<string> {
    // The byte-order mark makes spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
    for (let step = first; !step.done; step = await batches.next()) {
      const rows = await service.presentRows(actor, entity, step.value);
      yield csvLines(rows.map((row) => columns.map((c) => c.cell(row))));
      done += rows.length;
      await options.onRows?.(done);
    }
  }
  const filename = `${entity.resource}-${new Date().toISOString().slice(0, 10)}.csv`;
  return { filename, body: Readable.from(lines(), { objectMode: false }) };
}
