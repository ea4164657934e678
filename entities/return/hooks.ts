/**
 * The return hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/orders/returns.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { defaultLocationId, resolveOrderLines, checkQuantities, failFields, refuseTransition } from '../../api/domain/shared/commerce.ts';
import { fail, type FieldError } from '../../api/http/errors.ts';
import { nextNumber } from '../../api/crud/numbering.ts';
import { enqueueMarketplaceRefund } from '../../api/domain/channels/after-sale-queue.ts';
import { returnSettingsOf, checkReturnWindow, type SalesOrderLineRow, openClaims, notYetReturned, type ReturnRecord, sameLines, reasonErrors, refuseClaimedUnits, refundLimit, type ReturnLine, receive } from '../../api/domain/orders/returns.ts';

export const hooks = defineHooks('return', {
  async beforeWrite(ret, { trx, existing, sent, model, entity }) {
    const accountId = String(existing?.account_id ?? ret.account_id);
    const settings = await returnSettingsOf(trx, model, accountId);
    // The order is locked: two returns for the same units, saved at once, are checked one after the other.
    const order = await trx('sales_orders').where({ account_id: accountId, id: ret.order_id }).forUpdate().first();
    // A return the buyer asked for on a marketplace was let in by the marketplace's own window.
    if (!existing && !ret.channel_return_ref) checkReturnWindow(order, settings, new Date().toISOString().slice(0, 10));
    Object.assign(ret, { order_number: order.number, customer_id: order.customer_id, customer_name: order.customer_name ?? null, currency: order.currency });
    if (!existing) ret.location_id ??= (await defaultLocationId(trx, accountId)) ?? null;

    const orderLines: SalesOrderLineRow[] = await trx('sales_order_lines').where({ account_id: accountId, sales_order_id: order.id }).orderBy('position');
    const claims = await openClaims(trx, order, existing?.id);
    const unclaimed = (l: SalesOrderLineRow) => notYetReturned(l) - (claims.get(String(l.id))?.qty ?? 0);
    if (!existing && !('lines' in sent)) {
      // A body without lines returns every unit not yet returned nor claimed by another open return; the merchant
      // trims it down. The service gives the new lines their ids, parent and positions when it writes them.
      ret.lines = orderLines.filter((l) => unclaimed(l) > 0)
        .map((l) => ({ order_line_id: l.id, sku: l.sku, description: l.description, qty: unclaimed(l), received_qty: 0, damaged_qty: 0 })) as ReturnRecord['lines'];
    }
    const lines = ret.lines ?? [];
    if (existing?.status === 'RECEIVED' && 'lines' in sent && !sameLines(existing.lines ?? [], lines)) {
      fail('read_only_record', 'The lines of a received return can no longer change; only the refund and the notes can.');
    }
    const errors: FieldError[] = [];
    if (!existing || 'lines' in sent) errors.push(...reasonErrors(lines, settings));
    const resolved = resolveOrderLines(lines, orderLines, String(order.number), errors);
    // Once received, this return's own units count as returned: its (unchanged) lines are not checked again.
    if ((!existing || 'lines' in sent) && existing?.status !== 'RECEIVED') {
      checkQuantities(lines, resolved, 'qty', notYetReturned,
        (l, n) => `is more than the ${n} of ${l.sku} on ${order.number} not yet returned (${l.quantity} ordered, ${l.returned_qty} returned)`, errors);
    }
    lines.forEach((line, i) => {
      const received = Number(line.received_qty ?? 0);
      const damaged = Number(line.damaged_qty ?? 0);
      if (received > Number(line.qty)) errors.push({ pointer: `/lines/${i}/received_qty`, message: `cannot be more than the quantity (${line.qty})` });
      if (damaged > 0 && damaged > received) errors.push({ pointer: `/lines/${i}/damaged_qty`, message: received ? `cannot be more than the received quantity (${received})` : 'needs received_qty too: say how many arrived' });
    });
    failFields(errors);
    if ((!existing || 'lines' in sent) && existing?.status !== 'RECEIVED') refuseClaimedUnits(order, lines, resolved, claims);
    if (Number(ret.refund_amount ?? 0) > 0) {
      const { limit, detail } = await refundLimit(trx, order, orderLines, lines, existing?.id, settings.restocking_fee_percent);
      if (Number(ret.refund_amount) > limit) failFields([{ pointer: '/refund_amount', message: `is more than may be refunded: ${detail}` }]);
    }
    if (!existing) {
      // The account's own RMA prefix; the sequence stays the entity's, so numbers never repeat when it changes.
      if (entity.numbering && settings.rma_prefix && settings.rma_prefix !== entity.numbering.prefix) {
        ret.rma_number = await nextNumber(trx, accountId, { ...entity.numbering, prefix: settings.rma_prefix });
      }
      // Without required authorisation a return with lines is authorised as it is created.
      if (settings.require_authorisation === false && lines.length) Object.assign(ret, { status: 'AUTHORISED', authorised_at: new Date() });
    }
  },

  async beforeTransition(transition, ret, context) {
    const { trx } = context;
    const lines: ReturnLine[] = await trx('return_lines').where({ account_id: ret.account_id, return_id: ret.id }).orderBy('position');
    if (transition === 'authorise' && !lines.length) {
      refuseTransition('A return needs at least one line before it is authorised.', [{ pointer: '/lines', message: 'must have at least 1 item' }], 'REQUESTED');
    }
    if (transition === 'receive') await receive(ret, lines, context);
    if (transition === 'refund') {
      if (!(Number(ret.refund_amount) > 0)) refuseTransition('Set the refund amount before refunding.', [{ pointer: '/refund_amount', message: 'must be more than 0' }], 'RECEIVED');
      // The order row is locked so that two refunds of one order are checked one after the other.
      const order = await trx('sales_orders').where({ account_id: ret.account_id, id: ret.order_id }).forUpdate().first();
      const orderLines: SalesOrderLineRow[] = await trx('sales_order_lines').where({ account_id: ret.account_id, sales_order_id: order.id });
      const settings = await returnSettingsOf(trx, context.model, String(ret.account_id));
      const { limit, detail } = await refundLimit(trx, order, orderLines, lines, ret.id, settings.restocking_fee_percent);
      if (Number(ret.refund_amount) > limit) refuseTransition(`The refund is more than may be refunded: ${detail}.`, [{ pointer: '/refund_amount', message: `is more than may be refunded: ${detail}` }], 'RECEIVED');
    }
  },

  async afterTransition(transition, ret, { trx }) {
    // A marketplace order's buyer is refunded on the marketplace too (or a task says to do it there by hand).
    if (transition === 'refund') await enqueueMarketplaceRefund(trx, ret);
  },
});
