/**
 * Amazon in the sandbox, the Product Type Definitions API 2020-09-01 a listing form needs, and the rule
 * putListingsItem enforces with it:
 *
 *   searchDefinitionsProductTypes  GET /definitions/2020-09-01/productTypes?keywords=…&marketplaceIds=…
 *                                  → { productTypes: [{ name, displayName, marketplaceIds }], productTypeVersion }
 *   getDefinitionsProductType      GET /definitions/2020-09-01/productTypes/{productType}?marketplaceIds=…
 *                                  &requirements=LISTING&locale=… → { productType, displayName, requirements,
 *                                  requirementsEnforced, locale, marketplaceIds, productTypeVersion {version,
 *                                  latest, releaseCandidate}, propertyGroups {name: {title, description,
 *                                  propertyNames}}, schema {link {resource, verb}, checksum}, metaSchema {…} }
 *   the schema document            GET on schema.link.resource (Amazon: a pre-signed download URL; here under
 *                                  /sandbox/amazon/_product-type-schemas/), a JSON Schema of meta-schema
 *                                  `amazon-product-type-definition-meta-schema` (…/product-types/meta-schema/v1):
 *                                  `required` attribute names; per attribute `title`, `description`, `type: array`,
 *                                  `items` with its own `required` (value, language_tag where the value is text)
 *                                  and `properties.value` with `enum` + `enumNames` where Amazon offers choices.
 *
 * References: developer-docs.amazon.com/sp-api/docs/product-type-definitions-api-v2020-09-01-reference (the
 * operations and ProductTypeList / ProductTypeDefinition shapes), …/product-type-definition-meta-schema, and for
 * the refusal amzn/selling-partner-api-models issue #5009 (a real listings answer: code 90220, "'Battery' is
 * required but not supplied.", the attribute's title in the words and its name in attributeNames, severity
 * ERROR) with the Listings Items API 2021-08-01 reference (status INVALID, issues[] {code, message, severity,
 * attributeNames, categories}; MISSING_ATTRIBUTE is the category of a missing one).
 *
 * RECORDED EXCERPT, not the whole of Amazon's definitions: five product types, and of each only its required
 * attributes that the seller types (the ones Sellyard fills itself from the product — item_name, brand,
 * product_description, identifiers, images, offer — are required too and listed, but the form leaves them to the
 * product). COOKWARE, SOFA, HOME and KITCHEN carry the required lists of their published definitions as recorded in
 * the public dylan-travis/amz-json-documentation (COOKWARE_documentation.md, SOFA_documentation.md,
 * HOME/HOME_documentation.md, KITCHEN/KITCHEN_documentation.md "Required Fields": brand, bullet_point,
 * country_of_origin, item_name, item_type_keyword, product_description, supplier_declared_dg_hz_regulation; SOFA
 * also fabric_type; their conditionally required fields — identifiers, offer, batteries, hazmat… — are left out). SWEATER's own definition could not be read from any stored reference: it carries only that
 * core list every recorded definition shares (its apparel attributes — size, department… — are left out). The
 * enum values of supplier_declared_dg_hz_regulation are those Amazon's listings take (issue #5009 sends
 * transportation, storage, waste); country_of_origin's are ISO 3166 codes (an excerpt of Amazon's list).
 * Product types outside the excerpt (PRODUCT, the adapter's default) are not searched and keep the general checks of
 * amazon.ts only.
 */
import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxMarketplace } from '../marketplace.ts';

type Json = Record<string, any>;

const DEFINITIONS = '/definitions/2020-09-01/productTypes';
/** Where the sandbox serves its schema documents (its routes are mounted under /sandbox/amazon). */
const SCHEMAS = '/_product-type-schemas';
const MOUNTED = '/sandbox/amazon';
const META_SCHEMA_ID = 'https://schemas.amazon.com/selling-partners/definitions/product-types/meta-schema/v1';
const VERSION = 'U8AVb9fb4y1cUiQHbcB2U0v9vZ8S5A7kP9d1Y0Y3n4w';

interface RecordedAttribute {
  name: string;
  title: string;
  description: string;
  /** The value is text in the marketplace's language: each instance carries a language_tag. */
  text?: boolean;
  /** Amazon's choices (enum) and their words (enumNames). */
  choices?: Array<[string, string]>;
  /** How many instances (bullet_point takes several, one per line). */
  maxItems?: number;
  maxLength?: number;
  /** Sellyard sends it from the product or the listing (the form does not ask). */
  fromProduct?: boolean;
}

