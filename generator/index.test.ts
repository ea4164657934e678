/**
 * build(): the whole pipeline. The same schemas (and `now`) give byte-identical outputs, in a stable order, and
 * every generated file says it is generated.
 */
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from './index.ts';

const ROOT = resolve(import.meta.dirname, '..');
const now = new Date('2026-01-02T03:04:05Z');
let first: Map<string, string>;
let second: Map<string, string>;

beforeAll(async () => {
  first = (await build(ROOT, { now })).outputs;
  second = (await build(ROOT, { now })).outputs;
});

describe('build', () => {
  it('gives identical outputs for two builds', () => {
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [path, content] of first) expect(second.get(path), path).toBe(content);
  });

  it('returns the paths sorted', () => {
    const paths = [...first.keys()];
    expect(paths).toEqual([...paths].sort((a, b) => a.localeCompare(b)));
  });

  it.each(['generated/types.ts', 'generated/openapi.json', 'generated/models/index.ts', 'generated/models/sales-order.ts', 'generated/model.ts'])(
    'includes %s', (path) => {
      expect(first.has(path)).toBe(true);
    },
  );

  it('marks every generated TypeScript file as generated', () => {
    const files = [...first].filter(([path]) => path.startsWith('generated/') && path.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(3);
    for (const [path, content] of files) expect(content.split('\n').slice(0, 3).join('\n'), path).toContain('GENERATED FILE: DO NOT EDIT.');
  });

  it('writes JSON outputs as parseable, pretty JSON ending in a newline', () => {
    const openapi = first.get('generated/openapi.json')!;
    expect(() => JSON.parse(openapi)).not.toThrow();
    expect(openapi).toBe(`${JSON.stringify(JSON.parse(openapi), null, 2)}\n`);
  });
});
