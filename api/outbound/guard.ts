/**
 * The one door for connections the product makes on a tenant's behalf (schedule webhooks and SFTP, product image
 * fetches): the host is resolved, every address it resolves to must be public (address.ts), and the connection is
 * made to the address that was checked — never resolved a second time, so a DNS answer that changes between the
 * check and the connection (rebinding) cannot point it inside. Redirects are followed by hand, each hop checked the
 * same way.
 *
 * Failures are told in words that say nothing about the target's ports: a refused port, a database, a listener that
 * is not HTTP, a TLS handshake that fails and a timeout all read "could not be reached, or did not answer as an
 * HTTP(S) server". `OutboundError.reason` tells callers what to do (refused: the merchant must change the address;
 * unreachable: retry later or fix the server), `cause` keeps the system's error for the server's own logs.
 *
 * OUTBOUND_ALLOW_LOOPBACK=true (tests, and the demo whose built-in sandbox and local hooks live on 127.0.0.1) lets
 * loopback addresses (127.0.0.0/8, ::1, ::ffff:127.x) and `localhost` through, nothing else; it is ignored when
 * NODE_ENV=production.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { addressKind, literalAddress, type AddressKind } from './address.ts';

export type OutboundFailure = 'refused' | 'unresolved' | 'unreachable' | 'too_large' | 'redirects';

export class OutboundError extends Error {
  constructor(readonly reason: OutboundFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Loopback may be let through: `true`, or per port (tests admit one listener and refuse another). */
export type LoopbackPolicy = boolean | ((port: number) => boolean);

export interface GuardOptions {
  /** Defaults to OUTBOUND_ALLOW_LOOPBACK=true outside production. */
  allowLoopback?: LoopbackPolicy;
  /** Name resolution (tests pass a fake DNS); defaults to the system's getaddrinfo. */
  resolve?: (host: string) => Promise<LookupAddress[]>;
}

export function loopbackAllowedByEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.OUTBOUND_ALLOW_LOOPBACK === 'true' && env.NODE_ENV !== 'production';
}

function loopbackAllowed(policy: LoopbackPolicy | undefined, port: number): boolean {
  const chosen = policy ?? loopbackAllowedByEnv();
  return typeof chosen === 'function' ? chosen(port) : chosen;
}

const systemResolve = (host: string) => new Promise<LookupAddress[]>((resolve, reject) => {
  dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
});

/** Why `address` may not be reached on `port`, or undefined when it may. */
export function refusal(address: string, port: number, options: GuardOptions = {}): AddressKind | undefined {
  const kind = addressKind(address);
  if (kind === 'loopback' && loopbackAllowed(options.allowLoopback, port)) return undefined;
  return kind;
}

const refusedError = (host: string, kind: AddressKind) => new OutboundError('refused', `${host} is not a public internet address (${kind}); Sellyard only connects to public addresses`);

/**
 * Refuses, without any DNS query, a host that is obviously internal: an IP literal in any spelling or `localhost`.
 * For the check when a destination is saved (names are judged when the connection is made).
 */
export function obviousRefusal(host: string, port: number, options: GuardOptions = {}): string | undefined {
  const literal = literalAddress(host);
  const kind = literal && refusal(literal, port, options);
  return kind ? `is not a public internet address (${kind}); Sellyard only connects to public addresses` : undefined;
}

/** The address to connect to for `host`: its one literal, or the first of its DNS answers when every one is public. */
export async function resolvePublic(host: string, port: number, options: GuardOptions = {}): Promise<LookupAddress> {
  const literal = literalAddress(host);
  if (literal) {
    const kind = refusal(literal, port, options);
    if (kind) throw refusedError(host, kind);
    return { address: literal.replace(/%.*$/, ''), family: isIP(literal) === 6 ? 6 : 4 };
  }
  let addresses: LookupAddress[];
  try {
    addresses = await (options.resolve ?? systemResolve)(host);
  } catch (error) {
    throw new OutboundError('unresolved', `${host} does not resolve to an address`, { cause: error });
  }
  if (!addresses.length) throw new OutboundError('unresolved', `${host} does not resolve to an address`);
  // One internal answer is enough to refuse: which one a connection would take is the resolver's choice.
  for (const { address } of addresses) {
    const kind = refusal(address, port, options);
    if (kind) throw refusedError(host, kind);
  }
  return addresses[0]!;
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  timeoutMs: number;
  /** Redirects followed (each hop checked); 0 makes a redirect answer the response itself. */
  maxRedirects: number;
  /** The body read at most; past it the request fails with `too_large`. */
  maxBytes: number;
  /** Allowed URL schemes, `https:` by default. */
  protocols?: string[];
  /** Allowed ports (every hop); any when absent. */
  ports?: number[];
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered (after redirects). */
  url: URL;
}

