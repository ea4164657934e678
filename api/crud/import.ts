/**
 * CSV import of any resource, in two steps with one engine:
 *   POST /api/<resource>/import/preview   what would happen, row by row; nothing is kept
 *   POST /api/<resource>/import           the same, committed
 *
 * Every row goes through the resource service itself (same validation, custom fields, reference checks, domain
 * hooks, numbering, audit and database constraints as a form save) inside ONE transaction, with the outcome of
 * writing them one by one in file order, each as a savepoint; new records are written IMPORT_BATCH at a time
 * through `createMany` (see RowWriter for how a refused batch falls back to that one-by-one order). The preview rolls
 * that transaction back at the end, so it reports exactly what the import would do, duplicates and all. The import
 * commits only when every row passed, or when the caller chose `skipInvalid` (the failed rows' savepoints were
 * already undone); otherwise nothing is written and the answer is a 400 listing the rows. A caller that goes away
 * before the end (the user pressed Cancel) rolls everything back too.
 *
 * A row updates an existing record when it names one: by `id` when that column is mapped, else by the entity's
 * natural key (`x-entity.naturalKey`: sku, code, email…), else by any of its unique fields (a brand by name);
 * otherwise it creates one. Two rows of one file naming the same record are refused (the second says which row
 * came first). Empty cells leave a field unchanged on create (the default applies) and clear it on update.
 * References take an id, or the referenced record's natural key or name (`brand_id` = "ACME").
 */
import type { Knex } from 'knex';
import type { EntityModel, FieldModel, Model } from '../../model/types.ts';
import { ApiError, fail } from '../http/errors.ts';
import { recordAnswer } from '../http/idempotency.ts';
import { databaseErrorToApiError } from '../http/database-errors.ts';
import type { Actor } from './actor.ts';
import type { Row } from './repository.ts';
import type { ResourceService } from './service.ts';
import { CUSTOM_FIELDS, targetsOf, type CustomFieldDefinition } from './custom-fields.ts';
import { CsvSyntaxError, CsvTooManyRows, parseCsv, unguard, type CsvRow } from './csv.ts';
import { decimalToMoney, parseCustomCell, parseFieldCell, type Parsed } from './csv-values.ts';
import type { ImportProgress, ImportReport, RowError, RowResult } from '../../checks/contracts/import-report.ts';
import { checkMapping, importTargets, suggestMapping, type ImportTarget, type Mapping } from './import-mapping.ts';
import { isUuid } from './list-query.ts';

/** Largest file: 5 MB of CSV text. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Most data rows in one file. */
export const IMPORT_MAX_ROWS = 20_000;
/** Rows between two progress reports. */
export const PROGRESS_EVERY = 250;
/**
 * Records written together (one multi-row insert through `ResourceService.createMany`), and looked up together
 * before that (one query per key). The event loop gets a turn after each batch.
 */
export const IMPORT_BATCH = 250;
/** Rows whose cells the report repeats (the admin's preview table); rows with errors always carry theirs. */
const CELLS_SHOWN = 100;
/** Rows with errors listed in a report, at most. */
const ERRORS_SHOWN = 2000;

export interface ImportRequest {
  /** The file's text. */
  csv: string;
  /** Column → target; omitted: the suggested mapping. */
  mapping?: unknown;
  /** Commit the valid rows even if others fail (those are reported and skipped). */
  skipInvalid?: boolean;
  /** Values every row gets unless a column sets them (`{type: 'CUSTOMER'}` on the customers screen). */
  defaults?: unknown;
}

export type { ImportProgress, ImportReport, RowError, RowResult } from '../../checks/contracts/import-report.ts';

export interface ImportOptions {
  preview: boolean;
  onProgress?: (progress: ImportProgress) => void;
  /** Aborted when the caller is gone: the transaction is rolled back. */
  signal?: AbortSignal;
  /**
   * Called inside the import's transaction just before it commits (not for previews or refused imports): a
   * background import stores its result here, so the rows and the record that they were written commit together.
   */
  onCommit?: (trx: Knex.Transaction, report: ImportReport) => Promise<void>;
}

/** Thrown inside the transaction to roll it back while keeping the report. */
class Rollback extends Error {
  constructor(readonly report: ImportReport) {
    super('rollback');
  }
}

/** Match key: the fields naming one record, with whether text compares case-insensitively. */
interface KeySpec {
  fields: string[];
  caseInsensitive: boolean;
}

/** How rows find the record they update: the natural key, then the other unique constraints. */
function keySpecs(entity: EntityModel): KeySpec[] {
  const specs: KeySpec[] = [];
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((f) => b.includes(f));
  if (entity.naturalKey.length) {
    const unique = entity.unique.find((u) => same(u.fields, entity.naturalKey));
    specs.push({ fields: entity.naturalKey, caseInsensitive: unique?.caseInsensitive ?? false });
  }
  for (const unique of entity.unique) {
    if (!unique.global && !specs.some((s) => same(s.fields, unique.fields))) specs.push({ fields: unique.fields, caseInsensitive: unique.caseInsensitive });
  }
  return specs;
}

