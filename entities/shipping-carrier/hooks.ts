/**
 * Shipping carriers and methods: a method names one of its carrier's services, a carrier's service codes are
 * unique within it, and a service still offered by a method cannot be removed from the carrier.
 */
import { defineHooks, type EntityRecord } from '../../api/domain/hooks.ts';
import { type FieldError, fail } from '../../api/http/errors.ts';

export const hooks = defineHooks('shipping-carrier', {
  async beforeWrite(carrier, context) {
    const services = carrier.services ?? [];
    const errors: FieldError[] = [];
    services.forEach((service, i) => {
      if (services.findIndex((other) => other.code === service.code) !== i) errors.push({ pointer: `/services/${i}/code`, message: 'is used by another service of this carrier' });
    });
    if (context.existing) {
      const kept = new Set(services.map((s) => s.code));
      const inUse: Array<Pick<EntityRecord<'shipping-method'>, 'name' | 'service_code'>> = await context.trx('shipping_methods')
        .where({ account_id: context.existing.account_id, carrier_id: context.existing.id }).select('name', 'service_code');
      for (const method of inUse.filter((m) => !kept.has(m.service_code))) {
        errors.push({ pointer: '/services', message: `must keep ${method.service_code}: shipping method "${method.name}" uses it` });
      }
    }
    if (errors.length) fail('validation_failed', errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);
  },
});
