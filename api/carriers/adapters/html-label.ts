/**
 * A carrier's HTML label or manifest (DPD UK prints through the browser: `Accept: text/html`) as the 4×6 PDF
 * Sellyard stores, prints and merges, without a browser at run time. Each image the HTML carries inline
 * (`<img src="data:image/png|jpeg;base64,…">`: a label's rendered barcodes and routing block) becomes one 4×6
 * page, scaled to fit and centred; HTML without such images is set as its text, one page, in reading order.
 * Images the HTML links to by URL are not fetched (the address guard would have to vet the carrier's CDN, and
 * a label must not depend on a second call).
 */
import PDFDocument from 'pdfkit';

const PAGE: [number, number] = [288, 432];
const MARGIN = 10;

interface InlineImage { type: 'png' | 'jpeg'; bytes: Buffer }

export function inlineImages(html: string): InlineImage[] {
  return [...html.matchAll(/<img\b[^>]*\bsrc\s*=\s*["']data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)["']/gi)]
    .map((m) => ({ type: m[1]!.toLowerCase() === 'png' ? 'png' as const : 'jpeg' as const, bytes: Buffer.from(m[2]!.replace(/\s/g, ''), 'base64') }))
    .filter((image) => image.bytes.length > 0);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', pound: '£', euro: '€' };

/** The text a reader sees: scripts and styles dropped, block ends as line breaks, entities decoded, blank lines out. */
export function htmlText(html: string): string[] {
  return html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|tr|li|h[1-6]|table)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => (code[0] === '#' ? String.fromCodePoint(code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1))) : ENTITIES[code.toLowerCase()] ?? whole))
    .split('\n').map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim()).filter(Boolean);
}

export function htmlLabelPdf(html: string, title: string): Promise<Buffer> {
  const images = inlineImages(html);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: PAGE, margin: MARGIN, autoFirstPage: false, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      if (images.length) {
        for (const image of images) {
          doc.addPage();
          doc.image(image.bytes, MARGIN, MARGIN, { fit: [PAGE[0] - 2 * MARGIN, PAGE[1] - 2 * MARGIN], align: 'center', valign: 'center' });
        }
      } else {
        doc.addPage();
        doc.font('Helvetica').fontSize(9).text(htmlText(html).join('\n'), MARGIN, MARGIN, { width: PAGE[0] - 2 * MARGIN, height: PAGE[1] - 2 * MARGIN, ellipsis: true });
      }
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
