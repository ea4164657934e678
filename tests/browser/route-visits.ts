/**
 * The screens a browser walk visits: every path of the route manifest (generated/client-model.ts) plus the generic
 * screens the admin serves below ready lists, with what each must show for a user — computed with the same
 * `evaluateGuard` (permissions/) the admin uses. Shared by the permissions walk (routes.spec.ts) and the layout
 * walk (layout.spec.ts).
 */
import { clientModel } from '../../generated/client-model.ts';
import { evaluateGuard, type SessionUser } from '../../permissions/index.ts';
import { screens } from '../../admin/src/routing/screens.ts';
import { titleOf, type Api } from './fixtures.ts';

export type Guard = { login: boolean; permissions: readonly string[]; flags: readonly string[]; roles: readonly string[] };

export interface Visit {
  /** The pattern (manifest path, `:id`, `*`). */
  pattern: string;
  kind: string;
  title: string;
  guard: Guard;
  entity?: string;
  entityReady: boolean;
  filter: Record<string, unknown>;
  group?: string;
  to?: string;
  /** Not a manifest row: a generic screen served below a ready list (admin/README.md). */
  derived: boolean;
}

const OPEN: Guard = { login: false, permissions: [], flags: [], roles: [] };
export const DUMMY_ID = '00000000-0000-4000-8000-000000000000';
export const UNKNOWN_PATH = '/no-such-screen/anywhere';

export const manifestVisits: Visit[] = clientModel.routes.map((r) => {
  const route = r as typeof r & { entity?: string; entityReady?: boolean; filter?: Record<string, unknown>; group?: string; to?: string };
  return {
    pattern: route.path,
    kind: route.kind,
    title: route.title,
    guard: route.guard ?? OPEN,
    entity: route.entity,
    entityReady: !!route.entityReady,
    filter: route.filter ?? {},
    group: route.group,
    to: route.to,
    derived: false,
  };
});
export const derivedVisits: Visit[] = screens
  .filter((s) => s.derived)
  .map((s) => ({ pattern: s.path, kind: s.kind, title: s.title, guard: s.guard, entity: s.entity?.name, entityReady: true, filter: s.filter, group: s.group, derived: true }));
export const visits = [...manifestVisits, ...derivedVisits];

export const byPattern = new Map(manifestVisits.map((v) => [v.pattern, v]));

/** Ready entities whose records the `:id` screens open, with the resource and fixed filter to find one. */
function recordKey(v: Visit): string {
  return `${v.entity}|${JSON.stringify(v.filter)}|${v.group === 'partner-portal' ? 'own' : 'acting'}`;
}

/**
 * A real record id for each `:id` screen, read through the API as the user (in the account the admin acts in: a
 * partner's first client; partner-portal screens in the partner's own account). A dummy id where the entity is not
 * served yet, or where the user may not read it (the guard refuses those screens before any data is read).
 */
export async function recordIds(api: Api, me: { clientAccounts: Array<{ id: string }>; sessionUser: SessionUser }, list: Visit[] = visits): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const acting = me.sessionUser.role === 'partner' ? me.clientAccounts[0]?.id : undefined;
  for (const v of list) {
    if (!v.pattern.includes(':id') || !v.entityReady || !v.entity) continue;
    const key = recordKey(v);
    if (ids.has(key)) continue;
    const entity = clientModel.entities.find((e) => e.name === v.entity)!;
    const scoped = v.group === 'partner-portal' ? api : api.inAccount(acting);
    const query = new URLSearchParams({ range: '[0,0]', sort: '["id","ASC"]', filter: JSON.stringify(v.filter) });
    const response = await scoped.raw('GET', `/api/${entity.resource}?${query}`);
    const rows = response.ok() ? ((await response.json()) as Array<{ id: string }>) : [];
    ids.set(key, rows[0]?.id ?? DUMMY_ID);
  }
  return ids;
}

export function concretePath(v: Visit, ids: Map<string, string>): string {
  if (v.pattern === '*') return UNKNOWN_PATH;
  return v.pattern.replace(':id', v.entityReady ? (ids.get(recordKey(v)) ?? DUMMY_ID) : DUMMY_ID);
}

export type Expected = { path: string | null; title: string; kind: 'screen' | 'refused' | 'sign-in' | 'dashboard'; reason?: string; screen: Visit };

/** Where a visit must end and what it must show, for `user` (null: signed out). */
export function expectation(v: Visit, user: SessionUser | null): Expected {
  let screen = v;
  let landing: string | null = null;
  if (v.kind === 'redirect') {
    screen = byPattern.get(v.to!)!;
    if (!screen) throw new Error(`redirect ${v.pattern} → ${v.to}: no such route in the manifest`);
    landing = v.to!;
  }
  if (screen.pattern === '/login') return user ? { path: landing, title: titleOf(screen.title), kind: 'dashboard', screen } : { path: landing, title: titleOf('Sign In'), kind: 'sign-in', screen };
  const result = evaluateGuard(screen.guard, user);
  if (result.allowed) return { path: landing, title: titleOf(screen.title), kind: 'screen', screen };
  if (result.reason === 'login') return { path: landing, title: titleOf('Sign In'), kind: 'sign-in', screen };
  return { path: landing, title: titleOf('Not Allowed'), kind: 'refused', reason: result.reason, screen };
}
