/**
 * The product-label hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/catalogue/gpsr.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { invalid } from '../../api/http/errors.ts';
import { randomUUID, createHash } from 'node:crypto';
import { jsonValue, checkIds, refuseIfAny } from '../../api/domain/shared/id-lists.ts';
import { decodeFile, MAX_LABEL_BYTES, detectFileType, mirrorLabelLinks } from '../../api/domain/catalogue/gpsr.ts';

export const hooks = defineHooks('product-label', {
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
