/**
 * The generic list as a person reads it: the search box names what it searches in words, an empty list says so
 * in the entity's words (and offers the first Create), and on a phone each record is one line with its label,
 * a few fields and its status chip instead of a table wider than the screen.
 */
import { expect, openScreen, test } from './fixtures.ts';

test.describe('generic lists', () => {
  test('names the searched fields in words, never field names', async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('acmeOwner');
    await openScreen(page, '/sales-orders/orders');
    const search = page.getByTestId('filter-q').locator('input');
    await expect(search).toHaveAttribute('placeholder', /^Search by number, /);
    await expect(search).not.toHaveAttribute('placeholder', /_/);
    expect(pageErrors).toEqual([]);
  });

  test('says when no record matches, in the entity\'s words', async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('acmeOwner');
    await openScreen(page, `/sales-orders/orders?filter=${encodeURIComponent(JSON.stringify({ q: 'no-such-order-zzz' }))}`);
    await expect(page.getByTestId('empty-list')).toHaveText('No sales orders match these filters');
    expect(pageErrors).toEqual([]);
  });

  test('shows one line per record on a phone, and nothing scrolls sideways', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page, '/sales-orders/orders');
    const list = page.getByTestId('phone-list');
    await expect(list).toBeVisible();
    const [newest] = await api.get<Array<{ number: string }>>('/api/sales-orders?sort=["order_date","DESC"]&range=[0,0]');
    await expect(list).toContainText(newest.number);
    await expect(list.getByTestId('value-status').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(pageErrors).toEqual([]);
  });

  test('renders the columns shown, offers the others in Columns, and names each row action on hover and focus', async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('acmeOwner');
    await openScreen(page, '/sales-orders/orders');
    const table = page.getByTestId('generic-list').locator('table');
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    // Every row has the cells of the headings shown (checkbox included), no more: hidden columns are not built.
    const headings = await table.locator('thead th').count();
    expect(headings).toBeGreaterThan(3);
    for (const row of (await rows.all()).slice(0, 3)) await expect(row.locator('td')).toHaveCount(headings);
    await expect(table.locator('thead')).not.toContainText('Gift message');
    // The chooser still lists the hidden columns, once opened.
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(page.getByRole('menuitem', { name: 'Gift message' }).or(page.getByLabel('Gift message')).first()).toBeVisible();
    await page.keyboard.press('Escape');
    // A row action's tooltip names it on hover…
    await rows.nth(1).getByTestId('row-view').hover();
    await expect(page.getByRole('tooltip', { name: 'View' })).toBeVisible();
    await page.mouse.move(0, 0);
    // …and on keyboard focus, even when the focus lands on the action first (Shift+Tab from the row below): the
    // link keeps the focus while its tooltip is set up.
    await rows.nth(4).locator('input[type=checkbox]').focus();
    await page.keyboard.press('Shift+Tab');
    const last = rows.nth(3).getByTestId('row-copy');
    await expect(last).toBeFocused();
    await expect(page.getByRole('tooltip', { name: 'Copy' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("shows a platform admin each record's account in cross-account lists", async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('admin');
    await openScreen(page, '/sales-orders/orders');
    await expect(page.getByRole('columnheader', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^(Acme Trading|Globex Retail)$/ }).first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
