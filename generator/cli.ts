/**
 * `npm run generate` writes what changed; `npm run generate -- --check` fails if anything is stale.
 * `--allow-destructive` lets a migration drop tables or columns.
 * With DATABASE_URL set, `generate` first looks for rows of that database that a new CHECK constraint would refuse,
 * and stops with their count and an example id (generator/check-database.ts) instead of writing the migration.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { build, orphanOutputs, removeOrphans, staleOutputs, writeOutputs, SchemaErrors, SchemaError } from './index.ts';
import { SNAPSHOT_PATH, type Snapshot } from './emit-migrations.ts';
import { describeViolations, findViolations } from './check-database.ts';
import type { Outputs } from './emit-model.ts';

/** Rows of DATABASE_URL's database that the checks new in `outputs` would refuse (none without DATABASE_URL). */
async function databaseViolations(outputs: Outputs): Promise<string> {
  const url = process.env.DATABASE_URL;
  const next = outputs.get(SNAPSHOT_PATH);
  if (!url || !next) return '';
  const path = join(root, SNAPSHOT_PATH);
  const before = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Snapshot).tables : {};
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const violations = await findViolations(async (sql) => (await client.query(sql)).rows, before, (JSON.parse(next) as Snapshot).tables);
    return describeViolations(violations);
  } finally {
    await client.end();
  }
}

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const started = performance.now();
try {
  const { outputs } = await build(root, { allowDestructive: args.includes('--allow-destructive') });
  if (check) {
    const stale = [...staleOutputs(root, outputs), ...orphanOutputs(root, outputs).map((p) => `${p} (no longer generated: delete it)`)];
    if (stale.length) {
      console.error(`Generated files are stale:\n${stale.map((p) => `  ${p}`).join('\n')}\nRun \`npm run generate\` and commit the result.`);
      process.exit(1);
    }
    console.log(`generate --check: ${outputs.size} files fresh (${Math.round(performance.now() - started)} ms)`);
  } else {
    const broken = await databaseViolations(outputs);
    if (broken) {
      console.error(`The new checks would fail on rows of the database at DATABASE_URL:\n${broken}\nCorrect those rows (or loosen the schema), then run \`npm run generate\` again. Nothing was written.`);
      process.exit(2);
    }
    const written = writeOutputs(root, outputs);
    const removed = removeOrphans(root, outputs);
    console.log(written.length ? `wrote ${written.length} file(s):\n${written.map((p) => `  ${p}`).join('\n')}` : 'nothing changed');
    if (removed.length) console.log(`removed ${removed.length} file(s) no longer generated:\n${removed.map((p) => `  ${p}`).join('\n')}`);
    console.log(`(${outputs.size} files, ${Math.round(performance.now() - started)} ms)`);
  }
} catch (error) {
  if (error instanceof SchemaErrors || error instanceof SchemaError) {
    console.error(`The schemas have problems:\n${error.message}`);
    process.exit(2);
  }
  throw error;
}
