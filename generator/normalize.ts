/**
 * Stage 3: turn validated sources into the resolved model. Works on clones and fills every default, so emitters
 * read one typed shape and never the raw files.
 */
import type { Sources } from './load.ts';
import type {
  ChildGridModel,
  EntityModel, FieldModel, Grant, Model, PermissionModel, RouteModel, SqlType, StateMachine, ChildRelation,
} from '../model/types.ts';
import { CUSTOM_FIELDS, pascalCase, pluralise, singularFromFile, snakeCase } from './names.ts';
import { mapSchema } from './entity-schemas.ts';
import { enumLabelsOf } from './enum-labels.ts';
import { fieldUiOf, formGroupsOf, uploadOf } from './ui-hints.ts';

type Json = Record<string, any>;

const clone = <T>(value: T): T => structuredClone(value);

function mainType(schema: Json): FieldModel['jsonType'] {
  if (schema.$ref || schema.allOf) return 'object';
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  const main = types.find((t) => t !== 'null');
  return (main ?? 'string') as FieldModel['jsonType'];
}

function sqlTypeOf(schema: Json, jsonType: FieldModel['jsonType']): SqlType {
  if (schema['x-storage'] === 'jsonb') return 'jsonb';
  switch (jsonType) {
    case 'string':
      if (schema.format === 'uuid') return 'uuid';
      if (schema.format === 'date') return 'date';
      if (schema.format === 'date-time') return 'timestamptz';
      return 'text';
    // Money and counts can exceed 2^31 minor units (a year of sales): money is bigint, other integers integer.
    case 'integer': return schema['x-money'] ? 'bigint' : 'integer';
    case 'number': return 'numeric';
    case 'boolean': return 'boolean';
    default: return 'jsonb';
  }
}

/**
 * The range a column can hold, as JSON Schema bounds: money is bigint but travels as a JavaScript number, so it
 * stops at Number.MAX_SAFE_INTEGER (2^53 − 1; above it 2^53 + 1 silently becomes 2^53); other integers are
 * PostgreSQL `integer` (32 bits).
 */
