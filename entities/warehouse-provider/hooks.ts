/**
 * The warehouse-provider hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/settings/warehouses.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { accountOf } from '../../api/domain/shared/settings-helpers.ts';
import { type FieldError, fail } from '../../api/http/errors.ts';
import { CAPABILITIES, refuse } from '../../api/domain/settings/warehouses.ts';

export const hooks = defineHooks('warehouse-provider', {
  async beforeWrite(provider, context) {
    const { trx, existing, sent } = context;
    const type = await trx('warehouse_provider_types').where({ account_id: accountOf(provider, context), id: provider.provider_type_id }).first();
    const errors: FieldError[] = [];
    for (const [flag, capability, doing] of CAPABILITIES) {
      if (provider[flag] === true && !type[capability]) errors.push({ pointer: `/${flag}`, message: `cannot be switched on: ${type.name} cannot ${doing}` });
    }
    const credentials = provider.credentials;
    if (credentials) {
      const missing = ((type.credential_fields as string[]) ?? []).filter((name) => !(name in credentials));
      if (missing.length) errors.push({ pointer: '/credentials', message: `must hold ${missing.join(', ')} (what ${type.name} needs)` });
    }
    if (existing && existing.status !== 'INACTIVE' && sent.credentials === null) {
      errors.push({ pointer: '/credentials', message: `cannot be removed while the provider is ${existing.status}: deactivate it first` });
    }
    refuse(errors);
  },

  async beforeTransition(transition, provider) {
    if (transition === 'activate' && provider.credentials == null) {
      fail('illegal_transition', 'This provider has no credentials: enter them before activating it.', [], { allowed: [] });
    }
  },
});
