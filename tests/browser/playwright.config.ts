/**
 * Playwright configuration of the browser tests. Run through `tests/browser/run.ts`, which starts the server and
 * passes its address as BASE_URL; chromium is Debian's (/usr/bin/chromium): Playwright's own browser downloads
 * do not work on these machines and are never needed.
 */
import { defineConfig } from '@playwright/test';
import { join, resolve } from 'node:path';
import { BUDGET } from './budget.ts';

const root = resolve(import.meta.dirname, '../..');
const baseURL = process.env.BASE_URL;
if (!baseURL) throw new Error('BASE_URL is not set: run the browser tests with `node --import tsx tests/browser/run.ts`, which starts the server.');

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.spec.ts',
  // Failure screenshots and traces (a CI artifact); emptied at the start of each run.
  outputDir: join(root, 'test-results/browser'),
  // The machine has 2 cores, and the server (PGlite) answers one query at a time.
  workers: 2,
  fullyParallel: false,
  // A flaky test is a bug to fix, not to retry away.
  retries: 0,
  forbidOnly: true,
  // A test's own ceiling: a first screen, a few more screens and their answers on a machine under TEST_STRESS.
  timeout: 180_000,
  // A ceiling for a hang, not a target: the walks (routes.spec.ts, layout.spec.ts) visit a few hundred screens each,
  // and CI runs the leg beside two busy loops (TEST_STRESS=2). CI's whole run must stay under 90 minutes.
  globalTimeout: 55 * 60_000,
  // Every assertion and action waits for its condition up to the budget of an answer (budget.ts): the first screen of
  // a page is waited for by `openScreen` with its own, larger budget.
  expect: { timeout: BUDGET.answer },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(root, 'test-results/browser-playwright.json') }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Playwright starts each browser with a fresh, temporary --user-data-dir.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    viewport: { width: 1440, height: 900 },
    // The admin turns its animations off for users who ask for less motion (admin/src/layout/theme.ts): no check
    // reads a colour or a position half-way through a transition, and no wait includes one.
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: BUDGET.answer,
    navigationTimeout: BUDGET.firstRender,
  },
});
