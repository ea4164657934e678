import Alert from '@mui/material/Alert';
import { useSession } from '../access/useSession.ts';
import { actingAccountName } from '../access/session.ts';
import type { Screen } from '../routing/screens.ts';

/** Tells a partner (or admin) whose data a generic screen shows, and that it is read-only for partners. */
export function ActingBanner({ screen }: { screen: Screen }) {
  const session = useSession();
  const name = actingAccountName(session);
  if (!screen.entity || screen.group === 'partner-portal') return null;
  const partner = session.me?.sessionUser.role === 'partner';
  if (!name) {
    return partner ? (
      <Alert severity="info" sx={{ mb: 1 }} data-testid="acting-banner">
        Pick a client account (top right, or in Partner HQ) to browse its data.
      </Alert>
    ) : null;
  }
  return (
    <Alert severity="info" sx={{ mb: 1 }} data-testid="acting-banner">
      Viewing <strong>{name}</strong>
      {partner ? ' — read-only partner access.' : ' as a platform admin.'}
    </Alert>
  );
}
