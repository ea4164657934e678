/**
 * `Idempotency-Key` on every POST: a client that lost an answer (a dropped connection) retries with the same key
 * and gets the first answer back, with nothing written twice.
 *
 * - The key belongs to the caller: the acting account and user, or, signed out (sign-up), the address and path
 *   (under the nil account).
 * - The first request claims the key (a row with `status` null, held for `LEASE_SECONDS`); the same key arriving
 *   meanwhile is 409 `idempotency_key_in_flight`. A claim whose request died without finishing is taken over
 *   once the lease has run out.
 * - Once answered, the same key with the same method, path, query and body (SHA-256) returns the stored status,
 *   body and headers (`Location`, `Content-Type`, `Content-Range`, `Content-Disposition`) with
 *   `Idempotent-Replayed: true`, and runs nothing. Another request with a used key is 422
 *   `idempotency_key_reused`. Keys last 24 hours; expired rows are deleted by the next keyed request.
 * - Answers of 400 and above are not kept: the key is released, so a corrected retry may use it again.
 *
 * A crash must never leave a committed write without its key: writes through the generic service (create,
 * transition, and so the label upload and every hand-written route that calls the service outside a transaction
 * of its own), the CSV import, the bulk listing and sign-up call `recordAnswer(trx, …)` INSIDE their transaction, so
 * the write and its answer (the final one, or a provisional `{ id }` with `Location` replaced once the full answer
 * is known) commit together. Other hand-written POSTs (partner clients and invitations, channel connect,
 * receiving) store the answer right after their handler; a crash in between leaves the claim in flight until its
 * lease ends, and a retry then runs the request again (their own checks refuse most repeats: a used email, a
 * received line).
 *
 * The store lives in PostgreSQL (`idempotency_keys`), not in memory, so every API process sees every key. Answers
 * are kept encrypted with the app's SecretBox (when it has one, as in production): some carry one-time secrets
 * (an invitation link, a channel's connect `state`) that the rest of the database keeps only as hashes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { finished, Readable } from 'node:stream';
import type { Context, Next } from 'koa';
import type { Knex } from 'knex';
import type { Actor } from '../crud/actor.ts';
import type { SecretBox } from '../crypto/secrets.ts';
import { fail } from './errors.ts';
import { boundaryOf } from './multipart.ts';
import { IDEMPOTENCY_EXEMPT } from '../../generator/emit-openapi.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a stored answer is replayed. */
export const KEY_TTL_SECONDS = 24 * 60 * 60;
/** How long an unfinished claim blocks the key (a request that died mid-way frees it after this). */
export const LEASE_SECONDS = 10 * 60;
/** Visible ASCII, as the IETF draft's examples; long enough for a uuid or a client's own scheme. */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** Session operations: a replay could not set the cookie, and signing in again is harmless. */
const EXEMPT = new Set(IDEMPOTENCY_EXEMPT);
/** Headers of an answer that are kept and replayed (never `Set-Cookie`: a session token is not stored). */
const KEPT_HEADERS = ['location', 'content-type', 'content-range', 'content-disposition'];

interface Claim {
  account_id: string;
  scope: string;
  key: string;
}

/** How an answer is kept: sealed with the SecretBox (bound to the key's scope and value), or as is without one. */
class AnswerStore {
  constructor(private readonly box?: SecretBox) {}

  seal(claim: Claim, answer: { body: unknown; headers: Record<string, string> }): string {
    return JSON.stringify(this.box ? { sealed: this.box.encrypt(answer, context(claim)) } : answer);
  }

  open(claim: Claim, stored: unknown): { body: unknown; headers: Record<string, string> } {
    const value = (stored ?? {}) as { sealed?: string; body?: unknown; headers?: Record<string, string> };
    if (typeof value.sealed === 'string') {
      if (!this.box) throw new Error('A sealed Idempotency-Key answer, and no secret key to open it.');
      return this.box.decrypt(value.sealed, context(claim)) as { body: unknown; headers: Record<string, string> };
    }
    return { body: value.body ?? null, headers: value.headers ?? {} };
  }
}

const context = (claim: Claim) => `idempotency_keys.response:${claim.account_id}:${claim.scope}:${claim.key}`;

/** What a replay answers. */
export interface StoredAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const claims = new AsyncLocalStorage<{ claim: Claim; store: AnswerStore }>();

/**
 * Stores `answer` as the answer of the current request's key, on `trx`: call it inside the transaction of the
 * write, so both commit or neither does. Does nothing when the request carries no key.
 */
export async function recordAnswer(trx: Knex.Transaction, answer: StoredAnswer): Promise<void> {
  const current = claims.getStore();
  if (!current) return;
  const { claim, store } = current;
  await trx('idempotency_keys').where(claim).update({ status: answer.status, response: store.seal(claim, { body: answer.body ?? null, headers: answer.headers ?? {} }), locked_until: null });
}

/** The request body, buffered by the middleware for the routes that read it themselves (imports, uploads). */
export function bufferedBody(ctx: Context): Buffer | undefined {
  return Buffer.isBuffer(ctx.state.idempotencyBody) ? ctx.state.idempotencyBody : undefined;
}

/** The body as a stream: the buffered copy when the middleware read it, else the request itself. */
export function bodyStream(ctx: Context): Readable {
  const buffered = bufferedBody(ctx);
  return buffered ? Readable.from([buffered]) : ctx.req;
}