export const COLUMN_BOUNDS: Partial<Record<SqlType, { minimum: number; maximum: number }>> = {
  integer: { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 },
  bigint: { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
};

/**
 * Gives an integer column's schema the bounds of its column (see COLUMN_BOUNDS), so every write is checked
 * against what the database and JavaScript can hold, in the API and in the admin's forms. A bound the schema
 * sets itself stays when it is tighter; a looser one is narrowed to the column's.
 */
function withColumnBounds(schema: Json, sqlType: SqlType): Json {
  const bounds = COLUMN_BOUNDS[sqlType];
  return bounds ? bounded(schema, bounds) : schema;
}

function bounded(schema: Json, bounds: { minimum: number; maximum: number }): Json {
  // A bound taken from another field (`{"$data": "1/claimed_amount"}`) stays: that field has its column's bounds,
  // and the write itself is still checked against this column's (api/crud/validation.ts, outOfRangeErrors).
  const isData = (value: unknown) => typeof value === 'object' && value !== null;
  return {
    ...schema,
    minimum: isData(schema.minimum) ? schema.minimum : Math.max(schema.minimum ?? bounds.minimum, bounds.minimum),
    maximum: isData(schema.maximum) ? schema.maximum : Math.min(schema.maximum ?? bounds.maximum, bounds.maximum),
  };
}

/**
 * Integers inside a JSON value (a jsonb column's object, a shared schema such as a listing's channel fields) are
 * JavaScript numbers wherever they are stored: each gets the bounds of Number.MAX_SAFE_INTEGER unless tighter.
 */
export function withNestedBounds(schema: Json): Json {
  return mapSchema(schema, (node) => {
    const types: unknown[] = Array.isArray(node.type) ? node.type : [node.type];
    return types.includes('integer') ? bounded(node, COLUMN_BOUNDS.bigint!) : node;
  });
}

function systemFields(tenancy: EntityModel['tenancy']): FieldModel[] {
  const base = (name: string, title: string, sqlType: SqlType, schema: Json): FieldModel => ({
    name, title, schema, jsonType: mainType(schema), sqlType, nullable: false, required: false, readOnly: true,
    writeOnly: false, virtual: false, internal: false, adminOnly: false, secret: false, immutable: true, system: true, trim: false,
    lowercase: false, sortable: true, filterable: true, ui: { hidden: name !== 'created_at' && name !== 'updated_at' },
    format: schema.format,
  });
  const fields = [base('id', 'ID', 'uuid', { type: 'string', format: 'uuid', readOnly: true })];
  if (tenancy === 'account') fields.push(base('account_id', 'Account', 'uuid', { type: 'string', format: 'uuid', readOnly: true }));
  fields.push(
    base('created_at', 'Created', 'timestamptz', { type: 'string', format: 'date-time', readOnly: true }),
    base('updated_at', 'Updated', 'timestamptz', { type: 'string', format: 'date-time', readOnly: true }),
    base('version', 'Version', 'integer', { type: 'integer', readOnly: true, description: 'Raised by every update; send it back on PUT: a stale one is a 409.' }),
  );
  return fields;
}

/**
 * The `custom_fields` column of an entity with `x-entity.customFields`. Statically it is any object (default `{}`);
 * the API checks it at run time against the account's own definitions, so it is hidden from the generated forms
 * and lists, which add one input and one column per definition instead.
 */
function customFieldsField(): FieldModel {
  const description = 'Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.';
  return {
    name: CUSTOM_FIELDS, title: 'Custom fields', description,
    schema: { type: 'object', title: 'Custom fields', description, default: {} },
    jsonType: 'object', sqlType: 'jsonb', nullable: false, required: false, readOnly: false, writeOnly: false,
    virtual: false, internal: false, adminOnly: false, secret: false, immutable: false, system: false, default: {},
    trim: false, lowercase: false, sortable: false, filterable: false, ui: { hidden: true },
  };
}

/** `true` → one target named by the resource; `{field, targets}` as written. */
function customFieldsModel(spec: Json | boolean | undefined, resource: string | null): EntityModel['customFields'] {
  if (!spec || !resource) return undefined;
  if (spec === true) return { field: null, targets: { '*': resource } };
  return { field: (spec as Json).field, targets: clone((spec as Json).targets) };
}

function enumFrom(source: string | undefined, manifest: Json): string[] | undefined {
  if (!source) return undefined;
  return Object.keys(manifest[source]);
}

/** The manifest's labels of an `x-enumFrom` source (roles, permissions, flags), by name. */
function manifestLabels(source: string | undefined, manifest: Json): Record<string, string> | undefined {
  if (!source) return undefined;
  return Object.fromEntries(Object.entries(manifest[source] as Record<string, Json>).filter(([, v]) => typeof v?.label === 'string').map(([k, v]) => [k, v.label]));
}

/** Replaces `x-enumFrom` by a real `enum` in a (cloned) property schema, recursively through `items`. */
function resolveEnums(schema: Json, manifest: Json): Json {
  const out = clone(schema);
  const walk = (node: Json) => {
    if (node['x-enumFrom']) node.enum = enumFrom(node['x-enumFrom'], manifest);
    if (node.items) walk(node.items);
    for (const child of Object.values(node.properties ?? {})) walk(child as Json);
  };
  walk(out);
  return out;
}

function buildField(name: string, raw: Json, required: boolean, manifest: Json, byName: Map<string, Json>): FieldModel {
  // The rename hint only concerns migrations: it is kept on the field, not in the schema the validators compile.
  const { 'x-renamedFrom': renamedFrom, ...rest } = raw;
  const resolved = resolveEnums(rest, manifest);
  const jsonType = mainType(resolved);
  // A secret is stored as its ciphertext, whatever its shape in the API.
  const sqlType = resolved['x-secret'] ? 'text' : sqlTypeOf(resolved, jsonType);
  const schema = withColumnBounds(withNestedBounds(resolved), sqlType);
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  const children = schema['x-children'];
  const ref = schema['x-ref'];
  const enumLabels = enumLabelsOf(schema, manifestLabels(rest['x-enumFrom'] ?? rest.items?.['x-enumFrom'], manifest));
  const upload = uploadOf(schema);
  const refTarget = ref ? byName.get(ref.entity)! : undefined;
  const scalar = !['object', 'array'].includes(jsonType);
  return {
    name,
    title: schema.title ?? name,
    description: schema.description,
    schema,
    jsonType,
    sqlType,
    // A field that is not required and has no default may be absent: its column must accept null.
    nullable: nullable || (!required && schema.default === undefined && !schema.readOnly),
    required,
    readOnly: schema.readOnly === true,
    // A secret is write-only whatever the schema says.
    writeOnly: schema.writeOnly === true || schema['x-secret'] === true,
    virtual: schema['x-virtual'] === true || Boolean(children),
    internal: schema['x-internal'] === true,
    adminOnly: schema['x-adminOnly'] === true,
    secret: schema['x-secret'] === true,
    immutable: schema['x-immutable'] === true,
    ...(renamedFrom ? { renamedFrom } : {}),
    system: false,
    // A nullable enum lists `null` among its values (`"enum": ["GB", "NI", null]`): the model's enum holds the
    // values a field can be set to; that it may be empty is `nullable` (the column and the CHECK say the same).
    enum: (schema.enum ?? schema.items?.enum)?.filter((value: unknown) => value !== null),
    default: schema.default,
    format: schema.format,
    checkFormat: schema['x-format'],
    ref: ref && {
      entity: ref.entity,
      resource: refTarget!.resource,
      table: refTarget!.table,
      where: ref.where ?? {},
      onDelete: ref.onDelete ?? 'restrict',
    },
    money: schema['x-money'] && { currencyField: schema['x-money'].currencyField },
    trim: schema['x-trim'] === true,
    lowercase: schema['x-lowercase'] === true,
    sanitize: schema['x-sanitize'],
    sortable: schema['x-sortable'] ?? (scalar && !schema['x-internal'] && !schema.writeOnly),
    filterable: schema['x-filterable'] ?? ((scalar || (jsonType === 'array' && schema.items?.enum !== undefined)) && !schema['x-internal'] && !schema.writeOnly),
    ui: fieldUiOf(schema),
    ...(enumLabels ? { enumLabels } : {}),
    ...(upload ? { upload } : {}),
  };
}

function buildStateMachine(spec: Json | undefined, properties: Json): StateMachine | undefined {
  if (!spec) return undefined;
  const transitions = Object.entries(spec.transitions as Record<string, Json>);
  return {
    field: spec.field,
    initial: spec.initial,
    states: properties[spec.field].enum,
    transitions: transitions.map(([name, t]) => ({
      name,
      label: t.label ?? pascalCase(name),
      from: t.from,
      to: t.to,
      remember: t.remember === true,
      set: t.set ?? {},
      ...(t.input ? { input: clone(t.input) } : {}),
      ...(t.confirm ? { confirm: t.confirm } : {}),
      destructive: t.destructive === true,
      bySystem: t.by === 'system',
      roles: t.roles ?? [],
      permissions: t.permissions ?? [],
    })),
    holds: transitions.filter(([, t]) => t.remember === true).map(([name, t]) => ({ state: t.to, transition: name, field: `${spec.field}_before_${name}` })),
  };
}

/** Builds the resolved model from validated sources. */
export function normalize(sources: Sources): Model {
  const manifest = sources.permissions.json as Json;
  const routesManifest = sources.routes.json as Json;

  // First pass: names, so references can be resolved in any order.
  const byName = new Map<string, Json>();
  for (const source of sources.entities) {
    const name = singularFromFile(source.file);
    const xEntity = (source.json as Json)['x-entity'];
    const resource = xEntity.childOf ? null : (xEntity.resource ?? pluralise(name));
    const table = xEntity.table ?? snakeCase(resource ?? pluralise(name));
    byName.set(name, { name, resource, table, source });
  }

  const entities: EntityModel[] = sources.entities.map((source) => {
    const schema = source.json as Json;
    const x = schema['x-entity'] as Json;
    const { name, resource, table } = byName.get(name_(source.file))!;
    const tenancy: EntityModel['tenancy'] = x.tenancy ?? 'account';
    const required = new Set<string>(schema.required ?? []);
    const own = Object.entries(schema.properties as Record<string, Json>).map(([field, property]) =>
      buildField(field, property, required.has(field), manifest, byName));
    const system = systemFields(tenancy);
    const customFields = customFieldsModel(x.customFields, resource);
    const fields = [system[0], ...(tenancy === 'account' ? [system[1]] : []), ...own, ...(customFields ? [customFieldsField()] : []), ...system.slice(tenancy === 'account' ? 2 : 1)];
    const children: ChildRelation[] = own
      .filter((f) => f.schema['x-children'])
      .map((f) => {
        const c = f.schema['x-children'] as Json;
        return { field: f.name, entity: c.entity, table: byName.get(c.entity)!.table, foreignKey: c.foreignKey, orderBy: c.orderBy ?? 'position' };
      });
    const label = x.label ?? own.find((f) => f.jsonType === 'string' && !f.internal)?.name ?? 'id';
    const scalarColumns = own.filter((f) => !['object', 'array'].includes(f.jsonType) && !f.internal && !f.writeOnly && !f.virtual).map((f) => f.name);
    const sort = x.list?.sort ?? ['created_at', 'DESC'];
    return {
      name,
      typeName: pascalCase(name),
      resource,
      table,
      title: schema.title,
      description: schema.description ?? '',
      sourceFile: source.file,
      ...(schema['x-renamedFrom'] ? { renamedFrom: schema['x-renamedFrom'] } : {}),
      tenancy,
      tenantColumn: tenancy === 'root' ? 'id' : 'account_id',
      permission: x.permission ?? null,
      labelField: label,
      // A singleton is never listed or searched: no search fields (and so no trigram indexes).
      searchFields: x.singleton ? [] : (x.search ?? [label]),
      // By default a list opens with the record's main image (an `x-upload` field), then its label and scalars.
      listColumns: x.list?.columns ?? [...new Set([...own.filter((f) => f.upload).slice(0, 1).map((f) => f.name), label, ...scalarColumns])].slice(0, 6),
      defaultSort: { field: sort[0], order: sort[1] },
      fields,
      children,
      childOf: x.childOf,
      numbering: x.numbering && {
        field: x.numbering.field,
        prefix: x.numbering.prefix,
        width: x.numbering.width ?? 6,
        sequence: `${table}.${x.numbering.field}`,
      },
      stateMachine: buildStateMachine(x.stateMachine, schema.properties),
      unique: (x.unique ?? []).map((u: Json) => ({
        name: `${table}_${u.fields.join('_')}_unique`,
        fields: u.fields,
        caseInsensitive: u.caseInsensitive === true,
        global: u.global === true,
        message: u.message ?? 'is already used',
      })),
      indexes: [
        ...(x.indexes ?? []).map((i: Json) => ({ name: `${table}_${i.fields.join('_')}_index`, fields: i.fields })),
        // Every reference gets an index: deletes of the referenced row check it, and lists filter by it.
        // (A singleton's one row per account is found by its unique account_id key: no other index helps.)
        ...own.filter((f) => f.ref && !x.singleton && !(x.indexes ?? []).some((i: Json) => i.fields[0] === f.name))
          .map((f) => ({ name: `${table}_${f.name}_index`, fields: [f.name] })),
      ],
      naturalKey: x.naturalKey ?? [],
      readOnlyWhen: x.readOnlyWhen,
      ...(customFields ? { customFields } : {}),
      singleton: x.singleton === true,
      ledger: x.ledger === true,
      // Business records are audited unless a ledger (append-only already) or a child (recorded with its parent).
      audit: x.audit ?? (x.ledger !== true && !x.childOf),
      flags: [...(x.flags ?? [])],
      conditions: clone(schema.allOf ?? []),
      rules: clone(schema['x-rules'] ?? []),
      form: { groups: formGroupsOf(x) },
      ...(x.childGrid ? { childGrid: childGridOf(x.childGrid, name) } : {}),
    } satisfies EntityModel;
  });

  const entityPermission = new Map<string, Json[]>();
  for (const entity of entities) {
    if (entity.permission && entity.resource) {
      // A ledger is written by the server alone: its permission lets people read it.
      const grant = entity.ledger ? { subject: entity.resource, actions: ['read'] } : { subject: entity.resource };
      entityPermission.set(entity.permission, [...(entityPermission.get(entity.permission) ?? []), grant]);
    }
  }
  const toGrant = (g: Json): Grant => ({
    subject: g.subject,
    actions: g.actions ?? ['read', 'create', 'update', 'delete'],
    ...(g.conditions ? { conditions: g.conditions } : {}),
    scope: g.scope ?? 'ownAccount',
  });
  const permissions: PermissionModel[] = Object.entries(manifest.permissions as Record<string, Json>).map(([name, p]) => ({
    name,
    label: p.label,
    description: p.description ?? '',
    grants: [
      // Full access to the entities the permission guards (read only for a ledger), unless its own grants name one (they narrow it).
      ...(entityPermission.get(name) ?? []).filter((grant) => !(p.grants ?? []).some((g: Json) => g.subject === grant.subject)).map(toGrant),
      ...(p.grants ?? []).map(toGrant),
    ],
  }));

  const entityByName = new Map(entities.map((e) => [e.name, e]));
  // `position` only orders the rows (load.ts merged the manifest's and the entity folders' by it).
  const routes: RouteModel[] = (routesManifest.routes as Json[]).map(({ position: _position, ...r }) => {
    const entity = r.entity ? entityByName.get(r.entity) : undefined;
    // A redirect has no guard of its own: the screen it leads to has one.
    const guard: RouteModel['guard'] = clone(r.guard ?? { login: false, permissions: [], flags: [], roles: [] });
    // The screens of an entity that needs account flags need them too, whether or not the row says so: the admin
    // never offers a screen whose data the API would refuse.
    if (r.guard && entity?.flags.length) guard.flags = [...guard.flags, ...entity.flags.filter((f) => !guard.flags.includes(f))];
    return {
      ...clone(r),
      title: r.title ?? '',
      guard,
      ...(r.entity ? { entityReady: Boolean(entity), resource: entity?.resource ?? pluralise(r.entity) } : {}),
    } as RouteModel;
  });

  return {
    entities,
    roles: Object.entries(manifest.roles as Record<string, Json>).map(([name, r]) => ({ name, label: r.label, description: r.description ?? '', scope: r.scope, allPermissions: r.allPermissions, readOnly: r.readOnly, grants: (r.grants ?? []).map(toGrant) })),
    permissions,
    flags: Object.entries(manifest.flags as Record<string, Json>).map(([name, f]) => ({ name, label: f.label, description: f.description ?? '' })),
    memberGrants: (manifest.memberGrants?.grants ?? []).map(toGrant),
    routes,
    menuGroups: Object.entries(routesManifest.menuGroups as Record<string, Json>).map(([name, g]) => ({ name, label: g.label, icon: g.icon })),
    productName: routesManifest.productName,
    sharedSchemas: Object.fromEntries(sources.shared.map((s) => [String(s.json.$id), withNestedBounds(s.json as Json)])),
  };
}

function name_(file: string): string {
  return singularFromFile(file);
}

/** `x-entity.childGrid` with its defaults filled (the child entity is the parent itself unless named). */
function childGridOf(grid: Json, self: string): ChildGridModel {
  return {
    name: grid.name,
    title: grid.title,
    entity: grid.entity ?? self,
    foreignKey: grid.foreignKey,
    ...(grid.when ? { when: clone(grid.when) } : {}),
    set: clone(grid.set ?? {}),
    inherit: [...(grid.inherit ?? [])],
    columns: [...grid.columns],
    patterns: clone(grid.patterns ?? {}),
    ...(grid.combine ? { combine: clone(grid.combine) } : {}),
    openingStock: grid.openingStock === true,
  };
}
