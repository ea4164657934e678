/**
 * Reset Password (`/public/password-reset`), reached from the sign-in form's "Forgot password?":
 * - without a token: asks for the email and sends `POST /api/auth/password-reset`. The answer is the same whether or
 *   not the email is registered, and so is what the page says.
 * - with `?token=` (the emailed link): a new password twice, checked with the sign-up policy before it is sent to
 *   `POST /api/auth/password-reset/confirm`; then every session of the user has ended and the page leads to sign in.
 *   An unknown, used or expired link is said so at the top, with a way to ask for a new one.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { refreshSession } from '../access/session.ts';
import { formErrors, sendJson, statusOf, type FieldMessages } from '../onboarding/api.ts';
import { NewPasswordFields, newPasswordProblems } from '../onboarding/NewPasswordFields.tsx';
import type { Screen } from '../routing/screens.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UNREACHABLE = 'The server cannot be reached. Try again in a moment.';

function RequestForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const value = email.trim().toLowerCase();
    const found = !value ? 'is required' : !EMAIL.test(value) || value.length > 254 ? 'must be an email address, such as maria@example.com' : null;
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      const answer = await sendJson<{ message: string }>('POST', '/api/auth/password-reset', { email: value }, { ownAccount: true });
      setSent(answer.message);
    } catch (err) {
      const mapped = formErrors(err, ['email']);
      setError(mapped.fields.email ?? null);
      setFormError(statusOf(err) === 0 ? UNREACHABLE : mapped.form);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Box data-testid="password-reset-sent">
        <Alert severity="success" role="status">{sent}</Alert>
        <Typography variant="body2" sx={{ mt: 2 }}>
          No email after a few minutes? Check the spam folder, or <Link component="button" type="button" onClick={() => setSent(null)}>try again</Link>.
          {' '}<Link component={RouterLink} to="/login">Back to sign in</Link>
        </Typography>
      </Box>
    );
  }
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="password-reset-request">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => { setEmail(e.target.value); setError(null); }}
        error={!!error}
        helperText={error ? `Email ${error}` : 'The email you sign in with.'}
        fullWidth
        margin="normal"
        required
        autoFocus
        slotProps={{ htmlInput: { 'data-testid': 'password-reset-email' } }}
      />
      {formError ? <Alert severity="error" sx={{ mt: 1 }} role="alert" data-testid="password-reset-error">{formError}</Alert> : null}
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy} data-testid="password-reset-submit">
        {busy ? 'Sending…' : 'Email me a reset link'}
      </Button>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Remembered it? <Link component={RouterLink} to="/login">Sign in</Link>
      </Typography>
    </Box>
  );
}

function ConfirmForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [badLink, setBadLink] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found = newPasswordProblems(password, confirm);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await sendJson('POST', '/api/auth/password-reset/confirm', { token, password }, { ownAccount: true });
      // Every session of the user has ended, this browser's too if it was theirs.
      await refreshSession();
      setDone(true);
    } catch (err) {
      const mapped = formErrors(err, ['password', 'token']);
      setErrors(mapped.fields.password ? { password: mapped.fields.password } : {});
      setBadLink(!!mapped.fields.token);
      setFormError(mapped.fields.token ? `This reset link ${mapped.fields.token}.` : statusOf(err) === 0 ? UNREACHABLE : mapped.form);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Box data-testid="password-reset-done">
        <Alert severity="success" role="status">Your password is changed, and every session that was signed in with the old one has ended.</Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth sx={{ mt: 2 }} data-testid="password-reset-sign-in">Sign in</Button>
      </Box>
    );
  }
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="password-reset-confirm">
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
        labels={{ password: 'New password', confirm: 'Repeat the new password' }}
        testIds={{ password: 'password-reset-password', confirm: 'password-reset-repeat' }}
      />
      {formError ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert" data-testid="password-reset-error">
          {formError} {badLink ? <Link component={RouterLink} to="/public/password-reset">Ask for a new link</Link> : null}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy} data-testid="password-reset-save">
        {busy ? 'Saving…' : 'Set the new password'}
      </Button>
    </Box>
  );
}

export default function PasswordResetPage({ screen }: { screen: Screen }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Card sx={{ width: 440, maxWidth: '100%' }} data-testid="password-reset">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
            {token ? 'Choose a new password' : screen.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {token
              ? 'The link works once. Setting a password signs out every browser still signed in with the old one.'
              : 'Enter your email and we send you a link to choose a new password. The link works once, for one hour.'}
          </Typography>
          {/* A new link means a new form: nothing typed for the old one is kept. */}
          {token ? <ConfirmForm key={token} token={token} /> : <RequestForm />}
        </CardContent>
      </Card>
    </Box>
  );
}
