/**
 * A picker for a code field (`x-format` country, currency, language or time zone): an autocomplete over every
 * valid code, searchable by code or English name, showing "Germany (DE)". A field that holds an array of such
 * codes (a label's languages) picks several. A stored value the list does not know stays shown, so the API's
 * check can name it.
 */
import type { WidgetProps } from '@rjsf/utils';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { codeLabel, codeOptions, filterCodes, isPickerFormat, type PickerFormat } from './codeFormats.ts';

const MAX_SHOWN = 200;

export function CodePickerWidget(props: WidgetProps) {
  const { format: raw } = props.options as { format?: string };
  const format: PickerFormat = isPickerFormat(raw) ? raw : 'country';
  const multiple = Array.isArray(props.value) || props.schema.type === 'array';
  const known = codeOptions(format);
  const values: string[] = multiple ? (Array.isArray(props.value) ? props.value.map(String) : []) : typeof props.value === 'string' && props.value ? [props.value] : [];
  const options = values.some((v) => !known.includes(v)) ? [...values.filter((v) => !known.includes(v)), ...known] : known;
  const testId = `field-${props.id.replace(/^root_/, '')}`;
  const input = (params: Parameters<NonNullable<React.ComponentProps<typeof Autocomplete>['renderInput']>>[0]) => (
    <TextField
      {...params}
      label={props.label}
      required={props.required}
      error={!!props.rawErrors?.length}
      placeholder={values.length ? undefined : format === 'timezone' ? 'Type a city, e.g. Berlin' : 'Type a name or code'}
      slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
    />
  );
  const common = {
    id: props.id,
    options,
    disabled: props.disabled || props.readonly,
    autoHighlight: true,
    getOptionLabel: (code: string) => codeLabel(format, code),
    // Best matches first; long lists (400+ time zones) render the first ones, typing narrows them.
    filterOptions: (list: string[], { inputValue }: { inputValue: string }) => filterCodes(format, list, inputValue, MAX_SHOWN),
    onBlur: () => props.onBlur(props.id, props.value),
    onFocus: () => props.onFocus(props.id, props.value),
  };
  if (multiple) {
    return (
      <Autocomplete
        {...common}
        multiple
        value={values}
        onChange={(_e, codes) => props.onChange(codes)}
        renderInput={input}
      />
    );
  }
  return (
    <Autocomplete
      {...common}
      value={values[0] ?? null}
      onChange={(_e, code) => props.onChange(code ?? undefined)}
      renderInput={input}
    />
  );
}
