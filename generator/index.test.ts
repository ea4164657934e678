/**
 * build(): the whole pipeline. The same schemas (and `now`) give byte-identical outputs, in a stable order, and
 * every generated file says it is generated.
 */
import { mkdirSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, orphanOutputs, removeOrphans } from './index.ts';

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

  it.each(['generated/types.ts', 'generated/openapi.json', 'generated/model.ts'])(
    'includes %s', (path) => {
      expect(first.has(path)).toBe(true);
    },
  );

  it('marks every generated TypeScript file as generated', () => {
    const files = [...first].filter(([path]) => path.startsWith('generated/') && path.endsWith('.ts'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const [path, content] of files) expect(content.split('\n').slice(0, 3).join('\n'), path).toContain('GENERATED FILE: DO NOT EDIT.');
  });

  it('writes JSON outputs as parseable, pretty JSON ending in a newline', () => {
    const openapi = first.get('generated/openapi.json')!;
    expect(() => JSON.parse(openapi)).not.toThrow();
    expect(openapi).toBe(`${JSON.stringify(JSON.parse(openapi), null, 2)}\n`);
  });
});

describe('orphanOutputs', () => {
  it('finds and removes files under generated/ that no emitter produces', () => {
    const root = mkdtempSync(join(tmpdir(), 'sellyard-orphans-'));
    mkdirSync(join(root, 'generated/models'), { recursive: true });
    writeFileSync(join(root, 'generated/types.ts'), 'kept');
    writeFileSync(join(root, 'generated/models/product.ts'), 'dead');
    const outputs = new Map([['generated/types.ts', 'kept']]);
    expect(orphanOutputs(root, outputs)).toEqual(['generated/models/product.ts']);
    expect(removeOrphans(root, outputs)).toEqual(['generated/models/product.ts']);
    expect(existsSync(join(root, 'generated/models'))).toBe(false);
    expect(orphanOutputs(root, outputs)).toEqual([]);
  });

  it('finds none in the committed tree', () => {
    expect(orphanOutputs(ROOT, first)).toEqual([]);
  });
});
