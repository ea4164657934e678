/**
 * Account Preferences (`/public/signup/preferences`), the step after sign-up: the account's name, country, base
 * currency and time zone (`PUT /api/account/preferences`, owner only), and the channels the business sells on,
 * which lead on to adding those sales channels. Then the setup wizard, which does not ask again what was answered here. Members who are not the owner see the values
 * read-only.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { refreshSession } from '../access/session.ts';
import { formErrors, sendJson, statusOf, type FieldMessages } from '../onboarding/api.ts';
import { browserTimeZone, countryName, COUNTRY_MESSAGE, currencyName, CURRENCY_MESSAGE, timeZones } from '../onboarding/places.ts';
import { entityByName, fieldOf } from '../model.ts';
import { CountryField, CurrencyField } from '../setup/CountryField.tsx';
import { codeLabel, filterCodes } from '../forms/widgets/codeFormats.ts';
import type { Screen } from '../routing/screens.ts';

interface Preferences {
  id: string;
  name: string;
  kind: string;
  country: string;
  currency: string;
  timezone: string;
  version: number;
  editable: boolean;
}

const FIELDS = ['name', 'country', 'currency', 'timezone'] as const;
type Field = (typeof FIELDS)[number];

/** The channel types a sales channel can have, from the schema (labels as the API names them). */
const CHANNEL_LABELS: Record<string, string> = { EBAY: 'eBay', AMAZON: 'Amazon', ETSY: 'Etsy', WISH: 'Wish', ONBUY: 'OnBuy', SHOPIFY: 'Shopify', STORE: 'Own web store' };
const channelTypes = (): string[] => {
  const channel = entityByName('sales-channel');
  return (channel && (fieldOf(channel, 'type') as { enum?: string[] } | undefined)?.enum) ?? Object.keys(CHANNEL_LABELS);
};

function check(values: Record<Field, string>, zones: Set<string>): FieldMessages {
  const errors: FieldMessages = {};
  if (!values.name.trim()) errors.name = 'is required';
  else if (values.name.trim().length > 120) errors.name = 'must be at most 120 characters';
  if (!countryName(values.country)) errors.country = COUNTRY_MESSAGE;
  if (!currencyName(values.currency)) errors.currency = CURRENCY_MESSAGE;
  if (!zones.has(values.timezone)) errors.timezone = 'must be a time zone from the list: type a city, such as London';
  return errors;
}

