/**
 * Posting the account's books to Xero (issue 21, item 4). One run (`syncXero`) posts everything due:
 *
 *   sales orders (paid or further)      → ACCREC invoices, with the payment (into the marketplace clearing account
 *                                         for marketplace orders when one is set, else the bank); EU VAT owed under
 *                                         IOSS or OSS on its own line to the mapped EU VAT account
 *   returns refunded with an amount     → ACCRECCREDIT credit notes, with the refund paid out
 *   settlements matched or posted       → a bank transaction (RECEIVE, or SPEND when the payout is negative) in the
 *                                         settlement's currency at the payout's rate: sales, refunds and
 *                                         adjustments against the clearing account, each kind of fee as its own line
 *   purchase orders received/completed  → ACCPAY bills, a foreign-currency one at the dated rate of the day it was
 *                                         received (its tax point)
 *
 * Idempotent at three levels: a record already POSTED is never sent again; each post carries Xero's
 * Idempotency-Key (the record, the kind and a hash of what is sent), so a post retried after a lost answer gives
 * back the first answer; and before an invoice or credit note is first posted it is looked up by its number. A 429
 * waits for Retry-After (up to a minute, then the job is queued again after it); Xero's validation refusals land on
 * the record (`xero_status` FAILED, `xero_error` in Xero's words) and in the job's output, and the next run tries
 * again (after the merchant fixed the mapping, say).
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { isChannelError, ChannelError } from '../../channels/errors.ts';
import type { SecretBox } from '../../crypto/secrets.ts';
import type { Row } from '../../crud/repository.ts';
import { TOKENS_CONTEXT, xeroContext, type AccountingAdapter, type AccountingContext, type Posting } from '../../accounting/index.ts';
import { dateText, orderShipping } from '../shared/commerce.ts';
import { rateOn } from '../finance/exchange/rate-on.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Xero amounts are decimals with two places; Sellyard's are minor units. */
const decimal = (minor: number) => Math.round(minor) / 100;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
/** A 429 asking for longer than this re-queues the job instead of holding a worker. */
export const LONGEST_WAIT_MS = 60_000;

/** Thrown to say: come back after this long (Xero's Retry-After was longer than a worker should wait). */
export class XeroBusy extends Error {
  constructor(readonly retryAfterMs: number) { super(`Xero asked to wait ${Math.ceil(retryAfterMs / 1000)} s`); }
}

export interface SyncOutcome { posted: Record<string, number>; failed: Array<{ record: string; message: string }>; waited_ms: number; skipped?: string }

/**
 * What each record posted to Xero becomes there, when it is due (its statuses), which switch of the Xero settings
 * turns it on, and where Xero shows it (Xero's deep links, https://developer.xero.com/documentation/guides/how-to-guides/deep-link-xero).
 * The one table the sync and the record's Xero status (record-status.ts) both read.
 */
export const XERO_DOCUMENTS = {
  'sales-order': { table: 'sales_orders', document: 'sales invoice', due: ['PAID', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'PARTIALLY_RETURNED', 'RETURNED'], dueWords: 'once it is paid', setting: 'sync_invoices', link: 'AccountsReceivable/View.aspx?InvoiceID=' },
  return: { table: 'returns', document: 'credit note', due: ['REFUNDED'], dueWords: 'once it is refunded with an amount', setting: 'sync_invoices', link: 'AccountsReceivable/ViewCreditNote.aspx?creditNoteID=' },
  settlement: { table: 'settlements', document: 'bank transaction', due: ['MATCHED', 'POSTED'], dueWords: 'once it is matched', setting: 'sync_settlements', link: 'Bank/ViewTransaction.aspx?bankTransactionID=' },
  'purchase-order': { table: 'purchase_orders', document: 'bill', due: ['RECEIVED', 'COMPLETED'], dueWords: 'once it is received', setting: 'sync_bills', link: 'AccountsPayable/View.aspx?InvoiceID=' },
} as const;
export type XeroDocumentEntity = keyof typeof XERO_DOCUMENTS;

