/**
 * Listing products from the List Products page (eBay), a refused batch shown per product, Promote & Expand's
 * counts and its link that preselects products, and the channel-aware generic listing form. Data is seeded and
 * checked through the API.
 */
import type { Page, Request } from '@playwright/test';
import { type Api, BUDGET, expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

/** Two fresh ACTIVE products whose SKUs carry `marker`, so the page's search finds exactly them. */
async function seedProducts(api: Api, marker: string): Promise<Json[]> {
  const out: Json[] = [];
  for (const n of [1, 2]) {
    out.push(await api.post('/api/products', { sku: `${marker}-${n}`, title: `Browser bulk ${marker} item ${n}`, retail_price: 1500 + n, status: 'ACTIVE' }));
  }
  return out;
}

/** Chooses the first eBay sales channel in step 1 (when there is only one, the page has chosen it already). */
async function chooseSalesChannel(page: Page, api: Api): Promise<Json> {
  const [first, ...others] = await api.get<Json[]>('/api/listings/bulk/channels?channel=EBAY');
  expect(first, 'Acme has an eBay sales channel').toBeTruthy();
  if (others.length) {
    await page.getByTestId('sales-channel-select').click();
    await page.getByTestId(`sales-channel-${first.id}`).click();
  }
  await expect(page.getByTestId('step-products')).toBeVisible({ timeout: BUDGET.lazyChunk });
  return first;
}

function watchBulkPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/listings/bulk') posts.push(r);
  });
  return posts;
}

