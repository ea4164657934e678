/**
 * HMRC's monthly exchange rates, loaded by themselves: `exchange-rates.hmrc-due` runs when a worker starts and every
 * six hours. For the running month and the one before, it finds the accounts that trade in a currency (other than
 * their own) with no rate dated that month's 1st, reads HMRC's file for the month once (hmrc-rates.ts; a month HMRC
 * has not published yet is skipped and tried at the next run) and stores it for each of them. Rates entered by hand
 * are kept, and a month already loaded is not asked for again, so running it twice changes nothing. HMRC publishes a
 * month's rates in the second half of the month before, so the new month is there on the 1st.
 */
import type { Knex } from 'knex';
import { registerRecurringJob } from '../../../jobs/index.ts';
import { fetchHmrcMonth, storeHmrcMonth, type HmrcMonth } from './hmrc-rates.ts';

export const HMRC_RATES_DUE = 'exchange-rates.hmrc-due';
export const HMRC_RATES_DUE_EVERY_SECONDS = 6 * 3600;

/** `YYYY-MM` of `now` and of the month before it (UTC). */
export function dueMonths(now = new Date()): string[] {
  const month = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  return [month(now), month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)))];
}

/** Accounts with a currency (not their own) that has no rate dated the 1st of `month`. */
export async function accountsMissingMonth(knex: Knex, month: string): Promise<string[]> {
  const rows = await knex('currencies as c')
    .join('accounts as a', 'a.id', 'c.account_id')
    .whereRaw('c.code <> a.currency')
    .whereNotExists(knex('exchange_rates as r').whereRaw('r.account_id = c.account_id and r.currency = c.code').where('r.rate_date', `${month}-01`))
    .distinct('c.account_id');
  return rows.map((r: { account_id: string }) => String(r.account_id));
}

export interface RatesDueOutcome { months: Array<{ month: string; published: boolean; accounts: number; rates: number }> }

/** One run: what it loaded, by month. A failure for one account does not stop the others (it is reported). */
export async function loadDueHmrcRates(knex: Knex, now = new Date(), fetchMonth: (month: string) => Promise<HmrcMonth | null> = (m) => fetchHmrcMonth(m)): Promise<RatesDueOutcome & { failures: string[] }> {
  const outcome: RatesDueOutcome & { failures: string[] } = { months: [], failures: [] };
  for (const month of dueMonths(now)) {
    const accounts = await accountsMissingMonth(knex, month);
    if (!accounts.length) { outcome.months.push({ month, published: true, accounts: 0, rates: 0 }); continue; }
    const parsed = await fetchMonth(month);
    if (!parsed) { outcome.months.push({ month, published: false, accounts: accounts.length, rates: 0 }); continue; }
    let rates = 0;
    for (const accountId of accounts) {
      try {
        rates += (await storeHmrcMonth(knex, accountId, month, parsed)).rates.length;
      } catch (error) {
        outcome.failures.push(`${accountId} ${month}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    outcome.months.push({ month, published: true, accounts: accounts.length, rates });
  }
  return outcome;
}

registerRecurringJob(HMRC_RATES_DUE, HMRC_RATES_DUE_EVERY_SECONDS, async (job) => {
  const outcome = await loadDueHmrcRates(job.knex);
  if (outcome.failures.length) throw new Error(`HMRC rates not stored for ${outcome.failures.length} account(s): ${outcome.failures.slice(0, 5).join('; ')}`.slice(0, 2000));
  return outcome;
});
