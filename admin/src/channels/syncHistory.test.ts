import { describe, expect, it } from 'vitest';
import { syncOutcome, syncWhat, type SyncJob } from './syncHistory.ts';

const job = (over: Partial<SyncJob>): SyncJob => ({ id: 'j', kind: 'channel.push-stock', state: 'completed', output: null, error: null, created_on: '2026-11-24T10:00:00Z', completed_on: null, ...over });

describe('marketplace activity wording', () => {
  it('says what each job did, from its output', () => {
    expect(syncWhat('channel.import-orders')).toBe('Order import');
    expect(syncOutcome(job({ output: { quantity: 7 } }))).toBe('quantity 7');
    expect(syncOutcome(job({ kind: 'channel.import-orders', output: { created: 1, updated: 2 } }))).toBe('1 new order, 2 updated');
    expect(syncOutcome(job({ output: { waiting: 'channel disconnected' } }))).toBe('waiting: channel disconnected');
    expect(syncOutcome(job({ output: { deferred_seconds: 30 } }))).toBe('rate limited: again in 30 s');
    expect(syncOutcome(job({ state: 'failed', error: 'POST /api/v1/products: the marketplace failed (503)' }))).toBe('POST /api/v1/products: the marketplace failed (503)');
    expect(syncOutcome(job({ state: 'created' }))).toBe('waiting');
    expect(syncWhat('channel.fetch-settlements')).toBe('Settlements');
    expect(syncOutcome(job({ kind: 'channel.fetch-settlements', output: { payouts: 2, matched: 1, pages: 1 } }))).toBe('2 payouts imported, 1 matched');
    expect(syncOutcome(job({ kind: 'channel.fetch-settlements', output: { payouts: 0, matched: 0, pages: 1 } }))).toBe('0 payouts imported');
  });

  it('says what a resync sent in bulk, what waits after a rate limit, and how a feed went', () => {
    expect(syncOutcome(job({ kind: 'channel.resync-stock', output: { pushed: 9998, refused: 2, feeds: 0 } }))).toBe('9998 pushed, 2 refused');
    expect(syncOutcome(job({ kind: 'channel.resync-stock', output: { pushed: 10000, refused: 0, feeds: 1 } }))).toBe('10000 pushed (in 1 feed the marketplace processes later)');
    expect(syncOutcome(job({ kind: 'channel.resync-stock', output: { pushed: 500, refused: 0, deferred_seconds: 30 } }))).toBe('500 pushed, rate limited: the rest again in 30 s');
    expect(syncWhat('channel.collect-bulk')).toBe('Bulk quantity outcome');
    expect(syncOutcome(job({ kind: 'channel.collect-bulk', output: { collected: '50000000001', refused: 3, pushed_again: 1 } }))).toBe('taken by the marketplace, 3 refused, 1 sent again (changed meanwhile)');
  });
});

describe('a listing import run', () => {
  it('says what it found and linked', () => {
    const job = { id: 'j', kind: 'listing-import.run', state: 'completed' as const, output: { listingsFound: 12, matched: 10, skipped: 2 }, error: null, created_on: '', completed_on: null };
    expect(syncWhat(job.kind)).toBe('Listing import');
    expect(syncOutcome(job)).toBe('12 listings found, 10 linked, 2 to review');
  });
});
