/**
 * Where a provider pushes to: `/api/webhooks/warehouses/<provider id>`, on this server's public address (PUBLIC_URL)
 * for a LIVE provider, and on the address the sandbox runs at for a SANDBOX one (the sandbox delivers to the
 * server it runs in). The provider's id in the path is how a push finds its account; nothing in the body chooses it.
 */
import { sandboxOrigin } from '../../channels/base-url.ts';
import { publicOrigin } from '../../http/public-url.ts';

export const WAREHOUSE_WEBHOOK_PREFIX = '/api/webhooks/warehouses';

export function warehouseWebhookUrl(provider: { id: unknown; environment?: unknown }, env: NodeJS.ProcessEnv = process.env): string {
  return `${provider.environment === 'SANDBOX' ? sandboxOrigin(env) : publicOrigin(env)}${WAREHOUSE_WEBHOOK_PREFIX}/${provider.id}`;
}
