/**
 * Long requests that report progress: when the client asks for `application/x-ndjson`, the answer is 200 at once
 * and then one JSON object per line, `{"type":"progress",…}` as the work advances and a last
 * `{"type":"result","status":<HTTP status>,"body":…}` carrying what the plain request would have answered (a
 * problem document on failure). A client that goes away aborts `signal`, so the work can stop and roll back.
 * Stateless: nothing outlives the request, so any API process can serve it.
 */
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { ApiError } from './errors.ts';
import { knownError, problemBody } from './problem.ts';

export const NDJSON = 'application/x-ndjson';

/** True when the client asked for a streamed NDJSON answer. */
export function wantsNdjson(ctx: Context): boolean {
  return (ctx.get('accept') || '').includes(NDJSON);
}

/** Aborted when the connection closes before the answer was fully sent (the user cancelled). */
export function abortOnDisconnect(ctx: Context): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => { if (!ctx.res.writableFinished) controller.abort(); });
  return controller.signal;
}

/**
 * Starts a streamed answer and runs `work` behind it. `work` gets a `progress` function (each call writes a
 * progress line) and the abort signal; what it returns is the result line, what it throws the problem line.
 */
export function streamNdjson<T>(ctx: Context, work: (progress: (data: Record<string, unknown>) => void, signal: AbortSignal) => Promise<T>): void {
  const out = new PassThrough();
  const write = (line: Record<string, unknown>) => { if (!out.writableEnded) out.write(`${JSON.stringify(line)}\n`); };
  const signal = abortOnDisconnect(ctx);
  ctx.status = 200;
  ctx.type = NDJSON;
  // Proxies must pass each line on as it comes.
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = out;
  work((data) => write({ type: 'progress', ...data }), signal)
    .then((body) => write({ type: 'result', status: 200, body }))
    .catch((error) => {
      // The client is gone: there is no one to answer, and nothing went wrong on our side.
      if (signal.aborted) return;
      const known = knownError(error);
      if (!known) ctx.app.emit('error', error, ctx);
      const problem = known ?? new ApiError('internal', 'Something went wrong on our side. It has been logged.');
      write({ type: 'result', status: problem.status, body: problemBody(problem) });
    })
    .finally(() => out.end());
}
