import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { apiFetch } from '../data/dataProvider.ts';
import { useQuery } from '@tanstack/react-query';
import { dateSettings, setDateSettings } from '../lib/dates.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../access/useSession.ts';
import { ownAccountPreload } from '../access/session.ts';
import { productName } from '../model.ts';
import { AppBar } from './AppBar.tsx';
import { AppMenu } from './AppMenu.tsx';

/** A bare frame for signed-out visitors and public pages: no menu, no app bar. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f6f7f9' }} data-testid="public-layout">
      <Box sx={{ px: 3, py: 2, bgcolor: '#1f3a5f', color: '#fff' }}>
        <Typography variant="h6" component="div" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
          {productName}
        </Typography>
      </Box>
      <Box sx={{ maxWidth: 960, mx: 'auto', p: 3 }}>{children}</Box>
    </Box>
  );
}

/**
 * The account's date format and time zone (General Settings, readable by every member), applied before the
 * screens render so every date on every screen reads the same. Keyed by the account acted in.
 */
function useAccountDates(accountKey: string | null): boolean {
  // The own account's settings came with the session (/api/auth/me): no request of their own until they change.
  const session = useSession();
  const preloaded = ownAccountPreload(session)?.dates ?? undefined;
  const { data, isPending } = useQuery({
    queryKey: ['general-settings', 'dates', accountKey],
    initialData: preloaded,
    initialDataUpdatedAt: session.loadedAt,
    // A failure keeps the defaults: dates still show, in DD/MM/YYYY.
    queryFn: () => apiFetch('/api/general-settings').then((r) => (r.ok ? r.json() : null)).catch(() => null),
    enabled: accountKey !== null,
    staleTime: 5 * 60_000,
  });
  if (data) setDateSettings({ dateFormat: data.date_format, timeZone: data.timezone });
  return !isPending;
}

/** The secure layout: react-admin's Layout with the manifest menu; signed-out visitors get the public frame. */
export function AppLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const ready = useAccountDates(signedIn ? session.actingAccountId ?? session.me?.account.id ?? '' : null);
  if (!signedIn) return <PublicFrame>{children}</PublicFrame>;
  return (
    // react-admin's layout is `min-width: fit-content`, and flex items do not shrink below their widest child:
    // both are undone so a wide table scrolls inside its own region instead of pushing the page sideways.
    <Layout appBar={AppBar} menu={AppMenu} sx={{
        minWidth: 0,
        '& .RaLayout-content': { pt: 1, minWidth: 0 },
        '& .RaLayout-contentWithSidebar': { minWidth: 0 },
        '& .RaList-main': { minWidth: 0 },
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
      }}>
      <div data-testid="secure-layout" data-date-format={ready ? dateSettings().dateFormat : undefined}>{children}</div>
    </Layout>
  );
}
