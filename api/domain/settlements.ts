/**
 * Settlement rules: the sign of each line follows its type, the total is the lines' sum, and matching links sale
 * and refund lines to their sales orders (by Sellyard number or channel order reference), all or nothing.
 */
import type { FieldError } from '../http/errors.ts';
import type { Row } from '../crud/repository.ts';
import type { EntityHooks, HookContext } from './hooks.ts';
import { dateText, failFields, money, refuseTransition } from './orders-finance-shared.ts';

/** Which way the money goes for each line type: +1 in, −1 out, 0 either. */
const SIGN: Record<string, 1 | -1 | 0> = { SALE: 1, REFUND: -1, FEE: -1, SHIPPING_LABEL: -1, ADJUSTMENT: 0 };
const NEEDS_ORDER = ['SALE', 'REFUND'];

export const settlementHooks: EntityHooks = {
  async beforeWrite(settlement: Row) {
    const errors: FieldError[] = [];
    if (dateText(settlement.period_end)! < dateText(settlement.period_start)!) errors.push({ pointer: '/period_end', message: 'is before the period start' });
    const lines = (settlement.lines as Row[] | undefined) ?? [];
    lines.forEach((line, i) => {
      const sign = SIGN[String(line.type)];
      const amount = Number(line.amount);
      if (sign === 1 && amount < 0) errors.push({ pointer: `/lines/${i}/amount`, message: 'is money in for a SALE: enter it as 0 or more' });
      if (sign === -1 && amount > 0) errors.push({ pointer: `/lines/${i}/amount`, message: `is money out for a ${line.type}: enter it as a negative amount` });
    });
    failFields(errors);
    settlement.total = lines.reduce((sum, line) => sum + Number(line.amount), 0);
  },

  async beforeTransition(transition: string, settlement: Row, { trx }: HookContext) {
    const accountId = String(settlement.account_id);
    if (transition === 'reopen') {
      await trx('settlement_lines').where({ account_id: accountId, settlement_id: settlement.id }).update({ sales_order_id: null });
      return;
    }
    if (transition !== 'match') return;
    const currency = String(settlement.currency);
    if (settlement.reported_total !== null && settlement.reported_total !== undefined && Number(settlement.reported_total) !== Number(settlement.total)) {
      refuseTransition(`The lines add up to ${money(Number(settlement.total), currency)} but the channel reports ${money(Number(settlement.reported_total), currency)}: find the missing lines or flag an exception.`,
        [{ pointer: '/reported_total', message: `differs from the lines' total (${money(Number(settlement.total), currency)})` }], 'IMPORTED');
    }
    const lines: Row[] = await trx('settlement_lines').where({ account_id: accountId, settlement_id: settlement.id }).orderBy('position');
    const refs = [...new Set(lines.filter((l) => NEEDS_ORDER.includes(String(l.type)) && l.order_ref).map((l) => String(l.order_ref)))];
    const orders: Row[] = refs.length
      ? await trx('sales_orders').where('account_id', accountId).where((q) => q.whereIn('number', refs).orWhereIn('channel_order_ref', refs)).select('id', 'number', 'channel_order_ref')
      : [];
    const errors: FieldError[] = [];
    const matches = new Map<string, string>();
    lines.forEach((line, i) => {
      if (!NEEDS_ORDER.includes(String(line.type))) return;
      if (!line.order_ref) return errors.push({ pointer: `/lines/${i}/order_ref`, message: `is needed to match a ${line.type}` });
      const found = orders.filter((o) => o.number === line.order_ref || o.channel_order_ref === line.order_ref);
      if (found.length !== 1) return errors.push({ pointer: `/lines/${i}/order_ref`, message: found.length ? `${line.order_ref} matches several orders` : `${line.order_ref} matches no order` });
      matches.set(String(line.id), String(found[0].id));
    });
    if (errors.length) refuseTransition(`${errors.length} line${errors.length > 1 ? 's' : ''} cannot be matched to an order: fix ${errors.length > 1 ? 'them' : 'it'} or flag an exception.`, errors, 'IMPORTED');
    for (const [lineId, orderId] of matches) await trx('settlement_lines').where({ account_id: accountId, id: lineId }).update({ sales_order_id: orderId });
  },
};
