import { describe, expect, it } from 'vitest';
import { applyView, BUILT_IN_VIEWS, isActive, meaningful, nameProblem, resolveFilter, todayIn, viewsOf } from './listViews.ts';

describe('list views', () => {
  it("resolve $today to the account's date in its time zone", () => {
    const lateEvening = new Date('2026-06-30T23:30:00Z');
    expect(todayIn('Europe/London', lateEvening)).toBe('2026-07-01');
    expect(todayIn('UTC', lateEvening)).toBe('2026-06-30');
    expect(resolveFilter({ order_date_gte: '$today', status: 'PAID' }, '2026-07-01')).toEqual({ order_date_gte: '2026-07-01', status: 'PAID' });
  });

  it('know the active view whatever the key order, ignoring cleared inputs', () => {
    const toShip = BUILT_IN_VIEWS['sales-order']![0]!;
    expect(toShip.name).toBe('To ship');
    expect(isActive(toShip, { backordered: false, status_in: ['PAID', 'PARTIALLY_SHIPPED'], q: '' })).toBe(true);
    expect(isActive(toShip, { backordered: false, status_in: ['PAID'] })).toBe(false);
    const today = BUILT_IN_VIEWS['sales-order']!.find((v) => v.name === 'Today')!;
    expect(isActive(today, { order_date_gte: '2026-07-01', order_date_lte: '2026-07-01' }, '2026-07-01')).toBe(true);
    expect(isActive(today, { order_date_gte: '2026-06-30', order_date_lte: '2026-06-30' }, '2026-07-01')).toBe(false);
    expect(meaningful({ a: '', b: null, c: [], d: 0, e: false })).toEqual({ d: 0, e: false });
    // The search typed is kept when a view is chosen, and the view is still the one in force.
    expect(applyView(toShip, { q: 'Olivia', status: 'DRAFT' })).toEqual({ status_in: ['PAID', 'PARTIALLY_SHIPPED'], backordered: false, q: 'Olivia' });
    expect(applyView(null, { q: 'Olivia', status: 'DRAFT' })).toEqual({ q: 'Olivia' });
    expect(applyView({ name: 'Mine', filter: { q: 'Bob' } }, { q: 'Olivia' })).toEqual({ q: 'Bob' });
    expect(isActive(toShip, { backordered: false, status_in: ['PAID', 'PARTIALLY_SHIPPED'], q: 'Olivia' })).toBe(true);
  });

  it("put the built-in views first, then the user's, and refuse a name already used", () => {
    const views = viewsOf('sales-order', [{ name: 'eBay', filter: { sales_channel_id: 'x' } }, { name: 'to ship', filter: {} }]);
    expect(views.map((v) => v.name)).toEqual(['To ship', 'Backordered', 'On hold', 'Today', 'eBay']);
    expect(views.filter((v) => v.builtIn).length).toBe(4);
    expect(viewsOf('product', undefined)).toEqual([]);
    expect(nameProblem('  ', views)).toBe('Give the view a name');
    expect(nameProblem('EBAY', views)).toBe('A view of this list already has this name');
    expect(nameProblem('x'.repeat(41), views)).toBe('At most 40 characters');
    expect(nameProblem('Amazon', views)).toBeNull();
  });
});