/** A value that can be compared with the column without a cast error (which would abort the transaction). */
function comparable(field: FieldModel | undefined, value: unknown): boolean {
  if (!field || value === null || value === undefined || value === '') return false;
  if (field.sqlType === 'uuid') return isUuid(value);
  if (['integer', 'bigint', 'numeric'].includes(field.sqlType)) return typeof value === 'number' && Number.isFinite(value);
  if (field.sqlType === 'boolean') return typeof value === 'boolean';
  return typeof value === 'string' || typeof value === 'number';
}

/**
 * Resolves reference cells that are not ids: by the target's single-field natural key or its label, ignoring
 * case, within the account and the reference's conditions. One query per mapped reference column.
 */
async function resolveReferences(db: Knex, model: Model, accountId: string, field: FieldModel, texts: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (!texts.length) return found;
  const target = model.entities.find((e) => e.name === field.ref!.entity)!;
  const textField = (name: string | undefined) => target.fields.find((f) => f.name === name && f.sqlType === 'text');
  const columns = [...new Set([target.naturalKey.length === 1 ? target.naturalKey[0] : undefined, target.labelField].filter((n) => textField(n)))] as string[];
  if (!columns.length) return found;
  const lowered = [...new Set(texts.map((t) => t.toLowerCase()))];
  const query = db(target.table).where(field.ref!.where).select('id', ...columns);
  if (target.tenancy === 'account') query.where('account_id', accountId);
  query.where((b) => { for (const c of columns) b.orWhereRaw(`lower(??) in (${lowered.map(() => '?').join(', ')})`, [c, ...lowered]); });
  for (const row of (await query) as Row[]) {
    for (const c of columns) {
      const key = String(row[c] ?? '').toLowerCase();
      if (!lowered.includes(key)) continue;
      const ids = found.get(key) ?? [];
      if (!ids.includes(String(row.id))) ids.push(String(row.id));
      found.set(key, ids);
    }
  }
  return found;
}

