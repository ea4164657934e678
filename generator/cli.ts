/**
 * `npm run generate` writes what changed; `npm run generate -- --check` fails if anything is stale.
 * `--allow-destructive` lets a migration drop tables or columns.
 */
import { resolve } from 'node:path';
import { build, orphanOutputs, removeOrphans, staleOutputs, writeOutputs, SchemaErrors, SchemaError } from './index.ts';

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