test.describe('list products', () => {
  test('lists two products on eBay from the page, with a price changed on one row', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const marker = `LPB${test.info().workerIndex}${Date.now().toString(36).toUpperCase()}`;
    const [a, b] = await seedProducts(api, marker);

    await openScreen(page, '/products-listings/ebay/list-products');
    await expect(page.getByTestId('screen-heading')).toHaveText('eBay List Products', { timeout: BUDGET.lazyChunk });
    const salesChannel = await chooseSalesChannel(page, api);

    await page.getByTestId('product-search').fill(marker);
    await expect(page.getByTestId(`product-row-${a.id}`)).toBeVisible();
    await expect(page.getByTestId(`product-row-${b.id}`)).toBeVisible();
    await page.getByTestId(`pick-${a.id}`).check();
    await page.getByTestId(`pick-${b.id}`).check();

    // The category by words, not by number.
    await page.getByTestId('field-category_id').fill('lambswool jumper');
    await page.getByTestId('category-option').filter({ hasText: 'Jumpers & Cardigans' }).click();
    await expect(page.getByTestId('item-specifics')).toContainText('Department');
    await expect(page.getByTestId(`batch-row-${a.id}`)).toBeVisible();
    await expect(page.getByTestId(`row-title-${a.id}`)).toHaveValue(a.title);
    await expect(page.getByTestId(`row-price-${a.id}`)).toHaveValue('15.01');
    await page.getByTestId(`row-price-${b.id}`).fill('12.34');
    await page.getByTestId('create-drafts').click();

    await expect(page.getByTestId('bulk-result')).toContainText('2 eBay listings created');
    await expect(page.getByTestId(`result-${a.id}`)).toContainText(a.sku);
    await expect(page.getByTestId(`result-${b.id}`)).toContainText('draft');

    const listings = await api.list('listings', { filter: { q: marker }, sort: ['sku', 'ASC'] });
    expect(listings.map((l) => [l.sku, l.channel, l.status, l.price, l.sales_channel_id])).toEqual([
      [a.sku, 'EBAY', 'DRAFT', 1501, salesChannel.id],
      [b.sku, 'EBAY', 'DRAFT', 1234, salesChannel.id],
    ]);
    expect(listings[0].channel_fields).toMatchObject({ category_id: '11484', category_name: "Clothes, Shoes & Accessories › Men's Clothing › Jumpers & Cardigans" });

    // Listed now: the picker says so and no longer lets them be chosen.
    await expect(page.getByTestId(`pick-${a.id}`)).toBeDisabled();
    expect(pageErrors).toEqual([]);
  });

  test('a refused batch creates nothing and shows each product\'s reasons', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const marker = `LPR${test.info().workerIndex}${Date.now().toString(36).toUpperCase()}`;
    const [a, b] = await seedProducts(api, marker);
    const posts = watchBulkPosts(page);

    await openScreen(page, '/products-listings/ebay/list-products');
    await expect(page.getByTestId('screen-heading')).toHaveText('eBay List Products', { timeout: BUDGET.lazyChunk });
    await chooseSalesChannel(page, api);
    await page.getByTestId('product-search').fill(marker);
    await page.getByTestId(`pick-${a.id}`).check();
    await page.getByTestId(`pick-${b.id}`).check();
    // No eBay category: eBay refuses to take the listings live without one.
    await page.getByTestId('create-submit').click();

    await expect(page.getByTestId(`row-errors-${a.id}`)).toContainText('required to submit to eBay');
    await expect(page.getByTestId(`row-errors-${b.id}`)).toContainText('category id');
    await expect(page.getByTestId('bulk-error')).toContainText('nothing was created');
    await expect(page.locator('#root_category_id__error')).toContainText('required to submit');
    expect(posts).toHaveLength(1);
    expect(await api.list('listings', { filter: { q: marker } })).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('Promote & Expand shows the gaps and its link preselects the products', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const figures = await api.get<Json>('/api/promote-expand');
    const ebay = figures.channels.find((c: Json) => c.channel === 'EBAY');
    expect(ebay.unlisted).toBeGreaterThan(0);

    await openScreen(page, '/promote-expand');
    await expect(page.getByTestId('screen-heading')).toHaveText('Promote & Expand', { timeout: BUDGET.lazyChunk });
    for (const gap of figures.channels) await expect(page.getByTestId(`gap-${gap.channel}-count`)).toHaveText(String(gap.unlisted));
    await expect(page.getByTestId('gap-EBAY-sample')).toContainText(ebay.sample[0].title);

    await page.getByTestId('gap-EBAY-list').click();
    await expect(page).toHaveURL((url) => url.pathname === '/products-listings/ebay/list-products' && url.searchParams.get('unlisted') === '1');
    await chooseSalesChannel(page, api);
    await expect(page.getByTestId('unlisted-toggle')).toBeChecked();
    // Unlisted on every eBay channel, so unlisted on this one: every product of the link is chosen.
    await expect(page.getByTestId('step-review')).toContainText(`Review ${ebay.product_ids.length} product`);
    await expect(page.getByTestId(`batch-row-${ebay.product_ids[0]}`)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('Promote & Expand shows a staff member only the channels they may work on', async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('acmeStaff');
    await openScreen(page, '/promote-expand');
    await expect(page.getByTestId('gap-ONBUY')).toBeVisible({ timeout: BUDGET.lazyChunk });
    await expect(page.getByTestId('gap-EBAY')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('channel-aware listing form', () => {
  test('a new eBay listing shows the eBay fields (the category searched for, not typed) and refuses a title over 80 characters in the browser', async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('acmeOwner');
    const writes: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/listings') writes.push(r);
    });
    await openScreen(page, '/products-listings/ebay/listings/create');
    await expect(page.getByTestId('screen-heading')).toBeVisible({ timeout: BUDGET.lazyChunk });
    // eBay's own fields, as a form (not a plain object).
    await expect(page.locator('#root_channel_fields_category_id')).toBeVisible();
    await expect(page.locator('#root_channel_fields_format')).toBeVisible();
    await expect(page.locator('#root_channel_fields_best_offer')).toBeVisible();
    await expect(page.locator('#root_channel_fields_opc')).toHaveCount(0);

    // The category is searched for on the chosen sales channel: none chosen yet, nothing to search.
    await expect(page.locator('#root_channel_fields_category_id')).toBeDisabled();
    await expect(page.getByTestId('item-specifics-wait')).toBeVisible();

    await page.locator('#root_title').fill('x'.repeat(81));
    await page.getByTestId('save').click();
    await expect(page.locator('#root_title__error')).toContainText('at most 80 characters');
    expect(writes, 'nothing sent').toHaveLength(0);
    expect(pageErrors).toEqual([]);
  });
});
