/**
 * Listing rules beyond the schemas: a listing's defaults come from its product, its channel must be its sales
 * channel's type, the template and category ids inside its channel fields must name this account's records, and a
 * listing goes to the channel only once it carries what that channel insists on. Also the shipping-template rules
 * JSON Schema cannot say well, and the listing import schedule's next run.
 */
import { isCountry } from '../../../checks/index.ts';
import type { EntityModel } from '../../../model/types.ts';
import { invalid, type FieldError } from '../../http/errors.ts';
import type { EntityRecord, EntityHookContext } from '../hooks.ts';
import { checkIds, jsonValue, refuseIfAny } from '../shared/id-lists.ts';

export type Json = Record<string, any>;

export const CHANNEL_NAMES: Record<string, string> = { EBAY: 'eBay', AMAZON: 'Amazon', ETSY: 'Etsy', WISH: 'Wish', ONBUY: 'OnBuy', STORE: 'the web store' };

/** Sales channel types a listing of each channel may sit on: a web-store listing also fits a Shopify shop. */
export const CHANNEL_TYPES: Record<string, string[]> = { STORE: ['STORE', 'SHOPIFY'] };

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
export const NEEDED_TO_SUBMIT: Record<string, string[]> = {
  EBAY: ['category_id'],
  ETSY: ['who_made', 'when_made', 'taxonomy_id', 'shipping_template_id'],
};

/** The channel's `maxLength` for a listing field, read from the listing schema's own if/then rules. */
export function channelMaxLength(entity: EntityModel, channel: string, field: string): number | undefined {
  for (const rule of entity.conditions as Json[]) {
    if (rule.if?.properties?.channel?.const === channel) {
      const max = rule.then?.properties?.[field]?.maxLength;
      if (typeof max === 'number') return max;
    }
  }
  return undefined;
}

export async function checkFieldRefs(listing: EntityRecord<'listing'>, accountId: string, { trx, existing }: EntityHookContext<'listing'>): Promise<void> {
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
export async function requireOnbuyProductCode(listing: EntityRecord<'listing'>, accountId: string, { trx, existing }: EntityHookContext<'listing'>): Promise<void> {
  const fields = jsonValue<Json>(listing.channel_fields ?? existing?.channel_fields, {});
  if (typeof fields.opc === 'string' && fields.opc) return;
  const product = await trx('products').where({ account_id: accountId, id: listing.product_id ?? existing?.product_id }).first('kind');
  if (product?.kind !== 'PARENT') invalid('/channel_fields/opc', 'is required: the OnBuy product code of the OnBuy page this product is sold on (only a product with variants gets new ones from OnBuy)');
}

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

export const SHIPPING_CHECKS: Record<string, (settings: Json, errors: FieldError[]) => void> = { EBAY: checkEbayShipping, ETSY: checkEtsyShipping, WISH: checkWishShipping };

const HOUR = 3_600_000;
export const INTERVAL_MS: Record<string, number> = { HOURLY: HOUR, EVERY_6_HOURS: 6 * HOUR, EVERY_12_HOURS: 12 * HOUR, DAILY: 24 * HOUR, WEEKLY: 168 * HOUR };
