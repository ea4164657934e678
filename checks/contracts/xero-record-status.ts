/**
 * What `GET /api/xero-status/:resource/:id` answers (api/domain/accounting/record-status.ts), read by the record's
 * Xero panel (admin/src/finance/XeroStatusPanel.tsx): one shape for both sides.
 */
export type XeroRecordState = 'SENT' | 'REFUSED' | 'WAITING' | 'NOT_DUE';

export interface XeroRecordStatus {
  state: XeroRecordState;
  /** What the record becomes in Xero: "sales invoice", "credit note", "bank transaction", "bill". */
  document: string;
  posted_at: string | null;
  /** Xero's id of the document (InvoiceID, CreditNoteID, BankTransactionID) once sent. */
  xero_reference: string | null;
  /** What the document is called in Xero, to find it there: the invoice or credit note number, the bill's supplier
   * reference, the bank transaction's reference ("Payout …"). */
  xero_number: string | null;
  /** Opens the document in Xero; only for a live link (the sandbox has no screens). */
  xero_url: string | null;
  /** REFUSED: Xero's words. WAITING / NOT_DUE: what it waits for. */
  reason: string | null;
  /** Whether the caller may ask for a retry now (a refused record, a connected link, the right to sync). */
  may_retry: boolean;
  /** Whether the account uses Xero at all (connected, or the link on, or this record was sent): screens hide the status otherwise. */
  in_use: boolean;
}
