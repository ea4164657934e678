/**
 * Uploaded images of `x-upload: "image"` fields (a product's images), generic over every entity that has one.
 *
 *   POST   /api/<resource>/images   multipart `file` (PNG, JPEG, WebP or GIF, ≤ 10 MB): stores it, answers
 *                                   `{id, url, thumbnail_url, …}`; `url` (`/media/<token>.<ext>`) goes into the field
 *   GET    /api/images/:id          the image's details (the caller's account only: another account's is a 404)
 *   DELETE /api/images/:id          deletes it, unless a record of the account still shows it (409 `in_use`)
 *   GET    /media/<token>.<ext>     the original, public: marketplaces fetch it without a session
 *   GET    /media/<token>.thumb.webp its thumbnail (≤ 320 px a side)
 *
 * Uploads no record shows (removed from a form, never saved) are deleted a week later by the account's next upload
 * (pruneOrphanImages).
 *
 * Storage: bytea in the `images` table, so every process of a multi-machine deployment serves every image with
 * nothing shared but PostgreSQL. Public, yet private by obscurity only: the token is 32 random bytes, so a URL
 * cannot be guessed or derived from an id, and deleting the image ends it. Answers carry the type, the length,
 * an ETag (the SHA-256) and `Cache-Control: public, max-age=31536000, immutable` (a token's bytes never change).
 */
import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { EntityModel, Model } from '../../model/types.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, MEDIA_PATH, mediaPath, thumbnailUrl, type ImageExtension } from '../../checks/media.ts';
import type { Actor } from '../crud/actor.ts';
import { fail } from '../http/errors.ts';
import { readMultipart } from '../http/multipart.ts';
import { bodyStream } from '../http/idempotency.ts';
import type { RouteDoc } from '../http/route-docs.ts';
import { readImage } from './images.ts';

/** The upload path of a resource with an `x-upload` field (the Content-Type gate and idempotency read it). */
export const IMAGE_UPLOAD_PATH = /^\/api\/[a-z][a-z0-9-]*\/images$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXTENSION_OF: Record<string, ImageExtension> = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([ext, type]) => [type, ext as ImageExtension]));

/** Entities with a field that holds uploaded images. */
function uploadEntities(model: Model): EntityModel[] {
  return model.entities.filter((e) => e.fields.some((f) => f.upload));
}

/** What the API answers about an image. */
function present(row: Record<string, any>) {
  const url = mediaPath(row.token, EXTENSION_OF[row.content_type]);
  return {
    id: row.id, url, thumbnail_url: thumbnailUrl(url), resource: row.resource, content_type: row.content_type,
    size_bytes: row.size_bytes, width: row.width, height: row.height, file_name: row.file_name, created_at: row.created_at,
  };
}

const COLUMNS = ['id', 'token', 'resource', 'content_type', 'size_bytes', 'width', 'height', 'file_name', 'created_at'];

/**
 * The records of the account that still show the image at `url`, as `resource` → count (an image in a list of
 * objects is found by jsonb containment, which the column's GIN index, if any, serves).
 */
async function usesOf(knex: Knex, model: Model, accountId: string, url: string): Promise<Record<string, number>> {
  const uses: Record<string, number> = {};
  for (const entity of uploadEntities(model)) {
    for (const field of entity.fields.filter((f) => f.upload)) {
      const query = knex(entity.table).where(entity.tenantColumn, accountId);
      if (!field.upload!.many) query.where(field.name, url);
      else query.whereRaw('?? @> ?::jsonb', [field.name, JSON.stringify([field.upload!.urlField ? { [field.upload!.urlField]: url } : url])]);
      const [{ n }] = await query.count<{ n: number }[]>({ n: '*' });
      if (Number(n)) uses[entity.resource ?? entity.name] = (uses[entity.resource ?? entity.name] ?? 0) + Number(n);
    }
  }
  return uses;
}

/** How long an uploaded image no record shows is kept (a form left open, a save that has not happened yet). */
export const ORPHAN_GRACE_DAYS = 7;
/** Orphans looked at per upload: the tidying stays a small, bounded cost of the upload that triggers it. */
const PRUNE_BATCH = 20;

