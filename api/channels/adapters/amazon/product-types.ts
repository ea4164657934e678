/**
 * Amazon's product types for the listing form, through the Product Type Definitions API 2020-09-01: the types
 * that fit the merchant's words (searchDefinitionsProductTypes, `keywords`) and a type's required attributes
 * (getDefinitionsProductType with requirements LISTING, whose answer links the type's JSON Schema: meta-schema
 * `amazon-product-type-definition-meta-schema`). References: developer-docs.amazon.com/sp-api/docs/
 * product-type-definitions-api-v2020-09-01-reference (ProductTypeList, ProductTypeDefinition, SchemaLink) and
 * …/product-type-definition-meta-schema (`required`, per attribute `title`, `description`, `items.required`,
 * `items.properties.value` with `enum`/`enumNames`, `maxUniqueItems`).
 *
 * The product type plays the category's part (CategoryService): its id is the type's name (SWEATER), its name the
 * displayName (Sweater); its attributes are CategoryAspects, keyed by the attribute's name (bullet_point) and shown
 * by its title (Bullet Point), codes with their words (GB: United Kingdom). The form asks only for required
 * attributes the seller types: those Sellyard sends itself from the product and the listing (FILLED_BY_SELLYARD)
 * are left out, and so are attributes of several parts (a battery's cell composition…), which no simple field
 * can take: Amazon then names them in its refusal. Unlike eBay's taxonomy these calls take the seller's token.
 */
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, CategoryAspect, CategoryService, CategorySuggestion } from '../../types.ts';

const DEFINITIONS = '/definitions/2020-09-01/productTypes';

/** Attributes the adapter fills from the product and the listing (index.ts, listingBody and publishFamily). */
export const FILLED_BY_SELLYARD = new Set([
  'item_name', 'brand', 'product_description', 'condition_type', 'condition_note', 'purchasable_offer', 'fulfillment_availability', 'merchant_suggested_asin',
  'externally_assigned_product_identifier', 'main_product_image_locator', 'item_package_weight', 'parentage_level',
  'child_parent_sku_relationship', 'variation_theme',
]);

export interface ProductTypeDeps {
  headers(ctx: AdapterContext): Record<string, string>;
  marketplaceId(ctx: AdapterContext): string;
  language(ctx: AdapterContext): string;
  readAmazonErrors: Parameters<AdapterContext['http']['send']>[1];
}

type Json = Record<string, any>;

/** One attribute of a product type's schema as the form asks for it; undefined when no simple field can take it. */
export function attributeAspect(name: string, property: Json, required: boolean, language: string): CategoryAspect | undefined {
  const items = (property?.items ?? {}) as Json;
  const value = items.properties?.value as Json | undefined;
  if (!value || (value.type !== 'string' && value.type !== 'number' && value.type !== 'integer')) return undefined;
  // Parts beside value and its selectors (a unit, a type) would be sent empty: not a simple field.
  const parts = ((items.required ?? []) as string[]).filter((p) => !['value', 'language_tag', 'marketplace_id'].includes(p));
  if (parts.length) return undefined;
  const choices = Array.isArray(value.enum) ? (value.enum as unknown[]).map(String) : [];
  const names = Array.isArray(value.enumNames) && value.enumNames.length === choices.length ? (value.enumNames as unknown[]).map(String) : undefined;
  const most = Number(property.maxUniqueItems ?? property.maxItems ?? 1);
  return {
    name,
    title: typeof property.title === 'string' ? property.title : name,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    required,
    recommended: false,
    mode: choices.length ? 'SELECTION_ONLY' : 'FREE_TEXT',
    multiple: most > 1,
    forVariations: false,
    maxLength: typeof value.maxLength === 'number' ? value.maxLength : null,
    values: choices,
    ...(names ? { valueNames: names } : {}),
    ...(((items.required ?? []) as string[]).includes('language_tag') ? { languageTag: language } : {}),
  };
}

/** The required attributes of a product type's schema the seller types, in the schema's order. */
export function requiredAspects(schema: Json, language: string): CategoryAspect[] {
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries((schema?.properties ?? {}) as Record<string, Json>)
    .filter(([name]) => required.has(name) && !FILLED_BY_SELLYARD.has(name))
    .map(([name, property]) => attributeAspect(name, property, true, language))
    .filter((a): a is CategoryAspect => Boolean(a));
}

/**
 * The schema document's link may be followed only to Amazon's hosts (its pre-signed downloads) or the channel's
 * own API host (the sandbox): never an address an answer could point anywhere.
 */
export function trustedSchemaUrl(ctx: AdapterContext, resource: unknown): string {
  let url: URL;
  try {
    url = new URL(String(resource));
  } catch {
    throw new ChannelError('permanent', 'Amazon answered a product type without a readable schema link');
  }
  const own = new URL(ctx.baseUrl);
  const amazon = url.protocol === 'https:' && /(^|\.)(amazon\.com|amazonaws\.com)$/.test(url.hostname);
  if (!amazon && url.origin !== own.origin) throw new ChannelError('permanent', `Amazon's product type schema link points outside Amazon (${url.hostname})`);
  return url.toString();
}

/**
 * Amazon answers 404 NOT_FOUND for a product type it does not describe in the seller's marketplace: said in the
 * merchant's words (what to do next), not as the request and its JSON.
 */
function unknownProductType(response: { status: number }, productType: string): ChannelError | undefined {
  if (response.status !== 404) return undefined;
  const message = `Amazon does not describe the product type ${productType} for this marketplace: search for the product type that fits and choose it`;
  return new ChannelError('validation', message, { status: 404, fields: [{ field: 'category_id', code: 'NOT_FOUND', message }] });
}

export function amazonProductTypes(deps: ProductTypeDeps): CategoryService {
  return {
    idPattern: /^[A-Z][A-Z0-9_]{0,63}$/,
    idRule: 'a product type is an Amazon name in capitals, such as SWEATER',
    sellerCredentials: true,
    async suggest(ctx, query) {
      // keywords: a comma-delimited list.
      const keywords = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(',');
      const { body } = await ctx.http.send({ method: 'GET', url: DEFINITIONS, headers: deps.headers(ctx), query: { keywords, marketplaceIds: deps.marketplaceId(ctx), locale: deps.language(ctx) } }, deps.readAmazonErrors);
      return ((body?.productTypes ?? []) as Array<{ name?: string; displayName?: string }>)
        .filter((t) => typeof t.name === 'string' && t.name)
        .map((t): CategorySuggestion => ({ id: t.name!, name: t.displayName || t.name!, path: [] }));
    },
    async aspects(ctx, productType) {
      const language = deps.language(ctx);
      const { body: definition } = await ctx.http.send({
        method: 'GET', url: `${DEFINITIONS}/${encodeURIComponent(productType)}`, headers: deps.headers(ctx),
        query: { marketplaceIds: deps.marketplaceId(ctx), requirements: 'LISTING', requirementsEnforced: 'ENFORCED', locale: language },
      }, (response) => unknownProductType(response, productType) ?? deps.readAmazonErrors?.(response));
      // The pre-signed link carries its own permission: no SP-API token goes there.
      const { body: schema } = await ctx.http.send({ method: 'GET', url: trustedSchemaUrl(ctx, definition?.schema?.link?.resource) });
      return requiredAspects(schema, language);
    },
  };
}
