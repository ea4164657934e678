/**
 * A document (invoice, packing slip, credit note, purchase order) as a PDF, drawn with pdfkit from the same
 * `DocumentData` the HTML templates render (checks/template-render.ts): the same lines, the same figures, the
 * same money and date formatting. Several documents make one PDF, each starting on a new page (a batch print).
 * No browser at run time: pdfkit writes the PDF itself, with the standard Helvetica fonts (WinAnsi: £, € and
 * accented Latin letters print; other scripts do not, which the HTML print covers).
 */
import PDFDocument from 'pdfkit';
import {
  formatDocumentDate, formatDocumentMoney, pageSize, taxSummary, vatTreatments,
  type DocumentAddress, type DocumentData, type TemplateType,
} from '../../../checks/template-render.ts';

/** The heading each document type prints under, and the values that number and date it. */
const HEADINGS: Record<TemplateType, { title: string; number: string; date: string }> = {
  INVOICE: { title: 'Invoice', number: 'invoice.number', date: 'invoice.date' },
  PACKING_SLIP: { title: 'Packing slip', number: 'order.number', date: 'order.date' },
  CREDIT_NOTE: { title: 'Credit note', number: 'credit_note.number', date: 'credit_note.date' },
  PURCHASE_ORDER: { title: 'Purchase order', number: 'purchase_order.number', date: 'purchase_order.date' },
};

const MM = 72 / 25.4;
const MARGIN = 40;

function addressText(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const a = value as DocumentAddress;
  return [a.name, a.company, a.line1, a.line2, a.city, a.region, a.postcode, a.country].filter((v) => typeof v === 'string' && v.trim()).join('\n');
}

const text = (v: unknown) => (v === null || v === undefined || typeof v === 'object' ? '' : String(v));

interface Column {
  heading: string;
  width: number;
  align: 'left' | 'right';
  value: (line: DocumentData['lines'][number]) => string;
}

function columnsFor(data: DocumentData, width: number): Column[] {
  const money = (v: number) => formatDocumentMoney(v, data.currency);
  if (data.type === 'PACKING_SLIP') {
    return [
      { heading: 'SKU', width: width * 0.25, align: 'left', value: (l) => l.sku },
      { heading: 'Description', width: width * 0.6, align: 'left', value: (l) => l.description },
      { heading: 'Quantity', width: width * 0.15, align: 'right', value: (l) => String(l.quantity) },
    ];
  }
  return [
    { heading: 'SKU', width: width * 0.16, align: 'left', value: (l) => l.sku },
    { heading: 'Description', width: width * 0.3, align: 'left', value: (l) => l.description },
    { heading: 'Qty', width: width * 0.07, align: 'right', value: (l) => String(l.quantity) },
    { heading: 'Unit price', width: width * 0.12, align: 'right', value: (l) => money(l.unit_price) },
    { heading: 'VAT', width: width * 0.11, align: 'right', value: (l) => money(l.tax) },
    { heading: 'Net', width: width * 0.12, align: 'right', value: (l) => money(l.net) },
    { heading: 'Total', width: width * 0.12, align: 'right', value: (l) => money(l.gross) },
  ];
}

/** The totals a document prints under its lines, in order (label, value in minor units). */
export function documentTotals(data: DocumentData): Array<[string, number]> {
  const v = (name: string) => (typeof data.values[name] === 'number' ? (data.values[name] as number) : undefined);
  const rows: Array<[string, number | undefined]> =
    data.type === 'INVOICE'
      ? [['Subtotal', v('subtotal')], ['Discount', v('discount_total') || undefined], ['Shipping', v('shipping_total')], ['VAT', v('tax_total')], ['Total', v('total')]]
      : data.type === 'CREDIT_NOTE'
        ? [['Subtotal', v('subtotal')], ['VAT', v('tax_total')], ['Amount credited', v('total')]]
        : data.type === 'PURCHASE_ORDER'
          ? [['Subtotal', v('subtotal')], ['VAT', v('tax_total')], ['Total', v('total')]]
          : [];
  return rows.filter((r): r is [string, number] => typeof r[1] === 'number');
}

