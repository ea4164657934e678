/**
 * The layout walk: every screen of the route manifest, as the owner and as staff at 1440×900 and as the owner on a
 * phone (390×844), must
 *   - fit its viewport (the document is never wider than the window: nothing scrolls sideways),
 *   - show no raw id (no uuid in the visible text: references render as their labels),
 *   - pass axe-core with no critical or serious violation (WCAG 2.x A and AA rules).
 * The generic screens served below ready lists (view, edit, copy, create) are visited once per entity and action,
 * with a real record, by the owner. Screenshots of the main screens at both widths are written to
 * test-results/browser/screens/ for a reviewer. One page per pass, moved by client-side navigation.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { baseURL, expect, navigateInApp, test, USERS, type UserKey } from './fixtures.ts';
import { concretePath, derivedVisits, expectation, manifestVisits, recordIds, type Visit } from './route-visits.ts';

const SCREENS_DIR = resolve(import.meta.dirname, '../../test-results/browser/screens');

/**
 * axe-core itself, injected once per page: @axe-core/playwright's AxeBuilder re-injects it and opens a new page for
 * every analysis (about 6 s a screen here), while the walk stays on one page. Same engine, same rules.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: Array<{ html: string }>;
}

/** The critical and serious axe-core violations of what the page shows now. */
async function seriousViolations(page: Page, withMenu: boolean): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE); // evaluate, not a script tag: the app's CSP refuses inline scripts
  const violations = await page.evaluate(async ({ tags, withMenu }) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // The menu is the same on every screen: checked on the first one only.
    const context = withMenu ? document : { exclude: [['[data-testid="main-menu"]']] };
    const result = await (axe.run as (context: unknown, options: object) => Promise<{ violations: AxeViolation[] }>)(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ html: n.html })) }));
  }, { tags: AXE_TAGS, withMenu });
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
}

/** A uuid anywhere in the visible text is an id shown where a label belongs. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The screens a reviewer looks at first, screenshotted at both widths (file name → pattern). */
const MAIN_SCREENS: Record<string, string> = {
  dashboard: '/dashboard',
  'orders-list': '/sales-orders/orders',
  'order-create': '/sales-orders/order/create',
  'order-view': '/sales-orders/order/view/:id',
  'order-edit': '/sales-orders/order/edit/:id',
  'purchase-orders-list': '/purchase-orders/purchase-orders',
  'purchase-order-view': '/purchase-orders/purchase-orders/:id/show',
  'suppliers-list': '/purchase-orders/suppliers',
  'products-list': '/products-listings/products',
  'product-view': '/products-listings/products/:id/show',
  stock: '/products-listings/stock',
  'run-report': '/reporting/run-report',
  'settings-home': '/settings',
  'general-settings': '/settings/general',
};
const screenshotName = new Map(Object.entries(MAIN_SCREENS).map(([name, pattern]) => [pattern, name]));

/**
 * The generic screens below lists, one view and one edit form per entity: the same component serves every filter
 * of an entity, and its copy and create screens are the edit form, prefilled or empty.
 */
