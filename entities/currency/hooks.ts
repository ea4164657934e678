/**
 * The currency hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/settings/currencies.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks, type EntityRecord } from '../../api/domain/hooks.ts';
import { accountOf, today, lockGroup } from '../../api/domain/shared/settings-helpers.ts';
import { minorUnits } from '../../checks/index.ts';
import { invalid } from '../../api/http/errors.ts';
import { type AuditWrite, recordAudits } from '../../api/audit/index.ts';
import { model } from '../../generated/model.ts';
import { currencySymbol, round8 } from '../../api/domain/settings/currencies.ts';

export const hooks = defineHooks('currency', {
  async beforeWrite(currency, context) {
    const { trx, existing, sent } = context;
    const accountId = accountOf(currency, context);
    const code = String(currency.code);
    if (!existing) {
      currency.minor_units ??= minorUnits(code);
      currency.symbol ??= currencySymbol(code);
    }
    if (!existing || ('rate_to_base' in sent && Number(sent.rate_to_base) !== Number(existing.rate_to_base))) {
      if (!('rate_date' in sent) || sent.rate_date == null) currency.rate_date = today();
    }

    await lockGroup(trx, `currencies:${accountId}`);
    const account = await trx('accounts').where({ id: accountId }).first('currency');
    // The account's own currency is its base: adding it marks it so.
    if (!existing && code === account.currency) currency.is_base = true;

    if (existing?.is_base) {
      if (currency.is_base !== true) invalid('/is_base', `${code} is the base currency: mark another currency as the base instead`);
      if (Number(currency.rate_to_base) !== 1) invalid('/rate_to_base', 'is always 1 for the base currency');
      return;
    }
    if (currency.is_base !== true) return;

    // `currency` becomes the base. Rates are always against the account's currency (the old base, rate 1), and
    // this one's rate says what one unit of it was worth there: every other rate is divided by it.
    const rate = code === account.currency ? 1 : Number(currency.rate_to_base);
    const others: Array<Pick<EntityRecord<'currency'>, 'id' | 'code' | 'is_base' | 'rate_to_base'>> = await trx('currencies').where('account_id', accountId).modify((q) => { if (existing) q.whereNot('id', existing.id); }).select('id', 'code', 'is_base', 'rate_to_base');
    const cause = `${code} made the base currency`;
    const audits: AuditWrite[] = [];
    const entity = (name: string) => model.entities.find((e) => e.name === name)!;
    for (const other of others) {
      const changes = { is_base: false, rate_to_base: round8(Number(other.rate_to_base) / rate) };
      await trx('currencies').where({ account_id: accountId, id: other.id })
        .update({ ...changes, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
      audits.push({ model, entity: entity('currency'), actor: context.actor, action: 'update', accountId, recordId: String(other.id), before: other, after: changes, cause });
    }
    currency.rate_to_base = 1;
    currency.rate_date = today();
    if (account.currency !== code) {
      await trx('accounts').where({ id: accountId }).update({ currency: code, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
      audits.push({ model, entity: entity('account'), actor: context.actor, action: 'update', accountId, recordId: accountId, before: account, after: { currency: code }, cause });
    }
    await recordAudits(trx, audits);
  },
});
