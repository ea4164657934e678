/**
 * `POST /api/webhooks/warehouses/:providerId`: what a 3PL pushes (ShipBob's order.shipped; docs/warehouses.md).
 * Public (no session): the provider record the URL names gives the account, its adapter checks the signature with
 * the secret Sellyard made when it subscribed (sync.ts), and the body only says which of that provider's warehouse
 * orders it is about. Each event id is applied once (`warehouse_webhook_events`); the provider's retries of an
 * applied event are answered 200 without doing anything again. What the push announces is then read back from the
 * provider (the same shipments call as polling), so a push can never record a shipment the provider does not have.
 *
 *   200 {applied, outcome}     applied now, or already (a redelivery), or nothing to do (another topic, an order
 *                              Sellyard did not hand to this provider)
 *   401 webhook_unsigned       no or wrong signature, stale timestamp, or no subscription secret stored
 *   404 not_found              no such provider, or one whose provider does not push
 *   400                        a body that is not JSON (the body parser's problem)
 *   503 warehouse_unavailable  the provider could not be read back: the event is released, so its retry applies it
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { SecretBox } from '../../crypto/secrets.ts';
import type { ResourceService } from '../../crud/service.ts';
import type { Row } from '../../crud/repository.ts';
import { fail } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { ChannelError } from '../../channels/errors.ts';
import { warehouseAdapterFor } from '../../warehouses/registry.ts';
import type { WarehouseWebhookEvent } from '../../warehouses/types.ts';
import { providerCode } from '../../warehouses/context.ts';
import { applyPushedShipments } from './sync.ts';
import { WAREHOUSE_WEBHOOK_PREFIX } from './webhook-url.ts';
import '../../warehouses/adapters/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const warehouseWebhookDocs: RouteDoc[] = [
  {
    method: 'post', path: `${WAREHOUSE_WEBHOOK_PREFIX}/:providerId`, tag: 'Warehouse provider', public: true,
    summary: 'A warehouse provider\'s push (ShipBob order.shipped), signed with the subscription\'s secret (Standard Webhooks headers)',
    responses: { 200: { description: '`{applied, outcome}`: applied now, already applied (a redelivery), or nothing to do.', schema: { type: 'object' } } },
    problems: [400, 401, 404, 503],
  },
];

/** Which of the provider's warehouse orders the event is about, in the provider's own account only. */
async function warehouseOrderOf(knex: Knex, provider: Row, event: WarehouseWebhookEvent): Promise<Row | undefined> {
  if (!event.providerOrderId && !event.reference) return undefined;
  return knex('warehouse_orders').where({ account_id: provider.account_id, provider_id: provider.id })
    .where((q) => {
      if (event.providerOrderId) q.orWhere({ provider_order_id: event.providerOrderId });
      if (event.reference) q.orWhere({ reference: event.reference });
    }).first();
}

export function warehouseWebhookRoutes(router: Router, knex: Knex, service: ResourceService, secrets: SecretBox | undefined): void {
  router.post(`${WAREHOUSE_WEBHOOK_PREFIX}/:providerId`, async (ctx) => {
    const providerId = String(ctx.params.providerId);
    const provider: Row | undefined = UUID.test(providerId) ? await knex('warehouse_providers').where({ id: providerId }).first() : undefined;
    const adapter = provider ? warehouseAdapterFor((await providerCode(knex, provider as never)) ?? '') : undefined;
    if (!provider || !adapter?.verifyWebhook) return fail('not_found', 'No warehouse provider takes pushes at this address.');
    const stored = provider.credentials && secrets ? (secrets.decrypt(String(provider.credentials), 'warehouse_providers.credentials') ?? {}) as Record<string, string> : {};
    if (!stored.webhook_secret) return fail('webhook_unsigned', `${provider.name} has no webhook subscription yet: the push cannot be checked, so it is refused.`);
    const raw = (ctx.request as unknown as { rawBody?: string }).rawBody ?? '';
    let event: WarehouseWebhookEvent;
    try {
      event = adapter.verifyWebhook({ headers: ctx.headers as Record<string, string | undefined>, rawBody: raw, secret: stored.webhook_secret });
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error;
      if (error.kind === 'auth') return fail('webhook_unsigned', error.message, [{ pointer: '/headers/webhook-signature', message: error.message }]);
      return fail('validation_failed', error.message, error.fields.map((f) => ({ pointer: `/${f.field ?? 'body'}`, message: f.message })));
    }
    const claimed = await knex('warehouse_webhook_events').insert({ account_id: provider.account_id, provider_id: provider.id, event_id: event.eventId.slice(0, 200), topic: event.topic.slice(0, 100) })
      .onConflict(['account_id', 'provider_id', 'event_id']).ignore().returning('event_id');
    const key = { account_id: provider.account_id, provider_id: provider.id, event_id: event.eventId.slice(0, 200) };
    if (!claimed.length) {
      const earlier = await knex('warehouse_webhook_events').where(key).first('outcome');
      ctx.body = { applied: false, outcome: `already received: ${earlier?.outcome ?? 'being applied'}` };
      return;
    }
    const row = await warehouseOrderOf(knex, provider, event);
    let outcome: string;
    if (!row) outcome = 'no order Sellyard handed to this provider';
    else if (event.topic === 'order.shipped') {
      try {
        const recorded = row.status === 'SENT' ? await applyPushedShipments(knex, service, String(provider.account_id), String(provider.id), String(row.id), secrets) : 0;
        outcome = `${recorded} shipment(s) recorded for ${row.reference}`;
      } catch (error) {
        // Released: the provider's retry (same event id) applies it once the provider can be read again.
        await knex('warehouse_webhook_events').where(key).delete();
        return fail('warehouse_unavailable', `${provider.name}'s shipments for ${row.reference} could not be read (${error instanceof Error ? error.message : String(error)}); the push will be applied when it is sent again.`);
      }
    } else if (event.topic === 'order.shipment.cancelled') {
      await knex('warehouse_orders').where({ account_id: provider.account_id, id: row.id }).update({ error: `${provider.name} cancelled a shipment of this order (${event.topic}): see it at ${provider.name}.`, updated_at: knex.fn.now() });
      outcome = `noted on ${row.reference}`;
    } else outcome = `topic ${event.topic || '(none)'} is not used`;
    await knex('warehouse_webhook_events').where(key).update({ outcome });
    ctx.body = { applied: true, outcome };
  });
}
