/**
 * Encryption at rest for credentials (`x-secret` fields): AES-256-GCM with a random 96-bit IV per value and the
 * record's table and column as associated data, so a ciphertext copied into another column does not decrypt.
 * The key comes from SELLYARD_SECRET_KEY (32 bytes, base64 or hex); outside production a local key is generated
 * once into the data folder. Values are never logged: errors say which field, never what it held.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const VERSION = 'v1';

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The secret key must be 32 bytes (256 bits).');
  }

  encrypt(value: unknown, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
  }

  /**
   * A stable token for `value` that only this key can make (HMAC-SHA256, base64url), e.g. the secret part of a URL
   * Sellyard gives a carrier to push to. `context` keeps tokens of different uses apart.
   */
  mac(context: string, value: string): string {
    return createHmac('sha256', this.key).update(`${context}\n${value}`).digest('base64url');
  }

  /** For server-side use only (a channel connector); never for a response. */
  decrypt(stored: string, context: string): unknown {
    const [version, iv, tag, data] = stored.split(':');
    if (version !== VERSION) throw new Error('Unknown secret format.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8'));
  }
}

function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('SELLYARD_SECRET_KEY must be 32 bytes, as 64 hex digits or base64.');
  return key;
}

/**
 * The key: SELLYARD_SECRET_KEY when set; otherwise, outside production, a key generated once into `keyFile`
 * (readable by the owner only). Production without a key refuses to start rather than store secrets badly.
 */
export function loadSecretKey(options: { production: boolean; keyFile: string }): Buffer {
  const fromEnv = process.env.SELLYARD_SECRET_KEY;
  if (fromEnv) return parseKey(fromEnv);
  if (options.production) throw new Error('Set SELLYARD_SECRET_KEY (32 bytes, base64 or hex) to run in production.');
  if (existsSync(options.keyFile)) return parseKey(readFileSync(options.keyFile, 'utf8'));
  const key = randomBytes(32);
  mkdirSync(dirname(options.keyFile), { recursive: true });
  writeFileSync(options.keyFile, key.toString('base64'), { mode: 0o600 });
  return key;
}
