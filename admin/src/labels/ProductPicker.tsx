/** Picks several products by SKU or title (the products list's `q` search), for the labels they carry. */
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface ProductOption {
  id: string;
  sku: string;
  title?: string | null;
}

export const productLabel = (p: ProductOption) => (p.title ? `${p.sku} — ${p.title}` : p.sku);

export function ProductPicker({ value, onChange, disabled }: { value: ProductOption[]; onChange: (products: ProductOption[]) => void; disabled?: boolean }) {
  const dataProvider = useDataProvider();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<ProductOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      dataProvider
        .getList<ProductOption & { id: string }>('products', { filter: input.trim() ? { q: input.trim() } : {}, sort: { field: 'sku', order: 'ASC' }, pagination: { page: 1, perPage: 20 } })
        .then(({ data }) => { if (live) { setOptions(data); setError(undefined); } })
        .catch((e) => { if (live) { setOptions([]); setError(e?.message ?? 'Products could not be loaded'); } })
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, input]);

  return (
    <Autocomplete
      multiple
      id="label-products"
      options={options}
      value={value}
      loading={loading}
      disabled={disabled}
      filterOptions={(x) => x}
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={productLabel}
      onInputChange={(_e, text, reason) => { if (reason === 'input' || reason === 'clear') setInput(text); }}
      onChange={(_e, products) => onChange(products)}
      noOptionsText={input ? 'No product matches' : 'No products'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Products"
          error={!!error}
          helperText={error ?? 'The products that carry this label (optional; search by SKU or title)'}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'label-products' } }}
        />
      )}
    />
  );
}
