/**
 * `x-entity.childGrid`: many child records of one parent made in one request, all or none.
 *   POST /api/<resource>/:id/children/<name>   {rows: [{<child fields>…, opening_stock?: [{location_id, quantity}]}]}
 * Each row becomes a child with the parent's `inherit` fields (unless the row gives them), the grid's `set` fields
 * and the foreign key to the parent; a field with a `patterns` entry that the row leaves out is made from it. The
 * rows are written by `ResourceService.createMany` (same validation, hooks, audit) inside one transaction that
 * also holds the parent locked, so two grids on one family cannot race. Errors point at `/rows/<i>/<field>`.
 *
 * With `combine`, no two children of one parent may have the same value pairs (Size = M, Colour = Navy): a repeat
 * in the rows, or of a child already made, is a 409 naming the combination. `refuseDuplicateCombination` applies
 * the same rule to every single create and update of such a child (the generic service calls it).
 */
import type { Knex } from 'knex';
import type { ChildGridModel, EntityModel, Model } from '../../model/types.ts';
import type { HookRegistry } from '../domain/hooks.ts';
import { ApiError, fail, type FieldError } from '../http/errors.ts';
import { recordAnswer } from '../http/idempotency.ts';
import type { Actor } from './actor.ts';
import { isUuid } from './list-query.ts';
import type { Row } from './repository.ts';
import type { ResourceService } from './service.ts';

/** At most this many children in one request (an attribute has at most 250 values). */
export const MAX_GRID_ROWS = 250;

type Pair = Record<string, unknown>;

const jsonOf = <T>(value: unknown, fallback: T): T => (value == null ? fallback : (typeof value === 'string' ? JSON.parse(value) : value) as T);

/** The grid whose children are `entity` and that combines values, if any (the one rule every write keeps). */
export function combiningGridOf(model: Model, entity: EntityModel): { parent: EntityModel; grid: ChildGridModel & { combine: NonNullable<ChildGridModel['combine']> } } | undefined {
  for (const parent of model.entities) {
    const grid = parent.childGrid;
    if (grid?.combine && grid.entity === entity.name) return { parent, grid: grid as ChildGridModel & { combine: NonNullable<ChildGridModel['combine']> } };
  }
  return undefined;
}

/** "variant": one child in the grid's words (its title, singular). */
const oneChild = (grid: ChildGridModel) => grid.title.toLowerCase().replace(/s$/, '');
/** What names a child to a merchant: its natural key (a SKU) where it has one, else its label. */
const nameField = (entity: EntityModel) => entity.naturalKey[0] ?? entity.labelField;

/** `attribute:value` pairs, order-free and case-free: two children with the same key are the same combination. */
function combinationKey(pairs: Pair[], combine: NonNullable<ChildGridModel['combine']>): string {
  return pairs.map((p) => `${String(p[combine.refField])}=${String(p[combine.valueField] ?? '').trim().toLowerCase()}`).sort().join('&');
}

/** "Size M, Colour Navy": the combination in words, with the list entity's labels. */
async function combinationWords(trx: Knex, model: Model, accountId: string, pairs: Pair[], combine: NonNullable<ChildGridModel['combine']>): Promise<string> {
  const list = model.entities.find((e) => e.name === combine.entity)!;
  const ids = pairs.map((p) => String(p[combine.refField])).filter(isUuid);
  const names = new Map<string, string>((ids.length ? await trx(list.table).where(list.tenantColumn, accountId).whereIn('id', ids).select('id', list.labelField) : [])
    .map((r: Row) => [String(r.id), String(r[list.labelField])]));
  return pairs.map((p) => `${names.get(String(p[combine.refField])) ?? 'attribute'} ${String(p[combine.valueField])}`).join(', ');
}

/**
 * Refuses (409 `duplicate`, pointing at the pairs field) a child whose value pairs a sibling under the same parent
 * already has. Locks the parent row first, so two writes of one family are checked one after the other.
 */
export async function refuseDuplicateCombination(trx: Knex, model: Model, entity: EntityModel, record: Row, existing?: Row): Promise<void> {
  const found = combiningGridOf(model, entity);
  if (!found) return;
  const { parent, grid } = found;
  const pairs = jsonOf<Pair[]>(record[grid.combine.field], []);
  const parentId = record[grid.foreignKey];
  if (!pairs.length || !parentId) return;
  const accountId = String(existing?.[entity.tenantColumn] ?? record[entity.tenantColumn]);
  await trx(parent.table).where({ [parent.tenantColumn]: accountId, id: parentId }).forUpdate().first('id');
  const key = combinationKey(pairs, grid.combine);
  const siblings = await trx(entity.table).where({ [entity.tenantColumn]: accountId, [grid.foreignKey]: parentId })
    .modify((q) => { if (existing?.id) q.whereNot('id', existing.id); })
    .select('id', nameField(entity), grid.combine.field);
  const twin = siblings.find((s: Row) => combinationKey(jsonOf<Pair[]>(s[grid.combine.field], []), grid.combine) === key);
  if (!twin) return;
  const words = await combinationWords(trx, model, accountId, pairs, grid.combine);
  const message = `${words} is already a ${oneChild(grid)} of this ${parent.title.toLowerCase()} (${String(twin[nameField(entity)])})`;
  fail('duplicate', `${message}.`, [{ pointer: `/${grid.combine.field}`, message }], { combination: words });
}

