/**
 * List Products: one page for every channel (eBay, Amazon, Etsy, Wish, OnBuy, web store), the channel read from
 * the page's path. Pick the sales channel, pick products, fill the channel's fields once for the batch (title,
 * price and per-product fields per row), then create drafts, or create and submit, through POST
 * /api/listings/bulk: all listed or none, with each refused product's reasons shown on its row.
 * `?products=id,id` preselects products and `?unlisted=1` starts with the "not yet listed" filter on (Promote &
 * Expand links here so).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorSchema } from '@rjsf/utils';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, problemOf } from '../data/dataProvider.ts';
import { useSession } from '../access/useSession.ts';
import { can } from '../access/useCan.ts';
import { screens, fillPath, type Screen } from '../routing/screens.ts';
import { createListings, fetchProducts, fetchSalesChannels, type BulkCreated, type BulkOverride, type BulkRowError, type PickableProduct } from './api.ts';
import { batchFieldsForm, channelFromPath, fitTitle, humanizeValue, parseListProductsQuery, titleLimit, type ChannelInfo } from './channels.ts';
import { ProductPicker } from './ProductPicker.tsx';
import { BatchRows, type RowValues } from './BatchRows.tsx';
import { ChannelFieldsForm, type ChannelFieldsFormHandle } from './ChannelFieldsForm.tsx';

type Json = Record<string, any>;

function Step({ n, title, children, testId }: { n: number; title: string; children: React.ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <Typography variant="h6" component="h2" id={`${testId}-title`} gutterBottom>
        {n}. {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Where a listing of this channel is edited (the channel's listings screen), if there is one. */
function listingPathFor(channel: ChannelInfo): (id: string) => string | undefined {
  const edit = screens.find((s) => s.entity?.name === 'listing' && s.action === 'edit' && s.filter.channel === channel.code);
  return (id) => (edit ? fillPath(edit.path, id) : undefined);
}

export default function ListProductsPage({ screen }: { screen: Screen }) {
  const channel = channelFromPath(screen.path);
  const session = useSession();
  if (channel && !can(session, 'create', 'listings')) return <ReadOnlyNotice screen={screen} channel={channel} />;
  if (!channel) {
    return (
      <Box>
        <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
          {screen.title}
        </Typography>
        <Alert severity="error">This page is not set up for a listing channel ({screen.path}).</Alert>
      </Box>
    );
  }
  return <ListProducts screen={screen} channel={channel} />;
}

/** Read-only roles (partners in a client account) see why there is nothing to do here. */
function ReadOnlyNotice({ screen, channel }: { screen: Screen; channel: ChannelInfo }) {
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      <Alert severity="info" data-testid="read-only-role">
        Your role may look at {channel.name} listings but not create them.
      </Alert>
    </Box>
  );
}

