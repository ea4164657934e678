/**
 * The History tab of a generic view (x-entity.audit): after a change made through the API, the product's view
 * lists it in words — who, the field by its title, the old and new values as the view shows them (money in major
 * units) — and the creation below it.
 */
import { expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

test.describe('the History tab', () => {
  test('shows who changed which field from what to what, in words', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const created = await api.post<Json>('/api/products', { sku: 'HIST-1', title: 'History kettle', retail_price: 2450 });
    const saved = await api.raw('PUT', `/api/products/${created.id}`, { ...created, title: 'History kettle XL', retail_price: 2999 });
    expect(saved.status()).toBe(200);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openScreen(page, `/products-listings/products/${created.id}/show`);
    await page.getByTestId('tab-history').click();
    const history = page.getByTestId('audit-history');
    await expect(history.getByTestId('audit-update')).toHaveCount(1);
    const update = history.getByTestId('audit-update');
    await expect(update.getByTestId('audit-who')).toHaveText('owner@acme.test');
    await expect(update.getByTestId('audit-change-title')).toContainText('Title');
    await expect(update.getByTestId('audit-change-title').getByTestId('audit-before')).toHaveText('History kettle');
    await expect(update.getByTestId('audit-change-title').getByTestId('audit-after')).toHaveText('History kettle XL');
    await expect(update.getByTestId('audit-change-retail_price').getByTestId('audit-after')).toHaveText('£29.99');
    await expect(history.getByTestId('audit-create').getByTestId('audit-what')).toHaveText('created this product');
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/history-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/history-390.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
