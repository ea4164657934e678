/**
 * A sandbox of HMRC's monthly exchange-rate files (Trade Tariff service), in-process, for tests and demos: it
 * answers `GET /api/v2/exchange_rates/files/monthly_xml_YYYY-MM.xml` with the published XML shape
 * (`exchangeRateMonthList` with a `Period` attribute, one `exchangeRate` per country with `countryName`,
 * `countryCode`, `currencyName`, `currencyCode` and `rateNew`, units per £1) for the months published through
 * `publish()` or `POST /_control/months {month, rates: {EUR: 1.1636, …}}`, and 404 for any other month or path, as
 * the real service does for a month not yet published.
 *
 * Two ways to run it: `startHmrcRatesSandbox()` (its own port; tests publish exactly the months they need) and
 * `createHmrcRatesSandbox()` (Koa middleware at /sandbox/hmrc-rates, mounted with the other sandboxes by
 * `npm start`), which has every month published from January 2019 to the running one — HMRC publishes a month's
 * rates in the second half of the month before — with demo rates that move a little from month to month, so the
 * scheduled load (hmrc-rates-job.ts) has a feed in the demo without calling HMRC.
 *
 * The real file: https://www.trade-tariff.service.gov.uk/api/v2/exchange_rates/files/monthly_xml_2024-01.xml
 * (Trade Tariff "HMRC currency exchange monthly rates", https://www.trade-tariff.service.gov.uk/exchange_rates).
 */
import type { Middleware } from 'koa';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The country HMRC lists each currency under (one of them; HMRC lists the euro once per member state). */
const COUNTRIES: Record<string, [string, string, string]> = {
  EUR: ['Eurozone', 'EU', 'Euro'], USD: ['USA', 'US', 'Dollar'], PLN: ['Poland', 'PL', 'Zloty'], CHF: ['Switzerland', 'CH', 'Franc'],
  SEK: ['Sweden', 'SE', 'Krona'], DKK: ['Denmark', 'DK', 'Krone'], JPY: ['Japan', 'JP', 'Yen'],
};

/** HMRC's XML for a month (YYYY-MM) and its rates per £1. */
export function hmrcMonthlyXml(month: string, rates: Record<string, number>): string {
  const [year, mm] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  const period = `01/${MONTHS[mm - 1]}/${year} to ${last}/${MONTHS[mm - 1]}/${year}`;
  const items = Object.entries(rates).map(([code, rate]) => {
    const [country, countryCode, name] = COUNTRIES[code] ?? [code, code.slice(0, 2), code];
    return `  <exchangeRate>\n    <countryName>${country}</countryName>\n    <countryCode>${countryCode}</countryCode>\n    <currencyName>${name}</currencyName>\n    <currencyCode>${code}</currencyCode>\n    <rateNew>${rate}</rateNew>\n  </exchangeRate>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<exchangeRateMonthList Period="${period}">\n${items.join('\n')}\n</exchangeRateMonthList>\n`;
}

export const HMRC_RATES_SANDBOX_PREFIX = '/sandbox/hmrc-rates';
const FILE = /^\/api\/v2\/exchange_rates\/files\/monthly_xml_(\d{4}-(?:0[1-9]|1[0-2]))\.xml$/;

/** Units per £1 the demo feed starts from (around HMRC's 2024 figures). */
const DEMO_RATES: Record<string, number> = { EUR: 1.1636, USD: 1.2712, PLN: 5.0521, CHF: 1.1187, SEK: 13.2205, DKK: 8.6744, JPY: 187.41 };

/** The demo feed's rates for a month: the same each time for a month, a few tenths of a percent apart from the next. */
export function demoMonthRates(month: string): Record<string, number> {
  const [year, mm] = month.split('-').map(Number);
  const index = (year - 2019) * 12 + (mm - 1);
  const drift = 1 + 0.004 * Math.sin(index / 3);
  return Object.fromEntries(Object.entries(DEMO_RATES).map(([code, rate]) => [code, Math.round(rate * drift * 1e4) / 1e4]));
}

/** Whether the demo feed has a month: January 2019 up to the running month (UTC). */
export function demoMonthPublished(month: string, now = new Date()): boolean {
  const current = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return month >= '2019-01' && month <= current;
}

/** The demo feed inside the app, at /sandbox/hmrc-rates (GET only: it has no control API). */
export function createHmrcRatesSandbox(): { middleware: Middleware } {
  return {
    middleware: async (ctx, next) => {
      if (!ctx.path.startsWith(`${HMRC_RATES_SANDBOX_PREFIX}/`)) return next();
      const file = FILE.exec(ctx.path.slice(HMRC_RATES_SANDBOX_PREFIX.length));
      if (ctx.method === 'GET' && file && demoMonthPublished(file[1])) {
        ctx.type = 'application/xml';
        ctx.body = hmrcMonthlyXml(file[1], demoMonthRates(file[1]));
        return;
      }
      ctx.status = 404;
      ctx.type = 'application/json';
      ctx.body = '{"errors":[{"status":"404","title":"Not Found"}]}';
    },
  };
}

export interface HmrcRatesSandbox { url: string; publish(month: string, rates: Record<string, number>): void; close(): Promise<void> }

export async function startHmrcRatesSandbox(): Promise<HmrcRatesSandbox> {
  const months = new Map<string, Record<string, number>>();
  const server: Server = createServer((req, res) => {
    const file = FILE.exec(req.url ?? '');
    if (req.method === 'GET' && file && months.has(file[1])) {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(hmrcMonthlyXml(file[1], months.get(file[1])!));
      return;
    }
    if (req.method === 'POST' && req.url === '/_control/months') {
      let body = '';
      req.on('data', (chunk) => { body += chunk; });
      req.on('end', () => {
        try {
          const { month, rates } = JSON.parse(body);
          if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error('month');
          months.set(month, rates);
          res.writeHead(204).end();
        } catch { res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"send {month: YYYY-MM, rates: {CODE: units per GBP}}"}'); }
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[{"status":"404","title":"Not Found"}]}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    publish: (month, rates) => { months.set(month, rates); },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
