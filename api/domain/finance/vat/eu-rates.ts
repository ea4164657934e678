/**
 * A dated table of VAT rates: the EU member states' standard and reduced rates (and the UK's), each period with
 * the first day it applies. Source: the European Commission's "VAT rates applied in the Member States of the
 * European Union" (taxation_customs, situation at 1 January and 1 July each year) and the member states' own
 * announcements for the changes listed. `reduced[0]` is the principal reduced rate (the one most goods on a
 * reduced rate take: food, books); the others follow. Super-reduced and parking rates are not listed.
 */

export interface RatePeriod { from: string; standard: number; reduced: number[] }

/** Periods per country, oldest first; a period lasts until the next one's `from`. */
export const VAT_RATES: Record<string, RatePeriod[]> = {
  AT: [{ from: '2016-01-01', standard: 20, reduced: [10, 13] }],
  BE: [{ from: '2016-01-01', standard: 21, reduced: [6, 12] }],
  BG: [{ from: '2016-01-01', standard: 20, reduced: [9] }],
  HR: [{ from: '2016-01-01', standard: 25, reduced: [13, 5] }],
  CY: [{ from: '2016-01-01', standard: 19, reduced: [5, 9] }],
  // Czechia merged its 10 % and 15 % rates into 12 % on 1 January 2024.
  CZ: [{ from: '2016-01-01', standard: 21, reduced: [15, 10] }, { from: '2024-01-01', standard: 21, reduced: [12] }],
  DK: [{ from: '2016-01-01', standard: 25, reduced: [] }],
  // Estonia: 22 % from 1 January 2024, 24 % from 1 July 2025.
  EE: [{ from: '2016-01-01', standard: 20, reduced: [9, 5] }, { from: '2024-01-01', standard: 22, reduced: [9, 5] }, { from: '2025-07-01', standard: 24, reduced: [9, 5] }],
  // Finland: 25.5 % from 1 September 2024; its 10 % rate (books, medicines) became 14 % on 1 January 2025.
  FI: [{ from: '2016-01-01', standard: 24, reduced: [14, 10] }, { from: '2024-09-01', standard: 25.5, reduced: [14, 10] }, { from: '2025-01-01', standard: 25.5, reduced: [14] }],
  FR: [{ from: '2016-01-01', standard: 20, reduced: [5.5, 10, 2.1] }],
  // Germany's temporary cut (1 July – 31 December 2020).
  DE: [{ from: '2016-01-01', standard: 19, reduced: [7] }, { from: '2020-07-01', standard: 16, reduced: [5] }, { from: '2021-01-01', standard: 19, reduced: [7] }],
  GR: [{ from: '2016-06-01', standard: 24, reduced: [13, 6] }],
  HU: [{ from: '2016-01-01', standard: 27, reduced: [5, 18] }],
  IE: [{ from: '2016-01-01', standard: 23, reduced: [13.5, 9] }],
  IT: [{ from: '2016-01-01', standard: 22, reduced: [10, 5, 4] }],
  LV: [{ from: '2016-01-01', standard: 21, reduced: [12, 5] }],
  LT: [{ from: '2016-01-01', standard: 21, reduced: [9, 5] }],
  // Luxembourg's temporary 1-point cut for 2023.
  LU: [{ from: '2016-01-01', standard: 17, reduced: [8, 14, 3] }, { from: '2023-01-01', standard: 16, reduced: [7, 13, 3] }, { from: '2024-01-01', standard: 17, reduced: [8, 14, 3] }],
  MT: [{ from: '2016-01-01', standard: 18, reduced: [5, 7] }],
  NL: [{ from: '2019-01-01', standard: 21, reduced: [9] }],
  PL: [{ from: '2016-01-01', standard: 23, reduced: [8, 5] }],
  PT: [{ from: '2016-01-01', standard: 23, reduced: [6, 13] }],
  // Romania: 21 % (and one 11 % reduced rate) from 1 August 2025.
  RO: [{ from: '2017-01-01', standard: 19, reduced: [9, 5] }, { from: '2025-08-01', standard: 21, reduced: [11] }],
  // Slovakia: 23 % from 1 January 2025, reduced 19 % and 5 %.
  SK: [{ from: '2016-01-01', standard: 20, reduced: [10] }, { from: '2025-01-01', standard: 23, reduced: [19, 5] }],
  SI: [{ from: '2016-01-01', standard: 22, reduced: [9.5, 5] }],
  ES: [{ from: '2016-01-01', standard: 21, reduced: [10, 4] }],
  SE: [{ from: '2016-01-01', standard: 25, reduced: [12, 6] }],
  // The UK (VAT Notice 700, section 3): standard 20 %, reduced 5 %.
  GB: [{ from: '2011-01-04', standard: 20, reduced: [5] }],
};

/** The EU member states (ISO 3166-1 alpha-2). */
export const EU_MEMBER_STATES = new Set(Object.keys(VAT_RATES).filter((c) => c !== 'GB'));

/** The rates in force in `country` on `date` (YYYY-MM-DD), or undefined for a country the table does not hold. */
export function ratesOn(country: string, date: string): RatePeriod | undefined {
  const periods = VAT_RATES[country];
  if (!periods) return undefined;
  let found: RatePeriod | undefined;
  for (const period of periods) if (period.from <= date) found = period;
  return found ?? periods[0];
}

/** English names for the reasons printed on invoices ("IOSS: French VAT 20 %"). */
export const COUNTRY_ADJECTIVES: Record<string, string> = {
  AT: 'Austrian', BE: 'Belgian', BG: 'Bulgarian', HR: 'Croatian', CY: 'Cypriot', CZ: 'Czech', DK: 'Danish', EE: 'Estonian',
  FI: 'Finnish', FR: 'French', DE: 'German', GR: 'Greek', HU: 'Hungarian', IE: 'Irish', IT: 'Italian', LV: 'Latvian',
  LT: 'Lithuanian', LU: 'Luxembourg', MT: 'Maltese', NL: 'Dutch', PL: 'Polish', PT: 'Portuguese', RO: 'Romanian',
  SK: 'Slovak', SI: 'Slovenian', ES: 'Spanish', SE: 'Swedish', GB: 'UK',
};
