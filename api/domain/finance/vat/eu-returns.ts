/**
 * The EU special-scheme returns from the VAT treatments stored on paid sales orders (entities/eu-vat-return/
 * eu-vat-return.schema.json has the rules in words):
 *
 * - OSS (Union scheme, Council Directive 2006/112/EC Title XII Chapter 6 Section 3): a Northern Ireland seller's
 *   distance sales of goods to EU consumers with the destination's VAT (treatment NI_EU_OSS, accounted by
 *   SELLER_OSS); one return per calendar quarter (Article 369f), per member state of consumption and rate
 *   (Article 369g). HMRC: "Register for the One Stop Shop Union scheme" (goods in Northern Ireland).
 * - IOSS (import scheme, Section 4): consignments of at most €150 sold to EU consumers by the seller under its own
 *   IOSS number (treatment IOSS, accounted by SELLER_IOSS); one return per calendar month (Article 369s), per
 *   member state of consumption and rate (Article 369t).
 *
 * Both are made out in euros; amounts in other currencies are converted at the rate for the last day of the
 * period (Articles 369h(2) and 369u(2): the European Central Bank's rate for that day, or the next one published).
 * Sellyard uses the account's stored rate of that day or the latest before it (exchange-rates), so an ECB rate
 * entered for the day is the one used.
 */
import type { Knex } from 'knex';
import type { EntityRecord } from '../../hooks.ts';
import { isPaidOrder } from '../../shared/commerce.ts';
import { rateOn, vatLookups } from './order-vat.ts';

export type EuScheme = 'OSS' | 'IOSS';

/** The treatment each scheme declares (api/domain/finance/vat/place-of-supply.ts). */
const TREATMENT: Record<EuScheme, string> = { OSS: 'NI_EU_OSS', IOSS: 'IOSS' };

export interface EuReturnLine { country: string; rate: number; net: number; vat: number; documents: number }
export interface EuReturnDocument { document_type: 'sales-order'; document_id: string; number: string | null; country: string; rate: number; currency: string; exchange_rate: number; net: number; vat: number }
export interface EuReturn {
  currency: 'EUR'; exchange_rate_date: string; total_net: number; total_vat: number;
  country_totals: Array<{ country: string; net: number; vat: number; documents: number }>;
  lines: EuReturnLine[]; documents: EuReturnDocument[]; excluded_documents: number;
}

const SCALE = 100_000_000n;
const scaled = (rate: number) => BigInt(Math.round(rate * 1e8));
/**
 * `amount` (minor units of a currency worth `from` in the account's currency) in minor units of a currency worth
 * `to`: amount × from / to, exactly in BigInt, rounded half away from zero.
 */
export function convertBetween(amount: number, from: number, to: number): number {
  if (from === to) return amount;
  const numerator = BigInt(Math.abs(amount)) * scaled(from) * 2n;
  const denominator = scaled(to) * 2n;
  return Math.sign(amount) * Number((numerator + denominator / 2n) / denominator);
}

