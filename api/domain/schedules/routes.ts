/**
 * A CSV schedule's run history and files:
 *
 *   GET /api/csv-schedules/:id/runs       the runs, newest first (50): state, trigger, rows, file name and size,
 *                                         error, delivery attempts, times. The state of a run not yet finished
 *                                         comes from its job (QUEUED, RUNNING, RETRYING, FAILED, CANCELLED).
 *   GET /api/csv-schedule-runs/:id/file   the run's CSV file
 *
 * Whoever may read the schedule (the generic read scope of csv-schedules) may read its runs; anyone else gets 404.
 *
 *   GET /api/outbox                        emails kept instead of sent (no SMTP_URL: demo), newest first (100)
 *   GET /api/outbox/:id/attachment         a kept email's attachment
 *
 * The outbox is for those who see the account's background jobs (General settings), in the same accounts; password
 * reset messages (kind `password-reset`) only for platform admins.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import type { Actor } from '../../crud/actor.ts';
import type { ResourceService } from '../../crud/service.ts';
import { isUuid } from '../../crud/list-query.ts';
import { fail } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { JOB_SCHEMA, jobAccounts, requireJobs } from '../../jobs/index.ts';

const RUN = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' }, schedule_id: { type: 'string', format: 'uuid' }, job_id: { type: ['string', 'null'], format: 'uuid' },
    trigger: { type: 'string', enum: ['SCHEDULE', 'RUN_NOW'] },
    state: { type: 'string', enum: ['QUEUED', 'RUNNING', 'RETRYING', 'SUCCEEDED', 'FAILED', 'CANCELLED'] },
    rows: { type: ['integer', 'null'] }, file_name: { type: ['string', 'null'] }, file_size: { type: ['integer', 'null'] }, error: { type: ['string', 'null'] },
    deliveries: { type: 'array', items: { type: 'object', properties: { at: { type: 'string' }, kind: { type: 'string' }, target: { type: 'string' }, ok: { type: 'boolean' }, detail: { type: 'string' } } } },
    started_at: { type: 'string', format: 'date-time' }, finished_at: { type: ['string', 'null'], format: 'date-time' },
  },
};

const OUTBOX_MESSAGE = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' }, account_id: { type: 'string', format: 'uuid' }, kind: { type: 'string', enum: ['export', 'password-reset'] }, recipients: { type: 'array', items: { type: 'string' } },
    subject: { type: 'string' }, body: { type: 'string' }, attachment_name: { type: ['string', 'null'] }, created_at: { type: 'string', format: 'date-time' },
  },
};

export const scheduleRouteDocs: RouteDoc[] = [
  { method: 'get', path: '/api/outbox', tag: 'Outbox', summary: 'Emails kept instead of sent (no SMTP server configured)', responses: { 200: { description: 'The newest 100.', schema: { type: 'array', items: OUTBOX_MESSAGE } } }, problems: [403] },
  { method: 'get', path: '/api/outbox/:id/attachment', tag: 'Outbox', summary: "A kept email's attachment", responses: { 200: { description: 'The file.', contentType: 'text/csv', schema: { type: 'string' } } }, problems: [403, 404] },
  { method: 'get', path: '/api/csv-schedules/:id/runs', tag: 'CSV schedule', summary: "A CSV schedule's runs, newest first", responses: { 200: { description: 'The last 50 runs.', schema: { type: 'array', items: RUN } } }, problems: [403, 404] },
  { method: 'get', path: '/api/csv-schedule-runs/:id/file', tag: 'CSV schedule', summary: "A run's CSV file", responses: { 200: { description: 'The file.', contentType: 'text/csv', schema: { type: 'string' } } }, problems: [403, 404] },
];

/** The state a user sees: a finished run's own, else its job's. */
function runState(run: Record<string, any>): string {
  if (run.state === 'SUCCEEDED') return 'SUCCEEDED';
  switch (run.job_state) {
    case 'created': return 'QUEUED';
    case 'active': return 'RUNNING';
    case 'retry': return 'RETRYING';
    case 'failed': return 'FAILED';
    case 'cancelled': return 'CANCELLED';
    default: return run.state;
  }
}

export function scheduleRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  const schedules = model.entities.find((e) => e.name === 'csv-schedule')!;

  router.get('/api/csv-schedules/:id/runs', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const schedule = await service.get(actor, schedules, ctx.params.id);
    const runs = await knex('csv_schedule_runs as r')
      .leftJoin(`${JOB_SCHEMA}.job as j`, 'j.id', 'r.job_id')
      .where({ 'r.account_id': schedule.account_id, 'r.schedule_id': schedule.id })
      .orderBy('r.started_at', 'desc').limit(50)
      .select('r.id', 'r.schedule_id', 'r.job_id', 'r.trigger', 'r.state', 'r.rows', 'r.file_name', 'r.file_size', 'r.error', 'r.deliveries', 'r.started_at', 'r.finished_at', 'j.state as job_state');
    ctx.body = runs.map(({ job_state: _job, ...run }) => ({ ...run, state: runState({ ...run, job_state: _job }) }));
  });

  const outbox = (actor: Actor) => {
    const accounts = jobAccounts(actor);
    const query = knex('outbox_messages');
    // Password reset links (api/auth/password-reset.ts) are for platform admins only: an owner reading a
    // colleague's link could take over that login.
    if (actor.user.role !== 'admin') query.where({ kind: 'export' });
    return accounts ? query.whereIn('account_id', accounts) : query;
  };

  router.get('/api/outbox', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    requireJobs(actor, model, false);
    ctx.body = await outbox(actor).orderBy('created_at', 'desc').limit(100).select('id', 'account_id', 'kind', 'recipients', 'subject', 'body', 'attachment_name', 'created_at');
  });

  router.get('/api/outbox/:id/attachment', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    requireJobs(actor, model, false);
    const message = isUuid(ctx.params.id) ? await outbox(actor).where({ id: ctx.params.id }).first('attachment', 'attachment_name') : undefined;
    if (!message?.attachment) return fail('not_found', `No outbox attachment with id ${ctx.params.id}.`);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${message.attachment_name}"`);
    ctx.body = Buffer.from(message.attachment);
  });

  router.get('/api/csv-schedule-runs/:id/file', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!isUuid(ctx.params.id)) return fail('not_found', `No run with id ${ctx.params.id}.`);
    const run = await knex('csv_schedule_runs').where({ id: ctx.params.id }).first('account_id', 'schedule_id', 'file', 'file_name');
    if (!run) return fail('not_found', `No run with id ${ctx.params.id}.`);
    // The schedule's read scope decides (404 outside it, 403 without the permission).
    await service.get(actor, schedules, run.schedule_id);
    if (!run.file) return fail('not_found', 'This run has no file (yet): it has not produced one.');
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${run.file_name}"`);
    // PGlite returns bytea as a Uint8Array, node-postgres as a Buffer: Koa sends only the latter as bytes.
    ctx.body = Buffer.from(run.file);
  });
}
