/**
 * Runs the migrations in `migrations/` with knex's migrator. A custom source lists the `.ts` files itself and
 * imports them, so migrations run the same under tsx, vitest and a future compiled build; the recorded names
 * carry no extension for that reason.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

/** The project's migrations folder. */
export const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('../../migrations', import.meta.url));

/** `202611212000-system-tables.ts`: a UTC minute, then a kebab description (the generator's naming). */
const MIGRATION_FILE = /^\d{12}-[a-z0-9-]+\.ts$/;

interface MigrationModule {
  up: (knex: Knex) => Promise<void>;
  down: (knex: Knex) => Promise<void>;
}

/** Lists `<directory>/*.ts` migrations sorted by name (which is by time) and imports them on demand. */
export class FolderMigrationSource implements Knex.MigrationSource<string> {
  constructor(private readonly directory: string = MIGRATIONS_DIRECTORY) {}

  async getMigrations(): Promise<string[]> {
    return (await readdir(this.directory)).filter((file) => MIGRATION_FILE.test(file)).sort();
  }

  getMigrationName(file: string): string {
    return file.replace(/\.ts$/, '');
  }

  async getMigration(file: string): Promise<MigrationModule> {
    return (await import(pathToFileURL(join(this.directory, file)).href)) as MigrationModule;
  }
}

export interface MigrateOptions {
  /** Another migrations folder (tests). Default: the project's `migrations/`. */
  directory?: string;
}

const config = (options: MigrateOptions): Knex.MigratorConfig => ({ migrationSource: new FolderMigrationSource(options.directory) });

/** Applies every pending migration, each in its own transaction. Returns the names applied (empty if none). */
export async function migrateLatest(knex: Knex, options: MigrateOptions = {}): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(config(options))) as [number, string[]];
  return applied;
}

/** Undoes the last batch of migrations. Returns the names undone. */
export async function migrateRollback(knex: Knex, options: MigrateOptions = {}): Promise<string[]> {
  const [, undone] = (await knex.migrate.rollback(config(options))) as [number, string[]];
  return undone;
}

export interface MigrationStatus {
  /** Names already applied, oldest first. */
  applied: string[];
  /** Names still to run, in the order they will run. */
  pending: string[];
}

/** Which migrations have run and which are pending. */
export async function migrationStatus(knex: Knex, options: MigrateOptions = {}): Promise<MigrationStatus> {
  const source = new FolderMigrationSource(options.directory);
  const [completed, pending] = (await knex.migrate.list(config(options))) as [Array<{ name: string } | string>, string[]];
  return {
    applied: completed.map((c) => (typeof c === 'string' ? c : c.name)),
    pending: pending.map((file) => source.getMigrationName(file)),
  };
}
