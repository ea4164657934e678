/**
 * Billing: the summary's figures equal what the stored invoices add up to (per currency, only the acting account's,
 * only what the caller may read), the default card shows only to those who may read cards, and payment cards refuse
 * card numbers, security codes, expired cards and (in production) demo tokens; removing the default card hands the
 * default on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { nextInvoiceDate, paymentProcessorInfo } from '../../api/domain/finance/billing-routes.ts';
import { refuseDemoToken } from '../../api/domain/finance/payment-cards.ts';
import { demoTokenizer } from '../../admin/src/billing/tokenizer.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let globex: Client;
let admin: Client;
let acmeId: string;
let globexId: string;
const year = new Date().getUTCFullYear();
const today = new Date().toISOString().slice(0, 10);
const dateOf = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  [owner, staff, globex, admin] = await Promise.all([DEMO.acmeOwner, DEMO.acmeStaff, DEMO.globexOwner, DEMO.admin].map((email) => app.signIn(email)));
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  globexId = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
});
afterAll(() => app?.close());

/** The summary's figures recomputed from the stored rows. */
async function expectedTotals(accountId: string) {
  const rows: Row[] = await app.knex('invoices').where({ account_id: accountId });
  const yearAgo = Date.now() - 365 * 86_400_000;
  const currencies = [...new Set(rows.map((r) => r.currency))];
  return currencies.map((currency) => {
    const mine = rows.filter((r) => r.currency === currency);
    const open = mine.filter((r) => r.status === 'OPEN');
    const overdue = open.filter((r) => dateOf(r.due_date) < today);
    return {
      currency,
      balance_due: open.reduce((n, r) => n + Number(r.total), 0),
      open_count: open.length,
      overdue: overdue.reduce((n, r) => n + Number(r.total), 0),
      overdue_count: overdue.length,
      paid_last_12_months: mine.filter((r) => r.status === 'PAID' && new Date(r.paid_at).getTime() >= yearAgo).reduce((n, r) => n + Number(r.total), 0),
    };
  });
}

