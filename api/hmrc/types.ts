/**
 * The one interface Sellyard's VAT return flows talk to for Making Tax Digital (api/hmrc/mtd-vat.ts implements it
 * for HMRC's VAT (MTD) API 1.0; its sandbox is api/hmrc/sandbox). Amounts cross this interface in HMRC's own units
 * (pounds with two decimals for boxes 1–5, whole pounds for 6–9), converted from Sellyard's pence at the edge.
 *
 * Every method throws a ChannelError (api/channels/errors.ts): `validation` with HMRC's codes in `fields`
 * (PERIOD_KEY_INVALID, DUPLICATE_SUBMISSION, NOT_FINALISED, VRN_INVALID, fraud-prevention header issues…), `auth`
 * when the token is refused (after one refresh), `rate_limit`/`transient` for what may be retried unchanged.
 */
import type { HttpClient } from '../channels/types.ts';

export interface MtdTokens { access_token: string; refresh_token: string; expires_at: string; scope: string }

export interface MtdContext {
  /** HMRC's API host (or this server's sandbox). */
  baseUrl: string;
  http: HttpClient;
  clientId: string;
  clientSecret: string;
  vrn: string;
  tokens: MtdTokens | null;
  /** Called with new tokens after a refresh, to store them (encrypted). */
  onTokens?(tokens: MtdTokens): Promise<void>;
  /** The fraud prevention headers of the request that caused this call (api/hmrc/fraud-headers.ts). */
  fraudHeaders: Record<string, string>;
}

export interface Obligation { periodKey: string; start: string; end: string; due: string; status: 'O' | 'F'; received?: string | null }
export interface Liability { taxPeriod?: { from: string; to: string }; type: string; originalAmount: number; outstandingAmount?: number; due?: string }
export interface Payment { amount: number; received?: string }

/** The nine boxes as HMRC takes them, plus the key of the obligation and the user's declaration. */
export interface VatReturnBody {
  periodKey: string;
  vatDueSales: number; vatDueAcquisitions: number; totalVatDue: number; vatReclaimedCurrPeriod: number; netVatDue: number;
  totalValueSalesExVAT: number; totalValuePurchasesExVAT: number; totalValueGoodsSuppliedExVAT: number; totalAcquisitionsExVAT: number;
  finalised: boolean;
}

/** HMRC's receipt of a submitted return. */
export interface VatReceipt { processingDate: string; formBundleNumber: string; paymentIndicator?: string; chargeRefNumber?: string; receiptId?: string | null }

export interface MtdVatAdapter {
  /** HMRC's production API host. */
  liveBaseUrl(): string;
  /** The consent page URL the merchant is sent to. */
  authorizeUrl(baseUrl: string, clientId: string, redirectUri: string, state: string): string;
  exchangeCode(ctx: Pick<MtdContext, 'http' | 'clientId' | 'clientSecret'>, code: string, redirectUri: string): Promise<MtdTokens>;
  obligations(ctx: MtdContext, query: { from?: string; to?: string; status?: 'O' | 'F' }): Promise<Obligation[]>;
  submitReturn(ctx: MtdContext, body: VatReturnBody): Promise<VatReceipt>;
  liabilities(ctx: MtdContext, query: { from: string; to: string }): Promise<Liability[]>;
  payments(ctx: MtdContext, query: { from: string; to: string }): Promise<Payment[]>;
}
