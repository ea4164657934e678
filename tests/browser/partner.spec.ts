/**
 * The partner view: Northwind's partner signs in, lands in Partner HQ acting for its client Acme, browses Acme's
 * orders read-only (no create, edit, copy, delete or transition anywhere), and the API refuses every write made
 * with the partner's own session cookie.
 */
import { Api, collectPageErrors, DEMO_PASSWORD, expect, expectStatus, openScreen, settled, test, USERS } from './fixtures.ts';

type Json = Record<string, any>;

test.describe('partner', () => {
  test('signs in to Partner HQ and browses Acme orders read-only', async ({ page }) => {
    const pageErrors = collectPageErrors(page);
    await openScreen(page, '/partner-portal');
    await expect(page).toHaveTitle('Sellyard | Sign In');
    await page.getByTestId('sign-in-email').fill(USERS.partner);
    await page.getByTestId('sign-in-password').fill(DEMO_PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await expect(page).toHaveTitle('Sellyard | Partner HQ');
    await expect(page).toHaveURL((url) => url.pathname === '/partner-portal/hq');
    await expect(page.getByTestId('partner-hq')).toBeVisible();
    await expect(page.getByTestId('acting-account')).toContainText('Acme Trading');

    const api = new Api(page.context().request);
    const me = await api.me();
    const acme = me.clientAccounts.find((c) => c.name === 'Acme Trading');
    expect(acme, 'Acme is a client of the partner').toBeTruthy();
    const [first] = await api.inAccount(acme!.id).list('sales-orders', { sort: ['number', 'ASC'], range: [0, 0] });
    expect(first.account_id).toBe(acme!.id);

    // The orders list: Acme's orders, nothing to create, edit, copy or delete; a selection only prints.
    await page.getByTestId('hq-link-/sales-orders/orders').click();
    await expect(page).toHaveTitle('Sellyard | Orders');
    // A screen this browser has not drawn yet: its code and its first page of orders, with a later screen's budget.
    await settled(page);
    const list = page.getByTestId('generic-list');
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    await list.locator('input[name="q"]').fill(first.number);
    // The search reaches the URL after react-admin's debounce; clicking before that would be undone by it.
    await expect(page).toHaveURL(new RegExp(encodeURIComponent(first.number)));
    const row = list.getByRole('row').filter({ hasText: first.number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(first.customer_name);
    await expect(page.getByTestId('create-button')).toHaveCount(0);
    await expect(list.getByTestId('row-edit')).toHaveCount(0);
    await expect(list.getByTestId('row-copy')).toHaveCount(0);
    await row.getByRole('checkbox').check();
    await expect(page.getByTestId('print-button')).toHaveText('Print 1');
    await expect(page.locator('[data-testid^="bulk-transition-"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
    await row.getByRole('checkbox').uncheck();

    // The order itself: read-only, no actions.
    await row.getByTestId('row-view').click();
    await expect(page).toHaveTitle('Sellyard | View Order');
    await settled(page);
    await expect(page).toHaveURL(`/sales-orders/order/view/${first.id}`);
    await expect(page.getByTestId('screen-heading')).toContainText(first.number);
    await expect(page.getByTestId('record-fields')).toBeVisible();
    for (const id of ['edit-button', 'copy-button', 'delete-button']) await expect(page.getByTestId(id)).toHaveCount(0);
    await expect(page.locator('[data-testid^="transition-"]')).toHaveCount(0);

    // Forms keep their title but say the partner cannot write.
    for (const [path, title] of [
      [`/sales-orders/order/edit/${first.id}`, 'Edit Order'],
      ['/sales-orders/order/create', 'New Order'],
      [`/sales-orders/order/copy/${first.id}`, 'Copy Order'],
    ]) {
      await openScreen(page, path);
      await expect(page).toHaveTitle(`Sellyard | ${title}`);
      await expect(page.getByTestId('read-only-role')).toBeVisible();
      await expect(page.getByTestId('entity-form')).toHaveCount(0);
    }
    // Screens outside the partner's permissions are refused, naming the permission.
    await openScreen(page, '/settings/users');
    await expect(page).toHaveTitle('Sellyard | Not Allowed');
    await expect(page.getByTestId('missing-permission-users')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("the API refuses writes made with the partner's cookie (403)", async ({ signedIn }) => {
    const { api: own, me } = await signedIn('partner');
    const acme = me.clientAccounts.find((c) => c.name === 'Acme Trading')!;
    const api = own.inAccount(acme.id);
    const [order] = await api.list('sales-orders', { filter: { status: 'DRAFT' }, range: [0, 0] });
    const [customer] = await api.list('relationships', { filter: { type: 'CUSTOMER' }, range: [0, 0] });
    const [product] = await api.list('products', { range: [0, 0] });
    expect(order && customer && product).toBeTruthy();

    const attempts: Array<[string, 'POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['create an order', 'POST', '/api/sales-orders', { customer_id: customer.id, lines: [{ product_id: product.id, quantity: 1, unit_price: 100 }] }],
      ['update an order', 'PUT', `/api/sales-orders/${order.id}`, { ...order, notes: 'changed by a partner', version: order.version }],
      ['submit an order', 'POST', `/api/sales-orders/${order.id}/submit`, { version: order.version }],
      ['delete an order', 'DELETE', `/api/sales-orders/${order.id}`, undefined],
      ['update a product', 'PUT', `/api/products/${product.id}`, { ...product, title: 'Renamed by a partner', version: product.version }],
    ];
    for (const [what, method, path, body] of attempts) {
      const response = await api.raw(method, path, body);
      await expectStatus(response, 403, `partner may not ${what}`);
      const problem: Json = await response.json();
      expect(problem.code, what).toBe('forbidden');
    }
    const after = await api.get(`/api/sales-orders/${order.id}`);
    expect(after.version).toBe(order.version);
    expect(after.status).toBe('DRAFT');
    expect((await api.get(`/api/products/${product.id}`)).title).toBe(product.title);
  });
});
