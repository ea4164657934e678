/**
 * Billing, payment cards, product label upload and the setup wizard, driven in the browser against the real API:
 * the billing figures match the API's summary; a card added through the demo tokenizer is stored as a token with
 * its brand and last 4 digits (never the number) and can be made the default; a PNG label uploads with progress
 * and appears in the list; the wizard's first steps save the company details and a location.
 */
import { expect, gbp, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const unique = () => Date.now().toString(36);

test.describe('billing', () => {
  test('shows the balance due and the recent invoices the API computes, linking to each invoice', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const summary = await api.get('/api/billing/summary');
    await openScreen(page, '/settings/billing');
    await expect(page.getByTestId('screen-heading')).toHaveText('Billing');
    const gbpTotals = summary.totals.find((t: Json) => t.currency === 'GBP');
    await expect(page.getByTestId('billing-balance-GBP')).toHaveText(gbp(gbpTotals.balance_due));
    await expect(page.getByTestId('billing-card')).toContainText(`ending ${summary.default_card.last4}`);
    const first = summary.recent[0];
    const row = page.getByTestId(`billing-invoice-${first.number}`);
    await expect(row).toContainText(gbp(first.total));
    await row.getByRole('link', { name: first.number }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/invoices/${first.id}/show$`));
    expect(pageErrors).toEqual([]);
  });
});

test.describe('payment card details', () => {
  test('adds a card through the demo tokenizer, makes it the default and removes it', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const sent: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/api/payment-cards') && request.method() === 'POST') sent.push(request.postData() ?? ''); });
    await openScreen(page, '/settings/payment-card-details');
    await expect(page.getByTestId('screen-heading')).toHaveText('Payment Card Details');
    await expect(page.getByTestId('demo-tokenizer-notice')).toBeVisible();

    const year = new Date().getUTCFullYear() + 3;
    await page.getByTestId('card-number').fill('4000 0566 5566 5556');
    await page.getByTestId('card-expiry').fill(`09/${String(year).slice(2)}`);
    await page.getByTestId('card-cvc').fill('123');
    await page.getByTestId('card-holder').fill('Spec Holder');
    await page.getByTestId('card-save').click();
    const row = page.getByTestId('card-row-5556');
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('data-default', 'false');

    // Only the token, brand, last 4 and expiry left the browser.
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toContain('4000');
    expect(sent[0]).not.toContain('123"');
    expect(JSON.parse(sent[0])).toMatchObject({ processor_token: expect.stringMatching(/^tok_demo_/), brand: 'VISA', last4: '5556', exp_month: 9, exp_year: year });
    const [stored] = await api.list('payment-cards', { filter: { q: '5556' } });
    expect(stored).toMatchObject({ brand: 'VISA', last4: '5556', holder_name: 'Spec Holder', is_default: false });
    expect(stored).not.toHaveProperty('processor_token');

    await page.getByTestId('card-make-default-5556').click();
    await expect(row).toHaveAttribute('data-default', 'true');
    expect((await api.get(`/api/payment-cards/${stored.id}`)).is_default).toBe(true);

    await page.getByTestId('card-remove-5556').click();
    await page.getByRole('button', { name: 'Remove' }).last().click();
    await expect(row).toHaveCount(0);
    // The default moved to another card.
    expect((await api.get('/api/billing/summary')).default_card?.last4).not.toBe('5556');
    expect(pageErrors).toEqual([]);
  });

  test('tells a user without card management who manages cards', async ({ signedIn }) => {
    const { page } = await signedIn('acmeStaff');
    await openScreen(page, '/settings/payment-card-details');
    await expect(page.getByTestId('screen-heading')).toHaveText('Payment Card Details');
    await expect(page.getByTestId('cards-not-allowed')).toBeVisible();
  });
});

test.describe('product label upload', () => {
  test('uploads a PNG label and lists it', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const name = `spec-label-${unique()}.png`;
    await openScreen(page, '/product-label-upload');
    await expect(page.getByTestId('screen-heading')).toHaveText('Product Label Upload');
    await page.getByTestId('label-file-input').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId(`label-file-${name}`)).toHaveAttribute('data-status', 'waiting');
    await page.getByTestId('label-upload').click();
    await expect(page.getByTestId(`label-file-${name}`)).toHaveAttribute('data-status', 'done');
    await expect(page.getByTestId(`label-file-${name}`).getByTestId('label-file-result')).toContainText('Uploaded as PNG');
    const row = page.getByTestId(`label-row-${name}`);
    await expect(row).toContainText('PNG');
    await expect(row).toContainText('Uploaded');

    const [stored] = await api.list('product-labels', { filter: { q: name } });
    expect(stored).toMatchObject({ file_name: name, content_type: 'PNG', size_bytes: PNG.length, languages: ['en'], status: 'UPLOADED' });

    // Accepting it is a transition the list offers to whoever may review.
    await page.getByTestId(`label-accept-${name}`).click();
    await expect(row).toContainText('Accepted');
    expect((await api.get(`/api/product-labels/${stored.id}`)).status).toBe('ACCEPTED');
    expect(pageErrors).toEqual([]);
  });

  test('refuses a file that is not a label before and after sending', async ({ signedIn }) => {
    const { page } = await signedIn('acmeOwner');
    await openScreen(page, '/product-label-upload');
    await page.getByTestId('label-file-input').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not an image') });
    await page.getByTestId('label-upload').click();
    await expect(page.getByTestId('label-file-notes.png')).toHaveAttribute('data-status', 'failed');
    await expect(page.getByTestId('label-file-notes.png').getByTestId('label-file-result')).toContainText('not a PDF, PNG or JPEG');
  });
});

test.describe('setup wizard', () => {
  test('saves the company details and a first location through the API', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('globexOwner');
    const id = unique();
    await openScreen(page, '/settings/setup-wizard');
    await expect(page.getByTestId('screen-heading')).toHaveText('Setup Wizard');
    await page.getByTestId('setup-open-COMPANY').click();
    await page.getByTestId('setup-trading_name').fill(`Globex Spec ${id}`);
    await page.getByTestId('setup-contact_email').fill(`Billing-${id}@Globex.test`);
    // The step may already show as done (the demo account, or a retry), so wait on the save itself.
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/general-settings');
    await page.getByTestId('setup-company-save').click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('setup-step-COMPANY')).toHaveAttribute('data-done', 'true');
    const settings = await api.get('/api/general-settings');
    expect(settings).toMatchObject({ trading_name: `Globex Spec ${id}`, contact_email: `billing-${id}@globex.test` });
    expect(settings.setup_completed_steps).toContain('COMPANY');

    await page.getByTestId('setup-open-LOCATION').click();
    await page.getByTestId('setup-location-name').fill(`Spec Store ${id}`);
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/locations');
    await page.getByTestId('setup-location-save').click();
    expect((await created).status()).toBe(201);
    await expect(page.getByTestId('setup-step-LOCATION')).toHaveAttribute('data-done', 'true');
    const [location] = await api.list('locations', { filter: { q: `Spec Store ${id}` } });
    expect(location).toMatchObject({ name: `Spec Store ${id}`, code: `SPEC-STORE-${id.toUpperCase()}` });
    expect((await api.get('/api/general-settings')).setup_completed_steps).toEqual(expect.arrayContaining(['COMPANY', 'LOCATION']));
    expect(pageErrors).toEqual([]);
  });
});
