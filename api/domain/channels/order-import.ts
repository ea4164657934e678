/**
 * Marketplace orders into sales orders. Per channel, a job pages through the adapter's order feed from the
 * channel's stored cursor; each page is saved in one transaction with the cursor after it, so a worker killed
 * mid-import resumes from the last saved page, and an order seen again is found by (channel, marketplace order
 * id) and never made twice: the page's transaction first takes the channel's import lock (a transaction-level
 * advisory lock), so two workers importing the same channel at once take turns and the second finds what the
 * first saved; a unique key backs that up.
 *
 * A page's new orders are saved together, in a fixed number of statements whatever their number (the import
 * path of the generic service, `ResourceService.createMany`): their customers are matched by email, else by name
 * and postcode, else created (one customer for the same new buyer twice in a page); their lines are matched to
 * products through this channel's listings by SKU, else the catalogue's SKU; each order is created already
 * submitted (and paid when the marketplace says the buyer paid), validated once, with its status history and
 * audit entries for each step; the paid ones then run the order rules and take their stock together, in page
 * order, exactly as paying them one by one would (api/domain/orders/paid-orders.ts). A line that matches nothing
 * holds the order (ON_HOLD, the reason naming the SKU). An order the marketplace cancelled is cancelled here too
 * (its stock released). An order none of whose lines match is not created: the run reports it and the channel's
 * `last_error` names it (there would be no line to hold).
 *
 * While a page is saved the next one is already being fetched, and the marketplace is told which orders were
 * taken in (acknowledgements) in parallel.
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { recordAudits, type AuditWrite } from '../../audit/index.ts';
import { jobOrigin, registerJobHandler, registerRecurringJob, type JobContext } from '../../jobs/index.ts';
import { jobTitle } from '../../../checks/contracts/job-kinds.ts';
import { registeredAdapterTypes, withChannel, type ChannelOrder, type ChannelRow, type Page } from '../../channels/index.ts';
import type { Actor } from '../../crud/actor.ts';
import type { Row } from '../../crud/repository.ts';
import { ResourceService } from '../../crud/service.ts';
import { domainHooks } from '../index.ts';
import { payOrdersTogether } from '../orders/paid-orders.ts';
import { nextNumbers } from '../../crud/numbering.ts';
import { shipFulfilledByAmazon } from '../fba/afn.ts';
import { handleChannelFailure, noteChannelError } from './failures.ts';
import { ApiError } from '../../http/errors.ts';
import { enqueueOrderImport } from './pushes.ts';
import { queueDueChannels } from './due-channels.ts';
import { entityNamed, systemActor } from './system-actor.ts';
import { channelLabel } from './sales-channels.ts';
import { importReturnRequests, type ReturnImportOutcome } from './after-sale.ts';
import { enqueueMarketplaceCancel } from './after-sale-queue.ts';

/** Pages one job imports before it hands over to a fresh job (so one channel's backlog never hogs a worker). */
const PAGES_PER_JOB = 20;
/** Acknowledgements in flight at once. */
const ACKNOWLEDGE_PARALLEL = 8;

type Outcome = 'created' | 'updated' | 'unchanged' | 'skipped';

interface ImportContext {
  trx: Knex.Transaction;
  service: ResourceService;
  actor: Actor;
  channel: Row;
  problems: string[];
  counts: Record<Outcome, number>;
  /** Marketplace order ids created by this page, to acknowledge once it is saved. */
  fresh: string[];
}

/** Which marketplace order a write comes from, as the audit log's cause says it. */
const orderCause = (channel: Row, order: ChannelOrder) => `${channelLabel(String(channel.type))} order ${order.orderRef} on channel ${channel.name}`;

/** The import's actor with the marketplace order added to its cause (for the writes of one known order). */
function forOrder(ctx: ImportContext, order: ChannelOrder): Actor {
  const system = ctx.actor.system;
  if (!system) return ctx.actor;
  return { ...ctx.actor, system: { ...system, cause: [orderCause(ctx.channel, order), system.cause].filter(Boolean).join('; ') } };
}

