/**
 * Settlement terms, read by the settlement hooks (entities/settlement/hooks.ts) and kept here with the finance area.
 */

export const NEEDS_ORDER = ['SALE', 'REFUND'];
