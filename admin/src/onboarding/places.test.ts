import { describe, expect, it } from 'vitest';
import { countryName, currencyName } from './places.ts';

describe('places', () => {
  it('names countries and currencies (their display names set up when first asked for)', () => {
    expect(countryName(' de ')).toBe('Germany');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(currencyName('eur')).toBe('Euro');
    // Asked again, from the names already set up.
    expect(countryName('FR')).toBe('France');
    expect(currencyName('GBP')).toBe('British Pound');
  });

  it('names nothing that is not a country or a currency code', () => {
    expect(countryName('XX')).toBeUndefined();
    expect(currencyName('ABC')).toBeUndefined();
  });
});
