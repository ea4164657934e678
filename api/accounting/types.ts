/**
 * The accounting-system adapter: what Sellyard asks of an accounting service (Xero today). One interface per kind
 * of outside service (STYLE 17); one provider folder implements it (api/accounting/xero), and the core never imports
 * a provider. Amounts cross this boundary in the service's own shapes: the caller builds them (api/domain/accounting).
 */
import type { HttpClient } from '../channels/types.ts';

export interface AccountingTokens {
  access_token: string;
  refresh_token: string;
  /** ISO time the access token stops working. */
  expires_at: string;
}

export interface AccountingContext {
  /** The API's base URL (Xero: https://api.xero.com, or the sandbox's). */
  apiUrl: string;
  /** The identity service's base URL (Xero: https://identity.xero.com; its consent page is on login.xero.com). */
  identityUrl: string;
  authorizeUrl: string;
  clientId: string;
  http: HttpClient;
  /** The organisation (Xero tenant) every call is for. */
  tenantId: string | null;
  tokens: AccountingTokens | null;
}

export interface ChartAccount { code: string; name: string; type: string; payments: boolean }
export interface TaxRateOption { taxType: string; name: string; rate: number; income: boolean; expenses: boolean }
export interface TrackingCategoryOption { name: string; options: string[] }

/** A document to post; `idempotencyKey` is sent as the service's idempotency header. */
export interface Posting { idempotencyKey: string; body: Record<string, unknown> }

export interface AccountingAdapter {
  provider: string;
  exchangeCode(ctx: AccountingContext, code: string, redirectUri: string, codeVerifier: string): Promise<AccountingTokens>;
  refresh(ctx: AccountingContext): Promise<AccountingTokens>;
  /** Revokes the refresh token: the service forgets the grant and the connections it made (Disconnect). */
  revoke(ctx: AccountingContext): Promise<void>;
  /** The organisations the user connected (first is used). */
  connections(ctx: AccountingContext): Promise<Array<{ tenantId: string; name: string }>>;
  accounts(ctx: AccountingContext): Promise<ChartAccount[]>;
  taxRates(ctx: AccountingContext): Promise<TaxRateOption[]>;
  trackingCategories(ctx: AccountingContext): Promise<TrackingCategoryOption[]>;
  /** A document already there with this number (looked up before a post that may have gone through unanswered). */
  findDocument(ctx: AccountingContext, kind: 'invoice' | 'credit-note', number: string): Promise<{ id: string; amountDue: number } | null>;
  postInvoice(ctx: AccountingContext, posting: Posting): Promise<{ id: string; amountDue: number }>;
  postCreditNote(ctx: AccountingContext, posting: Posting): Promise<{ id: string; amountDue: number }>;
  postPayment(ctx: AccountingContext, posting: Posting): Promise<{ id: string }>;
  postBankTransaction(ctx: AccountingContext, posting: Posting): Promise<{ id: string }>;
}
