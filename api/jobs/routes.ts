/**
 * Background jobs in the API (ra-data-simple-rest shape):
 *
 *   GET  /api/jobs              list: sort (created_on, started_on, completed_on, state, kind), range, filter
 *                               { state: 'failed' | [...], kind, created_on_gte, created_on_lte, account_id,
 *                               listing_id, channel_id, shipment_id, schedule_id, import_id } with
 *                               Content-Range; newest first by default
 *   GET  /api/jobs/:id          one job
 *   POST /api/jobs/:id/retry    a failed or cancelled job runs again (409 in any other state)
 *   POST /api/jobs/:id/cancel   a waiting or running job is cancelled (409 once finished)
 *
 * Who: users holding the `generalSettings` permission (owners hold it; a staff member when granted), in their own
 * account; partners read their clients' jobs (read-only, as everywhere); platform admins see every account and
 * the platform's own jobs (the schedulers' ticks). A job of another account is a 404.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../model/types.ts';
import { evaluateGuard, type PermissionsManifest } from '../../permissions/index.ts';
import { findRole } from '../../permissions/manifest.ts';
import type { Actor } from '../crud/actor.ts';
import { isUuid } from '../crud/list-query.ts';
import { fail, type FieldError } from '../http/errors.ts';
import type { RouteDoc } from '../http/route-docs.ts';
import { sqlExecutor } from './sql.ts';
import { JOB_SCHEMA, jobManager } from './queue.ts';

export const JOBS_PERMISSION = 'generalSettings';
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
/** Payload ids a list may be narrowed to (the record a job works on), and the payload key each is stored under. */
const SUBJECT_KEYS: Record<string, string> = { listing_id: 'listing_id', channel_id: 'channel_id', shipment_id: 'shipment_id', schedule_id: 'scheduleId', import_id: 'import_id' };
const SUBJECTS = Object.keys(SUBJECT_KEYS);
const SORTABLE: Record<string, string> = { created_on: 'j.created_on', started_on: 'j.started_on', completed_on: 'j.completed_on', state: 'j.state', kind: 'j.name', id: 'j.id' };

const JOB_SCHEMA_DOC = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' }, kind: { type: 'string' }, account_id: { type: ['string', 'null'], format: 'uuid' },
    account_name: { type: ['string', 'null'] },
    state: { type: 'string', enum: [...JOB_STATES], description: 'created (waiting), retry (waiting after a failure), active, completed, cancelled, failed (retries spent: the dead letter)' },
    payload: { type: 'object' }, output: { type: ['object', 'null'] }, error: { type: ['string', 'null'], description: 'The last failure' },
    retry_count: { type: 'integer' }, retry_limit: { type: 'integer' },
    created_on: { type: 'string', format: 'date-time' }, start_after: { type: 'string', format: 'date-time' },
    started_on: { type: ['string', 'null'], format: 'date-time' }, completed_on: { type: ['string', 'null'], format: 'date-time' },
    progress: { type: ['object', 'null'], properties: { done: { type: 'integer' }, total: { type: ['integer', 'null'] } } },
  },
};

export const jobRouteDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/jobs', tag: 'Background jobs', summary: 'Background jobs of the accounts the caller may see',
    description: 'Needs the generalSettings permission (partners: read-only, their clients). ra-data-simple-rest list with Content-Range.',
    query: {
      sort: { description: 'JSON `[field, "ASC"|"DESC"]`; fields created_on, started_on, completed_on, state, kind' },
      range: { description: 'JSON `[from, to]`, inclusive' },
      filter: { description: 'JSON `{ state, kind, created_on_gte, created_on_lte, account_id, listing_id, channel_id, shipment_id, schedule_id, import_id }`; state may be a list; the last five narrow to the jobs about one listing (its marketplace sync history), sales channel (order imports), shipment (dispatch), schedule (CSV or listing import runs) or background CSV import' },
    },
    responses: { 200: { description: 'The jobs.', schema: { type: 'array', items: JOB_SCHEMA_DOC } } },
    problems: [400, 403],
  },
  { method: 'get', path: '/api/jobs/:id', tag: 'Background jobs', summary: 'One background job', responses: { 200: { description: 'The job.', schema: JOB_SCHEMA_DOC } }, problems: [403, 404] },
  {
    method: 'post', path: '/api/jobs/:id/retry', tag: 'Background jobs', summary: 'Run a failed or cancelled job again',
    responses: { 200: { description: 'The job, waiting again.', schema: JOB_SCHEMA_DOC } }, problems: [403, 404, 409],
  },
  {
    method: 'post', path: '/api/jobs/:id/cancel', tag: 'Background jobs', summary: 'Cancel a waiting or running job',
    responses: { 200: { description: 'The cancelled job.', schema: JOB_SCHEMA_DOC } }, problems: [403, 404, 409],
  },
];

