/**
 * What the schema's screen keywords give every entity, seen as a merchant sees it: enum labels (`x-enumLabels`)
 * in lists, filters, forms, status chips and transition messages; the form's groups and widths at desktop and
 * phone sizes with nothing scrolling sideways; rich text edited formatted, saved sanitised and shown formatted;
 * images uploaded, reordered and shown as thumbnails in the list and the view.
 */
import sharp from 'sharp';
import { expect as baseExpect, openScreen, test } from './fixtures.ts';

// Lazy chunks (the editor, the images field) and seeded lists on a shared, loaded machine: wait longer than 5 s.
const expect = baseExpect.configure({ timeout: 45_000 });

type Json = Record<string, any>;

const noSidewaysScroll = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('schema-driven screens', () => {
  test.describe.configure({ timeout: 240_000 });

  test('show enum values in the schema\'s words in lists, filters, forms and messages', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    // A list: channel types by their labels ("eBay", never "EBAY" or "Ebay").
    await openScreen(page, '/settings/sales-channels');
    await expect(page.locator('[data-value="EBAY"]').first()).toHaveText('eBay');

    // A filter: the product kinds, labelled.
    await openScreen(page, '/products-listings/products');
    await expect(page.getByRole('columnheader', { name: 'Kind' })).toBeVisible();
    await page.getByRole('button', { name: /add filter/i }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Kind' }).click();
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await expect(page.getByRole('option', { name: 'Parent (has variants)' })).toBeVisible();
    await page.getByRole('option', { name: 'Simple product' }).click();
    await expect(page.locator('[data-value="SIMPLE"]').first()).toHaveText('Simple product');
    await expect(page.locator('[data-value="PARENT"]')).toHaveCount(0);

    // A form: the select shows the label of its value and offers labels.
    await openScreen(page, '/products-listings/products/create');
    await expect(page.locator('#root_kind')).toHaveText('Simple product');

    // A transition: the chip and the message name the new state in words.
    const [customer] = await api.list<Json>('relationships', { filter: { type: 'CUSTOMER' }, range: [0, 0] });
    const [product] = await api.list<Json>('products', { filter: { kind: 'SIMPLE' }, range: [0, 0] });
    const order = await api.post<Json>('/api/sales-orders', { customer_id: customer.id, lines: [{ product_id: product.id, quantity: 1, unit_price: 1000 }] });
    await openScreen(page, `/sales-orders/order/view/${order.id}`);
    await expect(page.getByTestId('record-status')).toHaveText('Draft');
    await page.getByTestId('transition-submit').click();
    await expect(page.getByText('Sales order submitted: now Awaiting payment')).toBeVisible();
    await expect(page.getByTestId('record-status')).toHaveText('Awaiting payment');
    await expect(page.getByTestId('history-to').first()).toHaveText('Awaiting payment');
    expect(pageErrors).toEqual([]);
  });

  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    test(`lay the product form out in its groups at ${viewport.width} px`, async ({ signedIn }) => {
      const { page, pageErrors } = await signedIn('acmeOwner');
      await page.setViewportSize(viewport);
      await openScreen(page, '/products-listings/products/create');
      for (const group of ['Product', 'Description and images', 'Pricing and tax', 'Shipping and customs']) {
        await expect(page.getByTestId('entity-form').getByRole('heading', { name: group, level: 2, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('region', { name: 'Pricing and tax' })).toContainText('Retail price');
      const sku = (await page.locator('#root_sku').boundingBox())!;
      const title = (await page.locator('#root_title').boundingBox())!;
      const weight = (await page.locator('#root_weight_g').boundingBox())!;
      const length = (await page.locator('#root_length_mm').boundingBox())!;
      if (viewport.width > 600) {
        // Short fields side by side: two a row (half), three a row (third).
        expect(Math.abs(sku.y - title.y)).toBeLessThan(4);
        expect(Math.abs(weight.y - length.y)).toBeLessThan(4);
        expect(length.x).toBeGreaterThan(weight.x + weight.width);
      } else {
        // One column on a phone.
        expect(title.y).toBeGreaterThan(sku.y + sku.height);
        expect(length.y).toBeGreaterThan(weight.y + weight.height);
        expect(Math.abs(sku.x - title.x)).toBeLessThan(4);
      }
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(pageErrors).toEqual([]);
    });
  }

  test('edit rich text formatted, save it sanitised and show it formatted', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const product = await api.post<Json>('/api/products', { sku: `RT-${Date.now()}`, title: 'Rich text jumper', description: '<p>Old <script>alert(1)</script>text</p><img src="x" onerror="alert(2)">' });
    // The server sanitised what the API was sent.
    expect(product.description).not.toMatch(/script|onerror/);
    await openScreen(page, `/products-listings/products/${product.id}`);
    const editor = page.getByTestId('richtext-editor-description');
    await expect(editor).toContainText('Old text');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Soft merino ');
    await page.getByTestId('richtext-bold').click();
    await page.keyboard.type('wool');
    await page.getByTestId('richtext-bold').click();
    await page.keyboard.press('Enter');
    await page.getByTestId('richtext-bulleted-list').click();
    await page.keyboard.type('Warm');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Light');
    await page.getByTestId('save').click();
    await expect(page.getByTestId('screen-heading')).toContainText('Rich text jumper');
    const saved = await api.get<Json>(`/api/products/${product.id}`);
    expect(saved.description).toBe('<p>Soft merino <strong>wool</strong></p><ul><li><p>Warm</p></li><li><p>Light</p></li></ul>');

    await openScreen(page, `/products-listings/products/${product.id}/show`);
    const shown = page.getByTestId('richtext-description');
    await expect(shown.locator('strong')).toHaveText('wool');
    await expect(shown.locator('li')).toHaveText(['Warm', 'Light']);
    await expect(shown).not.toContainText('<p>');
    expect(pageErrors).toEqual([]);
  });

  test('upload images, reorder them, and show the main one in the list and all in the view', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const sku = `IMG-${Date.now()}`;
    const product = await api.post<Json>('/api/products', { sku, title: 'Pictured mug' });
    const picture = (r: number, g: number, b: number) => sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g, b } } }).png().toBuffer();
    await openScreen(page, `/products-listings/products/${product.id}`);
    await expect(page.getByTestId('images-upload-images')).toBeAttached();
    await page.getByTestId('images-upload-images').setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: await picture(200, 30, 30) },
      { name: 'blue.png', mimeType: 'image/png', buffer: await picture(30, 30, 200) },
    ]);
    await expect(page.getByTestId('image-1')).toBeVisible();
    await expect(page.getByTestId('image-0').locator('img')).toHaveAttribute('src', /^\/media\/[A-Za-z0-9_-]{43}\.thumb\.webp$/);
    // The second becomes the main image; it gets alt text.
    await page.getByTestId('image-1-earlier').click();
    await page.getByTestId('image-0-alt').fill('Blue mug, front');
    await page.getByTestId('save').click();
    await expect(page.getByTestId('screen-heading')).toContainText('Pictured mug');
    const saved = await api.get<Json>(`/api/products/${product.id}`);
    expect(saved.images).toHaveLength(2);
    expect(saved.images[0]).toMatchObject({ position: 0, alt: 'Blue mug, front' });
    const blue = (await (await page.request.get(saved.images[0].url)).body());
    expect((await sharp(blue).stats()).channels[2].mean).toBeGreaterThan(150);

    await openScreen(page, `/products-listings/products?filter=${encodeURIComponent(JSON.stringify({ q: sku }))}`);
    const thumb = page.getByTestId('list-thumbnail').first();
    await expect(thumb).toHaveAttribute('alt', 'Blue mug, front');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await openScreen(page, `/products-listings/products/${product.id}/show`);
    await expect(page.getByTestId('view-image')).toHaveCount(2);
    await expect.poll(() => page.getByTestId('view-image').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    expect(pageErrors).toEqual([]);
  });
});
