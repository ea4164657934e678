/**
 * Step 4: connecting a sales channel happens on the channel screens (each marketplace has its own sign-in); the
 * wizard links there and counts the step done once a channel exists.
 */
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const ADD_CHANNEL_PATH = '/settings/add-sales-channel';
export const CHANNELS_PATH = '/settings/sales-channels';

export function ChannelStep({ count, canAdd, onCheck, checking }: { count: number | undefined; canAdd: boolean; onCheck: () => void; checking: boolean }) {
  return (
    <Box data-testid="setup-channel">
      <Typography variant="body2" sx={{ mb: 2 }}>
        Connect the marketplaces and shops you sell on (eBay, Amazon, Etsy, Shopify…). Orders are imported from them, and stock and prices
        sent to them.
      </Typography>
      {count ? <Alert severity="success" sx={{ mb: 2 }}>{count} sales channel{count === 1 ? '' : 's'} set up.</Alert> : null}
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
