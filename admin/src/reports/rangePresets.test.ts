import { describe, expect, it } from 'vitest';
import { presetRange, todayIn } from './rangePresets.ts';

describe('Run Report range presets', () => {
  it.each([
    ['LAST_MONTH', '2026-11-29', '2026-10-01', '2026-10-31'],
    ['LAST_MONTH', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['LAST_MONTH', '2024-03-01', '2024-02-01', '2024-02-29'],
    ['LAST_MONTH', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['LAST_QUARTER', '2026-11-29', '2026-07-01', '2026-09-30'],
    ['LAST_QUARTER', '2026-02-10', '2025-10-01', '2025-12-31'],
    ['LAST_QUARTER', '2026-04-01', '2026-01-01', '2026-03-31'],
    ['LAST_QUARTER', '2026-07-01', '2026-04-01', '2026-06-30'],
    ['YEAR_TO_DATE', '2026-11-29', '2026-01-01', '2026-11-29'],
    ['YEAR_TO_DATE', '2026-01-01', '2026-01-01', '2026-01-01'],
  ] as const)('%s seen from %s is %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it("counts today in the account's time zone, not the device's", () => {
    const justAfterMidnightInLondon = new Date('2026-12-01T00:30:00Z');
    expect(todayIn('Europe/London', justAfterMidnightInLondon)).toBe('2026-12-01');
    expect(todayIn('America/New_York', justAfterMidnightInLondon)).toBe('2026-11-30');
  });
});
