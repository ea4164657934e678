/**
 * eBay's Sell Finances API in the sandbox: getPayouts and getTransactions, in eBay's shapes (Amount as {value,
 * currency}, `bookingEntry` CREDIT/DEBIT, a SALE's fees per line item in `marketplaceFees`), over the payouts the
 * sandbox makes (payouts.ts). eBay's fees here: a final value fee of 12.8 % of the order's total plus £0.30 an
 * order; a refund gives back 12.8 % of what it refunds. Like eBay, it refuses a call without a valid digital
 * signature (x-ebay-signature-key, Signature-Input, Signature: RFC 9421 over the key header, method, path and
 * host, Ed25519), verified with the public key the sandbox's "JWE" carries (adapters/ebay/signature.ts).
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxMarketplace } from '../marketplace.ts';
import { payoutsOf, percentOf, setPayoutPolicy, type SandboxPayout, type SandboxPayoutLine } from '../payouts.ts';
import { registerSandboxModule } from '../registry.ts';
import { ebayError, seller } from './ebay.ts';

type Json = Record<string, any>;
const FEE_PERCENT = 12.8;
const FEE_PER_ORDER = 30;
const COMPONENTS = '"x-ebay-signature-key" "@method" "@path" "@authority"';

const amount = (minor: number, currency: string) => ({ value: (Math.abs(minor) / 100).toFixed(2), currency });

/** What is wrong with the call's digital signature, or null when it verifies. */
export function signatureProblem(ctx: Context): string | null {
  const jwe = ctx.get('x-ebay-signature-key');
  const input = /^sig1=\(([^)]*)\);created=(\d+)$/.exec(ctx.get('signature-input'));
  const signature = /^sig1=:([A-Za-z0-9+/=]+):$/.exec(ctx.get('signature'))?.[1];
  if (!jwe || !ctx.get('signature-input') || !ctx.get('signature')) return 'The x-ebay-signature-key, Signature-Input and Signature headers are required for this seller.';
  if (!input || input[1] !== COMPONENTS) return `Signature-Input must be sig1=(${COMPONENTS});created=<time>.`;
  if (!signature) return 'Signature must be sig1=:<base64>:.';
  let key: KeyObject;
  try {
    key = createPublicKey({ key: Buffer.from(jwe, 'base64url'), format: 'der', type: 'spki' });
  } catch {
    return 'The x-ebay-signature-key is not a signing key of this application.';
  }
  const base = [`"x-ebay-signature-key": ${jwe}`, `"@method": ${ctx.method}`, `"@path": ${ctx.path}`, `"@authority": ${ctx.host}`, `"@signature-params": (${COMPONENTS});created=${input[2]}`].join('\n');
  return verify(null, Buffer.from(base), key, Buffer.from(signature, 'base64')) ? null : 'The signature does not verify.';
}

/** The seller behind a signed Finances call, or undefined when the call was answered with an error. */
function signedSeller(ctx: Context, market: SandboxMarketplace): string | undefined {
  const id = seller(ctx, market);
  if (!id) return undefined;
  const problem = signatureProblem(ctx);
  if (problem) return void ebayError(ctx, 400, 215120, `Signature validation failed: ${problem}`, 'Signature', 'API_FINANCES');
  return id;
}

function payoutJson(payout: SandboxPayout): Json {
  return {
    payoutId: payout.id, payoutStatus: 'SUCCEEDED', payoutStatusDescription: 'Funds sent', amount: amount(payout.total, payout.currency),
    payoutDate: payout.issuedAt, transactionCount: transactionsOf(payout).length, payoutMemo: '',
    payoutInstrument: { instrumentType: 'BANK', nickname: 'Sandbox bank', accountLastFourDigits: '4321' },
  };
}

