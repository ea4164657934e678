/**
 * Navigation a merchant can take in: the menu names places (no "Add X" entries, one Settings entry), and the
 * settings home lists every settings screen under its section, with a search.
 */
import { expect, openScreen, test } from './fixtures.ts';

test.describe('navigation', () => {
  test('the menu names places: one Settings entry and no create screens', async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('acmeOwner');
    await openScreen(page, '/dashboard');
    const menu = page.getByTestId('main-menu');
    await expect(menu.getByTestId('menu-item-/settings')).toBeVisible();
    await expect(menu.getByTestId('menu-item-/settings/general')).toHaveCount(0);
    await menu.getByTestId('menu-group-sales-orders').getByRole('button').click();
    await expect(menu.getByTestId('menu-item-/sales-orders/orders')).toBeVisible();
    await expect(menu.getByTestId('menu-item-/sales-orders/order/create')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('the settings home groups screens in sections and finds them by search', async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('acmeOwner');
    await openScreen(page, '/dashboard');
    await page.getByTestId('menu-item-/settings').click();
    await expect(page.getByTestId('settings-home')).toBeVisible();
    await expect(page.getByTestId('settings-section-Business')).toContainText('General Settings');
    await expect(page.getByTestId('settings-section-Orders and shipping')).toContainText('Order Rules');
    await page.getByTestId('settings-search').fill('tax');
    await expect(page.getByTestId('settings-link-/settings/sales-taxes')).toBeVisible();
    await expect(page.getByTestId('settings-link-/settings/order-rules')).toHaveCount(0);
    await page.getByTestId('settings-search').fill('no such setting');
    await expect(page.getByTestId('settings-none')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("a partner's menu offers no create screen", async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('partner');
    await openScreen(page, '/partner-portal');
    await expect(page.getByTestId('main-menu')).toBeVisible();
    const paths = await page.locator('[data-testid^="menu-item-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => /\/(create|add-)|\/new\b/.test(p))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