function ListProducts({ screen, channel }: { screen: Screen; channel: ChannelInfo }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const preset = useMemo(() => parseListProductsQuery(location.search), [location.search]);
  const form = useMemo(() => batchFieldsForm(channel), [channel]);
  const titleMax = useMemo(() => titleLimit(channel.code), [channel]);
  const listingPath = useMemo(() => listingPathFor(channel), [channel]);
  const fieldsForm = useRef<ChannelFieldsFormHandle>(null);

  const [salesChannelId, setSalesChannelId] = useState('');
  const [selected, setSelected] = useState<Map<string, PickableProduct>>(new Map());
  const [fields, setFields] = useState<Json>({});
  const [rowValues, setRowValues] = useState<Record<string, RowValues>>({});
  const [saving, setSaving] = useState<false | 'draft' | 'submit'>(false);
  const [rowErrors, setRowErrors] = useState<Record<string, BulkRowError[]>>({});
  const [fieldErrors, setFieldErrors] = useState<ErrorSchema | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<BulkCreated[] | null>(null);

  const channels = useQuery({ queryKey: ['listing-bulk-channels', channel.code], queryFn: () => fetchSalesChannels(channel.code) });
  const choices = channels.data ?? [];
  // One sales channel of the type: nothing to choose.
  useEffect(() => {
    if (!salesChannelId && choices.length === 1) setSalesChannelId(choices[0].id);
  }, [choices, salesChannelId]);
  const chosen = choices.find((c) => c.id === salesChannelId);

  // Products named in the link (Promote & Expand) are chosen once the sales channel is known; those already on it are not.
  const [presetApplied, setPresetApplied] = useState(false);
  useEffect(() => {
    if (presetApplied || !salesChannelId || !preset.productIds.length) return;
    let live = true;
    fetchProducts({ salesChannelId, ids: preset.productIds, limit: preset.productIds.length })
      .then((page) => {
        if (!live) return;
        setSelected((current) => {
          const next = new Map(current);
          for (const product of page.rows) if (!product.listing) next.set(product.id, product);
          return next;
        });
        setPresetApplied(true);
      })
      .catch((error) => live && setFailure(`The products in the link could not be loaded: ${errorMessage(error)}`));
    return () => {
      live = false;
    };
  }, [presetApplied, salesChannelId, preset.productIds]);

  const products = [...selected.values()];
  const defaultTitle = (product: PickableProduct) => fitTitle(product.title, titleMax);

  const changeSalesChannel = (id: string) => {
    setSalesChannelId(id);
    // Whether a product is already listed depends on the sales channel: choose again.
    setSelected(new Map());
    setRowErrors({});
    setCreated(null);
  };

  const overridesOf = (): Record<string, BulkOverride> => {
    const overrides: Record<string, BulkOverride> = {};
    for (const product of products) {
      const own = rowValues[product.id];
      if (!own) continue;
      const o: BulkOverride = {};
      if (own.title !== undefined && own.title !== defaultTitle(product)) o.title = own.title.trim();
      if (own.price !== undefined && own.price !== product.retail_price) o.price = own.price;
      const perProduct = Object.fromEntries(Object.entries(own.fields ?? {}).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== ''));
      if (Object.keys(perProduct).length) o.channel_fields = perProduct;
      if (Object.keys(o).length) overrides[product.id] = o;
    }
    return overrides;
  };

  const send = async (submit: boolean) => {
    setFailure(null);
    setCreated(null);
    setRowErrors({});
    setFieldErrors(undefined);
    if (!fieldsForm.current?.validate()) {
      setFailure(`Some ${channel.name} fields are invalid: see the messages in step 3.`);
      return;
    }
    setSaving(submit ? 'submit' : 'draft');
    try {
      const result = await createListings({ sales_channel_id: salesChannelId, product_ids: products.map((p) => p.id), channel_fields: fields, overrides: overridesOf(), submit });
      setCreated(result.created);
      setSelected(new Map());
      setRowValues({});
      queryClient.invalidateQueries({ queryKey: ['listing-bulk-products'] });
      queryClient.invalidateQueries({ queryKey: ['listings'] });
    } catch (error) {
      const problem = problemOf(error);
      const errors = (problem?.errors ?? []) as BulkRowError[];
      const byProduct: Record<string, BulkRowError[]> = {};
      const batch: Json = {};
      for (const e of errors) {
        if (e.product_id) (byProduct[e.product_id] ??= []).push(e);
        // A batch channel field refused: shown on that field too (once).
        const [, top, name] = e.pointer.split('/');
        if (top === 'channel_fields' && name) {
          const list = ((batch[name] ??= { __errors: [] }).__errors as string[]);
          if (!list.includes(e.message)) list.push(e.message);
        }
      }
      setRowErrors(byProduct);
      if (Object.keys(batch).length) setFieldErrors(batch as ErrorSchema);
      const unplaced = errors.filter((e) => !e.product_id);
      setFailure([errorMessage(error), ...unplaced.map((e) => `${e.pointer.slice(1)} ${e.message}`)].join(' '));
    } finally {
      setSaving(false);
    }
  };

  const blocked = !salesChannelId || !products.length || !!saving;
  const titlesOk = products.every((p) => {
    const title = rowValues[p.id]?.title ?? defaultTitle(p);
    return title.trim() && [...title].length <= titleMax;
  });

  return (
    <Box sx={{ maxWidth: 1200 }} data-testid="list-products" data-channel={channel.code}>
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
        {screen.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Choose products and fill in the {channel.name} fields once for all of them. Every product becomes one {channel.name} listing:
        either all of them are created, or none and each problem is shown on its product.
      </Typography>

      <Step n={1} title="Sales channel" testId="step-channel">
        {channels.isPending ? (
          <CircularProgress size={24} aria-label="Loading sales channels" />
        ) : channels.isError ? (
          <Alert severity="error" data-testid="channels-error">
            {errorMessage(channels.error)}
          </Alert>
        ) : choices.length === 0 ? (
          <Alert severity="info" data-testid="no-sales-channel">
            This account has no {channel.name} sales channel yet. <Link component={RouterLink} to="/settings/add-sales-channel">Add a sales channel</Link>{' '}
            first, then come back to list products on it.
          </Alert>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
            <TextField
              select
              label={`${channel.name} sales channel`}
              value={salesChannelId}
              onChange={(e) => changeSalesChannel(e.target.value)}
              sx={{ minWidth: { sm: 320 }, width: { xs: '100%', sm: 'auto' } }}
              size="small"
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'sales-channel-select' } as never } }}
            >
              {choices.map((c) => (
                <MenuItem key={c.id} value={c.id} data-testid={`sales-channel-${c.id}`}>
                  {c.name}
                  {c.marketplace ? ` (${c.marketplace})` : ''}
                </MenuItem>
              ))}
            </TextField>
            {chosen ? <Chip size="small" color={chosen.status === 'CONNECTED' ? 'success' : 'warning'} label={humanizeValue(chosen.status)} /> : null}
          </Stack>
        )}
        {chosen && chosen.status !== 'CONNECTED' ? (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="not-connected">
            {chosen.name} is not connected ({humanizeValue(chosen.status).toLowerCase()}). Drafts can be prepared now; submitted listings wait
            until the channel is connected again.
          </Alert>
        ) : null}
      </Step>

      {salesChannelId ? (
        <>
          <Step n={2} title="Products" testId="step-products">
            <ProductPicker salesChannelId={salesChannelId} listingPath={listingPath} selected={selected} onChange={setSelected} initialUnlisted={preset.unlisted} />
          </Step>

          <Step n={3} title={`${channel.name} fields for every product`} testId="step-fields">
            <ChannelFieldsForm ref={fieldsForm} channel={channel} salesChannelId={salesChannelId || undefined} schema={form.schema} value={fields} onChange={setFields} extraErrors={fieldErrors} disabled={!!saving} />
          </Step>

          <Step n={4} title={`Review ${products.length} product${products.length === 1 ? '' : 's'}`} testId="step-review">
            <BatchRows
              products={products}
              values={rowValues}
              onChange={(id, values) => setRowValues((current) => ({ ...current, [id]: values }))}
              onRemove={(id) => {
                const next = new Map(selected);
                next.delete(id);
                setSelected(next);
              }}
              defaultTitle={defaultTitle}
              titleMax={titleMax}
              perProduct={form.perProduct}
              errors={rowErrors}
              disabled={!!saving}
            />
            {failure ? (
              <Alert severity="error" sx={{ mt: 2 }} data-testid="bulk-error">
                {failure}
              </Alert>
            ) : null}
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              <Button variant="outlined" disabled={blocked || !titlesOk} onClick={() => send(false)} data-testid="create-drafts">
                {saving === 'draft' ? 'Creating…' : 'Create drafts'}
              </Button>
              <Button variant="contained" disabled={blocked || !titlesOk} onClick={() => send(true)} data-testid="create-submit">
                {saving === 'submit' ? 'Creating…' : 'Create and submit'}
              </Button>
            </Stack>
          </Step>
        </>
      ) : null}

      {created ? <Results created={created} listingPath={listingPath} channel={channel} /> : null}
    </Box>
  );
}

function Results({ created, listingPath, channel }: { created: BulkCreated[]; listingPath: (id: string) => string | undefined; channel: ChannelInfo }) {
  return (
    <Alert severity="success" data-testid="bulk-result" sx={{ mb: 2 }}>
      <Typography variant="body2" gutterBottom>
        {created.length} {channel.name} listing{created.length === 1 ? '' : 's'} created.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {created.map((c) => {
          const to = listingPath(c.listing_id);
          return (
            <li key={c.listing_id} data-testid={`result-${c.product_id}`}>
              {to ? (
                <Link component={RouterLink} to={to}>
                  {c.sku}: {c.title}
                </Link>
              ) : (
                `${c.sku}: ${c.title}`
              )}{' '}
              — {humanizeValue(c.status).toLowerCase()}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}
