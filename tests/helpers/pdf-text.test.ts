/** The test PDF reader reads every content stream, whatever byte its compressed data ends in. */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPdf } from './pdf-text.ts';

const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex');
const page = (content: Buffer) => Buffer.concat([
  Buffer.from('%PDF-1.3\n1 0 obj\n<< /Type /Page >>\nendobj\n2 0 obj\n<< /Length ' + content.length + ' /Filter /FlateDecode >>\nstream\n', 'latin1'),
  content,
  Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
]);

describe('readPdf', () => {
  it('reads a compressed stream whose last byte is a carriage return (one in 256: a label flaked on it)', () => {
    // A label whose content stream compresses to data ending in 0x0D: the last byte is the low byte of the Adler-32
    // sum's first half (1 + the sum of the uncompressed bytes), so one comment byte after the text, counted up from
    // 0, reaches every value of it within 256 tries.
    const text = '15509266986013';
    let content = Buffer.alloc(0);
    for (let byte = 0; byte < 256 && content.at(-1) !== 0x0d; byte++) {
      content = deflateSync(Buffer.concat([Buffer.from(`BT /F1 9 Tf 10 10 Td <${hex(text)}> Tj ET\n%`, 'latin1'), Buffer.from([byte])]));
    }
    expect(content.at(-1)).toBe(0x0d);
    const pdf = readPdf(page(content));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toBe(text);
  });

  it('reads an ordinary compressed stream', () => {
    const content = deflateSync(Buffer.from(`BT [<${hex('Dora')}> -250 <${hex(' Direct')}>] TJ ET`, 'latin1'));
    expect(readPdf(page(content)).text).toBe('Dora Direct');
  });
});
