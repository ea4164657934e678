/**
 * Valid request bodies for the resources whose rules a body built from the schema alone cannot meet: values that
 * depend on other fields (an eBay channel needs a marketplace, a SELECT custom field needs options, a FIXED sales
 * charge an amount), channel-specific `channel_fields` and `settings`, keys that must be unique in the account
 * beyond a fresh name (one stock level per product × location, one import schedule per sales channel, currencies
 * by ISO code), and checks only the domain hooks make (an eBay HTML template needs `{{description}}`, a payment
 * card must not have expired, a product label is a real PNG/PDF/JPEG file).
 *
 * The bodies follow the valid ones of tests/api/settings.test.ts, catalogue*.test.ts and
 * orders-finance*.test.ts. Used by the permission matrix (tests/api/permission-matrix.test.ts), which builds every
 * other resource's body generically from its schema and lets these makers fill in (or replace) the fields they
 * name. A maker never decides who may write: it only makes a body the API would accept from someone allowed.
 */
import type { Knex } from 'knex';

type Row = Record<string, any>;

export interface BodyContext {
  knex: Knex;
  /** The account the record is for (a create's acting account, or the stored row's account on update). */
  accountId: string;
  /** A fresh token (`MX-0042`): names, codes and SKUs never collide with the seed or each other. */
  token: () => string;
  /**
   * Fields the caller fixes and the body must fit: the condition variant (a listing's `channel`), the target's
   * enum values on a copy (a custom field's `type`), a row's immutable values on update (a currency's `code`).
   */
  fixed: Row;
  /** On update: the stored row the body is for. Its unique keys are kept, so the update never collides. */
  row?: Row;
  /** Creates a valid record of `resource` in `accountId` through the API (as the platform admin), for a reference. */
  create: (resource: string, fixed?: Row) => Promise<Row>;
}

/** The fields of a valid body that the schema alone does not give; merged over the generic body. */
export type BodyMaker = (context: BodyContext) => Promise<Row>;

/** A 1×1 PNG (the file of a product label; its type is read from the bytes). */
export const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** An eBay HTML template eBay would accept: placeholders, https content only, no active content. */
export const EBAY_HTML = '<div><h1>{{title}}</h1>{{images}}<div>{{description}}</div><img src="https://cdn.example/logo.png" alt="logo"></div>';

/** Valid `settings` of a shipping template, per channel (each channel's shared schema and hook rules). */
export const SHIPPING_SETTINGS: Record<string, Row> = {
  EBAY: { handling_time_days: 2, domestic_options: [{ service: 'UK_RoyalMailSecondClassStandard', cost: 0, free_shipping: true }] },
  ETSY: { origin_country: 'GB', processing_days_min: 1, processing_days_max: 2, destinations: [{ destination: 'EVERYWHERE', primary_cost: 900, secondary_cost: 300 }] },
  WISH: { default_price: 500 },
};

/** Sales channel types a listing of each channel may sit on (api/domain/listings/listings.ts: a web-store listing fits Shopify too). */
const LISTING_CHANNEL_TYPES: Record<string, string[]> = { STORE: ['STORE', 'SHOPIFY'] };

/** ISO 4217 codes a currency may be added with, beyond the seeded GBP, EUR and USD. */
const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'NZD', 'SGD', 'HKD', 'ZAR', 'MXN', 'BRL', 'INR', 'CNY', 'KRW', 'TRY', 'ILS', 'AED', 'SAR', 'THB', 'MYR', 'IDR', 'PHP', 'RON', 'BGN', 'ISK'];

const identifier = (token: string) => token.toLowerCase().replace(/-/g, '_');
const upperCode = (token: string) => token.replace(/-/g, '_');

/** The first row of `table` in the account matching `where`, or one made through the API. */
async function firstOrCreate(context: BodyContext, table: string, resource: string, where: Row = {}, fixed: Row = where): Promise<string> {
  const found = await context.knex(table).where({ account_id: context.accountId, ...where }).orderBy(['created_at', 'id']).first('id');
  return found ? found.id : (await context.create(resource, fixed)).id;
}

/** A sales channel a listing of `channel` fits, in the account (made if the account has none, e.g. Globex on Etsy). */
async function channelFor(context: BodyContext, channel: string): Promise<string> {
  const types = LISTING_CHANNEL_TYPES[channel] ?? [channel];
  const found = await context.knex('sales_channels').where({ account_id: context.accountId }).whereIn('type', types).orderBy(['created_at', 'id']).first('id');
  return found ? found.id : (await context.create('sales-channels', { type: types[0] })).id;
}

