/**
 * Print preview: a saved template filled with one of the account's real records, rendered and sanitized by the
 * API. "Open to print" shows the same document in a tab of its own, where the browser's print dialog takes it.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../data/dataProvider.ts';
import { useSession } from '../access/useSession.ts';
import { fetchRendered } from './api.ts';
import { DocumentFrame } from './DocumentFrame.tsx';
import { SOURCE_RESOURCE, TYPE_NOUN, type TemplateDraft } from './draft.ts';

type Json = Record<string, unknown>;

const recordLabel = (r: Json) => [r.number ?? r.rma_number, r.customer_name ?? r.supplier_name, r.order_date ?? r.status].filter(Boolean).join(' · ');

export function PrintPreviewDialog({ template, open, onClose }: { template: TemplateDraft; open: boolean; onClose: () => void }) {
  const session = useSession();
  const resource = SOURCE_RESOURCE[template.type];
  const records = useGetList(resource, { sort: { field: 'created_at', order: 'DESC' }, pagination: { page: 1, perPage: 50 } }, { enabled: open });
  const [recordId, setRecordId] = useState('');
  useEffect(() => {
    if (open && !recordId && records.data?.length) setRecordId(String(records.data[0].id));
  }, [open, recordId, records.data]);
  const rendered = useQuery({
    queryKey: ['template-render', session.actingAccountId, template.id, template.version, recordId],
    queryFn: ({ signal }) => fetchRendered(template.id!, recordId, signal),
    enabled: open && Boolean(template.id && recordId),
    retry: false,
  });
  const openToPrint = () => {
    if (!rendered.data) return;
    // A blob: document inherits the admin's Content-Security-Policy, so it cannot run script either.
    const url = URL.createObjectURL(new Blob([rendered.data], { type: 'text/html' }));
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="print-preview-title">
      <DialogTitle id="print-preview-title">Print preview: {template.name}</DialogTitle>
      <DialogContent>
        {records.error ? (
          <Alert severity="error" data-testid="print-records-error">
            The {TYPE_NOUN[template.type]} records could not be listed: {errorMessage(records.error)}
          </Alert>
        ) : null}
        {!records.isPending && !records.error && !records.data?.length ? (
          <Alert severity="info" data-testid="print-no-records">
            There is no record to print with this {TYPE_NOUN[template.type]} template yet.
          </Alert>
        ) : null}
        {records.data?.length ? (
          <TextField select size="small" label="Record" value={recordId} onChange={(e) => setRecordId(e.target.value)} sx={{ my: 1, minWidth: 360 }} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'print-record' } as object } }}>
            {records.data.map((r) => (
              <MenuItem key={String(r.id)} value={String(r.id)}>
                {recordLabel(r)}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {records.isPending || rendered.isFetching ? <LinearProgress sx={{ my: 1 }} /> : null}
        {rendered.error ? (
          <Alert severity="error" data-testid="print-error">
            {errorMessage(rendered.error)}
          </Alert>
        ) : null}
        {rendered.data ? <DocumentFrame html={rendered.data} paper={template.paper_size} orientation={template.orientation} title="Print preview" testId="print-frame" /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={openToPrint} disabled={!rendered.data} data-testid="print-open">
          Open to print
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
