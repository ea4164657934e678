/**
 * The pick list printed: as HTML (the browser's print, like the other documents' print pages) and as a PDF drawn
 * by pdfkit (api/domain/documents/pdf.ts does the same for invoices). Both show the same table: location, bin, SKU,
 * product and barcode, quantity, and the orders each row is for; then the orders with nothing to pick.
 */
import PDFDocument from 'pdfkit';
import { documentPage, escapeHtml } from '../../../checks/template-render.ts';
import type { PickList, PickRow } from './pick-list.ts';

const MARGIN = 36;
/** A4 portrait in points. */
const A4: [number, number] = [595.28, 841.89];

const STATUS_WORDS: Record<string, string> = {
  DRAFT: 'a draft', AWAITING_PAYMENT: 'awaiting payment', ON_HOLD: 'on hold', SHIPPED: 'shipped', COMPLETED: 'completed',
  CANCELLED: 'cancelled', PAID: 'paid, nothing allocated yet', PARTIALLY_SHIPPED: 'partly shipped, nothing allocated now',
};

/** Why a selected order has nothing on the list, in words. */
export function nothingToPickReason(status: string): string {
  return STATUS_WORDS[status] ?? status.toLowerCase().replace(/_/g, ' ');
}

const forOrders = (row: PickRow) => row.orders.map((o) => `${o.number} × ${o.quantity}`).join(', ');

interface Column { heading: string; share: number; align: 'left' | 'right'; value: (row: PickRow) => string }

const COLUMNS: Column[] = [
  { heading: 'Location', share: 0.11, align: 'left', value: (r) => r.location },
  { heading: 'Bin', share: 0.08, align: 'left', value: (r) => r.bin ?? '—' },
  { heading: 'SKU', share: 0.22, align: 'left', value: (r) => r.sku },
  { heading: 'Product', share: 0.25, align: 'left', value: (r) => (r.barcode ? `${r.title}\n${r.barcode}` : r.title) },
  { heading: 'Pick', share: 0.07, align: 'right', value: (r) => String(r.quantity) },
  { heading: 'For orders', share: 0.27, align: 'left', value: forOrders },
];

function summary(list: PickList): string {
  const orders = list.orders.length;
  return `${list.total_units} ${list.total_units === 1 ? 'unit' : 'units'} for ${orders} ${orders === 1 ? 'order' : 'orders'}`;
}

export function pickListHtml(list: PickList, options: { title: string; printedAt: string }): string {
  const cell = 'border-bottom:1px solid #ccc;padding:4px 6px;vertical-align:top';
  const head = COLUMNS.map((c) => `<th style="${cell};text-align:${c.align}">${escapeHtml(c.heading)}</th>`).join('');
  const body = list.rows.map((r) => `<tr>${COLUMNS.map((c) => `<td style="${cell};text-align:${c.align}">${escapeHtml(c.value(r)).replace(/\n/g, '<br>')}</td>`).join('')}</tr>`).join('');
  const none = list.nothing_to_pick.length
    ? `<h2>Nothing to pick</h2><ul>${list.nothing_to_pick.map((o) => `<li>${escapeHtml(o.number)}: ${escapeHtml(nothingToPickReason(o.status))}</li>`).join('')}</ul>`
    : '';
  const table = list.rows.length
    ? `<table style="border-collapse:collapse;width:100%;font-size:12px"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`
    : '<p>Nothing is allocated to these orders: there is nothing to pick.</p>';
  return documentPage(
    `<h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(summary(list))} · printed ${escapeHtml(options.printedAt)}</p>${table}${none}`,
    { title: options.title, paper_size: 'A4', orientation: 'PORTRAIT' },
  );
}

export function pickListPdf(list: PickList, options: { title: string; printedAt: string }): Promise<Buffer> {
  const pdf = new PDFDocument({ size: A4, margin: MARGIN, info: { Title: options.title, Producer: 'Sellyard' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  pdf.font('Helvetica-Bold').fontSize(18).text(options.title, left, MARGIN);
  pdf.font('Helvetica').fontSize(10).text(`${summary(list)} · printed ${options.printedAt}`);
  let y = pdf.y + 12;
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = Math.max(...cells.map((c, i) => pdf.heightOfString(c || ' ', { width: COLUMNS[i].share * width - 6 })));
    if (y + height > pdf.page.height - MARGIN) {
      pdf.addPage();
      y = MARGIN;
    }
    let x = left;
    cells.forEach((c, i) => {
      pdf.text(c, x + 3, y, { width: COLUMNS[i].share * width - 6, align: COLUMNS[i].align });
      x += COLUMNS[i].share * width;
    });
    y += height + 5;
    pdf.moveTo(left, y - 2).lineTo(left + width, y - 2).lineWidth(0.5).strokeColor('#cccccc').stroke();
  };
  if (list.rows.length) {
    row(COLUMNS.map((c) => c.heading), true);
    for (const r of list.rows) row(COLUMNS.map((c) => c.value(r)), false);
  } else {
    pdf.font('Helvetica').fontSize(10).text('Nothing is allocated to these orders: there is nothing to pick.', left, y);
    y = pdf.y;
  }
  if (list.nothing_to_pick.length) {
    pdf.font('Helvetica-Bold').fontSize(11).text('Nothing to pick', left, y + 14);
    for (const o of list.nothing_to_pick) pdf.font('Helvetica').fontSize(9).text(`${o.number}: ${nothingToPickReason(o.status)}`, left, pdf.y + 2, { width });
  }
  pdf.end();
  return done;
}
