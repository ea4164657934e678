/**
 * Shipping carriers and methods: a method names one of its carrier's services, a carrier's service codes are
 * unique within it, and a service still offered by a method cannot be removed from the carrier.
 */
import { defineHooks, type EntityRecord } from '../../api/domain/hooks.ts';
import { accountOf } from '../../api/domain/shared/settings-helpers.ts';
import { invalid } from '../../api/http/errors.ts';

export const hooks = defineHooks('shipping-method', {
  async beforeWrite(method, context) {
    const carrier = await context.trx('shipping_carriers').where({ account_id: accountOf(method, context), id: method.carrier_id }).first('name', 'services');
    const codes = ((carrier.services as EntityRecord<'shipping-carrier'>['services']) ?? []).map((s) => String(s.code));
    if (!codes.includes(String(method.service_code))) {
      invalid('/service_code', codes.length ? `must be one of ${carrier.name}'s services: ${codes.join(', ')}` : `cannot be set: ${carrier.name} has no services yet`);
    }
  },
});
