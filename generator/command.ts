/**
 * What `npm run generate` does, as a function (generator/cli.ts runs it; tests run it on temporary copies).
 * A run first asks the stamp (generator/stamp.ts) whether anything changed since the last run; only when something
 * did, or nothing is stamped, does it load and run the pipeline. Everything heavy is imported lazily, so a run with
 * nothing to do loads none of it.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inputDigests, unchangedSinceStamp, writeStamp } from './stamp.ts';
import type { Outputs } from './emit-model.ts';
import type { Snapshot } from './emit-migrations.ts';

export interface GenerateOptions {
  /** The project root (schemas/, migrations/, generated/). */
  root: string;
  /** Only compare: fail (exit code 1) naming stale, missing and stray files; write nothing. */
  check?: boolean;
  /** Let a migration drop tables or columns. */
  allowDestructive?: boolean;
  /** A database whose rows the new checks must fit before anything is written (DATABASE_URL). */
  databaseUrl?: string;
  /** Replace the last migration while it is uncommitted and unapplied (generator/redo.ts). */
  redo?: boolean;
}

export interface GenerateResult {
  /** 0: fresh or written; 1: stale (`--check`); 2: the schemas have problems, or rows break a new check. */
  code: number;
  /** What to print: `out` on stdout, `err` on stderr. */
  out: string[];
  err: string[];
  /** True when the stamp showed that nothing changed, so nothing was built. */
  unchanged: boolean;
}

/** Rows of the database at `url` that the checks new in `outputs` would refuse ('' without a URL). */
async function databaseViolations(root: string, outputs: Outputs, url: string | undefined): Promise<string> {
  const { SNAPSHOT_PATH } = await import('./emit-migrations.ts');
  const next = outputs.get(SNAPSHOT_PATH);
  if (!url || !next) return '';
  const { describeViolations, findViolations } = await import('./check-database.ts');
  const { default: pg } = await import('pg');
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

/** Runs `generate` (or `generate --check`) on `options.root`. */
export async function runGenerate(options: GenerateOptions): Promise<GenerateResult> {
  const { root, check = false } = options;
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const result: GenerateResult = { code: 0, out: [], err: [], unchanged: false };
  const inputs = inputDigests(root);
  let redo: import('./redo.ts').RedoPlan | undefined;
  if (options.redo) {
    if (check) return { ...result, code: 2, err: ['--redo and --check do not go together: --check writes nothing'] };
    const { redoFromCheckout, RedoRefused } = await import('./redo.ts');
    const { listMigrationFiles } = await import('./emit-migrations.ts');
    try {
      redo = await redoFromCheckout(root, options.databaseUrl, listMigrationFiles(root));
    } catch (error) {
      if (!(error instanceof RedoRefused)) throw error;
      return { ...result, code: 2, err: [`Cannot redo the last migration: ${error.message}. Nothing was written.`] };
    }
  } else if (unchangedSinceStamp(root, inputs)) {
    result.unchanged = true;
    result.out.push(check
      ? `generate --check: fresh, nothing changed since the last run (${ms()} ms)`
      : `nothing changed since the last run (${ms()} ms)`);
    return result;
  }
  const { build, orphanOutputs, removeOrphans, staleOutputs, writeOutputs, SchemaErrors, SchemaError } = await import('./index.ts');
  try {
    const { outputs } = await build(root, { allowDestructive: options.allowDestructive, redo });
    if (check) {
      const stale = [...staleOutputs(root, outputs), ...orphanOutputs(root, outputs).map((p) => `${p} (no longer generated: delete it)`)];
      if (stale.length) {
        result.code = 1;
        result.err.push(`Generated files are stale:\n${stale.map((p) => `  ${p}`).join('\n')}\nRun \`npm run generate\` and commit the result.`);
        return result;
      }
      writeStamp(root, inputs, outputs);
      result.out.push(`generate --check: ${outputs.size} files fresh (${ms()} ms)`);
      return result;
    }
    const broken = await databaseViolations(root, outputs, options.databaseUrl);
    if (broken) {
      result.code = 2;
      result.err.push(`The new checks would fail on rows of the database at DATABASE_URL:\n${broken}\nCorrect those rows (or loosen the schema), then run \`npm run generate\` again. Nothing was written.`);
      return result;
    }
    const written = writeOutputs(root, outputs);
    const removed = removeOrphans(root, outputs);
    if (redo && !outputs.has(`migrations/${redo.remove}`)) {
      rmSync(join(root, 'migrations', redo.remove), { force: true });
      removed.push(`migrations/${redo.remove} (replaced by --redo)`);
    }
    writeStamp(root, inputs, outputs);
    result.out.push(written.length ? `wrote ${written.length} file(s):\n${written.map((p) => `  ${p}`).join('\n')}` : 'nothing changed');
    if (removed.length) result.out.push(`removed ${removed.length} file(s) no longer generated:\n${removed.map((p) => `  ${p}`).join('\n')}`);
    result.out.push(`(${outputs.size} files, ${ms()} ms)`);
    return result;
  } catch (error) {
    if (error instanceof SchemaErrors || error instanceof SchemaError) {
      result.code = 2;
      result.err.push(`The schemas have problems:\n${error.message}`);
      return result;
    }
    throw error;
  }
}
