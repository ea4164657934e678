/**
 * Payment cards: Sellyard keeps a processor's token and what identifies the card to a person (brand, last 4,
 * expiry), never the card number or its security code (PCI DSS). A body that carries either is refused before
 * anything else reads it, wherever in the body it hides, and the refusal never repeats the value.
 */
import { luhnValid } from '../../../checks/cards.ts';
import { DEMO_TOKEN_PREFIX } from '../../../checks/contracts/billing.ts';
import { invalid } from '../../http/errors.ts';
import { STARTED_IN_PRODUCTION } from './billing-routes.ts';

export { luhnValid };

export const REFUSAL = 'Sellyard never stores card numbers or security codes (PCI DSS): enter the card in the payment processor\'s form and send the token it returns, with the brand, the last 4 digits and the expiry.';

/** Keys that name a card number or a security code, compared without case, `_`, `-` or spaces. */
const CARD_NUMBER_KEYS = new Set(['cardnumber', 'cardno', 'cardnum', 'ccnumber', 'ccnum', 'pan', 'primaryaccountnumber', 'number', 'accountnumber']);
const SECURITY_CODE_KEYS = new Set(['cvv', 'cvv2', 'cvc', 'cvc2', 'cid', 'csc', 'cav2', 'securitycode', 'cardsecuritycode', 'cardverificationvalue', 'cardverificationcode', 'verificationcode']);

/** Runs of digits, possibly grouped by single spaces or dashes (4111 1111 1111 1111, 4111-1111-...). */
const DIGIT_RUN = /(?<!\d)\d(?:[ -]?\d)*(?!\d)/g;
/** Record ids sent back on PUT: dash-grouped digits, but never a card. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when a run of digits holds 13-19 Luhn-valid digits between group boundaries: the whole run, or some of its
 * groups ("4111 1111 1111 1111 123" is a card number followed by its security code).
 */
function runHoldsCardNumber(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (digits.length < 13) return false;
  const cuts = [0];
  let count = 0;
  for (const char of run) {
    if (char >= '0' && char <= '9') count++;
    else cuts.push(count);
  }
  cuts.push(count);
  return cuts.some((from) => cuts.some((to) => to - from >= 13 && to - from <= 19 && luhnValid(digits.slice(from, to))));
}

/** True when `value` holds something that is, or may be, a card number. */
export function looksLikeCardNumber(value: unknown): boolean {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || Math.abs(value) < 1e12) return false;
    // Above 2^53 JSON numbers lose digits, so the check digit cannot be trusted: treat up to 19 digits as a card.
    if (!Number.isSafeInteger(value)) return Math.abs(value) < 1e19;
    return runHoldsCardNumber(String(Math.abs(value)));
  }
  if (typeof value !== 'string' || UUID.test(value)) return false;
  return [...value.matchAll(DIGIT_RUN)].some((match) => runHoldsCardNumber(match[0]));
}

const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const normalisedKey = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');

/** The JSON pointer of the first card number or security code in `value`, if any. */
export function findCardData(value: unknown, pointer = ''): string | undefined {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findCardData(item, `${pointer}/${i}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const here = `${pointer}/${pointerPart(key)}`;
      const name = normalisedKey(key);
      if (CARD_NUMBER_KEYS.has(name) || SECURITY_CODE_KEYS.has(name)) return here;
      const found = findCardData(item, here);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return looksLikeCardNumber(value) ? pointer : undefined;
}

/**
 * The admin's demo tokenizer (development only) makes tokens no processor can charge: refused in production.
 * `production` is the server's mode at start-up (see billing-routes.ts).
 */
export function refuseDemoToken(token: unknown, production = STARTED_IN_PRODUCTION): void {
  if (production && String(token ?? '').startsWith(DEMO_TOKEN_PREFIX)) {
    invalid('/processor_token', 'is a demo token, which no payment processor can charge: add the card through the configured payment processor');
  }
}
