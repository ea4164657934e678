/**
 * The sandbox carriers' labels: a real 4×6 inch PDF (288 × 432 pt, the thermal label size every carrier here
 * prints) carrying the carrier, service, addresses and the tracking number, drawn with pdfkit; and the same
 * label in ZPL II for the carriers that offer it. Sellyard stores and serves whatever bytes the carrier gives.
 */
import PDFDocument from 'pdfkit';

export interface SandboxLabel {
  carrier: string;
  service: string;
  trackingNumber: string;
  reference: string;
  weightGrams: number;
  shipTo: string[];
  shipFrom: string[];
}

export function labelPdf(label: SandboxLabel): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [288, 432], margin: 14, info: { Title: `${label.carrier} ${label.trackingNumber}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(16).text(label.carrier, 14, 14);
    doc.font('Helvetica').fontSize(10).text(`${label.service}  ·  ${(label.weightGrams / 1000).toFixed(2)} kg`);
    doc.moveTo(14, 56).lineTo(274, 56).stroke();
    doc.font('Helvetica-Bold').fontSize(9).text('DELIVER TO', 14, 64);
    doc.font('Helvetica').fontSize(12).text(label.shipTo.join('\n'), 14, 78, { width: 260 });
    doc.font('Helvetica-Bold').fontSize(9).text('FROM', 14, 210);
    doc.font('Helvetica').fontSize(8).text(label.shipFrom.join(', '), 14, 222, { width: 260 });
    doc.moveTo(14, 260).lineTo(274, 260).stroke();
    // A code 128-like bar pattern from the tracking number's characters: enough to look like the real thing.
    let x = 24;
    for (const char of label.trackingNumber) {
      const code = char.charCodeAt(0);
      for (let bit = 0; bit < 6; bit++) {
        const width = (code >> bit) & 1 ? 2 : 1;
        if (bit % 2 === 0) doc.rect(x, 272, width, 70).fill('#000');
        x += width + 1;
      }
    }
    doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text(label.trackingNumber, 14, 350, { width: 260, align: 'center' });
    doc.font('Helvetica').fontSize(8).text(`Ref ${label.reference}  ·  SANDBOX: not a valid postage label`, 14, 400, { width: 260, align: 'center' });
    doc.end();
  });
}

/** The same label in ZPL II (^XA … ^XZ), as a thermal printer takes it. */
export function labelZpl(label: SandboxLabel): Buffer {
  const field = (s: string) => s.replace(/[\^~]/g, ' ');
  return Buffer.from([
    '^XA', '^CI28',
    `^FO20,20^A0N,40,40^FD${field(label.carrier)}^FS`,
    `^FO20,70^A0N,24,24^FD${field(label.service)}^FS`,
    ...label.shipTo.map((line, i) => `^FO20,${120 + i * 30}^A0N,28,28^FD${field(line)}^FS`),
    `^FO40,520^BY3^BCN,160,N,N,N^FD${field(label.trackingNumber)}^FS`,
    `^FO40,700^A0N,36,36^FD${field(label.trackingNumber)}^FS`,
    `^FO40,760^A0N,20,20^FDRef ${field(label.reference)} SANDBOX^FS`,
    '^XZ',
  ].join('\n'));
}
