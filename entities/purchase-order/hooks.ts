/**
 * The purchase-order hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/purchasing/purchasing.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { accountCurrency, today, dateText, failFields, defaultLocationId, json, refuseTransition } from '../../api/domain/shared/commerce.ts';
import { fail } from '../../api/http/errors.ts';
import { lineKey, priceLines, OPEN_STATUSES, moveIncoming, type PurchaseOrderLineRow, receiveLines, openQty } from '../../api/domain/purchasing/purchasing.ts';

export const hooks = defineHooks('purchase-order', {
  async beforeWrite(po, { trx, existing, sent, actor }) {
    const accountId = String(existing?.account_id ?? po.account_id);
    const supplier = await trx('relationships').where({ account_id: accountId, id: po.supplier_id }).first('name', 'currency');
    po.supplier_name = supplier.name;
    po.currency ??= supplier.currency ?? (await accountCurrency(trx, accountId));
    po.order_date ??= today();
    if (po.expected_date && dateText(po.expected_date)! < dateText(po.order_date)!) failFields([{ pointer: '/expected_date', message: 'is before the order date' }]);
    po.deliver_to_location_id ??= (await defaultLocationId(trx, accountId)) ?? null;
    if (!po.deliver_to_location_id) failFields([{ pointer: '/deliver_to_location_id', message: 'is required: the account has no location to deliver to' }]);
    if (!existing || existing.deliver_to_location_id !== po.deliver_to_location_id) {
      const location = await trx('locations').where({ account_id: accountId, id: po.deliver_to_location_id }).first('address');
      po.deliver_to = location?.address ? json(location.address) : null;
    }

    const lines = po.lines;
    const before = existing?.lines ?? [];
    if (existing?.status === 'PARTIALLY_RECEIVED' && 'lines' in sent) {
      if (before.length !== lines.length || before.some((l, i) => lineKey(l) !== lineKey(lines[i]))) {
        fail('read_only_record', 'The lines of a partly received purchase order cannot change: complete it and order the rest on a new one.');
      }
    }
    // Lines are rewritten with the order: carry what was received over (by position; unchanged lines only get here).
    lines.forEach((line, i) => { line.qty_received = Number(before[i]?.qty_received ?? 0); });
    await priceLines(trx, accountId, po, lines);

    if (existing && OPEN_STATUSES.includes(String(existing.status))) {
      // Incoming follows the open lines and the delivery location.
      await moveIncoming(trx, accountId, before, existing.deliver_to_location_id, -1, actor, existing, 'edited');
      await moveIncoming(trx, accountId, lines, po.deliver_to_location_id, 1, actor, existing, 'edited');
    }
  },

  async beforeTransition(transition, po, { trx, existing, actor }) {
    const accountId = String(po.account_id);
    const lines: PurchaseOrderLineRow[] = await trx('purchase_order_lines').where({ account_id: accountId, purchase_order_id: po.id }).orderBy('position');
    switch (transition) {
      case 'send':
        await moveIncoming(trx, accountId, lines, po.deliver_to_location_id, 1, actor, po, 'sent');
        break;
      case 'receive-all':
        await receiveLines(trx, actor, po, lines, lines.filter((l) => openQty(l) > 0).map((l) => ({ line_id: String(l.id), qty: openQty(l) })), po.deliver_to_location_id as string);
        break;
      case 'complete':
      case 'cancel':
        // Short-closing or cancelling: what is still open is no longer on its way.
        if (OPEN_STATUSES.includes(String(existing!.status))) await moveIncoming(trx, accountId, lines, po.deliver_to_location_id, -1, actor, po, transition === 'cancel' ? 'cancelled' : 'completed');
        break;
      case 'archive':
        if (existing!.archived) refuseTransition(`${po.number} is already archived.`, [], String(po.status));
        break;
      case 'unarchive':
        if (!existing!.archived) refuseTransition(`${po.number} is not archived.`, [], String(po.status));
        break;
    }
  },
});
