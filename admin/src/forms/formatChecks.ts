/**
 * The schemas' `x-format` checks (GTIN, VAT, country, currency) run in the browser with the same functions and
 * messages the API uses (`checks/`), as RJSF's customValidate.
 */
import { FORMAT_CHECKS } from '../../../checks/index.ts';

type Json = Record<string, any>;

/** Walks the raw entity schema beside the form data and reports each failing `x-format`. */
export function formatErrors(schema: Json, data: unknown, resolve: (ref: string) => Json | undefined, path: string[] = []): Array<{ path: string[]; message: string }> {
  if (data === null || data === undefined || !schema) return [];
  let s = schema;
  if (typeof s.$ref === 'string') s = { ...(resolve(s.$ref) ?? {}), ...s };
  const out: Array<{ path: string[]; message: string }> = [];
  for (const part of (s.allOf as Json[] | undefined) ?? []) out.push(...formatErrors(part, data, resolve, path));
  const fmt = s['x-format'];
  if (typeof fmt === 'string' && typeof data === 'string' && data !== '' && FORMAT_CHECKS[fmt]) {
    const message = FORMAT_CHECKS[fmt](data);
    if (message) out.push({ path, message });
  }
  if (s.properties && typeof data === 'object' && !Array.isArray(data)) {
    for (const [k, sub] of Object.entries(s.properties as Json)) out.push(...formatErrors(sub as Json, (data as Json)[k], resolve, [...path, k]));
  }
  if (s.items && Array.isArray(data)) data.forEach((item, i) => out.push(...formatErrors(s.items as Json, item, resolve, [...path, String(i)])));
  return out;
}
