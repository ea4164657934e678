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

  test("shows a platform admin each record's account in cross-account lists", async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('admin');
    await openScreen(page, '/sales-orders/orders');
    await expect(page.getByRole('columnheader', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^(Acme Trading|Globex Retail)$/ }).first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
