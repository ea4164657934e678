/**
 * Sales orders end to end, as the Acme owner: create an order with two lines through the UI (customer and product
 * autocompletes, quantities, live totals), edit it, view it read-only and submit it, copy it — and after each step
 * check the stored order through the API, with the same session cookie.
 */
import { type Api, expect, gbp, openScreen, pickReference, type SignedIn, test } from './fixtures.ts';

type Json = Record<string, any>;

interface Fixture {
  customer: Json;
  products: Json[];
  /** Tax rate (%) per tax id. */
  rates: Map<string, number>;
}

/** Half away from zero, as the server rounds (checks/money.ts). */
const round = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/** Expected totals of a tax-exclusive order without discounts or shipping, worked out independently. */
function expectedTotals(lines: Array<{ quantity: number; product: Json }>, rates: Map<string, number>) {
  const perLine = lines.map(({ quantity, product }) => {
    const net = quantity * product.retail_price;
    const tax = round((net * (rates.get(product.tax_id) ?? 0)) / 100);
    return { net, tax, gross: net + tax };
  });
  const subtotal = perLine.reduce((s, l) => s + l.net, 0);
  const tax = perLine.reduce((s, l) => s + l.tax, 0);
  return { perLine, subtotal, tax, total: subtotal + tax };
}

/** A GBP customer and two active products with a non-zero tax rate, read through the API (the seed's own data). */
async function fixture(api: Api): Promise<Fixture> {
  const [customer] = await api.list('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia Bennett' } });
  expect(customer?.currency, 'the seeded customer Olivia Bennett pays in GBP').toBe('GBP');
  const taxes = await api.list('sales-taxes');
  const rates = new Map(taxes.map((t) => [t.id as string, Number(t.rate)]));
  const products = (await api.list('products', { filter: { status: 'ACTIVE' }, sort: ['sku', 'ASC'], range: [0, 29] })).filter((p) => (rates.get(p.tax_id) ?? 0) > 0);
  expect(products.length).toBeGreaterThanOrEqual(2);
  return { customer, products: products.slice(0, 2), rates };
}

async function expectLiveTotals(page: SignedIn['page'], want: ReturnType<typeof expectedTotals>) {
  for (const [i, line] of want.perLine.entries()) {
    await expect(page.getByTestId(`line-${i}-net`)).toHaveText(gbp(line.net));
    await expect(page.getByTestId(`line-${i}-tax`)).toHaveText(gbp(line.tax));
    await expect(page.getByTestId(`line-${i}-gross`)).toHaveText(gbp(line.gross));
  }
  await expect(page.getByTestId('totals-subtotal')).toHaveText(gbp(want.subtotal));
  await expect(page.getByTestId('totals-tax_total')).toHaveText(gbp(want.tax));
  await expect(page.getByTestId('totals-total')).toHaveText(gbp(want.total));
}

function expectStoredTotals(order: Json, want: ReturnType<typeof expectedTotals>) {
  expect(order.subtotal).toBe(want.subtotal);
  expect(order.tax_total).toBe(want.tax);
  expect(order.shipping_total).toBe(0);
  expect(order.discount_total).toBe(0);
  expect(order.total).toBe(want.total);
  expect(order.lines.map((l: Json) => l.gross)).toEqual(want.perLine.map((l) => l.gross));
}

const VIEW = /^\/sales-orders\/order\/view\/([0-9a-f-]{36})$/;

