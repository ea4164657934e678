/**
 * The dashboard: today's and the last 30 days' sales and orders, orders by status, orders to ship and low stock,
 * as numbers and two charts. The charts are `@mui/x-charts` (DashboardCharts), loaded on demand: the library is a
 * chunk of its own, never in the initial JS. Above the figures, while a new account's first work is not all done, the
 * "Get started" checklist (FirstRunChecklist), whatever figures the user may see.
 */
import { lazy, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Loading, useDataProvider } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage, type DashboardData, type SellyardDataProvider } from '../data/dataProvider.ts';
import { useSession } from '../access/useSession.ts';
import { evaluateGuard } from '../access/permissions.ts';
import { formatMoney, formatMoneyList } from '../lib/money.ts';
import { enumLabel } from '../generic/FieldValue.tsx';
import { entityByName, fieldOf } from '../model.ts';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { SALES_CHART_HEIGHT, statusChartHeight } from './dashboardChartSizes.ts';
import { FirstRunChecklist } from './FirstRunChecklist.tsx';

const SalesDrawing = lazy(() => import('./DashboardCharts.tsx').then((m) => ({ default: m.SalesDrawing })));
const StatusDrawing = lazy(() => import('./DashboardCharts.tsx').then((m) => ({ default: m.StatusDrawing })));

/** An order status in the schema's words. */
const orderStatus = fieldOf(entityByName('sales-order')!, 'status');
import { pathFor, screens } from '../routing/screens.ts';

