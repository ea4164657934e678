/**
 * `POST /api/product-labels/upload`: a product label as `multipart/form-data` (contract:
 * checks/contracts/label-upload.ts), for files the JSON create cannot carry (its body limit is 1 MB; labels may be
 * 10 MB). The body is read as a stream and never beyond the 10 MB cap (413 past it); the label is then created
 * through the generic service, in its one transaction, with the file handed over as base64 exactly as the JSON
 * create takes it, so the product-label hook's checks apply unchanged: the type recognised from the file's first
 * bytes (PDF, PNG, JPEG; anything else a 400 naming `/file`), the size, the SHA-256, the account's products.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Model } from '../../../model/types.ts';
import { isLanguageCode } from '../../../checks/languages.ts';
import { LABEL_MAX_BYTES, LABEL_UPLOAD_FIELDS as F, LABEL_UPLOAD_PATH } from '../../../checks/contracts/label-upload.ts';
import type { Actor } from '../../crud/actor.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail, type FieldError } from '../../http/errors.ts';
import { readMultipart, type MultipartForm } from '../../http/multipart.ts';
import { parseJsonInput } from '../../http/input-guard.ts';
import { bodyStream } from '../../http/idempotency.ts';
import type { RouteDoc } from '../../http/route-docs.ts';

export { LABEL_UPLOAD_PATH };

/** Room for the text fields and the part headers around the file. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/**
 * A list field's values: the field repeated (`languages=en&languages=de`), comma-separated (`en,de`) or a JSON
 * array (`["en","de"]`), as the different clients send them.
 */
export function listField(form: MultipartForm, name: string): string[] {
  const values: string[] = [];
  for (const raw of form.fields.get(name) ?? []) {
    const text = raw.trim();
    if (text.startsWith('[')) {
      const parsed = parseJsonInput(text, `/${name}`, () => fail('validation_failed', `${name}: is not a valid JSON array.`, [{ pointer: `/${name}`, message: 'is not a valid JSON array' }]));
      if (!Array.isArray(parsed) || parsed.some((v) => typeof v !== 'string')) fail('validation_failed', `${name}: must be an array of strings.`, [{ pointer: `/${name}`, message: 'must be an array of strings' }]);
      values.push(...(parsed as string[]).map((v) => v.trim()));
    } else {
      values.push(...text.split(',').map((v) => v.trim()).filter(Boolean));
    }
  }
  return values;
}

/** The label body the generic create takes, from the form; 400 for what only this endpoint can know. */
export function labelBodyOf(form: MultipartForm): Record<string, unknown> {
  const errors: FieldError[] = [];
  const files = form.files.filter((f) => f.field === F.file);
  const stray = form.files.find((f) => f.field !== F.file);
  if (stray) errors.push({ pointer: `/${stray.field}`, message: `is a file; only "${F.file}" takes one` });
  if (!files.length) errors.push({ pointer: `/${F.file}`, message: 'is required: attach the label (PDF, PNG or JPEG)' });
  const languages = listField(form, F.languages).map((code) => code.toLowerCase());
  // The schema's pattern admits any two letters; only real ISO 639-1 codes describe a label.
  languages.forEach((code, i) => {
    if (!isLanguageCode(code)) errors.push({ pointer: `/${F.languages}/${i}`, message: `"${code.slice(0, 20)}" is not an ISO 639-1 language code (such as en, de, fr)` });
  });
  const given = form.fields.get(F.fileName)?.[0]?.trim();
  const fileName = given || files[0]?.filename || '';
  if (!fileName && files.length) errors.push({ pointer: `/${F.fileName}`, message: 'is required when the file has no name' });
  if (errors.length) fail('validation_failed', errors.map((e) => `${e.pointer.slice(1)}: ${e.message}`).join('; '), errors);
  return {
    file: files[0].data.toString('base64'),
    file_name: fileName,
    languages,
    product_ids: listField(form, F.productIds),
  };
}

export const labelUploadDocs: RouteDoc[] = [
  {
    method: 'post', path: LABEL_UPLOAD_PATH, tag: 'ProductLabel', summary: 'Upload a product label file (multipart)',
    description: 'PDF, PNG or JPEG up to 10 MB, recognised by its content. `languages` and `product_ids` may repeat, be comma-separated or a JSON array. Needs the goldenTicket and productLabel flags.',
    body: { contentType: 'multipart/form-data', schema: { type: 'object', required: ['file', 'languages'], properties: { file: { type: 'string', format: 'binary' }, languages: { type: 'string' }, product_ids: { type: 'string' }, file_name: { type: 'string' } } } },
    responses: { 201: { description: 'The created label.', schema: { $ref: '#/components/schemas/ProductLabel' } } },
    problems: [400, 403, 413],
  },
];

export function labelUploadRoutes(router: Router, service: ResourceService, model: Model): void {
  const labels = model.entities.find((e) => e.name === 'product-label');
  if (!labels) return;

  router.post(LABEL_UPLOAD_PATH, async (ctx: Context) => {
    const actor = ctx.state.actor as Actor;
    // Refuse before reading up to 10 MB: the role's create right, which holds the account's Golden Ticket flags
    // (the entity's `x-entity.flags`). The service checks it again when it creates.
    if (!actor.ability.can('create', labels.resource!)) {
      ctx.req.resume();
      fail('forbidden', `Your role may not create ${labels.resource}.`, [], { action: 'create', resource: labels.resource });
    }
    const declared = ctx.get('content-length');
    const form = await readMultipart(bodyStream(ctx), ctx.get('content-type'), {
      fileBytes: LABEL_MAX_BYTES,
      fieldBytes: 64 * 1024,
      parts: 2100,
      files: 1,
      maxBody: LABEL_MAX_BYTES + FORM_OVERHEAD_BYTES,
      declaredLength: declared ? Number(declared) : undefined,
    });
    const created = await service.create(actor, labels, labelBodyOf(form));
    ctx.status = 201;
    ctx.set('Location', `/api/${labels.resource}/${created.id}`);
    ctx.body = created;
  });
}
