/**
 * The warehouse provider's own endpoints (sync.ts does the work): "Test connection" and "Sync now" on the provider's
 * screen. Registered before the generic resources.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { SecretBox } from '../../crypto/secrets.ts';
import type { Actor } from '../../crud/actor.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { isChannelError } from '../../channels/errors.ts';
import { SandboxDisabledError } from '../../channels/base-url.ts';
import { syncProvider, testProvider } from './sync.ts';
import { warehouseWebhookDocs, warehouseWebhookRoutes } from './webhooks.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (value: string | undefined): string => (value && UUID.test(value) ? value : fail('not_found', 'No such record.'));

export const warehouseRouteDocs: RouteDoc[] = [
  { method: 'post', path: '/api/warehouse-providers/:id/test', tag: 'Warehouse provider', summary: 'Test the stored credentials with the warehouse provider', responses: { 200: { description: '`{ok: true}`.', schema: { type: 'object' } } }, problems: [403, 404, 422, 503] },
  { method: 'post', path: '/api/warehouse-providers/:id/sync', tag: 'Warehouse provider', summary: 'Synchronise now: subscribe to the provider\'s pushes (once), hand off orders, read shipments and stock, send ASNs (refused ones again)', responses: { 200: { description: '`{subscribed, handed_off, refused[{reference, reason}], shipments, counted, asns_sent, problems[]}`.', schema: { type: 'object' } } }, problems: [403, 404, 422, 503] },
  ...warehouseWebhookDocs,
];

/** A provider's refusal as a problem the merchant can act on. */
function warehouseProblem(error: unknown, name: string): never {
  if (error instanceof SandboxDisabledError) fail('warehouse_refused', error.message);
  if (!isChannelError(error)) throw error;
  if (error.retryable) fail('warehouse_unavailable', `${name} did not answer in time or is busy (${error.message}); try again.`);
  if (error.kind === 'auth') fail('warehouse_refused', `${name} refused the stored credentials (${error.message}).`, [{ pointer: '/credentials', message: 'were refused by the warehouse provider' }]);
  return fail('warehouse_refused', `${name} said no: ${error.message}`, error.fields.map((f) => ({ pointer: `/warehouse/${f.field ?? f.code}`, message: f.message })));
}

export function warehouseRoutes(router: Router, knex: Knex, service: ResourceService, secrets: SecretBox | undefined): void {
  warehouseWebhookRoutes(router, knex, service, secrets);
  const guard = async (actor: Actor, id: string) => {
    if (!actor.ability.can('update', 'warehouse-providers')) fail('forbidden', 'Your role may not run warehouse providers (it needs the warehouses permission).', [], { action: 'update', resource: 'warehouse-providers' });
    const provider = await knex('warehouse_providers').where({ account_id: actor.accountId, id }).first('id', 'name');
    if (!provider) fail('not_found', 'No such warehouse provider.');
    return provider as { id: string; name: string };
  };
  router.post('/api/warehouse-providers/:id/test', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const provider = await guard(actor, idOf(ctx.params.id));
    try {
      await testProvider(knex, actor.accountId, provider.id, secrets);
    } catch (error) {
      warehouseProblem(error, provider.name);
    }
    ctx.body = { ok: true };
  });
  router.post('/api/warehouse-providers/:id/sync', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const provider = await guard(actor, idOf(ctx.params.id));
    try {
      ctx.body = await syncProvider(knex, service, actor.accountId, provider.id, secrets, { retryRefused: true });
    } catch (error) {
      warehouseProblem(error, provider.name);
    }
  });
}
