/**
 * The payment-card hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/finance/payment-cards.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { fail, invalid } from '../../api/http/errors.ts';
import { cardExpired } from '../../checks/cards.ts';
import { lockGroup, accountOf, keepOneDefault } from '../../api/domain/shared/settings-helpers.ts';
import { recordAudit } from '../../api/audit/index.ts';
import { findCardData, REFUSAL, refuseDemoToken } from '../../api/domain/finance/payment-cards.ts';

export const hooks = defineHooks('payment-card', {
  inspect(body: unknown) {
    const pointer = findCardData(body);
    if (pointer !== undefined) fail('validation_failed', REFUSAL, [{ pointer: pointer || '/', message: 'looks like a card number or security code, which Sellyard never accepts (PCI DSS)' }]);
  },

  async beforeWrite(card, context) {
    const { existing } = context;
    const expiryChanged = !existing || existing.exp_month !== card.exp_month || existing.exp_year !== card.exp_year;
    // A card is valid to the end of its expiry month.
    if (expiryChanged && cardExpired(Number(card.exp_month), Number(card.exp_year))) {
      invalid('/exp_year', `the card expired at the end of ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}: add a card that is still valid`);
    }
    if (!existing) refuseDemoToken(card.processor_token);
    await lockGroup(context.trx, `payment-cards:${accountOf(card, context)}`);
    await keepOneDefault(context.trx, 'payment_cards', card, context);
  },

  /** Removing the default card hands the default to the newest card still valid, so invoices keep a card to use. */
  async beforeDelete(card, context) {
    if (card.is_default !== true) return;
    await lockGroup(context.trx, `payment-cards:${accountOf(card, context)}`);
    const others = await context.trx('payment_cards').where({ account_id: card.account_id }).whereNot('id', card.id as string)
      .orderBy('created_at', 'desc').select('id', 'exp_month', 'exp_year');
    const next = others.find((c) => !cardExpired(Number(c.exp_month), Number(c.exp_year)));
    if (next) {
      await context.trx('payment_cards').where({ id: next.id }).update({ is_default: true, version: context.trx.raw('version + 1'), updated_at: context.trx.fn.now() });
      await recordAudit(context.trx, {
        model: context.model, entity: context.entity, actor: context.actor, action: 'update', accountId: String(card.account_id), recordId: String(next.id),
        before: { is_default: false }, after: { is_default: true }, cause: 'the default card was removed',
      });
    }
  },
});