/** Accounts whose jobs `actor` sees; `undefined`: all, with the platform's own (a platform admin not narrowed). */
export function jobAccounts(actor: Actor): string[] | undefined {
  if (actor.narrowedTo) return [actor.narrowedTo];
  if (actor.user.role === 'admin') return undefined;
  if (actor.user.role === 'partner') return actor.user.clientAccountIds;
  return [actor.user.accountId];
}

/** 403 unless `actor` holds the General settings permission (and, to change anything, a role that may write). */
export function requireJobs(actor: Actor, model: Model, write: boolean): void {
  const manifest = model as unknown as PermissionsManifest;
  const result = evaluateGuard({ login: true, permissions: [JOBS_PERMISSION], flags: [], roles: [] }, actor.user, manifest);
  if (!result.allowed) fail('forbidden', 'Background jobs need the General settings permission.');
  if (write && findRole(manifest, actor.user.role)?.readOnly) fail('forbidden', 'Your role reads background jobs but cannot retry or cancel them.');
}

function parseJson(query: Record<string, unknown>, name: string): unknown {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(String(raw));
  } catch {
    return fail('bad_query', `${name} is not JSON.`, [{ pointer: `/${name}`, message: 'must be JSON' }]);
  }
}

const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function jobsQuery(knex: Knex, accounts: string[] | undefined) {
  const builder = knex(`${JOB_SCHEMA}.job as j`)
    .leftJoin('job_progress as p', 'p.job_id', 'j.id')
    .leftJoin('accounts as a', (join) => join.on(knex.raw("a.id::text = j.data->>'accountId'")));
  if (accounts) builder.whereRaw("j.data->>'accountId' = any(?)", [accounts]);
  return builder;
}

function select(knex: Knex, builder: Knex.QueryBuilder) {
  return builder.select(
    'j.id', 'j.name as kind', knex.raw("j.data->>'accountId' as account_id"), 'a.name as account_name', 'j.state',
    knex.raw("j.data->'payload' as payload"), 'j.output', 'j.retry_count', 'j.retry_limit', 'j.created_on', 'j.start_after',
    'j.started_on', 'j.completed_on', 'p.done as progress_done', 'p.total as progress_total',
  );
}

export interface JobView { id: string; kind: string; state: string; [key: string]: unknown }

function present(row: Record<string, any>): JobView {
  const { progress_done: done, progress_total: total, ...job } = row;
  const failed = job.state === 'failed' || job.state === 'retry';
  return { ...(job as JobView), error: failed ? (job.output?.message ?? null) : null, progress: done === null || done === undefined ? null : { done, total } };
}

