/**
 * The xero-settings hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/settings/singletons.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import type { FieldError } from '../../api/http/errors.ts';
import { failFields } from '../../api/domain/shared/commerce.ts';
import { NEEDED_WHEN_ENABLED, repeatedKeys, unknownTaxCodes } from '../../api/domain/settings/singletons.ts';

export const hooks = defineHooks('xero-settings', {
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
