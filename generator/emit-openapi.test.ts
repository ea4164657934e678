/**
 * emit-openapi: the document is structurally valid OpenAPI 3.1 (checked here without the network: required
 * objects, path templates, unique operation ids, resolvable `$ref`s, component schemas that compile as JSON Schema
 * 2020-12 in ajv's strict mode, `required` names that exist) and says what the API does.
 */
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as formats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModel, type Model } from './index.ts';
import { openApiDocument } from './emit-openapi.ts';

type Json = Record<string, any>;
const ROOT = resolve(import.meta.dirname, '..');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let model: Model;
let doc: Json;
beforeAll(() => {
  model = buildModel(ROOT);
  doc = openApiDocument(model);
});

/** Every operation as [path, method, operation, path-level parameters]. */
function operations(): Array<[string, string, Json, Json[]]> {
  return Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => [path, m, item[m], item.parameters ?? []] as [string, string, Json, Json[]]));
}

/** Follows a local `$ref` (`#/components/...`). */
function deref(node: Json): Json {
  if (typeof node?.$ref !== 'string') return node;
  return node.$ref.slice(2).split('/').reduce((at: Json, key: string) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

function* refs(node: unknown): Generator<string> {
  if (Array.isArray(node)) for (const item of node) yield* refs(item);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') yield value;
      else yield* refs(value);
    }
  }
}

/**
 * Strict mode, as the API's validator (api/crud/validation.ts) uses it: unknown keywords, formats and types are
 * errors; union types (`type: ["string", "number"]`, valid 2020-12 and OpenAPI 3.1) are allowed, as there.
 * `strictRequired` is off, as there: ajv compiles `allOf`/`if`/`then` before the sibling `properties`,
 * so a conditional `required` of a property declared beside it (`destination` of a CSV schedule: `if kind is SFTP
 * then required host`) is reported although it is valid JSON Schema (ajv-validator/ajv#1767: a known limitation).
 * What strictRequired is there to catch, a `required` name no schema defines, is checked by `undefinedRequired`.
 */
function ajv(): Ajv2020 {
  const instance = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true });
  ((formats as any).default ?? formats)(instance);
  // The component schemas as `$defs` of one schema, so their `#/components/schemas/X` references resolve there.
  const defs = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/'));
  instance.addSchema({ $id: 'openapi.json', $defs: defs });
  return instance;
}

/**
 * Every `required` name that is not a property of the object schema it constrains: its own `properties`, or those of
 * the enclosing object schema when it sits in an in-place branch (`allOf`/`anyOf`/`oneOf`/`if`/`then`/`else`/`not`)
 * or in a schema whose `allOf` references another (`{ allOf: [$ref], required: ['version'] }`). Returns JSON paths.
 */
function undefinedRequired(node: unknown, path: string, inScope: Set<string> = new Set()): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => undefinedRequired(item, `${path}/${i}`, new Set()));
  if (!node || typeof node !== 'object') return [];
  const schema = node as Json;
  const own = new Set<string>([...inScope, ...Object.keys(schema.properties ?? {})]);
  for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    for (const name of Object.keys(deref(part)?.properties ?? {})) own.add(name);
  }
  const found: string[] = [];
  if (Array.isArray(schema.required)) {
    for (const name of schema.required) if (!own.has(name)) found.push(`${path}/required: ${name}`);
  }
  for (const [key, value] of Object.entries(schema)) {
    if (['allOf', 'anyOf', 'oneOf'].includes(key) && Array.isArray(value)) {
      value.forEach((branch, i) => found.push(...undefinedRequired(branch, `${path}/${key}/${i}`, own)));
    } else if (['if', 'then', 'else', 'not'].includes(key)) found.push(...undefinedRequired(value, `${path}/${key}`, own));
    else if (['properties', 'patternProperties', '$defs'].includes(key) && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value)) found.push(...undefinedRequired(sub, `${path}/${key}/${name}`));
    } else if (['items', 'additionalProperties', 'unevaluatedProperties', 'contains', 'propertyNames', 'prefixItems'].includes(key)) {
      found.push(...undefinedRequired(value, `${path}/${key}`));
    }
  }
  return found;
}

let shared: Ajv2020 | undefined;
/** The compiled validator of one component schema (one ajv instance for the whole file). */
const compiled = (name: string) => (shared ??= ajv()).getSchema(`openapi.json#/$defs/${name}`)!;

