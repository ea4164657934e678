import { describe, expect, it } from 'vitest';
import { checksOf, identifierName, sqlDefault, tableModel, tableModels, type ColumnModel, type ForeignKeyModel, type TableModel } from './table-model.ts';
import { addForeignKeySql, createIndexSql, createTableSql } from './migration-sql.ts';
import type { EntityModel } from '../model/types.ts';
import { SchemaError } from './errors.ts';
import { accountEntity, entity, field, modelOf, ref } from '../tests/helpers/model-fixtures.ts';

const SYSTEM_COLUMNS_BEFORE: ColumnModel[] = [
  { name: 'id', sqlType: 'uuid', nullable: false, default: 'gen_random_uuid()' },
  { name: 'account_id', sqlType: 'uuid', nullable: false, default: null },
];
const SYSTEM_COLUMNS_AFTER: ColumnModel[] = [
  { name: 'created_at', sqlType: 'timestamptz', nullable: false, default: 'now()' },
  { name: 'updated_at', sqlType: 'timestamptz', nullable: false, default: 'now()' },
  { name: 'version', sqlType: 'integer', nullable: false, default: '1' },
];
const accountFk = (table: string): ForeignKeyModel => ({ name: `${table}_account_id_fkey`, columns: ['account_id'], refTable: 'accounts', refColumns: ['id'], onDelete: 'restrict' });

const account = accountEntity();
const brand = entity('brand', 'brands', [field('name', 'text', { nullable: false }), field('code')], {
  unique: [{ name: 'brands_name_unique', fields: ['name'], caseInsensitive: true, global: false, message: '' }],
  searchFields: ['name', 'code'],
});
const salesOrder = entity('sales-order', 'sales_orders', [
  field('number', 'text', { nullable: false }),
  field('lines', 'jsonb', { nullable: false, virtual: true }),
], { numbering: { field: 'number', prefix: 'SO-', width: 6, sequence: 'sales_orders.number' } });
const line = entity('sales-order-line', 'sales_order_lines', [field('quantity', 'integer', { nullable: false })], {
  resource: null, childOf: { entity: 'sales-order', foreignKey: 'sales_order_id' },
});

