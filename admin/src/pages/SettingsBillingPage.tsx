/**
 * Billing: what the account owes the platform (balance due and overdue, per currency), when the next invoice comes,
 * the card invoices are charged to, and the newest invoices, each linking to its view. Figures come from
 * `GET /api/billing/summary`, computed by the API over the stored invoices.
 */
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Loading } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { errorMessage } from '../data/dataProvider.ts';
import { useSession } from '../access/useSession.ts';
import { fetchBillingSummary, type BillingSummary, type BillingTotals } from '../billing/api.ts';
import { CardLabel } from '../billing/CardLabel.tsx';
import { formatMoney } from '../lib/money.ts';
import { StatusChip } from '../generic/FieldValue.tsx';
import { pathFor, screens, type Screen } from '../routing/screens.ts';
import { formatDate as formatAccountDate } from '../lib/dates.ts';

const INVOICES_PATH = '/settings/invoices';
const CARDS_PATH = '/settings/payment-card-details';

/** A calendar date in the account's format, or a dash. */
export function formatDate(date: string | null | undefined): string {
  return date ? formatAccountDate(date) : '—';
}

function Figure({ label, value, sub, testId, tone }: { label: string; value: string; sub?: string; testId: string; tone?: 'error' }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">{label}</Typography>
        <Typography variant="h5" component="p" data-testid={testId} color={tone === 'error' ? 'error' : undefined} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
        {sub ? <Typography variant="caption" color="text.secondary">{sub}</Typography> : null}
      </CardContent>
    </Card>
  );
}

function TotalsRow({ totals }: { totals: BillingTotals }) {
  const { currency } = totals;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Figure
          label={`Balance due (${currency})`}
          value={formatMoney(totals.balance_due, currency)}
          sub={totals.open_count ? `${totals.open_count} open invoice${totals.open_count === 1 ? '' : 's'}` : 'Nothing to pay'}
          testId={`billing-balance-${currency}`}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Figure
          label={`Overdue (${currency})`}
          value={formatMoney(totals.overdue, currency)}
          sub={totals.overdue_count ? `${totals.overdue_count} invoice${totals.overdue_count === 1 ? '' : 's'} past the due date` : 'Nothing overdue'}
          testId={`billing-overdue-${currency}`}
          tone={totals.overdue ? 'error' : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Figure label={`Paid, last 12 months (${currency})`} value={formatMoney(totals.paid_last_12_months, currency)} testId={`billing-paid-${currency}`} />
      </Grid>
    </>
  );
}

function PaymentCardPanel({ summary }: { summary: BillingSummary }) {
  const card = summary.default_card;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="billing-card">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>Payment card</Typography>
        {!summary.cards_visible ? (
          <Typography variant="body2" color="text.secondary">
            Invoices are charged to the account&apos;s default card. Cards are managed by users with the Card management permission.
          </Typography>
        ) : card ? (
          <>
            <CardLabel card={card} />
            {card.expired ? (
              <Alert severity="error" sx={{ mt: 1 }}>This card has expired: invoices cannot be charged to it. Add a new card and make it the default.</Alert>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>Open invoices are charged to this card.</Typography>
            )}
            <Button component={RouterLink} to={CARDS_PATH} size="small" sx={{ mt: 1 }} data-testid="billing-manage-cards">Manage cards</Button>
          </>
        ) : (
          <>
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="billing-no-card">No payment card: add one so invoices can be paid.</Alert>
            <Button component={RouterLink} to={CARDS_PATH} variant="contained" size="small" data-testid="billing-add-card">Add a card</Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function InvoiceTable({ summary }: { summary: BillingSummary }) {
  const invoicesList = screens.find((s) => s.path === INVOICES_PATH && s.action === 'list');
  const viewPath = (id: string) => (invoicesList ? pathFor(invoicesList, 'view', id) : undefined);
  if (!summary.recent.length) {
    return <Typography color="text.secondary" data-testid="billing-no-invoices">No invoices yet: the first one is issued at the end of the first billing period.</Typography>;
  }
  return (
    // Six columns do not fit a phone: the table scrolls in its own region (focusable, so a keyboard can scroll it).
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Recent invoices (scrolls sideways)">
    <Table size="small" data-testid="billing-invoices" aria-label="Recent invoices">
      <TableHead>
        <TableRow>
          <TableCell>Invoice</TableCell>
          <TableCell>Period</TableCell>
          <TableCell>Issued</TableCell>
          <TableCell>Due</TableCell>
          <TableCell align="right">Total</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {summary.recent.map((invoice) => {
          const to = viewPath(invoice.id);
          return (
            <TableRow key={invoice.id} data-testid={`billing-invoice-${invoice.number}`}>
              <TableCell>{to ? <Link component={RouterLink} to={to}>{invoice.number}</Link> : invoice.number}</TableCell>
              <TableCell>{formatDate(invoice.period_start)} – {formatDate(invoice.period_end)}</TableCell>
              <TableCell>{formatDate(invoice.issue_date)}</TableCell>
              <TableCell>{formatDate(invoice.due_date)}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(invoice.total, invoice.currency)}</TableCell>
              <TableCell><StatusChip value={invoice.status} /></TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
    </Box>
  );
}

export default function SettingsBillingPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const { data: summary, error, isPending, refetch } = useQuery({
    queryKey: ['billing-summary', session.actingAccountId],
    queryFn: fetchBillingSummary,
  });
  const heading = (
    <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">{screen.title}</Typography>
  );
  if (isPending) return <Box data-testid="billing">{heading}<Loading /></Box>;
  if (error || !summary) {
    return (
      <Box data-testid="billing">
        {heading}
        <Alert severity="error" data-testid="billing-error" action={<Button color="inherit" size="small" onClick={() => refetch()}>Retry</Button>}>
          The billing summary could not be loaded: {errorMessage(error)}
        </Alert>
      </Box>
    );
  }
  const next = summary.next_due;
  return (
    <Box data-testid="billing" sx={{ maxWidth: 1100 }}>
      {heading}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Sellyard&apos;s invoices to this account. Amounts include tax and are shown in each invoice&apos;s currency.
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {summary.totals.length ? summary.totals.map((t) => <TotalsRow key={t.currency} totals={t} />) : (
          <Grid size={12}><Figure label="Balance due" value="Nothing to pay" testId="billing-balance-none" /></Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="subtitle1" component="h2" gutterBottom>Next</Typography>
              {next ? (
                <Typography data-testid="billing-next-due">
                  {next.number}: {formatMoney(next.total, next.currency)} due {formatDate(next.due_date)}
                </Typography>
              ) : (
                <Typography color="text.secondary" data-testid="billing-next-due">No open invoice to pay.</Typography>
              )}
              <Typography color="text.secondary" data-testid="billing-next-invoice">
                {summary.next_invoice_date ? `Next invoice expected on ${formatDate(summary.next_invoice_date)}.` : 'No upcoming invoice is scheduled.'}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PaymentCardPanel summary={summary} />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">Recent invoices</Typography>
        {summary.invoice_count > summary.recent.length ? (
          <Link component={RouterLink} to={INVOICES_PATH} data-testid="billing-all-invoices">All {summary.invoice_count} invoices</Link>
        ) : summary.recent.length ? <Link component={RouterLink} to={INVOICES_PATH} data-testid="billing-all-invoices">Invoices</Link> : null}
      </Box>
      <InvoiceTable summary={summary} />
    </Box>
  );
}
