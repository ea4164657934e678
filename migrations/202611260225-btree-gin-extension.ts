/**
 * Hand-written: the btree_gin extension, which lets a GIN index hold plain columns (its uuid operator class) beside
 * trigrams. The generated search indexes lead with account_id (`gin (account_id, name gin_trgm_ops)`), so the next
 * generated migration, which rebuilds them in that shape, needs it first. Both PostgreSQL (contrib) and PGlite
 * (`@electric-sql/pglite/contrib/btree_gin`, loaded in api/db/connection.ts) ship it.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists btree_gin');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop extension if exists btree_gin');
}
