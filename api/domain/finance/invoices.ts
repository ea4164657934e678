/**
 * Platform invoice terms, read by the invoice hooks (entities/invoice/hooks.ts).
 */

/** Days a merchant has to pay an invoice when it names no due date. */
export const PAYMENT_TERMS_DAYS = 14;
