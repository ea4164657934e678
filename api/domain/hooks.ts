/**
 * Domain hooks: the places where an entity needs more than generic CRUD (order totals, password hashing).
 * The generic service calls them inside the write's transaction; an entity without hooks needs no code at all.
 */
import type { Knex } from 'knex';
import type { EntityModel, Model } from '../../model/types.ts';
import type { Actor } from '../crud/actor.ts';
import type { Row } from '../crud/repository.ts';
import type { SecretBox } from '../crypto/secrets.ts';

export interface HookContext {
  trx: Knex.Transaction;
  actor: Actor;
  model: Model;
  entity: EntityModel;
  /** The stored row before this write (updates and transitions). */
  existing?: Row;
  /** The fields the client sent (after cleaning), to tell "sent" from "kept". */
  sent: Row;
  /** Decrypts stored secrets (a channel's credentials, to test them with the marketplace), when the app has the key. */
  secrets?: SecretBox;
}

export interface EntityHooks {
  /**
   * Before anything else, on the body exactly as sent: refuse what must never even be read further (a payment
   * card number). Throw ApiError to refuse.
   */
  inspect?(body: unknown, actor: Actor): void;
  /**
   * After validation, before the row is written: fill server-computed fields (totals, snapshots, hashes) into
   * `record`, which holds the columns and the children arrays. May throw ApiError for domain rules.
   */
  beforeWrite?(record: Row, context: HookContext): Promise<void>;
  /**
   * The batch form of `beforeWrite` for records created together (`ResourceService.createMany`, the import path):
   * called once with every record of the batch, in place of `beforeWrite` per record, so its lookups are one query
   * for the batch. It must leave each record as `beforeWrite` would. `context.sent` is empty (creates only).
   */
  beforeWriteMany?(records: Row[], context: HookContext): Promise<void>;
  /** Before a state transition is stored; may change `record` (the row with the new state) or refuse. */
  beforeTransition?(transition: string, record: Row, context: HookContext): Promise<void>;
  /**
   * After the row and its children are written (create and update), in the same transaction: work that needs the
   * stored children (an edited paid order's lines are allocated again). `record` has `id` and `account_id`.
   */
  afterWrite?(record: Row, context: HookContext): Promise<void>;
  /**
   * After a transition is stored and its history written, in the same transaction: its consequences (a paid
   * order's rules and allocation, a cancelled one's release). `record` is the row as stored; `context.existing`
   * the row before. Further changes to the row must bump its `version`.
   */
  afterTransition?(transition: string, record: Row, context: HookContext): Promise<void>;
  /** Inside the delete's transaction, before the row goes: refuse (a base currency) or tidy up references. */
  beforeDelete?(row: Row, context: HookContext): Promise<void>;
  /**
   * After a child made by a grid (`x-entity.childGrid`, api/crud/child-grid.ts) is written with the rest of its
   * batch, in the same transaction: what the row carried besides the child's fields (`opening_stock`). Refusing
   * refuses the whole batch; pointers are the row's (`/opening_stock/0/quantity`).
   */
  afterGridRow?(record: Row, extra: Row, context: HookContext): Promise<void>;
  /** Removes what must never leave the server from a row about to be returned (beyond writeOnly/internal). */
  present?(row: Row, actor: Actor): Row;
}

export type HookRegistry = Record<string, EntityHooks>;