/** `{parent}-{values}` → `TEE-M-Navy`; see the meta-schema's `patterns`. */
export function fillPattern(pattern: string, parentValue: unknown, named: Array<{ name: string; value: string }>): string {
  return pattern.replace(/\{([^{}]+)\}/g, (whole, token: string, offset: number) => {
    if (token === 'parent') return parentValue == null ? '' : String(parentValue);
    if (token === 'values') {
      // Joined by the separator before the placeholder (`-` in a SKU) with spaces made into it; else ", ".
      const before = pattern[offset - 1];
      return before && '-_/.'.includes(before) ? named.map((n) => n.value.replace(/\s+/g, before)).join(before) : named.map((n) => n.value).join(', ');
    }
    const hit = named.find((n) => n.name.toLowerCase() === token.toLowerCase());
    if (!hit) return whole;
    // In a code (a SKU) a value's spaces become the separator: "Forest Green" → "Forest-Green".
    const before = pattern[offset - 1];
    return before && '-_/.'.includes(before) ? hit.value.replace(/\s+/g, before) : hit.value;
  });
}

/** Re-points an error of item `i` of `createMany` (`/3/sku`) at the request's row (`/rows/3/sku`). */
function asRowError(error: unknown): never {
  if (!(error instanceof ApiError)) throw error;
  const item = typeof error.extra.item === 'number' ? error.extra.item : undefined;
  const detail = (error.detail ?? error.message).replace(/^Item (\d+):/, 'Row $1:');
  throw new ApiError(error.code, detail, error.errors.map((e) => ({ ...e, pointer: item === undefined ? e.pointer : `/rows${e.pointer}` })), error.extra);
}

