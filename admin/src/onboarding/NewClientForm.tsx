/**
 * Creating a client account (`POST /api/partner/clients`): the merchant's name, country and base currency, and
 * who will own it. The owner is invited: the form hands back the one-time link, never a password.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formErrors, sendJson, type FieldMessages } from './api.ts';
import { countryName, COUNTRY_MESSAGE, currencyName, CURRENCY_MESSAGE } from './places.ts';
import type { IssuedInvitation } from './InvitationLinkCard.tsx';

const FIELDS = ['name', 'country', 'currency', 'owner_email', 'owner_name'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { name: 'Client account name', country: 'Country', currency: 'Base currency', owner_email: 'Owner’s email', owner_name: 'Owner’s name' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CreatedClient {
  account: { id: string; name: string };
  owner: { email: string; name: string };
  invitation: IssuedInvitation;
}

export function NewClientForm({ ownAccount, onCreated, onCancel }: { ownAccount: boolean; onCreated: (client: CreatedClient) => void; onCancel: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', country: 'GB', currency: 'GBP', owner_email: '', owner_name: '' });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = field === 'country' || field === 'currency' ? e.target.value.toUpperCase() : e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found: FieldMessages = {};
    if (!values.name.trim()) found.name = 'is required';
    if (!countryName(values.country)) found.country = COUNTRY_MESSAGE;
    if (!currencyName(values.currency)) found.currency = CURRENCY_MESSAGE;
    if (!EMAIL.test(values.owner_email.trim())) found.owner_email = 'must be an email address, such as maria@example.com';
    if (!values.owner_name.trim()) found.owner_name = 'is required';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onCreated(await sendJson<CreatedClient>('POST', '/api/partner/clients', values, { ownAccount }));
    } catch (error) {
      const mapped = formErrors(error, FIELDS);
      setErrors(mapped.fields);
      setFormError(mapped.form);
      setBusy(false);
    }
  };

  const field = (name: Field, props: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={LABELS[name]}
      required
      margin="dense"
      fullWidth
      {...props}
      value={values[name]}
      onChange={set(name)}
      error={!!errors[name]}
      helperText={errors[name] ? `${LABELS[name]} ${errors[name]}` : props.helperText ?? ' '}
      slotProps={{ htmlInput: { 'data-testid': `client-${name}` } }}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="new-client-form" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}>
      {field('name', { autoFocus: true })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('country', { helperText: countryName(values.country) ?? 'Two-letter code, such as GB' })}
        {field('currency', { helperText: currencyName(values.currency) ?? 'Three-letter code, such as GBP' })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('owner_name')}
        {field('owner_email', { type: 'email', helperText: 'They get an invitation link to set their own password.' })}
      </Stack>
      {formError ? (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="new-client-error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={busy} data-testid="create-client-submit">
          {busy ? 'Creating…' : 'Create client account'}
        </Button>
        <Button onClick={onCancel} disabled={busy}>Cancel</Button>
      </Stack>
    </Box>
  );
}
