/**
 * Xero in sync (issue 21, item 4) on the in-process sandbox Xero: connecting by OAuth 2 with PKCE, the
 * organisation's accounts, tax rates and tracking categories by name, and an invoice (with its payment), a credit
 * note (with its refund), a settlement (a bank transaction in euros at the payout's rate, fees by type) and a bill
 * arriving once — with the sync run twice, a 429 injected, and a record whose answer was "lost" posted again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { syncXero } from '../../api/domain/accounting/xero-sync.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let acmeId: string;
let gbpOrder: Row;
let eurOrder: Row;
let refunded: Row;
let settlement: Row;
let bill: Row;

const control = async (path: string, body?: unknown): Promise<any> => {
  const response = await fetch(`${app.baseUrl}/sandbox/xero/_control/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.status === 204 ? null : response.json();
};
const organisation = async (): Promise<Row> => {
  const tenant = (await app.knex('xero_settings').where('account_id', acmeId).first('tenant_id')).tenant_id;
  return (await control('documents')).find((o: Row) => o.tenant_id === tenant);
};

async function paidOrder(currency: string, unitPrice: number): Promise<Row> {
  const customer = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0];
  // A standard-rated product, so its line posts as OUTPUT2 (the demo's first product by id may be zero-rated).
  const standard = (await owner.get(app.listPath('sales-taxes', { filter: { code: 'STD' } }))).body[0];
  const product = (await owner.get(app.listPath('products', { filter: { tax_id: standard.id }, sort: ['sku', 'ASC'], range: [0, 0] }))).body[0];
  const created = await owner.post('/api/sales-orders', { customer_id: customer.id, currency, order_date: '2026-11-02', lines: [{ product_id: product.id, quantity: 2, unit_price: unitPrice }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const step of ['submit', 'pay']) expect((await owner.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
  return (await owner.get(`/api/sales-orders/${created.body.id}`)).body;
}

beforeAll(async () => {
  app = await startTestApp();
  [owner, staff] = await Promise.all([app.signIn(DEMO.acmeOwner), app.signIn(DEMO.acmeStaff)]);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  // A euro rate for the payout's day (an hour's work for the HMRC import, entered by hand here).
  expect((await owner.post('/api/exchange-rates', { currency: 'EUR', rate_date: '2026-11-10', rate_to_base: 0.86, source: 'MANUAL' })).status).toBe(201);
  gbpOrder = await paidOrder('GBP', 1250);
  eurOrder = await paidOrder('EUR', 2000);
  refunded = await app.knex('returns').where({ account_id: acmeId, status: 'REFUNDED' }).where('refund_amount', '>', 0).orderBy('rma_number').first();
  const channel = await app.knex('sales_channels').where({ account_id: acmeId, type: 'EBAY' }).first('id');
  const made = await owner.post('/api/settlements', {
    sales_channel_id: channel?.id ?? null, external_id: 'XERO-EUR-1', period_start: '2026-11-01', period_end: '2026-11-08', deposit_date: '2026-11-10', currency: 'EUR',
    lines: [
      { type: 'SALE', order_ref: eurOrder.number, amount: eurOrder.total, description: `Order ${eurOrder.number}` },
      { type: 'FEE', order_ref: eurOrder.number, amount: -512, description: 'Final value fee' },
      { type: 'FEE', amount: -30, description: 'Per-order fee' },
      { type: 'FEE', amount: -70, description: 'final value fee' },
      { type: 'SHIPPING_LABEL', amount: -395, description: 'Postage labels' },
    ],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect((await owner.post(`/api/settlements/${made.body.id}/match`, {})).status).toBe(200);
  settlement = (await owner.get(`/api/settlements/${made.body.id}`)).body;
  const supplier = (await owner.get(app.listPath('relationships', { filter: { type: 'SUPPLIER', q: 'Northern Textiles' } }))).body[0];
  // A standard-rated product, so its line posts as OUTPUT2 (the demo's first product by id may be zero-rated).
  const standard = (await owner.get(app.listPath('sales-taxes', { filter: { code: 'STD' } }))).body[0];
  const product = (await owner.get(app.listPath('products', { filter: { tax_id: standard.id }, sort: ['sku', 'ASC'], range: [0, 0] }))).body[0];
  const po = await owner.post('/api/purchase-orders', { supplier_id: supplier.id, supplier_ref: 'NT-INV-7781', lines: [{ product_id: product.id, qty_ordered: 10, unit_cost: 420 }] });
  expect(po.status, JSON.stringify(po.body)).toBe(201);
  for (const step of ['send', 'receive-all']) expect((await owner.post(`/api/purchase-orders/${po.body.id}/${step}`, {})).status).toBe(200);
  bill = (await owner.get(`/api/purchase-orders/${po.body.id}`)).body;
});
afterAll(() => app?.close());

describe('a settlement in euros', () => {
  it('is converted at its payout\'s rate, with its fees summed by type', () => {
    // Lines: 2 × €20.00 + VAT = the order's total; fees −512, −30, −70 (same kind as −512, by its words), labels −395.
    const total = eurOrder.total - 512 - 30 - 70 - 395;
    expect(settlement).toMatchObject({ total, base_currency: 'GBP', exchange_rate: 0.86, exchange_rate_date: '2026-11-10', base_total: Math.round(total * 0.86) });
    expect(settlement.fees_by_type).toEqual([
      { type: 'FEE', description: 'Final value fee', amount: -582, base_amount: -501 }, // −582 × 0.86 = −500.52 → −501
      { type: 'FEE', description: 'Per-order fee', amount: -30, base_amount: -26 }, // −25.8 → −26
      { type: 'SHIPPING_LABEL', description: 'Postage labels', amount: -395, base_amount: -340 }, // −339.7 → −340
    ]);
  });
});

describe('connecting Xero', () => {
  it('refuses a role without the xero permission', async () => {
    expect((await staff.post('/api/xero-settings/connect', {})).status).toBe(403);
    expect((await staff.post('/api/xero-settings/sync', {})).status).toBe(403);
    expect((await staff.get('/api/xero-settings/options')).status).toBe(403);
  });

  it('connects by OAuth 2 with PKCE, stores the tokens encrypted and never returns them', async () => {
    const current = (await owner.get('/api/xero-settings')).body;
    const saved = await owner.put('/api/xero-settings', { ...current, environment: 'SANDBOX', clearing_account_code: '615', purchases_account_code: '300', fees_account_code: '405', tracking_category: 'Sales channel', version: current.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const started = await owner.post('/api/xero-settings/connect', {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const consent = new URL(started.body.authorize_url);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const query = new URL(started.body.simulated_callback, app.baseUrl).search;
    // A wrong state is refused, naming the field; the right one works once.
    expect((await owner.get(`/api/xero-connect?code=x&state=not-ours`)).body.errors[0].pointer).toBe('/state');
    const done = await owner.get(`/api/xero-connect${query}`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ connection_status: 'CONNECTED', organisation_name: 'Demo Company (UK)' });
    expect((await owner.get(`/api/xero-connect${query}`)).status).toBe(400);
    const stored = await app.knex('xero_settings').where('account_id', acmeId).first();
    expect(stored.tokens).toMatch(/^v1:/);
    const read = (await owner.get('/api/xero-settings')).body;
    expect(read).not.toHaveProperty('tokens');
    expect(read).not.toHaveProperty('connect_code_verifier');
    expect(read.organisation_name).toBe('Demo Company (UK)');
  });

  it('reads the organisation\'s accounts, tax rates and tracking categories by name', async () => {
    const options = await owner.get('/api/xero-settings/options');
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    expect(options.body.accounts).toContainEqual(expect.objectContaining({ code: '200', name: 'Sales', label: '200 — Sales' }));
    expect(options.body.accounts).toContainEqual(expect.objectContaining({ code: '615', payments: true }));
    expect(options.body.tax_rates).toContainEqual(expect.objectContaining({ tax_type: 'OUTPUT2', name: '20% (VAT on Income)', rate: 20 }));
    expect(options.body.tracking_categories).toContainEqual({ name: 'Sales channel', label: 'Sales channel', options: expect.arrayContaining(['eBay', 'Amazon']) });
  });
});

describe('syncing', () => {
  it('posts an invoice, a credit note, a settlement and a bill once, through a 429, with the sync run twice', async () => {
    await control('faults', { status: 429, retry_after_seconds: 1, count: 1, path_contains: 'Invoices' });
    const first = await syncXero(app.knex, acmeId, app.secrets);
    expect(first.waited_ms).toBeGreaterThanOrEqual(1000);
    expect(first.posted.invoices).toBeGreaterThanOrEqual(2);
    expect(first.posted.settlements).toBeGreaterThanOrEqual(1);
    expect(first.posted.bills).toBeGreaterThanOrEqual(1);
    const second = await syncXero(app.knex, acmeId, app.secrets);
    expect(second.posted).toEqual({});
    expect(second.failed).toEqual([]);

    const org = await organisation();
    const invoices = org.invoices.filter((i: Row) => i.InvoiceNumber === gbpOrder.number);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ Type: 'ACCREC', Status: 'PAID', Total: gbpOrder.total / 100, AmountDue: 0, CurrencyCode: 'GBP' });
    expect(invoices[0].LineItems[0]).toMatchObject({ AccountCode: '200', TaxType: 'OUTPUT2' });
    const euro = org.invoices.find((i: Row) => i.InvoiceNumber === eurOrder.number);
    expect(euro).toMatchObject({ CurrencyCode: 'EUR', Total: eurOrder.total / 100 });
    expect(euro.CurrencyRate).toBeCloseTo(1 / Number(eurOrder.exchange_rate), 5);
    // Paid into the marketplace clearing account? Only marketplace orders; these manual ones went to the bank.
    expect(org.payments.filter((p: Row) => p.Invoice?.InvoiceID === invoices[0].InvoiceID)).toEqual([expect.objectContaining({ Amount: gbpOrder.total / 100, Account: { Code: '090' } })]);

    if (refunded) {
      const notes = org.credit_notes.filter((c: Row) => c.CreditNoteNumber === refunded.rma_number);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ Type: 'ACCRECCREDIT', Total: refunded.refund_amount / 100, Status: 'PAID' });
      expect(org.payments.filter((p: Row) => p.CreditNote?.CreditNoteID === notes[0].CreditNoteID)).toHaveLength(1);
    }
    expect(refunded, 'the demo data has a refunded return').toBeTruthy();

    const transfers = org.bank_transactions.filter((b: Row) => b.Reference === 'Payout XERO-EUR-1');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ Type: 'RECEIVE', CurrencyCode: 'EUR', BankAccount: { Code: '090' }, Total: settlement.total / 100 });
    expect(transfers[0].CurrencyRate).toBeCloseTo(1 / 0.86, 5);
    expect(transfers[0].LineItems.map((l: Row) => [l.Description, l.LineAmount, l.AccountCode])).toEqual([
      ['Sales paid out', eurOrder.total / 100, '615'],
      ['Final value fee', -5.82, '405'],
      ['Per-order fee', -0.3, '405'],
      ['Postage labels', -3.95, '405'],
    ]);

    const bills = org.invoices.filter((i: Row) => i.Type === 'ACCPAY' && i.Reference === bill.number);
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ InvoiceNumber: 'NT-INV-7781', Contact: { Name: 'Northern Textiles Ltd' }, Total: bill.total / 100 });
    expect(bills[0].LineItems[0]).toMatchObject({ AccountCode: '300', TaxType: 'INPUT2' });

    // Nothing was posted twice, across the whole demo account.
    const numbers = org.invoices.filter((i: Row) => i.Type === 'ACCREC').map((i: Row) => i.InvoiceNumber);
    expect(new Set(numbers).size).toBe(numbers.length);

    for (const [resource, id] of [['sales-orders', gbpOrder.id], ['settlements', settlement.id], ['purchase-orders', bill.id]]) {
      const record = (await owner.get(`/api/${resource}/${id}`)).body;
      expect(record).toMatchObject({ xero_status: 'POSTED', xero_error: null });
      expect(record.xero_posted_at).toBeTruthy();
    }
  });

  it('does not post again when an answer was lost (the record forgot it was posted)', async () => {
    for (const [table, id] of [['sales_orders', gbpOrder.id], ['settlements', settlement.id], ['purchase_orders', bill.id]]) {
      await app.knex(table).where({ account_id: acmeId, id }).update({ xero_status: null, xero_id: null, xero_posted_at: null });
    }
    const again = await syncXero(app.knex, acmeId, app.secrets);
    expect(again.failed).toEqual([]);
    const org = await organisation();
    expect(org.invoices.filter((i: Row) => i.InvoiceNumber === gbpOrder.number)).toHaveLength(1);
    expect(org.payments.filter((p: Row) => p.Reference === gbpOrder.number)).toHaveLength(1);
    expect(org.bank_transactions.filter((b: Row) => b.Reference === 'Payout XERO-EUR-1')).toHaveLength(1);
    expect(org.invoices.filter((i: Row) => i.Type === 'ACCPAY' && i.Reference === bill.number)).toHaveLength(1);
  });

  it('shows Xero\'s refusal on the record, in Xero\'s words, and posts it once it is fixed', async () => {
    const order = await paidOrder('GBP', 990);
    const current = (await owner.get('/api/xero-settings')).body;
    expect((await owner.put('/api/xero-settings', { ...current, sales_account_code: '999', version: current.version })).status).toBe(200);
    const refused = await syncXero(app.knex, acmeId, app.secrets);
    expect(refused.failed).toContainEqual({ record: order.number, message: expect.stringContaining("Account code '999' is not a valid code for this document.") });
    const record = (await owner.get(`/api/sales-orders/${order.id}`)).body;
    expect(record).toMatchObject({ xero_status: 'FAILED', xero_error: expect.stringContaining("Account code '999'") });
    expect((await owner.get('/api/xero-settings')).body.last_error).toMatch(/refused by Xero/);

    const fixed = (await owner.get('/api/xero-settings')).body;
    expect((await owner.put('/api/xero-settings', { ...fixed, sales_account_code: '200', version: fixed.version })).status).toBe(200);
    const posted = await syncXero(app.knex, acmeId, app.secrets);
    expect(posted.failed).toEqual([]);
    expect((await owner.get(`/api/sales-orders/${order.id}`)).body).toMatchObject({ xero_status: 'POSTED', xero_error: null });
    expect((await organisation()).invoices.filter((i: Row) => i.InvoiceNumber === order.number)).toHaveLength(1);
  });

  it('queues a sync for a holder of the xero permission', async () => {
    const queued = await owner.post('/api/xero-settings/sync', {});
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const job = await app.knex('pgboss.job').where({ name: 'xero.sync' }).orderBy('created_on', 'desc').first();
    expect(job.data.accountId).toBe(acmeId);
  });
});

/** A purchase order in `currency`, sent and received in full (a bill due to Xero). */
async function receivedPurchaseOrder(currency: string, ref: string): Promise<Row> {
  const supplier = (await owner.get(app.listPath('relationships', { filter: { type: 'SUPPLIER', q: 'Northern Textiles' } }))).body[0];
  const standard = (await owner.get(app.listPath('sales-taxes', { filter: { code: 'STD' } }))).body[0];
  const product = (await owner.get(app.listPath('products', { filter: { tax_id: standard.id }, sort: ['sku', 'ASC'], range: [0, 0] }))).body[0];
  const po = await owner.post('/api/purchase-orders', { supplier_id: supplier.id, supplier_ref: ref, currency, lines: [{ product_id: product.id, qty_ordered: 4, unit_cost: 1500 }] });
  expect(po.status, JSON.stringify(po.body)).toBe(201);
  for (const step of ['send', 'receive-all']) expect((await owner.post(`/api/purchase-orders/${po.body.id}/${step}`, {})).status).toBe(200);
  return (await owner.get(`/api/purchase-orders/${po.body.id}`)).body;
}

