/**
 * A phone does the job (issue 22, item 5), at 390×844: the owner turns on the orders list's selection mode, taps two
 * orders of its own making, holds them with the same bulk action the desktop table offers, and the list shows them
 * On hold; leaving selection mode clears the selection, and a row taps through to its record again, whose short
 * fields sit two to a row. A read-only role gets no Select where it has nothing to do with a selection, and only
 * what the desktop offers it where it has (printing). The Stock page gives each row one action menu, from which
 * Adjust opens.
 */
import { type Api, BUDGET, expect, navigateInApp, openScreen, test } from './fixtures.ts';
import { layoutProblems } from './screen-checks.ts';

type Json = Record<string, any>;

test.use({ viewport: { width: 390, height: 844 } });

/** A DRAFT order of the seeded customer Olivia Bennett, one line: Put on hold is allowed from it. */
async function draftOrder(api: Api): Promise<Json> {
  const [customer] = await api.list('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia Bennett' } });
  const [product] = await api.list('products', { filter: { status: 'ACTIVE' }, sort: ['sku', 'ASC'], range: [0, 0] });
  return api.post('/api/sales-orders', { customer_id: customer.id, lines: [{ product_id: product.id, quantity: 1, unit_price: 1000 }] });
}

const ordersOf = (ids: string[]) => `/sales-orders/orders?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`;

