/**
 * The images of an `x-upload` field as a list of `{url, alt}`, whatever its shape: one URL, a list of URLs, or a
 * list of objects whose `upload.urlField` holds the URL (a product's `images`, sorted by `position`). Pure.
 */
import type { FieldModel } from '../model.ts';

type Json = Record<string, any>;

export interface ImageItem {
  url: string;
  alt?: string;
  /** The item as stored (other properties of an object item are kept when the list is edited). */
  item: Json | string;
}

export function imageItems(field: Pick<FieldModel, 'upload'>, value: unknown): ImageItem[] {
  const urlField = field.upload?.urlField;
  if (typeof value === 'string') return value ? [{ url: value, item: value }] : [];
  if (!Array.isArray(value)) return [];
  const items = value.flatMap((v): ImageItem[] => {
    if (typeof v === 'string') return v ? [{ url: v, item: v }] : [];
    if (urlField && v && typeof v === 'object' && typeof v[urlField] === 'string') return [{ url: v[urlField], alt: typeof v.alt === 'string' ? v.alt : undefined, item: v }];
    return [];
  });
  // Objects with a `position` are shown in its order (the first is the main image); a stable sort keeps ties.
  return items.map((x, i) => ({ x, i })).sort((a, b) => positionOf(a.x.item, a.i) - positionOf(b.x.item, b.i)).map(({ x }) => x);
}

function positionOf(item: Json | string, index: number): number {
  return typeof item === 'object' && typeof item.position === 'number' ? item.position : index;
}

/** The field's value after the images were edited (reordered, added, removed): positions follow the list. */
export function imagesValue(field: Pick<FieldModel, 'upload'>, items: ImageItem[]): unknown {
  const urlField = field.upload?.urlField;
  if (!field.upload?.many) return items[0]?.url ?? undefined;
  if (!urlField) return items.map((x) => x.url);
  return items.map((x, position) => {
    const base = typeof x.item === 'object' ? { ...x.item } : {};
    const out: Json = { ...base, [urlField]: x.url, position };
    if (x.alt) out.alt = x.alt;
    else delete out.alt;
    return out;
  });
}
