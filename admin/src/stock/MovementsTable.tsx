/** The latest stock movements of a product (or of one level): when, where, change, on hand after, why, who. */
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../data/dataProvider.ts';
import { enumLabel } from '../generic/FieldValue.tsx';
import { entityByName, fieldOf } from '../model.ts';

/** A movement's reason in the schema's words. */
const reasonField = fieldOf(entityByName('stock-movement')!, 'reason');
import { fetchMovements } from './api.ts';

export function MovementsTable({ productId, locationId, locations, refreshKey = 0 }: { productId?: string; locationId?: string; locations?: Map<string, string>; refreshKey?: number }) {
  const filter = { ...(productId ? { product_id: productId } : {}), ...(locationId ? { location_id: locationId } : {}) };
  const { data, error, isPending } = useQuery({ queryKey: ['stock-movements', 'latest', filter, refreshKey], queryFn: () => fetchMovements(filter, 10) });
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (isPending) return null;
  if (!data.length) return <Typography variant="body2" color="text.secondary">No movements yet.</Typography>;
  return (
    <Table size="small" data-testid="stock-movements">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          {locations ? <TableCell>Location</TableCell> : null}
          <TableCell>Reason</TableCell>
          <TableCell align="right">Change</TableCell>
          <TableCell align="right">On hand after</TableCell>
          <TableCell>Document / note</TableCell>
          <TableCell>By</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((m) => (
          <TableRow key={m.id} data-testid={`movement-${m.reason}`}>
            <TableCell>{new Date(m.created_at).toLocaleString()}</TableCell>
            {locations ? <TableCell>{locations.get(m.location_id) ?? ''}</TableCell> : null}
            <TableCell>{enumLabel(reasonField, m.reason)}</TableCell>
            <TableCell align="right" data-testid="movement-quantity">{m.quantity > 0 ? `+${m.quantity}` : m.quantity}</TableCell>
            <TableCell align="right">{m.on_hand_after}</TableCell>
            <TableCell data-testid="movement-note">{[m.reference_label, m.note].filter(Boolean).join(' · ')}</TableCell>
            <TableCell>{m.user_email ?? m.job ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