interface RecordedProductType {
  name: string;
  displayName: string;
  /** Words merchants use for what is listed as this type (what keywords match, beside the names). */
  words: string[];
  attributes: RecordedAttribute[];
}

const COUNTRIES: Array<[string, string]> = [['GB', 'United Kingdom'], ['IE', 'Ireland'], ['CN', 'China'], ['IN', 'India'], ['IT', 'Italy'], ['PT', 'Portugal'], ['TR', 'Turkey'], ['US', 'United States'], ['VN', 'Vietnam']];
const DANGEROUS_GOODS: Array<[string, string]> = [['not_applicable', 'Not Applicable'], ['ghs', 'GHS'], ['storage', 'Storage'], ['transportation', 'Transportation'], ['waste', 'Waste'], ['other', 'Other'], ['unknown', 'Unknown']];

/** The core every recorded definition requires (titles and descriptions as the definitions word them). */
const CORE: RecordedAttribute[] = [
  { name: 'item_name', title: 'Item Name', description: 'Provide a title for the item that may be customer facing', text: true, maxLength: 200, fromProduct: true },
  { name: 'brand', title: 'Brand Name', description: 'Max. 50 characters', text: true, maxLength: 50, fromProduct: true },
  { name: 'product_description', title: 'Product Description', description: 'The description you provide should pertain to the product in general, not your particular item. There is a 2,000 character maximum.', text: true, maxLength: 2000, fromProduct: true },
  { name: 'bullet_point', title: 'Bullet Point', description: "Max. 100 characters per line. Use these to highlight some of the product's most important qualities. Each line will be displayed as a separate bullet point above the product description.", text: true, maxItems: 5, maxLength: 100 },
  { name: 'item_type_keyword', title: 'Item Type Keyword', description: 'What is the item that you are selling?', maxLength: 100 },
  { name: 'country_of_origin', title: 'Country/Region of Origin', description: 'The country in which the product was published.', choices: COUNTRIES },
  { name: 'supplier_declared_dg_hz_regulation', title: 'Dangerous Goods Regulations', description: 'If the product is a Dangerous Good or Hazardous Material, Substance or Waste that is regulated for transportation, storage, and/or waste select from the list of valid values', choices: DANGEROUS_GOODS, maxItems: 5 },
];

export const PRODUCT_TYPES: RecordedProductType[] = [
  { name: 'SWEATER', displayName: 'Sweater', words: ['jumper', 'sweater', 'cardigan', 'pullover', 'knit', 'knitwear', 'lambswool', 'wool', 'merino', 'crew'], attributes: CORE },
  { name: 'COOKWARE', displayName: 'Cookware', words: ['pan', 'skillet', 'saucepan', 'frying', 'wok', 'pot', 'cast iron', 'casserole'], attributes: CORE },
  // The demo's everyday goods: kitchen things, and the rest of the home (marketplace-categories.ts in api/seed).
  { name: 'KITCHEN', displayName: 'Kitchen', words: ['kitchen', 'tea towel', 'chopping board', 'storage jar', 'food wrap', 'lunch box', 'water bottle', 'mug', 'utensil'], attributes: CORE },
  { name: 'HOME', displayName: 'Home', words: ['home', 'candle', 'plant pot', 'blanket', 'notebook', 'cushion', 'decor', 'toothbrush'], attributes: CORE },
  {
    name: 'SOFA', displayName: 'Sofa', words: ['sofa', 'couch', 'settee', 'loveseat'],
    attributes: [...CORE, { name: 'fabric_type', title: 'Fabric Type', description: 'Provide the fabric composition of the item, e.g. 100% cotton', text: true, maxLength: 1000 }],
  },
];

const typeNamed = (name: string) => PRODUCT_TYPES.find((t) => t.name === name);

