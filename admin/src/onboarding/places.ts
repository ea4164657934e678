/**
 * Country and currency codes as people read them ("DE" → "Germany"), with the same checks the API applies
 * (`checks/identifiers.ts`), and the time zones this browser knows.
 */
import { isCountry, isCurrency } from '../../../checks/identifiers.ts';

/**
 * Each kind of name is set up when first asked for, not as the module loads: building an Intl.DisplayNames loads
 * its locale data (~25 ms for the two while the sign-up page rendered, which reads no currency name).
 */
const namesOf = new Map<'region' | 'currency', Intl.DisplayNames | undefined>();

function safeDisplayNames(type: 'region' | 'currency'): Intl.DisplayNames | undefined {
  if (namesOf.has(type)) return namesOf.get(type);
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames(['en-GB'], { type });
  } catch {
    names = undefined;
  }
  namesOf.set(type, names);
  return names;
}

/** "Germany" for "DE"; undefined for a code that is not a country. */
export function countryName(code: string): string | undefined {
  const c = code.trim().toUpperCase();
  return isCountry(c) ? (safeDisplayNames('region')?.of(c) ?? c) : undefined;
}

/** "Euro" for "EUR"; undefined for a code that is not a currency. */
export function currencyName(code: string): string | undefined {
  const c = code.trim().toUpperCase();
  return isCurrency(c) ? (safeDisplayNames('currency')?.of(c) ?? c) : undefined;
}

export const COUNTRY_MESSAGE = 'must be a two-letter ISO 3166 country code, such as GB';
export const CURRENCY_MESSAGE = 'must be a three-letter ISO 4217 currency code, such as GBP';

/** The country of the browser's language setting (`en-GB` → `GB`), as a starting value; empty when it has none. */
export function browserCountry(): string {
  const region = /-([A-Z]{2})\b/.exec(navigator.language ?? '')?.[1] ?? '';
  return isCountry(region) ? region : '';
}

/** The browser's own time zone (`Europe/London`), or empty. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** Every IANA time zone the browser knows (the server checks with the same tables). */
export function timeZones(): string[] {
  try {
    const zones = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
    return zones.includes('UTC') ? zones : [...zones, 'UTC'];
  } catch {
    return ['UTC'];
  }
}
