/**
 * Demo data of the order-to-cash, purchasing, finance and tax-compliance area, made through the same service and
 * domain rules as API writes: shipments for shipped orders (and some planned, labelled, partly shipped or
 * cancelled ones), returns in every status, purchase orders in every status (archived ones too), ASNs, saved
 * reports, channel settlements, VAT returns, the platform's invoices, and tax compliance applications (Acme only:
 * it has the Golden Ticket flags).
 *
 * Returns never take back a whole order: a fresh return with no lines defaults to what is left to return.
 */
import type { Knex } from 'knex';
import { defineAbilityFor, type SessionUser } from '../../permissions/index.ts';
import type { Actor } from '../crud/actor.ts';
import type { Row } from '../crud/repository.ts';
import { addDays, today } from '../domain/shared/commerce.ts';
import { receivePurchaseOrder } from '../domain/purchasing/routes.ts';
import type { SeedContext } from './areas.ts';

const CARRIERS: Array<[string, string]> = [['Royal Mail', 'Tracked 48'], ['DPD', 'Next Day'], ['Evri', 'Standard'], ['UPS', 'Express Saver']];
const RETURN_REASONS = ['Too small', 'Changed my mind', 'Arrived damaged', 'Not as described', 'Wrong item sent'];

/** Writes through the service as the account's owner (or `as`), like API calls. */
interface Writer {
  create(name: string, body: Row, as?: Actor): Promise<Row>;
  /** Runs transitions in order; returns the record after the last. */
  step(name: string, id: unknown, steps: string[], as?: Actor): Promise<Row>;
  /** PUT of `changes` on the current version. */
  update(name: string, id: unknown, changes: Row, as?: Actor): Promise<Row>;
  list(name: string, filter?: Row): Promise<Row[]>;
}

export async function seedOrdersFinance(context: SeedContext): Promise<void> {
  const { service, model, actor } = context;
  const entity = (name: string) => model.entities.find((e) => e.name === name)!;
  const w: Writer = {
    create: (name, body, as = actor) => service.create(as, entity(name), body),
    async step(name, id, steps, as = actor) {
      let row = await service.get(as, entity(name), String(id));
      for (const transition of steps) row = await service.transition(as, entity(name), String(id), transition, {});
      return row;
    },
    async update(name, id, changes, as = actor) {
      const current = await service.get(as, entity(name), String(id));
      return service.update(as, entity(name), String(id), { ...changes, version: current.version });
    },
    async list(name, filter = {}) {
      return (await service.list(actor, entity(name), { range: '[0,99]', sort: '["created_at","ASC"]', filter: JSON.stringify(filter) })).rows;
    },
  };
  // Receiving a chosen quantity per line is a domain route, not a generic call: it runs on the service's database
  // handle (the seed's transaction).
  const db = service.knex;
  const admin = await platformAdmin(db, actor.accountId);

  const orders = await seedShipments(context, w);
  await seedReturns(context, orders, w);
  const open = await seedPurchaseOrders(context, db, w);
  await seedAsns(context, open, w);
  await seedReports(context, w);
  await seedSettlements(context, orders, w);
  await seedVatReports(w, context);
  await seedInvoices(context, w, admin);
  if (['goldenTicket', 'vatTaxes'].every((f) => context.flags.includes(f))) await seedTaxApplications(context, w, admin);
}

/** The platform admin acting in this account: invoices and application reviews are the platform's to write. */
async function platformAdmin(db: Knex, accountId: string): Promise<Actor> {
  const row = await db('users').where({ role: 'admin' }).orderBy('created_at').first('id', 'email', 'account_id');
  const user: SessionUser = { id: row.id, email: row.email, role: 'admin', accountId: row.account_id, permissions: [], flags: [], clientAccountIds: [] };
  return { user, ability: defineAbilityFor(user), accountId, narrowedTo: accountId };
}

// ---- Shipments --------------------------------------------------------------------------------------------------