describe('foreign-currency bills', () => {
  it('go to Xero with their currency and the dated rate of the day they were received', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await owner.post('/api/exchange-rates', { currency: 'EUR', rate_date: today, rate_to_base: 0.8475, source: 'MANUAL' })).status).toBe(201);
    const po = await receivedPurchaseOrder('EUR', 'EU-BILL-1');
    const outcome = await syncXero(app.knex, acmeId, app.secrets);
    expect(outcome.failed).toEqual([]);
    const bills = (await organisation()).invoices.filter((i: Row) => i.Type === 'ACCPAY' && i.Reference === po.number);
    expect(bills).toHaveLength(1);
    // Xero's CurrencyRate is euros per pound: 1 / 0.8475 = 1.179941 (six places).
    expect(bills[0]).toMatchObject({ CurrencyCode: 'EUR', CurrencyRate: 1.179941, Total: po.total / 100, InvoiceNumber: 'EU-BILL-1' });
  });

  it('is refused by Xero while the organisation has not added the currency, and posts after it did and Retry', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await owner.post('/api/exchange-rates', { currency: 'SEK', rate_date: today, rate_to_base: 0.0725, source: 'MANUAL' })).status).toBe(201);
    const po = await receivedPurchaseOrder('SEK', 'SE-BILL-1');
    const refused = await syncXero(app.knex, acmeId, app.secrets);
    expect(refused.failed).toContainEqual({ record: po.number, message: expect.stringContaining('Organisation is not subscribed to currency SEK') });
    const status = await owner.get(`/api/xero-status/purchase-orders/${po.id}`);
    expect(status.body).toMatchObject({ state: 'REFUSED', document: 'bill', reason: 'Organisation is not subscribed to currency SEK', may_retry: true });

    // The merchant adds Swedish kronor in Xero (PUT /Currencies), then asks for a retry.
    const stored = await app.knex('xero_settings').where('account_id', acmeId).first();
    const tokens = app.secrets.decrypt(stored.tokens, 'xero_settings.tokens') as Row;
    const added = await fetch(`${app.baseUrl}/sandbox/xero/api.xro/2.0/Currencies`, { method: 'PUT', headers: { authorization: `Bearer ${tokens.access_token}`, 'xero-tenant-id': stored.tenant_id, 'content-type': 'application/json' }, body: JSON.stringify({ Code: 'SEK', Description: 'Swedish Krona' }) });
    expect(added.status).toBe(200);
    const retry = await owner.post(`/api/xero-status/purchase-orders/${po.id}/retry`, {});
    expect(retry.status, JSON.stringify(retry.body)).toBe(202);
    expect(await syncXero(app.knex, acmeId, app.secrets)).toMatchObject({ failed: [] });
    const bill = (await organisation()).invoices.filter((i: Row) => i.Type === 'ACCPAY' && i.Reference === po.number);
    expect(bill).toHaveLength(1);
    expect(bill[0]).toMatchObject({ CurrencyCode: 'SEK', CurrencyRate: 13.793103 }); // 1 / 0.0725
    expect((await owner.get(`/api/xero-status/purchase-orders/${po.id}`)).body).toMatchObject({ state: 'SENT', xero_reference: bill[0].InvoiceID });
  });

  it('is held back, saying why, when Sellyard has no rate for the currency', async () => {
    const po = await receivedPurchaseOrder('CHF', 'CH-BILL-1');
    const outcome = await syncXero(app.knex, acmeId, app.secrets);
    expect(outcome.failed).toContainEqual({ record: po.number, message: expect.stringMatching(/no CHF exchange rate for \d{4}-\d{2}-\d{2} or before/) });
    expect((await organisation()).invoices.filter((i: Row) => i.Reference === po.number)).toEqual([]);
  });
});

