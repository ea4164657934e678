/**
 * Product images for marketplaces that take the file, not its URL (Etsy's uploadListingImage). A product's image
 * URLs are the merchant's, so fetching them from a worker is a request to an address a tenant chose: it is fenced.
 *
 *   only https, on the default port; no credentials in the URL
 *   the host must resolve to public addresses only, through the outbound guard (api/outbound: checked when the
 *   connection is made, so a DNS answer that changes between a check and the connection cannot point the worker
 *   at 127.0.0.1, the cloud's metadata service or the private network); redirects are followed (3 at most), each
 *   hop checked under the same rules
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
import { posix } from 'node:path';
import { addressKind, OutboundError, outboundRequest, type OutboundResponse } from '../outbound/index.ts';
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

/** Whether an address is not public (the outbound guard's rules; IPv4-mapped IPv6 judged as the IPv4 it carries). */
export function isInternalAddress(address: string): boolean {
  return addressKind(address) !== undefined;
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

const TLS_PROBLEMS = new Set(['CERT_HAS_EXPIRED', 'ERR_TLS_CERT_ALTNAME_INVALID', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE']);

async function download(source: string): Promise<ImageFile> {
  if (!URL.canParse(source)) throw refused(source, 'is not a URL');
  let answer: OutboundResponse;
  try {
    answer = await outboundRequest(source, { method: 'GET', headers: { accept: 'image/*', 'user-agent': 'Sellyard/1.0 (listing images)' }, timeoutMs: TIMEOUT_MS, maxRedirects: MAX_REDIRECTS, maxBytes: MAX_BYTES, protocols: ['https:'], ports: [443] });
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    if (error.reason === 'too_large') throw refused(source, `is larger than ${MAX_BYTES / 1024 / 1024} MB`);
    if (error.reason === 'unresolved') throw refused(source, 'could not be fetched (the name does not resolve)');
    // A public https host on port 443 whose certificate is wrong is the merchant's to fix, not a retry.
    const code = (error.cause as NodeJS.ErrnoException | undefined)?.code;
    if (error.reason === 'unreachable' && code && TLS_PROBLEMS.has(code)) throw refused(source, `could not be fetched (its certificate is not valid: ${code})`);
    if (error.reason === 'unreachable') throw new ChannelError('transient', `The image ${source} could not be fetched now: ${error.message}`, { cause: error });
    throw refused(source, error.message);
  }
  if (answer.status >= 300 && answer.status < 400) throw refused(source, `redirects without a location`);
  if (answer.status >= 500 || answer.status === 429) throw new ChannelError('transient', `The image host answered ${answer.status} for ${source}`);
  if (answer.status !== 200) throw refused(source, `answered ${answer.status}`);
  const type = sniffImage(answer.body);
  if (!type) throw refused(source, 'is not a JPEG, PNG, GIF or WebP image');
  return { data: answer.body, type, name: fileName(answer.url, type) };
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
