/**
 * Words for enum codes, shared by the generator (which fills every label into the resolved model), the API (CSV,
 * reports) and the admin (lists, views, filters, forms, status chips, history). A code the schema gives no label
 * reads as a humanised code (`AWAITING_PAYMENT` → "Awaiting payment"), never as the raw code.
 */

/** `AWAITING_PAYMENT` → "Awaiting payment", `EAN13` → "EAN13", `fixed-price` → "Fixed price". */
export function humanizeCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  if (!words) return code;
  // A code with a digit and no vowel-only word reads as an identifier (EAN13, GTIN14, UPCA stays readable lower-cased).
  if (/^[A-Z]+[0-9]+$/.test(words)) return words;
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** What a field with labels needs: the resolved model's `enumLabels` (all of them server side, the explicit ones in the browser). */
export interface Labelled {
  enumLabels?: Readonly<Record<string, string>>;
}

/** The label of `value` of an enum field: the schema's label, else the humanised code; non-strings as text. */
export function enumLabel(field: Labelled | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return field?.enumLabels?.[value] ?? humanizeCode(value);
}

/**
 * The labels of a JSON Schema node that has an `enum` (explicit `x-enumLabels` first, then a humanised code per
 * value); used for enums nested inside a field's schema (a barcode's type, a listing's channel fields).
 */
export function schemaEnumLabel(node: { enum?: readonly unknown[]; 'x-enumLabels'?: Record<string, string> } | undefined, value: unknown): string {
  return enumLabel({ enumLabels: node?.['x-enumLabels'] }, value);
}
