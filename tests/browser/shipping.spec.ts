/**
 * Shipping from where the work is (issue 19 item 4, issue 22 item 4), at 1440 and 390 px, on the sandbox carriers:
 * ship an order from its view (lines prefilled from the allocation, weight from the products, DPD's quoted price,
 * a carrier refusal shown on the postcode it names, then the label bought and its PDF opened); bulk ship three
 * orders from the list's selection into one merged PDF, with a refused order listed by number and reason; the
 * "To ship" view lists exactly the paid, allocated, unshipped orders; a saved view and the chosen columns follow
 * the user (on a phone through the list's selection mode); a read-only role (a partner in a client account) sees no Ship.
 */
import type { Page } from '@playwright/test';
import { type Api, BUDGET, expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

const SHIP_TO = { name: 'Carla Carrier', line1: '1 Parcel Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900123' };

interface Setup { customer: Json; product: Json; dpd: Json; suffix: string }

/** A customer of its own (so a search finds only this test's orders) and a product with a weight and stock. */
async function setup(api: Api, tag: string): Promise<Setup> {
  const suffix = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const customer = await api.post<Json>('/api/relationships', { type: 'CUSTOMER', name: `Shipper ${suffix}` });
  const product = await api.post<Json>('/api/products', { sku: `SHIP-${suffix}`.toUpperCase().slice(0, 60), title: `Parcel mug ${suffix}`, weight_g: 450 });
  const [main] = await api.list('locations', { filter: { code: 'MAIN' } });
  const level = await api.post<Json>('/api/stock-levels', { product_id: product.id, location_id: main.id });
  await api.post(`/api/stock-levels/${level.id}/count`, { counted: 100, note: 'shipping spec' }, 200);
  const methods = await api.list('shipping-methods', { range: [0, 99] });
  const dpd = methods.find((m) => m.name === 'DPD next day');
  expect(dpd, 'the demo has a DPD method').toBeTruthy();
  return { customer, product, dpd: dpd!, suffix };
}

/** An order of the setup's customer at a penny a unit (no demo order rule touches it), paid unless told. */
async function order(api: Api, s: Setup, options: { quantity?: number; shipTo?: Json; pay?: boolean; method?: boolean } = {}): Promise<Json> {
  const created = await api.post<Json>('/api/sales-orders', {
    customer_id: s.customer.id,
    ship_to: options.shipTo ?? SHIP_TO,
    shipping_method_id: options.method === false ? null : s.dpd.id,
    lines: [{ product_id: s.product.id, quantity: options.quantity ?? 2, unit_price: 1 }],
  });
  await api.post(`/api/sales-orders/${created.id}/submit`, {}, 200);
  if (options.pay !== false) await api.post(`/api/sales-orders/${created.id}/pay`, {}, 200);
  return api.get(`/api/sales-orders/${created.id}`);
}

async function expectPdf(api: Api, url: string, pages?: number): Promise<void> {
  const response = await api.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  if (pages !== undefined) expect(body.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(pages);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`shipping at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('ships an order from its view: prefilled lines and weight, quoted price, a refusal on its field, then the label', async ({ signedIn }) => {
      const { page, api, pageErrors } = await signedIn('acmeOwner');
      const s = await setup(api, `v${viewport.width}`);
      // A postcode DPD cannot parse: the carrier's refusal lands on the postcode input.
      const target = await order(api, s, { shipTo: { ...SHIP_TO, postcode: 'NOT A CODE' } });
      expect(target.lines[0]).toMatchObject({ allocated_qty: 2 });

      await openScreen(page, `/sales-orders/order/view/${target.id}`);
      await page.getByTestId('ship-button').click();
      const dialog = page.getByTestId('ship-dialog');
      await expect(dialog.getByTestId('ship-qty-0')).toHaveValue('2', { timeout: BUDGET.lazyChunk });
      await expect(dialog.getByTestId('ship-weight')).toHaveValue('900');
      await expect(dialog.getByTestId('ship-carrier')).toHaveValue(String(s.dpd.carrier_id));
      await expect(dialog.getByTestId('ship-service')).toHaveValue('NEXT_DAY');
      if (viewport.width < 600) await noSidewaysScroll(page);

      await dialog.getByTestId('ship-buy').click();
      await expect(dialog.getByTestId('ship-problem')).toContainText('DPD refused the label', { timeout: BUDGET.background });
      await expect(dialog.getByTestId('ship-postcode')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog).toContainText('not a valid postal code');
      expect((await api.list('shipments', { filter: { order_id: target.id } }))[0]).toMatchObject({ status: 'PENDING', tracking_number: null });

      // Corrected in the dialog, priced, bought.
      await dialog.getByTestId('ship-postcode').fill('LS1 4AP');
      await dialog.getByTestId('ship-quote').click();
      await expect(dialog.getByTestId('ship-price')).toContainText(/Next Day: £\d+\.\d\d/, { timeout: BUDGET.background });
      await dialog.getByTestId('ship-buy').click();
      await expect(dialog.getByTestId('ship-bought')).toBeVisible({ timeout: BUDGET.background });
      const shipments = await api.list('shipments', { filter: { order_id: target.id } });
      expect(shipments).toHaveLength(1);
      const shipment = shipments[0]!;
      expect(shipment).toMatchObject({ status: 'LABEL_CREATED', carrier_id: s.dpd.carrier_id, service_code: 'NEXT_DAY', label_format: 'PDF' });
      expect(shipment.ship_to.postcode).toBe('LS1 4AP');
      expect(shipment.packages[0].weight_g).toBe(900);
      await expect(dialog.getByTestId('ship-tracking')).toHaveText(shipment.tracking_number);

      // Print opens the label PDF.
      const print = dialog.getByTestId('ship-print');
      await expect(print).toHaveAttribute('href', `/api/shipments/${shipment.id}/label`);
      const [popup] = await Promise.all([page.context().waitForEvent('page'), print.click()]);
      expect(new URL(popup.url()).pathname).toBe(`/api/shipments/${shipment.id}/label`);
      await popup.close();
      await expectPdf(api, `/api/shipments/${shipment.id}/label`);
      if (viewport.width < 600) await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/screens/ship-dialog-${viewport.width}.png` });

      await dialog.getByTestId('ship-close').click();
      await expect(dialog).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });

    test('bulk ships three orders into one PDF and lists the refused one in words', async ({ signedIn }) => {
      const { page, api, pageErrors } = await signedIn('acmeOwner');
      const s = await setup(api, `b${viewport.width}`);
      const ready = [await order(api, s), await order(api, s, { quantity: 1 }), await order(api, s, { quantity: 3 })];
      const unpaid = await order(api, s, { pay: false });

      await openScreen(page, `/sales-orders/orders?filter=${encodeURIComponent(JSON.stringify({ q: s.customer.name }))}`);
      if (viewport.width < 600) {
        // A phone's list selects in its selection mode (issue 22 item 5): Select, then tap each order.
        const list = page.getByTestId('phone-list');
        for (const o of [...ready, unpaid]) await expect(list).toContainText(o.number, { timeout: BUDGET.background });
        await page.getByTestId('phone-select').click();
        for (const o of [...ready, unpaid]) await page.getByRole('checkbox', { name: `Select ${o.number}` }).click();
        await expect(page.getByTestId('phone-selection-count')).toHaveText('4 selected');
      } else {
        const rows = page.locator('[data-testid="generic-list"] tbody tr.RaDataTable-row');
        await expect(rows).toHaveCount(4, { timeout: BUDGET.background });
        await page.getByRole('checkbox', { name: 'Select all' }).check();
      }
      await page.getByTestId('bulk-ship').click();
      const result = page.getByTestId('bulk-ship-result');
      await expect(result).toContainText('3 labels bought', { timeout: BUDGET.background });
      await expect(result.getByTestId(`bulk-ship-refused-${unpaid.number}`)).toContainText('only paid orders ship');
      const link = result.getByTestId('bulk-ship-labels');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/api\/shipments\/labels\?numbers=SHP-\d+/);
      const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      expect(popup.url()).toContain('/api/shipments/labels?numbers=SHP-');
      await popup.close();
      await expectPdf(api, href!, 3);
      // The link names the shipments by number runs (SHP-000010..SHP-000012): exactly these three.
      const linked = new URL(href!, 'http://x').searchParams.get('numbers')!.split(',').flatMap((run) => {
        const [from, to = from] = run.split('..').map((n) => Number(n.slice(4)));
        return Array.from({ length: to! - from! + 1 }, (_, k) => from! + k);
      });
      const numbers: number[] = [];
      for (const o of ready) {
        const [shipment] = await api.list('shipments', { filter: { order_id: o.id } });
        expect(shipment).toMatchObject({ status: 'LABEL_CREATED', label_format: 'PDF' });
        numbers.push(Number(String(shipment.number).slice(4)));
      }
      expect(linked.sort((a, b) => a - b)).toEqual(numbers.sort((a, b) => a - b));
      expect(await api.list('shipments', { filter: { order_id: unpaid.id } })).toEqual([]);
      if (viewport.width < 600) await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/screens/bulk-ship-${viewport.width}.png` });
      expect(pageErrors).toEqual([]);
    });

    test('the To ship view lists exactly the paid, allocated, unshipped orders; a saved view and the columns follow the user', async ({ signedIn }) => {
      const { page, api, pageErrors } = await signedIn('acmeOwner');
      const s = await setup(api, `t${viewport.width}`);
      const toShip = await order(api, s);
      const held = await order(api, s);
      await api.post(`/api/sales-orders/${held.id}/hold`, {}, 200);
      const unpaid = await order(api, s, { pay: false });
      const shipped = await order(api, s);
      const shipment = await api.post<Json>('/api/shipments', { order_id: shipped.id, carrier: 'Hand delivery' });
      await api.post(`/api/shipments/${shipment.id}/create-label`, {}, 200);
      await api.post(`/api/shipments/${shipment.id}/ship`, {}, 200);
      // Last, so the others were allocated before it took what stock was left.
      const backordered = await order(api, s, { quantity: 500 });
      expect((await api.get(`/api/sales-orders/${backordered.id}`)).backordered).toBe(true);
      expect((await api.get(`/api/sales-orders/${held.id}`)).backordered).toBe(false);
      expect((await api.get(`/api/sales-orders/${shipped.id}`)).status).toBe('SHIPPED');

      // The search for this test's customer stays while views are chosen.
      const searched = `/sales-orders/orders?filter=${encodeURIComponent(JSON.stringify({ q: s.customer.name }))}`;
      await openScreen(page, searched);
      await page.getByTestId('view-To ship').click();
      await expect(page.getByTestId('view-To ship')).toHaveAttribute('aria-pressed', 'true');
      const list = viewport.width < 600 ? page.getByTestId('phone-list') : page.getByTestId('generic-list').locator('tbody');
      await expect(list).toContainText(toShip.number, { timeout: BUDGET.background });
      for (const other of [backordered, held, unpaid, shipped]) await expect(list).not.toContainText(other.number);
      await page.getByTestId('view-Backordered').click();
      await expect(list).toContainText(backordered.number, { timeout: BUDGET.background });
      for (const other of [toShip, held, unpaid, shipped]) await expect(list).not.toContainText(other.number);
      await page.getByTestId('view-On hold').click();
      await expect(list).toContainText(held.number, { timeout: BUDGET.background });
      for (const other of [toShip, backordered, unpaid, shipped]) await expect(list).not.toContainText(other.number);
      if (viewport.width < 600) await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/screens/orders-views-${viewport.width}.png` });

      // The filters of now, saved as the user's own view: kept server side and offered again on a fresh page.
      const name = `Mine ${viewport.width}`;
      await openScreen(page, `/sales-orders/orders?filter=${encodeURIComponent(JSON.stringify({ q: s.customer.name, status: 'ON_HOLD', backordered: false }))}`);
      await page.getByTestId('view-save').click();
      await page.getByTestId('view-name').fill(name);
      await page.getByTestId('view-name-save').click();
      await expect(page.getByTestId(`view-${name}`)).toBeVisible();
      const prefs = await api.get<Json>('/api/me/list-preferences');
      expect(prefs['/sales-orders/orders'].views).toContainEqual({ name, filter: { status: 'ON_HOLD', backordered: false, q: s.customer.name } });
      await openScreen(page, `/sales-orders/orders?filter=${encodeURIComponent(JSON.stringify({ q: 'nothing to find' }))}`);
      await page.getByTestId(`view-${name}`).click();
      await expect(list).toContainText(held.number, { timeout: BUDGET.background });
      for (const other of [toShip, backordered, unpaid, shipped]) await expect(list).not.toContainText(other.number);
      // Removed again (each viewport's test leaves the list as it found it).
      await page.getByTestId(`view-${name}`).locator('.MuiChip-deleteIcon').click();
      await expect(page.getByTestId(`view-${name}`)).toHaveCount(0);
      expect((await api.get<Json>('/api/me/list-preferences'))['/sales-orders/orders'].views ?? []).not.toContainEqual(expect.objectContaining({ name }));

      if (viewport.width >= 600) {
        // Channel is a column, Gift message is not at first; a column chosen is remembered for the user.
        const headers = page.getByTestId('generic-list').locator('thead');
        await expect(headers).toContainText('Sales channel');
        await expect(headers).not.toContainText('Gift message');
        await page.getByRole('button', { name: 'Columns' }).click();
        await page.getByRole('menuitem', { name: 'Gift message' }).or(page.getByLabel('Gift message')).first().click();
        await page.keyboard.press('Escape');
        await expect(headers).toContainText('Gift message');
        await expect.poll(async () => (await api.get<Json>('/api/me/list-preferences'))['/sales-orders/orders']?.hidden_columns ?? null, { timeout: BUDGET.answer }).not.toContain('custom_fields.gift_message');
        // A new browser of the same user: the column is there.
        const other = await page.context().browser()!.newContext({ storageState: await page.context().storageState(), viewport });
        const again = await other.newPage();
        await openScreen(again, searched);
        await expect(again.getByTestId('generic-list').locator('thead')).toContainText('Gift message');
        await other.close();
        // Put back for the other tests (the user's saved columns, as the chooser would write them).
        const saved = (await api.get<Json>('/api/me/list-preferences'))['/sales-orders/orders'].hidden_columns as string[];
        const reset = await api.raw('PUT', '/api/me/list-preferences', { list: '/sales-orders/orders', hidden_columns: [...saved, 'custom_fields.gift_message'] });
        expect(reset.status()).toBe(200);
      }
      expect(pageErrors).toEqual([]);
    });
  });
}