describe('the Xero status of a record', () => {
  it('says Sent with Xero\'s reference for each kind of record the sync posted', async () => {
    const org = await organisation();
    const cases: Array<[string, string, string, string, string]> = [
      ['sales-orders', gbpOrder.id, 'sales invoice', org.invoices.find((i: Row) => i.InvoiceNumber === gbpOrder.number).InvoiceID, gbpOrder.number],
      ['returns', refunded.id, 'credit note', org.credit_notes.find((c: Row) => c.CreditNoteNumber === refunded.rma_number).CreditNoteID, refunded.rma_number],
      ['settlements', settlement.id, 'bank transaction', org.bank_transactions.find((b: Row) => b.Reference === 'Payout XERO-EUR-1').BankTransactionID, 'Payout XERO-EUR-1'],
      ['purchase-orders', bill.id, 'bill', org.invoices.find((i: Row) => i.Type === 'ACCPAY' && i.Reference === bill.number).InvoiceID, 'NT-INV-7781'],
    ];
    for (const [resource, id, document, reference, number] of cases) {
      const status = await owner.get(`/api/xero-status/${resource}/${id}`);
      expect(status.status, `${resource}: ${JSON.stringify(status.body)}`).toBe(200);
      // A sandbox link has no Xero screens to open: the reference only.
      expect(status.body).toMatchObject({ state: 'SENT', document, xero_reference: reference, xero_number: number, xero_url: null, reason: null, may_retry: false });
      expect(Date.parse(status.body.posted_at)).toBeGreaterThan(0);
    }
  });

  it('links into Xero for a live organisation', async () => {
    await app.knex('xero_settings').where('account_id', acmeId).update({ environment: 'LIVE' });
    try {
      const status = (await owner.get(`/api/xero-status/purchase-orders/${bill.id}`)).body;
      expect(status.xero_url).toBe(`https://go.xero.com/AccountsPayable/View.aspx?InvoiceID=${status.xero_reference}`);
    } finally {
      await app.knex('xero_settings').where('account_id', acmeId).update({ environment: 'SANDBOX' });
    }
  });

  it('says Not due, then Waiting, then Refused in Xero\'s words with a Retry only the right roles get', async () => {
    const customer = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0];
    const product = (await owner.get(app.listPath('products', { range: [0, 0] }))).body[0];
    const draft = await owner.post('/api/sales-orders', { customer_id: customer.id, currency: 'GBP', order_date: '2026-11-03', lines: [{ product_id: product.id, quantity: 1, unit_price: 500 }] });
    expect((await owner.get(`/api/xero-status/sales-orders/${draft.body.id}`)).body).toMatchObject({ state: 'NOT_DUE', reason: 'A sales invoice goes to Xero once it is paid.' });

    const order = await paidOrder('GBP', 770);
    expect((await owner.get(`/api/xero-status/sales-orders/${order.id}`)).body).toMatchObject({ state: 'WAITING', reason: expect.stringContaining('the next sync') });

    const current = (await owner.get('/api/xero-settings')).body;
    expect((await owner.put('/api/xero-settings', { ...current, sales_account_code: '998', version: current.version })).status).toBe(200);
    await syncXero(app.knex, acmeId, app.secrets);
    const refused = (await owner.get(`/api/xero-status/sales-orders/${order.id}`)).body;
    expect(refused).toMatchObject({ state: 'REFUSED', may_retry: true, reason: expect.stringContaining("Account code '998' is not a valid code for this document.") });
    expect(refused.reason).not.toMatch(/^Xero refused it/);

    // Staff read the order (and its status) but may not send it to Xero; another account sees nothing; settlements
    // are the business's money, out of staff's reach.
    expect((await staff.get(`/api/xero-status/sales-orders/${order.id}`)).body).toMatchObject({ state: 'REFUSED', may_retry: false });
    expect((await staff.post(`/api/xero-status/sales-orders/${order.id}/retry`, {})).status).toBe(403);
    expect((await staff.get(`/api/xero-status/settlements/${settlement.id}`)).status).toBe(403);
    const globex = await app.signIn(DEMO.globexOwner);
    expect((await globex.get(`/api/xero-status/sales-orders/${order.id}`)).status).toBe(404);
    expect((await globex.post(`/api/xero-status/sales-orders/${order.id}/retry`, {})).status).toBe(404);
    expect((await owner.get(`/api/xero-status/products/${product.id}`)).status).toBe(404);
    expect((await owner.get('/api/xero-status/sales-orders/not-a-uuid')).status).toBe(404);
    // Only a refused record is retried.
    expect((await owner.post(`/api/xero-status/sales-orders/${gbpOrder.id}/retry`, {})).status).toBe(409);

    const fixed = (await owner.get('/api/xero-settings')).body;
    expect((await owner.put('/api/xero-settings', { ...fixed, sales_account_code: '200', version: fixed.version })).status).toBe(200);
    const retry = await owner.post(`/api/xero-status/sales-orders/${order.id}/retry`, {});
    expect(retry.status, JSON.stringify(retry.body)).toBe(202);
    // A sync is queued for the account (this one, or one already waiting: one waits per account at a time).
    const waiting = await app.knex('pgboss.job').where({ name: 'xero.sync', state: 'created' }).whereRaw("data->>'accountId' = ?", [acmeId]).select('id');
    expect(waiting).toHaveLength(1);
    if (retry.body.job_id) expect(waiting[0].id).toBe(retry.body.job_id);
    await syncXero(app.knex, acmeId, app.secrets);
    expect((await owner.get(`/api/xero-status/sales-orders/${order.id}`)).body).toMatchObject({ state: 'SENT', may_retry: false });
  });
});

