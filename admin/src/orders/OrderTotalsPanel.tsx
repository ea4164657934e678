import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../lib/money.ts';

export interface TotalsLike {
  subtotal: number;
  discount_total: number;
  shipping_total: number;
  tax_total: number;
  total: number;
}

/** Subtotal, discounts, shipping, tax and total of an order, in its currency. */
export function OrderTotalsPanel({ totals, currency, live }: { totals: TotalsLike; currency: string; live?: boolean }) {
  const rows: Array<[string, keyof TotalsLike]> = [
    ['Subtotal', 'subtotal'],
    ['Discounts', 'discount_total'],
    ['Shipping', 'shipping_total'],
    ['Tax', 'tax_total'],
  ];
  return (
    <Card variant="outlined" data-testid="order-totals">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          Totals{live ? ' (live)' : ''}
        </Typography>
        <Table size="small">
          <TableBody>
            {rows.map(([label, key]) => (
              <TableRow key={key}>
                <TableCell sx={{ border: 0, pl: 0 }}>{label}</TableCell>
                <TableCell sx={{ border: 0, pr: 0 }} align="right" data-testid={`totals-${key}`}>
                  {key === 'discount_total' && totals[key] ? '−' : ''}
                  {formatMoney(totals[key] ?? 0, currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Divider sx={{ my: 1 }} />
        <Typography variant="h6" align="right" data-testid="totals-total">
          {formatMoney(totals.total ?? 0, currency)}
        </Typography>
      </CardContent>
    </Card>
  );
}