/** The product type's JSON Schema document, in the meta-schema's shape (the recorded attributes only). */
export function productTypeSchema(type: RecordedProductType): Json {
  const attribute = (a: RecordedAttribute): Json => ({
    title: a.title,
    description: a.description,
    examples: [],
    type: 'array',
    minItems: 1,
    minUniqueItems: 1,
    maxUniqueItems: a.maxItems ?? 1,
    selectors: a.text ? ['marketplace_id', 'language_tag'] : ['marketplace_id'],
    items: {
      type: 'object',
      required: a.text ? ['language_tag', 'value'] : ['value'],
      additionalProperties: false,
      properties: {
        value: {
          title: a.title, description: a.description, editable: true, hidden: false, type: 'string',
          ...(a.maxLength ? { minLength: 1, maxLength: a.maxLength } : {}),
          ...(a.choices ? { enum: a.choices.map(([v]) => v), enumNames: a.choices.map(([, n]) => n) } : {}),
        },
        ...(a.text ? { language_tag: { $ref: '#/$defs/language_tag' } } : {}),
        marketplace_id: { $ref: '#/$defs/marketplace_id' },
      },
    },
  });
  return {
    $schema: META_SCHEMA_ID,
    $id: `https://schemas.amazon.com/selling-partners/definitions/product-types/schema/v1/${type.name}`,
    $comment: `Amazon product type definition for ${type.name} (Sellyard sandbox: a recorded excerpt)`,
    $defs: {
      marketplace_id: { default: 'ATVPDKIKX0DER', editable: false, hidden: true, examples: ['Amazon.com'], type: 'string', anyOf: [{ type: 'string' }, { type: 'string', enum: ['A1F83G8C2ARO7P'], enumNames: ['Amazon.co.uk'] }] },
      language_tag: { default: 'en_US', editable: false, hidden: true, examples: ['English (United States)'], type: 'string', anyOf: [{ type: 'string' }, { type: 'string', enum: ['en_GB', 'en_US'], enumNames: ['English (United Kingdom)', 'English (United States)'] }] },
    },
    type: 'object',
    required: type.attributes.map((a) => a.name),
    properties: Object.fromEntries(type.attributes.map((a) => [a.name, attribute(a)])),
  };
}

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1);

/** Product types matching the keywords, best first: a keyword among a type's words counts twice its names'. */
function search(keywords: string): RecordedProductType[] {
  const asked = words(keywords);
  return PRODUCT_TYPES.map((type) => {
    const own = new Set(type.words.flatMap(words));
    const names = new Set([...words(type.name), ...words(type.displayName)]);
    const singular = (w: string) => w.replace(/s$/, '');
    const score = asked.reduce((sum, w) => sum + (own.has(w) || own.has(singular(w)) ? 2 : 0) + (names.has(w) || names.has(singular(w)) ? 1 : 0), 0);
    return { type, score };
  }).filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.type.name.localeCompare(b.type.name)).map((s) => s.type);
}

/** An attribute's value is given when one of its instances has a non-empty value. */
function given(attributes: Json, name: string): boolean {
  const instances = attributes?.[name];
  return Array.isArray(instances) && instances.some((i: Json) => {
    const value = i?.value;
    return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' || typeof value === 'boolean';
  });
}

export interface MissingAttributeIssue { code: string; message: string; severity: 'ERROR'; attributeNames: string[]; categories: string[] }

/**
 * The product type's required attributes the submission does not give, as putListingsItem refuses them: one
 * 90220 ERROR per attribute, worded with its title. An offer on an existing ASIN (LISTING_OFFER_ONLY) carries no
 * product facts, and a product type outside the excerpt has no recorded requirements: neither is checked.
 */
export function missingRequiredAttributes(productType: string, attributes: Json, requirements: string): MissingAttributeIssue[] {
  const type = typeNamed(productType);
  if (!type || requirements === 'LISTING_OFFER_ONLY') return [];
  return type.attributes.filter((a) => !given(attributes, a.name)).map((a) => ({
    code: '90220', message: `'${a.title}' is required but not supplied.`, severity: 'ERROR', attributeNames: [a.name], categories: ['MISSING_ATTRIBUTE'],
  }));
}

export interface ProductTypeHelpers {
  tokenSeller(ctx: Context, market: SandboxMarketplace): string | undefined;
  spError(ctx: Context, status: number, code: string, message: string, details?: string): void;
  marketplaces: Record<string, string>;
}

