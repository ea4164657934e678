import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../access/useSession.ts';
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

/** The secure layout: react-admin's Layout with the manifest menu; signed-out visitors get the public frame. */
export function AppLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status !== 'signedIn') return <PublicFrame>{children}</PublicFrame>;
  return (
    <Layout appBar={AppBar} menu={AppMenu} sx={{ '& .RaLayout-content': { pt: 1 } }}>
      <div data-testid="secure-layout">{children}</div>
    </Layout>
  );
}
