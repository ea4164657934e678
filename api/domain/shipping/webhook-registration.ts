/**
 * Telling a carrier where to push tracking (webhooks.ts receives it): the URL with its token, the registration made
 * on Test connection, and the same made once per process when a carrier that pushes buys its first label here, so a
 * carrier connected without a test (the demo's) pushes too. Kept apart from webhooks.ts so labels.ts can use it.
 */
import { timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../crypto/secrets.ts';
import { publicOrigin } from '../../http/public-url.ts';
import { carrierContext, type CarrierRow } from '../../carriers/context.ts';
import { carrierAdapterFor } from '../../carriers/registry.ts';

export const CARRIER_WEBHOOK_PREFIX = '/api/webhooks/carriers/';
const TOKEN_CONTEXT = 'carrier-tracking-webhook';

/** The URL a carrier pushes this carrier record's tracking to (PUBLIC_URL: the carrier must reach it). */
export function trackingWebhookUrl(carrierId: string, secrets: SecretBox): string {
  return `${publicOrigin()}${CARRIER_WEBHOOK_PREFIX}${carrierId}?token=${secrets.mac(TOKEN_CONTEXT, carrierId)}`;
}

/** Whether `token` is the one trackingWebhookUrl gives `carrierId` (compared in constant time). */
export function tokenMatches(secrets: SecretBox, carrierId: string, token: unknown): boolean {
  if (typeof token !== 'string' || !token) return false;
  const expected = Buffer.from(secrets.mac(TOKEN_CONTEXT, carrierId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Registers the tracking webhook with a carrier whose API has one (after a successful Test connection). Answers
 * null for carriers that only poll. The carrier's refusal is the caller's to report.
 */
export async function registerTrackingWebhook(carrier: CarrierRow, secrets: SecretBox | undefined): Promise<{ url: string; webhook_id: string; created: boolean } | null> {
  const adapter = carrier.provider ? carrierAdapterFor(carrier.provider) : undefined;
  if (!adapter?.webhooks || !secrets) return null;
  const { ctx } = carrierContext(carrier, secrets);
  const url = trackingWebhookUrl(carrier.id, secrets);
  const registered = await adapter.webhooks.register(ctx, url);
  // The URL carries the token: answer it without, so it does not end up in a browser's history or a screenshot.
  return { url: url.replace(/\?token=.*$/, ''), webhook_id: registered.webhookId, created: registered.created };
}

const ensured = new Map<string, Promise<unknown>>();

/**
 * Registers the tracking webhook of a carrier that pushes, once per process and carrier (a failure is forgotten, so
 * the next label tries again). Never throws: tracking is polled whatever happens here.
 */
export async function ensureTrackingWebhook(carrier: CarrierRow, secrets: SecretBox | undefined): Promise<void> {
  const adapter = carrier.provider ? carrierAdapterFor(carrier.provider) : undefined;
  if (!adapter?.webhooks || !secrets) return;
  const key = `${carrier.id}|${publicOrigin()}`;
  if (!ensured.has(key)) ensured.set(key, registerTrackingWebhook(carrier, secrets).catch(() => ensured.delete(key)));
  await ensured.get(key);
}
