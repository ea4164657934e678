/**
 * Run Report and Template Designer, as the Acme owner: run a seeded report (table rows and chart, a date-range
 * override in the address, the CSV download matching the API's rows), pick another report from the picker; edit a
 * template's body and watch the sandboxed preview follow, insert a placeholder from the palette, save, reload and
 * find the saved body, and print-preview it with a real record.
 */
import { readFile } from 'node:fs/promises';
import { type Api, expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

async function reportNamed(api: Api, name: string): Promise<Json> {
  const [report] = await api.list('reports', { filter: { q: name } });
  expect(report?.name, `the seeded report "${name}"`).toBe(name);
  return report;
}

test.describe('Run Report', () => {
  test('runs a seeded report: rows, chart and the CSV of the same rows', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const report = await reportNamed(api, 'Sales by status');
    // A wide range, so the seeded orders count whatever day the suite runs on.
    const expected = await api.get(`/api/reports/${report.id}/run?from=2000-01-01`);
    expect(expected.rows.length, 'the seeded orders make some groups').toBeGreaterThan(0);

    await openScreen(page, `/reporting/run-report?id=${report.id}&from=2000-01-01`);
    await expect(page.getByTestId('screen-heading')).toHaveText('Run Report');
    await expect(page.getByTestId('report-row')).toHaveCount(expected.rows.length);
    await expect(page.getByTestId('report-heading-sum_total')).toHaveText('Sum of Total');
    // The bar chart (@mui/x-charts, loaded on demand): one bar per group, named by its caption, and a hidden
    // table of the same figures for screen readers, labelled by the groups' words, never ids.
    const chart = page.getByTestId('report-chart');
    await expect(chart).toHaveAttribute('data-chart', 'BAR');
    await expect(page.getByRole('figure', { name: 'Count by status' })).toBeVisible();
    await expect(chart.getByTestId('report-chart-drawing').locator('svg').first()).toBeVisible();
    await expect(chart.locator('.MuiBarChart-element')).toHaveCount(expected.rows.length);
    await expect(chart.getByTestId('report-chart-data').locator('tbody tr')).toHaveCount(expected.rows.length);
    await expect(chart.getByTestId('report-chart-data').locator('tbody th').first()).not.toHaveText(/^[0-9a-f]{8}-/);
    // One totals row per currency: money of different currencies is never added up.
    const currencies: unknown[] = expected.totalsByCurrency ?? [];
    const totals = page.locator('[data-testid^="report-totals"]');
    await expect(totals).toHaveCount(Math.max(1, currencies.length));
    await expect(totals.first()).toContainText('Total');
    // Dates in the account's format (DD/MM/YYYY), not the browser's picker.
    await expect(page.getByTestId('report-from')).toHaveValue('01/01/2000');
    await expect(page.getByTestId('report-edit')).toHaveAttribute('href', `/reporting/edit-report/${report.id}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download-csv').click()]);
    expect(download.suggestedFilename()).toBe('Sales by status.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('status,currency,count,sum_total');
    expect(lines).toHaveLength(expected.rows.length + 1);

    // A date range with nothing in it: the empty state, no chart.
    await page.getByTestId('report-from').fill('01/01/1990');
    await page.getByTestId('report-to').fill('31/01/1990');
    await page.getByTestId('report-apply-range').click();
    await expect(page).toHaveURL(/from=1990-01-01&to=1990-01-31/);
    await expect(page.getByTestId('report-empty')).toBeVisible();
    await expect(page.getByTestId('report-chart')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('picks a report from the list and draws its chart', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const report = await reportNamed(api, 'Daily sales');
    await openScreen(page, '/reporting/run-report');
    await expect(page.getByTestId('report-choose')).toBeVisible();
    await page.getByTestId('report-picker').click();
    await page.getByTestId(`report-option-${report.id}`).click();
    await expect(page).toHaveURL(new RegExp(`id=${report.id}`));
    const run = await api.get(`/api/reports/${report.id}/run`);
    if (run.rows.length) {
      await expect(page.getByTestId('report-chart')).toHaveAttribute('data-chart', 'LINE');
      await expect(page.getByTestId('report-chart').locator('.MuiLineChart-line')).toHaveCount(1);
      await expect(page.getByTestId('report-row')).toHaveCount(run.rows.length);
    } else {
      await expect(page.getByTestId('report-empty')).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });
});

test.describe('Run Report: presets and the last run', () => {
  test('offers last month, last quarter and the year to date, and opens on the last report run', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const report = await reportNamed(api, 'Daily sales');
    await page.goto(`/reporting/run-report?id=${report.id}`);
    await expect(page.getByTestId('report-range')).toBeVisible({ timeout: 20_000 });
    // The periods are counted from today in the account's time zone (Acme: Europe/London).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const [year, month] = today.split('-').map(Number) as [number, number];
    const lastMonth = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
    const pad = (n: number) => String(n).padStart(2, '0');
    const lastOfMonth = new Date(Date.UTC(lastMonth.y, lastMonth.m, 0)).getUTCDate();
    await page.getByTestId('report-preset-LAST_MONTH').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('from') === `${lastMonth.y}-${pad(lastMonth.m)}-01` && url.searchParams.get('to') === `${lastMonth.y}-${pad(lastMonth.m)}-${pad(lastOfMonth)}`);
    await page.getByTestId('report-preset-YEAR_TO_DATE').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('from') === `${year}-01-01` && url.searchParams.get('to') === today);
    // The run with that range is the one shown.
    await expect(page.getByTestId('report-loading')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('report-reset-range')).toBeVisible();
    // Opened again without a report, the page runs the last one.
    await page.goto('/reporting/run-report');
    await expect(page).toHaveURL(new RegExp(`id=${report.id}`), { timeout: 20_000 });
    await expect(page.getByTestId('report-picker')).toContainText(report.name);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('Template Designer', () => {
  test('edits a body with a live preview, saves it, and finds it after a reload', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const name = `Browser slip ${Date.now()}`;
    const template = await api.post('/api/templates', { type: 'PACKING_SLIP', name, body: '<h1>Slip {{order.number}}</h1>' });
    const preview = await api.get('/api/templates/preview-data?type=PACKING_SLIP');
    expect(preview.source, 'Acme has orders to preview with').toBe('record');

    await openScreen(page, `/settings/template-designer?id=${template.id}`);
    await expect(page.getByTestId('screen-heading')).toHaveText('Template Designer');
    await expect(page.getByTestId(`template-item-${template.id}`)).toBeVisible();
    const frame = page.frameLocator('[data-testid="preview-frame"]');
    await expect(frame.locator('h1')).toHaveText(`Slip ${preview.data.values['order.number']}`);
    await expect(page.getByTestId('preview-source')).toHaveAttribute('data-source', 'record');
    await expect(page.getByTestId('preview-frame')).toHaveAttribute('sandbox', '');

    const body = page.getByTestId('template-body');
    await body.fill('<h2>Deliver to {{customer.name}}</h2>\n<p id="ref">Ref: </p>');
    await expect(frame.locator('h2')).toHaveText(`Deliver to ${preview.data.values['customer.name']}`);
    // The palette inserts at the caret: after "Ref: ".
    await body.focus();
    await body.evaluate((el: HTMLTextAreaElement) => { const at = el.value.indexOf('</p>'); el.setSelectionRange(at, at); });
    await page.getByTestId('placeholder-order.channel_order_ref').click();
    await expect(body).toHaveValue('<h2>Deliver to {{customer.name}}</h2>\n<p id="ref">Ref: {{order.channel_order_ref}}</p>');
    await expect(page.getByTestId('template-dirty')).toBeVisible();

    // A placeholder a packing slip cannot fill is flagged at once and refused by the API, named.
    await body.fill('<p>{{total}}</p>');
    await expect(page.getByTestId('template-unknown')).toContainText('{{total}}');
    await page.getByTestId('template-save').click();
    await expect(page.getByText(/uses \{\{total\}\}, which a packing slip cannot fill/)).toBeVisible();

    const saved = '<h2>Deliver to {{customer.name}}</h2><p>Order {{order.number}}</p>';
    await body.fill(saved);
    await page.getByTestId('template-save').click();
    await expect(page.getByTestId('template-dirty')).toHaveCount(0);
    await expect.poll(async () => (await api.get(`/api/templates/${template.id}`)).body).toBe(saved);

    await page.reload();
    await expect(page.getByTestId('template-body')).toHaveValue(saved);
    await expect(page.frameLocator('[data-testid="preview-frame"]').locator('p')).toHaveText(`Order ${preview.data.values['order.number']}`);

    // Print preview: the saved template filled by the API with a real order.
    await page.getByTestId('template-print-preview').click();
    const printed = page.frameLocator('[data-testid="print-frame"]');
    await expect(printed.locator('h2')).toContainText('Deliver to');
    await expect(printed.locator('p')).toContainText(/Order SO-/);
    expect(pageErrors).toEqual([]);
  });

  test('starts a new template of a type and makes it the default', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    await openScreen(page, '/settings/template-designer');
    await page.getByTestId('template-new-CREDIT_NOTE').click();
    await expect(page).toHaveURL(/new=CREDIT_NOTE/);
    await expect(page.frameLocator('[data-testid="preview-frame"]').locator('h1')).toContainText('Credit note');
    const name = `Browser credit note ${Date.now()}`;
    await page.getByTestId('template-name').fill(name);
    await page.getByTestId('template-save').click();
    await expect(page).toHaveURL(/id=[0-9a-f-]{36}/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await page.getByTestId('template-make-default').click();
    await expect(page.getByTestId('template-is-default')).toBeVisible();
    const stored = await api.get(`/api/templates/${id}`);
    expect(stored).toMatchObject({ name, type: 'CREDIT_NOTE', is_default: true });
    const defaults = await api.list('templates', { filter: { type: 'CREDIT_NOTE', is_default: true } });
    expect(defaults.map((t) => t.id)).toEqual([id]);
    expect(pageErrors).toEqual([]);
  });
});
