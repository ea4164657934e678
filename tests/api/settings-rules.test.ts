/**
 * The settings area's pure rules, without a database: card-number detection (Luhn), the Shopify callback
 * signature, CSV schedule run times across a clock change, template sanitising and currency symbols.
 */
import { describe, expect, it } from 'vitest';
import { findCardData, looksLikeCardNumber, luhnValid } from '../../api/domain/finance/payment-cards.ts';
import { shopifyHmac } from '../../api/domain/channels/connect-routes.ts';
import { nextRun } from '../../api/domain/schedules/csv-schedules.ts';
import { sanitizeTemplate } from '../../api/domain/settings/templates.ts';
import { currencySymbol } from '../../api/domain/settings/currencies.ts';

describe('card numbers', () => {
  it('checks Luhn digits', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it.each([
    ['4111111111111111', true],
    ['4111 1111 1111 1111', true],
    ['4111-1111-1111-1111 123', true],
    ['paid with 5555555555554444 yesterday', true],
    ['6011111111111117', true],
    ['4111111111111112', false],
    ['pm_1Q2w3E4r5T6y7U8i', false],
    ['0123456789', false],
    ['12345678-1234-1234-1234-123456789012', false],
    ['2026-11-21T22:30:40.123Z', false],
    ['41111111111111111111111', false],
  ])('finds a card number in %j: %s', (value, expected) => {
    expect(looksLikeCardNumber(value)).toBe(expected);
  });

  it('finds card numbers in JSON numbers, and treats digit-losing ones as cards', () => {
    expect(looksLikeCardNumber(4111111111111111)).toBe(true);
    expect(looksLikeCardNumber(1732222222222)).toBe(false);
    expect(looksLikeCardNumber(4111111111111111111)).toBe(true);
    expect(looksLikeCardNumber(2028)).toBe(false);
  });

  it('names where card data is, by key or by value', () => {
    expect(findCardData({ brand: 'VISA', last4: '4242', exp_year: 2030 })).toBeUndefined();
    expect(findCardData({ billing: { 'Security-Code': '' } })).toBe('/billing/Security-Code');
    expect(findCardData({ 'a/b': ['x', '4111111111111111'] })).toBe('/a~1b/1');
    expect(findCardData('4111111111111111')).toBe('');
  });
});

describe('Shopify HMAC', () => {
  it('signs the sorted parameters without hmac, as Shopify documents', () => {
    // Shopify's documented example (shopify.dev, "Verify a request"): secret "hush".
    const params = { code: '0907a61c0c8d55e99db179b68161bc00', hmac: 'ignored', shop: 'some-shop.myshopify.com', state: '0.6784241404160823', timestamp: '1337178173' };
    expect(shopifyHmac(params, 'hush')).toBe('700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf');
  });
});

describe('CSV schedule runs', () => {
  const at = (iso: string) => Date.parse(iso);

  it('runs daily at the local time, also across the spring clock change', () => {
    // London moves to BST at 01:00 UTC on 28 March 2027: 06:00 local is 06:00 UTC before, 05:00 UTC after.
    expect(nextRun({ frequency: 'DAILY', time: '06:00' }, 'Europe/London', at('2027-03-27T07:00:00Z')).toISOString()).toBe('2027-03-28T05:00:00.000Z');
    expect(nextRun({ frequency: 'DAILY', time: '06:00' }, 'Europe/London', at('2027-03-26T05:59:00Z')).toISOString()).toBe('2027-03-26T06:00:00.000Z');
  });

  it('runs hourly at the minute, weekly on the weekday and monthly on the day', () => {
    expect(nextRun({ frequency: 'HOURLY', time: '00:15' }, 'UTC', at('2026-11-21T22:20:00Z')).toISOString()).toBe('2026-11-21T23:15:00.000Z');
    // 21 November 2026 is a Saturday.
    expect(nextRun({ frequency: 'WEEKLY', weekday: 'MONDAY', time: '07:00' }, 'Europe/London', at('2026-11-21T12:00:00Z')).toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(nextRun({ frequency: 'MONTHLY', month_day: 1, time: '06:00' }, 'Europe/Berlin', at('2026-11-21T12:00:00Z')).toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });
});

describe('templates and currencies', () => {
  it('keeps styles and placeholders, drops what runs', () => {
    const clean = sanitizeTemplate('<table class="t" style="width:100%"><tr><td colspan="2" onmouseover="x()">{{lines}}</td></tr></table><form><input></form><object data="x"></object><a href="https://ok.example" onclick="y()">ok</a>');
    expect(clean).toBe('<table class="t" style="width:100%"><tr><td colspan="2">{{lines}}</td></tr></table><a href="https://ok.example">ok</a>');
  });

  it('finds a currency\'s symbol', () => {
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('CHF')).toBe('CHF');
  });
});
