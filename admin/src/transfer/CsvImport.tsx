/**
 * CSV import of one resource, in four steps on one screen: upload a file → check the column mapping the server
 * suggests (change it and check again) → read the preview, row by row with per-row errors → import, or cancel.
 * Nothing is written before "Import"; the import is one transaction on the server, so a failed row (unless the
 * user chose to skip failed rows) or pressing Cancel while it runs leaves the data as it was. Big files show the
 * server's progress as it streams it. Files over BACKGROUND_IMPORT_ROWS rows are imported by a background job: the
 * screen follows its progress (rows done / total) and result, which stay on the server (recent imports, below, with
 * each result's download), so closing the tab loses nothing.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFile';
import { errorMessage } from '../data/dataProvider.ts';
import {
  cancelBackgroundImport, downloadImportResult, failedRows, getBackgroundImport, importCsv, listBackgroundImports, MAX_IMPORT_BYTES,
  startBackgroundImport, type BackgroundImport,
} from './api.ts';
import { BACKGROUND_IMPORT_ROWS, backgroundImportText, canCommit, errorsByColumn, importFinished, type ImportReport, type RowResult } from './report.ts';

type Json = Record<string, any>;

/** Rows the preview table shows at most (the counts cover every row). */
const SHOWN = 200;

const ACTION_CHIP: Record<RowResult['action'], { label: string; color: 'success' | 'info' | 'error' }> = {
  create: { label: 'New', color: 'success' },
  update: { label: 'Update', color: 'info' },
  error: { label: 'Error', color: 'error' },
};

export interface CsvImportProps {
  resource: string;
  /** What the records are called ("brands"). */
  noun: string;
  /** Values every row gets unless a column sets them (the customers screen: `{type: 'CUSTOMER'}`). */
  defaults?: Json;
  meta?: { ownAccount?: boolean };
  /** After a committed import (refresh lists). */
  onImported?: (report: ImportReport) => void;
}

