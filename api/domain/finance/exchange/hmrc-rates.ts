/**
 * HMRC's monthly exchange rates (for customs and VAT: VAT Notice 700, 7.3 lets a business convert at the period
 * rate HMRC publishes) loaded as dated exchange rates. HMRC publishes one XML file a month on the Trade Tariff
 * service, `/api/v2/exchange_rates/files/monthly_xml_YYYY-MM.xml`:
 *
 *   <exchangeRateMonthList Period="01/May/2019 to 31/May/2019">
 *     <exchangeRate><countryName>Eurozone</countryName><countryCode>EU</countryCode>
 *       <currencyName>Euro</currencyName><currencyCode>EUR</currencyCode><rateNew>1.1636</rateNew></exchangeRate>
 *     …
 *
 * `rateNew` is units of the currency per £1. A month not yet published answers 404. Where the file comes from is
 * the server's setting (HMRC_RATES_URL; default the built-in sandbox feed where sandboxes run, else HMRC's own
 * host), never the merchant's. The `exchange-rates.hmrc-due` job (hmrc-rates-job.ts) loads each month by itself.
 * `POST /api/exchange-rates/import-hmrc {month: "YYYY-MM"}` stores, for each currency the account has set up, the
 * month's rate dated the 1st (source HMRC_MONTHLY), expressed against the account's currency; a rate entered by
 * hand for that day is kept.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Actor } from '../../../crud/actor.ts';
import { fail } from '../../../http/errors.ts';
import type { RouteDoc } from '../../../http/route-docs.ts';
import { sandboxEnabled, sandboxOrigin } from '../../../channels/base-url.ts';
import { HMRC_RATES_SANDBOX_PREFIX } from './hmrc-rates-sandbox.ts';

export const HMRC_RATES_DEFAULT_URL = 'https://www.trade-tariff.service.gov.uk';

export interface HmrcMonth { period_start: string; period_end: string; rates: Array<{ currency: string; per_gbp: number }> }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `01/May/2019` → `2019-05-01`. */
function hmrcDate(text: string): string | null {
  const m = /^(\d{2})\/([A-Z][a-z]{2})\/(\d{4})$/.exec(text.trim());
  if (!m || !MONTHS.includes(m[2])) return null;
  return `${m[3]}-${String(MONTHS.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1]}`;
}

const element = (block: string, name: string) => new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(block)?.[1];

/** Reads HMRC's monthly XML; null when the text is not in that format. */
export function parseHmrcMonthlyXml(xml: string): HmrcMonth | null {
  const root = /<exchangeRateMonthList\s+Period="([^"]+)"\s*>([\s\S]*)<\/exchangeRateMonthList>/.exec(xml);
  if (!root) return null;
  const [from, to] = root[1].split(/\s+to\s+/);
  const period_start = hmrcDate(from ?? '');
  const period_end = hmrcDate(to ?? '');
  if (!period_start || !period_end) return null;
  const rates: HmrcMonth['rates'] = [];
  for (const [, block] of root[2].matchAll(/<exchangeRate>([\s\S]*?)<\/exchangeRate>/g)) {
    const currency = element(block, 'currencyCode');
    const per = Number(element(block, 'rateNew'));
    if (!currency || !/^[A-Z]{3}$/.test(currency) || !(per > 0)) return null;
    // Several countries share a currency (the euro): HMRC prints the same rate for each; keep the first.
    if (!rates.some((r) => r.currency === currency)) rates.push({ currency, per_gbp: per });
  }
  return rates.length ? { period_start, period_end, rates } : null;
}

const round8 = (n: number) => Math.round(n * 1e8) / 1e8;

/**
 * The month's rates against `base`: one unit of X is worth 1 / rateNew(X) pounds, so against a base B it is
 * rateNew(B) / rateNew(X). Currencies HMRC does not list are left out.
 */
export function ratesToBase(month: HmrcMonth, base: string, currencies: string[]): Array<{ currency: string; rate_to_base: number }> {
  const perGbp = new Map(month.rates.map((r) => [r.currency, r.per_gbp]));
  perGbp.set('GBP', 1);
  const basePer = perGbp.get(base);
  if (!basePer) return [];
  return currencies.filter((c) => c !== base && perGbp.has(c)).map((currency) => ({ currency, rate_to_base: round8(basePer / perGbp.get(currency)!) }));
}

/**
 * Where HMRC's files are read: HMRC_RATES_URL (the server's setting, never the merchant's); else, where the built-in
 * sandboxes run (outside production), the sandbox feed this server hosts at /sandbox/hmrc-rates; else HMRC's host.
 */
