/**
 * Marketplace orders into sales orders. Per channel, a job pages through the adapter's order feed from the
 * channel's stored cursor; each page is saved in one transaction with the cursor after it, so a worker killed
 * mid-import resumes from the last saved page, and an order seen again is found by (channel, marketplace order
 * id) and never made twice (a unique key backs that up).
 *
 * A new order: its customer is matched by email, else by name and postcode, else created; its lines are matched
 * to products through this channel's listings by SKU, else the catalogue's SKU; a line that matches nothing holds
 * the order (ON_HOLD, the reason naming the SKU). It is submitted, and paid when the marketplace says the buyer
 * paid, which runs the order rules and allocates stock as any paid order. An order the marketplace cancelled is
 * cancelled here too (its stock released). An order none of whose lines match is not created: the run reports it
 * and the channel's `last_error` names it (there would be no line to hold).
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { registerJobHandler, registerRecurringJob, type JobContext } from '../../jobs/index.ts';
import { registeredAdapterTypes, withChannel, type ChannelOrder, type ChannelRow, type Page } from '../../channels/index.ts';
import type { Actor } from '../../crud/actor.ts';
import type { Row } from '../../crud/repository.ts';
import { ResourceService } from '../../crud/service.ts';
import { domainHooks } from '../index.ts';
import { handleChannelFailure, noteChannelError } from './failures.ts';
import { enqueueOrderImport } from './pushes.ts';
import { queueDueChannels } from './due-channels.ts';
import { entityNamed, systemActor } from './system-actor.ts';

/** Pages one job imports before it hands over to a fresh job (so one channel's backlog never hogs a worker). */
const PAGES_PER_JOB = 20;

type Outcome = 'created' | 'updated' | 'unchanged' | 'skipped';

function addressOf(order: ChannelOrder): Row {
  const a = order.shippingAddress;
  const address: Row = { name: a.name, line1: a.line1, line2: a.line2, city: a.city, region: a.region, postcode: a.postcode, country: a.country, phone: a.phone };
  for (const key of Object.keys(address)) if (address[key] === null || address[key] === undefined || address[key] === '') delete address[key];
  return address;
}

const compact = (postcode: unknown) => String(postcode ?? '').replace(/\s+/g, '').toUpperCase();

async function matchCustomer(trx: Knex, service: ResourceService, actor: Actor, accountId: string, order: ChannelOrder): Promise<string> {
  const customers = () => trx('relationships').where({ account_id: accountId, type: 'CUSTOMER' });
  if (order.buyer.email) {
    const byEmail = await customers().whereRaw('lower(email) = lower(?)', [order.buyer.email]).orderBy('created_at').first('id');
    if (byEmail) return String(byEmail.id);
  }
  const postcode = compact(order.shippingAddress.postcode);
  if (postcode) {
    const byNameAndPostcode = await customers().whereRaw('lower(name) = lower(?)', [order.buyer.name])
      .whereRaw(`exists (select 1 from jsonb_array_elements(addresses) a where upper(replace(a->>'postcode', ' ', '')) = ?)`, [postcode])
      .orderBy('created_at').first('id');
    if (byNameAndPostcode) return String(byNameAndPostcode.id);
  }
  const created = await service.create(actor, entityNamed('relationship'), {
    type: 'CUSTOMER', name: order.buyer.name.slice(0, 120) || 'Marketplace buyer', email: order.buyer.email, currency: order.currency,
    addresses: [{ ...addressOf(order), kind: 'BOTH', is_default: true }],
  });
  return String(created.id);
}

/** product id by SKU (lower-case): this channel's listings first, then the catalogue. */
async function productsBySku(trx: Knex, accountId: string, channelId: string, skus: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(skus.map((s) => s.toLowerCase()))];
  const found = new Map<string, string>();
  const listed: Row[] = await trx('listings').where({ account_id: accountId, sales_channel_id: channelId }).whereRaw('lower(sku) = any(?)', [wanted]).select('sku', 'product_id');
  for (const row of listed) found.set(String(row.sku).toLowerCase(), String(row.product_id));
  const rest = wanted.filter((s) => !found.has(s));
  if (rest.length) {
    const catalogue: Row[] = await trx('products').where({ account_id: accountId }).whereRaw('lower(sku) = any(?)', [rest]).select('sku', 'id');
    for (const row of catalogue) found.set(String(row.sku).toLowerCase(), String(row.id));
  }
  return found;
}

