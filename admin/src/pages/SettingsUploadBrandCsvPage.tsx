/**
 * Upload Brand CSV: the first screen on the generic CSV import. A file of brands (name, code, logo URL, website)
 * is checked row by row, then imported in one go: rows update the brand with the same code (or, without a code,
 * the same name) and add the others.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { errorMessage } from '../data/dataProvider.ts';
import { CsvImport } from '../transfer/CsvImport.tsx';
import { downloadCsv } from '../transfer/api.ts';
import type { Screen } from '../routing/screens.ts';

export default function SettingsUploadBrandCsvPage({ screen }: { screen: Screen }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const exportBrands = () => downloadCsv('brands', { sort: { field: 'name', order: 'ASC' } }).catch((e) => notify(errorMessage(e), { type: 'error' }));
  return (
    <Box sx={{ maxWidth: 1200 }} data-testid="upload-brand-csv">
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Columns: <code>name</code> (required), <code>code</code>, <code>logo_url</code>, <code>website</code>. A row updates the brand with
        the same code (or, with no code, the same name) and adds a new brand otherwise. Nothing is saved until you import, and nothing at
        all if a row fails, unless you choose to skip failed rows.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
        <Button size="small" startIcon={<DownloadIcon />} onClick={exportBrands} data-testid="export-brands">Download current brands</Button>
        <Button size="small" component={RouterLink} to="/settings/brands">Brands</Button>
      </Stack>
      <CsvImport resource="brands" noun="brands" onImported={() => queryClient.invalidateQueries({ queryKey: ['brands'] })} />
    </Box>
  );
}
