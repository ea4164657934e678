/**
 * eBay's digital signatures (developer.ebay.com/develop/guides/digital-signatures-for-apis): every Finances API
 * call made for a UK or EU seller carries an HTTP Message Signature (RFC 9421) over the signing key header, the
 * method, the path and the host, made with an Ed25519 key pair from eBay's Key Management API:
 *
 *   x-ebay-signature-key  the public key as JWE (EBAY_SIGNING_JWE)
 *   Signature-Input       sig1=("x-ebay-signature-key" "@method" "@path" "@authority");created=<epoch seconds>
 *   Signature             sig1=:<base64 Ed25519 signature of the signature base>:
 *
 * (Content-Digest only for calls with a body; the Finances API has none.) The private key is EBAY_SIGNING_KEY
 * (PKCS#8, PEM or base64 DER). Outside production, without those, a key made for this process signs, and its
 * "JWE" is its public key (SPKI, base64url): the sandbox marketplace verifies signatures with it
 * (sandbox/modules/ebay-payouts.ts).
 */
import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { ChannelError } from '../../errors.ts';

export const SIGNED_COMPONENTS = ['x-ebay-signature-key', '@method', '@path', '@authority'] as const;

interface SigningKey { privateKey: KeyObject; jwe: string }

let demoKey: SigningKey | undefined;

function configuredKey(env: NodeJS.ProcessEnv): SigningKey | undefined {
  const pem = env.EBAY_SIGNING_KEY;
  const jwe = env.EBAY_SIGNING_JWE;
  if (!pem || !jwe) return undefined;
  const privateKey = pem.includes('-----BEGIN')
    ? createPrivateKey(pem)
    : createPrivateKey({ key: Buffer.from(pem, 'base64'), format: 'der', type: 'pkcs8' });
  return { privateKey, jwe };
}

function signingKey(env: NodeJS.ProcessEnv = process.env): SigningKey {
  const configured = configuredKey(env);
  if (configured) return configured;
  if (env.NODE_ENV === 'production') {
    throw new ChannelError('permanent', 'eBay asks for a digital signature on Finances API calls for UK and EU sellers: set EBAY_SIGNING_KEY and EBAY_SIGNING_JWE (from eBay\'s Key Management API)');
  }
  if (!demoKey) {
    const pair = generateKeyPairSync('ed25519');
    demoKey = { privateKey: pair.privateKey, jwe: pair.publicKey.export({ format: 'der', type: 'spki' }).toString('base64url') };
  }
  return demoKey;
}

/** The RFC 9421 signature base of a call, with its parameters line. */
export function signatureBase(values: Record<(typeof SIGNED_COMPONENTS)[number], string>, created: number): { base: string; params: string } {
  const params = `(${SIGNED_COMPONENTS.map((c) => `"${c}"`).join(' ')});created=${created}`;
  const base = [...SIGNED_COMPONENTS.map((c) => `"${c}": ${values[c]}`), `"@signature-params": ${params}`].join('\n');
  return { base, params };
}

/** The signature headers of a call to `url` (absolute) with `method`. */
export function signatureHeaders(method: string, url: string, now = Date.now()): Record<string, string> {
  const key = signingKey();
  const target = new URL(url);
  const created = Math.floor(now / 1000);
  const { base, params } = signatureBase({ 'x-ebay-signature-key': key.jwe, '@method': method.toUpperCase(), '@path': target.pathname, '@authority': target.host }, created);
  const signature = sign(null, Buffer.from(base), key.privateKey).toString('base64');
  return { 'x-ebay-signature-key': key.jwe, 'signature-input': `sig1=${params}`, signature: `sig1=:${signature}:` };
}
