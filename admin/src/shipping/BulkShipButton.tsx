/**
 * "Ship" on the orders list's selection: one request (`POST /api/sales-orders/bulk-ship`) buys a label for each
 * paid, fully allocated order with its shipping method's carrier and service; the answer's dialog opens the one
 * PDF of every label bought and lists each order refused, by number, with the reason in words. Only for roles that
 * may create shipments.
 */
import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { useSession } from '../access/useSession.ts';
import { can } from '../access/useCan.ts';
import { API_URL, apiFetch, errorMessage } from '../data/dataProvider.ts';
import { LabelPdfButton } from './labelLinks.tsx';
import { refusalText } from './shipWords.ts';

interface BulkShipResult {
  shipped: Array<{ order_id: string; order_number: string; shipment_id: string; tracking_number: string | null }>;
  refused: Array<{ order_id: string; order_number: string | null; reason: string }>;
  labels_url: string | null;
}

export function BulkShipButton() {
  const session = useSession();
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkShipResult | null>(null);
  if (!can(session, 'create', 'shipments') || !can(session, 'update', 'shipments')) return null;

  const ship = async () => {
    setBusy(true);
    try {
      const response = await apiFetch(`${API_URL}/sales-orders/bulk-ship`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ ids: selectedIds }) });
      setResult((await response.json()) as BulkShipResult);
      onUnselectItems();
      await queryClient.invalidateQueries({ queryKey: ['sales-orders'] });
      await queryClient.invalidateQueries({ queryKey: ['shipments'] });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const shipped = result?.shipped.length ?? 0;
  return (
    <>
      <Button size="small" startIcon={<LocalShippingIcon />} disabled={busy} aria-busy={busy || undefined} onClick={ship} data-testid="bulk-ship">
        {busy ? 'Buying labels…' : 'Ship'}
      </Button>
      <Dialog open={!!result} onClose={() => setResult(null)} fullWidth maxWidth="sm" data-testid="bulk-ship-result">
        <DialogTitle>{shipped ? `${shipped} ${shipped === 1 ? 'label' : 'labels'} bought` : 'No label bought'}</DialogTitle>
        <DialogContent>
          {shipped ? (
            <Typography variant="body2" sx={{ mb: 2 }} data-testid="bulk-ship-shipped">
              {result!.shipped.map((s) => s.order_number).join(', ')}: print the labels, stick them on and hand the parcels to the carrier.
            </Typography>
          ) : null}
          {result?.refused.length ? (
            <>
              <Alert severity="warning" sx={{ mb: 1 }}>
                {result.refused.length} {result.refused.length === 1 ? 'order was' : 'orders were'} not shipped:
              </Alert>
              <List dense data-testid="bulk-ship-refused">
                {result.refused.map((r) => (
                  <ListItem key={r.order_id} disableGutters data-testid={`bulk-ship-refused-${r.order_number ?? r.order_id}`}>
                    <ListItemText primary={r.order_number ?? 'Unknown order'} secondary={refusalText(r.order_number, r.reason)} />
                  </ListItem>
                ))}
              </List>
            </>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setResult(null)} data-testid="bulk-ship-close">Close</Button>
          {result?.labels_url ? (
            <LabelPdfButton url={result.labels_url} fileName="labels.pdf" testId="bulk-ship-labels">
              Print {shipped === 1 ? 'the label' : `all ${shipped} labels`}
            </LabelPdfButton>
          ) : null}
        </DialogActions>
      </Dialog>
    </>
  );
}