/**
 * Deletes the account's uploads older than ORPHAN_GRACE_DAYS that no record shows (uploaded, then removed from the
 * form or never saved). Run after each upload of the account, a few at a time, so no scheduler is needed and the
 * table holds what records use plus at most a week of leftovers. Answers how many went.
 */
export async function pruneOrphanImages(knex: Knex, model: Model, accountId: string): Promise<number> {
  const old = await knex('images').where({ account_id: accountId }).where('created_at', '<', knex.raw(`now() - interval '${ORPHAN_GRACE_DAYS} days'`))
    .orderBy('created_at').limit(PRUNE_BATCH).select('id', 'token', 'content_type');
  let pruned = 0;
  for (const row of old) {
    const uses = await usesOf(knex, model, accountId, mediaPath(row.token, EXTENSION_OF[row.content_type]));
    if (Object.keys(uses).length) continue;
    pruned += await knex('images').where({ account_id: accountId, id: row.id }).delete();
  }
  return pruned;
}

/** Whether the actor may change records of `resource` (and so add or remove its images). */
function mayEdit(actor: Actor, resource: string): boolean {
  return actor.ability.can('create', resource) || actor.ability.can('update', resource);
}

async function sendMedia(ctx: Context, knex: Knex): Promise<void> {
  const match = MEDIA_PATH.exec(ctx.path);
  if (!match) fail('not_found', 'No such image: the path is /media/<token>.<ext> or /media/<token>.thumb.webp.');
  const [, token, extension] = match!;
  const thumbnail = extension === 'thumb.webp';
  const row = await knex('images').where({ token }).first(['content_type', 'sha256', thumbnail ? 'thumbnail as bytes' : 'content as bytes']);
  // The extension must be the image's own: one token, one URL, one type.
  if (!row || (!thumbnail && EXTENSION_OF[row.content_type] !== extension)) fail('not_found', 'No such image.');
  const etag = `"${row.sha256.slice(0, 32)}${thumbnail ? '-t' : ''}"`;
  ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  ctx.set('ETag', etag);
  // Another site may show the image (a marketplace, an email): it is public by design.
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  if (ctx.get('If-None-Match') === etag) {
    ctx.status = 304;
    return;
  }
  ctx.type = thumbnail ? 'image/webp' : row.content_type;
  ctx.body = Buffer.from(row.bytes);
}

/** The schema of an image's details (OpenAPI). */
export const IMAGE_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' }, url: { type: 'string', description: 'Public path, `/media/<token>.<ext>`: store it in the field; marketplaces get `PUBLIC_URL` + path.' },
    thumbnail_url: { type: 'string' }, resource: { type: 'string' }, content_type: { type: 'string', enum: Object.values(IMAGE_TYPES) },
    size_bytes: { type: 'integer' }, width: { type: 'integer' }, height: { type: 'integer' }, file_name: { type: ['string', 'null'] }, created_at: { type: 'string', format: 'date-time' },
  },
};

export const mediaRouteDocs: RouteDoc[] = [
  {
    method: 'post', path: '/api/:resource/images', tag: 'Images', summary: 'Upload an image for a field with `x-upload` (multipart)',
    description: 'For resources with an image field (products). PNG, JPEG, WebP or GIF up to 10 MB and 40 megapixels, recognised by its content. Answers its public path `url` (`/media/<token>.<ext>`, to store in the field) and `thumbnail_url`. Needs create or update on the resource.',
    body: { contentType: 'multipart/form-data', schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } },
    responses: { 201: { description: 'The stored image.', schema: IMAGE_SCHEMA } },
    problems: [400, 403, 404, 413],
  },
  { method: 'get', path: '/api/images/:id', tag: 'Images', summary: 'An uploaded image\'s details', responses: { 200: { description: 'The image.', schema: IMAGE_SCHEMA } }, problems: [404] },
  {
    method: 'get', path: '/media/:name', tag: 'Images', summary: 'An uploaded image or its thumbnail (public)', public: true,
    description: '`/media/<token>.<ext>` is the original, `/media/<token>.thumb.webp` its thumbnail (WebP, at most 320 px a side). No session needed: marketplaces fetch it. Cached for a year (the bytes of a token never change); unknown tokens are 404.',
    responses: { 200: { description: 'The image.', contentType: 'image/*' } },
    problems: [404],
  },
  { method: 'delete', path: '/api/images/:id', tag: 'Images', summary: 'Delete an uploaded image no record shows any more', responses: { 204: { description: 'Deleted.' } }, problems: [403, 404, 409] },
];

