/**
 * Settlement rules: the sign of each line follows its type, the total is the lines' sum, and matching links sale
 * and refund lines to their sales orders (by Sellyard number or channel order reference), all or nothing: a sale
 * line must pay its order's total (within the settlement's `match_tolerance`) and an order is paid out by one
 * sale line of one settlement only; a refund line may not give back more than its order's total.
 *
 * Its constants stay in its business area (api/domain/finance/settlements.ts); the generator registers this set in
 * api/domain/entity-hooks.generated.ts.
 */
import { defineHooks, type EntityRecord } from '../../api/domain/hooks.ts';
import { dateText, refuseTransition, money } from '../../api/domain/shared/commerce.ts';
import { rateOn, convert } from '../../api/domain/finance/exchange/rate-on.ts';
import type { FieldError } from '../../api/http/errors.ts';
import { NEEDS_ORDER } from '../../api/domain/finance/settlements.ts';

export const hooks = defineHooks('settlement', {
  // The period's order and each line's sign are the schemas' rules (`$data` on period_end, `x-rules` on the lines):
  // the validator refuses them before this runs, in the API and in the admin's form alike.
  async beforeWrite(settlement, { trx, existing, actor }) {
    const lines = settlement.lines ?? [];
    settlement.total = lines.reduce((sum, line) => sum + Number(line.amount), 0);
    // Converted at the payout's rate (its deposit date, else the period's end), kept with the rate and its date;
    // fees and shipping labels summed by kind. A currency without any rate keeps no base figures (never a guess).
    const accountId = String(existing?.account_id ?? settlement.account_id ?? actor.accountId);
    const currency = String(settlement.currency ?? existing?.currency);
    const day = dateText(settlement.deposit_date ?? existing?.deposit_date) ?? dateText(settlement.period_end ?? existing?.period_end);
    const rate = await rateOn(trx, accountId, currency, day);
    settlement.base_currency = rate?.base ?? null;
    settlement.exchange_rate = rate?.rate ?? null;
    settlement.exchange_rate_date = rate ? rate.date ?? day : null;
    settlement.base_total = rate ? convert(Number(settlement.total), rate.rate) : null;
    const fees = new Map<string, { type: string; description: string; amount: number }>();
    for (const line of lines.filter((l) => l.type === 'FEE' || l.type === 'SHIPPING_LABEL')) {
      const description = String(line.description ?? '').trim() || (line.type === 'FEE' ? 'Fees' : 'Shipping labels');
      const key = `${line.type}\u0000${description.toLowerCase()}`;
      const entry = fees.get(key) ?? { type: String(line.type), description, amount: 0 };
      entry.amount += Number(line.amount);
      fees.set(key, entry);
    }
    settlement.fees_by_type = [...fees.values()].map((f) => ({ ...f, ...(rate ? { base_amount: convert(f.amount, rate.rate) } : {}) }));
  },

  async beforeTransition(transition, settlement, { trx }) {
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
    const lines: Array<EntityRecord<'settlement-line'>> = await trx('settlement_lines').where({ account_id: accountId, settlement_id: settlement.id }).orderBy('position');
    const refs = [...new Set(lines.filter((l) => NEEDS_ORDER.includes(String(l.type)) && l.order_ref).map((l) => String(l.order_ref)))];
    // The orders are locked: two settlements matched at once are checked one after the other for a double claim.
    const orders: Array<Pick<EntityRecord<'sales-order'>, 'id' | 'number' | 'channel_order_ref' | 'total' | 'currency'>> = refs.length
      ? await trx('sales_orders').where('account_id', accountId).where((q) => q.whereIn('number', refs).orWhereIn('channel_order_ref', refs)).select('id', 'number', 'channel_order_ref', 'total', 'currency').forUpdate()
      : [];
    // Sale lines of other settlements that already claim these orders (an exception's lines were unlinked at reopen).
    const claimed: Array<{ sales_order_id: string; external_id: string | null }> = orders.length
      ? await trx('settlement_lines as l').join('settlements as s', (on) => on.on('s.account_id', 'l.account_id').andOn('s.id', 'l.settlement_id'))
        .where('l.account_id', accountId).where('l.type', 'SALE').whereIn('l.sales_order_id', orders.map((o) => String(o.id))).whereNot('l.settlement_id', String(settlement.id))
        .select('l.sales_order_id', 's.external_id')
      : [];
    const tolerance = Number(settlement.match_tolerance ?? 0);
    const errors: FieldError[] = [];
    const matches = new Map<string, string>();
    const soldHere = new Map<string, number>();
    lines.forEach((line, i) => {
      if (!NEEDS_ORDER.includes(String(line.type))) return;
      const at = `/lines/${i}`;
      if (!line.order_ref) return errors.push({ pointer: `${at}/order_ref`, message: `is needed to match a ${line.type}` });
      const found = orders.filter((o) => o.number === line.order_ref || o.channel_order_ref === line.order_ref);
      if (found.length !== 1) return errors.push({ pointer: `${at}/order_ref`, message: found.length ? `${line.order_ref} matches several orders` : `${line.order_ref} matches no order` });
      const order = found[0];
      const amount = Number(line.amount);
      const total = Number(order.total);
      if (order.currency !== currency) return errors.push({ pointer: `${at}/order_ref`, message: `${order.number} is in ${order.currency}, the settlement in ${currency}` });
      const within = ` (tolerance ${money(tolerance, currency)})`;
      if (line.type === 'SALE') {
        if (Math.abs(amount - total) > tolerance) return errors.push({ pointer: `${at}/amount`, message: `is ${money(amount, currency)} but ${order.number} totals ${money(total, currency)}${within}` });
        const other = claimed.find((c) => c.sales_order_id === order.id);
        if (other) return errors.push({ pointer: `${at}/order_ref`, message: `${order.number} is already paid out by settlement ${other.external_id}` });
        if (soldHere.has(String(order.id))) return errors.push({ pointer: `${at}/order_ref`, message: `${order.number} is already paid out by line ${soldHere.get(String(order.id))! + 1} of this settlement` });
        soldHere.set(String(order.id), i);
      } else if (-amount > total + tolerance) {
        errors.push({ pointer: `${at}/amount`, message: `refunds ${money(-amount, currency)}, more than the ${money(total, currency)} of ${order.number}${within}` });
        return;
      }
      matches.set(String(line.id), String(order.id));
    });
    if (errors.length) refuseTransition(`${errors.length} line${errors.length > 1 ? 's' : ''} cannot be matched to an order: fix ${errors.length > 1 ? 'them' : 'it'} or flag an exception.`, errors, 'IMPORTED');
    for (const [lineId, orderId] of matches) await trx('settlement_lines').where({ account_id: accountId, id: lineId }).update({ sales_order_id: orderId });
  },
});