async function readAll(ctx: Context, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) fail('payload_too_large', `The body is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Signed out (sign-up) there is no account yet: the nil uuid stands for it. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/** Whose key it is: the acting account and user, or signed out the address and path. */
function ownerOf(ctx: Context): { account_id: string; scope: string; user_id: string | null } {
  const actor = ctx.state.actor as Actor | undefined;
  if (actor) return { account_id: actor.accountId, scope: `user:${actor.user.id}`, user_id: actor.user.id };
  return { account_id: NO_ACCOUNT, scope: `address:${ctx.ip || 'unknown'} ${ctx.path}`, user_id: null };
}

function replay(ctx: Context, row: { status: number; response: unknown }, opened: (stored: unknown) => { body: unknown; headers: Record<string, string> }): void {
  const { body, headers } = opened(row.response);
  ctx.status = row.status;
  if (body !== null) ctx.body = body;
  for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
  ctx.set('Idempotent-Replayed', 'true');
}

function keptHeaders(ctx: Context): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = ctx.response.get(name);
    if (value) out[name] = String(value);
  }
  return out;
}

/**
 * The middleware (after the session guard: the key is the caller's). `rawBodyPaths` are the routes that read
 * their body themselves: with a key, their body is buffered here (up to `rawBodyLimit`) to be hashed, and they read
 * the copy through `bodyStream`/`bufferedBody`.
 */
export function idempotency(knex: Knex, options: { rawBodyPaths: (path: string) => boolean; rawBodyLimit: number; secrets?: SecretBox }) {
  const store = new AnswerStore(options.secrets);
  return async function idempotent(ctx: Context, next: Next): Promise<void> {
    const key = ctx.get(IDEMPOTENCY_HEADER);
    if (ctx.method !== 'POST' || !ctx.path.startsWith('/api/') || EXEMPT.has(ctx.path) || !key) return next();
    if (!KEY_FORMAT.test(key)) {
      fail('bad_query', `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters (a uuid, say).`, [{ pointer: '/headers/idempotency-key', message: 'must be 1 to 255 visible ASCII characters' }]);
    }
    const hash = createHash('sha256').update(`${ctx.method} ${ctx.path}?${ctx.querystring}\n`);
    if (options.rawBodyPaths(ctx.path)) {
      const raw = await readAll(ctx, options.rawBodyLimit);
      ctx.state.idempotencyBody = raw;
      // A form's boundary is random per send (a browser's FormData): the same form sent again must hash the same.
      const boundary = boundaryOf(ctx.get('content-type'));
      hash.update(boundary ? raw.toString('latin1').split(boundary).join('') : raw);
    } else {
      hash.update(String((ctx.request as { rawBody?: string }).rawBody ?? ''));
    }
    const bodyHash = hash.digest('hex');
    const { account_id, scope, user_id } = ownerOf(ctx);
    const claim: Claim = { account_id, scope, key };

    await knex('idempotency_keys').where('expires_at', '<', knex.fn.now()).delete();
    const [claimed] = await knex('idempotency_keys')
      .insert({
        ...claim, user_id, method: ctx.method, path: ctx.path, body_hash: bodyHash,
        locked_until: knex.raw(`now() + interval '${LEASE_SECONDS} seconds'`),
        expires_at: knex.raw(`now() + interval '${KEY_TTL_SECONDS} seconds'`),
      })
      .onConflict(['account_id', 'scope', 'key']).ignore()
      .returning('key');
    if (!claimed) {
      const existing = await knex('idempotency_keys').where(claim).first('path', 'body_hash', 'status', 'response', knex.raw('locked_until < now() as lapsed'));
      if (!existing) return fail('idempotency_key_in_flight', 'This Idempotency-Key was being released; send the request again.');
      if (existing.path !== ctx.path || existing.body_hash !== bodyHash) {
        fail('idempotency_key_reused', `This ${IDEMPOTENCY_HEADER} was used for a different request in the last 24 hours; send a new key for a new request.`, [{ pointer: '/headers/idempotency-key', message: 'was used for a different request' }]);
      }
      if (existing.status !== null) return replay(ctx, existing, (stored) => store.open(claim, stored));
      // A claim whose request died: take it over, unless someone else just did.
      const taken = existing.lapsed
        ? await knex('idempotency_keys').where(claim).whereNull('status').where('locked_until', '<', knex.fn.now())
          .update({ locked_until: knex.raw(`now() + interval '${LEASE_SECONDS} seconds'`) })
        : 0;
      if (!taken) fail('idempotency_key_in_flight', `A request with this ${IDEMPOTENCY_HEADER} is still being processed; wait for its answer, then retry.`);
    }

    // Deletes the claim unless an answer was stored (by the write's transaction, or below).
    const release = () => knex('idempotency_keys').where(claim).whereNull('status').delete();
    try {
      await claims.run({ claim, store }, next);
    } catch (error) {
      // A write committed with its answer, then something failed (a read-back): answer what was committed.
      const stored = await knex('idempotency_keys').where(claim).first('status', 'response').catch(() => undefined);
      if (stored?.status != null) return replay(ctx, stored, (answer) => store.open(claim, answer));
      await release().catch(() => undefined);
      throw error;
    }
    const body = ctx.body;
    if (body instanceof Readable) {
      // A streamed answer (an import with progress lines) ends after this middleware: its transaction stores the
      // answer; once the stream is done an unanswered claim is released.
      finished(body, () => { void release().catch(() => undefined); });
      return;
    }
    if (ctx.status >= 400 || Buffer.isBuffer(body)) {
      await release();
      return;
    }
    await knex('idempotency_keys').where(claim).update({ status: ctx.status, response: store.seal(claim, { body: body ?? null, headers: keptHeaders(ctx) }), locked_until: null });
  };
}