test.describe.serial('sales orders through the UI', () => {
  let data: Fixture;
  let orderId: string;
  let number: string;
  const quantities = [3, 2];

  test('creates an order with two lines, showing live totals, stored as a DRAFT', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    data = await fixture(api);
    const [p0, p1] = data.products;

    await openScreen(page, '/sales-orders/orders');
    await expect(page).toHaveTitle('Sellyard | Orders');
    await page.getByTestId('create-button').click();
    await expect(page).toHaveTitle('Sellyard | New Order');
    await expect(page).toHaveURL((url) => url.pathname === '/sales-orders/order/create');

    await pickReference(page, 'field-customer_id', 'Olivia', /Olivia Bennett/);
    // The order takes the customer's currency.
    await expect(page.locator('#root_currency')).toHaveValue(/\(GBP\)$/);

    // The form starts with one empty line (the schema asks for at least one).
    await expect(page.getByTestId('line-row-0')).toBeVisible();
    await pickReference(page, 'line-0-product_id', p0.sku, new RegExp(p0.sku));
    // Picking a product fills SKU and price.
    await expect(page.getByTestId('line-0-sku')).toHaveValue(p0.sku);
    await expect(page.getByTestId('line-0-unit_price')).toHaveValue((p0.retail_price / 100).toFixed(2));
    await page.getByTestId('line-0-quantity').fill(String(quantities[0]));

    await page.getByTestId('add-line').click();
    await pickReference(page, 'line-1-product_id', p1.sku, new RegExp(p1.sku));
    await page.getByTestId('line-1-quantity').fill(String(quantities[1]));

    const want = expectedTotals([{ quantity: quantities[0], product: p0 }, { quantity: quantities[1], product: p1 }], data.rates);
    await expectLiveTotals(page, want);

    await page.getByTestId('save').click();
    await expect(page).toHaveURL((url) => VIEW.test(url.pathname));
    await expect(page).toHaveTitle('Sellyard | View Order');
    orderId = VIEW.exec(new URL(page.url()).pathname)![1];

    const order = await api.get(`/api/sales-orders/${orderId}`);
    expect(order.status).toBe('DRAFT');
    expect(order.customer_id).toBe(data.customer.id);
    expect(order.currency).toBe('GBP');
    expect(order.number).toMatch(/^SO-\d{6}$/);
    expect(order.lines.map((l: Json) => [l.product_id, l.sku, l.quantity, l.unit_price])).toEqual([
      [p0.id, p0.sku, quantities[0], p0.retail_price],
      [p1.id, p1.sku, quantities[1], p1.retail_price],
    ]);
    // The live totals were the server's: same arithmetic, same rounding.
    expectStoredTotals(order, want);
    number = order.number;
    await expect(page.getByTestId('screen-heading')).toContainText(number);
    expect(pageErrors).toEqual([]);
  });

  test('edits a quantity; the stored order follows', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const before = await api.get(`/api/sales-orders/${orderId}`);
    await openScreen(page, `/sales-orders/order/edit/${orderId}`);
    await expect(page).toHaveTitle('Sellyard | Edit Order');
    await expect(page.getByTestId('screen-heading')).toContainText(number);
    await expect(page.getByTestId('line-1-quantity')).toHaveValue(String(quantities[1]));

    quantities[1] = 5;
    await page.getByTestId('line-1-quantity').fill(String(quantities[1]));
    const want = expectedTotals(data.products.map((product, i) => ({ quantity: quantities[i], product })), data.rates);
    await expectLiveTotals(page, want);
    await page.getByTestId('save').click();
    await expect(page).toHaveURL(`/sales-orders/order/view/${orderId}`);
    await expect(page).toHaveTitle('Sellyard | View Order');

    const order = await api.get(`/api/sales-orders/${orderId}`);
    expect(order.lines.map((l: Json) => l.quantity)).toEqual(quantities);
    expect(order.version).toBe(before.version + 1);
    expect(order.number).toBe(number);
    expect(order.status).toBe('DRAFT');
    expectStoredTotals(order, want);
    expect(pageErrors).toEqual([]);
  });

  test('views it read-only and submits it; status and history follow', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    await openScreen(page, `/sales-orders/order/view/${orderId}`);
    await expect(page).toHaveTitle('Sellyard | View Order');
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'DRAFT');
    // Read-only: no inputs, the stored lines and totals.
    await expect(page.getByTestId('record-fields')).toBeVisible();
    await expect(page.locator('[data-testid="screen"] input, [data-testid="screen"] textarea')).toHaveCount(0);
    await expect(page.getByTestId('view-line-1-quantity')).toHaveText(String(quantities[1]));
    const stored = await api.get(`/api/sales-orders/${orderId}`);
    await expect(page.getByTestId('totals-total')).toHaveText(gbp(stored.total));
    await expect(page.getByTestId('status-history')).toContainText('No changes of status yet');
    // Only the transitions a DRAFT allows.
    await expect(page.getByTestId('transition-submit')).toBeVisible();
    await expect(page.getByTestId('transition-pay')).toHaveCount(0);

    await page.getByTestId('transition-submit').click();
    // The toast says what happened, in the entity's words.
    await expect(page.getByText('Sales order submitted')).toBeVisible();
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'AWAITING_PAYMENT');
    await expect(page.getByTestId('transition-submit')).toHaveCount(0);
    await expect(page.getByTestId('transition-pay')).toBeVisible();
    await expect(page.getByTestId('history-0')).toContainText('Submit');
    await expect(page.getByTestId('history-0').getByTestId('history-to')).toHaveAttribute('data-value', 'AWAITING_PAYMENT');
    await expect(page.getByTestId('history-0').getByTestId('history-from')).toHaveAttribute('data-value', 'DRAFT');

    const order = await api.get(`/api/sales-orders/${orderId}`);
    expect(order.status).toBe('AWAITING_PAYMENT');
    const history = await api.get<Json[]>(`/api/sales-orders/${orderId}/history`);
    expect(history.map((h) => [h.transition, h.from_status, h.to_status])).toEqual([['submit', 'DRAFT', 'AWAITING_PAYMENT']]);
    expect(pageErrors).toEqual([]);
  });

  test('copies it: a new DRAFT with a new number and the same lines', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    await openScreen(page, `/sales-orders/order/view/${orderId}`);
    await page.getByTestId('copy-button').click();
    await expect(page).toHaveURL(`/sales-orders/order/copy/${orderId}`);
    await expect(page).toHaveTitle('Sellyard | Copy Order');
    await expect(page.getByTestId('line-row-1')).toBeVisible();
    await expect(page.getByTestId('line-0-sku')).toHaveValue(data.products[0].sku);
    await expect(page.getByTestId('line-1-quantity')).toHaveValue(String(quantities[1]));
    const original = await api.get(`/api/sales-orders/${orderId}`);
    await expect(page.getByTestId('totals-total')).toHaveText(gbp(original.total));

    await page.getByTestId('save').click();
    await expect(page).toHaveURL((url) => VIEW.test(url.pathname) && !url.pathname.endsWith(orderId));
    const copyId = VIEW.exec(new URL(page.url()).pathname)![1];

    const copy = await api.get(`/api/sales-orders/${copyId}`);
    expect(copy.id).not.toBe(orderId);
    expect(copy.number).toMatch(/^SO-\d{6}$/);
    expect(copy.number).not.toBe(original.number);
    expect(copy.status).toBe('DRAFT');
    expect(copy.customer_id).toBe(original.customer_id);
    const lineOf = (l: Json) => [l.product_id, l.sku, l.description, l.quantity, l.unit_price, l.discount, l.tax_id, l.gross];
    expect(copy.lines.map(lineOf)).toEqual(original.lines.map(lineOf));
    expect(copy.lines.map((l: Json) => l.id)).not.toEqual(original.lines.map((l: Json) => l.id));
    expect(copy.total).toBe(original.total);
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'DRAFT');
    await expect(page.getByTestId('screen-heading')).toContainText(copy.number);
    // The original is untouched.
    const again = await api.get(`/api/sales-orders/${orderId}`);
    expect(again.version).toBe(original.version);
    expect(pageErrors).toEqual([]);
  });
});