const cases: Array<{ name: string; entity: EntityModel; expected: TableModel }> = [
  {
    name: 'an account table: composite primary key, case-insensitive unique per account, trigram search indexes',
    entity: brand,
    expected: {
      name: 'brands',
      columns: [
        ...SYSTEM_COLUMNS_BEFORE,
        { name: 'name', sqlType: 'text', nullable: false, default: null },
        { name: 'code', sqlType: 'text', nullable: true, default: null },
        ...SYSTEM_COLUMNS_AFTER,
      ],
      primaryKey: ['account_id', 'id'],
      foreignKeys: [accountFk('brands')],
      indexes: [
        { name: 'brands_name_unique', expression: 'account_id, lower(name)', unique: true },
        { name: 'brands_name_trgm', expression: 'account_id, name gin_trgm_ops', unique: false, method: 'gin' },
        { name: 'brands_code_trgm', expression: 'account_id, code gin_trgm_ops', unique: false, method: 'gin' },
      ],
    },
  },
  {
    name: 'the accounts table: primary key (id), plain foreign key to itself',
    entity: accountEntity([field('name', 'text', { nullable: false }), ref('partner_account_id', 'account', 'accounts')]),
    expected: {
      name: 'accounts',
      columns: [
        SYSTEM_COLUMNS_BEFORE[0],
        { name: 'name', sqlType: 'text', nullable: false, default: null },
        { name: 'partner_account_id', sqlType: 'uuid', nullable: true, default: null },
        ...SYSTEM_COLUMNS_AFTER,
      ],
      primaryKey: ['id'],
      foreignKeys: [{ name: 'accounts_partner_account_id_fkey', columns: ['partner_account_id'], refTable: 'accounts', refColumns: ['id'], onDelete: 'restrict' }],
      indexes: [],
    },
  },
  {
    name: 'references: composite to account tables (set-null kept), plain to accounts, indexes after account_id',
    entity: entity('product', 'products', [
      ref('brand_id', 'brand', 'brands', 'set-null'),
      ref('supplier_account_id', 'account', 'accounts'),
      field('sku', 'text', { nullable: false }),
    ], { indexes: [{ name: 'products_brand_id_index', fields: ['brand_id'] }] }),
    expected: {
      name: 'products',
      columns: [
        ...SYSTEM_COLUMNS_BEFORE,
        { name: 'brand_id', sqlType: 'uuid', nullable: true, default: null },
        { name: 'supplier_account_id', sqlType: 'uuid', nullable: true, default: null },
        { name: 'sku', sqlType: 'text', nullable: false, default: null },
        ...SYSTEM_COLUMNS_AFTER,
      ],
      primaryKey: ['account_id', 'id'],
      foreignKeys: [
        accountFk('products'),
        { name: 'products_brand_id_fkey', columns: ['account_id', 'brand_id'], refTable: 'brands', refColumns: ['account_id', 'id'], onDelete: 'set-null' },
        { name: 'products_supplier_account_id_fkey', columns: ['supplier_account_id'], refTable: 'accounts', refColumns: ['id'], onDelete: 'restrict' },
      ],
      indexes: [{ name: 'products_brand_id_index', columns: ['account_id', 'brand_id'], unique: false }],
    },
  },
  {
    name: 'a child table: parent column added, cascading composite key and its index',
    entity: line,
    expected: {
      name: 'sales_order_lines',
      columns: [
        ...SYSTEM_COLUMNS_BEFORE,
        { name: 'sales_order_id', sqlType: 'uuid', nullable: false, default: null },
        { name: 'quantity', sqlType: 'integer', nullable: false, default: null },
        ...SYSTEM_COLUMNS_AFTER,
      ],
      primaryKey: ['account_id', 'id'],
      foreignKeys: [
        accountFk('sales_order_lines'),
        { name: 'sales_order_lines_sales_order_id_fkey', columns: ['account_id', 'sales_order_id'], refTable: 'sales_orders', refColumns: ['account_id', 'id'], onDelete: 'cascade' },
      ],
      indexes: [{ name: 'sales_order_lines_sales_order_id_index', columns: ['account_id', 'sales_order_id'], unique: false }],
    },
  },
  {
    name: 'virtual fields have no column; a numbered field is unique per account',
    entity: salesOrder,
    expected: {
      name: 'sales_orders',
      columns: [...SYSTEM_COLUMNS_BEFORE, { name: 'number', sqlType: 'text', nullable: false, default: null }, ...SYSTEM_COLUMNS_AFTER],
      primaryKey: ['account_id', 'id'],
      foreignKeys: [accountFk('sales_orders')],
      indexes: [{ name: 'sales_orders_number_unique', columns: ['account_id', 'number'], unique: true }],
    },
  },
  {
    name: 'a state field defaults to the initial state',
    entity: entity('task', 'tasks', [field('status', 'text', { nullable: false, enum: ['OPEN', 'DONE'] })], {
      stateMachine: { field: 'status', initial: 'OPEN', states: ['OPEN', 'DONE'], transitions: [], holds: [] },
    }),
    expected: {
      name: 'tasks',
      columns: [...SYSTEM_COLUMNS_BEFORE, { name: 'status', sqlType: 'text', nullable: false, default: "'OPEN'" }, ...SYSTEM_COLUMNS_AFTER],
      primaryKey: ['account_id', 'id'],
      foreignKeys: [accountFk('tasks')],
      indexes: [],
      checks: [{ name: 'tasks_status_enum', column: 'status', kind: 'enum', condition: "status in ('OPEN', 'DONE')" }],
    },
  },
  {
    name: 'a global unique leaves account_id out; defaults become SQL literals',
    entity: entity('user', 'users', [
      field('email', 'text', { nullable: false }),
      field('role', 'text', { nullable: false, default: "o'wner" }),
      field('permissions', 'jsonb', { nullable: false, default: ['a'] }),
      field('active', 'boolean', { nullable: false, default: false }),
      field('quota', 'bigint', { nullable: false, default: 0 }),
    ], { unique: [{ name: 'users_email_unique', fields: ['email'], caseInsensitive: true, global: true, message: '' }] }),
    expected: {
      name: 'users',
      columns: [
        ...SYSTEM_COLUMNS_BEFORE,
        { name: 'email', sqlType: 'text', nullable: false, default: null },
        { name: 'role', sqlType: 'text', nullable: false, default: "'o''wner'" },
        { name: 'permissions', sqlType: 'jsonb', nullable: false, default: `'["a"]'::jsonb` },
        { name: 'active', sqlType: 'boolean', nullable: false, default: 'false' },
        { name: 'quota', sqlType: 'bigint', nullable: false, default: '0' },
        ...SYSTEM_COLUMNS_AFTER,
      ],
      primaryKey: ['account_id', 'id'],
      foreignKeys: [accountFk('users')],
      indexes: [{ name: 'users_email_unique', expression: 'lower(email)', unique: true }],
    },
  },
];

