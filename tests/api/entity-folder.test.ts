/**
 * "An entity is one folder", end to end (issue 23). In a temporary copy of the project's sources, one folder is
 * added — entities/supplier-invoice/ — and nothing else is edited: its schema and its lines' schema (money totals,
 * references to a supplier and a purchase order, draft → approved → paid, an `approve` that takes a note, asks to
 * confirm and is for owners only, a `$data` rule: due on or after the issue date), its menu entry (routes.json), its
 * own permission and the member grant that lets all staff read it (permissions.json), and its hooks (hooks.ts:
 * the totals). The generator writes its migration, types, validators and the hook registry; the API serves it with
 * the folder's hooks; the permission matrix and the junk walk run over it unchanged; then a field is renamed in the
 * folder and a rename migration keeps the stored values.
 *
 * The copy links the project's api/ entries (and api/domain's, but for the hook registry the generator writes), so
 * the copy's registry and the new folder's hooks.ts import the project's domain code as the app does: one instance
 * of each module, and the copy's registry is the one the app is given.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, staleOutputs, writeOutputs } from '../../generator/index.ts';
import { HOOK_REGISTRY } from '../../generator/emit-hooks.ts';
import type { Model } from '../../model/types.ts';
import { migrateLatest, MIGRATIONS_DIRECTORY } from '../../api/db/index.ts';
import { useCompiledValidators } from '../../api/crud/validation.ts';
import type { CompiledValidators } from '../../generated/validators/types.ts';
import type { HookRegistry } from '../../api/domain/hooks.ts';
import { seedDemoData } from '../../api/seed/demo.ts';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { describePermissionMatrix } from '../helpers/permission-matrix.ts';
import { describeJunkWalk } from '../helpers/junk-walk.ts';

type Row = Record<string, any>;

const money = (title: string, currencyField: string) => ({ type: 'integer', title, readOnly: true, 'x-money': { currencyField } });

const SUPPLIER_INVOICE = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'supplier-invoice.schema.json',
  title: 'Supplier invoice',
  description: 'A bill a supplier sends for goods or services. It is entered as a draft, approved by an owner, then marked paid.',
  type: 'object',
  'x-entity': {
    resource: 'supplier-invoices',
    permission: 'supplierInvoices',
    label: 'number',
    search: ['number', 'supplier_ref'],
    list: { columns: ['number', 'supplier_ref', 'issued_on', 'due_on', 'total', 'status'], sort: ['issued_on', 'DESC'] },
    numbering: { field: 'number', prefix: 'SI-', width: 6 },
    stateMachine: {
      field: 'status',
      initial: 'DRAFT',
      transitions: {
        approve: {
          from: ['DRAFT'], to: 'APPROVED', label: 'Approve', roles: ['owner'], confirm: 'Approve this invoice for payment?',
          input: { type: 'object', required: ['note'], properties: { note: { type: 'string', title: 'Approval note', minLength: 10, maxLength: 200 } } },
          set: { approval_note: '$input.note', approved_at: '$now' },
        },
        pay: { from: ['APPROVED'], to: 'PAID', label: 'Mark paid', set: { paid_at: '$now' } },
      },
    },
  },
  required: ['supplier_id', 'supplier_ref', 'issued_on', 'due_on', 'lines'],
  properties: {
    number: { type: 'string', title: 'Number', readOnly: true },
    supplier_id: { type: 'string', format: 'uuid', title: 'Supplier', 'x-ref': { entity: 'relationship', where: { type: 'SUPPLIER' } } },
    purchase_order_id: { type: ['string', 'null'], format: 'uuid', title: 'Purchase order', 'x-ref': { entity: 'purchase-order' } },
    supplier_ref: { type: 'string', title: 'Supplier\'s invoice number', minLength: 1, maxLength: 40, 'x-trim': true },
    issued_on: { type: 'string', format: 'date', title: 'Issued on' },
    // Due on or after the day it was issued: a bound taken from another field of the record ($data).
    due_on: { type: 'string', format: 'date', title: 'Due on', formatMinimum: { $data: '1/issued_on' } },
    currency: { type: 'string', title: 'Currency', pattern: '^[A-Z]{3}$', default: 'GBP', 'x-format': 'currency' },
    lines: {
      type: 'array', title: 'Lines', minItems: 1, maxItems: 200, items: { $ref: 'supplier-invoice-line.schema.json' },
      'x-children': { entity: 'supplier-invoice-line', foreignKey: 'supplier_invoice_id', orderBy: 'position' },
    },
    net_total: money('Net', 'currency'),
    tax_total: money('Tax', 'currency'),
    total: money('Total', 'currency'),
    status: { type: 'string', title: 'Status', enum: ['DRAFT', 'APPROVED', 'PAID'], readOnly: true },
    approval_note: { type: ['string', 'null'], title: 'Approval note', readOnly: true },
    approved_at: { type: ['string', 'null'], format: 'date-time', title: 'Approved at', readOnly: true },
    paid_at: { type: ['string', 'null'], format: 'date-time', title: 'Paid at', readOnly: true },
  },
};

const SUPPLIER_INVOICE_LINE = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'supplier-invoice-line.schema.json',
  title: 'Supplier invoice line',
  description: 'One thing billed: quantity times unit cost, and the tax on it at the line\'s rate.',
  type: 'object',
  'x-entity': { childOf: { entity: 'supplier-invoice', foreignKey: 'supplier_invoice_id' }, label: 'description' },
  required: ['description', 'quantity', 'unit_cost'],
  properties: {
    position: { type: 'integer', title: 'Position', readOnly: true },
    supplier_invoice_id: { type: 'string', format: 'uuid', title: 'Supplier invoice', readOnly: true, 'x-ui': { hidden: true } },
    description: { type: 'string', title: 'Description', minLength: 1, maxLength: 200 },
    quantity: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 100000 },
    unit_cost: { type: 'integer', title: 'Unit cost', minimum: 0, maximum: 100000000, 'x-money': { currencyField: '$parent.currency' } },
    tax_rate: { type: 'number', title: 'Tax rate (%)', minimum: 0, maximum: 100, default: 20 },
    net: money('Net', '$parent.currency'),
    tax: money('Tax', '$parent.currency'),
    gross: money('Gross', '$parent.currency'),
  },
};

const ROUTES = {
  $schema: '../../schemas/meta/entity-routes.meta.schema.json',
  routes: [{
    // Just after Purchase Orders (670) in the manifest's order, so second in the Purchase Orders menu group.
    position: 675,
    path: '/purchase-orders/supplier-invoices',
    title: 'Supplier Invoices',
    layout: 'secure',
    guard: { login: true, permissions: [], flags: [], roles: [] },
    group: 'purchase-orders',
    kind: 'list',
    modes: ['list', 'create', 'edit', 'view'],
    entity: 'supplier-invoice',
  }],
};

const PERMISSIONS = {
  $schema: '../../schemas/meta/entity-permissions.meta.schema.json',
  permissions: {
    supplierInvoices: {
      position: 115,
      label: 'Supplier invoices',
      description: 'Enter the bills suppliers send and mark them paid (approving them is for owners).',
      grants: [
        { subject: 'relationships', actions: ['read'], conditions: { type: 'SUPPLIER' } },
        { subject: 'purchase-orders', actions: ['read'] },
      ],
    },
  },
  // Every member of the account reads supplier invoices (staff check what is owed); writing needs the permission.
  memberGrants: [{ subject: 'supplier-invoices', actions: ['read'] }],
};

// The totals: what a folder's hooks.ts looks like when its logic is small enough to live in the folder.
const HOOKS = `/** The supplier invoice's totals, from its lines. */
import { defineHooks } from '../../api/domain/hooks.ts';

