/**
 * Valid request bodies built from an entity's schema alone, for the permission matrix and the per-entity API tests:
 * each required writable field without a default gets a value its schema accepts — the enum's first value, a
 * reference to an existing row of the same account (made through the API when there is none), a value of its
 * `format`, a fresh token that fits its pattern and length (so unique keys never collide), one of its `examples`,
 * or else a token padded or cut to its lengths or a string generated from its `pattern` (schema-values.ts). A new entity needs no edit here. The rules a schema cannot say (unique keys beyond a fresh token,
 * channel-specific fields, checks only hooks make) come from the resource's maker in valid-bodies.ts, merged over.
 *
 * When no value fits, the error names the entity and the field, and says to give the property `examples`.
 */
import type { Knex } from 'knex';
import type { EntityModel, FieldModel, Model, RefModel } from '../../model/types.ts';
import { VALID_BODIES } from './valid-bodies.ts';
import { fitsNumber, fitsString, formatValues, valueForSchema } from './schema-values.ts';

type Row = Record<string, any>;

export interface SchemaBodyContext {
  knex: Knex;
  model: Model;
  /** A fresh token (`MX-0042`) per call: names, codes and SKUs never collide with the seed or each other. */
  token: () => string;
  /** Creates a valid record of `entity` in `accountId` through the API (as someone allowed), for a reference. */
  create: (entity: EntityModel, accountId: string, fixed?: Row) => Promise<Row>;
}

/** A body the schema alone cannot give a value for: which entity, which field, and why. */
export class SchemaBodyError extends Error {
  constructor(entity: EntityModel, field: FieldModel, why: string) {
    super(`no valid value for ${entity.name}.${field.name}: ${why}; give the property \`examples\` in ${entity.sourceFile} (or a maker in tests/helpers/valid-bodies.ts for a rule the schema cannot say)`);
  }
}

/** Fields a client writes. */
export const writable = (field: FieldModel) => !field.readOnly && !field.system && !field.internal;

interface Bounds { minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number; pattern?: string; maxLength?: number; minLength?: number; examples?: unknown[]; multipleOf?: number; minItems?: number; items?: Row }

export function schemaBodies(context: SchemaBodyContext) {
  const { knex, model } = context;
  const entityByName = (name: string) => model.entities.find((entity) => entity.name === name)!;
  const refCache = new Map<string, string>();

  /** An id of a row `ref` may point at, in `accountId`: the oldest matching one, or one made for it. */
  async function refId(accountId: string, ref: RefModel): Promise<string> {
    const key = `${accountId}|${ref.table}|${JSON.stringify(ref.where)}`;
    if (!refCache.has(key)) {
      const target = entityByName(ref.entity);
      const scope = target.tenancy === 'account' ? { account_id: accountId } : {};
      const found = await knex(ref.table).where({ ...scope, ...ref.where }).orderBy(['created_at', 'id']).first('id');
      refCache.set(key, found ? found.id : (await context.create(target, accountId, ref.where)).id);
    }
    return refCache.get(key)!;
  }

  /** A value for a required field, from its schema (see the file's comment for the order). */
  async function valueFor(entity: EntityModel, field: FieldModel, accountId: string): Promise<unknown> {
    const child = entity.children.find((c) => c.field === field.name);
    if (child) return [await bodyFor(entityByName(child.entity), accountId)];
    if (field.ref) return refId(accountId, field.ref);
    const schema = field.schema as Bounds;
    const examples = Array.isArray(schema.examples) ? schema.examples : [];
    if (field.enum) return examples.find((e) => field.enum!.includes(e as string)) ?? field.enum[0];
    switch (field.jsonType) {
      case 'integer':
      case 'number': {
        const value = valueForSchema({ ...schema, type: field.jsonType });
        if (!fitsNumber({ ...schema, type: field.jsonType }, value)) throw new SchemaBodyError(entity, field, `no ${field.jsonType} in its bounds fits`);
        return value;
      }
      case 'boolean':
        return examples.find((e) => typeof e === 'boolean') ?? false;
      case 'string': {
        const fresh = context.token();
        const checks: Record<string, string[]> = { country: ['GB'], currency: ['GBP'] };
        const candidates = field.checkFormat ? [...(checks[field.checkFormat] ?? [])]
          : field.format ? formatValues(field.format, fresh)
            // MX-0042 (names, SKUs), MX_0042 (upper-case codes), mx_0042 (identifiers, e.g. custom-field keys).
            : [fresh, fresh.replace('-', '_'), fresh.toLowerCase().replace('-', '_'), fresh.replace('-', '')];
        // Then its examples, then a token padded or cut to its lengths, or a string made from its pattern.
        const made = field.checkFormat ? undefined : valueForSchema({ ...schema, type: 'string', format: field.format }, fresh);
        const value = [...candidates, ...examples, made].find((candidate) => fitsString(schema, candidate));
        if (value === undefined) {
          throw new SchemaBodyError(entity, field, field.format || field.checkFormat ? `no value of format ${field.format ?? field.checkFormat} fits` : `neither a fresh token (${fresh}) nor a string made from its pattern ${schema.pattern ?? ''} fits its pattern and length, and it has no fitting example`);
        }
        return value;
      }
      case 'object':
        if (examples[0] && typeof examples[0] === 'object') return structuredClone(examples[0]);
        return {};
      case 'array': {
        if (Array.isArray(examples[0])) return structuredClone(examples[0]);
        if (!schema.minItems) return [];
        const item = schema.items?.enum?.[0] ?? schema.items?.examples?.[0];
        if (item === undefined) throw new SchemaBodyError(entity, field, `it needs ${schema.minItems} item(s) and its items have no enum or examples`);
        return [item];
      }
      default:
        throw new SchemaBodyError(entity, field, `no rule for ${field.jsonType} values`);
    }
  }

  /**
   * A minimal valid body: what the resource's valid-body maker gives (the rules a schema cannot say), the other
   * required writable fields without a default from their schema, then `overrides`. On update, `row` is the stored
   * row (the maker keeps its unique keys).
   */
  async function bodyFor(entity: EntityModel, accountId: string, overrides: Row = {}, row?: Row): Promise<Row> {
    const maker = entity.resource ? VALID_BODIES[entity.resource] : undefined;
    const made = maker
      ? await maker({
        knex, accountId, token: context.token, fixed: overrides, row,
        create: (resource, fixed = {}) => context.create(model.entities.find((e) => e.resource === resource)!, accountId, fixed),
      })
      : {};
    const body: Row = {};
    for (const field of entity.fields.filter((f) => writable(f) && f.required && f.default === undefined)) {
      if (!(field.name in overrides) && !(field.name in made)) body[field.name] = await valueFor(entity, field, accountId);
    }
    return { ...body, ...made, ...overrides };
  }

  return { valueFor, bodyFor, refId };
}
