/**
 * "Adding an entity is adding a schema", end to end. In a temporary copy of the project's schemas/ and
 * migrations/, one file is added — entities/gift-card/gift-card.schema.json — and nothing else. The generator then
 * writes a migration, types and OpenAPI for it; the migration runs on a test database; and the same API
 * (createApp with the built model) serves /api/gift-cards with validation, uniqueness, a state machine,
 * references, list filters and the permissions of the `orders` feature permission, none of it written by hand.
 * Its cross-field rules (a `$data` bound, an `x-rules` rule) and its transition's input are compiled into
 * generated/validators/gift-card.ts, which the API runs and which gives the same verdicts in Node and in Chromium
 * (under a Content-Security-Policy without 'unsafe-eval').
 * The full permission matrix runs on it (tests/helpers/permission-matrix.ts) with bodies from its schema alone, and
 * its writes are in the audit log: no test helper names gift cards.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build as bundle } from 'esbuild';
import { chromium } from 'playwright-core';
import { build, staleOutputs, writeOutputs } from '../../generator/index.ts';
import type { Model } from '../../model/types.ts';
import { migrateLatest, MIGRATIONS_DIRECTORY } from '../../api/db/index.ts';
import { useCompiledValidators } from '../../api/crud/validation.ts';
import { entityValidator } from '../../checks/validation.ts';
import type { CompiledValidators } from '../../generated/validators/types.ts';
import { seedDemoData } from '../../api/seed/demo.ts';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { describePermissionMatrix } from '../helpers/permission-matrix.ts';

type Row = Record<string, any>;


const GIFT_CARD = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'gift-card.schema.json',
  title: 'Gift card',
  description: 'A prepaid card a customer spends in the shop. Codes are unique per account, whatever their case. A card starts ACTIVE and ends REDEEMED or VOID.',
  type: 'object',
  'x-entity': {
    resource: 'gift-cards',
    permission: 'orders',
    label: 'code',
    search: ['code'],
    list: { columns: ['code', 'balance', 'currency', 'status', 'customer_id'], sort: ['code', 'ASC'] },
    unique: [{ fields: ['code'], caseInsensitive: true, message: 'is already used by another gift card' }],
    naturalKey: ['code'],
    stateMachine: {
      field: 'status',
      initial: 'ACTIVE',
      transitions: {
        redeem: { from: ['ACTIVE'], to: 'REDEEMED', label: 'Redeem' },
        void: { from: ['ACTIVE'], to: 'VOID', label: 'Void', destructive: true, confirm: 'Void this card? It can no longer be spent.' },
        // A transition with input: the body is checked against `input`, `balance` (a field) is written as sent and
        // must still satisfy the field's own schema (minimum 0), `note` lands in adjustment_note through `set`.
        adjust: {
          from: ['ACTIVE'], to: '$same', label: 'Adjust balance',
          input: { type: 'object', required: ['balance'], properties: { balance: { type: 'integer', title: 'New balance' }, note: { type: 'string', maxLength: 200 } } },
          set: { adjustment_note: '$input.note' },
        },
      },
    },
  },
  // A promotional card must say when it expires: a rule across two fields, worded for the field it lands on.
  'x-rules': [
    {
      when: { required: ['kind'], properties: { kind: { const: 'PROMO' } } },
      check: { required: ['expires_on'], properties: { expires_on: { type: 'string' } } },
      pointer: '/expires_on',
      message: 'is required for a promotional card',
    },
  ],
  required: ['code', 'balance', 'customer_id'],
  properties: {
    // `examples` give the demo accounts a few cards (api/seed/examples.ts): row i takes each property's example i.
    code: { type: 'string', title: 'Code', minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9-]+$', 'x-trim': true, examples: ['WELCOME-10', 'SPRING-25', 'LOYAL-100'] },
    balance: { type: 'integer', title: 'Balance', minimum: 0, 'x-money': { currencyField: 'currency' }, examples: [1000, 2500, 10000] },
    currency: { type: 'string', title: 'Currency', pattern: '^[A-Z]{3}$', default: 'GBP', 'x-format': 'currency' },
    status: { type: 'string', title: 'Status', enum: ['ACTIVE', 'REDEEMED', 'VOID'], readOnly: true },
    customer_id: { type: 'string', format: 'uuid', title: 'Customer', 'x-ref': { entity: 'relationship', where: { type: 'CUSTOMER' } } },
    adjustment_note: { type: ['string', 'null'], title: 'Last adjustment', readOnly: true },
    kind: { type: 'string', title: 'Kind', enum: ['STANDARD', 'PROMO'], default: 'STANDARD', examples: ['STANDARD', 'STANDARD', 'PROMO'] },
    // Never more than the card holds: a bound taken from another field of the record ($data).
    spend_limit: { type: ['integer', 'null'], title: 'Spend limit', minimum: 0, maximum: { $data: '1/balance' }, 'x-money': { currencyField: 'currency' }, examples: [null, 1000, 5000] },
    expires_on: { type: ['string', 'null'], format: 'date', title: 'Expires on', examples: [null, null, '2031-12-31'] },
  },
};

const NOW = new Date('2030-01-02T03:04:00Z');

// Built when the file is collected (the permission matrix below needs the model's resources to name its cases).
const root = mkdtempSync(join(tmpdir(), 'sellyard-new-entity-'));
const project = join(import.meta.dirname, '..', '..');
for (const folder of ['schemas', 'entities']) cpSync(join(project, folder), join(root, folder), { recursive: true });
cpSync(MIGRATIONS_DIRECTORY, join(root, 'migrations'), { recursive: true });
mkdirSync(join(root, 'entities/gift-card'));
writeFileSync(join(root, 'entities/gift-card/gift-card.schema.json'), `${JSON.stringify(GIFT_CARD, null, 2)}\n`);
const built: { model: Model; outputs: Map<string, string> } = await build(root, { now: NOW });
const written = writeOutputs(root, built.outputs);
const [newMigration] = readdirSync(join(root, 'migrations')).filter((file) => !new Set(readdirSync(MIGRATIONS_DIRECTORY)).has(file));
// The copy's compiled validators import ajv's helpers and the shared checks as the project's do.
symlinkSync(join(project, 'node_modules'), join(root, 'node_modules'));
symlinkSync(join(project, 'checks'), join(root, 'checks'));
const compiled = (await import(pathToFileURL(join(root, 'generated/validators/all.ts')).href)).compiledValidators as Record<string, CompiledValidators>;
useCompiledValidators(built.model, compiled);

let applied: string[];
let app: TestApp;
let owner: Client;
let staff: Client;
let globexOwner: Client;
let partner: Client;
const accounts = { acme: '', globex: '' };
const customers = { acme: '', globex: '' };
let acmeSupplier: string;

beforeAll(async () => {
  // A test database with the project's migrations (what is deployed), then the temporary folder's: only the new
  // migration should run, as on a real upgrade.
  app = await startTestApp({ model: built.model, seed: false });
  applied = await migrateLatest(app.knex, { directory: join(root, 'migrations') });
  await seedDemoData(app.knex, built.model, { orders: 4 });

  [owner, staff, globexOwner, partner] = await Promise.all([DEMO.acmeOwner, DEMO.acmeStaff, DEMO.globexOwner, DEMO.partner].map((email) => app.signIn(email)));
  for (const [key, name] of [['acme', 'Acme Trading'], ['globex', 'Globex Retail']] as const) {
    accounts[key] = (await app.knex('accounts').where({ name }).first('id')).id;
    customers[key] = (await app.knex('relationships').where({ account_id: accounts[key], type: 'CUSTOMER' }).orderBy('code').first('id')).id;
  }
  acmeSupplier = (await app.knex('relationships').where({ account_id: accounts.acme, type: 'SUPPLIER' }).first('id')).id;
});
afterAll(async () => {
  await app?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const stored = (id: string) => app.knex('gift_cards').where({ id }).first();
let codes = 0;
/** A fresh gift card body for Acme. */
const card = (overrides: Row = {}) => ({ code: `GC-${1000 + ++codes}`, balance: 2500, customer_id: customers.acme, ...overrides });

