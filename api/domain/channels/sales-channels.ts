/**
 * Sales channel rules beyond the schema: fields that belong to other channel types are refused rather than kept
 * (a Wish channel with an eBay marketplace would mislead every screen), the location priority must name this
 * account's locations, and a channel is CONNECTED only with credentials to connect with.
 */
import { fail, type FieldError } from '../../http/errors.ts';
import { defineHooks, type EntityRecord, type HookContext } from '../hooks.ts';
import { accountOf } from '../shared/settings-helpers.ts';
import { afterChannelTransition, checkConnection, hasAdapter } from './hooks.ts';
import { settlementTypes } from './settlement-queue.ts';

/** Channel types whose listings are spread over several sites, each with its own marketplace id. */
const HAS_MARKETPLACE = ['EBAY', 'AMAZON'];
/** Channel types that live on a domain of their own. */
const HAS_DOMAIN = ['SHOPIFY', 'STORE'];

const LABEL: Record<string, string> = { EBAY: 'eBay', AMAZON: 'Amazon', ETSY: 'Etsy', WISH: 'Wish', ONBUY: 'OnBuy', SHOPIFY: 'Shopify', STORE: 'Web store' };

export function channelLabel(type: unknown): string {
  return LABEL[String(type)] ?? String(type);
}

/**
 * Fetching settlements writes settlements: it needs the right to create them (the `xero` permission) besides the
 * channel's, and a marketplace that publishes its payouts.
 */
function allowSettlementFetch(channel: Pick<EntityRecord<'sales-channel'>, 'type'>, { actor }: Pick<HookContext<object>, 'actor'>): void {
  if (!actor.system && !actor.ability.can('create', 'settlements')) {
    fail('forbidden', 'Fetching settlements writes settlements: your role may not create settlements.', [], { action: 'create', resource: 'settlements' });
  }
  if (!settlementTypes().includes(String(channel.type))) {
    fail('illegal_transition', `${channelLabel(channel.type)} publishes no payouts through its API: import its payouts as a CSV file on the Settlements screen.`, [], { allowed: [] });
  }
}

export const salesChannelHooks = defineHooks('sales-channel', {
  async beforeWrite(channel, context) {
    const { trx, existing, sent } = context;
    const type = String(channel.type);
    const errors: FieldError[] = [];
    if (channel.marketplace != null && !HAS_MARKETPLACE.includes(type)) {
      errors.push({ pointer: '/marketplace', message: `must be empty: ${channelLabel(type)} has a single site` });
    }
    if (channel.shop_domain != null && !HAS_DOMAIN.includes(type)) {
      errors.push({ pointer: '/shop_domain', message: `must be empty: only Shopify and web store channels have a domain` });
    }
    const locations = (channel.location_priority as string[] | undefined) ?? [];
    if (locations.length) {
      const found = new Set((await trx('locations').where('account_id', accountOf(channel, context)).whereIn('id', locations).pluck('id')).map(String));
      locations.forEach((id, i) => {
        if (!found.has(id)) errors.push({ pointer: `/location_priority/${i}`, message: 'refers to no location of this account' });
      });
    }
    // Removing the credentials of a live channel would leave it CONNECTED to nothing: `disconnect` says what happens.
    if (existing && existing.status !== 'DISCONNECTED' && sent.credentials === null) {
      errors.push({ pointer: '/credentials', message: `cannot be removed while the channel is ${existing.status}: disconnect it instead` });
    }
    if (errors.length) fail('validation_failed', errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);
  },

  async beforeTransition(transition, channel, context) {
    if ((transition === 'sync' || transition === 'resync-stock') && !hasAdapter(channel.type)) {
      fail('illegal_transition', `Sellyard has no connection to ${channelLabel(channel.type)} yet: nothing to sync.`, [], { allowed: [] });
    }
    if (transition === 'fetch-settlements') return allowSettlementFetch(channel, context);
    if (transition !== 'verify') return;
    // The row holds the ciphertext (never returned); here only whether there is one matters.
    if (channel.credentials == null) {
      const how = ['EBAY', 'AMAZON', 'SHOPIFY'].includes(String(channel.type))
        ? `connect it with ${channelLabel(channel.type)} first (POST /api/sales-channels/${channel.id}/connect)`
        : channel.type === 'STORE' ? 'enter the API token from the web store\'s admin (credentials `api_token`) first' : 'enter its API credentials first';
      fail('illegal_transition', `This channel has no credentials to test: ${how}.`, [], { allowed: [] });
    }
    await checkConnection(channel, context);
  },

  afterTransition: afterChannelTransition,
});
