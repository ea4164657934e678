import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardExpired, cardLengthsOf, luhnValid } from './cards.ts';

describe('luhnValid', () => {
  it.each([
    ['4242424242424242', true], ['4111111111111111', true], ['5555555555554444', true], ['378282246310005', true],
    ['6011111111111117', true], ['4111111111111112', false], ['4242424242424241', false], ['0', true], ['18', true], ['19', false],
  ])('%s → %s', (digits, expected) => {
    expect(luhnValid(digits)).toBe(expected);
  });
});

describe('cardBrandOf', () => {
  it.each([
    ['4242424242424242', 'VISA'], ['4000056655665556', 'VISA'],
    ['5555555555554444', 'MASTERCARD'], ['5105105105105100', 'MASTERCARD'], ['2223003122003222', 'MASTERCARD'], ['2720990000000000', 'MASTERCARD'],
    ['2721000000000000', 'OTHER'], ['378282246310005', 'AMEX'], ['371449635398431', 'AMEX'],
    ['6011111111111117', 'DISCOVER'], ['6445644564456445', 'DISCOVER'], ['6221260000000000', 'DISCOVER'], ['6500000000000000', 'DISCOVER'],
    ['6759649826438453', 'MAESTRO'], ['6761000000000000', 'MAESTRO'], ['5018000000000000', 'MAESTRO'], ['6304000000000000', 'MAESTRO'],
    ['3530111333300000', 'OTHER'], ['', 'OTHER'],
  ])('%s → %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });

  it('knows the lengths each brand issues', () => {
    expect(cardLengthsOf('AMEX')).toEqual([15]);
    expect(cardLengthsOf('VISA')).toEqual([13, 16, 19]);
    expect(cardLengthsOf('OTHER')).toEqual([12, 13, 14, 15, 16, 17, 18, 19]);
  });
});

describe('cardExpired', () => {
  const now = new Date(Date.UTC(2026, 4, 31, 23, 0)); // 31 May 2026
  it('keeps a card valid to the end of its expiry month', () => {
    expect(cardExpired(5, 2026, now)).toBe(false);
    expect(cardExpired(4, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
  });
});