async function seedShipments({ service, model, actor, rnd, refs }: SeedContext, w: Writer): Promise<Row[]> {
  const tracking = () => `${rnd.pick(['JD', 'TT', 'H0'])}${String(rnd.int(100000000, 999999999))}GB`;
  const shipment = (order: Row, extra: Row = {}) => {
    const [carrier, carrierService] = rnd.pick(CARRIERS);
    return w.create('shipment', {
      order_id: order.id, carrier, service: carrierService, tracking_number: tracking(),
      packages: [{ reference: 'Box 1', weight_g: rnd.int(200, 4000), length_mm: 300, width_mm: 220, height_mm: rnd.int(60, 200) }],
      ...extra,
    });
  };
  // Orders shown shipped or completed are shipped by their shipment (only shipments ship an order).
  const planned = (o: Row) => String(o.planned_status ?? o.status);
  for (const order of refs.orders.filter((o) => planned(o) === 'SHIPPED' || planned(o) === 'COMPLETED')) {
    const made = await shipment(order);
    // Completed orders were delivered; about half of the merely shipped ones have arrived too.
    await w.step('shipment', made.id, ['create-label', 'ship', ...(planned(order) === 'COMPLETED' || rnd.next() < 0.5 ? ['deliver'] : [])]);
    if (planned(order) === 'COMPLETED') await w.step('sales-order', order.id, ['complete']);
  }
  const paid = refs.orders.filter((o) => o.status === 'PAID' && planned(o) === 'PAID');
  const plans: Array<(order: Row) => Promise<unknown>> = [
    (order) => shipment(order, { tracking_number: null }), // planned: to pack
    async (order) => w.step('shipment', (await shipment(order)).id, ['create-label']), // labelled: to hand over
    async (order) => {
      // One unit of the first line goes ahead, the rest is back-ordered: the order becomes PARTIALLY_SHIPPED.
      const line = (order.lines as Row[])[0];
      return w.step('shipment', (await shipment(order, { lines: [{ order_line_id: line.id, qty: 1 }] })).id, ['create-label', 'ship']);
    },
    async (order) => w.step('shipment', (await shipment(order)).id, ['cancel']), // the customer changed the address
  ];
  for (const [i, plan] of plans.entries()) if (paid[i]) await plan(paid[i]);
  const orders = model.entities.find((e) => e.name === 'sales-order')!;
  const fresh: Row[] = [];
  for (const o of refs.orders) fresh.push(await service.get(actor, orders, String(o.id)));
  return fresh;
}

// ---- Returns ----------------------------------------------------------------------------------------------------

async function seedReturns({ rnd }: SeedContext, orders: Row[], w: Writer): Promise<void> {
  const plans: Array<{ steps: string[]; damaged?: boolean; refund?: boolean }> = [
    { steps: ['authorise', 'receive'], refund: true },
    { steps: ['authorise'] },
    { steps: [] },
    { steps: ['authorise', 'receive'], damaged: true },
    { steps: ['reject'] },
    { steps: ['cancel'] },
    { steps: ['authorise', 'receive'], refund: true },
  ];
  // One unit per return, from shipped lines; every order keeps at least one unit that is not taken back, so no
  // order is returned whole (a new return for it still has something to default to).
  const taken = new Map<string, number>();
  const pick = () => {
    for (const order of orders.filter((o) => ['SHIPPED', 'COMPLETED', 'PARTIALLY_RETURNED'].includes(String(o.status)))) {
      for (const line of order.lines as Row[]) {
        const used = taken.get(String(line.id)) ?? 0;
        const unitsLeft = (order.lines as Row[]).reduce((n, l) => n + Number(l.quantity) - (taken.get(String(l.id)) ?? 0), 0);
        if (used < Number(line.shipped_qty) && unitsLeft >= 2) {
          taken.set(String(line.id), used + 1);
          return { order, line };
        }
      }
    }
    return undefined;
  };
  for (const plan of plans) {
    const found = pick();
    if (!found) break;
    const { order, line } = found;
    const ret = await w.create('return', {
      order_id: order.id,
      customer_comment: rnd.pick(['Sorry, it does not fit.', 'Not what I expected from the photos.', 'The box was crushed on arrival.', null]),
      lines: [{ order_line_id: line.id, qty: 1, reason: rnd.pick(RETURN_REASONS), ...(plan.damaged ? { received_qty: 1, damaged_qty: 1 } : {}) }],
    });
    await w.step('return', ret.id, plan.steps);
    if (plan.refund) {
      // One unit's share of what the customer paid for the line.
      await w.update('return', ret.id, { refund_amount: Math.round(Number(line.gross) / Number(line.quantity)) });
      await w.step('return', ret.id, ['refund']);
    }
  }
}

