/**
 * "Label" on a shipment whose label was bought (`label_format` set): downloads the carrier's label as the API
 * stores it (GET /api/shipments/:id/label, PDF or ZPL), through the data provider's fetch so it also works while
 * acting in another account. Buying and voiding are the shipment's own `buy-label` / `void-label` actions.
 */
import { useState } from 'react';
import { useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { downloadFile, errorMessage } from '../data/dataProvider.ts';

export function ShipmentLabelButton({ record }: { record: Record<string, unknown> }) {
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const format = record.label_format === 'ZPL' ? 'zpl' : record.label_format === 'PDF' ? 'pdf' : null;
  if (!format) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/api/shipments/${String(record.id)}/label?format=${format}&download=1`, `label-${String(record.number ?? record.id)}.${format}`);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<LocalShippingIcon />} disabled={busy} aria-busy={busy || undefined} onClick={download} data-testid="shipment-label-button">
      {busy ? '…' : `Label (${format.toUpperCase()})`}
    </Button>
  );
}
