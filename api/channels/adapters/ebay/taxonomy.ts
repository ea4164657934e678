/**
 * eBay's Taxonomy API for the listing form: the marketplace's default category tree (getDefaultCategoryTreeId),
 * leaf categories suggested for the merchant's words (getCategorySuggestions, `q`) and a leaf category's item
 * specifics (getItemAspectsForCategory). References: developer.ebay.com/api-docs/commerce/taxonomy/resources/
 * category_tree/methods/getCategorySuggestions (CategorySuggestionResponse, AncestorReference) and
 * …/getItemAspectsForCategory (AspectMetadata, Aspect, AspectConstraint, AspectValue).
 *
 * These calls take an application access token (client credentials grant, scope
 * https://api.ebay.com/oauth/api_scope), not the seller's: a category can be chosen before the channel is
 * connected. The token (2 hours) and each marketplace's tree id are kept per API host, so a merchant typing in the
 * category box costs one suggestions call per search.
 */
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, CategoryAspect, CategoryService, CategorySuggestion } from '../../types.ts';
import { clientCredentials, LANGUAGE, readEbayErrors } from './index.ts';

const PUBLIC_SCOPE = 'https://api.ebay.com/oauth/api_scope';
const TREE_ID_MS = 24 * 3600_000;

const appTokens = new Map<string, { token: string; expiresAt: number }>();
const treeIds = new Map<string, { id: string; at: number }>();

/** An application token for the context's API host, from the cache while it has a minute left. */
async function applicationToken(ctx: AdapterContext): Promise<string> {
  const key = `${ctx.baseUrl}|${clientCredentials()}`;
  const kept = appTokens.get(key);
  if (kept && kept.expiresAt - 60_000 > Date.now()) return kept.token;
  const { body } = await ctx.http.send({ method: 'POST', url: '/identity/v1/oauth2/token', headers: { authorization: `Basic ${clientCredentials()}` }, form: { grant_type: 'client_credentials', scope: PUBLIC_SCOPE } }, (response) => {
    const error = (response.body as { error?: string; error_description?: string } | null)?.error;
    return error ? new ChannelError('auth', `eBay refused Sellyard's application token: ${error}`, { status: response.status }) : undefined;
  });
  const token = String(body.access_token);
  appTokens.set(key, { token, expiresAt: Date.now() + Number(body.expires_in ?? 7200) * 1000 });
  return token;
}

async function taxonomyHeaders(ctx: AdapterContext): Promise<Record<string, string>> {
  const marketplace = ctx.channel.marketplace ?? 'EBAY_GB';
  // Category and aspect names come in the marketplace's language (Accept-Language).
  return { authorization: `Bearer ${await applicationToken(ctx)}`, 'accept-language': LANGUAGE[marketplace] ?? 'en-GB' };
}

/** The marketplace's default category tree id ('3' for EBAY_GB). */
export async function categoryTreeId(ctx: AdapterContext): Promise<string> {
  const marketplace = ctx.channel.marketplace ?? 'EBAY_GB';
  const key = `${ctx.baseUrl}|${marketplace}`;
  const kept = treeIds.get(key);
  if (kept && Date.now() - kept.at < TREE_ID_MS) return kept.id;
  const { body } = await ctx.http.send({ method: 'GET', url: '/commerce/taxonomy/v1/get_default_category_tree_id', headers: await taxonomyHeaders(ctx), query: { marketplace_id: marketplace } }, readEbayErrors);
  const id = String(body.categoryTreeId);
  treeIds.set(key, { id, at: Date.now() });
  return id;
}

interface EbaySuggestion { category?: { categoryId?: string; categoryName?: string }; categoryTreeNodeAncestors?: Array<{ categoryName?: string; categoryTreeNodeLevel?: number }> }

/** A suggestion as the form shows it: the path from the top (level 1) down, the root (level 0) left out. */
export function suggestionOf(s: EbaySuggestion): CategorySuggestion | undefined {
  if (!s.category?.categoryId) return undefined;
  const ancestors = [...(s.categoryTreeNodeAncestors ?? [])]
    .filter((a) => (a.categoryTreeNodeLevel ?? 1) > 0 && a.categoryName)
    .sort((a, b) => (a.categoryTreeNodeLevel ?? 0) - (b.categoryTreeNodeLevel ?? 0));
  return { id: String(s.category.categoryId), name: String(s.category.categoryName ?? s.category.categoryId), path: ancestors.map((a) => String(a.categoryName)) };
}

interface EbayAspect {
  localizedAspectName?: string;
  aspectConstraint?: { aspectRequired?: boolean; aspectUsage?: string; aspectMode?: string; itemToAspectCardinality?: string; aspectEnabledForVariations?: boolean; aspectMaxLength?: number };
  aspectValues?: Array<{ localizedValue?: string }>;
}

export function aspectOf(a: EbayAspect): CategoryAspect | undefined {
  if (!a.localizedAspectName) return undefined;
  const c = a.aspectConstraint ?? {};
  const required = c.aspectRequired === true;
  return {
    name: a.localizedAspectName,
    required,
    recommended: !required && c.aspectUsage === 'RECOMMENDED',
    mode: c.aspectMode === 'SELECTION_ONLY' ? 'SELECTION_ONLY' : 'FREE_TEXT',
    multiple: c.itemToAspectCardinality === 'MULTI',
    forVariations: c.aspectEnabledForVariations === true,
    maxLength: typeof c.aspectMaxLength === 'number' ? c.aspectMaxLength : null,
    values: (a.aspectValues ?? []).map((v) => v.localizedValue).filter((v): v is string => typeof v === 'string' && v !== ''),
  };
}

export const ebayCategories: CategoryService = {
  idPattern: /^[0-9]{1,10}$/,
  idRule: 'a category is a number of up to 10 digits',
  async suggest(ctx, query) {
    const tree = await categoryTreeId(ctx);
    const { body } = await ctx.http.send({ method: 'GET', url: `/commerce/taxonomy/v1/category_tree/${encodeURIComponent(tree)}/get_category_suggestions`, headers: await taxonomyHeaders(ctx), query: { q: query } }, readEbayErrors);
    return ((body?.categorySuggestions ?? []) as EbaySuggestion[]).map(suggestionOf).filter((s): s is CategorySuggestion => Boolean(s));
  },
  async aspects(ctx, categoryId) {
    const tree = await categoryTreeId(ctx);
    const { body } = await ctx.http.send({ method: 'GET', url: `/commerce/taxonomy/v1/category_tree/${encodeURIComponent(tree)}/get_item_aspects_for_category`, headers: await taxonomyHeaders(ctx), query: { category_id: categoryId } }, readEbayErrors);
    const aspects = ((body?.aspects ?? []) as EbayAspect[]).map(aspectOf).filter((a): a is CategoryAspect => Boolean(a));
    // Required first, then recommended, then the rest, each in eBay's order.
    const rank = (a: CategoryAspect) => (a.required ? 0 : a.recommended ? 1 : 2);
    return aspects.map((a, i) => ({ a, i })).sort((x, y) => rank(x.a) - rank(y.a) || x.i - y.i).map(({ a }) => a);
  },
};