/**
 * Treatments under which the seller owes another country's VAT through an EU return (IOSS: Article 369l of the VAT
 * Directive; OSS: Article 369a, for Northern Ireland's distance sales): the VAT is a liability to that country, so
 * with an EU VAT account mapped it goes there, on its own line, never into the UK output VAT (TaxType NONE).
 */
const EU_SCHEME_VAT = new Set(['IOSS', 'NI_EU_OSS']);
const UK_TREATMENTS_BY_RATE = new Set(['UK_STANDARD', 'UK_REDUCED', 'UK_ZERO', 'UK_EXEMPT', 'NI_EU_DISTANCE_UK']);
const ZERO_RATED = new Set(['EXPORT_ZERO', 'NI_EU_B2B_ZERO', 'UK_REVERSE_CHARGE']);

/**
 * The Idempotency-Key of a post: the record, the kind, what is sent and how many times Xero refused the record. A
 * retry of an unanswered post keeps its key (Xero answers the first answer); an attempt after a refusal is a new
 * key, so a refusal Xero remembered for the old key cannot come back after the merchant fixed its cause in Xero.
 */
function key(kind: string, row: Row, body: unknown): string {
  const attempt = Number(row.xero_refusals ?? 0);
  return `sellyard-${kind}-${row.id}${attempt ? `-r${attempt}` : ''}-${createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16)}`;
}

function byRate(rate: number, income: boolean): string {
  if (rate >= 15) return income ? 'OUTPUT2' : 'INPUT2';
  if (rate > 0) return income ? 'RROUTPUT' : 'RRINPUT';
  return income ? 'ZERORATEDOUTPUT' : 'ZERORATEDINPUT';
}

/** The account's Xero settings row (with its internal columns), or undefined. */
export async function xeroSettingsRow(knex: Knex, accountId: string): Promise<Row | undefined> {
  return knex('xero_settings').where('account_id', accountId).first();
}

/** The adapter and a context whose access token is fresh: refreshed (and stored, encrypted) when near its end. */
export async function connected(knex: Knex, settings: Row, secrets: SecretBox | undefined): Promise<{ adapter: AccountingAdapter; ctx: AccountingContext }> {
  const { adapter, ctx } = xeroContext(settings, secrets);
  if (!ctx.tokens || !ctx.tenantId) throw new ChannelError('auth', 'Xero is not connected: connect it in the Xero settings');
  if (Date.parse(ctx.tokens.expires_at) - Date.now() < 60_000) {
    ctx.tokens = await adapter.refresh(ctx);
    await knex('xero_settings').where({ account_id: settings.account_id }).update({ tokens: secrets!.encrypt(ctx.tokens, TOKENS_CONTEXT) });
  }
  return { adapter, ctx };
}

/** Runs one Xero call, waiting out 429s that ask for a minute or less (counted in `waited`). */
async function call<T>(work: () => Promise<T>, waited: { ms: number }): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(isChannelError(error) && error.kind === 'rate_limit')) throw error;
      const wait = error.retryAfterMs ?? 1000;
      if (wait > LONGEST_WAIT_MS || attempt >= 5) throw new XeroBusy(wait);
      waited.ms += wait;
      await sleep(wait);
    }
  }
}

interface Lookups {
  settings: Row;
  base: string;
  taxTypeOfTax: Map<string, string>;
  taxRateOfTax: Map<string, number>;
  channels: Map<string, { name: string; type: string }>;
  trackingOptions: Set<string> | null;
}

function salesTaxType(line: Row, lookups: Lookups): { taxType: string; taxed: boolean } {
  const treatment = line.vat_treatment ? String(line.vat_treatment) : null;
  if (treatment && ZERO_RATED.has(treatment)) return { taxType: 'ZERORATEDOUTPUT', taxed: true };
  if (treatment && !UK_TREATMENTS_BY_RATE.has(treatment)) return { taxType: 'NONE', taxed: false };
  const mapped = line.tax_id ? lookups.taxTypeOfTax.get(String(line.tax_id)) : undefined;
  return { taxType: mapped ?? byRate(Number(line.tax_rate ?? 0), true), taxed: true };
}

