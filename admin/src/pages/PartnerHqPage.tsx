/** Partner HQ: pick the client account to act in, then open the read-only screens the partner may see. */
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSession } from '../access/useSession.ts';
import { actingAccountName } from '../access/session.ts';
import { AccountSwitcher } from '../layout/AccountSwitcher.tsx';
import { menuGroupsFor } from '../routing/menu.ts';
import type { Screen } from '../routing/screens.ts';

export default function PartnerHqPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const user = session.me?.sessionUser ?? null;
  const clients = session.me?.clientAccounts ?? [];
  const acting = actingAccountName(session);
  const groups = menuGroupsFor(user).filter((g) => g.name !== 'partner-portal' && g.name !== 'settings' && g.name !== 'admin');
  return (
    <Box data-testid="partner-hq" sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {session.me?.account.name}: {clients.length} client account{clients.length === 1 ? '' : 's'}. Pick one to browse its data,
        read-only, within your permissions.
      </Typography>
      {clients.length ? (
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <AccountSwitcher variant="page" />
            {acting ? (
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="acting-account">
                Acting in <strong>{acting}</strong>.
              </Typography>
            ) : null}
          </CardContent>
        </Card>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          No client accounts yet.
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" gutterBottom>
            What you can open
          </Typography>
          {groups.map((g) => (
            <Box key={g.name} sx={{ mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {g.label}
              </Typography>
              {g.items.map((i) => (
                <Chip key={i.path} component={RouterLink} to={i.path} clickable size="small" label={i.title} sx={{ mr: 0.5, mb: 0.5 }} data-testid={`hq-link-${i.path}`} />
              ))}
            </Box>
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Also see <Link component={RouterLink} to="/partner-portal/clients">your clients</Link>.
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
