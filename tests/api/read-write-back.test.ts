/**
 * Read back, write back: every record the API returns can be sent back unchanged. For every resource of the model
 * (generated/model.ts), every seeded record of both demo accounts (up to a page per account) is read with GET and
 * PUT back exactly as read, with its version: the answer is 200 and the stored record reads back the same (only
 * `version` and `updated_at` move; lines keep their ids). Records the schema freezes (`x-entity.readOnlyWhen`) answer 409
 * `read_only_record` instead and stay as they were. Resources with a valid-body maker (tests/helpers/valid-bodies.ts)
 * also get a fresh record made from the maker's body alone, so optional fields the seed fills are left empty
 * (a location without an address, a tax application without a company address). Singletons are read and saved the same way in each account,
 * before and after their first save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { model } from '../../generated/model.ts';
import type { EntityModel } from '../../model/types.ts';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { VALID_BODIES } from '../helpers/valid-bodies.ts';

type Row = Record<string, any>;

let app: TestApp;
let admin: Client;
const owners: Record<string, Client> = {};
const accounts: Record<string, string> = {};

/** Rows read per account and resource: enough to meet each kind of record the seed makes. */
const PER_ACCOUNT = 25;

// A ledger (stock movements) is written by the server alone: it has no PUT to send a record back to.
const resources = model.entities.filter((e) => e.resource && !e.childOf && !e.ledger);

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn(DEMO.admin);
  owners.acme = await app.signIn(DEMO.acmeOwner);
  owners.globex = await app.signIn(DEMO.globexOwner);
  for (const name of ['acme', 'globex']) accounts[name] = (await owners[name].get('/api/auth/me')).body.account.id;
});

afterAll(async () => {
  await app?.close();
});

/** What must not change when a record is saved unchanged: everything but the version and the update time. */
function comparable(record: Row): Row {
  const { version, updated_at, ...rest } = record;
  return rest;
}

const frozen = (entity: EntityModel, row: Row) => Boolean(entity.readOnlyWhen?.in.includes(String(row[entity.readOnlyWhen.field])));

/** The ids of the seeded rows of `entity` in each demo account (for `accounts`, the accounts themselves). */
async function seededIds(entity: EntityModel): Promise<{ accountId: string; id: string }[]> {
  const out: { accountId: string; id: string }[] = [];
  for (const accountId of Object.values(accounts)) {
    const rows: Row[] = await app.knex(entity.table)
      .where({ [entity.tenantColumn]: accountId })
      .orderBy(['created_at', 'id']).limit(PER_ACCOUNT).select('id');
    out.push(...rows.map((r) => ({ accountId, id: String(r.id) })));
  }
  return out;
}

let tokens = 0;

