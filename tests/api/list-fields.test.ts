/**
 * Lists send what their screen uses: by default the entity's list columns plus the row's identity, label, status
 * and version; `fields` names other columns (whitelisted, 400 naming the bad one); `*` sends every column; GET of
 * one record stays complete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { model } from '../../generated/model.ts';

let app: TestApp;
let owner: Client;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
});
afterAll(() => app?.close());

const orders = model.entities.find((e) => e.resource === 'sales-orders')!;
const list = (query: string) => owner.get(`/api/sales-orders?range=${encodeURIComponent('[0,4]')}${query}`);

describe('list fields', () => {
  it('sends the list columns, identity, label, status and version by default, not the addresses', async () => {
    const response = await list('');
    expect(response.status).toBe(200);
    const keys = Object.keys(response.body[0]).sort();
    const expected = new Set(['id', 'account_id', 'version', 'number', 'status', 'custom_fields', ...orders.listColumns]);
    for (const key of expected) expect(keys).toContain(key);
    expect(keys).not.toContain('ship_to');
    expect(keys).not.toContain('bill_to');
    expect(keys).not.toContain('notes');
  });

  it('sends exactly the named fields (plus id, account and version), as a JSON array or a comma list', async () => {
    for (const fields of [encodeURIComponent('["number","total"]'), 'number,total']) {
      const response = await list(`&fields=${fields}`);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body[0]).sort()).toEqual(['account_id', 'id', 'number', 'total', 'version']);
    }
  });

  it('sends every column with fields=*, the same values GET of one record has', async () => {
    const response = await list('&fields=*');
    expect(response.status).toBe(200);
    const row = response.body[0];
    expect(row).toHaveProperty('ship_to');
    const one = await owner.get(`/api/sales-orders/${row.id}`);
    expect(one.status).toBe(200);
    // GET of one record stays complete: every listed column, plus its lines.
    for (const [key, value] of Object.entries(row)) expect(one.body[key]).toEqual(value);
    expect(Array.isArray(one.body.lines)).toBe(true);
  });

  it('answers a lean page in fewer bytes than the whole rows', async () => {
    const bytes = async (query: string) => JSON.stringify((await owner.get(`/api/sales-orders?range=${encodeURIComponent('[0,24]')}${query}`)).body).length;
    const [leanBytes, wholeBytes] = [await bytes(''), await bytes('&fields=*')];
    expect(leanBytes).toBeLessThan(wholeBytes * 0.7);
  });

  it.each([
    ['an unknown name', encodeURIComponent('["number","nope"]'), '/fields/1'],
    ['an internal column', 'password_hash', '/fields/0'],
    ['an empty list', encodeURIComponent('[]'), '/fields'],
    ['bad JSON', encodeURIComponent('["number"'), '/fields'],
  ])('refuses %s with a 400 naming it', async (_what, fields, pointer) => {
    const response = await list(`&fields=${fields}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
    expect(response.body.errors[0].pointer).toBe(pointer);
  });

  it('never sends a secret, only whether it is set', async () => {
    const channels = model.entities.find((e) => e.resource && e.fields.some((f) => f.secret))!;
    const secret = channels.fields.find((f) => f.secret)!;
    const refused = await owner.get(`/api/${channels.resource}?fields=${secret.name}`);
    expect(refused.status).toBe(400);
    const allowed = await owner.get(`/api/${channels.resource}?fields=${secret.name}_set`);
    expect(allowed.status).toBe(200);
  });
});
