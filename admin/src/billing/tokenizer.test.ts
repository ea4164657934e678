import { describe, expect, it } from 'vitest';
import { CardInputError, cardDigits, checkCard, demoTokenizer, groupCardNumber, parseExpiry, tokenizerFor } from './tokenizer.ts';

const now = new Date(Date.UTC(2026, 0, 15));
const fieldOf = (run: () => unknown) => {
  try { run(); } catch (error) { if (error instanceof CardInputError) return error.field; throw error; }
  return undefined;
};

describe('card input parsing', () => {
  it('reads typed numbers and expiries', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242 abcd')).toBeUndefined();
    expect(parseExpiry('12/27')).toEqual({ month: 12, year: 2027 });
    expect(parseExpiry('3/2030')).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry('0130')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('13/27')).toBeUndefined();
    expect(parseExpiry('12')).toBeUndefined();
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});

describe('checkCard', () => {
  const ok = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' };
  it('accepts a valid card and names the field of an invalid one', () => {
    expect(checkCard(ok, now)).toEqual({ digits: '4242424242424242', brand: 'VISA', month: 12, year: 2028 });
    expect(fieldOf(() => checkCard({ ...ok, number: '4242 4242 4242 4241' }, now))).toBe('number');
    expect(fieldOf(() => checkCard({ ...ok, number: '4242 4242 4242' }, now))).toBe('number');
    expect(fieldOf(() => checkCard({ ...ok, expiry: '12/25' }, now))).toBe('expiry');
    expect(fieldOf(() => checkCard({ ...ok, cvc: '12' }, now))).toBe('cvc');
    // Amex: 15 digits and a 4-digit code.
    expect(fieldOf(() => checkCard({ number: '378282246310005', expiry: '01/26', cvc: '123' }, now))).toBe('cvc');
    expect(checkCard({ number: '378282246310005', expiry: '01/26', cvc: '1234' }, now).brand).toBe('AMEX');
  });
});

describe('demoTokenizer', () => {
  it('returns a demo token, the brand, last 4 and expiry, and neither the number nor the code', async () => {
    const card = await demoTokenizer.tokenize({ number: '5555 5555 5555 4444', expiry: '06/29', cvc: '321' }, now);
    expect(card).toEqual({ processor_token: expect.stringMatching(/^tok_demo_[A-Za-z]{24}$/), brand: 'MASTERCARD', last4: '4444', exp_month: 6, exp_year: 2029 });
    expect(JSON.stringify(card)).not.toMatch(/5555 ?5555|321/);
  });

  it('is offered only when the server names it', () => {
    expect(tokenizerFor({ processor: 'demo', production: false })).toBe(demoTokenizer);
    expect(tokenizerFor({ processor: null, production: true, reason: 'none' })).toBeNull();
    expect(tokenizerFor(undefined)).toBeNull();
  });
});
