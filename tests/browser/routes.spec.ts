/**
 * The permissions walk: every path of the route manifest (generated/client-model.ts) visited as every demo role and
 * signed out, plus the generic screens the admin serves below ready lists (see WITH_DERIVED). Allowed or refused is
 * computed with the same `evaluateGuard` (permissions/) from the signed-in session user, and the browser must agree:
 *   allowed → `Sellyard | <route title>` and the screen itself; refused → `Sellyard | Not Allowed` naming the
 *   reason; signed out on a guarded path → `Sellyard | Sign In`; a redirect lands on its target; `/login` signed in
 *   is the dashboard; an unknown path is Not Found.
 * As the owner and as staff (at 1440×900) each screen they may open is also checked for layout, raw ids and axe-core
 * (screen-checks.ts) while it is open: the phone's layout walk is layout.spec.ts.
 * One browser context per role; screens are visited by client-side navigation, as a user clicking through would.
 */
import { clientModel } from '../../generated/client-model.ts';
import { abilityFromPackedRules, evaluateGuard, type AppAbility, type SessionUser } from '../../permissions/index.ts';
import { collectPageErrors, expect, navigateInApp, openScreen, settled, test, titleOf, type UserKey, USERS } from './fixtures.ts';
import { byPattern, concretePath, derivedVisits, DUMMY_ID, expectation, manifestVisits, recordIds, type Visit } from './route-visits.ts';
import { firstOfEntityAndKind, layoutProblems, layoutTiming } from './screen-checks.ts';
import type { Page } from '@playwright/test';

/**
 * Every role visits every manifest path. The generic screens below ready lists carry their list's guard, so their
 * guard is already covered; they are visited (with real records) by the roles that see them differently — the
 * owner (everything, writable), staff (some refused, some read-only) and the partner (read-only) — once per entity,
 * kind and outcome for that role (an entity's lists share one view and one form: a second list's copy of them, with
 * the same outcome, shows nothing new), to keep the run short.
 */
const WITH_DERIVED = new Set<string>(['acmeOwner', 'acmeStaff', 'partner']);

/** The roles whose walk also checks each allowed screen's layout at 1440 px (the phone's is layout.spec.ts). */
const WITH_LAYOUT = new Set<string>(['acmeOwner', 'acmeStaff']);

