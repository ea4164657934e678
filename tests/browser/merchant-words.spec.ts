/**
 * Merchant words in forms (issue 22.3), at the widths the issue was tried at: permissions by their titles with
 * their descriptions, the password's help without hashing or field names, a sales tax by name and rate, time zones
 * by city with this device's first.
 */
import { expect, openScreen, test } from './fixtures.ts';

for (const [width, height] of [[1440, 900], [390, 844]] as const) {
  test.describe(`merchant words at ${width}px`, () => {
    test.use({ viewport: { width, height } });

    test('the Add User form names permissions and explains the password in plain words', async ({ signedIn }) => {
      const { page, pageErrors } = await signedIn('acmeOwner');
      await openScreen(page, '/settings/add-user');
      const purchaseOrders = page.getByRole('checkbox', { name: 'Purchase orders', exact: true });
      await expect(purchaseOrders).toBeVisible();
      // The description is the checkbox's accessible description, shown under it.
      await expect(purchaseOrders).toHaveAccessibleDescription(/suppliers they are placed with/);
      await expect(page.getByRole('checkbox', { name: 'Listings overview', exact: true })).toBeVisible();
      const form = page.locator('form');
      await expect(form).not.toContainText('Listingsoverview');
      await expect(form).not.toContainText('Purchaseorders');
      await expect(form).toContainText('At least 12 characters');
      await expect(form).not.toContainText(/scrypt|current_password|allPermissions/);
      expect(pageErrors).toEqual([]);
    });

    test('sales taxes read by name and rate, time zones by city', async ({ signedIn }) => {
      const { page, api, pageErrors } = await signedIn('acmeOwner');
      const saved = String((await api.get('/api/general-settings')).timezone);
      await openScreen(page, '/settings/general');
      const tax = page.locator('#root_default_sales_tax_id');
      await expect(tax).toHaveValue('Standard rate — 20%');
      const zone = page.locator('#root_timezone');
      // The saved zone (another spec may have changed it) reads by its city: "Dublin (GMT/…)", not "Europe/Dublin".
      await expect(zone).toHaveValue(new RegExp(`^${saved.split('/').pop()!.replaceAll('_', ' ')} \\(`));
      await zone.click();
      await zone.fill('');
      // The browser runs in Europe/London (playwright.config.ts): its zone is the first choice.
      await expect(page.getByRole('option').first()).toHaveText(/^London \(GMT/);
      await expect(page.getByRole('listbox')).not.toContainText('Europe/');
      expect(pageErrors).toEqual([]);
    });
  });
}