/** A payout's lines as eBay's transactions: a SALE per order (its fees inside), a REFUND per refund. */
function transactionsOf(payout: SandboxPayout): Json[] {
  const groups = new Map<string, SandboxPayoutLine[]>();
  for (const line of payout.lines) {
    const key = `${line.orderId}|${line.refundId ?? 'sale'}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()].map((lines, i) => {
    const head = lines[0]!;
    const common = { transactionId: `${payout.id}-${i + 1}`, orderId: head.orderId, transactionDate: head.at, transactionStatus: 'PAYOUT', payoutId: payout.id, salesRecordReference: '0' };
    if (head.kind === 'SALE') {
      const fees = lines.filter((l) => l.kind === 'FEE');
      const feeTotal = -fees.reduce((sum, l) => sum + l.amount, 0);
      return {
        ...common, transactionType: 'SALE', bookingEntry: 'CREDIT', amount: amount(head.amount - feeTotal, payout.currency),
        totalFeeBasisAmount: amount(head.amount, payout.currency), totalFeeAmount: amount(feeTotal, payout.currency),
        orderLineItems: [{ lineItemId: `${head.orderId}-1`, feeBasisAmount: amount(head.amount, payout.currency), marketplaceFees: fees.map((f) => ({ feeType: f.code, amount: amount(-f.amount, payout.currency) })) }],
      };
    }
    const credit = lines.filter((l) => l.kind === 'FEE_REFUND').reduce((sum, l) => sum + l.amount, 0);
    return {
      ...common, transactionType: 'REFUND', bookingEntry: 'DEBIT', amount: amount(-head.amount - credit, payout.currency),
      totalFeeBasisAmount: amount(-head.amount, payout.currency), totalFeeAmount: amount(credit, payout.currency),
    };
  });
}

/** eBay's filter syntax: `name:[from..to]` ranges and `name:{value}` sets, comma-separated. */
function filterOf(text: string): { range: Record<string, [string, string]>; set: Record<string, string> } {
  const range: Record<string, [string, string]> = {};
  const set: Record<string, string> = {};
  for (const [, name, from, to] of text.matchAll(/(\w+):\[(.*?)\.\.(.*?)\]/g)) range[name!] = [from!, to!];
  for (const [, name, value] of text.matchAll(/(\w+):\{([^}]*)\}/g)) set[name!] = value!;
  return { range, set };
}

function page(ctx: Context, max: number): { limit: number; offset: number } | undefined {
  const limit = ctx.query.limit === undefined ? 20 : Number(ctx.query.limit);
  const offset = ctx.query.offset === undefined ? 0 : Number(ctx.query.offset);
  if (!Number.isInteger(limit) || limit < 1 || limit > max) return void ebayError(ctx, 400, 135001, `The limit must be from 1 to ${max}.`, 'limit', 'API_FINANCES');
  if (!Number.isInteger(offset) || offset < 0) return void ebayError(ctx, 400, 135002, 'The offset must be 0 or more.', 'offset', 'API_FINANCES');
  return { limit, offset };
}

function routes(router: Router, market: SandboxMarketplace): void {
  router.get('/sell/finances/v1/payout', (ctx) => {
    const id = signedSeller(ctx, market);
    const paging = id && page(ctx, 200);
    if (!id || !paging) return;
    const { range, set } = filterOf(String(ctx.query.filter ?? ''));
    const [from, to] = range.payoutDate ?? ['', ''];
    const all = payoutsOf(market, id)
      .filter((p) => (!from || p.issuedAt >= from) && (!to || p.issuedAt <= to) && (!set.payoutStatus || set.payoutStatus === 'SUCCEEDED'))
      .sort((a, b) => (ctx.query.sort === 'payoutDate' ? 1 : -1) * (a.issuedAt.localeCompare(b.issuedAt) || a.number - b.number));
    const { limit, offset } = paging;
    ctx.body = {
      href: ctx.url, limit, offset, total: all.length, payouts: all.slice(offset, offset + limit).map(payoutJson),
      ...(offset + limit < all.length ? { next: `/sell/finances/v1/payout?limit=${limit}&offset=${offset + limit}` } : {}),
    };
  });

  router.get('/sell/finances/v1/transaction', (ctx) => {
    const id = signedSeller(ctx, market);
    const paging = id && page(ctx, 1000);
    if (!id || !paging) return;
    const { set } = filterOf(String(ctx.query.filter ?? ''));
    const payouts = market.payouts.filter((p) => p.sellerId === id && (!set.payoutId || p.id === set.payoutId));
    const all = payouts.flatMap(transactionsOf);
    const { limit, offset } = paging;
    ctx.body = {
      href: ctx.url, limit, offset, total: all.length, transactions: all.slice(offset, offset + limit),
      ...(offset + limit < all.length ? { next: `/sell/finances/v1/transaction?limit=${limit}&offset=${offset + limit}` } : {}),
    };
  });
}

registerSandboxModule({
  type: 'EBAY',
  configure(market) {
    setPayoutPolicy(market, {
      saleFees: (order) => [{ code: 'FINAL_VALUE_FEE', amount: percentOf(order.total, FEE_PERCENT) }, { code: 'FINAL_VALUE_FEE_FIXED_PER_ORDER', amount: FEE_PER_ORDER }],
      refundedFee: (_order, refunded) => ({ code: 'FINAL_VALUE_FEE', amount: percentOf(refunded, FEE_PERCENT) }),
      payoutIdFor: (n) => String(6_000_000_000 + n),
      paysOutNegative: false,
    });
  },
  routes,
});
