/** What a marketplace job did, in the merchant's words (kept free of React so it is tested as is). */
export interface SyncJob {
  id: string;
  kind: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  output: Record<string, unknown> | null;
  error: string | null;
  created_on: string;
  completed_on: string | null;
}

const WHAT: Record<string, string> = {
  'channel.publish-listing': 'Send to the marketplace',
  'channel.revise-listing': 'Send changes',
  'channel.end-listing': 'End on the marketplace',
  'channel.push-stock': 'Quantity',
  'channel.push-price': 'Price',
  'channel.import-orders': 'Order import',
  'channel.resync-stock': 'Resend all quantities',
  'channel.collect-bulk': 'Bulk quantity outcome',
  'channel.send-shipment': 'Tracking',
  'listing-import.run': 'Listing import',
  'channel.fetch-settlements': 'Settlements',
  'channel.check-listing-review': 'Marketplace review',
};

export const syncWhat = (kind: string): string => WHAT[kind] ?? kind;

/** "quantity 7", "3 new orders, 1 updated", "waiting: the channel is DISCONNECTED"… from the job's output. */
export function syncOutcome(job: SyncJob): string {
  if (job.state === 'failed' || job.state === 'retry') return job.error ?? 'failed';
  const out = job.output ?? {};
  if (typeof out.skipped === 'string') return `skipped: ${out.skipped}`;
  if (typeof out.waiting === 'string') return `waiting: ${out.waiting}`;
  if (typeof out.refused === 'string') return `refused: ${out.refused}`;
  if (typeof out.deferred_seconds === 'number') {
    return typeof out.pushed === 'number' ? `${out.pushed} pushed, rate limited: the rest again in ${out.deferred_seconds} s` : `rate limited: again in ${out.deferred_seconds} s`;
  }
  if (typeof out.collected === 'string') return `taken by the marketplace${out.refused ? `, ${out.refused} refused` : ''}${out.pushed_again ? `, ${out.pushed_again} sent again (changed meanwhile)` : ''}`;
  if (typeof out.quantity === 'number') return `quantity ${out.quantity}`;
  if (typeof out.listingsFound === 'number') return `${out.listingsFound} listings found, ${out.matched ?? 0} linked${out.skipped ? `, ${out.skipped} to review` : ''}`;
  if (typeof out.payouts === 'number') return `${out.payouts} payout${out.payouts === 1 ? '' : 's'} imported${out.payouts ? `, ${out.matched ?? 0} matched` : ''}`;
  if (typeof out.review === 'string') return `review: ${out.review.toLowerCase()}`;
  if (typeof out.created === 'number') return `${out.created} new order${out.created === 1 ? '' : 's'}, ${out.updated ?? 0} updated`;
  if (typeof out.pushed === 'number') return `${out.pushed} pushed${out.refused ? `, ${out.refused} refused` : ''}${out.feeds ? ` (in ${out.feeds} feed${out.feeds === 1 ? '' : 's'} the marketplace processes later)` : ''}`;
  if (typeof out.external_id === 'string') return `live as ${out.external_id}`;
  if (typeof out.tracking_number === 'string') return `tracking ${out.tracking_number} sent`;
  if (job.state === 'created') return 'waiting';
  if (job.state === 'active') return 'running';
  return 'done';
}
