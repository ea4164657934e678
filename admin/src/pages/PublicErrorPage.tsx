import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The public error page: `?status=` and `?message=` say what went wrong; a way back home. */
export default function PublicErrorPage() {
  const [params] = useSearchParams();
  const status = params.get('status');
  const message = params.get('message') ?? 'Something went wrong.';
  return (
    <Box data-testid="public-error">
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {status ? `Error ${status}` : 'Error'}
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }} data-testid="error-message">
        {message}
      </Alert>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Go to the dashboard
      </Button>
    </Box>
  );
}
