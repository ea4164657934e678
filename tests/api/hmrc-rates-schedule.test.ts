/**
 * HMRC's monthly exchange rates on a schedule (issue 21): the feed the app hosts beside its other sandboxes (HMRC's
 * published XML), the import reading it when no HMRC_RATES_URL is set, and the `exchange-rates.hmrc-due` run:
 * the running month and the one before loaded for each account missing them, a rate entered by hand kept, a
 * second run changing nothing, a month HMRC has not published skipped; the import's refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { dueMonths, loadDueHmrcRates } from '../../api/domain/finance/exchange/hmrc-rates-job.ts';
import { demoMonthRates } from '../../api/domain/finance/exchange/hmrc-rates-sandbox.ts';

let app: TestApp;
let owner: Client;
let staff: Client;
let acmeId: string;
let globexId: string;
const NOW = new Date();
const [thisMonth, lastMonth] = dueMonths(NOW);

const rates = (accountId: string, month: string) => app.knex('exchange_rates').where({ account_id: accountId, rate_date: `${month}-01` }).orderBy('currency').select('currency', 'source', 'rate_to_base', 'version');

beforeAll(async () => {
  delete process.env.HMRC_RATES_URL;
  app = await startTestApp({ orders: 2 });
  [owner, staff] = await Promise.all([app.signIn(DEMO.acmeOwner), app.signIn(DEMO.acmeStaff)]);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  globexId = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
});
afterAll(() => app?.close());

describe("the sandbox feed of HMRC's monthly rates", () => {
  it("answers a published month in HMRC's XML and 404 for a month not published yet", async () => {
    const file = await fetch(`${app.baseUrl}/sandbox/hmrc-rates/api/v2/exchange_rates/files/monthly_xml_2024-01.xml`);
    expect(file.status).toBe(200);
    const xml = await file.text();
    expect(xml).toMatch(/<exchangeRateMonthList Period="01\/Jan\/2024 to 31\/Jan\/2024">/);
    expect(xml).toContain(`<currencyCode>EUR</currencyCode>\n    <rateNew>${demoMonthRates('2024-01').EUR}</rateNew>`);
    const future = `${NOW.getUTCFullYear() + 1}-01`;
    expect((await fetch(`${app.baseUrl}/sandbox/hmrc-rates/api/v2/exchange_rates/files/monthly_xml_${future}.xml`)).status).toBe(404);
  });
});

describe('the import by hand', () => {
  it('reads the built-in feed when no HMRC_RATES_URL is set', async () => {
    const answer = await owner.post('/api/exchange-rates/import-hmrc', { month: '2024-01' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const eur = answer.body.rates.find((r: { currency: string }) => r.currency === 'EUR');
    expect(eur).toMatchObject({ rate_date: '2024-01-01', source: 'HMRC_MONTHLY', rate_to_base: Math.round(1e8 / demoMonthRates('2024-01').EUR) / 1e8 });
  });

  it('refuses a malformed month, an unpublished one and a role that may not change rates', async () => {
    const bad = await owner.post('/api/exchange-rates/import-hmrc', { month: '2024-13' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].pointer).toBe('/month');
    const unpublished = await owner.post('/api/exchange-rates/import-hmrc', { month: `${NOW.getUTCFullYear() + 1}-01` });
    expect(unpublished.status).toBe(404);
    expect(unpublished.body.errors[0]).toEqual({ pointer: '/month', message: 'has no published rates' });
    expect((await staff.post('/api/exchange-rates/import-hmrc', { month: '2024-02' })).status).toBe(403);
  });
});

describe('the scheduled load', () => {
  it('loads the running month and the one before for each account missing them, keeping a rate entered by hand', async () => {
    // Acme fixed its euro rate for this month by hand before HMRC's arrived.
    await app.knex('exchange_rates').where({ account_id: acmeId, rate_date: `${thisMonth}-01` }).delete();
    expect((await owner.post('/api/exchange-rates', { currency: 'EUR', rate_date: `${thisMonth}-01`, rate_to_base: 0.85, source: 'MANUAL' })).status).toBe(201);

    const first = await loadDueHmrcRates(app.knex, NOW);
    expect(first.failures).toEqual([]);
    expect(first.months.map((m) => m.month)).toEqual([thisMonth, lastMonth]);
    expect(first.months.every((m) => m.published)).toBe(true);

    const acme = await rates(acmeId, thisMonth);
    expect(acme.map((r) => [r.currency, r.source])).toEqual([['EUR', 'MANUAL'], ['PLN', 'HMRC_MONTHLY'], ['USD', 'HMRC_MONTHLY']]);
    expect(Number(acme[0].rate_to_base)).toBe(0.85);
    expect(Number(acme[2].rate_to_base)).toBe(Math.round(1e8 / demoMonthRates(thisMonth).USD) / 1e8);
    expect((await rates(globexId, lastMonth)).map((r) => r.currency)).toEqual(['EUR', 'USD']);

    // A second run finds nothing missing: no file read, nothing written.
    let read = 0;
    const second = await loadDueHmrcRates(app.knex, NOW, async () => { read += 1; return null; });
    expect(read).toBe(0);
    expect(second.months.every((m) => m.accounts === 0)).toBe(true);
    expect(await rates(acmeId, thisMonth)).toEqual(acme);
  });

  it('skips a month HMRC has not published yet, storing nothing, and loads it at a later run', async () => {
    const later = new Date(Date.UTC(NOW.getUTCFullYear() + 1, 0, 15));
    const [month] = dueMonths(later);
    const outcome = await loadDueHmrcRates(app.knex, later);
    expect(outcome.months.find((m) => m.month === month)).toMatchObject({ published: false, rates: 0 });
    expect(await rates(acmeId, month)).toEqual([]);
  });
});