export const hooks = defineHooks('supplier-invoice', {
  async beforeWrite(invoice) {
    if (!Array.isArray(invoice.lines)) return;
    let net = 0;
    let tax = 0;
    for (const line of invoice.lines) {
      line.net = line.quantity * line.unit_cost;
      line.tax = Math.round((line.net * Number(line.tax_rate ?? 0)) / 100);
      line.gross = line.net + line.tax;
      net += line.net;
      tax += line.tax;
    }
    invoice.net_total = net;
    invoice.tax_total = tax;
    invoice.total = net + tax;
  },
});
`;

const NOW = new Date('2030-02-03T04:05:00Z');
const project = join(import.meta.dirname, '..', '..');
const FOLDER = 'entities/supplier-invoice';
const writeJson = (root: string, file: string, json: unknown) => writeFileSync(join(root, file), `${JSON.stringify(json, null, 2)}\n`);

/** A folder of links to `from`'s entries, but for `except` (which the generator writes in the copy). */
function linkEntries(from: string, to: string, except: (name: string) => boolean): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) if (!except(name)) symlinkSync(join(from, name), join(to, name));
}

// Built when the file is collected (the permission matrix below needs the model's resources to name its cases).
const root = mkdtempSync(join(tmpdir(), 'sellyard-entity-folder-'));
for (const folder of ['schemas', 'entities']) cpSync(join(project, folder), join(root, folder), { recursive: true });
cpSync(MIGRATIONS_DIRECTORY, join(root, 'migrations'), { recursive: true });
linkEntries(join(project, 'api'), join(root, 'api'), (name) => name === 'domain');
linkEntries(join(project, 'api/domain'), join(root, 'api/domain'), (name) => join('api/domain', name) === HOOK_REGISTRY);
// The copy's compiled validators import ajv's helpers and the shared checks as the project's do.
symlinkSync(join(project, 'node_modules'), join(root, 'node_modules'));
symlinkSync(join(project, 'checks'), join(root, 'checks'));
const before = await build(root, { now: NOW });
writeOutputs(root, before.outputs);

// The one edit: a new folder.
mkdirSync(join(root, FOLDER));
writeJson(root, `${FOLDER}/supplier-invoice.schema.json`, SUPPLIER_INVOICE);
writeJson(root, `${FOLDER}/supplier-invoice-line.schema.json`, SUPPLIER_INVOICE_LINE);
writeJson(root, `${FOLDER}/routes.json`, ROUTES);
writeJson(root, `${FOLDER}/permissions.json`, PERMISSIONS);
writeFileSync(join(root, `${FOLDER}/hooks.ts`), HOOKS);
const built: { model: Model; outputs: Map<string, string> } = await build(root, { now: NOW });
const written = writeOutputs(root, built.outputs);
const [newMigration] = readdirSync(join(root, 'migrations')).filter((file) => !new Set(readdirSync(MIGRATIONS_DIRECTORY)).has(file));
const compiled = (await import(pathToFileURL(join(root, 'generated/validators/all.ts')).href)).compiledValidators as Record<string, CompiledValidators>;
useCompiledValidators(built.model, compiled);
const { entityHooks } = (await import(pathToFileURL(join(root, HOOK_REGISTRY)).href)) as { entityHooks: HookRegistry };

let app: TestApp;
let applied: string[];
let owner: Client;
let staff: Client;
let supplier: string;
let purchaseOrder: string;

beforeAll(async () => {
  // The project's migrations (what is deployed), then the copy's: only the new one runs, as on a real upgrade.
  app = await startTestApp({ model: built.model, seed: false, app: { hooks: entityHooks } });
  applied = await migrateLatest(app.knex, { directory: join(root, 'migrations') });
  await seedDemoData(app.knex, built.model, { orders: 4 });
  [owner, staff] = await Promise.all([app.signIn(DEMO.acmeOwner), app.signIn(DEMO.acmeStaff)]);
  const account = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  supplier = (await app.knex('relationships').where({ account_id: account, type: 'SUPPLIER' }).orderBy('code').first('id')).id;
  purchaseOrder = (await app.knex('purchase_orders').where({ account_id: account }).orderBy('number').first('id')).id;
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

let refs = 0;
const invoice = (overrides: Row = {}) => ({
  supplier_id: supplier,
  purchase_order_id: purchaseOrder,
  supplier_ref: `INV-${1000 + ++refs}`,
  issued_on: '2030-01-10',
  due_on: '2030-02-09',
  lines: [{ description: 'Cardboard boxes', quantity: 10, unit_cost: 250 }, { description: 'Delivery', quantity: 1, unit_cost: 1500, tax_rate: 0 }],
  ...overrides,
});

describe('the generator, given one new entity folder', () => {
  it('writes one migration creating the invoice and line tables, and no other change to the project\'s', () => {
    expect(newMigration).toMatch(/^\d{12}-create-supplier-invoice-lines-and-supplier-invoices\.ts$|^\d{12}-create-supplier-invoices-and-supplier-invoice-lines\.ts$|^\d{12}-create-2-tables\.ts$/);
    const sql = readFileSync(join(root, 'migrations', newMigration), 'utf8');
    expect(sql).toContain('create table supplier_invoices');
    expect(sql).toContain('create table supplier_invoice_lines');
    expect(sql).toMatch(/foreign key \(account_id, supplier_id\) references relationships \(account_id, id\)/);
    expect(written).toEqual(expect.arrayContaining([`migrations/${newMigration}`, HOOK_REGISTRY, 'generated/validators/supplier-invoice.ts']));
  });

  it('registers the folder\'s hooks in the generated registry', () => {
    expect(built.outputs.get(HOOK_REGISTRY)).toContain(`import { hooks as supplierInvoiceHooks } from '../../${FOLDER}/hooks.ts';`);
    expect(before.outputs.get(HOOK_REGISTRY)).not.toContain('supplier-invoice');
    expect(Object.keys(entityHooks)).toContain('supplier-invoice');
  });

  it('merges the folder\'s route into the menu group at its position, and its permission and member grant into the manifest\'s', () => {
    const group = built.model.routes.filter((r) => r.group === 'purchase-orders').map((r) => r.path);
    expect(group.indexOf('/purchase-orders/supplier-invoices')).toBe(group.indexOf('/purchase-orders/purchase-orders') + 1);
    expect(built.model.routes.find((r) => r.path === '/purchase-orders/supplier-invoices')).not.toHaveProperty('position');
    const names = built.model.permissions.map((p) => p.name);
    expect(names.indexOf('supplierInvoices')).toBe(names.indexOf('purchaseOrders') + 1);
    expect(built.model.permissions.find((p) => p.name === 'supplierInvoices')!.grants).toContainEqual({ subject: 'supplier-invoices', actions: ['read', 'create', 'update', 'delete'], scope: 'ownAccount' });
    expect(built.model.memberGrants).toContainEqual({ subject: 'supplier-invoices', actions: ['read'], scope: 'ownAccount' });
  });

  it('is deterministic: building again changes nothing', async () => {
    const again = await build(root, { now: new Date('2031-06-07T08:09:00Z') });
    expect(staleOutputs(root, again.outputs)).toEqual([]);
  });

  it('runs the one new migration on a database that has the project\'s', () => {
    expect(applied).toEqual([newMigration.replace(/\.ts$/, '')]);
  });
});

describe('the supplier invoice API', () => {
  it('creates a numbered draft with its lines and the totals its hooks.ts computes', async () => {
    const response = await owner.post('/api/supplier-invoices', invoice());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'DRAFT', net_total: 4000, tax_total: 500, total: 4500, currency: 'GBP' });
    expect(response.body.number).toMatch(/^SI-\d{6}$/);
    const lines = await app.knex('supplier_invoice_lines').where({ supplier_invoice_id: response.body.id }).orderBy('position');
    expect(lines.map((l: Row) => [l.description, l.net, l.tax, l.gross])).toEqual([['Cardboard boxes', 2500, 500, 3000], ['Delivery', 1500, 0, 1500]]);
  });

  it('refuses a due date before the issue date with 400 at /due_on (the $data rule)', async () => {
    const response = await owner.post('/api/supplier-invoices', invoice({ due_on: '2030-01-09' }));
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/due_on']);
  });

  it('lets staff read (the folder\'s member grant) but not write or approve', async () => {
    const created = (await owner.post('/api/supplier-invoices', invoice())).body;
    expect((await staff.get(`/api/supplier-invoices/${created.id}`)).status).toBe(200);
    expect((await staff.post('/api/supplier-invoices', invoice())).status).toBe(403);
    expect((await staff.post(`/api/supplier-invoices/${created.id}/approve`, { note: 'Checked against the delivery' })).status).toBe(403);
  });

  it('approves with a note (the transition\'s input), then pays', async () => {
    const created = (await owner.post('/api/supplier-invoices', invoice())).body;
    const noNote = await owner.post(`/api/supplier-invoices/${created.id}/approve`, { note: 'ok' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/note']);
    const approved = await owner.post(`/api/supplier-invoices/${created.id}/approve`, { note: 'Checked against the delivery' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', approval_note: 'Checked against the delivery' });
    const paid = await owner.post(`/api/supplier-invoices/${created.id}/pay`, {});
    expect(paid.status).toBe(200);
    expect(await app.knex('supplier_invoices').where({ id: created.id }).first('status')).toEqual({ status: 'PAID' });
  });
});

describe('the permission matrix of the new resource', () => {
  describePermissionMatrix({ model: built.model, app: () => app, resources: ['supplier-invoices'] });
});

describe('the junk walk over the new resource', () => {
  const openapi = JSON.parse(built.outputs.get('generated/openapi.json')!);
  describeJunkWalk({
    app: () => app,
    document: () => openapi,
    paths: (path) => path.startsWith('/api/supplier-invoices'),
    // List, create, get, update, delete, approve, pay; a record made above to aim updates and transitions at.
    expect: { operations: 7, ids: 1 },
  });
});

describe('a later rename in the folder (x-renamedFrom)', () => {
  it('renames the column in a generated migration and keeps every stored value', async () => {
    const stored = await app.knex('supplier_invoices').orderBy('id').pluck('supplier_ref');
    expect(stored.length).toBeGreaterThan(0);
    const renamed = structuredClone(SUPPLIER_INVOICE) as Row;
    const { supplier_ref: reference, ...rest } = renamed.properties;
    renamed.properties = { ...rest, vendor_ref: { ...reference, title: 'Vendor\'s invoice number', 'x-renamedFrom': 'supplier_ref' } };
    renamed.required = renamed.required.map((f: string) => (f === 'supplier_ref' ? 'vendor_ref' : f));
    renamed['x-entity'].search = ['number', 'vendor_ref'];
    renamed['x-entity'].list.columns = renamed['x-entity'].list.columns.map((f: string) => (f === 'supplier_ref' ? 'vendor_ref' : f));
    writeJson(root, `${FOLDER}/supplier-invoice.schema.json`, renamed);
    // No --allow-destructive: a rename loses nothing.
    const { outputs } = await build(root, { now: new Date('2030-02-04T00:00:00Z') });
    const files = writeOutputs(root, outputs).filter((f) => f.startsWith('migrations/') && !f.endsWith('snapshot.json'));
    // One migration (the rename, and the search index that follows the renamed column), dropping nothing.
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^migrations\/203002040000-[a-z0-9-]+\.ts$/);
    const sql = readFileSync(join(root, files[0]), 'utf8');
    expect(sql.split('export async function down')[0]).toContain('alter table supplier_invoices rename column supplier_ref to vendor_ref');
    expect(sql.split('export async function down')[0]).not.toMatch(/drop column|drop table/);
    expect(await migrateLatest(app.knex, { directory: join(root, 'migrations') })).toEqual([files[0].replace(/^migrations\/|\.ts$/g, '')]);
    expect(await app.knex('supplier_invoices').orderBy('id').pluck('vendor_ref')).toEqual(stored);
  });
});
