/**
 * The wizard's code fields: pickers of countries by name or code ("Germany (DE)") and of time zones by city, the
 * same lists and names as the generic forms' pickers (forms/widgets/codeFormats.ts).
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { codeLabel, codeName, codeOptions, filterCodes, type PickerFormat } from '../forms/widgets/codeFormats.ts';

export const countryName = (code: string) => (/^[A-Z]{2}$/.test(code) ? codeName('country', code) : undefined);

interface CodeFieldProps { value: string; onChange: (code: string) => void; error?: string; testId: string; label?: string; required?: boolean; disabled?: boolean; margin?: 'dense' | 'normal' }

export function CountryField(props: CodeFieldProps) {
  return <CodeField format="country" helper="Type a name or the two-letter code" {...props} label={props.label ?? 'Country'} />;
}

export function CurrencyField(props: CodeFieldProps) {
  return <CodeField format="currency" helper="Type a name or the three-letter code" {...props} label={props.label ?? 'Currency'} />;
}

export function TimeZoneField(props: CodeFieldProps) {
  return <CodeField format="timezone" helper="Type a city, e.g. London or New York" {...props} label={props.label ?? 'Time zone'} />;
}

function CodeField({ format, helper, value, onChange, error, testId, label, required, disabled, margin }: CodeFieldProps & { format: PickerFormat; helper: string }) {
  const known = codeOptions(format);
  const options = value && !known.includes(value) ? [value, ...known] : known;
  return (
    <Autocomplete
      options={options}
      value={value || null}
      disabled={disabled}
      autoHighlight
      onChange={(_e, code) => onChange(code ?? '')}
      getOptionLabel={(code) => codeLabel(format, code)}
      filterOptions={(list, { inputValue }) => filterCodes(format, list, inputValue)}
      sx={{ width: { xs: '100%', sm: 320 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          margin={margin}
          error={!!error}
          helperText={error ?? helper}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId, ...(format === 'country' ? { autoComplete: 'country' } : {}) } }}
        />
      )}
    />
  );
}