function addressOf(order: ChannelOrder): Row {
  const a = order.shippingAddress;
  const address: Row = { name: a.name, line1: a.line1, line2: a.line2, city: a.city, region: a.region, postcode: a.postcode, country: a.country, phone: a.phone };
  for (const key of Object.keys(address)) if (address[key] === null || address[key] === undefined || address[key] === '') delete address[key];
  return address;
}

const compact = (postcode: unknown) => String(postcode ?? '').replace(/\s+/g, '').toUpperCase();
/** As the stored side is compared: spaces out, upper case. */
const storedPostcode = (postcode: unknown) => String(postcode ?? '').replace(/ /g, '').toUpperCase();
const jsonOf = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? JSON.parse(value) : (value as T) ?? fallback);

/**
 * The customer of each order (by marketplace order id), as matching them one after another would: by email
 * (case-insensitive), else by name and postcode, the oldest customer first, a customer made earlier in this page
 * included; else a new customer, made with the others in one batch.
 */
async function matchCustomers(ctx: ImportContext, orders: ChannelOrder[]): Promise<Map<string, string>> {
  const accountId = String(ctx.channel.account_id);
  const customers = () => ctx.trx('relationships').where({ account_id: accountId, type: 'CUSTOMER' });
  const emails = [...new Set(orders.map((o) => o.buyer.email?.toLowerCase()).filter((e): e is string => Boolean(e)))];
  const names = [...new Set(orders.filter((o) => compact(o.shippingAddress.postcode)).map((o) => o.buyer.name.toLowerCase()))];
  const [byEmailRows, byNameRows] = await Promise.all([
    emails.length ? customers().whereRaw('lower(email) = any(?)', [emails]).orderBy('created_at').select('id', ctx.trx.raw('lower(email) as email_key')) : [],
    names.length ? customers().whereRaw('lower(name) = any(?)', [names]).orderBy('created_at').select('id', 'addresses', ctx.trx.raw('lower(name) as name_key')) : [],
  ]);
  const byEmail = new Map<string, string>();
  for (const row of byEmailRows as Row[]) if (!byEmail.has(String(row.email_key))) byEmail.set(String(row.email_key), String(row.id));
  const byNameAndPostcode = (name: string, postcode: string): string | undefined => {
    const row = (byNameRows as Row[]).find((r) => r.name_key === name && jsonOf<Row[]>(r.addresses, []).some((a) => storedPostcode(a.postcode) === postcode));
    return row ? String(row.id) : undefined;
  };

  // Buyers new to the account, each made once: later orders of the page find them as they would once saved.
  interface NewCustomer { email: string | null; name: string; postcode: string; body: Row }
  const made: NewCustomer[] = [];
  const found = new Map<string, string | NewCustomer>();
  for (const order of orders) {
    const email = order.buyer.email?.toLowerCase() || null;
    const name = order.buyer.name.toLowerCase();
    const postcode = compact(order.shippingAddress.postcode);
    const known: string | NewCustomer | undefined =
      (email ? byEmail.get(email) ?? made.find((m) => m.email === email) : undefined)
      ?? (postcode ? byNameAndPostcode(name, postcode) ?? made.find((m) => m.name === name && m.postcode === postcode) : undefined);
    if (known) {
      found.set(order.orderRef, known);
      continue;
    }
    const fresh: NewCustomer = {
      email, name, postcode,
      body: {
        type: 'CUSTOMER', name: order.buyer.name.slice(0, 120) || 'Marketplace buyer', email: order.buyer.email, currency: order.currency,
        addresses: [{ ...addressOf(order), kind: 'BOTH', is_default: true }],
      },
    };
    made.push(fresh);
    found.set(order.orderRef, fresh);
  }
  const created = await ctx.service.createMany(ctx.trx, ctx.actor, entityNamed('relationship'), made.map((m) => ({ body: m.body })));
  const ids = new Map(made.map((m, i) => [m, String(created[i]!.id)]));
  return new Map([...found].map(([ref, customer]) => [ref, typeof customer === 'string' ? customer : ids.get(customer)!]));
}

