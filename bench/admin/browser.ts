/**
 * Drives Debian's chromium (playwright-core) against the running app: one page load of a screen in a cold browser
 * context (fresh HTTP cache, only the session cookie), timed from navigation until the list's rows are visible,
 * with the page's own timings (Resource Timing, long tasks, CDP main-thread metrics) to see where the time went.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags of ../shared/STACK.md; playwright adds --headless and its own fresh --user-data-dir. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * A data row of react-admin's DataTable (GenericList renders one): `tbody.datatable-body > tr.RaDataTable-row`.
 * The loading skeleton uses neither class on its body, so this matches real rows only.
 */
export const ROW_SELECTOR = 'tbody.datatable-body tr.RaDataTable-row';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`no chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** Signs in through the API (as the browser would, with an Origin) and returns the session cookie. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<{ name: string; value: string }> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.includes('=') && !c.endsWith('='));
  if (!cookie) throw new Error('sign-in answered without a session cookie');
  const at = cookie.indexOf('=');
  return { name: cookie.slice(0, at), value: cookie.slice(at + 1) };
}

export interface ResourceEntry {
  /** Path and query (same origin) or full URL. */
  url: string;
  /** navigation, script, link, fetch, … */
  type: string;
  /** ms since navigation start. */
  start: number;
  requestStart: number;
  responseStart: number;
  end: number;
  /** Bytes on the wire (body as encoded), and decoded. */
  encodedBytes: number;
  decodedBytes: number;
}

export interface PageRun {
  /** Node side: `page.goto` called → first row visible (what a user waits). */
  wallMs: number;
  /** Page side, ms since navigation start: first row in the DOM, React's first render (#boot replaced), DOMContentLoaded. */
  firstRowMs: number;
  firstRenderMs: number | null;
  domContentLoadedMs: number | null;
  rows: number;
  resources: ResourceEntry[];
  longTasks: Array<{ start: number; duration: number }>;
  /** CDP Performance.getMetrics at first row, ms: script evaluation, layout, style recalc, all main-thread tasks. */
  mainThread: { scriptMs: number; layoutMs: number; styleMs: number; taskMs: number };
  /** The list request as the browser made it, with its total header. */
  list: { url: string; contentRange: string | null; estimated: boolean } | null;
  /** Content-Encoding of each JS response (path → encoding, '' when identity). */
  jsEncodings: Record<string, string>;
}

/**
 * Installed before any page script: records the first row and React's first render, and collects long tasks.
 * A string, not a function: tsx (esbuild keepNames) would wrap named functions in `__name(…)`, undefined in the page.
 */
function initScript(selector: string): string {
  return `(() => {
    const b = window.__bench = { firstRow: null, firstRender: null, longTasks: [] };
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) b.longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch (e) { /* no long task API */ }
    const observer = new MutationObserver(() => {
      if (b.firstRender === null && document.getElementById('root') && !document.getElementById('boot')) b.firstRender = performance.now();
      if (b.firstRow === null && document.querySelector(${JSON.stringify(selector)})) {
        b.firstRow = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true });
  })();`;
}

/** One cold load of `path`: a new context (empty cache) with the session cookie, timed until rows are visible. */
export async function loadList(browser: Browser, baseUrl: string, path: string, cookie: { name: string; value: string }, timeoutMs = 30_000): Promise<PageRun> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies([{ ...cookie, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    await context.addInitScript({ content: initScript(ROW_SELECTOR) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const jsEncodings: Record<string, string> = {};
    let list: PageRun['list'] = null;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) jsEncodings[url.pathname] = response.headers()['content-encoding'] ?? '';
      else if (url.pathname === '/api/sales-orders' && !list) {
        const headers = response.headers();
        list = { url: url.pathname + url.search, contentRange: headers['content-range'] ?? null, estimated: headers['x-total-estimated'] === 'true' };
      }
    });
    const before = await cdp.send('Performance.getMetrics');

    const started = performance.now();
    await page.goto(baseUrl + path, { waitUntil: 'commit', timeout: timeoutMs });
    await page.locator(ROW_SELECTOR).first().waitFor({ state: 'visible', timeout: timeoutMs });
    const wallMs = performance.now() - started;

    const after = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => {
      const value = (m: typeof after) => m.metrics.find((x) => x.name === name)?.value ?? 0;
      return (value(after) - value(before)) * 1000;
    };
    const inPage = await page.evaluate((selector) => {
      const w = window as unknown as { __bench: { firstRow: number | null; firstRender: number | null; longTasks: Array<{ start: number; duration: number }> } };
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const entries = [...(nav ? [nav] : []), ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])];
      return {
        bench: w.__bench,
        rows: document.querySelectorAll(selector).length,
        domContentLoaded: nav ? nav.domContentLoadedEventStart : null,
        resources: entries.map((e) => ({
          url: e.name.startsWith(location.origin) ? e.name.slice(location.origin.length) : e.name,
          type: e.entryType === 'navigation' ? 'navigation' : e.initiatorType,
          start: e.startTime, requestStart: e.requestStart, responseStart: e.responseStart, end: e.responseEnd,
          encodedBytes: e.encodedBodySize, decodedBytes: e.decodedBodySize,
        })),
      };
    }, ROW_SELECTOR);
    return {
      wallMs,
      firstRowMs: inPage.bench.firstRow ?? NaN,
      firstRenderMs: inPage.bench.firstRender,
      domContentLoadedMs: inPage.domContentLoaded,
      rows: inPage.rows,
      resources: inPage.resources,
      longTasks: inPage.bench.longTasks,
      mainThread: { scriptMs: metric('ScriptDuration'), layoutMs: metric('LayoutDuration'), styleMs: metric('RecalcStyleDuration'), taskMs: metric('TaskDuration') },
      list,
      jsEncodings,
    };
  } finally {
    await context.close();
  }
}

/** Signing in from a cold browser (issue 22 item 9): the form's load, then Sign in clicked → first row of the list. */
export interface SignInRun {
  /** page.goto of the guarded list → the sign-in form's Email field visible. */
  formMs: number;
  /** Sign in clicked → the list's first row visible: the sign-in request, the session, the list's chunk and rows. */
  signInMs: number;
}

/**
 * One cold sign-in: a new context without a session opens `path` (which shows the sign-in form in its place), types
 * the credentials, and is timed from the click on Sign in until the list's first row is visible.
 */
export async function signInToList(browser: Browser, baseUrl: string, path: string, email: string, password: string, timeoutMs = 30_000): Promise<SignInRun> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const opened = performance.now();
    await page.goto(baseUrl + path, { waitUntil: 'commit', timeout: timeoutMs });
    await page.getByLabel('Email').waitFor({ state: 'visible', timeout: timeoutMs });
    const formMs = performance.now() - opened;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const clicked = performance.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator(ROW_SELECTOR).first().waitFor({ state: 'visible', timeout: timeoutMs });
    return { formMs, signInMs: performance.now() - clicked };
  } finally {
    await context.close();
  }
}

/** One cold load of the public sign-up page: page.goto → its first field ("Your name") visible and the form usable. */
export async function loadSignUp(browser: Browser, baseUrl: string, timeoutMs = 30_000): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const opened = performance.now();
    await page.goto(`${baseUrl}/public/signup`, { waitUntil: 'commit', timeout: timeoutMs });
    await page.getByLabel('Your name').waitFor({ state: 'visible', timeout: timeoutMs });
    return performance.now() - opened;
  } finally {
    await context.close();
  }
}
