/**
 * Money leftovers of issue 21 in the browser, at desktop and phone sizes, as the owner of a merchant of its own
 * (signed up for the test, so no other spec's Xero or HMRC link is touched):
 *
 * - a received purchase order's Xero status on its record screen: Xero refused the bill (a purchases account Xero
 *   does not have), in Xero's words; after the mapping is fixed, Retry sends it and the panel says Sent to Xero with
 *   the bill's number there;
 * - Disconnect on the HMRC connection settings: the connection is forgotten, the screen says what was done, and
 *   Connect is offered again.
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { BUDGET, baseURL, expect, expectStatus, openScreen, test } from './fixtures.ts';
import { layoutProblems } from './screen-checks.ts';

type Json = Record<string, any>;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function newMerchant() {
  const request = await playwrightRequest.newContext({ baseURL: baseURL() });
  try {
    const id = unique();
    const signup = await request.post('/api/auth/signup', {
      data: { name: 'Books Tester', email: `books-${id}@books.test`, password: 'tangerine-kettle-71', company: `Ledger Stores ${id}`, country: 'GB' },
      headers: { Origin: baseURL() },
      timeout: BUDGET.firstRender,
    });
    await expectStatus(signup, 201, 'sign-up of the test merchant');
    return await request.storageState();
  } finally {
    await request.dispose();
  }
}

const headers = { Origin: baseURL(), Accept: 'application/json' };

async function send(api: APIRequestContext, method: 'post' | 'put', path: string, data: Json, status: number, what: string): Promise<Json> {
  const response = await api[method](path, { headers, data });
  await expectStatus(response, status, what);
  return response.json();
}

/** Connects the merchant's Xero (the sandbox), with a purchases account Xero does not have. */
async function connectXero(api: APIRequestContext): Promise<void> {
  const current = await (await api.get('/api/xero-settings')).json();
  await send(api, 'put', '/api/xero-settings', { ...current, environment: 'SANDBOX', client_id: 'LEDGERSTORESXERO000000001', client_secret: 'ledger-stores-secret', sales_account_code: '200', bank_account_code: '090', purchases_account_code: '999', version: current.version }, 200, 'saving the Xero app');
  const started = await send(api, 'post', '/api/xero-settings/connect', {}, 200, 'starting the Xero connection');
  const back = await api.get(`/api/xero-connect${new URL(started.simulated_callback, baseURL()).search}`, { headers });
  await expectStatus(back, 200, 'the Xero callback');
  const connected = await (await api.get('/api/xero-settings')).json();
  await send(api, 'put', '/api/xero-settings', { ...connected, enabled: true, version: connected.version }, 200, 'turning the Xero link on');
}

/** A purchase order from a new supplier, sent and received in full: a bill due to Xero. */
async function receivedPurchaseOrder(api: APIRequestContext): Promise<Json> {
  const supplier = await send(api, 'post', '/api/relationships', { type: 'SUPPLIER', name: 'Harbour Yarns Ltd' }, 201, 'the supplier');
  const product = await send(api, 'post', '/api/products', { sku: `YARN-${unique()}`, title: 'Merino yarn, 100 g' }, 201, 'the product');
  // A new merchant has no stock location yet: the goods are delivered to its first one.
  const location = await send(api, 'post', '/api/locations', { name: 'Back room', code: 'BACK', priority: 1 }, 201, 'the stock location');
  const po = await send(api, 'post', '/api/purchase-orders', { supplier_id: supplier.id, supplier_ref: 'HY-5531', deliver_to_location_id: location.id, lines: [{ product_id: product.id, qty_ordered: 12, unit_cost: 350 }] }, 201, 'the purchase order');
  for (const step of ['send', 'receive-all']) await send(api, 'post', `/api/purchase-orders/${po.id}/${step}`, {}, 200, `${step} of the purchase order`);
  return po;
}

