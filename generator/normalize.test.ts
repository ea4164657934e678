/**
 * normalize: small inline entity schemas → the resolved FieldModel / EntityModel keys every emitter relies on.
 * Sources are built in memory (no files, no validation): this is the normalize stage alone.
 */
import { describe, expect, it } from 'vitest';
import type { Sources, SourceFile } from './load.ts';
import type { EntityModel, FieldModel } from '../model/types.ts';
import { normalize } from './normalize.ts';

type Json = Record<string, any>;

const file = (name: string, json: Json): SourceFile => ({ file: `entities/${name}/${name}.schema.json`, json });

const brand = file('brand', {
  $id: 'brand.schema.json', title: 'Brand', type: 'object', 'x-entity': { permission: null },
  properties: { name: { type: 'string' } },
});

/** A `widget` entity with the given properties, next to a `brand` it may reference. */
function sources(properties: Json, options: { required?: string[]; entity?: Json } = {}): Sources {
  const widget = file('widget', {
    $id: 'widget.schema.json', title: 'Widget', type: 'object',
    'x-entity': { permission: null, ...options.entity },
    required: options.required ?? [],
    properties,
  });
  const none = { file: 'none', json: {} };
  return {
    root: '/fixture',
    entities: [brand, widget],
    shared: [],
    permissions: {
      file: 'schemas/manifest/permissions.json',
      json: { roles: { owner: { label: 'Owner', scope: 'account', allPermissions: true, readOnly: false } }, permissions: {}, flags: { beta: { label: 'Beta' } } },
    },
    routes: { file: 'schemas/manifest/routes.json', json: { productName: 'Test', menuGroups: {}, routes: [] } },
    folderFiles: { routes: [], permissions: [] },
    meta: { entity: none, permissions: none, routes: none, entityRoutes: none, entityPermissions: none },
  };
}

function widget(properties: Json, options?: { required?: string[]; entity?: Json }): EntityModel {
  return normalize(sources(properties, options)).entities.find((e) => e.name === 'widget')!;
}

function field(schema: Json, required = false): FieldModel {
  return widget({ currency: { type: 'string' }, f: schema }, { required: required ? ['f'] : [] }).fields.find((x) => x.name === 'f')!;
}

