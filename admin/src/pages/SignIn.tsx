import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { signIn, SignInError } from '../access/session.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

/**
 * The sign-in form (`Sellyard | Sign In`). Shown at `/login` and in place of any guarded screen for a signed-out
 * visitor; when the session starts, the screen that was asked for renders in its place. Links to the password
 * reset and to sign-up.
 */
export function SignIn({ onSignedIn }: { onSignedIn?: () => void }) {
  useDocumentTitle('Sign In');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Enter your email and password.');
      return;
    }
    setBusy(true);
    try {
      await signIn(email.trim(), password);
      onSignedIn?.();
    } catch (err) {
      setError(err instanceof SignInError ? err.message : 'Sign-in failed.');
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6 }}>
      <Card sx={{ width: 400, maxWidth: '100%' }} data-testid="sign-in">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Sign in
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Sign in to your Sellyard back-office.
          </Typography>
          <Box component="form" onSubmit={submit} noValidate>
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              fullWidth
              margin="normal"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'sign-in-email' } }}
              autoFocus
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              fullWidth
              margin="normal"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'sign-in-password' } }}
            />
            {error ? (
              <Alert severity="error" sx={{ mt: 1 }} data-testid="sign-in-error">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy} data-testid="sign-in-submit">
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}>
              <Link component={RouterLink} to="/public/password-reset" variant="body2" data-testid="sign-in-forgot">Forgot password?</Link>
              <Typography variant="body2">
                New to Sellyard? <Link component={RouterLink} to="/public/signup" data-testid="sign-in-signup">Create an account</Link>
              </Typography>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
