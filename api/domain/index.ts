/** The domain hooks by entity name: the only entities that need code beyond their schema. */
import type { HookRegistry } from './hooks.ts';
import { salesOrderHooks } from './sales-orders.ts';
import { userHooks } from './users.ts';
import { catalogueHooks } from './catalogue.ts';
import { settingsHooks } from './settings.ts';
import { ordersFinanceHooks } from './orders-finance.ts';
import { settingsSingletonHooks } from './settings-singletons.ts';

export const domainHooks: HookRegistry = {
  'sales-order': salesOrderHooks,
  user: userHooks,
  ...catalogueHooks,
  ...settingsHooks,
  ...ordersFinanceHooks,
  ...settingsSingletonHooks,
};
