/**
 * The admin's speed budget (issue 11, item 10): the initial JS of the built admin stays within 300 kB gzip, and the
 * first list after sign-in asks the API for its data in as few requests as today: the session (with the account's
 * date settings and custom fields) and the list itself.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { adminDistDir } from '../../api/admin-build.ts';
import { initialJs } from '../../bench/admin/bundle.ts';
import type { Page } from '@playwright/test';
import { BUDGET, DEMO_PASSWORD, expect, test, USERS } from './fixtures.ts';

/** axe-core, evaluated in the page (the app's CSP refuses inline script tags), as the layout walk does. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The goal of bench/admin.ts: everything index.html loads before React's first render, gzip -9. */
const INITIAL_JS_BUDGET = 300_000;

test.describe('admin speed', () => {
  test('the initial JS of the built admin is at most 300 kB gzip', async () => {
    // tests/browser/run.ts builds the admin before the specs run; this reads that build.
    const initial = initialJs(adminDistDir(resolve(import.meta.dirname, '../..')));
    const listing = initial.files.map((f) => `${f.path} ${(f.gzipBytes / 1000).toFixed(1)} kB`).join('\n');
    expect(initial.gzipBytes, `initial JS ${(initial.gzipBytes / 1000).toFixed(1)} kB gzip:\n${listing}`).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  });

  /** The API requests a page makes (method and path), in order. */
  function apiRequests(page: Page): string[] {
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
    });
    return requests;
  }
  const firstRow = (page: Page) => page.locator('[data-testid="generic-list"] tbody tr.RaDataTable-row').first();

  // Before: the sign-in, then General Settings and the custom-field definitions, then (after the definitions) the
  // list. Now the sign-in's answer carries the settings and definitions: one request for the list's data.
  test('the orders list right after signing in asks the API for its rows alone', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/sales-orders/orders');
    await page.getByLabel('Email').fill(USERS.acmeOwner);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const requests = apiRequests(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(firstRow(page)).toBeVisible({ timeout: BUDGET.firstRender });
    expect(requests).toEqual(['POST /api/auth/login', 'GET /api/sales-orders']);
    await context.close();
  });

  /** The script files a page asks for from now on (paths), in order. */
  function scriptRequests(page: Page): string[] {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    return scripts;
  }

  // Issue 22 item 9: the list's files download while the sign-in form is shown (admin/src/routing/preloads.ts), so
  // Sign in waits only for the sign-in and the rows.
  test('signing in on the orders list fetches no script: the list came while the form was shown', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/sales-orders/orders');
    await page.getByLabel('Email').fill(USERS.acmeOwner);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const scripts = scriptRequests(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(firstRow(page)).toBeVisible({ timeout: BUDGET.firstRender });
    expect(scripts).toEqual([]);
    await context.close();
  });

  // Before, a cold orders list fetched 65 script files (19 with the entry, then 46 lazy ones six at a time); the
  // landing screens are now a file each (admin/build/screen-chunks.ts): the entry and the bundler's runtime, then
  // the entities' fields, the list, the files the landing screens share and the sign-in form beside the session.
  test('a cold visit to the orders list fetches at most six script files', async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('acmeOwner');
    const scripts = scriptRequests(page);
    await page.goto('/sales-orders/orders');
    await expect(firstRow(page)).toBeVisible({ timeout: BUDGET.firstRender });
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(6);
    expect(scripts.some((path) => path.includes('/list-screen-')), scripts.join('\n')).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a signed-in visit to the orders list makes two API requests: the session and the rows', async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('acmeOwner');
    const requests = apiRequests(page);
    await page.goto('/sales-orders/orders');
    await expect(firstRow(page)).toBeVisible({ timeout: BUDGET.firstRender });
    expect(requests).toEqual(['GET /api/auth/me', 'GET /api/sales-orders']);
    expect(pageErrors).toEqual([]);
  });

  for (const [width, height] of [[1440, 900], [390, 844]]) {
    test(`a list shows skeleton rows while its first page loads (${width} px)`, async ({ signedIn }) => {
      const { page, pageErrors } = await signedIn('acmeOwner');
      await page.setViewportSize({ width, height });
      // The list's request waits until the skeleton has been seen: no timing involved.
      let release!: () => void;
      const held = new Promise<void>((ok) => (release = ok));
      await page.route(/\/api\/sales-orders\?/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/sales-orders/orders');
      const skeleton = page.getByTestId('list-skeleton');
      await expect(skeleton).toBeVisible({ timeout: BUDGET.firstRender });
      await expect(skeleton).toHaveAttribute('role', 'status');
      if (width > 600) {
        // The real column headers over grey rows, so nothing jumps when the rows come.
        await expect(skeleton.locator('thead')).toContainText('Number');
        await expect(skeleton.getByTestId('skeleton-row')).toHaveCount(10);
      } else {
        await expect(skeleton.locator('li')).toHaveCount(10);
      }
      // The skeleton passes axe-core (WCAG A and AA, critical and serious) as every screen must.
      await page.evaluate(AXE_SOURCE);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<{ violations: Array<{ id: string; impact: string }> }> } }).axe;
        const result = await axe.run({ include: [['[data-testid="list-skeleton"]']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
        return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id);
      });
      expect(violations).toEqual([]);
      release();
      await expect(width > 600 ? firstRow(page) : page.getByTestId('phone-list')).toBeVisible({ timeout: BUDGET.firstRender });
      await expect(skeleton).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  }
});