/** product id by SKU (lower-case): this channel's listings first, then their variations, then the catalogue. */
async function productsBySku(trx: Knex, accountId: string, channelId: string, skus: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(skus.map((s) => s.toLowerCase()))];
  const found = new Map<string, string>();
  if (!wanted.length) return found;
  const listed: Row[] = await trx('listings').where({ account_id: accountId, sales_channel_id: channelId }).whereRaw('lower(sku) = any(?)', [wanted]).select('sku', 'product_id');
  for (const row of listed) found.set(String(row.sku).toLowerCase(), String(row.product_id));
  // A variation of a family listing (a parent product's listing): its variant, as publish recorded it.
  const variations = wanted.filter((s) => !found.has(s));
  if (variations.length) {
    const result = await trx.raw(
      `select v.key as sku, v.value->>'product_id' as product_id
         from listings l, jsonb_each(case when jsonb_typeof(l.channel_state->'variations') = 'object' then l.channel_state->'variations' else '{}'::jsonb end) v
        where l.account_id = ? and l.sales_channel_id = ? and lower(v.key) = any(?) and v.value->>'product_id' is not null`,
      [accountId, channelId, variations],
    );
    for (const row of (result.rows ?? result) as Row[]) found.set(String(row.sku).toLowerCase(), String(row.product_id));
  }
  const rest = wanted.filter((s) => !found.has(s));
  if (rest.length) {
    const catalogue: Row[] = await trx('products').where({ account_id: accountId }).whereRaw('lower(sku) = any(?)', [rest]).select('sku', 'id');
    for (const row of catalogue) found.set(String(row.sku).toLowerCase(), String(row.id));
  }
  return found;
}

const unknownSkuReason = (unknown: ChannelOrder['lines']) =>
  `The marketplace order has ${unknown.map((l) => `${l.quantity} × ${l.sku} (${l.title})`).join(', ')}, which no listing or product of this channel matches: add the product or listing, then edit the order's lines and release it.`.slice(0, 2000);

/**
 * Holds orders whose marketplace lines did not all match (after their rules and allocation, as the `hold`
 * transition would: the state they were in is remembered, the history and the audit log say so), with the reason.
 * `written`: history entries each order has so far, so the hold's entry reads after them.
 */
async function holdUnmatched(ctx: ImportContext, held: Array<{ order: Row; reason: string; written: number }>): Promise<void> {
  if (!held.length) return;
  const { trx, actor } = ctx;
  const entity = entityNamed('sales-order');
  const machine = entity.stateMachine!;
  const hold = machine.transitions.find((t) => t.name === 'hold')!;
  const moving = held.filter(({ order }) => hold.from.includes(String(order.status)));
  const audits: AuditWrite[] = [];
  const history: Row[] = [];
  for (const { order, written } of moving) {
    const before = { ...order };
    const changes = { status: 'ON_HOLD', status_before_hold: order.status };
    Object.assign(order, changes);
    audits.push({ model, entity, actor, action: 'transition', transition: 'hold', accountId: String(order.account_id), recordId: String(order.id), before, after: changes });
    history.push({
      account_id: order.account_id, resource: entity.resource, record_id: order.id, transition: 'hold', from_status: before.status, to_status: 'ON_HOLD',
      user_id: actor.system ? null : actor.user.id, note: actor.system ? `by Sellyard (${jobTitle(actor.system.job)})` : null,
      at: trx.raw('now() + make_interval(secs => ?)', [(written + 1) / 1e6]),
    });
  }
  await trx.raw(
    `update sales_orders o set status = case when v.hold then 'ON_HOLD' else o.status end,
            status_before_hold = case when v.hold then o.status else o.status_before_hold end,
            hold_reason = v.reason, version = o.version + (case when v.hold then 1 else 0 end), updated_at = now()
       from (values ${held.map(() => '(?::uuid, ?::boolean, ?)').join(', ')}) as v(id, hold, reason)
      where o.account_id = ? and o.id = v.id`,
    [...held.flatMap(({ order, reason }) => [String(order.id), moving.some((m) => m.order === order), reason]), String(ctx.channel.account_id)],
  );
  for (const { order, reason } of held) order.hold_reason = reason;
  await recordAudits(trx, audits);
  if (history.length) await trx('status_history').insert(history);
}