function tracking(order: Row, lookups: Lookups): Array<{ Name: string; Option: string }> | undefined {
  const category = lookups.settings.tracking_category ? String(lookups.settings.tracking_category) : null;
  const channel = order.sales_channel_id ? lookups.channels.get(String(order.sales_channel_id)) : undefined;
  if (!category || !channel || !lookups.trackingOptions?.has(channel.name)) return undefined;
  return [{ Name: category, Option: channel.name }];
}

const currencyFields = (currency: string, rate: unknown, base: string) =>
  currency !== base && Number(rate) > 0 ? { CurrencyCode: currency, CurrencyRate: round6(1 / Number(rate)) } : { CurrencyCode: currency };

async function invoiceBody(knex: Knex, order: Row, lookups: Lookups): Promise<Row> {
  const lines: Row[] = await knex('sales_order_lines').where({ account_id: order.account_id, sales_order_id: order.id }).orderBy('position');
  const sales = String(lookups.settings.sales_account_code);
  const track = tracking(order, lookups);
  const euAccount = lookups.settings.eu_vat_account_code ? String(lookups.settings.eu_vat_account_code) : null;
  // EU VAT owed through an IOSS or OSS return, summed by what the order says it is ("IOSS: French VAT 20 %").
  const euVat = new Map<string, number>();
  const owesEuVat = (treatment: unknown, tax: number) => !!euAccount && EU_SCHEME_VAT.has(String(treatment)) && tax !== 0;
  const items = lines.map((line) => {
    const { taxType, taxed } = salesTaxType(line, lookups);
    const eu = owesEuVat(line.vat_treatment, Number(line.tax));
    if (eu) euVat.set(String(line.vat_reason ?? line.vat_treatment), (euVat.get(String(line.vat_reason ?? line.vat_treatment)) ?? 0) + Number(line.tax));
    // Not UK VAT (IOSS, OSS, marketplace-collected, outside the scope): the whole line is income without UK VAT —
    // unless it is EU VAT the seller owes and an account is mapped for it (its own line below).
    const net = taxed || eu ? Number(line.net) : Number(line.net) + Number(line.tax);
    return {
      Description: [line.sku, line.description].filter(Boolean).join(' — ') || 'Item', Quantity: Number(line.quantity),
      UnitAmount: Math.round((net / Number(line.quantity)) * 100) / 10_000, LineAmount: decimal(net), TaxAmount: taxed ? decimal(Number(line.tax)) : 0,
      AccountCode: sales, TaxType: taxType, ...(track ? { Tracking: track } : {}),
    };
  });
  const shipping = await orderShipping(knex, order, lines);
  if (shipping.gross !== 0) {
    const treatment = order.shipping_vat_treatment ? String(order.shipping_vat_treatment) : null;
    const { taxType, taxed } = salesTaxType({ vat_treatment: treatment, tax_id: order.shipping_tax_id, tax_rate: shipping.rate }, lookups);
    const eu = owesEuVat(treatment, shipping.tax);
    if (eu) euVat.set(String(order.shipping_vat_reason ?? treatment), (euVat.get(String(order.shipping_vat_reason ?? treatment)) ?? 0) + shipping.tax);
    const net = taxed || eu ? shipping.gross - shipping.tax : shipping.gross;
    items.push({
      Description: 'Shipping', Quantity: 1, UnitAmount: decimal(net), LineAmount: decimal(net), TaxAmount: taxed ? decimal(shipping.tax) : 0,
      AccountCode: String(lookups.settings.shipping_account_code ?? sales), TaxType: taxType, ...(track ? { Tracking: track } : {}),
    });
  }
  for (const [what, tax] of euVat) {
    items.push({ Description: `${what} (owed through the EU return)`, Quantity: 1, UnitAmount: decimal(tax), LineAmount: decimal(tax), TaxAmount: 0, AccountCode: euAccount!, TaxType: 'NONE', ...(track ? { Tracking: track } : {}) });
  }
  const date = dateText(order.order_date)!;
  return {
    Type: 'ACCREC', Contact: { Name: String(order.customer_name ?? '').trim() || 'Customer' }, Date: date, DueDate: date,
    InvoiceNumber: String(order.number), Reference: String(order.channel_order_ref ?? order.number), Status: 'AUTHORISED', LineAmountTypes: 'Exclusive',
    ...currencyFields(String(order.currency), order.exchange_rate, lookups.base), LineItems: items,
  };
}