/** Channel fields a listing of each channel is valid with and can be submitted with (api/domain/listings/listings.ts). */
async function channelFields(context: BodyContext, channel: string): Promise<Row> {
  const token = context.token();
  switch (channel) {
    case 'EBAY': return { category_id: '20635' };
    case 'AMAZON': return { product_type: 'KITCHEN' };
    case 'ETSY': {
      const template = await firstOrCreate(context, 'shipping_templates', 'shipping-templates', { channel: 'ETSY' });
      return { who_made: 'i_did', when_made: 'made_to_order', taxonomy_id: 1049, shipping_template_id: template };
    }
    case 'WISH': return { parent_sku: `PARENT-${token}`, tags: ['matrix'] };
    case 'ONBUY': return { opc: 'Q7KD2X' };
    case 'STORE': return { slug: token.toLowerCase() };
    default: throw new Error(`valid-bodies: no channel fields for a ${channel} listing`);
  }
}

export const VALID_BODIES: Record<string, BodyMaker> = {
  // An OSS return covers a calendar quarter, an IOSS one a calendar month (api/domain/finance/vat/eu-returns.ts).
  'eu-vat-returns': async ({ fixed, row }) => {
    const scheme = String(fixed.scheme ?? row?.scheme ?? 'OSS');
    return scheme === 'IOSS'
      ? { scheme, period_start: '2026-01-01', period_end: '2026-01-31' }
      : { scheme, period_start: '2026-01-01', period_end: '2026-03-31' };
  },

  // A task belongs to an order of the account (its order is fixed once made).
  tasks: async ({ knex, accountId, token, row }) => {
    const order = row?.order_id ? { id: row.order_id } : await knex('sales_orders').where({ account_id: accountId }).orderBy('number').first('id');
    return { title: `Refund on the marketplace by hand ${token()}`, order_id: order.id };
  },

  attributes: async ({ token }) => ({ name: token(), values: ['Red', 'Blue'] }),

  'csv-schedules': async ({ token }) => ({
    name: token(), entity: 'products', columns: ['sku', 'title'], frequency: 'DAILY',
    destination: { kind: 'EMAIL', emails: ['exports@example.test'] },
  }),

  // One rate per currency per day: a day the account has no rate for yet (counted back from 2000-01-01).
  'exchange-rates': async ({ knex, accountId, fixed }) => {
    if (fixed.rate_date) return {};
    const used = new Set((await knex('exchange_rates').where({ account_id: accountId, currency: 'EUR' }).pluck('rate_date')).map((d: unknown) => (d instanceof Date ? d.toISOString() : String(d)).slice(0, 10)));
    let day = Date.UTC(2000, 0, 1);
    while (used.has(new Date(day).toISOString().slice(0, 10))) day -= 86_400_000;
    return { currency: 'EUR', rate_date: new Date(day).toISOString().slice(0, 10), rate_to_base: 0.85 };
  },

  // One currency per ISO code in an account: a code the account does not have yet (a currency's code is
  // immutable, so an update sends the row's own, which the caller fixes).
  currencies: async ({ knex, accountId, fixed }) => {
    if (fixed.code) return {};
    const used = new Set((await knex('currencies').where({ account_id: accountId }).pluck('code')).map(String));
    const code = CURRENCY_CODES.find((candidate) => !used.has(candidate));
    if (!code) throw new Error('valid-bodies: every listed currency code is used in this account');
    return { code };
  },

  'custom-fields': async ({ token, fixed }) => {
    const type = fixed.type ?? 'TEXT';
    return {
      entity: 'products', key: identifier(token()), label: token(), type,
      ...(['SELECT', 'MULTISELECT'].includes(type) ? { options: ['one', 'two'] } : {}),
    };
  },

  'html-templates': async ({ token }) => ({ name: token(), html: EBAY_HTML }),

  // One import schedule per sales channel: a channel of the account without one (a new OnBuy channel if every
  // channel has one). An update keeps the row's channel.
  'listing-import-schedules': async (context) => {
    if (context.row) return { sales_channel_id: context.row.sales_channel_id };
    const free = await context.knex('sales_channels as c')
      .where('c.account_id', context.accountId)
      .whereNotExists(context.knex('listing_import_schedules as s').whereRaw('s.account_id = c.account_id and s.sales_channel_id = c.id'))
      .orderBy(['c.created_at', 'c.id']).first('c.id');
    return { sales_channel_id: free ? free.id : (await context.create('sales-channels', { type: 'ONBUY' })).id };
  },

  // A listing sits on a sales channel of its own channel's type, with that channel's `channel_fields`; a new
  // product each time, so (sales channel, SKU) is unique. An update keeps the row's product, channel and fields.
  listings: async (context) => {
    const { row } = context;
    if (row) {
      return { product_id: row.product_id, sales_channel_id: row.sales_channel_id, channel: row.channel, channel_fields: row.channel_fields };
    }
    const channel = context.fixed.channel ?? 'ONBUY';
    // A price, so the listing can also be submitted (the first transition).
    const product = await context.create('products', { retail_price: 2450 });
    return { product_id: product.id, sales_channel_id: await channelFor(context, channel), channel, channel_fields: await channelFields(context, channel) };
  },

  'order-rules': async (context) => {
    const action = context.fixed.action ?? 'ADD_TAG';
    const needs: Row = {
      ADD_TAG: async () => ({ tag: 'matrix' }),
      SET_SHIPPING_METHOD: async () => ({ shipping_method_id: await firstOrCreate(context, 'shipping_methods', 'shipping-methods') }),
      ASSIGN_LOCATION: async () => ({ location_id: await firstOrCreate(context, 'locations', 'locations') }),
      SET_STATUS: async () => ({}),
    };
    return { name: context.token(), action, ...(await needs[action]()) };
  },

  // A processor token (never a card number), and an expiry in the future.
  'payment-cards': async ({ token }) => ({
    processor_token: `pm_${token()}`, brand: 'VISA', last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2,
  }),

  'product-labels': async ({ row }) => (row ? { languages: ['en'] } : { file: `data:image/png;base64,${PNG}`, file_name: 'label.png', languages: ['en'] }),

  // An EU address, and an email (or else a contact URL) to reach them.
  'responsible-persons': async ({ token, fixed }) => ({
    name: token(), role: fixed.role ?? 'MANUFACTURER', email: 'gpsr@example.eu',
    address: { line1: 'Drottninggatan 1', city: 'Stockholm', postcode: '111 51', country: 'SE' },
  }),

  // eBay and Amazon need their marketplace, Shopify its myshopify.com domain; credentials so that `verify` (the
  // first transition) has something to test.
  'sales-channels': async ({ token, fixed }) => {
    const type = fixed.type ?? 'ONBUY';
    const site: Row = {
      EBAY: { marketplace: 'EBAY_GB' },
      AMAZON: { marketplace: 'A1F83G8C2ARO7P' },
      SHOPIFY: { shop_domain: `${token().toLowerCase()}.myshopify.com` },
    };
    // OnBuy's keys are tried by `verify`: sandbox ones, which the sandbox marketplace accepts.
    if (type === 'ONBUY') return { type, name: token(), environment: 'SANDBOX', credentials: { consumer_key: 'sbx_matrix-onbuy-key', secret_key: 'sbx_matrix-onbuy-secret' } };
    return { type, name: token(), ...(site[type] ?? {}), credentials: { api_key: 'matrix-key' } };
  },

  'sales-charges': async ({ token, fixed }) => {
    const type = fixed.type ?? 'FIXED';
    return { name: token(), type, ...(type === 'PERCENT' ? { rate: 5 } : { amount: 150 }) };
  },

  'shipping-carriers': async ({ token }) => ({ name: token(), code: upperCode(token()) }),

  // The service is one of the carrier's own, when it lists any (entities/shipping-method/hooks.ts).
  'shipping-methods': async (context) => {
    const carrierId = await firstOrCreate(context, 'shipping_carriers', 'shipping-carriers');
    const carrier = await context.knex('shipping_carriers').where({ account_id: context.accountId, id: carrierId }).first('services');
    const services: Row[] = typeof carrier.services === 'string' ? JSON.parse(carrier.services) : carrier.services ?? [];
    return { name: context.token(), carrier_id: carrierId, service_code: services[0]?.code ?? upperCode(context.token()), price: 199 };
  },

  'shipping-templates': async ({ token, fixed }) => {
    const channel = fixed.channel ?? 'EBAY';
    return { name: token(), channel, settings: SHIPPING_SETTINGS[channel] };
  },

  // One stock level per product × location: a pair of the account that has none yet (a new product if every
  // pair has one). An update keeps the row's pair.
  'stock-levels': async (context) => {
    const { knex, accountId, row } = context;
    if (row) return { product_id: row.product_id, location_id: row.location_id };
    const free = await knex('products as p')
      .join('locations as l', 'l.account_id', 'p.account_id')
      .where('p.account_id', accountId)
      .whereNotExists(knex('stock_levels as s').whereRaw('s.account_id = p.account_id and s.product_id = p.id and s.location_id = l.id'))
      .orderBy(['p.created_at', 'p.id', 'l.created_at', 'l.id']).first('p.id as product_id', 'l.id as location_id');
    if (free) return { product_id: free.product_id, location_id: free.location_id, minimum_level: 5 };
    return { product_id: (await context.create('products')).id, location_id: await firstOrCreate(context, 'locations', 'locations'), minimum_level: 5 };
  },

  'tax-compliance-applications': async ({ token }) => ({ country: 'GB', scheme: 'VAT', company_name: token() }),

  'warehouse-provider-types': async ({ token }) => ({ name: token(), code: upperCode(token()), integration: 'API' }),

  // Credentials holding every name the provider's type asks for, so `activate` (the first transition) can run.
  'warehouse-providers': async (context) => {
    const typeId = context.row?.provider_type_id ?? await firstOrCreate(context, 'warehouse_provider_types', 'warehouse-provider-types');
    const type = await context.knex('warehouse_provider_types').where({ account_id: context.accountId, id: typeId }).first('credential_fields');
    const names: string[] = typeof type.credential_fields === 'string' ? JSON.parse(type.credential_fields) : type.credential_fields ?? [];
    return { name: context.token(), provider_type_id: typeId, credentials: Object.fromEntries((names.length ? names : ['api_key']).map((name) => [name, 'matrix-secret'])) };
  },
};
