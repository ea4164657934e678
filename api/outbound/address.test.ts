/**
 * The address rules: every internal range and every spelling of one is refused, public unicast is not.
 */
import { describe, expect, it } from 'vitest';
import { addressKind, embeddedIpv4, literalAddress, parseIpv4 } from './address.ts';

describe('outbound address rules', () => {
  it('reads IPv4 in every spelling a resolver accepts', () => {
    for (const spelling of ['127.0.0.1', '2130706433', '0x7f000001', '0x7F.0.0.1', '017700000001', '0177.0.0.1', '127.1', '127.0.1', '127.0.0.1.']) expect(parseIpv4(spelling), spelling).toBe('127.0.0.1');
    expect(parseIpv4('0xa9fea9fe')).toBe('169.254.169.254');
    expect(parseIpv4('10.1')).toBe('10.0.0.1');
    // A bare 0x is zero for WHATWG and inet_aton alike: read as 0.0.0.0, which is refused.
    expect(parseIpv4('0x')).toBe('0.0.0.0');
    for (const notOne of ['example.com', '1.2.3.4.5', '256.1.1.1', '4294967296', '08.1.1.1', '1..1', 'hooks.2130706433.example']) expect(parseIpv4(notOne), notOne).toBeUndefined();
  });

  it('classifies every internal range', () => {
    const cases: [string, string][] = [
      ['127.0.0.1', 'loopback'], ['127.255.0.9', 'loopback'], ['::1', 'loopback'], ['0.0.0.0', 'unspecified'], ['::', 'unspecified'],
      ['10.1.2.3', 'private'], ['172.20.0.5', 'private'], ['192.168.1.1', 'private'], ['fd12:3456::1', 'private'], ['fec0::1', 'private'],
      ['100.64.0.1', 'shared (CGNAT)'], ['100.100.100.200', 'shared (CGNAT)'], ['169.254.10.1', 'link-local'], ['fe80::1%eth0', 'link-local'],
      ['169.254.169.254', 'cloud metadata'], ['fd00:ec2::254', 'cloud metadata'], ['168.63.129.16', 'cloud metadata'],
      ['224.0.0.1', 'multicast'], ['ff02::1', 'multicast'], ['255.255.255.255', 'reserved'], ['240.0.0.1', 'reserved'],
      ['192.0.2.10', 'reserved'], ['198.18.0.1', 'reserved'], ['2001:db8::1', 'reserved'], ['2001::1', 'reserved'], ['100::1', 'reserved'], ['64:ff9b:1::1', 'reserved'],
    ];
    for (const [address, kind] of cases) expect(addressKind(address), address).toBe(kind);
  });

  it('judges IPv6 that carries an IPv4 address by that address (mapped, compatible, NAT64, 6to4)', () => {
    expect(embeddedIpv4('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('2002:0a00:0001::1')).toBe('10.0.0.1');
    for (const inside of ['::ffff:127.0.0.1', '[::ffff:127.0.0.1]', '::ffff:7f00:1', '::127.0.0.1', '64:ff9b::10.0.0.1', '64:ff9b::a9fe:a9fe', '2002:7f00:1::1', '::ffff:192.168.0.1']) expect(addressKind(inside), inside).toBeDefined();
    // NAT64 of a public address is a public address (DNS64 networks synthesise these for every public host).
    expect(addressKind('64:ff9b::5db8:d822')).toBeUndefined();
  });

  it('lets public unicast through', () => {
    for (const outside of ['93.184.216.34', '151.101.1.69', '8.8.8.8', '2606:4700::6810:85e5', '2a00:1450:4009:81f::200e', '::ffff:93.184.216.34']) expect(addressKind(outside), outside).toBeUndefined();
  });

  it('knows the obvious internal hosts without DNS', () => {
    expect(literalAddress('localhost')).toBe('127.0.0.1');
    expect(literalAddress('API.LOCALHOST')).toBe('127.0.0.1');
    expect(literalAddress('[::1]')).toBe('::1');
    expect(literalAddress('2130706433')).toBe('127.0.0.1');
    expect(literalAddress('hooks.example.com')).toBeUndefined();
  });
});
