/**
 * Test support: session users shaped like the demo data of spec/ROUTES.md, and sample rows that put every
 * manifest condition to the test. Used by the tests here and by the API's access-control tests; not part of the
 * public face (production code never builds users from constants).
 */
import { defaultManifest, findEntity } from './manifest.ts';
import type { PermissionsManifest, SessionUser } from './types.ts';

/** Demo account ids: Acme (all flags), Globex (no flags), the partner firm Northwind, and the platform. */
export const ACCOUNTS = {
  acme: 'acc-acme',
  globex: 'acc-globex',
  northwind: 'acc-northwind',
  platform: 'acc-platform',
} as const;

const ALL_FLAGS = ['goldenTicket', 'vatTaxes', 'responsiblePerson', 'productLabel'];

function user(fields: Partial<SessionUser> & Pick<SessionUser, 'id' | 'role' | 'accountId'>): SessionUser {
  return { email: `${fields.id}@demo.test`, permissions: [], flags: [], clientAccountIds: [], ...fields };
}

/** The demo users, by what they are. */
export const DEMO_USERS = {
  admin: user({ id: 'user-admin', role: 'admin', accountId: ACCOUNTS.platform }),
  ownerAcme: user({ id: 'user-owner-acme', role: 'owner', accountId: ACCOUNTS.acme, flags: ALL_FLAGS }),
  staffAcme: user({
    id: 'user-staff-acme',
    role: 'staff',
    accountId: ACCOUNTS.acme,
    permissions: ['products', 'orders'],
    flags: ALL_FLAGS,
  }),
  /** Staff who manage the account's staff (the `users` permission), but not its owners. */
  usersStaffAcme: user({ id: 'user-users-staff-acme', role: 'staff', accountId: ACCOUNTS.acme, permissions: ['users', 'products'], flags: ALL_FLAGS }),
  ownerGlobex: user({ id: 'user-owner-globex', role: 'owner', accountId: ACCOUNTS.globex }),
  partner: user({
    id: 'user-partner',
    role: 'partner',
    accountId: ACCOUNTS.northwind,
    permissions: ['products', 'orders', 'reports'],
    clientAccountIds: [ACCOUNTS.acme],
  }),
} satisfies Record<string, SessionUser>;

/** A condition value as the manifest writes it: a scalar (`'CUSTOMER'`, `true`), or NULL. */
export type SampleValue = string | number | boolean | null;
export type SampleRow = Record<string, SampleValue>;

/**
 * Rows of `resource` for every tenant (Acme, Globex, Northwind and a NULL tenant) crossed with every value the
 * manifest's grant conditions test (plus NULL), and, for `users`, each demo user's own row. Every row carries
 * the same keys (`id`, `account_id` and the condition fields), NULL where absent, as a database row would.
 */
export function sampleRows(resource: string, manifest: PermissionsManifest = defaultManifest): SampleRow[] {
  const entity = findEntity(manifest, resource);
  if (!entity) throw new Error(`no entity serves "${resource}"`);
  const tenants: Array<string | null> = [ACCOUNTS.acme, ACCOUNTS.globex, ACCOUNTS.northwind];
  // The accounts table's tenant column is its primary key, which is never NULL.
  if (entity.tenantColumn !== 'id') tenants.push(null);

  const rows: SampleRow[] = [];
  for (const variant of conditionVariants(resource, manifest)) {
    for (const tenant of tenants) {
      const id = entity.tenantColumn === 'id' ? (tenant as string) : `${resource}:${tenant}:${rows.length}`;
      rows.push({ id, account_id: null, ...variant, [entity.tenantColumn]: tenant });
    }
    if (resource === 'users') {
      for (const demo of Object.values(DEMO_USERS)) rows.push({ ...variant, id: demo.id, account_id: demo.accountId });
    }
  }
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key] ?? null])));
}

/**
 * Every combination of the values grant conditions on `resource` test, each field also NULL. Values keep their type
 * (`archived: true` is the boolean, not the string "true", which no rule would match), and a boolean field also gets
 * the other boolean, so a row the condition must exclude is there too.
 */
function conditionVariants(resource: string, manifest: PermissionsManifest): SampleRow[] {
  const grants = [...manifest.memberGrants, ...manifest.permissions.flatMap((permission) => permission.grants), ...manifest.roles.flatMap((role) => role.grants ?? [])];
  const valuesByField = new Map<string, Set<SampleValue>>();
  for (const grant of grants.filter((candidate) => candidate.subject === resource)) {
    for (const [field, value] of Object.entries(grant.conditions ?? {})) {
      if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
        throw new Error(`sampleRows: the condition on ${resource}.${field} is not a scalar: ${JSON.stringify(value)}`);
      }
      const values = valuesByField.get(field) ?? new Set<SampleValue>([null]);
      values.add(value as SampleValue);
      if (typeof value === 'boolean') values.add(!value);
      valuesByField.set(field, values);
    }
  }
  let variants: SampleRow[] = [{}];
  for (const [field, values] of valuesByField) {
    variants = variants.flatMap((variant) => [...values].map((value) => ({ ...variant, [field]: value })));
  }
  return variants;
}
