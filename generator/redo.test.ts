/**
 * `generate --redo` (generator/redo.ts): a draft migration (generated, uncommitted, unapplied, right after the
 * committed snapshot) is replaced by one computed from the committed tables; anything else is refused in words.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitMigrations, listMigrationFiles, SNAPSHOT_PATH } from './emit-migrations.ts';
import { planRedo, redoFromCheckout, RedoRefused, type RedoPlan } from './redo.ts';
import type { Model } from '../model/types.ts';
import { accountEntity, entity, field, modelOf } from '../tests/helpers/model-fixtures.ts';

const account = accountEntity();
const brands = (...extra: string[]) => modelOf(account, entity('brand', 'brands', [field('name', 'text', { nullable: false }), ...extra.map((name) => field(name))]));

let root: string;
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@example.test', '-c', 'user.name=T', ...args], { cwd: root, stdio: 'pipe' });
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sellyard-redo-'));
  git('init', '-q');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** `npm run generate` on the fixture model at `now`: writes the migration and snapshot; returns the new files. */
function generate(model: Model, now: string, redo?: RedoPlan): string[] {
  const outputs = new Map<string, string>();
  emitMigrations(model, outputs, { root, now: new Date(now), redo });
  for (const [path, content] of outputs) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  if (redo && !outputs.has(`migrations/${redo.remove}`)) rmSync(join(root, 'migrations', redo.remove));
  return [...outputs.keys()].filter((path) => path !== SNAPSHOT_PATH);
}
const commitAll = () => { git('add', '-A'); git('commit', '-qm', 'step'); };
const snapshot = () => JSON.parse(readFileSync(join(root, SNAPSHOT_PATH), 'utf8'));

describe('generate --redo', () => {
  it('replaces an uncommitted, unapplied draft by one migration from the committed tables', async () => {
    generate(brands(), '2026-01-01T10:00:00Z');
    commitAll();
    const [draft] = generate(brands('colour'), '2026-01-01T11:00:00Z');
    expect(draft).toBe('migrations/202601011100-add-brands-colour.ts');

    // The schema changed again: `colour` became `notes`. Without redo this would drop a column.
    const plan = await redoFromCheckout(root, undefined, listMigrationFiles(root));
    expect(plan.remove).toBe('202601011100-add-brands-colour.ts');
    const written = generate(brands('notes'), '2026-01-01T12:00:00Z', plan);
    expect(written).toEqual(['migrations/202601011200-add-brands-notes.ts']);
    expect(existsSync(join(root, draft))).toBe(false);
    const source = readFileSync(join(root, written[0]), 'utf8');
    expect(source).toContain('add column notes');
    expect(source).not.toContain('colour');
    expect(snapshot().migration).toBe('202601011200-add-brands-notes');
    expect(Object.keys(snapshot().checksums)).toEqual(['202601011000-create-accounts-and-brands.ts', '202601011200-add-brands-notes.ts']);
  });

  it('goes back to the committed snapshot when the draft\'s change was undone in the schema', async () => {
    generate(brands(), '2026-01-01T10:00:00Z');
    commitAll();
    const committed = readFileSync(join(root, SNAPSHOT_PATH), 'utf8');
    const [draft] = generate(brands('colour'), '2026-01-01T11:00:00Z');
    const plan = await redoFromCheckout(root, undefined, listMigrationFiles(root));
    expect(generate(brands(), '2026-01-01T12:00:00Z', plan)).toEqual([]);
    expect(existsSync(join(root, draft))).toBe(false);
    expect(readFileSync(join(root, SNAPSHOT_PATH), 'utf8')).toBe(committed);
  });

  it('refuses a committed migration, saying it is history and what to do instead', async () => {
    generate(brands(), '2026-01-01T10:00:00Z');
    commitAll();
    generate(brands('colour'), '2026-01-01T11:00:00Z');
    commitAll();
    await expect(redoFromCheckout(root, undefined, listMigrationFiles(root))).rejects.toThrow(
      /migrations\/202601011100-add-brands-colour\.ts is committed, so others may have run it: it is history now\. Change the schema and run `npm run generate`/,
    );
  });

  it('refuses without git history, without a migration, and when several are uncommitted', async () => {
    await expect(redoFromCheckout(root, undefined, [])).rejects.toThrow(/no git history to tell a committed migration from a draft/);
    expect(() => planRedo({ current: null, committed: null, isCommitted: () => false, applied: undefined, files: [], read: () => '' })).toThrow(/no generated migration to redo/);
    generate(brands(), '2026-01-01T10:00:00Z');
    commitAll();
    generate(brands('colour'), '2026-01-01T11:00:00Z');
    generate(brands('colour', 'notes'), '2026-01-01T12:00:00Z');
    await expect(redoFromCheckout(root, undefined, listMigrationFiles(root))).rejects.toThrow(
      /ends at 202601011000-create-accounts-and-brands, not at 202601011100-add-brands-colour just before 202601011200-add-brands-notes\.ts: several migrations are uncommitted/,
    );
  });

  it('refuses a migration a database has applied, naming the database', () => {
    const draft = { $comment: '', migration: '202601011100-add-brands-colour', tables: {} };
    const facts = {
      current: draft, committed: { ...draft, migration: null }, isCommitted: () => false, files: ['202601011100-add-brands-colour.ts'],
      read: () => '// GENERATED FILE: DO NOT EDIT\n',
      applied: { names: ['202601011100-add-brands-colour'], where: 'the database at DATABASE_URL' },
    };
    expect(() => planRedo(facts)).toThrow(RedoRefused);
    expect(() => planRedo(facts)).toThrow(/has been applied to the database at DATABASE_URL, which would never run its replacement/);
    expect(planRedo({ ...facts, applied: { names: [], where: 'x' } }).remove).toBe('202601011100-add-brands-colour.ts');
    expect(() => planRedo({ ...facts, applied: undefined, read: () => 'export async function up() {}\n' })).toThrow(/is hand-written/);
  });
});
