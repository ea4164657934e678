/**
 * eBay in the sandbox, the Taxonomy API a listing form needs: which category tree a marketplace uses, categories
 * suggested for a merchant's words, and the item specifics (aspects) of a leaf category; and the application
 * token (client credentials grant) these calls take.
 *
 * References (developer.ebay.com/api-docs/commerce/taxonomy/resources/category_tree/methods/…):
 *   getDefaultCategoryTreeId   GET /commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=EBAY_GB
 *                              → BaseCategoryTree {categoryTreeId, categoryTreeVersion}
 *   getCategorySuggestions     GET /commerce/taxonomy/v1/category_tree/{category_tree_id}/get_category_suggestions?q=
 *                              → CategorySuggestionResponse {categorySuggestions: [CategorySuggestion], categoryTreeId,
 *                              categoryTreeVersion}; each suggestion a LEAF: {category: {categoryId, categoryName},
 *                              categoryTreeNodeAncestors: [AncestorReference] from the immediate parent up to the
 *                              root (level 0), categoryTreeNodeLevel}, best first
 *   getItemAspectsForCategory  GET /commerce/taxonomy/v1/category_tree/{category_tree_id}/get_item_aspects_for_category
 *                              ?category_id= → AspectMetadata {aspects: [Aspect]}: localizedAspectName, aspectConstraint
 *                              (aspectDataType, aspectMode FREE_TEXT | SELECTION_ONLY, aspectRequired, aspectUsage
 *                              RECOMMENDED | OPTIONAL, itemToAspectCardinality SINGLE | MULTI,
 *                              aspectEnabledForVariations, aspectMaxLength), aspectValues [{localizedValue}]
 *   These "require an access token created with the client credentials grant flow" (scope
 *   https://api.ebay.com/oauth/api_scope): the token endpoint in ebay.ts issues it here (`issueApplicationToken`).
 *
 * RECORDED EXCERPT of eBay UK's category tree (EBAY_GB, tree 3), not the whole tree: the leaves the demo's products
 * and the tests list in, with their ancestors; the same excerpt answers on every marketplace's tree id (eBay's sites
 * use their site ids as tree ids: EBAY_GB 3, EBAY_US 0, EBAY_DE 77…). Where each id and name comes from:
 *   11700 › 20625 › 20635   eBay's own CategoryType reference (Shopping API, CategoryIDPath "11700:20625:20635"),
 *                           named as eBay UK has them (Home, Furniture & DIY › Cookware, Dining & Bar › …).
 *   11450 › 1059 › 11484, 11450 › 4250 › 52365
 *                           as the demo recorded them before this excerpt grew (eBay UK's men's jumpers and hats).
 *   11450 › 1059 › 15687    Men's T-Shirts, as sellers' published category maps give it ("t-shirt": "15687").
 *   The others (1277, 262365, 175837, 20652, 16092, 1039, 15273, 16034) and their top-level parents (26395, 870,
 *                           293, 220, 888): a published cross-marketplace map whose eBay ids are "LEAF category IDs
 *                           from Taxonomy API v1 tree 3 (verified no children)" (Wrenlist's canonical category tree),
 *                           each with its eBay UK path; the top-level ids as eBay UK's L1 list has them.
 * Required aspects: eBay publishes them per leaf only through getItemAspectsForCategory, which no stored reference
 * holds for these leaves. What is recorded: for clothing leaves (Clothes, Shoes & Accessories), the item specifics
 * eBay made required in that whole category in 2011 (eBay's Spring Seller Update as Auctiva reported it, "Item
 * Specifics Required in CSA Listings": brand, style, colour, size and size type, "listings without these details
 * will fail to post"; eBay Developers blog, "Item Specifics Updates for Clothing, Shoes & Accessories") on 15687, and on the older 11484 and 52365 what the demo recorded; on the other leaves no aspect is marked
 * required (none is published for them here), Brand recommended ("eBay always suggests that you provide the Brand").
 * What eBay marks required is what publishOffer refuses without (`missingRequiredAspects`); an offer in a category
 * outside the excerpt, or in a parent category, is refused with 25005 (`categoryProblem`, used by ebay.ts): the
 * sandbox is stricter than eBay for a real leaf the excerpt lacks, never more lenient.
 *
 * The Taxonomy API's error ids below (62000 marketplace, 62004 tree, 62005 category, 62006 no query) follow its 620xx numbering;
 * the exact numbers of these three could not be read from any stored reference and are this sandbox's.
 */
