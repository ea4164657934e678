/**
 * Password reset through the demo outbox, end to end: from the sign-in form's "Forgot password?" a merchant asks for
 * a link, a platform admin finds it in Settings → Outbox (no SMTP server in the demo), the merchant follows it, is
 * refused a weak password on its field, sets a strong one, and signs in with it (the old one no longer works).
 */
import { Api, baseURL, collectPageErrors, expect, openScreen, test, titleOf } from './fixtures.ts';

const OLD_PASSWORD = 'tangerine-kettle-71';
const NEW_PASSWORD = 'copper-lantern-harbour-9';
const unique = () => Math.random().toString(36).slice(2, 8);

test('a merchant resets a forgotten password with the link from the demo outbox', async ({ browser, signedIn }) => {
  // A merchant of its own, so no demo user's password changes.
  const email = `rosa-${unique()}@shop.test`;
  const setup = await browser.newContext();
  const signup = await setup.request.post('/api/auth/signup', {
    data: { name: 'Rosa Reset', email, password: OLD_PASSWORD, company: `Rosa Reset ${email}`, country: 'GB' },
    headers: { Origin: baseURL() },
  });
  expect(signup.status()).toBe(201);
  await setup.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const pageErrors = collectPageErrors(page);
  await openScreen(page, '/login');
  await expect(page.getByTestId('sign-in-signup')).toHaveAttribute('href', '/public/signup');
  await page.getByTestId('sign-in-forgot').click();
  await expect(page).toHaveTitle(titleOf('Reset Password'));
  await page.getByTestId('password-reset-email').fill('not-an-email');
  await page.getByTestId('password-reset-submit').click();
  await expect(page.getByText('Email must be an email address')).toBeVisible();
  await page.getByTestId('password-reset-email').fill(email.toUpperCase());
  await page.getByTestId('password-reset-submit').click();
  await expect(page.getByTestId('password-reset-sent')).toContainText('If this email is registered');

  // The platform admin reads the demo outbox; the link is in the message.
  const admin = await signedIn('admin');
  await openScreen(admin.page, '/settings/outbox');
  await expect(admin.page).toHaveTitle(titleOf('Outbox'));
  const message = admin.page.getByRole('row').filter({ hasText: email });
  await expect(message).toContainText('Reset your Sellyard password');
  const href = await message.getByTestId('outbox-link').getAttribute('href');
  expect(href).toMatch(/\/public\/password-reset\?token=[A-Za-z0-9_-]{43}$/);
  expect(admin.pageErrors).toEqual([]);

  // The merchant follows the link.
  const link = new URL(href!);
  await openScreen(page, link.pathname + link.search);
  await expect(page.getByTestId('screen-heading')).toHaveText('Choose a new password');
  await page.getByTestId('password-reset-password').fill('password1234');
  await page.getByTestId('password-reset-repeat').fill('password1234');
  await page.getByTestId('password-reset-save').click();
  await expect(page.getByText(/Password is too common/)).toBeVisible();
  await page.getByTestId('password-reset-password').fill(NEW_PASSWORD);
  await page.getByTestId('password-reset-repeat').fill(NEW_PASSWORD);
  await page.getByTestId('password-reset-save').click();
  await expect(page.getByTestId('password-reset-done')).toBeVisible();

  // The link worked once.
  const again = await context.request.post('/api/auth/password-reset/confirm', { data: { token: link.searchParams.get('token'), password: 'another-fine-password-3' }, headers: { Origin: baseURL() } });
  expect(again.status()).toBe(400);

  // The old password no longer signs in; the new one does.
  await page.getByTestId('password-reset-sign-in').click();
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill(OLD_PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('sign-in-error')).toBeVisible();
  await page.getByTestId('sign-in-password').fill(NEW_PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveTitle(titleOf('Dashboard'));
  expect((await new Api(context.request).me()).user.email).toBe(email);
  expect(pageErrors).toEqual([]);
  await context.close();
});