describe('tableModel', () => {
  const byName = new Map([account, brand, salesOrder, line].map((e) => [e.name, e]));

  it.each(cases)('derives $name', ({ entity: input, expected }) => {
    // Where a case names no checks, its fields' schemas state no bounds, enums or lengths (see checksOf below).
    expect(tableModel(input, byName)).toEqual({ checks: [], ...expected });
  });

  it.each([
    {
      name: 'set-null on a required reference',
      entity: entity('product', 'products', [ref('brand_id', 'brand', 'brands', 'set-null', { nullable: false })]),
      message: /brand_id\.x-ref\.onDelete: `set-null` needs a nullable field/,
    },
    {
      name: 'an index on a virtual field',
      entity: entity('order', 'orders', [field('lines', 'jsonb', { virtual: true })], { indexes: [{ name: 'orders_lines_index', fields: ['lines'] }] }),
      message: /x-entity\.indexes\[0\]\.fields\[0\].*`lines` has no column/,
    },
    {
      name: 'a system table name',
      entity: entity('session', 'sessions', []),
      message: /`sessions` is a system table/,
    },
    {
      name: 'a reference from the accounts table to an account table',
      entity: accountEntity([ref('main_brand_id', 'brand', 'brands')]),
      message: /accounts table cannot reference brand/,
    },
  ])('refuses $name with a SchemaError naming the file', ({ entity: input, message }) => {
    const error = (() => { try { tableModel(input, byName); } catch (e) { return e; } })();
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).message).toMatch(message);
    expect((error as SchemaError).file).toBe(input.sourceFile);
  });

  it('gives a singleton a unique key on account_id (one row per account)', () => {
    const settings = entity('shop-settings', 'shop_settings', [field('name')], { singleton: true });
    expect(tableModel(settings, byName).indexes).toEqual([{ name: 'shop_settings_account_id_unique', columns: ['account_id'], unique: true }]);
    expect(tableModel(entity('shop-note', 'shop_notes', [field('name')]), byName).indexes).toEqual([]);
  });

  it('keys tables by name, sorted', () => {
    expect(Object.keys(tableModels(modelOf(brand, account)))).toEqual(['accounts', 'brands']);
  });
});

describe('identifierName', () => {
  it('keeps names PostgreSQL accepts and shortens longer ones deterministically', () => {
    expect(identifierName('brands_name_unique')).toBe('brands_name_unique');
    const long = `${'x'.repeat(70)}_index`;
    expect(identifierName(long)).toHaveLength(63);
    expect(identifierName(long)).toBe(identifierName(long));
    expect(identifierName(long)).not.toBe(identifierName(`${long}2`));
  });
});

