/**
 * Emits database migrations from schema changes. The tables as last migrated live in `migrations/snapshot.json`;
 * when the schemas' TableModels differ from it, a new `migrations/YYYYMMDDHHMM-<description>.ts` is added with
 * `up` and `down`, and the snapshot moves forward. Old migrations are never rewritten (append-only), and with no
 * change nothing new is emitted.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Model } from '../model/types.ts';
import type { Outputs } from './emit-model.ts';
import type { BuildOptions } from './index.ts';
import { SchemaError } from './errors.ts';
import { generatedHeader, json } from './header.ts';
import { tableModels } from './table-model.ts';
import { diffTables, type MigrationStep, type SchemaDiff, type Tables } from './schema-diff.ts';
import { renamesOf } from './renames.ts';

export const MIGRATIONS_DIR = 'migrations';
export const SNAPSHOT_PATH = `${MIGRATIONS_DIR}/snapshot.json`;
/** `202611212000-system-tables.ts`: a UTC minute, then a kebab description. */
export const MIGRATION_FILE = /^(\d{12})-[a-z0-9-]+\.ts$/;

export interface Snapshot {
  $comment: string;
  /** The generated migration that brought the database to these tables (without `.ts`), or null. */
  migration: string | null;
  /**
   * SHA-256 of every generated migration as it was written, so `generate` and `generate --check` notice one that
   * was edited by hand afterwards (the snapshot would then no longer describe the database those files build).
   */
  checksums?: Record<string, string>;
  tables: Tables;
}

const SNAPSHOT_COMMENT = 'GENERATED FILE: DO NOT EDIT. The entity tables as of the last generated migration; '
  + '`npm run generate` compares the schemas with them to write the next migration.';

/** Migration file names in the folder, sorted (the order they run in). */
export function listMigrationFiles(root: string): string[] {
  const dir = join(root, MIGRATIONS_DIR);
  return existsSync(dir) ? readdirSync(dir).filter((f) => MIGRATION_FILE.test(f)).sort() : [];
}

function readSnapshot(root: string, files: string[]): Snapshot | null {
  const path = join(root, SNAPSHOT_PATH);
  if (!existsSync(path)) {
    // Without the snapshot the generator would create every table again: stop before writing that migration.
    const generated = files.filter((f) => readFileSync(join(root, MIGRATIONS_DIR, f), 'utf8').includes('GENERATED FILE'));
    if (generated.length) {
      throw new SchemaError(SNAPSHOT_PATH, '', `the file is missing but generated migrations exist (${generated.at(-1)})`, 'restore it from git');
    }
    return null;
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
  } catch (error) {
    throw new SchemaError(SNAPSHOT_PATH, '', `it is not valid JSON (${(error as Error).message})`, 'restore it from git');
  }
}

/** `YYYYMMDDHHMM` in UTC. */
function stamp(date: Date): string {
  return date.toISOString().slice(0, 16).replace(/[-T:]/g, '');
}

/** The new file's name: the minute of `now`, pushed past the latest existing migration so it always runs last. */
export function migrationName(now: Date, existing: string[], description: string): string {
  let next = stamp(now);
  const latest = existing.map((f) => MIGRATION_FILE.exec(f)?.[1]).filter(Boolean).sort().at(-1);
  if (latest && next <= latest) {
    const [y, mo, d, h, mi] = [0, 4, 6, 8, 10].map((at, i) => Number(latest.slice(at, at + (i ? 2 : 4))));
    next = stamp(new Date(Date.UTC(y, mo - 1, d, h, mi + 1)));
  }
  return `${next}-${description || 'update-schema'}`;
}

/** A statement as a template literal; continuation lines are indented to sit inside the function body. */
function rawCall(sql: string): string {
  const escaped = sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  return `  await knex.raw(\`${escaped.replace(/\n/g, '\n    ')}\`);`;
}

/**
 * Stops a migration before it adds a CHECK that rows already break, naming the table, the count and an example id
 * (the same check `generate` runs against DATABASE_URL before writing the migration: generator/check-database.ts).
 * Written into the migration itself, so it holds on databases `generate` never saw.
 */
const GUARD_FUNCTION = `
/**
 * Refuses to add CHECKs while rows break them: names each broken constraint with the count of rows and an example
 * id. \`checks\` are [constraint, condition] pairs of one table.
 */
async function refuseViolations(knex: Knex, table: string, checks: Array<[string, string]>): Promise<void> {
  const counts = await knex.raw(\`select \${checks.map(([, condition], i) => \`count(*) filter (where not (\${condition}))::int as c\${i}\`).join(', ')} from \${table}\`);
  const row = (counts.rows ?? counts)[0];
  const broken: string[] = [];
  for (const [i, [name, condition]] of checks.entries()) {
    const n = Number(row[\`c\${i}\`]);
    if (n === 0) continue;
    const example = await knex.raw(\`select id::text as id from \${table} where not (\${condition}) order by id limit 1\`);
    broken.push(\`\${name} (\${condition}): \${n} row(s), for example id \${(example.rows ?? example)[0].id}\`);
  }
  if (broken.length) throw new Error(\`cannot add checks to \${table}; rows break them:\\n  \${broken.join('\\n  ')}\\ncorrect those rows, then migrate again\`);
}
`;