function Stat({ label, value, testId, sub }: { label: string; value: string | number; testId: string; sub?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="div" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
        {sub ? (
          <Typography variant="caption" color="text.secondary">
            {sub}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The 30 days ending at the last reported day, days without orders filled with zeros. */
export function fillDays(byDay: DashboardData['last30']['byDay'], count = 30): DashboardData['last30']['byDay'] {
  if (!byDay.length) return [];
  const known = new Map(byDay.map((d) => [d.date, d]));
  const last = new Date(`${byDay.map((d) => d.date).sort().at(-1)}T00:00:00Z`);
  return Array.from({ length: count }, (_v, i) => {
    const date = new Date(last.getTime() - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return known.get(date) ?? { date, orders: 0, sales: [] };
  });
}

/** A day's sales in one currency (orders in other currencies are not in it). */
const salesIn = (day: DashboardData['last30']['byDay'][number], currency: string) => day.sales.find((s) => s.currency === currency)?.amount ?? 0;

/** Daily sales of the last 30 days in one currency as bars, with the order count (all currencies) as a line. */
export function SalesChart({ days: reported, currency, action }: { days: DashboardData['last30']['byDay']; currency: string; action?: ReactNode }) {
  const days = fillDays(reported).map((d) => ({ date: d.date, orders: d.orders, amount: salesIn(d, currency) }));
  return (
    <ChartFigure
      testId="sales-chart"
      captionVariant="subtitle1"
      caption={`Sales per day in ${currency} (bars) and orders (line), last 30 days`}
      action={action}
      height={SALES_CHART_HEIGHT}
      columns={['Day', `Sales (${currency})`, 'Orders']}
      rows={days.map((d) => [d.date, formatMoney(d.amount, currency), String(d.orders)])}
    >
      <SalesDrawing days={days} currency={currency} />
    </ChartFigure>
  );
}

/** Orders per status as horizontal bars, each status in the schema's words. */
export function StatusBars({ byStatus }: { byStatus: Record<string, number> }) {
  const entries = Object.entries(byStatus)
    .filter(([, v]) => v > 0)
    .map(([status, count]) => ({ label: enumLabel(orderStatus, status), count }));
  return (
    <ChartFigure
      testId="status-chart"
      captionVariant="subtitle1"
      caption="Orders by status"
      height={statusChartHeight(entries.length)}
      columns={['Status', 'Orders']}
      rows={entries.map((e) => [e.label, String(e.count)])}
    >
      <StatusDrawing entries={entries} />
    </ChartFigure>
  );
}

/** Stock levels at or below their minimum, shortest first, each linking to its product. */
function LowStockCard({ data }: { data: DashboardData }) {
  const productsScreen = screens.find((s) => s.path === '/products-listings/products');
  const productLink = (id: string) => (productsScreen ? pathFor(productsScreen, 'edit', id) : undefined);
  return (
    <Card variant="outlined" data-testid="low-stock">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          Low stock{data.stockAllowed ? ` (${data.lowStockCount})` : ''}
        </Typography>
        {!data.stockAllowed ? (
          <Typography variant="body2" color="text.secondary">
            Stock figures appear here for users who may see products.
          </Typography>
        ) : data.lowStock.length ? (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>SKU</TableCell>
                <TableCell>Product</TableCell>
                <TableCell>Location</TableCell>
                <TableCell align="right">Available</TableCell>
                <TableCell align="right">Minimum</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.lowStock.map((row) => {
                const to = productLink(row.product_id);
                return (
                  <TableRow key={`${row.product_id}-${row.location}`} data-testid={`low-stock-${row.sku}`}>
                    <TableCell>{to ? <Link component={RouterLink} to={to}>{row.sku}</Link> : row.sku}</TableCell>
                    <TableCell>{row.title}</TableCell>
                    <TableCell>{row.location}</TableCell>
                    <TableCell align="right">{row.available}</TableCell>
                    <TableCell align="right">{row.minimum_level}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Nothing is running low.
          </Typography>
        )}
        {data.lowStockCount > data.lowStock.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The {data.lowStock.length} shortest of {data.lowStockCount} are shown.
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The 30 days' sales chart, one currency at a time (amounts in different currencies do not share an axis). */
function SalesCard({ data, accountCurrency }: { data: DashboardData; accountCurrency: string }) {
  const currencies = data.last30.sales.map((s) => s.currency);
  const [chosen, setChosen] = useState<string | undefined>();
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0] ?? accountCurrency;
  return (
    <Card variant="outlined">
      <CardContent>
        <SalesChart
          days={data.last30.byDay ?? []}
          currency={currency}
          action={
            currencies.length > 1 ? (
              <ButtonGroup size="small" aria-label="Currency of the chart" data-testid="sales-chart-currency">
                {currencies.map((c) => (
                  <Button key={c} variant={c === currency ? 'contained' : 'outlined'} onClick={() => setChosen(c)} aria-pressed={c === currency}>
                    {c}
                  </Button>
                ))}
              </ButtonGroup>
            ) : null
          }
        />
      </CardContent>
    </Card>
  );
}

export default function DashboardPage() {
  const dataProvider = useDataProvider<SellyardDataProvider>();
  const session = useSession();
  const user = session.me?.sessionUser ?? null;
  const ordersScreen = screens.find((s) => s.path === '/sales-orders/orders')!;
  const canOrders = evaluateGuard(ordersScreen.guard, user).allowed;
  const { data, error, isPending } = useQuery({
    queryKey: ['dashboard', session.actingAccountId],
    queryFn: () => dataProvider.dashboard().then((r) => r.data),
    enabled: canOrders,
  });

  const heading = (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="screen-heading">
        Dashboard
      </Typography>
      <FirstRunChecklist />
    </>
  );
  if (!canOrders) {
    return (
      <Box data-testid="dashboard">
        {heading}
        <Alert severity="info">Welcome, {session.me?.user.name || session.me?.user.email}. Sales figures appear here for users who may see orders.</Alert>
      </Box>
    );
  }
  if (isPending) return <Loading />;
  if (error || !data) {
    return (
      <Box data-testid="dashboard">
        {heading}
        <Alert severity="warning" data-testid="dashboard-error">
          The figures could not be loaded: {errorMessage(error)}
        </Alert>
      </Box>
    );
  }
  const cur = data.currency || 'GBP';
  // Revenue is for those who may run reports; staff who work the orders see the counts and what waits to ship.
  const money = data.salesAllowed;
  return (
    <Box data-testid="dashboard">
      {heading}
      <Grid container spacing={2}>
        {money ? (
          <Grid size={{ xs: 6, md: 3 }}>
            <Stat label="Sales today" value={formatMoneyList(data.today.sales, cur)} testId="stat-today-sales" sub={`${data.today.orders} order${data.today.orders === 1 ? '' : 's'}`} />
          </Grid>
        ) : null}
        <Grid size={{ xs: 6, md: 3 }}>
          <Stat label="Orders today" value={data.today.orders} testId="stat-today-orders" />
        </Grid>
        {money ? (
          <Grid size={{ xs: 6, md: 3 }}>
            <Stat label="Sales, last 30 days" value={formatMoneyList(data.last30.sales, cur)} testId="stat-30-sales" sub={`${data.last30.orders} orders`} />
          </Grid>
        ) : (
          <Grid size={{ xs: 6, md: 3 }}>
            <Stat label="Orders, last 30 days" value={data.last30.orders} testId="stat-30-orders" />
          </Grid>
        )}
        <Grid size={{ xs: 6, md: 3 }}>
          <Stat label="Orders to ship" value={data.toShip} testId="stat-to-ship" />
        </Grid>
        {money ? (
          <Grid size={{ xs: 12, md: 8 }}>
            <SalesCard data={data} accountCurrency={cur} />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: money ? 4 : 12 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <StatusBars byStatus={data.byStatus ?? {}} />
              <Link component={RouterLink} to="/sales-orders/orders" variant="body2">
                All orders
              </Link>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <LowStockCard data={data} />
        </Grid>
      </Grid>
    </Box>
  );
}