/**
 * The numbers of `count` new orders of a channel with an `order_prefix`: the account's next order numbers with the
 * channel's prefix in place of the usual one (AMZ-000124 rather than SO-000124), so staff see where an order came
 * from and numbers stay unique (one sequence). Null without a prefix (the usual numbers).
 */
async function channelNumbers(trx: Knex, channel: Row, count: number): Promise<string[] | null> {
  const prefix = typeof channel.order_prefix === 'string' && channel.order_prefix.trim() ? channel.order_prefix.trim() : null;
  const numbering = entityNamed('sales-order').numbering;
  if (!prefix || !numbering || !count) return null;
  const numbers = await nextNumbers(trx, String(channel.account_id), numbering, count);
  return numbers.map((n) => `${prefix}${n.slice(numbering.prefix.length)}`);
}

/** Creates a batch of new marketplace orders of one page (none of them known yet, none cancelled). */
async function createOrders(ctx: ImportContext, orders: ChannelOrder[]): Promise<Map<string, Row>> {
  const { trx, channel } = ctx;
  const accountId = String(channel.account_id);
  const products = await productsBySku(trx, accountId, String(channel.id), orders.flatMap((o) => o.lines.map((l) => l.sku)));
  const creatable: Array<{ order: ChannelOrder; known: ChannelOrder['lines']; unknown: ChannelOrder['lines'] }> = [];
  for (const order of orders) {
    const known = order.lines.filter((l) => products.has(l.sku.toLowerCase()));
    const unknown = order.lines.filter((l) => !products.has(l.sku.toLowerCase()));
    if (!known.length) {
      ctx.problems.push(`order ${order.orderRef}: no line's SKU (${unknown.map((l) => l.sku).join(', ')}) is listed on this channel or in the catalogue`);
      ctx.counts.skipped += 1;
      continue;
    }
    creatable.push({ order, known, unknown });
  }
  if (!creatable.length) return new Map();
  const customers = await matchCustomers(ctx, creatable.map((c) => c.order));
  const numbers = await channelNumbers(trx, channel, creatable.length);
  const created = await ctx.service.createMany(trx, ctx.actor, entityNamed('sales-order'), creatable.map(({ order, known }, i) => {
    const address = addressOf(order);
    return {
      body: {
        customer_id: customers.get(order.orderRef),
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
      },
      // Read-only to clients: the marketplace's view of the order, written by the import.
      serverFields: {
        channel_lines: order.lines.map((l) => ({ line_ref: l.lineRef, sku: l.sku, quantity: l.quantity })),
        channel_order_url: order.url && /^https?:\/\//.test(order.url) ? order.url.slice(0, 500) : null,
        // SELLER is the default: only the marketplace's own fulfilment is written.
        ...(order.fulfilledByMarketplace ? { fulfilled_by: 'MARKETPLACE' } : {}),
        ...(numbers ? { number: numbers[i] } : {}),
      },
      through: order.paid ? ['submit', 'pay'] : ['submit'],
      cause: orderCause(channel, order),
    };
  }));
  // Amazon-fulfilled orders (FBA) are shipped already: no allocation, Amazon's shipment recorded instead.
  const paid = created.filter((o) => o.status === 'PAID' && o.fulfilled_by !== 'MARKETPLACE');
  const written = await payOrdersTogether(trx, ctx.actor, paid, 2);
  await shipFulfilledByAmazon(trx, ctx.service, ctx.actor, channel, created.filter((o) => o.status === 'PAID' && o.fulfilled_by === 'MARKETPLACE'));
  // History entries so far: submit (and pay, and what paying wrote).
  const entriesOf = (order: Row) => (paid.includes(order) ? 2 + written[paid.indexOf(order)]! : 1);
  await holdUnmatched(ctx, creatable.flatMap(({ unknown }, i) => (unknown.length ? [{ order: created[i]!, reason: unknownSkuReason(unknown), written: entriesOf(created[i]!) }] : [])));
  ctx.counts.created += created.length;
  ctx.fresh.push(...creatable.map((c) => c.order.orderRef));
  return new Map(created.map((o) => [String(o.channel_order_ref), o]));
}

