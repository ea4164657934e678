/**
 * The generic resource service: list, get, create, update, delete and state transitions for any entity of the
 * model. Order of checks on every call: may this role do this to this kind of record at all (403), is the
 * record within the caller's scope (404, so ids of other accounts cannot be probed), is the body valid (400),
 * is the write still based on the latest version (409). Each write is one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import sanitizeHtml from 'sanitize-html';
import { subject } from '@casl/ability';
import type { EntityModel, FieldModel, Model } from '../../model/types.ts';
import { accessibleWhere, flagsLackedFor, mayMakeTransition, transitionRefusal } from '../../permissions/index.ts';
import { ApiError, fail, invalid, type FieldError } from '../http/errors.ts';
import { recordAnswer, type StoredAnswer } from '../http/idempotency.ts';
import { refuseDuplicateCombination } from './child-grid.ts';
import { manifestOf, type Actor } from './actor.ts';
import type { HookRegistry, HookContext } from '../domain/hooks.ts';
import { bindCustomFields, parseListQuery, type ListQuery } from './list-query.ts';
import { leanListFields, parseFields } from './list-fields.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { applyScope, attachChildren, findRow, findSingletonRow, listRows, returnedColumns, storedFields, toColumns, type Row, type Scope } from './repository.ts';
import { compileValidators, isWritable, outOfRangeErrors, type EntityValidator } from './validation.ts';
import { CustomFieldRegistry, targetsForFilter, type CustomFieldDefinition } from './custom-fields.ts';
import { checkReferences, checkReferencesMany } from './references.ts';
import { nextNumber, nextNumbers } from './numbering.ts';
import { singletonDefaults } from './singletons.ts';
import { allowedTransitions, heldState, mayTransition } from '../../checks/index.ts';
import type { SecretBox } from '../crypto/secrets.ts';
import { auditTrail, recordAudit, recordAudits, type AuditEntry, type AuditWrite } from '../audit/index.ts';
import { jobTitle } from '../../checks/contracts/job-kinds.ts';

type Action = 'read' | 'create' | 'update' | 'delete';

/**
 * Compiled validators per model: compiling every entity's schema takes a while, and services are made often
 * (`within` for each transaction of an import, sign-up or bulk listing), always on the same model.
 */
const validatorsByModel = new WeakMap<Model, Map<string, EntityValidator>>();

function validatorsOf(model: Model): Map<string, EntityValidator> {
  let validators = validatorsByModel.get(model);
  if (!validators) validatorsByModel.set(model, (validators = compileValidators(model)));
  return validators;
}

/**
 * The fields a transition writes besides its status: `set` (a value, `$now`, or `$input.<name>`), then the input's
 * properties that are fields of the entity, as sent (a `set` of the same field wins).
 */
function transitionChanges(entity: EntityModel, transition: NonNullable<EntityModel['stateMachine']>['transitions'][number], sent: Row): Row {
  const changes: Row = {};
  const stored = new Set(storedFields(entity).filter((f) => !f.system).map((f) => f.name));
  for (const name of Object.keys((transition.input?.properties ?? {}) as Row)) {
    if (stored.has(name) && name in sent) changes[name] = sent[name];
  }
  for (const [field, value] of Object.entries(transition.set)) {
    if (value === '$now') changes[field] = new Date();
    else if (typeof value === 'string' && value.startsWith('$input.')) changes[field] = sent[value.slice(7)] ?? null;
    else changes[field] = value;
  }
  return changes;
}

/** accessibleWhere per ability and `action resource` (see `scope`). */
const scopeSql = new WeakMap<object, Map<string, Scope['where']>>();

export class ResourceService {
  private readonly validators: Map<string, EntityValidator>;
  private readonly entities: Map<string, EntityModel>;

  constructor(
    /** The database (or, within `within`, the import's transaction). */
    readonly knex: Knex,
    readonly model: Model,
    readonly hooks: HookRegistry = {},
    /** Encrypts `x-secret` fields; an entity with secrets cannot be written without it. */
    readonly secrets?: SecretBox,
    /** The accounts' custom fields (definitions, compiled validators); shared by services on one model. */
    readonly customFields: CustomFieldRegistry = new CustomFieldRegistry(),
  ) {
    this.validators = validatorsOf(model);
    this.entities = new Map(model.entities.map((e) => [e.name, e]));
  }

  /** The same service working inside `trx` (CSV import: every row in one transaction, each write a savepoint). */
  within(trx: Knex.Transaction): ResourceService {
    const service = new ResourceService(trx, this.model, this.hooks, this.secrets, this.customFields.memoized());
    // An import writes thousands of rows and needs only their ids: no read-back after each write.
    service.readBack = false;
    return service;
  }

  /** Whether create and update return the stored record (true) or only `{ id }`. */
  private readBack = true;

  /** The read replica (DATABASE_READ_URL), when there is one. */
  reader?: Knex;

  /**
   * Where a list, report or export for `actor` reads: the replica when there is one and the request may read
   * there (no recent write in its session), else the primary.
   */
  readerFor(actor: Actor): Knex {
    return this.reader && actor.replicaReads ? this.reader : this.knex;
  }

  entityByResource(resource: string): EntityModel | undefined {
    return this.model.entities.find((e) => e.resource === resource);
  }

  // ---- permission helpers -------------------------------------------------------------------------------

  /**
   * 403 unless the role may do `action` to some record of this kind. When the account lacks flags the entity needs
   * (`x-entity.flags`, which withhold every rule), the refusal names them: that, not the role, is what to change.
   */
  private requireAction(actor: Actor, action: Action, entity: EntityModel): void {
    if (actor.ability.can(action, entity.resource!)) return;
    const flags = flagsLackedFor(actor.user, entity.resource!, manifestOf(this.model));
    if (flags.length) {
      fail('forbidden', `${entity.title} records need the account feature flag${flags.length > 1 ? 's' : ''} ${flags.join(' and ')}, which this account does not have.`, [], { action, resource: entity.resource, missing: { flags } });
    }
    fail('forbidden', `Your role may not ${action} ${entity.resource}.`, [], { action, resource: entity.resource });
  }

