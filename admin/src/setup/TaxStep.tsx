/** Step 3: a sales tax (`POST /api/sales-taxes`), offering the business country's standard rate to confirm. */
import { useRef, useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../data/dataProvider.ts';
import { CountryField, countryName } from './CountryField.tsx';
import { fieldErrorsOf, type FieldErrors } from './fieldErrors.ts';
import { suggestedTax } from './steps.ts';

export function TaxStep({ country: businessCountry, isFirst, onCreated }: { country?: string; isFirst: boolean; onCreated: () => Promise<void> }) {
  const dataProvider = useDataProvider();
  const initial = suggestedTax(businessCountry);
  const applied = useRef(initial);
  const [country, setCountry] = useState(businessCountry ?? '');
  const [name, setName] = useState(initial?.name ?? '');
  const [code, setCode] = useState(initial?.code ?? '');
  const [rate, setRate] = useState(initial ? String(initial.rate) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const suggestion = suggestedTax(country);

  const chooseCountry = (picked: string) => {
    setCountry(picked);
    const next = suggestedTax(picked);
    if (!next) return;
    // Follow the country only where a field is empty or still holds the last suggestion (never overwrite typing).
    const previous = applied.current;
    if (!name || name === previous?.name) setName(next.name);
    if (!code || code === previous?.code) setCode(next.code);
    if (!rate || rate === String(previous?.rate)) setRate(String(next.rate));
    applied.current = next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFormError(undefined);
    const numeric = Number(rate.replace(',', '.'));
    try {
      await dataProvider.create('sales-taxes', {
        data: {
          name: name.trim(), code: code.trim(), rate: rate.trim() === '' || Number.isNaN(numeric) ? rate : numeric,
          country: country || null, kind: 'STANDARD', vat_box: country === 'GB' ? 1 : null, is_default: isFirst,
        },
      });
      await onCreated();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Add a sales tax" data-testid="setup-tax-form" sx={{ maxWidth: 640 }}>
      <Stack spacing={1}>
        <CountryField value={country} onChange={chooseCountry} error={errors['/country']} testId="setup-tax-country" />
        {suggestion ? (
          <Typography variant="body2" color="text.secondary" data-testid="setup-tax-suggestion">
            The standard rate in {countryName(country) ?? country} is {suggestion.rate}%. Check it with the tax authority or your adviser before charging it.
          </Typography>
        ) : country.length === 2 ? (
          <Typography variant="body2" color="text.secondary">No standard rate to suggest for {countryName(country) ?? country}: enter the rate you charge.</Typography>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="Name" value={name} required onChange={(e) => setName(e.target.value)} error={!!errors['/name']} helperText={errors['/name'] ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': 'setup-tax-name' } }} fullWidth />
          <TextField label="Code" value={code} required onChange={(e) => setCode(e.target.value)} error={!!errors['/code']} helperText={errors['/code'] ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': 'setup-tax-code' } }} sx={{ minWidth: 160 }} />
          <TextField label="Rate" value={rate} required onChange={(e) => setRate(e.target.value)} error={!!errors['/rate']} helperText={errors['/rate'] ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'setup-tax-rate' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }} sx={{ minWidth: 120 }} />
        </Stack>
        {formError ? <Alert severity="error" data-testid="setup-tax-error">{formError}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={saving || !name.trim() || !code.trim() || !rate.trim()} data-testid="setup-tax-save">
            {saving ? 'Saving…' : isFirst ? 'Add tax and continue' : 'Add tax'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
