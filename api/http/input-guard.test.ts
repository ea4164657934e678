import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { checkJsonDepth, inspectValue, MAX_DEPTH, parseJsonInput } from './input-guard.ts';

/** The refusal `run` throws: its status and the pointers it names. */
function refusal(run: () => unknown): { status: number; pointers: string[]; message: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    return { status: e.status, pointers: e.errors.map((f) => f.pointer), message: e.errors[0]?.message ?? '' };
  }
  throw new Error('expected a refusal, got none');
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const syntax = (): never => { throw new Error('syntax'); };

describe('checkJsonDepth', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(() => checkJsonDepth(nested(MAX_DEPTH))).not.toThrow();
    expect(refusal(() => checkJsonDepth(nested(MAX_DEPTH + 1), '/filter'))).toMatchObject({ status: 400, pointers: ['/filter'] });
  });

  it('refuses 5,000 levels from the text, and ignores brackets inside strings', () => {
    expect(refusal(() => checkJsonDepth(`{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`)).status).toBe(400);
    expect(() => checkJsonDepth(JSON.stringify({ text: '['.repeat(500), quote: '\\"[[[' }))).not.toThrow();
  });
});

describe('inspectValue', () => {
  it('refuses a NUL in a string or a key, naming the pointer', () => {
    expect(refusal(() => inspectValue({ lines: [{ description: 'a\u0000b' }] }))).toMatchObject({ status: 400, pointers: ['/lines/0/description'] });
    expect(refusal(() => inspectValue({ 'a\u0000': 1 }, '/filter')).pointers).toEqual(['/filter/a\u0000']);
    expect(refusal(() => inspectValue('x\u0000', '/q')).pointers).toEqual(['/q']);
  });

  it('refuses __proto__, constructor and prototype keys at any depth', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const parsed = JSON.parse(`{"a":{"b":[{"${key}":{"admin":true}}]}}`);
      expect(refusal(() => inspectValue(parsed)).pointers).toEqual([`/a/b/0/${key}`]);
    }
  });

  it('refuses a parsed value nested deeper than the limit without overflowing the stack', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`);
    expect(refusal(() => inspectValue(deep)).status).toBe(400);
    expect(() => inspectValue(JSON.parse(nested(MAX_DEPTH)))).not.toThrow();
  });

  it('accepts ordinary values, escaping pointer segments', () => {
    expect(() => inspectValue({ name: 'Widget', tags: ['a', 'b'], price: 12, 'a/b': { '~': null } })).not.toThrow();
    expect(refusal(() => inspectValue({ 'a/b': { '~c': 'x\u0000' } })).pointers).toEqual(['/a~1b/~0c']);
  });
});

describe('parseJsonInput', () => {
  it('checks depth before parsing and the value after, and leaves syntax errors to the caller', () => {
    expect(parseJsonInput('{"q":"ok"}', '/filter', syntax)).toEqual({ q: 'ok' });
    expect(refusal(() => parseJsonInput('{"q":"\\u0000"}', '/filter', syntax)).pointers).toEqual(['/filter/q']);
    expect(refusal(() => parseJsonInput(nested(5000), '/sort', syntax)).pointers).toEqual(['/sort']);
    expect(() => parseJsonInput('{oops', '/filter', syntax)).toThrow('syntax');
  });
});
