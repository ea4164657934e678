/**
 * The permission matrix (tests/api/permission-matrix.test.ts), as a function any test file can run on any model:
 * every demo user × every resource × every action, run against the real API on a seeded database. The expected
 * outcome of each cell is worked out HERE from the manifest (the model's roles, each permission's grants, the
 * member grants) — deliberately not by asking permissions/ (defineAbilityFor) — so the API, the CASL rules and a
 * plain reading of the manifest must all agree:
 *
 *   allowed                                  → 2xx (and the write is in the database)
 *   the role may not do this to the resource → 403
 *   the record is outside the user's reach   → 404 (ids of other accounts cannot be probed); 403 only where the
 *                                              record is readable but this action on it is not
 *   the resource needs account feature flags → 403 on every door, like any resource the role may not use: the
 *   the user's own account lacks                model's `flags` (x-entity.flags) withhold every grant on it
 *
 * Singletons (one record per account: settings) have only GET and PUT on the resource itself, in the account acted
 * in: 200 where the manifest lets the user read (or update) that account's record, else 403 (never 404).
 *
 * Refused writes leave the row exactly as it was; allowed writes run on a fresh copy of the target (same account,
 * same condition fields) so the seeded rows stay put for the other cells. Bodies come from the schemas
 * (tests/helpers/schema-bodies.ts: examples, defaults, formats, references resolved to existing rows), with the
 * rules a schema cannot say (unique keys, channel-specific fields, hook checks) from tests/helpers/valid-bodies.ts.
 * A resource with no rows in the demo accounts gets one made from its schema in Acme and in Globex, so a newly added
 * entity is exercised on every door with no edit here (tests/api/new-entity.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityModel, Model, RoleModel } from '../../model/types.ts';
import { DEMO, type Client, type TestApp } from './app.ts';
import { schemaBodies, writable } from './schema-bodies.ts';
import { valueForSchema } from './schema-values.ts';

type Row = Record<string, any>;
type Action = 'read' | 'create' | 'update' | 'delete';
/**
 * The demo users, plus a staff member of Acme who holds `users` (and `products`), made by Acme's owner in
 * `beforeAll`: the role pairs of user management need staff both with and without it.
 */
export const PEOPLE = { ...DEMO, acmeUserManager: 'user.manager@acme.test' } as const;
export const MANAGER_PASSWORD = 'manages the acme staff';
export type DemoKey = keyof typeof PEOPLE;

const ACTIONS: Action[] = ['read', 'create', 'update', 'delete'];

/** One thing a user may do: these actions on `subject` rows that `matches` accepts. */
export interface Reach {
  subject: string;
  actions: Action[];
  matches: (row: Row) => boolean;
}

/** A demo user as the rules see them, with a signed-in client. */
export interface Who {
  key: DemoKey;
  email: string;
  id: string;
  accountId: string;
  role: RoleModel;
  permissions: string[];
  /** Partner: the accounts whose partner_account_id is the partner's own account. */
  clients: string[];
  /** The feature flags of the user's OWN account (not of an account acted in): what flag checks read. */
  flags: string[];
  reach: Reach[];
  client: Client;
  /** The account a create lands in: X-Account-Id for admin and partner (acting in Acme), else the own account. */
  actingAccount: string;
  headers: Record<string, string>;
}


export interface MatrixOptions {
  /** The model the app serves (known when the test file is collected: describe.each needs its resources). */
  model: Model;
  /** The running app, started (and closed) by the test file's own hooks, which run before the matrix's. */
  app: () => TestApp;
  /** Run the matrix on these resources only (a new entity's); default: every resource and singleton. */
  resources?: string[];
}

/**
 * Registers the matrix (its `beforeAll` and its describe blocks) where it is called, and answers the state the
 * calling file's own cases use (users signed in, accounts, targets, helpers), filled once its `beforeAll` ran.
 */