import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxMarketplace } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';
import { ebayError } from './ebay.ts';

type Json = Record<string, any>;

/** Each marketplace's default category tree id (its eBay site id). */
export const CATEGORY_TREES: Record<string, string> = { EBAY_US: '0', EBAY_CA: '2', EBAY_GB: '3', EBAY_AU: '15', EBAY_FR: '71', EBAY_DE: '77', EBAY_IT: '101', EBAY_ES: '186', EBAY_IE: '205' };
const TREE_VERSION = '136';

export interface RecordedAspect {
  name: string;
  required?: boolean;
  /** RECOMMENDED for required and recommended aspects (AspectUsageEnum), else OPTIONAL. */
  usage?: 'RECOMMENDED' | 'OPTIONAL';
  mode?: 'FREE_TEXT' | 'SELECTION_ONLY';
  multi?: boolean;
  forVariations?: boolean;
  maxLength?: number;
  values?: string[];
}

interface RecordedCategory {
  id: string;
  name: string;
  children?: RecordedCategory[];
  /** Words buyers and sellers use for what is listed here (what the suggestions match, beside the names). */
  words?: string[];
  aspects?: RecordedAspect[];
}

const COLOURS = ['Beige', 'Black', 'Blue', 'Brown', 'Green', 'Grey', 'Multicoloured', 'Orange', 'Pink', 'Purple', 'Red', 'White', 'Yellow'];
const MEN_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];

/** Clothes, Shoes & Accessories: the item specifics eBay requires there (see the header). */
const CLOTHING_REQUIRED: RecordedAspect[] = [
  { name: 'Brand', required: true, mode: 'FREE_TEXT', maxLength: 65, values: ['Unbranded', 'Fieldcraft', 'Hearth & Home', 'Trailmark'] },
  { name: 'Style', required: true, mode: 'FREE_TEXT', maxLength: 65, values: ['Basic Tee', 'Graphic Tee', 'Polo', 'Henley'] },
  { name: 'Colour', required: true, mode: 'FREE_TEXT', forVariations: true, maxLength: 65, values: COLOURS },
  { name: 'Size', required: true, mode: 'FREE_TEXT', forVariations: true, maxLength: 65, values: MEN_SIZES },
  { name: 'Size Type', required: true, mode: 'SELECTION_ONLY', values: ['Regular', 'Big & Tall', 'Slim'] },
];

/** A leaf with no aspect published here: Brand recommended, a Type to say what it is (see the header). */
const plainLeaf = (id: string, name: string, words: string[], types: string[]): RecordedCategory => ({
  id, name, words,
  aspects: [
    { name: 'Brand', usage: 'RECOMMENDED', mode: 'FREE_TEXT', maxLength: 65, values: ['Unbranded'] },
    { name: 'Type', usage: 'RECOMMENDED', mode: 'FREE_TEXT', maxLength: 65, values: types },
  ],
});