// ---- Purchase orders and ASNs ------------------------------------------------------------------------------------

/** Creates purchase orders in every status; returns the ones still open (for ASNs). */
async function seedPurchaseOrders(context: SeedContext, db: Knex, w: Writer): Promise<Row[]> {
  const { rnd, refs, service, model, actor } = context;
  const standard = refs.taxes.find((t) => t.code === 'STD');
  const plans: Array<{ steps: string[]; partial?: boolean; after?: string[]; daysAgo: number }> = [
    { steps: [], daysAgo: 1 },
    { steps: ['send'], daysAgo: 4 },
    { steps: ['send'], daysAgo: 9 },
    { steps: ['send'], partial: true, daysAgo: 15 },
    { steps: ['send', 'receive-all'], daysAgo: 24 },
    { steps: ['send', 'receive-all', 'complete'], daysAgo: 35 },
    { steps: ['send'], partial: true, after: ['complete'], daysAgo: 50 }, // short-closed
    { steps: ['send', 'receive-all', 'complete', 'archive'], daysAgo: 80 },
    { steps: ['cancel'], daysAgo: 20 },
    { steps: ['send', 'cancel', 'archive'], daysAgo: 95 },
  ];
  const open: Row[] = [];
  for (const [i, plan] of plans.entries()) {
    const supplier = refs.suppliers[i % refs.suppliers.length];
    const orderDate = addDays(today(), -plan.daysAgo);
    const products = [...refs.products].sort(() => rnd.next() - 0.5).slice(0, rnd.int(2, 4));
    const po = await w.create('purchase-order', {
      supplier_id: supplier.id,
      supplier_ref: rnd.next() < 0.7 ? `SO-${rnd.int(10000, 99999)}` : null,
      order_date: orderDate,
      expected_date: addDays(orderDate, Number(supplier.lead_time_days ?? 14)),
      notes: i === 0 ? 'Confirm prices before sending.' : null,
      lines: products.map((p) => ({
        product_id: p.id, supplier_sku: `${String(supplier.code)}-${String(p.sku).slice(-4)}`,
        qty_ordered: rnd.pick([12, 24, 36, 48, 50, 100]), unit_cost: Number(p.cost_price ?? 250) || 250, tax_id: standard?.id ?? null,
      })),
    });
    await w.step('purchase-order', po.id, plan.steps);
    if (plan.partial) {
      const lines = po.lines as Row[];
      await receivePurchaseOrder(db, service, model, actor, String(po.id), { lines: [{ line_id: lines[0].id, qty: Math.floor(Number(lines[0].qty_ordered) / 2) }, { line_id: lines[1].id, qty: Number(lines[1].qty_ordered) }] });
    }
    const final = await w.step('purchase-order', po.id, plan.after ?? []);
    if (['SENT', 'PARTIALLY_RECEIVED'].includes(String(final.status))) open.push(final);
  }
  return open;
}

