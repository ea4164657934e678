/**
 * The partner's client accounts, each with a way in, and creating a new one: a merchant account the partner
 * manages, whose owner is invited by a one-time link (shown once, like an API key). Platform admins see every
 * account; a client they create belongs to the partner account they act in, or to none.
 */
import { useState } from 'react';
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
import AddIcon from '@mui/icons-material/Add';
import { useSession } from '../access/useSession.ts';
import { refreshSession, setActingAccount, actingAccountName } from '../access/session.ts';
import { InvitationLinkCard } from '../onboarding/InvitationLinkCard.tsx';
import { NewClientForm, type CreatedClient } from '../onboarding/NewClientForm.tsx';
import type { Screen } from '../routing/screens.ts';

export default function PartnerClientsPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const clients = session.me?.clientAccounts ?? [];
  const isPartner = session.me?.sessionUser.role === 'partner';
  const open = (id: string) => {
    setActingAccount(id);
    queryClient.removeQueries();
    navigate('/partner-portal/hq');
  };
  const onCreated = async (client: CreatedClient) => {
    setCreated(client);
    setCreating(false);
    // The new client is one of the session's client accounts from now on.
    await refreshSession();
  };
  const acting = actingAccountName(session);
  return (
    <Box data-testid="partner-clients" sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      {created ? (
        <>
          <Alert severity="info" sx={{ mb: 1 }} data-testid="client-created">
            {created.account.name} is created. Its owner, {created.owner.name}, signs in once they accept the invitation.
          </Alert>
          <InvitationLinkCard invitation={created.invitation} who={`${created.owner.name} <${created.owner.email}>`} onDismiss={() => setCreated(null)} />
        </>
      ) : null}
      {creating ? (
        <>
          {!isPartner ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {acting ? `The new account is managed by the account you act in (${acting}) when that is a partner firm.` : 'You act in no partner firm: the new merchant account will be managed by no partner.'}
            </Alert>
          ) : null}
          <NewClientForm ownAccount={isPartner} onCreated={(c) => void onCreated(c)} onCancel={() => setCreating(false)} />
        </>
      ) : (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ mb: 2 }} data-testid="new-client">
          New client account
        </Button>
      )}
      <Table size="small" sx={{ mb: 2 }} aria-label="Client accounts">
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
              <TableCell colSpan={2}>No client accounts yet: create the first one above.</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {isPartner ? (
        <Typography variant="body2" color="text.secondary">
          Owners, invitation status and your own team are on the Partner Admin page.
        </Typography>
      ) : null}
    </Box>
  );
}
