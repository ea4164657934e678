import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSession } from '../access/useSession.ts';
import type { GuardResult } from '../access/permissions.ts';
import { flagLabel, permissionLabel, roleLabel } from '../model.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

export interface Refusal {
  reason: GuardResult['reason'];
  missing: GuardResult['missing'];
  /** Free text for refusals that are not a guard's (a read-only role opening a form). */
  detail?: string;
}

/** The refused screen (`Sellyard | Not Allowed`): says which role, permission or flag is missing. */
export function NotAllowed({ screenTitle, refusal }: { screenTitle: string; refusal: Refusal }) {
  useDocumentTitle('Not Allowed');
  const session = useSession();
  const role = session.me?.sessionUser.role;
  const { missing } = refusal;
  return (
    <Box sx={{ maxWidth: 720 }} data-testid="not-allowed" data-reason={refusal.reason}>
      <Typography variant="h5" component="h1" gutterBottom>
        Not allowed
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        <AlertTitle>You cannot open “{screenTitle}”.</AlertTitle>
        {missing.roles.length ? (
          <Typography variant="body2" data-testid="missing-roles">
            This screen is for {missing.roles.map((r) => roleLabel(r)).join(' or ')} users
            {role ? `; you are signed in as ${roleLabel(role)}` : ''}.{' '}
            {missing.roles.map((r) => (
              <span key={r} data-testid={`missing-role-${r}`} hidden>
                {r}
              </span>
            ))}
          </Typography>
        ) : null}
        {missing.permissions.length ? (
          <Typography variant="body2" data-testid="missing-permissions">
            It needs the permission{missing.permissions.length > 1 ? 's' : ''}{' '}
            {missing.permissions.map((p, i) => (
              <span key={p}>
                {i ? ', ' : ''}
                <strong data-testid={`missing-permission-${p}`}>{permissionLabel(p)}</strong> (<code>{p}</code>)
              </span>
            ))}
            . Ask your account owner to grant it.
          </Typography>
        ) : null}
        {missing.flags.length ? (
          <Typography variant="body2" data-testid="missing-flags">
            Your account needs the feature flag{missing.flags.length > 1 ? 's' : ''}{' '}
            {missing.flags.map((f, i) => (
              <span key={f}>
                {i ? ', ' : ''}
                <strong data-testid={`missing-flag-${f}`}>{flagLabel(f)}</strong> (<code>{f}</code>)
              </span>
            ))}
            . The <RouterLink to="/golden-ticket">Golden Ticket</RouterLink> page explains how to get them.
          </Typography>
        ) : null}
        {refusal.detail ? (
          <Typography variant="body2" data-testid="not-allowed-detail">
            {refusal.detail}
          </Typography>
        ) : null}
      </Alert>
      <Button component={RouterLink} to="/dashboard" variant="outlined">
        Back to the dashboard
      </Button>
    </Box>
  );
}
