import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useGetOne } from 'react-admin';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { entityByName } from '../../model.ts';
import type { FieldInputProps } from './fieldInputProps.ts';

type Json = Record<string, any>;

export interface ReferenceInputProps extends FieldInputProps {
  /** Referenced entity name (`product`). */
  entity: string;
  value: string | undefined;
  onChange: (id: string | undefined, record?: Json) => void;
  /** Equality conditions the referenced row must meet (`{type: 'CUSTOMER'}`). */
  where?: Json;
}

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 });

/**
 * Records that read better another way than "code — name": a sales tax as its name and rate ("Standard rate — 20%"),
 * never its code (STD).
 */
const SPECIAL_LABELS: Record<string, (record: Json) => string | undefined> = {
  'sales-tax': (r) => {
    const name = String(r.name ?? '').trim();
    const rate = typeof r.rate === 'number' ? `${percent.format(r.rate)}%` : typeof r.rate === 'string' && r.rate !== '' && Number.isFinite(Number(r.rate)) ? `${percent.format(Number(r.rate))}%` : '';
    if (!name) return rate || undefined;
    return rate && !name.includes('%') ? `${name} — ${rate}` : name;
  },
};

/** Label of a referenced record: its label field, with the first other search field (a SKU) in front. */
export function referenceLabel(entityName: string, record: Json | undefined): string {
  if (!record) return '';
  const special = SPECIAL_LABELS[entityName]?.(record);
  if (special) return special;
  const entity = entityByName(entityName);
  const labelField = entity?.labelField ?? 'name';
  const extra = entity?.searchFields.find((f) => f !== labelField && f !== 'customer_name');
  const label = String(record[labelField] ?? record.id ?? '');
  return extra && record[extra] && extra !== labelField ? `${record[extra]} — ${label}` : label;
}

/** Autocomplete over the referenced resource (`q` search, `where` respected), showing the label field. */
export function ReferenceInput(props: ReferenceInputProps) {
  const { entity: entityName, value, onChange, where, size = 'medium' } = props;
  const entity = entityByName(entityName);
  const resource = entity?.resource ?? '';
  const dataProvider = useDataProvider();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Json[]>([]);
  const [loading, setLoading] = useState(false);
  const whereKey = JSON.stringify(where ?? {});
  const { data: current } = useGetOne(resource, { id: value as string }, { enabled: !!value && !!resource });

  useEffect(() => {
    if (!resource) return;
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      dataProvider
        .getList(resource, {
          filter: { ...(JSON.parse(whereKey) as Json), ...(input ? { q: input } : {}) },
          sort: { field: entity?.labelField ?? 'id', order: 'ASC' },
          pagination: { page: 1, perPage: 20 },
        })
        .then(({ data }) => live && setOptions(data))
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [resource, input, whereKey, dataProvider, entity?.labelField]);

  const selected = useMemo(() => {
    if (!value) return null;
    return options.find((o) => o.id === value) ?? (current && current.id === value ? current : { id: value });
  }, [value, options, current]);

  const allOptions = useMemo(() => (selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options), [selected, options]);

  return (
    <Autocomplete
      id={props.id}
      size={size}
      options={allOptions}
      value={selected}
      loading={loading}
      disabled={props.disabled}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => (o.id === value && !o[entity?.labelField ?? 'name'] ? (current ? referenceLabel(entityName, current) : '…') : referenceLabel(entityName, o))}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      }}
      onChange={(_e, record) => onChange(record?.id ?? undefined, record ?? undefined)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': props.testId ?? `ref-${props.id}`, 'aria-label': props.label ? undefined : props.ariaLabel } }}
        />
      )}
    />
  );
}
