/**
 * The sales-channel hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/channels/sales-channels.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { type FieldError, fail } from '../../api/http/errors.ts';
import { accountOf } from '../../api/domain/shared/settings-helpers.ts';
import { hasAdapter, checkConnection, afterChannelTransition } from '../../api/domain/channels/hooks.ts';
import { HAS_MARKETPLACE, channelLabel, HAS_DOMAIN, allowSettlementFetch } from '../../api/domain/channels/sales-channels.ts';

export const hooks = defineHooks('sales-channel', {
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