describe('the generator, given one new schema file', () => {
  it('writes one new migration that creates gift_cards with a composite reference to the customer', () => {
    expect(newMigration).toMatch(/^\d{12}-create-gift-cards\.ts$/);
    expect(written).toContain(`migrations/${newMigration}`);
    const sql = readFileSync(join(root, 'migrations', newMigration), 'utf8');
    expect(sql).toContain('create table gift_cards');
    expect(sql).toContain('constraint gift_cards_pkey primary key (account_id, id)');
    expect(sql).toMatch(/foreign key \(account_id, customer_id\) references relationships \(account_id, id\)/);
    expect(sql).toMatch(/create unique index gift_cards_code_unique on gift_cards \(account_id, lower\(code\)\)/);
    // Old migrations are never rewritten.
    for (const file of readdirSync(MIGRATIONS_DIRECTORY).filter((f) => f.endsWith('.ts'))) {
      expect(readFileSync(join(root, 'migrations', file), 'utf8')).toBe(readFileSync(join(MIGRATIONS_DIRECTORY, file), 'utf8'));
    }
  });

  it('describes the entity in the generated types and OpenAPI document', () => {
    expect(built.outputs.get('generated/types.ts')).toMatch(/export interface GiftCard\b/);
    const openapi = JSON.parse(built.outputs.get('generated/openapi.json')!);
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining([
      '/api/gift-cards', '/api/gift-cards/{id}', '/api/gift-cards/{id}/redeem', '/api/gift-cards/{id}/void',
    ]));
    expect(Object.keys(openapi.components.schemas)).toEqual(expect.arrayContaining(['GiftCard', 'GiftCardInput']));
    expect(written).toEqual(expect.arrayContaining(['generated/model.ts', 'generated/client-model.ts', 'generated/types.ts', 'generated/openapi.json']));
  });

  it('gives the entity to the permission it names', () => {
    const entity = built.model.entities.find((e) => e.name === 'gift-card')!;
    expect(entity).toMatchObject({ resource: 'gift-cards', table: 'gift_cards', tenancy: 'account', permission: 'orders' });
    const orders = built.model.permissions.find((p) => p.name === 'orders')!;
    expect(orders.grants).toContainEqual({ subject: 'gift-cards', actions: ['read', 'create', 'update', 'delete'], scope: 'ownAccount' });
  });

  it('is deterministic: building again changes nothing', async () => {
    const again = await build(root, { now: new Date('2031-06-07T08:09:00Z') });
    expect(staleOutputs(root, again.outputs)).toEqual([]);
  });
});

