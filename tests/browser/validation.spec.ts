/**
 * The forms' validation is the API's compiled validator (generated/validators/): a cross-field rule of the schema
 * (report.schema.json's `x-rules` with `$data`: the range may not end before it starts) is refused in the browser,
 * on the field, in the API's words, before anything is sent; fixed, the report is created. An account's custom
 * fields are checked before submit by the API's own check of them (checks/custom-fields.ts).
 */
import { mkdirSync } from 'node:fs';
import type { Request } from '@playwright/test';
import { BUDGET, expect, openScreen, test } from './fixtures.ts';

test.describe('form validation', () => {
  test('refuses a report range that ends before it starts, on the field, before sending', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const writes: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/reports') writes.push(r);
    });
    await openScreen(page, '/reporting/create-report');
    await expect(page.getByTestId('entity-form')).toBeVisible({ timeout: BUDGET.lazyChunk });
    const name = `Range check ${Date.now()}`;
    await page.locator('#root_name').fill(name);
    await page.locator('#root_dataset').click();
    await page.getByRole('option', { name: /^orders$/i }).click();
    await page.locator('#root_date_from').fill('2026-05-01');
    await page.locator('#root_date_to').fill('2026-04-01');
    await page.getByTestId('save').click();
    await expect(page.locator('#root_date_to__error')).toContainText('is before the start of the range');
    // The only error: the form checks what the API checks, no more.
    await expect(page.locator('[id$="__error"]')).toHaveCount(1);
    expect(writes, 'nothing sent').toHaveLength(0);

    mkdirSync('test-results/browser', { recursive: true });
    for (const [width, height] of [[1440, 900], [390, 844]]) {
      await page.setViewportSize({ width, height });
      await page.locator('#root_date_to__error').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `test-results/browser/validation-report-range-${width}.png` });
    }

    await page.locator('#root_date_to').fill('2026-05-31');
    await page.getByTestId('save').click();
    await expect.poll(() => writes.length).toBe(1);
    await expect.poll(async () => (await api.list<{ date_from: string; date_to: string }>('reports', { filter: { q: name } })).map((r) => [r.date_from, r.date_to]))
      .toEqual([['2026-05-01', '2026-05-31']]);
    expect(pageErrors).toEqual([]);
  });

  test('refuses a custom field\'s value before sending, in the API\'s words (a number past the exact range)', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const key = `weight_check_${Date.now() % 1_000_000}`;
    const definition = await api.post<{ id: string }>('/api/custom-fields', { entity: 'products', key, label: 'Shipping weight', type: 'NUMBER', position: 90, help: 'In kilograms' });
    try {
      const writes: Request[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/products') writes.push(r);
      });
      await openScreen(page, '/products-listings/products/create');
      await expect(page.getByTestId('entity-form')).toBeVisible({ timeout: BUDGET.lazyChunk });
      const sku = `CF-CHECK-${Date.now() % 1_000_000}`;
      await page.locator('#root_sku').fill(sku);
      await page.locator('#root_title').fill('Checked before sending');
      const field = page.locator(`#root_custom_fields_${key}`);
      await field.fill('100000000000000000000');
      await page.getByTestId('save').click();
      await expect(page.locator(`#root_custom_fields_${key}__error`)).toContainText('must be at most 9007199254740991');
      await expect(page.locator('[id$="__error"]')).toHaveCount(1);
      expect(writes, 'nothing sent').toHaveLength(0);

      mkdirSync('test-results/browser', { recursive: true });
      for (const [width, height] of [[1440, 900], [390, 844]]) {
        await page.setViewportSize({ width, height });
        await field.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `test-results/browser/validation-custom-field-${width}.png` });
      }

      await field.fill('2.5');
      await page.getByTestId('save').click();
      await expect.poll(() => writes.length).toBe(1);
      await expect.poll(async () => (await api.list<{ custom_fields: Record<string, unknown> }>('products', { filter: { q: sku } })).map((p) => p.custom_fields[key]))
        .toEqual([2.5]);
      expect(pageErrors).toEqual([]);
    } finally {
      // Other specs share the seeded server: leave the account's fields as they were.
      await api.raw('DELETE', `/api/custom-fields/${definition.id}`);
    }
  });
});
