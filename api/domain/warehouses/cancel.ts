/**
 * Cancelling an order that was handed to a 3PL (docs/warehouses.md): the order's cancel transition asks every
 * provider holding part of it to cancel its warehouse order first, inside the transition's transaction. When a
 * provider refuses (the order is already picked or shipped there) the transition fails with the provider's reason
 * in words (422 `warehouse_refused`), and the whole cancel rolls back: nothing is cancelled in Sellyard, and the
 * warehouse orders cancelled before the refusal stay marked as such only at the provider, which is why every
 * adapter's `cancel` takes an order the provider already cancelled as done: the next attempt goes through.
 *
 * A hand-off still SENDING is looked up by its reference first: if the provider never got it, there is nothing to
 * cancel there (the row becomes CANCELLED, and the job never sends it because the order is no longer PAID).
 */
import type { Knex } from 'knex';
import type { SecretBox } from '../../crypto/secrets.ts';
import { fail } from '../../http/errors.ts';
import { isChannelError, withRetries } from '../../channels/errors.ts';
import { SandboxDisabledError } from '../../channels/base-url.ts';
import type { Row } from '../../crud/repository.ts';
import { providerCode, warehouseContext } from '../../warehouses/context.ts';

export async function cancelAtWarehouses(trx: Knex.Transaction, order: Row, secrets: SecretBox | undefined): Promise<void> {
  const rows: Row[] = await trx('warehouse_orders').where({ account_id: order.account_id, order_id: order.id }).whereIn('status', ['SENDING', 'SENT']).orderBy('created_at');
  for (const row of rows) {
    const provider = await trx('warehouse_providers').where({ account_id: order.account_id, id: row.provider_id }).first();
    if (!provider) continue;
    const name = String(provider.name);
    try {
      const { adapter, ctx } = warehouseContext(provider, await providerCode(trx, provider), secrets);
      const providerOrderId = row.provider_order_id ? String(row.provider_order_id) : (await withRetries(() => adapter.findOrder(ctx, String(row.reference))))?.providerOrderId;
      if (providerOrderId) await withRetries(() => adapter.cancel(ctx, { providerOrderId, reference: String(row.reference) }));
      await trx('warehouse_orders').where({ account_id: order.account_id, id: row.id })
        .update({ status: 'CANCELLED', provider_order_id: providerOrderId ?? null, error: null, updated_at: trx.fn.now() });
    } catch (error) {
      if (error instanceof SandboxDisabledError) fail('warehouse_unavailable', `${name}: ${error.message} The order is not cancelled.`);
      if (!isChannelError(error)) throw error;
      if (error.retryable) fail('warehouse_unavailable', `${name} did not answer in time (${error.message}): the order is not cancelled; try again.`);
      fail('warehouse_refused', `${name} would not cancel ${row.reference}, so the order is not cancelled: ${error.message}`, [{ pointer: '/status', message: `${name} said: ${error.message}` }]);
    }
  }
}
