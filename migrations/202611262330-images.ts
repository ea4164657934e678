/**
 * `images`: files uploaded into `x-upload: "image"` fields (a product's images), kept in the database as bytea so
 * every API process and worker of a multi-machine deployment serves them with nothing but PostgreSQL (see
 * api/media/). The original as sent (type recognised from its bytes) and a WebP thumbnail made by sharp.
 * `token` (32 random bytes, base64url) is the unguessable public name the image is served under at
 * `/media/<token>.<ext>`, which marketplaces fetch; `id` is how the account manages it through the API.
 * Hand-written (not an entity: uploads come as multipart and bytes never travel in JSON).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Keys lead with account_id, like every tenant table: an account's images shard with it and go with it.
  await knex.raw(`create table images (
    account_id uuid not null references accounts (id) on delete cascade,
    id uuid not null default gen_random_uuid(),
    token text not null check (token ~ '^[A-Za-z0-9_-]{43}$'),
    resource text not null,
    content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
    size_bytes integer not null check (size_bytes > 0 and size_bytes <= 10485760),
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    sha256 text not null,
    file_name text check (char_length(file_name) <= 255),
    content bytea not null,
    thumbnail bytea not null,
    created_by uuid,
    created_at timestamptz not null default now(),
    primary key (account_id, id)
  )`);
  await knex.raw('create unique index images_token_index on images (token)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table images');
}
