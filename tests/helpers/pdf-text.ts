/**
 * Just enough of a PDF reader to check what Sellyard's PDFs say: the header, the page count and the text shown on
 * the pages, in drawing order. Reads the (Flate-compressed) content streams pdfkit writes and the hex strings of
 * their `TJ` / `Tj` operators, as drawn in the standard fonts (WinAnsi, read here as Latin-1: £ and € included).
 */
import { inflateSync } from 'node:zlib';

export interface PdfSummary {
  header: string;
  pages: number;
  /** Each text run, in the order drawn. */
  runs: string[];
  /** The runs joined by newlines. */
  text: string;
}

const WIN_ANSI_EXTRA: Record<number, string> = { 0x80: '€', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI_EXTRA[code] ?? String.fromCharCode(code);
  }
  return out;
}

export function readPdf(bytes: Buffer): PdfSummary {
  const raw = bytes.toString('latin1');
  const pages = (raw.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  const runs: string[] = [];
  // Up to the newline before `endstream`, never the byte before it: a compressed stream may end in 0x0D (its
  // checksum's last byte, one stream in 256), which a `\r?` here would cut off, leaving data that does not inflate.
  // A real CR of a CRLF end-of-line stays inside instead, and inflating ignores bytes after the compressed data.
  const streams = /stream\r?\n([\s\S]*?)\nendstream/g;
  for (const match of raw.matchAll(streams)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const text = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1])).join('') : decodeHex(op[2]);
      if (text) runs.push(text);
    }
  }
  return { header: raw.slice(0, 8), pages, runs, text: runs.join('\n') };
}
