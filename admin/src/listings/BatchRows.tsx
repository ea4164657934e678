/**
 * Step 4 of List Products: the chosen products, one row each, with what may differ per product: the listing title
 * (the product's, cut to the channel's limit), the price (the product's retail price) and the channel fields that
 * are per product (OnBuy's OPC, Amazon's ASIN…). A refused row shows the API's messages under it.
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { MoneyInput } from '../forms/widgets/MoneyInput.tsx';
import type { BulkRowError, PickableProduct } from './api.ts';

type Json = Record<string, any>;

/** What the user set for one product (absent: the default). */
export interface RowValues {
  title?: string;
  /** Minor units; null clears the price. */
  price?: number | null;
  fields?: Record<string, string>;
}

export interface BatchRowsProps {
  products: PickableProduct[];
  values: Record<string, RowValues>;
  onChange: (productId: string, values: RowValues) => void;
  onRemove: (productId: string) => void;
  /** The title each product gets unless changed. */
  defaultTitle: (product: PickableProduct) => string;
  titleMax: number;
  /** The per-product channel fields' schemas, by name. */
  perProduct: Json;
  errors: Record<string, BulkRowError[]>;
  disabled?: boolean;
}

/** A listing field pointer in words: `/channel_fields/category_id` → "category id". */
function fieldLabel(field: string | undefined): string {
  const last = (field ?? '').split('/').filter(Boolean);
  return last.length ? last.join(' › ').replace(/_/g, ' ') : '';
}

export function BatchRows({ products, values, onChange, onRemove, defaultTitle, titleMax, perProduct, errors, disabled }: BatchRowsProps) {
  if (!products.length) {
    return (
      <Typography color="text.secondary" data-testid="batch-empty">
        No products chosen yet: tick them in the table above.
      </Typography>
    );
  }
  const extra = Object.entries(perProduct);
  return (
    // Wider than a phone: scrolls in its own (focusable) region, not the page.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Products in this batch">
    <Table size="small" aria-label="Products in this batch" data-testid="batch-rows">
      <TableHead>
        <TableRow>
          <TableCell>SKU</TableCell>
          <TableCell sx={{ minWidth: 280 }}>Listing title</TableCell>
          <TableCell sx={{ minWidth: 140 }}>Price</TableCell>
          {extra.map(([name, schema]) => (
            <TableCell key={name}>{(schema as Json).title ?? name}</TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {products.map((product) => {
          const own = values[product.id] ?? {};
          const title = own.title ?? defaultTitle(product);
          const price = own.price !== undefined ? own.price : product.retail_price;
          const rowErrors = errors[product.id] ?? [];
          const currency = product.currency ?? 'GBP';
          const tooLong = [...title].length > titleMax;
          return [
            <TableRow key={product.id} data-testid={`batch-row-${product.id}`} sx={rowErrors.length ? { '& > td': { borderBottom: 'none' } } : undefined}>
              <TableCell>{product.sku}</TableCell>
              <TableCell>
                <TextField
                  size="small"
                  fullWidth
                  value={title}
                  disabled={disabled}
                  error={tooLong || !title.trim()}
                  helperText={`${[...title].length}/${titleMax}${tooLong ? ' — too long for this channel' : ''}`}
                  onChange={(e) => onChange(product.id, { ...own, title: e.target.value })}
                  slotProps={{ htmlInput: { 'aria-label': `Listing title of ${product.sku}`, 'data-testid': `row-title-${product.id}` } }}
                />
              </TableCell>
              <TableCell>
                <MoneyInput
                  id={`row-price-${product.id}`}
                  label="Price"
                  size="small"
                  value={price ?? undefined}
                  currency={currency}
                  disabled={disabled}
                  onChange={(minor) => onChange(product.id, { ...own, price: minor ?? null })}
                  testId={`row-price-${product.id}`}
                />
              </TableCell>
              {extra.map(([name, schema]) => (
                <TableCell key={name}>
                  <TextField
                    size="small"
                    value={own.fields?.[name] ?? ''}
                    disabled={disabled}
                    placeholder={(schema as Json).title ?? name}
                    onChange={(e) => onChange(product.id, { ...own, fields: { ...(own.fields ?? {}), [name]: e.target.value } })}
                    slotProps={{ htmlInput: { 'aria-label': `${(schema as Json).title ?? name} of ${product.sku}`, 'data-testid': `row-${name}-${product.id}`, maxLength: (schema as Json).maxLength } }}
                  />
                </TableCell>
              ))}
              <TableCell padding="checkbox">
                <IconButton aria-label={`Remove ${product.sku} from the batch`} onClick={() => onRemove(product.id)} disabled={disabled} data-testid={`row-remove-${product.id}`}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>,
            rowErrors.length ? (
              <TableRow key={`${product.id}-errors`}>
                <TableCell colSpan={4 + extra.length} sx={{ pt: 0 }}>
                  <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }} data-testid={`row-errors-${product.id}`} role="alert">
                    {rowErrors.map((e, i) => (
                      <li key={i}>
                        <Typography variant="body2" component="span">
                          {fieldLabel(e.field) ? `${fieldLabel(e.field)}: ` : ''}
                          {e.message}
                        </Typography>
                      </li>
                    ))}
                  </Box>
                </TableCell>
              </TableRow>
            ) : null,
          ];
        })}
      </TableBody>
    </Table>
    </Box>
  );
}