  scope(actor: Actor, action: Action, entity: EntityModel): Scope {
    // The rules compiled to SQL, once per ability (abilities are cached per user's rules, actor.ts) and action.
    let byAbility = scopeSql.get(actor.ability);
    if (!byAbility) scopeSql.set(actor.ability, (byAbility = new Map()));
    const key = `${action} ${entity.resource}`;
    let where = byAbility.get(key);
    if (!where) byAbility.set(key, (where = accessibleWhere(actor.ability, action, entity.resource!, undefined, manifestOf(this.model))));
    return { where, accountId: actor.narrowedTo };
  }

  private requireRow(actor: Actor, action: Action, entity: EntityModel, row: Row): void {
    if (!actor.ability.can(action, subject(entity.resource!, { ...row }))) {
      fail('forbidden', `Your role may not ${action} this ${entity.title.toLowerCase()}.`, [], { action, resource: entity.resource });
    }
  }

  // ---- reads ---------------------------------------------------------------------------------------------

  /**
   * A checked list query and the caller's read scope: lists and CSV export share it, so an export holds exactly
   * the rows the list shows. Custom-field filters and sorts are bound to the acting account's definitions.
   */
  async prepareList(actor: Actor, entity: EntityModel, query: Record<string, string | string[] | undefined>): Promise<{ parsed: ListQuery; scope: Scope; definitions: CustomFieldDefinition[]; targets: string[] }> {
    this.requireAction(actor, 'read', entity);
    const parsed = parseListQuery(entity, query);
    let definitions: CustomFieldDefinition[] = [];
    let targets: string[] = [];
    if (entity.customFields) {
      // The customers screen filters `type: CUSTOMER`: its custom fields are the customers' ones.
      const equal = Object.fromEntries(parsed.conditions.filter((c) => c.operator === 'eq').map((c) => [c.field.name, c.value]));
      targets = targetsForFilter(entity, equal);
      definitions = await this.customFields.readDefinitions(this.knex, [actor.accountId], targets);
      bindCustomFields(parsed, definitions);
    }
    return { parsed, scope: this.scope(actor, 'read', entity), definitions, targets };
  }

  /**
   * Rows read from the table, made fit to return (hooks, write-only fields, hidden custom fields). `known`: the
   * definitions the list already read, reused when they cover the rows.
   */
  async presentRows(actor: Actor, entity: EntityModel, rows: Row[], known?: { definitions: CustomFieldDefinition[]; targets: string[] }): Promise<Row[]> {
    await this.customFields.hide(this.knex, entity, rows, known && { accountId: actor.accountId, ...known });
    return rows.map((row) => this.present(entity, row, actor));
  }

  /**
   * One page of a list. `fields` in the query names the columns to send (`*`: all); without it, `lean` (the HTTP
   * route) sends what a list screen uses (list-fields.ts), otherwise (the server's own callers) every column.
   */
  async list(actor: Actor, entity: EntityModel, query: Record<string, string | string[] | undefined>, options: { lean?: boolean } = {}) {
    const { parsed, scope, definitions, targets } = await this.prepareList(actor, entity, query);
    const fields = parseFields(entity, query.fields);
    parsed.fields = fields === 'all' ? undefined : fields ?? (options.lean ? leanListFields(entity, this.model) : undefined);
    const result = await listRows(this.readerFor(actor), entity, parsed, scope);
    return { ...result, rows: await this.presentRows(actor, entity, result.rows, { definitions, targets }), offset: parsed.offset };
  }

  async get(actor: Actor, entity: EntityModel, id: string): Promise<Row> {
    this.requireAction(actor, 'read', entity);
    const row = await findRow(this.knex, entity, id, this.scope(actor, 'read', entity));
    if (!row) return fail('not_found', `No ${entity.title.toLowerCase()} with id ${id}.`);
    await this.customFields.hide(this.knex, entity, [row]);
    return this.present(entity, await this.withChildColumns(entity, row), actor);
  }

  /** The status history of a record with a state machine, newest last. */
  async history(actor: Actor, entity: EntityModel, id: string): Promise<Row[]> {
    const row = await this.get(actor, entity, id);
    return this.knex('status_history as h')
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .where({ 'h.account_id': row[entity.tenantColumn], 'h.resource': entity.resource, 'h.record_id': id })
      .orderBy('h.at', 'asc')
      .select('h.id', 'h.transition', 'h.from_status', 'h.to_status', 'h.note', 'h.at', 'u.email as user_email');
  }

  /**
   * The audit log of a record (`x-entity.audit`), oldest first: whoever may read the record may read its history.
   * A singleton's is read with `id` undefined (the acting account's record).
   */
  async audit(actor: Actor, entity: EntityModel, id?: string): Promise<AuditEntry[]> {
    if (!entity.audit) return fail('not_found', `${entity.title} records keep no audit log.`);
    const row = id === undefined ? await this.getSingleton(actor, entity) : await this.get(actor, entity, id);
    if (row.id === undefined) return [];
    return auditTrail(this.knex, entity, String(row[entity.tenantColumn]), String(row.id));
  }

  // ---- writes --------------------------------------------------------------------------------------------

  async create(actor: Actor, entity: EntityModel, body: unknown): Promise<Row> {
    this.requireAction(actor, 'create', entity);
    this.hooks[entity.name]?.inspect?.(body, actor);
    const sent = this.clean(actor, entity, body);
    const record: Row = structuredClone(sent);
    const customErrors = await this.customFields.apply(this.knex, entity, actor.accountId, record, sent);
    this.validate(entity, record, [], customErrors);
    if (entity.tenancy === 'account') record.account_id = actor.accountId;
    if (entity.stateMachine) record[entity.stateMachine.field] = entity.stateMachine.initial;
    this.requireRow(actor, 'create', entity, record);

    const id = await this.knex.transaction(async (trx) => {
      await this.announceAccessChange(trx, entity);
      const inserted = (await this.writeInsert(trx, actor, entity, record, sent))!;
      await this.recordWrite(trx, { status: 201, body: { id: inserted }, headers: { location: `/api/${entity.resource}/${inserted}` } });
      return inserted;
    });
    // Read back without X-Account-Id narrowing: a new account is not the account the admin is acting in.
    if (!this.readBack) return { id };
    return this.readCommitted(() => this.get({ ...actor, narrowedTo: undefined }, entity, id), { id });
  }

