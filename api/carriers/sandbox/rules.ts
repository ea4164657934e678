/** What every sandbox carrier checks the same way, each rule with the reference it follows. */

/**
 * A UK postcode that parses: the pattern of the UK Government Data Standards Catalogue (postcode, BS7666),
 * also what Royal Mail's Postcode Address File accepts in shape. Carriers refuse a GB parcel whose postcode does
 * not (Click & Drop: "postcode is invalid"; ShipEngine: `invalid_address` on ship_to.postal_code).
 */
export const UK_POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]([0-9ABEHMNPRV-Y])?|[0-9][A-HJKPS-UW]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;

export const postcodeParses = (country: unknown, postcode: unknown): boolean =>
  String(country ?? '').toUpperCase() !== 'GB' || (typeof postcode === 'string' && UK_POSTCODE.test(postcode.trim()));

const DIGITS = '0123456789';
/** A deterministic number of `length` digits from a counter (sandbox tracking numbers). */
export function digits(seed: number, length: number): string {
  let out = '';
  let n = seed * 7919 + 104729;
  for (let i = 0; i < length; i++) {
    out += DIGITS[n % 10];
    n = Math.floor(n / 10) || seed * 31 + i + 1;
  }
  return out;
}
