/**
 * Why a consent callback was refused, in the merchant's words: shared by the pages an outside service sends the
 * merchant back to after they grant access (a marketplace: pages/ConnectCallbackPage.tsx; Xero:
 * settings/connections/XeroConnectPage.tsx). The API names the query parameter it refused (`/state`, `/code`,
 * `/error`) and why.
 */
import { problemOf } from '../data/dataProvider.ts';
import { statusOf } from '../onboarding/api.ts';

export interface CallbackWords {
  /** Who answered `error=` on the callback: "The marketplace", "Xero". */
  service: string;
  /** What to do when the server cannot be reached. */
  unreachable: string;
  /** When the API says nothing more. */
  failed: string;
  /** A 403 without a detail (the role may not connect). */
  forbidden?: string;
  /** How an unknown parameter is named, from its name. */
  parameter?: (name: string) => string;
}

export function callbackRefusal(error: unknown, words: CallbackWords): string {
  const problem = problemOf(error);
  const field = problem?.errors?.[0];
  if (field) {
    const name = field.pointer.slice(1);
    const subject = { state: 'The connection request', code: 'The authorisation code', error: words.service }[name] ?? (words.parameter ?? ((n: string) => `The parameter “${n}”`))(name);
    return `${subject} ${field.message}.`;
  }
  if (statusOf(error) === 403 && words.forbidden) return problem?.detail ?? words.forbidden;
  if (statusOf(error) === 0) return words.unreachable;
  return problem?.detail ?? problem?.title ?? words.failed;
}
