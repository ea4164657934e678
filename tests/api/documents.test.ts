/**
 * Printing documents: an order's invoice and packing slip, a return's credit note, a batch of orders as one
 * document, as HTML (the account's template) and as a PDF made on the server — with the order's own figures, the
 * caller's rights and named refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { readPdf } from '../helpers/pdf-text.ts';
import { formatDocumentMoney } from '../../checks/template-render.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let globex: Client;
let orders: Row[];

beforeAll(async () => {
  app = await startTestApp();
  [owner, globex] = await Promise.all([DEMO.acmeOwner, DEMO.globexOwner].map((email) => app.signIn(email)));
  const product = (await owner.post('/api/products', { sku: 'DOC-1', title: 'Document product' })).body;
  const customer = (await owner.post('/api/relationships', { type: 'CUSTOMER', name: 'Dora Document', email: 'dora@example.com' })).body;
  orders = [];
  for (const [ref, qty] of [['DOC-A', 2], ['DOC-B', 5]] as const) {
    const created = await owner.post('/api/sales-orders', {
      customer_id: customer.id, channel_order_ref: ref, price_mode: 'NO_TAX',
      ship_to: { name: 'Dora Document', line1: '9 Print Lane', city: 'York', postcode: 'YO1 1AA', country: 'GB' },
      lines: [{ product_id: product.id, description: 'Printed mug', quantity: qty, unit_price: 1250 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    orders.push(created.body);
  }
});
afterAll(() => app?.close());

/** The PDF bytes of a GET as `client` (the test client reads bodies as text, which would mangle a PDF). */
async function pdfOf(client: Client, path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string | null; disposition: string | null; bytes: Buffer }> {
  const response = await fetch(app.baseUrl + path, { headers: { Cookie: client.cookie ?? '', ...headers } });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /api/documents/:kind', () => {
  it("makes an order's invoice as a PDF whose totals are the order's", async () => {
    const [order] = orders;
    const pdf = await pdfOf(owner, `/api/documents/invoice?records=${order.id}&format=pdf&download=1`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe(`attachment; filename="invoice-${order.number}.pdf"`);
    const read = readPdf(pdf.bytes);
    expect(read.header).toMatch(/^%PDF-1\.\d/);
    expect(read.pages).toBe(1);
    expect(read.runs).toContain(`Invoice ${order.number}`);
    expect(read.runs).toContain('Printed mug');
    const money = (minor: number) => formatDocumentMoney(minor, order.currency);
    // The total row: its label, then the order's total (the same figure the order screen shows).
    const at = read.runs.indexOf('Total', read.runs.indexOf('Subtotal'));
    expect(read.runs[at + 1]).toBe(money(order.total));
    expect(read.runs[read.runs.indexOf('Subtotal') + 1]).toBe(money(order.subtotal));
    expect(order.total).toBe(2500 + order.shipping_total + order.tax_total);
  });

  it('prints a batch of orders as one document, a page each', async () => {
    const ids = orders.map((o) => o.id).join(',');
    const pdf = await pdfOf(owner, `/api/documents/packing-slip?records=${ids}&format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toBe('inline; filename="packing-slip-2-documents.pdf"');
    const read = readPdf(pdf.bytes);
    expect(read.pages).toBe(2);
    for (const o of orders) expect(read.runs).toContain(`Packing slip ${o.number}`);
    // A packing slip shows no prices.
    expect(read.text).not.toContain('£');

    const html = await owner.get(`/api/documents/invoice?records=${ids}`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('content-security-policy')).toContain('sandbox');
    const page = String(html.body);
    expect(page.match(/<section class="document">/g)).toHaveLength(2);
    expect(page).toContain('.document{break-after:page}');
    for (const o of orders) expect(page).toContain(o.number);
  });

  it("prints a return's credit note", async () => {
    const ret = (await owner.get(app.listPath('returns', { range: [0, 0] }))).body[0];
    expect(ret, 'a demo return').toBeTruthy();
    const read = readPdf((await pdfOf(owner, `/api/documents/credit-note?records=${ret.id}&format=pdf`)).bytes);
    expect(read.runs).toContain(`Credit note ${ret.rma_number}`);
    expect(read.runs).toContain('Amount credited');
  });

  it('names what is wrong with the request', async () => {
    expect((await owner.get('/api/documents/invoice')).body.errors).toEqual([{ pointer: '/records', message: 'is required' }]);
    expect((await owner.get('/api/documents/invoice?records=42')).body.errors).toEqual([{ pointer: '/records', message: 'must be record ids (uuids)' }]);
    const many = Array.from({ length: 101 }, (_x, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    expect((await owner.get(`/api/documents/invoice?records=${many}`)).status).toBe(400);
    expect((await owner.get(`/api/documents/invoice?records=${orders[0].id}&format=docx`)).body.errors).toEqual([{ pointer: '/format', message: 'must be html or pdf' }]);
    expect((await owner.get(`/api/documents/receipt?records=${orders[0].id}`)).status).toBe(404);
  });

  it("never prints another account's record, nor for someone signed out", async () => {
    const refused = await globex.get(`/api/documents/invoice?records=${orders[0].id}&format=pdf`);
    expect(refused.status).toBe(404);
    const signedOut = await fetch(`${app.baseUrl}/api/documents/invoice?records=${orders[0].id}`);
    expect(signedOut.status).toBe(401);
  });

  it('prints for a partner or a platform admin acting in the account (X-Account-Id), and for no one else', async () => {
    const [order] = orders;
    const acmeId = (await owner.get('/api/auth/me')).body.account.id;
    const globexId = (await globex.get('/api/auth/me')).body.account.id;
    const path = `/api/documents/invoice?records=${order.id}&format=pdf&download=1`;
    const money = (minor: number) => formatDocumentMoney(minor, order.currency);
    const [partner, admin] = await Promise.all([DEMO.partner, DEMO.admin].map((email) => app.signIn(email)));
    // Northwind's partner manages Acme; the platform admin may act in any account.
    for (const actor of [partner, admin]) {
      const pdf = await pdfOf(actor, path, { 'X-Account-Id': acmeId });
      expect(pdf.status).toBe(200);
      expect(pdf.disposition).toBe(`attachment; filename="invoice-${order.number}.pdf"`);
      const read = readPdf(pdf.bytes);
      expect(read.runs).toContain(`Invoice ${order.number}`);
      expect(read.runs[read.runs.indexOf('Total', read.runs.indexOf('Subtotal')) + 1]).toBe(money(order.total));
      const html = await actor.get(`/api/documents/invoice?records=${order.id}`, { 'X-Account-Id': acmeId });
      expect(html.status).toBe(200);
      expect(String(html.body)).toContain(order.number);
    }
    // The partner has no access to Globex: acting there is refused, and so is Acme's order printed from there.
    expect((await pdfOf(partner, path, { 'X-Account-Id': globexId })).status).toBe(404);
    // Not acting (the partner's own firm), Acme's order is not theirs to print.
    expect((await pdfOf(partner, path)).status).toBe(404);
    // Globex's owner cannot act in Acme.
    expect((await pdfOf(globex, path, { 'X-Account-Id': acmeId })).status).toBe(404);
    // An admin acting in Globex prints only Globex's records.
    expect((await pdfOf(admin, path, { 'X-Account-Id': globexId })).status).toBe(404);
  });
});
