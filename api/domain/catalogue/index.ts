/**
 * Catalogue rules beyond the schemas: derived stock figures, attribute values, the store category tree, a variant's
 * attribute values, and the registry of every catalogue hook (api/domain/index.ts spreads it in).
 */
import { fail, invalid, type FieldError } from '../../http/errors.ts';
import { isUuid } from '../../crud/list-query.ts';
import { recordStockMovement } from '../stock/movements.ts';
import type { EntityRecord, GridRowExtra, EntityHookContext, HookContext } from '../hooks.ts';
import { checkIds, jsonValue, refuseIfAny } from '../shared/id-lists.ts';

type ProductRow = EntityRecord<'product'>;

export const accountOf = (record: { account_id?: string }, existing?: { account_id?: string }) => String(existing?.account_id ?? record.account_id);

/** `Kitchen & Dining` → `kitchen-dining`. */
export function slugify(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120);
}

export const MAX_CATEGORY_DEPTH = 5;

/** Levels of sub-categories under `id` (0 when it has none). */
export async function subtreeHeight(trx: HookContext['trx'], accountId: string, id: string): Promise<number> {
  const result = await trx.raw(
    `with recursive below(id, level) as (
       select id, 1 from store_categories where account_id = ? and parent_id = ?
       union all
       select c.id, b.level + 1 from store_categories c join below b on c.parent_id = b.id where c.account_id = ? and b.level < 10
     ) select coalesce(max(level), 0) as height from below`,
    [accountId, id, accountId],
  );
  return Number((result.rows ?? result)[0].height);
}

/** A variant's attribute values: each attribute once, an existing attribute, one of its values (stored as spelt there). */
export async function checkAttributeValues(product: ProductRow, { trx, existing }: EntityHookContext<'product'>): Promise<void> {
  const values = (product.attribute_values as Array<{ attribute_id: string; value: string }> | undefined) ?? [];
  if (!values.length) return;
  if (product.kind !== 'VARIANT') invalid('/attribute_values', 'only variant products (kind VARIANT) carry variation values');
  const accountId = accountOf(product, existing);
  const previous = jsonValue<Array<{ attribute_id: string }>>(existing?.attribute_values, []).map((v) => v.attribute_id);
  const ids = values.map((v) => v.attribute_id);
  const { kept, errors } = await checkIds(trx, { table: 'attributes', accountId, ids, previous, pointer: (i) => `/attribute_values/${i}/attribute_id`, what: 'attribute' });
  const attributes = new Map<string, string[]>((await trx('attributes').where('account_id', accountId).whereIn('id', kept).select('id', 'values'))
    .map((a: Pick<EntityRecord<'attribute'>, 'id' | 'values'>) => [String(a.id), jsonValue<string[]>(a.values, [])]));
  const out: typeof values = [];
  values.forEach((entry, i) => {
    const allowed = attributes.get(entry.attribute_id);
    if (!allowed) return;
    if (out.some((o) => o.attribute_id === entry.attribute_id)) {
      errors.push({ pointer: `/attribute_values/${i}/attribute_id`, message: 'is given twice' });
      return;
    }
    const match = allowed.find((v) => v.toLowerCase() === entry.value.trim().toLowerCase());
    if (!match) errors.push({ pointer: `/attribute_values/${i}/value`, message: `is not a value of this attribute (${allowed.slice(0, 10).join(', ')}${allowed.length > 10 ? ', …' : ''})` });
    else out.push({ attribute_id: entry.attribute_id, value: match });
  });
  refuseIfAny(errors);
  product.attribute_values = out;
}

/**
 * A variant made by the variant grid with opening stock (`opening_stock: [{location_id, quantity}]`): each
 * quantity is received at its location as one ADJUSTMENT movement noted "opening stock", in the grid's transaction.
 * Needs the right to change stock levels (403 otherwise); a location must be the account's own (400 naming it).
 */
export async function receiveOpeningStock(product: ProductRow, extra: GridRowExtra, { trx, actor, model }: EntityHookContext<'product'>): Promise<void> {
  const entries = extra.opening_stock as unknown;
  if (entries === undefined || entries === null) return;
  if (!Array.isArray(entries) || entries.length > 50) invalid('/opening_stock', 'must be a list of at most 50 locations with a quantity each');
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const list = (entries as unknown[]).map((entry, i) => {
    const e = (typeof entry === 'object' && entry !== null ? entry : {}) as GridRowExtra;
    for (const key of Object.keys(e)) if (key !== 'location_id' && key !== 'quantity') errors.push({ pointer: `/opening_stock/${i}/${key}`, message: 'is not a known field' });
    if (!isUuid(e.location_id)) errors.push({ pointer: `/opening_stock/${i}/location_id`, message: 'must be a location' });
    else if (seen.has(String(e.location_id))) errors.push({ pointer: `/opening_stock/${i}/location_id`, message: 'is given twice' });
    seen.add(String(e.location_id));
    if (!Number.isSafeInteger(e.quantity) || Number(e.quantity) < 0 || Number(e.quantity) > 100_000_000) errors.push({ pointer: `/opening_stock/${i}/quantity`, message: 'must be a whole number from 0 to 100000000' });
    return { locationId: String(e.location_id), quantity: Number(e.quantity) };
  });
  refuseIfAny(errors);
  const wanted = list.filter((e) => e.quantity > 0);
  if (!wanted.length) return;
  const levels = model.entities.find((e) => e.name === 'stock-level')!;
  if (!actor.ability.can('update', levels.resource!)) fail('forbidden', 'You may not change stock, so a variant cannot be made with opening stock.');
  const accountId = String(product.account_id);
  const known = new Set((await trx('locations').where('account_id', accountId).whereIn('id', wanted.map((e) => e.locationId)).select('id')).map((r: Pick<EntityRecord<'location'>, 'id'>) => String(r.id)));
  list.forEach((e, i) => { if (e.quantity > 0 && !known.has(e.locationId)) errors.push({ pointer: `/opening_stock/${i}/location_id`, message: 'is not one of your locations' }); });
  refuseIfAny(errors);
  for (const e of wanted) {
    await recordStockMovement(trx, actor, {
      accountId, productId: String(product.id), locationId: e.locationId, reason: 'ADJUSTMENT', delta: e.quantity,
      note: 'opening stock', reference: { type: 'products', id: String(product.id), label: String(product.sku) },
    });
  }
}

/**
 * A new product that names no sales tax starts with the account's default (General Settings' "Default sales tax",
 * whose description promises it), as the admin's form would have offered; `tax_id: null` sent on purpose stays null.
 * A variant that inherits its parent's tax is left to inheritance.
 */
export async function defaultSalesTax(product: ProductRow, { trx, existing }: EntityHookContext<'product'>): Promise<void> {
  // `'tax_id' in product` would narrow the stored row to never: a create's body may leave the tax out.
  if (existing || Object.hasOwn(product, 'tax_id') || product.parent_id) return;
  const settings = await trx('general_settings').where('account_id', String(product.account_id)).first('default_sales_tax_id');
  if (settings?.default_sales_tax_id) product.tax_id = settings.default_sales_tax_id;
}
