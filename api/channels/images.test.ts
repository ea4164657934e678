/**
 * Fetching product images for marketplaces that take files: only public https hosts (what a merchant typed must
 * never point a worker inside), only real images, and placeholders for the demo's reserved hosts on sandbox
 * channels alone.
 */
import { describe, expect, it } from 'vitest';
import { createImageSource, isInternalAddress, sniffImage } from './images.ts';
import type { ChannelError } from './errors.ts';

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);

describe('product images for marketplaces', () => {
  it('knows the addresses a worker must not be sent to', () => {
    for (const inside of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) expect(isInternalAddress(inside), inside).toBe(true);
    for (const outside of ['93.184.216.34', '151.101.1.69', '2606:4700::6810:85e5']) expect(isInternalAddress(outside), outside).toBe(false);
  });

  it('tells an image from other bytes by its first bytes', () => {
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffImage(new TextEncoder().encode('<html>not found</html>'))).toBeUndefined();
  });

  it('refuses what is not a public https image URL, naming the image (a listing issue, not a retry)', async () => {
    const source = createImageSource({ placeholders: false });
    expect(await failure(source.fetch('http://img.example.com/a.jpg'))).toMatchObject({ kind: 'validation', fields: [{ field: 'images', message: expect.stringContaining('https://') }] });
    expect(await failure(source.fetch('https://127.0.0.1/a.jpg'))).toMatchObject({ kind: 'validation', message: expect.stringContaining('not a public internet address') });
    expect(await failure(source.fetch('https://[::1]/a.jpg'))).toMatchObject({ kind: 'validation', message: expect.stringContaining('not a public internet address') });
    expect(await failure(source.fetch('https://user:secret@img.example.com/a.jpg'))).toMatchObject({ kind: 'validation', message: expect.stringContaining('user name') });
    expect(await failure(source.fetch('https://img.example.com:8443/a.jpg'))).toMatchObject({ kind: 'validation', message: expect.stringContaining('port') });
    // A name that resolves inside is refused when the connection is made (no request leaves).
    expect(await failure(source.fetch('https://localhost/a.jpg'))).toMatchObject({ kind: 'validation', message: expect.stringContaining('not a public internet address') });
    // The demo's reserved hosts never resolve: without placeholders (LIVE channels) that is the merchant's to fix.
    expect(await failure(source.fetch('https://images.example/acme/1.jpg'))).toMatchObject({ kind: 'validation', message: expect.stringContaining('could not be fetched') });
  });

  it('answers a placeholder picture for the demo\'s reserved hosts on sandbox channels only', async () => {
    const image = await createImageSource({ placeholders: true }).fetch('https://images.example/acme/mug-1.jpg');
    expect(image).toMatchObject({ type: 'image/png', name: 'mug-1.png' });
    expect(sniffImage(image.data)).toBe('image/png');
  });
});