function drawDocument(pdf: PDFKit.PDFDocument, data: DocumentData): void {
  const heading = HEADINGS[data.type];
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  const money = (v: number) => formatDocumentMoney(v, data.currency);
  const date = (name: string) => (typeof data.values[name] === 'string' ? formatDocumentDate(data.values[name] as string) : '');

  pdf.font('Helvetica-Bold').fontSize(20).text(`${heading.title} ${text(data.values[heading.number])}`, left, MARGIN);
  pdf.font('Helvetica').fontSize(10).text(date(heading.date));
  if (data.type === 'CREDIT_NOTE' && data.values['order.number']) pdf.text(`For order ${text(data.values['order.number'])}`);
  if (data.type !== 'PURCHASE_ORDER' && data.values['order.channel_order_ref']) pdf.text(`Channel reference ${text(data.values['order.channel_order_ref'])}`);

  // The seller on the right, the addresses below.
  const top = MARGIN;
  const seller = [text(data.values['account.name']), addressText(data.values['account.address']), data.values['account.vat_number'] ? `VAT ${text(data.values['account.vat_number'])}` : '']
    .filter(Boolean)
    .join('\n');
  pdf.fontSize(9).text(seller, left + width / 2, top, { width: width / 2, align: 'right' });

  let y = Math.max(pdf.y, MARGIN + 70) + 16;
  const blocks: Array<[string, string]> =
    data.type === 'PURCHASE_ORDER'
      ? [['Supplier', [text(data.values['supplier.name']), addressText(data.values['supplier.address'])].filter(Boolean).join('\n')], ['Deliver to', addressText(data.values.deliver_to)]]
      : [['Bill to', addressText(data.values.bill_to) || text(data.values['customer.name'])], ['Ship to', addressText(data.values.ship_to)]];
  let blockBottom = y;
  blocks.forEach(([label, body], i) => {
    const x = left + (i * width) / 2;
    pdf.font('Helvetica-Bold').fontSize(10).text(label, x, y, { width: width / 2 - 10 });
    pdf.font('Helvetica').fontSize(10).text(body || '—', x, pdf.y, { width: width / 2 - 10 });
    blockBottom = Math.max(blockBottom, pdf.y);
  });
  y = blockBottom + 20;

  // The lines.
  const columns = columnsFor(data, width);
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = Math.max(...cells.map((c, i) => pdf.heightOfString(c || ' ', { width: columns[i].width - 6 })));
    if (y + height > pdf.page.height - MARGIN - 20) {
      pdf.addPage();
      y = MARGIN;
    }
    let x = left;
    cells.forEach((c, i) => {
      pdf.text(c, x + 3, y, { width: columns[i].width - 6, align: columns[i].align });
      x += columns[i].width;
    });
    y += height + 4;
    pdf.moveTo(left, y - 2).lineTo(left + width, y - 2).lineWidth(0.5).strokeColor('#cccccc').stroke();
  };
  row(columns.map((c) => c.heading), true);
  for (const line of data.lines) row(columns.map((c) => c.value(line)), false);

  // The totals, right-aligned under the lines; then VAT by rate on invoices and credit notes.
  y += 8;
  const labelX = left + width * 0.55;
  for (const [label, value] of documentTotals(data)) {
    const last = label === 'Total' || label === 'Amount credited';
    pdf.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 11 : 10);
    pdf.text(label, labelX, y, { width: width * 0.25 });
    pdf.text(money(value), labelX + width * 0.25, y, { width: width * 0.2, align: 'right' });
    y = pdf.y + 3;
  }
  if (data.type === 'INVOICE' || data.type === 'CREDIT_NOTE') {
    y += 10;
    pdf.font('Helvetica-Bold').fontSize(9).text('VAT by rate', left, y);
    for (const r of taxSummary(data.lines, data.shipping)) {
      pdf.font('Helvetica').fontSize(9).text(`${r.rate === null ? 'No VAT' : `${r.rate}%`}: net ${money(r.net)}, VAT ${money(r.tax)}`, left, pdf.y);
    }
    // The treatment in words, as the order stored it ("Zero-rated export", "IOSS: French VAT 20 %").
    const treatments = vatTreatments(data);
    if (treatments.length) pdf.font('Helvetica').fontSize(9).text(`VAT treatment: ${treatments.join('; ')}`, left, pdf.y + 2, { width });
  }
  if (data.type === 'PACKING_SLIP' && data.values.notes) pdf.font('Helvetica').fontSize(10).text(`Notes: ${text(data.values.notes)}`, left, y + 10, { width });
}

/** One PDF of `documents`, each from a new page, on `paper` (a template's paper size and orientation). */
export function documentsPdf(documents: DocumentData[], options: { title: string; paper_size?: string; orientation?: string }): Promise<Buffer> {
  const { width, height } = pageSize(options.paper_size ?? 'A4', options.orientation ?? 'PORTRAIT');
  const pdf = new PDFDocument({ size: [width * MM, height * MM], margin: MARGIN, autoFirstPage: false, info: { Title: options.title, Producer: 'Sellyard' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const data of documents) {
    pdf.addPage();
    drawDocument(pdf, data);
  }
  pdf.end();
  return done;
}
