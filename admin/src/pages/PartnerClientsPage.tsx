/** The partner's client accounts, each with a way in; creating a client account is described, not built yet. */
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSession } from '../access/useSession.ts';
import { setActingAccount } from '../access/session.ts';
import type { Screen } from '../routing/screens.ts';

export default function PartnerClientsPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clients = session.me?.clientAccounts ?? [];
  const open = (id: string) => {
    setActingAccount(id);
    queryClient.removeQueries();
    navigate('/partner-portal/hq');
  };
  return (
    <Box data-testid="partner-clients" sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>Client account</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.map((c) => (
            <TableRow key={c.id} data-testid={`client-${c.id}`}>
              <TableCell>
                {c.name}
                {session.actingAccountId === c.id ? ' (current)' : ''}
              </TableCell>
              <TableCell align="right">
                <Button size="small" variant="outlined" onClick={() => open(c.id)} data-testid={`browse-client-${c.id}`}>
                  Browse
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {clients.length === 0 ? (
            <TableRow>
              <TableCell colSpan={2}>No client accounts yet.</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      <Alert severity="info">Creating a client account from here (an invitation the merchant accepts) is planned.</Alert>
    </Box>
  );
}
