/**
 * Small builders for resolved-model fixtures (EntityModel, FieldModel), so generator tests state only what they
 * are about. The shapes follow normalize.ts: system fields around the entity's own fields.
 */
import type { EntityModel, FieldModel, Model, SqlType } from '../../model/types.ts';

const JSON_TYPE: Record<SqlType, FieldModel['jsonType']> = {
  uuid: 'string', text: 'string', date: 'string', timestamptz: 'string', integer: 'integer', bigint: 'integer',
  numeric: 'number', boolean: 'boolean', jsonb: 'object',
};

/** A field of the given SQL type; nullable unless said otherwise. */
export function field(name: string, sqlType: SqlType = 'text', overrides: Partial<FieldModel> = {}): FieldModel {
  return {
    name, title: name, schema: {}, jsonType: JSON_TYPE[sqlType], sqlType, nullable: true, required: false,
    readOnly: false, writeOnly: false, virtual: false, internal: false, adminOnly: false, secret: false, immutable: false,
    system: false, trim: false, lowercase: false, sortable: true, filterable: true, ui: {},
    ...overrides,
  };
}

/** A nullable uuid reference to `entity` (whose table is `table`). */
export function ref(name: string, entity: string, table: string, onDelete: 'restrict' | 'cascade' | 'set-null' = 'restrict', overrides: Partial<FieldModel> = {}): FieldModel {
  return field(name, 'uuid', { ref: { entity, resource: table.replace(/_/g, '-'), table, where: {}, onDelete }, ...overrides });
}

const system = (name: string, sqlType: SqlType) => field(name, sqlType, { nullable: false, readOnly: true, system: true, immutable: true });

/** An entity with the system fields of its tenancy around `own` fields. */
export function entity(name: string, table: string, own: FieldModel[], overrides: Partial<EntityModel> = {}): EntityModel {
  const tenancy = overrides.tenancy ?? 'account';
  const fields = [
    system('id', 'uuid'),
    ...(tenancy === 'account' ? [system('account_id', 'uuid')] : []),
    ...own,
    system('created_at', 'timestamptz'),
    system('updated_at', 'timestamptz'),
    system('version', 'integer'),
  ];
  return {
    name, typeName: name, resource: table.replace(/_/g, '-'), table, title: name, description: '',
    sourceFile: `entities/${name}/${name}.schema.json`, tenancy, tenantColumn: tenancy === 'root' ? 'id' : 'account_id',
    permission: null, labelField: own[0]?.name ?? 'id', searchFields: [], listColumns: [],
    defaultSort: { field: 'created_at', order: 'DESC' }, fields, children: [], unique: [], indexes: [], naturalKey: [], conditions: [], rules: [],
    singleton: false, ledger: false, audit: false, flags: [], form: { groups: [] },
    ...overrides,
  };
}

/** The accounts table (tenancy root), which every account table references. */
export function accountEntity(own: FieldModel[] = [field('name', 'text', { nullable: false })]): EntityModel {
  return entity('account', 'accounts', own, { tenancy: 'root' });
}

/** A model holding only `entities` (the migrations emitter reads nothing else). */
export function modelOf(...entities: EntityModel[]): Model {
  return {
    entities, roles: [], permissions: [], flags: [], memberGrants: [], routes: [], menuGroups: [], productName: 'Test',
    sharedSchemas: {},
  };
}
