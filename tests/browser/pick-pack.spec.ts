/**
 * Pick and pack (issue 19 item 5), at 1440 and 390 px: an order packed on its pack screen by typed barcodes (as a
 * scanner types them: the code, then Enter, into the input that keeps the focus), a wrong code refused in words,
 * an over-scan refused, then Ship offered; at 1440 px the pick list of a selection opens as a PDF holding its SKUs
 * in walking order (a phone list has no selection yet), and the To ship view offers the pick list of all of them.
 */
import type { Page } from '@playwright/test';
import { gtinCheckDigit } from '../../checks/identifiers.ts';
import { readPdf } from '../helpers/pdf-text.ts';
import { type Api, BUDGET, expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

/** A valid EAN-13 of its own for this run. */
function ean13(): string {
  const body = `50${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return body + gtinCheckDigit(body);
}

/** Two products with stock in bins at the main location, and a paid order of both (mug × 2, cup × 1). */
async function setup(api: Api, tag: string): Promise<{ mug: Json; cup: Json; order: Json; customer: Json; barcode: string }> {
  // Short: a SKU that fits its column of the pick list's PDF is one text run there.
  const suffix = `${tag}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`.toUpperCase();
  const barcode = ean13();
  const customer = await api.post<Json>('/api/relationships', { type: 'CUSTOMER', name: `Packer ${suffix}` });
  const mug = await api.post<Json>('/api/products', { sku: `M-${suffix}`, title: `Pack mug ${suffix}`, weight_g: 300, barcodes: [{ type: 'EAN13', value: barcode }] });
  const cup = await api.post<Json>('/api/products', { sku: `C-${suffix}`, title: `Pack cup ${suffix}`, weight_g: 200 });
  const [main] = await api.list('locations', { filter: { code: 'MAIN' } });
  for (const [product, bin] of [[mug, 'Z-9'], [cup, 'A-1']] as const) {
    const level = await api.post<Json>('/api/stock-levels', { product_id: product.id, location_id: main.id, bin });
    await api.post(`/api/stock-levels/${level.id}/count`, { counted: 50, note: 'pick and pack spec' }, 200);
  }
  const created = await api.post<Json>('/api/sales-orders', {
    customer_id: customer.id, fulfil_from_location_id: main.id,
    ship_to: { name: 'Pat Packer', line1: '2 Box Street', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900456' },
    // A penny a unit: no demo order rule holds it.
    lines: [{ product_id: mug.id, quantity: 2, unit_price: 1 }, { product_id: cup.id, quantity: 1, unit_price: 1 }],
  });
  await api.post(`/api/sales-orders/${created.id}/submit`, {}, 200);
  await api.post(`/api/sales-orders/${created.id}/pay`, {}, 200);
  return { mug, cup, customer, barcode, order: await api.get(`/api/sales-orders/${created.id}`) };
}

/** What a barcode scanner does: types the code into whatever has the focus, then Enter. */
async function scan(page: Page, code: string): Promise<void> {
  await expect(page.getByTestId('pack-scan')).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`pick and pack at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('packs an order by typed barcode, refusing a wrong item, then offers Ship', async ({ signedIn }) => {
      const { page, api, pageErrors } = await signedIn('acmeOwner');
      const s = await setup(api, `p${viewport.width}`);
      await openScreen(page, `/sales-orders/order/view/${s.order.id}`);
      await page.getByTestId('pack-button').click();
      await expect(page.getByTestId('screen-heading')).toHaveText(`Pack ${s.order.number}`, { timeout: BUDGET.lazyChunk });
      const mugCount = page.getByTestId(`pack-count-${s.mug.sku}`);
      await expect(mugCount).toHaveText('0 / 2');

      await scan(page, '5012345678900');
      await expect(page.getByTestId('pack-refused')).toHaveText('5012345678900 is not on this order.');
      // Said where a screen reader says it: an alert.
      await expect(page.getByRole('alert').filter({ hasText: '5012345678900 is not on this order.' })).toBeVisible();
      await scan(page, s.barcode);
      await expect(mugCount).toHaveText('1 / 2');
      await expect(page.getByTestId('pack-ok')).toHaveText(`${s.mug.sku} packed: 1 of 2.`);
      await scan(page, s.barcode);
      await expect(mugCount).toHaveText('2 / 2');
      await scan(page, s.barcode);
      await expect(page.getByTestId('pack-refused')).toHaveText(`${s.mug.sku}: all 2 are packed already.`);
      await expect(page.getByTestId('pack-complete')).toHaveCount(0);
      // The cup has no barcode: its SKU, typed.
      await scan(page, s.cup.sku);
      await expect(page.getByTestId(`pack-count-${s.cup.sku}`)).toHaveText('1 / 1');
      await expect(page.getByTestId('pack-complete')).toContainText('Everything is packed.');
      const stored = await api.get(`/api/sales-orders/${s.order.id}`);
      expect(stored.packed_by).toBe('owner@acme.test');
      expect(stored.lines.map((l: Json) => l.packed_qty)).toEqual([2, 1]);
      if (viewport.width < 600) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        // Big enough to hit with a thumb.
        expect((await page.getByTestId('pack-ship').boundingBox())!.height).toBeGreaterThanOrEqual(40);
      }
      await page.screenshot({ path: `test-results/screens/pack-${viewport.width}.png` });

      // Ship: the order's Ship dialog, its lines prefilled.
      await page.getByTestId('pack-ship').click();
      const dialog = page.getByTestId('ship-dialog');
      await expect(dialog.getByTestId('ship-qty-0')).toHaveValue('2', { timeout: BUDGET.lazyChunk });
      await dialog.getByTestId('ship-close').click();
      await expect(page.getByTestId('screen-heading')).toContainText(s.order.number, { timeout: BUDGET.lazyChunk });
      await expect(page.getByTestId('pack-button')).toBeVisible();

      if (viewport.width >= 600) {
        // The pick list of a selection: this order and a second one, as a PDF in walking order (bin A-1, then Z-9).
        const second = await api.post<Json>('/api/sales-orders', { customer_id: s.customer.id, ship_to: s.order.ship_to, lines: [{ product_id: s.mug.id, quantity: 3, unit_price: 1 }] });
        await api.post(`/api/sales-orders/${second.id}/submit`, {}, 200);
        await api.post(`/api/sales-orders/${second.id}/pay`, {}, 200);
        await openScreen(page, `/sales-orders/orders?filter=${encodeURIComponent(JSON.stringify({ q: s.customer.name }))}`);
        await expect(page.locator('[data-testid="generic-list"] tbody tr.RaDataTable-row')).toHaveCount(2, { timeout: BUDGET.background });
        await page.getByRole('checkbox', { name: 'Select all' }).check();
        const link = page.getByTestId('pick-list');
        const href = (await link.getAttribute('href'))!;
        expect(href).toMatch(/^\/api\/documents\/pick-list\?format=pdf&ids=/);
        const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
        expect(new URL(popup.url()).pathname).toBe('/api/documents/pick-list');
        await popup.close();
        const response = await api.request.get(href);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const pdf = readPdf(await response.body());
        expect(pdf.runs).toContain(s.cup.sku);
        expect(pdf.runs).toContain(s.mug.sku);
        expect(pdf.runs.indexOf(s.cup.sku)).toBeLessThan(pdf.runs.indexOf(s.mug.sku));
        // One row for the mug: 5 units, for both orders.
        expect(pdf.text).toContain(`${s.order.number} × 2`);
        expect(pdf.text).toContain(`${second.number} × 3`);

        // On the To ship view, with nothing selected: the pick list of every order to ship.
        await openScreen(page, `/sales-orders/orders?filter=${encodeURIComponent(JSON.stringify({ status_in: ['PAID', 'PARTIALLY_SHIPPED'], backordered: false }))}`);
        await expect(page.getByTestId('pick-list-to-ship')).toHaveAttribute('href', '/api/documents/pick-list?format=pdf');
      }
      expect(pageErrors).toEqual([]);
    });
  });
}
