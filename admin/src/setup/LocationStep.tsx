/** Step 2: the first stock location (`POST /api/locations`), by default at the business address. */
import { useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../data/dataProvider.ts';
import type { Address } from './api.ts';
import { fieldErrorsOf, type FieldErrors } from './fieldErrors.ts';

const TYPES = [
  ['OWN_WAREHOUSE', 'Own warehouse'],
  ['THIRD_PARTY', 'Third-party warehouse'],
  ['STORE', 'Shop'],
  ['FBA', 'Amazon FBA'],
] as const;

/** `Main Warehouse` → `MAIN-WAREHOUSE` (the code's pattern: letters, digits, `_` and `-`). */
export const codeFromName = (name: string) => name.trim().toUpperCase().replace(/[^A-Z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 32);

const usable = (a: Address | null | undefined): a is Address => !!(a?.line1 && a.city && a.country);

export function LocationStep({ businessAddress, isFirst, onCreated }: { businessAddress?: Address | null; isFirst: boolean; onCreated: (location: { id: string; name: string }) => Promise<void> }) {
  const dataProvider = useDataProvider();
  const [name, setName] = useState(isFirst ? 'Main warehouse' : '');
  const [code, setCode] = useState<string>();
  const [type, setType] = useState<string>('OWN_WAREHOUSE');
  const [atBusiness, setAtBusiness] = useState(usable(businessAddress));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const effectiveCode = code ?? codeFromName(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFormError(undefined);
    try {
      const { data } = await dataProvider.create('locations', {
        data: { name: name.trim(), code: effectiveCode, type, is_default: isFirst, ...(atBusiness && usable(businessAddress) ? { address: businessAddress } : {}) },
      });
      setName('');
      setCode(undefined);
      await onCreated({ id: String(data.id), name: String(data.name) });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Add a location" data-testid="setup-location-form" sx={{ maxWidth: 640 }}>
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="Location name" value={name} required onChange={(e) => setName(e.target.value)} error={!!errors['/name']} helperText={errors['/name'] ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': 'setup-location-name' } }} fullWidth />
          <TextField label="Code" value={effectiveCode} required onChange={(e) => setCode(e.target.value.toUpperCase())} error={!!errors['/code']} helperText={errors['/code'] ?? 'Short and unique, e.g. MAIN'}
            slotProps={{ htmlInput: { 'data-testid': 'setup-location-code' } }} sx={{ minWidth: 200 }} />
        </Stack>
        <TextField select label="Type" value={type} onChange={(e) => setType(e.target.value)} helperText=" " sx={{ maxWidth: 320 }}
          slotProps={{ htmlInput: { 'data-testid': 'setup-location-type' } }}>
          {TYPES.map(([value, label]) => <MenuItem key={value} value={value}>{label}</MenuItem>)}
        </TextField>
        {usable(businessAddress) ? (
          <FormControlLabel control={<Checkbox checked={atBusiness} onChange={(e) => setAtBusiness(e.target.checked)} />}
            label={`At the business address (${[businessAddress.line1, businessAddress.city, businessAddress.country].join(', ')})`} />
        ) : null}
        {formError ? <Alert severity="error" data-testid="setup-location-error">{formError}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={saving || !name.trim() || !effectiveCode} data-testid="setup-location-save">
            {saving ? 'Saving…' : isFirst ? 'Add location and continue' : 'Add location'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