/** Makes the rows of `body` children of the parent `id` (see the file's comment); answers them as created. */
export async function createGridChildren(knex: Knex, service: ResourceService, hooks: HookRegistry, model: Model, actor: Actor, parentEntity: EntityModel, id: string, body: unknown): Promise<{ created: Row[] }> {
  const grid = parentEntity.childGrid!;
  const child = model.entities.find((e) => e.name === grid.entity)!;
  if (!isUuid(id)) fail('not_found', `No ${parentEntity.title.toLowerCase()} with id ${String(id).slice(0, 60)}.`);
  const b = body as Row;
  if (typeof b !== 'object' || b === null || Array.isArray(b)) fail('validation_failed', 'The body must be a JSON object with `rows`.', [{ pointer: '', message: 'must be a JSON object' }]);
  for (const key of Object.keys(b)) if (key !== 'rows') fail('validation_failed', `${key} is not a known field.`, [{ pointer: `/${key}`, message: 'is not a known field' }]);
  const rows = b.rows as unknown;
  if (!Array.isArray(rows) || rows.length < 1 || rows.length > MAX_GRID_ROWS) {
    fail('validation_failed', `rows must list 1 to ${MAX_GRID_ROWS} ${child.title.toLowerCase()}s.`, [{ pointer: '/rows', message: `must list 1 to ${MAX_GRID_ROWS} rows` }]);
  }
  const errors: FieldError[] = [];
  (rows as unknown[]).forEach((row, i) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) errors.push({ pointer: `/rows/${i}`, message: 'must be an object' });
    else if ('opening_stock' in row && !grid.openingStock) errors.push({ pointer: `/rows/${i}/opening_stock`, message: 'is not a known field' });
  });
  if (errors.length) fail('validation_failed', errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);

  return knex.transaction(async (trx) => {
    const parent = await service.lockForUpdate(trx, actor, parentEntity, id);
    if (grid.when && !grid.when.in.includes(String(parent[grid.when.field]))) {
      const field = parentEntity.fields.find((f) => f.name === grid.when!.field);
      const allowed = grid.when.in.map((v) => field?.enumLabels?.[v] ?? v).join(' or ');
      fail('validation_failed', `Only a ${parentEntity.title.toLowerCase()} whose ${field?.title?.toLowerCase() ?? grid.when.field} is ${allowed} has ${grid.title.toLowerCase()}.`, [{ pointer: `/${grid.when.field}`, message: `must be ${allowed}` }]);
    }
    const accountId = String(parent[parentEntity.tenantColumn]);
    const given = rows as Row[];

    // The names of the lists the rows pick from, for the patterns and the words of a duplicate.
    const combine = grid.combine;
    const listNames = new Map<string, string>();
    if (combine) {
      const list = model.entities.find((e) => e.name === combine.entity)!;
      const ids = [...new Set(given.flatMap((r) => (Array.isArray(r[combine.field]) ? (r[combine.field] as Pair[]) : []).map((p) => String(p?.[combine.refField]))))].filter(isUuid);
      if (ids.length) for (const r of await trx(list.table).where(list.tenantColumn, accountId).whereIn('id', ids).select('id', list.labelField)) listNames.set(String(r.id), String(r[list.labelField]));
    }

    const extras: Row[] = [];
    const bodies = given.map((row) => {
      const { opening_stock: stock, ...fields } = row;
      extras.push({ opening_stock: stock });
      const made: Row = {};
      for (const field of grid.inherit) if (parent[field] !== undefined && parent[field] !== null) made[field] = parent[field];
      Object.assign(made, fields, grid.set, { [grid.foreignKey]: parent.id });
      const named = combine && Array.isArray(fields[combine.field])
        ? (fields[combine.field] as Pair[]).map((p) => ({ name: listNames.get(String(p?.[combine.refField])) ?? '', value: String(p?.[combine.valueField] ?? '').trim() }))
        : [];
      for (const [field, pattern] of Object.entries(grid.patterns)) {
        if (fields[field] === undefined || fields[field] === null || fields[field] === '') made[field] = fillPattern(pattern, parent[field], named);
      }
      return made;
    });

    // The same combination twice in the rows, or one a child already has: 409 naming it and the row.
    if (combine) {
      const seen = new Map<string, number>();
      const existing = await trx(child.table).where({ [child.tenantColumn]: accountId, [grid.foreignKey]: parent.id }).select(nameField(child), combine.field);
      const taken = new Map(existing.map((s: Row) => [combinationKey(jsonOf<Pair[]>(s[combine.field], []), combine), String(s[nameField(child)])]));
      for (const [i, made] of bodies.entries()) {
        const pairs = Array.isArray(made[combine.field]) ? (made[combine.field] as Pair[]) : [];
        if (!pairs.length) continue;
        const key = combinationKey(pairs, combine);
        const words = pairs.map((p) => `${listNames.get(String(p?.[combine.refField])) ?? 'attribute'} ${String(p?.[combine.valueField])}`).join(', ');
        const pointer = `/rows/${i}/${combine.field}`;
        if (seen.has(key)) fail('duplicate', `Row ${i + 1}: ${words} is also row ${seen.get(key)! + 1}.`, [{ pointer, message: `${words} is also row ${seen.get(key)! + 1}` }], { combination: words, item: i });
        if (taken.has(key)) fail('duplicate', `Row ${i + 1}: ${words} is already a ${oneChild(grid)} of this ${parentEntity.title.toLowerCase()} (${taken.get(key)}).`, [{ pointer, message: `${words} is already a ${oneChild(grid)} of this ${parentEntity.title.toLowerCase()} (${taken.get(key)})` }], { combination: words, item: i });
        seen.set(key, i);
      }
    }

    // A unique field (SKU) repeated in the rows or already used: 409 on the row, before the batch insert would fail.
    for (const unique of child.unique.filter((u) => u.fields.length === 1 && !u.global)) {
      const field = unique.fields[0]!;
      const norm = (v: unknown) => (unique.caseInsensitive ? String(v).trim().toLowerCase() : String(v).trim());
      const seen = new Map<string, number>();
      for (const [i, made] of bodies.entries()) {
        if (made[field] == null || made[field] === '') continue;
        const key = norm(made[field]);
        if (seen.has(key)) fail('duplicate', `Row ${i + 1}: ${field} is also row ${seen.get(key)! + 1}'s.`, [{ pointer: `/rows/${i}/${field}`, message: `is also row ${seen.get(key)! + 1}'s` }], { item: i });
        seen.set(key, i);
      }
      const values = [...seen.keys()];
      if (!values.length) continue;
      const column = unique.caseInsensitive ? trx.raw('lower(??)', [field]) : field;
      const used = await trx(child.table).where(child.tenantColumn, accountId).whereIn(column as never, values).first(field);
      if (used) {
        const i = seen.get(norm(used[field]))!;
        fail('duplicate', `Row ${i + 1}: ${field} ${unique.message}.`, [{ pointer: `/rows/${i}/${field}`, message: unique.message }], { item: i });
      }
    }

    const created = await service.within(trx).createMany(trx, actor, child, bodies.map((made) => ({ body: made }))).catch(asRowError);
    const afterRow = hooks[child.name]?.afterGridRow;
    for (const [i, record] of created.entries()) {
      if (afterRow) await afterRow(record, extras[i]!, { trx, actor, model, entity: child, sent: bodies[i]! }).catch((error) => asRowError(error instanceof ApiError ? new ApiError(error.code, `Item ${i + 1}: ${error.detail ?? error.message}`, error.errors.map((e) => ({ ...e, pointer: `/${i}${e.pointer}` })), { ...error.extra, item: i }) : error));
    }
    const answer = { created: created.map((r) => ({ id: r.id, [child.labelField]: r[child.labelField], ...(combine ? { [combine.field]: r[combine.field] } : {}) })) };
    await recordAnswer(trx, { status: 201, body: answer, headers: { 'content-type': 'application/json; charset=utf-8' } });
    return answer;
  });
}
