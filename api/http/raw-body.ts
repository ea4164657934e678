/**
 * Reads a request body as UTF-8 text up to a limit, for the few endpoints that take more than the JSON body
 * parser's 1 MB or take CSV (imports). Over the limit is a 413 at once: the declared length is checked before
 * reading, the actual length while reading (the rest is drained, not kept, so the client still gets the answer).
 */
import type { Context } from 'koa';
import { fail } from './errors.ts';
import { bufferedBody } from './idempotency.ts';

export async function readText(ctx: Context, limit: number, tooLarge: string): Promise<string> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) fail('payload_too_large', tooLarge);
  // Already read by the Idempotency-Key middleware (to hash it): the same limit applies to the copy.
  const buffered = bufferedBody(ctx);
  if (buffered && buffered.length > limit) fail('payload_too_large', tooLarge);
  const bytes = buffered ?? await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) { chunks.push(chunk); return; }
      ctx.req.off('data', onData);
      ctx.req.resume();
      reject(Object.assign(new Error('too large'), { status: 413 }));
    };
    ctx.req.on('data', onData);
    ctx.req.once('end', () => resolve(Buffer.concat(chunks)));
    ctx.req.once('error', reject);
  }).catch((error) => (error.status === 413 ? fail('payload_too_large', tooLarge) : Promise.reject(error)));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('validation_failed', 'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again.', [{ pointer: '/csv', message: 'is not UTF-8 text' }]);
  }
}
