/**
 * The Listings page (issue 22 item 2), at 1440 and 390 px: every channel's listings on one page with a tab per
 * channel (counted as the API counts them), status chips and the search that narrow the list, a channel's other
 * screens as its sub-tabs, and each spec route landing on the page with its channel chosen. The menu has one
 * Listings entry; staff see only the tabs of the channels they may open. Reads the demo data only (other specs
 * add listings beside it, so counts are read from the API at the same moment, never hard-coded).
 */
import { BUDGET, expect, openScreen, test, titleOf } from './fixtures.ts';

type Json = Record<string, any>;

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  const phone = viewport.width < 600;
  test.describe(`listings at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('one page: channel tabs with counts, status chips, search, sub-tabs, per-channel URLs pre-filtered', async ({ signedIn }) => {
      const { page, api, pageErrors } = await signedIn('acmeOwner');
      await openScreen(page, '/products-listings/listings-overview');
      await expect(page).toHaveTitle(titleOf('Listings Overview'));
      const tabs = page.getByTestId('listings-tabs');
      await expect(tabs.getByTestId('channel-tab-ALL')).toHaveAttribute('aria-selected', 'true');
      // Each tab says how many listings its channel holds, as the API counts them.
      const counts = await api.get<Json>('/api/listings/counts');
      for (const code of ['EBAY', 'AMAZON', 'ETSY', 'WISH', 'ONBUY', 'STORE']) {
        const count = counts.channels.find((c: Json) => c.value === code)?.count ?? 0;
        await expect(tabs.getByTestId(`channel-tab-${code}`).getByTestId('tab-count')).toHaveText(String(count));
      }
      await expect(tabs.getByTestId('channel-tab-ALL').getByTestId('tab-count')).toHaveText(String(counts.total));
      if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screens/listings-all-${viewport.width}.png` });

      // The eBay tab is eBay's own route, the same list with the channel fixed, and its screens as sub-tabs.
      await tabs.getByTestId('channel-tab-EBAY').click();
      await expect(page).toHaveURL((url) => url.pathname === '/products-listings/ebay/listings');
      await expect(page).toHaveTitle(titleOf('eBay Listings'));
      await expect(page.getByTestId('screen-heading')).toHaveText('eBay Listings');
      await expect(tabs.getByTestId('channel-tab-EBAY')).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.getByTestId('channel-subtab-listings')).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.getByTestId('channel-subtab-list-products')).toHaveText('List products');
      await expect(tabs.getByTestId('channel-subtab-html-templates')).toHaveText('HTML templates');
      await expect(tabs.getByTestId('channel-subtab-shipping-templates')).toHaveText('Shipping templates');

      // A status chip narrows the list to that status, counted within eBay.
      const ebay = await api.get<Json>(`/api/listings/counts?filter=${encodeURIComponent(JSON.stringify({ channel: 'EBAY' }))}`);
      const status = [...ebay.statuses].sort((a: Json, b: Json) => a.count - b.count)[0];
      const chip = page.getByTestId(`facet-status-${status.value}`);
      await expect(chip).toContainText(`· ${status.count}`);
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      const rows = phone ? page.getByTestId('phone-list').locator('li') : page.locator('tbody tr');
      await expect(rows).toHaveCount(Math.min(status.count, 25), { timeout: BUDGET.lazyChunk });
      await page.screenshot({ path: `test-results/screens/listings-ebay-${viewport.width}.png` });
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'false');

      // Search by SKU finds the listing.
      const [listing] = await api.list('listings', { filter: { channel: 'EBAY' }, sort: ['sku', 'ASC'], range: [0, 0] });
      await page.getByTestId('filter-q').locator('input').fill(listing.sku);
      await expect(rows.filter({ hasText: listing.title })).toHaveCount(1, { timeout: BUDGET.lazyChunk });

      // Bookmarks of the spec routes land on the page with the channel chosen.
      await openScreen(page, '/products-listings/amazon/listing-status');
      await expect(page).toHaveTitle(titleOf('Amazon Listing Status'));
      await expect(tabs.getByTestId('channel-tab-AMAZON')).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.getByTestId('channel-subtab-listings')).toHaveAttribute('aria-selected', 'true');
      const amazon = (await api.get<Json>('/api/listings/counts')).channels.find((c: Json) => c.value === 'AMAZON')?.count ?? 0;
      await expect(rows).toHaveCount(Math.min(amazon, 25), { timeout: BUDGET.lazyChunk });
      await openScreen(page, '/products-listings/store/categories');
      await expect(page).toHaveTitle(titleOf('Store Categories'));
      await expect(tabs.getByTestId('channel-tab-STORE')).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.getByTestId('channel-subtab-categories')).toHaveAttribute('aria-selected', 'true');

      if (!phone) {
        // The menu's one Listings entry, selected on any of the page's screens; no per-channel links.
        const menu = page.getByTestId('main-menu');
        const entry = menu.getByTestId('menu-item-/products-listings/listings-overview');
        await expect(entry).toHaveText('Listings');
        await expect(entry).toHaveClass(/Mui-selected/);
        await expect(menu.locator('[data-testid^="menu-item-/products-listings/ebay/"]')).toHaveCount(0);
        // The list's bulk actions still work on the page: a selection offers them.
        await openScreen(page, '/products-listings/ebay/listings');
        await page.locator('tbody tr').first().locator('input[type="checkbox"]').check();
        await expect(page.getByText('1 item selected')).toBeVisible();
      }
      expect(pageErrors).toEqual([]);
    });

    test('staff see only the channels they may open', async ({ signedIn }) => {
      // Demo staff hold products and orders: of the listings, only OnBuy's (every member's).
      const { page, pageErrors } = await signedIn('acmeStaff');
      await openScreen(page, '/products-listings/onbuy/listings');
      await expect(page).toHaveTitle(titleOf('OnBuy Listings'));
      const tabs = page.getByTestId('listings-tabs');
      await expect(tabs.locator('[data-testid^="channel-tab-"]')).toHaveText([/^OnBuy/]);
      await expect(tabs.getByTestId('channel-tab-ALL')).toHaveCount(0);
      await page.screenshot({ path: `test-results/screens/listings-staff-${viewport.width}.png` });
      await openScreen(page, '/products-listings/ebay/listings');
      await expect(page).toHaveTitle(titleOf('Not Allowed'));
      expect(pageErrors).toEqual([]);
    });
  });
}
