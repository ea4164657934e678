/**
 * Step 1: the company's details, saved to the general settings (with the step recorded in the same save, so the
 * wizard resumes after it). Only the fields shown are sent; the API keeps the others.
 *
 * Right after sign-up (the settings have no trading name yet, and the wizard runs in the user's own account) it does
 * not ask again what sign-up and the account preferences asked: the trading name, the country and the time zone
 * come from the account (`GET /api/account/preferences`) and the contact email from the user, shown as a summary
 * with a "Change" button; the step asks only for what is new (legal name, VAT number, address).
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSession } from '../access/useSession.ts';
import { errorMessage } from '../data/dataProvider.ts';
import { countryName } from '../onboarding/places.ts';
import { sendJson } from '../onboarding/api.ts';
import { saveGeneralSettings, type Address, type GeneralSettings } from './api.ts';
import { CountryField, TimeZoneField } from './CountryField.tsx';
import { codeLabel } from '../forms/widgets/codeFormats.ts';
import { fieldErrorsOf, unplacedErrors, type FieldErrors } from './fieldErrors.ts';
import { withSteps } from './steps.ts';

const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'region', 'postcode', 'country'] as const;
const browserZone = () => { try { return Intl.DateTimeFormat().resolvedOptions().timeZone; } catch { return undefined; } };

/** What sign-up and the account preferences recorded (`GET /api/account/preferences`). */
interface AccountPreferences { name: string; country: string; timezone: string }

interface StepProps { settings: GeneralSettings; canSave: boolean; onSaved: (saved: GeneralSettings) => void }

export function CompanyStep(props: StepProps) {
  const session = useSession();
  // Only a first visit in one's own account starts from the account (an admin or partner acting in a client's
  // account would read their own account's preferences).
  const fresh = !props.settings.trading_name && !session.actingAccountId && session.me?.account.kind === 'MERCHANT';
  const account = useQuery({
    queryKey: ['account-preferences'],
    queryFn: () => sendJson<AccountPreferences>('GET', '/api/account/preferences', undefined, { ownAccount: true }),
    enabled: fresh,
  });
  if (fresh && account.isLoading) return <CircularProgress aria-label="Loading" />;
  return <CompanyForm {...props} account={fresh ? account.data : undefined} userEmail={session.me?.user.email} />;
}

function CompanyForm({ settings, canSave, onSaved, account, userEmail }: StepProps & { account?: AccountPreferences; userEmail?: string }) {
  const [values, setValues] = useState({
    trading_name: settings.trading_name ?? account?.name ?? '',
    legal_name: settings.legal_name ?? '',
    vat_number: settings.vat_number ?? '',
    contact_email: settings.contact_email ?? (account ? userEmail ?? '' : ''),
    timezone: account?.timezone || settings.timezone || browserZone() || 'Europe/London',
  });
  const [address, setAddress] = useState<Required<Address>>(() => {
    const a = settings.business_address ?? {};
    return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, a[f] ?? (f === 'country' ? account?.country ?? '' : '')])) as Required<Address>;
  });
  // From sign-up: the known answers are a summary until "Change" is pressed.
  const [askKnown, setAskKnown] = useState(!account);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFormError(undefined);
    // The country filled in from the account alone does not start an address.
    const filled = ADDRESS_FIELDS.filter((f) => address[f].trim()).filter((f, _i, all) => !(all.length === 1 && f === 'country' && account && address.country === account.country));
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
      if (['/trading_name', '/timezone', '/business_address/country'].some((p) => fields[p])) setAskKnown(true);
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
        {askKnown ? text('trading_name', 'Trading name', { autoComplete: 'organization', helper: 'The name customers know you by', required: true }) : (
          <Alert severity="info" data-testid="setup-from-signup" action={<Button color="inherit" size="small" onClick={() => setAskKnown(true)} data-testid="setup-change-known">Change</Button>}>
            <Typography variant="body2">
              From your sign-up: trading as <strong>{values.trading_name}</strong>
              {address.country ? <>, in <strong>{countryName(address.country) ?? address.country}</strong></> : null}
              , time zone <strong>{values.timezone ? codeLabel('timezone', values.timezone) : ''}</strong>.
            </Typography>
          </Alert>
        )}
        {text('legal_name', 'Legal name', { helper: 'The registered company name, if different' })}
        {text('vat_number', 'VAT number', { helper: 'With the country prefix, e.g. GB123456789' })}
        {text('contact_email', 'Contact email', { type: 'email', autoComplete: 'email' })}
        {line('line1', 'Address line 1', 'address-line1')}
        {line('line2', 'Address line 2', 'address-line2')}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {line('city', 'Town or city', 'address-level2')}
          {line('postcode', 'Postcode', 'postal-code')}
        </Stack>
        {askKnown ? <CountryField value={address.country} onChange={(country) => setAddress((a) => ({ ...a, country }))} error={errors['/business_address/country']} testId="setup-address-country" disabled={!canSave} /> : null}
        {askKnown ? <TimeZoneField value={values.timezone} onChange={(timezone) => setValues((v) => ({ ...v, timezone }))} error={errors['/timezone']} testId="setup-timezone" disabled={!canSave} /> : null}
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