describe('normalize: fields', () => {
  it.each<[string, Json, boolean, Partial<FieldModel>]>([
    ['a required string', { type: 'string' }, true,
      { jsonType: 'string', sqlType: 'text', nullable: false, required: true, readOnly: false, sortable: true, filterable: true, system: false }],
    ['an optional string without default (nullable column)', { type: 'string' }, false, { sqlType: 'text', nullable: true, required: false }],
    ['an explicitly nullable string', { type: ['string', 'null'] }, true, { jsonType: 'string', nullable: true }],
    ['an optional string with a default', { type: 'string', default: 'x' }, false, { nullable: false, default: 'x' }],
    ['a read-only integer', { type: 'integer', readOnly: true }, false, { sqlType: 'integer', readOnly: true, nullable: false }],
    ['a money integer', { type: 'integer', 'x-money': { currencyField: 'currency' } }, true, { sqlType: 'bigint', money: { currencyField: 'currency' } }],
    ['a decimal number', { type: 'number' }, true, { sqlType: 'numeric', jsonType: 'number' }],
    ['a boolean', { type: 'boolean', default: false }, false, { sqlType: 'boolean', nullable: false }],
    ['a date', { type: 'string', format: 'date' }, true, { sqlType: 'date', format: 'date' }],
    ['a timestamp', { type: ['string', 'null'], format: 'date-time' }, false, { sqlType: 'timestamptz', nullable: true }],
    ['a uuid reference', { type: ['string', 'null'], format: 'uuid', 'x-ref': { entity: 'brand' } }, false,
      { sqlType: 'uuid', ref: { entity: 'brand', resource: 'brands', table: 'brands', where: {}, onDelete: 'restrict' }, sortable: true, filterable: true }],
    ['a reference with a condition and cascade', { type: 'string', format: 'uuid', 'x-ref': { entity: 'brand', where: { name: 'X' }, onDelete: 'cascade' } }, true,
      { ref: { entity: 'brand', resource: 'brands', table: 'brands', where: { name: 'X' }, onDelete: 'cascade' } }],
    ['an array of enum strings', { type: 'array', items: { type: 'string', enum: ['A', 'B'] }, default: [] }, false,
      { jsonType: 'array', sqlType: 'jsonb', enum: ['A', 'B'], sortable: false, filterable: true }],
    ['an enum filled from the manifest', { type: 'string', 'x-enumFrom': 'flags' }, true, { enum: ['beta'] }],
    ['an object', { type: 'object', properties: { a: { type: 'string' } } }, false, { jsonType: 'object', sqlType: 'jsonb', sortable: false, filterable: false }],
    ['a shared $ref', { $ref: 'address.schema.json' }, false, { jsonType: 'object', sqlType: 'jsonb', nullable: true }],
    ['a string stored as jsonb', { type: 'string', 'x-storage': 'jsonb' }, true, { sqlType: 'jsonb' }],
    ['a write-only virtual password', { type: 'string', writeOnly: true, 'x-virtual': true }, false,
      { writeOnly: true, virtual: true, sortable: false, filterable: false }],
    ['an internal column', { type: ['string', 'null'], 'x-internal': true }, false, { internal: true, sortable: false, filterable: false }],
    ['a trimmed, lower-cased, immutable, admin-only string', { type: 'string', 'x-trim': true, 'x-lowercase': true, 'x-immutable': true, 'x-adminOnly': true }, true,
      { trim: true, lowercase: true, immutable: true, adminOnly: true }],
    ['explicit sortable/filterable overrides', { type: 'string', 'x-sortable': false, 'x-filterable': false }, true, { sortable: false, filterable: false }],
    ['sanitised html with UI hints', { type: ['string', 'null'], 'x-sanitize': 'html', 'x-ui': { widget: 'textarea' }, title: 'Notes' }, false,
      { sanitize: 'html', ui: { widget: 'textarea' }, title: 'Notes' }],
  ])('resolves %s', (_name, schema, required, expected) => {
    expect(field(schema, required)).toMatchObject(expected);
  });

  it('leaves the input schemas untouched', () => {
    const input = sources({ f: { type: 'string', 'x-enumFrom': 'flags' } });
    const before = structuredClone(input);
    normalize(input);
    expect(input).toEqual(before);
  });
});