describe('GET /api/billing/summary', () => {
  it('adds up the account\'s own invoices exactly', async () => {
    const res = await owner.get('/api/billing/summary');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows: Row[] = await app.knex('invoices').where({ account_id: acmeId });
    expect(rows.length).toBeGreaterThan(3);
    expect(res.body.totals).toEqual(await expectedTotals(acmeId));
    // The seed leaves one OPEN invoice: a real balance, not zero.
    expect(res.body.totals[0].balance_due).toBeGreaterThan(0);
    expect(res.body.invoice_count).toBe(rows.length);
    expect(res.body.recent.map((r: Row) => r.id)).toEqual(
      [...rows].sort((a, b) => dateOf(b.period_end).localeCompare(dateOf(a.period_end)) || String(b.number).localeCompare(String(a.number))).slice(0, 10).map((r) => r.id),
    );
    const open = rows.filter((r) => r.status === 'OPEN').sort((a, b) => dateOf(a.due_date).localeCompare(dateOf(b.due_date)));
    expect(res.body.next_due?.id).toBe(open[0]?.id);
    const draft = rows.filter((r) => r.status === 'DRAFT').map((r) => dateOf(r.period_end)).sort().at(-1);
    expect(res.body.next_invoice_date).toBe(draft ? nextInvoiceDate(draft, null) : res.body.next_invoice_date);
    const card = await app.knex('payment_cards').where({ account_id: acmeId, is_default: true }).first();
    expect(res.body.cards_visible).toBe(true);
    expect(res.body.default_card).toMatchObject({ id: card.id, brand: card.brand, last4: card.last4, expired: false });
    expect(JSON.stringify(res.body)).not.toContain(card.processor_token);
  });

  it('follows a change of the invoices at once (paying the open invoice clears the balance)', async () => {
    const before = (await owner.get('/api/billing/summary')).body;
    const open = before.next_due;
    const paid = await admin.post(`/api/invoices/${open.id}/pay`, {}, { 'X-Account-Id': acmeId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = (await owner.get('/api/billing/summary')).body;
    expect(after.totals[0].balance_due).toBe(before.totals[0].balance_due - open.total);
    expect(after.totals[0].paid_last_12_months).toBe(before.totals[0].paid_last_12_months + open.total);
    expect(after.totals).toEqual(await expectedTotals(acmeId));
  });

  it('keeps accounts apart: another merchant sees only its own invoices', async () => {
    const res = await globex.get('/api/billing/summary');
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual(await expectedTotals(globexId));
    const acmeIds = new Set((await app.knex('invoices').where({ account_id: acmeId }).select('id')).map((r: Row) => r.id));
    expect(res.body.recent.length).toBeGreaterThan(0);
    expect(res.body.recent.some((r: Row) => acmeIds.has(r.id))).toBe(false);
    expect(res.body.default_card?.last4).toBe('0005');
  });

  it('shows staff the bill but not the cards they may not read', async () => {
    const res = await staff.get('/api/billing/summary');
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual(await expectedTotals(acmeId));
    expect(res.body.cards_visible).toBe(false);
    expect(res.body.default_card).toBeNull();
  });

  it('needs a sign-in', async () => {
    expect((await app.anonymous().get('/api/billing/summary')).status).toBe(401);
  });

  it('derives the next invoice date only when the invoices say it', () => {
    expect(nextInvoiceDate('2025-03-31', '2025-03-31', '2025-03-10')).toBe('2025-04-01');
    expect(nextInvoiceDate(null, '2025-03-31', '2025-03-10')).toBe('2025-04-01');
    expect(nextInvoiceDate(null, '2025-01-31', '2025-03-10')).toBeNull();
    expect(nextInvoiceDate(null, null, '2025-03-10')).toBeNull();
  });
});

describe('GET /api/billing/payment-processor', () => {
  it('offers the demo tokenizer outside production, and nothing (with the reason) in production', async () => {
    expect((await owner.get('/api/billing/payment-processor')).body).toEqual({ processor: 'demo', production: false });
    const production = paymentProcessorInfo(true);
    expect(production).toMatchObject({ processor: null, production: true });
    expect(production.reason).toMatch(/No payment processor is configured/);
  });
});

describe('payment cards', () => {
  const card = (extra: Row = {}) => ({ processor_token: 'tok_demo_AbCdEfGhIjKlMnOp', brand: 'VISA', last4: '1111', exp_month: 12, exp_year: year + 1, holder_name: 'Alice Acme', ...extra });

  it('refuses a card number or security code in the body, without storing anything', async () => {
    const count = async () => Number((await app.knex('payment_cards').where({ account_id: acmeId }).count({ n: '*' }))[0].n);
    const before = await count();
    for (const body of [card({ card_number: '4111111111111111' }), card({ holder_name: '4111 1111 1111 1111' }), card({ cvc: '123' })]) {
      const res = await owner.post('/api/payment-cards', body);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].pointer).toMatch(/^\/(card_number|holder_name|cvc)$/);
      expect(JSON.stringify(res.body)).not.toContain('4111');
    }
    expect(await count()).toBe(before);
  });

  it('refuses an expired card, naming the expiry', async () => {
    const now = new Date();
    const lastMonth = now.getUTCMonth() === 0 ? { exp_month: 12, exp_year: year - 1 } : { exp_month: now.getUTCMonth(), exp_year: year };
    const res = await owner.post('/api/payment-cards', card(lastMonth));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].pointer).toBe('/exp_year');
    // The current month is still valid.
    const current = await owner.post('/api/payment-cards', card({ exp_month: now.getUTCMonth() + 1, exp_year: year, last4: '0004' }));
    expect(current.status, JSON.stringify(current.body)).toBe(201);
    await owner.delete(`/api/payment-cards/${current.body.id}`);
  });

  it('takes a demo token in development and refuses it in production', async () => {
    const created = await owner.post('/api/payment-cards', card({ last4: '0002' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).not.toHaveProperty('processor_token');
    await owner.delete(`/api/payment-cards/${created.body.id}`);
    // The server's mode is fixed at start-up; the rule itself, in production:
    expect(() => refuseDemoToken('tok_demo_AbCdEfGhIjKlMnOp', true)).toThrow(expect.objectContaining({ status: 400, errors: [expect.objectContaining({ pointer: '/processor_token' })] }));
    expect(() => refuseDemoToken('pm_1Q2w3E4r5T6y', true)).not.toThrow();
  });

  it('accepts what the admin\'s demo tokenizer sends (no card data, a token the card check cannot mistake)', async () => {
    for (let i = 0; i < 20; i++) {
      const tokenized = await demoTokenizer.tokenize({ number: '4242 4242 4242 4242', expiry: `12/${year + 2}`, cvc: '123' });
      const res = await owner.post('/api/payment-cards', { ...tokenized, holder_name: 'Alice Acme' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ brand: 'VISA', last4: '4242', exp_month: 12, exp_year: year + 2 });
      await owner.delete(`/api/payment-cards/${res.body.id}`);
    }
  });

  it('lets only card managers write cards', async () => {
    expect((await staff.post('/api/payment-cards', card())).status).toBe(403);
    expect((await staff.get('/api/payment-cards')).status).toBe(403);
  });

  it('makes a new default the only one, and hands the default on when the default card is removed', async () => {
    const created = await owner.post('/api/payment-cards', card({ last4: '0009', is_default: true }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const defaults = await app.knex('payment_cards').where({ account_id: acmeId, is_default: true }).select('id');
    expect(defaults.map((r: Row) => r.id)).toEqual([created.body.id]);
    expect((await owner.get('/api/billing/summary')).body.default_card.id).toBe(created.body.id);

    expect((await owner.delete(`/api/payment-cards/${created.body.id}`)).status).toBe(200);
    const after = await app.knex('payment_cards').where({ account_id: acmeId, is_default: true }).select('id');
    expect(after).toHaveLength(1);
    expect((await owner.get('/api/billing/summary')).body.default_card.id).toBe(after[0].id);
  });
});
