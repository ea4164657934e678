/**
 * Promote & Expand: where the catalogue is not listed yet. Per channel the user may work on, how many ACTIVE
 * products are on none of the account's sales channels of that type, a few of them by name, and a way to list them
 * (the channel's List Products page with those products chosen). Figures from GET /api/promote-expand.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Loading } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../data/dataProvider.ts';
import type { Screen } from '../routing/screens.ts';
import { fetchPromoteExpand, type ChannelGap } from './api.ts';
import { channelInfo, preselectLink } from './channels.ts';

function GapCard({ gap }: { gap: ChannelGap }) {
  const info = channelInfo(gap.channel);
  const link = info ? preselectLink(info, gap.product_ids) : gap.path;
  const more = gap.unlisted - gap.sample.length;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`gap-${gap.channel}`} component="section" aria-labelledby={`gap-${gap.channel}-title`}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2" id={`gap-${gap.channel}-title`}>
          {gap.name}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`gap-${gap.channel}-count`} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {gap.unlisted}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          active product{gap.unlisted === 1 ? '' : 's'} not listed on {gap.name}
        </Typography>
        {gap.sales_channels === 0 ? (
          <Alert severity="info" sx={{ my: 1 }}>
            No {gap.name} sales channel yet. <Link component={RouterLink} to="/settings/add-sales-channel">Add one</Link> to start selling there.
          </Alert>
        ) : gap.connected === 0 ? (
          <Alert severity="warning" sx={{ my: 1 }}>
            {gap.sales_channels === 1 ? 'Its sales channel is' : `All ${gap.sales_channels} sales channels are`} not connected.
          </Alert>
        ) : null}
        {gap.sample.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid={`gap-${gap.channel}-sample`}>
            {gap.sample.map((p) => (
              <li key={p.id}>
                <Typography variant="body2" component="span">
                  {p.sku} — {p.title}
                </Typography>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Typography variant="body2" component="span" color="text.secondary">
                  and {more} more
                </Typography>
              </li>
            ) : null}
          </Box>
        ) : (
          <Typography variant="body2" data-testid={`gap-${gap.channel}-done`}>
            Every active product is listed here.
          </Typography>
        )}
      </CardContent>
      <CardActions>
        {gap.unlisted > 0 && gap.can_list && gap.sales_channels > 0 ? (
          <Button component={RouterLink} to={link} variant="contained" size="small" data-testid={`gap-${gap.channel}-list`}>
            List {gap.product_ids.length < gap.unlisted ? `the first ${gap.product_ids.length}` : gap.unlisted === 1 ? 'it' : `these ${gap.unlisted}`} on {gap.name}
          </Button>
        ) : null}
        {!gap.can_list ? (
          <Typography variant="caption" color="text.secondary">
            Your role may look, not list.
          </Typography>
        ) : null}
      </CardActions>
    </Card>
  );
}

export default function PromoteExpandPage({ screen }: { screen: Screen }) {
  const query = useQuery({ queryKey: ['promote-expand'], queryFn: fetchPromoteExpand });
  const data = query.data;
  return (
    <Box sx={{ maxWidth: 1200 }} data-testid="promote-expand">
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Where your active products are not listed yet, channel by channel: each one is a sale you are not offered.
      </Typography>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Alert severity="error" data-testid="promote-expand-error">
          {errorMessage(query.error)}
        </Alert>
      ) : !data?.allowed ? (
        <Alert severity="info" data-testid="promote-expand-empty">
          Your role cannot see products, so there is nothing to compare with the channels.
        </Alert>
      ) : data.channels.length === 0 ? (
        <Alert severity="info" data-testid="promote-expand-empty">
          Your role has no listing channel to work on.
        </Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }} data-testid="active-products">
            {data.active_products} active product{data.active_products === 1 ? '' : 's'} in the catalogue.
          </Typography>
          <Grid container spacing={2}>
            {data.channels.map((gap) => (
              <Grid key={gap.channel} size={{ xs: 12, sm: 6, md: 4 }}>
                <GapCard gap={gap} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </Box>
  );
}
