import { describe, expect, it } from 'vitest';
import { confirmText, jobActions, jobTitle, nextTryText, progressText } from './jobs.ts';

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

describe('jobTitle, nextTryText and confirmText', () => {
  it('names kinds in words, keeps unknown kinds as they are', () => {
    expect(jobTitle('csv-schedule.run')).toBe('Scheduled CSV export');
    expect(jobTitle('something.new')).toBe('something.new');
  });

  it('tells when a failed try runs again', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(nextTryText({ state: 'retry', start_after: '2026-11-26T09:59:00Z' }, now)).toBe('next try any moment');
    expect(nextTryText({ state: 'retry', start_after: '2026-11-26T10:00:30Z' }, now)).toMatch(/^next try \d\d:\d\d:\d\d$/);
    expect(nextTryText({ state: 'failed', start_after: '2026-11-26T10:00:30Z' }, now)).toBe('');
  });

  it('asks before cancelling, saying more for a running job, and not before a retry', () => {
    expect(confirmText('retry', { state: 'failed', kind: 'csv-import.run' })).toBeNull();
    expect(confirmText('cancel', { state: 'active', kind: 'csv-import.run' })).toMatch(/^This job \(CSV import\) is running: cancelling stops it/);
    expect(confirmText('cancel', { state: 'created', kind: 'channel.push-stock' })).toBe('This job (Send stock to a channel) will not run. You can retry it later.');
  });
});
