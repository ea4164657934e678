import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, CURRENCY_CODES, FORMAT_CHECKS, isTimeZone } from './identifiers.ts';

describe('x-format checks of the code pickers', () => {
  it('accepts IANA time zones and UTC, refuses offsets, abbreviations and made-up zones', () => {
    for (const zone of ['Europe/London', 'America/Argentina/Buenos_Aires', 'Etc/GMT+1', 'UTC', 'Asia/Kolkata']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['Mars/Olympus_Mons', '+01:00', 'EST', 'europe', '', 'Europe/London; drop table']) expect(isTimeZone(zone), zone).toBe(false);
    expect(FORMAT_CHECKS.timezone('Mars/Olympus_Mons')).toBe('must be an IANA time zone, such as Europe/London');
    expect(FORMAT_CHECKS.timezone('Europe/Berlin')).toBeUndefined();
  });

  it('accepts ISO 639-1 language codes only', () => {
    expect(FORMAT_CHECKS.language('de')).toBeUndefined();
    expect(FORMAT_CHECKS.language('xx')).toMatch(/ISO 639-1/);
    expect(FORMAT_CHECKS.language('DE')).toMatch(/ISO 639-1/);
    expect(FORMAT_CHECKS.language('deu')).toMatch(/ISO 639-1/);
  });

  it('lists the countries and currencies the checks accept, sorted', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    expect(COUNTRY_CODES.every((c) => !FORMAT_CHECKS.country(c))).toBe(true);
    expect(CURRENCY_CODES.every((c) => !FORMAT_CHECKS.currency(c))).toBe(true);
    expect([...CURRENCY_CODES]).toEqual([...CURRENCY_CODES].sort());
    expect(CURRENCY_CODES).toContain('EUR');
  });
});
