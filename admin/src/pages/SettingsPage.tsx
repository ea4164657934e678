/** Settings home: a link to every settings screen the user may open, from the manifest. */
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSession } from '../access/useSession.ts';
import { evaluateGuard } from '../access/permissions.ts';
import { screens, type Screen } from '../routing/screens.ts';

export default function SettingsPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const user = session.me?.sessionUser ?? null;
  const items = screens.filter(
    (s) => s.group === 'settings' && !s.derived && s.route.menu !== false && s.path !== screen.path && !s.path.includes(':') && (s.kind === 'list' || s.kind === 'page') && evaluateGuard(s.guard, user).allowed,
  );
  return (
    <Box data-testid="settings-home">
      <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="screen-heading">
        {screen.title}
      </Typography>
      <Grid container spacing={2}>
        {items.map((s) => (
          <Grid key={s.path} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={s.path} sx={{ height: '100%' }} data-testid={`settings-link-${s.path}`}>
                <CardContent>
                  <Typography variant="subtitle1">{s.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {s.description ?? (s.entity ? `Manage ${s.title.toLowerCase()}.` : '')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
