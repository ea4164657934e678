/**
 * What every browser spec shares: the demo users, a signed-in browser context per user (signed in once per worker
 * through the API, then reused as storage state), an API client on the same cookies, and a guard that fails a
 * test when the page throws.
 *
 * Specs seed and check data through the API (`Api`), drive the UI by stable `data-testid`s and roles, and never
 * sleep: they wait for what the user would see.
 *
 * Waiting (issue 25; docs/testing.md): a spec opens a screen with `openScreen` (or `navigateInApp` inside the app),
 * which returns once the user could read it — the screen's code loaded, its data requests answered, no spinner left.
 * How long that may take is one of the `BUDGET`s (budget.ts), shared by every spec; they are ceilings for a condition, not
 * timings: on a quiet machine every wait returns as soon as its condition holds, and a busy one (TEST_STRESS=2) only
 * waits longer. A budget that runs out is a failure to look at (a request that never answered), never a slow machine.
 */
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type APIResponse, type BrowserContext, type Page, type Request } from '@playwright/test';
import type { SessionUser } from '../../permissions/index.ts';
import { BUDGET } from './budget.ts';

export { expect };

export const DEMO_PASSWORD = 'sellyard-demo';

/** The demo users of ROUTES.md. */
export const USERS = {
  admin: 'admin@sellyard.test',
  acmeOwner: 'owner@acme.test',
  acmeStaff: 'staff@acme.test',
  globexOwner: 'owner@globex.test',
  partner: 'partner@partner.test',
} as const;
export type UserKey = keyof typeof USERS;

/** What `/api/auth/me` answers. */
export interface Me {
  user: { id: string; email: string; name?: string; role: string; permissions: string[] };
  account: { id: string; name: string; kind: string; feature_flags: string[] };
  sessionUser: SessionUser;
  /** The packed CASL rules the admin builds its ability from. */
  rules: unknown;
  clientAccounts: Array<{ id: string; name: string }>;
}

export { BUDGET } from './budget.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Json = Record<string, any>;

export const baseURL = (): string => {
  const url = process.env.BASE_URL;
  if (!url) throw new Error('BASE_URL is not set (run tests/browser/run.ts)');
  return url;
};

/** Asserts a response status, showing the body when it is not the expected one. */
export async function expectStatus(response: APIResponse, status: number, what: string): Promise<void> {
  if (response.status() !== status) {
    throw new Error(`${what}: expected HTTP ${status}, got ${response.status()}: ${(await response.text()).slice(0, 500)}`);
  }
}

/**
 * The API as the signed-in user of a browser context (the context's cookies). Writes carry the app's Origin, as
 * the admin's own requests do, so a refusal is about permissions and not the CSRF check. `accountId` acts in a
 * client account (X-Account-Id), as a partner's admin does.
 */
export class Api {
  constructor(
    readonly request: APIRequestContext,
    readonly accountId?: string,
  ) {}

  private headers(write = false): Record<string, string> {
    const h: Record<string, string> = { Accept: 'application/json' };
    if (write) h.Origin = baseURL();
    if (this.accountId) h['X-Account-Id'] = this.accountId;
    return h;
  }

  /** The same API in another account (partners, admins). */
  inAccount(accountId: string | undefined): Api {
    return new Api(this.request, accountId);
  }