export function describePermissionMatrix(options: MatrixOptions) {
  const { model } = options;
  const only = options.resources ? new Set(options.resources) : undefined;
  /**
   * The demo users, plus a staff member of Acme who holds `users` (and `products`), made by Acme's owner in
   * `beforeAll`: the role pairs of user management need staff both with and without it.
   */


  /** Resources with the full set of endpoints (list, create, get, update, delete). */
  const RESOURCES = model.entities.filter((entity) => entity.resource && !entity.singleton && (!only || only.has(entity.resource)));
  /** One record per account, read and saved at the resource itself. */
  const SINGLETONS = model.entities.filter((entity) => entity.singleton && (!only || only.has(entity.resource!)));
  /** Ledgers (x-entity.ledger) are written by the server alone: their write routes do not exist (405 for everyone). */
  const LEDGERS = new Set(model.entities.filter((entity) => entity.ledger).map((entity) => entity.resource));
  /** Resources whose entity needs account feature flags (x-entity.flags), read from the model. */
  const FLAGGED = model.entities.filter((entity) => entity.resource && entity.flags.length && (!only || only.has(entity.resource)));
  const entityByName = (name: string) => model.entities.find((entity) => entity.name === name)!;
  const entityByResource = (resource: string) => {
    const entity = model.entities.find((candidate) => candidate.resource === resource);
    if (!entity) throw new Error(`the manifest grants "${resource}", which no entity serves`);
    return entity;
  };

  // ---- The manifest, read independently ----------------------------------------------------------------------

  /**
   * What the manifest lets `who` do. Platform roles: everything, everywhere. Others: the member grants in the own
   * account (`self`: only the own user row), plus the grants of every held permission (all of them for
   * `allPermissions` roles) in the accounts the role reaches (own account, or the partner's clients). A read-only
   * role keeps only `read`. A grant on an entity that needs account flags the user's OWN account lacks gives
   * nothing, as with route guards (permissions/guards.ts): so the partner, though its `products` permission grants
   * reading product labels of its client Acme (which has every flag), gets none, its own account Northwind having
   * no flags.
   */
  function reachOf(who: Omit<Who, 'reach' | 'client' | 'actingAccount' | 'headers'>): Reach[] {
    const usable = (actions: readonly Action[]) => actions.filter((action) => !who.role.readOnly || action === 'read');
    if (who.role.scope === 'platform') {
      return [...RESOURCES, ...SINGLETONS].map((entity) => ({ subject: entity.resource!, actions: usable(ACTIONS), matches: () => true }));
    }
    const reachable = who.role.scope === 'clients' ? who.clients : [who.accountId];
    const held = who.role.allPermissions ? model.permissions : model.permissions.filter((p) => who.permissions.includes(p.name));
    const grants = [
      ...model.memberGrants.map((grant) => ({ grant, tenants: [who.accountId] })),
      ...held.flatMap((permission) => permission.grants.map((grant) => ({ grant, tenants: reachable }))),
      // The role's own grants (an owner manages owners), in the same accounts.
      ...who.role.grants.map((grant) => ({ grant, tenants: reachable })),
    ];
    return grants
      .filter(({ grant }) => entityByResource(grant.subject).flags.every((flag) => who.flags.includes(flag)))
      .map(({ grant, tenants }) => {
        const entity = entityByResource(grant.subject);
        const inTenants = grant.scope === 'self' ? [who.accountId] : tenants;
        return {
          subject: grant.subject,
          actions: usable(grant.actions),
          matches: (row: Row) =>
            inTenants.includes(row[entity.tenantColumn])
            && (grant.scope !== 'self' || row.id === who.id)
            && Object.entries(grant.conditions ?? {}).every(([field, value]) => row[field] === value),
        };
      })
      .filter((reach) => reach.actions.length > 0);
  }

  const may = (who: Who, action: Action, resource: string) =>
    who.reach.some((r) => r.subject === resource && r.actions.includes(action));
  const mayRow = (who: Who, action: Action, resource: string, row: Row) =>
    who.reach.some((r) => r.subject === resource && r.actions.includes(action) && r.matches(row));

  /** A list: the readable rows. */
  function expectedList(who: Who, resource: string, rows: Row[]): { status: number; total?: number; ids?: string[] } {
    if (!may(who, 'read', resource)) return { status: 403 };
    const readable = rows.filter((row) => mayRow(who, 'read', resource, row)).map((row) => row.id).sort();
    return { status: 200, total: readable.length, ids: readable };
  }

  function expectedRead(who: Who, resource: string, row: Row): number {
    if (!may(who, 'read', resource)) return 403;
    return mayRow(who, 'read', resource, row) ? 200 : 404;
  }

  /** `transition` is an update. */
  function expectedWrite(who: Who, action: 'update' | 'delete' | 'transition', resource: string, row: Row): number {
    if (LEDGERS.has(resource)) return 405;
    const as = action === 'transition' ? 'update' : action;
    if (!may(who, as, resource)) return 403;
    if (mayRow(who, as, resource, row)) return 200;
    return mayRow(who, 'read', resource, row) ? 403 : 404;
  }

  function expectedCreate(who: Who, resource: string, record: Row): number {
    if (LEDGERS.has(resource)) return 405;
    if (!may(who, 'create', resource)) return 403;
    return mayRow(who, 'create', resource, record) ? 201 : 403;
  }

  /** A singleton's GET or PUT in the account acted in: allowed or 403 (there is no id to probe). */
  function expectedSingleton(who: Who, action: 'read' | 'update', resource: string, accountId: string): number {
    return may(who, action, resource) && mayRow(who, action, resource, { account_id: accountId }) ? 200 : 403;
  }

  /** Every combination of the values the manifest's grant conditions test on `resource` (customer/supplier). */
  function conditionVariants(resource: string): Row[] {
    const grants = [...model.memberGrants, ...model.permissions.flatMap((p) => p.grants)].filter((g) => g.subject === resource);
    const values = new Map<string, Set<unknown>>();
    for (const grant of grants) {
      for (const [field, value] of Object.entries(grant.conditions ?? {})) values.set(field, (values.get(field) ?? new Set()).add(value));
    }
    let variants: Row[] = [{}];
    for (const [field, set] of values) variants = variants.flatMap((variant) => [...set].map((value) => ({ ...variant, [field]: value })));
    return variants;
  }

  const describeVariant = (variant: Row) => Object.values(variant).join(' ');

  /** The first transition that leaves the initial state (what a fresh record can do). */
  /**
   * The transition the matrix runs: one out of the initial state, preferring one that ends or undoes (cancel),
   * which needs nothing of the record; a forward step may rightly refuse a fresh copy (a return with no units
   * left to claim cannot be authorised).
   */
  /** Resources whose transitions go to a marketplace (see the transition test). */
  const MARKETPLACE_BOUND = ['listings', 'sales-channels'];

  /**
   * The transition's body: a value its `input` schema accepts (its required fields, made from their schemas), so a
   * transition that takes a note is refused or allowed by permission, not by a missing input.
   */
  const transitionBody = (entity: EntityModel, transition: NonNullable<EntityModel['stateMachine']>['transitions'][number]) => {
    if (!transition.input) return {};
    const body = valueForSchema({ type: 'object', ...transition.input });
    if (body === undefined) throw new Error(`no valid input for ${entity.name}.${transition.name}: give its input's properties \`examples\` in ${entity.sourceFile}`);
    return body;
  };

  // A transition with its own `roles` / `permissions` is checked by the test of guarded transitions below (its
  // outcome is not an update's): the update-like test runs an unguarded one, when the initial state has one.
  const firstTransition = (entity: EntityModel) => {
    const out = entity.stateMachine?.transitions.filter((t) => !t.bySystem && !t.roles.length && !t.permissions.length && t.from.includes(entity.stateMachine!.initial)) ?? [];
    return out.find((t) => t.destructive && !t.input?.required) ?? out[0];
  };

  // ---- State set up once per file ----------------------------------------------------------------------------

  let app: TestApp;
  const users = {} as Record<DemoKey, Who>;
  const accounts: Record<'acme' | 'globex' | 'northwind' | 'platform', string> = { acme: '', globex: '', northwind: '', platform: '' };
  const accountNames = new Map<string, string>();
  /** Seeded rows the get/update/delete cells aim at, per resource, labelled. */
  const targets = new Map<string, Array<{ label: string; row: Row }>>();
  /** Every expected status the matrix holds, per action: the final check that no kind of outcome went untested. */
  const seen = new Map<string, Set<number>>();
  function note(action: string, statuses: Record<string, unknown>): void {
    for (const status of Object.values(statuses)) {
      const code = typeof status === 'object' && status ? (status as { status: number }).status : Number(String(status).slice(0, 3));
      seen.set(action, (seen.get(action) ?? new Set()).add(code));
    }
  }

  beforeAll(async () => {
    app = options.app();
    const { knex } = app;
    const accountRows: Row[] = await knex('accounts').select('id', 'name', 'partner_account_id', 'feature_flags');
    const byName = (name: string) => accountRows.find((a) => a.name === name)!.id as string;
    Object.assign(accounts, {
      acme: byName('Acme Trading'), globex: byName('Globex Retail'), northwind: byName('Northwind Partners'), platform: byName('Sellyard Platform'),
    });
    for (const row of accountRows) accountNames.set(row.id, row.name.split(' ')[0]);

    const acmeOwner = await app.signIn(DEMO.acmeOwner);
    const manager = await acmeOwner.post('/api/users', { email: PEOPLE.acmeUserManager, name: 'Uma Users', role: 'staff', permissions: ['users', 'products'], password: MANAGER_PASSWORD });
    if (manager.status !== 201) throw new Error(`could not create the user manager: ${manager.status} ${JSON.stringify(manager.body)}`);

    for (const key of Object.keys(PEOPLE) as DemoKey[]) {
      const row = await knex('users').whereRaw('lower(email) = ?', [PEOPLE[key]]).first('id', 'account_id', 'role', 'permissions');
      const base = {
        key, email: PEOPLE[key], id: row.id, accountId: row.account_id,
        role: model.roles.find((role) => role.name === row.role)!,
        permissions: typeof row.permissions === 'string' ? JSON.parse(row.permissions) : row.permissions,
        clients: accountRows.filter((a) => a.partner_account_id === row.account_id).map((a) => a.id as string),
        flags: ((raw: unknown) => (typeof raw === 'string' ? JSON.parse(raw) : raw ?? []) as string[])(accountRows.find((a) => a.id === row.account_id)!.feature_flags),
      };
      // Admin and partner act in Acme (X-Account-Id) when they create tenant rows (see the create cell).
      const actsInAcme = base.role.scope !== 'account';
      users[key] = {
        ...base,
        reach: reachOf(base),
        client: key === 'acmeUserManager' ? await app.signIn(PEOPLE[key], MANAGER_PASSWORD) : await app.signIn(PEOPLE[key]),
        actingAccount: actsInAcme ? accounts.acme : base.accountId,
        headers: actsInAcme ? { 'X-Account-Id': accounts.acme } : {},
      };
    }

    // Globex has none of the flags, so the demo data gives it no rows of the flag-guarded resources. It gets one of
    // each here (made by the platform admin, who holds every flag: as an account keeps its rows when a flag is
    // switched off), so the matrix also sees a user lacking the flags meet rows within reach (403 on every door).
    for (const entity of FLAGGED) {
      if (!(await knex(entity.table).where({ account_id: accounts.globex }).first('id'))) await createAsAdmin(entity, accounts.globex);
    }

    // Targets: in every demo account, the first row of each condition variant (a customer and a supplier), plus
    // every demo user's own row where a grant is scoped to `self`.
    for (const entity of RESOURCES) {
      // A resource the demo data gives no rows (a newly added entity) gets one from its schema in Acme and Globex.
      if (entity.tenancy === 'account' && !(await knex(entity.table).whereIn('account_id', [accounts.acme, accounts.globex]).first('id'))) {
        for (const accountId of [accounts.acme, accounts.globex]) {
          if (entity.ledger) await insertLedgerRow(entity, accountId);
          else await createAsAdmin(entity, accountId);
        }
      }
      const found: Array<{ label: string; row: Row }> = [];
      for (const [name, accountId] of Object.entries(accounts)) {
        for (const variant of conditionVariants(entity.resource!)) {
          const row = await knex(entity.table).where({ [entity.tenantColumn]: accountId, ...variant }).orderBy(['created_at', 'id']).first();
          if (row) found.push({ label: [name, describeVariant(variant)].filter(Boolean).join(' '), row });
        }
      }
      const selfScoped = [...model.memberGrants, ...model.permissions.flatMap((p) => p.grants)].some((g) => g.subject === entity.resource && g.scope === 'self');
      if (selfScoped) {
        for (const who of Object.values(users)) {
          if (found.some((t) => t.row.id === who.id)) found.find((t) => t.row.id === who.id)!.label += ` (${who.email})`;
          else found.push({ label: who.email, row: await knex(entity.table).where({ id: who.id }).first() });
        }
      }
      targets.set(entity.resource!, found);
    }
  });

  // ---- Bodies derived from the schemas (tests/helpers/schema-bodies.ts) ------------------------------------

  let counter = 0;
  /** Unique per call: codes, SKUs, names and emails never collide with the seed or each other. */
  const token = () => `MX-${String(++counter).padStart(4, '0')}`;
  let bodies: ReturnType<typeof schemaBodies> | undefined;
  /** A valid body of `entity` for `accountId` (see schemaBodies.bodyFor); made on first use, once the app runs. */
  const bodyFor = (entity: EntityModel, accountId: string, overrides: Row = {}, row?: Row) => {
    bodies ??= schemaBodies({ knex: app.knex, model, token, create: (target, account, fixed) => createAsAdmin(target, account, fixed) });
    return bodies.bodyFor(entity, accountId, overrides, row);
  };

  /** A valid record of `entity` in `accountId`, created through the API by the platform admin (a reference target). */
  async function createAsAdmin(entity: EntityModel, accountId: string, overrides: Row = {}): Promise<Row> {
    const headers: Record<string, string> = entity.tenancy === 'account' ? { 'X-Account-Id': accountId } : {};
    const response = await users.admin.client.post(`/api/${entity.resource}`, await bodyFor(entity, accountId, overrides), headers);
    if (response.status !== 201) throw new Error(`could not create a ${entity.name}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }

  /**
   * A row of a ledger (no create route: only Sellyard's own code writes one, e.g. a 3PL hand-off) from its schema,
   * written straight to its table, so the matrix still meets a row of it within and out of reach.
   */
  async function insertLedgerRow(entity: EntityModel, accountId: string): Promise<void> {
    const body = await bodyFor(entity, accountId);
    const columns = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, value !== null && typeof value === 'object' ? JSON.stringify(value) : value]));
    await app.knex(entity.table).insert({ ...columns, [entity.tenantColumn]: accountId });
  }

  /** The target's scalar enum values (customer/supplier, a user's role, an account's kind): a copy behaves alike. */
  function likeness(entity: EntityModel, row: Row): Row {
    return Object.fromEntries(entity.fields.filter((f) => writable(f) && f.enum && f.jsonType === 'string' && row[f.name] != null).map((f) => [f.name, row[f.name]]));
  }

  /** The row's `x-immutable` values: an update must send them unchanged (a custom field's key), or leave them out. */
  function unchangeable(entity: EntityModel, row: Row): Row {
    return Object.fromEntries(entity.fields.filter((f) => writable(f) && f.immutable && row[f.name] != null).map((f) => [f.name, row[f.name]]));
  }

  const tenantOf = (entity: EntityModel, row: Row) => row[entity.tenantColumn] as string;
  const stored = (entity: EntityModel, id: string) => app.knex(entity.table).where({ id }).first();
  const count = async (entity: EntityModel) => Number((await app.knex(entity.table).count<{ n: number }[]>({ n: '*' }))[0].n);

  /** A fresh row like `target` (same account, same enum fields), created through the API by the platform admin. */
  async function copyOf(entity: EntityModel, target: Row): Promise<Row> {
    const like = likeness(entity, target);
    // A rule across fields may ask more of a value than the schema alone gives (a PROMO gift card needs its expiry
    // date, x-rules): then the enum values that rule is about are left to the body's own choice.
    const ruled = new Set((entity.rules ?? []).flatMap((rule) => Object.keys((rule.when as Row | undefined)?.properties ?? {})));
    const created = await createAsAdmin(entity, tenantOf(entity, target), Object.fromEntries(Object.entries(like).filter(([name]) => !ruled.has(name))));
    return stored(entity, created.id);
  }

  // ---- The matrix --------------------------------------------------------------------------------------------

  describe.each(Object.keys(PEOPLE) as DemoKey[])('permission matrix: %s', (key) => {
    describe.each(RESOURCES.map((entity) => [entity.resource!, entity] as const))('%s', (resource, entity) => {
      it('lists exactly the rows the manifest lets the user read', async () => {
        const who = users[key];
        const all: Row[] = await app.knex(entity.table).select('*');
        const expected = expectedList(who, resource, all);
        const response = await who.client.get(app.listPath(resource, { range: [0, 999] }));
        const actual = response.status === 200
          ? { status: 200, total: Number(response.headers.get('content-range')?.split('/')[1]), ids: response.body.map((r: Row) => r.id).sort() }
          : { status: response.status };
        note('list', { expected });
        expect(actual).toEqual(expected);
      });

      it('creates where the manifest allows, in the session\'s account whatever the body says', async () => {
        const who = users[key];
        const actual: Record<string, string> = {};
        const expected: Record<string, string> = {};
        for (const variant of conditionVariants(resource)) {
          const label = describeVariant(variant) || 'a record';
          const record = entity.tenancy === 'account' ? { [entity.tenantColumn]: who.actingAccount, ...variant } : { ...variant };
          expected[label] = String(expectedCreate(who, resource, record));
          // account_id is readOnly: a body naming another account must not move the row there.
          const foreign = who.actingAccount === accounts.globex ? accounts.acme : accounts.globex;
          const body = await bodyFor(entity, who.actingAccount, { ...variant, ...(entity.tenancy === 'account' ? { account_id: foreign } : {}) });
          const before = await count(entity);
          // X-Account-Id names the account tenant rows go to; an account itself is created without it (see the
          // bug test "an admin acting in an account").
          const response = await who.client.post(`/api/${resource}`, body, entity.tenancy === 'account' ? who.headers : {});
          let problem = '';
          if (response.status === 201) {
            const row = await stored(entity, response.body.id);
            if (!row) problem = ' but nothing was stored';
            else if (entity.tenancy === 'account' && row.account_id !== who.actingAccount) problem = ` but stored in ${accountNames.get(row.account_id)}`;
            else if (row.version !== 1) problem = ` but stored version ${row.version}`;
          } else if ((await count(entity)) !== before) {
            problem = ' but a row was written';
          }
          actual[label] = `${response.status}${problem}`;
        }
        note('create', expected);
        expect(actual).toEqual(expected);
      });

      it('gets a record only within reach (404 outside it)', async () => {
        const who = users[key];
        const actual: Record<string, number> = {};
        const expected: Record<string, number> = {};
        for (const { label, row } of targets.get(resource)!) {
          expected[label] = expectedRead(who, resource, row);
          actual[label] = (await who.client.get(`/api/${resource}/${row.id}`)).status;
          if (entity.stateMachine) {
            expected[`${label}: history`] = expected[label];
            actual[`${label}: history`] = (await who.client.get(`/api/${resource}/${row.id}/history`)).status;
          }
        }
        note('get', expected);
        expect(actual).toEqual(expected);
      });

      it.each(['update', 'delete'] as const)('%ss only within reach, and a refusal leaves the row unchanged', async (action) => {
        const who = users[key];
        const actual: Record<string, string> = {};
        const expected: Record<string, string> = {};
        for (const { label, row: target } of targets.get(resource)!) {
          const status = expectedWrite(who, action, resource, target);
          expected[label] = String(status);
          // Allowed writes go to a fresh copy, so the seeded target stays for the other cells.
          const row = status === 200 ? await copyOf(entity, target) : target;
          if (status === 200 && expectedWrite(who, action, resource, row) !== 200) throw new Error(`the copy of ${label} is not like it`);
          const response = action === 'update'
            ? await who.client.put(`/api/${resource}/${row.id}`, { ...(await bodyFor(entity, tenantOf(entity, row), { ...likeness(entity, row), ...unchangeable(entity, row) }, row)), version: row.version })
            : await who.client.delete(`/api/${resource}/${row.id}`);
          const after = await stored(entity, row.id);
          let problem = '';
          if (response.status === 200) {
            if (action === 'delete' && after) problem = ' but the row is still there';
            if (action === 'update' && after?.version !== row.version + 1) problem = ` but the stored version is ${after?.version}`;
          } else if (JSON.stringify(after) !== JSON.stringify(row)) {
            problem = ' but the row changed';
          }
          actual[label] = `${response.status}${problem}`;
        }
        note(action, expected);
        expect(actual).toEqual(expected);
      });

      it.runIf(Boolean(firstTransition(entity)))('runs a transition only within reach (an update), and a refusal leaves the row unchanged', async () => {
        const who = users[key];
        const transition = firstTransition(entity)!;
        const actual: Record<string, string> = {};
        const expected: Record<string, string> = {};
        for (const { label, row: target } of targets.get(resource)!) {
          const status = expectedWrite(who, 'transition', resource, target);
          expected[label] = String(status);
          const row = status === 200 ? await copyOf(entity, target) : target;
          const response = await who.client.post(`/api/${resource}/${row.id}/${transition.name}`, transitionBody(entity, transition));
          const after = await stored(entity, row.id);
          let problem = '';
          if (response.status === 200) {
            if (after[entity.stateMachine!.field] !== transition.to) problem = ` but the status is ${after[entity.stateMachine!.field]}`;
          } else if (JSON.stringify(after) !== JSON.stringify(row)) {
            problem = ' but the row changed';
          }
          // Listings and channels go to the marketplace: a copy on a channel that is not connected (or whose copied
          // credentials the marketplace would not take) is refused by the domain after the permission let it through.
          const reachedButRefused = status === 200 && MARKETPLACE_BOUND.includes(resource) && [400, 409].includes(response.status)
            && ['illegal_transition', 'validation_failed'].includes(response.body?.code) && !problem;
          actual[label] = reachedButRefused ? '200' : `${response.status}${problem}`;
        }
        note('transition', expected);
        expect(actual).toEqual(expected);
      });

      // Transitions with their own `roles` / `permissions` (x-entity.stateMachine.transitions.<t>): read here from
      // the model, not from permissions/transitions.ts. A user the record's update rule lets through but the
      // transition's guard does not gets 403 naming the transition, whatever the row; the others get what an update
      // would (and, let through, anything but a refusal of access: the record's state may still say no).
      const guarded = entity.stateMachine?.transitions.filter((t) => !t.bySystem && (t.roles.length || t.permissions.length)) ?? [];
      it.runIf(guarded.length > 0)('makes transitions limited to roles or permissions only as they say', async () => {
        const who = users[key];
        const actual: Record<string, string> = {};
        const expected: Record<string, string> = {};
        const passesGuard = (t: (typeof guarded)[number]) =>
          (!t.roles.length || t.roles.includes(who.role.name))
          && (who.role.allPermissions || t.permissions.every((p) => who.permissions.includes(p)));
        for (const transition of guarded) {
          for (const { label, row: target } of targets.get(resource)!) {
            const cell = `${transition.name} on ${label}`;
            const update = expectedWrite(who, 'transition', resource, target);
            // The guard is the transition's, not the row's: refused before the row is looked for (nothing to probe).
            const status = may(who, 'update', resource) && !passesGuard(transition) ? 403 : update;
            expected[cell] = status === 200 ? 'let through' : String(status);
            const row = status === 200 ? await copyOf(entity, target) : target;
            const response = await who.client.post(`/api/${resource}/${row.id}/${transition.name}`, transitionBody(entity, transition));
            const after = await stored(entity, row.id);
            const refusedAccess = response.status === 403 || response.status === 404;
            let problem = '';
            if (refusedAccess && JSON.stringify(after) !== JSON.stringify(row)) problem = ' but the row changed';
            if (response.status === 403 && status === 403 && update !== 403 && !String(response.body?.detail ?? '').includes(transition.label)) {
              problem = ` but the refusal does not name ${transition.label}: ${response.body?.detail}`;
            }
            actual[cell] = refusedAccess ? `${response.status}${problem}` : 'let through';
          }
        }
        note('guarded transition', expected);
        expect(actual).toEqual(expected);
      });
    });
  });

  // (Skipped when the matrix runs on resources that include no singleton: an empty describe is an error.)
  if (SINGLETONS.length) describe.each(Object.keys(PEOPLE) as DemoKey[])('permission matrix of singletons: %s', (key) => {
    it.each(SINGLETONS.map((entity) => [entity.resource!, entity] as const))('reads and saves %s only as the manifest allows, in the account acted in', async (resource, entity) => {
      const who = users[key];
      const account = who.actingAccount;
      const expected = { get: expectedSingleton(who, 'read', resource, account), put: String(expectedSingleton(who, 'update', resource, account)) };
      const got = await who.client.get(`/api/${resource}`, who.headers);
      const before = await app.knex(entity.table).where({ account_id: account }).first();
      // An unchanged save: the version read (0 before the first save) and nothing else.
      const put = await who.client.put(`/api/${resource}`, { version: got.status === 200 ? got.body.version : before?.version ?? 0 }, who.headers);
      const after = await app.knex(entity.table).where({ account_id: account }).first();
      let problem = '';
      if (put.status === 200 && after?.version !== (before?.version ?? 0) + 1) problem = ` but the stored version is ${after?.version}`;
      if (put.status !== 200 && JSON.stringify(after) !== JSON.stringify(before)) problem = ' but the row changed';
      note('singleton', { get: expected.get, put: expected.put });
      expect({ get: got.status, put: `${put.status}${problem}` }).toEqual(expected);
    });
  });

  return {
    get app() { return app; },
    users, accounts, accountNames, targets, seen, RESOURCES, SINGLETONS, FLAGGED,
    entityByName, entityByResource, stored, count, createAsAdmin, bodyFor,
  };
}