const TREE: RecordedCategory = {
  id: '0', name: 'Root',
  children: [
    {
      id: '11450', name: 'Clothes, Shoes & Accessories',
      children: [
        {
          id: '1059', name: "Men's Clothing",
          children: [{
            id: '15687', name: 'T-Shirts', words: ['shirt', 't-shirt', 'tshirt', 'tee', 'top'],
            aspects: [...CLOTHING_REQUIRED, { name: 'Material', usage: 'RECOMMENDED', mode: 'FREE_TEXT', multi: true, maxLength: 65, values: ['Cotton', 'Organic Cotton', 'Linen', 'Polyester'] }],
          }, {
            id: '11484', name: 'Jumpers & Cardigans', words: ['jumper', 'sweater', 'cardigan', 'pullover', 'knit', 'knitwear', 'crew', 'lambswool', 'wool', 'merino'],
            aspects: [
              { name: 'Brand', required: true, mode: 'FREE_TEXT', maxLength: 65, values: ['Unbranded', 'Barbour', 'Fieldcraft', 'John Smedley', 'Pringle of Scotland'] },
              { name: 'Size', required: true, mode: 'FREE_TEXT', forVariations: true, maxLength: 65, values: MEN_SIZES },
              { name: 'Department', required: true, mode: 'SELECTION_ONLY', values: ['Men', 'Unisex Adults'] },
              { name: 'Type', required: true, mode: 'SELECTION_ONLY', values: ['Jumper', 'Cardigan', 'Hoodie', 'Sweatshirt'] },
              { name: 'Colour', usage: 'RECOMMENDED', mode: 'FREE_TEXT', forVariations: true, maxLength: 65, values: COLOURS },
              { name: 'Neckline', usage: 'RECOMMENDED', mode: 'SELECTION_ONLY', values: ['Crew Neck', 'Roll Neck', 'Shawl Collar', 'V-Neck'] },
              { name: 'Material', usage: 'RECOMMENDED', mode: 'FREE_TEXT', multi: true, maxLength: 65, values: ['Cashmere', 'Cotton', 'Lambswool', 'Merino Wool', 'Wool'] },
              { name: 'Pattern', usage: 'OPTIONAL', mode: 'FREE_TEXT', maxLength: 65, values: ['Cable Knit', 'Plain', 'Striped'] },
            ],
          }],
        },
        {
          id: '4250', name: "Men's Accessories",
          children: [{
            id: '52365', name: 'Hats', words: ['hat', 'beanie', 'cap', 'bobble'],
            aspects: [
              { name: 'Brand', required: true, mode: 'FREE_TEXT', maxLength: 65, values: ['Unbranded', 'Fieldcraft'] },
              { name: 'Department', required: true, mode: 'SELECTION_ONLY', values: ['Men', 'Unisex Adults'] },
              { name: 'Style', required: true, mode: 'FREE_TEXT', maxLength: 65, values: ['Beanie', 'Baseball Cap', 'Bucket Hat', 'Flat Cap'] },
              { name: 'Colour', usage: 'RECOMMENDED', mode: 'FREE_TEXT', forVariations: true, maxLength: 65, values: COLOURS },
              { name: 'Material', usage: 'OPTIONAL', mode: 'FREE_TEXT', multi: true, maxLength: 65, values: ['Acrylic', 'Cotton', 'Merino Wool', 'Wool'] },
            ],
          }],
        },
      ],
    },
    {
      id: '11700', name: 'Home, Furniture & DIY',
      children: [{
        id: '20625', name: 'Cookware, Dining & Bar',
        children: [{
          id: '20635', name: 'Kitchen Tools & Gadgets', words: ['kitchen', 'utensil', 'gadget', 'chopping', 'board', 'skillet', 'tea towel'],
          aspects: [
            { name: 'Brand', usage: 'RECOMMENDED', mode: 'FREE_TEXT', maxLength: 65, values: ['Unbranded'] },
            { name: 'Type', usage: 'RECOMMENDED', mode: 'FREE_TEXT', maxLength: 65, values: ['Chopping Board', 'Tea Towel', 'Utensil Set'] },
            { name: 'Material', usage: 'OPTIONAL', mode: 'FREE_TEXT', multi: true, maxLength: 65, values: ['Bamboo', 'Oak', 'Stainless Steel', 'Linen'] },
          ],
        },
        plainLeaf('20652', 'Kitchen Storage & Organisation', ['storage', 'jar', 'jars', 'lunch', 'box', 'container', 'wraps'], ['Lunch Box', 'Storage Jar', 'Food Container'])],
      }, plainLeaf('16092', 'Stationery & School Equipment', ['pen', 'fountain', 'notebook', 'stationery', 'ink', 'paper'], ['Fountain Pen', 'Notebook', 'Pen Set'])],
    },
    { id: '26395', name: 'Health & Beauty', children: [plainLeaf('1277', 'Other Health & Beauty', ['toothbrush', 'bamboo', 'oral', 'soap'], ['Toothbrush', 'Toiletry Set'])] },
    { id: '870', name: 'Pottery, Ceramics & Glass', children: [plainLeaf('262365', 'Other Pottery & Glass', ['pot', 'ceramic', 'plant', 'planter', 'bowl', 'pottery'], ['Plant Pot', 'Bowl', 'Vase'])] },
    { id: '293', name: 'Sound & Vision', children: [plainLeaf('175837', 'Other Sound & Vision', ['earbuds', 'headphones', 'earphones', 'audio', 'speaker'], ['Earbuds', 'Headphones', 'Speaker'])] },
    { id: '220', name: 'Toys & Games', children: [plainLeaf('1039', 'Other Toys & Games', ['puzzle', 'toy', 'wooden', 'kids', 'game'], ['Puzzle', 'Wooden Toy'])] },
    {
      id: '888', name: 'Sporting Goods',
      children: [
        plainLeaf('15273', 'Fitness, Running & Yoga', ['running', 'yoga', 'mat', 'fitness', 'socks'], ['Running Socks', 'Yoga Mat']),
        plainLeaf('16034', 'Camping & Hiking', ['camping', 'hiking', 'picnic', 'blanket', 'mug', 'enamel'], ['Picnic Blanket', 'Camping Mug']),
      ],
    },
  ],
};

