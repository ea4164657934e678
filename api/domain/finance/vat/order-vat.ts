/**
 * Applies the VAT decision (./place-of-supply.ts) to sales orders as they are saved (created, imported, edited):
 * reads what the pure function needs — the seller's VAT settings, the channel, the taxes' kinds, the account's
 * currency and dated exchange rates, and for a Northern Ireland seller its EU distance sales so far — and writes the
 * result onto every line and the shipping charge, with the exchange rate of the order's tax point. The order keeps
 * both: documents and returns read what was stored.
 */
import type { Knex } from 'knex';
import type { Row } from '../../../crud/repository.ts';
import { decideVat, type GoodsKind, type VatDecision, type VatSeller } from './place-of-supply.ts';

/** Sales channel types that are online marketplaces in HMRC's sense (they set the terms, take the payment and
 *  handle the order: "VAT and overseas goods sold to customers in the UK using online marketplaces"). Shopify and
 *  the web store are the seller's own shop. */
export const MARKETPLACE_NAMES: Record<string, string> = { EBAY: 'eBay', AMAZON: 'Amazon', ETSY: 'Etsy', WISH: 'Wish', ONBUY: 'OnBuy' };

/** HMRC's sterling equivalent of the €10,000 threshold (£8,818), used when the account holds no euro rate. */
const THRESHOLD_GBP_PER_EUR = 0.8818;

export interface VatLookups {
  seller: VatSeller;
  baseCurrency: string;
  /** Channel id → marketplace name (null for the seller's own shop). */
  marketplaces: Map<string, string | null>;
  /** Tax id → its kind and rate. */
  taxes: Map<string, { kind: GoodsKind; rate: number }>;
  /** Currency → its dated rates, newest first, then its current rate as a last resort. */
  rates: Map<string, Array<{ date: string | null; rate: number }>>;
  /** NI → EU distance sales (euro cents) per calendar year, for the €10,000 threshold. */
  distanceSales: Map<number, number>;
}

const dateOf = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/** The lookups for these orders of one account: at most six queries whatever their number. */
export async function vatLookups(trx: Knex, accountId: string, orders: Row[], taxIds: string[]): Promise<VatLookups> {
  const channelIds = [...new Set(orders.map((o) => o.sales_channel_id).filter(Boolean))] as string[];
  const [settings, account, channels, taxes, dated, current] = await Promise.all([
    trx('general_settings').where('account_id', accountId).first('vat_establishment', 'vat_goods_location', 'ioss_number', 'oss_registered', 'oss_opted_in'),
    trx('accounts').where('id', accountId).first('currency'),
    channelIds.length ? trx('sales_channels').where('account_id', accountId).whereIn('id', channelIds).select('id', 'type') : [],
    taxIds.length ? trx('sales_taxes').where('account_id', accountId).whereIn('id', taxIds).select('id', 'kind', 'rate') : [],
    trx('exchange_rates').where('account_id', accountId).orderBy('rate_date', 'desc').select('currency', 'rate_date', 'rate_to_base'),
    trx('currencies').where('account_id', accountId).select('code', 'rate_to_base', 'rate_date'),
  ]);
  const rates = new Map<string, Array<{ date: string | null; rate: number }>>();
  for (const r of dated as Row[]) rates.set(String(r.currency), [...(rates.get(String(r.currency)) ?? []), { date: dateOf(r.rate_date), rate: Number(r.rate_to_base) }]);
  // The currency's current rate answers only when no dated rate is on or before the tax point (never dropped).
  for (const c of current as Row[]) rates.set(String(c.code), [...(rates.get(String(c.code)) ?? []), { date: null, rate: Number(c.rate_to_base) }]);
  const seller: VatSeller = {
    establishment: settings?.vat_establishment ?? 'GB', goods_location: settings?.vat_goods_location ?? null,
    ioss_number: settings?.ioss_number ?? null, oss_registered: Boolean(settings?.oss_registered), oss_opted_in: Boolean(settings?.oss_opted_in),
  };
  const lookups: VatLookups = {
    seller, baseCurrency: String(account?.currency ?? 'GBP'), rates, distanceSales: new Map(),
    marketplaces: new Map((channels as Row[]).map((c) => [String(c.id), MARKETPLACE_NAMES[String(c.type)] ?? null])),
    taxes: new Map((taxes as Row[]).map((t) => [String(t.id), { kind: String(t.kind ?? 'STANDARD') as GoodsKind, rate: Number(t.rate) }])),
  };
  const niGoods = (seller.goods_location ?? seller.establishment) === 'NI';
  if (niGoods && orders.length) {
    // What was sold from NI to EU consumers (distance sales), per calendar year, in the account's currency.
    const years = [...new Set(orders.map((o) => Number(String(o.order_date ?? new Date().toISOString()).slice(0, 4))))];
    const rows: Row[] = await trx('sales_order_lines as l').join('sales_orders as o', (on) => on.on('o.account_id', 'l.account_id').andOn('o.id', 'l.sales_order_id'))
      .where('l.account_id', accountId).whereIn('l.vat_treatment', ['NI_EU_DISTANCE_UK', 'NI_EU_OSS']).whereNot('o.status', 'CANCELLED')
      .where('o.order_date', '>=', `${Math.min(...years) - 1}-01-01`).where('o.order_date', '<=', `${Math.max(...years)}-12-31`)
      .modify((q) => { for (const o of orders) if (o.id) q.whereNot('o.id', String(o.id)); })
      .groupByRaw('extract(year from o.order_date)').select(trx.raw('extract(year from o.order_date)::int as year'), trx.raw('sum(l.net * coalesce(o.exchange_rate, 1))::float as base'));
    for (const row of rows) lookups.distanceSales.set(Number(row.year), toEuroCents(Number(row.base), `${row.year}-12-31`, lookups));
  }
  return lookups;
}