describe('EU VAT under IOSS', () => {
  it('posts to the mapped EU VAT account on its own line, never as UK output VAT', async () => {
    const general = (await owner.get('/api/general-settings')).body;
    expect((await owner.put('/api/general-settings', { vat_establishment: 'GB', ioss_number: 'IM3720000123', version: general.version })).status).toBe(200);
    const current = (await owner.get('/api/xero-settings')).body;
    expect((await owner.put('/api/xero-settings', { ...current, eu_vat_account_code: '820', version: current.version })).status).toBe(200);
    const standard = (await owner.get(app.listPath('sales-taxes', { filter: { code: 'STD' } }))).body[0];
    const product = (await owner.get(app.listPath('products', { filter: { tax_id: standard.id }, sort: ['sku', 'ASC'], range: [0, 0] }))).body[0];
    const buyer = (await owner.post('/api/relationships', { type: 'CUSTOMER', name: 'Client lyonnais', addresses: [{ kind: 'BOTH', is_default: true, line1: '2 rue Mercière', city: 'Lyon', postcode: '69002', country: 'FR' }] })).body;
    // €60.00 of goods and €5.00 shipping to Lyon, under €150: IOSS at FR 20 % — €12.00 + €1.00 French VAT.
    const created = await owner.post('/api/sales-orders', { customer_id: buyer.id, currency: 'EUR', order_date: '2026-11-12', ship_to: { line1: '2 rue Mercière', city: 'Lyon', postcode: '69002', country: 'FR' }, shipping_charge: 500, lines: [{ product_id: product.id, quantity: 1, unit_price: 6000, tax_id: standard.id }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const step of ['submit', 'pay']) expect((await owner.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
    const order = (await owner.get(`/api/sales-orders/${created.body.id}`)).body;
    expect(order.lines[0]).toMatchObject({ vat_treatment: 'IOSS', vat_country: 'FR', tax: 1200 });

    // (The CHF bill above is still held back for its missing rate; this order is not.)
    expect((await syncXero(app.knex, acmeId, app.secrets)).failed.map((f) => f.record)).not.toContain(order.number);
    const invoice = (await organisation()).invoices.find((i: Row) => i.InvoiceNumber === order.number);
    expect(invoice.LineItems.map((l: Row) => [l.LineAmount, l.AccountCode, l.TaxType, l.TaxAmount])).toEqual([
      [60, '200', 'NONE', 0], // the goods, net: income without UK VAT
      [5, '260', 'NONE', 0], // shipping, net, to the shipping income account
      [13, '820', 'NONE', 0], // the French VAT owed through the IOSS return, to its liability account
    ]);
    expect(invoice.LineItems[2].Description).toBe('IOSS: French VAT 20 % (owed through the EU return)');
    expect(invoice).toMatchObject({ Total: order.total / 100, TotalTax: 0, CurrencyCode: 'EUR' });

    // The whole order comes back and is refunded: the credit note gives the same €13.00 of French VAT back to the
    // EU VAT account, on its own line, so the liability nets to nil (before, the whole refund went to refunds).
    const shipment = (await owner.post('/api/shipments', { order_id: order.id })).body;
    for (const step of ['create-label', 'ship']) expect((await owner.post(`/api/shipments/${shipment.id}/${step}`, {})).status).toBe(200);
    const ret = (await owner.post('/api/returns', { order_id: order.id, lines: [{ order_line_id: order.lines[0].id, qty: 1, received_qty: 1 }] })).body;
    for (const step of ['authorise', 'receive']) expect((await owner.post(`/api/returns/${ret.id}/${step}`, {})).status).toBe(200);
    const received = (await owner.get(`/api/returns/${ret.id}`)).body;
    expect((await owner.put(`/api/returns/${ret.id}`, { refund_amount: order.total, version: received.version })).status).toBe(200);
    expect((await owner.post(`/api/returns/${ret.id}/refund`, {})).status).toBe(200);
    expect((await syncXero(app.knex, acmeId, app.secrets)).failed.map((f) => f.record)).not.toContain(received.rma_number);
    const note = (await organisation()).credit_notes.find((c: Row) => c.CreditNoteNumber === received.rma_number);
    expect(note.LineItems.map((l: Row) => [l.LineAmount, l.AccountCode, l.TaxType])).toEqual([
      [65, expect.any(String), 'NONE'], // goods and shipping, without UK VAT
      [13, '820', 'NONE'], // the French VAT given back through the IOSS return
    ]);
    expect(note.LineItems[1].Description).toBe('IOSS: French VAT 20 % (given back through the EU return)');
    expect(note).toMatchObject({ Total: order.total / 100, TotalTax: 0, CurrencyCode: 'EUR' });
  });
});
