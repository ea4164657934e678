import { describe, expect, it } from 'vitest';
import { refundParts, sumByCurrency } from './money.ts';

describe('sumByCurrency', () => {
  it('adds up per currency, the first named currency leading', () => {
    expect(sumByCurrency([{ currency: 'EUR', amount: 5 }, { currency: 'GBP', amount: 10 }, { currency: 'EUR', amount: 1 }, { currency: 'USD', amount: 0 }], 'GBP'))
      .toEqual([{ currency: 'GBP', amount: 10 }, { currency: 'EUR', amount: 6 }, { currency: 'USD', amount: 0 }]);
  });
});

describe('refundParts', () => {
  const goods = [{ rate: 20, gross: 1200, tax: 200 }, { rate: 5, gross: 1050, tax: 50 }];
  const shipping = { rate: 20, gross: 600, tax: 100 };

  it('gives back the goods and, beyond them, the shipping, each with its own VAT', () => {
    expect(refundParts(2850, goods, shipping)).toEqual([...goods, { rate: 20, gross: 600, tax: 100 }]);
  });

  it('spreads a partial refund over the goods in proportion, adding up to the refund exactly', () => {
    const parts = refundParts(1000, goods, shipping);
    expect(parts.map((p) => p.gross)).toEqual([533, 467]);
    expect(parts.map((p) => p.tax)).toEqual([89, 22]);
    expect(parts.reduce((s, p) => s + p.gross, 0)).toBe(1000);
  });
});
