/**
 * The password policy of self-service sign-up and invitation acceptance, shared by the API (the rule that counts)
 * and the admin (the same message before submit). Framework-free: no imports.
 *
 * Length over composition rules (NIST SP 800-63B): at least 12 characters, not the email (or its name part), and
 * not one of the passwords every credential-stuffing list starts with.
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Common passwords of 12 characters or more (shorter ones fail on length anyway), compared case-insensitively and
 * ignoring spaces. A small list on purpose: it stops the obvious picks without shipping a breach corpus.
 */
const COMMON_PASSWORDS = new Set([
  '123456789012', '1234567890123', '12345678901234', '123456789abc', '1q2w3e4r5t6y', '1qaz2wsx3edc', 'qwertyuiopas',
  'qwertyuiop12', 'qwerty123456', 'qwertyqwerty', 'asdfghjkl123', 'zxcvbnm12345', 'password1234', 'password12345',
  'password123!', 'passwordpassword', 'letmein12345', 'iloveyou1234', 'welcome12345', 'welcome123!!', 'administrator',
  'admin1234567', 'changeme1234', 'sellyard1234', 'sellyard-demo', 'sellyarddemo', 'aaaaaaaaaaaa', '111111111111',
  '000000000000', 'abcdefghijkl', 'abc123abc123', 'trustno11234', 'baseball1234', 'football1234', 'superman1234',
  'monkey123456', 'dragon123456', 'sunshine1234', 'princess1234', 'starwars1234', 'correcthorsebatterystaple',
  'passw0rdpassw0rd', 'p@ssw0rd1234', 'p@ssword1234', 'qwerty12345678', 'q1w2e3r4t5y6',
]);

/** Why `password` is refused for the user with `email`, or `undefined` when it is acceptable. */
export function checkPassword(password: string, email = ''): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (password.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  const folded = password.toLowerCase().replace(/\s+/g, '');
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (address && (folded === address || folded.includes(address) || (localPart.length >= 4 && folded === localPart))) {
    return 'must not be your email address';
  }
  if (COMMON_PASSWORDS.has(folded) || /^(.)\1+$/.test(folded)) return 'is too common: choose one that is not on lists of popular passwords';
  return undefined;
}
