/**
 * Run Report: pick one of the account's saved reports (`?id=` preselects and runs it), optionally override its
 * date range for this run (`&from=&to=`, kept in the address so a run can be shared), and see the result as a
 * table with totals, a chart of the kind the report asks for, and a CSV download of the same rows.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import { errorMessage } from '../data/dataProvider.ts';
import { useSession } from '../access/useSession.ts';
import { useCan } from '../access/useCan.ts';
import { humanize } from '../generic/FieldValue.tsx';
import type { Screen } from '../routing/screens.ts';
import { downloadReportCsv, runReport, type RunParams } from './api.ts';
import { ReportChart } from './ReportChart.tsx';
import { ReportTable } from './ReportTable.tsx';
import { RANGE_PRESETS, presetRange, todayIn } from './rangePresets.ts';
import { dateSettings } from '../lib/dates.ts';
import { DateText } from '../forms/widgets/DateText.tsx';
import type { ReportRun } from './types.ts';

/** Why a run failed, in the user's terms (the API's detail names the dataset and permission on a 403). */
function RunError({ error }: { error: unknown }) {
  const status = (error as { status?: number })?.status;
  if (status === 403) {
    return (
      <Alert severity="error" data-testid="report-error" data-status={403}>
        <AlertTitle>You may not run this report</AlertTitle>
        {errorMessage(error)} Ask an owner of the account for access, or run a report over data you can see.
      </Alert>
    );
  }
  if (status === 404) {
    return (
      <Alert severity="warning" data-testid="report-error" data-status={404}>
        This report does not exist, or belongs to another account. Pick one from the list.
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid="report-error" data-status={status ?? ''}>
      The report could not be run: {errorMessage(error)}
    </Alert>
  );
}

/** The date field's title when the result shows it, else its name in words ("Period end"). */
function fieldLabel(run: ReportRun): string {
  const field = run.range!.field;
  const title = run.columns.find((c) => c.name === field)?.title ?? humanize(field);
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The date-range override: prefilled with the range the last run used; applying it puts it in the address. */
function RangeForm({ run, params, onApply }: { run: ReportRun | undefined; params: RunParams; onApply: (from: string, to: string) => void }) {
  const [from, setFrom] = useState(params.from ?? '');
  const [to, setTo] = useState(params.to ?? '');
  /** Which of the two holds text that is not a date yet (Apply waits for it). */
  const [typing, setTyping] = useState({ from: false, to: false });
  // When a run comes back, show the range it used (the report's own when nothing was overridden).
  useEffect(() => {
    if (!run?.range) return;
    setFrom(params.from ?? run.range.from ?? '');
    setTo(params.to ?? run.range.to ?? '');
  }, [run, params.from, params.to]);
  if (!run?.range) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(from, to);
  };
  const invalid = Boolean(from && to && to < from);
  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} sx={{ mb: 2, alignItems: { sm: 'center' } }} data-testid="report-range">
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {fieldLabel(run)} between
      </Typography>
      {/* Typed in the account's date format (DateText), as every date input: never the browser's picker. */}
      <Box sx={{ width: { xs: '100%', sm: 180 } }}>
        <DateText id="report-from" label="From" size="small" value={from} onChange={(date, wrong) => { setFrom(date ?? ''); setTyping((t) => ({ ...t, from: !!wrong })); }} testId="report-from" />
      </Box>
      <Box sx={{ width: { xs: '100%', sm: 180 } }}>
        <DateText id="report-to" label="To" size="small" value={to} onChange={(date, wrong) => { setTo(date ?? ''); setTyping((t) => ({ ...t, to: !!wrong })); }} error={invalid} helperText={invalid ? 'Before From' : undefined} testId="report-to" />
      </Box>
      <Button type="submit" variant="outlined" size="small" disabled={invalid || typing.from || typing.to} data-testid="report-apply-range">
        Apply
      </Button>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} role="group" aria-label="Periods">
        {RANGE_PRESETS.map((preset) => (
          <Button
            key={preset.name}
            size="small"
            onClick={() => {
              const range = presetRange(preset.name, todayIn(dateSettings().timeZone));
              onApply(range.from, range.to);
            }}
            data-testid={`report-preset-${preset.name}`}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      {params.from || params.to ? (
        <Button size="small" onClick={() => onApply('', '')} data-testid="report-reset-range">
          Use the report&apos;s range ({humanize(run.report.date_range)})
        </Button>
      ) : (
        <Typography variant="caption" color="text.secondary">
          The report&apos;s range: {humanize(run.report.date_range)}
        </Typography>
      )}
    </Stack>
  );
}

function Results({ run, params }: { run: ReportRun; params: RunParams }) {
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const grouped = Boolean(run.report.group_by);
  const noun = grouped ? (run.total === 1 ? 'group' : 'groups') : run.total === 1 ? 'record' : 'records';
  const download = () => {
    setDownloading(true);
    downloadReportCsv(params)
      .catch((e) => notify(`The CSV could not be downloaded: ${errorMessage(e)}`, { type: 'error' }))
      .finally(() => setDownloading(false));
  };
  return (
    <Box data-testid="report-results">
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2" data-testid="report-summary">
          {run.total.toLocaleString('en-GB')} {noun}
          {run.truncated ? `, showing the first ${run.rows.length.toLocaleString('en-GB')}` : ''}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={downloading || !run.rows.length} data-testid="report-download-csv">
          Download CSV
        </Button>
      </Stack>
      {run.truncated ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="report-truncated">
          More {grouped ? 'groups' : 'records'} match than the report&apos;s limit of {run.report.row_limit.toLocaleString('en-GB')} rows. Totals count everything
          that matches; narrow the date range or raise the limit to see every row.
        </Alert>
      ) : null}
      {(run.totalsByCurrency?.length ?? 0) > 1 ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="report-mixed-currencies">
          The matching records are in {run.totalsByCurrency!.length} currencies ({run.totalsByCurrency!.map((t) => String(t.currency)).join(', ')}): amounts are
          shown and totalled per currency, never added together or converted. Add a currency filter to see one.
        </Alert>
      ) : null}
      {run.rows.length ? (
        <>
          <ReportChart run={run} />
          <ReportTable run={run} />
        </>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="report-empty">
          <Typography variant="body1">Nothing matches this report{run.range?.from || run.range?.to ? ' in this date range' : ''}.</Typography>
          <Typography variant="body2" color="text.secondary">
            Try a wider date range, or edit the report&apos;s filters.
          </Typography>
        </Paper>
      )}
    </Box>
  );
}

