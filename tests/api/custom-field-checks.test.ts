/**
 * One check of custom-field values on both sides: every case of tests/helpers/custom-field-cases.ts is sent to the
 * API in a real request (a create, or an update of a record holding the case's stored values) and given to the
 * checker the admin's forms run before submit (checks/custom-fields.ts), with the definitions the API serves; the
 * API's `/custom_fields/…` errors, the checker's and the table's are the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCustomFields } from '../../checks/custom-fields.ts';
import type { CustomFieldDefinition } from '../../checks/contracts/custom-fields.ts';
import { CASE_DEFINITIONS, CUSTOM_FIELD_CASES } from '../helpers/custom-field-cases.ts';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let owner: Client;
let definitions: CustomFieldDefinition[];

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
  owner = await app.signIn(DEMO.globexOwner);
  for (const definition of CASE_DEFINITIONS) expect((await owner.post('/api/custom-fields', definition)).status).toBe(201);
  definitions = (await owner.get('/api/products/custom-fields')).body;
});
afterAll(() => app?.close());

let skus = 0;

/** The API's answer to the case: its status and its errors about custom fields. */
async function answer(c: (typeof CUSTOM_FIELD_CASES)[number]): Promise<{ status: number; errors: Array<{ pointer: string; message: string }> }> {
  const sku = `CFC-${++skus}`;
  let response;
  if (c.stored) {
    const created = await owner.post('/api/products', { sku, title: 'A product with stored values', custom_fields: { cc_note: 'first' } });
    expect(created.status).toBe(201);
    // The stored values as an older definition may have left them (they need not fit the definitions now).
    await app.knex('products').where({ id: created.body.id }).update({ custom_fields: JSON.stringify(c.stored) });
    const { version } = (await owner.get(`/api/products/${created.body.id}`)).body;
    response = await owner.put(`/api/products/${created.body.id}`, { version, ...(c.sent === undefined ? {} : { custom_fields: c.sent }) });
  } else {
    response = await owner.post('/api/products', { sku, title: 'A product', ...(c.sent === undefined ? {} : { custom_fields: c.sent }) });
  }
  const errors = (response.body.errors ?? []) as Array<{ pointer: string; message: string }>;
  return { status: response.status, errors: errors.filter((e) => e.pointer.startsWith('/custom_fields')) };
}

describe('custom-field values: the API and the checker', () => {
  it('serve the definitions the cases are about', () => {
    expect(definitions.map((d) => d.key)).toEqual(expect.arrayContaining(CASE_DEFINITIONS.map((d) => d.key)));
  });

  it.each(CUSTOM_FIELD_CASES.map((c) => [c.name, c] as const))('%s: the same verdict', async (_name, c) => {
    const api = await answer(c);
    const checker = checkCustomFields(definitions, 'products', c.sent, c.stored).errors;
    expect(api.errors).toEqual(c.errors);
    expect(checker).toEqual(c.errors);
    expect(api.status).toBe(c.errors.length ? 400 : c.stored ? 200 : 201);
  });
});