/** The scheme's return for `from`–`to` (first and last day included). */
export async function calculateEuReturn(trx: Knex, accountId: string, scheme: EuScheme, from: string, to: string): Promise<EuReturn> {
  const treatment = TREATMENT[scheme];
  const lookups = await vatLookups(trx, accountId, [], []);
  const euro = rateOn('EUR', to, lookups);
  // Each currency's worth in the account's currency on the period's last day.
  const worth = (currency: string): number | null => (currency === lookups.baseCurrency ? 1 : rateOn(currency, to, lookups)?.rate ?? null);

  const orders: Array<Pick<EntityRecord<'sales-order'>, 'id' | 'number' | 'status' | 'status_before_hold' | 'currency' | 'total' | 'tax_total' | 'shipping_vat_treatment' | 'shipping_vat_rate' | 'shipping_vat_country'>> = await trx('sales_orders').where('account_id', accountId).where('order_date', '>=', from).where('order_date', '<=', to)
    .whereNotIn('status', ['DRAFT', 'AWAITING_PAYMENT', 'CANCELLED'])
    .select('id', 'number', 'status', 'status_before_hold', 'currency', 'total', 'tax_total', 'shipping_vat_treatment', 'shipping_vat_rate', 'shipping_vat_country');
  const paid = orders.filter(isPaidOrder);
  const lines: Array<Pick<EntityRecord<'sales-order-line'>, 'sales_order_id' | 'net' | 'tax' | 'tax_rate' | 'vat_treatment' | 'vat_country'>> = paid.length ? await trx('sales_order_lines').where('account_id', accountId).whereIn('sales_order_id', paid.map((o) => String(o.id)))
    .select('sales_order_id', 'net', 'tax', 'tax_rate', 'vat_treatment', 'vat_country') : [];

  const byLine = new Map<string, EuReturnLine & { ids: Set<string> }>();
  const documents = new Map<string, EuReturnDocument>();
  let excluded = 0;
  for (const order of paid) {
    const own = lines.filter((l) => l.sales_order_id === order.id);
    const parts: Array<{ country: string; rate: number; net: number; vat: number }> = own.filter((l) => l.vat_treatment === treatment && l.vat_country)
      .map((l) => ({ country: String(l.vat_country), rate: Number(l.tax_rate), net: Number(l.net), vat: Number(l.tax) }));
    if (order.shipping_vat_treatment === treatment && order.shipping_vat_country) {
      // The shipping charge is what the order's total holds beyond its lines (as the UK return reads it).
      const net = Number(order.total) - Number(order.tax_total) - own.reduce((s, l) => s + Number(l.net), 0);
      const vat = Number(order.tax_total) - own.reduce((s, l) => s + Number(l.tax), 0);
      if (net || vat) parts.push({ country: String(order.shipping_vat_country), rate: Number(order.shipping_vat_rate), net, vat });
    }
    if (!parts.length) continue;
    const currency = String(order.currency);
    const rate = currency === 'EUR' ? 1 : worth(currency);
    if (rate === null || (currency !== 'EUR' && !euro)) { excluded += 1; continue; }
    const toEuro = (amount: number) => (currency === 'EUR' ? amount : convertBetween(amount, rate, euro!.rate));
    for (const part of parts) {
      const net = toEuro(part.net);
      const vat = toEuro(part.vat);
      const key = JSON.stringify([part.country, part.rate]);
      const line = byLine.get(key) ?? { country: part.country, rate: part.rate, net: 0, vat: 0, documents: 0, ids: new Set<string>() };
      line.net += net; line.vat += vat; line.ids.add(String(order.id));
      byLine.set(key, line);
      const docKey = JSON.stringify([order.id, part.country, part.rate]);
      const doc = documents.get(docKey) ?? { document_type: 'sales-order' as const, document_id: String(order.id), number: order.number ? String(order.number) : null, country: part.country, rate: part.rate, currency, exchange_rate: currency === 'EUR' ? 1 : Math.round((rate / euro!.rate) * 1e8) / 1e8, net: 0, vat: 0 };
      doc.net += net; doc.vat += vat;
      documents.set(docKey, doc);
    }
  }
  const rows = [...byLine.values()].sort((a, b) => a.country.localeCompare(b.country) || b.rate - a.rate).map(({ ids, ...line }) => ({ ...line, documents: ids.size }));
  const countries = new Map<string, { country: string; net: number; vat: number; ids: Set<string> }>();
  for (const line of byLine.values()) {
    const c = countries.get(line.country) ?? { country: line.country, net: 0, vat: 0, ids: new Set<string>() };
    c.net += line.net; c.vat += line.vat; for (const id of line.ids) c.ids.add(id);
    countries.set(line.country, c);
  }
  return {
    currency: 'EUR', exchange_rate_date: euro?.date ?? to,
    total_net: rows.reduce((s, l) => s + l.net, 0), total_vat: rows.reduce((s, l) => s + l.vat, 0),
    country_totals: [...countries.values()].sort((a, b) => a.country.localeCompare(b.country)).map(({ ids, ...c }) => ({ ...c, documents: ids.size })),
    lines: rows,
    documents: [...documents.values()].sort((a, b) => a.country.localeCompare(b.country) || String(a.number).localeCompare(String(b.number))),
    excluded_documents: excluded,
  };
}

export const lastDayOfMonth = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).toISOString().slice(0, 10);