/** The derived screens a role visits: the first of each entity, kind and outcome (allowed, or refused and why). */
function derivedFor(user: SessionUser): Visit[] {
  const seen = new Set<string>();
  return derivedVisits.filter((v) => {
    const want = expectation(v, user);
    const key = `${v.entity}|${v.kind}|${want.kind}|${want.reason ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What the signed-in user may write, as the admin decides it: the packed CASL rules of /me; partners never write. */
type CanWrite = (action: 'create' | 'update', entity: string) => boolean;

function writeChecker(me: { rules?: unknown; sessionUser: SessionUser } | null): CanWrite {
  if (!me) return () => false;
  const ability: AppAbility = abilityFromPackedRules(me.rules as never);
  return (action, entityName) => {
    const resource = clientModel.entities.find((e) => e.name === entityName)?.resource;
    return me.sessionUser.role !== 'partner' && !!resource && ability.can(action, resource);
  };
}

/** Visits each screen of `list` in one page and checks it; returns how many were allowed / refused. */
async function visitAll(page: Page, user: SessionUser | null, ids: Map<string, string>, label: string, canWrite: CanWrite, list: Visit[], layout?: string[]): Promise<{ allowed: number; refused: number }> {
  const counts = { allowed: 0, refused: 0 };
  const layoutWorthy = firstOfEntityAndKind();
  for (const v of list) {
    const path = concretePath(v, ids);
    const want = expectation(v, user);
    const what = `${label} at ${path}${v.derived ? ' (derived screen)' : ''}`;
    const errorsBefore = test.info().errors.length;
    await navigateInApp(page, path);
    await expect.soft(page, `${what}: title`).toHaveTitle(want.title);
    if (want.path) await expect.soft(page, `${what}: redirected`).toHaveURL((url) => url.pathname === want.path);
    else await expect.soft(page, `${what}: stays`).toHaveURL((url) => url.pathname === path);
    const s = want.screen;
    if (want.kind === 'screen') {
      counts.allowed += 1;
      await expect.soft(page.locator(`[data-testid="screen"][data-path="${s.pattern}"]`), `${what}: the screen`).toBeVisible();
      if (s.pattern === '*') await expect.soft(page.getByTestId('not-found'), `${what}: not found`).toBeVisible();
      // Every row of the contract is built: no screen may fall back to the "what will be here" placeholder.
      await expect.soft(page.getByTestId('placeholder'), `${what}: a real screen, not the placeholder`).toHaveCount(0);
      // A record screen of a served entity opens the record (or, for a read-only role, says it cannot write); with
      // no record to open (none seeded), it says the record was not found.
      if (s.entityReady && s.pattern.includes(':id') && s.kind !== 'create') {
        const writes = s.kind !== 'view';
        if (writes && !canWrite(s.kind === 'edit' ? 'update' : 'create', s.entity!)) {
          await expect.soft(page.getByTestId('read-only-role'), `${what}: read-only notice`).toBeVisible();
        } else if (path.includes(DUMMY_ID)) {
          await expect.soft(page.getByTestId('load-error'), `${what}: no such record`).toBeVisible();
        } else {
          await expect.soft(page.getByTestId(writes ? 'entity-form' : 'record-fields'), `${what}: the record`).toBeVisible();
          await expect.soft(page.getByTestId('load-error'), `${what}: no load error`).toHaveCount(0);
        }
      }
      if (layout && v.kind !== 'redirect' && s.pattern !== '*' && layoutWorthy(v)) {
        // The record's fields may still ask for their labels: measured once the page is quiet.
        await settled(page).catch((error: Error) => layout.push(`${what}: ${error.message}`));
        layout.push(...(await layoutProblems(page, `${label} at 1440 px, ${path}`, { withMenu: counts.allowed === 1, screenshot: label === USERS.acmeOwner, pattern: v.pattern })));
      }
    } else if (want.kind === 'refused') {
      counts.refused += 1;
      await expect.soft(page.getByTestId('not-allowed'), `${what}: says why`).toHaveAttribute('data-reason', want.reason!);
    } else if (want.kind === 'sign-in') {
      await expect.soft(page.getByTestId('sign-in'), `${what}: the sign-in form`).toBeVisible();
    } else {
      await expect.soft(page.getByTestId('dashboard').first(), `${what}: the dashboard`).toBeVisible();
    }
    // After a mismatch, start the next screen from a fresh page load so one failure does not cascade.
    if (test.info().errors.length > errorsBefore) await openScreen(page, '/dashboard').catch(() => undefined);
  }
  return counts;
}

const ROLES: UserKey[] = ['admin', 'acmeOwner', 'acmeStaff', 'globexOwner', 'partner'];

test.describe('every route of the manifest', () => {
  test.describe.configure({ mode: 'parallel' });

  test('covers the whole manifest', () => {
    expect(manifestVisits.length).toBe(clientModel.routes.length);
    expect(manifestVisits.some((v) => v.pattern === '*')).toBe(true);
    expect(manifestVisits.filter((v) => v.kind === 'redirect').length).toBeGreaterThan(0);
  });

  for (const role of ROLES) {
    test(`as ${USERS[role]}: each screen is titled, allowed or refused as the guard says`, async ({ signedIn }) => {
      // An owner visits ~180 screens, each waited on until settled: on a 2-core machine under TEST_STRESS that is
      // several minutes (5.2 min as owner on a busy machine before the stress mode); the ceiling is for a hang.
      test.setTimeout(1_200_000);
      const { page, api, me, pageErrors } = await signedIn(role);
      const list = WITH_DERIVED.has(role) ? [...manifestVisits, ...derivedFor(me.sessionUser)] : manifestVisits;
      const ids = await recordIds(api, me, list);
      await openScreen(page, '/dashboard');
      await expect(page).toHaveTitle(titleOf('Dashboard'));
      const layout = WITH_LAYOUT.has(role) ? [] : undefined;
      const started = Date.now();
      const counts = await visitAll(page, me.sessionUser, ids, USERS[role], writeChecker(me), list, layout);
      console.log(`${USERS[role]}: ${list.length} screens in ${((Date.now() - started) / 1000).toFixed(0)} s${layout ? ` (axe ${(layoutTiming.axeMs / 1000).toFixed(0)} s)` : ''}`);
      // Every role is refused something, and may open something, except the admin, who may open everything.
      expect(counts.allowed).toBeGreaterThan(10);
      if (role === 'admin') expect(counts.refused).toBe(0);
      else expect(counts.refused).toBeGreaterThan(0);

      // The menu offers only what the guard allows.
      await navigateInApp(page, '/dashboard');
      await expect(page).toHaveTitle(titleOf('Dashboard'));
      const menuPaths = await page.locator('[data-testid^="menu-item-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('menu-item-'.length)));
      expect(menuPaths.length).toBeGreaterThan(0);
      for (const path of menuPaths) {
        const v = byPattern.get(path);
        expect.soft(v, `menu entry ${path} is a manifest path`).toBeTruthy();
        if (v) expect.soft(evaluateGuard(v.guard, me.sessionUser).allowed, `${USERS[role]}: menu entry ${path} is allowed`).toBe(true);
      }
      if (layout) expect.soft(layout, `${layout.length} layout problems`).toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    });
  }

  test('signed out: guarded screens show the sign-in form, public ones open', async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageErrors = collectPageErrors(page);
    await openScreen(page, '/public/error');
    await expect(page).toHaveTitle(titleOf('Error'));
    const counts = await visitAll(page, null, new Map(), 'signed out', writeChecker(null), manifestVisits);
    expect(counts.allowed).toBeGreaterThanOrEqual(2); // /public/error and /public/signup at least
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    await context.close();
  });
});

test.describe('signing in', () => {
  test('a signed-out visitor to a guarded screen signs in and lands on that screen', async ({ page }) => {
    await openScreen(page, '/sales-orders/orders?from=link');
    await expect(page).toHaveTitle(titleOf('Sign In'));
    await page.getByTestId('sign-in-email').fill(USERS.acmeOwner);
    await page.getByTestId('sign-in-password').fill('sellyard-demo');
    await page.getByTestId('sign-in-submit').click();
    await expect(page).toHaveTitle(titleOf('Orders'));
    await expect(page).toHaveURL((url) => url.pathname === '/sales-orders/orders' && url.search === '?from=link');
    await expect(page.getByTestId('generic-list')).toBeVisible();
  });

  test('a wrong password is refused with a message, and /login then leads to the dashboard', async ({ page }) => {
    await openScreen(page, '/login');
    await expect(page).toHaveTitle(titleOf('Sign In'));
    await page.getByTestId('sign-in-email').fill(USERS.globexOwner);
    await page.getByTestId('sign-in-password').fill('not-the-password');
    await page.getByTestId('sign-in-submit').click();
    await expect(page.getByTestId('sign-in-error')).toHaveText(/wrong email or password/i);
    await expect(page).toHaveTitle(titleOf('Sign In'));
    await page.getByTestId('sign-in-password').fill('sellyard-demo');
    await page.getByTestId('sign-in-submit').click();
    await expect(page).toHaveTitle(titleOf('Dashboard'));
    await expect(page.getByTestId('dashboard').first()).toBeVisible();
    await expect(page.getByTestId('current-user')).toContainText('Globex Retail');
  });

  test('public pages work signed out', async ({ page }) => {
    await openScreen(page, '/public/signup');
    await expect(page).toHaveTitle(titleOf('Sign Up'));
    await expect(page.getByTestId('public-layout')).toBeVisible();
    await expect(page.getByTestId('sign-in')).toHaveCount(0);
    await openScreen(page, '/public/error');
    await expect(page).toHaveTitle(titleOf('Error'));
    await expect(page.getByTestId('public-error')).toBeVisible();
  });
});
