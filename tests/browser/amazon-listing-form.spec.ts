/**
 * The Amazon listing form in a merchant's words, at 1440 and 390 px: a lambswool jumper is listed on Amazon by
 * choosing its product type from a search ("jumper" → Sweater, Amazon's searchDefinitionsProductTypes in the
 * sandbox) and filling the attributes that product type requires (required ones marked, Amazon's choices as
 * selects in words: "United Kingdom", not GB), saved, submitted, published by the sandbox marketplace (which refuses
 * a listing without them) and seen live. The stored listing carries the attributes as the adapter sends them.
 * Nothing asks for an id or JSON. Data is seeded and checked through the API.
 */
import type { Page } from '@playwright/test';
import { type Api, BUDGET, expect, openScreen, pickReference, test } from './fixtures.ts';

type Json = Record<string, any>;

/** A jumper with a brand, a barcode, a description and stock at the default location. */
async function seedJumper(api: Api, marker: string): Promise<Json> {
  const [brand] = await api.list('brands', { range: [0, 0] });
  const [location] = await api.list('locations', { filter: { is_default: true } });
  const barcode = `50${String(Date.now()).slice(-10)}`;
  const check = (10 - ([...barcode].reduce((sum, d, i) => sum + Number(d) * (i % 2 ? 3 : 1), 0) % 10)) % 10;
  const product = await api.post('/api/products', {
    sku: marker, title: `Lambswool Crew Jumper ${marker}`, description: '<p>A soft lambswool crew-neck jumper, knitted in Scotland.</p>', kind: 'SIMPLE', retail_price: 6900, status: 'ACTIVE',
    brand_id: brand.id, barcodes: [{ type: 'EAN13', value: `${barcode}${check}` }], images: [{ url: 'https://img.example/crew.jpg', position: 0 }],
  });
  const level = await api.post('/api/stock-levels', { product_id: product.id, location_id: location.id });
  await api.post(`/api/stock-levels/${level.id}/adjust`, { delta: 6, reason: 'Found in the back' }, 200);
  return product;
}

