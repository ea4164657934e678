/**
 * The report hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/reporting/reports.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { failFields } from '../../api/domain/shared/commerce.ts';
import type { FieldError } from '../../api/http/errors.ts';
import { resolveDataset, DATASETS, type ReportField, fits, numeric, aggregateName, dateLike } from '../../api/domain/reporting/reports.ts';

export const hooks = defineHooks('report', {
  async beforeWrite(report, { model }) {
    const dataset = resolveDataset(model, String(report.dataset));
    if (!dataset) return failFields([{ pointer: '/dataset', message: `is not available yet: this Sellyard has no ${DATASETS[String(report.dataset)]?.label ?? report.dataset}` }]);
    const { fields, spec } = dataset;
    const errors: FieldError[] = [];
    const known = (name: unknown, pointer: string): ReportField | undefined => {
      const field = typeof name === 'string' ? fields.get(name) : undefined;
      if (!field) errors.push({ pointer, message: `is not a field of the ${spec.label} dataset` });
      return field;
    };

    const columns = (report.columns as string[] | undefined) ?? [];
    if (!columns.length) report.columns = spec.defaultColumns.filter((c) => fields.has(c));
    columns.forEach((c, i) => known(c, `/columns/${i}`));

    (report.filters ?? []).forEach((filter, i) => {
      const field = known(filter.field, `/filters/${i}/field`);
      if (!field) return;
      const f = field.field;
      const op = String(filter.operator);
      const at = `/filters/${i}`;
      if (op === 'contains' && f.sqlType !== 'text') errors.push({ pointer: `${at}/operator`, message: `contains works on text fields; ${field.name} is not one` });
      if (['gt', 'gte', 'lt', 'lte'].includes(op) && f.jsonType === 'boolean') errors.push({ pointer: `${at}/operator`, message: `${op} does not apply to a yes/no field` });
      if (['in', 'nin'].includes(op)) {
        const values = filter.values as unknown[] | undefined;
        if (!values?.length) errors.push({ pointer: `${at}/values`, message: `must list at least one value for ${op}` });
        else values.forEach((v, j) => { if (!fits(f, v)) errors.push({ pointer: `${at}/values/${j}`, message: `does not fit ${field.name} (${f.format ?? f.jsonType})` }); });
      } else if (!['is_null', 'not_null'].includes(op)) {
        if (filter.value === undefined || filter.value === null) errors.push({ pointer: `${at}/value`, message: `is required for ${op} (use is_null for empty values)` });
        else if (!fits(f, filter.value)) errors.push({ pointer: `${at}/value`, message: `does not fit ${field.name} (${f.format ?? f.jsonType})` });
      }
    });

    if (report.group_by) known(report.group_by, '/group_by');
    const aggregates = report.aggregates ?? [];
    if (report.group_by && !aggregates.length) report.aggregates = [{ fn: 'count' }];
    aggregates.forEach((a, i) => {
      if (a.field === undefined) {
        if (a.fn !== 'count') errors.push({ pointer: `/aggregates/${i}/field`, message: `is required for ${a.fn}` });
        return;
      }
      const field = known(a.field, `/aggregates/${i}/field`);
      if (field && (a.fn === 'sum' || a.fn === 'avg') && !numeric(field.field)) errors.push({ pointer: `/aggregates/${i}/field`, message: `${a.fn} needs a number field; ${field.name} is not one` });
      if (field && (a.fn === 'min' || a.fn === 'max') && field.field.jsonType === 'boolean') errors.push({ pointer: `/aggregates/${i}/field`, message: `${a.fn} does not apply to a yes/no field` });
    });

    if (report.sort_field) {
      const outputs = report.group_by || aggregates.length
        ? [report.group_by, ...(report.aggregates ?? []).map(aggregateName)].filter(Boolean)
        : [...fields.keys()];
      if (!outputs.includes(report.sort_field)) errors.push({ pointer: '/sort_field', message: `must be one of ${outputs.join(', ')}` });
    }

    report.date_field ??= spec.dateField;
    const dateField = known(report.date_field, '/date_field');
    if (dateField && !dateLike(dateField.field)) errors.push({ pointer: '/date_field', message: `${dateField.name} is not a date` });
    // A range ending before it starts is the schema's rule (x-rules on date_to), checked before this hook runs.
    failFields(errors);
  },
});
