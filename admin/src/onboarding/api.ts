/**
 * JSON requests of the onboarding and partner screens, and their problem+json errors made fit for forms: one
 * message per field (by the first segment of each JSON pointer) and one for the form's top.
 */
import { apiFetch, errorMessage, problemOf } from '../data/dataProvider.ts';

/**
 * Sends `body` as JSON and answers the parsed reply; a non-2xx answer throws (with the problem document as
 * `body`). `ownAccount` leaves out `X-Account-Id`: the call is about the user's own account or firm.
 */
export async function sendJson<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, options: { ownAccount?: boolean } = {}): Promise<T> {
  const init: RequestInit = { method, headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const response = await apiFetch(url, init, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type FieldMessages = Record<string, string>;

/**
 * The field errors of a failed request, keyed by field (`/owner_email` → `owner_email`), and what is left for the
 * top of the form: the problem's detail when no error names one of `fields`.
 */
export function formErrors(error: unknown, fields: readonly string[]): { fields: FieldMessages; form: string | null } {
  const problem = problemOf(error);
  const byField: FieldMessages = {};
  const other: string[] = [];
  for (const e of problem?.errors ?? []) {
    const field = e.pointer.split('/')[1] ?? '';
    if (fields.includes(field)) byField[field] ??= e.message;
    else other.push(`${field ? `${field}: ` : ''}${e.message}`);
  }
  const onFields = Object.keys(byField).length > 0;
  const form = other.length ? other.join('; ') : onFields ? null : errorMessage(error);
  return { fields: byField, form };
}

/** The HTTP status of a failed request (0 when the server was not reached). */
export const statusOf = (error: unknown): number => (error as { status?: number })?.status ?? 0;
