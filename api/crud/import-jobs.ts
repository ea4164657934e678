/**
 * CSV imports as background jobs. `POST /api/<resource>/import` with `Prefer: respond-async` checks the file as
 * any import does (4xx at once for a file that cannot be imported at all), stores it with who sent it and queues a
 * `csv-import.run` job, answering 202 with the import (`Location: /api/imports/:id`). The job runs the same
 * importer (one transaction, every row through the form's service) as that user, reports rows done / total as it
 * goes, and commits the rows together with the import's result, so a job run twice never writes twice.
 *
 *   GET /api/imports?resource=…          the caller's account's imports (newest 20), optionally of one resource
 *   GET /api/imports/:id                 one import: state, progress, counts, its rows' results
 *   GET /api/imports/:id/result.csv      the result row by row: line, result, id, column, field, message
 *   POST /api/imports/:id/cancel         stops a waiting or running import (rolled back: nothing written)
 *
 * An import's state is its own once finished (SUCCEEDED, FAILED with the invalid rows and nothing written unless
 * skipInvalid, CANCELLED), else its job's (QUEUED, RUNNING, RETRYING; FAILED when the job gave up). Whoever may
 * import the resource (create or update it) in the account sees the account's imports of it; others get 404.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { EntityModel, Model } from '../../model/types.ts';
import { loadSessionUser } from '../auth/sessions.ts';
import { ApiError, fail } from '../http/errors.ts';
import { recordAnswer } from '../http/idempotency.ts';
import type { RouteDoc } from '../http/route-docs.ts';
import { cancelJob, enqueueJob, JOB_SCHEMA, type JobContext } from '../jobs/index.ts';
import { abilityFor, type Actor } from './actor.ts';
import { csvLine } from './csv.ts';
import { plainCell } from './csv-values.ts';
import { checkImport, ImportCancelled, runImport, type ImportReport, type ImportRequest } from './import.ts';
import { isUuid } from './list-query.ts';
import type { ResourceService } from './service.ts';

export const CSV_IMPORT_RUN = 'csv-import.run';
/** How often a running import looks whether its job was cancelled. */
const CANCEL_CHECK_MS = 1000;

type Json = Record<string, any>;

const canImport = (actor: Actor, resource: string) => actor.ability.can('create', resource) || actor.ability.can('update', resource);

/** Checks the file, stores it and queues its job, in one transaction (with the answer of a retried request). */
export async function startImportJob(service: ResourceService, knex: Knex, model: Model, actor: Actor, entity: EntityModel, request: ImportRequest & { fileName?: string }): Promise<Json> {
  const { total } = await checkImport(service, knex, model, actor, entity, request);
  return knex.transaction(async (trx) => {
    const [row] = await trx('csv_imports').insert({
      account_id: actor.accountId, resource: entity.resource, user_id: actor.user.id, file_name: request.fileName?.slice(0, 255) ?? null,
      csv: request.csv, mapping: request.mapping === undefined ? null : JSON.stringify(request.mapping),
      defaults: request.defaults === undefined ? null : JSON.stringify(request.defaults), skip_invalid: request.skipInvalid === true, total,
    }).returning('*');
    const jobId = await enqueueJob(trx, { kind: CSV_IMPORT_RUN, accountId: actor.accountId, payload: { import_id: row.id }, singletonKey: `csv-import:${row.id}` });
    await trx('csv_imports').where({ account_id: actor.accountId, id: row.id }).update({ job_id: jobId });
    const body = present({ ...row, job_id: jobId, job_state: 'created' }, false);
    await recordAnswer(trx, { status: 202, body, headers: { 'content-type': 'application/json; charset=utf-8', location: `/api/imports/${row.id}` } });
    return body;
  });
}

/** The state a user sees: a finished import's own, else its job's. */
function stateOf(row: Json): string {
  if (row.state !== 'QUEUED') return row.state;
  switch (row.job_state) {
    case 'active': return 'RUNNING';
    case 'retry': return 'RETRYING';
    case 'failed': return 'FAILED';
    case 'cancelled': return 'CANCELLED';
    default: return 'QUEUED';
  }
}

function present(row: Json, withRows: boolean): Json {
  const state = stateOf(row);
  const report = (row.report ?? null) as Json | null;
  return {
    id: row.id, resource: row.resource, file_name: row.file_name ?? null, job_id: row.job_id ?? null, state,
    committed: state === 'SUCCEEDED', skip_invalid: row.skip_invalid, total: row.total,
    progress: row.progress_done === null || row.progress_done === undefined ? null : { done: row.progress_done, total: row.progress_total ?? row.total },
    counts: row.counts ?? null,
    error: row.error ?? (state === 'FAILED' && row.job_state === 'failed' ? row.job_error ?? 'the import job failed' : null),
    truncated: report?.truncated ?? false,
    ...(withRows ? { rows: report?.rows ?? [] } : {}),
    created_at: row.created_at, finished_at: row.finished_at ?? null,
  };
}