  async update(actor: Actor, entity: EntityModel, id: string, body: unknown): Promise<Row> {
    this.requireAction(actor, 'update', entity);
    this.hooks[entity.name]?.inspect?.(body, actor);
    const sent = this.clean(actor, entity, body);
    const version = (body as Row).version;
    if (!Number.isSafeInteger(version)) invalid('/version', 'is required: send the version you loaded, so a change made meanwhile is not overwritten');

    await this.knex.transaction(async (trx) => {
      await this.announceAccessChange(trx, entity);
      const existing = await findRow(trx, entity, id, this.scope(actor, 'update', entity), { forUpdate: true, internal: true });
      if (!existing) return this.missingOrForbidden(trx, actor, 'update', entity, id);
      if (existing.version !== version) {
        fail('version_conflict', `This ${entity.title.toLowerCase()} was changed by someone else (version ${existing.version}, you sent ${version}). Reload it and make your change again.`, [], { currentVersion: existing.version });
      }
      await this.writeUpdate(trx, actor, entity, existing, sent);
    });
    if (!this.readBack) return { id };
    return this.get(actor, entity, id);
  }

  /**
   * The insert of a checked record, shared by `create` and a singleton's first save: references, hooks, secrets,
   * the document number, the row and its children. `oncePerAccount` (singletons) inserts nothing when the account
   * already has a row (the unique key on account_id) and answers undefined; otherwise the new id.
   */
  private async writeInsert(trx: Knex.Transaction, actor: Actor, entity: EntityModel, record: Row, sent: Row, options: { oncePerAccount?: boolean } = {}): Promise<string | undefined> {
    const context: HookContext = { trx, actor, model: this.model, entity, sent, secrets: this.secrets };
    await checkReferences(trx, this.model, entity, record, actor.accountId);
    await this.hooks[entity.name]?.beforeWrite?.(record, context);
    await refuseDuplicateCombination(trx, this.model, entity, record);
    this.refuseOutOfRange(entity, record);
    this.sealSecrets(entity, record);
    if (entity.numbering && !record[entity.numbering.field]) {
      record[entity.numbering.field] = await nextNumber(trx, actor.accountId, entity.numbering);
    }
    const insert = trx(entity.table).insert(toColumns(entity, record));
    const [inserted] = await (options.oncePerAccount ? insert.onConflict('account_id').ignore() : insert).returning(['id', entity.tenantColumn]);
    if (!inserted) return undefined;
    const stored = { ...record, id: inserted.id, account_id: inserted[entity.tenantColumn] };
    await this.writeChildren(trx, entity, stored);
    await recordAudit(trx, { model: this.model, entity, actor, action: 'create', accountId: String(inserted[entity.tenantColumn]), recordId: String(inserted.id), before: {}, after: record });
    await this.hooks[entity.name]?.afterWrite?.(stored, context);
    return inserted.id as string;
  }

  /**
   * The checked update of a stored row (locked, version already matched), shared by `update` and `putSingleton`:
   * immutables, merge over the stored values, validation, the row-level permission, references, hooks, secrets.
   */
  private async writeUpdate(trx: Knex.Transaction, actor: Actor, entity: EntityModel, existing: Row, sent: Row): Promise<void> {
    const id = existing.id;
    this.refuseIfReadOnly(entity, existing);
    for (const field of entity.fields.filter((f) => f.immutable && !f.system)) {
      if (field.name in sent && sent[field.name] !== existing[field.name]) invalid(`/${field.name}`, 'cannot be changed once set');
    }
    const record = this.merge(entity, existing, sent);
    // A stored secret is not sent back by clients: it is only required when none is stored yet.
    const storedSecrets = entity.fields.filter((f) => f.secret && existing[f.name] != null && !(f.name in sent)).map((f) => `/${f.name}`);
    const customErrors = await this.customFields.apply(trx, entity, String(existing[entity.tenantColumn]), record, sent, existing);
    this.validate(entity, record, storedSecrets, customErrors);
    record.account_id = existing.account_id;
    if (entity.tenancy === 'root') record.id = existing.id;
    this.requireRow(actor, 'update', entity, { ...existing, ...record });

    const context: HookContext = { trx, actor, model: this.model, entity, existing, sent, secrets: this.secrets };
    await checkReferences(trx, this.model, entity, record, String(existing[entity.tenantColumn]));
    await this.hooks[entity.name]?.beforeWrite?.(record, context);
    await refuseDuplicateCombination(trx, this.model, entity, record, existing);
    this.refuseOutOfRange(entity, record);
    this.sealSecrets(entity, record);
    const columns = toColumns(entity, record);
    delete columns.id;
    delete columns.account_id;
    await trx(entity.table)
      .where({ [entity.tenantColumn]: existing[entity.tenantColumn], id })
      .update({ ...columns, version: (existing.version as number) + 1, updated_at: trx.fn.now() });
    if (entity.children.some((c) => c.field in sent)) await this.writeChildren(trx, entity, { ...record, id, account_id: existing.account_id }, true);
    // Child lines count as changed only when they were sent (otherwise they were not rewritten).
    const written = Object.fromEntries(Object.entries(record).filter(([name]) => name in sent || !entity.children.some((c) => c.field === name)));
    await recordAudit(trx, { model: this.model, entity, actor, action: 'update', accountId: String(existing[entity.tenantColumn]), recordId: String(id), before: existing, after: written });
    await this.hooks[entity.name]?.afterWrite?.({ ...record, id, account_id: existing.account_id }, context);
  }

