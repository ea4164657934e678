/**
 * The shapes `permissions/` works with. Framework-free: the API (server) and the admin (browser) share them.
 *
 * The manifest shapes below mirror `model/types.ts` structurally, with readonly arrays, so that both the
 * generated `clientModel` (a deep `as const` literal) and the generator's mutable model are assignable to them
 * without this folder importing the generator.
 */
import type { ForcedSubject, MongoAbility, MongoQuery } from '@casl/ability';

/** The signed-in user as the API's session middleware and `/api/auth/me` describe it. */
export interface SessionUser {
  id: string;
  email: string;
  /** A manifest role: `admin`, `owner`, `staff`, `partner`. Any other value gets no rules at all. */
  role: 'admin' | 'owner' | 'staff' | 'partner' | (string & {});
  /** The user's own account (the merchant, the partner firm, or the platform for admins). */
  accountId: string;
  /** Feature permissions the user holds. Only read for roles without `allPermissions` (staff, partner). */
  permissions: string[];
  /** Feature flags switched on for the user's account. */
  flags: string[];
  /** Partner: the client accounts the partner firm manages. Empty for everyone else. */
  clientAccountIds: string[];
}

/** What a rule lets a user do to a subject. */
export type Action = 'read' | 'create' | 'update' | 'delete';

/** CASL's wildcard action, used only by platform roles (`manage` = every action). */
export type AbilityAction = Action | 'manage';

/** A subject is a REST resource name (`sales-orders`); `all` is CASL's wildcard, used only by platform roles. */
export type SubjectName = string;

/**
 * A record tagged with its resource name, as `subject('sales-orders', row)` returns it. `any` values because only
 * a `[key: string]: any` index signature accepts interface-typed rows (`SalesOrder`) as well as literals.
 */
export type SubjectRecord = ForcedSubject<SubjectName> & Record<string, any>;

/** The ability both sides build: Mongo-style conditions over resource names. */
export type AppAbility = MongoAbility<[AbilityAction, SubjectName | SubjectRecord], MongoQuery>;

/** One rule as CASL stores and packs it. */
export interface AppRawRule {
  action: AbilityAction | AbilityAction[];
  subject: SubjectName | SubjectName[];
  conditions?: MongoQuery;
  inverted?: boolean;
  fields?: string | string[];
  reason?: string;
}

// ---- Manifest shapes (structural mirrors of model/types.ts) ----

/** What holding a permission (or being a member of an account) allows on one subject. */
export interface GrantShape {
  readonly subject: string;
  readonly actions: readonly Action[];
  /** Equality conditions the record must also meet, e.g. `{ type: 'CUSTOMER' }`. */
  readonly conditions?: { readonly [field: string]: unknown };
  /** `ownAccount`: rows of the tenant(s) the role reaches; `self`: only the user's own row. */
  readonly scope: 'ownAccount' | 'self';
}

export interface RoleShape {
  readonly name: string;
  /** `platform`: every account; `account`: the own account; `clients`: the partner's client accounts. */
  readonly scope: 'platform' | 'account' | 'clients';
  /** Holds every feature permission, whatever `SessionUser.permissions` says. */
  readonly allPermissions: boolean;
  /** Only the `read` action of its grants. */
  readonly readOnly: boolean;
  /** Grants of the role itself, beyond its permissions' (an owner manages owners). Absent: none. */
  readonly grants?: readonly GrantShape[];
}

export interface PermissionShape {
  readonly name: string;
  readonly grants: readonly GrantShape[];
}

export interface EntityShape {
  readonly name: string;
  /** `null` for child entities, which are reached only through their parent. */
  readonly resource: string | null;
  /** `account_id`, or `id` for the accounts table. */
  readonly tenantColumn: string;
  readonly fields: readonly { readonly name: string; readonly jsonType: string }[];
  /** Account feature flags the entity needs (`x-entity.flags`): without every one, no rule covers it. */
  readonly flags?: readonly string[];
}

/** The part of the model that rules are built from. `clientModel` satisfies it. */
export interface PermissionsManifest {
  readonly roles: readonly RoleShape[];
  readonly permissions: readonly PermissionShape[];
  readonly memberGrants: readonly GrantShape[];
  readonly entities: readonly EntityShape[];
}

/** A route's guard: every listed requirement must hold. */
export interface Guard {
  readonly login: boolean;
  readonly permissions: readonly string[];
  readonly flags: readonly string[];
  /** Empty: any role. */
  readonly roles: readonly string[];
}

export type RouteKind = 'redirect' | 'page' | 'list' | 'create' | 'edit' | 'view' | 'copy';

export interface RouteShape {
  /** Pattern: static segments, `:param` segments, or `*` (the not-found fallback). */
  readonly path: string;
  readonly kind: RouteKind;
  readonly title: string;
  /** Absent on redirects: the target route carries the guard. */
  readonly guard?: Guard;
  readonly group?: string;
  readonly to?: string;
  readonly resource?: string;
  /** A list's extra screens served below its path: `create` → `/create`, `edit` → `/:id`, `view` → `/:id/show`. */
  readonly modes?: readonly string[];
}

export interface MenuGroupShape {
  readonly name: string;
  readonly label: string;
  readonly icon: string;
}

/** The part of the model that guards, route matching and the menu read. `clientModel` satisfies it. */
export interface RoutesManifest {
  readonly roles: readonly RoleShape[];
  readonly routes: readonly RouteShape[];
  readonly menuGroups: readonly MenuGroupShape[];
}

// ---- Results ----

/** Why a guard refused; `undefined` when it allowed. */
export type GuardReason = 'login' | 'role' | 'permission' | 'flag';

export interface GuardResult {
  allowed: boolean;
  /** The first failing requirement, in the order login, role, permission, flag. */
  reason?: GuardReason;
  /** Everything the user lacks (all categories, so the "not allowed" screen can list it all). */
  missing: { permissions: string[]; flags: string[]; roles: string[] };
}

/** A SQL fragment in knex raw style: `?` placeholders, values in `bindings`. */
export interface SqlFragment {
  sql: string;
  bindings: unknown[];
}

/** `all`: no filter needed; `none`: nothing is allowed; otherwise a filter to AND into the query. */
export type AccessFilter = SqlFragment | 'all' | 'none';
