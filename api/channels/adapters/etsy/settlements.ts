/**
 * Etsy payouts, from Etsy Payments' payment account ledger (Open API v3; scope transactions_r):
 *
 *   getShopPaymentAccountLedgerEntries  GET /v3/application/shops/{shop_id}/payment-account/ledger-entries
 *                                       ?min_created&max_created&limit&offset: every credit and debit of the shop's
 *                                       Etsy Payments balance, with a `sequence_number`
 *   getPayments                         GET /v3/application/shops/{shop_id}/payments?payment_ids: the receipt
 *                                       (order) each payment belongs to
 *
 * Etsy has no payout object: a disbursement entry (ledger_type DISBURSE…, "Disbursement") sends the balance to
 * the bank, so a payout is the run of entries after one disbursement up to the next, and its total what that
 * disbursement sent. Entries referring to a payment are that receipt's: the gross payment a sale, a gross refund a
 * refund, their fees fees (or, given back, adjustments); entries referring to a receipt (transaction fees) are its
 * fees too; the rest (listing fees, Etsy Ads, shipping labels bought on Etsy…) are fees or adjustments by their
 * sign. Etsy's reference does not list the ledger_type values: these are recognised by the words in them, and
 * anything else still lands, signed, so a payout's lines always add up to what was disbursed.
 *
 * Cursor: `<created time of the last disbursement read>|<its sequence number>`. On the first fetch (the last 90
 * days) the run before the first disbursement is taken only when it starts from an empty balance (it may have
 * begun before the window); after that every run starts at a disbursement already read.
 */
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, Page, SettlementLinePayload, SettlementPayload } from '../../types.ts';
import { periodOf, settlementLine } from '../../settlement-lines.ts';
import { call, shopIdOf } from './index.ts';

const PAGE_SIZE = 100;
const MAX_PAGES = 50;
const FIRST_FETCH_DAYS = 90;
/** The ledger is read in windows from the cursor: this long at first, doubled until one holds a disbursement. */
const WINDOW_DAYS = 14;
const PAYMENTS_PER_CALL = 100;

interface Entry {
  entry_id: number; sequence_number: number; amount: number; currency: string; balance: number; description?: string;
  created_timestamp: number; ledger_type?: string; reference_type?: string; reference_id?: string | null;
}

const isDisbursement = (e: Entry) => /^disburse/i.test(e.ledger_type ?? '') || /disburse/i.test(e.description ?? '');
const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

async function entriesBetween(ctx: AdapterContext, shopId: string, from: number, to: number): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 0; ; page += 1) {
    if (page >= MAX_PAGES) throw new ChannelError('permanent', `Etsy's ledger holds more than ${MAX_PAGES * PAGE_SIZE} entries between ${isoOf(from)} and ${isoOf(to)} without a disbursement Sellyard can stop at`);
    const body = await call(ctx, { method: 'GET', url: `/v3/application/shops/${shopId}/payment-account/ledger-entries`, query: { min_created: from, max_created: to, limit: PAGE_SIZE, offset: page * PAGE_SIZE } });
    const results = (body?.results ?? []) as Entry[];
    entries.push(...results);
    if (!results.length || entries.length >= Number(body?.count ?? 0)) break;
  }
  return entries.sort((a, b) => a.sequence_number - b.sequence_number);
}

/** Receipt id by payment id, for the payments the entries refer to. */
async function receiptsOf(ctx: AdapterContext, shopId: string, entries: Entry[]): Promise<Map<string, string>> {
  const ids = [...new Set(entries.filter((e) => e.reference_type === 'payment' && e.reference_id).map((e) => String(e.reference_id)))];
  const receipts = new Map<string, string>();
  for (let i = 0; i < ids.length; i += PAYMENTS_PER_CALL) {
    const body = await call(ctx, { method: 'GET', url: `/v3/application/shops/${shopId}/payments`, query: { payment_ids: ids.slice(i, i + PAYMENTS_PER_CALL).join(',') } });
    for (const payment of (body?.results ?? []) as Array<{ payment_id: number; receipt_id: number }>) receipts.set(String(payment.payment_id), String(payment.receipt_id));
  }
  return receipts;
}

