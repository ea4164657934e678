import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Screen } from '../routing/screens.ts';

/**
 * A screen whose entity or purpose-built page is not built yet: a real, titled screen that says what will be here
 * (the manifest row's description), never a blank page.
 */
export function Placeholder({ screen }: { screen: Screen }) {
  const what = screen.description ?? screen.title;
  const entity = screen.route.entity;
  return (
    <Box data-testid="placeholder" data-entity={entity ?? ''} sx={{ maxWidth: 760 }}>
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }} data-testid="placeholder-description">
        {what.endsWith('.') ? what : `${what}.`}
      </Typography>
      <Alert severity="info">
        {entity
          ? `This screen will list and edit ${screen.route.resource ?? entity} records once the “${entity}” schema is added and the API serves it.`
          : 'This purpose-built screen is planned; its data and guard are already in place.'}
      </Alert>
    </Box>
  );
}
