import { describe, expect, it } from 'vitest';
import { parseHmrcMonthlyXml, ratesToBase } from './hmrc-rates.ts';
import { hmrcMonthlyXml } from './hmrc-rates-sandbox.ts';

describe('parseHmrcMonthlyXml', () => {
  it('reads the period and each currency\'s units per pound', () => {
    const month = parseHmrcMonthlyXml(hmrcMonthlyXml('2019-02', { EUR: 1.087, USD: 1.2155 }));
    expect(month).toEqual({ period_start: '2019-02-01', period_end: '2019-02-28', rates: [{ currency: 'EUR', per_gbp: 1.087 }, { currency: 'USD', per_gbp: 1.2155 }] });
  });

  it('keeps the first rate of a currency HMRC lists under several countries', () => {
    const xml = hmrcMonthlyXml('2024-03', { EUR: 1.17 }).replace('</exchangeRateMonthList>', '<exchangeRate><countryName>France</countryName><countryCode>FR</countryCode><currencyName>Euro</currencyName><currencyCode>EUR</currencyCode><rateNew>1.17</rateNew></exchangeRate></exchangeRateMonthList>');
    expect(parseHmrcMonthlyXml(xml)?.rates).toEqual([{ currency: 'EUR', per_gbp: 1.17 }]);
  });

  it.each([
    ['not XML', 'Service unavailable'],
    ['no period', '<exchangeRateMonthList><exchangeRate><currencyCode>EUR</currencyCode><rateNew>1.1</rateNew></exchangeRate></exchangeRateMonthList>'],
    ['a bad rate', hmrcMonthlyXml('2019-02', { EUR: 1.087 }).replace('1.087', 'n/a')],
    ['no rates', hmrcMonthlyXml('2019-02', {})],
  ])('answers null for %s', (_name, text) => {
    expect(parseHmrcMonthlyXml(text)).toBeNull();
  });
});

describe('ratesToBase', () => {
  const month = { period_start: '2019-08-01', period_end: '2019-08-31', rates: [{ currency: 'EUR', per_gbp: 1.087 }, { currency: 'USD', per_gbp: 1.2155 }, { currency: 'PLN', per_gbp: 4.78 }] };
  it('expresses each currency in pounds as 1 / rateNew', () => {
    expect(ratesToBase(month, 'GBP', ['GBP', 'EUR', 'USD', 'CHF'])).toEqual([{ currency: 'EUR', rate_to_base: 0.9199632 }, { currency: 'USD', rate_to_base: 0.82270671 }]);
  });
  it('crosses through the pound for another base', () => {
    expect(ratesToBase(month, 'USD', ['EUR', 'GBP'])).toEqual([{ currency: 'EUR', rate_to_base: 1.11821527 }, { currency: 'GBP', rate_to_base: 1.2155 }]);
    expect(ratesToBase(month, 'CHF', ['EUR'])).toEqual([]);
  });
});
