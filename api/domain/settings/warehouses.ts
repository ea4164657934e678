/**
 * Warehouse providers and their types: a provider may switch on only what its type can do, its credentials
 * (checked here in plain text, before the service encrypts them) must hold every name the type asks for, and it
 * is ACTIVE only with credentials stored. A type cannot drop a capability its providers use.
 */
import { fail, type FieldError } from '../../http/errors.ts';
import { defineHooks } from '../hooks.ts';
import { accountOf } from '../shared/settings-helpers.ts';

/** Provider switch → the type's capability, and what it is called in messages. */
/** Each switch of a provider, the capability of its type it needs, and what that capability does (for the refusal). */
const CAPABILITIES: Array<[flag: 'orders_enabled' | 'stock_enabled' | 'asn_enabled', capability: 'supports_orders' | 'supports_stock' | 'supports_asn', doing: string]> = [
  ['orders_enabled', 'supports_orders', 'fulfil orders'],
  ['stock_enabled', 'supports_stock', 'report stock'],
  ['asn_enabled', 'supports_asn', 'receive ASNs'],
];

const refuse = (errors: FieldError[]) => {
  if (errors.length) fail('validation_failed', errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);
};

export const warehouseProviderHooks = defineHooks('warehouse-provider', {
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

export const warehouseProviderTypeHooks = defineHooks('warehouse-provider-type', {
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