function derivedOncePerEntity(): Visit[] {
  const seen = new Set<string>();
  return derivedVisits.filter((v) => {
    if (v.kind !== 'view' && v.kind !== 'edit') return false;
    const key = `${v.entity}|${v.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Waits until the screen has its data: no API request in flight, and no spinner or progress bar showing. */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  // A screen that keeps polling (background jobs) never goes quiet: after the wait, it is checked as it is.
  const quiet = () => expect.poll(inFlight, { timeout: 10_000, intervals: [50, 100, 100, 200] }).toBe(0).catch(() => undefined);
  await quiet();
  await page
    .locator('.RaLoading-root:visible, .MuiCircularProgress-root:visible, .MuiLinearProgress-root:visible, .MuiSkeleton-root:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  // A request started by what the last one rendered (a reference label) must finish too.
  await quiet();
}

/**
 * Counts the page's own requests in flight: API calls, and the lazily loaded code of a screen (a screen whose chunk
 * is still loading shows nothing yet, and would pass every check).
 */
function trackApi(page: Page): () => number {
  let count = 0;
  const origin = new URL(baseURL()).origin;
  const own = (url: string) => url.startsWith(origin);
  page.on('request', (r) => {
    if (own(r.url())) count += 1;
  });
  const done = (r: { url(): string }) => {
    if (own(r.url())) count = Math.max(0, count - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => count;
}

interface Pass {
  role: UserKey;
  width: number;
  height: number;
  withDerived: boolean;
}

const PASSES: Pass[] = [
  { role: 'acmeOwner', width: 1440, height: 900, withDerived: true },
  { role: 'acmeStaff', width: 1440, height: 900, withDerived: false },
  { role: 'acmeOwner', width: 390, height: 844, withDerived: true },
];

test.describe('every screen fits, names things and is accessible', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const pass of PASSES) {
    test(`as ${USERS[pass.role]} at ${pass.width}×${pass.height}`, async ({ signedIn }) => {
      // Long: a few hundred screens, each measured and run through axe-core (about 2–4 s a screen on 2 cores).
      test.setTimeout(1_500_000);
      const { page, api, me, pageErrors } = await signedIn(pass.role);
      await page.setViewportSize({ width: pass.width, height: pass.height });
      const inFlight = trackApi(page);
      const list = [...manifestVisits, ...(pass.withDerived ? derivedOncePerEntity() : [])];
      const ids = await recordIds(api, me, list);
      await page.goto('/dashboard');
      await expect(page.locator('[data-testid="screen"][data-path="/dashboard"]')).toBeVisible({ timeout: 15_000 });
      let checked = 0;
      const problems: string[] = [];
      const started = Date.now();
      const timing = { settle: 0, axe: 0 };
      const only = process.env.WALK_PATHS ? new RegExp(process.env.WALK_PATHS) : undefined;
      for (const v of list) {
        if (only && !only.test(v.pattern)) continue;
        if (v.kind === 'redirect' || v.pattern === '/login') continue;
        const want = expectation(v, me.sessionUser);
        if (want.kind !== 'screen') continue;
        const path = concretePath(v, ids);
        const what = `${USERS[pass.role]} at ${pass.width} px, ${path}`;
        await navigateInApp(page, path);
        const arrived = await page
          .locator(`[data-testid="screen"][data-path="${v.pattern}"]`)
          .waitFor({ state: 'visible', timeout: 10_000 })
          .then(() => true, () => false);
        if (!arrived) {
          problems.push(`${what}: the screen did not open`);
          continue;
        }
        let t = Date.now();
        // A record screen is checked once its record shows (the network can go quiet before it renders).
        if (v.entityReady && v.pattern.includes(':id') && (v.kind === 'view' || v.kind === 'edit' || v.kind === 'copy')) {
          const record = page.getByTestId(v.kind === 'view' ? 'record-fields' : 'entity-form').or(page.getByTestId('read-only-role')).or(page.getByTestId('load-error'));
          if (!(await record.first().waitFor({ state: 'visible', timeout: 15_000 }).then(() => true, () => false))) problems.push(`${what}: the record did not show`);
        }
        await settle(page, inFlight);
        timing.settle += Date.now() - t;
        checked += 1;

        const { documentWidth, viewportWidth, widest } = await page.evaluate(() => {
          const viewport = document.documentElement.clientWidth;
          // Name the widest element that sticks out, so a failure says what to fix.
          let widest = '';
          let widestRight = viewport;
          // What sits in a scrolling or clipping region (a wide table in its own region) widens nothing.
          const clipped = (el: HTMLElement) => {
            for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
              if (getComputedStyle(up).overflowX !== 'visible') return true;
            }
            return false;
          };
          for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
            const right = el.getBoundingClientRect().right;
            if (right > widestRight + 1 && el.offsetParent !== null && !clipped(el)) {
              widestRight = right;
              widest = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''}.${String(el.className).split(' ').slice(0, 2).join('.')} (right edge ${Math.round(right)} px)`;
            }
          }
          return { documentWidth: document.documentElement.scrollWidth, viewportWidth: viewport, widest };
        });
        if (documentWidth > viewportWidth) problems.push(`${what}: ${documentWidth} px wide in a ${viewportWidth} px window; widest: ${widest}`);

        const text = await page.locator('body').innerText();
        const uuid = text.match(UUID);
        if (uuid) problems.push(`${what}: a raw id in the visible text: "${text.slice(Math.max(0, uuid.index! - 60), uuid.index! + 40).replace(/\s+/g, ' ')}"`);

        t = Date.now();
        const serious = (await seriousViolations(page, checked === 1)).map((violation) => `${violation.id} (${violation.impact}) on ${violation.nodes.length} element(s), first: ${violation.nodes[0]?.html.slice(0, 160)}`);
        for (const violation of serious) problems.push(`${what}: axe-core ${violation}`);
        timing.axe += Date.now() - t;

        const shot = screenshotName.get(v.pattern);
        if (shot && pass.role === 'acmeOwner') await page.screenshot({ path: join(SCREENS_DIR, `${shot}-${pass.width}.png`), fullPage: true });
      }
      console.log(`${USERS[pass.role]} at ${pass.width} px: ${checked} screens in ${((Date.now() - started) / 1000).toFixed(0)} s (waiting for data ${(timing.settle / 1000).toFixed(0)} s, axe ${(timing.axe / 1000).toFixed(0)} s)`);
      expect(problems, `${problems.length} problems`).toEqual([]);
      if (!only) expect(checked, 'screens checked').toBeGreaterThan(30);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    });
  }
});
