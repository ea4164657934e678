/**
 * Transitions on a list's selection (generic: every entity with a state machine): the selection offers what the
 * state machine allows from the selected records' states, runs it record by record, and the toast says how many
 * ran and names each refused record with the API's reason.
 */
import { type Api, BUDGET, expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

/** A DRAFT order of the seeded customer Olivia Bennett, one line. */
async function draftOrder(api: Api): Promise<Json> {
  const [customer] = await api.list('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia Bennett' } });
  const [product] = await api.list('products', { filter: { status: 'ACTIVE' }, sort: ['sku', 'ASC'], range: [0, 0] });
  return api.post('/api/sales-orders', { customer_id: customer.id, lines: [{ product_id: product.id, quantity: 1, unit_price: 1000 }] });
}

test.describe('transitions on a selection', () => {
  test('holds the selected orders one by one; a cancelled one is refused, and the toast says why', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const first = await draftOrder(api);
    const second = await draftOrder(api);
    const cancelled = await draftOrder(api);
    await api.post(`/api/sales-orders/${cancelled.id}/cancel`, { version: cancelled.version, cancel_reason: 'BUYER_ASKED' }, 200);
    const ids = [first.id, second.id, cancelled.id];

    await openScreen(page, `/sales-orders/orders?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`);
    const rows = page.locator('[data-testid="generic-list"] tbody tr.RaDataTable-row');
    await expect(rows).toHaveCount(3, { timeout: BUDGET.background });
    const checkboxes = page.getByRole('checkbox', { name: 'Select this row' });
    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
    await checkboxes.nth(2).check();
    // Hold is allowed from DRAFT; pay is not allowed from any selected state and is not offered.
    await expect(page.getByTestId('bulk-transition-pay')).toHaveCount(0);
    await page.getByTestId('bulk-transition-hold').click();

    const toast = page.locator('.MuiSnackbarContent-message');
    await expect(toast).toContainText('2 sales orders put on hold; 1 refused', { timeout: BUDGET.background });
    await expect(toast).toContainText(cancelled.number);
    // Why, in words: the state's label, never its code.
    await expect(toast).toContainText('while it is Cancelled');
    await expect(toast).not.toContainText('CANCELLED');
    for (const order of [first, second]) expect((await api.get(`/api/sales-orders/${order.id}`)).status).toBe('ON_HOLD');
    expect((await api.get(`/api/sales-orders/${cancelled.id}`)).status).toBe('CANCELLED');
    // The list shows the new states.
    await expect(rows.filter({ hasText: first.number })).toContainText('On hold');
    await expect(rows.filter({ hasText: second.number })).toContainText('On hold');
    expect(pageErrors).toEqual([]);
  });

  test('a destructive transition asks once for the whole selection before it runs', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const orders = [await draftOrder(api), await draftOrder(api)];
    await openScreen(page, `/sales-orders/orders?filter=${encodeURIComponent(JSON.stringify({ id: orders.map((o) => o.id) }))}`);
    const checkboxes = page.getByRole('checkbox', { name: 'Select this row' });
    await expect(checkboxes).toHaveCount(2, { timeout: BUDGET.background });
    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
    await page.getByTestId('bulk-transition-cancel').click();
    const dialog = page.getByTestId('transition-dialog-cancel');
    await expect(dialog.getByTestId('transition-question')).toBeVisible();
    // Nothing ran yet.
    for (const order of orders) expect((await api.get(`/api/sales-orders/${order.id}`)).status).toBe('DRAFT');
    await dialog.getByTestId('transition-confirm').click();
    await expect(page.locator('.MuiSnackbarContent-message')).toContainText('2 sales orders cancelled', { timeout: BUDGET.background });
    for (const order of orders) expect((await api.get(`/api/sales-orders/${order.id}`)).status).toBe('CANCELLED');
    expect(pageErrors).toEqual([]);
  });
});
