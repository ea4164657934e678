/**
 * The page Xero sends the merchant back to after they grant access (`/settings/xero-connect?code=…&state=…`, the
 * redirect URI POST /api/xero-settings/connect gave Xero): it passes the query to `POST /api/xero-connect`, which
 * exchanges the code with the PKCE verifier and stores the organisation, then returns to the Xero settings, where
 * the connection shows. A refusal (state expired or used, access denied) stays here with the reason and the way back.
 *
 * The state works once, so the callback is sent once per visit (StrictMode runs effects twice in development).
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { callbackRefusal } from '../../lib/consentCallback.ts';
import { sendJson } from '../../onboarding/api.ts';
import type { Screen } from '../../routing/screens.ts';
import { remoteOptionsKey } from '../../forms/widgets/remoteOptions.ts';

const SETTINGS = '/settings/xero';

const reasonOf = (error: unknown) => callbackRefusal(error, {
  service: 'Xero',
  unreachable: 'The server cannot be reached. Start again from the Xero settings in a moment.',
  failed: 'Connecting Xero failed.',
  parameter: (name) => `“${name}”`,
});

export default function XeroConnectPage({ screen }: { screen: Screen }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = Object.fromEntries(new URLSearchParams(location.search));
  const hasCallback = Boolean(params.state || params.code || params.error);
  const [failure, setFailure] = useState<string | null>((location.state as { failure?: string } | null)?.failure ?? null);
  const sent = useRef(false);

  useEffect(() => {
    if (!hasCallback || failure || sent.current) return;
    sent.current = true;
    sendJson('POST', '/api/xero-connect', params)
      .then(async () => {
        // The settings and the lists their fields are chosen from are Xero's now: read them afresh.
        await queryClient.invalidateQueries({ queryKey: ['xero-settings'] });
        await queryClient.invalidateQueries({ queryKey: remoteOptionsKey('/api/xero-settings/options') });
        navigate(SETTINGS, { replace: true });
      })
      .catch((error) => {
        const reason = reasonOf(error);
        setFailure(reason);
        // The code is spent: take it out of the address bar, keeping the outcome for a reload.
        navigate(location.pathname, { replace: true, state: { failure: reason } });
      });
  }, []);

  const state = failure ? 'failed' : hasCallback ? 'connecting' : 'idle';
  return (
    <Box data-testid="xero-connect-callback" data-state={state} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">{screen.title}</Typography>
      {state === 'connecting' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-label="Connecting" />
          <Typography>Connecting your Xero organisation…</Typography>
        </Stack>
      ) : null}
      {state === 'failed' ? (
        <Alert severity="error" role="alert" data-testid="xero-connect-failed">
          <AlertTitle>Not connected</AlertTitle>
          {failure} Each attempt gets a new request valid for 15 minutes.
        </Alert>
      ) : null}
      {state === 'idle' ? (
        <Alert severity="info">This page finishes connecting Xero: Xero sends you here after you grant Sellyard access. Start from the Xero settings.</Alert>
      ) : null}
      {state !== 'connecting' ? (
        <Button component={RouterLink} to={SETTINGS} variant="contained" sx={{ mt: 2 }} data-testid="xero-connect-back">Back to the Xero settings</Button>
      ) : null}
    </Box>
  );
}
