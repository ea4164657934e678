/**
 * The attribute hooks: what runs when one is written or moves through its states (its business area is
 * api/domain/catalogue/);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import type { FieldError } from '../../api/http/errors.ts';
import { refuseIfAny } from '../../api/domain/shared/id-lists.ts';

export const hooks = defineHooks('attribute', {
  async beforeWrite(attribute) {
    const values = (attribute.values as string[]).map((v) => v.trim());
    const seen = new Map<string, number>();
    const errors: FieldError[] = [];
    values.forEach((value, i) => {
      if (!value) errors.push({ pointer: `/values/${i}`, message: 'must not be empty' });
      const key = value.toLowerCase();
      if (seen.has(key)) errors.push({ pointer: `/values/${i}`, message: `repeats "${values[seen.get(key)!]}" (values are compared ignoring case)` });
      else seen.set(key, i);
    });
    refuseIfAny(errors);
    attribute.values = values;
  },
});
