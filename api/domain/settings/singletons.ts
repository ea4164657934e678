/**
 * Rules of the one-record-per-account settings that a schema cannot say: a real IANA time zone (general settings);
 * unique return reason codes (return settings); and for the Xero link, the details it cannot work without once
 * enabled, and a tax mapping that names this account's own sales-tax codes, each once.
 */
import type { Knex } from 'knex';
import type { FieldError } from '../../http/errors.ts';
import type { EntityRecord } from '../hooks.ts';

/** Whether `name` is a time zone this server's Intl knows (the same database browsers use). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Pointers of array items whose `key` repeats an earlier item's (compared case-insensitively). */
export function repeatedKeys<T extends object>(items: T[], key: keyof T & string, pointer: (i: number) => string, what: string): FieldError[] {
  const seen = new Map<string, number>();
  const errors: FieldError[] = [];
  items.forEach((item, i) => {
    const value = String(item[key] ?? '').toLowerCase();
    if (!value) return;
    if (seen.has(value)) errors.push({ pointer: pointer(i), message: `repeats ${what} ${item[key]} (item ${seen.get(value)! + 1}): each may appear once` });
    else seen.set(value, i);
  });
  return errors;
}

/** What an enabled Xero link cannot work without. */
export const NEEDED_WHEN_ENABLED = ['tenant_id', 'client_id', 'client_secret', 'sales_account_code', 'bank_account_code'] as const;

export async function unknownTaxCodes(trx: Knex, accountId: string, mapping: NonNullable<EntityRecord<'xero-settings'>['tax_rate_mapping']>): Promise<FieldError[]> {
  const codes = [...new Set(mapping.map((m) => String(m.sales_tax_code)))];
  if (!codes.length) return [];
  const rows: Array<Pick<EntityRecord<'sales-tax'>, 'code'>> = await trx('sales_taxes').where('account_id', accountId).whereIn('code', codes).select('code');
  const known = new Set(rows.map((r) => String(r.code)));
  return mapping.flatMap((m, i) => (known.has(String(m.sales_tax_code)) ? [] : [{ pointer: `/tax_rate_mapping/${i}/sales_tax_code`, message: `is not a sales-tax code of this account` }]));
}
