/**
 * Domain hooks: the places where an entity needs more than generic CRUD (order totals, password hashing).
 * The generic service calls them inside the write's transaction; an entity without hooks needs no code at all.
 *
 * A hook file declares its hooks with `defineHooks('sales-order', { … })`: `record`, `context.existing` and
 * `context.sent` are then typed by the entity's stored row (`EntityRecords` in generated/types.ts), so a renamed or
 * misspelt field fails the typecheck. The registry below stays untyped: api/crud calls every entity's hooks with
 * plain rows, and `defineHooks` is the one place that crosses from one to the other.
 */
import type { Knex } from 'knex';
import type { EntityModel, Model } from '../../model/types.ts';
import type { Actor } from '../crud/actor.ts';
import type { Row } from '../crud/repository.ts';
import type { SecretBox } from '../crypto/secrets.ts';
import type { EntityName, EntityRecords } from '../../generated/types.ts';

/** What a grid row carried besides the child's fields: any JSON, which the hook checks field by field. */
export type GridRowExtra = Record<string, unknown>;

/** What a hook is given besides the record; `T` is the entity's stored row (plain `Row` at the crud boundary). */
export interface HookContext<T extends object = Row> {
  trx: Knex.Transaction;
  actor: Actor;
  model: Model;
  entity: EntityModel;
  /** The stored row before this write (updates and transitions). */
  existing?: T;
  /** The fields the client sent (after cleaning), to tell "sent" from "kept". */
  sent: Partial<T>;
  /** Decrypts stored secrets (a channel's credentials, to test them with the marketplace), when the app has the key. */
  secrets?: SecretBox;
}

/**
 * An entity's hooks; `T` is its stored row. `record` is typed as the full row, but before `beforeWrite` has run a
 * create may still lack what the server fills (its number, totals): test before reading such a field.
 */
export interface EntityHooks<T extends object = Row> {
  /**
   * Before anything else, on the body exactly as sent: refuse what must never even be read further (a payment
   * card number). Throw ApiError to refuse.
   */
  inspect?(body: unknown, actor: Actor): void;
  /**
   * After validation, before the row is written: fill server-computed fields (totals, snapshots, hashes) into
   * `record`, which holds the columns and the children arrays. May throw ApiError for domain rules.
   */
  beforeWrite?(record: T, context: HookContext<T>): Promise<void>;
  /**
   * The batch form of `beforeWrite` for records created together (`ResourceService.createMany`, the import path):
   * called once with every record of the batch, in place of `beforeWrite` per record, so its lookups are one query
   * for the batch. It must leave each record as `beforeWrite` would. `context.sent` is empty (creates only).
   */
  beforeWriteMany?(records: T[], context: HookContext<T>): Promise<void>;
  /** Before a state transition is stored; may change `record` (the row with the new state) or refuse. */
  beforeTransition?(transition: string, record: T, context: HookContext<T>): Promise<void>;
  /**
   * After the row and its children are written (create and update), in the same transaction: work that needs the
   * stored children (an edited paid order's lines are allocated again). `record` has `id` and `account_id`.
   */
  afterWrite?(record: T, context: HookContext<T>): Promise<void>;
  /**
   * After a transition is stored and its history written, in the same transaction: its consequences (a paid
   * order's rules and allocation, a cancelled one's release). `record` is the row as stored; `context.existing`
   * the row before. Further changes to the row must bump its `version`.
   */
  afterTransition?(transition: string, record: T, context: HookContext<T>): Promise<void>;
  /** Inside the delete's transaction, before the row goes: refuse (a base currency) or tidy up references. */
  beforeDelete?(row: T, context: HookContext<T>): Promise<void>;
  /**
   * After a child made by a grid (`x-entity.childGrid`, api/crud/child-grid.ts) is written with the rest of its
   * batch, in the same transaction: what the row carried besides the child's fields (`opening_stock`). Refusing
   * refuses the whole batch; pointers are the row's (`/opening_stock/0/quantity`).
   */
  afterGridRow?(record: T, extra: GridRowExtra, context: HookContext<T>): Promise<void>;
  /** Removes what must never leave the server from a row about to be returned (beyond writeOnly/internal). */
  present?(row: T, actor: Actor): T;
}

/** The hooks by entity name, as api/crud calls them: with plain rows. */
export type HookRegistry = Record<string, EntityHooks>;

/** The stored row of an entity by its name (`EntityRecords['sales-order']`). */
export type EntityRecord<N extends EntityName> = EntityRecords[N];

/** The context a typed hook of entity `N` is given (for helpers a hook passes it to). */
export type EntityHookContext<N extends EntityName> = HookContext<EntityRecords[N]>;

/**
 * Declares an entity's hooks typed by its stored row: `defineHooks('task', { async beforeWrite(task, ctx) { … } })`.
 * Returns them as the registry holds them. The cast is the crud boundary: the service validated the row against the
 * same schema the type was generated from, so the row it passes is the entity's.
 */
export function defineHooks<N extends EntityName>(entity: N, hooks: EntityHooks<EntityRecords[N]>): EntityHooks {
  const untyped = hooks as unknown as EntityHooks;
  declaredFor.set(untyped, entity);
  return untyped;
}

/** The entity each `defineHooks` result was typed for, so a test can check the registry files it under that name. */
const declaredFor = new WeakMap<EntityHooks, EntityName>();
export const hooksDeclaredFor = (hooks: EntityHooks): EntityName | undefined => declaredFor.get(hooks);

/**
 * Hands a typed record to a helper that still takes an untyped `Row` (shared with jobs and routes that read rows
 * with raw queries). Each call is a place still to type: tests/typed-hooks.test.ts counts them per file, and the
 * counts may only go down.
 */
export function untypedRow(record: object): Row {
  return record as Row;
}

/** The context of a typed hook handed to a helper that still takes the untyped one (counted like `untypedRow`). */
export function untypedContext<T extends object>(context: HookContext<T>): HookContext {
  return context as unknown as HookContext;
}

/**
 * A typed record handed to code that walks any entity's fields by name (the audit log's diff, the state machine's
 * guards): that code takes `Record<string, unknown>` by nature, and a generated interface has no index signature.
 */
export function recordFields(record: object): Row {
  return record as Row;
}
