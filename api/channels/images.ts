/**
 * Product images for marketplaces that take the file, not its URL (Etsy's uploadListingImage). A product's image
 * URLs are the merchant's, so fetching them from a worker is a request to an address a tenant chose: it is fenced.
 *
 *   only https, on the default port; no credentials in the URL
 *   the host must resolve to public addresses only, checked when the connection is made (so a DNS answer that
 *   changes between a check and the connection cannot point the worker at 127.0.0.1, the cloud's metadata
 *   service or the private network); redirects are followed (3 at most) under the same rules
 *   15 s, 10 MB at most; the bytes must be a JPEG, PNG, GIF or WebP image (sniffed, whatever the server claims)
 *
 * What the merchant must fix (a URL that does not resolve, answers 404, is not an image, is too large, points
 * inside) is a `validation` ChannelError on the listing's `images` field; the image host failing (5xx, a timeout)
 * is `transient`.
 *
 * Hosts under `.example` (RFC 2606: reserved, never resolvable; the demo's products use them) are answered with a
 * small placeholder picture when `placeholders` is set: for SANDBOX channels, so the demo's listings can carry an
 * image to the sandbox marketplace. LIVE channels never get placeholders.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { posix } from 'node:path';
import { ChannelError } from './errors.ts';

export interface ImageFile {
  data: Uint8Array;
  /** image/jpeg, image/png, image/gif or image/webp, from the bytes. */
  type: string;
  /** A file name for the upload: the URL's last segment, with the extension of the real type. */
  name: string;
}

export interface ImageSource {
  fetch(url: string): Promise<ImageFile>;
}

const MAX_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };
/** A 1×1 grey PNG. */
const PLACEHOLDER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4DwAAygDIq6sWvgAAAABJRU5ErkJggg==', 'base64');

/** Addresses a worker must never be sent to: loopback, private, link-local, shared, reserved, multicast. */
const INTERNAL = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32]] as const) INTERNAL.addSubnet(net, prefix, 'ipv6');

/** Whether an address is inside (IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  return INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

const refused = (url: string, why: string) => new ChannelError('validation', `The image ${url} ${why}`, { fields: [{ field: 'images', code: 'image_unusable', message: `${url} ${why}` }] });

/** The type the bytes are, or undefined when they are none of the image types marketplaces take. */
export function sniffImage(data: Uint8Array): string | undefined {
  const starts = (...bytes: number[]) => bytes.every((b, i) => data[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...data.slice(8, 12)) === 'WEBP') return 'image/webp';
  return undefined;
}

function fileName(url: URL, type: string): string {
  const base = posix.basename(decodeURIComponent(url.pathname)).replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[^\w.-]+/g, '-').slice(0, 80) || 'image';
  return `${base}.${EXTENSIONS[type]}`;
}

/** dns.lookup that refuses internal addresses: used by the connection itself. */
function guardedLookup(hostname: string, options: object, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const inside = addresses.find((a) => isInternalAddress(a.address));
    if (inside) return callback(Object.assign(new Error(`resolves to an internal address (${inside.address})`), { code: 'EINTERNAL' }), '');
    if ((options as { all?: boolean }).all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

interface Answer { status: number; location?: string; data?: Buffer }

function get(url: URL): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { method: 'GET', lookup: guardedLookup as never, timeout: TIMEOUT_MS, headers: { accept: 'image/*', 'user-agent': 'Sellyard/1.0 (listing images)' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        return resolve({ status, location: res.headers.location });
      }
      if (Number(res.headers['content-length'] ?? 0) > MAX_BYTES) {
        res.destroy();
        return resolve({ status: 413 });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BYTES) {
          res.destroy();
          resolve({ status: 413 });
        } else chunks.push(chunk);
      });
      res.on('end', () => resolve({ status, data: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.end();
  });
}

async function download(source: string): Promise<ImageFile> {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw refused(source, 'is not a URL');
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (url.protocol !== 'https:') throw refused(source, 'must be an https:// URL');
    if (url.port && url.port !== '443') throw refused(source, 'must use the default https port');
    if (url.username || url.password) throw refused(source, 'must not carry a user name or password');
    if (isIP(url.hostname.replace(/^\[|\]$/g, '')) && isInternalAddress(url.hostname.replace(/^\[|\]$/g, ''))) throw refused(source, 'points at an internal address');
    let answer: Answer;
    try {
      answer = await get(url);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EINTERNAL') throw refused(source, (error as Error).message);
      if (code === 'ENOTFOUND' || code === 'EAI_NONAME' || code === 'CERT_HAS_EXPIRED' || code === 'ERR_TLS_CERT_ALTNAME_INVALID') throw refused(source, `could not be fetched (${code})`);
      throw new ChannelError('transient', `The image ${source} could not be fetched now: ${(error as Error).message}`, { cause: error });
    }
    if (answer.location) {
      url = new URL(answer.location, url);
      continue;
    }
    if (answer.status === 413) throw refused(source, `is larger than ${MAX_BYTES / 1024 / 1024} MB`);
    if (answer.status >= 500 || answer.status === 429) throw new ChannelError('transient', `The image host answered ${answer.status} for ${source}`);
    if (answer.status !== 200) throw refused(source, `answered ${answer.status}`);
    const type = sniffImage(answer.data!);
    if (!type) throw refused(source, 'is not a JPEG, PNG, GIF or WebP image');
    return { data: answer.data!, type, name: fileName(url, type) };
  }
  throw refused(source, `redirects more than ${MAX_REDIRECTS} times`);
}

/** Images fetched as described in the file's comment; `placeholders` for SANDBOX channels only. */
export function createImageSource(options: { placeholders: boolean }): ImageSource {
  return {
    async fetch(source) {
      const url = URL.canParse(source) ? new URL(source) : undefined;
      if (options.placeholders && url && /\.example\.?$/i.test(url.hostname)) return { data: PLACEHOLDER, type: 'image/png', name: fileName(url, 'image/png') };
      return download(source);
    },
  };
}
