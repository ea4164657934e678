/**
 * ShipEngine's tracking webhooks (ShipStation API v1, formerly ShipEngine), written against its published guides:
 *
 *   register   POST /v1/environment/webhooks {event: "track", url} → {webhook_id, event, url}; GET of the same path
 *              lists the account's webhooks ("Setting Up Webhooks", https://docs.shipstation.com/apis/shipengine/docs/guides/webhooks;
 *              request body: shipengine-json-schema 1.7.1 `create_webhook_request_body`, event one of batch,
 *              carrier_connected, order_source_refresh_complete, rate, report_complete, sales_orders_imported, track).
 *              Labels bought through ShipEngine are tracked for the account, so one `track` webhook covers them.
 *   push       POST to that URL, `{resource_url, resource_type: "API_TRACK", data: {tracking_number, status_code,
 *              status_description, carrier_status_code, ship_date, actual_delivery_date, exception_description,
 *              events[{occurred_at, carrier_occurred_at, description, city_locality, state_province, postal_code,
 *              country_code, event_code, status_code?}]}}` ("Webhook Payload Schemas"; "Creating a Webhook Listener",
 *              https://docs.shipstation.com/apis/shipengine/docs/tracking/webhooks). Status codes as the track
 *              endpoint's: AC accepted, IT in transit, AT delivery attempt, DE delivered, EX exception, UN unknown,
 *              NY not yet in system.
 *   signature  "Webhook Validation" (https://docs.shipstation.com/apis/docs/guides/webhooks-validation): headers
 *              x-shipengine-rsa-sha256-key-id, x-shipengine-rsa-sha256-signature (base64), x-shipengine-timestamp;
 *              RSA-SHA256 over `<timestamp>.<raw body>` with the key of that id from ShipEngine's JWKS
 *              (`<api host>/jwks`); a timestamp more than 5 minutes from now is refused (400), as the guide
 *              advises against replays. The guide suggests 404 for missing headers to hide the endpoint; Sellyard
 *              answers 401 naming the header, since its endpoint is documented anyway (OpenAPI).
 *
 * ShipEngine gives no event id in the payload, so a push's id is a digest of what it says (tracking number, status,
 * events): a replay has the same id, and its events are already stored.
 */
import { createHash, createPublicKey, verify as verifySignature, type KeyObject } from 'node:crypto';
import { ChannelError } from '../../channels/errors.ts';
import type { CarrierContext, CarrierWebhooks, InboundPush, TrackingEvent, TrackingPush, TrackingStatus } from '../types.ts';
import { WebhookRefusal } from '../types.ts';

/** ShipEngine's tracking status codes, as the track endpoint and the `track` webhook give them. */
export const SHIPENGINE_STATUS: Record<string, TrackingStatus> = { AC: 'IN_TRANSIT', IT: 'IN_TRANSIT', AT: 'IN_TRANSIT', DE: 'DELIVERED', EX: 'EXCEPTION', UN: 'IN_TRANSIT', NY: 'LABEL_CREATED' };

export const SHIPENGINE_SIGNATURE_HEADERS = {
  keyId: 'x-shipengine-rsa-sha256-key-id',
  signature: 'x-shipengine-rsa-sha256-signature',
  timestamp: 'x-shipengine-timestamp',
} as const;

/** How far a push's timestamp may be from now, either way (the validation guide's 5 minutes). */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;
/** How long fetched signing keys are trusted before the JWKS is read again. */
const JWKS_TTL_MS = 60 * 60_000;

const jwks = new Map<string, { at: number; keys: Map<string, KeyObject> }>();

async function fetchKeys(ctx: CarrierContext): Promise<Map<string, KeyObject>> {
  // The JWKS is public (no API key) and lives at the API host's root, through the same client as every call.
  const response = await ctx.http.send({ method: 'GET', url: 'jwks' });
  const keys = new Map<string, KeyObject>();
  for (const jwk of ((response.body as any)?.keys ?? []) as any[]) {
    if (jwk?.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    } catch {
      // A malformed key in the set is skipped; the others still verify.
    }
  }
  jwks.set(ctx.baseUrl, { at: Date.now(), keys });
  return keys;
}

/** The signing key `kid`, read again once when it is unknown (ShipEngine rotates keys). */
async function signingKey(ctx: CarrierContext, kid: string): Promise<KeyObject | undefined> {
  const cached = jwks.get(ctx.baseUrl);
  if (cached && Date.now() - cached.at < JWKS_TTL_MS && cached.keys.has(kid)) return cached.keys.get(kid);
  return (await fetchKeys(ctx)).get(kid);
}

function header(push: InboundPush, name: string): string | undefined {
  const value = push.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
}

