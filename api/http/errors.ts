/**
 * The API's error catalogue. Each error has a stable `code`, an HTTP status and a title; the middleware in
 * `problem.ts` renders them as `application/problem+json`. Nothing else may reach a client: an unexpected error
 * becomes a bare 500 whose body carries no internals.
 */

export interface FieldError {
  /** JSON pointer into the request body (or `/filter/x`, `/sort` for query parameters). */
  pointer: string;
  message: string;
}

export const CATALOGUE = {
  validation_failed: { status: 400, title: 'The request has invalid fields' },
  malformed_json: { status: 400, title: 'The body is not valid JSON' },
  bad_query: { status: 400, title: 'A query parameter is invalid' },
  import_failed: { status: 400, title: 'Some rows of the file are invalid; nothing was written' },
  unauthenticated: { status: 401, title: 'Sign in first' },
  bad_credentials: { status: 401, title: 'The email or password is wrong' },
  forbidden: { status: 403, title: 'You are not allowed to do this' },
  cross_origin: { status: 403, title: 'Cross-origin write refused' },
  https_required: { status: 403, title: 'This needs HTTPS' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  version_conflict: { status: 409, title: 'The record was changed by someone else' },
  illegal_transition: { status: 409, title: 'That status change is not allowed now' },
  system_transition: { status: 403, title: 'Sellyard makes that status change itself' },
  duplicate: { status: 409, title: 'A record with the same value exists' },
  in_use: { status: 409, title: 'The record is still in use' },
  read_only_record: { status: 409, title: 'The record can no longer be changed' },
  insufficient_stock: { status: 409, title: 'Not enough stock' },
  already_claimed: { status: 409, title: 'Those units are already claimed by another open document' },
  last_owner: { status: 409, title: 'An account must keep at least one active owner' },
  idempotency_key_in_flight: { status: 409, title: 'A request with this Idempotency-Key is still being processed' },
  payload_too_large: { status: 413, title: 'The body is too large' },
  unsupported_media_type: { status: 415, title: 'Send JSON' },
  idempotency_key_reused: { status: 422, title: 'This Idempotency-Key was used for a different request' },
  too_many_requests: { status: 429, title: 'Too many attempts; wait and try again' },
  channel_refused: { status: 422, title: 'The marketplace refused the request' },
  channel_unavailable: { status: 503, title: 'The marketplace did not answer; try again' },
  carrier_refused: { status: 422, title: 'The carrier refused the request' },
  not_connected: { status: 409, title: 'The outside service is not connected or not reachable' },
  carrier_unavailable: { status: 503, title: 'The carrier did not answer; try again' },
  webhook_refused: { status: 400, title: 'The push is not one Sellyard can apply' },
  webhook_deferred: { status: 503, title: 'Sellyard cannot apply the push yet; send it again later' },
  hmrc_refused: { status: 422, title: 'HMRC refused the request' },
  hmrc_not_connected: { status: 409, title: 'Sellyard is not connected to HMRC' },
  hmrc_unavailable: { status: 503, title: 'HMRC did not answer; try again' },
  warehouse_refused: { status: 422, title: 'The warehouse provider refused the request' },
  warehouse_unavailable: { status: 503, title: 'The warehouse provider did not answer; try again' },
  webhook_unsigned: { status: 401, title: 'The push is not signed by the service it claims to come from' },
  wrong_item: { status: 422, title: 'That item is not on this order' },
  over_packed: { status: 409, title: 'Every unit of that item is packed already' },
  not_packable: { status: 409, title: 'The order cannot be packed now' },
  internal: { status: 500, title: 'Something went wrong on our side' },
  database_unavailable: { status: 503, title: 'The database could not be reached; nothing was written, try again' },
} as const;

export type ErrorCode = keyof typeof CATALOGUE;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    readonly errors: FieldError[] = [],
    /** Extra members of the problem document (e.g. `allowed` transitions). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail ?? CATALOGUE[code].title);
    this.status = CATALOGUE[code].status;
  }
}

export const fail = (code: ErrorCode, detail?: string, errors: FieldError[] = [], extra: Record<string, unknown> = {}): never => {
  throw new ApiError(code, detail, errors, extra);
};

export const invalid = (pointer: string, message: string): never =>
  fail('validation_failed', `${pointer.slice(1) || 'body'}: ${message}`, [{ pointer, message }]);
