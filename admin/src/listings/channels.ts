/**
 * The listing channels as the List Products pages see them: which channel a page is for (from its path, so one
 * component serves all six), the channel's own `channel_fields` schema as the listing schema's if/then selects it,
 * which of those fields are per product rather than per batch, and the links between Promote & Expand and the
 * pages. Pure: unit-tested beside this file.
 */
import { fieldErrors, type FieldError, type RawError } from '../../../checks/validation.ts';
import { sharedChecks } from '../../../generated/validators/shared.ts';
import { buildForm } from '../forms/buildSchema.ts';
import { entityByName } from '../model.ts';

type Json = Record<string, any>;

export type ListingChannel = 'EBAY' | 'AMAZON' | 'ETSY' | 'WISH' | 'ONBUY' | 'STORE';

export interface ChannelInfo {
  code: ListingChannel;
  /** The path segment of its pages (`/products-listings/<slug>/…`). */
  slug: string;
  name: string;
  /**
   * Channel fields that differ per product (a catalogue code, a URL), asked for in each product's row rather
   * than once for the batch.
   */
  perProduct: string[];
  /** Id fields inside the channel fields that name this account's records: shown as pickers. */
  references: Record<string, { entity: string; where?: Json }>;
  /**
   * The channel's own widgets and fields for some of its fields (listings/listingFormUi.ts): eBay's category found
   * by search (its path kept beside it, not typed) and its item specifics generated from the category; Amazon's
   * product type the same way, and its required attributes.
   */
  widgets?: Record<string, Json>;
}

/** eBay: the category by search, its path shown rather than typed, the item specifics from the category. */
const EBAY_WIDGETS: Record<string, Json> = {
  // The whole row: a category's path is long ("Clothes, Shoes & Accessories › Men's Clothing › Jumpers & Cardigans").
  category_id: { 'ui:widget': 'categorySearch', 'ui:options': { width: 'full' } },
  category_name: { 'ui:widget': 'hidden' },
  aspects: { 'ui:field': 'itemSpecifics' },
};

/**
 * Amazon: the product type by search (its name in words kept beside it), the type's required attributes from its
 * definition, stored as Amazon's attributes (what the adapter sends).
 */
const AMAZON_WIDGETS: Record<string, Json> = {
  product_type: { 'ui:widget': 'categorySearch', 'ui:options': { width: 'full', nameField: 'product_type_name', marketplace: 'Amazon', example: 'jumper' } },
  product_type_name: { 'ui:widget': 'hidden' },
  attributes: { 'ui:field': 'itemSpecifics', 'ui:options': { categoryField: 'product_type', shape: 'amazon', marketplace: 'Amazon' } },
};

export const CHANNELS: ChannelInfo[] = [
  { code: 'EBAY', slug: 'ebay', name: 'eBay', perProduct: [], references: { html_template_id: { entity: 'html-template' }, shipping_template_id: { entity: 'shipping-template', where: { channel: 'EBAY' } } }, widgets: EBAY_WIDGETS },
  { code: 'AMAZON', slug: 'amazon', name: 'Amazon', perProduct: ['asin'], references: {}, widgets: AMAZON_WIDGETS },
  { code: 'ETSY', slug: 'etsy', name: 'Etsy', perProduct: [], references: { shipping_template_id: { entity: 'shipping-template', where: { channel: 'ETSY' } } } },
  { code: 'WISH', slug: 'wish', name: 'Wish', perProduct: ['parent_sku'], references: { shipping_template_id: { entity: 'shipping-template', where: { channel: 'WISH' } } } },
  { code: 'ONBUY', slug: 'onbuy', name: 'OnBuy', perProduct: ['opc'], references: {} },
  { code: 'STORE', slug: 'store', name: 'Web store', perProduct: ['slug'], references: {} },
];

export function channelInfo(code: string): ChannelInfo | undefined {
  return CHANNELS.find((c) => c.code === code);
}

/** The channel of a List Products page path (`/products-listings/ebay/list-products` → eBay). */
export function channelFromPath(path: string): ChannelInfo | undefined {
  const slug = /^\/products-listings\/([a-z]+)\/list-products\/?$/.exec(path)?.[1];
  return CHANNELS.find((c) => c.slug === slug);
}

export function listProductsPath(channel: ChannelInfo): string {
  return `/products-listings/${channel.slug}/list-products`;
}

