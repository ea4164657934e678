/**
 * The wire contract of custom-field definitions (rows of the `custom-fields` resource), shared by the API
 * (api/crud/custom-fields.ts validates records with them) and the admin (admin/src/custom-fields renders them).
 */

/** The column the generator adds to entities with `x-entity.customFields`. */
export const CUSTOM_FIELDS = 'custom_fields';

export type CustomFieldType = 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'DATE' | 'SELECT' | 'MULTISELECT' | 'URL';

/** One definition as the API returns it. */
export interface CustomFieldDefinition {
  id: string;
  /** The target: `products`, `customers`… (custom-field's `entity`). */
  entity: string;
  key: string;
  label: string;
  type: CustomFieldType;
  options: string[];
  required: boolean;
  position: number;
  help: string | null;
}
