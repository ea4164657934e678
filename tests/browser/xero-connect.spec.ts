/**
 * Connecting Xero from its settings screen (issue 21), at desktop and phone sizes, as the owner of a merchant of its
 * own (signed up for the test, so no other spec's Xero link is touched): Connect to Xero goes through the sandbox
 * Xero's consent page and back through /settings/xero-connect to the settings, which show the organisation; the
 * sales account is then chosen from the dropdown fed by Xero's accounts ("200 — Sales") and saved. A member of staff
 * without the Xero permission is refused the screen.
 */
import { request as playwrightRequest } from '@playwright/test';
import { BUDGET, baseURL, expect, expectStatus, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new merchant and its signed-in owner, as storage state for a browser context. */
async function newMerchant(): Promise<Awaited<ReturnType<Awaited<ReturnType<typeof playwrightRequest.newContext>>['storageState']>>> {
  const request = await playwrightRequest.newContext({ baseURL: baseURL() });
  try {
    const id = unique();
    const signup = await request.post('/api/auth/signup', {
      data: { name: 'Xero Tester', email: `xero-${id}@books.test`, password: 'tangerine-kettle-71', company: `Ledger Goods ${id}`, country: 'GB' },
      headers: { Origin: baseURL() },
      timeout: BUDGET.firstRender,
    });
    await expectStatus(signup, 201, 'sign-up of the test merchant');
    return await request.storageState();
  } finally {
    await request.dispose();
  }
}

for (const [width, height] of [[1440, 900], [390, 844]] as const) {
  test(`connects Xero through the sandbox consent page and maps an account from its list at ${width} px`, async ({ browser }) => {
    // Two round trips to the sandbox Xero and the form's code on a machine shared with other work.
    test.setTimeout(180_000);
    const context = await browser.newContext({ storageState: await newMerchant(), viewport: { width, height } });
    try {
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const headers = { Origin: baseURL(), Accept: 'application/json' };
      // The Xero app's client id, on the sandbox Xero (saved through the API: the form is the generic one).
      const current = await (await context.request.get('/api/xero-settings')).json();
      const saved = await context.request.put('/api/xero-settings', { headers, data: { ...current, environment: 'SANDBOX', client_id: 'LEDGERGOODSXERO0000000001', version: current.version } });
      await expectStatus(saved, 200, 'saving the client id');

      await openScreen(page, '/settings/xero');
      await expect(page.getByTestId('screen-heading')).toHaveText('Xero Configuration');
      const panel = page.getByTestId('xero-connection');
      await expect(panel).toHaveAttribute('data-state', 'not-connected');
      // Not connected: the account fields are text boxes that say why they offer no list.
      await expect(page.getByTestId('field-sales_account_code')).toHaveAttribute('data-options', 'unavailable');

      const consent: string[] = [];
      await page.route('**/sandbox/xero/identity/connect/authorize**', async (route) => {
        consent.push(route.request().url());
        await route.continue();
      });
      await page.getByTestId('xero-connect').click();
      // Xero's consent page, the callback screen, then back on the settings: connected to the organisation.
      await expect(page).toHaveURL((url) => url.pathname === '/settings/xero', { timeout: BUDGET.lazyChunk });
      await expect(panel).toHaveAttribute('data-state', 'connected', { timeout: BUDGET.lazyChunk });
      await expect(page.getByTestId('xero-connected')).toContainText('Connected to Demo Company (UK) on');
      expect(consent.length, 'the browser went through the sandbox consent page').toBe(1);
      expect(new URL(consent[0]).searchParams.get('redirect_uri')).toMatch(/\/settings\/xero-connect$/);

      // The sales account, chosen from Xero's accounts by code and name.
      const sales = page.getByTestId('field-sales_account_code');
      await expect(sales).toHaveAttribute('data-options', 'ready', { timeout: BUDGET.answer });
      await sales.click();
      await sales.fill('Sales');
      await page.getByRole('option', { name: '200 — Sales' }).click();
      await expect(sales).toHaveValue('200 — Sales');
      await page.getByTestId('save').click();
      await expect.poll(async () => (await (await context.request.get('/api/xero-settings')).json()).sales_account_code).toBe('200');
      await expect(page.getByTestId('xero-connected')).toBeVisible();

      // Nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('a member of staff without the Xero permission is refused the screen and its callback', async ({ signedIn }) => {
  const { page, api } = await signedIn('acmeStaff');
  await openScreen(page, '/settings/xero');
  await expect(page.getByTestId('not-allowed')).toBeVisible();
  await expect(page.getByTestId('xero-connection')).toHaveCount(0);
  expect((await api.raw('POST', '/api/xero-settings/connect', {})).status()).toBe(403);
  expect((await api.raw('POST', '/api/xero-settings/disconnect', {})).status()).toBe(403);
});
