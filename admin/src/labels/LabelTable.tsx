/**
 * The account's product labels, newest first, with their review status. Whoever may update labels accepts or
 * rejects them (the entity's `accept` / `reject` transitions, so the status history records who did it); a
 * rejection can carry the reason, saved on the label first.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, useDataProvider, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { errorMessage, type SellyardDataProvider } from '../data/dataProvider.ts';
import { useCan } from '../access/useCan.ts';
import { useSession } from '../access/useSession.ts';
import { StatusChip } from '../generic/FieldValue.tsx';
import { languageName } from './LanguagePicker.tsx';

export const LABELS = 'product-labels';

interface Label {
  id: string;
  version: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  languages: string[];
  product_ids: string[];
  status: 'UPLOADED' | 'ACCEPTED' | 'REJECTED';
  rejection_reason?: string | null;
  updated_at: string;
}

export const formatSize = (bytes: number) => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`);

export function LabelTable() {
  const dataProvider = useDataProvider<SellyardDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const session = useSession();
  const canReview = useCan('update', LABELS);
  const [busy, setBusy] = useState<string>();
  const [rejecting, setRejecting] = useState<Label>();
  const [reason, setReason] = useState('');

  const labels = useQuery({
    queryKey: [LABELS, 'upload-page', session.actingAccountId],
    queryFn: () => dataProvider.getList<Label>(LABELS, { pagination: { page: 1, perPage: 50 }, sort: { field: 'updated_at', order: 'DESC' }, filter: {} }),
  });

  const run = async (label: Label, transition: 'accept' | 'reject', rejectionReason?: string) => {
    setBusy(label.id);
    try {
      let version = label.version;
      if (rejectionReason !== undefined && rejectionReason !== (label.rejection_reason ?? '')) {
        const { data } = await dataProvider.update(LABELS, { id: label.id, data: { rejection_reason: rejectionReason || null, version }, previousData: label });
        version = data.version;
      }
      await dataProvider.transition(LABELS, label.id, transition, version);
      notify(`${label.file_name} ${transition === 'accept' ? 'accepted' : 'rejected'}`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [LABELS] });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  };

  if (labels.isPending) return <Loading />;
  if (labels.error) {
    return (
      <Alert severity="error" data-testid="labels-error" action={<Button color="inherit" size="small" onClick={() => labels.refetch()}>Retry</Button>}>
        The labels could not be loaded: {errorMessage(labels.error)}
      </Alert>
    );
  }
  const rows = labels.data.data;
  if (!rows.length) return <Typography color="text.secondary" data-testid="labels-empty">No labels yet: the files you upload appear here.</Typography>;
  return (
    <>
      {/* Wider than a phone: scrolls in its own (focusable) region, not the page. */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Product labels">
      <Table size="small" aria-label="Product labels" data-testid="labels-table">
        <TableHead>
          <TableRow>
            <TableCell>File</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell>Languages</TableCell>
            <TableCell align="right">Products</TableCell>
            <TableCell>Status</TableCell>
            {canReview ? <TableCell align="right">Review</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((label) => (
            <TableRow key={label.id} data-testid={`label-row-${label.file_name}`}>
              <TableCell>{label.file_name}</TableCell>
              <TableCell>{label.content_type}</TableCell>
              <TableCell align="right">{formatSize(label.size_bytes)}</TableCell>
              <TableCell>
                <Tooltip title={label.languages.map(languageName).join(', ')}><span>{label.languages.join(', ')}</span></Tooltip>
              </TableCell>
              <TableCell align="right">{label.product_ids?.length ?? 0}</TableCell>
              <TableCell>
                <StatusChip value={label.status} />
                {label.status === 'REJECTED' && label.rejection_reason ? (
                  <Typography variant="caption" color="text.secondary" component="div">{label.rejection_reason}</Typography>
                ) : null}
              </TableCell>
              {canReview ? (
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {label.status !== 'ACCEPTED' ? (
                      <Button size="small" disabled={busy === label.id} onClick={() => run(label, 'accept')} data-testid={`label-accept-${label.file_name}`}>Accept</Button>
                    ) : null}
                    {label.status === 'UPLOADED' ? (
                      <Button size="small" color="error" disabled={busy === label.id} onClick={() => { setReason(''); setRejecting(label); }} data-testid={`label-reject-${label.file_name}`}>Reject</Button>
                    ) : null}
                  </Stack>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </Box>
      {labels.data.total !== undefined && labels.data.total > rows.length ? (
        <Typography variant="caption" color="text.secondary">Showing the {rows.length} most recently changed of {labels.data.total} labels.</Typography>
      ) : null}
      <Dialog open={!!rejecting} onClose={() => setRejecting(undefined)} aria-labelledby="reject-label-title" fullWidth maxWidth="sm">
        <DialogTitle id="reject-label-title">Reject {rejecting?.file_name}?</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label="Reason (shown with the label)"
            value={reason}
            onChange={(e) => setReason(e.target.value.slice(0, 1000))}
            slotProps={{ htmlInput: { 'data-testid': 'label-reject-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(undefined)}>Cancel</Button>
          <Button color="error" onClick={() => { const label = rejecting!; setRejecting(undefined); void run(label, 'reject', reason.trim()); }} data-testid="label-reject-confirm">Reject</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