/** Parses, maps and checks a request before any row is written (every problem here is a 4xx for the whole file). */
async function prepare(service: ResourceService, db: Knex, model: Model, actor: Actor, entity: EntityModel, request: ImportRequest) {
  const resource = entity.resource!;
  if (!actor.ability.can('create', resource) && !actor.ability.can('update', resource)) {
    fail('forbidden', `Your role may not create or update ${resource}.`, [], { action: 'create', resource });
  }
  // Rows are matched and written within the acting account; the accounts table itself is no account's rows.
  if (entity.tenancy !== 'account') fail('forbidden', `${entity.title} records are not imported from CSV.`, [], { action: 'create', resource });
  if (typeof request.csv !== 'string' || !request.csv.trim()) fail('validation_failed', 'The file is empty.', [{ pointer: '/csv', message: 'is empty' }]);
  if (Buffer.byteLength(request.csv) > IMPORT_MAX_BYTES) fail('payload_too_large', `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB; split it into smaller files.`);
  let parsed;
  try {
    parsed = parseCsv(request.csv, { maxRows: IMPORT_MAX_ROWS });
  } catch (error) {
    if (error instanceof CsvTooManyRows) fail('payload_too_large', `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows; split it into files of at most ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows.`);
    if (error instanceof CsvSyntaxError) fail('validation_failed', `The file is not valid CSV: ${error.message}.`, [{ pointer: '/csv', message: error.message }], { line: error.line, ...(error.column ? { column: error.column } : {}) });
    throw error;
  }
  const { header, rows } = parsed!;
  if (!header.some(Boolean)) fail('validation_failed', 'The file has no header line naming its columns.', [{ pointer: '/csv', message: 'has no header line' }]);
  const repeated = header.find((h, i) => header.indexOf(h) !== i);
  if (repeated !== undefined) fail('validation_failed', `The column "${repeated}" appears twice in the header.`, [{ pointer: '/csv', message: `repeats the column "${repeated}"` }]);

  const definitions = await service.customFields.definitions(db, [actor.accountId], targetsOf(entity));
  const targets = importTargets(entity, definitions, { isAdmin: actor.user.role === 'admin', model });
  const mapping = request.mapping === undefined || request.mapping === null ? suggestMapping(header, targets) : checkMapping(request.mapping, header, targets);

  const defaults = request.defaults ?? {};
  if (typeof defaults !== 'object' || Array.isArray(defaults)) fail('validation_failed', '`defaults` must be an object of field values.', [{ pointer: '/defaults', message: 'must be an object' }]);
  for (const key of Object.keys(defaults as Row)) {
    if (!targets.some((t) => t.kind === 'field' && t.target === key)) fail('validation_failed', `\`defaults.${key}\` is not a field that can be imported.`, [{ pointer: `/defaults/${key}`, message: 'is not a field that can be imported' }]);
  }
  const mapped = new Set(Object.values(mapping).filter(Boolean));
  const unmappedRequired = targets.filter((t) => t.required && !mapped.has(t.target) && !(t.target in (defaults as Row))).map((t) => t.target);
  return { header, rows, definitions, targets, mapping, defaults: defaults as Row, unmappedRequired };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/**
 * Checks a file as an import would before writing anything (permission, size, CSV syntax, header, mapping,
 * defaults), throwing the same 4xx; answers its number of data rows. A background import calls it before queueing.
 */
export async function checkImport(service: ResourceService, db: Knex, model: Model, actor: Actor, entity: EntityModel, request: ImportRequest): Promise<{ total: number }> {
  const prepared = await prepare(service, db, model, actor, entity, request);
  return { total: prepared.rows.length };
}

/** Runs an import (or its preview). Throws ApiError for a file that cannot be imported at all. */
export async function runImport(
  service: ResourceService,
  db: Knex,
  model: Model,
  actor: Actor,
  entity: EntityModel,
  request: ImportRequest,
  options: ImportOptions,
): Promise<ImportReport> {
  const prepared = await prepare(service, db, model, actor, entity, request);
  const { header, rows, targets, mapping } = prepared;
  const report: ImportReport = {
    resource: entity.resource!,
    preview: options.preview,
    committed: false,
    columns: header,
    mapping,
    targets: targets.map(({ target, title, required }) => ({ target, title, required })),
    unmappedRequired: prepared.unmappedRequired,
    total: rows.length,
    counts: { create: 0, update: 0, error: 0 },
    rows: [],
    truncated: false,
  };
  options.onProgress?.({ processed: 0, total: rows.length });

  try {
    await db.transaction(async (trx) => {
      const writer = new RowWriter(service.within(trx), trx, model, actor, entity, prepared);
      await writer.resolveReferences();
      let i = 0;
      for await (const batch of writer.writeAll([...writer.groups(rows)], options.signal)) {
        for (const [group, results] of batch) {
          for (const [k, result] of results.entries()) {
            report.counts[result.action]++;
            if (result.action === 'error' && report.counts.error > ERRORS_SHOWN) {
              report.truncated = true;
            } else {
              if (i < CELLS_SHOWN || result.action === 'error') result.cells = group[k].cells;
              report.rows.push(result);
            }
            i++;
            if (i % PROGRESS_EVERY === 0) options.onProgress?.({ processed: i, total: rows.length });
          }
        }
        // PGlite answers from the same thread: without a turn of the event loop after each batch, progress lines
        // would not leave and a cancelled request would not be noticed until the end.
        await new Promise((resolve) => setImmediate(resolve));
      }
      // Grouped rows (a record and its lines) were written together: the report lists them in file order again.
      report.rows.sort((a, b) => a.line - b.line);
      options.onProgress?.({ processed: rows.length, total: rows.length });
      if (options.signal?.aborted) throw new ImportCancelled();
      // Nothing is kept from a preview, nor from an import with failed rows the caller did not choose to skip.
      if (options.preview || (report.counts.error > 0 && !request.skipInvalid)) throw new Rollback(report);
      // The answer of a retry with the same Idempotency-Key, committed with the rows.
      await recordAnswer(trx, { status: 200, body: { ...report, committed: true }, headers: { 'content-type': 'application/json; charset=utf-8' } });
      await options.onCommit?.(trx, { ...report, committed: true });
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!options.preview && report.counts.error > 0 && !request.skipInvalid) {
    const failed = report.counts.error;
    throw new ApiError(
      'import_failed',
      `${failed} of ${rows.length} row${rows.length === 1 ? '' : 's'} ${failed === 1 ? 'is' : 'are'} invalid, so nothing was written. Fix ${failed === 1 ? 'it' : 'them'}, or choose to skip invalid rows.`,
      [],
      { counts: report.counts, rows: report.rows.filter((r) => r.action === 'error'), truncated: report.truncated },
    );
  }
  report.committed = !options.preview;
  return report;
}

/** The caller went away: everything is rolled back. */
export class ImportCancelled extends Error {
  constructor() {
    super('The import was cancelled; nothing was written.');
  }
}

/**
 * A row (or a group of rows naming one record) read and checked, before it is written: its body for the service,
 * the errors found so far, and how it names an existing record.
 */
interface Draft {
  group: CsvRow[];
  line: number;
  /** Which row and child of the group each child item came from (for the errors of a group). */
  childOf: Array<{ row: number; list: string; index: number }>;
  children: Map<string, Row[]>;
  errors: RowError[];
  body: Row;
  custom: Row;
  empty: string[];
  money: Array<[FieldModel, string]>;
  id?: string;
  /** The key it names a record by (claimed in file order); null when the claim failed (see `claim`). */
  key?: MatchKey | null;
}

/** How a row names the record it updates: its id, or the values of one key spec. */
type MatchKey = { kind: 'id'; id: string } | { kind: 'spec'; spec: KeySpec };

/**
 * Writes rows within the import's transaction, IMPORT_BATCH groups at a time, keeping the outcome of writing them
 * one by one in file order (each through the service in a savepoint, as a form save):
 * - the records the batch names are looked up with one query per key, not one per row; a row whose key an earlier
 *   write of the batch may have changed or created is looked up on its own, after that write;
 * - new records go to `ResourceService.createMany` together (same cleaning, validation, custom fields, references,
 *   hooks, numbering and audit entries as `create`, in set-based statements), in a savepoint: when it refuses an
 *   item, the items before it are written again as a batch, that item goes through `create` on its own (which
 *   reports its errors as for a single row), and the batch goes on after it; any other failure (a database
 *   constraint) sends the whole batch through `create` row by row. Updates, and writes that must come between
 *   creates in file order, go one by one.
 */
class RowWriter {
  private readonly columnOf = new Map<string, string>();
  private readonly indexOf = new Map<string, number>();
  private readonly references = new Map<string, Map<string, string[]>>();
  private readonly seen = new Map<string, number>();
  private readonly keys: KeySpec[];
  private readonly fields: Map<string, FieldModel>;

  constructor(
    private readonly service: ResourceService,
    private readonly trx: Knex.Transaction,
    private readonly model: Model,
    private readonly actor: Actor,
    private readonly entity: EntityModel,
    private readonly prepared: Prepared,
  ) {
    for (const [column, target] of Object.entries(prepared.mapping)) {
      if (!target) continue;
      this.columnOf.set(target, column);
      this.indexOf.set(target, prepared.header.indexOf(column));
    }
    this.keys = keySpecs(entity);
    this.fields = new Map(entity.fields.map((f) => [f.name, f]));
  }

  private target(name: string): ImportTarget | undefined {
    return this.prepared.targets.find((t) => t.target === name);
  }

  /** Looks up every reference column's names at once, before the rows. */
  async resolveReferences(): Promise<void> {
    for (const [name, index] of this.indexOf) {
      const field = this.target(name)?.field;
      if (!field?.ref) continue;
      const texts = this.prepared.rows.map((r) => unguard(r.cells[index] ?? '').trim()).filter((t) => t && !isUuid(t));
      this.references.set(name, await resolveReferences(this.trx, this.model, this.actor.accountId, field, [...new Set(texts)]));
    }
  }

  /** The column a JSON pointer of the record comes from (`/custom_fields/colour` → the colour column). */
  private columnFor(pointer: string): string | undefined {
    const [first, second, third] = pointer.split('/').slice(1);
    if (this.lists.has(first) && third) return this.columnOf.get(`${first}.${third}`);
    return this.columnOf.get(first === CUSTOM_FIELDS && second ? `${CUSTOM_FIELDS}.${second}` : first);
  }

  /**
   * The rows in the groups that are written together: one row each, unless the file carries child columns
   * (`lines.amount`), when the rows naming one record (the same id, else the same natural key cells) give its
   * list one child each, in file order.
   */
  *groups(rows: CsvRow[]): Generator<CsvRow[]> {
    if (!this.lists.size) {
      for (const row of rows) yield [row];
      return;
    }
    // The natural key's mapped columns (a settlement's payout id, its channel left out of the file): the others are
    // empty in every row alike.
    const keyColumns = this.indexOf.has('id') ? ['id'] : this.entity.naturalKey.filter((f) => this.indexOf.has(f));
    const cell = (row: CsvRow, target: string) => unguard(row.cells[this.indexOf.get(target)!] ?? '').trim().toLowerCase();
    const groups = new Map<string, CsvRow[]>();
    const alone: CsvRow[][] = [];
    for (const row of rows) {
      const key = keyColumns.length && keyColumns.some((c) => cell(row, c)) ? JSON.stringify(keyColumns.map((c) => cell(row, c))) : undefined;
      if (key === undefined) { alone.push([row]); continue; }
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    yield* [...groups.values(), ...alone].sort((a, b) => a[0].line - b[0].line);
  }

  /** The rows read and parsed as one record: each row's child cells become one child of its list. */
  private draft(group: CsvRow[]): Draft {
    const children = new Map<string, Row[]>();
    const childErrors = new Map<number, RowError[]>();
    const childOf: Array<{ row: number; list: string; index: number }> = [];
    group.forEach((row, r) => {
      const made = new Map<string, Row>();
      for (const [target, index] of this.indexOf) {
        const spec = this.target(target)!;
        if (spec.kind !== 'child') continue;
        const text = unguard(row.cells[index] ?? '');
        const child = made.get(spec.list!) ?? {};
        made.set(spec.list!, child);
        if (!text.trim()) continue;
        const list = children.get(spec.list!) ?? [];
        const pointer = `/${spec.list}/${list.length}/${spec.field!.name}`;
        const parsed: Parsed = spec.field!.money ? { value: text } : parseFieldCell(spec.field!, text);
        if (parsed.error !== undefined) childErrors.set(r, [...(childErrors.get(r) ?? []), { pointer, message: parsed.error, column: this.columnOf.get(target) }]);
        else child[spec.field!.name] = parsed.value;
      }
      for (const [list, child] of made) {
        if (!Object.keys(child).length && !childErrors.has(r)) continue;
        const items = children.get(list) ?? [];
        childOf.push({ row: r, list, index: items.length });
        items.push(child);
        children.set(list, items);
      }
    });
    return this.parseRow(group, childOf, children, [...childErrors.values()].flat());
  }

  /** A record's result as the results of its rows (each row of a group reports its own child's errors). */
  private spread(draft: Draft, result: RowResult): RowResult[] {
    const { group, childOf } = draft;
    if (group.length === 1) return [result];
    if (result.action !== 'error') return group.map((row) => ({ ...result, line: row.line }));
    // Errors of the record as a whole stay with its first row.
    const rowOf = (pointer: string) => {
      const [list, index] = pointer.split('/').slice(1);
      return childOf.find((c) => c.list === list && String(c.index) === index)?.row ?? 0;
    };
    const perRow = group.map((): RowError[] => []);
    for (const error of result.errors ?? []) perRow[rowOf(error.pointer)].push(error);
    return group.map((row, r) => ({
      line: row.line, action: 'error' as const,
      errors: perRow[r].length ? perRow[r] : [{ pointer: '', message: `is part of the record of line ${group[0].line}, which was not written` }],
    }));
  }

  /** Whether new records of this entity may be written together (a new user or account changes sessions: one by one). */
  private get batchable(): boolean {
    return this.entity.name !== 'user' && this.entity.name !== 'account';
  }

  /**
   * Writes the groups, IMPORT_BATCH at a time, yielding each batch's groups with their rows' results in file order.
   * Cancelling (`signal`) is noticed between batches.
   */
  async *writeAll(groups: CsvRow[][], signal?: AbortSignal): AsyncGenerator<Array<[CsvRow[], RowResult[]]>> {
    for (let start = 0; start < groups.length; start += IMPORT_BATCH) {
      if (signal?.aborted) throw new ImportCancelled();
      const drafts = groups.slice(start, start + IMPORT_BATCH).map((group) => this.draft(group));
      // Claimed in file order, errors or not: a later row naming the same record says which line came first.
      for (const draft of drafts) draft.key = this.claim(draft);
      const found = await this.lookupMany(drafts);
      const results = new Map<Draft, RowResult>();
      // Keys of the records created in this batch so far (and of those waiting to be), in `token` form.
      const written = new Set<string>();
      let pending: Draft[] = [];
      let pendingKeys = new Set<string>();
      // After a write of one row on its own, the rest of the batch is looked up row by row, as before the batch.
      let stale = false;
      const flush = async () => {
        if (!pending.length) return;
        const list = pending;
        pending = [];
        pendingKeys = new Set();
        if (await this.createTogether(list, results, written)) stale = true;
      };
      for (const draft of drafts) {
        let existing: Row | undefined | null;
        if (draft.key === null) existing = null;
        else if (draft.key === undefined) existing = undefined;
        else {
          const token = draft.key.kind === 'id' ? `id:${draft.key.id}` : this.token(draft.key.spec, draft.body);
          if (stale || written.has(token) || pendingKeys.has(token) || !found.has(draft)) {
            // An earlier row of the batch may have created (or changed) the record this row names: look now, once
            // the records waiting to be created that it may name are written.
            if (pendingKeys.has(token) || !found.has(draft)) await flush();
            existing = await this.lookup(draft);
          } else {
            existing = found.get(draft)!;
            if (existing === null) this.noSuchId(draft);
          }
        }
        if (existing === null) { results.set(draft, { line: draft.line, action: 'error', errors: draft.errors }); continue; }
        this.complete(draft, existing);
        if (draft.errors.length) { results.set(draft, { line: draft.line, action: 'error', errors: draft.errors }); continue; }
        if (!existing && this.batchable) {
          pending.push(draft);
          for (const token of this.tokensOf(draft.body)) pendingKeys.add(token);
          continue;
        }
        await flush();
        results.set(draft, await this.save(draft, existing));
        stale = true;
      }
      await flush();
      yield drafts.map((draft) => [draft.group, this.spread(draft, results.get(draft)!)]);
    }
  }

  /**
   * Creates `drafts` (checked, naming no stored record) as if one by one in this order, writing as many together
   * as it can (see the class). Answers whether any went through `create` on its own.
   */
  private async createTogether(drafts: Draft[], results: Map<Draft, RowResult>, written: Set<string>): Promise<boolean> {
    let alone = false;
    let rest = drafts;
    while (rest.length) {
      try {
        const created = await this.trx.transaction((savepoint) => this.service.createMany(savepoint, this.actor, this.entity, rest.map((d) => ({ body: d.body }))));
        rest.forEach((draft, k) => {
          results.set(draft, { line: draft.line, action: 'create', id: String(created[k].id) });
          // As sent, and as stored (a number given by the numbering, a field a hook set).
          for (const token of [...this.tokensOf(draft.body), ...this.tokensOf(created[k])]) written.add(token);
        });
        return alone;
      } catch (caught) {
        if (!(caught instanceof ApiError) && !databaseErrorToApiError(caught, this.model)) throw caught;
        const item = refusedItem(caught, rest.length);
        if (item === undefined) {
          // A constraint of the database (a name already used…): which row, only writing them in turn tells.
          for (const draft of rest) results.set(draft, await this.save(draft, undefined));
          return true;
        }
        if (item > 0 && await this.createTogether(rest.slice(0, item), results, written)) alone = true;
        results.set(rest[item], await this.save(rest[item], undefined));
        alone = true;
        rest = rest.slice(item + 1);
      }
    }
    return alone;
  }

  private definitionFor(key: string, body: Row): CustomFieldDefinition | undefined {
    const all = this.prepared.definitions.filter((d) => d.key === key);
    const spec = this.entity.customFields;
    const target = spec?.field ? spec.targets[String(body[spec.field])] : undefined;
    return all.find((d) => d.entity === target) ?? all[0];
  }

  private get lists(): Set<string> {
    return new Set([...this.indexOf.keys()].map((t) => this.target(t)).filter((t) => t?.kind === 'child').map((t) => t!.list!));
  }


  /** Reads a row's own cells into the body to send (references, custom fields, plain values); money comes later. */
  private parseRow(group: CsvRow[], childOf: Draft['childOf'], children: Map<string, Row[]>, childErrors: RowError[]): Draft {
    const row = group[0];
    const draft: Draft = { group, line: row.line, childOf, children, errors: [...childErrors], body: {}, custom: {}, empty: [], money: [] };
    const { body, custom, empty, money } = draft;
    const customCells: Array<[string, string]> = [];
    const error = (target: string, message: string, pointer = `/${target.replace(/^custom_fields\./, 'custom_fields/')}`) =>
      draft.errors.push({ pointer, message, column: this.columnOf.get(target) });

    for (const [target, index] of this.indexOf) {
      const text = unguard(row.cells[index] ?? '');
      const spec = this.target(target)!;
      if (spec.kind === 'child') continue;
      if (!text.trim()) { empty.push(target); continue; }
      if (spec.kind === 'id') {
        if (isUuid(text.trim())) draft.id = text.trim();
        else error('id', 'must be the id of a record (a uuid)');
      } else if (spec.kind === 'custom') {
        customCells.push([spec.definition!.key, text]);
      } else if (spec.field!.ref && !isUuid(text.trim())) {
        const ids = this.references.get(target)?.get(text.trim().toLowerCase()) ?? [];
        const title = this.model.entities.find((e) => e.name === spec.field!.ref!.entity)!.title.toLowerCase();
        if (ids.length === 1) body[target] = ids[0];
        else error(target, ids.length ? `matches several ${title} records named "${text.trim()}": use the id` : `refers to no ${title} "${text.trim()}" of this account`);
      } else if (spec.field!.money) {
        money.push([spec.field!, text]);
      } else {
        const parsed: Parsed = spec.field!.ref ? { value: text.trim() } : parseFieldCell(spec.field!, text);
        if (parsed.error !== undefined) error(target, parsed.error);
        else body[target] = parsed.value;
      }
    }
    for (const [key, value] of Object.entries(this.prepared.defaults)) if (!(key in body)) body[key] = value;
    for (const [key, text] of customCells) {
      const parsed = parseCustomCell(this.definitionFor(key, body) ?? { type: 'TEXT', options: [] }, text);
      if (parsed.error !== undefined) error(`${CUSTOM_FIELDS}.${key}`, parsed.error);
      else custom[key] = parsed.value;
    }
    return draft;
  }

  /** The rest of the body once the record it updates (or none) is known: money in its currency, children, cleared cells. */
  private complete(draft: Draft, existing: Row | undefined): void {
    const { body, custom, errors } = draft;
    const error = (target: string, message: string) => errors.push({ pointer: `/${target}`, message, column: this.columnOf.get(target) });
    const currencyOf = (field: FieldModel) => String(body[field.money!.currencyField] ?? existing?.[field.money!.currencyField] ?? this.fields.get(field.money!.currencyField)?.default ?? 'GBP');
    for (const [field, text] of draft.money) {
      const parsed = decimalToMoney(text, currencyOf(field));
      if (parsed.error !== undefined) error(field.name, parsed.error);
      else body[field.name] = parsed.value;
    }
    // Children's money is in the parent's currency (`$parent.currency`) or their own.
    for (const [list, items] of draft.children) {
      const child = this.model.entities.find((e) => e.name === this.entity.children.find((c) => c.field === list)!.entity)!;
      items.forEach((item, index) => {
        for (const field of child.fields.filter((f) => f.money && typeof item[f.name] === 'string')) {
          const source = field.money!.currencyField;
          const currency = source.startsWith('$parent.') ? currencyOf({ money: { currencyField: source.slice('$parent.'.length) } } as FieldModel) : String(item[source] ?? 'GBP');
          const parsed = decimalToMoney(String(item[field.name]), currency);
          if (parsed.error !== undefined) errors.push({ pointer: `/${list}/${index}/${field.name}`, message: parsed.error, column: this.columnOf.get(`${list}.${field.name}`) });
          else item[field.name] = parsed.value;
        }
      });
      body[list] = items;
    }
    // An empty cell clears the field of an existing record; a new record takes the default instead.
    if (existing) {
      for (const target of draft.empty) {
        if (target.startsWith(`${CUSTOM_FIELDS}.`)) custom[target.slice(CUSTOM_FIELDS.length + 1)] = null;
        else if (this.fields.get(target)?.nullable && !(target in body)) body[target] = null;
      }
    }
    if (Object.keys(custom).length) body[CUSTOM_FIELDS] = custom;
  }

  /** Writes one checked row through the service (a savepoint of its own): an update of `existing`, else a create. */
  private async save(draft: Draft, existing: Row | undefined): Promise<RowResult> {
    try {
      const saved = existing
        ? await this.service.update(this.actor, this.entity, String(existing.id), { ...draft.body, version: existing.version })
        : await this.service.create(this.actor, this.entity, draft.body);
      return { line: draft.line, action: existing ? 'update' : 'create', id: String(saved.id) };
    } catch (caught) {
      const problem = caught instanceof ApiError ? caught : databaseErrorToApiError(caught, this.model);
      if (!problem) throw caught;
      const list = problem.errors.length ? problem.errors : [{ pointer: '', message: problem.detail ?? problem.message }];
      return { line: draft.line, action: 'error', errors: list.map((e) => ({ ...e, column: this.columnFor(e.pointer) })) };
    }
  }

  /**
   * How a row names the record it updates, claimed in file order: undefined when it names none (it creates one),
   * null when an earlier row of the file already named the same record (`errors` says which). The first key the row
   * fully gives decides: a brand row with a new code creates a brand even if its name exists (and then fails on the
   * name, which says why), rather than renaming that brand's code.
   */
  private claim(draft: Draft): MatchKey | undefined | null {
    const { body, id } = draft;
    const claim = (key: string, what: string): boolean => {
      const first = this.seen.get(key);
      if (first !== undefined) {
        draft.errors.push({ pointer: '', message: `names the same record as line ${first} (${what})` });
        return false;
      }
      this.seen.set(key, draft.line);
      return true;
    };
    if (id) return claim(`id:${id}`, `id ${id}`) ? { kind: 'id', id } : null;
    const spec = this.keys.find((k) => k.fields.every((f) => comparable(this.fields.get(f), body[f])));
    if (!spec) return undefined;
    const fold = (f: string) => (this.folded(spec, f) ? String(body[f]).toLowerCase() : body[f]);
    return claim(`${spec.fields.join('+')}:${JSON.stringify(spec.fields.map(fold))}`, spec.fields.map((f) => `${f} ${body[f]}`).join(', ')) ? { kind: 'spec', spec } : null;
  }

  private folded(spec: KeySpec, field: string): boolean {
    return spec.caseInsensitive && this.fields.get(field)?.sqlType === 'text';
  }

  /** What a write reads of the record it updates: id, version, and the currencies its money is in. */
  private get selected(): string[] {
    return ['id', 'version', ...new Set(this.entity.fields.filter((f) => f.money).map((f) => f.money!.currencyField).filter((f) => this.fields.has(f)))];
  }

  /**
   * A key's values in a loose form (trimmed, lower case) to tell whether a record written earlier in the batch may
   * be the one a row names: looser than the database's comparison, so a doubt means a look-up of its own.
   */
  private token(spec: KeySpec, values: Row): string {
    return `${spec.fields.join('+')}:${JSON.stringify(spec.fields.map((f) => String(values[f] ?? '').trim().toLowerCase()))}`;
  }

  /** The tokens of every key a record's values give (a field left out: the column's default, which it will store). */
  private tokensOf(given: Row): string[] {
    const values: Row = { ...given };
    for (const spec of this.keys) for (const f of spec.fields) values[f] ??= this.fields.get(f)?.default;
    return this.keys.filter((spec) => spec.fields.every((f) => values[f] !== undefined && values[f] !== null && values[f] !== '')).map((spec) => this.token(spec, values));
  }

  /** The record a claimed row names, read now (null: an id naming no record of the account, said in its errors). */
  private async lookup(draft: Draft): Promise<Row | undefined | null> {
    const key = draft.key!;
    const table = this.entity.table;
    if (key.kind === 'id') {
      const row = await this.trx(table).where({ [this.entity.tenantColumn]: this.actor.accountId, id: key.id }).first(this.selected);
      if (!row) this.noSuchId(draft);
      return row ?? null;
    }
    const { spec } = key;
    const query = this.trx(table).where(this.entity.tenantColumn, this.actor.accountId).first(this.selected);
    for (const f of spec.fields) {
      // The same expression as the unique index (`lower(code)`), which serves the look-up.
      if (this.folded(spec, f)) query.whereRaw('lower(??) = ?', [f, String(draft.body[f]).toLowerCase()]);
      else query.where(f, draft.body[f] as Knex.Value);
    }
    return (await query) ?? undefined;
  }

  private noSuchId(draft: Draft): void {
    draft.errors.push({ pointer: '/id', message: `is no ${this.entity.title.toLowerCase()} of this account`, column: this.columnOf.get('id') });
  }

  /**
   * The records a batch of claimed rows names, with one query per key kind: by id, and by each key spec whose
   * fields are text (others are looked up row by row, as `lookup`). Found: the record; undefined: none (a create);
   * null: an id naming no record of the account. Rows left out of the answer are looked up on their own.
   */
  private async lookupMany(drafts: Draft[]): Promise<Map<Draft, Row | undefined | null>> {
    const found = new Map<Draft, Row | undefined | null>();
    const table = this.entity.table;
    const selected = this.selected;
    const strip = (row: Row) => Object.fromEntries(selected.map((c) => [c, row[c]]));
    const byId = drafts.filter((d) => d.key?.kind === 'id');
    if (byId.length) {
      const ids = [...new Set(byId.map((d) => (d.key as { id: string }).id))];
      const rows: Row[] = await this.trx(table).where(this.entity.tenantColumn, this.actor.accountId).whereIn('id', ids).select(selected);
      const index = new Map(rows.map((r) => [String(r.id).toLowerCase(), r]));
      for (const d of byId) found.set(d, index.get((d.key as { id: string }).id.toLowerCase()) ?? null);
    }
    for (const spec of this.keys) {
      if (!spec.fields.every((f) => this.fields.get(f)?.sqlType === 'text')) continue;
      const naming = drafts.filter((d) => d.key?.kind === 'spec' && d.key.spec === spec);
      if (!naming.length) continue;
      const value = (f: string, v: unknown) => (this.folded(spec, f) ? String(v).toLowerCase() : String(v));
      const keyOf = (values: unknown[]) => JSON.stringify(values);
      const query = this.trx(table).where(this.entity.tenantColumn, this.actor.accountId)
        .select([...selected, ...spec.fields.map((f, i) => this.trx.raw(this.folded(spec, f) ? 'lower(??) as ??' : '?? as ??', [f, `__key${i}`]))]);
      if (spec.fields.length === 1) {
        const [f] = spec.fields;
        const values = [...new Set(naming.map((d) => value(f, d.body[f])))];
        if (this.folded(spec, f)) query.whereRaw(`lower(??) in (${values.map(() => '?').join(', ')})`, [f, ...values]);
        else query.whereIn(f, values);
      } else {
        query.where((b) => {
          for (const d of naming) {
            b.orWhere((one) => {
              for (const f of spec.fields) {
                if (this.folded(spec, f)) one.whereRaw('lower(??) = ?', [f, value(f, d.body[f])]);
                else one.where(f, value(f, d.body[f]));
              }
            });
          }
        });
      }
      const index = new Map<string, Row>();
      for (const row of (await query) as Row[]) {
        const key = keyOf(spec.fields.map((_, i) => row[`__key${i}`]));
        if (!index.has(key)) index.set(key, strip(row));
      }
      for (const d of naming) found.set(d, index.get(keyOf(spec.fields.map((f) => value(f, d.body[f])))));
    }
    return found;
  }
}

/**
 * The item of a `createMany` batch that was refused: named by the error (`item`), or by its pointers (`/3/sku`) when
 * they all lead with an index; undefined when the error does not say (a database constraint).
 */
function refusedItem(error: unknown, count: number): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const item = (error.extra as Row | undefined)?.item;
  if (typeof item === 'number' && Number.isInteger(item) && item >= 0 && item < count) return item;
  const indexes = error.errors.map((e) => /^\/(\d+)(\/|$)/.exec(e.pointer)?.[1]);
  if (!indexes.length || indexes.some((i) => i === undefined)) return undefined;
  const first = Math.min(...indexes.map(Number));
  return first < count ? first : undefined;
}
