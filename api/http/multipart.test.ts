import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { boundaryOf, readMultipart, type MultipartLimits } from './multipart.ts';

const LIMITS: MultipartLimits = { fileBytes: 1000, fieldBytes: 100, parts: 10, files: 1 };
const B = 'XyZ-boundary-123';

/** A multipart body as a browser writes it. */
function body(parts: Array<{ name: string; filename?: string; type?: string; data: string | Buffer }>, boundary = B): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Reads `data` as a request body that arrives in pieces of `size` bytes. */
function parseIn(data: Buffer, size: number, limits = LIMITS) {
  const pieces: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) pieces.push(data.subarray(i, i + size));
  return readMultipart(Readable.from(pieces), `multipart/form-data; boundary=${B}`, { ...limits, maxBody: 1_000_000 });
}

async function errorOf(run: () => Promise<unknown>): Promise<ApiError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]);

describe('boundaryOf', () => {
  it('reads plain and quoted boundaries of multipart/form-data only', () => {
    expect(boundaryOf(`multipart/form-data; boundary=${B}`)).toBe(B);
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
    expect(boundaryOf('application/json; boundary=x')).toBeUndefined();
    expect(boundaryOf(undefined)).toBeUndefined();
  });
});

describe('part headers', () => {
  it('reads quoted, escaped, bare and RFC 5987 parameters', async () => {
    const raw = (disposition: string) => Buffer.from(`--${B}\r\nContent-Disposition: ${disposition}\r\n\r\nx\r\n--${B}--\r\n`);
    expect((await parseIn(raw('form-data; name="file"; filename="a %22b%22.png"'), 64)).files[0]).toMatchObject({ field: 'file', filename: 'a "b".png' });
    expect((await parseIn(raw('form-data; name=languages'), 64)).fields.get('languages')).toEqual(['x']);
    expect((await parseIn(raw('form-data; name="f"; filename="plain.png"; filename*=UTF-8\'\'na%C3%AFve.png'), 64)).files[0].filename).toBe('naïve.png');
  });
});

