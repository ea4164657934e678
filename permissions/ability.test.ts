import { describe, expect, it } from 'vitest';
import { ACTIONS, defineAbilityFor, flagsLackedFor, missingFlags, rulesForUser } from './ability.ts';
import { defaultManifest, findEntity, resourceNames } from './manifest.ts';
import { ACCOUNTS, DEMO_USERS, sampleRows, type SampleRow } from './testing.ts';
import { subject, type Action, type GrantShape, type PermissionsManifest, type SessionUser } from './index.ts';

const manifest = defaultManifest;

/**
 * What the manifest says, written plainly and independently of `defineAbilityFor`: may `user` do `action` to
 * `row` of `resource`? Admin: everything. Others: some grant (a held permission's, the role's own, or a member grant) names the
 * subject and action, the row meets its conditions, and the row is inside the role's reach.
 */
function expected(user: SessionUser, action: Action, resource: string, row: SampleRow): boolean {
  const role = manifest.roles.find((candidate) => candidate.name === user.role);
  if (!role) return false;
  if (role.name === 'admin') return true;
  if (role.readOnly && action !== 'read') return false;
  // An entity that needs account flags (x-entity.flags) is closed to an account lacking any of them.
  if ((findEntity(manifest, resource)!.flags ?? []).some((flag) => !user.flags.includes(flag))) return false;

  const tenant = row[findEntity(manifest, resource)!.tenantColumn];
  const ownRow = row.id === user.id && tenant === user.accountId;
  const inOwnAccount = tenant === user.accountId;
  const inReach = role.scope === 'clients' ? user.clientAccountIds.includes(String(tenant)) : inOwnAccount;
  const applies = (grant: GrantShape) =>
    grant.subject === resource &&
    grant.actions.includes(action) &&
    Object.entries(grant.conditions ?? {}).every(([field, value]) => row[field] === value);

  const held = manifest.permissions.filter((permission) => role.allPermissions || user.permissions.includes(permission.name));
  const byPermission = held
    .flatMap((permission) => permission.grants)
    .some((grant) => applies(grant) && (grant.scope === 'self' ? ownRow : inReach));
  const asMember = manifest.memberGrants.some((grant) => applies(grant) && (grant.scope === 'self' ? ownRow : inOwnAccount));
  // The role's own grants (an owner manages owners), in the role's reach.
  const byRole = (role.grants ?? []).some((grant) => applies(grant) && (grant.scope === 'self' ? ownRow : inReach));
  return byPermission || asMember || byRole;
}

/**
 * Where the ability and the plain reading of the manifest disagree on `resource`: per row, and on the type-level
 * question "may they do it to some row?" (the samples include a row for every grant, so that is "to a sample").
 */
function disagreements(user: SessionUser, resource: string) {
  const ability = defineAbilityFor(user);
  const rows = sampleRows(resource);
  return ACTIONS.flatMap((action) => [
    ...rows
      .filter((row) => ability.can(action, subject(resource, { ...row })) !== expected(user, action, resource, row))
      .map((row) => ({ action, row, expected: expected(user, action, resource, row) })),
    ...(ability.can(action, resource) === rows.some((row) => expected(user, action, resource, row))
      ? []
      : [{ action, row: 'any', expected: !ability.can(action, resource) }]),
  ]);
}

