/**
 * What the billing endpoints answer (api/domain/finance/billing-routes.ts) and the Billing and Payment Card Details
 * screens read. Types only, shared so both sides change together.
 */
import type { CardBrand } from '../cards.ts';

/** One currency's figures: invoices are billed in one currency each, and amounts are never summed across them. */
export interface BillingTotals {
  currency: string;
  /** Sum of OPEN invoices' totals, minor units. */
  balance_due: number;
  open_count: number;
  /** The part of the balance whose due date has passed. */
  overdue: number;
  overdue_count: number;
  /** Paid in the last 12 months, minor units. */
  paid_last_12_months: number;
}

export interface BillingInvoice {
  id: string;
  number: string;
  period_start: string;
  period_end: string;
  issue_date: string | null;
  due_date: string | null;
  total: number;
  currency: string;
  status: 'DRAFT' | 'OPEN' | 'PAID' | 'VOID';
}

export interface BillingCard {
  id: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string | null;
  expired: boolean;
}

/** `GET /api/billing/summary`. */
export interface BillingSummary {
  /** Per currency, the currency of the most recent invoice first. */
  totals: BillingTotals[];
  /** The earliest due OPEN invoice, if any. */
  next_due: BillingInvoice | null;
  /**
   * When the next invoice is expected: the day after the current draft's period ends, or, with no draft, the day
   * after the last billed period when that is still ahead. Null when the invoices say nothing about it.
   */
  next_invoice_date: string | null;
  /** The newest invoices (by period end), at most 10. */
  recent: BillingInvoice[];
  invoice_count: number;
  /** The default card, when the caller may read cards (`cards_visible`); null when there is none. */
  default_card: BillingCard | null;
  cards_visible: boolean;
}

/** `GET /api/billing/payment-processor`: how the admin may tokenize a new card, if at all. */
export interface PaymentProcessorInfo {
  /** `demo`: the browser's local demo tokenizer (development only). Null: cards cannot be added. */
  processor: 'demo' | null;
  production: boolean;
  /** Why cards cannot be added, when `processor` is null. */
  reason?: string;
}

/** The prefix of tokens the demo tokenizer makes; the API refuses them in production. */
export const DEMO_TOKEN_PREFIX = 'tok_demo_';
