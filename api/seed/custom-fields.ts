/**
 * Demo custom fields: Acme has its own fields on products, customers, suppliers and sales orders, with values on
 * some records; Globex has one product field of its own. None is required, so demo and test writes that know
 * nothing of them keep working (a required field would be enforced at once, on every account's own writes).
 */
import type { Row } from '../crud/repository.ts';
import type { SeedContext } from './areas.ts';

const ACME_FIELDS: Row[] = [
  { entity: 'products', key: 'material', label: 'Material', type: 'TEXT', position: 1, help: 'Main material, as on the care label.' },
  { entity: 'products', key: 'season', label: 'Season', type: 'SELECT', options: ['SS26', 'AW26', 'All year'], position: 2 },
  { entity: 'products', key: 'eco_friendly', label: 'Eco-friendly', type: 'BOOLEAN', position: 3 },
  { entity: 'products', key: 'launch_date', label: 'Launch date', type: 'DATE', position: 4 },
  { entity: 'products', key: 'features', label: 'Features', type: 'MULTISELECT', options: ['Waterproof', 'Vegan', 'Handmade', 'Recycled'], position: 5 },
  { entity: 'customers', key: 'loyalty_tier', label: 'Loyalty tier', type: 'SELECT', options: ['Bronze', 'Silver', 'Gold'], position: 1 },
  { entity: 'customers', key: 'birthday', label: 'Birthday', type: 'DATE', position: 2 },
  { entity: 'suppliers', key: 'rating', label: 'Rating (1-5)', type: 'NUMBER', position: 1 },
  { entity: 'suppliers', key: 'portal_url', label: 'Supplier portal', type: 'URL', position: 2 },
  { entity: 'sales-orders', key: 'gift_message', label: 'Gift message', type: 'TEXT', position: 1, in_list: false },
];

const GLOBEX_FIELDS: Row[] = [
  { entity: 'products', key: 'warranty_months', label: 'Warranty (months)', type: 'NUMBER', position: 1 },
];

/** Definitions for the account, then values on a few of its products, customers and suppliers. */
export async function seedCustomFields(context: SeedContext): Promise<void> {
  const { service, model, actor, rnd, refs } = context;
  const entity = (name: string) => model.entities.find((e) => e.name === name)!;
  const acme = context.accountName === 'Acme';
  for (const body of acme ? ACME_FIELDS : GLOBEX_FIELDS) await service.create(actor, entity('custom-field'), body);

  const update = async (name: string, row: Row, values: Row) => {
    const current = await service.get(actor, entity(name), String(row.id));
    await service.update(actor, entity(name), String(row.id), { version: current.version, custom_fields: values });
  };
  const products = refs.products.filter((p) => p.kind !== 'VARIANT').slice(3, 11);
  for (const product of products) {
    await update('product', product, acme
      ? {
        material: rnd.pick(['Merino wool', 'Organic cotton', 'Recycled polyester', 'Oak', 'Steel']),
        season: rnd.pick(['SS26', 'AW26', 'All year']),
        eco_friendly: rnd.pick([true, false]),
        launch_date: `2026-0${rnd.int(1, 9)}-1${rnd.int(0, 9)}`,
        features: rnd.pick([['Waterproof'], ['Vegan', 'Recycled'], ['Handmade'], []]),
      }
      : { warranty_months: rnd.pick([12, 24, 36]) });
  }
  if (!acme) return;
  for (const customer of refs.customers.slice(0, 6)) await update('relationship', customer, { loyalty_tier: rnd.pick(['Bronze', 'Silver', 'Gold']) });
  for (const supplier of refs.suppliers.slice(0, 3)) await update('relationship', supplier, { rating: rnd.int(2, 5), portal_url: 'https://suppliers.example/portal' });
}
