import { describe, expect, it } from 'vitest';
import { jobActions, progressText } from './jobs.ts';

describe('jobActions', () => {
  it('offers retry to failed and cancelled jobs, cancel to waiting and running ones, nothing to done ones', () => {
    expect(jobActions('failed')).toEqual(['retry']);
    expect(jobActions('cancelled')).toEqual(['retry']);
    expect(jobActions('created')).toEqual(['cancel']);
    expect(jobActions('active')).toEqual(['cancel']);
    expect(jobActions('completed')).toEqual([]);
  });
});

describe('progressText', () => {
  it('shows rows done of the total with the share, or the count alone', () => {
    expect(progressText({ done: 1200, total: 50000 })).toBe('1,200 / 50,000 rows (2%)');
    expect(progressText({ done: 300, total: null })).toBe('300 done');
    expect(progressText(null)).toBe('');
  });
});