/** A JavaScript string literal. */
const quoted = (text: string) => JSON.stringify(text);

/** The migration module: the generated header, then `up` and `down` as `knex.raw` statements. */
export function renderMigration(diff: SchemaDiff): string {
  const guardCall = (guard: NonNullable<MigrationStep['guard']>) =>
    `  await refuseViolations(knex, ${quoted(guard.table)}, [\n${guard.checks.map((c) => `    [${quoted(c.name)}, ${quoted(c.condition)}],`).join('\n')}\n  ]);`;
  const body = (steps: Array<{ summary: string; statements: string[]; guard?: MigrationStep['guard'] }>) =>
    steps.filter((s) => s.statements.length).map((s) => [`  // ${s.summary}`, ...(s.guard ? [guardCall(s.guard)] : []), ...s.statements.map(rawCall)].join('\n')).join('\n');
  const up = diff.steps.map((s) => ({ summary: s.summary, statements: s.up, guard: s.guard }));
  const down = [...diff.steps].reverse().map((s) => ({ summary: `undo ${s.summary}`, statements: s.down }));
  const guarded = diff.steps.some((s) => s.guard);
  return `${generatedHeader('entities/*/*.schema.json, compared with migrations/snapshot.json')}`
    + `import type { Knex } from 'knex';\n${guarded ? GUARD_FUNCTION : ''}\n`
    + `export async function up(knex: Knex): Promise<void> {\n${body(up)}\n}\n\n`
    + `export async function down(knex: Knex): Promise<void> {\n${body(down)}\n}\n`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const isGenerated = (source: string) => source.split('\n', 3).some((line) => line.includes('GENERATED FILE'));

/**
 * Checksums of the generated migrations on disk. Throws for one whose checksum the snapshot recorded differently:
 * it was edited by hand. Schema changes go in the schemas; a migration only the generator writes stays as written.
 */
function checkedChecksums(root: string, files: string[], recorded: Record<string, string> | undefined): Record<string, string> {
  const checksums: Record<string, string> = {};
  for (const file of files) {
    const source = readFileSync(join(root, MIGRATIONS_DIR, file), 'utf8');
    if (!isGenerated(source)) continue;
    checksums[file] = sha256(source);
    if (recorded?.[file] && recorded[file] !== checksums[file]) {
      throw new SchemaError(`${MIGRATIONS_DIR}/${file}`, '', 'this generated migration was edited by hand after it was written',
        'restore it from git (`git checkout -- ' + `${MIGRATIONS_DIR}/${file}` + '`) and make the change in the schemas, or write a separate hand-written migration without the GENERATED header');
    }
  }
  return checksums;
}

/**
 * The migrations emitter. Adds the next migration when the schemas' tables differ from the snapshot, and always
 * the snapshot itself (so `--check` reports it when it is stale or missing).
 */
export function emitMigrations(model: Model, outputs: Outputs, context: BuildOptions & { root: string }): void {
  // A redo leaves the draft migration out and starts from the committed snapshot (generator/redo.ts).
  const files = listMigrationFiles(context.root).filter((file) => file !== context.redo?.remove);
  const snapshot = context.redo ? context.redo.snapshot : readSnapshot(context.root, files);
  const checksums = checkedChecksums(context.root, files, snapshot?.checksums);
  const tables = tableModels(model);
  const sources = new Map(model.entities.map((e) => [e.table, e.sourceFile]));
  const diff = diffTables(snapshot?.tables ?? {}, tables, {
    allowDestructive: context.allowDestructive,
    sourceOf: (table) => sources.get(table),
    renames: renamesOf(model),
  });
  let migration = snapshot?.migration ?? null;
  if (diff.steps.length) {
    migration = migrationName(context.now ?? new Date(), files, diff.description);
    const source = renderMigration(diff);
    outputs.set(`${MIGRATIONS_DIR}/${migration}.ts`, source);
    checksums[`${migration}.ts`] = sha256(source);
  }
  const next: Snapshot = { $comment: SNAPSHOT_COMMENT, migration, checksums, tables };
  outputs.set(SNAPSHOT_PATH, `${json(next)}\n`);
}
