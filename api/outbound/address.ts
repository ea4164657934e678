/**
 * Which addresses an outbound connection made for a tenant may reach: public unicast only.
 *
 * Refused (IANA special-purpose registries, RFC 6890 and its updates):
 *   IPv4  0/8 unspecified · 10/8, 172.16/12, 192.168/16 private · 100.64/10 shared (CGNAT) · 127/8 loopback ·
 *         169.254/16 link-local (169.254.169.254 is the cloud metadata service) · 192.0.0/24, 192.0.2/24,
 *         192.88.99/24, 198.18/15, 198.51.100/24, 203.0.113/24, 240/4 reserved, benchmarking, documentation ·
 *         224/4 multicast · 255.255.255.255 broadcast · 168.63.129.16 (Azure's host/metadata endpoint)
 *   IPv6  :: and ::1 · fc00::/7 unique-local (fd00:ec2::254 is EC2's metadata service) · fe80::/10 link-local ·
 *         fec0::/10 site-local · ff00::/8 multicast · 100::/64 discard · 2001::/23 IETF protocols (Teredo,
 *         ORCHID…) · 2001:db8::/32 and 3fff::/20 documentation · 5f00::/16 SRv6 · 64:ff9b:1::/48 local NAT64
 *   IPv6 that carries an IPv4 address is judged by that address: IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible
 *   ::a.b.c.d, NAT64 64:ff9b::a.b.c.d and 6to4 2002:AABB:CCDD::.
 *
 * IPv4 is read in every spelling a resolver accepts (inet_aton, and the WHATWG URL parser for http(s) URLs):
 * `2130706433`, `0x7f000001`, `017700000001`, `127.1`, `127.0.1` are all 127.0.0.1.
 */
import { isIP } from 'node:net';

export type AddressKind = 'loopback' | 'private' | 'link-local' | 'shared (CGNAT)' | 'multicast' | 'reserved' | 'cloud metadata' | 'unspecified';

/** An IPv4 address in any inet_aton spelling (decimal, 0x hex, 0-led octal; 1 to 4 parts) as a dotted quad, else undefined. */
export function parseIpv4(text: string): string | undefined {
  const parts = text.split('.');
  if (parts.length > 4 || parts.some((p) => p === '')) {
    // A single trailing dot is accepted by resolvers ("127.0.0.1.").
    if (!(parts.length <= 5 && parts.at(-1) === '' && parts.slice(0, -1).every((p) => p !== ''))) return undefined;
    parts.pop();
  }
  const numbers: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part, 8);
    else if (/^(0|[1-9]\d*)$/.test(part)) value = Number(part);
    else return undefined;
    if (!Number.isSafeInteger(value)) return undefined;
    numbers.push(value);
  }
  const last = numbers.pop()!;
  if (numbers.some((n) => n > 255) || last >= 256 ** (4 - numbers.length)) return undefined;
  let value = last;
  numbers.forEach((n, i) => { value += n * 256 ** (3 - i); });
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

const v4ToInt = (address: string) => address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

const V4_RANGES: [string, number, AddressKind][] = [
  ['169.254.169.254', 32, 'cloud metadata'], ['168.63.129.16', 32, 'cloud metadata'],
  ['0.0.0.0', 8, 'unspecified'], ['10.0.0.0', 8, 'private'], ['100.64.0.0', 10, 'shared (CGNAT)'], ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'], ['172.16.0.0', 12, 'private'], ['192.0.0.0', 24, 'reserved'], ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'], ['192.168.0.0', 16, 'private'], ['198.18.0.0', 15, 'reserved'], ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'], ['224.0.0.0', 4, 'multicast'], ['240.0.0.0', 4, 'reserved'],
];

function v4Kind(address: string): AddressKind | undefined {
  const value = v4ToInt(address);
  for (const [base, prefix, kind] of V4_RANGES) {
    const size = 2 ** (32 - prefix);
    const start = v4ToInt(base);
    if (value >= start && value < start + size) return kind;
  }
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped), or undefined when it is not one. */
export function ipv6Groups(address: string): number[] | undefined {
  const text = address.replace(/%.*$/, '');
  if (isIP(text) !== 6) return undefined;
  let head = text;
  const tailV4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  const extra: number[] = [];
  if (tailV4) {
    const n = v4ToInt(tailV4);
    extra.push(n >>> 16, n & 0xffff);
    head = text.slice(0, -tailV4.length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const [left, right] = head.includes('::') ? head.split('::') as [string, string] : [head, undefined];
  const parse = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const a = parse(left);
  const b = right === undefined ? [] : parse(right);
  const missing = 8 - a.length - b.length - extra.length;
  return [...a, ...(right === undefined ? [] : new Array(missing).fill(0)), ...b, ...extra];
}

const V6_RANGES: [string, number, AddressKind][] = [
  ['fd00:ec2::254', 128, 'cloud metadata'],
  ['::', 128, 'unspecified'], ['::1', 128, 'loopback'], ['100::', 64, 'reserved'], ['64:ff9b:1::', 48, 'reserved'],
  ['2001::', 23, 'reserved'], ['2001:db8::', 32, 'reserved'], ['3fff::', 20, 'reserved'], ['5f00::', 16, 'reserved'],
  ['fc00::', 7, 'private'], ['fe80::', 10, 'link-local'], ['fec0::', 10, 'private'], ['ff00::', 8, 'multicast'],
];

const toBig = (groups: number[]) => groups.reduce((sum, g) => (sum << 16n) | BigInt(g), 0n);

function inPrefix(value: bigint, base: string, prefix: number): boolean {
  const shift = BigInt(128 - prefix);
  return (value >> shift) === (toBig(ipv6Groups(base)!) >> shift);
}

const v4From = (high: number, low: number) => [high >>> 8, high & 255, low >>> 8, low & 255].join('.');

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), if any. */
export function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  if (!g) return undefined;
  const value = toBig(g);
  if (inPrefix(value, '::ffff:0:0', 96) || inPrefix(value, '64:ff9b::', 96)) return v4From(g[6]!, g[7]!);
  // IPv4-compatible (deprecated, RFC 4291 2.5.5.1); :: and ::1 are judged as themselves.
  if (inPrefix(value, '::', 96) && value > 1n) return v4From(g[6]!, g[7]!);
  if (inPrefix(value, '2002::', 16)) return v4From(g[1]!, g[2]!);
  return undefined;
}

/** What kind of non-public address `address` (an IP literal) is, or undefined when it is public unicast. */
export function addressKind(address: string): AddressKind | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return v4Kind(bare);
  const groups = ipv6Groups(bare);
  if (!groups) return 'reserved';
  const v4 = embeddedIpv4(bare);
  if (v4) return v4Kind(v4);
  const value = toBig(groups);
  return V6_RANGES.find(([base, prefix]) => inPrefix(value, base, prefix))?.[2];
}

/**
 * The IP literal a host name stands for without asking DNS: an IPv6 literal (brackets optional) or an IPv4 one in
 * any spelling; `localhost` and `*.localhost` (RFC 6761: always loopback) give 127.0.0.1. Else undefined: a name.
 */
export function literalAddress(host: string): string | undefined {
  const bare = host.trim().replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(bare.replace(/%.*$/, '')) === 6) return bare;
  const v4 = parseIpv4(bare);
  if (v4) return v4;
  if (/^(.+\.)?localhost\.?$/.test(bare)) return '127.0.0.1';
  return undefined;
}
