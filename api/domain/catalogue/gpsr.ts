/**
 * EU General Product Safety Regulation data: responsible persons, product labels (files), and the product's links to
 * both. Both belong to the Golden Ticket programme; the account flags they need are in their schemas
 * (`x-entity.flags`) and enforced by the permission rules, so no hook here checks them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { invalid } from '../../http/errors.ts';
import { defineHooks, type EntityRecord, type EntityHookContext, type HookContext } from '../hooks.ts';
import { checkIds, jsonValue, refuseIfAny } from '../shared/id-lists.ts';

/** Responsible persons need nothing beyond their schema (the flags are `x-entity.flags`); kept for the registry. */
export const responsiblePersonHooks = defineHooks('responsible-person', {});

export const MAX_LABEL_BYTES = 10 * 1024 * 1024;

/** File types recognised by their first bytes ("magic numbers"), never by name or a claimed type. */
const SIGNATURES: Array<{ type: 'PDF' | 'PNG' | 'JPEG'; bytes: number[] }> = [
  { type: 'PDF', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'PNG', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'JPEG', bytes: [0xff, 0xd8, 0xff] },
];

export function detectFileType(data: Buffer): 'PDF' | 'PNG' | 'JPEG' | undefined {
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => data[i] === byte))?.type;
}

/** The bytes of a base64 body (a `data:…;base64,` prefix allowed), or a message saying what is wrong. */
function decodeFile(value: string): Buffer | string {
  const base64 = value.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!base64) return 'is empty';
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1) return 'is not valid base64';
  return Buffer.from(base64, 'base64');
}

/** Keeps products' `label_ids` in step with a label's `product_ids` (the label is the side that is edited). */
async function mirrorLabelLinks(trx: HookContext['trx'], accountId: string, labelId: string, before: string[], after: string[]): Promise<void> {
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  const element = JSON.stringify([labelId]);
  if (added.length) {
    await trx('products').where('account_id', accountId).whereIn('id', added).whereRaw('not (label_ids @> ?::jsonb)', [element])
      .update({ label_ids: trx.raw('label_ids || ?::jsonb', [element]) });
  }
  if (removed.length) {
    await trx('products').where('account_id', accountId).whereIn('id', removed).update({ label_ids: trx.raw('label_ids - ?::text', [labelId]) });
  }
}

export const productLabelHooks = defineHooks('product-label', {
  async beforeWrite(label, { trx, existing }) {
    const accountId = String(existing?.account_id ?? label.account_id);
    if (!existing) {
      if (typeof label.file !== 'string') invalid('/file', 'is required: send the label file as base64');
      const data = decodeFile(label.file as string);
      if (typeof data === 'string') invalid('/file', data);
      const bytes = data as Buffer;
      if (bytes.length > MAX_LABEL_BYTES) invalid('/file', `is ${(bytes.length / 1048576).toFixed(1)} MB; a label may be at most 10 MB`);
      const type = detectFileType(bytes);
      if (!type) invalid('/file', 'is not a PDF, PNG or JPEG file (the type is read from the file\'s content, not its name)');
      Object.assign(label, {
        // The id is chosen here so that the products can point at the label before it is inserted.
        id: randomUUID(),
        content_type: type,
        size_bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        content: bytes.toString('base64'),
      });
    }
    delete label.file;
    const before = jsonValue<string[]>(existing?.product_ids, []);
    const { kept, errors } = await checkIds(trx, { table: 'products', accountId, ids: (label.product_ids as string[]) ?? [], previous: before, pointer: (i) => `/product_ids/${i}`, what: 'product' });
    refuseIfAny(errors);
    label.product_ids = kept;
    await mirrorLabelLinks(trx, accountId, String(existing?.id ?? label.id), before, kept);
  },
});

/** A product's responsible persons must be this account's (at most 5, by the schema). */
export async function productGpsr(product: EntityRecord<'product'>, { trx, existing }: EntityHookContext<'product'>): Promise<void> {
  const ids = product.responsible_person_ids ?? [];
  if (!ids.length) return;
  const accountId = String(existing?.account_id ?? product.account_id);
  const previous = jsonValue<string[]>(existing?.responsible_person_ids, []);
  const { kept, errors } = await checkIds(trx, { table: 'responsible_persons', accountId, ids, previous, pointer: (i) => `/responsible_person_ids/${i}`, what: 'responsible person' });
  refuseIfAny(errors);
  product.responsible_person_ids = kept;
}