/**
 * A refunded return as a credit note: one VAT-inclusive line of the refund at its order's tax type. When the order's
 * VAT was EU VAT owed through an IOSS or OSS return and an account is mapped for it, the refund gives that VAT back
 * on its own line to the same account, as the invoice posted it (invoiceBody): the order's EU VAT share of its total,
 * applied to the refund (a whole refund returns exactly the invoice's EU VAT line; a part refund its share).
 */
async function creditNoteBody(knex: Knex, ret: Row, lookups: Lookups): Promise<Row> {
  const { settings } = lookups;
  const lines: Row[] = await knex('sales_order_lines').where({ account_id: ret.account_id, sales_order_id: ret.order_id }).orderBy('position');
  const { taxType } = salesTaxType(lines[0] ?? {}, lookups);
  const refund = Number(ret.refund_amount);
  const account = String(settings.refunds_account_code ?? settings.sales_account_code);
  const what = `Refund for order ${ret.order_number} (return ${ret.rma_number})`;
  const euAccount = settings.eu_vat_account_code ? String(settings.eu_vat_account_code) : null;
  let euVat = 0;
  let euReason: string | null = null;
  if (euAccount) {
    const order: Row | undefined = await knex('sales_orders').where({ account_id: ret.account_id, id: ret.order_id }).first();
    let owed = 0;
    for (const line of lines) {
      if (!EU_SCHEME_VAT.has(String(line.vat_treatment))) continue;
      owed += Number(line.tax);
      euReason ??= String(line.vat_reason ?? line.vat_treatment);
    }
    if (order && EU_SCHEME_VAT.has(String(order.shipping_vat_treatment))) owed += (await orderShipping(knex, order, lines)).tax;
    const total = Number(order?.total ?? 0);
    if (owed && total > 0) euVat = Math.round((refund * owed) / total);
  }
  const items: Row[] = euVat
    ? [
      { Description: what, Quantity: 1, UnitAmount: decimal(refund - euVat), LineAmount: decimal(refund - euVat), AccountCode: account, TaxType: 'NONE' },
      { Description: `${euReason} (given back through the EU return)`, Quantity: 1, UnitAmount: decimal(euVat), LineAmount: decimal(euVat), AccountCode: euAccount!, TaxType: 'NONE' },
    ]
    : [{ Description: what, Quantity: 1, UnitAmount: decimal(refund), LineAmount: decimal(refund), AccountCode: account, TaxType: taxType }];
  const date = dateText(ret.refunded_at)!;
  return {
    Type: 'ACCRECCREDIT', Contact: { Name: String(ret.customer_name ?? '').trim() || 'Customer' }, Date: date, CreditNoteNumber: String(ret.rma_number),
    Reference: `Refund for ${ret.order_number}`, Status: 'AUTHORISED', LineAmountTypes: 'Inclusive', ...currencyFields(String(ret.currency), ret.exchange_rate, lookups.base), LineItems: items,
  };
}

/** Where a customer's money lands: the clearing account for marketplace orders when one is set, else the bank. */
function paidInto(order: Row, lookups: Lookups): string {
  const channel = order.sales_channel_id ? lookups.channels.get(String(order.sales_channel_id)) : undefined;
  const marketplace = channel && channel.type !== 'STORE';
  return String(marketplace && lookups.settings.clearing_account_code ? lookups.settings.clearing_account_code : lookups.settings.bank_account_code);
}

async function mark(knex: Knex, table: string, row: Row, values: Row): Promise<void> {
  await knex(table).where({ account_id: row.account_id, id: row.id }).update(values);
}