  async remove(actor: Actor, entity: EntityModel, id: string): Promise<Row> {
    this.requireAction(actor, 'delete', entity);
    return this.knex.transaction(async (trx) => {
      await this.announceAccessChange(trx, entity);
      const existing = await findRow(trx, entity, id, this.scope(actor, 'delete', entity), { forUpdate: true });
      if (!existing) return this.missingOrForbidden(trx, actor, 'delete', entity, id);
      this.refuseIfReadOnly(entity, existing);
      await this.hooks[entity.name]?.beforeDelete?.(existing, { trx, actor, model: this.model, entity, existing, sent: {} });
      await trx(entity.table).where({ [entity.tenantColumn]: existing[entity.tenantColumn], id }).delete();
      await recordAudit(trx, { model: this.model, entity, actor, action: 'delete', accountId: String(existing[entity.tenantColumn]), recordId: id, before: existing, after: {} });
      return this.present(entity, existing, actor);
    });
  }

  async transition(actor: Actor, entity: EntityModel, id: string, name: string, body: unknown): Promise<Row> {
    const machine = entity.stateMachine;
    const transition = machine?.transitions.find((t) => t.name === name);
    if (!machine || !transition) return fail('not_found', `${entity.resource} has no action \`${name}\`.`);
    this.requireAction(actor, 'update', entity);
    if (transition.bySystem && !actor.system) fail('system_transition', `\`${name}\` is done by Sellyard itself (${transition.label.toLowerCase()}), not by hand.`);
    // The transition's own roles and permissions (its schema's `roles` / `permissions`); Sellyard's jobs act for the account.
    const access = actor.system ? undefined : mayMakeTransition(actor.user, transition, manifestOf(this.model));
    if (access && !access.allowed) {
      fail('forbidden', transitionRefusal(transition.label, access, manifestOf(this.model)), [], { action: name, resource: entity.resource, missing: { roles: access.missing.roles, permissions: access.missing.permissions } });
    }
    const version = (body as Row | undefined)?.version;
    if (version !== undefined && !Number.isSafeInteger(version)) invalid('/version', 'must be a whole number');
    const sentBody = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : {};
    const inputErrors = this.validators.get(entity.name)!.validateInput(name, sentBody);
    if (inputErrors.length) fail('validation_failed', `${inputErrors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, inputErrors);

    let known: Row = { id };
    await this.knex.transaction(async (trx) => {
      await this.announceAccessChange(trx, entity);
      const existing = await findRow(trx, entity, id, this.scope(actor, 'update', entity), { forUpdate: true, internal: true });
      if (!existing) return this.missingOrForbidden(trx, actor, 'update', entity, id);
      if (version !== undefined && existing.version !== version) fail('version_conflict', `This ${entity.title.toLowerCase()} was changed by someone else; reload it.`, [], { currentVersion: existing.version });
      const current = String(existing[machine.field]);
      const allowed = allowedTransitions(machine, existing).map((t) => t.name);
      if (!mayTransition(machine, transition, existing)) {
        // A held record obeys the guards of the state it was held in (checks/state-machine.ts).
        const held = heldState(machine, existing);
        const why = transition.from.includes(current) && held
          ? ` that is ${current}: it was ${held.from} when it was put there (${held.transition}), and ${name} is not allowed from ${held.from}`
          : ` that is ${current}`;
        fail('illegal_transition', `Cannot ${name} a ${entity.title.toLowerCase()}${why}; allowed now: ${allowed.join(', ') || 'none'}.`, [], { currentStatus: current, allowed, ...(held ? { heldFrom: held.from } : {}) });
      }
      let target = transition.to === '$same' ? current : transition.to;
      const changes: Row = transitionChanges(entity, transition, sentBody);
      if (target === '$previous') target = heldState(machine, existing)?.from ?? machine.initial;
      const hold = machine.holds.find((h) => h.transition === transition.name);
      if (hold) changes[hold.field] = current;
      changes[machine.field] = target;
      const record = { ...existing, ...changes };
      // The hook sees the transition's body (e.g. quantities) as `sent`, and may change other fields of the record.
      const context: HookContext = { trx, actor, model: this.model, entity, existing, sent: sentBody, secrets: this.secrets };
      await this.hooks[entity.name]?.beforeTransition?.(name, record, context);
      const writable = new Set(storedFields(entity).filter((f) => !f.system).map((f) => f.name));
      const changed = Object.entries(record).filter(([k, v]) => writable.has(k) && (k in changes || JSON.stringify(v) !== JSON.stringify(existing[k])));
      // Whatever wrote them (the input, `set`, a hook), the changed fields must still satisfy the entity's schema
      // (in its own words), and what the hooks computed must fit its columns.
      this.validateChanged(entity, { ...existing, ...Object.fromEntries(changed) }, changed.map(([k]) => k));
      this.refuseOutOfRange(entity, record);
      const stored = toColumns(entity, Object.fromEntries(changed));
      await trx(entity.table)
        .where({ [entity.tenantColumn]: existing[entity.tenantColumn], id })
        .update({ ...stored, version: (existing.version as number) + 1, updated_at: trx.fn.now() });
      await trx('status_history').insert({
        account_id: existing[entity.tenantColumn], resource: entity.resource, record_id: id, transition: name,
        from_status: current, to_status: target, user_id: actor.system ? null : actor.user.id, ...(actor.system ? { note: `by Sellyard (${jobTitle(actor.system.job)})` } : {}),
      });
      await recordAudit(trx, {
        model: this.model, entity, actor, action: 'transition', transition: name, accountId: String(existing[entity.tenantColumn]), recordId: id,
        before: existing, after: Object.fromEntries(changed),
      });
      await this.hooks[entity.name]?.afterTransition?.(name, { ...record, version: (existing.version as number) + 1 }, context);
      known = { id, [machine.field]: target, version: (existing.version as number) + 1 };
      await this.recordWrite(trx, { status: 200, body: known });
    });
    return this.readCommitted(() => this.get(actor, entity, id), known);
  }

  /**
   * Stores the write's answer for the request's Idempotency-Key in the write's own transaction, so a committed
   * write always has its key (api/http/idempotency.ts). Only for a top-level write: within an import or bulk
   * listing, their route stores the answer of the whole batch.
   */
  /**
   * A write to a user or an account can change who may do what (suspension, role, permissions, flags, a partner's
   * clients): cached sessions are dropped here and, at commit, in every API process (session-cache.ts).
   */
  private async announceAccessChange(trx: Knex.Transaction, entity: EntityModel): Promise<void> {
    // Custom-field definitions: lists read them from a cache cleared with the sessions (custom-fields.ts).
    if (entity.name === 'user' || entity.name === 'account' || entity.table === 'custom_fields') await announceSessionChange(trx);
  }

  private async recordWrite(trx: Knex.Transaction, answer: StoredAnswer): Promise<void> {
    if (!this.knex.isTransaction) await recordAnswer(trx, answer);
  }

  /**
   * The read-back of a committed write. The write stands whatever happens now, so a failed read (a dropped
   * connection) is tried once more and then answered with what is known (`known`: the id, and what the write set)
   * rather than a 500 that would make the client retry a write that succeeded.
   */
  private async readCommitted(read: () => Promise<Row>, known: Row): Promise<Row> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await read();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (attempt === 2) return known;
      }
    }
  }

  // ---- many records at once: the import path ------------------------------------------------------------

  /**
   * Creates many records of one entity inside `trx` with set-based writes: what `create` does for each record, in
   * a fixed number of statements for the whole batch (a page of marketplace orders, api/domain/channels/). A record
   * may be born in a later state of its state machine by naming the transitions it went through (`through`, e.g.
   * `['submit', 'pay']`): each must be allowed from the state before it (as `transition` checks, by-system ones only
   * for a system actor), its `set` applies (`paid_at: $now`), and the status history and the audit log get one
   * entry per step after the create's, as if each transition had been made in turn by `actor`.
   *
   * What differs from `create` followed by `transition`s, deliberately:
   * - all or nothing: an invalid item refuses the batch; its errors' pointers are led by its index (`/3/lines/0/quantity`);
   * - the entity's `beforeWriteMany` hook, when it has one, runs once for the batch instead of `beforeWrite` per record;
   * - the steps' `beforeTransition` and `afterTransition` hooks do NOT run: the caller does their work for the whole
   *   batch (the order import pays its orders' rules and allocation at once: api/domain/orders/paid-orders.ts);
   * - `serverFields` of an item are fields only the server writes (read-only to clients: the marketplace link of an
   *   imported order), taken as given after the body is checked;
   * - nothing is read back: the answer is each record as written (with `id`, number, final state and its children's
   *   ids), in the order given; no Idempotency-Key answer is stored (the caller's job or route owns the retry).
   */
  async createMany(trx: Knex.Transaction, actor: Actor, entity: EntityModel, items: Array<{ body: unknown; through?: string[]; serverFields?: Row; cause?: string }>): Promise<Row[]> {
    if (!items.length) return [];
    this.requireAction(actor, 'create', entity);
    if (items.some((item) => item.through?.length)) this.requireAction(actor, 'update', entity);
    const hooks = this.hooks[entity.name];
    const accountId = actor.accountId;
    const records: Row[] = [];
    const sents: Row[] = [];
    for (const [i, item] of items.entries()) {
      await withinItem(i, async () => {
        hooks?.inspect?.(item.body, actor);
        const sent = this.clean(actor, entity, item.body);
        const record: Row = structuredClone(sent);
        const customErrors = await this.customFields.apply(trx, entity, accountId, record, sent);
        this.validate(entity, record, [], customErrors);
        if (entity.tenancy === 'account') record.account_id = accountId;
        if (entity.stateMachine) record[entity.stateMachine.field] = entity.stateMachine.initial;
        this.requireRow(actor, 'create', entity, record);
        // Fields only the server writes (read-only to clients), given by the calling server code itself.
        Object.assign(record, item.serverFields ?? {});
        records.push(record);
        sents.push(sent);
      });
    }
    await checkReferencesMany(trx, this.model, entity, records, accountId);
    const context: HookContext = { trx, actor, model: this.model, entity, sent: {}, secrets: this.secrets };
    if (hooks?.beforeWriteMany) await hooks.beforeWriteMany(records, context);
    else if (hooks?.beforeWrite) for (const [i, record] of records.entries()) await withinItem(i, () => hooks.beforeWrite!(record, { ...context, sent: sents[i]! }));
    for (const [i, record] of records.entries()) {
      withinItem(i, () => {
        this.refuseOutOfRange(entity, record);
        this.sealSecrets(entity, record);
      });
    }
    if (entity.numbering) {
      const field = entity.numbering.field;
      const numbers = await nextNumbers(trx, accountId, entity.numbering, records.filter((r) => !r[field]).length);
      for (const record of records) if (!record[field]) record[field] = numbers.shift();
    }
    // What the create's audit entry shows (the initial state), then each record moved through its transitions.
    const created: Row[] = [];
    const steps: ChainStep[][] = [];
    for (const [i, record] of records.entries()) {
      record.id = randomUUID();
      created.push({ ...record });
      steps.push(withinItem(i, () => this.applyChain(actor, entity, record, items[i]!.through ?? [])));
    }
    await insertChunked(trx, entity.table, records.map((record) => toColumns(entity, record)));
    await this.insertChildrenMany(trx, entity, records);
    const audits: AuditWrite[] = [];
    const history: Row[] = [];
    for (const [i, record] of records.entries()) {
      // `cause`: why this record, when the actor's own cause does not say it (the marketplace order it comes from).
      const base = { model: this.model, entity, actor, accountId, recordId: String(record.id), ...(items[i]!.cause ? { cause: items[i]!.cause } : {}) };
      audits.push({ ...base, action: 'create', before: {}, after: created[i]! });
      steps[i]!.forEach((step, k) => {
        audits.push({ ...base, action: 'transition', transition: step.name, before: step.before, after: step.changes });
        history.push({
          account_id: accountId, resource: entity.resource, record_id: record.id, transition: step.name, from_status: step.from, to_status: step.to,
          user_id: actor.system ? null : actor.user.id, note: actor.system ? `by Sellyard (${jobTitle(actor.system.job)})` : null,
          // One transaction has one now(): each step a microsecond after the one before, so the history reads in order.
          at: trx.raw(`now() + make_interval(secs => ?)`, [(k + 1) / 1e6]),
        });
      });
    }
    await recordAudits(trx, audits);
    await insertChunked(trx, 'status_history', history);
    if (hooks?.afterWrite) for (const [i, record] of records.entries()) await withinItem(i, () => hooks.afterWrite!(record, { ...context, sent: sents[i]! }));
    return records;
  }

  /** Moves `record` through the named transitions (see `createMany`), answering each step. */
  private applyChain(actor: Actor, entity: EntityModel, record: Row, names: string[]): ChainStep[] {
    const machine = entity.stateMachine;
    if (names.length && !machine) return fail('not_found', `${entity.resource} has no state machine.`);
    const steps: ChainStep[] = [];
    for (const name of names) {
      const transition = machine!.transitions.find((t) => t.name === name);
      if (!transition) return fail('not_found', `${entity.resource} has no action \`${name}\`.`);
      if (transition.bySystem && !actor.system) fail('system_transition', `\`${name}\` is done by Sellyard itself (${transition.label.toLowerCase()}), not by hand.`);
    // The transition's own roles and permissions (its schema's `roles` / `permissions`); Sellyard's jobs act for the account.
    const access = actor.system ? undefined : mayMakeTransition(actor.user, transition, manifestOf(this.model));
    if (access && !access.allowed) {
      fail('forbidden', transitionRefusal(transition.label, access, manifestOf(this.model)), [], { action: name, resource: entity.resource, missing: { roles: access.missing.roles, permissions: access.missing.permissions } });
    }
      const current = String(record[machine!.field]);
      if (!mayTransition(machine!, transition, record)) {
        const allowed = allowedTransitions(machine!, record).map((t) => t.name);
        fail('illegal_transition', `Cannot ${name} a ${entity.title.toLowerCase()} that is ${current}; allowed then: ${allowed.join(', ') || 'none'}.`, [], { currentStatus: current, allowed });
      }
      let target = transition.to === '$same' ? current : transition.to;
      const changes = transitionChanges(entity, transition, {});
      if (target === '$previous') target = heldState(machine!, record)?.from ?? machine!.initial;
      const hold = machine!.holds.find((h) => h.transition === transition.name);
      if (hold) changes[hold.field] = current;
      changes[machine!.field] = target;
      const before = { ...record };
      Object.assign(record, changes);
      this.validateChanged(entity, record, Object.keys(changes));
      steps.push({ name, from: current, to: target, before, changes });
    }
    return steps;
  }

  /** The child rows of records created together, each with its id (written back into the record's lines). */
  private async insertChildrenMany(trx: Knex.Transaction, entity: EntityModel, records: Row[]): Promise<void> {
    for (const child of entity.children) {
      const childEntity = this.entities.get(child.entity)!;
      const rows: Row[] = [];
      for (const record of records) {
        const items = (record[child.field] as Row[] | undefined) ?? [];
        items.forEach((item, position) => {
          const { id: _ignored, ...values } = item;
          item.id = randomUUID();
          rows.push({ ...toColumns(childEntity, { ...values, id: item.id, position, account_id: record.account_id }), [child.foreignKey]: record.id });
        });
      }
      await insertChunked(trx, child.table, rows);
    }
  }

  // ---- singletons: one record per account (x-entity.singleton) -------------------------------------------

  /**
   * The acting account's record of a singleton. Before the first save there is no row: the answer is the schema's
   * defaults with `version: 0` and no `id`, so a settings screen opens (and the first save sends version 0).
   */
  async getSingleton(actor: Actor, entity: EntityModel): Promise<Row> {
    this.requireAction(actor, 'read', entity);
    const row = (await findSingletonRow(this.knex, entity, actor.accountId)) ?? singletonDefaults(entity, actor.accountId);
    this.requireRow(actor, 'read', entity, row);
    return this.present(entity, await this.withChildColumns(entity, row), actor);
  }

  /**
   * Saves the acting account's record of a singleton: an update of the stored row, or the first insert. `version`
   * must be what was read (0 before the first save): a stale one is a 409 whichever happened meanwhile.
   */
  async putSingleton(actor: Actor, entity: EntityModel, body: unknown): Promise<Row> {
    this.requireAction(actor, 'update', entity);
    this.hooks[entity.name]?.inspect?.(body, actor);
    const sent = this.clean(actor, entity, body);
    const version = (body as Row).version;
    if (!Number.isSafeInteger(version) || (version as number) < 0) {
      invalid('/version', 'is required: send the version you loaded (0 before the first save), so a change made meanwhile is not overwritten');
    }
    const accountId = actor.accountId;
    const stale = (current: number) => fail('version_conflict', `${entity.title} changed since you loaded it (version ${current}, you sent ${version}): someone else saved meanwhile. Reload and make your change again.`, [], { currentVersion: current });
    await this.knex.transaction(async (trx) => {
      await this.announceAccessChange(trx, entity);
      const existing = await findSingletonRow(trx, entity, accountId, { forUpdate: true, internal: true });
      if (existing) {
        this.requireRow(actor, 'update', entity, existing);
        if (existing.version !== version) stale(existing.version as number);
        return this.writeUpdate(trx, actor, entity, existing, sent);
      }
      if (version !== 0) stale(0);
      const record: Row = structuredClone(sent);
      this.validate(entity, record);
      record.account_id = accountId;
      this.requireRow(actor, 'update', entity, record);
      // Two first saves at once: the unique key on account_id lets one in; the other was based on a stale read.
      if (!(await this.writeInsert(trx, actor, entity, record, sent, { oncePerAccount: true }))) stale(1);
    });
    return this.getSingleton(actor, entity);
  }

  // ---- helpers -------------------------------------------------------------------------------------------

  /** 404 when the record is not visible at all; 403 when it is visible but this action is not allowed on it. */
  /** A query on the entity's table narrowed to the rows `actor` may `action` (for hand-written reads and joins). */
  scopedQuery(db: Knex, actor: Actor, action: Action, entity: EntityModel): Knex.QueryBuilder {
    this.requireAction(actor, action, entity);
    return applyScope(db(entity.table), entity, this.scope(actor, action, entity));
  }

  /**
   * The record `id` locked (`FOR UPDATE`) on `trx` for a hand-written action that updates it (a stock adjustment):
   * the same rules as the generic update: `update` permission (403), the record in the caller's scope (404 when
   * they cannot even read it, else 403).
   */
  async lockForUpdate(trx: Knex, actor: Actor, entity: EntityModel, id: string): Promise<Row> {
    this.requireAction(actor, 'update', entity);
    const row = await findRow(trx, entity, id, this.scope(actor, 'update', entity), { forUpdate: true, internal: true });
    return row ?? this.missingOrForbidden(trx, actor, 'update', entity, id);
  }

  private async missingOrForbidden(trx: Knex, actor: Actor, action: Action, entity: EntityModel, id: string): Promise<never> {
    // On the caller's transaction: PGlite has one connection, and the transaction holds it.
    const visible = await findRow(trx, entity, id, this.scope(actor, 'read', entity));
    if (visible) return fail('forbidden', `Your role may not ${action} this ${entity.title.toLowerCase()}.`);
    return fail('not_found', `No ${entity.title.toLowerCase()} with id ${id}.`);
  }

  private refuseIfReadOnly(entity: EntityModel, row: Row): void {
    const rule = entity.readOnlyWhen;
    if (rule && rule.in.includes(String(row[rule.field]))) {
      fail('read_only_record', `A ${entity.title.toLowerCase()} that is ${row[rule.field]} can no longer be changed.`);
    }
  }

  /**
   * Keeps what a client may write: readOnly and system fields are dropped (clients send whole records back),
   * admin-only fields are dropped for everyone else, strings are trimmed / lower-cased / sanitised as the schema
   * says. Unknown fields stay, so validation can name them.
   */
  private clean(actor: Actor, entity: EntityModel, body: unknown): Row {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalid('', 'the body must be a JSON object');
    const fields = new Map(entity.fields.map((f) => [f.name, f]));
    const out: Row = {};
    for (const [key, value] of Object.entries(body as Row)) {
      const field = fields.get(key);
      if (field && (field.readOnly || field.system || field.internal)) continue;
      if (field?.adminOnly && actor.user.role !== 'admin') continue;
      // `<secret>_set` is what records say of a secret; a client sending the record back sends it too.
      if (!field && key.endsWith('_set') && fields.get(key.slice(0, -4))?.secret) continue;
      const child = entity.children.find((c) => c.field === key);
      if (child && Array.isArray(value)) {
        const childEntity = this.entities.get(child.entity)!;
        out[key] = value.map((item) => (typeof item === 'object' && item !== null && !Array.isArray(item) ? this.cleanChild(childEntity, item as Row) : item));
        continue;
      }
      out[key] = field ? normaliseValue(field, value) : value;
    }
    return out;
  }

  private cleanChild(entity: EntityModel, item: Row): Row {
    const fields = new Map(entity.fields.map((f) => [f.name, f]));
    const out: Row = {};
    for (const [key, value] of Object.entries(item)) {
      const field = fields.get(key);
      // A line's id says which stored line it is (writeChildren keeps it); it is never taken as a new line's id.
      if (key === 'id') { out.id = value; continue; }
      if (key === entity.childOf?.foreignKey || (field && (field.readOnly || field.system || field.internal))) continue;
      out[key] = field ? normaliseValue(field, value) : value;
    }
    return out;
  }

  /** The stored record's writable fields, overlaid with what the client sent (PUT replaces what it names). */
  private merge(entity: EntityModel, existing: Row, sent: Row): Row {
    const record: Row = {};
    for (const field of entity.fields.filter(isWritable)) {
      if (field.virtual && !entity.children.some((c) => c.field === field.name)) continue;
      if (field.name in sent) record[field.name] = sent[field.name];
      else if (field.secret) continue;
      else if (field.name in existing && existing[field.name] !== null) {
        // The driver reads a timestamptz as a Date; the validator checks the JSON (ISO string) form a client sends.
        const value = existing[field.name];
        record[field.name] = value instanceof Date ? value.toISOString() : value;
      }
    }
    for (const child of entity.children) {
      if (!(child.field in sent)) {
        const childEntity = this.entities.get(child.entity)!;
        record[child.field] = ((existing[child.field] as Row[]) ?? []).map((line) => this.cleanChild(childEntity, line));
      }
    }
    for (const field of entity.fields.filter((f) => f.virtual && !entity.children.some((c) => c.field === f.name))) {
      if (field.name in sent) record[field.name] = sent[field.name];
    }
    return record;
  }

  /** Replaces each sent secret by its ciphertext; unsent ones are left out, so the stored value stays. */
  private sealSecrets(entity: EntityModel, record: Row): void {
    for (const field of entity.fields.filter((f) => f.secret)) {
      if (!(field.name in record)) continue;
      if (record[field.name] === null) continue;
      if (!this.secrets) throw new Error(`No secret key configured: cannot store ${entity.name}.${field.name}`);
      record[field.name] = this.secrets.encrypt(record[field.name], `${entity.table}.${field.name}`);
    }
  }

  /**
   * Validates the fields a transition changed, as a PUT of the record would: the errors on other fields are not the
   * transition's doing (a record saved before a rule existed) and do not stop it.
   */
  private validateChanged(entity: EntityModel, record: Row, changed: string[]): void {
    const validator = this.validators.get(entity.name)!;
    // A field compared with a changed one (`spend_limit` ≤ `balance`) may be broken by the change: it is checked too.
    const affected = validator.compared.filter((c) => changed.includes(c.with)).map((c) => c.field);
    const fields = [...changed, ...affected].filter((name) => validator.writable.has(name));
    if (!fields.length) return;
    const body = this.merge(entity, record, {});
    const errors = validator.validate(body).filter((e) => fields.includes(e.pointer.split('/')[1]));
    if (errors.length) fail('validation_failed', `${errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, errors);
  }

  private validate(entity: EntityModel, record: Row, satisfied: string[] = [], extra: FieldError[] = []): void {
    const errors: FieldError[] = [...this.validators.get(entity.name)!.validate(record)
      .filter((e) => !(e.message === 'is required' && satisfied.includes(e.pointer))), ...extra];
    if (errors.length) fail('validation_failed', `${errors.length} field${errors.length > 1 ? 's are' : ' is'} invalid: ${errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, errors);
  }

  /** What the hooks computed must fit its columns (see outOfRangeErrors): a 400 naming the field, never a 500. */
  private refuseOutOfRange(entity: EntityModel, record: Row): void {
    const errors = outOfRangeErrors(this.model, entity, record);
    if (errors.length) fail('validation_failed', `The figures do not fit: ${errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, errors);
  }

  /**
   * Writes a record's child rows (`x-children`), replacing the stored ones on update. A line sent back with the id
   * it was read with keeps that id and its creation time (and its update time when nothing in it changed): a record
   * saved unchanged stays unchanged, and documents naming a line by id still find it. Any other id is ignored.
   */
  private async writeChildren(trx: Knex.Transaction, entity: EntityModel, record: Row, replace = false): Promise<void> {
    for (const child of entity.children) {
      const childEntity = this.entities.get(child.entity)!;
      const items = (record[child.field] as Row[] | undefined) ?? [];
      const parent = { account_id: record.account_id, [child.foreignKey]: record.id };
      const stored: Row[] = replace ? await trx(child.table).where(parent).select('*') : [];
      if (replace) await trx(child.table).where(parent).delete();
      if (!items.length) continue;
      const keep = new Map(stored.map((row) => [String(row.id), row]));
      const columns = new Set(storedFields(childEntity).map((f) => f.name));
      const rows = items.map((item, position) => {
        const { id, ...values } = item;
        // The foreign key to the parent is a column of the child table but not a field of its schema.
        const row: Row = { ...toColumns(childEntity, { ...values, position, account_id: record.account_id }), [child.foreignKey]: record.id };
        const kept = typeof id === 'string' ? keep.get(id) : undefined;
        if (!kept) return row;
        keep.delete(id as string);
        row.id = id;
        if (columns.has('created_at')) row.created_at = kept.created_at;
        if (columns.has('updated_at')) row.updated_at = Object.keys(row).every((k) => k === 'id' || sameColumnValue(row[k], kept[k])) ? kept.updated_at : trx.fn.now();
        return row;
      });
      await trx(child.table).insert(rows);
    }
  }

  private async withChildColumns(entity: EntityModel, row: Row): Promise<Row> {
    for (const child of entity.children) {
      const childEntity = this.entities.get(child.entity)!;
      const keep = new Set(returnedColumns(childEntity));
      row[child.field] = ((row[child.field] as Row[]) ?? []).map((line) => Object.fromEntries(Object.entries(line).filter(([k]) => keep.has(k))));
    }
    return row;
  }

  private present(entity: EntityModel, row: Row, actor: Actor): Row {
    const out = this.hooks[entity.name]?.present?.(row, actor) ?? row;
    // Secrets are never selected (only `<field>_set`); this also catches any other path that loaded a row whole.
    for (const field of entity.fields) if (field.internal || field.writeOnly) delete out[field.name];
    return out;
  }
}

/** One transition of a record created in a later state (`createMany`): from, to, what it set. */
interface ChainStep { name: string; from: string; to: string; before: Row; changes: Row }

/** Runs one item's part of a batch; its errors' pointers (and message) say which item. */
function withinItem<T>(index: number, work: () => T): T {
  const rethrow = (error: unknown): never => {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.code, `Item ${index + 1}: ${error.detail ?? error.message}`, error.errors.map((e) => ({ ...e, pointer: `/${index}${e.pointer}` })), { ...error.extra, item: index });
  };
  try {
    const result = work();
    return (result instanceof Promise ? result.catch(rethrow) : result) as T;
  } catch (error) {
    return rethrow(error);
  }
}

/** A multi-row insert in statements of at most ~30,000 bound values (PostgreSQL takes 65,535 at most). */
async function insertChunked(trx: Knex, table: string, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const columns = Math.max(1, ...rows.map((r) => Object.keys(r).length));
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) await trx(table).insert(rows.slice(i, i + size));
}

/** Whether a column value about to be written equals the stored one (the driver reads dates, numerics, jsonb back typed). */
function sameColumnValue(written: unknown, stored: unknown): boolean {
  const text = (value: unknown) => (value === null || value === undefined ? null
    : value instanceof Date ? value.toISOString()
      : typeof value === 'object' ? JSON.stringify(value) : String(value));
  return text(written) === text(stored);
}

/** Applies the schema's string normalisation (`x-trim`, `x-lowercase`, `x-sanitize`). */
function normaliseValue(field: FieldModel, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  let out = value;
  if (field.trim) out = out.trim();
  if (field.lowercase) out = out.toLowerCase();
  if (field.sanitize === 'html') out = sanitizeHtml(out, { allowedSchemes: ['https', 'mailto'], allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt'] } });
  // An emptied optional text field means "none": store null rather than ''.
  if (out === '' && field.nullable && field.jsonType === 'string') return null;
  return out;
}

export { attachChildren };
