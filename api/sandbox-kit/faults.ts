/**
 * Faults a built-in sandbox of an outside service (a carrier, a 3PL) answers instead of its API, set through its
 * `_control/faults`: a status (429 with Retry-After, 5xx), a delay (a timeout), for the next `remaining` calls whose
 * path contains `pathContains`. With `after`, the request is carried out first and only its answer replaced: the
 * label was bought, the order was created, but the caller never heard — what idempotency keys and look-ups before a
 * retry exist for.
 */
import type Router from '@koa/router';
import type Koa from 'koa';

export interface Fault {
  status?: number;
  retryAfterSeconds?: number;
  delayMs?: number;
  pathContains?: string;
  /** Apply the request first, then answer the fault. */
  after: boolean;
  remaining: number;
}

/** The faults waiting to be answered, first set first. */
export class FaultQueue {
  faults: Fault[] = [];

  /** The fault for a call to `path`, counted as answered; undefined when none waits for it. */
  takeFault(path: string): Fault | undefined {
    const fault = this.faults.find((f) => f.remaining > 0 && (!f.pathContains || path.includes(f.pathContains)));
    if (!fault) return undefined;
    fault.remaining -= 1;
    this.faults = this.faults.filter((f) => f.remaining > 0);
    return fault;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function answer(ctx: Koa.Context, fault: Fault, carriedOut: boolean): void {
  ctx.status = fault.status!;
  if (fault.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(fault.retryAfterSeconds));
  ctx.body = { error: `sandbox fault ${fault.status}${carriedOut ? ' (the request was carried out)' : ''}` };
}

/** Runs `handle` as the fault (if any) says: answered instead, delayed, or carried out and then answered. */
export async function withFault(ctx: Koa.Context, fault: Fault | undefined, handle: () => Promise<void>): Promise<void> {
  if (fault?.delayMs && !fault.after) await sleep(fault.delayMs);
  if (fault?.status && !fault.after) return answer(ctx, fault, false);
  await handle();
  if (fault?.delayMs && fault.after) await sleep(fault.delayMs);
  if (fault?.status) answer(ctx, fault, true);
}

/**
 * `POST _control/faults` `{status?, retry_after_seconds?, delay_ms?, path_contains?, count?, after?}` queues a fault
 * for the next `count` calls (400 naming an out-of-range value); `DELETE _control/faults` clears them.
 */
export function faultControlRoutes(router: Router, queue: FaultQueue): void {
  router.post('/_control/faults', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const int = (v: unknown, min: number, max: number) => (v === undefined ? undefined : Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? (v as number) : NaN);
    const status = int(body.status, 400, 599);
    const delayMs = int(body.delay_ms, 1, 120_000);
    const count = int(body.count ?? 1, 1, 1000);
    const retryAfter = int(body.retry_after_seconds, 0, 3600);
    const bad = Object.entries({ status, delay_ms: delayMs, count, retry_after_seconds: retryAfter }).find(([, v]) => Number.isNaN(v));
    if (bad || (status === undefined && delayMs === undefined)) { ctx.status = 400; ctx.body = { error: bad ? `${bad[0]}: out of range` : 'status or delay_ms is required' }; return; }
    queue.faults.push({ status, delayMs, retryAfterSeconds: retryAfter, pathContains: typeof body.path_contains === 'string' ? body.path_contains : undefined, after: body.after === true, remaining: count! });
    ctx.status = 201;
    ctx.body = { faults: queue.faults.length };
  });
  router.delete('/_control/faults', (ctx) => { queue.faults = []; ctx.status = 204; });
}