/**
 * One record: its document (looked up by number first when it has one and was never answered), then its payment.
 * Validation refusals mark it FAILED; anything else (auth, outage, a long 429) is thrown for the job to handle.
 */
async function postOne(knex: Knex, table: string, row: Row, label: string, outcome: SyncOutcome, kind: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
    await mark(knex, table, row, { xero_status: 'POSTED', xero_error: null, xero_posted_at: new Date() });
    outcome.posted[kind] = (outcome.posted[kind] ?? 0) + 1;
  } catch (error) {
    if (!(isChannelError(error) && (error.kind === 'validation' || error.kind === 'permanent'))) throw error;
    const message = error.message.slice(0, 2000);
    await mark(knex, table, row, { xero_status: 'FAILED', xero_error: message, xero_refusals: knex.raw('xero_refusals + 1') });
    outcome.failed.push({ record: label, message });
  }
}

const due = (query: Knex.QueryBuilder, prefix = '') => query.where((q) => q.whereNull(`${prefix}xero_status`).orWhere(`${prefix}xero_status`, 'FAILED'));

/** Posts everything due for one account. `limit` bounds each kind per run (the next run takes the rest). */
export async function syncXero(knex: Knex, accountId: string, secrets: SecretBox | undefined, limit = 200): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { posted: {}, failed: [], waited_ms: 0 };
  const settings = await xeroSettingsRow(knex, accountId);
  if (!settings?.enabled) return { ...outcome, skipped: 'the Xero link is off' };
  const waited = { ms: 0 };
  let adapter: AccountingAdapter, ctx: AccountingContext;
  try {
    ({ adapter, ctx } = await connected(knex, settings, secrets));
  } catch (error) {
    if (isChannelError(error) && error.kind === 'auth') {
      await knex('xero_settings').where('account_id', accountId).update({ connection_status: 'ERROR', last_error: `${error.message}. Connect Xero again in the Xero settings.`.slice(0, 2000) });
      return { ...outcome, skipped: error.message };
    }
    throw error;
  }
  const base = String((await knex('accounts').where('id', accountId).first('currency'))?.currency ?? 'GBP');
  const taxes: Row[] = await knex('sales_taxes').where('account_id', accountId).select('id', 'code', 'rate');
  const mapping = new Map<string, string>(((settings.tax_rate_mapping ?? []) as Row[]).map((m) => [String(m.sales_tax_code), String(m.xero_tax_type)]));
  const channels: Row[] = await knex('sales_channels').where('account_id', accountId).select('id', 'name', 'type');
  let trackingOptions: Set<string> | null = null;
  if (settings.tracking_category) {
    const categories = await call(() => adapter.trackingCategories(ctx), waited);
    const category = categories.find((c) => c.name === settings.tracking_category);
    trackingOptions = category ? new Set(category.options) : null;
  }
  const lookups: Lookups = {
    settings, base,
    taxTypeOfTax: new Map(taxes.filter((t) => t.code && mapping.has(String(t.code))).map((t) => [String(t.id), mapping.get(String(t.code))!])),
    taxRateOfTax: new Map(taxes.map((t) => [String(t.id), Number(t.rate)])),
    channels: new Map(channels.map((c) => [String(c.id), { name: String(c.name), type: String(c.type) }])),
    trackingOptions,
  };
  const post = (body: Row, kindKey: string, row: Row): Posting => ({ idempotencyKey: key(kindKey, row, body), body });

  try {
    if (settings.sync_invoices !== false) {
      const orders: Row[] = await due(knex('sales_orders').where('account_id', accountId).whereIn('status', [...XERO_DOCUMENTS['sales-order'].due]))
        .orderBy('order_date').limit(limit);
      for (const order of orders) {
        await postOne(knex, 'sales_orders', order, String(order.number), outcome, 'invoices', async () => {
          const body = await invoiceBody(knex, order, lookups);
          let document = order.xero_id ? { id: String(order.xero_id), amountDue: Number.NaN } : await call(() => adapter.findDocument(ctx, 'invoice', String(order.number)), waited);
          if (!document) document = await call(() => adapter.postInvoice(ctx, post(body, 'invoice', order)), waited);
          if (!order.xero_id) await mark(knex, 'sales_orders', order, { xero_id: document.id });
          if (Number.isNaN(document.amountDue)) document = (await call(() => adapter.findDocument(ctx, 'invoice', String(order.number)), waited)) ?? document;
          if (order.paid_at && document.amountDue > 0) {
            const payment = { Invoice: { InvoiceID: document.id }, Account: { Code: paidInto(order, lookups) }, Date: dateText(order.paid_at), Amount: document.amountDue, Reference: String(order.channel_order_ref ?? order.number) };
            await call(() => adapter.postPayment(ctx, post(payment, 'invoice-payment', order)), waited);
          }
        });
      }

      const returns: Row[] = await due(knex('returns as r').join('sales_orders as o', function () { this.on('o.account_id', 'r.account_id').andOn('o.id', 'r.order_id'); })
        .where('r.account_id', accountId).whereIn('r.status', [...XERO_DOCUMENTS.return.due]).where('r.refund_amount', '>', 0), 'r.')
        .orderBy('r.refunded_at').limit(limit)
        .select('r.*', 'o.sales_channel_id', 'o.currency as order_currency', 'o.exchange_rate', 'o.number as order_number', 'o.channel_order_ref', 'o.id as order_id');
      for (const ret of returns) {
        await postOne(knex, 'returns', ret, String(ret.rma_number), outcome, 'credit_notes', async () => {
          const body = await creditNoteBody(knex, ret, lookups);
          const date = dateText(ret.refunded_at)!;
          let document = ret.xero_id ? null : await call(() => adapter.findDocument(ctx, 'credit-note', String(ret.rma_number)), waited);
          if (!document && !ret.xero_id) document = await call(() => adapter.postCreditNote(ctx, post(body, 'credit-note', ret)), waited);
          if (!document) document = await call(() => adapter.findDocument(ctx, 'credit-note', String(ret.rma_number)), waited);
          if (!document) throw new ChannelError('permanent', `Xero no longer has credit note ${ret.rma_number}`);
          if (!ret.xero_id) await mark(knex, 'returns', ret, { xero_id: document.id });
          if (document.amountDue > 0) {
            const refund = { CreditNote: { CreditNoteID: document.id }, Account: { Code: paidInto(ret, lookups) }, Date: date, Amount: document.amountDue, Reference: `Refund ${ret.rma_number}` };
            await call(() => adapter.postPayment(ctx, post(refund, 'credit-note-refund', ret)), waited);
          }
        });
      }
    }

    if (settings.sync_settlements !== false) {
      const settlements: Row[] = await due(knex('settlements').where('account_id', accountId).whereIn('status', [...XERO_DOCUMENTS.settlement.due])).orderBy('period_end').limit(limit);
      for (const settlement of settlements) {
        await postOne(knex, 'settlements', settlement, `settlement ${settlement.external_id}`, outcome, 'settlements', async () => {
          const lines: Row[] = await knex('settlement_lines').where({ account_id: accountId, settlement_id: settlement.id });
          const channel = settlement.sales_channel_id ? lookups.channels.get(String(settlement.sales_channel_id)) : undefined;
          const clearing = String(settings.clearing_account_code ?? settings.sales_account_code);
          const sum = (type: string) => lines.filter((l) => l.type === type).reduce((s, l) => s + Number(l.amount), 0);
          const items: Row[] = [];
          const add = (description: string, amount: number, account: string) => { if (amount !== 0) items.push({ Description: description, Quantity: 1, UnitAmount: decimal(amount), LineAmount: decimal(amount), AccountCode: account, TaxType: 'NONE' }); };
          add('Sales paid out', sum('SALE'), clearing);
          add('Refunds to buyers', sum('REFUND'), clearing);
          add('Adjustments', sum('ADJUSTMENT'), clearing);
          for (const fee of (settlement.fees_by_type ?? []) as Row[]) add(String(fee.description), Number(fee.amount), String(settings.fees_account_code ?? settings.sales_account_code));
          const negative = Number(settlement.total) < 0;
          const body = {
            Type: negative ? 'SPEND' : 'RECEIVE', Contact: { Name: channel?.name ?? 'Marketplace' }, BankAccount: { Code: String(settings.bank_account_code) },
            Date: dateText(settlement.deposit_date) ?? dateText(settlement.period_end), Reference: `Payout ${settlement.external_id}`.slice(0, 255), LineAmountTypes: 'NoTax',
            ...currencyFields(String(settlement.currency), settlement.exchange_rate, base),
            LineItems: negative ? items.map((i) => ({ ...i, UnitAmount: -Number(i.UnitAmount), LineAmount: -Number(i.LineAmount) })) : items,
          };
          const made = await call(() => adapter.postBankTransaction(ctx, post(body, 'settlement', settlement)), waited);
          await mark(knex, 'settlements', settlement, { xero_id: made.id });
        });
      }
    }

    if (settings.sync_bills !== false) {
      const orders: Row[] = await due(knex('purchase_orders').where('account_id', accountId).whereIn('status', [...XERO_DOCUMENTS['purchase-order'].due])).orderBy('order_date').limit(limit);
      for (const order of orders) {
        await postOne(knex, 'purchase_orders', order, String(order.number), outcome, 'bills', async () => {
          if (!settings.purchases_account_code) throw new ChannelError('permanent', 'Choose the purchases account in the Xero settings to post bills');
          const lines: Row[] = await knex('purchase_order_lines').where({ account_id: accountId, purchase_order_id: order.id }).orderBy('position');
          const date = dateText(order.received_at) ?? dateText(order.order_date)!;
          // A foreign-currency bill carries the rate of its tax point (the day the goods were received), from the same
          // dated rates the orders use, so Xero's base amounts match Sellyard's instead of Xero's own day rate.
          const currency = String(order.currency ?? base);
          const rate = currency === base ? null : await rateOn(knex, accountId, currency, date, base);
          if (currency !== base && !rate) throw new ChannelError('permanent', `Sellyard has no ${currency} exchange rate for ${date} or before: add one under Exchange rates, then retry`);
          const body = {
            Type: 'ACCPAY', Contact: { Name: String(order.supplier_name) }, Date: date, DueDate: date, InvoiceNumber: String(order.supplier_ref ?? order.number),
            Reference: String(order.number), Status: 'AUTHORISED', LineAmountTypes: 'Exclusive', ...currencyFields(currency, rate?.rate, base),
            LineItems: lines.map((line) => ({
              Description: [line.sku, line.description].filter(Boolean).join(' — ') || 'Item', Quantity: Number(line.qty_ordered),
              UnitAmount: decimal(Number(line.unit_cost)), LineAmount: decimal(Number(line.net)), TaxAmount: decimal(Number(line.tax)),
              AccountCode: String(settings.purchases_account_code), TaxType: byRate(Number(line.tax_rate ?? 0), false),
            })),
          };
          const made = await call(() => adapter.postInvoice(ctx, post(body, 'bill', order)), waited);
          await mark(knex, 'purchase_orders', order, { xero_id: made.id });
        });
      }
    }
  } catch (error) {
    if (isChannelError(error) && error.kind === 'auth') {
      await knex('xero_settings').where('account_id', accountId).update({ connection_status: 'ERROR', last_error: `Xero refused Sellyard's access (${error.message}). Connect Xero again in the Xero settings.`.slice(0, 2000) });
    }
    throw error;
  } finally {
    outcome.waited_ms = waited.ms;
  }
  await knex('xero_settings').where('account_id', accountId).update({
    last_sync_at: new Date(), connection_status: 'CONNECTED',
    last_error: outcome.failed.length ? `${outcome.failed.length} record(s) were refused by Xero; the first: ${outcome.failed[0]!.record}: ${outcome.failed[0]!.message}`.slice(0, 2000) : null,
  });
  return outcome;
}
