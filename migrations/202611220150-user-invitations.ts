/**
 * Hand-written: pending invitations of INVITED users (a partner's new client owner, another partner user). The
 * link carries a random token; only its SHA-256 (hex) is stored, with its expiry. One pending invitation per user:
 * issuing a new link replaces the row, accepting deletes it, so every link works once.
 *
 * Like the other system tables it has no foreign key to the generated `users` table; the rows are looked up by
 * token hash (the primary key) and by user.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table user_invitations (
    token_hash text primary key,
    account_id uuid not null,
    user_id uuid not null,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`);
  await knex.raw('create unique index user_invitations_user_index on user_invitations (account_id, user_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table user_invitations');
}
