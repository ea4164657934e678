/**
 * Helpers shared by the settings hooks: "one default per group" flags and per-account serialisation.
 */
import type { Knex } from 'knex';
import { recordAudits } from '../../audit/index.ts';
import type { HookContext } from '../hooks.ts';

/** What these helpers read of any entity's row: they serve the hooks of several entities. */
interface KeyedRecord { id: string; account_id: string }

/** The account a write belongs to: the stored row's on update, the new record's on create. */
export function accountOf(record: Partial<KeyedRecord>, context: Pick<HookContext<KeyedRecord>, 'existing'>): string {
  return String(context.existing?.account_id ?? record.account_id);
}

/**
 * Serialises writes of one group (an account's templates of one type) until the transaction ends. Row locks are
 * not enough to keep "only one default": two transactions that each insert a new default lock no common row.
 */
export async function lockGroup(trx: Knex, key: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [key]);
}

/**
 * Keeps at most one `is_default` row per group: when `record` is (or becomes) the default, every other default of
 * the group stops being one (their version rises, so an edit open elsewhere does not silently put it back); a
 * new record becomes the default when its group has none yet. Call with the group locked. The rows that stop being
 * the default are recorded in the audit log as changed by the same actor.
 */
export async function keepOneDefault(
  trx: Knex, table: string, record: Partial<KeyedRecord> & { is_default?: boolean | null }, context: HookContext<KeyedRecord>,
  group: Record<string, string> = {},
): Promise<void> {
  const accountId = accountOf(record, context);
  const others = () => {
    const query = trx(table).where({ account_id: accountId, ...group, is_default: true });
    if (context.existing) query.whereNot('id', context.existing.id);
    return query;
  };
  if (record.is_default === true) {
    const changed: Array<Pick<KeyedRecord, 'id'>> = await others().update({ is_default: false, version: trx.raw('version + 1'), updated_at: trx.fn.now() }).returning('id');
    const entity = context.model.entities.find((e) => e.table === table);
    if (entity) {
      await recordAudits(trx, changed.map((row) => ({
        model: context.model, entity, actor: context.actor, action: 'update' as const, accountId, recordId: String(row.id), before: { is_default: true }, after: { is_default: false },
      })));
    }
  } else if (!context.existing && !(await others().first('id'))) {
    record.is_default = true;
  }
}

/** Today as YYYY-MM-DD (UTC). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
