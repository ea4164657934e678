/**
 * Demo rows from the schemas' `examples`, for entities the hand-written seeders leave empty: a developer who adds an
 * entity and gives its properties `examples` sees a few rows of it in each demo account at the next `npm start`,
 * with no seeder to write.
 *
 * Which entities: top-level entities with an endpoint (not singletons, ledgers or child entities) that the account
 * has no row of after the other seeders ran, that the account's owner may create, and whose schema gives at least
 * one property `examples`. How many rows: as many as the longest `examples` list, at most 5. Row `i` takes each
 * property's example `i` (a shorter list starts again), a required field without examples its default (the server
 * fills it) or the first enum value, a reference (required or not) the `i`-th existing row of the account it may
 * point at (oldest first), a date or address its format's plain value, and a required text without examples
 * "<Entity title> <i + 1>". Rows whose unique key would repeat an earlier row's are left out. Every row is created
 * through the same service as the API (validation, hooks, numbering, audit), in the seed's one transaction, in a
 * fixed order: the same schemas give the same rows.
 *
 * Child lines (`x-children`, e.g. a purchase order's `lines`): the parent's array property's own `examples` (one
 * list of lines per row) when it has them, else one line made from the line entity's fields the same way (its
 * link to the parent left out: the service sets it).
 *
 * Entities referring to one another are seeded referred-to first. An entity whose rows cannot be made, or a row the
 * API refuses, is skipped with a warning naming the entity, the row and the fields (`warn`, default console.warn),
 * so examples that break the schema's own rules are found at once, and the demo seed, and so `npm start`, never
 * stops on them.
 */
import type { EntityModel, FieldModel, RefModel } from '../../model/types.ts';
import { ApiError } from '../http/errors.ts';
import type { Row } from '../crud/repository.ts';
import type { SeedContext } from './areas.ts';

/** At most this many demo rows per entity. */
export const MAX_EXAMPLE_ROWS = 5;

type Json = Record<string, any>;

const examplesOf = (field: FieldModel): unknown[] => {
  const examples = (field.schema as Json).examples;
  return Array.isArray(examples) ? examples : [];
};

const writable = (field: FieldModel) => !field.readOnly && !field.system && !field.internal && !field.virtual;

/** The entities a generic seeder may fill, and the number of rows their examples give (0: none). */
export function exampleRowCount(entity: EntityModel): number {
  if (!entity.resource || entity.singleton || entity.ledger || entity.childOf || entity.tenancy !== 'account') return 0;
  const longest = Math.max(0, ...entity.fields.filter((f) => writable(f) && !f.ref).map((f) => examplesOf(f).length));
  return Math.min(MAX_EXAMPLE_ROWS, longest);
}

/**
 * Seeds the demo rows of every entity `exampleRowCount` accepts that the account has none of. Each entity or row
 * it skips is told to `warn`.
 */