const finish = (db: Knex, row: Json, fields: Json) =>
  db('csv_imports').where({ account_id: row.account_id, id: row.id }).update({ ...fields, csv: null, finished_at: db.fn.now() });

/**
 * The `csv-import.run` job (payload `{ import_id }`): imports the stored file as the user who sent it. Idempotent:
 * the result commits with the rows, and a finished import is not run again.
 */
export async function runImportJob(job: JobContext, service: ResourceService, model: Model): Promise<unknown> {
  const { knex } = job;
  const row: Json | undefined = await knex('csv_imports').where({ account_id: job.accountId, id: String(job.payload.import_id) }).first();
  if (!row) return { skipped: 'no such import' };
  if (row.state !== 'QUEUED') return { import_id: row.id, skipped: `already ${String(row.state).toLowerCase()}` };
  const entity = model.entities.find((e) => e.resource === row.resource);
  const user = await loadSessionUser(knex, String(row.account_id), String(row.user_id));
  // Nothing a retry could change: the import ends FAILED, saying why.
  if (!entity || !user) {
    await finish(knex, row, { state: 'FAILED', error: !entity ? `${row.resource} is no longer imported` : 'the user who started this import is no longer active' });
    return { import_id: row.id, failed: true };
  }
  const actor: Actor = { user, ability: abilityFor(user, model), accountId: String(row.account_id) };
  const request: ImportRequest = { csv: String(row.csv), mapping: row.mapping ?? undefined, defaults: row.defaults ?? undefined, skipInvalid: row.skip_invalid };

  // Cancelling the job stops the import at its next row (rolled back). The check and the progress go through
  // their own connections, never awaited inside the import's transaction (PGlite has one connection: there they
  // wait until the transaction ends).
  const abort = new AbortController();
  let checking = false;
  const watch = setInterval(() => {
    if (checking) return;
    checking = true;
    knex(`${JOB_SCHEMA}.job`).where({ id: job.id }).first('state')
      .then((found) => { if (found?.state === 'cancelled') abort.abort(); })
      .catch(() => undefined)
      .finally(() => { checking = false; });
  }, CANCEL_CHECK_MS);
  let writing = false;
  const onProgress = ({ processed, total }: { processed: number; total: number }) => {
    if (writing) return;
    writing = true;
    job.reportProgress(processed, total).catch(() => undefined).finally(() => { writing = false; });
  };

  try {
    const report = await runImport(service, knex, model, actor, entity, request, {
      preview: false, onProgress, signal: abort.signal,
      onCommit: async (trx, committed: ImportReport) => { await finish(trx, row, { state: 'SUCCEEDED', counts: JSON.stringify(committed.counts), report: JSON.stringify({ rows: committed.rows, truncated: committed.truncated }) }); },
    });
    await job.reportProgress(report.total, report.total);
    return { import_id: row.id, counts: report.counts };
  } catch (error) {
    if (error instanceof ImportCancelled) {
      await finish(knex, row, { state: 'CANCELLED', error: error.message });
      return { import_id: row.id, cancelled: true };
    }
    // A refused import (invalid rows, nothing written) or a file this user may no longer import: the import's
    // own result, not a job to retry.
    if (error instanceof ApiError && error.status < 500) {
      const extra = error.extra as Json;
      await finish(knex, row, {
        state: 'FAILED', error: error.detail ?? error.message,
        counts: extra.counts ? JSON.stringify(extra.counts) : null,
        report: extra.rows ? JSON.stringify({ rows: extra.rows, truncated: extra.truncated ?? false }) : null,
      });
      return { import_id: row.id, failed: error.code };
    }
    throw error;
  } finally {
    clearInterval(watch);
  }
}

const IMPORT_DOC = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' }, resource: { type: 'string' }, file_name: { type: ['string', 'null'] }, job_id: { type: ['string', 'null'], format: 'uuid' },
    state: { type: 'string', enum: ['QUEUED', 'RUNNING', 'RETRYING', 'SUCCEEDED', 'FAILED', 'CANCELLED'] }, committed: { type: 'boolean' }, skip_invalid: { type: 'boolean' },
    total: { type: 'integer', description: 'Data rows in the file' },
    progress: { type: ['object', 'null'], properties: { done: { type: 'integer' }, total: { type: 'integer' } } },
    counts: { type: ['object', 'null'], properties: { create: { type: 'integer' }, update: { type: 'integer' }, error: { type: 'integer' } } },
    error: { type: ['string', 'null'] }, truncated: { type: 'boolean' },
    rows: { type: 'array', description: 'Per row (GET /api/imports/:id only): line, action create|update|error, id, errors', items: { type: 'object' } },
    created_at: { type: 'string', format: 'date-time' }, finished_at: { type: ['string', 'null'], format: 'date-time' },
  },
};