interface Placed { node: RecordedCategory; ancestors: RecordedCategory[] }

/** Every node with its ancestors, immediate parent first (as categoryTreeNodeAncestors lists them). */
const PLACED: Placed[] = [];
(function walk(node: RecordedCategory, ancestors: RecordedCategory[]) {
  PLACED.push({ node, ancestors });
  for (const child of node.children ?? []) walk(child, [node, ...ancestors]);
})(TREE, []);

const placedOf = (id: string) => PLACED.find((p) => p.node.id === id);

/**
 * What is wrong with listing in this category on eBay UK's tree as recorded: nothing (a leaf), no category, an id the
 * tree does not have, or a parent category (eBay lists only in leaf categories: the Trading API's error 87 "The
 * category selected is not a leaf category"; the Inventory API answers 25005 at publishOffer, see ebay.ts).
 */
export function categoryProblem(categoryId: string): 'missing' | 'unknown' | 'not-leaf' | undefined {
  if (!categoryId) return 'missing';
  const placed = placedOf(categoryId);
  if (!placed || placed.node.id === '0') return 'unknown';
  return placed.node.children?.length ? 'not-leaf' : undefined;
}

/** Every recorded leaf category with its path from the top (for tests and the demo's checks). */
export function recordedLeaves(): Array<{ id: string; path: string; aspects: RecordedAspect[] }> {
  return PLACED.filter((p) => p.node.id !== '0' && !p.node.children?.length)
    .map((p) => ({ id: p.node.id, path: [...p.ancestors].reverse().filter((a) => a.id !== '0').map((a) => a.name).concat(p.node.name).join(' › '), aspects: p.node.aspects ?? [] }));
}

/** The recorded aspects of a leaf category, or undefined when the excerpt does not know it. */
export function recordedAspects(categoryId: string): RecordedAspect[] | undefined {
  return placedOf(categoryId)?.node.aspects;
}

/** The names of the category's required aspects that `aspects` (name → values) gives no value for. */
export function missingRequiredAspects(categoryId: string, aspects: Record<string, unknown>): string[] {
  const given = new Map(Object.entries(aspects).map(([name, values]) => [name.toLowerCase(), values]));
  return (recordedAspects(categoryId) ?? []).filter((a) => a.required).map((a) => a.name)
    .filter((name) => { const values = given.get(name.toLowerCase()); return !Array.isArray(values) || !values.some((v) => typeof v === 'string' && v.trim()); });
}

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1);

/** Leaves matching the query, best first: a word of the query in a leaf's words counts twice its names'. */
function suggest(q: string): Placed[] {
  const asked = words(q);
  const scored = PLACED.filter((p) => !p.node.children?.length && p.node.id !== '0').map((p) => {
    const own = new Set((p.node.words ?? []).flatMap(words));
    const names = new Set([p.node, ...p.ancestors].flatMap((n) => words(n.name)));
    const score = asked.reduce((sum, w) => sum + (own.has(w) || own.has(w.replace(/s$/, '')) ? 2 : 0) + (names.has(w) || names.has(w.replace(/s$/, '')) ? 1 : 0), 0);
    return { p, score };
  });
  return scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.p.node.name.localeCompare(b.p.node.name)).map((s) => s.p);
}

function suggestionJson(treeId: string, { node, ancestors }: Placed): Json {
  const level = ancestors.length;
  return {
    category: { categoryId: node.id, categoryName: node.name },
    categoryTreeNodeAncestors: ancestors.map((a, i) => ({
      categoryId: a.id, categoryName: a.name, categoryTreeNodeLevel: level - 1 - i,
      categorySubtreeNodeHref: `https://api.ebay.com/commerce/taxonomy/v1/category_tree/${treeId}/get_category_subtree?category_id=${a.id}`,
    })),
    categoryTreeNodeLevel: level,
    relevancy: 'HIGH',
  };
}

function aspectJson(a: RecordedAspect): Json {
  return {
    localizedAspectName: a.name,
    aspectConstraint: {
      aspectDataType: 'STRING',
      itemToAspectCardinality: a.multi ? 'MULTI' : 'SINGLE',
      aspectMode: a.mode ?? 'FREE_TEXT',
      aspectRequired: Boolean(a.required),
      aspectUsage: a.required ? 'RECOMMENDED' : a.usage ?? 'OPTIONAL',
      aspectEnabledForVariations: Boolean(a.forVariations),
      aspectApplicableTo: ['ITEM'],
      ...(a.maxLength ? { aspectMaxLength: a.maxLength } : {}),
    },
    ...(a.values?.length ? { aspectValues: a.values.map((v) => ({ localizedValue: v })) } : {}),
  };
}