const CANCELLED_BY: Record<string, string> = { BUYER: 'at the buyer\'s request', MARKETPLACE: 'by the marketplace', SELLER: 'by the seller' };

/**
 * The `cancel` input of an order the marketplace cancelled: the reason (the buyer asked, else cancelled on the
 * marketplace, which sends nothing back) and, as its note, where, by whom and the marketplace's own reason.
 */
export function cancelReasonOf(channel: Row, order: ChannelOrder): { cancel_reason: 'BUYER_ASKED' | 'CANCELLED_ON_MARKETPLACE'; cancel_note: string } {
  const who = order.cancellation ? ` ${CANCELLED_BY[order.cancellation.by]}` : '';
  const why = order.cancellation?.reason ? ` (${order.cancellation.reason.toLowerCase().replace(/_/g, ' ')})` : '';
  return {
    cancel_reason: order.cancellation?.by === 'BUYER' ? 'BUYER_ASKED' : 'CANCELLED_ON_MARKETPLACE',
    cancel_note: `Cancelled on ${channelLabel(String(channel.type))}${who}${why}`.slice(0, 500),
  };
}

/** A marketplace order Sellyard has: cancelled or paid since on the marketplace, it follows (one transition). */
async function updateKnown(ctx: ImportContext, known: Row, order: ChannelOrder): Promise<Outcome> {
  const orders = entityNamed('sales-order');
  const status = String(known.status);
  if (order.cancelled && ['DRAFT', 'AWAITING_PAYMENT', 'PAID', 'ON_HOLD'].includes(status)) {
    try {
      known.status = (await ctx.service.transition(forOrder(ctx, order), orders, String(known.id), 'cancel', cancelReasonOf(ctx.channel, order))).status;
      // The buyer only asked (Amazon): the marketplace waits for the seller, so the cancellation goes back to it.
      if (order.cancellation?.awaitsSeller) await enqueueMarketplaceCancel(ctx.trx, {
        id: String(known.id), account_id: String(ctx.channel.account_id), number: String(known.number), sales_channel_id: String(ctx.channel.id), channel_order_ref: order.orderRef,
      }, ctx.actor, { buyerRequested: true });
    } catch (error) {
      // Handed to a 3PL that will not (or cannot now) cancel it: the order stays, with the 3PL's words on its
      // warehouse order for the merchant; the rest of the import goes on, and the next one tries again.
      if (!(error instanceof ApiError) || !['warehouse_refused', 'warehouse_unavailable'].includes(error.code)) throw error;
      await ctx.trx('warehouse_orders').where({ account_id: ctx.channel.account_id, order_id: known.id }).whereIn('status', ['SENDING', 'SENT'])
        .update({ error: `Cancelled on the marketplace, but not here: ${error.detail ?? error.message}`.slice(0, 1000), updated_at: ctx.trx.fn.now() });
      return 'skipped';
    }
    return 'updated';
  }
  if (order.paid && status === 'AWAITING_PAYMENT') {
    known.status = (await ctx.service.transition(forOrder(ctx, order), orders, String(known.id), 'pay', {})).status;
    if (order.fulfilledByMarketplace) {
      // Paid now, and Amazon ships it from FBA: its shipment, not an allocation (the pay hook allocates nothing).
      const row = await ctx.trx('sales_orders').where({ account_id: ctx.channel.account_id, id: known.id }).first();
      row.lines = await ctx.trx('sales_order_lines').where({ account_id: ctx.channel.account_id, sales_order_id: known.id }).orderBy('position');
      await shipFulfilledByAmazon(ctx.trx, ctx.service, forOrder(ctx, order), ctx.channel, [row]);
      known.status = 'SHIPPED';
    }
    return 'updated';
  }
  return 'unchanged';
}

