/** A problem+json error's field messages by JSON pointer (`/business_address/city` → "is required"). */
import { problemOf } from '../data/dataProvider.ts';

export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const e of problemOf(error)?.errors ?? []) if (!(e.pointer in errors)) errors[e.pointer] = e.message;
  return errors;
}

/** Messages not shown beside a field of the form (so the summary can list them). */
export function unplacedErrors(errors: FieldErrors, placed: string[]): string[] {
  return Object.entries(errors).filter(([pointer]) => !placed.includes(pointer)).map(([pointer, message]) => `${pointer.slice(1) || 'form'}: ${message}`);
}
