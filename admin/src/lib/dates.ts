/**
 * Dates as the account writes them: the date format and time zone of its General Settings (DD/MM/YYYY in
 * Europe/London by default), the same on every screen. A calendar date (`2026-11-23`) is shown as it is; a moment
 * (`2026-11-23T09:30:00Z`) in the account's time zone. Typed dates are read back in the same format.
 * The settings are set once after sign-in (AppLayout); pure otherwise, and unit-tested beside this file.
 */
export type DateFormat = 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'YYYY-MM-DD' | 'DD.MM.YYYY';

export interface DateSettings { dateFormat: DateFormat; timeZone: string }

export const DEFAULT_DATE_SETTINGS: DateSettings = { dateFormat: 'DD/MM/YYYY', timeZone: 'Europe/London' };
let current: DateSettings = DEFAULT_DATE_SETTINGS;

/** Called with the account's General Settings; unknown values keep the defaults. */
export function setDateSettings(settings: Partial<DateSettings>): void {
  const valid = (zone: string | undefined) => {
    try {
      return !!zone && !!new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    } catch {
      return false;
    }
  };
  current = {
    dateFormat: (['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'] as const).find((f) => f === settings.dateFormat) ?? current.dateFormat,
    timeZone: valid(settings.timeZone) ? settings.timeZone! : current.timeZone,
  };
}

export function dateSettings(): DateSettings {
  return current;
}

function arrange(y: string, m: string, d: string, format: DateFormat): string {
  switch (format) {
    case 'MM/DD/YYYY': return `${m}/${d}/${y}`;
    case 'YYYY-MM-DD': return `${y}-${m}-${d}`;
    case 'DD.MM.YYYY': return `${d}.${m}.${y}`;
    default: return `${d}/${m}/${y}`;
  }
}

/** One formatter per time zone: a list formats a moment per row, and building a formatter costs far more than using it. */
const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** The parts of a moment in the account's time zone. */
function zoned(date: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    zonedFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-11-23` → `23/11/2026`; a moment → its date in the account's zone. Empty for nothing; as given when unreadable. */
export function formatDate(value: string | Date | null | undefined, settings: DateSettings = current): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) return arrange(calendar[1], calendar[2], calendar[3], settings.dateFormat);
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const p = zoned(date, settings.timeZone);
  return arrange(p.year, p.month, p.day, settings.dateFormat);
}

/** A moment as date and 24-hour time in the account's zone: `23/11/2026 09:30`. */
export function formatDateTime(value: string | Date | null | undefined, settings: DateSettings = current): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const p = zoned(date, settings.timeZone);
  return `${arrange(p.year, p.month, p.day, settings.dateFormat)} ${p.hour}:${p.minute}`;
}

/** What a person types a date as, for placeholders and help: `DD/MM/YYYY`. */
export function datePlaceholder(settings: DateSettings = current): string {
  return settings.dateFormat;
}

/**
 * A typed date in the account's format → `YYYY-MM-DD`, or `null` when it is not a real calendar date (31/02/2026).
 * Separators are forgiving (`23-11-2026`, `23 11 2026`); the order is the format's.
 */
export function parseDate(text: string, settings: DateSettings = current): string | null {
  const parts = text.trim().split(/[^0-9]+/).filter(Boolean);
  if (parts.length !== 3) return null;
  const order = settings.dateFormat === 'YYYY-MM-DD' ? ['y', 'm', 'd'] : settings.dateFormat === 'MM/DD/YYYY' ? ['m', 'd', 'y'] : ['d', 'm', 'y'];
  const value = Object.fromEntries(order.map((k, i) => [k, parts[i]])) as Record<'y' | 'm' | 'd', string>;
  if (value.y.length !== 4) return null;
  const [y, m, d] = [Number(value.y), Number(value.m), Number(value.d)];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return `${value.y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
