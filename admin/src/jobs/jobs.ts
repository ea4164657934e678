/** What the Background jobs screen shows of a job (GET /api/jobs), kept free of React so it is tested as is. */
import { jobTitle } from '../../../checks/contracts/job-kinds.ts';

export interface JobRow {
  id: string;
  kind: string;
  account_id: string | null;
  account_name: string | null;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  error: string | null;
  retry_count: number;
  retry_limit: number;
  created_on: string;
  started_on: string | null;
  completed_on: string | null;
  /** When a waiting job may start: for a job waiting after a failure, its next try. */
  start_after?: string | null;
  progress: { done: number; total: number | null } | null;
}

export const JOB_STATE_LABELS: Record<JobRow['state'], { label: string; color: 'default' | 'info' | 'primary' | 'success' | 'warning' | 'error' }> = {
  created: { label: 'Waiting', color: 'default' },
  retry: { label: 'Retrying', color: 'warning' },
  active: { label: 'Running', color: 'primary' },
  completed: { label: 'Done', color: 'success' },
  cancelled: { label: 'Cancelled', color: 'default' },
  failed: { label: 'Failed', color: 'error' },
};

/** The actions a job's state allows (the API answers 409 to the others). */
export function jobActions(state: JobRow['state']): Array<'retry' | 'cancel'> {
  if (state === 'failed' || state === 'cancelled') return ['retry'];
  if (state === 'created' || state === 'retry' || state === 'active') return ['cancel'];
  return [];
}

/** "1,200 / 50,000 rows (2%)", "300 done" or '' without progress. */
export function progressText(progress: JobRow['progress']): string {
  if (!progress) return '';
  const n = (v: number) => v.toLocaleString('en-GB');
  if (!progress.total) return `${n(progress.done)} done`;
  return `${n(progress.done)} / ${n(progress.total)} rows (${Math.floor((progress.done / progress.total) * 100)}%)`;
}

export { JOB_KIND_LABELS, jobTitle } from '../../../checks/contracts/job-kinds.ts';

/** "next try 14:05:10" for a job waiting after a failure, '' otherwise. */
export function nextTryText(job: Pick<JobRow, 'state' | 'start_after'>, now = Date.now()): string {
  if (job.state !== 'retry' || !job.start_after) return '';
  const at = new Date(job.start_after);
  return at.getTime() <= now ? 'next try any moment' : `next try ${at.toLocaleTimeString('en-GB')}`;
}

/** What a confirmation says before an action: cancelling stops work (a running import is rolled back). */
export function confirmText(action: 'retry' | 'cancel', job: Pick<JobRow, 'state' | 'kind'>): string | null {
  if (action !== 'cancel') return null;
  const what = `This job (${jobTitle(job.kind)})`;
  return job.state === 'active'
    ? `${what} is running: cancelling stops it where it is, and what it has not finished is not done. You can retry it later.`
    : `${what} will not run. You can retry it later.`;
}
