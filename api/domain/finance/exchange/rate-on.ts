/**
 * The rate of a currency on a day, for anything converted after the fact (settlements, reports): the dated rate of
 * that day or the latest before it (exchange-rates), else the currency's own `rate_to_base`, else none. The account's
 * own currency is 1. One query per (currency, day) asked; callers cache by key.
 */
import type { Knex } from 'knex';

export interface RateOn { rate: number; date: string | null; base: string }

export async function accountBaseCurrency(trx: Knex, accountId: string): Promise<string> {
  return String((await trx('accounts').where('id', accountId).first('currency'))?.currency ?? 'GBP');
}

export async function rateOn(trx: Knex, accountId: string, currency: string, date: string | null, base?: string): Promise<RateOn | null> {
  const baseCurrency = base ?? await accountBaseCurrency(trx, accountId);
  if (currency === baseCurrency) return { rate: 1, date, base: baseCurrency };
  if (date) {
    const dated = await trx('exchange_rates').where({ account_id: accountId, currency }).where('rate_date', '<=', date).orderBy('rate_date', 'desc').first('rate_to_base', 'rate_date');
    if (dated) return { rate: Number(dated.rate_to_base), date: String(dated.rate_date).slice(0, 10), base: baseCurrency };
  }
  const own = await trx('currencies').where({ account_id: accountId, code: currency }).first('rate_to_base');
  return own && Number(own.rate_to_base) > 0 ? { rate: Number(own.rate_to_base), date: null, base: baseCurrency } : null;
}

/** Minor units converted, rounded half away from zero (as the VAT return does). */
export const convert = (amount: number, rate: number): number => Math.sign(amount) * Math.round(Math.abs(amount) * rate);