describe('readMultipart, part by part', () => {
  const data = body([
    { name: 'languages', data: 'en' },
    { name: 'languages', data: 'de' },
    { name: 'file_name', data: 'Étiquette.png' },
    { name: 'file', filename: 'C:\\fakepath\\label.png', type: 'image/png', data: PNG },
  ]);

  it.each([1, 2, 3, 7, 19, 64, data.length])('parses fields, repeated fields and a binary file fed in %i-byte pieces', async (size) => {
    const form = await parseIn(data, size);
    expect(form.fields.get('languages')).toEqual(['en', 'de']);
    expect(form.fields.get('file_name')).toEqual(['Étiquette.png']);
    expect(form.files).toHaveLength(1);
    expect(form.files[0]).toMatchObject({ field: 'file', filename: 'label.png', contentType: 'image/png' });
    // The file holds CRLF-- sequences that are not a delimiter: kept byte for byte.
    expect(form.files[0].data.equals(PNG)).toBe(true);
  });

  it('ignores a preamble and an epilogue', async () => {
    const framed = Buffer.concat([Buffer.from('This is the preamble.\r\n'), body([{ name: 'a', data: '1' }]), Buffer.from('epilogue')]);
    expect((await parseIn(framed, 5)).fields.get('a')).toEqual(['1']);
  });

  it('keeps an empty file and an empty field', async () => {
    const form = await parseIn(body([{ name: 'note', data: '' }, { name: 'file', filename: 'empty.pdf', data: '' }]), 4);
    expect(form.fields.get('note')).toEqual(['']);
    expect(form.files[0].data.length).toBe(0);
  });

  it('refuses a file over the limit with 413 as soon as the limit is passed, without reading the rest', async () => {
    let sent = 0;
    // A long body (5 MB): the refusal comes at the limit, long before its end.
    const long = new Readable({
      read() {
        sent++;
        // One piece per turn of the event loop, as a network delivers it.
        setImmediate(() => this.push(sent === 1 ? Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`) : sent > 25_000 ? null : Buffer.alloc(200, 0x61)));
      },
    });
    let sentAtRefusal = 0;
    const error = await errorOf(() => readMultipart(long, `multipart/form-data; boundary=${B}`, { ...LIMITS, maxBody: 1_000_000_000 }).finally(() => { sentAtRefusal = sent; }));
    expect(error.status).toBe(413);
    expect(error.errors[0].pointer).toBe('/file');
    expect(sentAtRefusal).toBeLessThan(100);
  });

  it('accepts a file and a field of exactly the limit', async () => {
    const form = await parseIn(body([{ name: 'file', filename: 'x.pdf', data: Buffer.alloc(1000, 7) }]), 333);
    expect(form.files[0].data.length).toBe(1000);
    expect((await parseIn(body([{ name: 'note', data: 'x'.repeat(100) }]), 33)).fields.get('note')).toEqual(['x'.repeat(100)]);
  });

  it('refuses a long field, too many files, too many parts, bad headers and a cut-short body with 400', async () => {
    expect((await errorOf(() => parseIn(body([{ name: 'languages', data: 'x'.repeat(101) }]), 50))).errors[0]).toEqual({ pointer: '/languages', message: 'is longer than 100 bytes' });
    expect((await errorOf(() => parseIn(body([{ name: 'file', filename: 'a.png', data: 'a' }, { name: 'file', filename: 'b.png', data: 'b' }]), 50))).errors).toEqual([{ pointer: '/file', message: 'holds more than 1 file' }]);
    expect((await errorOf(() => parseIn(body(Array.from({ length: 11 }, () => ({ name: 'a', data: '1' }))), 50))).detail).toMatch(/more than 10 parts/);
    expect((await parseIn(body(Array.from({ length: 10 }, () => ({ name: 'a', data: '1' }))), 50)).fields.get('a')).toHaveLength(10);
    expect((await errorOf(() => parseIn(Buffer.from(`--${B}\r\nX-Nope\r\n\r\nvalue\r\n--${B}--`), 50))).detail).toMatch(/malformed header/);
    expect((await errorOf(() => parseIn(Buffer.from(`--${B}\r\nContent-Disposition: form-data; filename="a.png"\r\n\r\nv\r\n--${B}--`), 50))).detail).toMatch(/no field name/);
    const cut = body([{ name: 'file', filename: 'a.png', data: PNG }]);
    expect((await errorOf(() => parseIn(cut.subarray(0, cut.length - 10), 50))).detail).toMatch(/ended before its closing boundary/);
  });

  it('refuses a second file while it is still arriving, and nothing is left unheard', async () => {
    const head = Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="a"; filename="a.png"\r\n\r\nx\r\n--${B}\r\nContent-Disposition: form-data; name="b"; filename="b.png"\r\n\r\n`);
    let sent = 0;
    // The second file never ends: the refusal must come at its header, and busboy's end of it must not throw.
    const open = new Readable({ read() { setImmediate(() => this.push(sent++ === 0 ? head : sent > 50 ? null : Buffer.alloc(10, 0x62))); } });
    const error = await errorOf(() => readMultipart(open, `multipart/form-data; boundary=${B}`, { ...LIMITS, maxBody: 1_000_000 }));
    expect(error.errors).toEqual([{ pointer: '/b', message: 'holds more than 1 file' }]);
    await new Promise((settle) => setTimeout(settle, 50));
  });

  it('skips a part that is not form-data, as busboy does', async () => {
    const form = await parseIn(Buffer.from(`--${B}\r\nContent-Disposition: attachment; name="a"\r\n\r\nv\r\n--${B}\r\nContent-Disposition: form-data; name="b"\r\n\r\nw\r\n--${B}--`), 50);
    expect([...form.fields]).toEqual([['b', ['w']]]);
  });

  it('refuses a field that is not UTF-8, whether or not its part names a charset', async () => {
    expect((await errorOf(() => parseIn(body([{ name: 'file_name', data: Buffer.from([0xff, 0xfe]) }]), 50))).errors[0]).toEqual({ pointer: '/file_name', message: 'is not UTF-8 text' });
    expect((await errorOf(() => parseIn(body([{ name: 'file_name', type: 'text/plain; charset=utf-8', data: Buffer.from([0x61, 0xc3]) }]), 50))).errors[0].message).toBe('is not UTF-8 text');
    expect((await parseIn(body([{ name: 'file_name', type: 'text/plain; charset=utf-8', data: 'café' }]), 3)).fields.get('file_name')).toEqual(['café']);
  });
});

describe('readMultipart', () => {
  const limits = { ...LIMITS, maxBody: 2000 };

  it('reads a stream', async () => {
    const form = await readMultipart(Readable.from([body([{ name: 'a', data: 'b' }])]), `multipart/form-data; boundary=${B}`, limits);
    expect(form.fields.get('a')).toEqual(['b']);
  });

  it('refuses a declared length over the cap before reading, and a body that grows over it while reading', async () => {
    await expect(readMultipart(Readable.from([Buffer.alloc(10)]), `multipart/form-data; boundary=${B}`, { ...limits, declaredLength: 5000 })).rejects.toMatchObject({ status: 413 });
    let read = 0;
    // An endless body (no Content-Length, e.g. chunked): the read stops at the cap, not at the end.
    const endless = new Readable({ read() { read += 512; this.push(read > 1_000_000 ? null : Buffer.alloc(512, 0x61)); } });
    await expect(readMultipart(endless, `multipart/form-data; boundary=${B}`, limits)).rejects.toMatchObject({ status: 413 });
  });

  it('refuses a body that is not multipart/form-data with 415', async () => {
    await expect(readMultipart(Readable.from([Buffer.from('{}')]), 'application/json', limits)).rejects.toMatchObject({ status: 415 });
  });
});

describe('NUL characters in a form', () => {
  it('are refused in a file name, a field name and a field value, naming the field', async () => {
    // A raw NUL (which busboy calls a malformed header) and an encoded one (RFC 5987) are both named.
    for (const size of [1, 7, 64]) {
      expect((await errorOf(() => parseIn(body([{ name: 'a', data: 'x'.repeat(20_000) }, { name: 'file', filename: 'label\u0000.png', data: PNG }]), size, { ...LIMITS, fieldBytes: 30_000 }))).errors).toEqual([{ pointer: '/file/filename', message: expect.stringMatching(/NUL/) }]);
    }
    expect((await errorOf(() => parseIn(Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="a"\r\nX-Note: \u0000\r\n\r\nx\r\n--${B}--\r\n`), 64))).errors[0].pointer).toBe('/a');
    const encoded = Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''label%00.png\r\n\r\nx\r\n--${B}--\r\n`);
    expect((await errorOf(() => parseIn(encoded, 64))).errors).toEqual([{ pointer: '/file/filename', message: expect.stringMatching(/NUL/) }]);
    expect((await errorOf(() => parseIn(body([{ name: 'languages', data: 'en\u0000' }]), 64))).errors[0].pointer).toBe('/languages');
    expect((await errorOf(() => parseIn(body([{ name: 'lang\u0000', data: 'en' }]), 64))).status).toBe(400);
  });
});