function apiKey(ctx: CarrierContext): Record<string, string> {
  if (!ctx.credentials.api_key) throw new ChannelError('auth', `${ctx.carrier.name}: no ShipEngine API key is stored on the carrier`);
  return { 'api-key': ctx.credentials.api_key };
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function readEvents(data: any): TrackingEvent[] {
  const events: TrackingEvent[] = (Array.isArray(data.events) ? data.events : []).filter((e: any) => str(e?.occurred_at)).map((e: any) => ({
    at: String(e.occurred_at),
    status: SHIPENGINE_STATUS[String(e.status_code ?? e.event_code)] ?? 'IN_TRANSIT',
    description: String(e.description ?? e.event_description ?? e.status_code ?? 'tracking event'),
    location: str(e.city_locality),
  }));
  // The push's own status is the parcel's: when no event carries it (a carrier whose events have no status code),
  // the delivery or exception is dated by what the push says.
  const overall = SHIPENGINE_STATUS[String(data.status_code)];
  if ((overall === 'DELIVERED' || overall === 'EXCEPTION') && !events.some((e) => e.status === overall)) {
    const at = str(overall === 'DELIVERED' ? data.actual_delivery_date : null) ?? [...events].sort((a, b) => a.at.localeCompare(b.at)).at(-1)?.at;
    if (at) events.push({ at, status: overall, description: String(data.status_description ?? data.exception_description ?? overall.toLowerCase()), location: null });
  }
  return events;
}

export const shipEngineWebhooks: CarrierWebhooks = {
  async register(ctx, url) {
    const listed = await ctx.http.send({ method: 'GET', url: 'v1/environment/webhooks', headers: apiKey(ctx) });
    const existing = ((Array.isArray(listed.body) ? listed.body : []) as any[]).find((w) => w?.event === 'track' && w?.url === url);
    if (existing) return { webhookId: String(existing.webhook_id), created: false };
    const created = await ctx.http.send({ method: 'POST', url: 'v1/environment/webhooks', headers: apiKey(ctx), json: { event: 'track', url } });
    return { webhookId: String((created.body as any)?.webhook_id), created: true };
  },

  async verify(ctx, push, now = Date.now()) {
    const keyId = header(push, SHIPENGINE_SIGNATURE_HEADERS.keyId);
    const signature = header(push, SHIPENGINE_SIGNATURE_HEADERS.signature);
    const timestamp = header(push, SHIPENGINE_SIGNATURE_HEADERS.timestamp);
    for (const [name, value] of [[SHIPENGINE_SIGNATURE_HEADERS.signature, signature], [SHIPENGINE_SIGNATURE_HEADERS.keyId, keyId], [SHIPENGINE_SIGNATURE_HEADERS.timestamp, timestamp]] as const) {
      if (!value) throw new WebhookRefusal(401, `The push carries no ${name} header: it was not signed by ShipEngine.`, `/headers/${name}`);
    }
    const signedAt = Date.parse(timestamp!);
    if (Number.isNaN(signedAt) || Math.abs(now - signedAt) > SIGNATURE_TOLERANCE_MS) {
      throw new WebhookRefusal(400, `The push's timestamp ${timestamp} is more than 5 minutes from now: a late replay is not applied.`, `/headers/${SHIPENGINE_SIGNATURE_HEADERS.timestamp}`);
    }
    const key = await signingKey(ctx, keyId!);
    if (!key) throw new WebhookRefusal(401, `ShipEngine publishes no signing key ${keyId}.`, `/headers/${SHIPENGINE_SIGNATURE_HEADERS.keyId}`);
    const valid = verifySignature('sha256', Buffer.from(`${timestamp}.${push.rawBody}`, 'utf8'), key, Buffer.from(signature!, 'base64'));
    if (!valid) throw new WebhookRefusal(401, 'The push\'s signature does not match its body: it was not sent by ShipEngine, or was changed on the way.', `/headers/${SHIPENGINE_SIGNATURE_HEADERS.signature}`);
  },

  read(body) {
    const push = body as any;
    if (push?.resource_type !== 'API_TRACK') throw new WebhookRefusal(400, `resource_type ${JSON.stringify(push?.resource_type ?? null)} is not a tracking push (API_TRACK).`, '/resource_type');
    const data = push.data;
    if (typeof data !== 'object' || data === null) throw new WebhookRefusal(400, 'An API_TRACK push carries its tracking in `data`.', '/data');
    const trackingNumber = str(data.tracking_number);
    if (!trackingNumber) throw new WebhookRefusal(400, 'data.tracking_number is missing.', '/data/tracking_number');
    const events = readEvents(data);
    const eventId = createHash('sha256').update(JSON.stringify([trackingNumber, data.status_code ?? null, events.map((e) => [e.at, e.status, e.description])])).digest('hex').slice(0, 32);
    return { eventId, trackingNumber, events } satisfies TrackingPush;
  },
};