/** One ledger entry as a settlement line (see the file's comment). */
export function entryLine(entry: Entry, receipts: Map<string, string>): SettlementLinePayload {
  const type = (entry.ledger_type ?? '').toUpperCase();
  const orderRef = entry.reference_type === 'payment' ? receipts.get(String(entry.reference_id)) ?? null : entry.reference_type === 'receipt' ? String(entry.reference_id ?? '') || null : null;
  const what = `Etsy ${(entry.description || entry.ledger_type || 'entry').toLowerCase()}${orderRef ? ` ${orderRef}` : ''}`;
  const extra = { orderRef, postedAt: isoOf(entry.created_timestamp) };
  if (entry.reference_type === 'payment' && /GROSS|^PAYMENT$/.test(type) && !/REFUND/.test(type)) return settlementLine('SALE', entry.amount, what, extra);
  if (/REFUND/.test(type) && /GROSS|^REFUND$/.test(type)) return settlementLine('REFUND', entry.amount, what, extra);
  if (/SHIPPING_LABEL|POSTAGE/.test(type)) return settlementLine('SHIPPING_LABEL', entry.amount, what, extra);
  return settlementLine(entry.amount < 0 ? 'FEE' : 'ADJUSTMENT', entry.amount, what, extra);
}

function readCursor(cursor: string | null): { since: number; afterSequence: number; first: boolean } {
  const [since, sequence] = (cursor ?? '').split('|');
  const start = Number(since) || Math.floor(Date.now() / 1000) - FIRST_FETCH_DAYS * 86_400;
  return { since: start, afterSequence: Number(sequence) || 0, first: !cursor };
}

export async function fetchEtsySettlements(ctx: AdapterContext, cursor: string | null): Promise<Page<SettlementPayload>> {
  const shopId = await shopIdOf(ctx);
  const { since, afterSequence, first } = readCursor(cursor);
  const now = Math.floor(Date.now() / 1000);
  // The window grows until it holds a disbursement (or reaches now): a payout's entries are read whole.
  let until = Math.min(now, since + WINDOW_DAYS * 86_400);
  let entries = await entriesBetween(ctx, shopId, since, until);
  while (until < now && !entries.some((e) => e.sequence_number > afterSequence && isDisbursement(e))) {
    until = Math.min(now, since + (until - since) * 2);
    entries = await entriesBetween(ctx, shopId, since, until);
  }
  const runs: Array<{ entries: Entry[]; disbursement: Entry }> = [];
  let run: Entry[] = [];
  for (const entry of entries.filter((e) => e.sequence_number > afterSequence)) {
    if (isDisbursement(entry)) {
      runs.push({ entries: run, disbursement: entry });
      run = [];
    } else run.push(entry);
  }
  // First fetch: a run is whole only when it starts from an empty balance (or another disbursement).
  if (first && runs[0] && runs[0].entries[0] && runs[0].entries[0].balance - runs[0].entries[0].amount !== 0) runs.shift();
  const receipts = await receiptsOf(ctx, shopId, runs.flatMap((r) => r.entries));
  const items = runs.filter((r) => r.entries.length).map(({ entries: held, disbursement }): SettlementPayload => ({
    payoutId: String(disbursement.entry_id),
    ...periodOf(held.map((e) => isoOf(e.created_timestamp)), isoOf(disbursement.created_timestamp)),
    depositDate: isoOf(disbursement.created_timestamp).slice(0, 10),
    currency: disbursement.currency,
    reportedTotal: -disbursement.amount,
    lines: held.map((e) => entryLine(e, receipts)).filter((line) => line.amount !== 0),
  }));
  const last = runs.at(-1)?.disbursement;
  return {
    items,
    cursor: last ? `${last.created_timestamp}|${last.sequence_number}` : first ? null : `${since}|${afterSequence}`,
    more: Boolean(last) && until < now,
  };
}