describe('emitOpenApi: a valid OpenAPI 3.1 document', () => {
  it('has the required top-level objects', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof doc.info.title).toBe('string');
    expect(typeof doc.info.version).toBe('string');
    expect(Object.keys(doc).filter((k) => !k.startsWith('x-'))).toEqual(expect.arrayContaining(['openapi', 'info', 'paths', 'components']));
    for (const key of Object.keys(doc)) expect(['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags', 'externalDocs']).toContain(key.startsWith('x-') ? 'info' : key);
  });

  it('says it is generated', () => {
    expect(doc.info.description).toContain('GENERATED FILE: DO NOT EDIT.');
    expect(doc['x-generated']).toMatchObject({ doNotEdit: true, regenerate: 'npm run generate' });
  });

  it('declares every path template parameter, in the path and required', () => {
    for (const [path, method, op, shared] of operations()) {
      const params = [...shared, ...(op.parameters ?? [])].map(deref);
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        const param = params.find((p) => p.name === name && p.in === 'path');
        expect(param, `${method} ${path}: {${name}} is not declared`).toBeDefined();
        expect(param!.required).toBe(true);
      }
    }
  });

  it('gives parameters exactly one of schema or content (with one media type)', () => {
    for (const [path, , op, shared] of operations()) {
      for (const param of [...shared, ...(op.parameters ?? [])].map(deref)) {
        expect(['query', 'header', 'path', 'cookie'], path).toContain(param.in);
        expect(Boolean(param.schema) !== Boolean(param.content), `${path} ${param.name}`).toBe(true);
        if (param.content) expect(Object.keys(param.content)).toHaveLength(1);
      }
    }
  });

  it('gives every operation a unique id and a success response with a description', () => {
    const ids = operations().map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, method, op] of operations()) {
      const statuses = Object.keys(op.responses);
      expect(statuses.some((s) => /^2\d\d$/.test(s)), `${method} ${path}`).toBe(true);
      for (const s of statuses) {
        expect(s).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
        expect(typeof deref(op.responses[s]).description).toBe('string');
      }
    }
  });

  it('resolves every $ref', () => {
    for (const ref of refs(doc)) expect(deref({ $ref: ref }), ref).toBeDefined();
  });

  it('has component schemas that compile as JSON Schema 2020-12 (strict: no unknown keywords)', () => {
    for (const name of Object.keys(doc.components.schemas)) expect(() => compiled(name), name).not.toThrow();
  });

  it('requires only properties its schemas define (also in conditional branches)', () => {
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      expect(undefinedRequired(schema, `#/components/schemas/${name}`), name).toEqual([]);
    }
    // The walk sees into conditional branches: a typo there is caught.
    expect(undefinedRequired({ type: 'object', properties: { kind: {}, host: {} }, allOf: [{ if: {}, then: { required: ['hots'] } }] }, '#'))
      .toEqual(['#/allOf/0/then/required: hots']);
  });

  it('enforces a conditional required of a nested object (CSV schedule destination by kind)', () => {
    const validate = compiled('CsvScheduleInput');
    const body = { name: 'Nightly', entity: 'products', columns: ['sku'], frequency: 'DAILY' };
    expect(validate({ ...body, destination: { kind: 'SFTP', host: 'sftp.example.com', username: 'u', path: '/out' } }), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...body, destination: { kind: 'SFTP', username: 'u', path: '/out' } })).toBe(false);
    expect(validate.errors).toEqual(expect.arrayContaining([expect.objectContaining({ keyword: 'required', params: { missingProperty: 'host' } })]));
  });

  it('uses only known security schemes', () => {
    const schemes = Object.keys(doc.components.securitySchemes);
    for (const requirement of [...doc.security, ...operations().flatMap(([, , op]) => op.security ?? [])]) {
      for (const name of Object.keys(requirement)) expect(schemes).toContain(name);
    }
  });
});

