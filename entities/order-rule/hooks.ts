/**
 * The order-rule hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/settings/order-rules.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { accountOf } from '../../api/domain/shared/settings-helpers.ts';
import { type FieldError, fail } from '../../api/http/errors.ts';
import { checkIds, checkConditions, PARAMETERS } from '../../api/domain/settings/order-rules.ts';

export const hooks = defineHooks('order-rule', {
  async beforeWrite(rule, context) {
    const { trx, existing } = context;
    const accountId = accountOf(rule, context);
    const errors: FieldError[] = [];
    await checkIds(trx, accountId, checkConditions(rule.conditions ?? [], errors), errors);
    if (errors.length) fail('validation_failed', errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);

    for (const [action, field] of Object.entries(PARAMETERS)) if (action !== rule.action) rule[field] = null;
    if (rule.action !== 'SET_STATUS') rule.hold_reason = null;
    if (!existing) {
      // A rule acts on real orders the moment it is enabled: it is reviewed and switched on as a second step.
      rule.enabled = false;
      if (rule.sequence == null) {
        const last = await trx('order_rules').where('account_id', accountId).max<{ max: number | null }>('sequence as max').first();
        rule.sequence = Math.min(100000, Number(last?.max ?? 0) + 10);
      }
    }
  },
});
