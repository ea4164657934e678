/**
 * The page eBay, Amazon, Shopify, Etsy and Wish send the browser back to after the seller grants access
 * (`/settings/{ebay,amazon,shopify,etsy,wish}-connect?code=…&state=…`): it passes the query to
 * `POST /api/channel-connect/:provider` and shows connecting → connected (with a link to the sales channel) or
 * why not (state mismatch or expiry, a missing parameter, access refused) with the way to start again.
 *
 * The callback works once (the state is used up), so it is sent once per visit, and the code is then taken out of
 * the address bar: a reload or the back button shows the outcome instead of failing on a spent state.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { callbackRefusal } from '../lib/consentCallback.ts';
import { sendJson } from '../onboarding/api.ts';
import { pathFor, screens, type Screen } from '../routing/screens.ts';
import { takeReturn } from '../channels/connect.ts';

const PROVIDERS = { ebay: 'eBay', amazon: 'Amazon', shopify: 'Shopify', etsy: 'Etsy', wish: 'Wish' } as const;
type Provider = keyof typeof PROVIDERS;

type Outcome =
  | { state: 'connected'; channel: { id: string; name: string; status: string } }
  | { state: 'failed'; reason: string };

/** `/settings/ebay-connect` → `ebay`. */
export function providerOf(path: string): Provider | undefined {
  const name = /\/settings\/([a-z]+)-connect$/.exec(path)?.[1];
  return name && name in PROVIDERS ? (name as Provider) : undefined;
}

/** The reason of a refused callback, as the seller should read it. */
const reasonOf = (error: unknown) => callbackRefusal(error, {
  service: 'The marketplace',
  unreachable: 'The server cannot be reached. Reload this page in a moment.',
  failed: 'The connection failed.',
  forbidden: 'Your role may not connect this sales channel.',
});

const channelsList = screens.find((s) => s.path === '/settings/sales-channels');

export default function ConnectCallbackPage({ screen }: { screen: Screen }) {
  const location = useLocation();
  const navigate = useNavigate();
  const provider = providerOf(screen.path);
  const label = provider ? PROVIDERS[provider] : 'the marketplace';
  const remembered = (location.state as { outcome?: Outcome } | null)?.outcome;
  const params = Object.fromEntries(new URLSearchParams(location.search));
  const hasCallback = Object.keys(params).length > 0;
  const [outcome, setOutcome] = useState<Outcome | null>(remembered ?? null);
  // The screen the merchant started connecting from (the setup wizard), offered once connected.
  const [returnTo] = useState(() => (hasCallback ? takeReturn() : undefined));
  // StrictMode runs effects twice in development: the state must be spent once only.
  const sent = useRef(false);

  useEffect(() => {
    if (remembered || !hasCallback || !provider || sent.current) return;
    sent.current = true;
    const settle = (result: Outcome) => {
      setOutcome(result);
      navigate(location.pathname, { replace: true, state: { outcome: result } });
    };
    sendJson<{ id: string; name: string; status: string }>('POST', `/api/channel-connect/${provider}`, params)
      .then((channel) => settle({ state: 'connected', channel: { id: channel.id, name: channel.name, status: channel.status } }))
      .catch((error) => settle({ state: 'failed', reason: reasonOf(error) }));
  }, []);

  const channelPath = (id: string) => (channelsList ? pathFor(channelsList, 'view', id) ?? pathFor(channelsList, 'edit', id) : undefined);
  const state = outcome?.state ?? (hasCallback ? 'connecting' : 'idle');
  return (
    <Box data-testid="connect-callback" data-state={state} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      {state === 'connecting' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status" data-testid="connect-connecting">
          <CircularProgress size={24} aria-label="Connecting" />
          <Typography>Connecting your {label} account…</Typography>
        </Stack>
      ) : null}
      {outcome?.state === 'connected' ? (
        <Alert severity="success" data-testid="connect-connected">
          <AlertTitle>Connected</AlertTitle>
          {outcome.channel.name} is connected to {label}
          {outcome.channel.status === 'CONNECTED' ? '' : ` (status: ${outcome.channel.status})`}. Orders, stock and prices sync as set on the channel.
        </Alert>
      ) : null}
      {outcome?.state === 'failed' ? (
        <Alert severity="error" role="alert" data-testid="connect-failed">
          <AlertTitle>Not connected</AlertTitle>
          <span data-testid="connect-reason">{outcome.reason}</span> To try again, open the sales channel and connect it once more: each attempt
          gets a new request that is valid for 15 minutes.
        </Alert>
      ) : null}
      {state === 'idle' ? (
        <Alert severity="info" data-testid="connect-idle">
          This page finishes connecting a {label} sales channel: {label} sends you here after you grant Sellyard access. To connect a channel, start
          from the sales channel.
        </Alert>
      ) : null}
      {state !== 'connecting' ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          {outcome?.state === 'connected' && returnTo ? (
            <Button component={RouterLink} to={returnTo} variant="contained" data-testid="connect-return">
              {returnTo === '/settings/setup-wizard' ? 'Back to the setup wizard' : 'Back'}
            </Button>
          ) : null}
          {outcome?.state === 'connected' && channelPath(outcome.channel.id) ? (
            <Button component={RouterLink} to={channelPath(outcome.channel.id)!} variant={returnTo ? 'outlined' : 'contained'} data-testid="connect-channel-link">
              Open {outcome.channel.name}
            </Button>
          ) : null}
          <Button component={RouterLink} to="/settings/sales-channels" variant={outcome?.state === 'connected' ? 'text' : 'contained'} data-testid="connect-retry">
            {outcome?.state === 'failed' ? 'Back to sales channels to retry' : 'Sales channels'}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
