/**
 * The endpoints that move data in and out of a resource, and describe its custom fields:
 *   GET  /api/<resource>/custom-fields      the acting account's custom fields of the entity (readers may see them)
 *   GET  /api/<resource>/export.csv         the list as CSV, streamed (same sort, filter and scope as the list)
 *   POST /api/<resource>/import/preview     what an import would do, row by row; nothing is kept
 *   POST /api/<resource>/import             the import, in one transaction
 * Imports take the file as the body (`text/csv`; `mapping`, `defaults` as JSON and `skipInvalid=true` in the query
 * string) or as JSON `{csv, mapping?, defaults?, skipInvalid?, fileName?}`. With `Accept: application/x-ndjson`
 * they stream progress lines and end with the result line (see api/http/ndjson.ts). An import with
 * `Prefer: respond-async` runs as a background job instead (api/crud/import-jobs.ts): 202 and Location.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { EntityModel } from '../../model/types.ts';
import { fail } from '../http/errors.ts';
import { readText } from '../http/raw-body.ts';
import { parseJsonInput } from '../http/input-guard.ts';
import { abortOnDisconnect, streamNdjson, wantsNdjson } from '../http/ndjson.ts';
import type { Actor } from './actor.ts';
import type { ResourceService } from './service.ts';
import { targetsForFilter, wireDefinition } from './custom-fields.ts';
import { openCsvExport } from './export.ts';
import { IMPORT_MAX_BYTES, ImportCancelled, runImport, type ImportRequest } from './import.ts';
import { startImportJob } from './import-jobs.ts';

/** Paths whose body the import routes read themselves (the JSON body parser and its 1 MB limit stay out). */
export const IMPORT_PATH = /^\/api\/[a-z0-9-]+\/import(\/preview)?$/;

const TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB; split it into smaller files.`;

function jsonParam(ctx: Context, name: string): unknown {
  const raw = ctx.query[name];
  if (raw === undefined) return undefined;
  return parseJsonInput(String(raw), `/${name}`, () => fail('bad_query', `\`${name}\` is not valid JSON.`, [{ pointer: `/${name}`, message: 'is not valid JSON' }]));
}

/** The import request from either body form. */
async function importRequest(ctx: Context): Promise<ImportRequest & { fileName?: string }> {
  if (ctx.is('multipart/form-data')) fail('unsupported_media_type', 'Send the file as the body (text/csv), or as JSON {"csv": "…"}.');
  if (ctx.is('application/json')) {
    // JSON escaping can double a file's size; the file itself is held to the limit once parsed.
    const text = await readText(ctx, IMPORT_MAX_BYTES * 2 + 65_536, TOO_LARGE);
    const body = parseJsonInput(text, '', () => fail('malformed_json', 'The body could not be parsed as JSON.'));
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail('validation_failed', 'The body must be a JSON object {"csv": "…"}.', [{ pointer: '', message: 'must be an object' }]);
    const { csv, mapping, defaults, skipInvalid, fileName } = body as Record<string, unknown>;
    if (skipInvalid !== undefined && typeof skipInvalid !== 'boolean') fail('validation_failed', '`skipInvalid` must be true or false.', [{ pointer: '/skipInvalid', message: 'must be true or false' }]);
    if (fileName !== undefined && typeof fileName !== 'string') fail('validation_failed', '`fileName` must be text.', [{ pointer: '/fileName', message: 'must be text' }]);
    return { csv: csv as string, mapping, defaults, skipInvalid: skipInvalid === true, fileName: fileName as string | undefined };
  }
  const csv = await readText(ctx, IMPORT_MAX_BYTES, TOO_LARGE);
  const fileName = typeof ctx.query.fileName === 'string' ? ctx.query.fileName : undefined;
  return { csv, mapping: jsonParam(ctx, 'mapping'), defaults: jsonParam(ctx, 'defaults'), skipInvalid: ctx.query.skipInvalid === 'true', fileName };
}

/** Answers with the CSV export of the list the query describes (also the list URL with `format=csv`). */
export async function sendCsvExport(ctx: Context, service: ResourceService, entity: EntityModel): Promise<void> {
  const { filename, body } = await openCsvExport(service, service.readerFor(ctx.state.actor as Actor), ctx.state.actor as Actor, entity, ctx.query as Record<string, string>);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(filename);
  ctx.body = body;
}

export function transferRoutes(router: Router, service: ResourceService, entity: EntityModel): void {
  const base = `/api/${entity.resource}`;
  const actor = (ctx: Context) => ctx.state.actor as Actor;

  if (entity.customFields) {
    router.get(`${base}/custom-fields`, async (ctx) => {
      if (!actor(ctx).ability.can('read', entity.resource!)) fail('forbidden', `Your role may not read ${entity.resource}.`);
      const filter = jsonParam(ctx, 'filter');
      const targets = targetsForFilter(entity, filter && typeof filter === 'object' ? (filter as Record<string, unknown>) : {});
      const definitions = await service.customFields.definitions(service.knex, [actor(ctx).accountId], targets);
      ctx.body = definitions.map(wireDefinition);
    });
  }

  router.get(`${base}/export.csv`, (ctx) => sendCsvExport(ctx, service, entity));

  // A ledger is written by the server alone: nothing to import.
  if (entity.ledger) return;
  for (const preview of [true, false]) {
    router.post(preview ? `${base}/import/preview` : `${base}/import`, async (ctx) => {
      const request = await importRequest(ctx);
      // RFC 7240: the client would rather follow a job than wait for the answer.
      if (!preview && /\brespond-async\b/i.test(ctx.get('Prefer'))) {
        const started = await startImportJob(service, service.knex, service.model, actor(ctx), entity, request);
        ctx.status = 202;
        ctx.set('Location', `/api/imports/${started.id}`);
        ctx.set('Preference-Applied', 'respond-async');
        ctx.body = started;
        return;
      }
      const run = (onProgress?: (p: { processed: number; total: number }) => void, signal?: AbortSignal) =>
        runImport(service, service.knex, service.model, actor(ctx), entity, request, { preview, onProgress, signal });
      if (wantsNdjson(ctx)) streamNdjson(ctx, (progress, signal) => run((p) => progress({ ...p }), signal));
      else {
        const signal = abortOnDisconnect(ctx);
        try {
          ctx.body = await run(undefined, signal);
        } catch (error) {
          // Cancelled by the client leaving: rolled back, and no one to answer.
          if (!(error instanceof ImportCancelled)) throw error;
          ctx.status = 204;
        }
      }
    });
  }
}
