/**
 * The eu-vat-return hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/finance/vat/eu-returns.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { dateText, failFields } from '../../api/domain/shared/commerce.ts';
import { lastDayOfMonth, calculateEuReturn, type EuScheme } from '../../api/domain/finance/vat/eu-returns.ts';

export const hooks = defineHooks('eu-vat-return', {
  async beforeWrite(record) {
    const start = dateText(record.period_start)!;
    const end = dateText(record.period_end)!;
    const month = Number(start.slice(5, 7));
    // Article 369f: a Union-scheme return per calendar quarter; Article 369s: an import-scheme return per month.
    if (record.scheme === 'OSS') {
      if (start.slice(8) !== '01' || (month - 1) % 3 !== 0) failFields([{ pointer: '/period_start', message: 'must be the first day of a calendar quarter (1 January, April, July or October) for an OSS return' }]);
      const endMonth = `${start.slice(0, 5)}${String(month + 2).padStart(2, '0')}-01`;
      if (end !== lastDayOfMonth(endMonth)) failFields([{ pointer: '/period_end', message: `must be the last day of the quarter (${lastDayOfMonth(endMonth)}) for an OSS return` }]);
    } else {
      if (start.slice(8) !== '01') failFields([{ pointer: '/period_start', message: 'must be the first day of a month for an IOSS return' }]);
      if (end !== lastDayOfMonth(start)) failFields([{ pointer: '/period_end', message: `must be the last day of the month (${lastDayOfMonth(start)}) for an IOSS return` }]);
    }
  },

  async beforeTransition(transition, record, { trx }) {
    if (transition !== 'calculate') return;
    const accountId = String(record.account_id);
    const result = await calculateEuReturn(trx, accountId, record.scheme as EuScheme, dateText(record.period_start)!, dateText(record.period_end)!);
    // The generic transition stores only the status and `set` fields: the figures are written here.
    await trx('eu_vat_returns').where({ account_id: accountId, id: record.id }).update({
      ...result, country_totals: JSON.stringify(result.country_totals), lines: JSON.stringify(result.lines), documents: JSON.stringify(result.documents),
    });
    Object.assign(record, result);
  },
});
