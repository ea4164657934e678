/**
 * Setting a password with an invitation link (`POST /api/auth/accept-invitation`): the invitee becomes an active
 * user, is signed in, and lands on the dashboard. An unknown, used or expired link is said so, with what to do.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { refreshSession } from '../access/session.ts';
import { formErrors, sendJson, statusOf, type FieldMessages } from './api.ts';
import { NewPasswordFields, newPasswordProblems } from './NewPasswordFields.tsx';

export function AcceptInvitationForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found = newPasswordProblems(password, confirm);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await sendJson('POST', '/api/auth/accept-invitation', { token, password }, { ownAccount: true });
      await refreshSession();
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const mapped = formErrors(error, ['password', 'token']);
      // A bad link is not something the invitee can fix in the form: say it at the top.
      setErrors(mapped.fields.password ? { password: mapped.fields.password } : {});
      setFormError(mapped.fields.token ? `This invitation link ${mapped.fields.token}.` : statusOf(error) === 0 ? 'The server cannot be reached. Try again in a moment.' : mapped.form);
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="accept-invitation-form">
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
        labels={{ password: 'Password', confirm: 'Repeat the password' }}
        testIds={{ password: 'invitation-password', confirm: 'invitation-confirm' }}
      />
      {formError ? (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="invitation-error" role="alert">
          {formError} <Link component={RouterLink} to="/login">Sign in</Link>
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy} data-testid="invitation-submit">
        {busy ? 'Setting your password…' : 'Set password and sign in'}
      </Button>
    </Box>
  );
}
