/**
 * The settings area's domain hooks, by entity name (registered in ./index.ts). Entities of the area that need
 * nothing beyond their schema (payment methods) have none.
 */
import { defineHooks, type HookRegistry } from '../hooks.ts';
import { salesChannelHooks } from '../channels/sales-channels.ts';
import { templateHooks } from './templates.ts';
import { orderRuleHooks } from './order-rules.ts';
import { currencyHooks } from './currencies.ts';
import { csvScheduleHooks } from '../schedules/csv-schedules.ts';
import { warehouseProviderHooks, warehouseProviderTypeHooks } from './warehouses.ts';
import { paymentCardHooks } from '../finance/payment-cards.ts';
import { shippingCarrierHooks, shippingMethodHooks } from './shipping.ts';

/** A sales charge keeps only the value its type uses, so a PERCENT charge never carries a stale amount. */
const salesChargeHooks = defineHooks('sales-charge', {
  async beforeWrite(charge) {
    if (charge.type === 'FIXED') charge.rate = null;
    else charge.amount = null;
  },
});

export const settingsHooks: HookRegistry = {
  'sales-channel': salesChannelHooks,
  template: templateHooks,
  'sales-charge': salesChargeHooks,
  'order-rule': orderRuleHooks,
  currency: currencyHooks,
  'csv-schedule': csvScheduleHooks,
  'warehouse-provider-type': warehouseProviderTypeHooks,
  'warehouse-provider': warehouseProviderHooks,
  'payment-card': paymentCardHooks,
  'shipping-carrier': shippingCarrierHooks,
  'shipping-method': shippingMethodHooks,
};
