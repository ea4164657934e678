/**
 * The shipping-template hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/listings/listings.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import type { FieldError } from '../../api/http/errors.ts';
import { refuseIfAny, clearOtherDefaults } from '../../api/domain/shared/id-lists.ts';
import { SHIPPING_CHECKS, type Json } from '../../api/domain/listings/listings.ts';

export const hooks = defineHooks('shipping-template', {
  async beforeWrite(template, { trx, existing }) {
    const errors: FieldError[] = [];
    SHIPPING_CHECKS[String(template.channel)]?.(template.settings as Json, errors);
    refuseIfAny(errors);
    const accountId = String(existing?.account_id ?? template.account_id);
    if (template.is_default) await clearOtherDefaults(trx, 'shipping_templates', accountId, existing?.id, { channel: template.channel });
  },
});
