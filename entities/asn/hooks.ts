/**
 * The asn hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/purchasing/purchasing.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks, type EntityRecord } from '../../api/domain/hooks.ts';
import { failFields, defaultLocationId, dateText, refuseTransition } from '../../api/domain/shared/commerce.ts';
import type { FieldError } from '../../api/http/errors.ts';
import { receiveAsn, type PurchaseOrderLineRow, type AsnLineRow, poLineOf, openQty } from '../../api/domain/purchasing/purchasing.ts';

export const hooks = defineHooks('asn', {
  async beforeWrite(asn, { trx, existing }) {
    const accountId = String(existing?.account_id ?? asn.account_id);
    const po = asn.purchase_order_id
      ? await trx('purchase_orders').where({ account_id: accountId, id: asn.purchase_order_id }).first('supplier_id', 'deliver_to_location_id')
      : undefined;
    if (po && asn.supplier_id && asn.supplier_id !== po.supplier_id) failFields([{ pointer: '/supplier_id', message: "is not the purchase order's supplier" }]);
    asn.supplier_id ??= po?.supplier_id ?? null;
    asn.supplier_name = asn.supplier_id ? (await trx('relationships').where({ account_id: accountId, id: asn.supplier_id }).first('name'))?.name ?? null : null;
    asn.location_id ??= po?.deliver_to_location_id ?? (await defaultLocationId(trx, accountId)) ?? null;
    if (!asn.location_id) failFields([{ pointer: '/location_id', message: 'is required: the account has no location to deliver to' }]);
    if (asn.ship_date && asn.expected_delivery && dateText(asn.expected_delivery)! < dateText(asn.ship_date)!) {
      failFields([{ pointer: '/expected_delivery', message: 'is before the ship date' }]);
    }
    const lines = asn.lines;
    const skus = [...new Set(lines.map((l) => String(l.sku).toLowerCase()))];
    const products = new Map<string, string>((await trx('products').where('account_id', accountId).whereRaw('lower(sku) = any(?)', [skus]).select('id', 'sku'))
      .map((p: Pick<EntityRecord<'product'>, 'id' | 'sku'>) => [String(p.sku).toLowerCase(), String(p.id)]));
    for (const line of lines) line.product_id = products.get(String(line.sku).toLowerCase()) ?? null;
  },

  async beforeTransition(transition, asn, { trx, actor }) {
    if (transition === 'receive') return receiveAsn(trx, actor, asn);
    if (transition !== 'submit' || !asn.purchase_order_id) return;
    const accountId = String(asn.account_id);
    const po = await trx('purchase_orders').where({ account_id: accountId, id: asn.purchase_order_id }).first('number', 'status');
    if (!['SENT', 'PARTIALLY_RECEIVED'].includes(String(po.status))) {
      refuseTransition(`${po.number} is ${po.status}: an ASN announces goods of a sent purchase order.`, [{ pointer: '/purchase_order_id', message: `is ${po.status}` }], 'DRAFT');
    }
    const poLines: PurchaseOrderLineRow[] = await trx('purchase_order_lines').where({ account_id: accountId, purchase_order_id: asn.purchase_order_id });
    const lines: AsnLineRow[] = await trx('asn_lines').where({ account_id: accountId, asn_id: asn.id }).orderBy('position');
    const announced = new Map<string, number>();
    const errors: FieldError[] = [];
    lines.forEach((line, i) => {
      const poLine = poLineOf(line, poLines);
      if (!poLine) return errors.push({ pointer: `/lines/${i}/sku`, message: `is not on ${po.number}` });
      const total = (announced.get(String(poLine.id)) ?? 0) + Number(line.qty);
      announced.set(String(poLine.id), total);
      if (total > openQty(poLine)) errors.push({ pointer: `/lines/${i}/qty`, message: `is more than the ${openQty(poLine)} of ${poLine.sku} still open on ${po.number}` });
    });
    if (errors.length) refuseTransition(`This ASN does not fit ${po.number}.`, errors, 'DRAFT');
  },
});