export default function PublicSignupPreferencesPage({ screen }: { screen: Screen }) {
  const navigate = useNavigate();
  const zones = useMemo(() => timeZones(), []);
  const zoneSet = useMemo(() => new Set(zones), [zones]);
  const [loaded, setLoaded] = useState<Preferences | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', country: '', currency: '', timezone: '' });
  const [channels, setChannels] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const load = async () => {
    setLoadError(null);
    setConflict(false);
    try {
      const prefs = await sendJson<Preferences>('GET', '/api/account/preferences', undefined, { ownAccount: true });
      setLoaded(prefs);
      setValues({ name: prefs.name, country: prefs.country, currency: prefs.currency, timezone: prefs.timezone });
    } catch (error) {
      setLoadError(formErrors(error, []).form ?? 'The preferences could not be loaded.');
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!loaded?.editable) return;
    setFormError(null);
    const found = check(values, zoneSet);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const next = await sendJson<Preferences>('PUT', '/api/account/preferences', { ...values, version: loaded.version }, { ownAccount: true });
      setLoaded(next);
      // The app bar shows the account's name: read the session again.
      await refreshSession();
      if (channels.length) setSaved(true);
      else navigate('/settings/setup-wizard');
    } catch (error) {
      const mapped = formErrors(error, FIELDS);
      setErrors(mapped.fields);
      setConflict(statusOf(error) === 409);
      setFormError(mapped.form);
    } finally {
      setBusy(false);
    }
  };

  const heading = (
    <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
      {screen.title}
    </Typography>
  );
  const frame = (body: React.ReactNode) => (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Card sx={{ width: 560, maxWidth: '100%' }} data-testid="account-preferences">
        <CardContent>
          {heading}
          {body}
        </CardContent>
      </Card>
    </Box>
  );

  if (loadError) {
    return frame(
      <Alert severity="error" data-testid="preferences-load-error" action={<Button onClick={() => void load()}>Retry</Button>}>
        {loadError}
      </Alert>,
    );
  }
  if (!loaded) return frame(<CircularProgress aria-label="Loading" />);
  if (saved) {
    return frame(
      <Box data-testid="preferences-next-steps">
        <Alert severity="success" sx={{ mb: 2 }}>Your preferences are saved.</Alert>
        <Typography variant="subtitle1" gutterBottom>Next: add the channels you sell on</Typography>
        <List dense>
          {channels.map((type) => (
            <ListItem key={type} disableGutters>
              <Button component={RouterLink} to="/settings/add-sales-channel" variant="outlined" size="small" data-testid={`add-channel-${type}`}>
                Add your {CHANNEL_LABELS[type] ?? type} channel
              </Button>
            </ListItem>
          ))}
        </List>
        <Button component={RouterLink} to="/settings/setup-wizard" variant="contained" sx={{ mt: 1 }} data-testid="preferences-continue">
          Continue with the setup wizard
        </Button>
      </Box>,
    );
  }

  const readOnly = !loaded.editable;
  const zoneHere = browserTimeZone();
  return frame(
    <Box component="form" onSubmit={submit} noValidate data-testid="preferences-form">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        How Sellyard shows money, dates and your business. You can change these later in Settings.
      </Typography>
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="preferences-read-only">
          Only the account’s owner can change these preferences.
        </Alert>
      ) : null}
      <TextField
        label="Account name"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={!!errors.name}
        helperText={errors.name ? `Account name ${errors.name}` : ' '}
        fullWidth
        margin="dense"
        required
        disabled={readOnly}
        slotProps={{ htmlInput: { 'data-testid': 'pref-name' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <CountryField
          value={values.country}
          onChange={(code) => set('country', code)}
          error={errors.country ? `Country ${errors.country}` : undefined}
          testId="pref-country"
          required
          disabled={readOnly}
          margin="dense"
        />
        <CurrencyField
          label="Base currency"
          value={values.currency}
          onChange={(code) => set('currency', code)}
          error={errors.currency ? `Base currency ${errors.currency}` : undefined}
          testId="pref-currency"
          required
          disabled={readOnly}
          margin="dense"
        />
      </Stack>
      <Autocomplete
        options={zones}
        value={zoneSet.has(values.timezone) ? values.timezone : null}
        onChange={(_e, zone) => set('timezone', zone ?? '')}
        disabled={readOnly}
        autoHighlight
        getOptionLabel={(zone) => codeLabel('timezone', zone)}
        filterOptions={(list, { inputValue }) => filterCodes('timezone', list, inputValue)}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Time zone"
            margin="dense"
            required
            error={!!errors.timezone}
            helperText={errors.timezone ? `Time zone ${errors.timezone}` : ' '}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps?.htmlInput, 'data-testid': 'pref-timezone' } }}
          />
        )}
      />
      {!readOnly && zoneHere && zoneHere !== values.timezone && zoneSet.has(zoneHere) ? (
        <Button size="small" onClick={() => set('timezone', zoneHere)} data-testid="use-device-timezone">
          Use this device’s time zone: {codeLabel('timezone', zoneHere)}
        </Button>
      ) : null}
      {!readOnly ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
          <FormLabel component="legend">Where do you sell?</FormLabel>
          <FormGroup row>
            {channelTypes().map((type) => (
              <FormControlLabel
                key={type}
                label={CHANNEL_LABELS[type] ?? type}
                control={
                  <Checkbox
                    checked={channels.includes(type)}
                    onChange={(e) => setChannels((c) => (e.target.checked ? [...c, type] : c.filter((t) => t !== type)))}
                    slotProps={{ input: { 'data-testid': `pref-channel-${type}` } as never }}
                  />
                }
              />
            ))}
          </FormGroup>
          <Typography variant="caption" color="text.secondary">
            After saving, you can add each of these as a sales channel.
          </Typography>
        </Box>
      ) : null}
      {formError ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          data-testid="preferences-error"
          role="alert"
          action={conflict ? <Button onClick={() => void load()}>Reload</Button> : undefined}
        >
          {formError}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {!readOnly ? (
          <Button type="submit" variant="contained" disabled={busy} data-testid="preferences-save">
            {busy ? 'Saving…' : 'Save and continue'}
          </Button>
        ) : null}
        <Button component={RouterLink} to="/dashboard" data-testid="preferences-skip">
          {readOnly ? 'Go to the dashboard' : 'Skip for now'}
        </Button>
      </Stack>
    </Box>,
  );
}
