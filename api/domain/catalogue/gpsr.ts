/**
 * EU General Product Safety Regulation data: responsible persons, product labels (files), and the product's links to
 * both. Both belong to the Golden Ticket programme; the account flags they need are in their schemas
 * (`x-entity.flags`) and enforced by the permission rules, so no hook here checks them.
 */
import type { EntityRecord, EntityHookContext, HookContext } from '../hooks.ts';
import { checkIds, jsonValue, refuseIfAny } from '../shared/id-lists.ts';

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
export function decodeFile(value: string): Buffer | string {
  const base64 = value.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!base64) return 'is empty';
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1) return 'is not valid base64';
  return Buffer.from(base64, 'base64');
}

/** Keeps products' `label_ids` in step with a label's `product_ids` (the label is the side that is edited). */
export async function mirrorLabelLinks(trx: HookContext['trx'], accountId: string, labelId: string, before: string[], after: string[]): Promise<void> {
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
