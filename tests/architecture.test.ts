/**
 * Dependencies point one way: schemas → generator → generated → permissions → api / admin. This test reads every
 * import (static, `export … from`, dynamic) of each folder's source files and checks the rules below.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'build', 'coverage']);

interface Import {
  file: string;
  specifier: string;
  typeOnly: boolean;
  /** Top folder of the project the import lands in (`generator`, `api`...), or null for a package. */
  folder: string | null;
  /** Package name for bare specifiers (`objection`, `@casl/ability`, `node:fs`). */
  pkg: string | null;
}

function sourceFiles(folder: string): string[] {
  const dir = join(ROOT, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && SOURCE.test(d.name) && !d.name.endsWith('.d.ts'))
    .map((d) => join(d.parentPath, d.name))
    .filter((path) => !relative(ROOT, path).split(sep).some((part) => SKIP.has(part)))
    .sort();
}

// `import x from 'y'`, `import type { x } from 'y'`, `export { x } from 'y'`, `export * as x from 'y'`: the clause
// holds only names, braces, commas and `*`, so `export type A = 'read'` is not mistaken for an import.
const STATIC = /^\s*(import|export)\s+(type\s+)?([\w$*{},\s]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Strips comments so commented-out imports and prose do not count. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function importsOf(file: string): Import[] {
  const text = code(readFileSync(file, 'utf8'));
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const relativeSpec = specifier.startsWith('.') || specifier.startsWith('/');
    const target = relativeSpec ? relative(ROOT, resolve(dirname(file), specifier)) : null;
    found.push({
      file: relative(ROOT, file),
      specifier,
      typeOnly,
      folder: target === null ? null : target.split(sep)[0],
      pkg: relativeSpec ? null : specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0],
    });
  };
  for (const [, , typeKeyword, clause, specifier] of text.matchAll(STATIC)) {
    // `import { type A, type B } from` is type-only too.
    const names = clause.match(/^\{([^}]*)\}$/)?.[1].split(',').map((n) => n.trim()).filter(Boolean);
    add(specifier, Boolean(typeKeyword) || Boolean(names?.length && names.every((n) => n.startsWith('type '))));
  }
  for (const [, specifier] of text.matchAll(SIDE_EFFECT)) add(specifier, false);
  for (const [, specifier] of text.matchAll(DYNAMIC)) add(specifier, false);
  return found;
}

function importsFrom(folder: string, options: { tests?: boolean } = {}): Import[] {
  return sourceFiles(folder)
    .filter((file) => options.tests !== false || !/\.test\.[jt]sx?$/.test(file))
    .flatMap(importsOf);
}

const describeImport = (i: Import) => `${i.file} imports '${i.specifier}'`;

