/** The domain hooks by entity name: the only entities that need code beyond their schema. */
import type { HookRegistry } from './hooks.ts';
import { salesOrderHooks } from './sales-orders.ts';
import { userHooks } from './users.ts';

export const domainHooks: HookRegistry = {
  'sales-order': salesOrderHooks,
  user: userHooks,
};
