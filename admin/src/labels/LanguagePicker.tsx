/** Picks the languages on a label (ISO 639-1), searchable by code or English name. */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ISO_639_1 } from '../../../checks/languages.ts';

const CODES = Object.keys(ISO_639_1).sort((a, b) => ISO_639_1[a].localeCompare(ISO_639_1[b]));
export const languageName = (code: string) => ISO_639_1[code] ?? code;

export function LanguagePicker({ value, onChange, error, disabled }: { value: string[]; onChange: (codes: string[]) => void; error?: string; disabled?: boolean }) {
  return (
    <Autocomplete
      multiple
      id="label-languages"
      options={CODES}
      value={value}
      disabled={disabled}
      onChange={(_e, codes) => onChange(codes)}
      getOptionLabel={(code) => `${languageName(code)} (${code})`}
      filterOptions={(options, { inputValue }) => {
        const q = inputValue.trim().toLowerCase();
        return q ? options.filter((c) => c === q || languageName(c).toLowerCase().includes(q)) : options;
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Languages on the label"
          required
          error={!!error}
          helperText={error ?? 'Every language the label is printed in'}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'label-languages' } }}
        />
      )}
    />
  );
}
