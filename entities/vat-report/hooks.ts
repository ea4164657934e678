/**
 * The vat-report hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/finance/vat-reports.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { dateText, failFields, refuseTransition, today } from '../../api/domain/shared/commerce.ts';
import { periodKey, calculateVat } from '../../api/domain/finance/vat-reports.ts';

export const hooks = defineHooks('vat-report', {
  async beforeWrite(report) {
    const start = dateText(report.period_start)!;
    const end = dateText(report.period_end)!;
    // A period ending before it starts is refused by the schema (`formatMinimum` with `$data`); its length is not.
    if (Date.parse(end) - Date.parse(start) > 366 * 86_400_000) failFields([{ pointer: '/period_end', message: 'makes the period longer than a year' }]);
    report.period_key ??= periodKey(end);
  },

  async beforeTransition(transition, report, { trx }) {
    const accountId = String(report.account_id);
    // A return HMRC has received (its receipt is kept the moment HMRC answers: ./vat/mtd.ts) never changes again.
    if (report.form_bundle_number && transition !== 'submit') refuseTransition(`HMRC received this return (form bundle ${report.form_bundle_number}): it can no longer be changed.`, [], 'CALCULATED');
    if (transition === 'calculate') {
      // The return is in the account's currency; documents in others are converted at their kept rate.
      const account = await trx('accounts').where('id', accountId).first('currency');
      const currency = String(account?.currency ?? report.currency ?? 'GBP');
      const boxes = await calculateVat(trx, accountId, dateText(report.period_start)!, dateText(report.period_end)!, currency);
      // The generic transition stores only the status and the fields its `set` names: the boxes are written here.
      await trx('vat_reports').where({ account_id: accountId, id: report.id }).update({ ...boxes, currency, breakdown: JSON.stringify(boxes.breakdown), box_documents: JSON.stringify(boxes.box_documents) });
      Object.assign(report, boxes, { currency });
    }
    if (transition === 'submit') {
      if (dateText(report.period_end)! >= today()) refuseTransition(`The period ends on ${dateText(report.period_end)}: a VAT return is submitted after its period has ended.`, [], 'CALCULATED');
      const twin = await trx('vat_reports').where({ account_id: accountId, period_key: report.period_key, status: 'SUBMITTED' }).whereNot('id', String(report.id)).first('id');
      if (twin) refuseTransition(`A VAT return for period ${report.period_key} has already been submitted.`, [{ pointer: '/period_key', message: 'is already submitted' }], 'CALCULATED');
      // Only HMRC's receipt makes a return submitted: POST /api/vat-reports/:id/submit sends it first (./vat/mtd.ts).
      if (!report.form_bundle_number) refuseTransition('The return has not been received by HMRC: submit it with POST /api/vat-reports/:id/submit, which sends it to HMRC first.', [], 'CALCULATED');
    }
  },
});
