/**
 * Which columns a list sends. A list page shows a handful of columns, and a record can be wide (an order's
 * addresses, a product's description): sending every column of 25 rows triples the answer and the server's JSON
 * work. So a list answers with what its screen uses, unless the `fields` parameter names the columns:
 *
 * - no `fields`: the entity's list columns (`x-entity.listColumns`), plus what any screen needs to render and act
 *   on a row: `id`, the tenant column, `version`, the label, the status, the read-only field, the currency of money
 *   columns, the fields permission conditions look at, and `custom_fields` (the admin's custom columns);
 * - `fields=["sku","title"]` (JSON) or `fields=sku,title`: those columns (plus the ones every row carries);
 * - `fields=*`: every column, as GET of one record (minus its child lists).
 *
 * Names are whitelisted like sort and filter: anything that is not a column the API returns is a 400 naming it.
 * GET of one record is always complete.
 */
import type { EntityModel, Model } from '../../model/types.ts';
import { fail } from '../http/errors.ts';
import { parseJsonInput } from '../http/input-guard.ts';
import { CUSTOM_FIELDS } from './custom-fields.ts';
import { returnedColumns } from './repository.ts';

/** Every name `fields` may hold: the returned columns, and `<secret>_set` for secrets. */
export function selectableFields(entity: EntityModel): Set<string> {
  const names = new Set(returnedColumns(entity));
  for (const field of entity.fields) if (field.secret) names.add(`${field.name}_set`);
  return names;
}

/**
 * Columns every row carries whatever `fields` says: what identifies it, scopes it and guards its next write, and
 * the field that picks its custom fields' definitions (relationships: `type`), without which they read as hidden.
 */
function alwaysSent(entity: EntityModel, selectable: Set<string>): string[] {
  return ['id', entity.tenantColumn, 'version', entity.customFields?.field ?? undefined]
    .filter((name): name is string => !!name && selectable.has(name));
}

const leanByModel = new WeakMap<Model, Map<string, string[]>>();

/** The default list columns of `entity` (see the file comment); computed once per model and entity. */
export function leanListFields(entity: EntityModel, model: Model): string[] {
  let byEntity = leanByModel.get(model);
  if (!byEntity) leanByModel.set(model, (byEntity = new Map()));
  const cached = byEntity.get(entity.name);
  if (cached) return cached;
  const selectable = selectableFields(entity);
  // Fields the permission rules test (`{ status: 'DRAFT' }`): the admin checks a row's actions against them.
  const conditionFields = [...model.roles.flatMap((r) => r.grants), ...model.permissions.flatMap((p) => p.grants), ...model.memberGrants]
    .filter((grant) => grant.subject === entity.resource || grant.subject === entity.name)
    .flatMap((grant) => Object.keys(grant.conditions ?? {}));
  const wanted = [
    ...alwaysSent(entity, selectable),
    entity.labelField,
    ...entity.listColumns,
    // Money is shown in its record's currency.
    ...entity.listColumns.map((name) => entity.fields.find((f) => f.name === name)?.money?.currencyField),
    entity.stateMachine?.field,
    entity.readOnlyWhen?.field,
    ...conditionFields,
    entity.customFields ? CUSTOM_FIELDS : undefined,
  ];
  const lean = [...new Set(wanted.filter((name): name is string => !!name && selectable.has(name)))];
  byEntity.set(entity.name, lean);
  return lean;
}

/**
 * The `fields` parameter as a checked list of column names, `'all'` for `*`, or undefined when absent.
 * A JSON array or a comma-separated list; unknown names are a 400 with a pointer to each.
 */
export function parseFields(entity: EntityModel, raw: string | string[] | undefined): string[] | 'all' | undefined {
  if (raw === undefined) return undefined;
  const bad = (message: string, pointer = '/fields') => fail('bad_query', `\`fields\` ${message}.`, [{ pointer, message }]);
  if (Array.isArray(raw)) return bad('is given more than once');
  const text = raw.trim();
  if (text === '*') return 'all';
  const names = text.startsWith('[')
    ? parseJsonInput(text, '/fields', () => bad('is not valid JSON'))
    : text.split(',').map((name) => name.trim()).filter(Boolean);
  if (!Array.isArray(names) || !names.length || names.length > 200) return bad('must be a non-empty list of field names, or *');
  const selectable = selectableFields(entity);
  names.forEach((name, i) => {
    if (typeof name !== 'string' || !selectable.has(name)) {
      fail('bad_query', `\`${String(name)}\` is not a field of ${entity.resource}; use * or some of ${[...selectable].join(', ')}.`, [{ pointer: `/fields/${i}`, message: 'is not a field of this resource' }]);
    }
  });
  return [...new Set([...alwaysSent(entity, selectable), ...(names as string[])])];
}