export function jobRoutes(router: Router, knex: Knex, model: Model): void {
  async function load(actor: Actor, id: string) {
    if (!isUuid(id)) return fail('not_found', `No job with id ${id}.`);
    const row = await select(knex, jobsQuery(knex, jobAccounts(actor)).where('j.id', id)).first();
    return row ? present(row) : fail('not_found', `No job with id ${id}.`);
  }

  router.get('/api/jobs', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    requireJobs(actor, model, false);
    const query = ctx.query as Record<string, unknown>;
    const errors: FieldError[] = [];
    const sort = (parseJson(query, 'sort') ?? ['created_on', 'DESC']) as unknown[];
    if (!Array.isArray(sort) || !SORTABLE[String(sort[0])] || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
      errors.push({ pointer: '/sort', message: `must be [field, "ASC"|"DESC"] with field one of ${Object.keys(SORTABLE).join(', ')}` });
    }
    const range = (parseJson(query, 'range') ?? [0, 24]) as unknown[];
    if (!Array.isArray(range) || !range.every((n) => Number.isInteger(n) && (n as number) >= 0) || (range[1] as number) < (range[0] as number)) {
      errors.push({ pointer: '/range', message: 'must be [from, to] with 0 ≤ from ≤ to' });
    }
    const filter = (parseJson(query, 'filter') ?? {}) as Record<string, unknown>;
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) errors.push({ pointer: '/filter', message: 'must be an object' });
    const builder = jobsQuery(knex, jobAccounts(actor));
    for (const [key, value] of Object.entries(errors.length ? {} : filter)) {
      if (value === undefined || value === null || value === '') continue;
      if (key === 'state') {
        const states = Array.isArray(value) ? value : [value];
        if (!states.every((s) => (JOB_STATES as readonly unknown[]).includes(s))) errors.push({ pointer: '/filter/state', message: `must be one of ${JOB_STATES.join(', ')}` });
        else builder.whereIn('j.state', states as string[]);
      } else if (key === 'kind') {
        builder.where('j.name', String(value));
      } else if (key === 'created_on_gte' || key === 'created_on_lte') {
        if (!isDate(value)) errors.push({ pointer: `/filter/${key}`, message: 'must be a date or date-time' });
        else builder.where('j.created_on', key.endsWith('gte') ? '>=' : '<=', String(value));
      } else if (key === 'account_id') {
        if (!isUuid(String(value))) errors.push({ pointer: '/filter/account_id', message: 'must be an account id' });
        else builder.whereRaw("j.data->>'accountId' = ?", [String(value)]);
      } else if (SUBJECTS.includes(key)) {
        // The jobs about one record: a listing's sync history, a channel's imports, a shipment's dispatch.
        if (!isUuid(String(value))) errors.push({ pointer: `/filter/${key}`, message: 'must be an id' });
        else builder.whereRaw("j.data->'payload'->>? = ?", [SUBJECT_KEYS[key], String(value)]);
      } else if (key === 'q' || key === 'id') {
        if (isUuid(String(value))) builder.where('j.id', String(value));
        else builder.where('j.name', 'ilike', `%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      } else {
        errors.push({ pointer: `/filter/${key}`, message: `is not a filter of jobs; use state, kind, created_on_gte, created_on_lte, account_id, ${SUBJECTS.join(', ')}` });
      }
    }
    if (errors.length) fail('bad_query', errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);
    const [from, to] = range as number[];
    const total = Number((await builder.clone().count('* as n').first())?.n ?? 0);
    const rows = await select(knex, builder).orderBy(SORTABLE[String(sort[0])], String(sort[1]).toLowerCase()).orderBy('j.id').offset(from).limit(to - from + 1);
    ctx.set('Content-Range', `jobs ${from}-${rows.length ? from + rows.length - 1 : from}/${total}`);
    ctx.body = rows.map(present);
  });

  router.get('/api/jobs/:id', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    requireJobs(actor, model, false);
    ctx.body = await load(actor, ctx.params.id);
  });

  router.post('/api/jobs/:id/retry', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    requireJobs(actor, model, true);
    const job = await load(actor, ctx.params.id);
    const db = sqlExecutor(knex);
    if (job.state === 'failed') await jobManager().retry(job.kind, job.id, { db });
    else if (job.state === 'cancelled') await jobManager().resume(job.kind, job.id, { db });
    else fail('illegal_transition', `A ${job.state} job cannot be retried: only failed and cancelled ones.`, [], { allowed: job.state === 'completed' ? [] : ['cancel'] });
    ctx.body = await load(actor, job.id);
  });

  router.post('/api/jobs/:id/cancel', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    requireJobs(actor, model, true);
    const job = await load(actor, ctx.params.id);
    if (!['created', 'retry', 'active'].includes(job.state)) {
      fail('illegal_transition', `A ${job.state} job cannot be cancelled: only waiting and running ones.`, [], { allowed: ['failed', 'cancelled'].includes(job.state) ? ['retry'] : [] });
    }
    await jobManager().cancel(job.kind, job.id, { db: sqlExecutor(knex) });
    ctx.body = await load(actor, job.id);
  });
}