async function seedAsns({ rnd, refs }: SeedContext, open: Row[], w: Writer): Promise<void> {
  const providers = await w.list('warehouse-provider', { asn_enabled: true });
  const barcode = (sku: string) => ((refs.products.find((p) => p.sku === sku)?.barcodes as Row[] | undefined)?.[0]?.value as string | undefined) ?? null;
  const plans = [['submit', 'dispatch'], [], ['submit'], ['submit', 'dispatch', 'arrive'], ['submit', 'dispatch', 'arrive', 'receive'], ['cancel']];
  for (const [i, steps] of plans.entries()) {
    const po = open[i % Math.max(1, open.length)];
    if (!po) break;
    const shipDate = addDays(today(), rnd.int(-6, 2));
    const lines = (po.lines as Row[]).filter((l) => Number(l.qty_ordered) > Number(l.qty_received)).slice(0, 3).map((l, j) => ({
      sku: l.sku, gtin: barcode(String(l.sku)), qty: Math.min(Number(l.qty_ordered) - Number(l.qty_received), 12),
      ...(j === 0 ? { lot: `L${rnd.int(1000, 9999)}`, expiry: addDays(today(), 365) } : {}),
    }));
    if (!lines.length) continue;
    const asn = await w.create('asn', {
      purchase_order_id: po.id,
      warehouse_provider_id: providers.length ? providers[0].id : null,
      ship_date: shipDate, expected_delivery: addDays(shipDate, rnd.int(2, 5)),
      carrier: rnd.pick(['DHL Freight', 'Palletways', 'DPD']), tracking_number: `PW${rnd.int(1000000, 9999999)}`, carton_count: rnd.int(1, 8),
      lines,
    });
    await w.step('asn', asn.id, steps);
  }
  // Stock sent to Amazon's warehouse: an ASN without a purchase order.
  const fba = refs.locations.find((l) => l.type === 'FBA');
  if (fba) {
    const products = refs.products.slice(0, 3);
    const asn = await w.create('asn', {
      location_id: fba.id, ship_date: addDays(today(), -1), expected_delivery: addDays(today(), 3), carrier: 'UPS', carton_count: 3,
      notes: 'FBA inbound shipment', lines: products.map((p) => ({ sku: p.sku, gtin: barcode(String(p.sku)), qty: 24 })),
    });
    await w.step('asn', asn.id, ['submit', 'dispatch']);
  }
}

// ---- Reports ----------------------------------------------------------------------------------------------------

async function seedReports({ model }: SeedContext, w: Writer): Promise<void> {
  const reports: Row[] = [
    { name: 'Sales by status', description: 'Orders and takings per status, last 30 days.', dataset: 'orders', group_by: 'status', aggregates: [{ fn: 'count' }, { fn: 'sum', field: 'total' }], sort_field: 'sum_total', chart_type: 'BAR', date_range: 'LAST_30_DAYS' },
    { name: 'Best-selling SKUs', description: 'Units and value per SKU this month.', dataset: 'order_lines', group_by: 'sku', aggregates: [{ fn: 'sum', field: 'quantity' }, { fn: 'sum', field: 'gross' }], sort_field: 'sum_quantity', chart_type: 'BAR', date_range: 'THIS_MONTH', row_limit: 20 },
    { name: 'Open purchase orders', dataset: 'purchase_orders', filters: [{ field: 'status', operator: 'in', values: ['SENT', 'PARTIALLY_RECEIVED'] }], date_range: 'ALL_TIME', sort_field: 'order_date', sort_order: 'ASC' },
    { name: 'Returns this month', dataset: 'returns', date_range: 'THIS_MONTH' },
    { name: 'Payouts by status', dataset: 'settlements', group_by: 'status', aggregates: [{ fn: 'count' }, { fn: 'sum', field: 'total' }], chart_type: 'PIE', date_range: 'THIS_YEAR' },
    { name: 'Daily sales', dataset: 'orders', group_by: 'order_date', aggregates: [{ fn: 'sum', field: 'total' }], sort_field: 'order_date', sort_order: 'ASC', chart_type: 'LINE', date_range: 'LAST_30_DAYS' },
  ];
  if (model.entities.some((e) => e.name === 'stock-level')) {
    reports.push({ name: 'Low stock', dataset: 'stock', filters: [{ field: 'available', operator: 'lte', value: 5 }], date_range: 'ALL_TIME', sort_field: 'available', sort_order: 'ASC' });
  }
  for (const report of reports) await w.create('report', report);
}

// ---- Settlements -------------------------------------------------------------------------------------------------

