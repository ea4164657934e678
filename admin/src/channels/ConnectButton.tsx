/**
 * Connect (or Reconnect) a sales channel with its marketplace: asks the API for a connection
 * (`POST /api/sales-channels/:id/connect`, a single-use state valid 15 minutes) and sends the browser to the
 * marketplace's consent page (the sandbox marketplace's for a SANDBOX channel). The marketplace sends the merchant
 * back to /settings/<type>-connect (ConnectCallbackPage), which completes the connection and offers the way back
 * to the screen the merchant started from (`returnTo`).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { errorMessage } from '../data/dataProvider.ts';
import { sendJson } from '../onboarding/api.ts';
import { connectLabel, consentTarget, rememberReturn, type ConnectAnswer, type ConnectableChannel } from './connect.ts';

export function ConnectButton({ channel, reconnect = false, returnTo, variant = 'contained' }: {
  channel: ConnectableChannel;
  reconnect?: boolean;
  returnTo?: string;
  variant?: ButtonProps['variant'];
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await sendJson<ConnectAnswer>('POST', `/api/sales-channels/${channel.id}/connect`, {});
      if (returnTo) rememberReturn(returnTo);
      window.location.assign(consentTarget(channel, answer));
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };
  const label = connectLabel(channel, reconnect);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant={variant} onClick={start} disabled={busy} data-testid={`channel-connect-${channel.id}`} aria-label={`${label}: ${channel.name}`}>
        {busy ? 'Opening the sign-in page…' : label}
      </Button>
      {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
    </Stack>
  );
}
