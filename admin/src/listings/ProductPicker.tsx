/**
 * Step 2 of List Products: a searchable, paged table of the account's products (searched and filtered by the
 * server), with a "not yet listed on this channel" filter and one checkbox per product. Products already on the
 * chosen sales channel cannot be picked: their row says so and links to the listing.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../data/dataProvider.ts';
import { formatMoney } from '../lib/money.ts';
import { fetchProducts, type PickableProduct } from './api.ts';
import { humanizeValue } from './channels.ts';

const STATUSES = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'DRAFT', label: 'Draft' },
  { value: 'ARCHIVED', label: 'Archived' },
  { value: '', label: 'Any status' },
];

export interface ProductPickerProps {
  salesChannelId: string;
  /** Where a product's listing is edited. */
  listingPath: (listingId: string) => string | undefined;
  selected: Map<string, PickableProduct>;
  onChange: (next: Map<string, PickableProduct>) => void;
  initialUnlisted: boolean;
}

/** The search text, once typing pauses: one request per pause, not per key. */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function ProductPicker({ salesChannelId, listingPath, selected, onChange, initialUnlisted }: ProductPickerProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('ACTIVE');
  const [unlisted, setUnlisted] = useState(initialUnlisted);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const q = useDebounced(search.trim());
  useEffect(() => setPage(0), [q, status, unlisted, salesChannelId]);

  const query = useQuery({
    queryKey: ['listing-bulk-products', salesChannelId, q, status, unlisted, page, perPage],
    queryFn: () => fetchProducts({ salesChannelId, q, status, unlisted, offset: page * perPage, limit: perPage }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.rows ?? [];
  const pickable = rows.filter((r) => !r.listing);
  const allOnPage = pickable.length > 0 && pickable.every((r) => selected.has(r.id));
  const someOnPage = pickable.some((r) => selected.has(r.id));

  const toggle = (product: PickableProduct) => {
    const next = new Map(selected);
    if (next.has(product.id)) next.delete(product.id);
    else next.set(product.id, product);
    onChange(next);
  };
  const togglePage = () => {
    const next = new Map(selected);
    for (const product of pickable) {
      if (allOnPage) next.delete(product.id);
      else next.set(product.id, product);
    }
    onChange(next);
  };

  return (
    <Box data-testid="product-picker">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <TextField
          label="Search SKU or title"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'product-search', maxLength: 200 } }}
          sx={{ minWidth: 260 }}
        />
        <TextField select label="Status" size="small" value={status} onChange={(e) => setStatus(e.target.value)} sx={{ minWidth: 150 }} data-testid="product-status">
          {STATUSES.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={unlisted} onChange={(e) => setUnlisted(e.target.checked)} slotProps={{ input: { 'data-testid': 'unlisted-toggle' } as never }} />}
          label="Only products not yet listed on this channel"
        />
      </Stack>
      {query.isFetching ? <LinearProgress sx={{ mb: 1 }} aria-label="Loading products" /> : <Box sx={{ height: 4, mb: 1 }} />}
      {query.isError ? (
        <Alert severity="error" data-testid="products-error">
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <>
          {/* Wider than a phone: scrolls in its own (focusable) region, not the page. */}
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Products to list">
          <Table size="small" aria-label="Products to list">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allOnPage}
                    indeterminate={!allOnPage && someOnPage}
                    disabled={!pickable.length}
                    onChange={togglePage}
                    slotProps={{ input: { 'aria-label': 'Select every product on this page', 'data-testid': 'pick-page' } as never }}
                  />
                </TableCell>
                <TableCell>SKU</TableCell>
                <TableCell>Title</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Retail price</TableCell>
                <TableCell>On this channel</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((product) => {
                const to = product.listing ? listingPath(product.listing.id) : undefined;
                return (
                  <TableRow key={product.id} hover selected={selected.has(product.id)} data-testid={`product-row-${product.id}`}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(product.id)}
                        disabled={!!product.listing}
                        onChange={() => toggle(product)}
                        slotProps={{ input: { 'aria-label': `Select ${product.sku}`, 'data-testid': `pick-${product.id}` } as never }}
                      />
                    </TableCell>
                    <TableCell>{product.sku}</TableCell>
                    <TableCell>{product.title}</TableCell>
                    <TableCell>{humanizeValue(product.status)}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {product.retail_price === null ? '—' : formatMoney(product.retail_price, product.currency)}
                    </TableCell>
                    <TableCell>
                      {product.listing ? (
                        to ? (
                          <Link component={RouterLink} to={to}>
                            Listed ({humanizeValue(product.listing.status).toLowerCase()})
                          </Link>
                        ) : (
                          <Chip size="small" label={`Listed (${humanizeValue(product.listing.status).toLowerCase()})`} />
                        )
                      ) : (
                        <Chip size="small" variant="outlined" label="Not listed" />
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
              {!query.isPending && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} data-testid="products-empty">
                    {q || status || unlisted ? 'No products match: change the search or the filters.' : 'No products yet.'}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
          </Box>
          <TablePagination
            component="div"
            count={query.data?.total ?? 0}
            page={page}
            onPageChange={(_e, p) => setPage(p)}
            rowsPerPage={perPage}
            onRowsPerPageChange={(e) => {
              setPerPage(Number(e.target.value));
              setPage(0);
            }}
            rowsPerPageOptions={[10, 25, 50, 100]}
          />
        </>
      )}
    </Box>
  );
}
