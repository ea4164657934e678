/**
 * The browser's payment processor abstraction. PCI DSS: the card number and security code are entered in the
 * browser and handed only to a tokenizer; what reaches Sellyard's API is the token the tokenizer returns, with the
 * brand, the last 4 digits and the expiry. Today's only implementation is the local demo tokenizer below, offered
 * when the API says so (`GET /api/billing/payment-processor`: development only). A real processor (e.g. Stripe
 * Elements, whose fields live in the processor's own iframe) would be another implementation of `CardTokenizer`.
 */
import { cardBrandOf, cardExpired, cardLengthsOf, luhnValid, type CardBrand } from '../../../checks/cards.ts';
import { DEMO_TOKEN_PREFIX, type PaymentProcessorInfo } from '../../../checks/contracts/billing.ts';

/** What a person types into the card form. Held only in the form's state, never sent to Sellyard. */
export interface CardInput {
  number: string;
  /** `MM/YY` or `MM/YYYY`. */
  expiry: string;
  cvc: string;
}

/** What may be sent to the API: no card number, no security code. */
export interface TokenizedCard {
  processor_token: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface CardTokenizer {
  /** Shown on the form, so nobody mistakes the demo for a real processor. */
  readonly label: string;
  readonly demo: boolean;
  tokenize(input: CardInput, now?: Date): Promise<TokenizedCard>;
}

/** A card the tokenizer refuses, with the form field to mark. */
export class CardInputError extends Error {
  constructor(readonly field: keyof CardInput, message: string) {
    super(message);
  }
}

/** The digits of a card number as typed (spaces and dashes allowed between groups); undefined if anything else. */
export function cardDigits(typed: string): string | undefined {
  const compact = typed.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : undefined;
}

/** `MM/YY`, `MM/YYYY`, `MM YY`, `MMYY` → month and four-digit year; undefined when not a month and year. */
export function parseExpiry(typed: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*[/\s-]?\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return undefined;
  return { month, year };
}

/** `4242424242424242` → `4242 4242 4242 4242` (Amex 4-6-5), for display while typing. */
export function groupCardNumber(digits: string): string {
  const groups = cardBrandOf(digits) === 'AMEX' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    out.push(digits.slice(at, at + size));
    at += size;
  }
  return out.join(' ');
}

/** Checks a card as a processor's form would; throws CardInputError naming the field. */
export function checkCard(input: CardInput, now = new Date()): { digits: string; brand: CardBrand; month: number; year: number } {
  const digits = cardDigits(input.number);
  if (!digits) throw new CardInputError('number', 'Enter the card number: digits only (spaces are fine).');
  const brand = cardBrandOf(digits);
  if (!cardLengthsOf(brand).includes(digits.length)) {
    throw new CardInputError('number', `${brand === 'OTHER' ? 'A card number' : brandName(brand) + ' numbers'} ${brand === 'OTHER' ? 'has 12 to 19 digits' : `have ${cardLengthsOf(brand).join(' or ')} digits`}; this one has ${digits.length}.`);
  }
  if (!luhnValid(digits)) throw new CardInputError('number', 'This card number is not valid (its check digit does not match): check it for typing mistakes.');
  const expiry = parseExpiry(input.expiry);
  if (!expiry) throw new CardInputError('expiry', 'Enter the expiry as MM/YY, as printed on the card.');
  if (cardExpired(expiry.month, expiry.year, now)) throw new CardInputError('expiry', 'This card has expired: use a card that is still valid.');
  const cvcLength = brand === 'AMEX' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) throw new CardInputError('cvc', `Enter the ${cvcLength}-digit security code${brand === 'AMEX' ? ' from the front of the card' : ' from the back of the card'}.`);
  return { digits, brand, month: expiry.month, year: expiry.year };
}

const BRAND_NAMES: Record<CardBrand, string> = { VISA: 'Visa', MASTERCARD: 'Mastercard', AMEX: 'American Express', MAESTRO: 'Maestro', DISCOVER: 'Discover', OTHER: 'Card' };

export function brandName(brand: string): string {
  return BRAND_NAMES[brand as CardBrand] ?? brand;
}

/** Letters only: a token must never contain a digit run that the API's card-number check could mistake for a card. */
function randomLetters(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * DEMO ONLY. Checks the card locally (Luhn, brand from the IIN, expiry, security code) and makes up a token
 * (`tok_demo_…`) no processor knows: nothing is charged, and the API refuses these tokens in production.
 */
export const demoTokenizer: CardTokenizer = {
  label: 'Demo tokenizer (development only): the card is checked in this browser and never charged',
  demo: true,
  async tokenize(input, now = new Date()) {
    const card = checkCard(input, now);
    return { processor_token: `${DEMO_TOKEN_PREFIX}${randomLetters(24)}`, brand: card.brand, last4: card.digits.slice(-4), exp_month: card.month, exp_year: card.year };
  },
};

/** The tokenizer the server's processor setting calls for, or null when cards cannot be added. */
export function tokenizerFor(info: PaymentProcessorInfo | undefined): CardTokenizer | null {
  return info?.processor === 'demo' ? demoTokenizer : null;
}
