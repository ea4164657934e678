/**
 * The little XML the carriers' older services speak (DPD UK's tracking, Parcelforce's SOAP): written with every
 * value escaped, read by element name without a parser dependency. Enough for flat, known shapes; not a general
 * XML reader (no DTDs, no entities beyond the five predefined ones and numeric references, no mixed content).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function unescapeXml(value: string): string {
  return value
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, text: string) => text.replace(/[&<>]/g, (c) => ESCAPES[c]!))
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

/** `<name>value</name>` for each defined value (null and undefined leave the element out), nested objects as elements. */
export function xmlElement(name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => xmlElement(name, v)).join('');
  if (typeof value === 'object') return `<${name}>${Object.entries(value as Record<string, unknown>).map(([k, v]) => xmlElement(k, v)).join('')}</${name}>`;
  return `<${name}>${escapeXml(value)}</${name}>`;
}

const localName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The inner XML of every `<name>` element (any namespace prefix), outermost first. */
export function xmlAll(xml: string, name: string): string[] {
  const pattern = new RegExp(`<(?:[\\w-]+:)?${localName(name)}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:[\\w-]+:)?${localName(name)}>)`, 'g');
  return [...xml.matchAll(pattern)].map((m) => m[1] ?? '');
}

/** The text of the first `<name>` element, unescaped and trimmed; null when there is none. */
export function xmlText(xml: string, name: string): string | null {
  const found = xmlAll(xml, name)[0];
  return found === undefined ? null : unescapeXml(found).trim();
}
