/** A product's stock per location (on hand, allocated, available, incoming) and its latest movements. */
import { useQuery } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSession } from '../access/useSession.ts';
import { can } from '../access/useCan.ts';
import { MovementsTable } from './MovementsTable.tsx';
import { fetchStock } from './api.ts';

export default function ProductStockPanel({ record }: { record: { id: string } }) {
  const session = useSession();
  const allowed = can(session, 'read', 'stock-levels');
  const { data } = useQuery({ queryKey: ['stock', { product_id: record.id }], queryFn: () => fetchStock({ product_id: record.id }, 0, 100), enabled: allowed });
  if (!allowed) return null;
  const locations = new Map((data?.rows ?? []).map((r) => [r.location_id, r.location]));
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="product-stock">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>Stock</Typography>
        {data?.rows.length ? (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Location</TableCell>
                <TableCell align="right">On hand</TableCell>
                <TableCell align="right">Allocated</TableCell>
                <TableCell align="right">Available</TableCell>
                <TableCell align="right">Incoming</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((r) => (
                <TableRow key={r.id} data-testid={`product-stock-${r.location}`}>
                  <TableCell>{r.location}</TableCell>
                  <TableCell align="right">{r.on_hand}</TableCell>
                  <TableCell align="right">{r.allocated}</TableCell>
                  <TableCell align="right">{r.available}</TableCell>
                  <TableCell align="right">{r.incoming}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography variant="body2" color="text.secondary">No stock at any location.</Typography>
        )}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>Latest movements</Typography>
        <MovementsTable productId={record.id} locations={locations} />
      </CardContent>
    </Card>
  );
}
