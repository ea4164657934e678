/**
 * The UK VAT return from stored treatments (issue 21): orders decide their VAT by place of supply when saved and
 * keep it with their exchange rate; a quarter with GBP and EUR orders, exports, IOSS and marketplace-collected VAT
 * gives boxes equal to figures worked out by hand below, and each box lists the documents behind it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { startHmrcRatesSandbox, type HmrcRatesSandbox } from '../../api/domain/finance/exchange/hmrc-rates-sandbox.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let buyer: Row;
let product: Row;
let amazon: Row;
let taxes: Record<string, string>;
let hmrc: HmrcRatesSandbox;

const address = (country: string, postcode = '1000') => ({ line1: '1 Test Street', city: 'Testville', postcode, country });

beforeAll(async () => {
  // HMRC's monthly rate files come from an in-process sandbox of the Trade Tariff service.
  hmrc = await startHmrcRatesSandbox();
  process.env.HMRC_RATES_URL = hmrc.url;
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  taxes = Object.fromEntries(((await owner.get(app.listPath('sales-taxes', { range: [0, 20] }))).body as Row[]).map((t) => [t.code, t.id]));
  buyer = (await owner.post('/api/relationships', { type: 'CUSTOMER', name: 'VAT Return Buyer', addresses: [{ kind: 'BOTH', is_default: true, ...address('GB', 'SW1A 1AA') }] })).body;
  product = (await owner.post('/api/products', { sku: 'VAT-RETURN-1', title: 'VAT return product', tax_id: taxes.STD })).body;
  const channel = await owner.post('/api/sales-channels', { type: 'AMAZON', name: 'Amazon VAT test', marketplace: 'A1F83G8C2ARO7P' });
  expect(channel.status, JSON.stringify(channel.body)).toBe(201);
  amazon = channel.body;
  // The seller is registered for IOSS; EUR has a dated rate from 1 May 2019 (its current rate, 0.8523, before that).
  const settings = (await owner.get('/api/general-settings')).body;
  const saved = await owner.put('/api/general-settings', { ioss_number: 'IM3720000123', version: settings.version });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const rate = await owner.post('/api/exchange-rates', { currency: 'EUR', rate_date: '2019-05-01', rate_to_base: 0.86 });
  expect(rate.status, JSON.stringify(rate.body)).toBe(201);
});
afterAll(async () => { await app?.close(); await hmrc?.close(); delete process.env.HMRC_RATES_URL; });

async function paidOrder(body: Row): Promise<Row> {
  const created = await owner.post('/api/sales-orders', { customer_id: buyer.id, ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const step of ['submit', 'pay']) expect((await owner.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
  return (await owner.get(`/api/sales-orders/${created.body.id}`)).body;
}

const line = (quantity: number, unit_price: number, tax = 'STD') => ({ product_id: product.id, quantity, unit_price, tax_id: taxes[tax] });

describe('UK VAT return from stored treatments', () => {
  it('fills every box of a mixed quarter with the hand-computed figure, each box drilling down to its documents', async () => {
    // A: GB domestic, 2 × £10.00 at 20 %, shipping £5.00 (20 %): net 2,500, VAT 500 → box 1 500, box 6 2,500.
    const a = await paidOrder({ order_date: '2019-04-02', currency: 'GBP', ship_to: address('GB', 'SW1A 1AA'), shipping_charge: 500, lines: [line(2, 1000)] });
    // B: GB domestic, 1 × £10.00 at 5 %, shipping £4.00 follows the goods (5 %): net 1,400, VAT 70.
    const b = await paidOrder({ order_date: '2019-04-20', currency: 'GBP', ship_to: address('GB', 'M1 1AA'), shipping_charge: 400, lines: [line(1, 1000, 'RED')] });
    // C: EUR export to the US, 3 × €20.00 and €10.00 shipping, zero-rated; 1 May rate 0.86: €70.00 → £60.20 → box 6 6,020.
    const c = await paidOrder({ order_date: '2019-05-15', currency: 'EUR', ship_to: address('US', '10001'), shipping_charge: 1000, lines: [line(3, 2000)] });
    // D: EUR to France through Amazon (€40.00 ≤ €150): Amazon collects French VAT 20 % as deemed supplier; the export
    // stays in box 6 at the currency's rate on that day (no dated rate yet: 0.8523): €40.00 → £34.092 → 3,409.
    const d = await paidOrder({ order_date: '2019-04-10', currency: 'EUR', sales_channel_id: amazon.id, ship_to: address('FR', '69001'), lines: [line(1, 4000)] });
    // E: GBP IOSS sale to Germany, £50.00 (€58.14 at 0.86) and £6.00 shipping: German VAT 19 % on the IOSS return;
    // box 6 has the zero-rated export, 5,600.
    const e = await paidOrder({ order_date: '2019-06-01', currency: 'GBP', ship_to: address('DE', '10115'), shipping_charge: 600, lines: [line(1, 5000)] });
    // F: the Lyon order, £200.00 (over €150): a zero-rated export, box 6 20,000, never box 1 or box 8.
    const f = await paidOrder({ order_date: '2019-06-28', currency: 'GBP', ship_to: address('FR', '69002'), lines: [line(1, 20_000)] });

    expect(a.lines[0]).toMatchObject({ vat_treatment: 'UK_STANDARD', tax_rate: 20, tax: 400, vat_reason: 'UK VAT 20 %' });
    expect(a).toMatchObject({ shipping_vat_treatment: 'UK_STANDARD', shipping_vat_rate: 20, tax_total: 500, exchange_rate: 1, base_currency: 'GBP' });
    expect(b).toMatchObject({ shipping_vat_treatment: 'UK_REDUCED', shipping_vat_rate: 5, tax_total: 70 });
    expect(c.lines[0]).toMatchObject({ vat_treatment: 'EXPORT_ZERO', tax_rate: 0, tax: 0, vat_reason: 'Zero-rated export' });
    expect(c).toMatchObject({ exchange_rate: 0.86, exchange_rate_date: '2019-05-01', total: 7000 });
    expect(d.lines[0]).toMatchObject({ vat_treatment: 'MARKETPLACE_EU', vat_country: 'FR', vat_accounted_by: 'MARKETPLACE', tax_rate: 20, tax: 800,
      vat_reason: 'French VAT 20 % collected by Amazon under the deemed supplier rules (IOSS)' });
    expect(d).toMatchObject({ exchange_rate: 0.8523 });
    expect(e.lines[0]).toMatchObject({ vat_treatment: 'IOSS', vat_country: 'DE', vat_accounted_by: 'SELLER_IOSS', tax_rate: 19, tax: 950, vat_reason: 'IOSS: German VAT 19 %' });
    expect(e).toMatchObject({ shipping_vat_treatment: 'IOSS', shipping_vat_rate: 19, tax_total: 1064 });
    expect(f.lines[0]).toMatchObject({ vat_treatment: 'EXPORT_ZERO', tax: 0 });

    // Stored rows say the same as the API.
    const stored = await app.knex('sales_order_lines').where({ sales_order_id: d.id }).first('vat_treatment', 'vat_accounted_by');
    expect(stored).toEqual({ vat_treatment: 'MARKETPLACE_EU', vat_accounted_by: 'MARKETPLACE' });

    const report = (await owner.post('/api/vat-reports', { period_start: '2019-04-01', period_end: '2019-06-30' })).body;
    const calculated = await owner.post(`/api/vat-reports/${report.id}/calculate`, {});
    expect(calculated.status, JSON.stringify(calculated.body)).toBe(200);
    const vat = calculated.body;
    // Box 1: 500 + 70 = 570. Box 6: 2,500 + 1,400 + 6,020 + 3,409 + 5,600 + 20,000 = 38,929 pence → £389.
    expect(vat).toMatchObject({
      currency: 'GBP',
      box1_vat_due_sales: 570, box2_vat_due_acquisitions: 0, box3_total_vat_due: 570, box4_vat_reclaimed: 0,
      box5_net_vat: 570, net_vat_due: 'PAYABLE', box6_total_sales_ex_vat: 389, box7_total_purchases_ex_vat: 0,
      box8_total_supplies_ex_vat: 0, box9_total_acquisitions_ex_vat: 0, excluded_documents: 0,
    });
    const drill = (box: number) => (vat.box_documents as Row[]).filter((x) => x.box === box).map((x) => [x.document_id, x.amount]).sort();
    expect(drill(1)).toEqual([[a.id, 500], [b.id, 70]].sort());
    expect(drill(6)).toEqual([[a.id, 2500], [b.id, 1400], [c.id, 6020], [d.id, 3409], [e.id, 5600], [f.id, 20_000]].sort());
    expect(drill(8)).toEqual([]);
    expect((vat.box_documents as Row[]).find((x) => x.document_id === c.id)).toMatchObject({ currency: 'EUR', exchange_rate: 0.86, treatment: 'EXPORT_ZERO', number: c.number });
    // The stored report keeps the drill-down.
    const row = await app.knex('vat_reports').where({ id: report.id }).first('box_documents', 'box1_vat_due_sales');
    expect(row.box1_vat_due_sales).toBe(570);
    expect((typeof row.box_documents === 'string' ? JSON.parse(row.box_documents) : row.box_documents)).toHaveLength(8);

    // The invoice states each treatment in words.
    const invoice = async (order: Row) => String((await owner.get(`/api/documents/invoice?records=${order.id}`)).body);
    expect(await invoice(f)).toContain('VAT treatment: Zero-rated export');
    expect(await invoice(d)).toContain('VAT treatment: French VAT 20 % collected by Amazon under the deemed supplier rules (IOSS)');
    expect(await invoice(b)).toContain('VAT treatment: UK VAT 5 % (reduced rate)');
  });

  it('keeps an order\'s treatment and rate when the settings and rates change later', async () => {
    const kept = await paidOrder({ order_date: '2019-07-03', currency: 'EUR', ship_to: address('FR', '75001'), lines: [line(1, 3000)] });
    expect(kept.lines[0]).toMatchObject({ vat_treatment: 'IOSS', tax_rate: 20 });
    const settings = (await owner.get('/api/general-settings')).body;
    expect((await owner.put('/api/general-settings', { ioss_number: null, version: settings.version })).status).toBe(200);
    expect((await owner.post('/api/exchange-rates', { currency: 'EUR', rate_date: '2019-07-01', rate_to_base: 0.9 })).status).toBe(201);
    const again = (await owner.get(`/api/sales-orders/${kept.id}`)).body;
    expect(again.lines[0]).toMatchObject({ vat_treatment: 'IOSS', tax_rate: 20, vat_reason: 'IOSS: French VAT 20 %' });
    expect(again.exchange_rate).toBe(0.86);
  });

  it('refuses a second rate for the same currency and day, naming the field', async () => {
    const twice = await owner.post('/api/exchange-rates', { currency: 'EUR', rate_date: '2019-05-01', rate_to_base: 0.87 });
    expect(twice.status).toBe(409);
    const bad = await owner.post('/api/exchange-rates', { currency: 'EUR', rate_date: '2019-05-02', rate_to_base: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].pointer).toBe('/rate_to_base');
  });

  it('loads HMRC\'s monthly rates, dated the 1st, and converts a later order at them', async () => {
    hmrc.publish('2019-08', { EUR: 1.087, USD: 1.2155, CHF: 1.19 });
    const loaded = await owner.post('/api/exchange-rates/import-hmrc', { month: '2019-08' });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    // Acme has EUR, USD and PLN: HMRC's CHF is not set up there, PLN is not in the file. £1 = €1.087 → €1 = £0.9199632.
    expect(loaded.body.rates).toEqual([
      { currency: 'EUR', rate_to_base: 0.9199632, rate_date: '2019-08-01', source: 'HMRC_MONTHLY' },
      { currency: 'USD', rate_to_base: 0.82270671, rate_date: '2019-08-01', source: 'HMRC_MONTHLY' },
    ]);
    const stored = await app.knex('exchange_rates').where({ currency: 'EUR', rate_date: '2019-08-01' }).select('rate_to_base', 'source');
    expect(stored.map((r: Row) => [Number(r.rate_to_base), r.source])).toEqual([[0.9199632, 'HMRC_MONTHLY']]);
    // Loading again changes nothing; a month HMRC has not published is a 404 naming the field; a bad month a 400.
    expect((await owner.post('/api/exchange-rates/import-hmrc', { month: '2019-08' })).body.rates).toHaveLength(2);
    expect(Number((await app.knex('exchange_rates').where({ rate_date: '2019-08-01' }).count({ n: '*' }))[0].n)).toBe(2);
    const missing = await owner.post('/api/exchange-rates/import-hmrc', { month: '2019-09' });
    expect([missing.status, missing.body.errors]).toEqual([404, [{ pointer: '/month', message: 'has no published rates' }]]);
    const bad = await owner.post('/api/exchange-rates/import-hmrc', { month: '2019-13' });
    expect([bad.status, bad.body.errors]).toEqual([400, [{ pointer: '/month', message: 'must be a month as YYYY-MM' }]]);
    const order = await paidOrder({ order_date: '2019-08-20', currency: 'EUR', ship_to: address('GB', 'SW1A 1AA'), lines: [line(1, 1000)] });
    expect(order).toMatchObject({ exchange_rate: 0.9199632, exchange_rate_date: '2019-08-01' });
  });
});