/** Whether `updateKnown` would change the order (then the new orders before it in the page are saved first). */
const wouldChange = (known: Row, order: ChannelOrder) =>
  (order.cancelled && ['DRAFT', 'AWAITING_PAYMENT', 'PAID', 'ON_HOLD'].includes(String(known.status))) || (order.paid && known.status === 'AWAITING_PAYMENT');

/** Saves one page in the caller's transaction, in page order. */
async function importPage(ctx: ImportContext, orders: ChannelOrder[]): Promise<void> {
  const { trx, channel } = ctx;
  // Two imports of this channel at once (a scheduled one and "Sync now") take turns, page by page.
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`channel.import-orders:${channel.id}`]);
  const refs = [...new Set(orders.map((o) => o.orderRef))];
  const known = new Map<string, Row>(refs.length
    ? (await trx('sales_orders').where({ account_id: channel.account_id, sales_channel_id: channel.id }).whereIn('channel_order_ref', refs).select('id', 'status', 'channel_order_ref'))
      .map((row: Row) => [String(row.channel_order_ref), row])
    : []);
  let batch: ChannelOrder[] = [];
  const flush = async () => {
    const created = await createOrders(ctx, batch);
    for (const [ref, row] of created) known.set(ref, row);
    batch = [];
  };
  for (const order of orders) {
    const inBatch = batch.some((b) => b.orderRef === order.orderRef);
    const existing = known.get(order.orderRef);
    if (existing || inBatch) {
      // The same order again (a later change in the same page, or one saved before): new ones before it first.
      if (inBatch || wouldChange(existing!, order)) await flush();
      const row = known.get(order.orderRef);
      ctx.counts[row ? await updateKnown(ctx, row, order) : 'unchanged'] += 1;
      continue;
    }
    if (order.cancelled && order.cancellation?.awaitsSeller) {
      // A buyer's request the marketplace leaves to the seller (Amazon), on an order not taken in yet: taken in,
      // then cancelled here at once (its stock released) and the cancellation sent back; skipped, it would stay
      // open on the marketplace, waiting to be shipped.
      batch.push(order);
      await flush();
      const row = known.get(order.orderRef);
      if (row) await updateKnown(ctx, row, order);
      continue;
    }
    if (order.cancelled) {
      ctx.counts.skipped += 1;
      continue;
    }
    batch.push(order);
  }
  await flush();
}

export interface PageOutcome { counts: Record<Outcome, number>; problems: string[]; fresh: string[] }

/**
 * Saves one page of marketplace orders of `channel` inside `trx`, as the import job does for each page (exported
 * for tests, which feed pages directly). `service` must work within `trx` (`service.within(trx)`).
 */
export async function importOrderPage(trx: Knex.Transaction, service: ResourceService, actor: Actor, channel: Row, orders: ChannelOrder[]): Promise<PageOutcome> {
  const outcome: PageOutcome = { counts: { created: 0, updated: 0, unchanged: 0, skipped: 0 }, problems: [], fresh: [] };
  await importPage({ trx, service, actor, channel, problems: outcome.problems, counts: outcome.counts, fresh: outcome.fresh }, orders);
  return outcome;
}

