/**
 * Payment card arithmetic shared by the API (which refuses card numbers) and the admin's demo tokenizer (which
 * checks a number before turning it into a token). Pure: no I/O, no framework.
 */

/** The brands Sellyard records for a card (the payment-card schema's `brand` enum). */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'MAESTRO' | 'DISCOVER' | 'OTHER';

/** Luhn (mod 10): every second digit from the right doubled. `digits` holds digits only. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Issuer identification number (IIN) ranges by brand, and the lengths each brand issues. */
const IIN_RANGES: Array<{ brand: CardBrand; ranges: Array<[number, number]>; prefixLength: number; lengths: number[] }> = [
  { brand: 'AMEX', prefixLength: 2, ranges: [[34, 34], [37, 37]], lengths: [15] },
  // Mastercard: 51-55 and the 2-series 2221-2720.
  { brand: 'MASTERCARD', prefixLength: 2, ranges: [[51, 55]], lengths: [16] },
  { brand: 'MASTERCARD', prefixLength: 4, ranges: [[2221, 2720]], lengths: [16] },
  // Discover: 6011, 644-649, 65, and the China UnionPay co-branded 622126-622925.
  { brand: 'DISCOVER', prefixLength: 4, ranges: [[6011, 6011]], lengths: [16, 17, 18, 19] },
  { brand: 'DISCOVER', prefixLength: 3, ranges: [[644, 649]], lengths: [16, 17, 18, 19] },
  { brand: 'DISCOVER', prefixLength: 6, ranges: [[622126, 622925]], lengths: [16, 17, 18, 19] },
  { brand: 'DISCOVER', prefixLength: 2, ranges: [[65, 65]], lengths: [16, 17, 18, 19] },
  // Maestro: 50, 56-58, 6304, 6759, 676770, 676774, 639 and the UK 6761-6763 (checked before Visa's 4).
  { brand: 'MAESTRO', prefixLength: 2, ranges: [[50, 50], [56, 58]], lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { brand: 'MAESTRO', prefixLength: 4, ranges: [[6304, 6304], [6759, 6759], [6761, 6763]], lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { brand: 'MAESTRO', prefixLength: 3, ranges: [[639, 639]], lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { brand: 'VISA', prefixLength: 1, ranges: [[4, 4]], lengths: [13, 16, 19] },
];

/**
 * The brand of a card number from its leading digits (IIN), or `OTHER` when no known range matches. Longer,
 * more specific prefixes win over shorter ones (622126 is Discover even though 62 alone is not listed).
 */
export function cardBrandOf(digits: string): CardBrand {
  const candidates = [...IIN_RANGES].sort((a, b) => b.prefixLength - a.prefixLength);
  for (const entry of candidates) {
    if (digits.length < entry.prefixLength) continue;
    const prefix = Number(digits.slice(0, entry.prefixLength));
    if (entry.ranges.some(([from, to]) => prefix >= from && prefix <= to)) return entry.brand;
  }
  return 'OTHER';
}

/** The lengths a brand issues (OTHER: the ISO/IEC 7812 range of 12-19). */
export function cardLengthsOf(brand: CardBrand): number[] {
  const lengths = IIN_RANGES.filter((r) => r.brand === brand).flatMap((r) => r.lengths);
  return lengths.length ? [...new Set(lengths)] : [12, 13, 14, 15, 16, 17, 18, 19];
}

/** True when a card with this expiry (month 1-12, four-digit year) is past the end of its expiry month at `now`. */
export function cardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  return expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