/** How often the screen asks how a background import is doing. */
const FOLLOW_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The account's recent background imports of the resource, with their result downloads; refreshed while any runs. */
function RecentImports({ resource, meta, refresh }: { resource: string; meta?: { ownAccount?: boolean }; refresh: number }) {
  const [items, setItems] = useState<BackgroundImport[]>([]);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const found = await listBackgroundImports(resource, meta);
        if (!live) return;
        setItems(found);
        if (found.some((i) => !importFinished(i.state))) timer = setTimeout(load, 3000);
      } catch {
        // Not allowed or offline: the panel stays empty, the import itself still works.
      }
    };
    void load();
    return () => { live = false; clearTimeout(timer); };
  }, [resource, meta, refresh]);
  if (!items.length) return null;
  return (
    <Box sx={{ mt: 4 }} data-testid="recent-imports">
      <Typography variant="subtitle1" gutterBottom>Recent background imports</Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} data-testid={`recent-import-${item.id}`}>
                <TableCell>{item.file_name ?? 'CSV file'}<Typography variant="caption" color="text.secondary" component="div">{new Date(item.created_at).toLocaleString('en-GB')}</Typography></TableCell>
                <TableCell><Chip size="small" label={item.state.toLowerCase()} color={item.state === 'SUCCEEDED' ? 'success' : item.state === 'FAILED' ? 'error' : 'default'} /></TableCell>
                <TableCell>{backgroundImportText(item)}</TableCell>
                <TableCell align="right">
                  {importFinished(item.state) && item.counts ? <Button size="small" onClick={() => downloadImportResult(item.id, meta)}>Result</Button> : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

export function CsvImport({ resource, noun, defaults, meta, onImported }: CsvImportProps) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [mapping, setMapping] = useState<Record<string, string | null> | undefined>(undefined);
  const [report, setReport] = useState<ImportReport | undefined>(undefined);
  const [rows, setRows] = useState<RowResult[]>([]);
  const [phase, setPhase] = useState<'idle' | 'checking' | 'importing'>('idle');
  const [progress, setProgress] = useState<{ processed: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [mappingChanged, setMappingChanged] = useState(false);
  const controller = useRef<AbortController | null>(null);
  /** The background import being followed (big files). */
  const [background, setBackground] = useState<BackgroundImport | null>(null);
  const [recentKey, setRecentKey] = useState(0);

  /** Imports a big file through a background job and follows it until it is over. */
  const runInBackground = async (text: string, map: Record<string, string | null> | undefined, abort: AbortController) => {
    let item = await startBackgroundImport(resource, { csv: text, mapping: map, defaults, skipInvalid, fileName: file?.name }, meta);
    setBackground(item);
    setRecentKey((k) => k + 1);
    // Cancel asks the server to stop the job (it rolls back); the screen keeps following until the job says so.
    abort.signal.addEventListener('abort', () => { void cancelBackgroundImport(item.id, meta).catch((e) => setError(errorMessage(e))); });
    while (!importFinished(item.state)) {
      await wait(FOLLOW_MS);
      item = await getBackgroundImport(item.id, meta);
      setBackground(item);
      setProgress(item.progress ? { processed: item.progress.done, total: item.total } : { processed: 0, total: item.total });
    }
    setRecentKey((k) => k + 1);
    if (item.state === 'SUCCEEDED' && item.counts) {
      const done = { ...report!, preview: false, committed: true, counts: item.counts, rows: item.rows ?? [] };
      setResult(done);
      onImported?.(done);
    } else if (item.state === 'CANCELLED') {
      setNotice('Import cancelled: nothing was written.');
    } else {
      setError(item.error ?? 'The import failed.');
      if (item.rows?.length) setRows(item.rows);
    }
  };

  const run = async (preview: boolean, text: string, map: Record<string, string | null> | undefined) => {
    const abort = new AbortController();
    controller.current = abort;
    setPhase(preview ? 'checking' : 'importing');
    setProgress(null);
    setError(null);
    setNotice(null);
    try {
      if (!preview && (report?.total ?? 0) > BACKGROUND_IMPORT_ROWS) {
        await runInBackground(text, map, abort);
        return;
      }
      const answer = await importCsv(resource, { csv: text, mapping: map, defaults, skipInvalid }, {
        preview, signal: abort.signal, meta, onProgress: (processed, total) => setProgress({ processed, total }),
      });
      if (preview) {
        setReport(answer);
        setRows(answer.rows);
        setMapping(answer.mapping);
        setMappingChanged(false);
      } else {
        setResult(answer);
        onImported?.(answer);
      }
    } catch (e) {
      if (abort.signal.aborted && !background) {
        setNotice(preview ? 'Check cancelled.' : 'Import cancelled: nothing was written.');
      } else {
        setError(errorMessage(e));
        const failed = failedRows(e);
        if (failed) setRows(failed);
      }
    } finally {
      controller.current = null;
      setPhase('idle');
      setProgress(null);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    reset();
    if (chosen.size > MAX_IMPORT_BYTES) {
      setError(`${chosen.name} is larger than 5 MB; split it into smaller files.`);
      return;
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    await run(true, text, undefined);
  };

  const reset = () => {
    setFile(null);
    setMapping(undefined);
    setReport(undefined);
    setRows([]);
    setResult(null);
    setError(null);
    setNotice(null);
    setSkipInvalid(false);
    setBackground(null);
  };

  const busy = phase !== 'idle';
  const shown = (errorsOnly ? rows.filter((r) => r.action === 'error') : rows).slice(0, SHOWN);
  const columns = report?.columns ?? [];
  const sample = (column: string) => rows.find((r) => r.cells)?.cells?.[columns.indexOf(column)] ?? '';

  if (result) {
    return (
      <Box data-testid="import-result">
        <Alert severity="success" sx={{ mb: 2 }}>
          Imported {file?.name}: {result.counts.create} new, {result.counts.update} updated
          {result.counts.error ? `, ${result.counts.error} failed row${result.counts.error === 1 ? '' : 's'} skipped` : ''}.
        </Alert>
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" onClick={reset} data-testid="import-again">Import another file</Button>
          {background ? <Button onClick={() => downloadImportResult(background.id, meta)} data-testid="import-result-download">Download the result</Button> : null}
        </Stack>
      </Box>
    );
  }

  return (
    <Box data-testid="csv-import">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Button component="label" variant={file ? 'outlined' : 'contained'} startIcon={<UploadIcon />} disabled={busy}>
          {file ? 'Choose another file' : 'Choose a CSV file'}
          <input hidden type="file" accept=".csv,text/csv" onChange={choose} data-testid="import-file" />
        </Button>
        {file ? <Typography variant="body2" data-testid="import-file-name">{file.name}</Typography> : (
          <Typography variant="body2" color="text.secondary">
            UTF-8 CSV with a header line, at most 5 MB and 20,000 rows. Rows update existing {noun} by their key, else add new ones.
          </Typography>
        )}
      </Stack>

      {busy ? (
        <Box sx={{ mb: 2 }} data-testid="import-progress">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="body2">
              {phase === 'checking' ? 'Checking' : background?.state === 'QUEUED' ? 'Waiting to start' : 'Importing'}
              {progress ? ` row ${progress.processed.toLocaleString('en-GB')} of ${progress.total.toLocaleString('en-GB')}` : '…'}
            </Typography>
            <Button size="small" color="inherit" onClick={() => controller.current?.abort()} data-testid="import-cancel">Cancel</Button>
          </Stack>
          {background ? (
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }} data-testid="import-background">
              A big file is imported in the background: you may leave this page, the result stays under Recent background imports.
            </Typography>
          ) : null}
          <LinearProgress variant={progress?.total ? 'determinate' : 'indeterminate'} value={progress?.total ? (100 * progress.processed) / progress.total : 0} />
        </Box>
      ) : null}
      {error ? <Alert severity="error" sx={{ mb: 2 }} data-testid="import-error">{error}</Alert> : null}
      {notice ? <Alert severity="info" sx={{ mb: 2 }} data-testid="import-notice">{notice}</Alert> : null}

      {report && mapping ? (
        <>
          <Typography variant="subtitle1" sx={{ mt: 1 }}>Columns</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5, my: 1 }} data-testid="import-mapping">
            {columns.map((column) => (
              <Stack key={column} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box sx={{ width: 180, minWidth: 0 }}>
                  <Typography variant="body2" noWrap title={column}>{column}</Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="div">{sample(column) || '—'}</Typography>
                </Box>
                <TextField
                  select size="small" sx={{ flex: 1 }} label="Goes to" value={mapping[column] ?? ''} disabled={busy}
                  onChange={(e) => { setMapping({ ...mapping, [column]: e.target.value || null }); setMappingChanged(true); }}
                  slotProps={{ htmlInput: { 'data-testid': `import-map-${column}` } }}
                >
                  <MenuItem value=""><em>Ignore this column</em></MenuItem>
                  {report.targets.map((t) => (
                    <MenuItem key={t.target} value={t.target} disabled={Object.entries(mapping).some(([c, v]) => v === t.target && c !== column)}>
                      {t.title}{t.required ? ' *' : ''} <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>{t.target}</Typography>
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            ))}
          </Box>
          {report.unmappedRequired.length ? (
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="import-unmapped">
              No column goes to {report.unmappedRequired.map((t) => report.targets.find((x) => x.target === t)?.title ?? t).join(', ')}: new {noun} need {report.unmappedRequired.length === 1 ? 'it' : 'them'}.
            </Alert>
          ) : null}
          {mappingChanged ? (
            <Button variant="outlined" size="small" onClick={() => run(true, file!.text, mapping)} disabled={busy} data-testid="import-recheck" sx={{ mb: 1 }}>
              Check again with these columns
            </Button>
          ) : null}

          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 2, flexWrap: 'wrap' }} data-testid="import-counts">
            <Typography variant="subtitle1" sx={{ mr: 1 }}>Preview of {report.total.toLocaleString('en-GB')} rows</Typography>
            <Chip size="small" color="success" label={`${report.counts.create} new`} data-testid="count-create" />
            <Chip size="small" color="info" label={`${report.counts.update} updated`} data-testid="count-update" />
            <Chip size="small" color={report.counts.error ? 'error' : 'default'} label={`${report.counts.error} with errors`} data-testid="count-error" />
            <Box sx={{ flex: 1 }} />
            <FormControlLabel control={<Checkbox size="small" checked={errorsOnly} onChange={(e) => setErrorsOnly(e.target.checked)} />} label="Only rows with errors" />
          </Stack>
          <Box sx={{ overflowX: 'auto', maxHeight: 420, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader data-testid="import-preview">
              <TableHead>
                <TableRow>
                  <TableCell>Line</TableCell>
                  <TableCell>Result</TableCell>
                  {columns.map((c) => <TableCell key={c} sx={{ color: mapping[c] ? undefined : 'text.disabled' }}>{c}</TableCell>)}
                  <TableCell>Problems</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row) => {
                  const errors = errorsByColumn(row);
                  return (
                    <TableRow key={row.line} data-testid={`import-row-${row.line}`} data-action={row.action}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell><Chip size="small" variant="outlined" {...ACTION_CHIP[row.action]} /></TableCell>
                      {columns.map((c, i) => (
                        <TableCell key={c} sx={errors.has(c) ? { bgcolor: 'error.light', color: 'error.contrastText' } : undefined} title={errors.get(c)?.join('; ')}>
                          {row.cells?.[i] ?? ''}
                        </TableCell>
                      ))}
                      <TableCell sx={{ color: 'error.main', minWidth: 220 }}>
                        {[...errors.entries()].map(([c, messages]) => messages.map((m) => (c ? `${c}: ${m}` : m))).flat().join('; ')}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
          {background && !busy && !result ? (
            <Button size="small" sx={{ mt: 1 }} onClick={() => downloadImportResult(background.id, meta)} data-testid="import-result-download">Download the result, row by row</Button>
          ) : null}
          {rows.length > SHOWN || report.truncated ? (
            <Typography variant="caption" color="text.secondary">Showing the first {SHOWN} rows; the counts cover the whole file.</Typography>
          ) : null}

          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={busy || mappingChanged || !canCommit(report, skipInvalid)} onClick={() => run(false, file!.text, mapping)} data-testid="import-commit">
              Import {report.counts.create + report.counts.update} {noun}
            </Button>
            {report.counts.error ? (
              <FormControlLabel
                control={<Checkbox checked={skipInvalid} onChange={(e) => setSkipInvalid(e.target.checked)} data-testid="import-skip-invalid" />}
                label={`Skip the ${report.counts.error} row${report.counts.error === 1 ? '' : 's'} with errors`}
              />
            ) : null}
            <Button onClick={reset} disabled={busy} data-testid="import-reset">Cancel</Button>
          </Stack>
        </>
      ) : null}
      <RecentImports resource={resource} meta={meta} refresh={recentKey} />
    </Box>
  );
}
