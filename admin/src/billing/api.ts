/** The billing endpoints (contract: checks/contracts/billing.ts), through the data layer's `apiFetch`. */
import type { BillingSummary, PaymentProcessorInfo } from '../../../checks/contracts/billing.ts';
import { apiFetch } from '../data/dataProvider.ts';

export type { BillingCard, BillingInvoice, BillingSummary, BillingTotals, PaymentProcessorInfo } from '../../../checks/contracts/billing.ts';

const json = { headers: { Accept: 'application/json' } };

export async function fetchBillingSummary(): Promise<BillingSummary> {
  return (await apiFetch('/api/billing/summary', json)).json();
}

export async function fetchPaymentProcessor(): Promise<PaymentProcessorInfo> {
  return (await apiFetch('/api/billing/payment-processor', json)).json();
}
