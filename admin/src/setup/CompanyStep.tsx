/**
 * Step 1: the company's details, saved to the general settings (with the step recorded in the same save, so the
 * wizard resumes after it). Only the fields shown are sent; the API keeps the others.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../data/dataProvider.ts';
import { saveGeneralSettings, type Address, type GeneralSettings } from './api.ts';
import { CountryField } from './CountryField.tsx';
import { fieldErrorsOf, unplacedErrors, type FieldErrors } from './fieldErrors.ts';
import { withSteps } from './steps.ts';

const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'region', 'postcode', 'country'] as const;
const browserZone = () => { try { return Intl.DateTimeFormat().resolvedOptions().timeZone; } catch { return undefined; } };

export function CompanyStep({ settings, canSave, onSaved }: { settings: GeneralSettings; canSave: boolean; onSaved: (saved: GeneralSettings) => void }) {
  const [values, setValues] = useState({
    trading_name: settings.trading_name ?? '',
    legal_name: settings.legal_name ?? '',
    vat_number: settings.vat_number ?? '',
    contact_email: settings.contact_email ?? '',
    timezone: settings.timezone || browserZone() || 'Europe/London',
  });
  const [address, setAddress] = useState<Required<Address>>(() => {
    const a = settings.business_address ?? {};
    return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, a[f] ?? ''])) as Required<Address>;
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFormError(undefined);
    const filled = ADDRESS_FIELDS.filter((f) => address[f].trim());
    try {
      const saved = await saveGeneralSettings({
        version: settings.version,
        ...values,
        // An untouched address stays out; a started one is sent whole, so the API names what it lacks.
        ...(filled.length ? { business_address: Object.fromEntries(filled.map((f) => [f, address[f].trim()])) } : {}),
        setup_completed_steps: withSteps(settings.setup_completed_steps, ['COMPANY']),
      });
      onSaved(saved);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      const placed = [...Object.keys(values).map((k) => `/${k}`), ...ADDRESS_FIELDS.map((f) => `/business_address/${f}`)];
      const rest = unplacedErrors(fields, placed);
      setFormError(rest.length || !Object.keys(fields).length ? `${errorMessage(error)}${rest.length ? ` (${rest.join('; ')})` : ''}` : 'Check the fields marked in red.');
    } finally {
      setSaving(false);
    }
  };

  const text = (name: keyof typeof values, label: string, extra: { type?: string; autoComplete?: string; helper?: string; required?: boolean } = {}) => (
    <TextField
      label={label}
      value={values[name]}
      type={extra.type}
      required={extra.required}
      autoComplete={extra.autoComplete}
      disabled={!canSave}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={!!errors[`/${name}`]}
      helperText={errors[`/${name}`] ?? extra.helper ?? ' '}
      slotProps={{ htmlInput: { 'data-testid': `setup-${name}` } }}
      fullWidth
    />
  );
  const line = (name: (typeof ADDRESS_FIELDS)[number], label: string, autoComplete: string) => (
    <TextField
      label={label}
      value={address[name]}
      disabled={!canSave}
      autoComplete={autoComplete}
      onChange={(e) => setAddress((a) => ({ ...a, [name]: e.target.value }))}
      error={!!errors[`/business_address/${name}`]}
      helperText={errors[`/business_address/${name}`] ?? ' '}
      slotProps={{ htmlInput: { 'data-testid': `setup-address-${name}` } }}
      fullWidth
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Company details" data-testid="setup-company-form" sx={{ maxWidth: 640 }}>
      {!canSave ? <Alert severity="info" sx={{ mb: 2 }}>Changing the company details needs the General settings permission.</Alert> : null}
      <Stack spacing={1}>
        {text('trading_name', 'Trading name', { autoComplete: 'organization', helper: 'The name customers know you by', required: true })}
        {text('legal_name', 'Legal name', { helper: 'The registered company name, if different' })}
        {text('vat_number', 'VAT number', { helper: 'With the country prefix, e.g. GB123456789' })}
        {text('contact_email', 'Contact email', { type: 'email', autoComplete: 'email' })}
        {line('line1', 'Address line 1', 'address-line1')}
        {line('line2', 'Address line 2', 'address-line2')}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {line('city', 'Town or city', 'address-level2')}
          {line('postcode', 'Postcode', 'postal-code')}
        </Stack>
        <CountryField value={address.country} onChange={(country) => setAddress((a) => ({ ...a, country }))} error={errors['/business_address/country']} testId="setup-address-country" />
        {text('timezone', 'Time zone', { helper: 'An IANA time zone, e.g. Europe/London' })}
        {formError ? <Alert severity="error" data-testid="setup-company-error">{formError}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={!canSave || saving || !values.trading_name.trim()} data-testid="setup-company-save">
            {saving ? 'Saving…' : 'Save and continue'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
