/**
 * The Golden Ticket programme: each account feature flag, what it is for, whether this account has it, and which
 * screens it unlocks (derived from the route manifest's guards: a screen needs every flag its guard lists).
 */
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSession } from '../access/useSession.ts';
import { evaluateGuard } from '../access/permissions.ts';
import { flagLabel, model } from '../model.ts';
import { screens, type Screen } from '../routing/screens.ts';

/** Screens guarded by at least one flag, with the flags each needs. */
export function flaggedScreens(all: Screen[] = screens): Screen[] {
  return all.filter((s) => !s.derived && s.guard.flags.length > 0);
}

export default function GoldenTicketPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const user = session.me?.sessionUser ?? null;
  const have = new Set(user?.flags ?? []);
  const flagged = flaggedScreens();
  return (
    <Box data-testid="golden-ticket" sx={{ maxWidth: 1000 }}>
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        The Golden Ticket programme adds tax-compliance and product-safety tools to your account. Each tool is switched on by
        feature flags on your account; a screen opens when your account holds every flag it lists. Sellyard support switches
        flags on for accounts that join the programme.
      </Typography>
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="subtitle1" gutterBottom>
            Feature flags
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Flag</TableCell>
                <TableCell>What it is for</TableCell>
                <TableCell>Unlocks (with the other flags listed there)</TableCell>
                <TableCell>Your account</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {model.flags.map((f) => (
                <TableRow key={f.name} data-testid={`flag-${f.name}`}>
                  <TableCell>
                    <strong>{f.label}</strong>
                    <br />
                    <code>{f.name}</code>
                  </TableCell>
                  <TableCell>{f.description}</TableCell>
                  <TableCell>
                    {flagged
                      .filter((s) => s.guard.flags.includes(f.name))
                      .map((s) => (
                        <div key={s.path}>{s.title}</div>
                      ))}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={have.has(f.name) ? 'On' : 'Off'} color={have.has(f.name) ? 'success' : 'default'} data-testid={`flag-state-${f.name}`} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" gutterBottom>
            Screens and the flags they need
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Screen</TableCell>
                <TableCell>Needs</TableCell>
                <TableCell>For you</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {flagged.map((s) => {
                const result = evaluateGuard(s.guard, user);
                return (
                  <TableRow key={s.path} data-testid={`flag-screen-${s.path}`}>
                    <TableCell>
                      {result.allowed ? (
                        <Link component={RouterLink} to={s.path}>
                          {s.title}
                        </Link>
                      ) : (
                        s.title
                      )}
                    </TableCell>
                    <TableCell>
                      {s.guard.flags.map((f) => (
                        <Chip key={f} size="small" label={flagLabel(f)} color={have.has(f) ? 'success' : 'default'} sx={{ mr: 0.5 }} />
                      ))}
                    </TableCell>
                    <TableCell>{result.allowed ? 'Open' : `Locked: missing ${[...result.missing.flags.map(flagLabel), ...result.missing.permissions, ...result.missing.roles].join(', ')}`}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
}