describe('sqlDefault', () => {
  it('refuses a default that does not fit the column', () => {
    expect(() => sqlDefault({ name: 'qty', sqlType: 'integer', default: 'many' })).toThrow(/does not fit a integer column/);
  });
});

describe('migration SQL', () => {
  it('writes set-null on a composite key for the referencing column only', () => {
    const products = tableModel(entity('product', 'products', [ref('brand_id', 'brand', 'brands', 'set-null')]), byNameOf(brand));
    expect(addForeignKeySql('products', products.foreignKeys[1])).toBe(
      'alter table products add constraint products_brand_id_fkey foreign key (account_id, brand_id) references brands (account_id, id) on delete set null (brand_id)',
    );
  });

  it('quotes reserved words and writes gin indexes with their operator class', () => {
    const orders = tableModel(entity('order', 'orders', [field('user'), field('order', 'integer')], { searchFields: ['user'] }), byNameOf());
    expect(createTableSql(orders)).toContain('  "user" text,\n  "order" integer,\n');
    expect(createIndexSql('orders', orders.indexes[0])).toBe('create index orders_user_trgm on orders using gin (account_id, "user" gin_trgm_ops)');
  });
});

function byNameOf(...entities: EntityModel[]) {
  return new Map([account, ...entities].map((e) => [e.name, e]));
}

describe('custom fields', () => {
  it('get a GIN index on the custom_fields column, which containment filters use', () => {
    const withCustom = entity('gadget', 'gadgets', [field('name', 'text'), field('custom_fields', 'jsonb', { nullable: false, default: {} })], {
      customFields: { field: null, targets: { '*': 'gadgets' } },
    });
    const table = tableModel(withCustom, new Map([['gadget', withCustom]]));
    expect(table.columns.find((c) => c.name === 'custom_fields')).toEqual({ name: 'custom_fields', sqlType: 'jsonb', nullable: false, default: "'{}'::jsonb" });
    const index = table.indexes.find((i) => i.name === 'gadgets_custom_fields_gin')!;
    expect(createIndexSql('gadgets', index)).toBe('create index gadgets_custom_fields_gin on gadgets using gin (custom_fields jsonb_path_ops)');
  });
});

describe('checksOf: the CHECK constraints a field\'s schema implies', () => {
  const of = (f: ReturnType<typeof field>) => checksOf('things', f).map(({ name, condition }) => `${name}: ${condition}`);

  it.each([
    ['an enum on text', field('state', 'text', { enum: ['NEW', "IT'S"] }), ["things_state_enum: state in ('NEW', 'IT''S')"]],
    ['maxLength on text', field('code', 'text', { schema: { maxLength: 12 } }), ['things_code_length: char_length(code) <= 12']],
    ['a non-negative quantity', field('qty', 'integer', { schema: { minimum: 0, maximum: 1000 } }), ['things_qty_min: qty >= 0', 'things_qty_max: qty <= 1000']],
    ['exclusive bounds on numeric', field('rate', 'numeric', { schema: { exclusiveMinimum: 0, exclusiveMaximum: 100 } }), ['things_rate_min: rate > 0', 'things_rate_max: rate < 100']],
    ['bounds the integer type holds anyway', field('n', 'integer', { schema: { minimum: -2147483648, maximum: 2147483647 } }), []],
    ['a reserved word as column', field('order', 'integer', { schema: { minimum: 1 } }), ['things_order_min: "order" >= 1']],
    ['a secret (stored encrypted)', field('token', 'text', { secret: true, schema: { maxLength: 10 } }), []],
    ['an enum of a jsonb array', field('tags', 'jsonb', { enum: ['A'] }), []],
    ['a system column', field('version', 'integer', { system: true, schema: { minimum: 1 } }), []],
  ])('%s', (_case, input, expected) => {
    expect(of(input)).toEqual(expected);
  });
});
