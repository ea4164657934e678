/**
 * Hand-written (`images` is no schema entity: see 202611262330-images.ts), issue 24 finding 9: the unique index on
 * an image's public token now leads with `account_id`, like every other tenant table's, so `images` shards by
 * account with the rest (tests/db/distribution.test.ts no longer lists it as a table kept whole on every node).
 *
 * The public path `/media/<token>.<ext>` still finds an image by its token alone, before the account is known:
 * a plain (non-unique) index on `token` serves that look-up. Tokens are 32 random bytes, so two accounts never
 * hold the same one; the unique key per account keeps one account from ever holding it twice.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop index images_token_index');
  await knex.raw('create unique index images_token_index on images (account_id, token)');
  await knex.raw('create index images_token_lookup on images (token)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index images_token_lookup');
  await knex.raw('drop index images_token_index');
  await knex.raw('create unique index images_token_index on images (token)');
}
