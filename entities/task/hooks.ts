/**
 * Tasks: what a person must do by hand on an order (a refund or a cancellation on a marketplace whose API cannot
 * make it). The order's number is copied for lists and search; a task's return must be a return of its order.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { failFields } from '../../api/domain/shared/commerce.ts';

export const hooks = defineHooks('task', {
  async beforeWrite(task, { trx, existing }) {
    const accountId = String(existing?.account_id ?? task.account_id);
    const order = await trx('sales_orders').where({ account_id: accountId, id: task.order_id }).first('number');
    task.order_number = order?.number ?? null;
    if (task.return_id) {
      const ret = await trx('returns').where({ account_id: accountId, id: task.return_id }).first('order_id', 'rma_number');
      if (ret && ret.order_id !== task.order_id) failFields([{ pointer: '/return_id', message: `is return ${ret.rma_number}, of another order` }]);
    }
  },
});
