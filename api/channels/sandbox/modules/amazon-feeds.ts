/**
 * Amazon's Feeds API 2021-06-30 in the sandbox, for the JSON_LISTINGS_FEED (schemas from amzn/selling-partner-api-
 * models: listings-feed-schema-v2, listings-feed-processing-report-schema-v2):
 *
 *   POST /feeds/2021-06-30/documents {contentType}      201 {feedDocumentId, url}: the upload URL stands for
 *                                                        Amazon's pre-signed S3 URL (no SP-API token there)
 *   PUT  /_documents/{id}                               the feed's contents (JSON, or an order feed's XML:
 *                                                        amazon-documents.ts)
 *   POST /feeds/2021-06-30/feeds {feedType, marketplaceIds, inputFeedDocumentId}   202 {feedId}
 *   GET  /feeds/2021-06-30/feeds/{feedId}               {feedId, feedType, processingStatus, …, resultFeedDocumentId}
 *   GET  /feeds/2021-06-30/documents/{feedDocumentId}   {feedDocumentId, url} of the processing report
 *   GET  /_documents/{id}                               a document's contents (the report: header, issues, summary)
 *
 * A feed is processed when it is created: each PATCH message is checked as patchListingsItem checks it (its
 * issues go in the report with its messageId and SKU, and the message is not applied), the others applied. It
 * reads IN_QUEUE to the first getFeed and DONE after, as a feed does that Amazon took a moment over. A document
 * that is not a listings feed makes the feed FATAL, with a report that says why. The order feeds
 * (POST_ORDER_ACKNOWLEDGEMENT_DATA, POST_PAYMENT_ADJUSTMENT_DATA) are processed by amazon-order-feeds.ts.
 *
 * Amazon may take many minutes over a feed at busy times (the Feeds API's processingStatus stays IN_QUEUE or
 * IN_PROGRESS meanwhile). `POST /_control/feed-processing {"reads": N}` makes the seller's next order feeds do so:
 * each reads IN_PROGRESS to N getFeed calls and is processed (the order cancelled, the refund made) only at the next
 * one; `{"reads": 0}` goes back to processing at once.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxListing, SandboxMarketplace } from '../marketplace.ts';
import type { DocumentStore } from './amazon-documents.ts';
import { ORDER_FEED_TYPES, processOrderFeed } from './amazon-order-feeds.ts';
import { controlAccess } from '../control-access.ts';

type Json = Record<string, any>;

interface Issue { code: string; message: string; severity: 'ERROR' | 'WARNING'; attributeNames?: string[] }

/** What the Amazon module lends the feeds: its token check, its checks of attributes and what they change. */
export interface FeedHelpers {
  tokenSeller(ctx: Context, market: SandboxMarketplace): string | undefined;
  checkAttributes(attributes: Json, marketplace: string, whole: null): Issue[];
  offerState(attributes: Json, previous: SandboxListing): Partial<SandboxListing>;
  spError(ctx: Context, status: number, code: string, message: string, details?: string): void;
  marketplaces: Record<string, string>;
}

interface Feed {
  feedId: string; sellerId: string; feedType: string; marketplaceIds: string[]; createdTime: string;
  processingStatus: 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'FATAL'; processingStartTime?: string; processingEndTime?: string;
  resultFeedDocumentId?: string; asked: number;
  /** An order feed Amazon has not processed yet: processed at the getFeed after `slowReads` more reads. */
  unprocessed?: { content: unknown; slowReads: number };
}

const FEEDS = '/feeds/2021-06-30';
const MAX_MESSAGES = 10_000;
/** The key of `/_control/feed-processing`'s setting for every seller. */
const EVERY_SELLER = '*';

