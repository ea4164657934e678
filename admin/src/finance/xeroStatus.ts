/**
 * What a record's Xero status panel says (GET /api/xero-status/:resource/:id), kept free of React so it is tested
 * as is: "Sent to Xero on 29 Nov 2026, 12:40", "Xero refused it: …", "Waiting to be sent", "Not due yet".
 */
import type { XeroRecordStatus } from '../../../checks/contracts/xero-record-status.ts';

export type { XeroRecordState, XeroRecordStatus } from '../../../checks/contracts/xero-record-status.ts';

/** The panel's headline, in the merchant's words. `when` formats the posting time in the account's style. */
export function xeroHeadline(status: XeroRecordStatus, when: (iso: string) => string): string {
  switch (status.state) {
    case 'SENT': return status.posted_at ? `Sent to Xero on ${when(status.posted_at)}` : 'Sent to Xero';
    case 'REFUSED': return 'Xero refused it';
    case 'WAITING': return 'Waiting to be sent';
    default: return 'Not due yet';
  }
}

/** The line under the headline: what the record is in Xero, Xero's reason, or what it waits for. */
export function xeroDetail(status: XeroRecordStatus): string {
  // The number Xero shows, never Xero's internal id (the link carries that).
  if (status.state === 'SENT') return `As ${status.document} ${status.xero_number ?? ''}`.trimEnd() + ' in Xero.';
  return status.reason ?? '';
}

/** Whether a retry asked at `askedAt` has an answer: the record is no longer refused (sent, or refused again later). */
export function retrySettled(before: XeroRecordStatus, now: XeroRecordStatus | undefined): boolean {
  return !!now && (now.state !== 'REFUSED' || now.reason !== before.reason);
}

/** Which API resource answers a record's Xero status, by entity name (the entities the sync posts). */
export const XERO_STATUS_RESOURCE: Record<string, string> = {
  'sales-order': 'sales-orders',
  return: 'returns',
  settlement: 'settlements',
  'purchase-order': 'purchase-orders',
};
