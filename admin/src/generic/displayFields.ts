import type { EntityModel, FieldModel } from '../model.ts';

/**
 * Fields a list or view can show (not hidden, not write-only, not child arrays). A uuid that is not a reference
 * (an audit trail's user id) has no label to show in its place, and an id means nothing to a merchant: it is left out.
 */
export function displayFields(entity: EntityModel): FieldModel[] {
  return entity.fields.filter(
    (f) => !f.ui?.hidden && !f.writeOnly && !entity.children.some((c) => c.field === f.name) && f.name !== 'account_id' && !(f.format === 'uuid' && !f.ref && f.name !== 'id'),
  );
}