describe('architecture: import directions', () => {
  it('finds the imports it checks', () => {
    expect(importsFrom('generator').length).toBeGreaterThan(5);
  });

  it('parses the forms of import it relies on', () => {
    const sample = importsOf(join(ROOT, 'tests/architecture.test.ts'));
    expect(sample.map((i) => i.pkg)).toEqual(expect.arrayContaining(['node:fs', 'node:path', 'vitest']));
  });

  it('keeps generator/ free of api/, admin/ and permissions/ (and of its own outputs)', () => {
    const bad = importsFrom('generator', { tests: false }).filter((i) => ['api', 'admin', 'permissions', 'generated'].includes(i.folder ?? ''));
    // Tests may load the committed generated files; the generator itself never reads its own outputs as code.
    const badInTests = importsFrom('generator').filter((i) => ['api', 'admin', 'permissions'].includes(i.folder ?? ''));
    expect([...bad, ...badInTests].map(describeImport)).toEqual([]);
  });

  it('lets permissions/ import only generated/ and @casl/* (its tests may also use test packages)', () => {
    const bad = [
      ...importsFrom('permissions', { tests: false }).filter((i) => (i.folder !== null ? !['permissions', 'generated'].includes(i.folder) : !i.pkg!.startsWith('@casl/'))),
      ...importsFrom('permissions').filter((i) => i.folder !== null && !['permissions', 'generated'].includes(i.folder)),
    ];
    expect(bad.map(describeImport)).toEqual([]);
  });

  it('never lets admin/ import api/ or generator/ (the model\'s types come from model/)', () => {
    const bad = importsFrom('admin').filter((i) => i.folder === 'api' || i.folder === 'generator');
    expect(bad.map(describeImport)).toEqual([]);
  });

  it('keeps model/ (the resolved model\'s types) free of every import: anyone may read it at no cost', () => {
    expect(importsFrom('model').length + sourceFiles('model').length).toBeGreaterThan(0);
    expect(importsFrom('model').map(describeImport)).toEqual([]);
  });

  it('lets generated/ import model/ and generator/ for types only, checks/ (the compiled validators\' x-format checks), and nothing from permissions/, api/ or admin/', () => {
    const imports = importsFrom('generated');
    const bad = imports.filter((i) =>
      (['generator', 'model'].includes(i.folder ?? '') && !i.typeOnly) || (i.folder !== null && !['generated', 'generator', 'model', 'checks'].includes(i.folder)));
    expect(bad.map(describeImport)).toEqual([]);
  });

  // An entity folder's hooks.ts holds its hook set and calls into the business areas (api/domain/<area>/); the
  // areas never reach back into a folder, so domain logic cannot come to depend on one entity's hooks. The one
  // crossing is the registry the generator writes from the folders.
  it('lets an entity folder\'s hooks.ts import api/, checks/, generated/ and packages, and nothing else of the project', () => {
    const imports = importsFrom('entities');
    expect(imports.filter((i) => i.file.endsWith('/hooks.ts') && i.folder === 'api').length).toBeGreaterThan(30);
    const bad = imports.filter((i) => i.folder !== null && !['api', 'checks', 'generated'].includes(i.folder));
    expect(bad.map(describeImport)).toEqual([]);
  });

  it('keeps api/ and admin/ from importing entities/, but for the generated hook registry', () => {
    const bad = [...importsFrom('api'), ...importsFrom('admin'), ...importsFrom('permissions')]
      .filter((i) => i.folder === 'entities' && i.file !== 'api/domain/entity-hooks.generated.ts');
    expect(bad.map(describeImport)).toEqual([]);
  });
});

describe('architecture: where the code lives', () => {
  // A business area is a folder (the domain logic its entities' hooks call, its routes and jobs together); only the
  // registries that join the areas and the hook contract sit at the top of api/domain.
  const REGISTRIES = ['hooks.ts', 'index.ts', 'jobs.ts', 'routes.ts', 'entity-hooks.generated.ts'];

  it('keeps api/domain one folder per business area', () => {
    const flat = readdirSync(join(ROOT, 'api/domain'), { withFileTypes: true })
      .filter((d) => d.isFile() && !REGISTRIES.includes(d.name))
      .map((d) => `api/domain/${d.name}: move it into its area's folder`);
    expect(flat).toEqual([]);
  });

  it('finds the areas it checks', () => {
    const areas = readdirSync(join(ROOT, 'api/domain'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(areas).toEqual(expect.arrayContaining(['orders', 'channels', 'settings', 'finance', 'catalogue']));
  });

  it('keeps each entity\'s hook set in its folder (entities/<entity>/hooks.ts), not in a business area', () => {
    const inAreas = readdirSync(join(ROOT, 'api/domain'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'hooks.ts')
      .filter((file) => /\bdefineHooks\s*\(/.test(code(readFileSync(join(ROOT, 'api/domain', file), 'utf8'))))
      .map((file) => `api/domain/${file}: move its defineHooks('<entity>', …) into entities/<entity>/hooks.ts`);
    expect(inAreas).toEqual([]);
  });
});
