/**
 * Transitions that take input, on the project's own entities: cancelling a sales order keeps the reason given,
 * refuses what the input does not declare, and OpenAPI documents every transition's input and question.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { model } from '../../generated/model.ts';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;
let app: TestApp;
let owner: Client;
let draft: Row;

beforeAll(async () => {
  app = await startTestApp({ orders: 4 });
  owner = await app.signIn(DEMO.acmeOwner);
  const customer = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER' } }))).body[0];
  const product = (await owner.get(app.listPath('products', { range: [0, 0] }))).body[0];
  draft = (await owner.post('/api/sales-orders', { customer_id: customer.id, lines: [{ product_id: product.id, quantity: 1, unit_price: 1000 }] })).body;
});
afterAll(() => app?.close());

describe('sales order cancel', () => {
  it('refuses an undeclared key, a reason that is not one of the choices and a note that is too long, naming the field, and changes nothing', async () => {
    const unknown = await owner.post(`/api/sales-orders/${draft.id}/cancel`, { version: draft.version, reason: 'typo of cancel_reason' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ pointer: '/reason' })]);
    // Free text is a note now: the reason is one of the choices the marketplaces understand.
    const prose = await owner.post(`/api/sales-orders/${draft.id}/cancel`, { version: draft.version, cancel_reason: 'Customer changed their mind' });
    expect(prose.status).toBe(400);
    expect(prose.body.errors).toEqual([expect.objectContaining({ pointer: '/cancel_reason' })]);
    const long = await owner.post(`/api/sales-orders/${draft.id}/cancel`, { version: draft.version, cancel_reason: 'BUYER_ASKED', cancel_note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ pointer: '/cancel_note', message: 'must have at most 500 characters' }]);
    expect(await app.knex('sales_orders').where({ id: draft.id }).first()).toMatchObject({ status: 'DRAFT', version: draft.version, cancel_reason: null, cancel_note: null });
  });

  it('keeps the reason chosen and the note given on the order', async () => {
    const cancelled = await owner.post(`/api/sales-orders/${draft.id}/cancel`, { version: draft.version, cancel_reason: 'BUYER_ASKED', cancel_note: 'Customer changed their mind' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancel_reason: 'BUYER_ASKED', cancel_note: 'Customer changed their mind' });
    expect(await app.knex('sales_orders').where({ id: draft.id }).first()).toMatchObject({ status: 'CANCELLED', cancel_reason: 'BUYER_ASKED', cancel_note: 'Customer changed their mind' });
  });

  it('takes no reason or note through PUT: they are read-only, written by the transition only', async () => {
    const order = (await owner.get(app.listPath('sales-orders', { filter: { status: 'DRAFT' } }))).body[0];
    const put = await owner.put(`/api/sales-orders/${order.id}`, { version: order.version, cancel_reason: 'OTHER', cancel_note: 'sneaky' });
    expect(put.status).toBe(200);
    expect(await app.knex('sales_orders').where({ id: order.id }).first()).toMatchObject({ cancel_reason: null, cancel_note: null });
  });
});

describe('OpenAPI', () => {
  it('documents every transition input as its request body, closed to other keys', async () => {
    const document = (await owner.get('/api/openapi.json')).body;
    const withInput = model.entities.flatMap((e) => (e.stateMachine?.transitions ?? []).filter((t) => t.input).map((t) => ({ e, t })));
    expect(withInput.length).toBeGreaterThan(0);
    for (const { e, t } of withInput) {
      const body = document.paths[`/api/${e.resource}/{id}/${t.name}`].post.requestBody;
      const schema = body.content['application/json'].schema;
      expect(schema.additionalProperties, `${e.name} ${t.name}`).toBe(false);
      expect(Object.keys(schema.properties).sort()).toEqual([...Object.keys((t.input as Row).properties), 'version'].sort());
      if (t.confirm) expect(body.description).toBe(t.confirm);
    }
  });
});
