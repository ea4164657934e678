/**
 * Form validation in the browser: a server validation error lands on its field (and clears once fixed), and a
 * browser-side error blocks the submit before anything is sent.
 */
import type { Page, Request } from '@playwright/test';
import { expect, pickReference, test, type Api } from './fixtures.ts';

type Json = Record<string, any>;

/** Records the writes the page sends to a resource. */
function watchWrites(page: Page, resource: string): Request[] {
  const writes: Request[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith(`/api/${resource}`)) writes.push(r);
  });
  return writes;
}

async function cheapestProduct(api: Api): Promise<Json> {
  const [product] = await api.list('products', { filter: { status: 'ACTIVE' }, sort: ['retail_price', 'ASC'], range: [0, 0] });
  expect(product).toBeTruthy();
  return product;
}

test.describe('validation', () => {
  test.describe.configure({ mode: 'parallel' });

  test('a server error lands on its field: an order discount larger than the lines', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const product = await cheapestProduct(api);
    const marker = `VAL-${test.info().workerIndex}-${Date.now()}`;
    const writes = watchWrites(page, 'sales-orders');

    await page.goto('/sales-orders/order/create');
    await expect(page).toHaveTitle('Sellyard | New Order');
    await page.locator('#root_channel_order_ref').fill(marker);
    await pickReference(page, 'field-customer_id', 'Olivia', /Olivia Bennett/);
    await pickReference(page, 'line-0-product_id', product.sku, new RegExp(product.sku));
    await page.getByTestId('line-0-quantity').fill('1');
    // More than the one line is worth: the browser cannot know (no schema rule), the server refuses it.
    const tooMuch = product.retail_price + 100;
    await page.getByTestId('field-order_discount').fill((tooMuch / 100).toFixed(2));
    await page.getByTestId('save').click();

    const fieldErrors = page.locator('#root_order_discount__error');
    await expect(fieldErrors).toContainText('is larger than the value of the lines');
    await expect(page.getByTestId('field-order_discount')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('form-error')).toContainText('order discount is larger than the lines');
    await expect(page).toHaveURL((url) => url.pathname === '/sales-orders/order/create');
    expect(writes.length, 'one refused POST').toBe(1);
    expect((await writes[0].response())?.status(), 'validation_failed').toBe(400);
    expect(await api.list('sales-orders', { filter: { q: marker } })).toEqual([]);

    // Fixing the field clears its error, and the order saves.
    await page.getByTestId('field-order_discount').fill('1.00');
    await expect(fieldErrors).toHaveCount(0);
    await page.getByTestId('save').click();
    await expect(page).toHaveTitle('Sellyard | View Order');
    const [saved] = await api.list('sales-orders', { filter: { q: marker } });
    expect(saved.order_discount).toBe(100);
    expect(saved.discount_total).toBe(100);
    expect(pageErrors).toEqual([]);
  });

  test('a server error lands on its field: a duplicate SKU (case-insensitive)', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const [existing] = await api.list('products', { sort: ['sku', 'ASC'], range: [0, 0] });
    const duplicate = String(existing.sku).toLowerCase();
    expect(duplicate).not.toBe(existing.sku);

    await page.goto('/products-listings/products');
    await expect(page).toHaveTitle('Sellyard | Products');
    await page.getByTestId('create-button').click();
    await expect(page).toHaveTitle('Sellyard | New Product');
    await page.locator('#root_sku').fill(duplicate);
    await page.locator('#root_title').fill('A product whose SKU is taken');
    await page.getByTestId('save').click();

    // The API's message for any duplicate (the schema's own `unique` message is not used yet).
    await expect(page.locator('#root_sku__error')).toContainText('is already used');
    await expect(page.locator('#root_sku')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#root_title__error')).toHaveCount(0);
    await expect(page).toHaveTitle('Sellyard | New Product');
    const same = await api.list('products', { filter: { q: existing.sku } });
    expect(same.map((p) => p.id)).toEqual([existing.id]);
    expect(pageErrors).toEqual([]);
  });

  test('a browser-side error blocks the submit: quantity 0', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const product = await cheapestProduct(api);
    const writes = watchWrites(page, 'sales-orders');

    await page.goto('/sales-orders/order/create');
    await expect(page).toHaveTitle('Sellyard | New Order');
    await pickReference(page, 'field-customer_id', 'Olivia', /Olivia Bennett/);
    await pickReference(page, 'line-0-product_id', product.sku, new RegExp(product.sku));
    await page.getByTestId('line-0-quantity').fill('0');
    await page.getByTestId('save').click();

    const quantity = page.getByTestId('line-0-quantity');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('line-row-0')).toContainText('must be at least 1');
    await expect(page).toHaveURL((url) => url.pathname === '/sales-orders/order/create');
    expect(writes, 'nothing was sent').toEqual([]);

    // Corrected, it goes through.
    await quantity.fill('2');
    await page.getByTestId('save').click();
    await expect(page).toHaveTitle('Sellyard | View Order');
    expect(writes.length).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