describe('defineAbilityFor', () => {
  it('reads a manifest whose grant conditions are plain scalar equalities (what the matrix assumes)', () => {
    // Strings (`type: 'SUPPLIER'`) and booleans (`archived: true` on purchase orders); no operators or objects,
    // which the expectation writer above (`row[field] === value`) and sql.ts's scalar binding could not follow.
    const grants = [...manifest.memberGrants, ...manifest.permissions.flatMap((permission) => permission.grants)];
    for (const grant of grants) {
      for (const value of Object.values(grant.conditions ?? {})) expect(['string', 'boolean']).toContain(typeof value);
    }
  });

  it('tests boolean conditions with boolean sample rows (archived purchase orders)', () => {
    const rows = sampleRows('purchase-orders');
    expect(new Set(rows.map((row) => row.archived))).toEqual(new Set([true, false, null]));
    // A staff member holding only the archive permission reads archived purchase orders of their account, no others.
    const archiveOnly = { ...DEMO_USERS.staffAcme, permissions: ['archive'] };
    const ability = defineAbilityFor(archiveOnly);
    const readable = rows.filter((row) => ability.can('read', subject('purchase-orders', { ...row })));
    expect(readable.length).toBeGreaterThan(0);
    for (const row of readable) expect(row).toMatchObject({ archived: true, account_id: ACCOUNTS.acme });
    expect(disagreements(archiveOnly, 'purchase-orders')).toEqual([]);
  });

  describe.each(Object.entries(DEMO_USERS))('permission matrix for %s', (_name, user) => {
    it.each(resourceNames())('agrees with the manifest on every %s row and action', (resource) => {
      expect(disagreements(user, resource)).toEqual([]);
    });
  });

  describe('entities that need account flags (x-entity.flags)', () => {
    const flagged = manifest.entities.filter((entity) => entity.resource && entity.flags?.length);

    it('finds the flag-guarded entities in the model', () => {
      expect(flagged.map((entity) => entity.resource).sort()).toEqual(['product-labels', 'responsible-persons', 'tax-compliance-applications']);
    });

    it.each(flagged.map((entity) => [entity.resource!, entity.flags!] as const))('gives %s no rule unless the account has every flag', (resource, flags) => {
      const row = { id: 'x1', account_id: ACCOUNTS.acme };
      const owner = (held: string[]) => defineAbilityFor({ ...DEMO_USERS.ownerAcme, flags: held });
      expect(owner([...flags]).can('read', subject(resource, { ...row }))).toBe(true);
      for (const flag of flags) {
        const lacking = owner(flags.filter((f) => f !== flag));
        for (const action of ACTIONS) expect(lacking.can(action, resource)).toBe(false);
        expect(flagsLackedFor({ ...DEMO_USERS.ownerAcme, flags: flags.filter((f) => f !== flag) }, resource)).toEqual([flag]);
      }
      expect(rulesForUser({ ...DEMO_USERS.ownerAcme, flags: [] }).some((rule) => ([] as string[]).concat(rule.subject).includes(resource))).toBe(false);
    });

    it('lets platform admins through whatever their own account holds', () => {
      expect(DEMO_USERS.admin.flags).toEqual([]);
      for (const entity of flagged) expect(defineAbilityFor(DEMO_USERS.admin).can('update', entity.resource!)).toBe(true);
      expect(flagsLackedFor(DEMO_USERS.admin, 'responsible-persons')).toEqual([]);
    });

    it("reads the flags of the partner's own account, not its client's", () => {
      // Northwind has no flags: the products permission's read grant on product labels of Acme gives nothing.
      expect(defineAbilityFor(DEMO_USERS.partner).can('read', subject('product-labels', { id: 'l1', account_id: ACCOUNTS.acme }))).toBe(false);
      expect(missingFlags(DEMO_USERS.partner, { flags: ['goldenTicket', 'productLabel'] })).toEqual(['goldenTicket', 'productLabel']);
    });
  });

  it('lets staff holding orders create customers but not suppliers', () => {
    const ability = defineAbilityFor(DEMO_USERS.staffAcme);
    const customer = { id: 'r1', account_id: ACCOUNTS.acme, type: 'CUSTOMER' };
    expect(ability.can('create', subject('relationships', customer))).toBe(true);
    expect(ability.can('create', subject('relationships', { ...customer, type: 'SUPPLIER' }))).toBe(false);
    expect(ability.can('create', subject('relationships', { ...customer, account_id: ACCOUNTS.globex }))).toBe(false);
  });

  it('lets a partner read client products but never write them', () => {
    const ability = defineAbilityFor(DEMO_USERS.partner);
    const product = subject('products', { id: 'p1', account_id: ACCOUNTS.acme });
    expect(ability.can('read', product)).toBe(true);
    for (const action of ['create', 'update', 'delete'] as const) expect(ability.can(action, product)).toBe(false);
    expect(ability.can('read', subject('products', { id: 'p2', account_id: ACCOUNTS.globex }))).toBe(false);
    expect(ability.can('read', subject('products', { id: 'p3', account_id: ACCOUNTS.northwind }))).toBe(false);
  });

  it("keeps an owner out of another account's rows", () => {
    const ability = defineAbilityFor(DEMO_USERS.ownerGlobex);
    for (const resource of resourceNames()) {
      for (const row of sampleRows(resource).filter((sample) => sample[findEntity(manifest, resource)!.tenantColumn] === ACCOUNTS.acme)) {
        for (const action of ACTIONS) expect(ability.can(action, subject(resource, { ...row }))).toBe(false);
      }
    }
  });

  it('refuses subjects no grant names, even for owners', () => {
    const ability = defineAbilityFor(DEMO_USERS.ownerAcme);
    expect(ability.can('read', 'no-such-resource')).toBe(false);
    expect(ability.can('update', subject('accounts', { id: ACCOUNTS.acme }))).toBe(false);
    expect(defineAbilityFor(DEMO_USERS.admin).can('delete', 'no-such-resource')).toBe(true);
  });

  it('refuses untagged records (a plain object has no resource name)', () => {
    const ability = defineAbilityFor(DEMO_USERS.ownerAcme);
    expect(ability.can('read', { id: 'p1', account_id: ACCOUNTS.acme } as never)).toBe(false);
  });

  it('gives no rules to a signed-out visitor or an unknown role', () => {
    expect(rulesForUser(null)).toEqual([]);
    expect(rulesForUser({ ...DEMO_USERS.ownerAcme, role: 'superuser' })).toEqual([]);
    expect(defineAbilityFor({ ...DEMO_USERS.ownerAcme, role: 'superuser' }).can('read', 'accounts')).toBe(false);
  });

  it('ignores permission names the manifest does not know', () => {
    const withUnknown = { ...DEMO_USERS.staffAcme, permissions: ['products', 'orders', 'teleport'] };
    expect(rulesForUser(withUnknown)).toEqual(rulesForUser(DEMO_USERS.staffAcme));
  });

  it('reaches nothing of a client when a partner has no clients', () => {
    const ability = defineAbilityFor({ ...DEMO_USERS.partner, clientAccountIds: [] });
    expect(ability.can('read', subject('products', { id: 'p1', account_id: ACCOUNTS.acme }))).toBe(false);
  });

  it('lists each subject and condition once, with all its actions', () => {
    const rules = rulesForUser(DEMO_USERS.ownerAcme);
    const keys = rules.map((rule) => JSON.stringify([rule.subject, rule.conditions]));
    expect(new Set(keys).size).toBe(keys.length);
    expect(rules.find((rule) => rule.subject === 'products')?.action).toEqual(['read', 'create', 'update', 'delete']);
  });

  describe('with a manifest that tries to override tenancy', () => {
    const overriding = (conditions: Record<string, unknown>): PermissionsManifest => ({
      ...manifest,
      permissions: [{ name: 'products', grants: [{ subject: 'products', actions: ['read'], scope: 'ownAccount', conditions }] }],
    });

    it('throws when a grant names the tenant column', () => {
      expect(() => rulesForUser(DEMO_USERS.ownerAcme, overriding({ account_id: ACCOUNTS.globex }))).toThrow(/account_id/);
    });

    it('throws on top-level operators, which CASL would read as field names', () => {
      expect(() => rulesForUser(DEMO_USERS.ownerAcme, overriding({ $or: [{ status: 'ACTIVE' }] }))).toThrow(/\$or/);
    });

    it('throws on a grant whose subject no entity serves', () => {
      const ghost: PermissionsManifest = {
        ...manifest,
        permissions: [{ name: 'ghosts', grants: [{ subject: 'ghosts', actions: ['read'], scope: 'ownAccount' }] }],
      };
      expect(() => rulesForUser(DEMO_USERS.ownerAcme, ghost)).toThrow(/ghosts/);
    });
  });
});
