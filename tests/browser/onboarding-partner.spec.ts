/**
 * Onboarding and the partner firm, end to end in the browser: a visitor signs up, sets the account's preferences
 * and lands in the setup wizard, which does not ask again; a partner creates a client account, whose owner accepts the one-time invitation
 * and signs in, and the partner sees the client; the connect callback pages show why a bad callback failed.
 * (A successful connection needs a secret key to store the token, which the browser-test server does not set up;
 * tests/api/settings-secrets.test.ts covers it.)
 */
import { Api, collectPageErrors, expect, type Me, openScreen, test, titleOf } from './fixtures.ts';

const PASSWORD = 'tangerine-kettle-71';
const unique = () => Math.random().toString(36).slice(2, 8);

test.describe('onboarding', () => {
  test('signs up, sets preferences, then the setup wizard starts from what sign-up asked', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageErrors = collectPageErrors(page);
    const email = `maria-${unique()}@shop.test`;
    await openScreen(page, '/public/signup');
    await expect(page).toHaveTitle(titleOf('Sign Up'));
    await expect(page.getByTestId('screen-heading')).toHaveText('Sign Up');
    await page.getByTestId('signup-name').fill('Maria Gonzalez');
    await page.getByTestId('signup-email').fill(email);
    await page.getByTestId('signup-password').fill('password1234');
    await page.getByTestId('signup-company').fill(`Maria Crafts ${email}`);
    // Countries are picked by name.
    await page.getByTestId('signup-country').click();
    await page.getByTestId('signup-country').fill('germ');
    await page.getByRole('option', { name: 'Germany (DE)' }).click();
    // The browser applies the server's password policy before sending anything.
    await page.getByTestId('signup-submit').click();
    await expect(page.getByText(/Password is too common/)).toBeVisible();
    await page.getByTestId('signup-password').fill(PASSWORD);
    await page.getByTestId('signup-submit').click();

    await expect(page).toHaveURL((url) => url.pathname === '/public/signup/preferences');
    await expect(page).toHaveTitle(titleOf('Account Preferences'));
    await expect(page.getByTestId('pref-name')).toHaveValue(`Maria Crafts ${email}`);
    await expect(page.getByTestId('pref-country')).toHaveValue('Germany (DE)');
    await expect(page.getByTestId('pref-currency')).toHaveValue('Euro (EUR)');
    // Currencies are picked by name or code; a made-up one is not offered.
    await page.getByTestId('pref-currency').click();
    await page.getByTestId('pref-currency').fill('XYZ');
    await expect(page.getByText('No options')).toBeVisible();
    await page.getByTestId('pref-currency').fill('pound');
    await page.getByRole('option', { name: /\(GBP\)$/ }).click();
    await page.getByTestId('pref-name').fill('Maria Crafts Ltd');
    // Time zones read by city with their winter/summer names, never as Area/City codes.
    await page.getByTestId('pref-timezone').fill('Berl');
    await page.getByRole('option', { name: /^Berlin \(CET/ }).click();
    await page.getByTestId('pref-channel-EBAY').check();
    await page.getByTestId('preferences-save').click();
    await expect(page.getByTestId('preferences-next-steps')).toBeVisible();
    await expect(page.getByTestId('add-channel-EBAY')).toHaveAttribute('href', '/settings/add-sales-channel');
    await page.getByTestId('preferences-continue').click();
    // The setup wizard opens and does not ask again for the name, country or time zone.
    await expect(page).toHaveTitle(titleOf('Setup Wizard'));
    await expect(page.getByTestId('setup-from-signup')).toContainText('Maria Crafts Ltd');
    await expect(page.getByTestId('setup-from-signup')).toContainText('Germany');
    await expect(page.getByTestId('setup-from-signup')).toContainText('Berlin (CET');
    await expect(page.getByTestId('setup-trading_name')).toHaveCount(0);
    await expect(page.getByTestId('setup-timezone')).toHaveCount(0);
    await expect(page.getByTestId('setup-contact_email')).toHaveValue(email);
    await page.getByTestId('setup-legal_name').fill('Maria Crafts GmbH');
    await page.getByTestId('setup-company-save').click();
    await expect(page.getByTestId('setup-company-form')).toHaveCount(0);
    const general = await new Api(context.request).get('/api/general-settings');
    expect(general).toMatchObject({ trading_name: 'Maria Crafts Ltd', legal_name: 'Maria Crafts GmbH', timezone: 'Europe/Berlin', contact_email: email });

    const me = await new Api(context.request).me();
    expect(me.user.email).toBe(email);
    const prefs = await new Api(context.request).get('/api/account/preferences');
    expect(prefs).toMatchObject({ name: 'Maria Crafts Ltd', country: 'DE', currency: 'GBP', timezone: 'Europe/Berlin', version: 2 });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

test.describe('partner clients', () => {
  test('a partner creates a client, the owner accepts the invitation, and the partner sees the client', async ({ signedIn, browser }) => {
    const { page, api, pageErrors } = await signedIn('partner');
    const name = `Riverside ${unique()}`;
    const ownerEmail = `olive-${unique()}@client.test`;
    await openScreen(page, '/partner-portal/clients');
    await expect(page).toHaveTitle(titleOf('Clients'));
    await page.getByTestId('new-client').click();
    await page.getByTestId('client-name').fill(name);
    await page.getByTestId('client-owner_name').fill('Olive Owner');
    await page.getByTestId('client-owner_email').fill('not-an-email');
    await page.getByTestId('create-client-submit').click();
    await expect(page.getByText(/Owner’s email must be an email address/)).toBeVisible();
    await page.getByTestId('client-owner_email').fill(ownerEmail);
    await page.getByTestId('create-client-submit').click();

    await expect(page.getByTestId('client-created')).toContainText(name);
    const link = await page.getByTestId('invitation-url').inputValue();
    expect(link).toMatch(/\/public\/signup\?invitation=[A-Za-z0-9_-]{43}$/);
    const me: Me = await api.me();
    const client = me.clientAccounts.find((c) => c.name === name);
    expect(client, 'the new client is in the session').toBeTruthy();
    await expect(page.getByTestId(`client-${client!.id}`)).toContainText(name);

    // Partner Admin shows the client waiting for its owner.
    await openScreen(page, '/partner-portal/admin');
    await expect(page).toHaveTitle(titleOf('Partner Admin'));
    const row = page.getByTestId(`partner-client-${client!.id}`);
    await expect(row).toContainText(ownerEmail);
    await expect(row.getByTestId('status-INVITED')).toBeVisible();

    // The owner follows the link in a browser of their own and sets a password.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    const ownerErrors = collectPageErrors(ownerPage);
    await openScreen(ownerPage, new URL(link).pathname + new URL(link).search);
    await expect(ownerPage.getByTestId('screen-heading')).toHaveText('Accept your invitation');
    await ownerPage.getByTestId('invitation-password').fill(PASSWORD);
    await ownerPage.getByTestId('invitation-confirm').fill(PASSWORD);
    await ownerPage.getByTestId('invitation-submit').click();
    await expect(ownerPage).toHaveTitle(titleOf('Dashboard'));
    expect((await new Api(ownerContext.request).me()).account.id).toBe(client!.id);
    expect(ownerErrors).toEqual([]);
    await ownerContext.close();

    await page.reload();
    await expect(page.getByTestId(`partner-client-${client!.id}`).getByTestId('status-ACTIVE')).toBeVisible();
    // The partner reads the client's data and cannot write it.
    const inClient = api.inAccount(client!.id);
    expect(await inClient.list('products')).toEqual([]);
    expect((await inClient.raw('POST', '/api/products', { sku: 'X-1', title: 'No' })).status()).toBe(403);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('connect callbacks', () => {
  test('a bad state or a missing code shows the reason and the way back', async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('acmeOwner');
    await openScreen(page, '/settings/ebay-connect?code=abc&state=not-the-state');
    await expect(page).toHaveTitle(titleOf('eBay Connect'));
    await expect(page.getByTestId('connect-failed')).toBeVisible();
    await expect(page.getByTestId('connect-reason')).toContainText(/does not match a connection you started/);
    await expect(page.getByTestId('connect-retry')).toHaveAttribute('href', '/settings/sales-channels');
    // The spent code no longer sits in the address bar; the outcome survives a reload.
    await expect(page).toHaveURL((url) => url.pathname === '/settings/ebay-connect' && url.search === '');
    await page.reload();
    await expect(page.getByTestId('connect-reason')).toContainText(/does not match/);

    await openScreen(page, '/settings/shopify-connect?state=abc');
    await expect(page.getByTestId('connect-reason')).toContainText(/authorisation code is required/);

    expect(pageErrors).toEqual([]);
  });
});
