/**
 * Platform invoice rules: every amount computed by the server (line net = quantity × unit amount, tax per line at
 * its rate, rounded half away from zero), and issuing fixes the issue date and, unless given, the due date.
 */
import { percentOf } from '../../../checks/index.ts';
import { defineHooks } from '../hooks.ts';
import { addDays, dateText, failFields, today } from '../shared/commerce.ts';

/** Days a merchant has to pay an invoice when it names no due date. */
export const PAYMENT_TERMS_DAYS = 14;

export const invoiceHooks = defineHooks('invoice', {
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