/** Runs `work` over `items`, at most `parallel` at once. */
async function eachLimited<T>(items: T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

async function importOrders(job: JobContext): Promise<unknown> {
  const knex = job.knex;
  const channel = await knex('sales_channels').where({ account_id: job.accountId, id: String(job.payload.channel_id) }).first();
  if (!channel || channel.status !== 'CONNECTED' || !channel.import_orders) return { skipped: `the channel is ${channel ? channel.status : 'gone'}${channel && !channel.import_orders ? ' and does not import orders' : ''}` };
  const actor = await systemActor(knex, String(channel.account_id), jobOrigin(job));
  // One service for the job: its compiled validators (custom fields included) are reused by every order.
  const service = new ResourceService(knex, model, domainHooks, job.secrets);
  const counts: Record<Outcome, number> = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
  const problems: string[] = [];
  const fetchPage = (cursor: string | null) => withChannel(knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.fetchOrders(ctx, cursor));
  const acknowledging: Array<Promise<void>> = [];
  let pages = 0;
  let more = false;
  try {
    let next: Promise<Page<ChannelOrder>> = fetchPage(channel.orders_cursor ?? null);
    do {
      const page = await next;
      pages += 1;
      more = page.more;
      // The next page is asked for while this one is saved (its cursor is known now).
      if (more && pages < PAGES_PER_JOB) {
        next = fetchPage(page.cursor);
        next.catch(() => undefined);
      }
      const fresh: string[] = [];
      await knex.transaction(async (trx) => {
        await importPage({ trx, service: service.within(trx), actor, channel, problems, counts, fresh }, page.items);
        await trx('sales_channels').where({ account_id: channel.account_id, id: channel.id }).update({ orders_cursor: page.cursor });
      });
      await job.reportProgress(counts.created + counts.updated + counts.unchanged + counts.skipped);
      // Taken in: tell the marketplace (a failed acknowledgement is retried by the marketplace's own resend).
      acknowledging.push(withChannel(knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => (!fresh.length ? Promise.resolve()
        : adapter.acknowledgeOrders ? adapter.acknowledgeOrders(ctx, fresh) : eachLimited(fresh, ACKNOWLEDGE_PARALLEL, (ref) => adapter.acknowledgeOrder(ctx, ref))))
        .catch((error) => { problems.push(`acknowledging: ${error instanceof Error ? error.message : String(error)}`); }));
    } while (more && pages < PAGES_PER_JOB);
  } catch (error) {
    await Promise.all(acknowledging);
    return { ...counts, pages, ...(await handleChannelFailure(job, error, channel)) };
  }
  await Promise.all(acknowledging);
  // Once the orders are in, the buyers' return requests (they name orders the import has now).
  let returns: ReturnImportOutcome | undefined;
  if (!more) {
    try {
      returns = await importReturnRequests(job, channel, actor, service);
      problems.push(...returns.problems);
    } catch (error) {
      return { ...counts, pages, more, problems, ...(await handleChannelFailure(job, error, channel)) };
    }
  }
  if (more) await enqueueOrderImport(knex, String(channel.account_id), String(channel.id), undefined, `the next page of the import of channel ${channel.name}`);
  await knex('sales_channels').where({ account_id: channel.account_id, id: channel.id }).update({
    last_order_sync_at: knex.fn.now(),
    next_order_sync_at: knex.raw(`now() + make_interval(mins => ?)`, [Number(channel.order_sync_minutes ?? 5)]),
    ...(problems.length ? {} : { last_error: null, last_error_at: null, last_error_source: null }),
  });
  if (problems.length) await noteChannelError(knex, channel, problems.join('; '));
  return { ...counts, pages, more, problems, ...(returns ? { returns_created: returns.created } : {}) };
}

/** Every minute: an order import for each CONNECTED channel that imports orders and is due. */
const scheduleOrderImports = (job: JobContext) => queueDueChannels(job, {
  where: { import_orders: true }, types: registeredAdapterTypes(), nextColumn: 'next_order_sync_at',
  next: 'now() + make_interval(mins => order_sync_minutes)',
  enqueue: (trx, accountId, channelId) => enqueueOrderImport(trx, accountId, channelId, undefined, 'its scheduled order sync'),
});

registerJobHandler('channel.import-orders', importOrders);
registerRecurringJob('channel.schedule-order-imports', 60, scheduleOrderImports);
