import { describe, expect, it } from 'vitest';
import { draftTotals, taxIdsOf } from './totals.ts';

const rates = { std: 20, red: 5, zero: 0, odd: 17.5 };

describe('draftTotals', () => {
  it('taxes each EXCLUSIVE line and sums', () => {
    const t = draftTotals(
      {
        price_mode: 'EXCLUSIVE',
        lines: [
          { quantity: 2, unit_price: 1000, tax_id: 'std' }, // net 2000, tax 400
          { quantity: 1, unit_price: 999, discount: 99, tax_id: 'red' }, // net 900, tax 45
        ],
      },
      rates,
    );
    expect(t.lines).toEqual([
      { net: 2000, tax: 400, gross: 2400 },
      { net: 900, tax: 45, gross: 945 },
    ]);
    expect(t.tax_total).toBe(445);
    expect(t.total).toBe(3345);
    expect(t.subtotal).toBe(2999);
    expect(t.discount_total).toBe(99);
  });

  it('rounds tax half away from zero per line', () => {
    // 0.5p of tax on each line rounds up on each line: 1 + 1, not round(1.0) once.
    const t = draftTotals({ lines: [{ quantity: 1, unit_price: 10, tax_id: 'red' }, { quantity: 1, unit_price: 10, tax_id: 'red' }] }, rates);
    expect(t.lines.map((l) => l.tax)).toEqual([1, 1]);
    expect(t.tax_total).toBe(2);
  });

  it('backs the net out of INCLUSIVE prices', () => {
    const t = draftTotals({ price_mode: 'INCLUSIVE', lines: [{ quantity: 1, unit_price: 1000, tax_id: 'std' }] }, rates);
    // 1000 × 100 / 120 = 833.33 → 833; tax = 167
    expect(t.lines[0]).toEqual({ net: 833, tax: 167, gross: 1000 });
    expect(t.total).toBe(1000);
  });

  it('charges no tax in NO_TAX mode', () => {
    const t = draftTotals({ price_mode: 'NO_TAX', lines: [{ quantity: 3, unit_price: 333, tax_id: 'std' }], shipping_charge: 500 }, rates);
    expect(t.tax_total).toBe(0);
    expect(t.total).toBe(999 + 500);
  });

  it('spreads the order discount by line value, the last line taking the remainder', () => {
    const t = draftTotals(
      {
        lines: [
          { quantity: 1, unit_price: 1000, tax_id: 'zero' },
          { quantity: 1, unit_price: 1000, tax_id: 'zero' },
          { quantity: 1, unit_price: 1000, tax_id: 'zero' },
        ],
        order_discount: 100, // 33.33 each → 33, 33, 34
      },
      rates,
    );
    expect(t.lines.map((l) => l.net)).toEqual([967, 967, 966]);
    expect(t.discount_total).toBe(100);
    expect(t.total).toBe(2900);
  });

  it('taxes shipping at its own rate, or else the highest line rate', () => {
    const own = draftTotals({ lines: [{ quantity: 1, unit_price: 1000, tax_id: 'red' }], shipping_charge: 500, shipping_tax_id: 'std' }, rates);
    expect(own.tax_total).toBe(50 + 100);
    const highest = draftTotals(
      { lines: [{ quantity: 1, unit_price: 1000, tax_id: 'red' }, { quantity: 1, unit_price: 100, tax_id: 'std' }], shipping_charge: 500 },
      rates,
    );
    expect(highest.tax_total).toBe(50 + 20 + 100);
    expect(highest.shipping_total).toBe(500);
  });

  it('handles fractional rates exactly', () => {
    // 1234 × 17.5% = 215.95 → 216
    expect(draftTotals({ lines: [{ quantity: 1, unit_price: 1234, tax_id: 'odd' }] }, rates).tax_total).toBe(216);
  });

  it('treats half-typed lines as zero rather than failing', () => {
    const t = draftTotals({ lines: [{ quantity: undefined, unit_price: 500 }, {}] }, rates);
    expect(t.total).toBe(0);
  });

  it('lists the tax ids a draft uses', () => {
    expect(taxIdsOf({ lines: [{ tax_id: 'b' }, { tax_id: 'a' }, { tax_id: 'b' }], shipping_tax_id: 'c' })).toEqual(['a', 'b', 'c']);
  });
});
