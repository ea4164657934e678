/**
 * The layout walk on a phone: every screen of the route manifest, as the owner at 390×844, must fit the window, show
 * no raw id and pass axe-core (screen-checks.ts); so must the generic screens served below ready lists, one view and
 * one edit form per entity, with a real record. At 1440 px the same checks run inside the permission walk
 * (routes.spec.ts), as the owner and as staff, on the screens it visits anyway. Screenshots of the main screens land
 * in test-results/browser/screens/ for a reviewer. One page, moved by client-side navigation.
 */
import { BUDGET, expect, navigateInApp, openScreen, settled, test, USERS } from './fixtures.ts';
import { concretePath, derivedVisits, expectation, manifestVisits, recordIds } from './route-visits.ts';
import { firstOfEntityAndKind, layoutProblems, layoutTiming } from './screen-checks.ts';

const PHONE = { role: 'acmeOwner' as const, width: 390, height: 844 };

test.describe('every screen fits, names things and is accessible', () => {
  test(`as ${USERS[PHONE.role]} at ${PHONE.width}×${PHONE.height}`, async ({ signedIn }) => {
    // Long: a few hundred screens, each measured and run through axe-core (about 1–3 s a screen on 2 cores).
    test.setTimeout(1_500_000);
    const { page, api, me, pageErrors } = await signedIn(PHONE.role);
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    const list = [...manifestVisits, ...derivedVisits.filter(firstOfEntityAndKind())];
    const ids = await recordIds(api, me, list);
    await openScreen(page, '/dashboard');
    await expect(page.locator('[data-testid="screen"][data-path="/dashboard"]')).toBeVisible({ timeout: BUDGET.lazyChunk });
    let checked = 0;
    const problems: string[] = [];
    const started = Date.now();
    let settling = 0;
    const only = process.env.WALK_PATHS ? new RegExp(process.env.WALK_PATHS) : undefined;
    for (const v of list) {
      if (only && !only.test(v.pattern)) continue;
      if (v.kind === 'redirect' || v.pattern === '/login') continue;
      const want = expectation(v, me.sessionUser);
      if (want.kind !== 'screen') continue;
      const path = concretePath(v, ids);
      const what = `${USERS[PHONE.role]} at ${PHONE.width} px, ${path}`;
      await navigateInApp(page, path);
      const arrived = await page
        .locator(`[data-testid="screen"][data-path="${v.pattern}"]`)
        .waitFor({ state: 'visible', timeout: BUDGET.lazyChunk })
        .then(() => true, () => false);
      if (!arrived) {
        problems.push(`${what}: the screen did not open`);
        continue;
      }
      const t = Date.now();
      // A record screen is checked once its record shows (the network can go quiet before it renders).
      if (v.entityReady && v.pattern.includes(':id') && (v.kind === 'view' || v.kind === 'edit' || v.kind === 'copy')) {
        const record = page.getByTestId(v.kind === 'view' ? 'record-fields' : 'entity-form').or(page.getByTestId('read-only-role')).or(page.getByTestId('load-error'));
        if (!(await record.first().waitFor({ state: 'visible', timeout: BUDGET.lazyChunk }).then(() => true, () => false))) problems.push(`${what}: the record did not show`);
      }
      // And what the record's own fields asked for (a reference's label).
      await settled(page).catch((error: Error) => problems.push(`${what}: ${error.message}`));
      settling += Date.now() - t;
      checked += 1;
      problems.push(...(await layoutProblems(page, what, { withMenu: checked === 1, screenshot: true, pattern: v.pattern })));
    }
    console.log(`${USERS[PHONE.role]} at ${PHONE.width} px: ${checked} screens in ${((Date.now() - started) / 1000).toFixed(0)} s (waiting for data ${(settling / 1000).toFixed(0)} s, axe ${(layoutTiming.axeMs / 1000).toFixed(0)} s)`);
    expect(problems, `${problems.length} problems`).toEqual([]);
    if (!only) expect(checked, 'screens checked').toBeGreaterThan(30);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });
});