/** A record of `entity` in Acme made from its valid-body maker alone (no optional fields), or none without a maker. */
async function minimalRecord(entity: EntityModel): Promise<{ accountId: string; id: string }[]> {
  const maker = VALID_BODIES[entity.resource!];
  if (!maker) return [];
  const accountId = accounts.acme;
  const headers = { 'X-Account-Id': accountId };
  const create = async (resource: string, fixed: Row = {}): Promise<Row> => {
    const made = await VALID_BODIES[resource]?.({ knex: app.knex, accountId, token, fixed, create }) ?? {};
    // A reference target without a maker (a listing's product): its required plain-text fields get a fresh token.
    const target = model.entities.find((e) => e.resource === resource)!;
    const plain = target.fields.filter((f) => f.required && f.default === undefined && !f.readOnly && !f.system && f.jsonType === 'string' && !f.enum && !f.ref && !f.format);
    const filled = Object.fromEntries(plain.map((f) => [f.name, token()]));
    const response = await admin.post(`/api/${resource}`, { ...filled, ...made, ...fixed }, headers);
    if (response.status !== 201) throw new Error(`could not create ${resource}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const token = () => `RW-${String(++tokens).padStart(4, '0')}`;
  return [{ accountId, id: (await create(entity.resource!)).id }];
}

describe('read back, write back', () => {
  it('covers every resource of the model', () => {
    expect(resources.length).toBeGreaterThan(40);
  });

  it.each(resources.filter((e) => !e.singleton).map((e) => [e.resource!, e] as const))('accepts every %s record sent back unchanged', async (_resource, entity) => {
    const ids = [...await seededIds(entity), ...await minimalRecord(entity)];
    expect(ids.length, `the demo data has no ${entity.resource}`).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const { accountId, id } of ids) {
      const headers: Record<string, string> = entity.tenancy === 'account' ? { 'X-Account-Id': accountId } : {};
      const read = await admin.get(`/api/${entity.resource}/${id}`, headers);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      const written = await admin.put(`/api/${entity.resource}/${id}`, read.body, headers);
      const again = await admin.get(`/api/${entity.resource}/${id}`, headers);
      if (frozen(entity, read.body)) {
        if (written.status !== 409 || written.body.code !== 'read_only_record') failures.push(`${id} (${read.body[entity.readOnlyWhen!.field]}): ${written.status} ${JSON.stringify(written.body)}`);
        expect(again.body).toEqual(read.body);
        continue;
      }
      if (written.status !== 200) {
        failures.push(`${id}: ${written.status} ${JSON.stringify(written.body.errors ?? written.body.detail ?? written.body)}`);
        continue;
      }
      expect(again.body.version).toBe(read.body.version + 1);
      expect(comparable(again.body), `${entity.resource}/${id} changed when saved unchanged`).toEqual(comparable(read.body));
    }
    expect(failures).toEqual([]);
  });

  it('keeps the ids of lines sent back, gives new lines new ids, and never takes another record\'s line id', async () => {
    const drafts: Row[] = await app.knex('sales_orders').where({ account_id: accounts.acme, status: 'DRAFT' }).orderBy(['created_at', 'id']).limit(2).select('id');
    expect(drafts.length).toBe(2);
    const headers = { 'X-Account-Id': accounts.acme };
    const [order, other] = await Promise.all(drafts.map(async (d) => (await admin.get(`/api/sales-orders/${d.id}`, headers)).body));
    expect(order.lines.length).toBeGreaterThan(0);
    const [first, ...rest] = order.lines as Row[];
    const foreign = other.lines[0];
    const lines = [{ ...first, quantity: first.quantity + 1 }, ...rest, { ...first, id: foreign.id }];
    const written = await admin.put(`/api/sales-orders/${order.id}`, { ...order, lines }, headers);
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const stored: Row[] = await app.knex('sales_order_lines').where({ sales_order_id: order.id }).orderBy('position');
    expect(stored.map((l) => l.id).slice(0, order.lines.length)).toEqual(order.lines.map((l: Row) => l.id));
    expect(stored[0].quantity).toBe(first.quantity + 1);
    expect(stored[stored.length - 1].id).not.toBe(foreign.id);
    expect((await app.knex('sales_order_lines').where({ id: foreign.id }).first()).sales_order_id).toBe(other.id);
  });

  it.each(resources.filter((e) => e.singleton).map((e) => [e.resource!, e] as const))('accepts the %s settings sent back unchanged, before and after the first save', async (_resource, entity) => {
    for (const name of ['acme', 'globex']) {
      for (let round = 0; round < 2; round++) {
        const read = await owners[name].get(`/api/${entity.resource}`);
        expect(read.status, JSON.stringify(read.body)).toBe(200);
        const written = await owners[name].put(`/api/${entity.resource}`, read.body);
        expect(written.status, `${name} round ${round}: ${JSON.stringify(written.body)}`).toBe(200);
        const again = await owners[name].get(`/api/${entity.resource}`);
        expect(again.body.version).toBe(read.body.version + 1);
        // Before the first save the record is the schema's defaults: no id or creation time yet.
        const saved = read.body.id ? comparable(again.body) : Object.fromEntries(Object.entries(comparable(again.body)).filter(([k]) => k !== 'id' && k !== 'created_at'));
        expect(saved, `${name} round ${round}`).toEqual(comparable(read.body));
      }
    }
  });
});
