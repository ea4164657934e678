/**
 * Background jobs as the Acme owner: a job that really fails (a CSV schedule whose SFTP server refuses the
 * connection) shows on Settings → Background jobs as Failed with its error after its tries; once the schedule is
 * fixed, Retry runs it again and the screen shows it Done. And a CSV schedule of a saved report is set up in the
 * schedule form with its report picker.
 */
import { BUDGET, expect, expectStatus, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

test.describe('background jobs', () => {
  test('retry a failed job', async ({ signedIn }) => {
    // A failing job fails 4 times with backoff (5, 10, 20 s) before it is dead-lettered.
    test.setTimeout(180_000);
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const name = `Refused SFTP ${Date.now()}`;
    const schedule = await api.post<Json>('/api/csv-schedules', {
      name, entity: 'products', columns: ['sku', 'title'], frequency: 'DAILY', time: '04:00',
      // Port 1 on this machine: nothing listens, the connection is refused at once.
      destination: { kind: 'SFTP', host: '127.0.0.1', port: 1, username: 'exports', path: '/in' }, destination_secret: 'not-used',
    });
    await api.post(`/api/csv-schedules/${schedule.id}/run-now`, {}, 200);
    const [run] = await api.get<Json[]>(`/api/csv-schedules/${schedule.id}/runs`);

    await openScreen(page, '/settings/background-jobs');
    await expect(page.getByTestId('screen-heading')).toBeVisible({ timeout: BUDGET.background });
    await page.getByTestId('job-filter-failed').click();
    const row = page.getByTestId(`job-${run.job_id}`);
    await expect(row).toBeVisible({ timeout: 150_000 });
    await expect(row.getByTestId('job-state')).toHaveText('Failed');
    await expect(row.getByTestId('job-title')).toHaveText('Scheduled CSV export');
    await expect(row.getByTestId('job-error')).toContainText('delivery failed');
    await expect(row.getByTestId('job-tries')).toHaveText('4 of 4 tries');
    await page.screenshot({ path: 'test-results/browser/jobs-failed-1440.png', fullPage: true });

    // The merchant fixes the destination (email: kept in the outbox here), then retries the failed run.
    const stored = await api.get<Json>(`/api/csv-schedules/${schedule.id}`);
    await expectStatus(await api.raw('PUT', `/api/csv-schedules/${schedule.id}`, { ...stored, destination: { kind: 'EMAIL', emails: ['exports@acme.test'] } }), 200, 'fixing the destination');
    await row.getByTestId('job-retry').click();
    await page.getByTestId('job-state-filter').getByText('All', { exact: true }).click();
    await expect(row.getByTestId('job-state')).toHaveText('Done', { timeout: 60_000 });
    await expect(row.getByTestId('job-error')).toHaveCount(0);
    await expect(row.getByTestId('job-retry')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/browser/jobs-done-390.png', fullPage: true });

    // The run it belongs to succeeded with the same job, and its file went out.
    const [after] = await api.get<Json[]>(`/api/csv-schedules/${schedule.id}/runs`);
    expect(after).toMatchObject({ id: run.id, job_id: run.job_id, state: 'SUCCEEDED' });
    expect(after.deliveries.map((d: Json) => d.ok)).toEqual([false, false, false, false, true]);
    const outbox = await api.get<Json[]>('/api/outbox');
    expect(outbox.some((m) => m.subject === `Sellyard export: ${name}`)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a CSV schedule of a saved report, picked in the form', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const report = await api.post<Json>('/api/reports', { name: `Sales this month ${Date.now()}`, dataset: 'orders', date_range: 'THIS_MONTH' });
    await openScreen(page, '/settings/csv-scheduler/create');
    await expect(page.getByTestId('entity-form')).toBeVisible({ timeout: BUDGET.background });
    await page.locator('#root_name').fill('Monthly sales report file');
    // The entity list's fields are asked for until a report is chosen; then they go.
    await expect(page.locator('#root_entity')).toBeVisible();
    const picker = page.getByTestId('field-report_id');
    await picker.fill(report.name.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(report.name) }).first().click();
    await expect(page.locator('#root_entity')).toBeHidden();
    await expect(page.getByText('The REST resource to export')).toBeHidden();
    await page.getByRole('combobox', { name: /Send by/ }).click();
    await page.getByRole('option', { name: 'EMAIL' }).click();
    await page.locator('#root_destination_emails_0').fill('reports@acme.test');
    await page.screenshot({ path: 'test-results/browser/csv-schedule-report-form-1440.png', fullPage: true });
    await page.getByTestId('save').click();
    await expect.poll(async () => (await api.list('csv-schedules', { filter: { q: 'Monthly sales report file' } })).length, { timeout: BUDGET.lazyChunk }).toBe(1);
    const [saved] = await api.list('csv-schedules', { filter: { q: 'Monthly sales report file' } });
    expect(saved).toMatchObject({ report_id: report.id, entity: null, columns: null });
    expect(pageErrors).toEqual([]);
  });

  test('a big CSV import runs in the background: the screen follows its rows and keeps its result', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const stamp = Date.now();
    const csv = `name,website\n${Array.from({ length: 600 }, (_, i) => `Bulk brand ${stamp}-${i},https://brand${i}.example`).join('\n')}\n`;
    await openScreen(page, '/settings/upload-brand-csv');
    await page.getByTestId('import-file').setInputFiles({ name: 'brands.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByTestId('count-create')).toHaveText('600 new', { timeout: 60_000 });
    await page.getByTestId('import-commit').click();
    await expect(page.getByTestId('import-background')).toBeVisible();
    await expect(page.getByTestId('import-result')).toContainText('600 new, 0 updated', { timeout: 90_000 });
    await expect(page.getByTestId('import-result-download')).toBeVisible();
    await page.screenshot({ path: 'test-results/browser/import-background-done-1440.png', fullPage: true });
    expect((await api.list('brands', { filter: { q: `Bulk brand ${stamp}` }, range: [0, 0] })).length).toBe(1);
    const [latest] = await api.get<Json[]>('/api/imports?resource=brands');
    expect(latest).toMatchObject({ file_name: 'brands.csv', state: 'SUCCEEDED', counts: { create: 600, update: 0, error: 0 }, progress: { done: 600, total: 600 } });
    // The job shows on Background jobs too.
    await openScreen(page, '/settings/background-jobs');
    await expect(page.getByTestId(`job-${latest.job_id}`).getByTestId('job-title')).toHaveText('CSV import', { timeout: BUDGET.background });
    await expect(page.getByTestId(`job-${latest.job_id}`).getByTestId('job-progress')).toHaveText('600 / 600 rows (100%)');
    expect(pageErrors).toEqual([]);
  });
});
