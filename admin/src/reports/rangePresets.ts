/**
 * Run Report's range presets: the periods a merchant closes and compares (last month, last quarter, the year so
 * far), as calendar days counted from "today" in the account's time zone (a run at 00:30 on 1 December in London is
 * already in December). Pure: `today` is passed in, so the arithmetic is unit-tested beside this file.
 */
export const RANGE_PRESETS = [
  { name: 'LAST_MONTH', label: 'Last month' },
  { name: 'LAST_QUARTER', label: 'Last quarter' },
  { name: 'YEAR_TO_DATE', label: 'Year to date' },
] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number]['name'];

const pad = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
/** The last day of `month` (1–12) of `year`. */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first and last day of the preset's period, as `YYYY-MM-DD`, seen from `today` (`YYYY-MM-DD`). */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'LAST_MONTH': {
      const y = month === 1 ? year - 1 : year;
      const m = month === 1 ? 12 : month - 1;
      return { from: day(y, m, 1), to: day(y, m, lastDay(y, m)) };
    }
    case 'LAST_QUARTER': {
      // Calendar quarters: Jan–Mar, Apr–Jun, Jul–Sep, Oct–Dec.
      const quarter = Math.floor((month - 1) / 3);
      const y = quarter === 0 ? year - 1 : year;
      const first = quarter === 0 ? 10 : (quarter - 1) * 3 + 1;
      return { from: day(y, first, 1), to: day(y, first + 2, lastDay(y, first + 2)) };
    }
    case 'YEAR_TO_DATE':
      return { from: day(year, 1, 1), to: today };
  }
}

/** Today's calendar date in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
