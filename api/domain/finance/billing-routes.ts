/**
 * The merchant's bill from the platform (contract: checks/contracts/billing.ts):
 *   GET /api/billing/summary            balance due (sum of OPEN invoices) and overdue part per currency, paid in the
 *                                       last 12 months, the next due invoice, the expected next invoice date, the
 *                                       newest invoices, and the default payment card when the caller may see cards
 *   GET /api/billing/payment-processor  how the admin may tokenize a new card: the local demo tokenizer outside
 *                                       production; none in production, where no processor integration exists yet
 * Every figure is computed in SQL over the acting account's invoices, within the caller's read scope of the
 * `invoices` (and `payment-cards`) resource, so the summary never shows what the lists would not.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import { cardExpired, type CardBrand } from '../../../checks/cards.ts';
import type { BillingCard, BillingInvoice, BillingSummary, BillingTotals, PaymentProcessorInfo } from '../../../checks/contracts/billing.ts';
import type { Actor } from '../../crud/actor.ts';
import type { Row } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail } from '../../http/errors.ts';
import { addDays, dateText, today } from '../shared/commerce.ts';
import type { RouteDoc } from '../../http/route-docs.ts';

const RECENT_INVOICES = 10;
const INVOICE_COLUMNS = ['id', 'number', 'period_start', 'period_end', 'issue_date', 'due_date', 'total', 'currency', 'status'];

/** Whether the server runs in production, read once at start-up (NODE_ENV does not change while it runs). */
export const STARTED_IN_PRODUCTION = process.env.NODE_ENV === 'production';

/** What the admin's card form may use to turn a card into a token (see PaymentProcessorInfo). */
export function paymentProcessorInfo(production = STARTED_IN_PRODUCTION): PaymentProcessorInfo {
  if (!production) return { processor: 'demo', production: false };
  return {
    processor: null,
    production: true,
    reason: 'No payment processor is configured on this server, so cards cannot be added here: Sellyard never takes card numbers itself (PCI DSS). Existing cards still work; ask the platform operator to connect a payment processor.',
  };
}

function invoiceOf(row: Row): BillingInvoice {
  return {
    id: String(row.id),
    number: String(row.number),
    period_start: dateText(row.period_start)!,
    period_end: dateText(row.period_end)!,
    issue_date: dateText(row.issue_date),
    due_date: dateText(row.due_date),
    total: Number(row.total),
    currency: String(row.currency),
    status: row.status as BillingInvoice['status'],
  };
}

/**
 * The next invoice is issued when the current draft's period ends; with no draft, after the last billed period if
 * that is still running. Older history says nothing certain about the next bill, so then there is no date.
 */
export function nextInvoiceDate(draftEnd: string | null, lastEnd: string | null, now = today()): string | null {
  if (draftEnd) return addDays(draftEnd, 1);
  if (lastEnd && addDays(lastEnd, 1) > now) return addDays(lastEnd, 1);
  return null;
}

export const billingDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/billing/summary', tag: 'Invoice', summary: "The account's bill from the platform",
    description: 'Per currency: balance due (OPEN invoices), overdue part, paid in the last 12 months; the next due date, recent invoices and the default card (when the caller may read cards).',
    responses: { 200: { description: '`{ totals[], next_due, next_invoice_date, recent[], invoice_count, default_card, cards_visible }`', schema: { type: 'object' } } },
  },
  {
    method: 'get', path: '/api/billing/payment-processor', tag: 'PaymentCard', summary: 'Which card tokenizer the admin may use',
    description: '`demo` outside production (a local tokenizer: the card number never leaves the browser); `null` with the reason in production until a processor is configured.',
    responses: { 200: { description: '`{ processor, production, reason? }`', schema: { type: 'object' } } },
  },
];

export function billingRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  const invoices = model.entities.find((e) => e.name === 'invoice')!;
  const cards = model.entities.find((e) => e.name === 'payment-card')!;

  /** The acting account's rows of `entity` the actor may read. */
  const readable = (actor: Actor, entity: typeof invoices) => {
    const scope = service.scope(actor, 'read', entity);
    const query = knex(entity.table).where(`${entity.table}.account_id`, actor.accountId);
    if (scope.where === 'none') query.whereRaw('false');
    else if (scope.where !== 'all') query.whereRaw(scope.where.sql, scope.where.bindings as Knex.RawBinding[]);
    return query;
  };

  router.get('/api/billing/summary', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!actor.ability.can('read', invoices.resource!)) fail('forbidden', `Your role may not read ${invoices.resource}.`, [], { action: 'read', resource: invoices.resource });
    const now = today();
    const yearAgo = new Date(Date.now() - 365 * 86_400_000);
    const [totals, [dates], recent, [nextDue], cardRow] = await Promise.all([
      readable(actor, invoices).groupBy('currency').orderByRaw('max(period_end) desc, currency').select(
        'currency',
        knex.raw(`coalesce(sum(total) filter (where status = 'OPEN'), 0)::bigint as balance_due`),
        knex.raw(`count(*) filter (where status = 'OPEN')::int as open_count`),
        knex.raw(`coalesce(sum(total) filter (where status = 'OPEN' and due_date < ?), 0)::bigint as overdue`, [now]),
        knex.raw(`count(*) filter (where status = 'OPEN' and due_date < ?)::int as overdue_count`, [now]),
        knex.raw(`coalesce(sum(total) filter (where status = 'PAID' and paid_at >= ?), 0)::bigint as paid_last_12_months`, [yearAgo]),
      ),
      readable(actor, invoices).select(
        knex.raw(`max(period_end) filter (where status = 'DRAFT') as draft_end`),
        knex.raw(`max(period_end) filter (where status <> 'VOID') as last_end`),
        knex.raw('count(*)::int as n'),
      ),
      readable(actor, invoices).orderBy([{ column: 'period_end', order: 'desc' }, { column: 'number', order: 'desc' }]).limit(RECENT_INVOICES).select(INVOICE_COLUMNS),
      readable(actor, invoices).where('status', 'OPEN').orderByRaw('due_date asc nulls last, number asc').limit(1).select(INVOICE_COLUMNS),
      actor.ability.can('read', cards.resource!)
        ? readable(actor, cards).where('is_default', true).first('id', 'brand', 'last4', 'exp_month', 'exp_year', 'holder_name')
        : Promise.resolve(undefined),
    ]);
    const card: BillingCard | null = cardRow
      ? {
        id: String(cardRow.id), brand: cardRow.brand as CardBrand, last4: String(cardRow.last4), exp_month: Number(cardRow.exp_month),
        exp_year: Number(cardRow.exp_year), holder_name: cardRow.holder_name ?? null, expired: cardExpired(Number(cardRow.exp_month), Number(cardRow.exp_year)),
      }
      : null;
    const summary: BillingSummary = {
      totals: totals.map((t: Row): BillingTotals => ({
        currency: String(t.currency), balance_due: Number(t.balance_due), open_count: Number(t.open_count),
        overdue: Number(t.overdue), overdue_count: Number(t.overdue_count), paid_last_12_months: Number(t.paid_last_12_months),
      })),
      next_due: nextDue ? invoiceOf(nextDue) : null,
      next_invoice_date: nextInvoiceDate(dateText(dates?.draft_end), dateText(dates?.last_end), now),
      recent: recent.map(invoiceOf),
      invoice_count: Number(dates?.n ?? 0),
      default_card: card,
      cards_visible: actor.ability.can('read', cards.resource!),
    };
    ctx.body = summary;
  });

  router.get('/api/billing/payment-processor', (ctx) => {
    ctx.body = paymentProcessorInfo();
  });
}
