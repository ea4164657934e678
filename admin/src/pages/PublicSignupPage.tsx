/**
 * Sign Up (`/public/signup`): a new merchant account and its owner, then on to the account's preferences. The form
 * checks what the API checks (required fields, the email's shape, the password policy, an ISO country) before it
 * sends, and puts the API's answers on their fields. With `?invitation=<token>` (the link a partner sends) the
 * page sets the invitee's password instead.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkPassword, PASSWORD_MIN_LENGTH } from '../../../checks/password-policy.ts';
import { refreshSession } from '../access/session.ts';
import { useSession } from '../access/useSession.ts';
import { formErrors, sendJson, statusOf, type FieldMessages } from '../onboarding/api.ts';
import { browserCountry, countryName, COUNTRY_MESSAGE } from '../onboarding/places.ts';
import { AcceptInvitationForm } from '../onboarding/AcceptInvitationForm.tsx';
import { CountryField } from '../setup/CountryField.tsx';
import type { Screen } from '../routing/screens.ts';

const FIELDS = ['name', 'email', 'password', 'company', 'country'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same checks as `POST /api/auth/signup`, with the same messages. */
export function signupErrors(v: Values): FieldMessages {
  const errors: FieldMessages = {};
  const email = v.email.trim().toLowerCase();
  if (!v.name.trim()) errors.name = 'is required';
  if (!email) errors.email = 'is required';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'must be an email address, such as maria@example.com';
  if (!v.password) errors.password = 'is required';
  else {
    const weak = checkPassword(v.password, email);
    if (weak) errors.password = weak;
  }
  if (!v.company.trim()) errors.company = 'is required';
  if (!v.country.trim()) errors.country = 'is required';
  else if (!countryName(v.country)) errors.country = COUNTRY_MESSAGE;
  return errors;
}

const LABELS: Record<Field, string> = { name: 'Your name', email: 'Email', password: 'Password', company: 'Company name', country: 'Country' };

type OpenAnswer = Promise<{ enabled: boolean }>;
const askIfOpen = (): OpenAnswer => sendJson<{ enabled: boolean }>('GET', '/api/auth/signup', undefined, { ownAccount: true });

/**
 * Whether sign-ups are open, asked when this page's chunk arrives (the app fetches it beside the session) rather than
 * after the form's first render: one round trip less before the form shows. Used once; a later visit asks again.
 */
let firstAnswer: OpenAnswer | null =
  typeof window === 'undefined' || !location.pathname.startsWith('/public/signup') || location.search.includes('invitation=') ? null : askIfOpen();
firstAnswer?.catch(() => {}); // the form reports a failure when it reads the answer

function SignupForm() {
  const navigate = useNavigate();
  const session = useSession();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [values, setValues] = useState<Values>({ name: '', email: '', password: '', company: '', country: browserCountry() });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const answer = firstAnswer ?? askIfOpen();
    firstAnswer = null;
    answer
      .then((r) => live && setEnabled(r.enabled))
      .catch(() => live && setLoadError('The server cannot be reached. Reload the page in a moment.'));
    return () => {
      live = false;
    };
  }, []);

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found = signupErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await sendJson('POST', '/api/auth/signup', { ...values, country: values.country.trim().toUpperCase() }, { ownAccount: true });
      await refreshSession();
      navigate('/public/signup/preferences');
    } catch (error) {
      const mapped = formErrors(error, FIELDS);
      setErrors(mapped.fields);
      setFormError(statusOf(error) === 0 ? 'The server cannot be reached. Try again in a moment.' : mapped.form);
      setBusy(false);
    }
  };

  if (loadError) return <Alert severity="error" data-testid="signup-load-error">{loadError}</Alert>;
  if (enabled === null) return <CircularProgress aria-label="Loading" />;
  if (!enabled) {
    return (
      <Alert severity="info" data-testid="signup-closed">
        Sign-up is closed on this server. Ask your Sellyard partner or the platform team for an invitation, or{' '}
        <Link component={RouterLink} to="/login">sign in</Link>.
      </Alert>
    );
  }
  const field = (name: Field, { helperText, ...extra }: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={LABELS[name]}
      fullWidth
      margin="normal"
      required
      {...extra}
      value={values[name]}
      onChange={set(name)}
      error={!!errors[name]}
      helperText={errors[name] ? `${LABELS[name]} ${errors[name]}` : helperText}
      slotProps={{ htmlInput: { 'data-testid': `signup-${name}` } }}
    />
  );
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="signup-form">
      {session.status === 'signedIn' ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          You are signed in as {session.me?.user.email}. Signing up creates a separate account and signs you in to it instead.
        </Alert>
      ) : null}
      {field('name', { autoComplete: 'name', autoFocus: true })}
      {field('email', { type: 'email', autoComplete: 'email' })}
      {field('password', { type: 'password', autoComplete: 'new-password', helperText: `At least ${PASSWORD_MIN_LENGTH} characters; not your email, not a common password.` })}
      {field('company', { autoComplete: 'organization', helperText: 'The name of your business, as your team will see it.' })}
      <CountryField
        value={values.country}
        onChange={(country) => {
          setValues((v) => ({ ...v, country }));
          if (errors.country) setErrors(({ country: _gone, ...rest }) => rest);
        }}
        error={errors.country ? `${LABELS.country} ${errors.country}` : undefined}
        testId="signup-country"
        required
        margin="normal"
      />
      {formError ? (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="signup-error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy} data-testid="signup-submit">
        {busy ? 'Creating your account…' : 'Create account'}
      </Button>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Already have an account? <Link component={RouterLink} to="/login">Sign in</Link>
      </Typography>
    </Box>
  );
}

export default function PublicSignupPage({ screen }: { screen: Screen }) {
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Card sx={{ width: 480, maxWidth: '100%' }} data-testid={invitation ? 'accept-invitation' : 'signup'}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
            {invitation ? 'Accept your invitation' : screen.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {invitation
              ? 'Choose the password you will sign in with. The invitation link works once.'
              : 'Create your Sellyard account: one back-office for every channel you sell on.'}
          </Typography>
          {invitation ? <AcceptInvitationForm token={invitation} /> : <SignupForm />}
        </CardContent>
      </Card>
    </Box>
  );
}