test('a read-only role (a partner in its client account) sees no Ship, on the order nor on the list', async ({ signedIn }) => {
  const owner = await signedIn('acmeOwner');
  const s = await setup(owner.api, 'p');
  const target = await order(owner.api, s);
  const { page, api, me, pageErrors } = await signedIn('partner');
  const acme = me.clientAccounts.find((c) => c.name === 'Acme Trading')!;
  // The partner's admin acts in Acme (as choosing it on Partner HQ does).
  await page.addInitScript((id) => sessionStorage.setItem('sellyard.actingAccountId', id), acme.id);
  await openScreen(page, `/sales-orders/order/view/${target.id}`);
  await expect(page.getByTestId('screen-heading')).toContainText(target.number);
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'PAID');
  await expect(page.getByTestId('ship-button')).toHaveCount(0);
  await openScreen(page, `/sales-orders/orders?filter=${encodeURIComponent(JSON.stringify({ q: s.customer.name }))}`);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByTestId('print-button')).toBeVisible();
  await expect(page.getByTestId('bulk-ship')).toHaveCount(0);
  // And the API refuses it too.
  const refused = await api.inAccount(acme.id).raw('POST', '/api/sales-orders/bulk-ship', { ids: [target.id] });
  expect(refused.status()).toBe(403);
  expect(pageErrors).toEqual([]);
});
