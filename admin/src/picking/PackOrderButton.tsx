/**
 * "Pack" on a sales order's view: opens the pack screen (scan each item into the parcel, then ship) for a paid or
 * partly shipped order with something still to ship, to roles that may ship; hidden otherwise (as Ship is).
 */
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useSession } from '../access/useSession.ts';
import { can } from '../access/useCan.ts';

const PACKABLE = ['PAID', 'PARTIALLY_SHIPPED'];

export function PackOrderButton({ record }: { record: Record<string, any> }) {
  const session = useSession();
  const remaining = (record.lines ?? []).some((l: Record<string, any>) => Number(l.quantity ?? 0) > Number(l.shipped_qty ?? 0));
  if (!PACKABLE.includes(String(record.status)) || !remaining) return null;
  if (!can(session, 'create', 'shipments') || !can(session, 'update', 'shipments')) return null;
  return (
    <Button component={RouterLink} to={`/sales-orders/order/pack/${encodeURIComponent(String(record.id))}`} variant="outlined" size="small" startIcon={<QrCodeScannerIcon />} data-testid="pack-button">
      Pack
    </Button>
  );
}
