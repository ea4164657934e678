/** The accounting adapters' public face (Xero). */
export type { AccountingAdapter, AccountingContext, AccountingTokens, ChartAccount, TaxRateOption, TrackingCategoryOption, Posting } from './types.ts';
export { xeroContext, xeroHosts, readTokens, TOKENS_CONTEXT } from './context.ts';
export { createXeroSandbox, type XeroSandbox } from './sandbox/xero.ts';
