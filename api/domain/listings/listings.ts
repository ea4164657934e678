/**
 * Listing rules beyond the schemas: a listing's defaults come from its product, its channel must be its sales
 * channel's type, the template and category ids inside its channel fields must name this account's records, and a
 * listing goes to the channel only once it carries what that channel insists on. Also the shipping-template rules
 * JSON Schema cannot say well, and the listing import schedule's next run.
 */
import { isCountry } from '../../../checks/index.ts';
import type { EntityModel } from '../../../model/types.ts';
import { fail, invalid, type FieldError } from '../../http/errors.ts';
import { defineHooks, type EntityRecord, type EntityHookContext } from '../hooks.ts';
import { checkIds, clearOtherDefaults, jsonValue, refuseIfAny } from '../shared/id-lists.ts';
import { afterListingEdit, afterListingTransition, requireConnectedChannel } from '../channels/hooks.ts';

type Json = Record<string, any>;

export const CHANNEL_NAMES: Record<string, string> = { EBAY: 'eBay', AMAZON: 'Amazon', ETSY: 'Etsy', WISH: 'Wish', ONBUY: 'OnBuy', STORE: 'the web store' };

/** Sales channel types a listing of each channel may sit on: a web-store listing also fits a Shopify shop. */
const CHANNEL_TYPES: Record<string, string[]> = { STORE: ['STORE', 'SHOPIFY'] };

/** Ids inside `channel_fields` that point at this account's records. */
/** `where`: what the referenced row must also match; `defaultFrom`: how to find the default one for a new listing. */
interface FieldRef { field: string; table: string; what: string; where?: Record<string, string>; many?: boolean; defaultFrom?: Record<string, string> }
const FIELD_REFS: Record<string, FieldRef[]> = {
  EBAY: [
    { field: 'html_template_id', table: 'html_templates', what: 'HTML template', defaultFrom: {} },
    { field: 'shipping_template_id', table: 'shipping_templates', what: 'shipping template', where: { channel: 'EBAY' }, defaultFrom: { channel: 'EBAY' } },
    { field: 'variation_attribute_ids', table: 'attributes', what: 'attribute', many: true },
  ],
  ETSY: [{ field: 'shipping_template_id', table: 'shipping_templates', what: 'shipping template', where: { channel: 'ETSY' }, defaultFrom: { channel: 'ETSY' } }],
  WISH: [{ field: 'shipping_template_id', table: 'shipping_templates', what: 'shipping template', where: { channel: 'WISH' }, defaultFrom: { channel: 'WISH' } }],
  STORE: [{ field: 'category_ids', table: 'store_categories', what: 'store category', many: true }],
};

/** Channel fields a channel refuses a listing without, though a draft may still lack them. */
const NEEDED_TO_SUBMIT: Record<string, string[]> = {
  EBAY: ['category_id'],
  ETSY: ['who_made', 'when_made', 'taxonomy_id', 'shipping_template_id'],
};

/** The channel's `maxLength` for a listing field, read from the listing schema's own if/then rules. */
function channelMaxLength(entity: EntityModel, channel: string, field: string): number | undefined {
  for (const rule of entity.conditions as Json[]) {
    if (rule.if?.properties?.channel?.const === channel) {
      const max = rule.then?.properties?.[field]?.maxLength;
      if (typeof max === 'number') return max;
    }
  }
  return undefined;
}

async function checkFieldRefs(listing: EntityRecord<'listing'>, accountId: string, { trx, existing }: EntityHookContext<'listing'>): Promise<void> {
  const fields = (listing.channel_fields ?? {}) as Json;
  const before = jsonValue<Json>(existing?.channel_fields, {});
  const errors: FieldError[] = [];
  for (const ref of FIELD_REFS[String(listing.channel)] ?? []) {
    // A new listing without a template gets the channel's default one, if the merchant has marked one.
    if (!existing && ref.defaultFrom && fields[ref.field] === undefined) {
      const fallback = await trx(ref.table).where({ account_id: accountId, is_default: true, ...ref.defaultFrom }).first('id');
      if (fallback) fields[ref.field] = fallback.id;
    }
    const value = fields[ref.field];
    if (value === undefined) continue;
    const ids: string[] = ref.many ? value : [value];
    const previous: string[] = ref.many ? before[ref.field] ?? [] : before[ref.field] ? [before[ref.field]] : [];
    const checked = await checkIds(trx, {
      table: ref.table, accountId, ids, previous, what: ref.what, where: ref.where,
      pointer: (i) => `/channel_fields/${ref.field}${ref.many ? `/${i}` : ''}`,
    });
    errors.push(...checked.errors);
    if (ref.many) fields[ref.field] = checked.kept;
    else if (!checked.kept.length) delete fields[ref.field];
  }
  refuseIfAny(errors);
  listing.channel_fields = fields;
}