/** A List Products link that opens with these products chosen and the "not listed yet" filter on. */
export function preselectLink(channel: ChannelInfo, productIds: string[]): string {
  const query = new URLSearchParams({ unlisted: '1' });
  if (productIds.length) query.set('products', productIds.join(','));
  return `${listProductsPath(channel)}?${query}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a List Products URL asks for: preselected product ids (well-formed, unique, at most 500) and the filter. */
export function parseListProductsQuery(search: string): { productIds: string[]; unlisted: boolean } {
  const query = new URLSearchParams(search);
  const ids = (query.get('products') ?? '').split(',').map((s) => s.trim()).filter((s) => UUID.test(s));
  return { productIds: [...new Set(ids)].slice(0, 500), unlisted: query.get('unlisted') === '1' };
}

/**
 * What the listing schema's if/then adds once the channel is known (`channel_fields` as that channel's schema, with
 * its own conditions still in it; the channel's title and SKU limits), cleaned for the form.
 */
function channelBranch(channel: ListingChannel): Json {
  const listing = entityByName('listing');
  if (!listing) return {};
  const conditions = (buildForm(listing, { mode: 'create' }).schema.allOf ?? []) as Json[];
  return conditions.find((c) => c.if?.properties?.channel?.const === channel && c.then?.properties?.channel_fields)?.then ?? {};
}

/** The shared schema (`listing-ebay.schema.json`) a listing's `channel_fields` follow on this channel, if any. */
export function channelSchemaId(channel: ListingChannel): string | undefined {
  const conditions = (entityByName('listing')?.conditions ?? []) as Json[];
  const branch = conditions.find((c) => c.if?.properties?.channel?.const === channel && c.then?.properties?.channel_fields);
  const ref = branch?.then?.properties?.channel_fields?.$ref;
  return typeof ref === 'string' ? ref : undefined;
}

type Check = ((data: unknown) => boolean) & { errors?: RawError[] | null };

/**
 * The batch's errors: the channel schema's check on what is entered, without what each product gives (its own
 * per-product fields are not in this form; the API checks them on each listing).
 */
export function batchErrors(channel: ChannelInfo, value: Json): FieldError[] {
  const id = channelSchemaId(channel.code);
  const check = id ? (sharedChecks as Record<string, Check>)[id] : undefined;
  if (!check || check(structuredClone(value))) return [];
  return fieldErrors(check.errors ?? [], { title: `${channel.name} fields` }).filter((e) => !channel.perProduct.includes(e.pointer.split('/')[1]));
}

/** The longest listing title the channel takes. */
export function titleLimit(channel: ListingChannel): number {
  return channelBranch(channel).properties?.title?.maxLength ?? entityByName('listing')?.fields.find((f) => f.name === 'title')?.schema.maxLength ?? 255;
}

/**
 * The batch form of a channel: its `channel_fields` schema without the per-product fields (asked per row, returned
 * apart). The schema keeps its own if/then rules (eBay auctions): the page resolves them against the data entered,
 * as the generic forms do.
 */
export function batchFieldsForm(channel: ChannelInfo): { schema: Json; perProduct: Json } {
  const fields = (channelBranch(channel.code).properties?.channel_fields ?? { type: 'object' }) as Json;
  const { title: _title, description, default: _default, ...rest } = fields;
  const properties: Json = { ...(rest.properties ?? {}) };
  const perProduct: Json = {};
  for (const name of channel.perProduct) {
    if (properties[name]) perProduct[name] = properties[name];
    delete properties[name];
  }
  const required = ((rest.required as string[] | undefined) ?? []).filter((name) => !channel.perProduct.includes(name));
  const schema: Json = { ...rest, type: 'object', properties };
  if (required.length) schema.required = required;
  else delete schema.required;
  if (description) schema.description = description;
  return { schema, perProduct };
}

/**
 * The uiSchema of a channel's fields as resolved now: the account's templates as pickers, the channel's own widgets
 * (eBay's category search and item specifics), enum values in words
 * (labelled after resolving, since a rule may narrow an enum: a fixed-price eBay listing runs GTC only).
 */
export function fieldsUiSchema(channel: ChannelInfo, resolved: Json): Json {
  const properties = (resolved.properties ?? {}) as Json;
  const uiSchema: Json = {};
  for (const [name, ref] of Object.entries(channel.references)) {
    if (properties[name]) uiSchema[name] = { 'ui:widget': 'reference', 'ui:options': { entity: ref.entity, where: ref.where ?? {} } };
  }
  for (const [name, ui] of Object.entries(channel.widgets ?? {})) {
    if (properties[name]) uiSchema[name] = { ...(uiSchema[name] ?? {}), ...ui };
  }
  for (const [name, sub] of Object.entries(properties)) {
    if (Array.isArray((sub as Json).enum) && (sub as Json).type === 'string') {
      const labels = ((sub as Json)['x-enumLabels'] ?? {}) as Record<string, string>;
      uiSchema[name] = { ...(uiSchema[name] ?? {}), 'ui:enumNames': ((sub as Json).enum as string[]).map((v) => labels[v] ?? humanizeValue(v)) };
    }
  }
  return uiSchema;
}

/** `FIXED_PRICE` → "Fixed price", `i_did` → "I did", `2020_2025` → "2020–2025", `DAYS_7` → "7 days". */
export function humanizeValue(value: string): string {
  if (value === 'GTC') return "Good 'Til Cancelled";
  const days = /^DAYS_(\d+)$/.exec(value);
  if (days) return `${days[1]} day${days[1] === '1' ? '' : 's'}`;
  if (/^\d{4}_\d{4}$/.test(value)) return value.replace('_', '–');
  const text = value.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A product title cut to what the channel shows, at a word break when one is near the limit (as the API does). */
export function fitTitle(title: string, max: number): string {
  const text = title.trim();
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return (space >= max * 0.7 ? cut.slice(0, space) : cut).trimEnd();
}
