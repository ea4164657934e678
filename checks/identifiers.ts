/**
 * Identifier checks shared by the API (as ajv keywords) and the admin (the same messages before submit).
 * Framework-free: no imports but checks/ itself. Each check returns `undefined` when the value is fine, or the
 * message to show.
 */
import { isLanguageCode } from './languages.ts';

/** ISO 3166-1 alpha-2 codes in use (officially assigned), plus XI (Northern Ireland, used for UK VAT). */
const COUNTRIES = new Set((
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XI'
).split(' '));

/** ISO 4217 currencies in use and their minor units (decimal places); absent means 2. */
const CURRENCY_MINOR_UNITS: Record<string, number> = {
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0,
  XAF: 0, XOF: 0, XPF: 0,
};
const CURRENCIES = new Set((
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF ' +
  'CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG ' +
  'HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA ' +
  'MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD ' +
  'RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX ' +
  'USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWG'
).split(' '));

export function isCountry(code: string): boolean {
  return COUNTRIES.has(code);
}

export function isCurrency(code: string): boolean {
  return CURRENCIES.has(code);
}

/** Decimal places of a currency's minor unit: GBP 2, JPY 0, BHD 3. */
export function minorUnits(currency: string): number {
  return CURRENCY_MINOR_UNITS[currency] ?? 2;
}

/** GS1 mod-10: weights 3,1,3,1… from the rightmost digit before the check digit. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function checkGtin(value: string): string | undefined {
  if (!/^\d+$/.test(value)) return 'must contain digits only';
  if (![8, 12, 13, 14].includes(value.length)) return 'must have 8 (EAN-8), 12 (UPC-A), 13 (EAN-13) or 14 (GTIN-14) digits';
  const expected = gtinCheckDigit(value.slice(0, -1));
  if (Number(value.at(-1)) !== expected) return `has a wrong check digit: the last digit should be ${expected}`;
  return undefined;
}

/** VAT number patterns by country prefix (the common ones; others only need two letters and 2–13 characters). */
const VAT_PATTERNS: Record<string, [RegExp, string]> = {
  GB: [/^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, 'GB followed by 9 or 12 digits'],
  XI: [/^XI(\d{9}|\d{12})$/, 'XI followed by 9 or 12 digits'],
  DE: [/^DE\d{9}$/, 'DE followed by 9 digits'],
  FR: [/^FR[0-9A-HJ-NP-Z]{2}\d{9}$/, 'FR, two characters and 9 digits'],
  NL: [/^NL\d{9}B\d{2}$/, 'NL, 9 digits, B and 2 digits'],
  IE: [/^IE\d{7}[A-W][A-IW]?$|^IE\d[A-Z+*]\d{5}[A-W]$/, 'IE, 7 digits and one or two letters'],
  ES: [/^ES[0-9A-Z]\d{7}[0-9A-Z]$/, 'ES and 9 characters'],
  IT: [/^IT\d{11}$/, 'IT followed by 11 digits'],
  BE: [/^BE[01]\d{9}$/, 'BE followed by 10 digits starting 0 or 1'],
  AT: [/^ATU\d{8}$/, 'ATU followed by 8 digits'],
  PL: [/^PL\d{10}$/, 'PL followed by 10 digits'],
  SE: [/^SE\d{10}01$/, 'SE followed by 12 digits ending 01'],
  DK: [/^DK\d{8}$/, 'DK followed by 8 digits'],
};

/** UK VAT mod-97 (and the 9755 variant introduced in 2010) over the first nine digits. */
function gbMod97(digits: string): boolean {
  const weights = [8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0) + Number(digits.slice(7, 9));
  return sum % 97 === 0 || (sum + 55) % 97 === 0;
}

export function checkVatNumber(raw: string): string | undefined {
  const value = raw.replace(/[\s.-]/g, '').toUpperCase();
  const country = value.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(country)) return 'must start with the two-letter country prefix (GB, DE, FR…)';
  const rule = VAT_PATTERNS[country];
  if (rule && !rule[0].test(value)) return `must be ${rule[1]}`;
  if (!rule && !/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value)) return 'must be the country prefix and 2 to 13 letters or digits';
  if ((country === 'GB' || country === 'XI') && /^\w{2}\d{9}/.test(value) && !gbMod97(value.slice(2, 11))) return 'is not a valid UK VAT number (the check digits do not match)';
  return undefined;
}

/**
 * Whether `zone` is an IANA time zone name (`Europe/London`, `America/Argentina/Buenos_Aires`, `UTC`) that this
 * runtime's Intl knows: the same tz database browsers use. Offsets and abbreviations (`+01:00`, `EST`) are refused.
 */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^(?:[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+|UTC)$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The `x-format` checks by name, as the schemas use them (the admin's pickers offer the same values). */
export const FORMAT_CHECKS: Record<string, (value: string) => string | undefined> = {
  gtin: checkGtin,
  vat: checkVatNumber,
  country: (v) => (isCountry(v) ? undefined : 'must be a two-letter ISO 3166 country code, such as GB'),
  currency: (v) => (isCurrency(v) ? undefined : 'must be a three-letter ISO 4217 currency code, such as GBP'),
  language: (v) => (isLanguageCode(v) ? undefined : 'must be a two-letter ISO 639-1 language code, such as en'),
  timezone: (v) => (isTimeZone(v) ? undefined : 'must be an IANA time zone, such as Europe/London'),
};

/** Every code of a format the pickers list (`timezone` comes from the runtime's Intl instead). */
export const COUNTRY_CODES: readonly string[] = [...COUNTRIES].sort();
export const CURRENCY_CODES: readonly string[] = [...CURRENCIES].sort();
