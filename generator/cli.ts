/**
 * `npm run generate` writes what changed; `npm run generate -- --check` fails if anything is stale.
 * `--allow-destructive` lets a migration drop tables or columns.
 * `--redo` replaces the last migration while it is a draft (generated, uncommitted, unapplied: generator/redo.ts).
 * With DATABASE_URL set, `generate` first looks for rows of that database that a new CHECK constraint would refuse,
 * and stops with their count and an example id (generator/check-database.ts) instead of writing the migration.
 * A run with nothing changed since the last one stops after hashing its inputs (generator/stamp.ts).
 */
import { resolve } from 'node:path';
import { runGenerate } from './command.ts';

const args = process.argv.slice(2);
const result = await runGenerate({
  root: resolve(import.meta.dirname, '..'),
  check: args.includes('--check'),
  allowDestructive: args.includes('--allow-destructive'),
  redo: args.includes('--redo'),
  databaseUrl: process.env.DATABASE_URL,
});
if (result.out.length) console.log(result.out.join('\n'));
if (result.err.length) console.error(result.err.join('\n'));
process.exitCode = result.code;
