/**
 * Tracking pushed by carriers (issue 19): where a carrier's published API has tracking webhooks (ShipEngine's
 * `track`; see each adapter's `webhooks`), Sellyard registers its endpoint with the carrier when the carrier is
 * tested and before its first label in this process (webhook-registration.ts), and the carrier's pushes are applied exactly as the poll's events are (labels.ts applyTrackingEvents).
 * The poll (`carriers.track`) stays the fallback: a push that never comes is read 15 minutes later.
 *
 *   POST /api/webhooks/carriers/<carrier id>?token=<token>
 *
 * No session: the caller is the carrier. Two locks, both required:
 *   - the token: an HMAC of the carrier's id under the server's secret key (SecretBox.mac), given to the carrier
 *     only in the URL it registers. It names the tenant (the carrier record's account): a wrong or missing token,
 *     or another tenant's carrier id, is 404 like an unknown id, so ids cannot be probed. It also stops another
 *     account at the same carrier from pointing its webhook at ours (its pushes would be validly signed).
 *   - the carrier's own signature over the raw body (ShipEngine: RSA-SHA256 with a key from its JWKS), so a leaked
 *     URL alone cannot push. Bad or missing: 401; stale timestamp or a body not of the published shape: 400.
 * The shipment is looked up by tracking number among that carrier's shipments only; none is 404 and changes
 * nothing. A replayed push adds no event and moves nothing twice (events are merged by identity).
 */
import type { Knex } from 'knex';
import type { SecretBox } from '../../crypto/secrets.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail } from '../../http/errors.ts';
import { isChannelError } from '../../channels/errors.ts';
import { SandboxDisabledError } from '../../channels/base-url.ts';
import { carrierContext, type CarrierRow } from '../../carriers/context.ts';
import { carrierAdapterFor } from '../../carriers/registry.ts';
import { WebhookRefusal, type InboundPush } from '../../carriers/types.ts';
import { systemActor } from '../channels/system-actor.ts';
import { applyTrackingEvents, carrierProblem } from './labels.ts';
import { tokenMatches } from './webhook-registration.ts';

export { registerTrackingWebhook, trackingWebhookUrl } from './webhook-registration.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PushResult {
  event_id: string;
  shipment_number: string;
  tracking_status: string | null;
  /** Events the push added (0 for a replay). */
  added: number;
  /** Whether the push moved the shipment (delivered it). */
  moved: boolean;
}

/** Verifies and applies one push to `carrierId`'s webhook. Throws problems: 404, 401, 400, 503. */
export async function receiveTrackingPush(knex: Knex, service: ResourceService, secrets: SecretBox | undefined, carrierId: string, token: unknown, push: InboundPush, body: unknown): Promise<PushResult> {
  const unknown = () => fail('not_found', 'No such carrier webhook.');
  if (!UUID.test(carrierId) || !secrets || !tokenMatches(secrets, carrierId, token)) return unknown();
  // The tenant is the carrier record's: the token proved the URL is the one Sellyard gave for this record.
  const carrier: CarrierRow | undefined = await knex('shipping_carriers').where({ id: carrierId }).first();
  const adapter = carrier?.provider ? carrierAdapterFor(carrier.provider) : undefined;
  if (!carrier || !adapter?.webhooks) return unknown();
  let built;
  try {
    built = carrierContext(carrier, secrets);
  } catch (error) {
    // A sandbox carrier on a server whose sandbox is off has no webhook here.
    if (error instanceof SandboxDisabledError) return unknown();
    throw error;
  }
  let trackingPush;
  try {
    await adapter.webhooks.verify(built.ctx, push);
    trackingPush = adapter.webhooks.read(body);
  } catch (error) {
    if (error instanceof WebhookRefusal) {
      return fail(error.status === 401 ? 'webhook_unsigned' : 'webhook_refused', error.message, [{ pointer: error.pointer, message: error.message }]);
    }
    // The carrier's signing keys could not be read: 503, so the carrier sends the push again later.
    if (isChannelError(error)) return carrierProblem(error, String(carrier.name));
    throw error;
  }
  const shipment = await knex('shipments').where({ account_id: carrier.account_id, carrier_id: carrier.id, tracking_number: trackingPush.trackingNumber }).first();
  if (!shipment) fail('not_found', `No shipment of ${carrier.name} has tracking number ${trackingPush.trackingNumber}.`, [{ pointer: '/data/tracking_number', message: 'is not a shipment of this carrier' }]);
  const cause = `${carrier.name} pushed tracking of ${trackingPush.trackingNumber} (event ${trackingPush.eventId})`;
  // The push acts as the account's system actor (its first active owner's rights). An account with no active owner
  // cannot take it now: 503, so the carrier sends it again, rather than a 500 or a push lost.
  const actor = await systemActor(knex, String(carrier.account_id), { job: 'carriers.webhook', cause }).catch(() => undefined);
  if (!actor) return fail('webhook_deferred', 'The account has no active owner to apply tracking as; the carrier will send it again.');
  const applied = await applyTrackingEvents(knex, service, actor, shipment, String(carrier.name), trackingPush.events, { job: 'carriers.webhook', cause });
  const after = await knex('shipments').where({ account_id: carrier.account_id, id: shipment.id }).first('tracking_status');
  return { event_id: trackingPush.eventId, shipment_number: String(shipment.number), tracking_status: after?.tracking_status ?? null, added: applied.added, moved: applied.moved };
}
