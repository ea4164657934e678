import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-policy.ts';

describe('checkPassword', () => {
  it.each([
    ['short', 'a@b.test', /at least 12 characters/],
    ['x'.repeat(201), 'a@b.test', /at most 200/],
    ['maria@shop.test', 'maria@shop.test', /email/],
    ['MARIA@SHOP.TEST1', 'maria@shop.test', /email/],
    ['mariagonzalez', 'mariagonzalez@shop.test', /email/],
    ['password1234', 'a@b.test', /too common/],
    ['Password 1234', 'a@b.test', /too common/],
    ['zzzzzzzzzzzzzzzz', 'a@b.test', /too common/],
  ])('refuses %j and says which rule failed', (password, email, message) => {
    expect(checkPassword(password, email)).toMatch(message);
  });

  it('accepts a long, uncommon password', () => {
    expect(checkPassword('tangerine-kettle-71', 'maria@shop.test')).toBeUndefined();
  });
});