async function seedSettlements({ rnd }: SeedContext, orders: Row[], w: Writer): Promise<void> {
  const channels = (await w.list('sales-channel')).slice(0, 2);
  const sold = orders.filter((o) => o.currency === 'GBP' && ['PAID', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'PARTIALLY_RETURNED'].includes(String(o.status)));
  const plans: Array<{ steps: string[]; mismatch?: boolean }> = [{ steps: ['match', 'post'] }, { steps: ['match', 'post'] }, { steps: ['match'] }, { steps: [], mismatch: true }, { steps: [] }];
  for (const [c, channel] of (channels.length ? channels : [null]).entries()) {
    const prefix = String(channel?.type ?? 'WEB');
    for (const [i, plan] of plans.entries()) {
      if (c > 0 && i > 1) break;
      const end = addDays(today(), -(i * 14 + 1));
      // Each order is paid out once: the batches never overlap (matching refuses a second claim).
      const batch = sold.slice((c * plans.length + i) * 3, (c * plans.length + i) * 3 + 3);
      const lines: Row[] = [];
      for (const order of batch) {
        lines.push({ type: 'SALE', order_ref: order.number, amount: order.total, posted_at: `${end}T09:00:00Z`, description: `Order ${order.number}` });
        lines.push({ type: 'FEE', order_ref: order.number, amount: -Math.round(Number(order.total) * 0.128), description: 'Final value fee' });
      }
      lines.push({ type: 'SHIPPING_LABEL', amount: -rnd.int(250, 890), description: 'Postage labels' });
      if (i === 1) lines.push({ type: 'ADJUSTMENT', amount: 150, description: 'Fee credit' });
      const total = lines.reduce((sum, l) => sum + Number(l.amount), 0);
      const settlement = await w.create('settlement', {
        sales_channel_id: channel?.id ?? null,
        external_id: `${prefix}-${end.replace(/-/g, '')}-${rnd.int(1000, 9999)}`,
        period_start: addDays(end, -13), period_end: end, deposit_date: addDays(end, 2), currency: 'GBP',
        reported_total: plan.mismatch ? total - 1299 : total,
        notes: plan.mismatch ? 'The channel reports £12.99 less: a chargeback line is missing from the export.' : null,
        lines,
      });
      await w.step('settlement', settlement.id, plan.mismatch ? ['flag-exception'] : plan.steps);
    }
  }
}

// ---- VAT returns ------------------------------------------------------------------------------------------------

async function seedVatReports(w: Writer, { service, model, actor, rnd }: SeedContext): Promise<void> {
  const now = today();
  const current = Number(now.slice(0, 4)) * 4 + Math.floor((Number(now.slice(5, 7)) - 1) / 3);
  /** The calendar quarter `back` quarters before the current one, first and last day. */
  const quarter = (back: number) => {
    const index = current - back;
    const start = `${Math.floor(index / 4)}-${String((index % 4) * 3 + 1).padStart(2, '0')}-01`;
    const next = index + 1;
    return { period_start: start, period_end: addDays(`${Math.floor(next / 4)}-${String((next % 4) * 3 + 1).padStart(2, '0')}-01`, -1) };
  };
  // Submitted to HMRC last quarter: its receipt is HMRC's answer (kept as POST /api/vat-reports/:id/submit keeps it).
  const older = await w.create('vat-report', quarter(2));
  const olderEnd = quarter(2).period_end;
  const calculated = await w.step('vat-report', older.id, ['calculate']);
  await service.knex('vat_reports').where({ account_id: calculated.account_id, id: older.id }).update({
    processing_date: `${addDays(olderEnd, 21)}T10:14:05.000Z`, form_bundle_number: String(100_000_000_000 + rnd.int(0, 899_999_999_999)),
    payment_indicator: 'BANK', charge_ref_number: calculated.net_vat_due === 'PAYABLE' && Number(calculated.box5_net_vat) > 0 ? `XQ${String(rnd.int(100_000_000_000, 999_999_999_999))}` : null,
  });
  await service.transition(actor, model.entities.find((e) => e.name === 'vat-report')!, String(older.id), 'submit', { finalised: true });
  const last = await w.create('vat-report', { ...quarter(1), notes: 'Check the purchase invoices before submitting.' });
  await w.step('vat-report', last.id, ['calculate']);
  // The quarter so far: calculated once, reopened to add a late purchase invoice.
  const soFar = await w.create('vat-report', { ...quarter(0), notes: 'Figures to date; recalculate at the end of the quarter.' });
  await w.step('vat-report', soFar.id, ['calculate', 'reopen']);
}

// ---- Platform invoices ------------------------------------------------------------------------------------------

