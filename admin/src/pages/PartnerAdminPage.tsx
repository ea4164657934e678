/**
 * Partner Admin (`/partner-portal/admin`): the partner firm itself (`GET /api/partner/organisation`) — its
 * details, its users (invite another with a one-time link; suspend or reinstate anyone but yourself) and, per
 * client account, since when, who owns it and whether the owner has accepted. Platform admins see the partner
 * firm they act in.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSession } from '../access/useSession.ts';
import { model, permissionLabel } from '../model.ts';
import { formErrors, sendJson, type FieldMessages } from '../onboarding/api.ts';
import { InvitationLinkCard, type IssuedInvitation } from '../onboarding/InvitationLinkCard.tsx';
import { countryName } from '../onboarding/places.ts';
import type { Screen } from '../routing/screens.ts';
import { formatDate, formatDateTime } from '../lib/dates.ts';

interface PartnerUser {
  id: string;
  email: string;
  name: string;
  role: string;
  permissions: string[];
  status: 'INVITED' | 'ACTIVE' | 'SUSPENDED';
  last_login_at: string | null;
  version: number;
  invitation_expires_at: string | null;
  is_you: boolean;
}

interface Organisation {
  account: { id: string; name: string; kind: string; country: string; currency: string; timezone: string; created_at: string };
  users: PartnerUser[];
  clients: Array<{ id: string; name: string; country: string; currency: string; created_at: string; owner: PartnerUser | null; status: string }>;
}

const STATUS: Record<string, { label: string; color: 'success' | 'info' | 'warning' | 'default' | 'error' }> = {
  ACTIVE: { label: 'Active', color: 'success' },
  INVITED: { label: 'Invitation sent', color: 'info' },
  INVITATION_EXPIRED: { label: 'Invitation expired', color: 'warning' },
  SUSPENDED: { label: 'Suspended', color: 'default' },
  NO_OWNER: { label: 'No owner', color: 'error' },
};

const date = (value: string | null) => (value ? formatDate(value) : '—');
const dateTime = (value: string | null) => (value ? formatDateTime(value) : 'Never');

function StatusChip({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: status, color: 'default' as const };
  return <Chip size="small" label={s.label} color={s.color} variant="outlined" data-testid={`status-${status}`} />;
}

/** The invite-a-partner-user form; permissions default to, and may not exceed, the inviter's. */
function InviteUserForm({ grantable, ownAccount, onInvited }: { grantable: string[]; ownAccount: boolean; onInvited: (user: PartnerUser, invitation: IssuedInvitation) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<string[]>(grantable);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found: FieldMessages = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = 'must be an email address, such as maria@example.com';
    if (!name.trim()) found.name = 'is required';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const result = await sendJson<{ user: PartnerUser; invitation: IssuedInvitation }>('POST', '/api/partner/users', { email, name, permissions }, { ownAccount });
      onInvited(result.user, result.invitation);
      setEmail('');
      setName('');
    } catch (error) {
      const mapped = formErrors(error, ['email', 'name', 'permissions']);
      setErrors(mapped.fields);
      setFormError(mapped.form);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="invite-user-form" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">Invite a colleague</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name ? `Name ${errors.name}` : ' '} margin="dense" required fullWidth slotProps={{ htmlInput: { 'data-testid': 'invite-name' } }} />
        <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={!!errors.email} helperText={errors.email ? `Email ${errors.email}` : ' '} margin="dense" required fullWidth slotProps={{ htmlInput: { 'data-testid': 'invite-email' } }} />
      </Stack>
      {grantable.length ? (
        <FormGroup row aria-label="Permissions in client accounts">
          {grantable.map((p) => (
            <FormControlLabel
              key={p}
              label={permissionLabel(p)}
              control={<Checkbox checked={permissions.includes(p)} onChange={(e) => setPermissions((ps) => (e.target.checked ? [...ps, p] : ps.filter((x) => x !== p)))} />}
            />
          ))}
        </FormGroup>
      ) : null}
      {errors.permissions ? <Alert severity="error">Permissions {errors.permissions}</Alert> : null}
      {formError ? <Alert severity="error" role="alert" data-testid="invite-error" sx={{ mt: 1 }}>{formError}</Alert> : null}
      <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: 1 }} data-testid="invite-submit">
        {busy ? 'Inviting…' : 'Send invitation'}
      </Button>
    </Box>
  );
}