describe('normalize: entities', () => {
  it.each<[string, Json | undefined, string[]]>([
    ['an account-tenant table', undefined, ['id', 'account_id', 'name', 'created_at', 'updated_at', 'version']],
    ['the root (accounts) table', { tenancy: 'root' }, ['id', 'name', 'created_at', 'updated_at', 'version']],
  ])('adds the system fields around the own fields of %s', (_name, entity, names) => {
    const model = widget({ name: { type: 'string' } }, { entity });
    expect(model.fields.map((f) => f.name)).toEqual(names);
    expect(model.fields.filter((f) => f.system).every((f) => f.readOnly && !f.nullable)).toBe(true);
  });

  it.each<[keyof EntityModel, unknown, Json | undefined]>([
    ['resource', 'widgets', undefined],
    ['table', 'widgets', undefined],
    ['typeName', 'Widget', undefined],
    ['tenantColumn', 'account_id', undefined],
    ['tenantColumn', 'id', { tenancy: 'root' }],
    ['labelField', 'name', undefined],
    ['searchFields', ['name'], undefined],
    ['defaultSort', { field: 'created_at', order: 'DESC' }, undefined],
    ['defaultSort', { field: 'name', order: 'ASC' }, { list: { sort: ['name', 'ASC'] } }],
    ['resource', 'gizmos', { resource: 'gizmos' }],
    ['table', 'gizmos', { resource: 'gizmos' }],
    ['numbering', { field: 'name', prefix: 'W-', width: 6, sequence: 'widgets.name' }, { numbering: { field: 'name', prefix: 'W-' } }],
  ])('fills %s with %j (x-entity %j)', (key, expected, entity) => {
    expect(widget({ name: { type: 'string' } }, { entity })[key]).toEqual(expected);
  });

  it('builds the state machine with labels, `remember` and `set`', () => {
    const model = widget(
      { status: { type: 'string', enum: ['NEW', 'DONE', 'HELD'], readOnly: true }, status_before_hold: { type: ['string', 'null'], readOnly: true }, archived_at: { type: ['string', 'null'], format: 'date-time', readOnly: true } },
      { entity: { stateMachine: { field: 'status', initial: 'NEW', transitions: { finish: { from: ['NEW'], to: 'DONE', roles: ['owner'], permissions: ['reports'] }, hold: { from: ['NEW'], to: 'HELD', remember: true, label: 'Put on hold' }, archive: { from: ['DONE'], to: '$same', set: { archived_at: '$now' }, by: 'system' } } } } },
    );
    expect(model.stateMachine).toEqual({
      field: 'status', initial: 'NEW', states: ['NEW', 'DONE', 'HELD'],
      transitions: [
        { name: 'finish', label: 'Finish', from: ['NEW'], to: 'DONE', remember: false, set: {}, destructive: false, bySystem: false, roles: ['owner'], permissions: ['reports'] },
        { name: 'hold', label: 'Put on hold', from: ['NEW'], to: 'HELD', remember: true, set: {}, destructive: false, bySystem: false, roles: [], permissions: [] },
        { name: 'archive', label: 'Archive', from: ['DONE'], to: '$same', remember: false, set: { archived_at: '$now' }, destructive: false, bySystem: true, roles: [], permissions: [] },
      ],
      holds: [{ state: 'HELD', transition: 'hold', field: 'status_before_hold' }],
    });
  });

  it('reads `singleton` and `flags` (default: not a singleton, no flags)', () => {
    expect(widget({ name: { type: 'string' } })).toMatchObject({ singleton: false, flags: [] });
    const settings = widget({ name: { type: 'string' }, brand_id: { type: ['string', 'null'], format: 'uuid', 'x-ref': { entity: 'brand' } } }, { entity: { singleton: true, flags: ['beta'] } });
    // A singleton is never listed or searched: no search fields, and its one row per account needs no ref index.
    expect(settings).toMatchObject({ singleton: true, flags: ['beta'], searchFields: [], indexes: [] });
  });

  it('adds an entity\'s flags to the guard of every route of its screens', () => {
    const src = sources({ name: { type: 'string' } }, { entity: { flags: ['beta'] } });
    src.routes.json.routes = [
      { path: '/widgets', kind: 'list', title: 'Widgets', layout: 'secure', entity: 'widget', guard: { login: true, permissions: [], flags: [], roles: [] } },
      { path: '/brands', kind: 'list', title: 'Brands', layout: 'secure', entity: 'brand', guard: { login: true, permissions: [], flags: [], roles: [] } },
    ];
    const routes = normalize(src).routes;
    expect(routes.map((r) => r.guard.flags)).toEqual([['beta'], []]);
  });

  it('indexes every reference', () => {
    const model = widget({ brand_id: { type: 'string', format: 'uuid', 'x-ref': { entity: 'brand' } } });
    expect(model.indexes).toEqual([{ name: 'widgets_brand_id_index', fields: ['brand_id'] }]);
  });
});

describe('normalize: custom fields', () => {
  it('adds a hidden `custom_fields` jsonb field before the system fields, and the targets', () => {
    const plain = widget({ name: { type: 'string' } }, { entity: { customFields: true } });
    expect(plain.customFields).toEqual({ field: null, targets: { '*': 'widgets' } });
    const names = plain.fields.map((f) => f.name);
    expect(names.slice(-4)).toEqual(['custom_fields', 'created_at', 'updated_at', 'version']);
    expect(plain.fields.find((f) => f.name === 'custom_fields')).toMatchObject({
      jsonType: 'object', sqlType: 'jsonb', nullable: false, default: {}, readOnly: false, system: false, sortable: false, filterable: false, ui: { hidden: true },
    });
    const split = widget({ kind: { type: 'string', enum: ['A', 'B'] } }, { entity: { customFields: { field: 'kind', targets: { A: 'as', B: 'bs' } } } });
    expect(split.customFields).toEqual({ field: 'kind', targets: { A: 'as', B: 'bs' } });
    expect(widget({ name: { type: 'string' } }).fields.some((f) => f.name === 'custom_fields')).toBe(false);
  });
});