/** The rate of `currency` to the account's currency on `date`: the dated rate of that day or the latest before it, else the current one. */
export function rateOn(currency: string, date: string, lookups: VatLookups): { rate: number; date: string | null } | null {
  if (currency === lookups.baseCurrency) return { rate: 1, date };
  const known = lookups.rates.get(currency) ?? [];
  const dated = known.find((r) => r.date !== null && r.date <= date);
  return dated ?? known.find((r) => r.date === null) ?? null;
}

/** An amount in the account's currency (minor units) as euro cents, at the euro's rate on `date`. */
function toEuroCents(base: number, date: string, lookups: VatLookups): number {
  if (lookups.baseCurrency === 'EUR') return Math.round(base);
  const eur = rateOn('EUR', date, lookups);
  return Math.round(eur ? base / eur.rate : base / THRESHOLD_GBP_PER_EUR);
}

/** An amount in the account's currency as pence, at the pound's rate on `date` (HMRC's £135 limit). */
function toPence(base: number, date: string, lookups: VatLookups): number {
  if (lookups.baseCurrency === 'GBP') return Math.round(base);
  const gbp = rateOn('GBP', date, lookups);
  return Math.round(gbp ? base / gbp.rate : base);
}

/**
 * Decides and stores the VAT of one order being saved: each line's `tax_rate` becomes the rate its treatment
 * charges, with `vat_treatment`, `vat_country`, `vat_accounted_by` and `vat_reason`; the shipping's the same on
 * the order (`shipping_vat_*`); and the order's exchange rate at its tax point. Returns the decision.
 */
export function applyOrderVat(order: Row, lines: Row[], lookups: VatLookups, kept?: { rate: number; date: string | null }): VatDecision {
  const date = String(order.order_date).slice(0, 10);
  // An order keeps the rate it was converted at: a rate entered later for its date does not rewrite its figures.
  const converted = kept ?? rateOn(String(order.currency), date, lookups);
  Object.assign(order, { base_currency: lookups.baseCurrency, exchange_rate: converted?.rate ?? null, exchange_rate_date: converted ? converted.date ?? date : null });
  const goods = lines.reduce((sum, l) => sum + Number(l.quantity) * Number(l.unit_price) - Number(l.discount ?? 0), 0);
  const goodsBase = goods * (converted?.rate ?? 1);
  const shipTo = (typeof order.ship_to === 'string' ? JSON.parse(order.ship_to) : order.ship_to) as Row | null;
  const year = Number(date.slice(0, 4));
  const ukTax = (taxId: unknown) => (taxId ? lookups.taxes.get(String(taxId)) : undefined);
  const decision = decideVat({
    date,
    ship_to_country: String(shipTo?.country ?? 'GB'),
    ship_to_postcode: (shipTo?.postcode ?? shipTo?.postal_code ?? null) as string | null,
    buyer_vat_number: (order.buyer_vat_number as string | null) ?? null,
    marketplace: order.sales_channel_id ? lookups.marketplaces.get(String(order.sales_channel_id)) ?? null : null,
    consignment_gbp: String(order.currency) === 'GBP' ? goods : toPence(goodsBase, date, lookups),
    consignment_eur: String(order.currency) === 'EUR' ? goods : toEuroCents(goodsBase, date, lookups),
    lines: lines.map((l) => { const tax = ukTax(l.tax_id); return { kind: tax?.kind ?? (tax ? 'STANDARD' : 'ZERO'), uk_rate: tax?.rate ?? 0 }; }),
    shipping_tax: order.shipping_tax_id && ukTax(order.shipping_tax_id) ? { kind: ukTax(order.shipping_tax_id)!.kind, uk_rate: ukTax(order.shipping_tax_id)!.rate } : null,
  }, { ...lookups.seller, eu_distance_sales: { previous_year: lookups.distanceSales.get(year - 1) ?? 0, current_year: lookups.distanceSales.get(year) ?? 0 } });
  decision.lines.forEach((t, i) => Object.assign(lines[i], { tax_rate: t.rate, vat_treatment: t.treatment, vat_country: t.country, vat_accounted_by: t.accounted_by, vat_reason: t.reason }));
  const s = decision.shipping;
  Object.assign(order, { shipping_vat_treatment: s.treatment, shipping_vat_rate: s.rate, shipping_vat_country: s.country, shipping_vat_accounted_by: s.accounted_by, shipping_vat_reason: s.reason });
  return decision;
}
