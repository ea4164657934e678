/**
 * The Xero settings' connection: Connect to Xero (POST /api/xero-settings/connect, then Xero's consent page — the
 * built-in sandbox's for a Sandbox link — which sends the merchant back to /settings/xero-connect), the organisation
 * and when it was connected, Disconnect (POST /api/xero-settings/disconnect: revoked at Xero too) and Sync now (POST
 * /api/xero-settings/sync, then the settings are read again until the sync has run, to show how it went). Connecting
 * or disconnecting drops the cached lists the mapping fields are chosen from (`x-ui.options`).
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../data/dataProvider.ts';
import { sendJson } from '../../onboarding/api.ts';
import { remoteOptionsKey } from '../../forms/widgets/remoteOptions.ts';
import type { SettingsPanel } from '../panels.ts';
import { connectedLine, connectionState, syncFinished } from './connection.ts';

type Json = Record<string, any>;
type Notice = { severity: 'success' | 'info' | 'error'; text: string };

const SYNC_WATCH_MS = 60_000;

const XeroConnectionPanel: SettingsPanel = ({ record, reload, readOnly }) => {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'connect' | 'disconnect' | 'sync' | null>(null);
  const [notice, setNotice] = useState<Notice>();
  const [syncAskedAt, setSyncAskedAt] = useState<number>();
  const state = connectionState(record);
  const dropLists = () => queryClient.invalidateQueries({ queryKey: remoteOptionsKey('/api/xero-settings/options') });

  // After Sync now: read the settings again every 2 s until the sync has run (or a minute passed), then say how it went.
  useEffect(() => {
    if (syncAskedAt === undefined) return;
    if (syncFinished(record, syncAskedAt)) {
      setSyncAskedAt(undefined);
      setBusy(null);
      setNotice(record.last_error ? { severity: 'error', text: `Synced with problems: ${record.last_error}` } : { severity: 'success', text: 'Synced: everything due was posted to Xero.' });
      return;
    }
    if (Date.now() - syncAskedAt > SYNC_WATCH_MS) {
      setSyncAskedAt(undefined);
      setBusy(null);
      setNotice({ severity: 'info', text: 'The sync is queued and has not run yet: Background jobs shows it.' });
      return;
    }
    const timer = setTimeout(() => { void reload(); }, 2000);
    return () => clearTimeout(timer);
  }, [record, syncAskedAt]);

  const connect = async () => {
    setBusy('connect');
    setNotice(undefined);
    try {
      const answer = await sendJson<{ authorize_url: string }>('POST', '/api/xero-settings/connect', {});
      window.location.assign(answer.authorize_url);
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error) });
      setBusy(null);
    }
  };
  const disconnect = async () => {
    if (!window.confirm('Disconnect Xero? Nothing more is posted until you connect again; your account codes and mapping are kept.')) return;
    setBusy('disconnect');
    setNotice(undefined);
    try {
      const answer = await sendJson<{ revoke_problem?: string }>('POST', '/api/xero-settings/disconnect', {});
      await dropLists();
      await reload();
      setNotice(answer.revoke_problem
        ? { severity: 'info', text: `Xero is disconnected here and the link is off. ${answer.revoke_problem}` }
        : { severity: 'info', text: 'Xero is disconnected and the link is off: Sellyard no longer has access to the organisation.' });
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error) });
    }
    setBusy(null);
  };
  const sync = async () => {
    setBusy('sync');
    setNotice(undefined);
    try {
      const asked = Date.now();
      await sendJson<{ job_id: string | null }>('POST', '/api/xero-settings/sync', {});
      setNotice({ severity: 'info', text: 'Syncing with Xero…' });
      setSyncAskedAt(asked);
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error) });
      setBusy(null);
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 2, maxWidth: 900 }} data-testid="xero-connection" data-state={state}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>Connection to Xero</Typography>
        {state === 'connected' ? (
          <Typography data-testid="xero-connected" sx={{ mb: 1 }}>{connectedLine(record, 'Xero')}</Typography>
        ) : state === 'needs-reconnecting' ? (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="xero-needs-reconnecting">Xero no longer accepts Sellyard’s access{record.last_error ? `: ${record.last_error}` : ''}. Connect again.</Alert>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="xero-not-connected">
            Not connected. Save your Xero app’s client id first, then connect: Xero asks you to sign in and choose the organisation. Once connected, the account codes, tax types and tracking category below are picked from Xero’s own lists.
          </Typography>
        )}
        {readOnly ? null : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant={state === 'connected' ? 'outlined' : 'contained'} onClick={connect} disabled={busy !== null} data-testid="xero-connect">
              {busy === 'connect' ? 'Opening Xero…' : state === 'not-connected' ? 'Connect to Xero' : 'Reconnect to Xero'}
            </Button>
            {state === 'connected' ? (
              <Button variant="contained" onClick={sync} disabled={busy !== null || !record.enabled} data-testid="xero-sync" title={record.enabled ? undefined : 'Turn the link on (Enabled) and save first'}>
                {busy === 'sync' ? 'Syncing…' : 'Sync now'}
              </Button>
            ) : null}
            {state !== 'not-connected' || record.organisation_name ? (
              <Button color="error" onClick={disconnect} disabled={busy !== null} data-testid="xero-disconnect">Disconnect</Button>
            ) : null}
          </Stack>
        )}
        {notice ? <Alert severity={notice.severity} sx={{ mt: 1 }} role={notice.severity === 'error' ? 'alert' : 'status'} data-testid="xero-notice">{notice.text}</Alert> : null}
      </CardContent>
    </Card>
  );
};

export default XeroConnectionPanel;
