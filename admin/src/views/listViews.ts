/**
 * Saved views of a list: a view is a name and a filter (exactly the list's `filter` parameter). Each list may have
 * built-in views (below, by entity), and each person adds their own (kept server side per user,
 * `/api/me/list-preferences`). Pure: unit-tested beside this file.
 *
 * A built-in filter may say `$today`, the account's today (its time zone), resolved when the view is chosen.
 */
import { dateSettings } from '../lib/dates.ts';

export interface ListView {
  name: string;
  filter: Record<string, unknown>;
  /** Built in (from this file): cannot be removed. */
  builtIn?: boolean;
}

/**
 * Views every user of a list has. Sales orders: "To ship" is what a packer ships now: paid (or partly shipped) and
 * not backordered, i.e. every unshipped unit held in stock for it (a paid order is allocated in the same
 * transaction as its payment, and what cannot be allocated sets `backordered`); on-hold orders are excluded.
 */
export const BUILT_IN_VIEWS: Record<string, ListView[]> = {
  'sales-order': [
    { name: 'To ship', filter: { status_in: ['PAID', 'PARTIALLY_SHIPPED'], backordered: false } },
    { name: 'Backordered', filter: { backordered: true } },
    { name: 'On hold', filter: { status: 'ON_HOLD' } },
    { name: 'Today', filter: { order_date_gte: '$today', order_date_lte: '$today' } },
  ],
};

/** One day formatter per time zone: building one costs far more than using it, and each view chip asks as it renders. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of `now` in the time zone (the account's by default). */
export function todayIn(timeZone: string = dateSettings().timeZone, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The filter a view stands for now (`$today` replaced). */
export function resolveFilter(filter: Record<string, unknown>, today: string = todayIn()): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) out[key] = value === '$today' ? today : value;
  return out;
}

const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(value);
};

/** Empty values are no filter (a cleared input leaves its key with `''` or undefined). */
export function meaningful(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length)));
}

/**
 * The filter to set when a view is chosen: the view's, keeping the search typed (`q`) unless the view has its own,
 * so a view narrows what was searched for rather than wiping it.
 */
export function applyView(view: ListView | null, current: Record<string, unknown>, today?: string): Record<string, unknown> {
  const filter = view ? resolveFilter(view.filter, today) : {};
  if (!('q' in filter) && typeof current.q === 'string' && current.q.trim()) filter.q = current.q;
  return filter;
}

/** Whether the list's current filter is this view's (the screen's own fixed filter left aside). */
export function isActive(view: ListView, current: Record<string, unknown>, today?: string): boolean {
  return canonical(meaningful(applyView(view, current, today))) === canonical(meaningful(current));
}

/** The views a list shows: its built-in ones, then the user's (a user view named like a built-in one is left out). */
export function viewsOf(entityName: string, saved: ListView[] | undefined): ListView[] {
  const builtIn = (BUILT_IN_VIEWS[entityName] ?? []).map((v) => ({ ...v, builtIn: true }));
  const taken = new Set(builtIn.map((v) => v.name.toLowerCase()));
  return [...builtIn, ...(saved ?? []).filter((v) => !taken.has(v.name.toLowerCase())).map(({ name, filter }) => ({ name, filter }))];
}

/** Why a new view's name cannot be used, or null. */
export function nameProblem(name: string, views: ListView[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Give the view a name';
  if (trimmed.length > 40) return 'At most 40 characters';
  if (views.some((v) => v.name.toLowerCase() === trimmed.toLowerCase())) return 'A view of this list already has this name';
  return null;
}
