/**
 * The warehouse-provider-type hooks: what runs when one is written or moves through its states.
 * The domain logic they call stays in its business area (api/domain/settings/warehouses.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import type { FieldError } from '../../api/http/errors.ts';
import { CAPABILITIES, refuse } from '../../api/domain/settings/warehouses.ts';

export const hooks = defineHooks('warehouse-provider-type', {
  async beforeWrite(type, context) {
    if (!context.existing) return;
    const errors: FieldError[] = [];
    for (const [flag, capability, doing] of CAPABILITIES) {
      if (type[capability] !== false) continue;
      const users = await context.trx('warehouse_providers')
        .where({ account_id: context.existing.account_id, provider_type_id: context.existing.id, [flag]: true }).pluck('name');
      if (users.length) errors.push({ pointer: `/${capability}`, message: `cannot be switched off: ${users.join(', ')} ${users.length > 1 ? 'use' : 'uses'} it to ${doing}` });
    }
    refuse(errors);
  },
});
