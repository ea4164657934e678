/**
 * Amazon's Feeds API 2021-06-30, as every Amazon feed of ours uses it (the JSON listings feed for quantities, the XML
 * order feeds for cancellations and refunds): the document made, its contents uploaded to the URL Amazon gave (no
 * SP-API token there: the URL itself is the permission), the feed created; later the feed looked at and, once
 * processed, its processing report read. Reference: developer-docs.amazon.com/sp-api/docs/feeds-api-v2021-06-30-reference.
 */
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, HttpResponse } from '../../types.ts';

export const FEEDS = '/feeds/2021-06-30';

export interface FeedDeps {
  headers(ctx: AdapterContext): Record<string, string>;
  readAmazonErrors(response: HttpResponse): Error | undefined;
}

/** Submits a feed of `feedType` with this document: JSON (a listings feed) or text (an XML envelope). Answers the feed id. */
export async function submitFeed(
  ctx: AdapterContext, deps: FeedDeps,
  feed: { feedType: string; marketplaceId: string; document: { json: unknown; contentType: string } | { text: string; contentType: string } },
): Promise<string> {
  const { contentType } = feed.document;
  const { body: document } = await ctx.http.send({ method: 'POST', url: `${FEEDS}/documents`, headers: deps.headers(ctx), json: { contentType } }, deps.readAmazonErrors);
  await ctx.http.send('json' in feed.document
    ? { method: 'PUT', url: String(document.url), headers: { 'content-type': contentType }, timeoutMs: 60_000, json: feed.document.json }
    : { method: 'PUT', url: String(document.url), text: { body: feed.document.text, contentType }, timeoutMs: 60_000 });
  const { body: created } = await ctx.http.send({
    method: 'POST', url: `${FEEDS}/feeds`, headers: deps.headers(ctx),
    json: { feedType: feed.feedType, marketplaceIds: [feed.marketplaceId], inputFeedDocumentId: String(document.feedDocumentId) },
  }, deps.readAmazonErrors);
  return String(created.feedId);
}

export type FeedState = { processing: true } | { processing: false; status: string; report: unknown };

/**
 * Where a feed is: still processing, or ended with its processing report (as the HTTP client read it: JSON parsed,
 * XML as text). A feed Amazon cancelled, or one that ended without a report, is a permanent error naming `what`.
 */
export async function readFeed(ctx: AdapterContext, deps: FeedDeps, feedId: string, what: string): Promise<FeedState> {
  const { body: feed } = await ctx.http.send({ method: 'GET', url: `${FEEDS}/feeds/${encodeURIComponent(feedId)}`, headers: deps.headers(ctx) }, deps.readAmazonErrors);
  if (['IN_QUEUE', 'IN_PROGRESS'].includes(String(feed.processingStatus))) return { processing: true };
  if (feed.processingStatus === 'CANCELLED') throw new ChannelError('permanent', `Amazon cancelled the ${what} feed ${feedId} before processing it`);
  if (!feed.resultFeedDocumentId) throw new ChannelError('permanent', `Amazon's ${what} feed ${feedId} ended ${feed.processingStatus} without a processing report`);
  const { body: document } = await ctx.http.send({ method: 'GET', url: `${FEEDS}/documents/${encodeURIComponent(String(feed.resultFeedDocumentId))}`, headers: deps.headers(ctx) }, deps.readAmazonErrors);
  const { body: report } = await ctx.http.send({ method: 'GET', url: String(document.url), gunzip: document.compressionAlgorithm === 'GZIP' });
  return { processing: false, status: String(feed.processingStatus), report };
}
