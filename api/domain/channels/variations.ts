/**
 * Variation listings: a listing of a PARENT product is one multi-variation listing of its variants on the
 * marketplace. This module builds the family for an adapter (`ListingPayload.variations` and `variesBy`), answers
 * which family listings a variant's stock change must reach, and gives the listing reference of one variation, so
 * that a variant's stock and price go to its own variation only.
 *
 * The family: the parent's VARIANT products (not archived), ordered by SKU; the attributes they vary by, in the
 * attributes' position order, named as the channel calls them (`attribute.channel_names[<channel type>]`, else the
 * attribute's name). Every variant must have a value of every attribute of the family and no two variants the same
 * combination: a family that breaks either is refused on the listing before the marketplace is asked (each
 * marketplace refuses it too).
 */
import type { Knex } from 'knex';
import { ChannelError, type ListingPayload, type ListingRef, type VariationPayload } from '../../channels/index.ts';
import type { Row } from '../../crud/repository.ts';
import { absoluteImageUrl } from '../../../checks/media.ts';
import { publicUrl } from '../../media/images.ts';
import { availableFor, offeredQuantity, type QuantityRule } from './quantities.ts';

const jsonOf = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? JSON.parse(value) : (value as T) ?? fallback);

export interface FamilyVariant { product: Row; values: Array<{ attributeId: string; value: string }> }

/** The variants of a parent product (none for any other kind). */
export async function variantsOf(db: Knex, accountId: string, productId: string): Promise<Row[]> {
  return db('products').where({ account_id: accountId, parent_id: productId, kind: 'VARIANT' }).whereNot('status', 'ARCHIVED').orderBy('sku', 'asc');
}

/** True when the listing is of a parent product with at least one variant. */
export async function isFamilyListing(db: Knex, listing: Row): Promise<boolean> {
  const product = await db('products').where({ account_id: listing.account_id, id: listing.product_id }).first('kind');
  return product?.kind === 'PARENT';
}

/** What one variant offers on this listing's channel: its available stock through the listing's rule and buffer. */
export async function variationQuantity(db: Knex, listing: Row, channel: Row, variantId: string): Promise<number> {
  const available = await availableFor(db, String(listing.account_id), variantId, channel);
  return offeredQuantity(available, Number(channel.stock_buffer ?? 0), jsonOf<QuantityRule | null>(listing.quantity_rule, null));
}

const refused = (message: string) => new ChannelError('validation', message, { fields: [{ field: 'product_id', code: 'VARIATION_FAMILY', message }] });

/**
 * The family of a parent product's listing as the adapter wants it, or null for a listing of any other product.
 * Throws a validation ChannelError (the listing goes to ERROR naming it) for a parent without variants, a variant
 * without a value of one of the family's attributes, or two variants with the same values.
 */
export async function familyPayload(db: Knex, listing: Row, channel: Row): Promise<Pick<ListingPayload, 'variations' | 'variesBy'> | null> {
  const accountId = String(listing.account_id);
  const parent = await db('products').where({ account_id: accountId, id: listing.product_id }).first('kind');
  if (parent?.kind !== 'PARENT') return null;
  const variants = await variantsOf(db, accountId, String(listing.product_id));
  if (!variants.length) throw refused('this parent product has no variants to list: add its variants first');
  const valuesOf = (v: Row) => jsonOf<Array<{ attribute_id: string; value: string }>>(v.attribute_values, []);
  const attributeIds = [...new Set(variants.flatMap((v) => valuesOf(v).map((a) => a.attribute_id)))];
  if (!attributeIds.length) throw refused('the variants have no variation values (colour, size…): set them on each variant');
  const attributes: Row[] = await db('attributes').where({ account_id: accountId }).whereIn('id', attributeIds).orderBy([{ column: 'position', order: 'asc' }, { column: 'name', order: 'asc' }]);
  const nameOf = (a: Row) => jsonOf<Record<string, string>>(a.channel_names, {})[String(channel.type)] ?? String(a.name);
  const seen = new Map<string, string>();
  const variations: VariationPayload[] = [];
  for (const variant of variants) {
    const own = valuesOf(variant);
    const values = attributes.map((a) => ({ name: nameOf(a), value: own.find((o) => o.attribute_id === a.id)?.value }));
    const missing = values.filter((v) => !v.value).map((v) => v.name);
    if (missing.length) throw refused(`variant ${variant.sku} has no ${missing.join(' or ')}: every variant needs a value of each attribute the family varies by`);
    const combination = values.map((v) => `${v.name} ${v.value}`).join(', ');
    const twin = seen.get(combination.toLowerCase());
    if (twin) throw refused(`variants ${twin} and ${variant.sku} are both ${combination}: each variant needs its own combination`);
    seen.set(combination.toLowerCase(), String(variant.sku));
    const barcodes = jsonOf<Array<{ value: string }>>(variant.barcodes, []);
    const images = jsonOf<Array<{ url: string; position?: number }>>(variant.images, []).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    variations.push({
      productId: String(variant.id), sku: String(variant.sku), title: String(variant.title),
      // The variant's own retail price, else the listing's (the family's) price.
      price: Number(variant.retail_price ?? listing.price ?? 0),
      quantity: await variationQuantity(db, listing, channel, String(variant.id)),
      barcode: barcodes[0]?.value ?? null,
      imageUrls: images.map((i) => absoluteImageUrl(i.url, publicUrl())),
      values: values.map((v) => ({ name: v.name, value: String(v.value) })),
    });
  }
  const variesBy = attributes.map((a) => {
    const name = nameOf(a);
    const used = new Set(variations.map((v) => v.values.find((x) => x.name === name)!.value));
    // In the attribute's own order of values (Settings › Variations), as buyers see them.
    return { name, values: [...jsonOf<string[]>(a.values, [])].filter((value) => used.has(value)) };
  });
  return { variations, variesBy };
}

/** The live family listings of a variant's parent: where a variant's stock change goes. */
export async function familyListingsOfVariants(trx: Knex, accountId: string, productIds: string[]): Promise<Array<{ listingId: string; variantId: string }>> {
  if (!productIds.length) return [];
  const rows: Array<{ listing_id: string; variant_id: string }> = await trx('products as v')
    .join('listings as l', function joinListing() { this.on('l.account_id', 'v.account_id').andOn('l.product_id', 'v.parent_id'); })
    .join('sales_channels as c', function joinChannel() { this.on('c.account_id', 'l.account_id').andOn('c.id', 'l.sales_channel_id'); })
    .where({ 'v.account_id': accountId, 'v.kind': 'VARIANT', 'c.sync_stock': true, 'c.status': 'CONNECTED' })
    .whereIn('v.id', productIds)
    .whereIn('l.status', ['ACTIVE', 'OUT_OF_STOCK'])
    .select('l.id as listing_id', 'v.id as variant_id');
  return rows.map((r) => ({ listingId: String(r.listing_id), variantId: String(r.variant_id) }));
}

/**
 * The reference of one variation of a live family listing: its SKU, the family's id, and the family's channel state
 * merged with what publish kept for this variation (`channel_state.variations[sku]`: an eBay offer id, a Shopify
 * variant and inventory item id, an Etsy product id…).
 */
export function variationRef(listing: Row, variant: { id: string; sku: string }): ListingRef {
  const state = jsonOf<Row>(listing.channel_state, {});
  const own = (jsonOf<Record<string, Row>>(state.variations, {}))[variant.sku] ?? {};
  return { externalId: String(listing.external_id), sku: variant.sku, channelFields: { ...state, ...own }, variation: { parentSku: String(listing.sku), productId: variant.id } };
}
