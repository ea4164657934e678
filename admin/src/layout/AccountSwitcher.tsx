import { useQueryClient } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSession } from '../access/useSession.ts';
import { setActingAccount } from '../access/session.ts';

/**
 * Picks the client account a partner (or platform admin) acts in. Data requests then carry `X-Account-Id`; every
 * cached query is dropped so no screen shows the previous account's rows.
 */
export function AccountSwitcher({ variant = 'appbar' }: { variant?: 'appbar' | 'page' }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const clients = session.me?.clientAccounts ?? [];
  if (!session.me || clients.length === 0) return null;
  const isPartner = session.me.sessionUser.role === 'partner';
  const value = session.actingAccountId ?? '';
  const onChange = (id: string) => {
    setActingAccount(id || null);
    queryClient.removeQueries();
  };
  return (
    <TextField
      select
      size="small"
      label="Client account"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': `account-switcher-${variant}` }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={
        variant === 'appbar'
          ? { flex: '0 0 auto', width: 220, mx: 1, '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' }, '& label': { color: 'inherit' } }
          : { minWidth: 280 }
      }
    >
      {!isPartner ? <MenuItem value="">{session.me.account.name} (own account)</MenuItem> : null}
      {clients.map((c) => (
        <MenuItem key={c.id} value={c.id} data-testid={`account-option-${c.id}`}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