/**
 * OnBuy sells against its own catalogue: a single product's listing names the OnBuy page it is sold on (its OnBuy
 * product code, OPC). A parent product's listing creates a new OnBuy product with its variants, each of which gets
 * its code from OnBuy, so it has none to give (the schema cannot tell the two apart: this does).
 */
async function requireOnbuyProductCode(listing: EntityRecord<'listing'>, accountId: string, { trx, existing }: EntityHookContext<'listing'>): Promise<void> {
  const fields = jsonValue<Json>(listing.channel_fields ?? existing?.channel_fields, {});
  if (typeof fields.opc === 'string' && fields.opc) return;
  const product = await trx('products').where({ account_id: accountId, id: listing.product_id ?? existing?.product_id }).first('kind');
  if (product?.kind !== 'PARENT') invalid('/channel_fields/opc', 'is required: the OnBuy product code of the OnBuy page this product is sold on (only a product with variants gets new ones from OnBuy)');
}

export const listingHooks = defineHooks('listing', {
  async beforeWrite(listing, context) {
    const { trx, existing, entity } = context;
    const accountId = String(existing?.account_id ?? listing.account_id);
    const channel = String(listing.channel);
    if (!existing) {
      const salesChannel = await trx('sales_channels').where({ account_id: accountId, id: listing.sales_channel_id }).first('type', 'name');
      const fits = CHANNEL_TYPES[channel] ?? [channel];
      if (!fits.includes(salesChannel.type)) invalid('/sales_channel_id', `is a ${salesChannel.type} channel (${salesChannel.name}); a ${channel} listing needs a ${fits.join(' or ')} channel`);
      const product = await trx('products').where({ account_id: accountId, id: listing.product_id }).first('sku', 'title', 'retail_price', 'currency');
      listing.sku ??= product.sku;
      listing.title ??= product.title;
      listing.currency ??= product.currency ?? 'GBP';
      if (listing.price === undefined) listing.price = product.retail_price ?? null;
    }
    // Defaults from the product were not seen by the schema: hold them to the channel's limits too.
    for (const field of ['title', 'sku'] as const) {
      const max = channelMaxLength(entity, channel, field);
      const value = String(listing[field] ?? '');
      if (max && value.length > max) invalid(`/${field}`, `is ${value.length} characters; ${CHANNEL_NAMES[channel]} allows at most ${max}${!(field in context.sent) ? ` (it was taken from the product: give a shorter ${field} for this listing)` : ''}`);
    }
    await checkFieldRefs(listing, accountId, context);
    if (channel === 'ONBUY') await requireOnbuyProductCode(listing, accountId, context);
  },

  async beforeTransition(transition, listing, context) {
    if (transition !== 'submit' && transition !== 'retry') return;
    const channel = String(listing.channel);
    const fields = jsonValue<Json>(listing.channel_fields, {});
    const needs = `is required to submit to ${CHANNEL_NAMES[channel]}`;
    const errors: FieldError[] = [];
    if (listing.price === null || listing.price === undefined) errors.push({ pointer: '/price', message: needs });
    for (const field of NEEDED_TO_SUBMIT[channel] ?? []) {
      if (fields[field] === undefined || fields[field] === null || fields[field] === '') errors.push({ pointer: `/channel_fields/${field}`, message: needs });
    }
    if (errors.length) fail('validation_failed', `The listing is not ready for ${CHANNEL_NAMES[channel]}: ${errors.map((e) => e.pointer.slice(1)).join(', ')} missing.`, errors);
    // Ready: then the channel must be one to send it through.
    await requireConnectedChannel(listing, context);
  },

  afterTransition: afterListingTransition,
  afterWrite: afterListingEdit,
});

