/**
 * Stock, as the Acme owner: the Stock screen lists levels (filters by SKU and location), the Adjust dialog takes
 * units off with a reason, the row shows the new on-hand and the latest movements show the ADJUSTMENT with its
 * reason and author; the stored level and its ledger are checked through the API with the same session. A
 * refused adjustment (more than on hand) shows the server's message and changes nothing. The product screen
 * shows stock per location and the movement.
 */
import { BUDGET, expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;


test.describe('stock', () => {
  test('adjusts stock with a reason and shows the movement', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const main = (await api.list('locations', { filter: { code: 'MAIN' } }))[0];
    const { rows } = await api.get<{ rows: Json[] }>(`/api/stock?location_id=${main.id}&limit=200`);
    const level = rows.find((r) => r.on_hand >= 5);
    expect(level, 'the demo data has a level with at least 5 on hand at the main warehouse').toBeTruthy();

    await openScreen(page, '/products-listings/stock');
    await expect(page).toHaveTitle('Sellyard | Stock');
    await page.getByTestId('stock-filter-q').fill(level!.sku);
    const row = page.getByTestId(`stock-row-${level!.sku}-${main.name}`);
    await expect(row.getByTestId('stock-on-hand')).toHaveText(String(level!.on_hand));

    // More than is on hand is refused with the server's reason; nothing changes.
    await row.getByTestId('stock-adjust').click();
    await page.getByTestId('adjust-amount').fill(String(-(level!.on_hand + 1)));
    await page.getByTestId('adjust-reason').fill('Damaged');
    await page.getByTestId('adjust-save').click();
    await expect(page.getByTestId('adjust-error')).toContainText(`more than the ${level!.on_hand}`);

    await page.getByTestId('adjust-amount').fill('-2');
    await page.getByTestId('adjust-note').fill('dropped in aisle 3');
    await page.getByTestId('adjust-save').click();
    await expect(page.getByTestId('adjust-dialog')).toHaveCount(0);
    await expect(row.getByTestId('stock-on-hand')).toHaveText(String(level!.on_hand - 2));
    const movement = page.getByTestId('stock-movements').getByTestId('movement-ADJUSTMENT').first();
    await expect(movement.getByTestId('movement-quantity')).toHaveText('-2');
    await expect(movement.getByTestId('movement-note')).toContainText('Damaged: dropped in aisle 3');
    await expect(movement).toContainText('owner@acme.test');

    const stored = await api.get(`/api/stock-levels/${level!.id}`);
    expect(stored).toMatchObject({ on_hand: level!.on_hand - 2, available: level!.on_hand - 2 - level!.allocated });
    const [latest] = await api.list('stock-movements', { filter: { product_id: level!.product_id, location_id: main.id }, sort: ['created_at', 'DESC'], range: [0, 0] });
    expect(latest).toMatchObject({ reason: 'ADJUSTMENT', quantity: -2, on_hand_after: level!.on_hand - 2, note: 'Damaged: dropped in aisle 3', user_email: 'owner@acme.test' });

    // The product screen (the SKU links to it) shows its stock per location and the same movement.
    await row.getByRole('link', { name: level!.sku }).click();
    await expect(page).toHaveURL((url) => url.pathname.endsWith(`/${level!.product_id}`));
    // The product's edit screen is the first of this browser to load the form's chunks (the rich-text editor among
    // them) and then the panel's own: on a loaded CI machine that took longer than the 5 s default (stop 17).
    await expect(page.getByTestId('screen-heading')).toBeVisible({ timeout: BUDGET.lazyChunk });
    await expect(page.getByTestId(`product-stock-${main.name}`)).toContainText(String(level!.on_hand - 2));
    await expect(page.getByTestId('product-stock').getByTestId('movement-ADJUSTMENT').first()).toContainText('Damaged: dropped in aisle 3');
    expect(pageErrors).toEqual([]);
  });
});
