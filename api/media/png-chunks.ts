/**
 * PNG chunks before decoding (issue 24, finding 3). A PNG may carry any number of ancillary chunks that nothing
 * needs to draw it; zTXt, iTXt and iCCP hold zlib data a decoder may inflate (deflate reaches ~1000:1, so a 10 MB
 * upload can hold gigabytes of text). Uploaded PNGs are rewritten with the
 * chunks that draw the image only, so the decoder (sharp/libvips) and everyone who later fetches the file never
 * see the others. The walk reads each chunk's 8-byte header and skips its data: it never inflates anything.
 *
 * Kept: IHDR, PLTE, IDAT, IEND (critical, PNG spec §11.2) and the ancillary chunks that change how pixels look and
 * hold no compressed data: tRNS, gAMA, cHRM, sRGB, sBIT, bKGD, pHYs, eXIf (orientation; uncompressed), and APNG's
 * acTL/fcTL/fdAT. Any kept ancillary chunk over 64 KB is dropped too. Dropped: every other chunk (tEXt, zTXt, iTXt,
 * iCCP, tIME, sPLT, hIST, private chunks…). Reference: PNG Specification (Third Edition), W3C, §5.3 and §11.
 */

export interface PngChunk {
  type: string;
  /** Offset of the chunk's length field in the file. */
  offset: number;
  /** Length of the chunk's data (the 12 bytes of length, type and CRC not counted). */
  length: number;
}

export const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DRAWING_ANCILLARY = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'bKGD', 'pHYs', 'eXIf', 'acTL', 'fcTL', 'fdAT']);
const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
export const MAX_KEPT_ANCILLARY_BYTES = 64 * 1024;

/** Why the file is not a well-formed chunk sequence. */
export class PngStructureError extends Error {}

/** The chunks of a PNG, read from their headers only; throws PngStructureError when the structure is broken. */
export function pngChunks(data: Buffer): PngChunk[] {
  if (data.length < SIGNATURE.length || !data.subarray(0, 8).equals(SIGNATURE)) throw new PngStructureError('does not start with the PNG signature');
  const chunks: PngChunk[] = [];
  let offset = 8;
  while (offset < data.length) {
    if (offset + 12 > data.length) throw new PngStructureError(`ends inside a chunk header at byte ${offset}`);
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) throw new PngStructureError(`has a chunk with an invalid type at byte ${offset}`);
    if (length > 0x7fffffff || offset + 12 + length > data.length) throw new PngStructureError(`has a ${type} chunk longer than the file`);
    chunks.push({ type, offset, length });
    offset += 12 + length;
    if (type === 'IEND') break;
  }
  if (chunks[0]?.type !== 'IHDR') throw new PngStructureError('does not start with an IHDR chunk');
  if (chunks.at(-1)?.type !== 'IEND') throw new PngStructureError('has no IEND chunk');
  return chunks;
}

/** Whether a chunk is kept when an uploaded PNG is rewritten. */
export function keepsChunk(chunk: PngChunk): boolean {
  if (CRITICAL.has(chunk.type)) return true;
  return DRAWING_ANCILLARY.has(chunk.type) && chunk.length <= MAX_KEPT_ANCILLARY_BYTES;
}

/** The PNG with only the chunks that draw it (the file itself when nothing is dropped), and what was dropped. */
export function stripPng(data: Buffer): { data: Buffer; dropped: string[] } {
  const chunks = pngChunks(data);
  const kept = chunks.filter(keepsChunk);
  const dropped = chunks.filter((c) => !keepsChunk(c)).map((c) => c.type);
  // Bytes after IEND are dropped too.
  const end = chunks.at(-1)!.offset + 12 + chunks.at(-1)!.length;
  if (!dropped.length && end === data.length) return { data, dropped };
  return { data: Buffer.concat([SIGNATURE, ...kept.map((c) => data.subarray(c.offset, c.offset + 12 + c.length))]), dropped };
}
