import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseDate, type DateSettings } from './dates.ts';

const uk: DateSettings = { dateFormat: 'DD/MM/YYYY', timeZone: 'Europe/London' };
const us: DateSettings = { dateFormat: 'MM/DD/YYYY', timeZone: 'America/New_York' };
const iso: DateSettings = { dateFormat: 'YYYY-MM-DD', timeZone: 'UTC' };

describe('dates in the account\'s format', () => {
  it('shows a calendar date as it is, in the format', () => {
    expect(formatDate('2026-11-03', uk)).toBe('03/11/2026');
    expect(formatDate('2026-11-03', us)).toBe('11/03/2026');
    expect(formatDate('2026-11-03', { ...uk, dateFormat: 'DD.MM.YYYY' })).toBe('03.11.2026');
    expect(formatDate(null, uk)).toBe('');
  });

  it('shows a moment in the account\'s time zone', () => {
    // 01:30 UTC on 3 November is still 2 November in New York.
    expect(formatDate('2026-11-03T01:30:00Z', us)).toBe('11/02/2026');
    expect(formatDateTime('2026-11-03T01:30:00Z', us)).toBe('11/02/2026 20:30');
    expect(formatDateTime('2026-07-01T12:00:00Z', uk)).toBe('01/07/2026 13:00');
    expect(formatDateTime('2026-07-01T12:00:00Z', iso)).toBe('2026-07-01 12:00');
  });

  it('reads typed dates back in the same format, refusing impossible ones', () => {
    expect(parseDate('3/11/2026', uk)).toBe('2026-11-03');
    expect(parseDate('11/3/2026', us)).toBe('2026-11-03');
    expect(parseDate('2026-11-03', iso)).toBe('2026-11-03');
    expect(parseDate('31/02/2026', uk)).toBeNull();
    expect(parseDate('3/11/26', uk)).toBeNull();
    expect(parseDate('soon', uk)).toBeNull();
  });
});
