/**
 * The audit log (`x-entity.audit`): one append-only row per create, update, delete or transition of an audited
 * record, written by `recordAudit` (or `recordAudits`, several in one statement) in the write's own transaction (so
 * a rolled-back write leaves no entry, and a committed one always has its entry). The generic service calls it for
 * every write path (API, CSV import, bulk actions, jobs); the few writes made in SQL outside the service call it
 * themselves: stock movements (api/domain/stock/movements.ts) and allocation (api/domain/orders/allocation-audit.ts).
 * The table and its append-only trigger: migrations/202611260230-audit-log.ts (`job_id`: 202611262330-audit-job-id).
 */
import type { Knex } from 'knex';
import type { EntityModel, Model } from '../../model/types.ts';
import { changesOf, type Changes } from './changes.ts';

type Row = Record<string, unknown>;

export type AuditAction = 'create' | 'update' | 'delete' | 'transition';

/**
 * Sellyard's own job acting for an account: its kind (`channel.import-orders`), the queue's id of the run, and what
 * made it run, in words ("goods received (PO-000012) by owner@acme.test", "eBay order 12-34567 on channel Acme eBay").
 */
export interface SystemOrigin { job: string; jobId?: string | null; cause?: string | null }

/**
 * Who made a change: a signed-in user (an `Actor` of the API is one), Sellyard's job acting for the account's owner
 * (both), or a job acting alone (`system` only: the backorder job).
 */
export interface AuditActor {
  user?: { id: string; email: string; role: string; accountId: string } | null;
  system?: SystemOrigin;
}

export interface AuditWrite {
  model: Model;
  entity: EntityModel;
  actor: AuditActor;
  action: AuditAction;
  /** The record's tenant (its `account_id`, or its own id for the accounts table). */
  accountId: string;
  recordId: string;
  /** The stored record before the write (`{}` for a create). */
  before: Row;
  /** The record after it (`{}` for a delete); on an update only the fields it wrote. */
  after: Row;
  transition?: string;
  /**
   * Changes the caller worked out itself, for what the field-by-field comparison of `before` and `after` leaves
   * out (a child line's server-kept quantities, api/domain/orders/allocation-audit.ts); added to the compared ones.
   */
  changes?: Changes;
  /** Why, when the actor does not say it (a stock movement's document); recorded with the actor's own cause. */
  cause?: string | null;
}

/** The row of one write, or null when there is nothing to record (not audited; an update that changed nothing). */
function auditRow(write: AuditWrite): Row | null {
  const { entity, actor, action } = write;
  if (!entity.audit) return null;
  const whole = action === 'create' || action === 'delete';
  const changes: Changes = { ...changesOf(write.model, entity, write.before, write.after, { all: whole }), ...write.changes };
  if (action === 'update' && Object.keys(changes).length === 0) return null;
  const causes = [...new Set([write.cause, actor.system?.cause].filter((c): c is string => Boolean(c)))];
  return {
    account_id: write.accountId,
    resource: entity.resource ?? entity.name,
    record_id: write.recordId,
    action,
    transition: write.transition ?? null,
    changes: JSON.stringify(changes),
    // A platform admin acting in a client account is recorded as themselves, with their own account.
    actor_user_id: actor.user?.id ?? null,
    actor_email: actor.user?.email ?? null,
    actor_role: actor.user?.role ?? null,
    actor_account_id: actor.user?.accountId ?? null,
    job: actor.system?.job ?? null,
    job_id: actor.system?.jobId ?? null,
    cause: causes.length ? causes.join('; ').slice(0, 1000) : null,
  };
}

/**
 * Records one write of an audited entity. Does nothing for an entity with `audit: false`, and nothing for an
 * update that changed no field (a save of an unchanged form).
 */
export async function recordAudit(trx: Knex, write: AuditWrite): Promise<void> {
  await recordAudits(trx, [write]);
}

/**
 * Records many writes in one statement (a batch created together by `ResourceService.createMany`; an allocation
 * touching an order and its stock levels), in the order given: the log's `seq` follows it.
 */
export async function recordAudits(trx: Knex, writes: AuditWrite[]): Promise<void> {
  const rows = writes.map(auditRow).filter((row): row is Row => row !== null);
  // 14 columns a row: 2,000 rows stay far below PostgreSQL's 65,535 bound parameters.
  for (let i = 0; i < rows.length; i += 2000) await trx('audit_log').insert(rows.slice(i, i + 2000));
}

/** One entry as the API answers it. */
export interface AuditEntry {
  id: string;
  at: string;
  action: AuditAction;
  transition: string | null;
  /** Who: a user, a platform admin acting in this account, or the server's job for the account. */
  by: { kind: 'user' | 'platform-admin' | 'system'; userId: string | null; email: string | null; job: string | null; jobId: string | null; cause: string | null };
  changes: Changes;
}

/** The entries of one record, oldest first. The caller has checked that the record may be read. */
export async function auditTrail(db: Knex, entity: EntityModel, accountId: string, recordId: string): Promise<AuditEntry[]> {
  const rows: Row[] = await db('audit_log')
    .where({ account_id: accountId, resource: entity.resource ?? entity.name, record_id: recordId })
    .orderBy('seq', 'asc')
    .select('id', 'at', 'action', 'transition', 'changes', 'actor_user_id', 'actor_email', 'actor_role', 'actor_account_id', 'job', 'job_id', 'cause');
  return rows.map((row) => {
    const kind = row.job ? 'system' : row.actor_role === 'admin' && row.actor_account_id !== accountId ? 'platform-admin' : 'user';
    return {
      id: String(row.id),
      at: row.at instanceof Date ? row.at.toISOString() : String(row.at),
      action: row.action as AuditAction,
      transition: (row.transition as string | null) ?? null,
      by: { kind, userId: (row.actor_user_id as string | null) ?? null, email: (row.actor_email as string | null) ?? null, job: (row.job as string | null) ?? null, jobId: (row.job_id as string | null) ?? null, cause: (row.cause as string | null) ?? null },
      changes: (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as Changes,
    };
  });
}
