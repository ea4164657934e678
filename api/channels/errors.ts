/**
 * What went wrong talking to a marketplace, typed so each flow knows what to do:
 *
 *   validation  the marketplace refused the data; `fields` carry its own field names and messages, shown on the
 *               listing (never retried: the merchant must change something)
 *   auth        the token was refused or revoked: the channel becomes DISCONNECTED and the merchant is told
 *               (after one refresh attempt where the channel has a refresh token)
 *   rate_limit  429: retry after `retryAfterMs` (the marketplace's Retry-After), never drop the work
 *   transient   5xx, timeouts, connection errors: retry with backoff
 *   permanent   anything else the marketplace will answer the same way next time (404 of an ended listing…)
 */
export type ChannelErrorKind = 'validation' | 'auth' | 'rate_limit' | 'transient' | 'permanent';

export interface ChannelFieldError {
  /** The marketplace's field name or path, as it said it (e.g. "title", "product.aspects.Brand", "tags"). */
  field: string | null;
  /** The marketplace's own error code or id. */
  code: string;
  message: string;
}

export class ChannelError extends Error {
  readonly kind: ChannelErrorKind;
  readonly fields: ChannelFieldError[];
  readonly retryAfterMs: number | null;
  /** HTTP status the marketplace answered, when it answered. */
  readonly status: number | null;

  constructor(kind: ChannelErrorKind, message: string, options: { fields?: ChannelFieldError[]; retryAfterMs?: number | null; status?: number | null; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ChannelError';
    this.kind = kind;
    this.fields = options.fields ?? [];
    this.retryAfterMs = options.retryAfterMs ?? null;
    this.status = options.status ?? null;
  }

  /** Worth trying again later, unchanged. */
  get retryable(): boolean {
    return this.kind === 'rate_limit' || this.kind === 'transient';
  }
}

export const isChannelError = (error: unknown): error is ChannelError => error instanceof ChannelError;

/** Retry-After as milliseconds: delta-seconds (also decimal) or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  // Seconds, whole or not (Shopify sends "2.0").
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a call to an outside service (a carrier, a 3PL), retrying what the service says may be retried (429, 5xx,
 * timeouts: `ChannelError.retryable`) up to `attempts` times, waiting its Retry-After (else 250 ms doubling), never
 * more than `maxWaitMs`. `attempt` (0 first) lets a retry look up what an earlier try may have done.
 */
export async function withRetries<T>(call: (attempt: number) => Promise<T>, attempts = 3, maxWaitMs = 5_000): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(attempt);
    } catch (error) {
      if (!isChannelError(error) || !error.retryable || attempt + 1 >= attempts) throw error;
      await sleep(Math.min(error.retryAfterMs ?? 250 * 2 ** attempt, maxWaitMs));
    }
  }
}
