/**
 * The dashboard's "Get started" checklist: a merchant who has just signed up sees it with nothing done, each item
 * linking to where the work is done; a product added ticks "Add or import your products" at the next visit; Hide
 * puts it away for good. On a desktop and on a phone. The demo merchants have done everything: no checklist.
 */
import { Api, baseURL, BUDGET, collectPageErrors, expect, openScreen, test } from './fixtures.ts';
import { layoutProblems } from './screen-checks.ts';

const PASSWORD = 'first-run-kettle-42';
const unique = () => Math.random().toString(36).slice(2, 8);

for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`a new account's dashboard shows Get started, ticked from the data, at ${size.width}px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const pageErrors = collectPageErrors(page);
    const id = unique();
    // Sign-up signs the context in (the same cookie as the Sign Up page sets; tests/browser/onboarding-partner.spec.ts walks the page).
    const signup = await context.request.post('/api/auth/signup', {
      data: { name: 'Fern First', email: `fern-${id}@first-run.test`, password: PASSWORD, company: `Fern's Plants ${id}`, country: 'GB' },
      headers: { Origin: baseURL() },
      timeout: BUDGET.firstRender,
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const api = new Api(context.request);

    await openScreen(page, '/dashboard');
    const card = page.getByRole('region', { name: 'Get started' });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('first-run-progress')).toHaveText('0 of 4 done');
    for (const key of ['channel', 'products', 'shipping', 'staff']) await expect(page.getByTestId(`first-run-${key}`)).toHaveAttribute('data-done', 'false');
    await expect(card.getByRole('link', { name: 'Add a channel' })).toHaveAttribute('href', '/settings/add-sales-channel');
    await expect(card.getByRole('link', { name: 'Add a product' })).toHaveAttribute('href', '/products-listings/products/create');
    await expect(card.getByRole('link', { name: 'Import from a CSV file' })).toHaveAttribute('href', '/products-listings/products');
    await expect(card.getByRole('link', { name: 'Add a shipping method' })).toHaveAttribute('href', '/settings/shipping-methods/create');
    await expect(card.getByRole('link', { name: 'Add a user' })).toHaveAttribute('href', '/settings/add-user');
    // It fits the window, shows no raw id and passes axe-core (the layout walk's checks, with the card showing).
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
    expect(await layoutProblems(page, `dashboard with Get started at ${size.width}px`, { withMenu: false, screenshot: false, pattern: '/dashboard' })).toEqual([]);

    await api.post('/api/products', { sku: `FERN-${id}`, title: 'Fern in a pot' });
    await openScreen(page, '/dashboard');
    await expect(page.getByTestId('first-run-progress')).toHaveText('1 of 4 done');
    await expect(page.getByTestId('first-run-products')).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('first-run-products')).toContainText('Done: 1 product');
    await expect(page.getByTestId('first-run-products-done')).toBeVisible();
    await expect(page.getByTestId('first-run-channel')).toHaveAttribute('data-done', 'false');

    // Hide puts the card away, and it stays away at the next visit.
    await card.getByRole('button', { name: 'Hide the Get started list' }).click();
    await expect(page.getByTestId('first-run')).toHaveCount(0);
    await openScreen(page, '/dashboard');
    await expect(page.getByTestId('screen-heading')).toHaveText('Dashboard');
    await expect(page.getByTestId('first-run')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
}

test('the demo merchants have done everything: their dashboards show no Get started', async ({ signedIn }) => {
  for (const user of ['acmeOwner', 'globexOwner'] as const) {
    const { page, pageErrors } = await signedIn(user);
    await openScreen(page, '/dashboard');
    await expect(page.getByTestId('stat-today-orders')).toBeVisible();
    await expect(page.getByTestId('first-run')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  }
});
