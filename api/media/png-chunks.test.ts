/**
 * The PNG chunk walker: reads chunk headers only, keeps what draws the image, drops text and other chunks without
 * inflating them, and refuses a broken structure.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_KEPT_ANCILLARY_BYTES, pngChunks, PngStructureError, stripPng } from './png-chunks.ts';

/** One chunk with its length and CRC, as the PNG spec lays it out. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** `png` with `extra` chunks inserted right after IHDR. */
function withChunks(png: Buffer, ...extra: Buffer[]): Buffer {
  const afterIhdr = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, afterIhdr), ...extra, png.subarray(afterIhdr)]);
}

const small = () => sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer();

describe('PNG chunks before decoding', () => {
  it('walks the chunks from their headers', async () => {
    const types = pngChunks(await small()).map((c) => c.type);
    expect(types[0]).toBe('IHDR');
    expect(types).toContain('IDAT');
    expect(types.at(-1)).toBe('IEND');
  });

  it('drops zTXt, iTXt, tEXt, iCCP and private chunks and keeps what draws the image', async () => {
    const png = await small();
    const bomb = chunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), deflateSync(Buffer.alloc(8 * 1024 * 1024))]));
    const file = withChunks(png, chunk('tEXt', Buffer.from('Title\0Mug', 'latin1')), bomb, chunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x/>', 'latin1')), chunk('iCCP', Buffer.from('p\0\0xx', 'latin1')), chunk('prVt', Buffer.alloc(10)), chunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])));
    const stripped = stripPng(file);
    expect(stripped.dropped).toEqual(['tEXt', 'zTXt', 'iTXt', 'iCCP', 'prVt']);
    expect(pngChunks(stripped.data).map((c) => c.type)).toEqual(['IHDR', 'gAMA', ...pngChunks(png).slice(1).map((c) => c.type)]);
    // Still the same picture.
    expect(await sharp(stripped.data).metadata()).toMatchObject({ format: 'png', width: 4, height: 3 });
  });

  it('never inflates: a zTXt whose data is not even zlib is dropped all the same', async () => {
    const garbage = chunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), Buffer.from('this is not a zlib stream at all')]));
    expect(stripPng(withChunks(await small(), garbage)).dropped).toEqual(['zTXt']);
  });

  it('drops a drawing chunk that is too large to be honest, and bytes after IEND', async () => {
    const png = await small();
    const stripped = stripPng(Buffer.concat([withChunks(png, chunk('eXIf', Buffer.alloc(MAX_KEPT_ANCILLARY_BYTES + 1))), Buffer.from('trailing')]));
    expect(stripped.dropped).toEqual(['eXIf']);
    expect(stripped.data.subarray(-12, -8).readUInt32BE(0)).toBe(0);
    expect(stripped.data.subarray(-8, -4).toString('latin1')).toBe('IEND');
    // A clean file is returned as it is.
    expect(stripPng(png).data).toBe(png);
  });

  it('refuses a broken structure: a chunk longer than the file, no IEND, no IHDR first', async () => {
    const png = await small();
    const lying = Buffer.from(png);
    lying.writeUInt32BE(0x7000_0000, 8 + 12 + 13 + 0);
    expect(() => pngChunks(lying)).toThrow(PngStructureError);
    expect(() => pngChunks(png.subarray(0, png.length - 12))).toThrow(/no IEND/);
    expect(() => pngChunks(Buffer.concat([png.subarray(0, 8), chunk('gAMA', Buffer.alloc(4)), png.subarray(8)]))).toThrow(/IHDR/);
  });
});
