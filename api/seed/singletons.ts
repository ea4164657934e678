/**
 * Demo settings of the one-record-per-account entities (general settings, return settings, Xero configuration),
 * saved through the same service as the settings screens, as the account's owner. Runs before the orders area:
 * the returns it seeds follow these return settings (their window and their reasons).
 */
import type { Row } from '../crud/repository.ts';
import type { SeedContext } from './areas.ts';

/** Return reasons of a clothing-and-home merchant; labels are what the seeded returns give. */
const ACME_REASONS = [
  { code: 'TOO_SMALL', label: 'Too small', restock: true },
  { code: 'TOO_BIG', label: 'Too big', restock: true },
  { code: 'CHANGED_MIND', label: 'Changed my mind', restock: true },
  { code: 'NOT_AS_DESCRIBED', label: 'Not as described', restock: true },
  { code: 'WRONG_ITEM', label: 'Wrong item sent', restock: true },
  { code: 'DAMAGED', label: 'Arrived damaged', restock: false },
];

async function save(context: SeedContext, name: string, body: Row): Promise<Row> {
  const entity = context.model.entities.find((e) => e.name === name)!;
  return context.service.putSingleton(context.actor, entity, { ...body, version: 0 });
}

/** Saves with the secret when the seeding service can encrypt it, otherwise without it and disabled. */
async function saveWithSecret(context: SeedContext, name: string, body: Row, secret: Row): Promise<void> {
  try {
    await save(context, name, { ...body, ...secret });
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith('No secret key configured'))) throw error;
    // Without its secret the link cannot be enabled: keep the rest of the configuration, switched off.
    await save(context, name, { ...body, enabled: false });
  }
}

export async function seedSettingsSingletons(context: SeedContext): Promise<void> {
  const { accountName, refs } = context;
  const acme = accountName === 'Acme';
  const defaultTax = refs.taxes.find((t) => t.is_default) ?? refs.taxes[0];
  await save(context, 'general-settings', {
    trading_name: acme ? 'Acme Trading' : 'Globex Retail',
    legal_name: acme ? 'Acme Trading Ltd' : 'Globex Retail Ltd',
    company_number: acme ? '08123456' : 'SC612345',
    vat_number: acme ? 'GB434031494' : null,
    eori: acme ? 'GB123456789000' : null,
    contact_email: acme ? 'hello@acme.example' : 'support@globex.example',
    contact_phone: acme ? '+44 113 496 0000' : '+44 131 496 0000',
    business_address: acme
      ? { line1: '4 Mill Lane', city: 'Leeds', postcode: 'LS9 8AB', country: 'GB' }
      : { line1: '21 Rose Street', city: 'Edinburgh', postcode: 'EH2 2PR', country: 'GB' },
    timezone: 'Europe/London',
    weight_unit: acme ? 'kg' : 'g',
    dimension_unit: 'cm',
    default_location_id: refs.locations[0]?.id ?? null,
    default_sales_tax_id: defaultTax?.id ?? null,
    low_stock_threshold: acme ? 5 : 10,
    // Acme finished the setup wizard; Globex stopped after its company details and location.
    setup_completed_steps: acme ? ['COMPANY', 'LOCATION', 'TAX', 'CHANNEL'] : ['COMPANY', 'LOCATION'],
    setup_completed_at: acme ? new Date(Date.now() - 120 * 86_400_000).toISOString() : null,
  });
  // A 60-day window: the demo's shipped orders go back 45 days, and their returns are seeded today.
  await save(context, 'return-settings', acme
    ? { reasons: ACME_REASONS, return_window_days: 60, restock_undamaged: true, restocking_fee_percent: 0, require_authorisation: true, rma_prefix: 'RMA-' }
    : { reasons: [], return_window_days: 60 });
  if (acme) {
    await saveWithSecret(context, 'xero-settings', {
      enabled: true,
      tenant_id: '7f3c1f0e-2a4b-4c5d-9e8f-0a1b2c3d4e5f',
      client_id: 'DEMOACMEXEROCLIENT00000000000001',
      // The built-in sandbox Xero (api/accounting/sandbox): "Connect" in the Xero settings connects it by OAuth with
      // PKCE; its chart of accounts is the UK demo company's (clearing 615, purchases 300, tracking "Sales channel").
      environment: 'SANDBOX',
      sales_account_code: '200', shipping_account_code: '260', fees_account_code: '404', refunds_account_code: '210', bank_account_code: '090',
      clearing_account_code: '615', purchases_account_code: '300', tracking_category: 'Sales channel',
      tax_rate_mapping: refs.taxes.filter((t) => t.code).map((t) => ({ sales_tax_code: String(t.code), xero_tax_type: ({ STD: 'OUTPUT2', RED: 'RROUTPUT', ZERO: 'ZERORATEDOUTPUT' } as Record<string, string>)[String(t.code)] ?? 'EXEMPTOUTPUT' })),
      sync_invoices: true, sync_settlements: true,
    }, { client_secret: 'demo-acme-xero-secret-not-real' });
  }
}