  raw(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<APIResponse> {
    const write = method !== 'GET';
    return this.request.fetch(path, { method, headers: this.headers(write), data: body === undefined ? undefined : body });
  }

  async get<T = Json>(path: string): Promise<T> {
    const response = await this.raw('GET', path);
    await expectStatus(response, 200, `GET ${path}`);
    return (await response.json()) as T;
  }

  /**
   * A list page of a resource, ra-data-simple-rest style, with every field of each record (`fields=*`: a test checks
   * what was stored, not what a list screen shows).
   */
  list<T = Json>(resource: string, params: { filter?: Json; sort?: [string, 'ASC' | 'DESC']; range?: [number, number] } = {}): Promise<T[]> {
    const query = new URLSearchParams();
    query.set('sort', JSON.stringify(params.sort ?? ['id', 'ASC']));
    query.set('range', JSON.stringify(params.range ?? [0, 24]));
    if (params.filter) query.set('filter', JSON.stringify(params.filter));
    query.set('fields', '*');
    return this.get<T[]>(`/api/${resource}?${query}`);
  }

  async post<T = Json>(path: string, body: unknown, status = 201): Promise<T> {
    const response = await this.raw('POST', path, body);
    await expectStatus(response, status, `POST ${path}`);
    return (await response.json()) as T;
  }

  me(): Promise<Me> {
    return this.get<Me>('/api/auth/me');
  }
}

/** Signs in through the API and returns the session as storage state (cookies) for a browser context. */
async function signInState(email: string): Promise<StorageState> {
  const request = await playwrightRequest.newContext({ baseURL: baseURL() });
  try {
    // The password hash is deliberately slow, and this is the worker's first request: the first-render budget.
    const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD }, headers: { Origin: baseURL() }, timeout: BUDGET.firstRender });
    await expectStatus(response, 200, `sign-in as ${email}`);
    return await request.storageState();
  } finally {
    await request.dispose();
  }
}

/** Uncaught errors of a page, collected so a test can assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  api: Api;
  me: Me;
  /** Uncaught page errors so far. */
  pageErrors: string[];
}

interface WorkerFixtures {
  /** Storage state per demo user, signed in once per worker. */
  sessions: (user: UserKey) => Promise<StorageState>;
}

interface TestFixtures {
  /** A browser context and page signed in as a demo user (closed after the test). */
  signedIn: (user: UserKey) => Promise<SignedIn>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sessions: [
    async ({}, use) => {
      const cache = new Map<UserKey, Promise<StorageState>>();
      await use((user) => {
        if (!cache.has(user)) cache.set(user, signInState(USERS[user]));
        return cache.get(user)!;
      });
    },
    { scope: 'worker' },
  ],
  // Playwright's screenshot-on-failure and trace options cover these contexts too (they come from `browser`).
  signedIn: async ({ browser, sessions }, use) => {
    const opened: SignedIn[] = [];
    await use(async (user) => {
      const context = await browser.newContext({ storageState: await sessions(user) });
      const page = await context.newPage();
      const pageErrors = collectPageErrors(page);
      const api = new Api(context.request);
      const me = await api.me();
      const signed: SignedIn = { context, page, api, me, pageErrors };
      opened.push(signed);
      return signed;
    });
    for (const s of opened) await s.context.close();
  },
});

/** The page's own requests in flight (API calls and the admin's code chunks), counted from when it was first tracked. */
const trackers = new WeakMap<Page, () => number>();
/** The paths of those requests, for the message of a wait that runs out. */
const pendingUrls = new WeakMap<Page, () => string[]>();
/** Browser contexts that have rendered a screen already: their next screens get the `lazyChunk` budget. */
const warmContexts = new WeakSet<BrowserContext>();

function inFlight(page: Page): () => number {
  let tracker = trackers.get(page);
  if (tracker) return tracker;
  const pending = new Set<Request>();
  const origin = new URL(baseURL()).origin;
  page.on('request', (r) => {
    if (r.url().startsWith(origin)) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  // An error answer has arrived once its status has: the admin reads the status of a refusal (a signed-out
  // visitor's 401 from /api/auth/me) and may drop the body unread, and Chromium then never reports it finished.
  page.on('response', (response) => {
    if (response.status() >= 400) pending.delete(response.request());
  });
  // A new document (a full page load, a sign-in's reload) ends the old one's requests: Chromium does not always
  // report those it dropped, and a request nobody will ever answer is not one the user waits for.
  // The new document's own requests start after it commits, which is when this fires.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pending.clear();
  });
  tracker = () => pending.size;
  pendingUrls.set(page, () => [...pending].map((r) => r.url().slice(origin.length)));
  trackers.set(page, tracker);
  return tracker;
}

