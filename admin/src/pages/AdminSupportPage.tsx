/**
 * The platform admin's support console: find accounts and users, and switch account feature flags on and off
 * (only admins may write them; the API refuses everyone else).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { model, roleLabel } from '../model.ts';
import { errorMessage } from '../data/dataProvider.ts';
import type { Screen } from '../routing/screens.ts';

export default function AdminSupportPage({ screen }: { screen: Screen }) {
  const [q, setQ] = useState('');
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const filter = q ? { q } : {};
  const accounts = useGetList('accounts', { filter, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 50 }, meta: { ownAccount: true } });
  const users = useGetList('users', { filter, sort: { field: 'email', order: 'ASC' }, pagination: { page: 1, perPage: 50 }, meta: { ownAccount: true } });
  const accountName = new Map((accounts.data ?? []).map((a) => [a.id, a.name]));

  const toggle = async (account: Record<string, any>, flag: string) => {
    const flags: string[] = account.feature_flags ?? [];
    const next = flags.includes(flag) ? flags.filter((f) => f !== flag) : [...flags, flag];
    try {
      await dataProvider.update('accounts', { id: account.id, data: { feature_flags: next, version: account.version }, previousData: account as never, meta: { ownAccount: true } });
      notify(`${account.name}: ${flag} ${next.includes(flag) ? 'on' : 'off'}`, { type: 'success' });
      queryClient.invalidateQueries({ queryKey: ['accounts'] });
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  };

  return (
    <Box data-testid="admin-support">
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      <TextField label="Find accounts and users" value={q} onChange={(e) => setQ(e.target.value)} size="small" sx={{ mb: 2, minWidth: 320 }} slotProps={{ htmlInput: { 'data-testid': 'support-search' } }} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1">Accounts {accounts.total !== undefined ? `(${accounts.total})` : ''}</Typography>
          {accounts.error ? <Typography color="error">{errorMessage(accounts.error)}</Typography> : null}
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Kind</TableCell>
                {model.flags.map((f) => (
                  <TableCell key={f.name} align="center">
                    {f.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(accounts.data ?? []).map((a) => (
                <TableRow key={a.id} data-testid={`support-account-${a.id}`}>
                  <TableCell>{a.name}</TableCell>
                  <TableCell>{a.kind}</TableCell>
                  {model.flags.map((f) => (
                    <TableCell key={f.name} align="center">
                      <Checkbox size="small" checked={(a.feature_flags ?? []).includes(f.name)} onChange={() => toggle(a, f.name)} disabled={a.kind !== 'MERCHANT'} slotProps={{ input: { 'aria-label': `${a.name} ${f.label}` } }} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1">Users {users.total !== undefined ? `(${users.total})` : ''}</Typography>
          {users.error ? <Typography color="error">{errorMessage(users.error)}</Typography> : null}
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Email</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Account</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(users.data ?? []).map((u) => (
                <TableRow key={u.id}>
                  <TableCell>{u.email}</TableCell>
                  <TableCell>{u.name}</TableCell>
                  <TableCell>{roleLabel(u.role)}</TableCell>
                  <TableCell>{u.status}</TableCell>
                  <TableCell>{accountName.get(u.account_id) ?? u.account_id}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
}
