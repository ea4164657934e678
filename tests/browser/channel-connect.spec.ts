/**
 * Connecting a sales channel from the admin, as the Acme owner, at desktop and phone sizes: an eBay channel added
 * on the add-channel form (the site chosen by name, "eBay UK"; the sandbox marketplace), then connected from the
 * setup wizard: its Connect button opens the sandbox's eBay consent page, which sends the browser back to the
 * callback page, which completes the connection; back in the wizard the channel shows Connected. Nothing scrolls
 * sideways.
 */
import { expect, test } from './fixtures.ts';

type Json = Record<string, any>;

const unique = () => Math.random().toString(36).slice(2, 8);

for (const [width, height] of [[1440, 900], [390, 844]] as const) {
  test(`connects eBay from the setup wizard through the sandbox consent page at ${width} px`, async ({ signedIn }) => {
    // Loading the form's code and two marketplace round trips on a machine shared with other work.
    test.setTimeout(180_000);
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    await page.setViewportSize({ width, height });
    const name = `eBay UK ${width} ${unique()}`;

    // The add-channel form in the merchant's words: the site by name.
    await page.goto('/settings/add-sales-channel');
    // The first screen of a fresh context loads the admin's code: allow it time on a busy machine.
    await expect(page.locator('#root_type')).toBeVisible({ timeout: 60_000 });
    await page.locator('#root_type').click();
    await page.getByRole('option', { name: 'eBay', exact: true }).click();
    await page.locator('#root_name').fill(name);
    await page.locator('#root_marketplace').click();
    await expect(page.getByRole('option', { name: 'eBay Germany' })).toBeVisible();
    await page.getByRole('option', { name: 'eBay UK' }).click();
    await page.locator('#root_environment').click();
    await page.getByRole('option', { name: 'Sandbox (test)' }).click();
    await expect(page.getByText('name/value pairs')).toHaveCount(0);
    await expect(page.getByText('minor units')).toHaveCount(0);
    await page.getByTestId('save').click();
    await expect.poll(async () => (await api.list<Json>('sales-channels', { filter: { q: name } })).length).toBe(1);
    const [channel] = await api.list<Json>('sales-channels', { filter: { q: name } });
    expect(channel).toMatchObject({ type: 'EBAY', marketplace: 'EBAY_GB', environment: 'SANDBOX', status: 'DISCONNECTED' });

    // The wizard's channel step lists it with its Connect button.
    await page.goto('/settings/setup-wizard');
    await expect(page.getByTestId('screen-heading')).toHaveText('Setup Wizard', { timeout: 30_000 });
    await page.getByTestId('setup-open-CHANNEL').click();
    const row = page.getByTestId('setup-channel-row').filter({ hasText: name });
    await expect(row).toHaveAttribute('data-status', 'DISCONNECTED');
    // Every visit of the sandbox's consent page, seen as the browser asks for it (then let through).
    const visited: string[] = [];
    await page.route('**/sandbox/ebay/_oauth/authorize**', async (route) => {
      visited.push(route.request().url());
      await route.continue();
    });
    await row.getByRole('button', { name: `Connect with eBay: ${name}` }).click();

    // The sandbox's consent page, then back to the product's own callback page: connected.
    await expect(page).toHaveURL(/\/settings\/ebay-connect/, { timeout: 30_000 });
    await expect(page.getByTestId('connect-callback')).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
    const consent = visited.map((url) => new URL(url)).find((url) => url.pathname === '/sandbox/ebay/_oauth/authorize');
    expect(consent, `the browser went through the sandbox's consent page (visited: ${visited.join(', ')})`).toBeTruthy();
    expect(consent!.searchParams.get('redirect_uri')).toMatch(/\/settings\/ebay-connect$/);
    await expect(page.getByTestId('connect-connected')).toContainText(`${name} is connected to eBay`);
    expect((await page.evaluate(() => document.documentElement.scrollWidth))).toBeLessThanOrEqual(width);

    // Back to the wizard: the channel is connected, with a token the sandbox honours.
    await page.getByTestId('connect-return').click();
    await expect(page).toHaveURL(/\/settings\/setup-wizard$/);
    await page.getByTestId('setup-open-CHANNEL').click();
    await expect(page.getByTestId('setup-channel-row').filter({ hasText: name })).toHaveAttribute('data-status', 'CONNECTED');
    expect((await page.evaluate(() => document.documentElement.scrollWidth))).toBeLessThanOrEqual(width);
    expect(await api.get<Json>(`/api/sales-channels/${channel.id}`)).toMatchObject({ status: 'CONNECTED', credentials_set: true });
    const health = await api.get<Json>(`/api/sales-channels/${channel.id}/health`);
    expect(health).toMatchObject({ status: 'CONNECTED', connects_by: 'oauth', reconnect: false });
    expect(pageErrors).toEqual([]);
  });
}
