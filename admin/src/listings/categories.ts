/**
 * A marketplace's categories and item specifics for the listing form (api/domain/listings/category-routes.ts):
 * the calls, and what the form makes of their answers, kept free of React so it is tested as is.
 */
import { apiFetch, API_URL } from '../data/dataProvider.ts';

export interface CategoryChoice {
  id: string;
  name: string;
  /** The ancestors' names, top first. */
  path: string[];
  /** "Clothes, Shoes & Accessories › Men's Clothing › Jumpers & Cardigans". */
  label: string;
}

export interface AspectInfo {
  name: string;
  required: boolean;
  recommended: boolean;
  mode: 'FREE_TEXT' | 'SELECTION_ONLY';
  multiple: boolean;
  for_variations: boolean;
  max_length: number | null;
  values: string[];
  /** The marketplace's words for each of `values` where those are codes (Amazon: GB → United Kingdom). */
  value_names?: string[];
  /** What the form shows where `name` is a key (Amazon: bullet_point → Bullet Point). */
  title?: string;
  description?: string;
  /** Each value is stored with this language tag (Amazon's text attributes). */
  language_tag?: string;
}

/** How an aspect is named on the form. */
export const aspectTitle = (aspect: AspectInfo): string => aspect.title ?? aspect.name;

/** A value in words (its code where the marketplace has no words for it). */
export function valueName(aspect: AspectInfo, value: string): string {
  const at = aspect.values.indexOf(value);
  return at >= 0 ? aspect.value_names?.[at] ?? value : value;
}

/** Item specifics as stored in the listing's eBay fields: each name with its values. */
export type Aspects = Record<string, string[]>;

type Json = Record<string, any>;

/**
 * Amazon's attributes as stored and sent (`{ bullet_point: [{ value, language_tag }] }`) read as name → values;
 * attributes of several parts (no plain `value`) are not the form's and are left out here (kept in the listing).
 */
export function aspectsFromAmazon(attributes: Json | undefined): Aspects {
  const out: Aspects = {};
  for (const [name, instances] of Object.entries(attributes ?? {})) {
    if (!Array.isArray(instances)) continue;
    const values = instances.map((i) => (i && typeof i === 'object' ? (i as Json).value : undefined)).filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
    if (values.length) out[name] = values;
  }
  return out;
}

/** Sets (or, with no values left, removes) one Amazon attribute, each value with its language tag where it takes one. */
export function withAmazonAttribute(attributes: Json | undefined, aspect: AspectInfo, values: string[]): Json {
  const kept = [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  const next: Json = { ...(attributes ?? {}) };
  if (kept.length) next[aspect.name] = kept.map((value) => ({ value, ...(aspect.language_tag ? { language_tag: aspect.language_tag } : {}) }));
  else delete next[aspect.name];
  return next;
}

export async function searchCategories(salesChannelId: string, q: string, signal?: AbortSignal): Promise<CategoryChoice[]> {
  const response = await apiFetch(`${API_URL}/sales-channels/${encodeURIComponent(salesChannelId)}/categories?${new URLSearchParams({ q })}`, { signal });
  return ((await response.json()) as { categories: CategoryChoice[] }).categories;
}

export async function categoryAspects(salesChannelId: string, categoryId: string): Promise<AspectInfo[]> {
  const response = await apiFetch(`${API_URL}/sales-channels/${encodeURIComponent(salesChannelId)}/categories/${encodeURIComponent(categoryId)}/aspects`);
  return ((await response.json()) as { aspects: AspectInfo[] }).aspects;
}

/** The words worth asking about: at least two letters or digits. */
export function searchable(text: string): boolean {
  return text.replace(/[^\p{L}\p{N}]+/gu, '').length >= 2;
}

/** Sets (or, with no values left, removes) one item specific; values trimmed, empty and repeated ones dropped. */
export function withAspect(aspects: Aspects | undefined, name: string, values: string[]): Aspects {
  const kept = [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  const next: Aspects = { ...(aspects ?? {}) };
  if (kept.length) next[name] = kept;
  else delete next[name];
  return next;
}

/** The category's required item specifics that have no value yet, by name. */
export function missingRequired(aspects: AspectInfo[], values: Aspects | undefined): string[] {
  return aspects.filter((a) => a.required && !(values?.[a.name] ?? []).some((v) => v.trim())).map((a) => a.name);
}

/** Item specifics stored that the category does not list (kept and sent: eBay takes a seller's own). */
export function ownAspects(aspects: AspectInfo[], values: Aspects | undefined): string[] {
  const known = new Set(aspects.map((a) => a.name.toLowerCase()));
  return Object.keys(values ?? {}).filter((name) => !known.has(name.toLowerCase()));
}

/** A value a SELECTION_ONLY aspect does not offer (stored earlier, or for another category) is no choice of it. */
export function allowedValues(aspect: AspectInfo, values: string[]): string[] {
  return aspect.mode === 'SELECTION_ONLY' ? values.filter((v) => aspect.values.includes(v)) : values;
}
