/**
 * A sales channel's health above its marketplace activity (GET /api/sales-channels/:id/health): whether it is
 * connected, the last and next order sync, orders imported today, pushes and a resync waiting, listings live,
 * out of stock and refused, and the last error in full. Refreshes every half minute, or every 3 s while work waits.
 * A channel that connects on the marketplace's consent page and is not connected has its Connect button here, or
 * Reconnect when the marketplace withdrew or expired the access.
 */
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { apiFetch } from '../data/dataProvider.ts';
import { formatDateTime } from '../lib/dates.ts';
import { healthFacts, type ChannelHealthData } from './channelHealth.ts';
import { ConnectButton } from './ConnectButton.tsx';
import type { ConnectableChannel } from './connect.ts';

export function ChannelHealth({ id, channel }: { id: string; channel?: ConnectableChannel }) {
  const health = useQuery({
    queryKey: ['channel-health', id],
    queryFn: async () => {
      const response = await apiFetch(`/api/sales-channels/${id}/health`, { headers: { Accept: 'application/json' } }).catch(() => null);
      return response?.ok ? ((await response.json()) as ChannelHealthData) : null;
    },
    refetchInterval: (query) => (query.state.data && (query.state.data.pushes_waiting > 0 || query.state.data.resync_waiting) ? 3000 : 30_000),
  });
  if (!health.data) return null;
  const data = health.data;
  return (
    <Box sx={{ mt: 2 }} data-testid="channel-health" role="region" aria-label="Channel health">
      <Typography variant="h6" component="h2" gutterBottom>Channel health</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
        {healthFacts(data, formatDateTime).map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">{term}</Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 0.75, sm: 0 } }} data-testid={`channel-health-${term.toLowerCase().replace(/[^a-z]+/g, '-')}`}>{value}</Typography>
          </Box>
        ))}
      </Box>
      {channel && data.connects_by === 'oauth' && data.status !== 'CONNECTED' ? (
        <Box sx={{ mt: 1.5 }} data-testid="channel-health-connect">
          <ConnectButton channel={{ ...channel, status: data.status }} reconnect={Boolean(data.reconnect)} />
        </Box>
      ) : null}
      {data.last_error ? (
        <Alert severity="warning" sx={{ mt: 1.5, overflowWrap: 'anywhere' }} data-testid="channel-health-error">
          {data.last_error_at ? `${formatDateTime(data.last_error_at)}: ` : ''}{data.last_error}
        </Alert>
      ) : null}
    </Box>
  );
}