/** The one sentence every connection failure reads, whatever the port had behind it. */
export const UNREACHABLE = 'could not be reached, or did not answer as an HTTP(S) server would';

function once(url: URL, address: LookupAddress, request: OutboundRequest): Promise<OutboundResponse> {
  return new Promise((resolve, reject) => {
    // The connection's own lookup answers the checked address: no second DNS query between check and connect.
    const lookup = (_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
      (options?.all ? callback(null, [address]) : callback(null, address.address, address.family));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    // agent: false — a pooled socket would outlive the check it was opened under.
    const req = send(url, { method: request.method ?? 'GET', headers: request.headers, lookup: lookup as never, timeout: request.timeoutMs, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      if (Number(res.headers['content-length'] ?? 0) > request.maxBytes) {
        res.destroy();
        return reject(new OutboundError('too_large', `the answer is larger than ${request.maxBytes} bytes`));
      }
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > request.maxBytes) {
          res.destroy();
          reject(new OutboundError('too_large', `the answer is larger than ${request.maxBytes} bytes`));
        } else chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), url }));
      res.on('error', (error) => reject(new OutboundError('unreachable', `${url.host} ${UNREACHABLE}`, { cause: error })));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })));
    // Refused, reset, not HTTP, not TLS, timed out: one sentence (a port scanner learns nothing from it).
    req.on('error', (error) => reject(new OutboundError('unreachable', `${url.host} ${UNREACHABLE}`, { cause: error })));
    req.end(request.body);
  });
}

/**
 * An HTTP(S) request to a tenant's URL through the guard: scheme allowed, no credentials in the URL, every hop's
 * host resolved and checked, the connection made to the checked address, redirects followed by hand.
 */
export async function outboundRequest(target: string | URL, request: OutboundRequest, options: GuardOptions = {}): Promise<OutboundResponse> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new OutboundError('refused', `${String(target)} is not a URL`);
  }
  let current = { ...request };
  const protocols = request.protocols ?? ['https:'];
  for (let hop = 0; ; hop += 1) {
    if (!protocols.includes(url.protocol)) throw new OutboundError('refused', `${url.origin} must be ${protocols.map((p) => `${p}//`).join(' or ')}`);
    if (url.username || url.password) throw new OutboundError('refused', `${url.protocol}//${url.host} must not carry a user name or password`);
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    if (request.ports && !request.ports.includes(port)) throw new OutboundError('refused', `${url.protocol}//${url.host} must use the default port`);
    // The WHATWG parser has already turned 2130706433, 0x7f000001 and 127.1 into 127.0.0.1 for http(s) URLs.
    const address = await resolvePublic(url.hostname, port, options);
    const response = await once(url, address, current);
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location || request.maxRedirects === 0) return response;
    if (hop >= request.maxRedirects) throw new OutboundError('redirects', `${url.host} redirected more than ${request.maxRedirects} times`);
    url = new URL(location, url);
    // 301/302/303 turn a POST into a GET without body (as browsers and fetch do); 307/308 repeat it.
    if (response.status !== 307 && response.status !== 308 && (current.method ?? 'GET') !== 'GET' && (current.method ?? 'GET') !== 'HEAD') {
      const headers = Object.fromEntries(Object.entries(current.headers ?? {}).filter(([name]) => !/^content-/i.test(name)));
      current = { ...current, method: 'GET', body: undefined, headers };
    }
  }
}
