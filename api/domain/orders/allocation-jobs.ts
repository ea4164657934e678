/**
 * The backorder job: when stock arrives at a location (receipt, restocked return, adjustment, transfer in, an
 * allocation given back), `stock.allocate-backorders` with `{product_id, location_id}` hands the free units to the
 * orders waiting for them, oldest paid first, in one transaction. Idempotent: a second run finds nothing free or
 * nothing waiting. What it allocates is in the audit log as the job's work (its kind, its run and what made it run:
 * the enqueuer's `cause`, e.g. "goods received (PO-000012) by owner@acme.test").
 */
import type { Knex } from 'knex';
import { enqueueJob, jobOrigin, registerJobHandler, type JobContext } from '../../jobs/index.ts';
import { isUuid } from '../../crud/list-query.ts';
import { fillBackorders } from './allocation.ts';
import { AllocationLog } from './allocation-audit.ts';

export const ALLOCATE_BACKORDERS = 'stock.allocate-backorders';

/** The handler: `{ allocated }` units handed out. A payload that names no product and location is refused. */
export async function allocateBackorders(job: Pick<JobContext, 'id' | 'kind' | 'cause' | 'accountId' | 'payload' | 'knex'>): Promise<{ allocated: number }> {
  const { product_id: productId, location_id: locationId } = job.payload;
  if (!job.accountId || !isUuid(productId) || !isUuid(locationId)) {
    throw new Error(`${ALLOCATE_BACKORDERS} needs an account and a payload {product_id, location_id} of ids; got ${JSON.stringify(job.payload)}`);
  }
  const allocated = await job.knex.transaction(async (trx) => {
    const log = new AllocationLog({ system: jobOrigin(job) }, job.accountId!);
    const units = await fillBackorders(trx, job.accountId!, productId as string, locationId as string, log);
    await log.write(trx);
    return units;
  });
  return { allocated };
}

/** Enqueues the job in the caller's transaction, one queued run per product and location; `cause` in words. */
export function enqueueBackorderRun(trx: Knex, accountId: string, productId: string, locationId: string, cause?: string): Promise<string | null> {
  return enqueueJob(trx, {
    kind: ALLOCATE_BACKORDERS, accountId, payload: { product_id: productId, location_id: locationId },
    singletonKey: `${accountId}:${productId}:${locationId}`, cause,
  });
}

registerJobHandler(ALLOCATE_BACKORDERS, allocateBackorders);
