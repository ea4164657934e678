/** An ISO 3166-1 alpha-2 country code field that shows the country's name as it is typed. */
import TextField from '@mui/material/TextField';

const names = (() => {
  try { return new Intl.DisplayNames(['en'], { type: 'region' }); } catch { return undefined; }
})();

export const countryName = (code: string) => {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  try { return names?.of(code); } catch { return undefined; }
};

export function CountryField({ value, onChange, error, testId, label = 'Country', required }: { value: string; onChange: (code: string) => void; error?: string; testId: string; label?: string; required?: boolean }) {
  const name = countryName(value);
  return (
    <TextField
      label={label}
      value={value}
      required={required}
      onChange={(e) => onChange(e.target.value.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 2))}
      error={!!error}
      helperText={error ?? (name && name !== value ? name : 'Two letters, e.g. GB')}
      autoComplete="country"
      slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 2 } }}
      sx={{ width: 180 }}
    />
  );
}