async function importOrder(trx: Knex, service: ResourceService, actor: Actor, channel: Row, order: ChannelOrder, problems: string[]): Promise<Outcome> {
  const accountId = String(channel.account_id);
  const orders = entityNamed('sales-order');
  const existing = await trx('sales_orders').where({ account_id: accountId, sales_channel_id: channel.id, channel_order_ref: order.orderRef }).first('id', 'status');
  if (existing) {
    const status = String(existing.status);
    if (order.cancelled && ['DRAFT', 'AWAITING_PAYMENT', 'PAID', 'ON_HOLD'].includes(status)) {
      await service.transition(actor, orders, String(existing.id), 'cancel', { cancel_reason: 'Cancelled on the marketplace' });
      return 'updated';
    }
    if (order.paid && status === 'AWAITING_PAYMENT') {
      await service.transition(actor, orders, String(existing.id), 'pay', {});
      return 'updated';
    }
    return 'unchanged';
  }
  if (order.cancelled) return 'skipped';
  const products = await productsBySku(trx, accountId, String(channel.id), order.lines.map((l) => l.sku));
  const known = order.lines.filter((l) => products.has(l.sku.toLowerCase()));
  const unknown = order.lines.filter((l) => !products.has(l.sku.toLowerCase()));
  if (!known.length) {
    problems.push(`order ${order.orderRef}: no line's SKU (${unknown.map((l) => l.sku).join(', ')}) is listed on this channel or in the catalogue`);
    return 'skipped';
  }
  const address = addressOf(order);
  const created = await service.create(actor, orders, {
    customer_id: await matchCustomer(trx, service, actor, accountId, order),
    sales_channel_id: channel.id,
    channel_order_ref: order.orderRef,
    order_date: order.placedAt.slice(0, 10),
    currency: order.currency,
    // Marketplaces charge buyers tax-inclusive prices.
    price_mode: 'INCLUSIVE',
    ship_to: address,
    bill_to: address,
    shipping_charge: order.shippingPrice,
    lines: known.map((l) => ({ product_id: products.get(l.sku.toLowerCase()), quantity: l.quantity, unit_price: l.unitPrice, description: l.title.slice(0, 255) })),
  });
  const id = String(created.id);
  // Read-only to clients: written here, by the import.
  await trx('sales_orders').where({ account_id: accountId, id }).update({
    channel_lines: JSON.stringify(order.lines.map((l) => ({ line_ref: l.lineRef, sku: l.sku, quantity: l.quantity }))),
    channel_order_url: order.url && /^https?:\/\//.test(order.url) ? order.url.slice(0, 500) : null,
  });
  await service.transition(actor, orders, id, 'submit', {});
  if (order.paid) await service.transition(actor, orders, id, 'pay', {});
  if (unknown.length) {
    const reason = `The marketplace order has ${unknown.map((l) => `${l.quantity} × ${l.sku} (${l.title})`).join(', ')}, which no listing or product of this channel matches: add the product or listing, then edit the order's lines and release it.`;
    const now = await trx('sales_orders').where({ account_id: accountId, id }).first('status');
    if (now && ['DRAFT', 'AWAITING_PAYMENT', 'PAID'].includes(String(now.status))) await service.transition(actor, orders, id, 'hold', {});
    await trx('sales_orders').where({ account_id: accountId, id }).update({ hold_reason: reason.slice(0, 2000) });
  }
  return 'created';
}

async function importOrders(job: JobContext): Promise<unknown> {
  const knex = job.knex;
  const channel = await knex('sales_channels').where({ account_id: job.accountId, id: String(job.payload.channel_id) }).first();
  if (!channel || channel.status !== 'CONNECTED' || !channel.import_orders) return { skipped: `the channel is ${channel ? channel.status : 'gone'}${channel && !channel.import_orders ? ' and does not import orders' : ''}` };
  const actor = await systemActor(knex, String(channel.account_id), 'order import');
  // One service for the job: its compiled validators (custom fields included) are reused by every order.
  const service = new ResourceService(knex, model, domainHooks, job.secrets);
  const counts: Record<Outcome, number> = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
  const problems: string[] = [];
  let cursor: string | null = channel.orders_cursor ?? null;
  let pages = 0;
  let more = false;
  try {
    do {
      const page: Page<ChannelOrder> = await withChannel(knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.fetchOrders(ctx, cursor));
      const fresh: string[] = [];
      await knex.transaction(async (trx) => {
        const scoped = service.within(trx);
        for (const order of page.items) {
          const outcome = await importOrder(trx, scoped, actor, channel, order, problems);
          counts[outcome] += 1;
          if (outcome === 'created') fresh.push(order.orderRef);
        }
        await trx('sales_channels').where({ account_id: channel.account_id, id: channel.id }).update({ orders_cursor: page.cursor });
      });
      cursor = page.cursor;
      pages += 1;
      more = page.more;
      await job.reportProgress(counts.created + counts.updated + counts.unchanged + counts.skipped);
      // Taken in: tell the marketplace (a failed acknowledgement is retried by the marketplace's own resend).
      await withChannel(knex, job.secrets, channel as unknown as ChannelRow, async (adapter, ctx) => { for (const ref of fresh) await adapter.acknowledgeOrder(ctx, ref); })
        .catch((error) => problems.push(`acknowledging: ${error instanceof Error ? error.message : String(error)}`));
    } while (more && pages < PAGES_PER_JOB);
  } catch (error) {
    return { ...counts, pages, ...(await handleChannelFailure(job, error, channel)) };
  }
  if (more) await enqueueOrderImport(knex, String(channel.account_id), String(channel.id));
  await knex('sales_channels').where({ account_id: channel.account_id, id: channel.id }).update({
    last_order_sync_at: knex.fn.now(),
    next_order_sync_at: knex.raw(`now() + make_interval(mins => ?)`, [Number(channel.order_sync_minutes ?? 5)]),
    ...(problems.length ? {} : { last_error: null, last_error_at: null }),
  });
  if (problems.length) await noteChannelError(knex, channel, problems.join('; '));
  return { ...counts, pages, more, problems };
}

/** Every minute: an order import for each CONNECTED channel that imports orders and is due. */
const scheduleOrderImports = (job: JobContext) => queueDueChannels(job, {
  where: { import_orders: true }, types: registeredAdapterTypes(), nextColumn: 'next_order_sync_at',
  next: 'now() + make_interval(mins => order_sync_minutes)', enqueue: enqueueOrderImport,
});

registerJobHandler('channel.import-orders', importOrders);
registerRecurringJob('channel.schedule-order-imports', 60, scheduleOrderImports);