function checkEbayShipping(settings: Json, errors: FieldError[]): void {
  (settings.domestic_options as Json[]).forEach((option, i) => {
    if (i > 0 && option.free_shipping) errors.push({ pointer: `/settings/domestic_options/${i}/free_shipping`, message: 'only the first domestic option may offer free shipping (eBay\'s rule)' });
  });
}

function checkEtsyShipping(settings: Json, errors: FieldError[]): void {
  if (settings.processing_days_max < settings.processing_days_min) errors.push({ pointer: '/settings/processing_days_max', message: 'must not be less than processing_days_min' });
  const seen = new Set<string>();
  (settings.destinations as Json[]).forEach((destination, i) => {
    const at = `/settings/destinations/${i}`;
    const where = String(destination.destination);
    if (/^[A-Z]{2}$/.test(where) && where !== 'EU' && !isCountry(where)) errors.push({ pointer: `${at}/destination`, message: 'is not a country code (ISO 3166-1 alpha-2) nor EU, NON_EU or EVERYWHERE' });
    if (seen.has(where)) errors.push({ pointer: `${at}/destination`, message: `lists ${where} a second time` });
    seen.add(where);
    if (destination.delivery_days_max < destination.delivery_days_min) errors.push({ pointer: `${at}/delivery_days_max`, message: 'must not be less than delivery_days_min' });
  });
}

function checkWishShipping(settings: Json, errors: FieldError[]): void {
  const seen = new Set<string>();
  ((settings.country_overrides ?? []) as Json[]).forEach((override, i) => {
    if (seen.has(override.country)) errors.push({ pointer: `/settings/country_overrides/${i}/country`, message: `lists ${override.country} a second time` });
    seen.add(override.country);
  });
}

const SHIPPING_CHECKS: Record<string, (settings: Json, errors: FieldError[]) => void> = { EBAY: checkEbayShipping, ETSY: checkEtsyShipping, WISH: checkWishShipping };

export const shippingTemplateHooks = defineHooks('shipping-template', {
  async beforeWrite(template, { trx, existing }) {
    const errors: FieldError[] = [];
    SHIPPING_CHECKS[String(template.channel)]?.(template.settings as Json, errors);
    refuseIfAny(errors);
    const accountId = String(existing?.account_id ?? template.account_id);
    if (template.is_default) await clearOtherDefaults(trx, 'shipping_templates', accountId, existing?.id, { channel: template.channel });
  },
});

const HOUR = 3_600_000;
export const INTERVAL_MS: Record<string, number> = { HOURLY: HOUR, EVERY_6_HOURS: 6 * HOUR, EVERY_12_HOURS: 12 * HOUR, DAILY: 24 * HOUR, WEEKLY: 168 * HOUR };

export const listingImportScheduleHooks = defineHooks('listing-import-schedule', {
  async beforeWrite(schedule, { trx, existing }) {
    const accountId = String(existing?.account_id ?? schedule.account_id);
    if (!schedule.name) {
      const channel = await trx('sales_channels').where({ account_id: accountId, id: schedule.sales_channel_id }).first('name');
      schedule.name = `${channel.name} listing import`;
    }
    const interval = INTERVAL_MS[String(schedule.interval)];
    if (!existing) {
      schedule.next_run_at = new Date(Date.now() + interval);
    } else if (existing.status === 'ENABLED' && existing.interval !== schedule.interval) {
      // A new interval counts from the last run; if that moment has passed, the next run is due now.
      const from = existing.last_run_at ? new Date(String(existing.last_run_at)).getTime() : Date.now();
      schedule.next_run_at = new Date(Math.max(Date.now(), from + interval));
    }
  },
  async beforeTransition(transition, schedule) {
    // `resume` sets next_run_at (to now) so that the value chosen here is stored: one interval from now.
    if (transition === 'resume') schedule.next_run_at = new Date(Date.now() + INTERVAL_MS[String(schedule.interval)]);
  },
});
