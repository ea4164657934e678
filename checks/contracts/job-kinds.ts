/**
 * Each kind of background job in the merchant's words, shared by the API (the status history says "by Sellyard
 * (Publish a listing)") and the admin (Settings → Background jobs, the History tab). A kind missing here shows as
 * itself.
 */

/** What each kind of job does, in the merchant's words (the kind itself is shown beside it for support). */
export const JOB_KIND_LABELS: Record<string, string> = {
  'csv-schedule.run': 'Scheduled CSV export',
  'csv-import.run': 'CSV import',
  'listing-import.run': 'Listing import from a channel',
  'schedules.tick': 'Start due schedules',
  'stock.allocate-backorders': 'Allocate backorders',
  'channel.publish-listing': 'Publish a listing',
  'channel.revise-listing': 'Update a live listing',
  'channel.end-listing': 'End a listing',
  'channel.push-stock': 'Send stock to a channel',
  'channel.push-price': 'Send a price to a channel',
  'channel.import-orders': 'Import channel orders',
  'channel.send-shipment': 'Send tracking to a channel',
  'channel.issue-refund': 'Refund a buyer on a channel',
  'channel.cancel-order': 'Cancel an order on a channel',
  'channel.resync-stock': 'Resend all quantities to a channel',
  'channel.collect-bulk': 'Read how a channel took a bulk quantity update',
  'channel.fetch-settlements': 'Fetch settlements from a channel',
  'channel.schedule-settlement-fetches': 'Start due settlement fetches',
  'channel.check-listing-review': 'Check a marketplace\'s review of a listing',
  'carriers.track': 'Read carrier tracking',
  'fba.sync-inventory': 'Read FBA inventory from Amazon',
  'fba.fulfilment-orders': 'Send orders to Amazon Multi-Channel Fulfilment and read their shipments',
};

/** The words for a job kind (`channel.publish-listing` → "Publish a listing"); the kind itself when unknown. */
export function jobTitle(kind: string): string {
  return JOB_KIND_LABELS[kind] ?? kind;
}
