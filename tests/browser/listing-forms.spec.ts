/**
 * The eBay listing form in a merchant's words, at 1440 and 390 px: a jumper in a 2 × 2 family (colour × size) is
 * listed on eBay by choosing its category from a search ("lambswool jumper" → Clothes, Shoes & Accessories ›
 * Men's Clothing › Jumpers & Cardigans) and filling the item specifics the category asks for (required ones marked),
 * saved, submitted, published by the sandbox marketplace as one family listing, and seen live. Nothing asks for an
 * id or JSON. Data is seeded and checked through the API.
 */
import type { Page } from '@playwright/test';
import { type Api, BUDGET, expect, openScreen, pickReference, test } from './fixtures.ts';

type Json = Record<string, any>;

/** A parent with four variants (Navy/Oatmeal × M/L), each with stock at the default location. */
async function seedFamily(api: Api, marker: string): Promise<Json> {
  const attributes = await api.list('attributes', { range: [0, 99] });
  const colour = attributes.find((a) => a.name === 'Colour')!;
  const size = attributes.find((a) => a.name === 'Size')!;
  const [location] = await api.list('locations', { filter: { is_default: true } });
  const parent = await api.post('/api/products', { sku: marker, title: `Aran Jumper ${marker}`, kind: 'PARENT', retail_price: 6900, status: 'ACTIVE', images: [{ url: 'https://img.example/aran.jpg', position: 0 }] });
  for (const c of ['Navy', 'Oatmeal']) {
    for (const s of ['M', 'L']) {
      const variant = await api.post('/api/products', { sku: `${marker}-${c.slice(0, 3).toUpperCase()}-${s}`, title: `Aran Jumper ${marker}, ${c}, ${s}`, kind: 'VARIANT', parent_id: parent.id, retail_price: 6900, status: 'ACTIVE', attribute_values: [{ attribute_id: colour.id, value: c }, { attribute_id: size.id, value: s }] });
      const level = await api.post('/api/stock-levels', { product_id: variant.id, location_id: location.id });
      await api.post(`/api/stock-levels/${level.id}/adjust`, { delta: 4, reason: 'Found in the back' }, 200);
    }
  }
  return parent;
}

async function chooseOption(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`an eBay family listing: category by search, item specifics from the category, published (${viewport.width} px)`, async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    await page.setViewportSize(viewport);
    const marker = `LF${viewport.width}${Date.now().toString(36).toUpperCase()}`;
    const parent = await seedFamily(api, marker);
    const [channel] = await api.list('sales-channels', { filter: { type: 'EBAY', status: 'CONNECTED' } });
    expect(channel, 'Acme has a connected eBay channel').toBeTruthy();

    await openScreen(page, '/products-listings/ebay/listings/create');
    await expect(page.getByTestId('screen-heading')).toBeVisible({ timeout: BUDGET.lazyChunk });
    // Until the sales channel is chosen there is nothing to search.
    await expect(page.getByTestId('field-channel_fields_category_id')).toBeDisabled();
    await pickReference(page, 'field-product_id', marker, new RegExp(`Aran Jumper ${marker}$`));
    await pickReference(page, 'field-sales_channel_id', channel.name, channel.name);

    // The category, found by words and shown with its path.
    const category = page.getByTestId('field-channel_fields_category_id');
    await category.click();
    await category.fill('lambswool jumper');
    const suggestion = page.getByTestId('category-option').filter({ hasText: 'Jumpers & Cardigans' });
    await expect(suggestion).toContainText("Clothes, Shoes & Accessories › Men's Clothing");
    await page.screenshot({ path: `test-results/listing-form-search-${viewport.width}.png` });
    await suggestion.click();
    await expect(category).toHaveValue("Clothes, Shoes & Accessories › Men's Clothing › Jumpers & Cardigans");

    // Its item specifics, the required ones marked, asked for in words.
    const specifics = page.getByTestId('item-specifics');
    await expect(specifics.getByTestId('item-specifics-missing')).toContainText('Brand, Size, Department, Type');
    await specifics.getByTestId('aspect-brand').fill('Fieldcraft');
    await specifics.getByTestId('aspect-brand').press('Escape');
    await chooseOption(page, 'aspect-department', 'Men');
    await chooseOption(page, 'aspect-type', 'Jumper');
    await specifics.getByTestId('aspect-neckline').click();
    await page.getByRole('option', { name: 'Crew Neck', exact: true }).click();
    // Size comes from each variant (the family varies by it), so it stays the only one missing here.
    await expect(specifics.getByTestId('item-specifics-missing')).toContainText('before it lists the item: Size. In a family listed as variations, Size may come from each variation instead.');
    await expect(page.locator('body')).not.toContainText('JSON');
    await page.screenshot({ path: `test-results/listing-form-${viewport.width}.png`, fullPage: true });

    await page.getByTestId('save').click();
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'DRAFT', { timeout: BUDGET.lazyChunk });
    const [listing] = await api.list('listings', { filter: { product_id: parent.id } });
    expect(listing.channel_fields).toMatchObject({
      category_id: '11484', category_name: "Clothes, Shoes & Accessories › Men's Clothing › Jumpers & Cardigans",
      aspects: { Brand: ['Fieldcraft'], Department: ['Men'], Type: ['Jumper'], Neckline: ['Crew Neck'] },
    });

    // Submitted, the sandbox marketplace publishes the family; the listing shows it live with its page.
    await page.getByTestId('transition-submit').click();
    await expect.poll(async () => (await api.get<Json>(`/api/listings/${listing.id}`)).status, { timeout: BUDGET.background }).toBe('ACTIVE');
    await page.reload();
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'ACTIVE', { timeout: BUDGET.lazyChunk });
    const live = await api.get<Json>(`/api/listings/${listing.id}`);
    const held = (await api.get<Json>('/sandbox/ebay/_control/listings')).listings as Json[];
    const family = held.find((l) => l.id === live.external_id)!;
    expect(family.varies_by.map((v: Json) => v.name)).toEqual(['Colour', 'Size']);
    expect(held.filter((l) => l.variation_of === family.id)).toHaveLength(4);
    await page.screenshot({ path: `test-results/listing-live-${viewport.width}.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });
}
