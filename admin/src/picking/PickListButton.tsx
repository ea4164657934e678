/**
 * "Pick list" on the orders list: for the selection (next to Print and Ship), and, on the To ship view with nothing
 * selected, for every order to ship. Opens `GET /api/documents/pick-list` as a PDF in a new tab (in the own
 * account; acting in another account a link cannot carry `X-Account-Id`, so it is fetched and saved, as Print does).
 * Only for roles that may ship (the API refuses the others too).
 */
import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import ChecklistIcon from '@mui/icons-material/Checklist';
import { useSession } from '../access/useSession.ts';
import { can } from '../access/useCan.ts';
import { BUILT_IN_VIEWS } from '../views/listViews.ts';
import { downloadFile, errorMessage } from '../data/dataProvider.ts';

/** The pick list's PDF of these orders; none: every order to ship. */
export function pickListUrl(ids: Array<string | number>): string {
  const query = new URLSearchParams({ format: 'pdf' });
  if (ids.length) query.set('ids', ids.map(String).join(','));
  return `/api/documents/pick-list?${query}`;
}

export function PickListButton({ ids, label = 'Pick list', testId = 'pick-list' }: { ids: Array<string | number>; label?: string; testId?: string }) {
  const session = useSession();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!can(session, 'create', 'shipments') || !can(session, 'update', 'shipments')) return null;
  const url = pickListUrl(ids);
  if (!session.actingAccountId) {
    return (
      <Button size="small" variant="outlined" startIcon={<ChecklistIcon />} href={url} target="_blank" rel="noopener" data-testid={testId}>
        {label}
      </Button>
    );
  }
  const fetchIt = async () => {
    setBusy(true);
    try {
      await downloadFile(url, 'pick-list.pdf');
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<ChecklistIcon />} disabled={busy} aria-busy={busy || undefined} onClick={fetchIt} data-testid={testId}>
      {label}
    </Button>
  );
}

const TO_SHIP = BUILT_IN_VIEWS['sales-order']?.find((v) => v.name === 'To ship')?.filter;
const sameFilter = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(Object.entries(a).sort(([x], [y]) => x.localeCompare(y))) === JSON.stringify(Object.entries(b).sort(([x], [y]) => x.localeCompare(y)));

/** On the orders list's toolbar while the To ship view is shown: the pick list of every order to ship. */
export function ToShipPickListButton() {
  const { filterValues } = useListContext();
  if (!TO_SHIP || !sameFilter(filterValues ?? {}, TO_SHIP)) return null;
  return <PickListButton ids={[]} label="Pick list: to ship" testId="pick-list-to-ship" />;
}