export const importJobDocs: RouteDoc[] = [
  { method: 'get', path: '/api/imports', tag: 'CSV import', summary: "The account's background CSV imports, newest first", query: { resource: { description: 'Only the imports of this resource' } }, responses: { 200: { description: 'The newest 20.', schema: { type: 'array', items: IMPORT_DOC } } }, problems: [400] },
  { method: 'get', path: '/api/imports/:id', tag: 'CSV import', summary: 'A background CSV import: state, progress and result', responses: { 200: { description: 'The import.', schema: IMPORT_DOC } }, problems: [404] },
  { method: 'post', path: '/api/imports/:id/cancel', tag: 'CSV import', summary: 'Stop a waiting or running background import (nothing is written)', responses: { 200: { description: 'The import.', schema: IMPORT_DOC } }, problems: [404, 409] },
  { method: 'get', path: '/api/imports/:id/result.csv', tag: 'CSV import', summary: "A background import's result, row by row", responses: { 200: { description: 'line,result,id,column,field,message', contentType: 'text/csv', schema: { type: 'string' } } }, problems: [404] },
];

export function importJobRoutes(router: Router, knex: Knex, model: Model): void {
  const query = () => knex('csv_imports as i')
    .leftJoin(`${JOB_SCHEMA}.job as j`, 'j.id', 'i.job_id')
    .leftJoin('job_progress as p', 'p.job_id', 'i.job_id')
    .select('i.id', 'i.account_id', 'i.resource', 'i.file_name', 'i.job_id', 'i.state', 'i.skip_invalid', 'i.total', 'i.counts', 'i.error', 'i.created_at', 'i.finished_at',
      'j.state as job_state', knex.raw("j.output->>'message' as job_error"), 'p.done as progress_done', 'p.total as progress_total');
  // The resources the actor may import: 404 for anything else (as for another account's record).
  const importable = (actor: Actor) => model.entities.filter((e) => e.resource && canImport(actor, e.resource)).map((e) => e.resource!);

  async function load(actor: Actor, id: string, withReport: boolean): Promise<Json> {
    if (!isUuid(id)) return fail('not_found', `No import with id ${String(id).slice(0, 60)}.`);
    const builder = query().where({ 'i.account_id': actor.accountId, 'i.id': id }).whereIn('i.resource', importable(actor));
    if (withReport) builder.select('i.report');
    return (await builder.first()) ?? fail('not_found', `No import with id ${id}.`);
  }

  router.get('/api/imports', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const resource = ctx.query.resource;
    if (resource !== undefined && typeof resource !== 'string') fail('bad_query', 'resource must be given once.', [{ pointer: '/resource', message: 'must be one resource' }]);
    const builder = query().where('i.account_id', actor.accountId).whereIn('i.resource', importable(actor)).orderBy('i.created_at', 'desc').limit(20);
    if (resource) builder.where('i.resource', resource);
    ctx.body = (await builder).map((row) => present(row, false));
  });

  router.get('/api/imports/:id', async (ctx) => {
    ctx.body = present(await load(ctx.state.actor as Actor, ctx.params.id, true), true);
  });

  router.post('/api/imports/:id/cancel', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const row = await load(actor, ctx.params.id, false);
    const state = stateOf(row);
    if (!['QUEUED', 'RUNNING', 'RETRYING'].includes(state)) fail('illegal_transition', `A ${state.toLowerCase()} import cannot be cancelled.`, [], { allowed: [] });
    await cancelJob(knex, CSV_IMPORT_RUN, String(row.job_id));
    // A waiting import never runs now; a running one notices within a second and rolls back.
    if (state !== 'RUNNING') await finish(knex, row, { state: 'CANCELLED', error: 'cancelled before it ran; nothing was written' });
    ctx.body = present(await load(actor, ctx.params.id, false), false);
  });

  router.get('/api/imports/:id/result.csv', async (ctx) => {
    const row = await load(ctx.state.actor as Actor, ctx.params.id, true);
    const lines = [csvLine(['line', 'result', 'id', 'column', 'field', 'message'])];
    for (const result of ((row.report?.rows ?? []) as Json[])) {
      const base = [String(result.line), String(result.action), result.id ?? ''];
      if (!result.errors?.length) lines.push(csvLine([...base, '', '', '']));
      for (const error of result.errors ?? []) lines.push(csvLine([...base, error.column ?? '', String(error.pointer ?? '').slice(1), plainCell(error.message)]));
    }
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`${row.resource}-import-${String(row.id).slice(0, 8)}-result.csv`);
    ctx.body = `\uFEFF${lines.join('')}`;
  });
}
