/**
 * What listing and sales-channel writes set going on the marketplace, inside their transaction (so a rolled-back
 * write sends nothing): submitting queues the publish, ending queues the end, editing a live listing queues a
 * revision or a price/quantity push; connecting a channel again sends what waited, and `sync` imports orders now.
 */
import { fail } from '../../http/errors.ts';
import { isChannelError, registeredAdapterTypes, withChannel, type ChannelRow } from '../../channels/index.ts';
import type { EntityRecord, EntityHookContext, HookContext } from '../hooks.ts';

type ListingRow = EntityRecord<'listing'>;
type ChannelRecord = EntityRecord<'sales-channel'>;
import { enqueueListingJob, enqueueOrderImport } from './pushes.ts';
import { channelLabel } from './sales-channels.ts';
import { resumeChannel, resyncStock } from './resume.ts';
import { enqueueSettlementFetch } from './settlement-queue.ts';

const LIVE = ['ACTIVE', 'OUT_OF_STOCK'];
/** Channel types Sellyard can talk to (the others keep their records, but nothing is sent). */
export const hasAdapter = (type: unknown) => registeredAdapterTypes().includes(String(type) as never);
const changed = <T extends object>(record: T, existing: T, field: keyof T) => JSON.stringify(record[field] ?? null) !== JSON.stringify(existing[field] ?? null);

/** A listing goes to a marketplace only through a CONNECTED channel: 409 naming the channel otherwise. */
export async function requireConnectedChannel(listing: ListingRow, { trx }: EntityHookContext<'listing'>): Promise<void> {
  const channel = await trx('sales_channels').where({ account_id: listing.account_id, id: listing.sales_channel_id }).first('name', 'status', 'type');
  if (channel && channel.status !== 'CONNECTED') {
    fail('illegal_transition', `The sales channel ${channel.name} is ${channel.status}: connect it before sending listings to ${channelLabel(channel.type)}.`, [{ pointer: '/sales_channel_id', message: `is ${channel.status}, not CONNECTED` }], { channel: channel.name, channelStatus: channel.status });
  }
  if (channel && !hasAdapter(channel.type)) {
    fail('illegal_transition', `Sellyard cannot send listings to ${channelLabel(channel.type)} yet: the listing stays a draft.`, [{ pointer: '/sales_channel_id', message: `is a ${channelLabel(channel.type)} channel, which Sellyard has no connection to yet` }], { channel: channel.name });
  }
}

/** "listing submitted by owner@acme.test": what made a job, for the audit log of its writes. */
const causedBy = (what: string, actor: HookContext['actor']) => `${what} by ${actor.system ? `Sellyard (${actor.system.job})` : actor.user.email}`;

export async function afterListingTransition(transition: string, listing: ListingRow, { trx, actor }: EntityHookContext<'listing'>): Promise<void> {
  const accountId = String(listing.account_id);
  if (transition === 'submit' || transition === 'retry') await enqueueListingJob(trx, accountId, 'channel.publish-listing', String(listing.id), undefined, causedBy(`listing ${transition === 'retry' ? 'retried' : 'submitted'}`, actor));
  if (transition === 'end') await enqueueListingJob(trx, accountId, 'channel.end-listing', String(listing.id), undefined, causedBy('listing ended', actor));
}

export async function afterListingEdit(listing: ListingRow, { trx, existing, actor }: EntityHookContext<'listing'>): Promise<void> {
  if (!existing || !LIVE.includes(String(existing.status))) return;
  const accountId = String(existing.account_id);
  const id = String(existing.id);
  const record = { ...existing, ...listing };
  const cause = causedBy('listing edited', actor);
  if ((['title', 'channel_fields'] as const).some((f) => changed(record, existing, f))) await enqueueListingJob(trx, accountId, 'channel.revise-listing', id, undefined, cause);
  if (changed(record, existing, 'price')) {
    const channel = await trx('sales_channels').where({ account_id: accountId, id: existing.sales_channel_id }).first('sync_price');
    if (channel?.sync_price) await enqueueListingJob(trx, accountId, 'channel.push-price', id, undefined, cause);
  }
  if (changed(record, existing, 'quantity_rule')) await enqueueListingJob(trx, accountId, 'channel.push-stock', id, undefined, cause);
}

/**
 * "Test connection" asks the marketplace (through the adapter, with the stored credentials) before the channel is
 * CONNECTED. Sellyard's own jobs and the demo seed (a system actor) connect sandbox channels without asking.
 */
export async function checkConnection(channel: ChannelRecord, context: EntityHookContext<'sales-channel'>): Promise<void> {
  if (context.actor.system || !hasAdapter(channel.type)) return;
  try {
    await withChannel(context.trx, context.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.checkConnection(ctx));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const pointer = isChannelError(error) && error.kind === 'auth' ? '/credentials' : '/status';
    fail('validation_failed', `${channelLabel(channel.type)} did not accept the connection: ${message}`, [{ pointer, message: `were not accepted: ${message}` }]);
  }
}

export async function afterChannelTransition(transition: string, channel: ChannelRecord, { trx, actor }: EntityHookContext<'sales-channel'>): Promise<void> {
  const accountId = String(channel.account_id);
  if (transition === 'sync') await enqueueOrderImport(trx, accountId, String(channel.id), undefined, causedBy('sync now', actor));
  if (transition === 'resync-stock') await resyncStock(trx, accountId, String(channel.id));
  if (transition === 'fetch-settlements') await enqueueSettlementFetch(trx, accountId, String(channel.id));
  if (transition === 'verify' && hasAdapter(channel.type)) {
    await resumeChannel(trx, accountId, String(channel.id));
    if (channel.import_orders) await enqueueOrderImport(trx, accountId, String(channel.id), undefined, causedBy('channel connected', actor));
  }
}
