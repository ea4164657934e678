/**
 * The audit log (`x-entity.audit`): one append-only row per create, update, delete or transition of an audited
 * record, written by `recordAudit` in the write's own transaction (so a rolled-back write leaves no entry, and a
 * committed one always has its entry). The generic service is its only caller, for every write path (API, CSV
 * import, bulk actions, jobs), never the domain hooks one by one. The table and its append-only trigger:
 * migrations/202611260230-audit-log.ts.
 */
import type { Knex } from 'knex';
import type { EntityModel, Model } from '../../model/types.ts';
import type { Actor } from '../crud/actor.ts';
import { changesOf, type Changes } from './changes.ts';

type Row = Record<string, unknown>;

export type AuditAction = 'create' | 'update' | 'delete' | 'transition';

export interface AuditWrite {
  model: Model;
  entity: EntityModel;
  actor: Actor;
  action: AuditAction;
  /** The record's tenant (its `account_id`, or its own id for the accounts table). */
  accountId: string;
  recordId: string;
  /** The stored record before the write (`{}` for a create). */
  before: Row;
  /** The record after it (`{}` for a delete); on an update only the fields it wrote. */
  after: Row;
  transition?: string;
}

/**
 * Records one write of an audited entity. Does nothing for an entity with `audit: false`, and nothing for an
 * update that changed no field (a save of an unchanged form).
 */
export async function recordAudit(trx: Knex, write: AuditWrite): Promise<void> {
  await recordAudits(trx, [write]);
}

/**
 * Records many writes in one statement (a batch created together, `ResourceService.createMany`), in the order
 * given: the log's `seq` follows it. The same rules as `recordAudit` for each.
 */
export async function recordAudits(trx: Knex, writes: AuditWrite[]): Promise<void> {
  const rows = writes.flatMap((write) => {
    const { entity, actor, action } = write;
    if (!entity.audit) return [];
    const whole = action === 'create' || action === 'delete';
    const changes: Changes = changesOf(write.model, entity, write.before, write.after, { all: whole });
    if (action === 'update' && Object.keys(changes).length === 0) return [];
    return [{
      account_id: write.accountId,
      resource: entity.resource ?? entity.name,
      record_id: write.recordId,
      action,
      transition: write.transition ?? null,
      changes: JSON.stringify(changes),
      // A platform admin acting in a client account is recorded as themselves, with their own account.
      actor_user_id: actor.user.id,
      actor_email: actor.user.email,
      actor_role: actor.user.role,
      actor_account_id: actor.user.accountId,
      job: actor.system?.job ?? null,
      cause: actor.system?.cause ?? null,
    }];
  });
  // 12 columns a row: 2,000 rows stay far below PostgreSQL's 65,535 bound parameters.
  for (let i = 0; i < rows.length; i += 2000) await trx('audit_log').insert(rows.slice(i, i + 2000));
}

/** One entry as the API answers it. */
export interface AuditEntry {
  id: string;
  at: string;
  action: AuditAction;
  transition: string | null;
  /** Who: a user, a platform admin acting in this account, or the server's job for the account. */
  by: { kind: 'user' | 'platform-admin' | 'system'; userId: string | null; email: string | null; job: string | null; cause: string | null };
  changes: Changes;
}

/** The entries of one record, oldest first. The caller has checked that the record may be read. */
export async function auditTrail(db: Knex, entity: EntityModel, accountId: string, recordId: string): Promise<AuditEntry[]> {
  const rows: Row[] = await db('audit_log')
    .where({ account_id: accountId, resource: entity.resource ?? entity.name, record_id: recordId })
    .orderBy('seq', 'asc')
    .select('id', 'at', 'action', 'transition', 'changes', 'actor_user_id', 'actor_email', 'actor_role', 'actor_account_id', 'job', 'cause');
  return rows.map((row) => {
    const kind = row.job ? 'system' : row.actor_role === 'admin' && row.actor_account_id !== accountId ? 'platform-admin' : 'user';
    return {
      id: String(row.id),
      at: row.at instanceof Date ? row.at.toISOString() : String(row.at),
      action: row.action as AuditAction,
      transition: (row.transition as string | null) ?? null,
      by: { kind, userId: (row.actor_user_id as string | null) ?? null, email: (row.actor_email as string | null) ?? null, job: (row.job as string | null) ?? null, cause: (row.cause as string | null) ?? null },
      changes: (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as Changes,
    };
  });
}
