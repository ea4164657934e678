/**
 * Dates a client may send: real calendar days in years 0001–9999. Both PostgreSQL (4713 BC – 294276 AD for
 * timestamps) and JavaScript (±275,760 years) hold far more, but a four-digit year is what every format, every
 * report and every user means, and anything outside it is a typo or a probe, never a date to store or filter on.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO 8601 date-time as RFC 3339 and `Date.parse` agree on: a date, `T` or a space, a time, an optional zone. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** True for `YYYY-MM-DD` naming a day that exists (no 2026-02-30, no month 13), year 0001–9999. */
export function isCalendarDate(text: unknown): text is string {
  const match = typeof text === 'string' ? DATE.exec(text) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/** True for a calendar date, optionally with a valid time of day and zone (`2026-11-23T10:00:00Z`). */
export function isDateTime(text: unknown): text is string {
  const match = typeof text === 'string' ? DATE_TIME.exec(text) : null;
  if (!match || !isCalendarDate(match[1])) return false;
  const [hours, minutes, seconds] = [Number(match[2] ?? 0), Number(match[3] ?? 0), Number(match[4] ?? 0)];
  return hours <= 23 && minutes <= 59 && seconds <= 59;
}
