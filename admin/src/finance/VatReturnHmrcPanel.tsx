/**
 * Beside a VAT return: what HMRC holds for the business (its VAT obligations around the period, what it says is
 * owed and what it received) and, once submitted, HMRC's receipt. Read live from HMRC through Sellyard
 * (GET /api/vat-reports/:id/hmrc, with this browser's facts for the fraud prevention headers). When Sellyard is not
 * connected to HMRC, it offers to connect (HMRC's consent page, then the HMRC connection settings, which offer the way back here).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { apiFetch, errorMessage } from '../data/dataProvider.ts';
import { browserFacts } from './browserFacts.ts';
import { rememberReturn } from '../channels/connect.ts';

interface Obligation { periodKey: string; start: string; end: string; due: string; status: 'O' | 'F'; received?: string | null }
interface HmrcView { vrn: string; obligations: Obligation[]; liabilities: Array<{ type: string; originalAmount: number; outstandingAmount?: number; due?: string; taxPeriod?: { from: string; to: string } }>; payments: Array<{ amount: number; received?: string }> }

const day = (d?: string | null) => (d ? new Date(`${d.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) : '');
const pounds = (n: number) => n.toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });

export default function VatReturnHmrcPanel({ record }: { record: { id: string } & Record<string, unknown> }) {
  const [connecting, setConnecting] = useState(false);
  const hmrc = useQuery({
    queryKey: ['vat-report-hmrc', record.id, record.version],
    queryFn: async () => (await (await apiFetch(`/api/vat-reports/${record.id}/hmrc?browser=${encodeURIComponent(JSON.stringify(browserFacts()))}`, { headers: { Accept: 'application/json' } })).json()) as HmrcView,
    retry: false,
  });
  const notConnected = (hmrc.error as { status?: number } | null)?.status === 409;
  const connect = async () => {
    setConnecting(true);
    try {
      const answer = await (await apiFetch('/api/hmrc/connect', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).json();
      // HMRC's callback lands on the HMRC connection settings, which offer the way back to this return.
      rememberReturn(window.location.pathname);
      window.location.assign(answer.authorize_url);
    } catch {
      setConnecting(false);
    }
  };
  const own = hmrc.data?.obligations.find((o) => o.periodKey === record.period_key);
  return (
    <Box sx={{ mt: 3 }} data-testid="vat-return-hmrc">
      <Typography variant="h6" component="h2" gutterBottom>HMRC</Typography>
      {record.form_bundle_number ? (
        <Box sx={{ mb: 2, p: 1.5, border: 1, borderColor: 'success.light', borderRadius: 1 }} data-testid="hmrc-receipt">
          <Typography variant="subtitle2">Received by HMRC {record.processing_date ? new Date(String(record.processing_date)).toLocaleString('en-GB') : ''}</Typography>
          <Typography variant="body2">Form bundle number: <strong>{String(record.form_bundle_number)}</strong></Typography>
          {record.charge_ref_number ? <Typography variant="body2">Payment reference: <strong>{String(record.charge_ref_number)}</strong></Typography> : null}
        </Box>
      ) : null}
      {hmrc.isLoading ? <Typography variant="body2" color="text.secondary">Asking HMRC…</Typography> : null}
      {notConnected ? (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }}>{errorMessage(hmrc.error)}</Typography>
          <Button variant="contained" size="small" onClick={connect} disabled={connecting} data-testid="hmrc-connect">Connect to HMRC</Button>
        </Box>
      ) : hmrc.error ? <Typography color="error" variant="body2">{errorMessage(hmrc.error)}</Typography> : null}
      {hmrc.data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            VAT registration number {hmrc.data.vrn}.{' '}
            {own ? (own.status === 'F' ? 'HMRC has this period’s return.' : `This period’s return is due by ${day(own.due)}.`) : 'HMRC has no return due for this period’s key.'}
          </Typography>
          <Typography variant="subtitle2">VAT returns HMRC expects</Typography>
          {hmrc.data.obligations.length ? (
            <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="VAT returns HMRC expects">
              <Table size="small">
                <TableHead><TableRow><TableCell>Period</TableCell><TableCell>Due</TableCell><TableCell>Status</TableCell></TableRow></TableHead>
                <TableBody>
                  {hmrc.data.obligations.map((o) => (
                    <TableRow key={o.periodKey} selected={o.periodKey === record.period_key} data-testid={`hmrc-obligation-${o.periodKey}`}>
                      <TableCell>{day(o.start)} – {day(o.end)}</TableCell>
                      <TableCell>{day(o.due)}</TableCell>
                      <TableCell>{o.status === 'F' ? <Chip size="small" color="success" label={`Received ${day(o.received)}`} /> : <Chip size="small" label="Open" />}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ) : <Typography variant="body2" color="text.secondary">None in this period.</Typography>}
          <Typography variant="subtitle2" sx={{ mt: 2 }}>Owed to HMRC</Typography>
          {hmrc.data.liabilities.length ? hmrc.data.liabilities.map((l, i) => (
            <Typography key={i} variant="body2">{pounds(l.outstandingAmount ?? l.originalAmount)} of {pounds(l.originalAmount)}{l.due ? `, due ${day(l.due)}` : ''}</Typography>
          )) : <Typography variant="body2" color="text.secondary">Nothing.</Typography>}
          <Typography variant="subtitle2" sx={{ mt: 2 }}>Payments HMRC received</Typography>
          {hmrc.data.payments.length ? hmrc.data.payments.map((p, i) => (
            <Typography key={i} variant="body2">{pounds(p.amount)}{p.received ? ` on ${day(p.received)}` : ''}</Typography>
          )) : <Typography variant="body2" color="text.secondary">None.</Typography>}
        </>
      ) : null}
    </Box>
  );
}
