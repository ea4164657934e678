/**
 * The documents of Amazon's Feeds and Reports APIs in the sandbox: a feed's upload and its processing report, a
 * report's contents. Each has an id (`amzn1.tortuga…`, as Amazon's) and a URL that stands for Amazon's pre-signed
 * S3 URL: whoever has it may upload (PUT) or download (GET), without an SP-API token.
 *
 *   PUT /_documents/{id}   the contents (JSON, or text: the XML of an order feed)
 *   GET /_documents/{id}   the contents, with their content type
 */
import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';

export interface StoredDocument { sellerId: string; contentType: string; content: unknown }

export class DocumentStore {
  private readonly documents = new Map<string, StoredDocument>();

  create(sellerId: string, contentType: string, content: unknown = undefined): string {
    const id = `amzn1.tortuga.4.eu.${randomBytes(12).toString('hex')}`;
    this.documents.set(id, { sellerId, contentType, content });
    return id;
  }

  get(id: string): StoredDocument | undefined {
    return this.documents.get(id);
  }

  /** Where the caller reached the sandbox (the same host a worker elsewhere was given in SANDBOX_URL). */
  url(ctx: Context, id: string): string {
    return `${ctx.protocol}://${ctx.host}/sandbox/amazon/_documents/${encodeURIComponent(id)}`;
  }

  routes(router: Router): void {
    // The pre-signed URL: whoever has it may upload, once the document exists.
    router.put('/_documents/:id', (ctx) => {
      const document = this.documents.get(ctx.params.id!);
      if (!document) return void (ctx.status = 404);
      document.content = ctx.request.body;
      ctx.status = 200;
      ctx.body = '';
    });
    router.get('/_documents/:id', (ctx) => {
      const document = this.documents.get(ctx.params.id!);
      if (!document || document.content === undefined) return void (ctx.status = 404);
      if (typeof document.content === 'string') {
        ctx.type = document.contentType;
        ctx.body = document.content;
        return;
      }
      ctx.type = 'application/json';
      ctx.body = JSON.stringify(document.content);
    });
  }
}