describe('the migration', () => {
  it('runs alone on a database that has the project\'s migrations', () => {
    expect(applied).toEqual([newMigration.replace(/\.ts$/, '')]);
  });

  it('keeps a gift card and its customer in one account (composite foreign key)', async () => {
    const { rows } = await app.knex.raw(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'gift_cards'::regclass and contype = 'f' order by conname`);
    expect(rows.map((r: Row) => r.def)).toContain('FOREIGN KEY (account_id, customer_id) REFERENCES relationships(account_id, id)');
    await expect(app.knex('gift_cards').insert({ account_id: accounts.acme, code: 'RAW-1', balance: 1, customer_id: customers.globex }))
      .rejects.toMatchObject({ code: '23503' });
  });
});

describe('the demo seed', () => {
  it('makes a few cards in each demo account from the schema\'s examples, for the account\'s customers, through the service', async () => {
    for (const key of ['acme', 'globex'] as const) {
      const seeded: Row[] = await app.knex('gift_cards').where({ account_id: accounts[key] }).whereIn('code', ['WELCOME-10', 'SPRING-25', 'LOYAL-100'])
        .select('id', 'code', 'balance', 'kind', 'spend_limit', 'expires_on', 'currency', 'status', 'customer_id');
      const byCode = new Map(seeded.map((r) => [r.code, r]));
      expect([...byCode.keys()].sort()).toEqual(['LOYAL-100', 'SPRING-25', 'WELCOME-10']);
      expect(['WELCOME-10', 'SPRING-25', 'LOYAL-100'].map((code) => [byCode.get(code)!.balance, byCode.get(code)!.kind, byCode.get(code)!.spend_limit]))
        .toEqual([[1000, 'STANDARD', null], [2500, 'STANDARD', 1000], [10000, 'PROMO', 5000]]);
      // The schema's default and initial state; the promotional card has its expiry date (the x-rules rule holds).
      expect(seeded.every((r) => r.currency === 'GBP' && r.status === 'ACTIVE')).toBe(true);
      expect(String(byCode.get('LOYAL-100')!.expires_on)).toMatch(/2031-12-31|Dec 31 2031/);
      // References resolved to the account's own customers, in a fixed order (by name): the first three.
      const first = await app.knex('relationships').where({ account_id: accounts[key], type: 'CUSTOMER' }).orderBy([{ column: 'name' }, { column: 'id' }]).limit(3).pluck('id');
      expect(['WELCOME-10', 'SPRING-25', 'LOYAL-100'].map((code) => byCode.get(code)!.customer_id)).toEqual(first);
      // Made through the service: in the audit log as the account owner's.
      const audit = await app.knex('audit_log').where({ account_id: accounts[key], resource: 'gift-cards', action: 'create' }).whereIn('record_id', seeded.map((r) => r.id)).count<{ n: number }[]>({ n: '*' });
      expect(Number(audit[0].n)).toBe(3);
    }
  });
});

describe('createApp({ model })', () => {
  // Abilities come from the model the app was given, not from the model compiled into generated/: a new entity's
  // permission applies without a restart of this process.
  it('enforces the permissions of the model it was given', async () => {
    const response = await owner.post('/api/gift-cards', card());
    expect(response.status).toBe(201);
  });
});

describe('the gift card API', () => {
  it('creates a card in the session\'s account, ACTIVE at version 1', async () => {
    const response = await owner.post('/api/gift-cards', { ...card({ code: '  GC-ACME-1 ', balance: 5000 }), account_id: accounts.globex, status: 'VOID' });
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`/api/gift-cards/${response.body.id}`);
    expect(response.body).toMatchObject({ code: 'GC-ACME-1', balance: 5000, currency: 'GBP', status: 'ACTIVE', version: 1, account_id: accounts.acme });
    expect(await stored(response.body.id)).toMatchObject({
      account_id: accounts.acme, code: 'GC-ACME-1', balance: 5000, currency: 'GBP', status: 'ACTIVE', customer_id: customers.acme, version: 1,
    });
  });

  it('refuses an invalid body with 400, naming each field with a JSON pointer', async () => {
    const before = await app.knex('gift_cards').count<{ n: number }[]>({ n: '*' });
    const response = await owner.post('/api/gift-cards', { code: 'AB', balance: -5, currency: 'gbp', colour: 'red' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.body.code).toBe('validation_failed');
    const pointers = Object.fromEntries(response.body.errors.map((e: { pointer: string; message: string }) => [e.pointer, e.message]));
    expect(Object.keys(pointers).sort()).toEqual(['/balance', '/code', '/colour', '/currency', '/customer_id']);
    expect(pointers['/customer_id']).toBe('is required');
    expect(pointers['/balance']).toBe('must be at least 0');
    expect(await app.knex('gift_cards').count<{ n: number }[]>({ n: '*' })).toEqual(before);
  });

  it('refuses a supplier or another account\'s customer as the card\'s customer (400 /customer_id)', async () => {
    for (const customer_id of [acmeSupplier, customers.globex]) {
      const response = await owner.post('/api/gift-cards', card({ customer_id }));
      expect(response.status).toBe(400);
      expect(response.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/customer_id']);
    }
  });

  it('refuses a duplicate code in another case with 409 at /code, and allows it in another account', async () => {
    expect((await owner.post('/api/gift-cards', card({ code: 'GC-DUP-1' }))).status).toBe(201);
    const duplicate = await owner.post('/api/gift-cards', card({ code: 'gc-dup-1' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 'duplicate', errors: [{ pointer: '/code', message: 'is already used by another gift card' }] });
    expect(await app.knex('gift_cards').whereRaw('lower(code) = ?', ['gc-dup-1']).select('account_id')).toEqual([{ account_id: accounts.acme }]);
    const elsewhere = await globexOwner.post('/api/gift-cards', card({ code: 'gc-dup-1', customer_id: customers.globex }));
    expect(elsewhere.status).toBe(201);
    expect((await stored(elsewhere.body.id)).account_id).toBe(accounts.globex);
  });

  it('redeems a card, then refuses a second redeem with 409 listing what is allowed', async () => {
    const { body: created } = await owner.post('/api/gift-cards', card());
    const redeemed = await owner.post(`/api/gift-cards/${created.id}/redeem`, { version: 1 });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ status: 'REDEEMED', version: 2 });
    expect(await stored(created.id)).toMatchObject({ status: 'REDEEMED', version: 2 });

    const again = await owner.post(`/api/gift-cards/${created.id}/redeem`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'illegal_transition', currentStatus: 'REDEEMED', allowed: [] });
    expect(again.body.detail).toContain('allowed now: none');
    expect(await stored(created.id)).toMatchObject({ status: 'REDEEMED', version: 2 });

    const history = await owner.get(`/api/gift-cards/${created.id}/history`);
    expect(history.body).toEqual([expect.objectContaining({ transition: 'redeem', from_status: 'ACTIVE', to_status: 'REDEEMED', user_email: DEMO.acmeOwner })]);
    expect((await owner.post(`/api/gift-cards/${created.id}/top-up`, {})).status).toBe(404);
  });

  it('takes a transition\'s input: checked against its schema, written to the record, the record still valid', async () => {
    const { body: created } = await owner.post('/api/gift-cards', card());
    const adjusted = await owner.post(`/api/gift-cards/${created.id}/adjust`, { version: 1, balance: 4200, note: 'goodwill' });
    expect(adjusted.status).toBe(200);
    expect(adjusted.body).toMatchObject({ status: 'ACTIVE', balance: 4200, adjustment_note: 'goodwill', version: 2 });
    expect(await stored(created.id)).toMatchObject({ balance: 4200, adjustment_note: 'goodwill' });

    const missing = await owner.post(`/api/gift-cards/${created.id}/adjust`, { version: 2 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ pointer: '/balance', message: 'is required' }]);
    const unknown = await owner.post(`/api/gift-cards/${created.id}/adjust`, { version: 2, balance: 1, colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ pointer: '/colour' })]);
    // The input allows any integer; the field does not: the record after the transition is checked as a PUT would be.
    const negative = await owner.post(`/api/gift-cards/${created.id}/adjust`, { version: 2, balance: -5 });
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual([{ pointer: '/balance', message: 'must be at least 0' }]);
    expect(await stored(created.id)).toMatchObject({ balance: 4200, version: 2 });

    const openapi = JSON.parse(built.outputs.get('generated/openapi.json')!);
    const body = openapi.paths['/api/gift-cards/{id}/adjust'].post.requestBody;
    expect(body.required).toBe(true);
    expect(body.content['application/json'].schema).toMatchObject({ required: ['balance'], additionalProperties: false, properties: { balance: { type: 'integer' }, version: { type: 'integer' } } });
    expect(openapi.paths['/api/gift-cards/{id}/void'].post.requestBody.content['application/json'].schema.properties).toEqual({ version: expect.any(Object) });
  });

  it('lets staff holding orders create and void cards', async () => {
    const response = await staff.post('/api/gift-cards', card({ code: 'GC-STAFF-1' }));
    expect(response.status).toBe(201);
    expect(await stored(response.body.id)).toMatchObject({ account_id: accounts.acme, status: 'ACTIVE' });
    expect((await staff.post(`/api/gift-cards/${response.body.id}/void`, {})).body).toMatchObject({ status: 'VOID' });
    expect(await stored(response.body.id)).toMatchObject({ status: 'VOID', version: 2 });
  });

  it('lets the partner (orders, read-only) read Acme\'s cards and nothing more', async () => {
    const list = await partner.get(app.listPath('gift-cards', { range: [0, 99] }));
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(new Set(list.body.map((c: Row) => c.account_id))).toEqual(new Set([accounts.acme]));
    expect((await partner.post('/api/gift-cards', card(), { 'X-Account-Id': accounts.acme })).status).toBe(403);
  });

  it('keeps Acme\'s cards from the Globex owner (404), unchanged', async () => {
    const { body: created } = await owner.post('/api/gift-cards', card({ code: 'GC-PRIVATE-1' }));
    const row = await stored(created.id);
    expect((await globexOwner.get(`/api/gift-cards/${created.id}`)).status).toBe(404);
    expect((await globexOwner.get(`/api/gift-cards/${created.id}/history`)).status).toBe(404);
    const list = await globexOwner.get(app.listPath('gift-cards', { filter: { q: 'GC-PRIVATE' } }));
    expect(list.body).toEqual([]);
    expect((await globexOwner.put(`/api/gift-cards/${created.id}`, { balance: 0, version: 1 })).status).toBe(404);
    expect((await globexOwner.post(`/api/gift-cards/${created.id}/redeem`, {})).status).toBe(404);
    expect((await globexOwner.delete(`/api/gift-cards/${created.id}`)).status).toBe(404);
    expect(await stored(created.id)).toEqual(row);
  });

  it('filters and sorts lists on the new fields', async () => {
    const made: Row[] = [];
    for (const [code, balance] of [['GC-LIST-A', 100], ['GC-LIST-B', 9900], ['GC-LIST-C', 4200]] as const) {
      made.push((await owner.post('/api/gift-cards', card({ code, balance }))).body);
    }
    await owner.post(`/api/gift-cards/${made[2].id}/redeem`, {});

    const byBalance = await owner.get(app.listPath('gift-cards', { filter: { q: 'GC-LIST' }, sort: ['balance', 'DESC'] }));
    expect(byBalance.status).toBe(200);
    expect(byBalance.body.map((c: Row) => c.code)).toEqual(['GC-LIST-B', 'GC-LIST-C', 'GC-LIST-A']);

    const redeemed = await owner.get(app.listPath('gift-cards', { filter: { status: 'REDEEMED', q: 'GC-LIST' } }));
    expect(redeemed.body.map((c: Row) => c.code)).toEqual(['GC-LIST-C']);

    const rich = await owner.get(app.listPath('gift-cards', { filter: { balance_gte: 4200, customer_id: customers.acme, q: 'GC-LIST' }, sort: ['code', 'ASC'] }));
    expect(rich.body.map((c: Row) => c.code)).toEqual(['GC-LIST-B', 'GC-LIST-C']);

    const all = await owner.get(app.listPath('gift-cards', { range: [0, 999] }));
    const stored = await app.knex('gift_cards').where({ account_id: accounts.acme }).count<{ n: number }[]>({ n: '*' });
    expect(all.headers.get('content-range')).toBe(`gift-cards 0-${Number(stored[0].n) - 1}/${stored[0].n}`);
    // The schema's default sort: code ascending.
    const listed = all.body.map((c: Row) => c.code);
    expect(listed).toEqual([...listed].sort());
  });

  it.each([
    ['an unknown sort field', { sort: ['colour', 'ASC'] }, '/sort/0'],
    ['a filter on an unknown field', { filter: { colour: 'red' } }, '/filter/colour'],
    ['a status outside the enum', { filter: { status: 'SPENT' } }, '/filter/status'],
    ['a balance that is not a number', { filter: { balance_gte: 'lots' } }, '/filter/balance_gte'],
  ] as const)('refuses %s with 400 naming the parameter', async (_case, params, pointer) => {
    const response = await owner.get(app.listPath('gift-cards', params as never));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'bad_query', errors: [{ pointer }] });
  });
});

describe('cross-field rules and the compiled validator', () => {
  /** Bodies a client might send, valid and not, for the verdicts compared below. */
  const bodies = () => [
    card({ code: 'GC-RULE-1', spend_limit: 3000 }),
    card({ code: 'GC-RULE-2', spend_limit: 2500 }),
    card({ code: 'GC-RULE-3', kind: 'PROMO' }),
    card({ code: 'GC-RULE-4', kind: 'PROMO', expires_on: null }),
    card({ code: 'GC-RULE-5', kind: 'PROMO', expires_on: '2031-01-01', spend_limit: 100 }),
    card({ code: 'x', balance: -1, currency: 'QQQ', kind: 'GIFT', expires_on: '2031-02-30', colour: 'red' }),
  ];

  it('refuses a spend limit above the balance ($data), naming both, and stores nothing', async () => {
    const before = await app.knex('gift_cards').count<{ n: number }[]>({ n: '*' });
    const response = await owner.post('/api/gift-cards', card({ spend_limit: 3000 }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/spend_limit', message: 'is more than the balance (2500)' }]);
    expect(await app.knex('gift_cards').count<{ n: number }[]>({ n: '*' })).toEqual(before);
  });

  it('refuses a promotional card without its expiry date (x-rules), and keeps one that has it', async () => {
    const missing = await owner.post('/api/gift-cards', card({ kind: 'PROMO' }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ pointer: '/expires_on', message: 'is required for a promotional card' }]);
    const made = await owner.post('/api/gift-cards', card({ kind: 'PROMO', expires_on: '2031-01-01', spend_limit: 1000 }));
    expect(made.status).toBe(201);
    expect(await stored(made.body.id)).toMatchObject({ kind: 'PROMO', spend_limit: 1000 });
    expect(String((await stored(made.body.id)).expires_on)).toMatch(/^2031-01-01/);
  });

  it('checks the record as it would be after a PUT: lowering the balance under the spend limit is refused', async () => {
    const { body: created } = await owner.post('/api/gift-cards', card({ spend_limit: 2000 }));
    const lowered = await owner.put(`/api/gift-cards/${created.id}`, { balance: 1500, version: created.version });
    expect(lowered.status).toBe(400);
    expect(lowered.body.errors).toEqual([{ pointer: '/spend_limit', message: 'is more than the balance (1500)' }]);
    expect(await stored(created.id)).toMatchObject({ balance: 2500, spend_limit: 2000, version: 1 });
    const cleared = await owner.put(`/api/gift-cards/${created.id}`, { balance: 1500, spend_limit: null, version: created.version });
    expect(cleared.status).toBe(200);
    expect(await stored(created.id)).toMatchObject({ balance: 1500, spend_limit: null, version: 2 });
  });

  it('checks a field compared with one a transition changes: adjusting the balance under the spend limit is refused', async () => {
    const { body: created } = await owner.post('/api/gift-cards', card({ spend_limit: 2000 }));
    const adjusted = await owner.post(`/api/gift-cards/${created.id}/adjust`, { version: 1, balance: 1000 });
    expect(adjusted.status).toBe(400);
    expect(adjusted.body.errors).toEqual([{ pointer: '/spend_limit', message: 'is more than the balance (1000)' }]);
    expect(await stored(created.id)).toMatchObject({ balance: 2500, spend_limit: 2000, version: 1 });
  });

  it('says the rules in the OpenAPI document, which stays plain JSON Schema', () => {
    const openapi = JSON.parse(built.outputs.get('generated/openapi.json')!);
    const input = openapi.components.schemas.GiftCardInput;
    expect(input.description).toContain('`/expires_on` is required for a promotional card');
    expect(input.properties.spend_limit.description).toContain('`maximum`: the value at `1/balance`');
    expect(JSON.stringify(openapi)).not.toContain('"$data"');
  });

  it('emits the entity\'s validator as standalone code, with its transition input', () => {
    const code = built.outputs.get('generated/validators/gift-card.ts')!;
    expect(written).toContain('generated/validators/gift-card.ts');
    expect(code).not.toMatch(/\brequire\(|new Function|\beval\(/);
    expect(code).toContain('export const transitions = { "adjust": ');
  });

  it('gives the same verdicts in the API, in Node and in Chromium (no eval allowed)', async () => {
    const entity = built.model.entities.find((e) => e.name === 'gift-card')!;
    const compiled = (await import(pathToFileURL(join(root, 'generated/validators/gift-card.ts')).href)) as CompiledValidators;
    const inNode = bodies().map((body) => entityValidator(built.model.entities, entity, compiled).validate(body));
    expect(inNode[0]).toEqual([{ pointer: '/spend_limit', message: 'is more than the balance (2500)' }]);
    expect(inNode[1]).toEqual([]);
    expect(inNode[3]).toEqual([{ pointer: '/expires_on', message: 'is required for a promotional card' }]);

    // What the API answers for the same bodies (an accepted one is stored, so the codes are unique).
    const inApi: unknown[] = [];
    for (const body of bodies()) {
      const response = await owner.post('/api/gift-cards', body);
      inApi.push(response.status === 201 ? [] : response.body.errors);
    }
    // The API also checks references and uniqueness after the schema; these bodies are all fine there.
    expect(inApi).toEqual(inNode);

    // The admin's way: the same module and message map bundled for the browser, run under a CSP that forbids eval.
    const entry = [
      "import * as compiled from './generated/validators/gift-card.ts';",
      "import { entityValidator } from './checks/validation.ts';",
      `const entities = ${JSON.stringify(built.model.entities)};`,
      "const validator = entityValidator(entities, entities.find((e) => e.name === 'gift-card'), compiled);",
      // Run by the page's own script, so the page's Content-Security-Policy governs it (DevTools evaluation is exempt).
      `window.verdicts = ${JSON.stringify(bodies())}.map((body) => validator.validate(body));`,
      "window.evalRefused = (() => { try { new Function('return 1'); return false; } catch { return true; } })();",
    ].join('\n');
    const { outputFiles } = await bundle({ stdin: { contents: entry, resolveDir: root, loader: 'ts' }, bundle: true, format: 'iife', platform: 'browser', write: false, logLevel: 'silent' });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
    try {
      const page = await browser.newPage();
      // Served with the header, as the API serves the admin: scripts from the page's origin only, no eval.
      const csp = "default-src 'none'; script-src 'self'";
      await page.route('http://verdicts.test/**', (route) => route.fulfill(route.request().url().endsWith('.js')
        ? { contentType: 'text/javascript', body: outputFiles[0].text }
        : { contentType: 'text/html', headers: { 'content-security-policy': csp }, body: '<!doctype html><title>verdicts</title><script src="/validator.js"></script>' }));
      await page.goto('http://verdicts.test/');
      const { evalRefused, verdicts } = await page.evaluate(() => {
        const w = window as unknown as { evalRefused: boolean; verdicts: unknown[] };
        return { evalRefused: w.evalRefused, verdicts: w.verdicts };
      });
      expect(evalRefused).toBe(true);
      expect(verdicts).toEqual(inNode);
    } finally {
      await browser.close();
    }
  }, 300_000);
});

// The whole permission matrix (tests/helpers/permission-matrix.ts) on the new resource: every demo user × list,
// create, get, update, delete and a transition, expected from the manifest, with bodies from the schema alone.
describe('the permission matrix of the new resource', () => {
  describePermissionMatrix({ model: built.model, app: () => app, resources: ['gift-cards'] });
});

describe('the audit log of the new resource', () => {
  it('records create, update and transition with no code for it', async () => {
    const { body: created } = await owner.post('/api/gift-cards', card({ code: 'GC-AUDIT-1', balance: 1000 }));
    await owner.put(`/api/gift-cards/${created.id}`, { ...created, balance: 750 });
    await owner.post(`/api/gift-cards/${created.id}/redeem`, {});
    const log = await owner.get(`/api/gift-cards/${created.id}/audit`);
    expect(log.status).toBe(200);
    expect(log.body.map((e: Row) => [e.action, e.transition, e.changes.balance ?? e.changes.status])).toEqual([
      ['create', null, { from: null, to: 1000 }],
      ['update', null, { from: 1000, to: 750 }],
      ['transition', 'redeem', { from: 'ACTIVE', to: 'REDEEMED' }],
    ]);
  });
});

describe('a later rename (x-renamedFrom)', () => {
  it('renames the column in a generated migration and keeps every stored value', async () => {
    const before = await app.knex('gift_cards').select('id', 'balance').orderBy('id');
    expect(before.length).toBeGreaterThan(0);
    const renamed = structuredClone(GIFT_CARD) as Row;
    const { balance, ...rest } = renamed.properties;
    renamed.properties = { ...rest, amount_left: { ...balance, title: 'Amount left', 'x-renamedFrom': 'balance' } };
    renamed.properties.spend_limit.maximum = { $data: '1/amount_left' };
    renamed.required = renamed.required.map((f: string) => (f === 'balance' ? 'amount_left' : f));
    renamed['x-entity'].list.columns = renamed['x-entity'].list.columns.map((f: string) => (f === 'balance' ? 'amount_left' : f));
    writeFileSync(join(root, 'entities/gift-card/gift-card.schema.json'), `${JSON.stringify(renamed, null, 2)}\n`);

    // No --allow-destructive: a rename loses nothing.
    const next = await build(root, { now: new Date('2030-01-03T00:00:00Z') });
    const files = writeOutputs(root, next.outputs).filter((f) => f.startsWith('migrations/2'));
    expect(files).toEqual(['migrations/203001030000-rename-gift-cards-balance.ts']);
    expect(readFileSync(join(root, files[0]), 'utf8')).toContain('alter table gift_cards rename column balance to amount_left');

    expect(await migrateLatest(app.knex, { directory: join(root, 'migrations') })).toEqual(['203001030000-rename-gift-cards-balance']);
    const after = await app.knex('gift_cards').select('id', 'amount_left').orderBy('id');
    expect(after.map((r: Row) => [r.id, Number(r.amount_left)])).toEqual(before.map((r: Row) => [r.id, Number(r.balance)]));
    // Once migrated, the same schemas change nothing.
    expect(staleOutputs(root, (await build(root, { now: new Date('2030-01-04T00:00:00Z') })).outputs)).toEqual([]);
  });
});