describe('integer bounds from the column', () => {
  const schemaOf = (model: EntityModel, name: string) => model.fields.find((f) => f.name === name)!.schema as Json;

  it('gives every integer the range of its column: money (bigint) to MAX_SAFE_INTEGER, others to 32 bits', () => {
    const model = widget({
      price: { type: 'integer', 'x-money': { currencyField: 'currency' } },
      count: { type: ['integer', 'null'] },
      currency: { type: 'string' },
    });
    expect(schemaOf(model, 'price')).toMatchObject({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
    expect(schemaOf(model, 'count')).toMatchObject({ minimum: -(2 ** 31), maximum: 2 ** 31 - 1 });
    expect(schemaOf(model, 'currency')).not.toHaveProperty('maximum');
  });

  it('keeps a tighter bound the schema sets, and narrows a looser one', () => {
    const model = widget({
      quantity: { type: 'integer', minimum: 1, maximum: 1000 },
      huge: { type: 'integer', minimum: -1e12, maximum: 1e12 },
    });
    expect(schemaOf(model, 'quantity')).toMatchObject({ minimum: 1, maximum: 1000 });
    expect(schemaOf(model, 'huge')).toMatchObject({ minimum: -(2 ** 31), maximum: 2 ** 31 - 1 });
  });

  it('bounds integers inside JSON values (jsonb, nested objects and lists) by Number.MAX_SAFE_INTEGER, not numbers', () => {
    const model = widget({
      blob: { type: 'integer', 'x-storage': 'jsonb' },
      settings: { type: 'object', properties: { limit: { type: 'integer', minimum: 0 }, rates: { type: 'array', items: { type: ['integer', 'null'], maximum: 10 } } } },
      ratio: { type: 'number' },
    });
    expect(schemaOf(model, 'blob')).toMatchObject({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
    expect(schemaOf(model, 'settings').properties.limit).toMatchObject({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
    expect(schemaOf(model, 'settings').properties.rates.items).toMatchObject({ minimum: -Number.MAX_SAFE_INTEGER, maximum: 10 });
    expect(schemaOf(model, 'settings')).not.toHaveProperty('maximum');
    expect(schemaOf(model, 'ratio')).not.toHaveProperty('maximum');
  });
});

describe('normalize: grants', () => {
  /** The fixture with a `widgets` permission guarding the widget entity, and the given manifest changes. */
  function model(permission: Json, roleGrants?: Json[]) {
    const base = sources({ name: { type: 'string' } }, { entity: { permission: 'widgets' } });
    base.permissions.json = {
      ...base.permissions.json,
      roles: { owner: { label: 'Owner', scope: 'account', allPermissions: true, readOnly: false, ...(roleGrants ? { grants: roleGrants } : {}) } },
      permissions: { widgets: { label: 'Widgets', ...permission } },
    };
    return normalize(base);
  }
  const ALL = ['read', 'create', 'update', 'delete'];

  it.each<[string, Json, Json[]]>([
    ['full access to the entity the permission guards', {}, [{ subject: 'widgets', actions: ALL, scope: 'ownAccount' }]],
    ['that full access plus the extra grants on other entities', { grants: [{ subject: 'brands', actions: ['read'] }] },
      [{ subject: 'widgets', actions: ALL, scope: 'ownAccount' }, { subject: 'brands', actions: ['read'], scope: 'ownAccount' }]],
    ['only its own grants when they name the guarded entity (narrowed)',
      { grants: [{ subject: 'widgets', actions: ['read'] }, { subject: 'widgets', actions: ['update'], conditions: { name: 'mine' } }] },
      [{ subject: 'widgets', actions: ['read'], scope: 'ownAccount' }, { subject: 'widgets', actions: ['update'], conditions: { name: 'mine' }, scope: 'ownAccount' }]],
  ])('gives a permission %s', (_name, permission, grants) => {
    expect(model(permission).permissions.find((p) => p.name === 'widgets')!.grants).toEqual(grants);
  });

  it('gives roles their own grants, with defaults filled (none when the manifest names none)', () => {
    expect(model({}).roles[0].grants).toEqual([]);
    expect(model({}, [{ subject: 'widgets' }]).roles[0].grants).toEqual([{ subject: 'widgets', actions: ALL, scope: 'ownAccount' }]);
  });
});
