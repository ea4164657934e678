/**
 * The code formats the forms show as pickers (`x-format` in the schemas): countries, currencies, languages and time
 * zones, each offered with its English name, the same values the API accepts (`checks/identifiers.ts`,
 * `checks/languages.ts`). Names come from `Intl.DisplayNames`; time zones from `Intl.supportedValuesOf`, which uses
 * the same tz database as the API's check. Pure (no React): unit-tested beside this file.
 */
import { COUNTRY_CODES, CURRENCY_CODES, isTimeZone } from '../../../../checks/identifiers.ts';
import { ISO_639_1 } from '../../../../checks/languages.ts';

export const PICKER_FORMATS = ['country', 'currency', 'language', 'timezone'] as const;
export type PickerFormat = (typeof PICKER_FORMATS)[number];

export const isPickerFormat = (format: unknown): format is PickerFormat => PICKER_FORMATS.includes(format as PickerFormat);

function displayNames(type: 'region' | 'currency' | 'language'): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames(['en-GB'], { type, fallback: 'none' });
  } catch {
    return undefined;
  }
}
/**
 * Each kind of name is set up when first asked for: building an Intl.DisplayNames loads its locale data (~20 ms for
 * the three at start, before the sign-up page could render, which needs only countries).
 */
const namesOf = new Map<'region' | 'currency' | 'language', Intl.DisplayNames | undefined>();
const lazyNames = (type: 'region' | 'currency' | 'language') => () => {
  if (!namesOf.has(type)) namesOf.set(type, displayNames(type));
  return namesOf.get(type);
};
const names = { country: lazyNames('region'), currency: lazyNames('currency'), language: lazyNames('language') };

/** This device's own time zone (Europe/London), when it is one the API accepts; empty otherwise. */
export function deviceTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
    return zone && isTimeZone(zone) ? zone : '';
  } catch {
    return '';
  }
}

/** Every time zone this runtime knows (plus UTC), as the API's check accepts them. */
export function timeZoneCodes(): string[] {
  try {
    const zones = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
    return [...new Set([...zones.filter(isTimeZone), 'UTC'])];
  } catch {
    return ['UTC'];
  }
}