/**
 * What shows while a screen is still loading: react-admin's loader, spinners and progress bars that do not know how
 * far they are, skeleton rows. A determinate bar (a running job's progress) is content, not loading.
 */
const LOADING = '.RaLoading-root:visible, .MuiCircularProgress-indeterminate:visible, .MuiLinearProgress-indeterminate:visible, .MuiSkeleton-root:visible';

/** A rendered screen: a manifest screen's frame, the sign-in form in its place, or the refusal of a guard. */
const SCREEN = '[data-testid="screen"], [data-testid="sign-in"], [data-testid="not-allowed"]';

/**
 * Waits until the page is what the user waits for: no request of its own in flight (data and code), no loading
 * indicator left, and no request started by what those rendered (a reference's label). A screen that keeps polling
 * (background jobs) counts as settled at a moment with nothing in flight.
 */
export async function settled(page: Page, timeout: number = BUDGET.lazyChunk): Promise<void> {
  const pending = inFlight(page);
  const deadline = Date.now() + timeout;
  const left = () => Math.max(1_000, deadline - Date.now());
  const quiet = async () => {
    try {
      await expect.poll(pending, { timeout: left(), intervals: [50, 100, 100, 200], message: 'the page\'s requests to be answered' }).toBe(0);
    } catch (error) {
      throw new Error(`the page's requests to be answered; still waiting for ${pendingUrls.get(page)?.().join(', ')}`, { cause: error });
    }
  };
  await quiet();
  await expect(page.locator(LOADING), 'the screen to finish loading').toHaveCount(0, { timeout: left() });
  await quiet();
}

/**
 * Opens a screen of the admin as the user does (a full page load of `path`) and returns once it could be read: the
 * screen frame rendered and its data answered (`settled`). The first screen of a browser context gets the
 * `firstRender` budget, later ones `lazyChunk`. Answers the navigation's response, as `page.goto` does.
 */
export async function openScreen(page: Page, path: string): Promise<Awaited<ReturnType<Page['goto']>>> {
  const context = page.context();
  const budget = warmContexts.has(context) ? BUDGET.lazyChunk : BUDGET.firstRender;
  // One budget for the whole first render (the document, the code, the session, the data), not one per step.
  const deadline = Date.now() + budget;
  const left = () => Math.max(1_000, deadline - Date.now());
  inFlight(page);
  // The user waits for the screen, not for the load event: the screen's own condition below covers the scripts.
  const response = await page.goto(path, { timeout: budget, waitUntil: 'commit' });
  await expect(page.locator(SCREEN).first(), `the screen of ${path} to render`).toBeAttached({ timeout: left() });
  await settled(page, left());
  warmContexts.add(context);
  return response;
}

/**
 * Navigates inside the single-page admin without reloading it (pushState + popstate, which react-router follows),
 * so that visiting many screens costs a render each instead of a page load. The title is reset first (unless the
 * path is the one shown), so a title assertion afterwards can only pass once the new screen has set its own.
 * Returns once the new screen has its code and data (`settled`, with the `lazyChunk` budget).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  inFlight(page);
  await page.evaluate((to) => {
    // Going to the path already shown re-renders nothing (a redirect's target visited next): keep its title.
    if (to !== window.location.pathname + window.location.search) document.title = '…navigating';
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await settled(page, BUDGET.lazyChunk);
}

/** `Sellyard | <title>`. */
export const titleOf = (title: string): string => `Sellyard | ${title}`;

/** Picks `optionText` in a reference autocomplete (types `search`, waits for the option, clicks it). */
export async function pickReference(page: Page, testId: string, search: string, optionText: string | RegExp): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(search);
  const option = page.getByRole('option', { name: optionText });
  await option.first().click();
  await expect(input).toHaveValue(typeof optionText === 'string' ? new RegExp(escapeRegExp(optionText)) : optionText);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `1234` → `£12.34` (en-GB, as the admin shows money). */
export function gbp(minor: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(minor / 100);
}