describe('emitOpenApi: the API it describes', () => {
  it.each<[string, string, string]>([
    ['/api/sales-orders', 'get', 'listSalesOrders'],
    ['/api/sales-orders', 'post', 'createSalesOrder'],
    ['/api/sales-orders/{id}', 'get', 'getSalesOrder'],
    ['/api/sales-orders/{id}', 'put', 'updateSalesOrder'],
    ['/api/sales-orders/{id}', 'delete', 'deleteSalesOrder'],
    ['/api/sales-orders/{id}/submit', 'post', 'submitSalesOrder'],
    ['/api/sales-orders/{id}/release', 'post', 'releaseSalesOrder'],
    ['/api/users/{id}/suspend', 'post', 'suspendUser'],
    ['/api/brands', 'get', 'listBrands'],
    ['/api/auth/login', 'post', 'login'],
    ['/api/auth/logout', 'post', 'logout'],
    ['/api/auth/me', 'get', 'me'],
  ])('has %s %s (%s)', (path, method, operationId) => {
    expect(doc.paths[path]?.[method]?.operationId).toBe(operationId);
  });

  it('serves a singleton as GET and PUT on the resource itself, plus its audit log, and nothing else', () => {
    for (const resource of ['general-settings', 'return-settings', 'xero-settings']) {
      expect(Object.keys(doc.paths[`/api/${resource}`]).sort()).toEqual(['get', 'put']);
      expect(Object.keys(doc.paths).filter((p) => p.startsWith(`/api/${resource}/`))).toEqual([`/api/${resource}/audit`]);
      expect(Object.keys(doc.paths[`/api/${resource}/audit`])).toEqual(['get']);
    }
    expect(doc.paths['/api/general-settings'].get.operationId).toBe('getGeneralSettings');
    expect(doc.paths['/api/general-settings'].put.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/GeneralSettingsUpdate');
    expect(doc.paths['/api/general-settings'].get.description).toContain('version: 0');
    expect(doc.components.schemas.GeneralSettingsFilter).toBeUndefined();
    expect(doc.paths['/api/responsible-persons'].get.description).toBeDefined();
  });

  it('has no path for child entities', () => {
    expect(Object.keys(doc.paths).some((p) => p.includes('sales-order-line'))).toBe(false);
  });

  it('lists with sort, range and filter as ra-data-simple-rest sends them, and Content-Range', () => {
    const op = doc.paths['/api/products'].get;
    const params = op.parameters.map(deref);
    expect(params.map((p: Json) => p.name)).toEqual(['sort', 'range', 'filter', 'fields']);
    for (const p of params.slice(0, 3)) expect(Object.keys(p.content)).toEqual(['application/json']);
    expect(params[0].content['application/json'].schema.prefixItems[0].enum).toContain('sku');
    expect(op.responses['200'].headers['Content-Range']).toBeDefined();
  });

  it('documents the list\'s `fields`: the names it takes, the default columns, `*`', () => {
    const fields = doc.paths['/api/products'].get.parameters.map(deref).find((p: Json) => p.name === 'fields');
    expect(fields.schema).toEqual({ type: 'string' });
    expect(fields['x-allowed-fields']).toEqual(expect.arrayContaining(['id', 'sku', 'title', 'custom_fields']));
    expect(fields.description).toMatch(/`sku`, `title`/);
    expect(fields.description).toMatch(/`\*`/);
    const users = doc.paths['/api/users'].get.parameters.map(deref).find((p: Json) => p.name === 'fields');
    expect(users['x-allowed-fields']).not.toContain('password_hash');
  });

  it.each([400, 401, 403, 404, 409, 413, 429])('answers %i with application/problem+json', (status) => {
    const responses = Object.values(doc.components.responses) as Json[];
    const used = operations().flatMap(([, , op]) => (op.responses[status] ? [deref(op.responses[status])] : []));
    expect(used.length).toBeGreaterThan(0);
    for (const r of [...used, ...responses]) expect(r.content['application/problem+json'].schema).toEqual({ $ref: '#/components/schemas/Problem' });
  });

  it('defines Problem with field errors', () => {
    const problem = doc.components.schemas.Problem;
    expect(Object.keys(problem.properties)).toEqual(['type', 'title', 'status', 'detail', 'code', 'errors']);
    expect(Object.keys(problem.properties.errors.items.properties)).toEqual(['pointer', 'message']);
  });

  it('uses the session cookie, except to sign in', () => {
    expect(doc.components.securitySchemes.session).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sellyard_session' }));
    expect(doc.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(doc.components.schemas.LoginRequest.required).toEqual(['email', 'password']);
  });

  it('sends inputs (no read-only fields) and returns records (no write-only fields)', () => {
    const schemas = doc.components.schemas;
    expect(doc.paths['/api/users'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/UserInput' });
    expect(doc.paths['/api/users/{id}'].put.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/UserUpdate' });
    expect(schemas.UserUpdate.required).toEqual(['version']);
    for (const entity of model.entities) {
      const input = JSON.stringify(schemas[`${entity.typeName}Input`]);
      const record = JSON.stringify(schemas[entity.typeName]);
      expect(input, entity.name).not.toContain('"readOnly":true');
      expect(record, entity.name).not.toContain('"writeOnly":true');
      expect(input + record, entity.name).not.toMatch(/"x-[A-Za-z]+":/);
    }
    expect(schemas.UserInput.properties.password).toBeDefined();
    expect(schemas.User.properties.password).toBeUndefined();
    expect(schemas.User.properties.password_hash).toBeUndefined();
    expect(schemas.SalesOrderInput.properties.lines.items).toEqual({ $ref: '#/components/schemas/SalesOrderLineInput' });
  });

  it.each<[string, unknown, boolean]>([
    ['SalesOrderInput', { customer_id: '6f1c1f8e-8d33-4c1a-9b43-0c3a4a0e1d2f', lines: [{ product_id: '6f1c1f8e-8d33-4c1a-9b43-0c3a4a0e1d2f', quantity: 2, unit_price: 1250 }] }, true],
    ['SalesOrderInput', { customer_id: '6f1c1f8e-8d33-4c1a-9b43-0c3a4a0e1d2f', lines: [] }, false],
    ['BrandInput', { name: 'Acme', code: null }, true],
    ['BrandInput', { code: 'ACME' }, false],
    ['Brand', {
      id: '6f1c1f8e-8d33-4c1a-9b43-0c3a4a0e1d2f', account_id: '6f1c1f8e-8d33-4c1a-9b43-0c3a4a0e1d2f', name: 'Acme', code: null, logo_url: null,
      website: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', version: 1,
    }, true],
  ])('validates a %s sample (valid: %s)', (name, sample, valid) => {
    const validate = compiled(name);
    expect(validate(sample), JSON.stringify(validate.errors)).toBe(valid);
  });
});
