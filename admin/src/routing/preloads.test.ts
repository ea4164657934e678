import { describe, expect, it } from 'vitest';
import { loadGenericForm, loadGenericList, loadGenericView, loaderOf, screenAt } from './preloads.ts';
import { pageLoaders } from './pages.ts';

describe('screenAt', () => {
  it('finds the screen of a list, a form and a record', () => {
    expect(screenAt('/sales-orders/orders')?.action).toBe('list');
    expect(screenAt('/sales-orders/order/create')?.action).toBe('create');
    expect(screenAt('/sales-orders/order/view/12')?.action).toBe('view');
  });

  it('finds nothing for an unknown path (the Not Found screen is not preloaded)', () => {
    expect(screenAt('/no/such/place')).toBeUndefined();
  });
});

describe('loaderOf', () => {
  it('loads the generic screen of an entity route by its action', () => {
    expect(loaderOf(screenAt('/sales-orders/orders')!)).toBe(loadGenericList);
    expect(loaderOf(screenAt('/sales-orders/order/view/12')!)).toBe(loadGenericView);
    expect(loaderOf(screenAt('/sales-orders/order/create')!)).toBe(loadGenericForm);
  });

  it('loads a page route\'s own chunk', () => {
    expect(loaderOf(screenAt('/public/signup')!)).toBe(pageLoaders.PublicSignupPage);
  });
});
