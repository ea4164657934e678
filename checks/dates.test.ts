import { describe, expect, it } from 'vitest';
import { isCalendarDate, isDateTime } from './dates.ts';

describe('isCalendarDate', () => {
  it.each(['2026-11-23', '2024-02-29', '0001-01-01', '9999-12-31'])('accepts %s', (text) => expect(isCalendarDate(text)).toBe(true));
  it.each(['2026-13-45', '2026-02-30', '2025-02-29', '1900-02-29', '0000-01-01', '-271821-04-20', '275760-09-13', '2026-1-1', '', 20261123, null])(
    'refuses %s', (text) => expect(isCalendarDate(text)).toBe(false));
});

describe('isDateTime', () => {
  it.each(['2026-11-23', '2026-11-23T10:00:00Z', '2026-11-23T10:00:00.123Z', '2026-11-23 10:00', '2026-11-23T23:59:59+01:00'])(
    'accepts %s', (text) => expect(isDateTime(text)).toBe(true));
  it.each(['-271821-04-20', '-271821-04-20T00:00:00Z', '2026-13-45T00:00:00Z', '2026-11-23T24:00:00Z', '2026-11-23T10:60Z', 'tomorrow'])(
    'refuses %s', (text) => expect(isDateTime(text)).toBe(false));
});
