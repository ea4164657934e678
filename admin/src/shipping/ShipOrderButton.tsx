/**
 * "Ship" on a sales order's view: opens the Ship dialog (its own chunk) for a paid or partly shipped order with
 * something still to ship, to roles that may create and update shipments; hidden otherwise.
 */
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { useSession } from '../access/useSession.ts';
import { can } from '../access/useCan.ts';

const ShipOrderDialog = lazy(() => import('./ShipOrderDialog.tsx').then((m) => ({ default: m.ShipOrderDialog })));

const SHIPPABLE = ['PAID', 'PARTIALLY_SHIPPED'];

export function ShipOrderButton({ record, onShipped }: { record: Record<string, any>; onShipped: () => void }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const remaining = (record.lines ?? []).some((l: Record<string, any>) => Number(l.quantity ?? 0) > Number(l.shipped_qty ?? 0));
  if (!SHIPPABLE.includes(String(record.status)) || !remaining) return null;
  if (!can(session, 'create', 'shipments') || !can(session, 'update', 'shipments')) return null;
  return (
    <>
      <Button variant="contained" size="small" startIcon={<LocalShippingIcon />} onClick={() => setOpen(true)} data-testid="ship-button">
        Ship
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShipOrderDialog order={record} onClose={() => { setOpen(false); onShipped(); }} />
        </Suspense>
      ) : null}
    </>
  );
}
