import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { errorMessage } from '../data/dataProvider.ts';
import { downloadCsv } from '../transfer/api.ts';

type Json = Record<string, any>;

/**
 * Exports every row matching the list's current filter and sort as CSV. The server streams the file
 * (`GET /api/<resource>/export.csv`) with the same permission scope as the list, the account's custom fields as
 * columns and money as decimals; no page-by-page fetching here.
 */
export function ExportAllButton({ meta }: { meta?: Json }) {
  const { resource, filterValues, filter, sort, total } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(resource, { sort, filter: { ...filterValues, ...filter } }, meta);
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={run} disabled={busy || total === 0} data-testid="export-csv">
      {busy ? 'Exporting…' : 'Export'}
    </Button>
  );
}
