/**
 * Renders every error as `application/problem+json` (RFC 9457). Client mistakes keep their catalogue code and
 * field errors; anything unexpected is logged here and answered with a bare 500 that says nothing of the cause.
 */
import type { Context, Next } from 'koa';
import { ApiError, CATALOGUE, type ErrorCode } from './errors.ts';
import type { Model } from '../../model/types.ts';
import { databaseErrorToApiError } from './database-errors.ts';

/** The problem document of an error (also sent as the last line of a streamed NDJSON answer). */
export function problemBody(error: ApiError): Record<string, unknown> {
  return {
    type: `https://sellyard.dev/problems/${error.code.replace(/_/g, '-')}`,
    title: CATALOGUE[error.code].title,
    detail: error.detail ?? CATALOGUE[error.code].title,
    ...error.extra,
    // The standard members come last so an extra can never overwrite them.
    ...(error.errors.length ? { errors: error.errors } : {}),
    status: error.status,
    code: error.code,
  };
}

/** The catalogue error a thrown value stands for, or undefined for an unexpected one (a bug: log it, answer 500). */
export function knownError(error: unknown, model?: Model): ApiError | undefined {
  return error instanceof ApiError ? error : databaseErrorToApiError(error, model) ?? fromHttpError((error ?? {}) as object);
}

function render(ctx: Context, error: ApiError): void {
  ctx.status = error.status;
  ctx.type = 'application/problem+json';
  ctx.body = problemBody(error);
  if ((error.code === 'too_many_requests' || error.code === 'database_unavailable') && typeof error.extra.retryAfter === 'number') ctx.set('Retry-After', String(error.extra.retryAfter));
}

/** Koa's body parser and http-errors use `status`/`type`; map the ones a client can cause onto the catalogue. */
function fromHttpError(error: { status?: number; type?: string; expose?: boolean; message?: string }): ApiError | undefined {
  if (error.type === 'entity.too.large' || error.status === 413) return new ApiError('payload_too_large', 'The body is larger than the limit of 1 MB.');
  if (error.type === 'entity.parse.failed' || (error.status === 400 && /json/i.test(error.message ?? ''))) return new ApiError('malformed_json', 'The body could not be parsed as JSON.');
  if (error.status === 415 || error.type === 'encoding.unsupported') return new ApiError('unsupported_media_type');
  if (error.status && error.status >= 400 && error.status < 500 && error.expose) {
    const code = ({ 401: 'unauthenticated', 403: 'forbidden', 404: 'not_found', 405: 'method_not_allowed' } as Record<number, ErrorCode>)[error.status];
    return new ApiError(code ?? 'bad_query', error.message);
  }
  return undefined;
}

/** `model` gives duplicates the schema's message (see database-errors.ts). */
export function problemMiddleware(log: (error: unknown, ctx: Context) => void, model?: Model) {
  return async function problems(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) render(ctx, new ApiError('not_found', `No endpoint ${ctx.method} ${ctx.path}.`));
    } catch (error) {
      const known = knownError(error, model);
      if (known) return render(ctx, known);
      log(error, ctx);
      render(ctx, new ApiError('internal', 'Something went wrong on our side. It has been logged.'));
    }
  };
}
