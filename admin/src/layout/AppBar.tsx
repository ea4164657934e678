import { forwardRef, lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { AppBar as RaAppBar, TitlePortal, UserMenu, useLogout, useUserMenu } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Logout from '@mui/icons-material/Logout';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useSession } from '../access/useSession.ts';
import { roleLabel } from '../model.ts';

/** Only partners and platform admins have client accounts to switch between: the picker (a select) loads for them alone. */
const AccountSwitcher = lazy(() => import('./AccountSwitcher.tsx').then((m) => ({ default: m.AccountSwitcher })));

const MyAccountItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} {...props} component={Link} to="/my-account" onClick={() => userMenu?.onClose()} data-testid="menu-my-account">
      <ListItemIcon>
        <AccountCircle fontSize="small" />
      </ListItemIcon>
      <ListItemText>My Account</ListItemText>
    </MenuItem>
  );
});

const SignOutItem = forwardRef<HTMLLIElement>((props, ref) => {
  const logout = useLogout();
  return (
    <MenuItem ref={ref} {...props} onClick={() => logout()} data-testid="sign-out">
      <ListItemIcon>
        <Logout fontSize="small" />
      </ListItemIcon>
      <ListItemText>Sign out</ListItemText>
    </MenuItem>
  );
});

export function AppBar() {
  const session = useSession();
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <MyAccountItem />
          <SignOutItem />
        </UserMenu>
      }
    >
      <TitlePortal />
      <Box sx={{ flex: 1 }} />
      {session.me ? (
        <Chip
          size="small"
          label={`${session.me.account.name} · ${roleLabel(session.me.sessionUser.role)}`}
          sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.5)', mr: 1, display: { xs: 'none', md: 'flex' } }}
          variant="outlined"
          data-testid="current-user"
        />
      ) : null}
      {session.me?.clientAccounts?.length ? (
        <Suspense fallback={null}>
          <AccountSwitcher />
        </Suspense>
      ) : null}
    </RaAppBar>
  );
}