export default function PartnerAdminPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const isPartner = session.me?.sessionUser.role === 'partner';
  const [data, setData] = useState<Organisation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ who: string; invitation: IssuedInvitation } | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setData(await sendJson<Organisation>('GET', '/api/partner/organisation', undefined, { ownAccount: isPartner }));
    } catch (error) {
      setLoadError(formErrors(error, []).form ?? 'The partner firm could not be loaded.');
    }
  }, [isPartner, session.actingAccountId]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (key: string, run: () => Promise<void>) => {
    setActionError(null);
    setPending(key);
    try {
      await run();
      await load();
    } catch (error) {
      setActionError(formErrors(error, []).form);
    } finally {
      setPending(null);
    }
  };
  const transition = (user: PartnerUser, name: 'suspend' | 'reinstate') =>
    act(`${name}-${user.id}`, async () => {
      await sendJson('POST', `/api/partner/users/${user.id}/${name}`, { version: user.version }, { ownAccount: isPartner });
    });
  const newLink = (user: PartnerUser) =>
    act(`invite-${user.id}`, async () => {
      const result = await sendJson<{ invitation: IssuedInvitation }>('POST', `/api/partner/users/${user.id}/invitation`, {}, { ownAccount: isPartner });
      setIssued({ who: `${user.name} <${user.email}>`, invitation: result.invitation });
    });

  const heading = (
    <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
      {screen.title}
    </Typography>
  );
  if (loadError) {
    return (
      <Box data-testid="partner-admin" sx={{ maxWidth: 1000 }}>
        {heading}
        <Alert severity="error" data-testid="load-error" action={<Button onClick={() => void load()}>Retry</Button>}>{loadError}</Alert>
      </Box>
    );
  }
  if (!data) {
    return (
      <Box data-testid="partner-admin">
        {heading}
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  // A partner hands on at most their own permissions; a platform admin any of them.
  const grantable = isPartner ? (session.me?.sessionUser.permissions ?? []) : model.permissions.map((p) => p.name);
  return (
    <Box data-testid="partner-admin" sx={{ maxWidth: 1000 }}>
      {heading}
      {issued ? <InvitationLinkCard invitation={issued.invitation} who={issued.who} onDismiss={() => setIssued(null)} /> : null}
      {actionError ? <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="action-error" onClose={() => setActionError(null)}>{actionError}</Alert> : null}

      <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="partner-organisation">
        <Typography variant="h6" component="h2">{data.account.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          Partner firm · {countryName(data.account.country) ?? data.account.country} · {data.account.currency} · {data.account.timezone} · on Sellyard since {date(data.account.created_at)}
        </Typography>
      </Paper>

      <Typography variant="h6" component="h2" gutterBottom>Your team</Typography>
      <Table size="small" aria-label="Partner users" data-testid="partner-users">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Permissions</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Last sign-in</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.users.map((u) => (
            <TableRow key={u.id} data-testid={`partner-user-${u.email}`}>
              <TableCell>{u.name}{u.is_you ? ' (you)' : ''}</TableCell>
              <TableCell>{u.email}</TableCell>
              <TableCell>{u.permissions.map(permissionLabel).join(', ') || '—'}</TableCell>
              <TableCell><StatusChip status={u.status === 'INVITED' && u.invitation_expires_at && new Date(u.invitation_expires_at) < new Date() ? 'INVITATION_EXPIRED' : u.status} /></TableCell>
              <TableCell>{dateTime(u.last_login_at)}</TableCell>
              <TableCell align="right">
                {u.is_you ? null : u.status === 'ACTIVE' ? (
                  <Button size="small" disabled={!!pending} onClick={() => void transition(u, 'suspend')} data-testid={`suspend-${u.email}`}>Suspend</Button>
                ) : u.status === 'SUSPENDED' ? (
                  <Button size="small" disabled={!!pending} onClick={() => void transition(u, 'reinstate')} data-testid={`reinstate-${u.email}`}>Reinstate</Button>
                ) : (
                  <Button size="small" disabled={!!pending} onClick={() => void newLink(u)} data-testid={`new-link-${u.email}`}>New invitation link</Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <InviteUserForm grantable={grantable} ownAccount={isPartner} onInvited={(u, invitation) => { setIssued({ who: `${u.name} <${u.email}>`, invitation }); void load(); }} />

      <Typography variant="h6" component="h2" sx={{ mt: 4 }} gutterBottom>Client accounts</Typography>
      <Table size="small" aria-label="Client accounts" data-testid="partner-client-table">
        <TableHead>
          <TableRow>
            <TableCell>Client account</TableCell>
            <TableCell>Owner</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Account created</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.clients.map((c) => (
            <TableRow key={c.id} data-testid={`partner-client-${c.id}`}>
              <TableCell>{c.name}<Typography variant="caption" component="div" color="text.secondary">{countryName(c.country) ?? c.country} · {c.currency}</Typography></TableCell>
              <TableCell>{c.owner ? <>{c.owner.name}<Typography variant="caption" component="div" color="text.secondary">{c.owner.email}</Typography></> : '—'}</TableCell>
              <TableCell><StatusChip status={c.status} /></TableCell>
              <TableCell>{date(c.created_at)}</TableCell>
              <TableCell align="right">
                {c.owner && c.owner.status === 'INVITED' ? (
                  <Button size="small" disabled={!!pending} onClick={() => void newLink(c.owner!)} data-testid={`client-new-link-${c.id}`}>New invitation link</Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
          {data.clients.length === 0 ? (
            <TableRow><TableCell colSpan={5}>No client accounts yet: create one on the Clients page.</TableCell></TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Box>
  );
}
