/** Naming rules shared by the stages: one place decides how `sales-order` becomes `SalesOrder` or `sales_orders`. */
import { basename } from 'node:path';

/** Columns every tenant table gets; a schema may not declare them. */
export const SYSTEM_FIELDS = ['id', 'account_id', 'created_at', 'updated_at', 'version'];

/** The jsonb column the generator adds to entities with `x-entity.customFields` (the account's own fields). */
export const CUSTOM_FIELDS = 'custom_fields';

/** `entities/sales-order/sales-order.schema.json` → `sales-order`. */
export function singularFromFile(file: string): string {
  return basename(file).replace(/\.schema\.json$/, '');
}

/** `sales-order` → `SalesOrder`. */
export function pascalCase(name: string): string {
  return name.split(/[-_]/).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}

/** `sales-orders` → `sales_orders`. */
export function snakeCase(name: string): string {
  return name.replace(/-/g, '_');
}

/** English plural for a kebab name: `sales-tax` → `sales-taxes`, `category` → `categories`. */
export function pluralise(name: string): string {
  if (/(s|x|z|ch|sh)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}
