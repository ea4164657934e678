/**
 * Reorder (issue 22 item 8), at 1440 and 390 px: a product of its own supplier sells, the Reorder screen (narrowed to
 * that supplier, so the demo's products and other specs' stay out) ticks it with the suggested quantity worked out
 * from the supplier's lead time, "Draft purchase orders" drafts one purchase order for the supplier and links it by
 * its number; the link opens it. The spec owns its supplier, product and order: other specs run beside it on the
 * same demo accounts.
 */
import { type Api, BUDGET, baseURL, collectPageErrors, expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`.toUpperCase();

/** A supplier with a 6-day lead time, its product (cost £2.50) and an order of 5 placed today: nothing in stock. */
async function setup(api: Api, tag: string): Promise<{ supplier: Json; product: Json }> {
  const suffix = `${tag}${unique()}`;
  // "A …": first in the supplier picker, whatever other specs add.
  const supplier = await api.post<Json>('/api/relationships', { type: 'SUPPLIER', name: `A Reorder mill ${suffix}`, code: `RO${suffix}`, currency: 'GBP', lead_time_days: 6 });
  const product = await api.post<Json>('/api/products', { sku: `RO-${suffix}`, title: `Reorder mug ${suffix}`, supplier_id: supplier.id, cost_price: 250, currency: 'GBP' });
  const customer = await api.post<Json>('/api/relationships', { type: 'CUSTOMER', name: `Reorder buyer ${suffix}` });
  const order = await api.post<Json>('/api/sales-orders', {
    customer_id: customer.id, ship_to: { name: 'Rae Reorder', line1: '3 Mill Lane', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB' },
    lines: [{ product_id: product.id, quantity: 5, unit_price: 1 }],
  });
  await api.post(`/api/sales-orders/${order.id}/submit`, {}, 200);
  return { supplier, product };
}

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`reorder at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('drafts a purchase order for what sold and links it', async ({ signedIn }) => {
      const { page, api, pageErrors } = await signedIn('acmeOwner');
      const { supplier, product } = await setup(api, viewport.width < 600 ? 'P' : 'D');
      await openScreen(page, '/purchase-orders/reorder');
      await expect(page.getByTestId('screen-heading')).toHaveText('Reorder');
      await page.getByRole('combobox', { name: 'Supplier' }).click();
      await page.getByRole('option', { name: supplier.name }).click();

      const row = page.getByTestId(`reorder-row-${product.sku}`);
      await expect(row).toBeVisible();
      await expect(page.locator('[data-testid^="reorder-row-"]')).toHaveCount(1);
      // 5 sold over 30 days, a 6-day lead time: reorder at ⌈5 × 6 / 30⌉ = 1; order 1 + 5 (30 more days) − 0 = 6.
      await expect(row.getByTestId('reorder-pick').locator('input')).toBeChecked();
      await expect(row.getByTestId('reorder-qty')).toHaveValue('6');
      await expect(row).toContainText(supplier.name);
      await expect(page.getByTestId('reorder-summary')).toHaveText('1 product from 1 supplier: one draft per supplier.');
      // The merchant orders a few more than suggested.
      await row.getByTestId('reorder-qty').fill('8');
      if (viewport.width < 600) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      }
      await page.screenshot({ path: `test-results/screens/reorder-${viewport.width}.png` });

      await page.getByTestId('reorder-draft').click();
      const link = page.getByTestId('reorder-drafted-link');
      await expect(link).toHaveCount(1);
      const number = (await link.textContent())!.trim();
      expect(number).toMatch(/^PO-\d{6}$/);
      // 8 × £2.50 = £20.00, plus 20 % VAT: the product took the account's default sales tax.
      await expect(page.getByTestId('reorder-drafted')).toContainText(`${number} to ${supplier.name}: 1 product, 8 units, £24.00`);
      // The row now says a draft holds it, and is no longer ticked.
      await expect(row).toContainText('+8 on a draft');
      await expect(row.getByTestId('reorder-pick').locator('input')).not.toBeChecked();

      const [found] = await api.list('purchase-orders', { filter: { number } });
      const stored = await api.get(`/api/purchase-orders/${found.id}`);
      expect(stored).toMatchObject({ status: 'DRAFT', supplier_id: supplier.id, total: 2400 });
      expect(stored.lines.map((l: Json) => [l.sku, l.qty_ordered, l.unit_cost])).toEqual([[product.sku, 8, 250]]);

      await link.click();
      await expect(page.getByTestId('screen-heading')).toContainText(number, { timeout: BUDGET.lazyChunk });
      expect(pageErrors).toEqual([]);
    });
  });
}

test.describe('reorder for staff', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a member of staff who may order from suppliers picks among them (the picker is not empty)', async ({ signedIn, browser }) => {
    const { api } = await signedIn('acmeOwner');
    const { supplier } = await setup(api, 'S');
    const email = `reorder.staff.${unique().toLowerCase()}@acme.test`;
    // The Reorder screen's guard: Products and Purchase Orders; not Suppliers.
    await api.post('/api/users', { email, name: 'Rita Reorder', role: 'staff', permissions: ['products', 'purchaseOrders'], password: 'a reorder staff password' });
    const context = await browser.newContext();
    const login = await context.request.post('/api/auth/login', { data: { email, password: 'a reorder staff password' }, headers: { Origin: baseURL() } });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    const pageErrors = collectPageErrors(page);
    await openScreen(page, '/purchase-orders/reorder');
    await expect(page.getByTestId('screen-heading')).toHaveText('Reorder');
    await expect(page.getByTestId('reorder-suppliers-hidden')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Supplier' }).click();
    await expect(page.getByRole('option', { name: supplier.name })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/reorder-staff-1440.png' });
    await page.getByRole('option', { name: supplier.name }).click();
    await expect(page.locator('[data-testid^="reorder-row-"]')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
