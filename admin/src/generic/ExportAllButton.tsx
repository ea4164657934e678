import { useState } from 'react';
import { downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { errorMessage } from '../data/dataProvider.ts';

type Json = Record<string, any>;

/** The API serves at most this many rows per page. */
const PAGE = 1000;
/** Safety cap on one export. */
const MAX_ROWS = 100_000;

/**
 * Exports every row matching the list's current filter and sort as CSV, fetching page by page (react-admin's own
 * export asks for one big page, which the API caps).
 */
export function ExportAllButton({ toCsv, filename, meta }: { toCsv: (rows: Json[]) => string; filename: string; meta?: Json }) {
  const { resource, filterValues, filter, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows: Json[] = [];
      for (let page = 1; rows.length < MAX_ROWS; page++) {
        const { data, total: all } = await dataProvider.getList(resource, { filter: { ...filterValues, ...filter }, sort, pagination: { page, perPage: PAGE }, meta });
        rows.push(...data);
        if (data.length < PAGE || (all !== undefined && rows.length >= all)) break;
      }
      downloadCSV(toCsv(rows), filename);
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
