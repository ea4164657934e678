/**
 * What the carrier adapters' contract tests share (dpd.test.ts, evri.test.ts, parcelforce.test.ts): a fake carrier
 * answering recorded replies in turn, the sandbox carriers served on a free port for the same test file, and the
 * element paths of an XML reply (the sandbox must answer every path a recorded fixture has).
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll } from 'vitest';
import { createCarrierSandbox } from '../sandbox/index.ts';

export interface RecordedAnswer {
  status?: number;
  /** A string as is; anything else as JSON. */
  body: unknown;
  /** The content type, when not the carrier's usual one (a DPD label as HTML). */
  type?: string;
  headers?: Record<string, string>;
}

export interface CarrierCall { method: string; url: string; headers: Record<string, string>; body: string }

/** A `fetch` that answers `answers` in order (and fails on a call too many), recording each call. */
export function fakeCarrier(answers: RecordedAnswer[], contentType: string) {
  const calls: CarrierCall[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ method: String(init.method ?? 'GET'), url, headers: init.headers as Record<string, string>, body: String(init.body ?? '') });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${init.method ?? 'GET'} ${url}`);
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': answer.type ?? contentType, ...answer.headers } });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

/**
 * The sandbox carriers on a free port for the calling test file (started before its tests, closed after):
 * `base(code)` is the sandbox `code`'s address, e.g. `base('dpd')` → http://127.0.0.1:<port>/sandbox/carriers/dpd.
 */
export function servedCarrierSandbox() {
  const sandbox = createCarrierSandbox();
  let server: ReturnType<Koa['listen']> | undefined;
  let origin = '';
  beforeAll(async () => {
    const app = new Koa();
    app.use(sandbox.middleware);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return { sandbox, base: (code: string) => `${origin}/sandbox/carriers/${code}` };
}

/** Every element path (root/child/…) of an XML document; namespace prefixes dropped when asked (SOAP replies). */
export function xmlElementPaths(xml: string, options: { withoutPrefixes?: boolean } = {}): Set<string> {
  const paths = new Set<string>();
  const stack: string[] = [];
  for (const m of xml.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (m[1]) {
      stack.pop();
      continue;
    }
    stack.push(options.withoutPrefixes ? m[2]!.replace(/^[\w-]+:/, '') : m[2]!);
    paths.add(stack.join('/'));
    if (m[3]) stack.pop();
  }
  return paths;
}
