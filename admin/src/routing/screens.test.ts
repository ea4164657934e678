import { describe, expect, it } from 'vitest';
import { model } from '../model.ts';
import { buildScreens, pathFor, screenFor, screens, singular } from './screens.ts';

describe('screens', () => {
  it('serves every row of the route manifest', () => {
    for (const r of model.routes) expect(screens.some((s) => s.path === r.path && !s.derived)).toBe(true);
  });

  it('gives every ready list its missing generic screens, below its path', () => {
    const paths = buildScreens().filter((s) => s.derived).map((s) => s.path);
    expect(paths).toContain('/products-listings/products/create');
    expect(paths).toContain('/products-listings/products/:id');
    expect(paths).toContain('/sales-orders/customers/:id/show');
    // Orders have explicit rows for all of them.
    expect(paths.some((p) => p.startsWith('/sales-orders/orders/'))).toBe(false);
  });

  it('finds the same screen for an action from its cache as by searching (lists ask it for every row)', () => {
    const orders = screens.find((s) => s.path === '/sales-orders/orders')!;
    for (const action of ['view', 'edit', 'copy', 'create', 'list'] as const) {
      const first = screenFor(orders, action);
      expect(screenFor(orders, action)).toBe(first);
      // A copy of the list (another object) is searched afresh and finds the same screen.
      expect(screenFor({ ...orders }, action)).toBe(first);
      expect(screenFor(orders, action, [...screens])).toBe(first);
    }
  });

  it('links a list to the manifest rows of its entity and filter', () => {
    const customers = screens.find((s) => s.path === '/sales-orders/customers')!;
    expect(pathFor(customers, 'edit', 'x1')).toBe('/sales-orders/customer/edit/x1');
    expect(pathFor(customers, 'create')).toBe('/sales-orders/customer/create');
    expect(pathFor(customers, 'view', 'x1')).toBe('/sales-orders/customers/x1/show');
    const suppliers = screens.find((s) => s.path === '/purchase-orders/suppliers')!;
    expect(pathFor(suppliers, 'edit', 'y')).toBe('/purchase-orders/supplier/edit/y');
    const orders = screens.find((s) => s.path === '/sales-orders/orders')!;
    expect(pathFor(orders, 'copy', 'o')).toBe('/sales-orders/order/copy/o');
    const orderView = screens.find((s) => s.path === '/sales-orders/order/view/:id')!;
    expect(pathFor(orderView, 'list')).toBe('/sales-orders/orders');
  });

  it('titles derived screens from the list', () => {
    expect(singular('Sales Taxes')).toBe('Sales Tax');
    expect(singular('Customers')).toBe('Customer');
    expect(singular('Manage Users')).toBe('User');
    expect(screens.find((s) => s.path === '/settings/sales-taxes/create')?.title).toBe('New Sales Tax');
  });
});
