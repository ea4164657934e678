/**
 * Stock: every stock level the user may read, lowest available first, filtered by location, SKU/title, below
 * minimum and negative; Adjust (or count) a level with a reason; the latest movements of the chosen level.
 * Quantities change only through movements (the API's adjust and count), never by editing the level.
 *
 * On a phone a row of buttons per level does not fit beside ten columns: each row leads with one "⋮" menu holding
 * its actions (Adjust, the latest movements, the product), and the menu is the page's one, opened for that row.
 */
import { useRef, useState } from 'react';
import { visuallyHidden } from '@mui/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreIcon from '@mui/icons-material/MoreVert';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSession } from '../access/useSession.ts';
import { can } from '../access/useCan.ts';
import { errorMessage } from '../data/dataProvider.ts';
import { pathFor, screens, type Screen } from '../routing/screens.ts';
import { AdjustDialog } from './AdjustDialog.tsx';
import { MovementsTable } from './MovementsTable.tsx';
import { fetchStock, type StockFilter, type StockRow } from './api.ts';

export default function StockPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<StockFilter>({});
  const [adjusting, setAdjusting] = useState<StockRow | null>(null);
  const [selected, setSelected] = useState<StockRow | null>(null);
  const [changes, setChanges] = useState(0);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: StockRow } | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const movements = useRef<HTMLDivElement>(null);
  const { data: locations } = useGetList('locations', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const { data, error, isPending } = useQuery({ queryKey: ['stock', filter, changes], queryFn: () => fetchStock(filter, 0, 200) });
  const mayAdjust = can(session, 'update', 'stock-levels');
  const productsScreen = screens.find((s) => s.path === '/products-listings/products');
  const productPath = (row: StockRow) => (productsScreen ? pathFor(productsScreen, 'edit', row.product_id) : undefined);

  const done = () => {
    setAdjusting(null);
    setChanges((n) => n + 1);
    queryClient.invalidateQueries({ queryKey: ['stock-levels'] });
  };
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="screen-heading">{screen.title}</Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField size="small" label="SKU or title" value={filter.q ?? ''} onChange={(e) => setFilter({ ...filter, q: e.target.value })} slotProps={{ htmlInput: { 'data-testid': 'stock-filter-q' } }} />
        <TextField select size="small" label="Location" value={filter.location_id ?? ''} onChange={(e) => setFilter({ ...filter, location_id: e.target.value || undefined })} sx={{ minWidth: 200 }} data-testid="stock-filter-location">
          <MenuItem value="">All locations</MenuItem>
          {(locations ?? []).map((l) => <MenuItem key={l.id} value={l.id}>{l.name}</MenuItem>)}
        </TextField>
        <FormControlLabel control={<Switch checked={!!filter.low} onChange={(e) => setFilter({ ...filter, low: e.target.checked })} data-testid="stock-filter-low" />} label="Below minimum" />
        <FormControlLabel control={<Switch checked={!!filter.negative} onChange={(e) => setFilter({ ...filter, negative: e.target.checked })} data-testid="stock-filter-negative" />} label="Negative" />
      </Stack>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {/* A card clips what overflows it: on a phone the levels scroll inside it instead (a focusable region). */}
      <Card variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Stock levels">
        <Table size="small" data-testid="stock-table">
          <TableHead>
            <TableRow>
              {phone ? <TableCell padding="checkbox"><Box component="span" sx={visuallyHidden}>Actions</Box></TableCell> : null}
              <TableCell>SKU</TableCell>
              <TableCell>Product</TableCell>
              <TableCell>Location</TableCell>
              <TableCell align="right">On hand</TableCell>
              <TableCell align="right">Allocated</TableCell>
              <TableCell align="right">Available</TableCell>
              <TableCell align="right">Incoming</TableCell>
              <TableCell align="right">Minimum</TableCell>
              <TableCell>Bin</TableCell>
              {phone ? null : <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.rows ?? []).map((row) => {
              const to = productPath(row);
              return (
                <TableRow key={row.id} hover selected={selected?.id === row.id} onClick={() => setSelected(row)} data-testid={`stock-row-${row.sku}-${row.location}`}>
                  {phone ? (
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-label={`Actions for ${row.sku} at ${row.location}`}
                        aria-haspopup="menu"
                        aria-expanded={menu?.row.id === row.id ? true : undefined}
                        onClick={(e) => { e.stopPropagation(); setMenu({ anchor: e.currentTarget, row }); }}
                        data-testid="stock-actions"
                      >
                        <MoreIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  ) : null}
                  <TableCell>{to ? <Link component={RouterLink} to={to}>{row.sku}</Link> : row.sku}</TableCell>
                  <TableCell>{row.title}</TableCell>
                  <TableCell>{row.location}</TableCell>
                  <TableCell align="right" data-testid="stock-on-hand">{row.on_hand}</TableCell>
                  <TableCell align="right">{row.allocated}</TableCell>
                  <TableCell align="right" sx={{ color: row.available < 0 ? 'error.main' : row.minimum_level > 0 && row.available <= row.minimum_level ? 'warning.main' : undefined }}>{row.available}</TableCell>
                  <TableCell align="right">{row.incoming}</TableCell>
                  <TableCell align="right">{row.minimum_level}</TableCell>
                  <TableCell>{row.bin ?? ''}</TableCell>
                  {phone ? null : (
                    <TableCell align="right">
                      {mayAdjust ? <Button size="small" onClick={(e) => { e.stopPropagation(); setAdjusting(row); }} data-testid="stock-adjust">Adjust</Button> : null}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {!isPending && data && !data.rows.length ? <Typography sx={{ p: 2 }} color="text.secondary">No stock levels match.</Typography> : null}
        {data && data.total > data.rows.length ? <Typography sx={{ p: 2 }} variant="caption" color="text.secondary">Showing {data.rows.length} of {data.total}: narrow the filters.</Typography> : null}
      </Card>
      <Card variant="outlined" sx={{ mt: 2 }} ref={movements}>
        <CardContent>
          <Typography variant="subtitle1" gutterBottom>
            Latest movements{selected ? `: ${selected.sku} at ${selected.location}` : ''}
          </Typography>
          {selected ? <MovementsTable productId={selected.product_id} locationId={selected.location_id} refreshKey={changes} /> : <Typography variant="body2" color="text.secondary">Choose a row to see its movements.</Typography>}
        </CardContent>
      </Card>
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)} data-testid="stock-actions-menu">
        {menu && mayAdjust ? <MenuItem onClick={() => { setAdjusting(menu.row); setMenu(null); }} data-testid="stock-adjust">Adjust</MenuItem> : null}
        {menu ? (
          <MenuItem
            onClick={() => {
              setSelected(menu.row);
              setMenu(null);
              // Below the levels, out of sight on a phone: bring them into view.
              requestAnimationFrame(() => movements.current?.scrollIntoView({ block: 'start' }));
            }}
            data-testid="stock-show-movements"
          >
            Latest movements
          </MenuItem>
        ) : null}
        {menu && productPath(menu.row) ? <MenuItem component={RouterLink} to={productPath(menu.row)!} onClick={() => setMenu(null)} data-testid="stock-open-product">Open product</MenuItem> : null}
      </Menu>
      {adjusting ? <AdjustDialog level={adjusting} onClose={() => setAdjusting(null)} onDone={() => { setSelected(adjusting); done(); }} /> : null}
    </Box>
  );
}
