/** My Account: who is signed in, their role, permissions and account (flags included). */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useSession } from '../access/useSession.ts';
import { flagLabel, model, permissionLabel, roleLabel } from '../model.ts';
import type { Screen } from '../routing/screens.ts';

export default function MyAccountPage({ screen }: { screen: Screen }) {
  const { me } = useSession();
  if (!me) return null;
  const role = model.roles.find((r) => r.name === me.sessionUser.role);
  const perms = role?.allPermissions ? model.permissions.map((p) => p.name) : me.sessionUser.permissions;
  return (
    <Box data-testid="my-account" sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="screen-heading">
        {screen.title}
      </Typography>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6">{me.user.name || me.user.email}</Typography>
          <Typography variant="body2" data-testid="my-email">{me.user.email}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Role: <strong data-testid="my-role">{roleLabel(me.sessionUser.role)}</strong>
            {role?.description ? ` — ${role.description}` : ''}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1">Account</Typography>
          <Typography variant="body2">
            {me.account.name} ({me.account.kind.toLowerCase()})
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Feature flags:{' '}
            {me.sessionUser.flags.length
              ? me.sessionUser.flags.map((f) => <Chip key={f} size="small" label={flagLabel(f)} sx={{ mr: 0.5 }} />)
              : 'none'}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" gutterBottom>
            Permissions {role?.allPermissions ? '(all, by role)' : ''}
          </Typography>
          {perms.map((p) => (
            <Chip key={p} size="small" label={permissionLabel(p)} sx={{ mr: 0.5, mb: 0.5 }} data-testid={`my-permission-${p}`} />
          ))}
          {role?.readOnly ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Your role is read-only: you can look, not change.
            </Typography>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
