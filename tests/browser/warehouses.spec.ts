/**
 * A warehouse provider's screen, as the Acme owner, against the built-in sandbox Mintsoft: "Test connection" says the
 * saved sign-in details were accepted, "Sync now" says in words what it did, at 1440 and 390 px without sideways
 * scrolling. (The hand-off, shipments, stock and ASN flows are proved by tests/api/warehouses-3pl.test.ts.)
 */
import { expect, openScreen, test } from './fixtures.ts';

test.describe('warehouse providers', () => {
  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    test(`Test connection and Sync now on Leeds 3PL (${width} px)`, async ({ signedIn }) => {
      const { page, api, pageErrors } = await signedIn('acmeOwner');
      await page.setViewportSize({ width, height });
      const [provider] = await api.list('warehouse-providers', { filter: { q: 'Leeds 3PL' } });
      expect(provider, 'Acme has the demo Mintsoft provider').toBeTruthy();
      await openScreen(page, `/settings/warehouse-management/${provider.id}/show`);
      await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'ACTIVE');
      await page.getByTestId('warehouse-test-button').click();
      await expect(page.getByText('Leeds 3PL (Mintsoft) accepted the saved sign-in details.')).toBeVisible();
      await page.getByTestId('warehouse-sync-button').click();
      await expect(page.getByText(/Nothing new to send or read|sent to the warehouse|updated/).first()).toBeVisible();
      if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/warehouse-provider-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(pageErrors).toEqual([]);
    });
  }
});
