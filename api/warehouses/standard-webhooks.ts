/**
 * The Standard Webhooks signature (https://www.standardwebhooks.com, the scheme ShipBob's dated API signs pushes
 * with; developer.shipbob.com "Webhooks"): three headers, `webhook-id` (unique per message, the same on every
 * retry), `webhook-timestamp` (Unix seconds) and `webhook-signature` (space-separated `v1,<base64>`), where each
 * signature is the HMAC-SHA256 of `<id>.<timestamp>.<raw body>` keyed with the base64-decoded part of the
 * `whsec_…` secret. Used by the ShipBob adapter to check a push and by the sandbox ShipBob to sign one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How far a push's timestamp may be from now before it is refused as a replay (the scheme's 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

const key = (secret: string): Buffer => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

export function signStandardWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', key(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** Why the push is not the provider's (missing header, stale timestamp, no matching signature), or null when it is. */
export function standardWebhookProblem(secret: string, headers: Record<string, string | undefined>, body: string, now = new Date()): string | null {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  const signatures = String(headers['webhook-signature'] ?? '').split(' ').filter(Boolean);
  if (!id || !Number.isInteger(timestamp) || !signatures.length) return 'the webhook-id, webhook-timestamp and webhook-signature headers are required';
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return 'webhook-timestamp is more than 5 minutes from now';
  const expected = Buffer.from(signStandardWebhook(secret, id, timestamp, body).slice(3), 'base64');
  const matches = signatures.some((s) => {
    const [version, value] = s.split(',', 2);
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : 'webhook-signature does not match the body: it was not signed with this subscription\'s secret';
}