export function hmrcRatesUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.HMRC_RATES_URL) return env.HMRC_RATES_URL.replace(/\/$/, '');
  return sandboxEnabled(env) ? `${sandboxOrigin(env)}${HMRC_RATES_SANDBOX_PREFIX}` : HMRC_RATES_DEFAULT_URL;
}

/** HMRC's file for a month (YYYY-MM), read; null when HMRC has not published it (404). Other failures throw a problem. */
export async function fetchHmrcMonth(month: string, baseUrl = hmrcRatesUrl()): Promise<HmrcMonth | null> {
  const response = await fetch(`${baseUrl.replace(/\/$/, '')}/api/v2/exchange_rates/files/monthly_xml_${month}.xml`, { signal: AbortSignal.timeout(20_000) });
  if (response.status === 404) return null;
  const parsed = response.ok ? parseHmrcMonthlyXml(await response.text()) : null;
  if (!parsed) fail('import_failed', `HMRC's file for ${month} could not be read as monthly exchange rates (HTTP ${response.status}); nothing was stored.`, [{ pointer: '/month', message: 'could not be loaded' }]);
  return parsed;
}

/**
 * Stores a month's rates for one account, dated the 1st, for the currencies it has set up: a rate entered by hand
 * for that day is kept, an HMRC one replaced by the same (so a second load changes nothing). One transaction.
 */
export async function storeHmrcMonth(knex: Knex, accountId: string, month: string, parsed: HmrcMonth) {
  const date = `${month}-01`;
  return knex.transaction(async (trx) => {
    const account = await trx('accounts').where('id', accountId).first('currency');
    const base = String(account?.currency ?? 'GBP');
    const codes = (await trx('currencies').where('account_id', accountId).select('code')).map((c: { code: string }) => c.code);
    const rates = ratesToBase(parsed, base, codes);
    const stored = [];
    for (const rate of rates) {
      const existing = await trx('exchange_rates').where({ account_id: accountId, currency: rate.currency, rate_date: date }).first('id', 'source', 'rate_to_base');
      if (existing?.source === 'MANUAL') continue;
      if (existing && Number(existing.rate_to_base) === rate.rate_to_base) { stored.push({ ...rate, rate_date: date, source: 'HMRC_MONTHLY' }); continue; }
      if (existing) await trx('exchange_rates').where({ account_id: accountId, id: existing.id }).update({ rate_to_base: rate.rate_to_base, updated_at: trx.fn.now(), version: trx.raw('version + 1') });
      else await trx('exchange_rates').insert({ account_id: accountId, currency: rate.currency, rate_date: date, rate_to_base: rate.rate_to_base, source: 'HMRC_MONTHLY' });
      stored.push({ ...rate, rate_date: date, source: 'HMRC_MONTHLY' });
    }
    return { month, base_currency: base, period_start: parsed.period_start, period_end: parsed.period_end, rates: stored };
  });
}

/** Fetches and stores one month for one account; answers what was stored. An unpublished month is a 404 naming it. */
export async function importHmrcMonth(knex: Knex, accountId: string, month: string, baseUrl = hmrcRatesUrl()) {
  const parsed = await fetchHmrcMonth(month, baseUrl);
  if (!parsed) fail('not_found', `HMRC has not published exchange rates for ${month}.`, [{ pointer: '/month', message: 'has no published rates' }]);
  return storeHmrcMonth(knex, accountId, month, parsed!);
}

export const exchangeRateDocs: RouteDoc[] = [{
  method: 'post', path: '/api/exchange-rates/import-hmrc', tag: 'Exchange rate', summary: "Load HMRC's monthly exchange rates for a month",
  description: "Fetches HMRC's monthly exchange-rate file for `month` (YYYY-MM) and stores, for each currency the account has, the rate dated the 1st against the account's currency (source HMRC_MONTHLY). Rates entered by hand for that day are kept. 404 when HMRC has not published the month.",
  body: { schema: { type: 'object', required: ['month'], properties: { month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } } } },
  responses: { 200: { description: 'The rates stored.', schema: { type: 'object' } } },
  problems: [400, 403, 404],
}];

export function exchangeRateRoutes(router: Router, knex: Knex): void {
  router.post('/api/exchange-rates/import-hmrc', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!actor.ability.can('create', 'exchange-rates')) fail('forbidden', 'Your role may not change exchange rates.', [], { action: 'create', resource: 'exchange-rates' });
    const month = (ctx.request.body as { month?: unknown } | undefined)?.month;
    if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) fail('validation_failed', 'month: give the month as YYYY-MM.', [{ pointer: '/month', message: 'must be a month as YYYY-MM' }]);
    ctx.body = await importHmrcMonth(knex, actor.accountId, month as string);
  });
}
