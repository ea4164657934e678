/**
 * Step 4: a sales channel is added on the add-channel screen; the wizard then lists the account's channels, each
 * not yet connected with its Connect button (the marketplace's consent page, or the sandbox's, and back to this
 * wizard), and counts the step done once a channel exists.
 */
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiFetch } from '../data/dataProvider.ts';
import { ConnectButton } from '../channels/ConnectButton.tsx';
import { connectsByConsent, type ConnectableChannel } from '../channels/connect.ts';

export const ADD_CHANNEL_PATH = '/settings/add-sales-channel';
export const CHANNELS_PATH = '/settings/sales-channels';
export const WIZARD_PATH = '/settings/setup-wizard';

const STATUS_WORDS: Record<string, string> = { CONNECTED: 'Connected', DISCONNECTED: 'Not connected', TOKEN_EXPIRED: 'Sign-in expired', ERROR: 'Error' };

/** The account's channels with what the step shows of them (the first 20, by name). */
async function fetchChannels(): Promise<ConnectableChannel[]> {
  // The environment too: a sandbox channel's consent page is the sandbox marketplace's (connect.ts).
  const query = new URLSearchParams({ sort: JSON.stringify(['name', 'ASC']), range: JSON.stringify([0, 19]), fields: 'name,type,status,environment' });
  const response = await apiFetch(`/api/sales-channels?${query.toString()}`, { headers: { Accept: 'application/json' } });
  return (await response.json()) as ConnectableChannel[];
}

function ChannelRows({ count }: { count: number }) {
  const channels = useQuery({ queryKey: ['setup-channels', count], queryFn: fetchChannels });
  if (!channels.data?.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="setup-channel-list">
      {channels.data.map((channel) => (
        <Box key={channel.id} data-testid="setup-channel-row" data-status={channel.status}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', py: 0.5, borderTop: 1, borderColor: 'divider' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{channel.name}</Typography>
            <Chip size="small" label={STATUS_WORDS[channel.status] ?? channel.status} color={channel.status === 'CONNECTED' ? 'success' : 'default'} />
          </Stack>
          {channel.status !== 'CONNECTED' && connectsByConsent(channel.type)
            ? <ConnectButton channel={channel} reconnect={channel.status === 'TOKEN_EXPIRED'} returnTo={WIZARD_PATH} variant="outlined" />
            : null}
        </Box>
      ))}
    </Stack>
  );
}

export function ChannelStep({ count, canAdd, onCheck, checking }: { count: number | undefined; canAdd: boolean; onCheck: () => void; checking: boolean }) {
  return (
    <Box data-testid="setup-channel">
      <Typography variant="body2" sx={{ mb: 2 }}>
        Connect the marketplaces and shops you sell on (eBay, Amazon, Etsy, Shopify…). Orders are imported from them, and stock and prices
        sent to them.
      </Typography>
      {count ? <Alert severity="success" sx={{ mb: 2 }}>{count} sales channel{count === 1 ? '' : 's'} set up.</Alert> : null}
      {count ? <ChannelRows count={count} /> : null}
      {canAdd ? (
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={ADD_CHANNEL_PATH} variant="contained" data-testid="setup-add-channel">Add a sales channel</Button>
          {count ? <Button component={RouterLink} to={CHANNELS_PATH}>Sales channels</Button> : null}
          <Button onClick={onCheck} disabled={checking} data-testid="setup-channel-check">{checking ? 'Checking…' : 'I have added one'}</Button>
        </Stack>
      ) : (
        <Alert severity="info">Adding sales channels needs the Sales channels permission.</Alert>
      )}
    </Box>
  );
}
