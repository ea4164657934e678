/**
 * The singleton settings pages (one record per account): General Settings and Return Settings are edited by the
 * owner and still show the saved values after a reload; a value only the server can judge (an unknown time zone,
 * a reason code used twice) is refused with a 400 that lands on its field and saves nothing; a member who may
 * not change the settings sees them read-only. The History tab shows who changed what.
 */
import type { Page, Request } from '@playwright/test';
import { expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

/** The PUTs the page sends to a singleton resource. */
function watchSaves(page: Page, resource: string): Request[] {
  const saves: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === `/api/${resource}`) saves.push(r);
  });
  return saves;
}

test.describe('singleton settings', () => {
  // The tests change the same per-account records: one after another.
  test.describe.configure({ mode: 'serial' });

  test('the owner edits General Settings, and a reload shows the saved values', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const before = await api.get('/api/general-settings');
    const tradingName = `Acme Trading ${Date.now()}`;

    await openScreen(page, '/settings/general');
    await expect(page).toHaveTitle('Sellyard | General Settings');
    await expect(page.getByTestId('screen-heading')).toHaveText('General Settings');
    await expect(page.locator('#root_trading_name')).toHaveValue(before.trading_name);
    await page.locator('#root_trading_name').fill(tradingName);
    await page.locator('#root_contact_phone').fill('+44 113 496 0999');
    await page.locator('#root_low_stock_threshold').fill('7');
    const saves = watchSaves(page, 'general-settings');
    await page.getByTestId('save').click();
    await expect(page.getByText('General settings saved')).toBeVisible();
    expect((await saves[0].response())?.status()).toBe(200);

    const stored = await api.get('/api/general-settings');
    expect(stored).toMatchObject({ trading_name: tradingName, contact_phone: '+44 113 496 0999', low_stock_threshold: 7, version: before.version + 1 });
    // Untouched fields keep their values (the address is sent back whole, not cleared).
    expect(stored.business_address).toEqual(before.business_address);

    await page.reload();
    await expect(page.getByTestId('screen-heading')).toHaveText('General Settings');
    await expect(page.locator('#root_trading_name')).toHaveValue(tradingName);
    await expect(page.locator('#root_contact_phone')).toHaveValue('+44 113 496 0999');
    await expect(page.locator('#root_low_stock_threshold')).toHaveValue('7');

    // The History tab: the save just made, newest first, by whom and field by field; the form waits behind it.
    await page.locator('#root_trading_name').fill('Not saved yet');
    await page.getByTestId('tab-history').click();
    const latest = page.getByTestId('audit-history').getByTestId('audit-update').first();
    await expect(latest.getByTestId('audit-who')).toHaveText('owner@acme.test');
    await expect(latest.getByTestId('audit-change-trading_name').getByTestId('audit-before')).toHaveText(before.trading_name);
    await expect(latest.getByTestId('audit-change-trading_name').getByTestId('audit-after')).toHaveText(tradingName);
    await expect(latest.getByTestId('audit-change-low_stock_threshold').getByTestId('audit-after')).toHaveText('7');
    await expect(page.locator('#root_trading_name')).toBeHidden();
    await page.getByTestId('tab-details').click();
    await expect(page.locator('#root_trading_name')).toHaveValue('Not saved yet');
    expect(pageErrors).toEqual([]);
  });

  test('the time zone is picked from the known zones by city; an unknown one cannot be chosen', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const before = await api.get('/api/general-settings');
    await openScreen(page, '/settings/general');
    await expect(page.getByTestId('screen-heading')).toHaveText('General Settings');
    // The picker offers only zones that exist (the API refuses any other with a 400 on /timezone: tests/api/code-formats).
    const zone = page.locator('#root_timezone');
    // Read by city ("London (GMT/BST)"), never as the Area/City code.
    await expect(zone).toHaveValue(new RegExp(`^${String(before.timezone).split('/').pop()!.replaceAll('_', ' ')} \\(`));
    await zone.click();
    await zone.fill('Olympus');
    await expect(page.getByText('No options')).toBeVisible();
    await zone.fill('dubl');
    await page.getByRole('option', { name: /^Dublin \(/ }).click();
    await expect(zone).toHaveValue(/^Dublin \(GMT/);
    // Countries read as names, inside the business address too.
    await expect(page.locator('#root_business_address_country')).toHaveValue(/\(GB\)$/);
    const saves = watchSaves(page, 'general-settings');
    await page.getByTestId('save').click();
    await expect(page.getByText('General settings saved')).toBeVisible();
    expect((await saves[0].response())?.status()).toBe(200);
    expect((await api.get('/api/general-settings')).timezone).toBe('Europe/Dublin');
    expect(pageErrors).toEqual([]);
  });

  test('the owner edits Return Settings, and a reload shows the saved values; a repeated reason code is refused on its field', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const before: Json = await api.get('/api/return-settings');
    expect(before.reasons.length).toBeGreaterThan(1);

    await openScreen(page, '/settings/return-settings');
    await expect(page.getByTestId('screen-heading')).toHaveText('Return Settings');
    await expect(page.locator('#root_return_window_days')).toHaveValue(String(before.return_window_days));
    await page.locator('#root_return_window_days').fill('30');
    await page.locator('#root_rma_prefix').fill('RET-');
    await page.locator('#root_reasons_0_label').fill('Much too small');
    // A code the second reason cannot share: the server refuses it on that reason's code.
    await page.locator('#root_reasons_1_code').fill(before.reasons[0].code);
    const saves = watchSaves(page, 'return-settings');
    await page.getByTestId('save').click();
    await expect(page.locator('#root_reasons_1_code__error')).toContainText(`repeats the code ${before.reasons[0].code}`);
    expect((await saves[0].response())?.status()).toBe(400);
    expect((await api.get('/api/return-settings')).version).toBe(before.version);

    await page.locator('#root_reasons_1_code').fill(before.reasons[1].code);
    await page.getByTestId('save').click();
    await expect(page.getByText('Return settings saved')).toBeVisible();
    const stored = await api.get('/api/return-settings');
    expect(stored).toMatchObject({ return_window_days: 30, rma_prefix: 'RET-', version: before.version + 1 });
    expect(stored.reasons[0]).toMatchObject({ code: before.reasons[0].code, label: 'Much too small' });
    expect(stored.reasons.map((r: Json) => r.code)).toEqual(before.reasons.map((r: Json) => r.code));

    await page.reload();
    await expect(page.getByTestId('screen-heading')).toHaveText('Return Settings');
    await expect(page.locator('#root_return_window_days')).toHaveValue('30');
    await expect(page.locator('#root_rma_prefix')).toHaveValue('RET-');
    await expect(page.locator('#root_reasons_0_label')).toHaveValue('Much too small');

    // Put the demo back as it was for the other specs.
    const restore = await api.raw('PUT', '/api/return-settings', { ...before, version: stored.version, id: undefined, account_id: undefined });
    expect(restore.status()).toBe(200);
    expect(pageErrors).toEqual([]);
  });

  test('a member who may not change General Settings sees them read-only', async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('acmeStaff');
    await openScreen(page, '/settings/general');
    await expect(page.getByTestId('screen-heading')).toHaveText('General Settings');
    await expect(page.getByTestId('read-only-role')).toBeVisible();
    await expect(page.locator('#root_trading_name')).toBeDisabled();
    await expect(page.getByTestId('save')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
