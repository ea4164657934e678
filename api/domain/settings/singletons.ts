/**
 * Rules of the one-record-per-account settings that a schema cannot say: a real IANA time zone (general settings);
 * unique return reason codes (return settings); and for the Xero link, the details it cannot work without once
 * enabled, and a tax mapping that names this account's own sales-tax codes, each once.
 */
import type { Knex } from 'knex';
import type { FieldError } from '../../http/errors.ts';
import { defineHooks, type EntityRecord } from '../hooks.ts';
import { failFields } from '../shared/commerce.ts';

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

export const generalSettingsHooks = defineHooks('general-settings', {
  async beforeWrite(settings) {
    if (typeof settings.timezone === 'string' && !isTimeZone(settings.timezone)) {
      failFields([{ pointer: '/timezone', message: 'is not a known time zone: use an IANA name such as Europe/London' }]);
    }
  },
});

export const returnSettingsHooks = defineHooks('return-settings', {
  async beforeWrite(settings) {
    failFields(repeatedKeys(settings.reasons ?? [], 'code', (i) => `/reasons/${i}/code`, 'the code'));
  },
});

/** What an enabled Xero link cannot work without. */
const NEEDED_WHEN_ENABLED = ['tenant_id', 'client_id', 'client_secret', 'sales_account_code', 'bank_account_code'] as const;

async function unknownTaxCodes(trx: Knex, accountId: string, mapping: NonNullable<EntityRecord<'xero-settings'>['tax_rate_mapping']>): Promise<FieldError[]> {
  const codes = [...new Set(mapping.map((m) => String(m.sales_tax_code)))];
  if (!codes.length) return [];
  const rows: Array<Pick<EntityRecord<'sales-tax'>, 'code'>> = await trx('sales_taxes').where('account_id', accountId).whereIn('code', codes).select('code');
  const known = new Set(rows.map((r) => String(r.code)));
  return mapping.flatMap((m, i) => (known.has(String(m.sales_tax_code)) ? [] : [{ pointer: `/tax_rate_mapping/${i}/sales_tax_code`, message: `is not a sales-tax code of this account` }]));
}

export const xeroSettingsHooks = defineHooks('xero-settings', {
  async beforeWrite(settings, { trx, existing, actor }) {
    const accountId = String(existing?.account_id ?? settings.account_id ?? actor.accountId);
    const errors: FieldError[] = [];
    if (settings.enabled === true) {
      for (const field of NEEDED_WHEN_ENABLED) {
        // A stored secret is not sent back: it counts as given unless this save removes it.
        const given = field === 'client_secret' ? (field in settings ? settings[field] != null : existing?.[field] != null) : settings[field] != null && settings[field] !== '';
        if (!given) errors.push({ pointer: `/${field}`, message: 'is required to enable the Xero link' });
      }
    }
    const mapping = settings.tax_rate_mapping ?? [];
    errors.push(...repeatedKeys(mapping, 'sales_tax_code', (i) => `/tax_rate_mapping/${i}/sales_tax_code`, 'the code'));
    errors.push(...await unknownTaxCodes(trx, accountId, mapping));
    failFields(errors);
    // The connection is Xero's tokens (OAuth, api/domain/accounting/routes.ts), not the switch: a merchant connects,
    // then maps accounts from Xero's lists, then turns the link on. Saving the settings never connects or
    // disconnects; a link without tokens (never connected, or disconnected) is NOT_CONNECTED.
    if (!existing?.tokens) settings.connection_status = 'NOT_CONNECTED';
  },
});

