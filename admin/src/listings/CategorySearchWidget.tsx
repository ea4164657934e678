/**
 * The listing form's category: typed in words and chosen from the marketplace's suggestions (eBay's Taxonomy API;
 * Amazon's product types, through GET /api/sales-channels/:id/categories), each shown with its path. Choosing one
 * stores its id and its words (eBay: `category_id`, `category_name`; Amazon: `product_type`, `product_type_name`,
 * as the field's ui:options `nameField` says) in one change, through the form's `listingChannel.patch`: the form
 * then asks for that category's item specifics or attributes (ItemSpecificsField).
 */
import { useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { errorMessage } from '../data/dataProvider.ts';
import { searchCategories, searchable, type CategoryChoice } from './categories.ts';
import type { ListingFormContext } from './listingFormUi.ts';

/** How long typing pauses before the marketplace is asked. */
const PAUSE_MS = 300;

export function CategorySearchWidget(props: WidgetProps) {
  const listing = (props.registry.formContext as ListingFormContext | undefined)?.listingChannel;
  const salesChannelId = listing?.salesChannelId;
  // The field's own name in the channel fields (its id is root_category_id, or root_channel_fields_… on a listing).
  const field = props.id.replace(/^root_/, '').replace(/^channel_fields_/, '');
  const nameField = typeof props.options.nameField === 'string' ? props.options.nameField : 'category_name';
  const marketplace = typeof props.options.marketplace === 'string' ? props.options.marketplace : 'eBay';
  const example = typeof props.options.example === 'string' ? props.options.example : 'lambswool jumper';
  const value = typeof props.value === 'string' ? props.value : '';
  const storedName = typeof listing?.fields[nameField] === 'string' ? listing.fields[nameField] : '';
  const selected = useMemo<CategoryChoice | null>(() => (value ? { id: value, name: storedName || value, path: [], label: storedName || `${marketplace} category ${value}` } : null), [value, storedName, marketplace]);
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<CategoryChoice[]>([]);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const testId = `field-${props.id.replace(/^root_/, '')}`;

  useEffect(() => {
    if (!salesChannelId || !searchable(input) || input === selected?.label) {
      setOptions([]);
      setLoading(false);
      return;
    }
    const abort = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      searchCategories(salesChannelId, input.trim(), abort.signal)
        .then((found) => { setOptions(found); setProblem(null); })
        .catch((error) => { if (!abort.signal.aborted) { setOptions([]); setProblem(errorMessage(error)); } })
        .finally(() => { if (!abort.signal.aborted) setLoading(false); });
    }, PAUSE_MS);
    return () => { clearTimeout(timer); abort.abort(); };
  }, [salesChannelId, input, selected?.label]);

  const disabled = props.disabled || props.readonly || !salesChannelId;
  // The field's own help (its schema's) says what it is for; this says only what stands in the way.
  const help = !salesChannelId ? 'Choose the sales channel first' : problem ?? undefined;
  return (
    <Autocomplete<CategoryChoice>
      id={props.id}
      options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
      value={selected}
      loading={loading}
      disabled={disabled}
      filterOptions={(all) => all}
      autoHighlight
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      noOptionsText={searchable(input) ? (loading ? `Asking ${marketplace}…` : 'Nothing matches those words: try others') : 'Type at least two letters'}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      onChange={(_e, option) => listing?.patch({ [field]: option?.id, [nameField]: option ? option.label : undefined })}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps as typeof optionProps & { key: string };
        return (
          <Box component="li" key={key} {...rest} data-testid="category-option" sx={{ display: 'block !important' }}>
            <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>{option.name}</Typography>
            {option.path.length ? <Typography variant="caption" component="div" color="text.secondary">{option.path.join(' › ')}</Typography> : null}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          error={!!props.rawErrors?.length || !!problem}
          helperText={help}
          placeholder={`Type what you are listing, e.g. ${example}`}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
