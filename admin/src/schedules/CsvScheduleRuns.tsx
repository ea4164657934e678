/**
 * A CSV schedule's run history under its edit form: each run's state (from its job), trigger, rows, file (to
 * download), delivery attempts and error. Refreshes while a run is waiting or running.
 */
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { apiFetch, errorMessage } from '../data/dataProvider.ts';

interface Run {
  id: string;
  trigger: 'SCHEDULE' | 'RUN_NOW';
  state: 'QUEUED' | 'RUNNING' | 'RETRYING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
  rows: number | null;
  file_name: string | null;
  file_size: number | null;
  error: string | null;
  deliveries: Array<{ at: string; kind: string; target: string; ok: boolean; detail: string }>;
  started_at: string;
}

const COLORS: Record<Run['state'], 'default' | 'primary' | 'warning' | 'success' | 'error'> = {
  QUEUED: 'default', RUNNING: 'primary', RETRYING: 'warning', SUCCEEDED: 'success', FAILED: 'error', CANCELLED: 'default',
};

export default function CsvScheduleRuns({ record }: { record: { id: string } }) {
  const runs = useQuery({
    queryKey: ['csv-schedule-runs', record.id],
    queryFn: async () => (await (await apiFetch(`/api/csv-schedules/${record.id}/runs`, { headers: { Accept: 'application/json' } })).json()) as Run[],
    refetchInterval: (query) => ((query.state.data ?? []).some((r) => ['QUEUED', 'RUNNING', 'RETRYING'].includes(r.state)) ? 3000 : 30_000),
  });
  return (
    <Box sx={{ mt: 3 }} data-testid="csv-schedule-runs">
      <Typography variant="h6" component="h2" gutterBottom>Run history</Typography>
      {runs.error ? <Typography color="error">{errorMessage(runs.error)}</Typography> : null}
      {runs.data && !runs.data.length ? <Typography variant="body2" color="text.secondary">No runs yet: use Run now, or wait for the next run.</Typography> : null}
      {runs.data?.length ? (
        // Wider than a phone: scrolls in its own (focusable) region, not the page.
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Run history">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Started</TableCell><TableCell>State</TableCell><TableCell>Rows</TableCell><TableCell>File</TableCell><TableCell>Delivery</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.data.map((run) => (
              <TableRow key={run.id} data-testid={`csv-run-${run.id}`}>
                <TableCell>
                  {new Date(run.started_at).toLocaleString('en-GB')}
                  <Typography variant="caption" sx={{ display: 'block' }}>{run.trigger === 'RUN_NOW' ? 'Run now' : 'Scheduled'}</Typography>
                </TableCell>
                <TableCell>
                  <Chip size="small" label={run.state} color={COLORS[run.state]} data-testid="csv-run-state" />
                  {run.error ? <Typography variant="caption" color="error" sx={{ display: 'block' }}>{run.error}</Typography> : null}
                </TableCell>
                <TableCell>{run.rows ?? '—'}</TableCell>
                <TableCell>
                  {run.file_name ? (
                    <Link href={`/api/csv-schedule-runs/${run.id}/file`} download={run.file_name} data-testid="csv-run-file">
                      {run.file_name} ({((run.file_size ?? 0) / 1024).toFixed(1)} kB)
                    </Link>
                  ) : '—'}
                </TableCell>
                <TableCell>
                  {run.deliveries.map((d) => (
                    <Typography key={d.at} variant="caption" sx={{ display: 'block' }} color={d.ok ? 'text.primary' : 'error'}>
                      {new Date(d.at).toLocaleTimeString('en-GB')} {d.kind} {d.ok ? '✓' : '✗'} {d.detail}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        </Box>
      ) : null}
    </Box>
  );
}
