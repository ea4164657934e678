/**
 * The marketplace activity of a listing or a sales channel, beside its fields: the jobs about it (GET /api/jobs
 * narrowed by listing_id or channel_id), newest first, with what each did or why it failed. Refreshes while work
 * waits. Users who may not see background jobs (the General settings permission) see nothing here.
 */
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { apiFetch } from '../data/dataProvider.ts';
import { JOB_STATE_LABELS } from '../jobs/jobs.ts';
import { formatDateTime } from '../lib/dates.ts';
import { syncOutcome, syncWhat, type SyncJob } from './syncHistory.ts';
import { ChannelHealth } from './ChannelHealth.tsx';

function SyncHistory({ filter }: { filter: Record<string, string> }) {
  const jobs = useQuery({
    queryKey: ['sync-history', filter],
    queryFn: async () => {
      const query = new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify(['created_on', 'DESC']), range: JSON.stringify([0, 9]) });
      const response = await apiFetch(`/api/jobs?${query.toString()}`, { headers: { Accept: 'application/json' } }).catch(() => null);
      return response?.ok ? ((await response.json()) as SyncJob[]) : null;
    },
    refetchInterval: (query) => ((query.state.data ?? []).some((j) => ['created', 'retry', 'active'].includes(j.state)) ? 3000 : 30_000),
  });
  if (!jobs.data) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="sync-history">
      <Typography variant="h6" component="h2" gutterBottom>Marketplace activity</Typography>
      {!jobs.data.length ? <Typography variant="body2" color="text.secondary">Nothing sent or fetched yet.</Typography> : null}
      {jobs.data.map((job) => (
        <Box key={job.id} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }} data-testid="sync-history-row">
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" label={JOB_STATE_LABELS[job.state].label} color={JOB_STATE_LABELS[job.state].color} />
            <Typography variant="body2" sx={{ fontWeight: 500 }}>{syncWhat(job.kind)}</Typography>
            <Typography variant="body2" color="text.secondary">{formatDateTime(job.completed_on ?? job.created_on)}</Typography>
          </Box>
          <Typography variant="body2" color={job.state === 'failed' ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>{syncOutcome(job)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function ListingSyncHistory({ record }: { record: { id: string } }) {
  return <SyncHistory filter={{ listing_id: record.id }} />;
}

/** A listing import schedule's runs: the jobs it queued (their state is the run's). */
export function ListingImportHistory({ record }: { record: { id: string } }) {
  return <SyncHistory filter={{ schedule_id: record.id }} />;
}

/** A sales channel's health, then its marketplace activity. */
export function ChannelSyncHistory({ record }: { record: { id: string; type?: string; name?: string; status?: string; environment?: string | null } }) {
  const channel = record.type ? { id: record.id, type: record.type, name: record.name ?? '', status: record.status ?? '', environment: record.environment } : undefined;
  return (
    <>
      <ChannelHealth id={record.id} channel={channel} />
      <SyncHistory filter={{ channel_id: record.id }} />
    </>
  );
}
