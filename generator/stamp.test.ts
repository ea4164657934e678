/**
 * The no-change run (stamp.ts, command.ts): a run with nothing changed skips the build, and nothing a developer
 * can change — a schema byte, a generated file edited, deleted or added, a generated migration edited — slips past
 * it. Runs `generate` in-process on a temporary copy of the project's schemas, migrations and generated files.
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGenerate } from './command.ts';
import { HOOK_REGISTRY } from './emit-hooks.ts';
import { inputDigests, OUTPUT_SHAPING_PACKAGES, stampFile } from './stamp.ts';

const PROJECT = resolve(import.meta.dirname, '..');
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'sellyard-stamp-'));
  for (const folder of ['schemas', 'entities', 'migrations', 'generated']) cpSync(join(PROJECT, folder), join(root, folder), { recursive: true });
  // The hook registry is an output outside generated/ (api/domain reads it).
  cpSync(join(PROJECT, HOOK_REGISTRY), join(root, HOOK_REGISTRY));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(stampFile(root), { force: true });
});

const check = () => runGenerate({ root, check: true });
const generate = () => runGenerate({ root });
const edit = (path: string, change: (text: string) => string) => writeFileSync(join(root, path), change(readFileSync(join(root, path), 'utf8')));

describe('generate with a stamp', () => {
  it('builds on the first run, finds the copy fresh and stamps it', async () => {
    const first = await check();
    expect(first).toMatchObject({ code: 0, unchanged: false });
    expect(existsSync(stampFile(root))).toBe(true);
  });

  it('skips the build when nothing changed, in both modes', async () => {
    expect(await check()).toMatchObject({ code: 0, unchanged: true });
    expect(await generate()).toMatchObject({ code: 0, unchanged: true });
  });

  it('builds again after one changed byte of a schema: --check names the stale files, generate rewrites them', async () => {
    edit('entities/brand/brand.schema.json', (text) => text.replace('A brand the merchant sells.', 'A brand the merchant sells!'));
    const stale = await check();
    expect(stale).toMatchObject({ code: 1, unchanged: false });
    expect(stale.err.join('\n')).toContain('generated/model.ts');
    const written = await generate();
    expect(written).toMatchObject({ code: 0, unchanged: false });
    expect(readFileSync(join(root, 'generated/model.ts'), 'utf8')).toContain('A brand the merchant sells!');
    expect(await check()).toMatchObject({ code: 0, unchanged: true });
  });

  it('finds a hand-edited output although no input changed, and generate puts it back', async () => {
    appendFileSync(join(root, 'generated/openapi.json'), ' ');
    const stale = await check();
    expect(stale).toMatchObject({ code: 1, unchanged: false });
    expect(stale.err.join('\n')).toContain('generated/openapi.json');
    expect((await generate()).out.join('\n')).toContain('generated/openapi.json');
    expect(await check()).toMatchObject({ code: 0, unchanged: true });
  });

  it('finds a deleted output and a stray file in generated/', async () => {
    rmSync(join(root, 'generated/types.ts'));
    writeFileSync(join(root, 'generated/validators/stray.ts'), 'export {};\n');
    const stale = await check();
    expect(stale.code).toBe(1);
    expect(stale.err.join('\n')).toContain('generated/types.ts');
    expect(stale.err.join('\n')).toContain('generated/validators/stray.ts (no longer generated: delete it)');
    await generate();
    expect(existsSync(join(root, 'generated/validators/stray.ts'))).toBe(false);
    expect(await check()).toMatchObject({ code: 0, unchanged: true });
  });

  it('finds a generated migration edited by hand (the migrations are inputs)', async () => {
    const migration = readdirSync(join(root, 'migrations')).filter((f) => f.endsWith('.ts') && readFileSync(join(root, 'migrations', f), 'utf8').includes('GENERATED FILE')).at(-1)!;
    const original = readFileSync(join(root, 'migrations', migration), 'utf8');
    appendFileSync(join(root, 'migrations', migration), '// a hand edit\n');
    const refused = await check();
    expect(refused).toMatchObject({ code: 2, unchanged: false });
    expect(refused.err.join('\n')).toContain('edited by hand');
    writeFileSync(join(root, 'migrations', migration), original);
    expect((await check()).code).toBe(0);
  });
});

describe('inputDigests', () => {
  it('covers every source of the generator and of the model, schemas and migrations', () => {
    const keys = [...inputDigests(root).keys()];
    const sources = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of sources) expect(keys).toContain(`code:generator/${file}`);
    expect(keys).toContain('code:model/types.ts');
    expect(keys).toContain('entities/brand/brand.schema.json');
    expect(keys).toContain('migrations/snapshot.json');
  });

  it('knows the version of every package the generator imports (pg and PGlite only read a database)', () => {
    const packages = new Set<string>();
    for (const file of readdirSync(import.meta.dirname).filter((f) => /\.(ts|mjs)$/.test(f) && !f.endsWith('.test.ts'))) {
      const text = readFileSync(join(import.meta.dirname, file), 'utf8');
      const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^'\n]*?from\s*'([^'.][^']*)'/gm), ...text.matchAll(/\bimport\(\s*'([^'.][^']*)'\s*\)/g)];
      for (const [, specifier] of specifiers) {
        if (specifier.startsWith('node:')) continue;
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
      }
    }
    // launch.mjs compiles the generator (esbuild, else tsx); the compiled code is keyed by esbuild's version there.
    // pg and PGlite only read which migrations a database has applied (`--redo`, `--check` against DATABASE_URL).
    const shaping = [...packages].filter((p) => !['pg', '@electric-sql/pglite', 'esbuild', 'tsx'].includes(p)).sort();
    expect(shaping).toEqual([...OUTPUT_SHAPING_PACKAGES].sort());
  });
});
