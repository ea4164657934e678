import { describe, expect, it } from 'vitest';
import { chartSeries, columnHeading, formatCell, formatTick, MAX_BARS, pointsFor, rowCurrency, share, shortLabel, topWithOther, totalsRows } from './format.ts';
import type { ReportColumn } from './types.ts';

const col = (name: string, type: string, money = false, title = name): ReportColumn => ({ name, title, type, money });

describe('report cells', () => {
  it('shows money in its currency, numbers grouped, enums as words', () => {
    expect(formatCell(123456, col('total', 'integer', true), 'GBP')).toBe('£1,234.56');
    expect(formatCell(1234, col('total', 'integer', true), 'JPY')).toBe('JP¥1,234');
    expect(formatCell(1234.5, col('avg', 'number'), null)).toBe('1,234.5');
    expect(formatCell('AWAITING_PAYMENT', col('status', 'string'), null)).toBe('Awaiting payment');
    expect(formatCell('2026-03-05', col('order_date', 'date'), null)).toBe('2026-03-05');
    expect(formatCell(null, col('x', 'string'), null)).toBe('');
    expect(formatCell(true, col('x', 'boolean'), null)).toBe('Yes');
  });

  it('shortens axis ticks: money in major units of its currency, large numbers compact', () => {
    expect(formatTick(123456, col('total', 'integer', true), ['GBP'])).toBe('£1.2k');
    expect(formatTick(50000, col('total', 'integer', true), ['GBP'])).toBe('£500');
    expect(formatTick(99, col('total', 'integer', true), ['GBP'])).toBe('£0.99');
    expect(formatTick(250000, col('total', 'integer', true), ['JPY'])).toBe('JP¥250k');
    // Rows in EUR and GBP on one axis: major units, no sign.
    expect(formatTick(123456, col('total', 'integer', true), ['EUR', 'GBP'])).toBe('1,234.6');
    expect(formatTick(1234, col('count', 'integer'), [])).toBe('1,234');
    expect(formatTick(123456, col('count', 'integer'), [])).toBe('123.5k');
  });

  it('takes the row\'s own currency before the result\'s', () => {
    expect(rowCurrency({ currency: 'EUR' }, { currency: 'GBP' })).toBe('EUR');
    expect(rowCurrency({}, { currency: 'GBP' })).toBe('GBP');
    expect(rowCurrency({}, { currency: null })).toBeNull();
  });

  it('capitalises the API\'s titles', () => {
    expect(columnHeading(col('sum_total', 'number', true, 'sum of Total'))).toBe('Sum of Total');
  });
});

describe('totals', () => {
  it('has one footer row per currency when the money is in several, else the overall totals', () => {
    const totalsByCurrency = [{ currency: 'EUR', count: 2, sum_total: 6000 }, { currency: 'GBP', count: 1, sum_total: 123400 }];
    expect(totalsRows({ totals: { count: 3, sum_total: null }, totalsByCurrency, currency: null })).toEqual([
      { label: 'Total EUR', values: totalsByCurrency[0], currency: 'EUR' }, { label: 'Total GBP', values: totalsByCurrency[1], currency: 'GBP' },
    ]);
    expect(totalsRows({ totals: { count: 1, sum_total: 5 }, totalsByCurrency: [{ currency: 'GBP', count: 1, sum_total: 5 }], currency: 'GBP' }))
      .toEqual([{ label: 'Total', values: { count: 1, sum_total: 5 }, currency: 'GBP' }]);
    expect(totalsRows({ totals: null, currency: 'GBP' })).toEqual([]);
  });
});

describe('chart series', () => {
  it('labels points with their currency when the rows are in several', () => {
    const series = chartSeries({
      columns: [col('status', 'string'), col('currency', 'string'), col('sum_total', 'number', true)],
      rows: [{ status: 'PAID', currency: 'EUR', sum_total: 100 }, { status: 'PAID', currency: 'GBP', sum_total: 5 }],
      currency: null,
    });
    expect(series?.points).toEqual([{ label: 'Paid (EUR)', value: 100, currency: 'EUR' }, { label: 'Paid (GBP)', value: 5, currency: 'GBP' }]);
  });

  it('draws the group against the first number', () => {
    const series = chartSeries({
      columns: [col('status', 'string'), col('count', 'number'), col('sum_total', 'number', true)],
      rows: [{ status: 'PAID', count: 2, sum_total: 100 }, { status: null, count: 1, sum_total: 5 }],
      currency: 'GBP',
    });
    expect(series?.valueColumn.name).toBe('count');
    expect(series?.points).toEqual([{ label: 'Paid', value: 2 }, { label: '(none)', value: 1 }]);
  });

  it('has nothing to draw without a label and a number', () => {
    expect(chartSeries({ columns: [col('sku', 'string')], rows: [{ sku: 'A' }], currency: null })).toBeUndefined();
  });

  it('keeps the largest slices and sums the rest as Other', () => {
    const points = [1, 5, 3, 9, 2].map((value, i) => ({ label: `p${i}`, value }));
    expect(topWithOther(points, 3)).toEqual([{ label: 'p3', value: 9 }, { label: 'p1', value: 5 }, { label: 'Other', value: 6 }]);
    // Money in different currencies is never summed: the largest points only.
    const mixed = [{ label: 'a', value: 9, currency: 'GBP' }, { label: 'b', value: 5, currency: 'GBP' }, { label: 'c', value: 3, currency: 'EUR' }, { label: 'd', value: 1, currency: 'GBP' }];
    expect(topWithOther(mixed, 3).map((p) => p.label)).toEqual(['a', 'b', 'c']);
    expect(topWithOther(mixed.slice(0, 2).concat([{ label: 'd', value: 1, currency: 'GBP' }, { label: 'e', value: 2, currency: 'GBP' }]), 3).at(-1)).toEqual({ label: 'Other', value: 3, currency: 'GBP' });
  });

  it('draws the first bars, the largest positive slices with Other, and every point of a line', () => {
    const many = Array.from({ length: 40 }, (_v, i) => ({ label: `p${i}`, value: i - 5 }));
    expect(pointsFor('BAR', many)).toHaveLength(MAX_BARS);
    expect(pointsFor('BAR', many)[0]).toEqual({ label: 'p0', value: -5 });
    expect(pointsFor('LINE', many)).toHaveLength(40);
    const pie = pointsFor('PIE', many);
    expect(pie).toHaveLength(8);
    expect(pie[0]).toEqual({ label: 'p39', value: 34 });
    // The rest of the positive values (1 … 27) summed: nothing negative or zero in a pie.
    expect(pie.at(-1)).toEqual({ label: 'Other', value: (27 * 28) / 2 });
  });

  it('shortens tick labels and gives shares in whole percent', () => {
    expect(shortLabel('Awaiting payment', 10)).toBe('Awaiting …');
    expect(shortLabel('Paid', 10)).toBe('Paid');
    expect(share(1, [{ label: 'a', value: 1 }, { label: 'b', value: 2 }])).toBe('33%');
    expect(share(0, [])).toBe('0%');
  });
});
