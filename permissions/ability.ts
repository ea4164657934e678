/**
 * From a signed-in user and the manifest to CASL rules. Deny by default: a rule exists only where a grant says
 * so, so a subject, action or role the manifest does not mention is refused.
 */
import { createMongoAbility, type MongoQuery } from '@casl/ability';
import { defaultManifest, findEntity, findRole } from './manifest.ts';
import type {
  Action,
  AppAbility,
  AppRawRule,
  EntityShape,
  GrantShape,
  PermissionsManifest,
  RoleShape,
  SessionUser,
} from './types.ts';

/** Every action, in the order rules list them. */
export const ACTIONS: readonly Action[] = ['read', 'create', 'update', 'delete'];

type Condition = Record<string, unknown>;

/**
 * The raw CASL rules for `user`: what `defineAbilityFor` builds the ability from and what the API packs for the
 * admin. A signed-out visitor and an unknown role get none.
 */
export function rulesForUser(user: SessionUser | null, manifest: PermissionsManifest = defaultManifest): AppRawRule[] {
  const role = user ? findRole(manifest, user.role) : undefined;
  if (!user || !role) return [];

  // Platform staff work across every account, including entities no feature permission covers (accounts).
  if (role.scope === 'platform') return [{ action: role.readOnly ? 'read' : 'manage', subject: 'all' }];

  const rules: AppRawRule[] = [];
  // Member grants are about the user's own account (a partner reads its own firm, not its clients').
  for (const grant of manifest.memberGrants) {
    const rule = grantRule(grant, role, user, manifest, (column) => ({ [column]: user.accountId }));
    if (rule) rules.push(rule);
  }
  // The held permissions' grants, and the role's own (an owner manages owners), in the accounts the role reaches.
  for (const grant of [...heldPermissions(role, user, manifest).flatMap((permission) => permission.grants), ...(role.grants ?? [])]) {
    const rule = grantRule(grant, role, user, manifest, (column) => reach(role, user, column));
    if (rule) rules.push(rule);
  }
  return compact(rules);
}

/**
 * The CASL ability for `user`, built from the manifest (see `rulesForUser`). Check records with
 * `ability.can(action, subject(resource, row))`; a bare resource name asks "may they do it to some record?".
 */
export function defineAbilityFor(user: SessionUser | null, manifest: PermissionsManifest = defaultManifest): AppAbility {
  return createMongoAbility<AppAbility>(rulesForUser(user, manifest));
}

/** The permissions whose grants apply: all of them for `allPermissions` roles, else the held ones the manifest knows. */
function heldPermissions(role: RoleShape, user: SessionUser, manifest: PermissionsManifest) {
  if (role.allPermissions) return manifest.permissions;
  const held = new Set(user.permissions);
  // Unknown names (a permission removed from the manifest but still stored on a user) simply grant nothing.
  return manifest.permissions.filter((permission) => held.has(permission.name));
}

/** The tenant condition of a role's reach: its own account, or the partner's client accounts. */
function reach(role: RoleShape, user: SessionUser, tenantColumn: string): Condition {
  if (role.scope === 'clients') return { [tenantColumn]: { $in: [...user.clientAccountIds] } };
  return { [tenantColumn]: user.accountId };
}

/** One grant as a rule, or `null` when the role may use none of its actions (a read-only role and a write grant). */
function grantRule(
  grant: GrantShape,
  role: RoleShape,
  user: SessionUser,
  manifest: PermissionsManifest,
  tenant: (tenantColumn: string) => Condition,
): AppRawRule | null {
  const actions = grant.actions.filter((action) => !role.readOnly || action === 'read');
  if (actions.length === 0) return null;
  const entity = findEntity(manifest, grant.subject);
  // The generator checks grant subjects; reaching this means the manifest and the model disagree.
  if (!entity) throw new Error(`permissions: grant subject "${grant.subject}" is not a resource of any entity`);
  // An entity that needs account flags is closed to an account without them, whatever the grant (deny by default).
  if (missingFlags(user, entity).length) return null;
  // The user's own row lives in the user's own account, whatever the role reaches.
  const scope = grant.scope === 'self' ? { [entity.tenantColumn]: user.accountId, id: user.id } : tenant(entity.tenantColumn);
  return { action: [...actions], subject: grant.subject, conditions: allOf(grant.subject, scope, grant.conditions) };
}

/**
 * The account feature flags `entity` needs that `user`'s own account lacks (`x-entity.flags`), in the entity's
 * order; empty when none is missing. Platform roles are not asked: their rules never reach this. As with route
 * guards, the flags are those of the user's own account, also when a partner reads a client's data.
 */
export function missingFlags(user: Pick<SessionUser, 'flags'>, entity: Pick<EntityShape, 'flags'>): string[] {
  const held = new Set(user.flags);
  return (entity.flags ?? []).filter((flag) => !held.has(flag));
}

/**
 * The flags that keep `user` from `resource`: what a 403 should name. Empty for platform roles (they hold every
 * flag), unknown resources and entities that need none.
 */
export function flagsLackedFor(user: SessionUser, resource: string, manifest: PermissionsManifest = defaultManifest): string[] {
  if (findRole(manifest, user.role)?.scope === 'platform') return [];
  const entity = findEntity(manifest, resource);
  return entity ? missingFlags(user, entity) : [];
}

/**
 * AND of condition objects, as one object. CASL's Mongo matcher has no top-level `$and` (it would read `$and` as a
 * field name), so the parts must name distinct fields; a grant naming a field its scope already sets would either
 * widen tenancy or never match, so it is refused loudly.
 */
function allOf(subject: string, ...parts: Array<Readonly<Condition> | undefined>): MongoQuery {
  const merged: Condition = {};
  for (const part of parts) {
    for (const [field, value] of Object.entries(part ?? {})) {
      if (field.startsWith('$')) {
        throw new Error(`permissions: grant on "${subject}" uses top-level "${field}"; name fields directly`);
      }
      if (field in merged) {
        throw new Error(`permissions: grant on "${subject}" sets "${field}", which its scope already sets`);
      }
      // A copy: rules leave this module (packed, handed to CASL) and must not alias the manifest.
      merged[field] = structuredClone(value);
    }
  }
  return merged as MongoQuery;
}

/**
 * Merges rules with the same subject and conditions into one rule listing every action (an owner reaches products
 * through several permissions). Smaller packed rules and shorter SQL; same meaning, since every rule here allows.
 */
function compact(rules: AppRawRule[]): AppRawRule[] {
  const bySubjectAndConditions = new Map<string, AppRawRule & { action: Action[] }>();
  for (const rule of rules) {
    const key = `${String(rule.subject)}\u0000${JSON.stringify(rule.conditions ?? null)}`;
    const actions = ([] as string[]).concat(rule.action) as Action[];
    const seen = bySubjectAndConditions.get(key);
    if (seen) seen.action = ACTIONS.filter((action) => seen.action.includes(action) || actions.includes(action));
    else bySubjectAndConditions.set(key, { ...rule, action: ACTIONS.filter((action) => actions.includes(action)) });
  }
  return [...bySubjectAndConditions.values()];
}
