/**
 * Hand-written: password reset links (api/auth/password-reset.ts) and who may read an outbox message.
 *
 * - `password_resets`: one pending reset per user. The link carries a random token; only its SHA-256 (hex) is
 *   stored, with its expiry (1 hour), like `user_invitations` and `sessions`. Asking again replaces the row, using
 *   the link deletes it, so every link works once. No foreign key to the generated `users` table, like the other
 *   system tables.
 * - `outbox_messages.kind`: `export` (a scheduled export: the account's General settings holders read it) or
 *   `password-reset` (a reset link: only platform admins read it in the demo outbox, never a merchant — an owner
 *   must not be able to take over a colleague's login).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table password_resets (
    token_hash text primary key,
    account_id uuid not null,
    user_id uuid not null,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`);
  await knex.raw('create unique index password_resets_user_index on password_resets (account_id, user_id)');
  await knex.raw(`alter table outbox_messages add column kind text not null default 'export'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table outbox_messages drop column kind');
  await knex.raw('drop table password_resets');
}