for (const [width, height] of [[1440, 900], [390, 844]] as const) {
  test(`a purchase order shows Xero's refusal, and Retry sends it, at ${width} px`, async ({ browser }) => {
    // A sync through the worker, twice, and the record screen's code, on a machine shared with other work.
    test.setTimeout(240_000);
    const context = await browser.newContext({ storageState: await newMerchant(), viewport: { width, height } });
    try {
      const api = context.request;
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await connectXero(api);
      const po = await receivedPurchaseOrder(api);
      await send(api, 'post', '/api/xero-settings/sync', {}, 202, 'Sync now');
      await expect.poll(async () => (await (await api.get(`/api/xero-status/purchase-orders/${po.id}`, { headers })).json()).state, { timeout: BUDGET.answer * 4 }).toBe('REFUSED');

      await openScreen(page, `/purchase-orders/purchase-orders/${po.id}/show`);
      const panel = page.getByTestId('xero-status');
      await expect(panel).toHaveAttribute('data-state', 'REFUSED', { timeout: BUDGET.lazyChunk });
      await expect(panel.getByTestId('xero-status-line')).toContainText('Xero refused it');
      await expect(panel.getByTestId('xero-status-detail')).toContainText("Account code '999' is not a valid code for this document.");
      // The raw sync columns are said by the panel, not repeated as fields.
      await expect(page.getByTestId('field-xero_error')).toHaveCount(0);
      // Nothing scrolls sideways, no raw id in the text, no serious axe-core finding (the screen walks' checks).
      expect(await layoutProblems(page, `purchase order refused by Xero at ${width}px`, { withMenu: false, screenshot: false, pattern: '/purchase-orders/purchase-orders/:id/show' })).toEqual([]);
      await page.screenshot({ path: `test-results/browser/xero-status-refused-${width}.png`, fullPage: true });

      // The merchant fixes the purchases account, then asks for a retry on the record.
      const settings = await (await api.get('/api/xero-settings')).json();
      await send(api, 'put', '/api/xero-settings', { ...settings, purchases_account_code: '300', version: settings.version }, 200, 'fixing the purchases account');
      await panel.getByTestId('xero-retry').click();
      await expect(panel).toHaveAttribute('data-state', 'SENT', { timeout: BUDGET.answer * 4 });
      await expect(panel.getByTestId('xero-status-line')).toContainText('Sent to Xero on');
      // The bill's number in Xero (the supplier's invoice number), never Xero's internal id.
      await expect(panel.getByTestId('xero-status-detail')).toHaveText('As bill HY-5531 in Xero.');
      await expect(panel.getByTestId('xero-retry')).toHaveCount(0);
      expect(await layoutProblems(page, `purchase order sent to Xero at ${width}px`, { withMenu: false, screenshot: false, pattern: '/purchase-orders/purchase-orders/:id/show' })).toEqual([]);
      await page.screenshot({ path: `test-results/browser/xero-status-sent-${width}.png`, fullPage: true });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test(`HMRC Disconnect forgets the connection and says so, at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ storageState: await newMerchant(), viewport: { width, height } });
    try {
      const api = context.request;
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      // Connected through the sandbox HMRC's consent page, as the merchant's browser would be.
      const current = await (await api.get('/api/hmrc-settings')).json();
      await send(api, 'put', '/api/hmrc-settings', { environment: 'SANDBOX', vrn: '123456789', version: current.version }, 200, 'the VAT registration number');
      const started = await send(api, 'post', '/api/hmrc/connect', {}, 200, 'starting the HMRC connection');
      const consent = new URL(started.authorize_url);
      const grant = await api.post(consent.toString(), { form: { ...Object.fromEntries(consent.searchParams), vrn: '123456789' }, maxRedirects: 0 });
      const back = new URL(grant.headers().location!);
      await expectStatus(await api.get(`${back.pathname}${back.search}`, { headers }), 200, 'the HMRC callback');

      await openScreen(page, '/settings/hmrc');
      const panel = page.getByTestId('hmrc-connection');
      await expect(panel).toHaveAttribute('data-state', 'connected');
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByTestId('hmrc-disconnect').click();
      await expect(panel).toHaveAttribute('data-state', 'not-connected', { timeout: BUDGET.answer });
      await expect(page.getByTestId('hmrc-disconnected')).toContainText('Sellyard deleted its HMRC tokens and can no longer read obligations or submit returns for VRN 123456789');
      await expect(page.getByTestId('hmrc-disconnect')).toHaveCount(0);
      await expect(page.getByTestId('hmrc-settings-connect')).toHaveText('Connect to HMRC');
      expect((await (await api.get('/api/hmrc-settings')).json()).connection_status).toBe('NOT_CONNECTED');
      expect(await layoutProblems(page, `HMRC connection disconnected at ${width}px`, { withMenu: false, screenshot: false, pattern: '/settings/hmrc' })).toEqual([]);
      await page.screenshot({ path: `test-results/browser/hmrc-disconnected-${width}.png`, fullPage: true });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
