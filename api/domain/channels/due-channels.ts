/**
 * The schedulers of per-channel work (order imports, settlement fetches): every CONNECTED channel whose next time
 * has come gets its job queued, and its next time moved on at once, so the next tick does not queue it again
 * before the job has had its chance (the job itself then sets the next time from when it ran).
 */
import type { Knex } from 'knex';
import type { JobContext } from '../../jobs/index.ts';
import type { Row } from '../../crud/repository.ts';

export interface DueWork {
  /** The channels this work is for, besides being CONNECTED: `{ import_orders: true }`. */
  where: Record<string, unknown>;
  /** Channel types whose adapter can do it. */
  types: string[];
  /** The column holding the channel's next time (null: due now). */
  nextColumn: string;
  /** SQL for the next time from now, in the channel's own setting: `now() + make_interval(mins => order_sync_minutes)`. */
  next: string;
  enqueue(trx: Knex, accountId: string, channelId: string): Promise<void>;
}

export async function queueDueChannels(job: JobContext, work: DueWork): Promise<{ queued: number }> {
  const due: Row[] = await job.knex('sales_channels').where({ status: 'CONNECTED', ...work.where }).whereIn('type', work.types)
    .where((q) => q.whereNull(work.nextColumn).orWhere(work.nextColumn, '<=', job.knex.fn.now()))
    .select('id', 'account_id');
  await job.knex.transaction(async (trx) => {
    for (const channel of due) {
      await work.enqueue(trx, String(channel.account_id), String(channel.id));
      await trx('sales_channels').where({ account_id: channel.account_id, id: channel.id }).update({ [work.nextColumn]: trx.raw(work.next) });
    }
  });
  return { queued: due.length };
}
