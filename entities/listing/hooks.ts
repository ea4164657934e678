/**
 * The listing hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/listings/listings.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { invalid, type FieldError, fail } from '../../api/http/errors.ts';
import { jsonValue } from '../../api/domain/shared/id-lists.ts';
import { requireConnectedChannel, afterListingTransition, afterListingEdit } from '../../api/domain/channels/hooks.ts';
import { CHANNEL_TYPES, channelMaxLength, CHANNEL_NAMES, checkFieldRefs, requireOnbuyProductCode, type Json, NEEDED_TO_SUBMIT } from '../../api/domain/listings/listings.ts';

export const hooks = defineHooks('listing', {
  async beforeWrite(listing, context) {
    const { trx, existing, entity } = context;
    const accountId = String(existing?.account_id ?? listing.account_id);
    const channel = String(listing.channel);
    if (!existing) {
      const salesChannel = await trx('sales_channels').where({ account_id: accountId, id: listing.sales_channel_id }).first('type', 'name');
      const fits = CHANNEL_TYPES[channel] ?? [channel];
      if (!fits.includes(salesChannel.type)) invalid('/sales_channel_id', `is a ${salesChannel.type} channel (${salesChannel.name}); a ${channel} listing needs a ${fits.join(' or ')} channel`);
      const product = await trx('products').where({ account_id: accountId, id: listing.product_id }).first('sku', 'title', 'retail_price', 'currency');
      listing.sku ??= product.sku;
      listing.title ??= product.title;
      listing.currency ??= product.currency ?? 'GBP';
      if (listing.price === undefined) listing.price = product.retail_price ?? null;
    }
    // Defaults from the product were not seen by the schema: hold them to the channel's limits too.
    for (const field of ['title', 'sku'] as const) {
      const max = channelMaxLength(entity, channel, field);
      const value = String(listing[field] ?? '');
      if (max && value.length > max) invalid(`/${field}`, `is ${value.length} characters; ${CHANNEL_NAMES[channel]} allows at most ${max}${!(field in context.sent) ? ` (it was taken from the product: give a shorter ${field} for this listing)` : ''}`);
    }
    await checkFieldRefs(listing, accountId, context);
    if (channel === 'ONBUY') await requireOnbuyProductCode(listing, accountId, context);
  },

  async beforeTransition(transition, listing, context) {
    if (transition !== 'submit' && transition !== 'retry') return;
    const channel = String(listing.channel);
    const fields = jsonValue<Json>(listing.channel_fields, {});
    const needs = `is required to submit to ${CHANNEL_NAMES[channel]}`;
    const errors: FieldError[] = [];
    if (listing.price === null || listing.price === undefined) errors.push({ pointer: '/price', message: needs });
    for (const field of NEEDED_TO_SUBMIT[channel] ?? []) {
      if (fields[field] === undefined || fields[field] === null || fields[field] === '') errors.push({ pointer: `/channel_fields/${field}`, message: needs });
    }
    if (errors.length) fail('validation_failed', `The listing is not ready for ${CHANNEL_NAMES[channel]}: ${errors.map((e) => e.pointer.slice(1)).join(', ')} missing.`, errors);
    // Ready: then the channel must be one to send it through.
    await requireConnectedChannel(listing, context);
  },

  afterTransition: afterListingTransition,
  afterWrite: afterListingEdit,
});
