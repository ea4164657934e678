/**
 * Sales order rules beyond generic CRUD: the customer snapshot (name, currency, addresses), line defaults from the
 * product (sku, description, tax), and every total, computed here and never taken from the client. Stock
 * allocation and order rules (on pay, cancel, release, edit and delete) live in ./orders/.
 */
import { orderTotals } from '../../../checks/index.ts';
import { fail } from '../../http/errors.ts';
import type { EntityHooks, HookContext } from '../hooks.ts';
import type { Row } from '../../crud/repository.ts';
import { afterOrderTransition, allocateAfterEdit, releaseAllocation, releaseBeforeEdit } from './paid-orders.ts';
import { holdsAllocation } from './allocation.ts';

type Address = Record<string, unknown>;

/** The customer's default address of a kind (BOTH serves either), stripped of relationship-only keys. */
function pickAddress(addresses: Address[], kind: 'BILLING' | 'SHIPPING'): Address | undefined {
  const fitting = addresses.filter((a) => a.kind === kind || a.kind === 'BOTH' || !a.kind);
  const chosen = fitting.find((a) => a.is_default) ?? fitting[0];
  if (!chosen) return undefined;
  const { kind: _kind, is_default: _default, ...address } = chosen;
  return address;
}

export const salesOrderHooks: EntityHooks = {
  async beforeWrite(order: Row, context: HookContext) {
    const { trx, existing } = context;
    const accountId = String(existing?.account_id ?? order.account_id);
    const customer = await trx('relationships').where({ account_id: accountId, id: order.customer_id }).first('name', 'company', 'currency', 'addresses');
    // checkReferences ran first, so the customer exists; keep the snapshot when the customer is unchanged.
    if (!existing || existing.customer_id !== order.customer_id || !order.bill_to) {
      order.customer_name = customer.company ? `${customer.name} (${customer.company})` : customer.name;
      const addresses: Address[] = typeof customer.addresses === 'string' ? JSON.parse(customer.addresses) : customer.addresses ?? [];
      order.bill_to ??= pickAddress(addresses, 'BILLING') ?? null;
      order.ship_to ??= pickAddress(addresses, 'SHIPPING') ?? null;
    } else {
      order.customer_name = existing.customer_name;
    }
    order.currency ??= existing?.currency ?? customer.currency ?? 'GBP';
    order.order_date ??= existing?.order_date ?? new Date().toISOString().slice(0, 10);

    const lines = order.lines as Row[];
    const productIds = [...new Set(lines.map((l) => String(l.product_id)))];
    const products = new Map<string, Row>((await trx('products').where('account_id', accountId).whereIn('id', productIds).select('id', 'sku', 'title', 'tax_id')).map((p: Row) => [String(p.id), p]));
    for (const line of lines) {
      const product = products.get(String(line.product_id))!;
      line.sku ??= product.sku;
      line.description ??= product.title;
      if (!('tax_id' in line)) line.tax_id = product.tax_id ?? null;
    }
    const taxIds = [...new Set([...lines.map((l) => l.tax_id), order.shipping_tax_id].filter(Boolean))] as string[];
    const rates = new Map<string, number>((await trx('sales_taxes').where('account_id', accountId).whereIn('id', taxIds).select('id', 'rate')).map((t: Row) => [String(t.id), Number(t.rate)]));
    for (const line of lines) line.tax_rate = line.tax_id ? rates.get(String(line.tax_id)) ?? 0 : 0;

    const totals = orderTotals({
      price_mode: order.price_mode as 'EXCLUSIVE',
      lines: lines.map((l) => ({ quantity: Number(l.quantity), unit_price: Number(l.unit_price), discount: Number(l.discount ?? 0), tax_rate: Number(l.tax_rate) })),
      order_discount: Number(order.order_discount ?? 0),
      shipping_charge: Number(order.shipping_charge ?? 0),
      shipping_tax_rate: order.shipping_tax_id ? rates.get(String(order.shipping_tax_id)) ?? 0 : null,
    });
    const lineValue = lines.reduce((sum, l) => sum + Number(l.quantity) * Number(l.unit_price) - Number(l.discount ?? 0), 0);
    if (Number(order.order_discount ?? 0) > lineValue) fail('validation_failed', 'The order discount is larger than the lines are worth.', [{ pointer: '/order_discount', message: 'is larger than the value of the lines' }]);
    lines.forEach((line, i) => {
      if (Number(line.discount ?? 0) > Number(line.quantity) * Number(line.unit_price)) fail('validation_failed', `Line ${i + 1}: the discount is larger than the line.`, [{ pointer: `/lines/${i}/discount`, message: 'is larger than quantity × unit price' }]);
      Object.assign(line, totals.lines[i]);
    });
    Object.assign(order, {
      subtotal: totals.subtotal, discount_total: totals.discount_total, shipping_total: totals.shipping_total,
      tax_total: totals.tax_total, total: totals.total,
    });
    await releaseBeforeEdit(order, context);
  },

  afterWrite: allocateAfterEdit,

  afterTransition: afterOrderTransition,

  async beforeDelete(order: Row, { trx }: HookContext) {
    if (holdsAllocation(order)) await releaseAllocation(trx, order);
  },

  async beforeTransition(transition: string, order: Row, { trx }: HookContext) {
    if (transition === 'submit') {
      const lines = await trx('sales_order_lines').where({ account_id: order.account_id, sales_order_id: order.id }).count<{ n: number }[]>({ n: '*' });
      if (!Number(lines[0].n)) fail('illegal_transition', 'An order needs at least one line before it is submitted.', [], { currentStatus: 'DRAFT', allowed: [] });
    }
  },
};
