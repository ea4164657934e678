import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, formatMoneyCompact, formatMoneyList, parseMoney, toDecimal } from './money.ts';

describe('money', () => {
  it('knows the minor units of GBP, JPY and BHD', () => {
    expect(currencyDigits('GBP')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('BHD')).toBe(3);
  });

  it('turns minor units into exact decimals', () => {
    expect(toDecimal(1234, 'GBP')).toBe('12.34');
    expect(toDecimal(5, 'GBP')).toBe('0.05');
    expect(toDecimal(-5, 'GBP')).toBe('-0.05');
    expect(toDecimal(1234, 'JPY')).toBe('1234');
    expect(toDecimal(1234, 'BHD')).toBe('1.234');
  });

  it('formats with the currency sign', () => {
    expect(formatMoney(123456, 'GBP')).toBe('£1,234.56');
    expect(formatMoney(1234, 'JPY')).toContain('1,234');
    expect(formatMoney(null, 'GBP')).toBe('');
    // One formatter per locale and currency is kept: a second locale or currency is not served the first's.
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(123456, 'GBP', 'de-DE')).toBe('1.234,56\u00a0£');
    expect(formatMoney(123456, 'GBP')).toBe('£1,234.56');
  });

  it('shortens amounts for axis ticks, in major units of the currency', () => {
    expect(formatMoneyCompact(123456, 'GBP')).toBe('£1.2k');
    expect(formatMoneyCompact(50000, 'GBP')).toBe('£500');
    expect(formatMoneyCompact(-99, 'GBP')).toBe('-£0.99');
    expect(formatMoneyCompact(1500000, 'JPY')).toBe('JP¥1.5m');
  });

  it('parses typed amounts into minor units', () => {
    expect(parseMoney('12.3', 'GBP')).toBe(1230);
    expect(parseMoney('1,234.5', 'GBP')).toBe(123450);
    expect(parseMoney('£0.99', 'GBP')).toBe(99);
    expect(parseMoney('100', 'JPY')).toBe(100);
    expect(parseMoney('1.5', 'JPY')).toBeNaN();
    expect(parseMoney('1.2345', 'BHD')).toBeNaN();
    expect(parseMoney('1.234', 'BHD')).toBe(1234);
    expect(parseMoney('', 'GBP')).toBeUndefined();
    expect(parseMoney('abc', 'GBP')).toBeNaN();
  });

  it('shows amounts in several currencies side by side, never summed', () => {
    expect(formatMoneyList([{ currency: 'GBP', amount: 123400 }, { currency: 'EUR', amount: 5600 }], 'GBP')).toBe('£1,234.00 · €56.00');
    expect(formatMoneyList([], 'GBP')).toBe('£0.00');
  });
});