async function chooseOption(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`an Amazon listing: product type by search, its required attributes as a form, published (${viewport.width} px)`, async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    await page.setViewportSize(viewport);
    const marker = `AT${viewport.width}${Date.now().toString(36).toUpperCase()}`;
    const product = await seedJumper(api, marker);
    const [channel] = await api.list('sales-channels', { filter: { type: 'AMAZON', status: 'CONNECTED' } });
    expect(channel, 'Acme has a connected Amazon channel').toBeTruthy();

    await openScreen(page, '/products-listings/amazon/listings/create');
    await expect(page.getByTestId('screen-heading')).toBeVisible({ timeout: BUDGET.lazyChunk });
    await expect(page.getByTestId('field-channel_fields_product_type')).toBeDisabled();
    await pickReference(page, 'field-product_id', marker, new RegExp(`Lambswool Crew Jumper ${marker}$`));
    await pickReference(page, 'field-sales_channel_id', channel.name, channel.name);

    // The product type, found by the merchant's word.
    const productType = page.getByTestId('field-channel_fields_product_type');
    await productType.click();
    await productType.fill('jumper');
    const suggestion = page.getByTestId('category-option').filter({ hasText: 'Sweater' });
    await expect(suggestion).toBeVisible({ timeout: BUDGET.lazyChunk });
    await page.screenshot({ path: `test-results/amazon-type-search-${viewport.width}.png` });
    await suggestion.click();
    await expect(productType).toHaveValue('Sweater');

    // Its required attributes, in Amazon's words, marked.
    const form = page.getByTestId('item-specifics');
    await expect(form.getByTestId('item-specifics-missing')).toContainText('Required by Amazon before it lists the item: Bullet Point, Item Type Keyword, Country/Region of Origin, Dangerous Goods Regulations.', { timeout: BUDGET.lazyChunk });
    const bullets = form.getByTestId('aspect-bullet-point');
    await bullets.fill('Soft Scottish lambswool');
    await bullets.press('Enter');
    await bullets.fill('Classic crew neck');
    await bullets.press('Enter');
    await form.getByTestId('aspect-item-type-keyword').fill('Jumper');
    await chooseOption(page, 'aspect-country-of-origin', 'United Kingdom');
    await form.getByTestId('aspect-supplier-declared-dg-hz-regulation').click();
    await page.getByRole('option', { name: 'Not Applicable', exact: true }).click();
    await form.getByTestId('aspect-supplier-declared-dg-hz-regulation').press('Escape');
    await expect(form.getByTestId('item-specifics-missing')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('JSON');
    await expect(page.locator('body')).not.toContainText('SWEATER');
    await expect(page.locator('body')).not.toContainText('bullet_point');
    await page.screenshot({ path: `test-results/amazon-listing-form-${viewport.width}.png`, fullPage: true });

    await page.getByTestId('save').click();
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'DRAFT', { timeout: BUDGET.lazyChunk });
    const [listing] = await api.list('listings', { filter: { product_id: product.id } });
    expect(listing.channel_fields).toMatchObject({
      product_type: 'SWEATER', product_type_name: 'Sweater',
      attributes: {
        bullet_point: [{ value: 'Soft Scottish lambswool', language_tag: 'en_GB' }, { value: 'Classic crew neck', language_tag: 'en_GB' }],
        item_type_keyword: [{ value: 'Jumper' }], country_of_origin: [{ value: 'GB' }], supplier_declared_dg_hz_regulation: [{ value: 'not_applicable' }],
      },
    });

    // Submitted, the sandbox marketplace takes it (it refuses one without the required attributes).
    await page.getByTestId('transition-submit').click();
    await expect.poll(async () => (await api.get<Json>(`/api/listings/${listing.id}`)).status, { timeout: BUDGET.background }).toBe('ACTIVE');
    await page.reload();
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'ACTIVE', { timeout: BUDGET.lazyChunk });
    await page.screenshot({ path: `test-results/amazon-listing-live-${viewport.width}.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });
}

test('List Products on Amazon: the batch\'s product type by search and its required attributes, stored on each listing', async ({ signedIn }) => {
  const { page, api, pageErrors } = await signedIn('acmeOwner');
  const marker = `ALP${Date.now().toString(36).toUpperCase()}`;
  const products = [await seedJumper(api, `${marker}-1`), await seedJumper(api, `${marker}-2`)];
  const [first, ...others] = await api.get<Json[]>('/api/listings/bulk/channels?channel=AMAZON');
  expect(first, 'Acme has an Amazon sales channel').toBeTruthy();

  await openScreen(page, '/products-listings/amazon/list-products');
  await expect(page.getByTestId('screen-heading')).toHaveText('Amazon List Products', { timeout: BUDGET.lazyChunk });
  if (others.length) {
    await page.getByTestId('sales-channel-select').click();
    await page.getByTestId(`sales-channel-${first.id}`).click();
  }
  await expect(page.getByTestId('step-products')).toBeVisible({ timeout: BUDGET.lazyChunk });
  await page.getByTestId('product-search').fill(marker);
  for (const p of products) await page.getByTestId(`pick-${p.id}`).check();

  await page.getByTestId('field-product_type').fill('jumper');
  await page.getByTestId('category-option').filter({ hasText: 'Sweater' }).click();
  const form = page.getByTestId('item-specifics');
  await expect(form.getByTestId('item-specifics-missing')).toContainText('Bullet Point', { timeout: BUDGET.lazyChunk });
  await form.getByTestId('aspect-bullet-point').fill('Soft Scottish lambswool');
  await form.getByTestId('aspect-bullet-point').press('Enter');
  await chooseOption(page, 'aspect-country-of-origin', 'United Kingdom');
  await expect(form.getByTestId('item-specifics-missing')).toContainText('Item Type Keyword, Dangerous Goods Regulations');
  await page.screenshot({ path: 'test-results/amazon-list-products.png', fullPage: true });
  await page.getByTestId('create-drafts').click();
  await expect(page.getByTestId('bulk-result')).toContainText('2 Amazon listings created');

  const listings = await api.list('listings', { filter: { q: marker }, sort: ['sku', 'ASC'] });
  expect(listings).toHaveLength(2);
  for (const l of listings) {
    expect(l.channel_fields).toMatchObject({
      product_type: 'SWEATER', product_type_name: 'Sweater',
      attributes: { bullet_point: [{ value: 'Soft Scottish lambswool', language_tag: 'en_GB' }], country_of_origin: [{ value: 'GB' }] },
    });
  }
  expect(pageErrors).toEqual([]);
});