async function seedInvoices({ accountName, rnd }: SeedContext, w: Writer, admin: Actor): Promise<void> {
  const plan = accountName === 'Acme' ? { name: 'Growth plan', price: 7900 } : { name: 'Starter plan', price: 2900 };
  const month = `${today().slice(0, 7)}-01`;
  const statuses = [['issue', 'pay'], ['issue', 'pay'], ['issue', 'void'], ['issue', 'pay'], ['issue'], []];
  for (const [i, steps] of statuses.entries()) {
    let start = month;
    for (let k = 0; k < statuses.length - 1 - i; k++) start = `${addDays(start, -1).slice(0, 7)}-01`;
    const end = addDays(`${addDays(start, 32).slice(0, 7)}-01`, -1);
    const invoice = await w.create('invoice', {
      period_start: start, period_end: end, currency: 'GBP',
      notes: steps.includes('void') ? 'Replaced by a corrected invoice (plan change mid-month).' : null,
      lines: [
        { description: `Sellyard ${plan.name} (monthly)`, quantity: 1, unit_amount: plan.price, tax_rate: 20 },
        ...(accountName === 'Acme' ? [{ description: 'eBay and Amazon channel add-ons', quantity: 2, unit_amount: 1000, tax_rate: 20 }] : []),
        { description: 'Orders over the plan allowance', quantity: rnd.int(0, 120) + 1, unit_amount: 5, tax_rate: 20 },
      ],
    }, admin);
    await w.step('invoice', invoice.id, steps, admin);
  }
}

// ---- Tax compliance applications (Golden Ticket) ---------------------------------------------------------------

async function seedTaxApplications({ accountName }: SeedContext, w: Writer, admin: Actor): Promise<void> {
  const company = {
    company_name: `${accountName} Trading Ltd`, company_number: '12345678', vat_number: 'GB980780684',
    company_address: { line1: '4 Mill Lane', city: 'Leeds', postcode: 'LS9 8AB', country: 'GB' },
    contact_name: 'Alice Acme', contact_email: 'owner@acme.test',
    documents: [{ type: 'CERTIFICATE_OF_INCORPORATION', name: 'Certificate of incorporation.pdf', url: 'https://files.example/acme/incorporation.pdf' }],
  };
  // Schemes a UK company registers for in the country named: VAT where it stores stock, packaging EPR where it sells.
  const apps: Array<{ body: Row; merchant: string[]; review?: Array<{ set?: Row; steps: string[] }> }> = [
    { body: { country: 'DE', scheme: 'VAT', trigger_date: addDays(today(), -120) }, merchant: ['submit'], review: [{ steps: ['start-review'] }, { set: { issued_number: 'DE318945672', effective_from: addDays(today(), -60) }, steps: ['approve'] }] },
    { body: { country: 'DE', scheme: 'EPR_PACKAGING', trigger_date: addDays(today(), -40) }, merchant: ['submit'], review: [{ steps: ['start-review'] }] },
    { body: { country: 'FR', scheme: 'VAT', trigger_date: addDays(today(), -30) }, merchant: ['submit'], review: [{ steps: ['start-review'] }, { set: { info_request: 'Please upload a bank statement showing the company name and address (less than 3 months old).' }, steps: ['request-info'] }] },
    { body: { country: 'FR', scheme: 'EPR_PACKAGING', trigger_date: addDays(today(), -10) }, merchant: ['submit'] },
    { body: { country: 'IT', scheme: 'VAT', trigger_date: null }, merchant: [] },
    { body: { country: 'ES', scheme: 'EPR_PACKAGING', trigger_date: addDays(today(), -200) }, merchant: ['submit'], review: [{ steps: ['start-review'] }, { set: { reviewer_notes: 'Sales into Spain are below the EPR threshold: no registration needed yet.' }, steps: ['reject'] }] },
    { body: { country: 'PL', scheme: 'VAT', trigger_date: addDays(today(), -90) }, merchant: ['cancel'] },
  ];
  for (const app of apps) {
    const made = await w.create('tax-compliance-application', { ...company, ...app.body });
    await w.step('tax-compliance-application', made.id, app.merchant);
    for (const review of app.review ?? []) {
      if (review.set) await w.update('tax-compliance-application', made.id, review.set, admin);
      await w.step('tax-compliance-application', made.id, review.steps, admin);
    }
  }
}
