/**
 * Printing from the admin: an order's view offers its invoice and packing slip, to print (the HTML page) or as a
 * PDF; the PDF opens as a PDF whose totals are the order's. A list's selection prints as one document. A partner
 * acting in a client account prints too (the document fetched with X-Account-Id).
 */
import { readFile } from 'node:fs/promises';
import { readPdf } from '../helpers/pdf-text.ts';
import { expect, gbp, openScreen, test } from './fixtures.ts';

test.describe('printing documents', () => {
  test("an order's invoice: the print page and a PDF whose totals match the order", async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const [order] = await api.list('sales-orders', { filter: { currency: 'GBP' }, sort: ['number', 'DESC'], range: [0, 0] });
    await openScreen(page, `/sales-orders/order/view/${order.id}`);
    await page.getByTestId('print-button').click();
    const print = page.getByTestId('print-invoice');
    await expect(print).toHaveAttribute('target', '_blank');
    // The print page: the account's template with the order's number and total.
    const html = await page.request.get((await print.getAttribute('href'))!);
    expect(html.status()).toBe(200);
    const text = await html.text();
    expect(text).toContain(order.number);
    expect(text).toContain(gbp(order.total));

    const pdfLink = page.getByTestId('pdf-invoice');
    const response = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdf = readPdf(await response.body());
    expect(pdf.header).toMatch(/^%PDF-/);
    expect(pdf.pages).toBe(1);
    expect(pdf.runs).toContain(`Invoice ${order.number}`);
    const total = pdf.runs.indexOf('Total', pdf.runs.indexOf('Subtotal'));
    expect(pdf.runs[total + 1]).toBe(gbp(order.total));
    // The link downloads (a file named for the order).
    const download = page.waitForEvent('download');
    await pdfLink.click();
    expect((await download).suggestedFilename()).toBe(`invoice-${order.number}.pdf`);
    expect(pageErrors).toEqual([]);
  });

  test('selected orders print as one document, a page each', async ({ signedIn }) => {
    const { page, pageErrors } = await signedIn('acmeOwner');
    await openScreen(page, '/sales-orders/orders');
    const checkboxes = page.getByRole('checkbox', { name: 'Select this row' });
    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
    await page.getByTestId('print-button').click();
    const response = await page.request.get((await page.getByTestId('pdf-packing-slip').getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(readPdf(await response.body()).pages).toBe(2);
    expect(pageErrors).toEqual([]);
  });

  test("a partner acting in Acme prints an order's invoice and downloads its PDF, whose totals match", async ({ signedIn }) => {
    const { page, api, me, pageErrors } = await signedIn('partner');
    const acme = me.clientAccounts.find((c) => c.name === 'Acme Trading')!;
    const [order] = await api.inAccount(acme.id).list('sales-orders', { filter: { currency: 'GBP' }, sort: ['number', 'DESC'], range: [0, 0] });
    await openScreen(page, `/sales-orders/order/view/${order.id}`);
    await expect(page.getByTestId('acting-banner')).toContainText('Acme Trading');
    // Without X-Account-Id a plain link would be refused: the items fetch instead of linking.
    await page.getByTestId('print-button').click();
    await expect(page.getByTestId('pdf-invoice')).not.toHaveAttribute('href', /.*/);
    const download = page.waitForEvent('download');
    await page.getByTestId('pdf-invoice').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${order.number}.pdf`);
    const pdf = readPdf(await readFile((await file.path())!));
    expect(pdf.header).toMatch(/^%PDF-/);
    expect(pdf.runs).toContain(`Invoice ${order.number}`);
    expect(pdf.runs[pdf.runs.indexOf('Total', pdf.runs.indexOf('Subtotal')) + 1]).toBe(gbp(order.total));

    // Print: the page goes to a hidden frame that runs no script, which then prints.
    await page.getByTestId('print-button').click();
    await page.getByTestId('print-invoice').click();
    const frame = page.getByTestId('print-frame');
    await expect(frame).toHaveAttribute('sandbox', 'allow-modals allow-same-origin');
    const printed = page.frameLocator('[data-testid="print-frame"]');
    await expect(printed.locator('body')).toContainText(order.number);
    await expect(printed.locator('body')).toContainText(gbp(order.total));
    expect(pageErrors).toEqual([]);
  });
});
