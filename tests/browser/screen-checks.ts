/**
 * The layout checks of a screen the walks have opened (routes.spec.ts at 1440 px, layout.spec.ts on a phone): the
 * screen
 *   - fits its viewport (the document is never wider than the window: nothing scrolls sideways),
 *   - shows no raw id (no uuid in the visible text: references render as their labels),
 *   - passes axe-core with no critical or serious violation (WCAG 2.x A and AA rules).
 * Each check answers the problems it found, in words that say what to fix; the walk collects them and fails once at
 * its end, so one run lists every problem. Screenshots of the main screens land in test-results/browser/screens/.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

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
    const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // The menu is the same on every screen: checked on the first one only.
    const context = withMenu ? document : { exclude: [['[data-testid="main-menu"]']] };
    const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
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

/** Whether the document is wider than the window, naming the widest element that sticks out. */
async function overflow(page: Page): Promise<string | null> {
  const { documentWidth, viewportWidth, widest } = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    let widest = '';
    let widestRight = viewport;
    // What sits in a scrolling or clipping region (a wide table in its own region) widens nothing.
    const clipped = (el: HTMLElement) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (el: HTMLElement, right: number) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''}.${String(el.className).split(' ').slice(0, 2).join('.')} (right edge ${Math.round(right)} px)`;
    // An absolutely positioned element escapes a scrolling region that is not its containing block: when nothing
    // unclipped sticks out, the widest clipped one is named as the likely culprit.
    let widestClipped = '';
    let widestClippedRight = viewport;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const right = el.getBoundingClientRect().right;
      if (right <= viewport + 1) continue;
      if (right > widestRight + 1 && el.offsetParent !== null && !clipped(el)) {
        widestRight = right;
        widest = describe(el, right);
      } else if (right > widestClippedRight + 1) {
        widestClippedRight = right;
        widestClipped = `${describe(el, right)}, inside a scrolling region or fixed`;
      }
    }
    return { documentWidth: document.documentElement.scrollWidth, viewportWidth: viewport, widest: widest || widestClipped };
  });
  return documentWidth > viewportWidth ? `${documentWidth} px wide in a ${viewportWidth} px window; widest: ${widest}` : null;
}

export interface LayoutCheck {
  /** Checks the menu too (it is the same on every screen: the first screen of a walk only). */
  withMenu: boolean;
  /** Writes `<name>-<width>.png` when the pattern is one of the main screens. */
  screenshot: boolean;
  pattern: string;
}

/** Time spent in axe-core, for the walk's closing line. */
export const layoutTiming = { axeMs: 0 };

/** The layout problems of the screen the page shows now, each prefixed with `what` (who, width, path). */
export async function layoutProblems(page: Page, what: string, check: LayoutCheck): Promise<string[]> {
  const problems: string[] = [];
  const wide = await overflow(page);
  if (wide) problems.push(`${what}: ${wide}`);

  const text = await page.locator('body').innerText();
  const uuid = text.match(UUID);
  if (uuid) problems.push(`${what}: a raw id in the visible text: "${text.slice(Math.max(0, uuid.index! - 60), uuid.index! + 40).replace(/\s+/g, ' ')}"`);

  const started = Date.now();
  for (const violation of await seriousViolations(page, check.withMenu)) {
    problems.push(`${what}: axe-core ${violation.id} (${violation.impact}) on ${violation.nodes.length} element(s), first: ${violation.nodes[0]?.html.slice(0, 160)}`);
  }
  layoutTiming.axeMs += Date.now() - started;

  const shot = screenshotName.get(check.pattern);
  if (shot && check.screenshot) {
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: join(SCREENS_DIR, `${shot}-${width}.png`), fullPage: true });
  }
  return problems;
}

/**
 * The generic screens below lists worth a layout check: one view and one edit form per entity (the same component
 * serves every list of an entity, and its copy and create screens are the edit form, prefilled or empty).
 */
export function firstOfEntityAndKind(): (v: { derived: boolean; entity?: string; kind: string }) => boolean {
  const seen = new Set<string>();
  return (v) => {
    if (!v.derived) return true;
    if (v.kind !== 'view' && v.kind !== 'edit') return false;
    const key = `${v.entity}|${v.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}
