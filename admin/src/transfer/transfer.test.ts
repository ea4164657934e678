import { describe, expect, it } from 'vitest';
import { NdjsonSplitter } from './ndjson.ts';
import { backgroundImportText, canCommit, errorsByColumn, importFinished, type ImportReport } from './report.ts';

describe('NdjsonSplitter', () => {
  it('returns complete lines only, keeping a line cut between chunks for the next one', () => {
    const splitter = new NdjsonSplitter();
    expect(splitter.feed('{"type":"progress","processed":0,"total":9}\n{"type":"prog')).toEqual([{ type: 'progress', processed: 0, total: 9 }]);
    expect(splitter.feed('ress","processed":5,"total":9}\n\n')).toEqual([{ type: 'progress', processed: 5, total: 9 }]);
    expect(splitter.feed('{"type":"result","status":200,"body":{}}')).toEqual([]);
    expect(splitter.end()).toEqual([{ type: 'result', status: 200, body: {} }]);
    expect(splitter.end()).toEqual([]);
  });
});

describe('import report', () => {
  const report = (create: number, update: number, error: number) => ({ counts: { create, update, error } }) as ImportReport;

  it('commits only with something to write and no failed rows, unless they are skipped', () => {
    expect(canCommit(undefined, false)).toBe(false);
    expect(canCommit(report(2, 1, 0), false)).toBe(true);
    expect(canCommit(report(2, 1, 1), false)).toBe(false);
    expect(canCommit(report(2, 1, 1), true)).toBe(true);
    expect(canCommit(report(0, 0, 3), true)).toBe(false);
  });

  it('groups a row\'s errors by column', () => {
    const errors = errorsByColumn({ line: 4, action: 'error', errors: [
      { pointer: '/website', message: 'has the wrong form', column: 'Website' },
      { pointer: '', message: 'names the same record as line 3 (code NEW1)' },
      { pointer: '/lines', message: 'must have at least 1 item' },
    ] });
    expect(errors.get('Website')).toEqual(['has the wrong form']);
    expect(errors.get('')).toEqual(['names the same record as line 3 (code NEW1)', 'lines: must have at least 1 item']);
  });
});

describe('background imports', () => {
  const base = { total: 600, progress: null, counts: null, error: null };
  it('says where an import is, in words', () => {
    expect(backgroundImportText({ ...base, state: 'QUEUED' })).toBe('Waiting to start (600 rows)');
    expect(backgroundImportText({ ...base, state: 'RUNNING', progress: { done: 250 } })).toBe('Importing row 250 of 600');
    expect(backgroundImportText({ ...base, state: 'SUCCEEDED', counts: { create: 598, update: 2, error: 0 } })).toBe('Imported: 598 new, 2 updated');
    expect(backgroundImportText({ ...base, state: 'SUCCEEDED', counts: { create: 5, update: 0, error: 1 } })).toBe('Imported: 5 new, 0 updated, 1 with errors (skipped)');
    expect(backgroundImportText({ ...base, state: 'FAILED', error: '2 of 3 rows are invalid, so nothing was written.' })).toBe('Not imported: 2 of 3 rows are invalid, so nothing was written.');
    expect(backgroundImportText({ ...base, state: 'CANCELLED' })).toBe('Cancelled: nothing was written');
  });

  it('knows when an import is over', () => {
    expect(['QUEUED', 'RUNNING', 'RETRYING'].map(importFinished)).toEqual([false, false, false]);
    expect(['SUCCEEDED', 'FAILED', 'CANCELLED'].map(importFinished)).toEqual([true, true, true]);
  });
});
