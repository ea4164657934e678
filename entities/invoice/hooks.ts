/**
 * Platform invoice rules: every amount computed by the server (line net = quantity × unit amount, tax per line at
 * its rate, rounded half away from zero), and issuing fixes the issue date and, unless given, the due date.
 *
 * Its constants stay in its business area (api/domain/finance/invoices.ts); the generator registers this set in
 * api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { percentOf } from '../../checks/index.ts';
import { today, dateText, addDays, failFields } from '../../api/domain/shared/commerce.ts';
import { PAYMENT_TERMS_DAYS } from '../../api/domain/finance/invoices.ts';

export const hooks = defineHooks('invoice', {
  // A period ending before it starts is refused by the schema (`formatMinimum` with `$data` on period_end).
  async beforeWrite(invoice) {
    let net = 0;
    let tax = 0;
    for (const line of invoice.lines) {
      line.net = Number(line.quantity ?? 1) * Number(line.unit_amount);
      line.tax = percentOf(Number(line.net), Number(line.tax_rate ?? 0));
      line.gross = Number(line.net) + Number(line.tax);
      net += Number(line.net);
      tax += Number(line.tax);
    }
    Object.assign(invoice, { net, tax, total: net + tax });
  },

  async beforeTransition(transition, invoice, { trx }) {
    if (transition !== 'issue') return;
    const issued = today();
    const due = invoice.due_date ? dateText(invoice.due_date)! : addDays(issued, PAYMENT_TERMS_DAYS);
    if (due < issued) failFields([{ pointer: '/due_date', message: 'is before the issue date' }]);
    // The generic transition stores only the status and its `set` fields: the dates are written here.
    await trx('invoices').where({ account_id: invoice.account_id, id: invoice.id }).update({ issue_date: issued, due_date: due });
    Object.assign(invoice, { issue_date: issued, due_date: due });
  },
});
