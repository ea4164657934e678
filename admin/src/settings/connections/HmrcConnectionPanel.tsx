/**
 * The HMRC connection settings' Connect button: POST /api/hmrc/connect answers HMRC's consent page (the built-in
 * sandbox's for the sandbox environment); HMRC sends the merchant back to GET /api/hmrc/callback, which stores the
 * tokens and lands here with `?connected=1` — or on the screen the merchant started from (a VAT return), remembered
 * before leaving. The VAT registration number must be saved first (the API says so otherwise). Disconnect (POST
 * /api/hmrc/disconnect) deletes Sellyard's HMRC tokens and says so; the VRN stays for connecting again.
 */
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../data/dataProvider.ts';
import { sendJson } from '../../onboarding/api.ts';
import { takeReturn } from '../../channels/connect.ts';
import type { SettingsPanel } from '../panels.ts';
import { connectionState } from './connection.ts';

const HmrcConnectionPanel: SettingsPanel = ({ record, reload, readOnly }) => {
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [disconnected, setDisconnected] = useState<string>();
  const justConnected = new URLSearchParams(location.search).get('connected') === '1';
  const [returnTo] = useState(() => (justConnected ? takeReturn() : undefined));
  const state = connectionState(record);

  const connect = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await sendJson<{ authorize_url: string }>('POST', '/api/hmrc/connect', {});
      window.location.assign(answer.authorize_url);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  const disconnect = async () => {
    if (!window.confirm('Disconnect from HMRC? Sellyard deletes its access and can no longer read obligations or submit returns until you connect again.')) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await sendJson<{ message: string }>('POST', '/api/hmrc/disconnect', {});
      await reload();
      setDisconnected(answer.message);
    } catch (failure) {
      setError(errorMessage(failure));
    }
    setBusy(false);
  };

  return (
    <Card variant="outlined" sx={{ mb: 2, maxWidth: 900 }} data-testid="hmrc-connection" data-state={state}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>Connection to HMRC</Typography>
        {justConnected && state === 'connected' ? (
          <Alert severity="success" sx={{ mb: 1 }} data-testid="hmrc-just-connected"
            action={returnTo ? <Button component={RouterLink} to={returnTo} color="inherit" size="small">Back</Button> : undefined}>
            Connected: Sellyard may now read your VAT obligations and submit returns for VRN {record.vrn}.
          </Alert>
        ) : null}
        {state === 'connected' && !justConnected ? <Typography sx={{ mb: 1 }}>Connected for VRN {record.vrn}.</Typography> : null}
        {state === 'needs-reconnecting' ? <Alert severity="warning" sx={{ mb: 1 }}>HMRC no longer accepts Sellyard’s authorisation{record.last_error ? `: ${record.last_error}` : ''}. Connect again.</Alert> : null}
        {disconnected && state === 'not-connected' ? <Alert severity="info" role="status" sx={{ mb: 1 }} data-testid="hmrc-disconnected">{disconnected}</Alert> : null}
        {state === 'not-connected' && !disconnected ? (
          <Typography color="text.secondary" sx={{ mb: 1 }}>Not connected. Save the VAT registration number first, then connect: HMRC asks you to sign in with the business’s Government Gateway account and grant access.</Typography>
        ) : null}
        {readOnly ? null : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant={state === 'connected' ? 'outlined' : 'contained'} onClick={connect} disabled={busy} data-testid="hmrc-settings-connect">
              {busy ? 'Opening HMRC…' : state === 'not-connected' ? 'Connect to HMRC' : 'Reconnect to HMRC'}
            </Button>
            {state !== 'not-connected' ? (
              <Button color="error" onClick={disconnect} disabled={busy} data-testid="hmrc-disconnect">Disconnect</Button>
            ) : null}
          </Stack>
        )}
        {error ? <Alert severity="error" role="alert" sx={{ mt: 1 }}>{error}</Alert> : null}
      </CardContent>
    </Card>
  );
};

export default HmrcConnectionPanel;