test('phone bulk hold of two orders', async ({ signedIn }) => {
  const { page, api, pageErrors } = await signedIn('acmeOwner');
  const orders = [await draftOrder(api), await draftOrder(api)];
  await openScreen(page, ordersOf(orders.map((o) => o.id)));
  const list = page.getByTestId('phone-list');
  for (const order of orders) await expect(list).toContainText(order.number, { timeout: BUDGET.background });

  await page.getByTestId('phone-select').click();
  const count = page.getByTestId('phone-selection-count');
  await expect(count).toHaveText('Tap sales orders to select them');
  const row = (order: Json) => page.getByRole('checkbox', { name: `Select ${order.number}` });
  for (const order of orders) {
    await row(order).click();
    await expect(row(order)).toBeChecked();
  }
  await expect(count).toHaveText('2 selected');
  const bar = page.getByTestId('phone-selection-bar');
  // The desktop selection's own actions: printing, and only the transitions the selected orders allow.
  await expect(bar.getByTestId('print-button')).toBeVisible();
  await expect(bar.getByTestId('bulk-transition-pay')).toHaveCount(0);
  expect(await layoutProblems(page, 'selecting orders at 390', { withMenu: false, screenshot: false, pattern: '' })).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/phone-bulk-selecting-390.png' });

  await bar.getByTestId('bulk-transition-hold').click();
  await expect(page.locator('.MuiSnackbarContent-message')).toContainText('2 sales orders put on hold', { timeout: BUDGET.background });
  for (const order of orders) expect((await api.get(`/api/sales-orders/${order.id}`)).status).toBe('ON_HOLD');
  // The list shows them On hold, and the selection is spent.
  for (const order of orders) await expect(row(order)).toContainText('On hold');
  await expect(count).toHaveText('Tap sales orders to select them');

  // Leaving selection mode clears what was chosen: a new selection starts empty.
  await row(orders[0]).click();
  await expect(count).toHaveText('1 selected');
  await page.getByRole('button', { name: 'Cancel selection' }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByTestId('phone-select').click();
  await expect(count).toHaveText('Tap sales orders to select them');
  for (const order of orders) await expect(row(order)).not.toBeChecked();
  // Going to another screen mid-selection leaves selection mode too: the desktop table finds nothing ticked.
  await row(orders[1]).click();
  await expect(count).toHaveText('1 selected');
  await navigateInApp(page, '/dashboard');
  await page.setViewportSize({ width: 1440, height: 900 });
  await navigateInApp(page, ordersOf(orders.map((o) => o.id)));
  const ticks = page.getByRole('checkbox', { name: 'Select this row' });
  await expect(ticks).toHaveCount(2, { timeout: BUDGET.background });
  for (const tick of await ticks.all()) await expect(tick).not.toBeChecked();
  await page.screenshot({ path: 'test-results/screens/phone-bulk-desktop-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await openScreen(page, ordersOf(orders.map((o) => o.id)));

  // Not selecting, a row opens its record; its short fields sit two to a row, an address keeps the whole row.
  await list.getByText(orders[0].number).click();
  await expect(page.getByTestId('screen-heading')).toContainText(orders[0].number, { timeout: BUDGET.lazyChunk });
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'ON_HOLD');
  const customer = (await page.getByTestId('field-customer_id').boundingBox())!;
  const date = (await page.getByTestId('field-order_date').boundingBox())!;
  const address = (await page.getByTestId('field-ship_to').boundingBox())!;
  expect(Math.abs(customer.y - date.y)).toBeLessThan(2);
  expect(date.x).toBeGreaterThan(customer.x + customer.width / 2);
  expect(address.width).toBeGreaterThan(customer.width * 1.8);
  expect(await layoutProblems(page, 'an order at 390', { withMenu: false, screenshot: false, pattern: '' })).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/phone-order-view-390.png', fullPage: true });
  expect(pageErrors).toEqual([]);
});

test('a read-only role gets no Select where a selection does nothing for it, and no Hold where it may print', async ({ signedIn }) => {
  const owner = await signedIn('acmeOwner');
  const target = await draftOrder(owner.api);
  const { page, me, pageErrors } = await signedIn('partner');
  const acme = me.clientAccounts.find((c) => c.name === 'Acme Trading')!;
  // The partner's admin acts in Acme (as choosing it on Partner HQ does).
  await page.addInitScript((id) => sessionStorage.setItem('sellyard.actingAccountId', id), acme.id);
  await openScreen(page, '/products-listings/products');
  await expect(page.getByTestId('phone-list')).toBeVisible();
  await expect(page.getByTestId('phone-select')).toHaveCount(0);

  // Orders can be printed by a partner, as on the desktop: Select is there, Put on hold is not.
  await openScreen(page, ordersOf([target.id]));
  await expect(page.getByTestId('phone-list')).toContainText(target.number, { timeout: BUDGET.background });
  await page.getByTestId('phone-select').click();
  await page.getByRole('checkbox', { name: `Select ${target.number}` }).click();
  const bar = page.getByTestId('phone-selection-bar');
  await expect(bar.getByTestId('phone-selection-count')).toHaveText('1 selected');
  await expect(bar.getByTestId('print-button')).toBeVisible();
  await expect(bar.getByTestId('bulk-transition-hold')).toHaveCount(0);
  await expect(bar.getByTestId('bulk-ship')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test("the Stock page gives each row one action menu, and Adjust opens from it", async ({ signedIn }) => {
  const { page, api, pageErrors } = await signedIn('acmeOwner');
  const main = (await api.list('locations', { filter: { code: 'MAIN' } }))[0];
  const { rows } = await api.get<{ rows: Json[] }>(`/api/stock?location_id=${main.id}&limit=200`);
  const level = rows.find((r) => r.on_hand >= 1);
  expect(level, 'the demo data has a level at the main warehouse').toBeTruthy();

  await openScreen(page, '/products-listings/stock');
  await page.getByTestId('stock-filter-q').fill(level!.sku);
  const row = page.getByTestId(`stock-row-${level!.sku}-${main.name}`);
  await expect(row.getByTestId('stock-on-hand')).toHaveText(String(level!.on_hand));
  // No wall of buttons: one menu per row.
  await expect(page.getByTestId('stock-table').getByRole('button', { name: 'Adjust' })).toHaveCount(0);
  await expect(row.getByRole('button')).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${level!.sku} at ${main.name}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Latest movements' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Open product' })).toBeVisible();
  expect(await layoutProblems(page, 'stock row menu at 390', { withMenu: false, screenshot: false, pattern: '' })).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/phone-stock-menu-390.png' });
  await menu.getByRole('menuitem', { name: 'Adjust' }).click();
  const dialog = page.getByTestId('adjust-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(level!.sku);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The row's other actions are in the same menu: its latest movements, brought into view below the levels.
  await row.getByRole('button', { name: `Actions for ${level!.sku} at ${main.name}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Latest movements' }).click();
  const movements = page.getByText(`Latest movements: ${level!.sku} at ${main.name}`);
  await expect(movements).toBeInViewport();
  expect(pageErrors).toEqual([]);
});