export function productTypeRoutes(router: Router, market: SandboxMarketplace, helpers: ProductTypeHelpers): void {
  const marketplace = (ctx: Context): string | undefined => {
    const id = String(ctx.query.marketplaceIds ?? '').split(',')[0] ?? '';
    if (helpers.marketplaces[id]) return id;
    helpers.spError(ctx, 400, 'InvalidInput', `Invalid marketplaceIds: ${id ? `${id.slice(0, 20)} is not a marketplace this application may sell on` : 'required'}`, 'marketplaceIds');
    return undefined;
  };

  router.get(DEFINITIONS, (ctx) => {
    if (!helpers.tokenSeller(ctx, market)) return;
    const id = marketplace(ctx);
    if (!id) return;
    const keywords = typeof ctx.query.keywords === 'string' ? ctx.query.keywords : '';
    const itemName = typeof ctx.query.itemName === 'string' ? ctx.query.itemName : '';
    // keywords and itemName cannot be used together (the reference's parameter notes).
    if (keywords && itemName) return helpers.spError(ctx, 400, 'InvalidInput', 'Cannot use keywords and itemName together.', 'keywords');
    const found = keywords || itemName ? search(`${keywords.replace(/,/g, ' ')} ${itemName}`) : PRODUCT_TYPES;
    ctx.body = { productTypes: found.map((t) => ({ name: t.name, displayName: t.displayName, marketplaceIds: [id] })), productTypeVersion: VERSION };
  });

  router.get(`${DEFINITIONS}/:productType`, (ctx) => {
    if (!helpers.tokenSeller(ctx, market)) return;
    const id = marketplace(ctx);
    if (!id) return;
    const type = typeNamed(ctx.params.productType!);
    if (!type) return helpers.spError(ctx, 404, 'NOT_FOUND', `Product type ${ctx.params.productType!.slice(0, 64)} is not available in marketplace ${id}.`, 'productType');
    const requirements = ['LISTING', 'LISTING_PRODUCT_ONLY', 'LISTING_OFFER_ONLY'].includes(String(ctx.query.requirements)) ? String(ctx.query.requirements) : 'LISTING';
    const document = JSON.stringify(productTypeSchema(type));
    const link = (path: string) => ({ link: { resource: `${ctx.protocol}://${ctx.host}${MOUNTED}${path}`, verb: 'GET' }, checksum: createHash('md5').update(path === `${SCHEMAS}/${type.name}.json` ? document : META_SCHEMA_ID).digest('base64') });
    ctx.body = {
      metaSchema: link(`${SCHEMAS}/meta-schema.json`),
      schema: link(`${SCHEMAS}/${type.name}.json`),
      requirements,
      requirementsEnforced: 'ENFORCED',
      propertyGroups: {
        product_identity: { title: 'Product Identity', description: 'Information to uniquely identify your product (e.g., UPC, EAN, GTIN, Product Type, Brand)', propertyNames: ['item_name', 'brand', 'item_type_keyword'] },
        product_details: { title: 'Product Details', description: 'Product details for display on the product page', propertyNames: type.attributes.map((a) => a.name).filter((n) => !['item_name', 'brand', 'item_type_keyword', 'supplier_declared_dg_hz_regulation'].includes(n)) },
        safety_and_compliance: { title: 'Safety & Compliance', description: 'Information related to the safety and compliance of your product', propertyNames: ['supplier_declared_dg_hz_regulation'] },
      },
      locale: typeof ctx.query.locale === 'string' && ctx.query.locale !== 'DEFAULT' ? ctx.query.locale : 'en_GB',
      marketplaceIds: [id],
      productType: type.name,
      displayName: type.displayName,
      productTypeVersion: { version: VERSION, latest: true, releaseCandidate: false },
    };
  });

  // The pre-signed download: whoever has the link may read it (no SP-API token), as on Amazon's S3.
  router.get(`${SCHEMAS}/:file`, (ctx) => {
    const name = /^([A-Z][A-Z0-9_]*)\.json$/.exec(ctx.params.file!)?.[1];
    if (ctx.params.file === 'meta-schema.json') {
      ctx.body = { $id: META_SCHEMA_ID, $comment: 'amazon-product-type-definition-meta-schema (the sandbox serves its id only)' };
      return;
    }
    const type = name ? typeNamed(name) : undefined;
    if (!type) {
      ctx.status = 404;
      ctx.body = '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';
      ctx.type = 'application/xml';
      return;
    }
    ctx.body = productTypeSchema(type);
  });
}
