/**
 * The pure part of the child grid (x-entity.childGrid, ChildGrid.tsx): the combinations of picked values, which of
 * them a parent still lacks, the starting value of a patterned field, the body of the request, and the server's
 * errors put back on their row and field.
 */
import type { EntityModel, FieldModel } from '../model.ts';
import { parseMoney } from '../lib/money.ts';

type Json = Record<string, any>;
export type ChildGridModel = NonNullable<EntityModel['childGrid']>;

/** A list the rows pick from (Size with its values), in the order it is shown. */
export interface PickList { id: string; name: string; values: string[] }
/** One pair of a combination: the list and the value picked from it. */
export interface Pick { listId: string; name: string; value: string }

/** `attribute=value` pairs, order-free and case-free (the API's own key: api/crud/child-grid.ts). */
export function comboKey(pairs: Array<{ listId: string; value: string }>): string {
  return pairs.map((p) => `${p.listId}=${p.value.trim().toLowerCase()}`).sort().join('&');
}

/** Every combination of the picked values, lists in the order given, values in their list's order. */
export function combinations(lists: PickList[], picked: Record<string, string[]>): Pick[][] {
  const used = lists.filter((l) => (picked[l.id] ?? []).length);
  if (!used.length) return [];
  let out: Pick[][] = [[]];
  for (const list of used) {
    const values = list.values.filter((v) => picked[list.id]!.includes(v));
    out = out.flatMap((combo) => values.map((value) => [...combo, { listId: list.id, name: list.name, value }]));
  }
  return out;
}

/** The combinations no existing child has (`existing`: the children's pairs as stored). */
export function missingCombinations(all: Pick[][], existing: Json[], combine: NonNullable<ChildGridModel['combine']>): Pick[][] {
  const taken = new Set(existing.map((child) => comboKey(((child[combine.field] ?? []) as Json[]).map((p) => ({ listId: String(p[combine.refField]), value: String(p[combine.valueField]) })))));
  return all.filter((combo) => !taken.has(comboKey(combo)));
}

/** `{parent}-{Size}-{Colour}` → `TEE-M-Navy` (the API fills a pattern the same way: api/crud/child-grid.ts). */
export function fillPattern(pattern: string, parentValue: unknown, combo: Pick[]): string {
  return pattern.replace(/\{([^{}]+)\}/g, (whole, token: string, offset: number) => {
    if (token === 'parent') return parentValue == null ? '' : String(parentValue);
    if (token === 'values') {
      const before = pattern[offset - 1];
      return before && '-_/.'.includes(before) ? combo.map((p) => p.value.replace(/\s+/g, before)).join(before) : combo.map((p) => p.value).join(', ');
    }
    const hit = combo.find((p) => p.name.toLowerCase() === token.toLowerCase());
    if (!hit) return whole;
    // In a code (a SKU) a value's spaces become dashes: "Forest Green" → "Forest-Green".
    const before = pattern[offset - 1];
    return before && '-_/.'.includes(before) ? hit.value.replace(/\s+/g, before) : hit.value;
  });
}

/** The pattern the grid starts from for `field`: one placeholder per picked list (`{parent}-{Size}-{Colour}`). */
export function startingPattern(grid: ChildGridModel, field: string, lists: PickList[]): string | undefined {
  const pattern = grid.patterns[field];
  if (!pattern || !pattern.includes('{values}')) return pattern;
  const before = pattern[pattern.indexOf('{values}') - 1];
  if (!before || !'-_/.'.includes(before)) return pattern;
  return pattern.replace('{values}', lists.map((l) => `{${l.name}}`).join(before));
}

/** How a column is edited: a money amount, a whole number, a barcode (a list of codes: the first), or text. */
export type CellKind = 'money' | 'integer' | 'barcode' | 'text';

export function cellKind(field: FieldModel): CellKind {
  if (field.money) return 'money';
  if (field.jsonType === 'integer' || field.jsonType === 'number') return 'integer';
  const items = (field.schema as Json).items as Json | undefined;
  if (field.jsonType === 'array' && items?.properties?.value?.['x-format'] === 'gtin') return 'barcode';
  return 'text';
}

/** A barcode's type from its length (GS1: EAN-8, UPC-A 12, EAN-13, GTIN-14). */
export function barcodeType(digits: string): string | undefined {
  return ({ 8: 'EAN8', 12: 'UPCA', 13: 'EAN13', 14: 'GTIN14' } as Record<number, string>)[digits.length];
}

/** A cell's text as the field's value, or `{ error }` said in a merchant's words. */
export function cellValue(field: FieldModel, text: string, currency: string): { value?: unknown; error?: string } {
  const t = text.trim();
  if (!t) return {};
  switch (cellKind(field)) {
    case 'money': {
      const minor = parseMoney(t, currency);
      return minor === undefined || minor < 0 ? { error: 'Enter an amount, e.g. 12.50' } : { value: minor };
    }
    case 'integer':
      return /^\d+$/.test(t) ? { value: Number(t) } : { error: 'Enter a whole number' };
    case 'barcode': {
      const digits = t.replace(/\s+/g, '');
      const type = /^\d+$/.test(digits) ? barcodeType(digits) : undefined;
      return type ? { value: [{ type, value: digits }] } : { error: 'Enter 8, 12, 13 or 14 digits' };
    }
    default:
      return { value: t };
  }
}

/** The request's rows (see ChildGrid): each combination's pairs, its cells and its opening stock. */
export interface GridRow { combo: Pick[]; cells: Record<string, string>; stock: Record<string, string> }

export function requestRows(grid: ChildGridModel, child: EntityModel, rows: GridRow[], currency: string): { rows: Json[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const out = rows.map((row, i) => {
    const body: Json = {};
    if (grid.combine) body[grid.combine.field] = row.combo.map((p) => ({ [grid.combine!.refField]: p.listId, [grid.combine!.valueField]: p.value }));
    for (const column of grid.columns) {
      const field = child.fields.find((f) => f.name === column);
      if (!field) continue;
      const { value, error } = cellValue(field, row.cells[column] ?? '', currency);
      if (error) errors[`${i}/${column}`] = error;
      else if (value !== undefined) body[column] = value;
    }
    if (grid.openingStock) {
      const stock = Object.entries(row.stock).filter(([, q]) => q.trim() !== '');
      stock.forEach(([location, q]) => { if (!/^\d+$/.test(q.trim())) errors[`${i}/stock/${location}`] = 'Enter a whole number'; });
      const entries = stock.filter(([, q]) => /^\d+$/.test(q.trim()) && Number(q) > 0).map(([location_id, q]) => ({ location_id, quantity: Number(q) }));
      if (entries.length) body.opening_stock = entries;
    }
    return body;
  });
  return { rows: out, errors };
}

/**
 * The server's field errors (`/rows/3/retail_price`, `/rows/3/opening_stock/0/quantity`) as the grid's cells
 * (`3/retail_price`, `3/stock/<location>`), given the rows as sent. Errors that name no cell go under the row.
 */
export function cellErrors(errors: Array<{ pointer: string; message: string }>, sent: Json[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const [, rows, index, field, sub] = e.pointer.split('/');
    if (rows !== 'rows' || index === undefined) continue;
    if (field === 'opening_stock' && sub !== undefined) {
      const location = sent[Number(index)]?.opening_stock?.[Number(sub)]?.location_id;
      out[location ? `${index}/stock/${location}` : `${index}/row`] = e.message;
    } else out[`${index}/${field ?? 'row'}`] = e.message;
  }
  return out;
}
