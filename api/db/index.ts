/**
 * The database layer's public face (no Koa here): open a knex instance on PostgreSQL or PGlite, run migrations.
 */
export { openDatabase, isEmbedded, dumpEmbedded, TYPE_PARSERS, type DatabaseOptions } from './connection.ts';
export {
  migrateLatest, migrateRollback, migrationStatus, FolderMigrationSource, MIGRATIONS_DIRECTORY,
  type MigrateOptions, type MigrationStatus,
} from './migrate.ts';