export async function seedFromExamples(context: SeedContext, warn: (message: string) => void = (m) => console.warn(m)): Promise<void> {
  const skip = warn;
  const { service, model, actor } = context;
  const knex = service.knex;
  const accountId = actor.accountId;
  const byName = new Map(model.entities.map((e) => [e.name, e]));

  const candidates: EntityModel[] = [];
  for (const entity of model.entities) {
    if (!exampleRowCount(entity) || !actor.ability.can('create', entity.resource!)) continue;
    const covered = await knex(entity.table).where({ account_id: accountId }).first('id');
    if (!covered) candidates.push(entity);
  }

  /**
   * Rows of the account a reference may point at, in a fixed order: by their label (the seed made them all in one
   * transaction, so they share one `created_at`, and ids are random), else oldest first.
   */
  const targets = new Map<string, string[]>();
  async function refIds(ref: RefModel): Promise<string[]> {
    const key = `${ref.table}|${JSON.stringify(ref.where)}`;
    if (!targets.has(key)) {
      const target = byName.get(ref.entity);
      const scope = target?.tenancy === 'account' ? { account_id: accountId } : {};
      const label = target?.fields.find((f) => f.name === target.labelField && !f.virtual && f.name !== 'id')?.name;
      const order = label ? [{ column: label }, { column: 'id' }] : [{ column: 'created_at' }, { column: 'id' }];
      const rows: Row[] = await knex(ref.table).where({ ...scope, ...ref.where }).orderBy(order).limit(50).select('id');
      targets.set(key, rows.map((r) => String(r.id)));
    }
    return targets.get(key)!;
  }

  /** A field's value in row `i`, or undefined to leave it out. Throws when a required one has none. */
  async function valueOf(entity: EntityModel, field: FieldModel, i: number): Promise<unknown> {
    const child = entity.children.find((c) => c.field === field.name);
    if (child) {
      const lists = examplesOf(field).filter(Array.isArray);
      if (lists.length) return structuredClone(lists[i % lists.length]);
      const lineEntity = byName.get(child.entity)!;
      // Optional lines the line entity gives no examples for are left out (the entity's hooks may fill them).
      if (!field.required && !lineEntity.fields.some((f) => writable(f) && examplesOf(f).length)) return undefined;
      const line = await rowOf(lineEntity, i, child.foreignKey);
      return Object.keys(line).length || field.required ? [line] : undefined;
    }
    if (field.ref) {
      const ids = await refIds(field.ref);
      if (ids.length) return ids[i % ids.length];
      if (field.required) throw new Error(`no ${field.ref.entity} of the account to refer to at ${field.name}`);
      return undefined;
    }
    const examples = examplesOf(field);
    if (examples.length) return structuredClone(examples[i % examples.length]);
    if (!field.required || field.default !== undefined) return undefined;
    const schema = field.schema as Json;
    if (field.enum) return field.enum[0];
    switch (field.jsonType) {
      case 'boolean': return false;
      case 'integer':
      case 'number': return Math.max(1, schema.minimum ?? 1, schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : 1);
      case 'object': return {};
      case 'array': return schema.minItems ? [schema.items?.enum?.[0] ?? schema.items?.examples?.[0]] : [];
      default: {
        const byFormat: Record<string, string> = {
          date: '2030-01-01', 'date-time': '2030-01-01T09:00:00.000Z', time: '09:00:00', email: `demo${i + 1}@example.com`, uri: `https://example.com/${i + 1}`,
          country: 'GB', currency: 'GBP',
        };
        const value = byFormat[field.checkFormat ?? field.format ?? ''] ?? `${entity.title} ${i + 1}`;
        const fits = (!schema.pattern || new RegExp(schema.pattern, 'u').test(value)) && value.length <= (schema.maxLength ?? Infinity) && value.length >= (schema.minLength ?? 0);
        if (!fits) throw new Error(`${field.name} is required and has no \`examples\` (give it some)`);
        return value;
      }
    }
  }

  /** Row `i` of an entity; a line leaves out `parentKey`, its link to the parent row. */
  async function rowOf(entity: EntityModel, i: number, parentKey?: string): Promise<Json> {
    const row: Json = {};
    // Child lines are virtual fields of the parent, written with it.
    const fields = entity.fields.filter((f) => (writable(f) || entity.children.some((c) => c.field === f.name)) && f.name !== parentKey);
    for (const field of fields) {
      const value = await valueOf(entity, field, i);
      if (value !== undefined) row[field.name] = value;
    }
    return row;
  }

  /** The rows of an entity, without those whose unique key repeats an earlier row's. */
  async function rowsOf(entity: EntityModel): Promise<Json[]> {
    const rows: Json[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < exampleRowCount(entity); i++) {
      const row = await rowOf(entity, i);
      const keys = entity.unique.map((u) => JSON.stringify(u.fields.map((f) => (u.caseInsensitive && typeof row[f] === 'string' ? row[f].toLowerCase() : row[f] ?? null))));
      if (keys.some((k) => seen.has(k))) continue;
      for (const k of keys) seen.add(k);
      rows.push(row);
    }
    return rows;
  }

  // Referred-to entities first: an entity waits while one it requires is still to be seeded.
  const pending = [...candidates];
  while (pending.length) {
    const ready = pending.find((entity) => entity.fields.every((f) => !f.ref || !f.required || !pending.some((p) => p !== entity && p.table === f.ref!.table)));
    const entity = ready ?? pending[0];
    pending.splice(pending.indexOf(entity), 1);
    const where = `the demo rows of ${entity.name} (from the \`examples\` in ${entity.sourceFile}) for ${context.accountName}`;
    let rows: Json[];
    try {
      rows = await rowsOf(entity);
    } catch (error) {
      skip(`Skipped ${where}: ${(error as Error).message}.`);
      continue;
    }
    for (const [i, row] of rows.entries()) {
      try {
        // create runs in its own transaction (a savepoint of the seed's): a refused row leaves the seed usable.
        await service.create(actor, entity, row);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const fields = error.errors.map((e) => `${e.pointer} ${e.message}`).join('; ');
        skip(`Skipped row ${i + 1} of ${where}: ${JSON.stringify(row)} was refused: ${fields || error.message}. Make the examples fit the schema's rules.`);
      }
    }
    // New rows of this entity are rows later entities may refer to.
    for (const key of [...targets.keys()]) if (key.startsWith(`${entity.table}|`)) targets.delete(key);
  }
}
