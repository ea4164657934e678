/**
 * The listing form's item specifics, generated from the chosen category's aspects (GET /api/sales-channels/:id/
 * categories/:categoryId/aspects): required ones first and marked, then recommended, then the rest behind "More".
 * An aspect the seller may word (FREE_TEXT) takes any text with its values as suggestions; a SELECTION_ONLY one
 * only its values (in words where the marketplace's are codes); MULTI ones several.
 *
 * eBay (the default): stored as the listing's `aspects`, name → values, which is what the adapter sends in the
 * inventory item's product.aspects; item specifics stored that the category does not list (a seller's own) stay,
 * and are named. Amazon (ui:options `shape: 'amazon'`, `categoryField: 'product_type'`): the product type's
 * required attributes, stored as Amazon's attributes (`bullet_point: [{ value, language_tag }]`), which the
 * adapter sends as they are; other attributes stored stay as they are.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FieldProps } from '@rjsf/utils';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../data/dataProvider.ts';
import { allowedValues, aspectsFromAmazon, aspectTitle, categoryAspects, missingRequired, ownAspects, valueName, withAmazonAttribute, withAspect, type AspectInfo, type Aspects } from './categories.ts';
import type { ListingFormContext } from './listingFormUi.ts';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function AspectInput({ aspect, values, onChange, disabled, showMissing, marketplace }: { aspect: AspectInfo; values: string[]; onChange: (values: string[]) => void; disabled: boolean; showMissing: boolean; marketplace: string }) {
  const id = `aspect-${slug(aspect.name)}`;
  const missing = aspect.required && !values.length;
  const helperText = missing && showMissing ? `${marketplace} needs this to publish`
    : aspect.mode === 'SELECTION_ONLY' ? (aspect.multiple ? 'Choose one or more' : undefined)
    : aspect.multiple ? 'Type one, press Enter, then the next' : aspect.values.length ? 'Choose or type your own' : aspect.description;
  const common = { label: aspectTitle(aspect), required: aspect.required, error: missing && showMissing, helperText };
  const input = { 'data-testid': id, 'data-aspect': aspect.name, ...(aspect.max_length ? { maxLength: aspect.max_length } : {}) };
  if (aspect.mode === 'SELECTION_ONLY' && !aspect.multiple) {
    return (
      // The test id on what is clicked (the select's display), not on its hidden native input.
      <TextField select fullWidth id={id} value={values[0] ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value ? [e.target.value] : [])} {...common}
        slotProps={{ htmlInput: { 'data-aspect': aspect.name }, select: { SelectDisplayProps: { 'data-testid': id } as React.HTMLAttributes<HTMLDivElement> } }}>
        <MenuItem value=""><em>Not given</em></MenuItem>
        {aspect.values.map((v) => <MenuItem key={v} value={v}>{valueName(aspect, v)}</MenuItem>)}
      </TextField>
    );
  }
  if (aspect.multiple) {
    return (
      <Autocomplete<string, true, false, boolean>
        multiple
        freeSolo={aspect.mode === 'FREE_TEXT'}
        id={id}
        options={aspect.values}
        value={values}
        disabled={disabled}
        getOptionLabel={(v) => valueName(aspect, v)}
        onChange={(_e, next) => onChange(allowedValues(aspect, next as string[]))}
        renderInput={(params) => <TextField {...params} {...common} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, ...input } }} />}
      />
    );
  }
  // One value, worded freely: the list suggests, the text box decides (typing is kept as typed).
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      id={id}
      options={aspect.values}
      value={values[0] ?? null}
      inputValue={values[0] ?? ''}
      disabled={disabled}
      onInputChange={(_e, text) => onChange(text ? [text] : [])}
      onChange={(_e, next) => onChange(next ? [next] : [])}
      renderInput={(params) => <TextField {...params} {...common} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, ...input } }} />}
    />
  );
}

export function ItemSpecificsField(props: FieldProps) {
  const listing = (props.registry.formContext as ListingFormContext | undefined)?.listingChannel;
  const options = (props.uiSchema?.['ui:options'] ?? {}) as { categoryField?: string; shape?: 'aspects' | 'amazon'; marketplace?: string };
  const amazon = options.shape === 'amazon';
  const marketplace = options.marketplace ?? 'eBay';
  const categoryField = options.categoryField ?? 'category_id';
  const salesChannelId = listing?.salesChannelId;
  const categoryId = typeof listing?.fields[categoryField] === 'string' ? listing.fields[categoryField] : '';
  const stored = (props.formData ?? {}) as Record<string, any>;
  const values: Aspects = amazon ? aspectsFromAmazon(stored) : stored as Aspects;
  const [more, setMore] = useState(false);
  const { data: aspects, error, isPending } = useQuery({
    queryKey: ['category-aspects', salesChannelId, categoryId],
    queryFn: () => categoryAspects(salesChannelId!, categoryId),
    enabled: Boolean(salesChannelId && categoryId),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const disabled = Boolean(props.disabled || props.readonly);
  const set = (aspect: AspectInfo, next: string[]) => props.onChange(amazon ? withAmazonAttribute(stored, aspect, next) : withAspect(values, aspect.name, next), props.fieldPathId.path);
  const kind = amazon ? 'product type' : 'category';

  let body: React.ReactNode;
  if (!categoryId || !salesChannelId) {
    body = <Typography variant="body2" color="text.secondary" data-testid="item-specifics-wait">Choose the {kind} first: what {marketplace} asks about it appears here.</Typography>;
  } else if (error) {
    body = <Alert severity="warning" data-testid="item-specifics-error">What {marketplace} asks about this {kind} could not be read: {errorMessage(error)}</Alert>;
  } else if (isPending || !aspects) {
    body = <CircularProgress size={20} aria-label={`Reading what ${marketplace} asks about this ${kind}`} />;
  } else {
    const main = aspects.filter((a) => a.required || a.recommended);
    const optional = aspects.filter((a) => !a.required && !a.recommended);
    const shown = more ? [...main, ...optional] : main;
    const missing = missingRequired(aspects, values);
    const titleOf = (name: string) => { const a = aspects.find((x) => x.name === name); return a ? aspectTitle(a) : name; };
    // Amazon's other attributes (kept as stored) are keys, not words: only eBay's own item specifics are listed.
    const own = amazon ? [] : ownAspects(aspects, values);
    body = (
      <>
        {missing.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="item-specifics-missing">
            Required by {marketplace} before it lists the item: {missing.map(titleOf).join(', ')}.
            {aspects.some((a) => a.for_variations && missing.includes(a.name)) ? ` In a family listed as variations, ${aspects.filter((a) => a.for_variations && missing.includes(a.name)).map((a) => a.name).join(' and ')} may come from each variation instead.` : null}
          </Typography>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {shown.map((aspect) => (
            <AspectInput key={aspect.name} aspect={aspect} values={values[aspect.name] ?? []} onChange={(next) => set(aspect, next)} disabled={disabled} showMissing={(props.rawErrors?.length ?? 0) > 0} marketplace={marketplace} />
          ))}
        </Box>
        {optional.length ? (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setMore((m) => !m)} data-testid="item-specifics-more">
            {more ? 'Fewer item specifics' : `More item specifics (${optional.length})`}
          </Button>
        ) : null}
        {own.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="item-specifics-own">
            Also sent, your own: {own.map((name) => `${name}: ${(values[name] ?? []).join(', ')}`).join('; ')}.
          </Typography>
        ) : null}
      </>
    );
  }
  return (
    <Box data-testid="item-specifics" sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>{props.schema.title ?? 'Item specifics'}</Typography>
      {body}
    </Box>
  );
}