// ---- Application tokens (client credentials grant) --------------------------------------------------------

/** An application token lives 2 hours (expires_in 7200), as eBay's do. */
const APPLICATION_TOKEN_SECONDS = 7200;
const applicationTokens = new WeakMap<SandboxMarketplace, Map<string, number>>();

/** A new application access token of this sandbox, and how long it lives. */
export function issueApplicationToken(market: SandboxMarketplace): { accessToken: string; expiresIn: number } {
  let tokens = applicationTokens.get(market);
  if (!tokens) applicationTokens.set(market, (tokens = new Map()));
  const now = Date.now();
  for (const [token, expiresAt] of tokens) if (expiresAt < now) tokens.delete(token);
  const accessToken = `sbxapp_${randomBytes(24).toString('base64url')}`;
  tokens.set(accessToken, now + APPLICATION_TOKEN_SECONDS * 1000);
  return { accessToken, expiresIn: APPLICATION_TOKEN_SECONDS };
}

/** The call carries a live application token; else answers 401 as eBay does and says false. */
function applicationToken(ctx: Context, market: SandboxMarketplace): boolean {
  const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
  const expiresAt = token ? applicationTokens.get(market)?.get(token) : undefined;
  if (expiresAt && expiresAt > Date.now()) return true;
  ctx.status = 401;
  ctx.body = { errors: [{ errorId: 1001, domain: 'OAuth', category: 'REQUEST', message: 'Invalid access token', longMessage: 'Invalid access token. The Taxonomy API takes an application access token (client credentials grant).' }] };
  return false;
}

function routes(router: Router, market: SandboxMarketplace): void {
  router.get('/commerce/taxonomy/v1/get_default_category_tree_id', (ctx) => {
    if (!applicationToken(ctx, market)) return;
    const marketplace = String(ctx.query.marketplace_id ?? '');
    if (!CATEGORY_TREES[marketplace]) return ebayError(ctx, 400, 62000, `The specified marketplace ID was not found: ${marketplace || '(none)'}.`, 'marketplace_id', 'API_TAXONOMY');
    ctx.body = { categoryTreeId: CATEGORY_TREES[marketplace], categoryTreeVersion: TREE_VERSION };
  });

  const tree = (ctx: Context): string | undefined => {
    const id = ctx.params.treeId!;
    if (Object.values(CATEGORY_TREES).includes(id)) return id;
    ebayError(ctx, 404, 62004, 'The specified category tree ID was not found.', 'category_tree_id', 'API_TAXONOMY');
    return undefined;
  };

  router.get('/commerce/taxonomy/v1/category_tree/:treeId/get_category_suggestions', (ctx) => {
    if (!applicationToken(ctx, market)) return;
    const treeId = tree(ctx);
    if (!treeId) return;
    const q = typeof ctx.query.q === 'string' ? ctx.query.q.trim() : '';
    // q is required ("Occurrence: Required").
    if (!q) return ebayError(ctx, 400, 62006, 'The q query parameter is required: describe the item.', 'q', 'API_TAXONOMY');
    ctx.body = { categorySuggestions: suggest(q).map((p) => suggestionJson(treeId, p)), categoryTreeId: treeId, categoryTreeVersion: TREE_VERSION };
  });

  router.get('/commerce/taxonomy/v1/category_tree/:treeId/get_item_aspects_for_category', (ctx) => {
    if (!applicationToken(ctx, market)) return;
    if (!tree(ctx)) return;
    const categoryId = String(ctx.query.category_id ?? '');
    const placed = placedOf(categoryId);
    if (!placed || placed.node.id === '0') return ebayError(ctx, 400, 62005, `The specified category ID ${categoryId || '(none)'} does not exist in the category tree.`, 'category_id', 'API_TAXONOMY');
    // Aspects belong to leaf categories: a parent has none to list in.
    if (placed.node.children?.length) return ebayError(ctx, 400, 62005, `The specified category ID ${categoryId} is not a leaf category: choose one of its subcategories.`, 'category_id', 'API_TAXONOMY');
    ctx.body = { aspects: (placed.node.aspects ?? []).map(aspectJson) };
  });
}

registerSandboxModule({ type: 'EBAY', routes });
