import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The fallback for any unknown path (`Sellyard | Not Found`). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Box data-testid="not-found">
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        Not found
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        There is no page at <code>{pathname}</code>.
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="outlined">
        Back to the dashboard
      </Button>
    </Box>
  );
}