export function feedRoutes(router: Router, market: SandboxMarketplace, helpers: FeedHelpers, documents: DocumentStore): void {
  const feeds = new Map<string, Feed>();
  let feedNumber = 0;
  const newDocument = (sellerId: string, contentType: string, content: unknown = undefined) => documents.create(sellerId, contentType, content);
  const documentUrl = (ctx: Context, id: string) => documents.url(ctx, id);
  /** getFeed reads each seller's next order feeds stay IN_PROGRESS for (`/_control/feed-processing`). */
  const slowReads = new Map<string, number>();

  const processOrders = (feed: Feed, content: unknown) => {
    const outcome = processOrderFeed(market, { feedId: feed.feedId, sellerId: feed.sellerId, feedType: feed.feedType }, content);
    feed.processingStatus = outcome.status;
    feed.processingEndTime = new Date().toISOString();
    feed.resultFeedDocumentId = newDocument(feed.sellerId, 'text/xml; charset=UTF-8', outcome.report);
  };

  router.post('/_control/feed-processing', (ctx) => {
    const reads = (ctx.request.body as Json | undefined)?.reads;
    if (!Number.isInteger(reads) || reads < 0 || reads > 1000) return void ((ctx.status = 400), (ctx.body = { error: 'reads: a whole number from 0 to 1000' }));
    // A tenant slows its own sellers' feeds; a platform admin (or an open sandbox) every seller's.
    const access = controlAccess(ctx);
    if (access.all) {
      slowReads.clear();
      slowReads.set(EVERY_SELLER, reads);
    } else for (const seller of access.sellers) slowReads.set(seller, reads);
    ctx.body = { reads };
  });

  router.post(`${FEEDS}/documents`, (ctx) => {
    const seller = helpers.tokenSeller(ctx, market);
    if (!seller) return;
    const contentType = String(((ctx.request.body ?? {}) as Json).contentType ?? '');
    if (!contentType) return helpers.spError(ctx, 400, 'InvalidInput', 'contentType is required', 'contentType');
    const id = newDocument(seller, contentType);
    ctx.status = 201;
    ctx.body = { feedDocumentId: id, url: documentUrl(ctx, id) };
  });

  router.post(`${FEEDS}/feeds`, (ctx) => {
    const seller = helpers.tokenSeller(ctx, market);
    if (!seller) return;
    const body = (ctx.request.body ?? {}) as Json;
    if (body.feedType !== 'JSON_LISTINGS_FEED' && !ORDER_FEED_TYPES.includes(body.feedType)) return helpers.spError(ctx, 400, 'InvalidInput', `Invalid feedType: ${String(body.feedType).slice(0, 40)} (the sandbox takes JSON_LISTINGS_FEED, ${ORDER_FEED_TYPES.join(', ')})`, 'feedType');
    const marketplaceIds = Array.isArray(body.marketplaceIds) ? body.marketplaceIds.map(String) : [];
    if (marketplaceIds.length !== 1 || !helpers.marketplaces[marketplaceIds[0]!]) return helpers.spError(ctx, 400, 'InvalidInput', 'marketplaceIds must name one marketplace this application may sell on', 'marketplaceIds');
    const input = documents.get(String(body.inputFeedDocumentId ?? ''));
    if (!input || input.sellerId !== seller) return helpers.spError(ctx, 400, 'InvalidInput', 'inputFeedDocumentId names no document of this seller', 'inputFeedDocumentId');
    const now = new Date().toISOString();
    const feed: Feed = { feedId: String(50_000_000_000 + ++feedNumber), sellerId: seller, feedType: body.feedType, marketplaceIds, createdTime: now, processingStatus: 'IN_QUEUE', asked: 0 };
    if (body.feedType === 'JSON_LISTINGS_FEED') {
      feed.resultFeedDocumentId = newDocument(seller, 'application/json', process(feed, input.content, marketplaceIds[0]!));
    } else {
      // Order feeds are XML both ways: the processing report is an XML document.
      feed.processingStartTime = now;
      const slow = slowReads.get(seller) ?? slowReads.get(EVERY_SELLER) ?? 0;
      if (slow > 0) feed.unprocessed = { content: input.content, slowReads: slow };
      else processOrders(feed, input.content);
    }
    feeds.set(feed.feedId, feed);
    ctx.status = 202;
    ctx.body = { feedId: feed.feedId };
  });

  router.get(`${FEEDS}/feeds/:feedId`, (ctx) => {
    const seller = helpers.tokenSeller(ctx, market);
    if (!seller) return;
    const feed = feeds.get(ctx.params.feedId!);
    if (!feed || feed.sellerId !== seller) return helpers.spError(ctx, 404, 'NotFound', `No feed ${ctx.params.feedId}`);
    if (feed.unprocessed) {
      // Amazon still at work: nothing applied, no report yet.
      if (feed.unprocessed.slowReads-- > 0) {
        feed.asked += 1;
        const { asked: _asked, sellerId: _seller, unprocessed: _unprocessed, resultFeedDocumentId: _none, ...shown } = feed;
        ctx.body = { ...shown, processingStatus: 'IN_PROGRESS', processingEndTime: undefined };
        return;
      }
      processOrders(feed, feed.unprocessed.content);
      delete feed.unprocessed;
      feed.asked = Math.max(1, feed.asked);
    }
    // Queued when first asked, done after (or FATAL, decided when it was processed).
    const status = feed.asked++ === 0 ? 'IN_QUEUE' : feed.processingStatus;
    const { asked: _asked, sellerId: _seller, unprocessed: _unprocessed, resultFeedDocumentId, ...shown } = feed;
    ctx.body = { ...shown, processingStatus: status, ...(status === 'IN_QUEUE' ? { processingStartTime: undefined, processingEndTime: undefined } : { resultFeedDocumentId }) };
  });

  router.get(`${FEEDS}/documents/:id`, (ctx) => {
    const seller = helpers.tokenSeller(ctx, market);
    if (!seller) return;
    const document = documents.get(ctx.params.id!);
    if (!document || document.sellerId !== seller) return helpers.spError(ctx, 404, 'NotFound', `No document ${ctx.params.id}`);
    ctx.body = { feedDocumentId: ctx.params.id, url: documentUrl(ctx, ctx.params.id!) };
  });

  /** Applies a listings feed's messages; answers its processing report. */
  function process(feed: Feed, content: unknown, marketplace: string): Json {
    feed.processingStartTime = new Date().toISOString();
    const header = { sellerId: feed.sellerId, version: '2.0', feedId: feed.feedId };
    const done = (status: Feed['processingStatus'], issues: Json[], summary: Json) => {
      feed.processingStatus = status;
      feed.processingEndTime = new Date().toISOString();
      return { header, issues, summary };
    };
    const doc = content as Json;
    const messages = Array.isArray(doc?.messages) ? doc.messages as Json[] : null;
    if (!doc?.header || doc.header.version !== '2.0' || !messages || messages.length < 1 || messages.length > MAX_MESSAGES) {
      return done('FATAL', [{ code: '100001', severity: 'ERROR', message: `The feed is not a JSON listings feed (header version 2.0 and 1 to ${MAX_MESSAGES} messages).` }], { errors: 1, warnings: 0, messagesProcessed: 0, messagesAccepted: 0, messagesInvalid: 0 });
    }
    const issues: Json[] = [];
    let accepted = 0;
    for (const message of messages) {
      const { messageId, sku } = message;
      const refuse = (code: string, text: string, attributeName?: string) => issues.push({ messageId, sku, code, severity: 'ERROR', message: text, ...(attributeName ? { attributeName } : {}) });
      if (message.operationType !== 'PATCH' || !Array.isArray(message.patches) || !message.patches.length) {
        refuse('4000001', `The sandbox feed takes PATCH messages with patches (message ${messageId}).`);
        continue;
      }
      const listing = typeof sku === 'string' ? market.listingBySku(feed.sellerId, sku) : undefined;
      if (!listing) {
        refuse('4000002', `SKU '${String(sku).slice(0, 60)}' not found in marketplace ${marketplace}`);
        continue;
      }
      const attributes: Json = {};
      let bad = false;
      for (const patch of message.patches as Json[]) {
        const name = /^\/attributes\/([a-z][a-z0-9_]*)$/.exec(String(patch.path ?? ''))?.[1];
        if (!name || !['add', 'replace', 'merge', 'delete'].includes(patch.op)) {
          refuse('4000001', `Invalid patch: ${String(patch.op)} ${String(patch.path).slice(0, 80)}`);
          bad = true;
          break;
        }
        attributes[name] = patch.value;
      }
      if (bad) continue;
      const found = helpers.checkAttributes(attributes, marketplace, null).filter((i) => i.severity === 'ERROR');
      if (found.length) {
        for (const i of found) refuse(i.code, i.message, i.attributeNames?.[0]);
        continue;
      }
      const amazon = { ...(listing.attributes.amazon as Json), ...attributes };
      market.updateListing(listing, { ...helpers.offerState(attributes, listing), attributes: { ...listing.attributes, amazon } });
      accepted += 1;
    }
    const invalid = new Set(issues.map((i) => i.messageId)).size;
    return done('DONE', issues, { errors: issues.length, warnings: 0, messagesProcessed: messages.length, messagesAccepted: accepted, messagesInvalid: invalid });
  }
}
