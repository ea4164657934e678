/**
 * emit-types: generated/types.ts from the project schemas. Record vs input shapes, references, doc comments, and no
 * stray aliases from titled properties.
 */
import { resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModel, type Model } from './index.ts';
import { typesSource } from './emit-types.ts';
import { pascalCase } from './names.ts';
import { isRecordField } from './entity-schemas.ts';

const ROOT = resolve(import.meta.dirname, '..');
let model: Model;
let source: string;

beforeAll(async () => {
  model = buildModel(ROOT);
  source = await typesSource(model);
});

/**
 * The body of `export interface <name> { ... }`, up to its matching closing brace (nested object types are not
 * indented in the unformatted layout, so a `}` at column 0 may close a property's type, not the interface).
 */
function body(name: string): string {
  const header = `export interface ${name} {\n`;
  const start = source.indexOf(header);
  if (start < 0) throw new Error(`no interface ${name} in generated/types.ts`);
  let depth = 1;
  for (let i = start + header.length; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return source.slice(start + header.length, i).replace(/\n$/, '');
  }
  throw new Error(`interface ${name} is not closed in generated/types.ts`);
}

/**
 * The layout is json-schema-to-typescript's unformatted one (`brand_id: (string | null)`, no `;`), not Prettier's
 * (`brand_id: string | null;`): the shape checks compare lines without a trailing `;` and without the parentheses
 * around a whole property type, so they hold for either layout.
 */
function normalized(text: string): string {
  return text.split('\n').map((line) => line.replace(/;$/, '').replace(/^(\s*[\w?]+\??: )\((.*)\)$/, '$1$2')).join('\n');
}

describe('emitTypes', () => {
  it('starts with the generated-file header', () => {
    expect(source.startsWith('/*\n * GENERATED FILE: DO NOT EDIT.')).toBe(true);
  });

  it('is valid TypeScript', () => {
    const file = ts.createSourceFile('types.ts', source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
    expect((file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
  });

  it('exports exactly the entity, input, update and shared types (no aliases from titles)', () => {
    const exported = [...source.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]).sort();
    // One type per shared schema (schemas/shared/<id>.schema.json → PascalCase of <id>), e.g. `Address`, `ListingEbay`.
    const shared = Object.keys(model.sharedSchemas).map((id) => pascalCase(id.replace(/\.schema\.json$/, '')));
    expect(shared).toContain('Address');
    const expected = [
      ...shared, 'RecordsByResource', 'InputsByResource', 'ResourceName', 'EntityRecords', 'EntityName', 'StoredDates',
      ...model.entities.flatMap((e) => [
        e.typeName, `${e.typeName}Input`, ...(e.resource ? [`${e.typeName}Update`] : []),
        // What a stored row holds beyond its record (internal, write-only, virtual fields), for typed hooks.
        ...(e.fields.some((f) => !isRecordField(f)) ? [`${e.typeName}ServerOnly`] : []),
      ]),
    ].sort();
    expect(exported).toEqual(expected);
  });

  it('types the stored row of every entity by name: record, children, server-only fields, timestamps that may be Dates', () => {
    const records = source.slice(source.indexOf('export interface EntityRecords {'));
    for (const entity of model.entities) expect(records).toContain(`  '${entity.name}': `);
    expect(records).toMatch(/'sales-order': StoredDates<SalesOrder, [^>]*'paid_at'[^>]*> & SalesOrderServerOnly;/);
    expect(records).toMatch(/'brand': (StoredDates<Brand, [^>]*>|Brand);/);
    const user = source.slice(source.indexOf('export interface UserServerOnly {'));
    expect(user.slice(0, user.indexOf('\n}'))).toMatch(/password_hash\?: \(string \| null\)/);
  });

  it('carries no x- keywords', () => {
    expect(source).not.toMatch(/x-(ref|money|entity|children|ui)/);
  });

  it.each<[string, string[], string[]]>([
    ['SalesOrder', ['id: string;', 'account_id: string;', 'version: number;', 'number: string;', 'lines: SalesOrderLine[];', 'bill_to: Address | null;', 'channel_order_ref: string | null;'], []],
    ['SalesOrderInput', ['customer_id: string;', 'lines: SalesOrderLineInput[];', 'bill_to?: Address;'], ['id:', 'account_id', 'version', 'number', 'subtotal', 'status', 'created_at']],
    ['SalesOrderLine', ['sales_order_id: string;', 'net: number;', 'position: number;'], []],
    ['SalesOrderLineInput', ['product_id: string;', 'quantity: number;'], ['net', 'position', 'sales_order_id']],
    ['User', ['email: string;', 'status: "INVITED" | "ACTIVE" | "SUSPENDED";', 'role: "admin" | "owner" | "staff" | "partner";'], ['password', 'password_hash']],
    ['UserInput', ['password?: string;', 'email: string;'], ['password_hash', 'status', 'last_login_at']],
    ['Account', ['id: string;', 'feature_flags: ('], ['account_id']],
    ['Relationship', ['addresses: (Address & {'], []],
    ['Product', ['barcodes: {', 'brand_id: string | null;'], []],
  ])('shapes %s', (name, includes, excludes) => {
    const text = normalized(body(name));
    for (const snippet of includes) expect(text).toMatch(new RegExp(`^\\s*${normalized(snippet).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
    for (const snippet of excludes) expect(text).not.toMatch(new RegExp(`^\\s*${snippet.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
  });

  it.each(['sales-order', 'user', 'product'])('puts the %s schema description in the doc comment', (name) => {
    const entity = model.entities.find((e) => e.name === name)!;
    const firstWords = entity.description.split(' ').slice(0, 6).join(' ');
    expect(source).toContain(`/**\n * ${firstWords}`);
    expect(source.indexOf(firstWords)).toBeLessThan(source.indexOf(`export interface ${entity.typeName} {`));
  });

  it('documents property descriptions', () => {
    expect(body('SalesOrder')).toContain("Snapshot of the customer's name when the order was saved");
  });

  it('maps each resource to its record and input', () => {
    expect(body('RecordsByResource')).toContain("'sales-orders': SalesOrder;");
    expect(body('InputsByResource')).toContain("'sales-orders': SalesOrderInput;");
    expect(body('RecordsByResource')).not.toContain('SalesOrderLine');
  });
});