/** Where the last report a user ran in an account is remembered, so Run Report opens on it next time. */
const lastReportKey = (userId: string | undefined, accountId: string | null | undefined) => `sellyard.run-report.last.${userId ?? ''}.${accountId ?? ''}`;

function readLastReport(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function rememberLastReport(key: string, id: string): void {
  try {
    window.localStorage.setItem(key, id);
  } catch {
    // Private browsing without storage: the page opens on the list, as before.
  }
}

export default function ReportingRunReportPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const id = search.get('id') ?? '';
  const params: RunParams = { id, from: search.get('from') || undefined, to: search.get('to') || undefined };
  const canCreate = useCan('create', 'reports');
  const canEdit = useCan('update', 'reports');
  const reports = useGetList('reports', { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 500 } });
  const run = useQuery({
    queryKey: ['report-run', session.actingAccountId, params.id, params.from, params.to],
    queryFn: ({ signal }) => runReport(params, signal),
    enabled: Boolean(id),
    retry: false,
    // A report is a snapshot of live data: run it again when the page is opened, not from an old cache.
    staleTime: 0,
  });

  const choose = (next: string) => setSearch(next ? { id: next } : {});
  const applyRange = (from: string, to: string) => {
    const next = new URLSearchParams({ id });
    if (from) next.set('from', from);
    if (to) next.set('to', to);
    setSearch(next);
  };
  const list = reports.data ?? [];
  const known = list.some((r) => r.id === id);
  const lastKey = lastReportKey(session.me?.user.id, session.actingAccountId ?? session.me?.sessionUser.accountId);
  // A report run is remembered; opened without one, the page runs the last one again (if it still exists).
  useEffect(() => {
    if (id && known) rememberLastReport(lastKey, id);
  }, [id, known, lastKey]);
  useEffect(() => {
    if (id || !list.length) return;
    const last = readLastReport(lastKey);
    if (last && list.some((r) => r.id === last)) setSearch({ id: last }, { replace: true });
  }, [id, list, lastKey, setSearch]);

  return (
    <Box sx={{ maxWidth: 1200 }} data-testid="run-report">
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Report"
          value={known ? id : ''}
          onChange={(e) => choose(e.target.value)}
          sx={{ minWidth: 320 }}
          disabled={reports.isPending || !list.length}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'report-picker' } as object } }}
        >
          {list.map((r) => (
            <MenuItem key={r.id} value={r.id} data-testid={`report-option-${r.id}`}>
              {r.name} <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>{humanize(String(r.dataset))}</Typography>
            </MenuItem>
          ))}
        </TextField>
        {id && canEdit ? (
          <Button size="small" startIcon={<EditIcon />} component={RouterLink} to={`/reporting/edit-report/${encodeURIComponent(id)}`} data-testid="report-edit">
            Edit report
          </Button>
        ) : null}
        {canCreate ? (
          <Button size="small" startIcon={<AddIcon />} component={RouterLink} to="/reporting/create-report" data-testid="report-create">
            New report
          </Button>
        ) : null}
      </Stack>
      {reports.isPending ? <LinearProgress sx={{ mb: 2 }} /> : null}
      {reports.error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="reports-load-error">
          The saved reports could not be loaded: {errorMessage(reports.error)}
        </Alert>
      ) : null}
      {!reports.isPending && !reports.error && !list.length ? (
        <Alert severity="info" data-testid="reports-none">
          This account has no saved reports yet.{canCreate ? ' Create one to choose its data, columns, grouping and chart.' : ''}
        </Alert>
      ) : null}
      {!id && list.length ? (
        <Typography variant="body2" color="text.secondary" data-testid="report-choose">
          Choose a report to run it.
        </Typography>
      ) : null}
      {id ? (
        <>
          {run.data?.report.description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {run.data.report.description}
            </Typography>
          ) : null}
          <RangeForm run={run.data} params={params} onApply={applyRange} />
          {run.isFetching ? <LinearProgress sx={{ mb: 2 }} data-testid="report-loading" /> : null}
          {run.error ? <RunError error={run.error} /> : null}
          {run.data && !run.error ? <Results run={run.data} params={params} /> : null}
        </>
      ) : null}
    </Box>
  );
}
