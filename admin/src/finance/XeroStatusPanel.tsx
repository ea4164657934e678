/**
 * Whether a record reached Xero, beside its fields on every record screen of what the sync posts (an order's sales
 * invoice, a return's credit note, a settlement, a received purchase order's bill): "Sent to Xero on …" with Xero's
 * reference (and Open in Xero for a live link), "Xero refused it" with Xero's reason and Retry (for roles that may
 * sync), "Waiting to be sent" with what it waits for, or "Not due yet". One panel, from GET /api/xero-status; the
 * generic record view shows it for any entity with a `xero_status` field.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiFetch, errorMessage } from '../data/dataProvider.ts';
import { statusOf } from '../onboarding/api.ts';
import { formatDateTime } from '../lib/dates.ts';
import { retrySettled, xeroDetail, xeroHeadline, XERO_STATUS_RESOURCE, type XeroRecordStatus } from './xeroStatus.ts';

/** How long the panel watches a retry before saying it is still queued. */
const RETRY_WATCH_MS = 60_000;
const SEVERITY = { SENT: 'success', REFUSED: 'error', WAITING: 'info', NOT_DUE: 'info' } as const;

export function XeroStatusPanel({ entityName, record }: { entityName: string; record: { id: string; version?: unknown } }) {
  const resource = XERO_STATUS_RESOURCE[entityName];
  const [retry, setRetry] = useState<{ askedAt: number; before: XeroRecordStatus }>();
  const [notice, setNotice] = useState<{ severity: 'info' | 'error'; text: string }>();
  const status = useQuery({
    queryKey: ['xero-status', resource, record.id, record.version],
    queryFn: async () => (await (await apiFetch(`/api/xero-status/${resource}/${record.id}`, { headers: { Accept: 'application/json' } })).json()) as XeroRecordStatus,
    enabled: !!resource,
    retry: false,
    // While a retry is out, read again every 2 s until the sync has answered (or a minute passed).
    refetchInterval: (query) => {
      if (!retry) return false;
      if (retrySettled(retry.before, query.state.data as XeroRecordStatus | undefined) || Date.now() - retry.askedAt > RETRY_WATCH_MS) {
        queueMicrotask(() => {
          setNotice(retrySettled(retry.before, query.state.data as XeroRecordStatus | undefined) ? undefined : { severity: 'info', text: 'The retry is queued and has not run yet: Background jobs shows it.' });
          setRetry(undefined);
        });
        return false;
      }
      return 2000;
    },
  });

  if (!resource) return null;
  // A role that may not read the record's money sees no panel rather than an error.
  if (status.error && [403, 404].includes(statusOf(status.error))) return null;
  // An account that does not use Xero is not told on every record that it is not connected.
  if (status.data && !status.data.in_use) return null;

  const askRetry = async () => {
    if (!status.data) return;
    setNotice(undefined);
    try {
      await apiFetch(`/api/xero-status/${resource}/${record.id}/retry`, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: '{}' });
      setRetry({ askedAt: Date.now(), before: status.data });
      void status.refetch();
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error) });
    }
  };

  const data = status.data;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="xero-status" data-state={data?.state ?? 'loading'}>
      <CardContent>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1, fontWeight: 600 }}>Xero</Typography>
        {status.isPending ? <Typography color="text.secondary">Reading…</Typography> : null}
        {status.error ? <Alert severity="error">{errorMessage(status.error)}</Alert> : null}
        {data ? (
          <Alert severity={SEVERITY[data.state]} icon={data.state === 'NOT_DUE' ? false : undefined} data-testid="xero-status-line"
            sx={{ overflowWrap: 'anywhere' }}>
            <Typography component="div" sx={{ fontWeight: 600 }}>{xeroHeadline(data, (iso) => formatDateTime(iso))}</Typography>
            <Typography component="div" variant="body2" data-testid="xero-status-detail">{xeroDetail(data)}</Typography>
          </Alert>
        ) : null}
        {data && (data.xero_url || data.may_retry) ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            {data.xero_url ? <Link href={data.xero_url} target="_blank" rel="noopener noreferrer" data-testid="xero-open">Open in Xero</Link> : null}
            {data.may_retry ? (
              <Button variant="contained" size="small" onClick={askRetry} disabled={!!retry} data-testid="xero-retry">
                {retry ? 'Retrying…' : 'Retry'}
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {notice ? <Alert severity={notice.severity} sx={{ mt: 1 }} role={notice.severity === 'error' ? 'alert' : 'status'} data-testid="xero-status-notice">{notice.text}</Alert> : null}
      </CardContent>
    </Card>
  );
}
