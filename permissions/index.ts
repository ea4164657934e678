/**
 * Sellyard permissions: one definition of who may do what, used by the API (server) and the admin (browser).
 * Framework-free: depends only on `@casl/ability` and the generated client model.
 *
 * - `defineAbilityFor(user)`: the CASL ability built from the manifest (deny by default).
 * - `accessibleWhere(ability, action, resource)`: the same rules as a SQL filter for the API's queries.
 * - `evaluateGuard`, `routeFor`, `menuFor`: route guards, path matching and the admin's menu.
 * - `packAbility` / `abilityFromPackedRules`: the rules sent in `/api/auth/me` and rebuilt in the admin.
 */
export { ACTIONS, defineAbilityFor, flagsLackedFor, missingFlags, rulesForUser } from './ability.ts';
export { accessibleWhere, quoteIdent } from './sql.ts';
export { evaluateGuard } from './guards.ts';
export { mayMakeTransition, transitionGuard, transitionRefusal, type TransitionAccess } from './transitions.ts';
export { menuFor, routeFor, type MenuItem, type MenuSection, type RouteMatch } from './routes.ts';
export { abilityFromPackedRules, packAbility, packRules, unpackRules, type PackedRule } from './pack.ts';
export { defaultManifest, permissionNames, resourceNames } from './manifest.ts';
// Re-exported so callers tag records without importing CASL themselves: `ability.can('read', subject('products', row))`.
export { subject } from '@casl/ability';
export type * from './types.ts';
