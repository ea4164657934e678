/**
 * Sales channel rules beyond the schema: fields that belong to other channel types are refused rather than kept
 * (a Wish channel with an eBay marketplace would mislead every screen), the location priority must name this
 * account's locations, and a channel is CONNECTED only with credentials to connect with.
 */
import { fail } from '../../http/errors.ts';
import type { EntityRecord, HookContext } from '../hooks.ts';
import { settlementTypes } from './settlement-queue.ts';

/** Channel types whose listings are spread over several sites, each with its own marketplace id. */
export const HAS_MARKETPLACE = ['EBAY', 'AMAZON'];
/** Channel types that live on a domain of their own. */
export const HAS_DOMAIN = ['SHOPIFY', 'STORE'];

const LABEL: Record<string, string> = { EBAY: 'eBay', AMAZON: 'Amazon', ETSY: 'Etsy', WISH: 'Wish', ONBUY: 'OnBuy', SHOPIFY: 'Shopify', STORE: 'Web store' };

export function channelLabel(type: unknown): string {
  return LABEL[String(type)] ?? String(type);
}

/**
 * Fetching settlements writes settlements: it needs the right to create them (the `xero` permission) besides the
 * channel's, and a marketplace that publishes its payouts.
 */
export function allowSettlementFetch(channel: Pick<EntityRecord<'sales-channel'>, 'type'>, { actor }: Pick<HookContext<object>, 'actor'>): void {
  if (!actor.system && !actor.ability.can('create', 'settlements')) {
    fail('forbidden', 'Fetching settlements writes settlements: your role may not create settlements.', [], { action: 'create', resource: 'settlements' });
  }
  if (!settlementTypes().includes(String(channel.type))) {
    fail('illegal_transition', `${channelLabel(channel.type)} publishes no payouts through its API: import its payouts as a CSV file on the Settlements screen.`, [], { allowed: [] });
  }
}