/** The English name of a code ("Germany" for DE, "Euro" for EUR, "German" for de, "Berlin" for Europe/Berlin). */
export function codeName(format: PickerFormat, code: string): string | undefined {
  if (!code) return undefined;
  if (format === 'timezone') {
    if (code === 'UTC') return 'Coordinated Universal Time';
    return zoneCity(code);
  }
  if (format === 'language') return ISO_639_1[code] ?? (() => { try { return names.language()?.of(code); } catch { return undefined; } })();
  try {
    return names[format]()?.of(code) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The city (or place) a time zone is named after: "New York" for America/New_York, "Buenos Aires" for America/Argentina/Buenos_Aires. */
export function zoneCity(code: string): string | undefined {
  const parts = code.split('/');
  if (parts.length < 2) return undefined;
  return parts[parts.length - 1].replaceAll('_', ' ');
}

const OFFSET = /^(GMT|UTC)[+-−]/;
// British English names Europe's zones (GMT/BST, CET/CEST); American English North America's (EST/EDT, PST/PDT);
// Australian and Indian English their own (AEST/AEDT, IST). Else the offset as British English writes it.
const NAME_LOCALES = ['en-GB', 'en-US', 'en-AU', 'en-IN'];
const zoneNames = new Map<string, string>();

/**
 * A zone's names in winter and summer ("GMT/BST", "CET/CEST", "EST/EDT"), one name where it keeps one all year
 * ("GMT+9" for Tokyo). One formatter per locale tried (creating them is the slow part), cached per zone.
 */
export function zoneAbbreviations(code: string): string {
  const hit = zoneNames.get(code);
  if (hit !== undefined) return hit;
  const year = new Date().getUTCFullYear();
  const moments = [new Date(Date.UTC(year, 0, 15, 12)), new Date(Date.UTC(year, 6, 15, 12))];
  let fallback: string[] | undefined;
  let found: string[] | undefined;
  for (const locale of NAME_LOCALES) {
    let names: string[];
    try {
      const format = new Intl.DateTimeFormat(locale, { timeZone: code, timeZoneName: 'short' });
      names = moments.map((at) => format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '');
    } catch {
      continue;
    }
    fallback ??= names;
    if (names.every((n) => n && !OFFSET.test(n))) {
      found = names;
      break;
    }
    // A zone at the same offset all year has one name however it is written: no other locale will do better.
    if (names[0] === names[1]) break;
  }
  const [january, july] = found ?? fallback ?? ['', ''];
  const result = january && july && january !== july ? `${january}/${july}` : january || july;
  zoneNames.set(code, result);
  return result;
}

/** How an option reads: "Germany (DE)", "Euro (EUR)", "German (de)", "London (GMT/BST)". */
export function codeLabel(format: PickerFormat, code: string): string {
  if (format === 'timezone') {
    if (code === 'UTC') return 'Coordinated Universal Time (UTC)';
    const city = zoneCity(code);
    const names = zoneAbbreviations(code);
    return city ? (names ? `${city} (${names})` : city) : code;
  }
  const name = codeName(format, code);
  return name && name !== code ? `${name} (${code})` : code;
}

const cache = new Map<PickerFormat, string[]>();

/** The codes of a format, sorted by how they read (time zones by name, the rest by English name). */
export function codeOptions(format: PickerFormat): string[] {
  const hit = cache.get(format);
  if (hit) return hit;
  const codes = format === 'country' ? [...COUNTRY_CODES]
    : format === 'currency' ? [...CURRENCY_CODES]
      : format === 'language' ? Object.keys(ISO_639_1)
        : timeZoneCodes();
  // Time zones by city; this device's own zone first, so it is offered before anything is typed.
  // (Time zones sort by city alone: their names are read only for the options shown.)
  const sortKey = (code: string) => (format === 'timezone' ? (code === 'UTC' ? 'Coordinated Universal Time' : zoneCity(code) ?? code) : codeLabel(format, code));
  const sorted = codes.sort((a, b) => sortKey(a).localeCompare(sortKey(b), 'en'));
  if (format === 'timezone') {
    const here = deviceTimeZone();
    const at = sorted.indexOf(here);
    if (at > 0) sorted.unshift(...sorted.splice(at, 1));
  }
  cache.set(format, sorted);
  return sorted;
}

/** Whether `code` matches what was typed: the code itself (any case) or a word of its name. */
export function codeMatches(format: PickerFormat, code: string, typed: string): boolean {
  const q = typed.trim().toLowerCase();
  if (!q) return true;
  return code.toLowerCase().includes(q) || (codeName(format, code) ?? '').toLowerCase().includes(q);
}

/**
 * How well `code` matches what was typed (lower is better), or undefined when it does not: the code itself, then a
 * name that starts with it, then a word of the name that does ("ger" → Germany before Algeria and Niger).
 */
function matchRank(format: PickerFormat, code: string, q: string): number | undefined {
  const name = (codeName(format, code) ?? '').toLowerCase();
  const lower = code.toLowerCase();
  if (lower === q) return 0;
  if (name.startsWith(q) || lower.startsWith(q)) return 1;
  if (name.split(/[\s/()-]+/).some((word) => word.startsWith(q)) || lower.split(/[/_]+/).some((part) => part.startsWith(q))) return 2;
  if (name.includes(q) || lower.includes(q)) return 3;
  return undefined;
}

/** The codes of `list` that match what was typed, best first (the list's own order within a rank), at most `max`. */
export function filterCodes(format: PickerFormat, list: readonly string[], typed: string, max = 200): string[] {
  const q = typed.trim().toLowerCase().replaceAll(' ', format === 'timezone' ? '_' : ' ');
  if (!q) return list.slice(0, max);
  const ranked: Array<[number, number, string]> = [];
  list.forEach((code, i) => {
    const rank = matchRank(format, code, q) ?? (format === 'timezone' ? matchRank(format, code, typed.trim().toLowerCase()) : undefined);
    if (rank !== undefined) ranked.push([rank, i, code]);
  });
  return ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]).slice(0, max).map(([, , code]) => code);
}
