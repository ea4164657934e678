/**
 * Background jobs: the account's jobs (a platform admin's: every account's), newest first, with state chips to
 * filter, what each job does in words, its progress (a CSV export's rows done / total), the error of a failed one
 * in full (folded when long) with its try count and next try, and Retry / Cancel (cancel asks first: it stops
 * work). Refreshes every few seconds while open.
 */
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { apiFetch, errorMessage } from '../data/dataProvider.ts';
import { useSession } from '../access/useSession.ts';
import type { Screen } from '../routing/screens.ts';
import { JOB_STATE_LABELS, confirmText, jobActions, jobTitle, nextTryText, progressText, type JobRow } from './jobs.ts';

const when = (value: string | null) => (value ? new Date(value).toLocaleString('en-GB') : '—');

/** Errors longer than this are folded to their start, with "Show all". */
const ERROR_FOLD = 240;

/** A failed job's error, readable: wrapped, kept whole (the message is what support needs), folded when long. */
function JobError({ message }: { message: string }) {
  const [open, setOpen] = useState(false);
  const long = message.length > ERROR_FOLD;
  return (
    <Typography variant="body2" color="error" component="div" data-testid="job-error" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 560, mt: 0.5 }}>
      {long && !open ? `${message.slice(0, ERROR_FOLD)}…` : message}
      {long ? <Link component="button" variant="caption" sx={{ ml: 1 }} onClick={() => setOpen(!open)}>{open ? 'Show less' : 'Show all'}</Link> : null}
    </Typography>
  );
}

export default function JobsPage({ screen }: { screen: Screen }) {
  const notify = useNotify();
  const session = useSession();
  const [state, setState] = useState<JobRow['state'] | null>(null);
  const [page, setPage] = useState(1);
  const jobs = useGetList<JobRow & { id: string }>('jobs', {
    filter: state ? { state } : {}, sort: { field: 'created_on', order: 'DESC' }, pagination: { page, perPage: 25 },
  }, { refetchInterval: 5000 });
  const canChange = session.me?.sessionUser.role !== 'partner';
  const [confirming, setConfirming] = useState<{ job: JobRow; action: 'retry' | 'cancel'; text: string } | null>(null);
  const ask = (job: JobRow, action: 'retry' | 'cancel') => {
    const text = confirmText(action, job);
    if (text) setConfirming({ job, action, text });
    else void act(job, action);
  };
  const act = async (job: JobRow, action: 'retry' | 'cancel') => {
    setConfirming(null);
    try {
      await apiFetch(`/api/jobs/${job.id}/${action}`, { method: 'POST' });
      notify(action === 'retry' ? 'The job will run again.' : 'The job is cancelled.', { type: 'info' });
      await jobs.refetch();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  const rows = jobs.data ?? [];
  const total = jobs.total ?? 0;
  return (
    <Box data-testid="jobs-page">
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">{screen.title}</Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} data-testid="job-state-filter">
        <Chip label="All" color={state === null ? 'primary' : 'default'} onClick={() => { setState(null); setPage(1); }} />
        {(Object.keys(JOB_STATE_LABELS) as JobRow['state'][]).map((s) => (
          <Chip key={s} label={JOB_STATE_LABELS[s].label} data-testid={`job-filter-${s}`} color={state === s ? 'primary' : 'default'} onClick={() => { setState(s); setPage(1); }} />
        ))}
      </Stack>
      {jobs.isPending ? <LinearProgress /> : null}
      {jobs.error ? <Typography color="error">{errorMessage(jobs.error)}</Typography> : null}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Background jobs">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Job</TableCell>
            <TableCell>Account</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Progress</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Finished</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((job) => (
            <TableRow key={job.id} data-testid={`job-${job.id}`}>
              <TableCell>
                <Typography variant="body2" data-testid="job-title">{jobTitle(job.kind)}</Typography>
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>{job.kind}</Typography>
                {job.error ? <JobError message={job.error} /> : null}
              </TableCell>
              <TableCell>{job.account_name ?? (job.account_id ? job.account_id : 'Platform')}</TableCell>
              <TableCell>
                <Chip size="small" data-testid="job-state" label={JOB_STATE_LABELS[job.state]?.label ?? job.state} color={JOB_STATE_LABELS[job.state]?.color ?? 'default'} />
                {job.retry_count ? <Typography variant="caption" sx={{ display: 'block' }} data-testid="job-tries">{job.retry_count + 1} of {job.retry_limit + 1} tries</Typography> : null}
                {nextTryText(job) ? <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">{nextTryText(job)}</Typography> : null}
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {job.progress?.total ? <LinearProgress variant="determinate" value={Math.min(100, (job.progress.done / job.progress.total) * 100)} /> : null}
                <Typography variant="caption" data-testid="job-progress">{progressText(job.progress)}</Typography>
              </TableCell>
              <TableCell>{when(job.created_on)}</TableCell>
              <TableCell>{when(job.completed_on)}</TableCell>
              <TableCell align="right">
                {canChange ? jobActions(job.state).map((action) => (
                  <Button key={action} size="small" variant={action === 'retry' ? 'outlined' : 'text'} color={action === 'retry' ? 'primary' : 'inherit'} data-testid={`job-${action}`} onClick={() => ask(job, action)}>{action === 'retry' ? 'Retry' : 'Cancel'}</Button>
                )) : null}
              </TableCell>
            </TableRow>
          ))}
          {!rows.length && !jobs.isPending ? (
            <TableRow><TableCell colSpan={7}><Typography variant="body2" color="text.secondary">No background jobs{state ? ` in this state` : ''}.</Typography></TableCell></TableRow>
          ) : null}
        </TableBody>
      </Table>
      </Box>
      <Dialog open={!!confirming} onClose={() => setConfirming(null)} data-testid="job-confirm">
        <DialogTitle>Cancel this job?</DialogTitle>
        <DialogContent><DialogContentText>{confirming?.text}</DialogContentText></DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} data-testid="job-confirm-keep">Keep it</Button>
          <Button color="error" variant="contained" onClick={() => confirming && act(confirming.job, confirming.action)} data-testid="job-confirm-cancel">Cancel the job</Button>
        </DialogActions>
      </Dialog>
      {total > 25 ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>Newer</Button>
          <Typography variant="body2">{(page - 1) * 25 + 1}–{Math.min(page * 25, total)} of {total}</Typography>
          <Button disabled={page * 25 >= total} onClick={() => setPage(page + 1)}>Older</Button>
        </Stack>
      ) : null}
    </Box>
  );
}
