import { describe, expect, it } from 'vitest';
import { entityByName, model } from '../model.ts';
import { pages } from './pages.ts';

/** `/login` is the sign-in form or the dashboard (App.tsx), not a page of its own. */
const SERVED_BY_APP = new Set(['LoginPage']);

describe('purpose-built pages', () => {
  it('has a page for every page row of the route manifest: no row falls back to the placeholder', () => {
    const rows = model.routes.filter((r) => r.kind === 'page' && r.page && !SERVED_BY_APP.has(r.page));
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.filter((r) => !pages[r.page!]).map((r) => `${r.path} (${r.page})`)).toEqual([]);
  });

  it('has an entity the API serves behind every entity row', () => {
    const rows = model.routes.filter((r) => r.kind !== 'page' && r.kind !== 'redirect' && r.entity);
    expect(rows.filter((r) => !entityByName(r.entity)?.resource).map((r) => r.path)).toEqual([]);
  });
});
