/**
 * OSS and IOSS returns from stored treatments (issue 21): a Northern Ireland seller's quarter of EU distance sales
 * under the One Stop Shop, and a Great Britain seller's month of IOSS consignments, each totalled per member state
 * and rate in euros at the period's last-day rate, with every figure worked out by hand below and each total
 * drilling down to its orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let buyer: Row;
let product: Row;
let taxes: Record<string, string>;

const address = (country: string, postcode: string) => ({ line1: '1 Test Street', city: 'Testville', postcode, country });

async function settings(changes: Row) {
  const current = (await owner.get('/api/general-settings')).body;
  const saved = await owner.put('/api/general-settings', { ...changes, version: current.version });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
async function paidOrder(body: Row): Promise<Row> {
  const created = await owner.post('/api/sales-orders', { customer_id: buyer.id, ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const step of ['submit', 'pay']) expect((await owner.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
  return (await owner.get(`/api/sales-orders/${created.body.id}`)).body;
}
const line = (quantity: number, unit_price: number, tax = 'STD') => ({ product_id: product.id, quantity, unit_price, tax_id: taxes[tax] });
async function calculated(scheme: string, period_start: string, period_end: string): Promise<Row> {
  const created = await owner.post('/api/eu-vat-returns', { scheme, period_start, period_end });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const result = await owner.post(`/api/eu-vat-returns/${created.body.id}/calculate`, {});
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  staff = await app.signIn(DEMO.acmeStaff);
  taxes = Object.fromEntries(((await owner.get(app.listPath('sales-taxes', { range: [0, 20] }))).body as Row[]).map((t) => [t.code, t.id]));
  buyer = (await owner.post('/api/relationships', { type: 'CUSTOMER', name: 'EU consumer', addresses: [{ kind: 'BOTH', is_default: true, ...address('FR', '75001') }] })).body;
  product = (await owner.post('/api/products', { sku: 'EU-RETURN-1', title: 'EU return product', tax_id: taxes.STD })).body;
  // EUR is worth 0.90 on 1 July 2019, 0.86 from 30 September 2019 (the OSS quarter's last day) and 0.86 in November.
  for (const [rate_date, rate_to_base] of [['2019-07-01', 0.9], ['2019-09-30', 0.86]] as const) {
    const rate = await owner.post('/api/exchange-rates', { currency: 'EUR', rate_date, rate_to_base });
    expect(rate.status, JSON.stringify(rate.body)).toBe(201);
  }
});
afterAll(async () => { await app?.close(); });

describe('OSS return (Northern Ireland seller, quarterly)', () => {
  it('totals each member state and rate in euros with the hand-computed figures, each drilling down to its orders', async () => {
    await settings({ vat_establishment: 'NI', oss_registered: true, oss_opted_in: true, ioss_number: null });
    // O1: €, to Paris: 2 × €50.00 at FR 20 % and €10.00 shipping (follows the goods): net 11,000, VAT 2,200 cents.
    const o1 = await paidOrder({ order_date: '2019-07-10', currency: 'EUR', ship_to: address('FR', '75001'), shipping_charge: 1000, lines: [line(2, 5000)] });
    // O2: £, to Berlin: 1 × £43.00 reduced-rated → DE 7 %: net 4,300 p, VAT 301 p; at 30 Sep's 0.86: 5,000 and 350 cents.
    const o2 = await paidOrder({ order_date: '2019-08-05', currency: 'GBP', ship_to: address('DE', '10115'), lines: [line(1, 4300, 'RED')] });
    // O3: €, to Munich on the quarter's last day: 1 × €20.00 at DE 19 %: net 2,000, VAT 380 cents.
    const o3 = await paidOrder({ order_date: '2019-09-30', currency: 'EUR', ship_to: address('DE', '80331'), lines: [line(1, 2000)] });
    // Next quarter: not in this return.
    await paidOrder({ order_date: '2019-10-01', currency: 'EUR', ship_to: address('FR', '75002'), lines: [line(1, 9900)] });
    expect(o1.lines[0]).toMatchObject({ vat_treatment: 'NI_EU_OSS', vat_country: 'FR', tax_rate: 20, tax: 2000 });
    expect(o1).toMatchObject({ shipping_vat_treatment: 'NI_EU_OSS', shipping_vat_country: 'FR', shipping_vat_rate: 20, tax_total: 2200 });
    expect(o2.lines[0]).toMatchObject({ vat_treatment: 'NI_EU_OSS', vat_country: 'DE', tax_rate: 7, tax: 301 });

    const oss = await calculated('OSS', '2019-07-01', '2019-09-30');
    expect(oss).toMatchObject({ status: 'CALCULATED', currency: 'EUR', exchange_rate_date: '2019-09-30', excluded_documents: 0,
      // 11,000 + 5,000 + 2,000 and 2,200 + 350 + 380.
      total_net: 18_000, total_vat: 2_930 });
    expect(oss.country_totals).toEqual([
      { country: 'DE', net: 7_000, vat: 730, documents: 2 },
      { country: 'FR', net: 11_000, vat: 2_200, documents: 1 },
    ]);
    expect(oss.lines).toEqual([
      { country: 'DE', rate: 19, net: 2_000, vat: 380, documents: 1 },
      { country: 'DE', rate: 7, net: 5_000, vat: 350, documents: 1 },
      { country: 'FR', rate: 20, net: 11_000, vat: 2_200, documents: 1 },
    ]);
    expect(oss.documents).toEqual(expect.arrayContaining([
      expect.objectContaining({ document_id: o1.id, number: o1.number, country: 'FR', rate: 20, currency: 'EUR', exchange_rate: 1, net: 11_000, vat: 2_200 }),
      // £1 = 1 / 0.86 € on the quarter's last day.
      expect.objectContaining({ document_id: o2.id, country: 'DE', rate: 7, currency: 'GBP', exchange_rate: 1.1627907, net: 5_000, vat: 350 }),
      expect.objectContaining({ document_id: o3.id, country: 'DE', rate: 19, net: 2_000, vat: 380 }),
    ]));
    expect(oss.documents).toHaveLength(3);
    const stored = await app.knex('eu_vat_returns').where('id', oss.id).first();
    expect([stored.total_net, stored.total_vat, stored.status]).toEqual([18_000, 2_930, 'CALCULATED']);

    // The IOSS return of the same months has none of these sales.
    expect(await calculated('IOSS', '2019-08-01', '2019-08-31')).toMatchObject({ total_net: 0, total_vat: 0, lines: [], documents: [] });
  });
});

describe('IOSS return (Great Britain seller, monthly)', () => {
  it('totals the IOSS consignments of the month per member state, leaving exports over €150 out', async () => {
    await settings({ vat_establishment: 'GB', oss_registered: false, oss_opted_in: false, ioss_number: 'IM3720000123' });
    // I1: €, to Lyon: €60.00 at FR 20 % and €5.00 shipping: net 6,500, VAT 1,300 cents.
    const i1 = await paidOrder({ order_date: '2019-11-04', currency: 'EUR', ship_to: address('FR', '69001'), shipping_charge: 500, lines: [line(1, 6000)] });
    // I2: £, to Rome: £86.00 (€100 at 0.86, under €150) at IT 22 %: VAT 1,892 p; at 30 Nov's rate (0.86, from 30 Sep):
    // 8,600 / 0.86 = 10,000 and 1,892 / 0.86 = 2,200 cents.
    const i2 = await paidOrder({ order_date: '2019-11-20', currency: 'GBP', ship_to: address('IT', '00100'), lines: [line(1, 8600)] });
    // I3: €200.00 to France is over €150: a zero-rated export, not an IOSS sale.
    const i3 = await paidOrder({ order_date: '2019-11-21', currency: 'EUR', ship_to: address('FR', '69002'), lines: [line(1, 20_000)] });
    expect(i1.lines[0]).toMatchObject({ vat_treatment: 'IOSS', vat_country: 'FR', tax_rate: 20 });
    expect(i2.lines[0]).toMatchObject({ vat_treatment: 'IOSS', vat_country: 'IT', tax_rate: 22, tax: 1892 });
    expect(i3.lines[0]).toMatchObject({ vat_treatment: 'EXPORT_ZERO' });

    const ioss = await calculated('IOSS', '2019-11-01', '2019-11-30');
    expect(ioss).toMatchObject({ total_net: 16_500, total_vat: 3_500, exchange_rate_date: '2019-09-30' });
    expect(ioss.country_totals).toEqual([
      { country: 'FR', net: 6_500, vat: 1_300, documents: 1 },
      { country: 'IT', net: 10_000, vat: 2_200, documents: 1 },
    ]);
    expect(ioss.documents.map((d: Row) => [d.document_id, d.net, d.vat])).toEqual([[i1.id, 6_500, 1_300], [i2.id, 10_000, 2_200]]);
    // The OSS return of that quarter has none of them: only the NI seller's €99.00 sale of 1 October above
    // (FR 20 %: 9,900 and 1,980 cents).
    expect(await calculated('OSS', '2019-10-01', '2019-12-31')).toMatchObject({ total_net: 9_900, total_vat: 1_980, country_totals: [{ country: 'FR', net: 9_900, vat: 1_980, documents: 1 }] });

    // Filed returns are read-only; a calculated one is too until reopened.
    expect((await owner.post(`/api/eu-vat-returns/${ioss.id}/mark-filed`, {})).body.status).toBe('FILED');
    const filed = (await owner.get(`/api/eu-vat-returns/${ioss.id}`)).body;
    expect((await owner.put(`/api/eu-vat-returns/${ioss.id}`, { notes: 'x', version: filed.version })).status).toBe(409);
    expect((await owner.post(`/api/eu-vat-returns/${ioss.id}/calculate`, {})).status).toBe(409);
    expect((await owner.delete(`/api/eu-vat-returns/${ioss.id}`)).status).toBe(409);
  });
});

describe('OSS and IOSS periods and access', () => {
  it('refuses a period that is not the scheme’s, naming the field, and a role without salesTaxes', async () => {
    const notQuarter = await owner.post('/api/eu-vat-returns', { scheme: 'OSS', period_start: '2019-08-01', period_end: '2019-10-31' });
    expect([notQuarter.status, notQuarter.body.errors]).toEqual([400, [expect.objectContaining({ pointer: '/period_start' })]]);
    const shortQuarter = await owner.post('/api/eu-vat-returns', { scheme: 'OSS', period_start: '2019-07-01', period_end: '2019-08-31' });
    expect(shortQuarter.body.errors).toEqual([{ pointer: '/period_end', message: 'must be the last day of the quarter (2019-09-30) for an OSS return' }]);
    const longMonth = await owner.post('/api/eu-vat-returns', { scheme: 'IOSS', period_start: '2019-11-01', period_end: '2019-12-31' });
    expect(longMonth.body.errors).toEqual([{ pointer: '/period_end', message: 'must be the last day of the month (2019-11-30) for an IOSS return' }]);
    expect((await owner.post('/api/eu-vat-returns', { scheme: 'VAT', period_start: '2019-11-01', period_end: '2019-11-30' })).body.errors).toEqual([expect.objectContaining({ pointer: '/scheme' })]);
    expect((await staff.post('/api/eu-vat-returns', { scheme: 'IOSS', period_start: '2019-11-01', period_end: '2019-11-30' })).status).toBe(403);
    expect((await staff.get('/api/eu-vat-returns')).status).toBe(403);
  });
});
