/**
 * Sales order rules beyond generic CRUD: the customer snapshot (name, currency, addresses), line defaults from the
 * product (sku, description, tax), and every total, computed here and never taken from the client. Stock
 * allocation and order rules (on pay, cancel, release, edit and delete) live in ./orders/.
 */
import { orderTotals } from '../../../checks/index.ts';
import type { Knex } from 'knex';
import { fail } from '../../http/errors.ts';
import type { Row } from '../../crud/repository.ts';
import { applyOrderVat, vatLookups, type VatLookups } from '../finance/vat/order-vat.ts';

type Address = Record<string, unknown>;

/** The customer's default address of a kind (BOTH serves either), stripped of relationship-only keys. */
function pickAddress(addresses: Address[], kind: 'BILLING' | 'SHIPPING'): Address | undefined {
  const fitting = addresses.filter((a) => a.kind === kind || a.kind === 'BOTH' || !a.kind);
  const chosen = fitting.find((a) => a.is_default) ?? fitting[0];
  if (!chosen) return undefined;
  const { kind: _kind, is_default: _default, ...address } = chosen;
  return address;
}

/** What completing an order reads: its customer, its lines' products, the account's default sales tax and the tax rates they use. */
interface OrderLookups { customers: Map<string, Row>; products: Map<string, Row>; defaultTaxId: string | null; vat: VatLookups }

/** The lookups of these orders (one account's), three queries whatever their number. */
export async function lookupsFor(trx: Knex, accountId: string, orders: Row[]): Promise<OrderLookups> {
  const customerIds = [...new Set(orders.map((o) => String(o.customer_id)))];
  const productIds = [...new Set(orders.flatMap((o) => (o.lines as Row[]).map((l) => String(l.product_id))))];
  const [customers, products, settings] = await Promise.all([
    trx('relationships').where({ account_id: accountId }).whereIn('id', customerIds).select('id', 'name', 'company', 'currency', 'addresses', 'vat_number'),
    trx('products').where('account_id', accountId).whereIn('id', productIds).select('id', 'sku', 'title', 'tax_id'),
    trx('general_settings').where('account_id', accountId).first('default_sales_tax_id'),
  ]);
  const byProduct = new Map<string, Row>(products.map((p: Row) => [String(p.id), p]));
  const defaultTaxId = (settings?.default_sales_tax_id as string | null | undefined) ?? null;
  // The rates of the taxes the lines will carry: their own, else their product's, else the account's default.
  const taxIds = [...new Set(orders.flatMap((o) => [
    ...(o.lines as Row[]).map((l) => ('tax_id' in l ? l.tax_id : byProduct.get(String(l.product_id))?.tax_id ?? defaultTaxId)),
    o.shipping_tax_id,
  ]).filter(Boolean))] as string[];
  return {
    customers: new Map(customers.map((c: Row) => [String(c.id), c])),
    products: byProduct,
    defaultTaxId,
    // The VAT decision's inputs: the taxes' kinds and rates, the seller's settings, channels, exchange rates.
    vat: await vatLookups(trx, accountId, orders, taxIds),
  };
}

/**
 * Fills what the server computes into `order` (the customer snapshot, line defaults, every total), refusing a
 * discount larger than what it discounts. `existing`: the stored order on an update.
 */
export function completeOrder(order: Row, existing: Row | undefined, { customers, products, defaultTaxId, vat }: OrderLookups): void {
  // checkReferences ran first, so the customer exists; keep the snapshot when the customer is unchanged.
  const customer = customers.get(String(order.customer_id))!;
  if (!existing || existing.customer_id !== order.customer_id || !order.bill_to) {
    order.customer_name = customer.company ? `${customer.name} (${customer.company})` : customer.name;
    const addresses: Address[] = typeof customer.addresses === 'string' ? JSON.parse(customer.addresses) : customer.addresses ?? [];
    order.bill_to ??= pickAddress(addresses, 'BILLING') ?? null;
    order.ship_to ??= pickAddress(addresses, 'SHIPPING') ?? null;
    if (!('buyer_vat_number' in order) || !existing) order.buyer_vat_number ??= customer.vat_number ?? null;
  } else {
    order.customer_name = existing.customer_name;
  }
  order.currency ??= existing?.currency ?? customer.currency ?? 'GBP';
  order.order_date ??= existing?.order_date ?? new Date().toISOString().slice(0, 10);

  const lines = order.lines as Row[];
  for (const line of lines) {
    const product = products.get(String(line.product_id))!;
    line.sku ??= product.sku;
    line.description ??= product.title;
    // A line that names no tax takes its product's, else the account's default sales tax (General Settings): a
    // product saved without a tax is sold at the standard rate, not silently zero-rated. A line that names
    // `tax_id: null` asked for no tax and keeps it.
    if (!('tax_id' in line)) line.tax_id = product.tax_id ?? defaultTaxId;
  }
  // Each line's rate is the one its VAT treatment charges (place of supply), stored with the treatment.
  // The exchange rate of its tax point is kept once known, while its currency and date stay the same.
  const sameTaxPoint = existing && existing.exchange_rate != null && existing.currency === order.currency
    && String(existing.order_date).slice(0, 10) === String(order.order_date).slice(0, 10);
  applyOrderVat(order, lines, vat, sameTaxPoint ? { rate: Number(existing.exchange_rate), date: existing.exchange_rate_date == null ? null : String(existing.exchange_rate_date).slice(0, 10) } : undefined);

  const totals = orderTotals({
    price_mode: order.price_mode as 'EXCLUSIVE',
    lines: lines.map((l) => ({ quantity: Number(l.quantity), unit_price: Number(l.unit_price), discount: Number(l.discount ?? 0), tax_rate: Number(l.tax_rate) })),
    order_discount: Number(order.order_discount ?? 0),
    shipping_charge: Number(order.shipping_charge ?? 0),
    shipping_tax_rate: Number(order.shipping_vat_rate),
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
}
