/**
 * References inside arrays and objects read and edit as references: a variant's variation values show the
 * attribute's name, a product's responsible persons their names, and both are picked with the reference picker.
 * No screen shows an id.
 */
import { expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

test.describe('references inside arrays', () => {
  test("shows a variant's variation values by attribute name, never an id", async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const [variant] = await api.get<Json[]>(`/api/products?filter=${encodeURIComponent(JSON.stringify({ kind: 'VARIANT' }))}&range=[0,0]&fields=*`);
    const first = variant.attribute_values[0];
    const attribute = await api.get<Json>(`/api/attributes/${first.attribute_id}`);
    await openScreen(page, `/products-listings/products/${variant.id}/show`);
    const fields = page.getByTestId('record-fields');
    await expect(fields).toContainText(`${attribute.name}: ${first.value}`);
    await expect(fields).not.toContainText(UUID);
    expect(pageErrors).toEqual([]);
  });

  test("adds a responsible person to a product through the picker inside the array", async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const products = await api.get<Json[]>(`/api/products?filter=${encodeURIComponent(JSON.stringify({ kind: 'SIMPLE' }))}&range=[0,49]&fields=*`);
    const product = products.find((p) => p.responsible_person_ids.length === 0)!;
    const [person] = await api.get<Json[]>('/api/responsible-persons?range=[0,0]');
    await openScreen(page, `/products-listings/products/${product.id}`);
    const section = page.locator('fieldset, .MuiPaper-root').filter({ hasText: 'Responsible persons (EU GPSR)' }).last();
    await section.getByRole('button', { name: /add/i }).click();
    const input = page.getByTestId('field-responsible_person_ids_0');
    await input.click();
    await input.fill(person.name.slice(0, 6));
    await page.getByRole('option', { name: new RegExp(person.name) }).first().click();
    await expect(input).toHaveValue(new RegExp(person.name));
    await page.getByTestId('save').click();
    await expect.poll(async () => (await api.get<Json>(`/api/products/${product.id}`)).responsible_person_ids).toEqual([person.id]);
    await openScreen(page, `/products-listings/products/${product.id}/show`);
    await expect(page.getByTestId('record-fields')).toContainText(person.name);
    await expect(page.getByTestId('record-fields')).not.toContainText(UUID);
    expect(pageErrors).toEqual([]);
  });
});
