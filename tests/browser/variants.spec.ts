/**
 * The variant grid on a parent product's screen (x-entity.childGrid), at 1440 × 900 and 390 × 844, as the Acme
 * owner: pick Size S M L and Colour Navy Charcoal once, get six rows (a table on a desktop, cards on a phone) with
 * SKUs from the pattern, give a price and opening stock, Create makes the 3 × 2 family with its stock (checked
 * through the API); adding a value later offers only the missing variants; a repeated combination is refused
 * (409 naming it) and nothing is made. Nothing scrolls sideways on the phone.
 */
import { BUDGET, expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

for (const [label, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`makes a 3 × 2 family with opening stock from the grid (${label})`, async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    await page.setViewportSize(viewport);
    const sku = `GRID-${label === 'desktop' ? 'D' : 'P'}${Date.now().toString(36).toUpperCase()}`;
    const parent = await api.post<Json>('/api/products', { sku, title: `Grid tee ${label}`, kind: 'PARENT', retail_price: 1500 });
    const main = (await api.list('locations', { filter: { code: 'MAIN' } }))[0];

    await openScreen(page, `/products-listings/products/${parent.id}`);
    const grid = page.getByTestId('child-grid-variants');
    await expect(grid).toBeVisible({ timeout: BUDGET.lazyChunk });
    await expect(grid).toContainText('No variants yet');
    for (const value of ['S', 'M', 'L']) await grid.getByTestId(`grid-value-Size-${value}`).click();
    for (const value of ['Navy', 'Charcoal']) await grid.getByTestId(`grid-value-Colour-${value}`).click();
    await expect(grid.getByTestId('grid-row')).toHaveCount(6);
    await expect(grid.getByTestId(label === 'phone' ? 'grid-cards' : 'grid-row').first()).toBeVisible();
    // Lists in the order the grid shows them (attributes by name: Colour, then Size), so the SKU reads as the row does.
    await expect(grid.getByTestId('grid-cell-sku').first()).toHaveValue(`${sku}-Navy-S`);
    // A price for the first row, opening stock for every row at the main warehouse.
    await grid.getByTestId('grid-cell-retail_price').first().fill('17.50');
    const stock = grid.getByTestId('grid-stock-MAIN');
    for (let i = 0; i < 6; i++) await stock.nth(i).fill(String(i + 1));
    if (label === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/browser/variants-${label}-grid.png`, fullPage: true });
    await grid.getByTestId('grid-create').click();
    await expect(grid.getByTestId('grid-existing-row')).toHaveCount(6);
    await expect(grid).toContainText('6 variants');

    const made = await api.list<Json>('products', { filter: { parent_id: parent.id }, sort: ['sku', 'ASC'], range: [0, 24] });
    expect(made.map((p) => p.sku).sort()).toEqual(['Charcoal-L', 'Navy-L', 'Charcoal-M', 'Navy-M', 'Charcoal-S', 'Navy-S'].map((s) => `${sku}-${s}`).sort());
    expect(made.find((p) => p.sku === `${sku}-Navy-S`)).toMatchObject({ kind: 'VARIANT', retail_price: 1750 });
    expect(made.find((p) => p.sku === `${sku}-Navy-M`)).toMatchObject({ retail_price: 1500 });
    const { rows } = await api.get<{ rows: Json[] }>(`/api/stock?q=${encodeURIComponent(sku)}&location_id=${main.id}&limit=50`);
    expect(rows.reduce((sum, r) => sum + Number(r.on_hand), 0)).toBe(21);

    // A value added later offers only its own variants.
    await grid.getByTestId('grid-value-Size-XL').click();
    await expect(grid.getByTestId('grid-row')).toHaveCount(2);
    await expect(grid.getByTestId('grid-cell-sku').first()).toHaveValue(`${sku}-Navy-XL`);

    // The same combination made elsewhere meanwhile is refused, named, and nothing is made.
    const colour = (await api.list<Json>('attributes', { filter: { name: 'Colour' } }))[0];
    const size = (await api.list<Json>('attributes', { filter: { name: 'Size' } }))[0];
    await api.post('/api/products', { sku: `${sku}-XL-NAVY-OTHER`, title: 'Made meanwhile', kind: 'VARIANT', parent_id: parent.id, attribute_values: [{ attribute_id: size.id, value: 'XL' }, { attribute_id: colour.id, value: 'Navy' }] });
    const refused = await api.raw('POST', `/api/products/${parent.id}/children/variants`, { rows: [{ attribute_values: [{ attribute_id: size.id, value: 'XL' }, { attribute_id: colour.id, value: 'Navy' }] }] });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).errors[0]).toEqual({ pointer: '/rows/0/attribute_values', message: `Size XL, Colour Navy is already a variant of this product (${sku}-XL-NAVY-OTHER)` });
    await grid.getByTestId('grid-create').click();
    await expect(grid.getByTestId('grid-problem')).toContainText('Colour Navy, Size XL is already a variant of this product');
    await expect(grid.getByRole('alert').first()).toContainText('already a variant');
    await page.screenshot({ path: `test-results/browser/variants-${label}-refused.png`, fullPage: true });
    expect((await api.list('products', { filter: { parent_id: parent.id }, range: [0, 24] })).length).toBe(7);
    expect(pageErrors).toEqual([]);
  });
}