export function mediaRoutes(router: Router, knex: Knex, model: Model): void {
  const byResource = new Map(uploadEntities(model).filter((e) => e.resource).map((e) => [e.resource!, e]));

  router.post('/api/:resource/images', async (ctx: Context) => {
    const actor = ctx.state.actor as Actor;
    const entity = byResource.get(ctx.params.resource);
    if (!entity) {
      ctx.req.resume();
      fail('not_found', `${ctx.params.resource} has no image field.`);
    }
    // Refuse before reading up to 10 MB.
    if (!mayEdit(actor, entity!.resource!)) {
      ctx.req.resume();
      fail('forbidden', `Your role may not change ${entity!.resource}.`, [], { action: 'update', resource: entity!.resource });
    }
    const declared = ctx.get('content-length');
    const form = await readMultipart(bodyStream(ctx), ctx.get('content-type'), {
      fileBytes: IMAGE_MAX_BYTES, fieldBytes: 4096, parts: 4, files: 1, maxBody: IMAGE_MAX_BYTES + 64 * 1024,
      declaredLength: declared ? Number(declared) : undefined,
    });
    const file = form.files.find((f) => f.field === 'file');
    if (!file) fail('validation_failed', 'file: is required: attach the image (PNG, JPEG, WebP or GIF).', [{ pointer: '/file', message: 'is required: attach the image (PNG, JPEG, WebP or GIF)' }]);
    const image = await readImage(file!.data);
    const [row] = await knex('images').insert({
      account_id: actor.accountId,
      token: randomBytes(32).toString('base64url'),
      resource: entity!.resource,
      content_type: image.contentType,
      size_bytes: image.data.length,
      width: image.width,
      height: image.height,
      sha256: image.sha256,
      file_name: file!.filename.slice(0, 255) || null,
      content: image.data,
      thumbnail: image.thumbnail,
      created_by: actor.user.id ?? null,
    }).returning(COLUMNS);
    await pruneOrphanImages(knex, model, actor.accountId);
    ctx.status = 201;
    ctx.set('Location', `/api/images/${row.id}`);
    ctx.body = present(row);
  });

  const own = async (ctx: Context) => {
    const actor = ctx.state.actor as Actor;
    const id = String(ctx.params.id);
    const row = UUID.test(id) ? await knex('images').where({ account_id: actor.accountId, id }).first(COLUMNS) : undefined;
    // Another account's image and an unknown id answer alike: ids cannot be probed.
    if (!row || !actor.ability.can('read', row.resource)) fail('not_found', 'No such image.');
    return { actor, row: row! };
  };

  router.get('/api/images/:id', async (ctx: Context) => {
    const { row } = await own(ctx);
    ctx.body = present(row);
  });

  router.delete('/api/images/:id', async (ctx: Context) => {
    const { actor, row } = await own(ctx);
    if (!mayEdit(actor, row.resource)) fail('forbidden', `Your role may not change ${row.resource}.`, [], { action: 'update', resource: row.resource });
    const url = present(row).url;
    const uses = await usesOf(knex, model, actor.accountId, url);
    if (Object.keys(uses).length) {
      fail('in_use', `The image is still shown by ${Object.entries(uses).map(([resource, n]) => `${n} of ${resource}`).join(', ')}: remove it there first.`, [], { uses });
    }
    await knex('images').where({ account_id: actor.accountId, id: row.id }).delete();
    ctx.status = 204;
  });

  router.get('/media/:name', async (ctx: Context) => {
    await sendMedia(ctx, knex);
  });
}
