/**
 * "Ship" on an order's view: one dialog from the order to a printed label.
 *
 *   lines     what is still to ship, prefilled with what is allocated (editable, at most what is still to ship)
 *   package   weight from the products' weights × quantities (until typed over), and optional dimensions
 *   carrier   a carrier whose labels Sellyard buys, and its service (the order's shipping method preselects them);
 *             "Get prices" shows each service's quoted price (POST /api/shipments/:id/quote)
 *   ship to   the order's address; the postcode and phone, which carriers refuse most, can be corrected here
 *   buy       "Buy label" (POST /api/shipments/:id/buy-label), then "Print label" opens the PDF
 *
 * Quoting and buying need a shipment: the dialog saves one (PENDING) and keeps it up to date with what is typed; an
 * order's PENDING shipment left by an earlier visit is taken up again, and one this dialog made is cancelled again
 * when the dialog is closed without a label. Refusals (the API's and the carrier's, `carrier_refused`) sit on the
 * input they name, in words. Only for roles that may create shipments (ShipOrderButton).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useGetList, useGetMany, useGetOne } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { API_URL, apiFetch, errorMessage, problemOf, type SellyardDataProvider } from '../data/dataProvider.ts';
import { formatMoney } from '../lib/money.ts';
import { LabelPdfButton } from './labelLinks.tsx';
import { problemText, targetOf, type FieldProblem } from './shipWords.ts';

type Json = Record<string, any>;

interface LineState { id: string; sku: string; description: string; productId: string; remaining: number; allocated: number; qty: string }
interface Rate { serviceCode: string; serviceName: string; amount: number; currency: string; transitDays: number | null }

/** Units still to ship of an order line, and of those how many are allocated. */
export function shippable(line: Json): { remaining: number; allocated: number } {
  const remaining = Math.max(0, Number(line.quantity ?? 0) - Number(line.shipped_qty ?? 0));
  return { remaining, allocated: Math.min(remaining, Number(line.allocated_qty ?? 0)) };
}

/** Whether an order offers Ship: paid or partly shipped, with something still to ship. */
export function offersShip(order: Json): boolean {
  return ['PAID', 'PARTIALLY_SHIPPED'].includes(String(order.status)) && (order.lines ?? []).some((l: Json) => shippable(l).remaining > 0);
}

const intOrNull = (text: string): number | null => (/^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null);

export function ShipOrderDialog({ order, onClose }: { order: Json; onClose: () => void }) {
  const dataProvider = useDataProvider<SellyardDataProvider>();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const orderLines: Json[] = order.lines ?? [];
  const productIds = [...new Set(orderLines.map((l) => l.product_id).filter(Boolean))];
  const carriersQuery = useGetList('shipping-carriers', { filter: { active: true }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const productsQuery = useGetMany('products', { ids: productIds });
  const methodQuery = useGetOne('shipping-methods', { id: order.shipping_method_id }, { enabled: !!order.shipping_method_id });
  const pendingQuery = useGetList('shipments', { filter: { order_id: order.id, status: 'PENDING' }, pagination: { page: 1, perPage: 1 }, sort: { field: 'created_at', order: 'DESC' } });
  const carriers = useMemo(() => (carriersQuery.data ?? []).filter((c: Json) => c.provider), [carriersQuery.data]);

  const [lines, setLines] = useState<LineState[]>(() =>
    orderLines.map((l) => {
      const { remaining, allocated } = shippable(l);
      return { id: String(l.id), sku: String(l.sku ?? ''), description: String(l.description ?? ''), productId: String(l.product_id ?? ''), remaining, allocated, qty: String(allocated) };
    }).filter((l) => l.remaining > 0),
  );
  const [weight, setWeight] = useState<string>('');
  const [weightTyped, setWeightTyped] = useState(false);
  const [dims, setDims] = useState({ length_mm: '', width_mm: '', height_mm: '' });
  const [carrierId, setCarrierId] = useState('');
  const [serviceCode, setServiceCode] = useState('');
  const [postcode, setPostcode] = useState<string>(String(order.ship_to?.postcode ?? ''));
  const [phoneNumber, setPhoneNumber] = useState<string>(String(order.ship_to?.phone ?? ''));
  const [draft, setDraftState] = useState<Json | null>(null);
  const draftRef = useRef<Json | null>(null);
  const setDraft = (next: Json | null) => { draftRef.current = next; setDraftState(next); };
  const madeHere = useRef(false);
  const [rates, setRates] = useState<Rate[] | null>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [detail, setDetail] = useState<string | null>(null);
  const [busy, setBusy] = useState<'quote' | 'buy' | 'close' | null>(null);
  const [bought, setBought] = useState<Json | null>(null);

  // The weight the products give, for the quantities chosen (null when a product has no weight).
  const weights = new Map((productsQuery.data ?? []).map((p: Json) => [String(p.id), p.weight_g as number | null]));
  const chosen = lines.filter((l) => Number(l.qty) > 0);
  const fromProducts = chosen.every((l) => weights.get(l.productId)) ? chosen.reduce((sum, l) => sum + Number(weights.get(l.productId)) * Number(l.qty), 0) : null;
  useEffect(() => {
    if (!weightTyped && productsQuery.data) setWeight(fromProducts ? String(fromProducts) : '');
  }, [fromProducts, weightTyped, productsQuery.data]);

  // Preselect: a waiting shipment's carrier, else the order's shipping method's, else the only carrier.
  const pending = pendingQuery.data?.[0] as Json | undefined;
  useEffect(() => {
    if (carrierId || !carriersQuery.data || pendingQuery.isPending || (order.shipping_method_id && methodQuery.isPending)) return;
    const from = pending?.carrier_id ? pending : methodQuery.data;
    const carrier = carriers.find((c: Json) => c.id === from?.carrier_id) ?? (carriers.length === 1 ? carriers[0] : undefined);
    if (carrier) {
      setCarrierId(String(carrier.id));
      const services: Json[] = carrier.services ?? [];
      setServiceCode(String(services.find((s) => s.code === from?.service_code)?.code ?? services[0]?.code ?? ''));
    }
  }, [carriersQuery.data, carriers, methodQuery.data, methodQuery.isPending, pending, pendingQuery.isPending, carrierId, order.shipping_method_id]);
  useEffect(() => {
    if (pending && !draft) setDraft(pending);
  }, [pending, draft]);

  const carrier = carriers.find((c: Json) => c.id === carrierId) as Json | undefined;
  const services: Json[] = carrier?.services ?? [];
  const loading = carriersQuery.isPending || productsQuery.isPending || pendingQuery.isPending;

  const problemsFor = (kind: string, index?: number) => problems.filter((p) => { const t = targetOf(p.pointer); return t.kind === kind && (index === undefined || (t as { index?: number }).index === index); });
  const helper = (list: FieldProblem[]) => (list.length ? list.map(problemText).join('; ') : undefined);

  /** Checks what the dialog can check itself; the API checks the rest. */
  const ownProblems = (): FieldProblem[] => {
    const out: FieldProblem[] = [];
    lines.forEach((l, i) => {
      if (!/^\d+$/.test(l.qty.trim())) out.push({ pointer: `/lines/${i}/qty`, message: 'must be a whole number' });
      else if (Number(l.qty) > l.remaining) out.push({ pointer: `/lines/${i}/qty`, message: `is more than the ${l.remaining} still to ship` });
    });
    if (!chosen.length) out.push({ pointer: '/lines', message: 'Choose at least one item to ship.' });
    if (!intOrNull(weight)) out.push({ pointer: '/packages/0/weight_g', message: 'is needed: the parcel’s weight in grams' });
    for (const key of ['length_mm', 'width_mm', 'height_mm'] as const) if (dims[key].trim() && !intOrNull(dims[key])) out.push({ pointer: `/packages/0/${key}`, message: 'must be a whole number of millimetres' });
    if (!carrierId) out.push({ pointer: '/carrier_id', message: 'Choose the carrier' });
    else if (!serviceCode) out.push({ pointer: '/service_code', message: 'Choose the service' });
    return out;
  };

  /** Problems of an API error, with line pointers turned from the shipment's lines back to the dialog's rows. */
  const show = (error: unknown) => {
    const p = problemOf(error) as Json | undefined;
    const sentRows = lines.map((l, i) => ({ l, i })).filter(({ l }) => Number(l.qty) > 0).map(({ i }) => i);
    const fields: FieldProblem[] = (p?.errors ?? []).map((e: FieldProblem) => {
      const m = /^\/lines\/(\d+)(.*)$/.exec(e.pointer);
      return m ? { ...e, pointer: `/lines/${sentRows[Number(m[1])] ?? m[1]}${m[2]}` } : e;
    });
    setProblems(fields);
    const placed = fields.filter((f) => targetOf(f.pointer).kind !== 'general');
    setDetail(placed.length === fields.length && placed.length ? (p?.code === 'carrier_refused' ? `${carrier?.name ?? 'The carrier'} refused the label: see the fields marked below.` : 'Some details need correcting: see the fields marked below.') : errorMessage(error));
  };

  /** Saves the shipment as the dialog says (a new one, or the waiting one), answering it. */
  const saveDraft = async (): Promise<Json> => {
    const body: Json = {
      lines: chosen.map((l) => ({ order_line_id: l.id, qty: Number(l.qty) })),
      packages: [{ weight_g: intOrNull(weight), ...Object.fromEntries(Object.entries(dims).filter(([, v]) => intOrNull(v)).map(([k, v]) => [k, Number(v)])) }],
      carrier_id: carrierId,
      service_code: serviceCode,
      ship_to: { ...(order.ship_to ?? {}), postcode: postcode.trim() || null, phone: phoneNumber.trim() || null },
    };
    if (draft) {
      const { data } = await dataProvider.update('shipments', { id: draft.id, data: { ...body, version: draft.version }, previousData: draft });
      setDraft(data);
      return data;
    }
    const { data } = await dataProvider.create('shipments', { data: { order_id: order.id, ...body } });
    madeHere.current = true;
    setDraft(data);
    return data;
  };

  const post = async (path: string, body: Json = {}) => (await apiFetch(`${API_URL}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })).json();

  const run = async (what: 'quote' | 'buy') => {
    const own = ownProblems();
    setProblems(own);
    setDetail(own.length ? 'Some details need correcting: see the fields marked below.' : null);
    if (own.length) return;
    setBusy(what);
    try {
      const shipment = await saveDraft();
      if (what === 'quote') {
        const answer = await post(`shipments/${shipment.id}/quote`);
        setRates(answer.rates ?? []);
      } else {
        const done = await post(`shipments/${shipment.id}/buy-label`, {});
        // The dialog says so itself (a toast would sit over its Print button on a phone).
        setBought(done);
        await queryClient.invalidateQueries({ queryKey: ['sales-orders'] });
        await queryClient.invalidateQueries({ queryKey: ['shipments'] });
      }
    } catch (error) {
      show(error);
      // The draft's version may have moved (a purchase under way keeps its key on it): read it again.
      const id = draftRef.current?.id;
      if (id) await dataProvider.getOne('shipments', { id }).then(({ data }) => setDraft(data)).catch(() => undefined);
    } finally {
      setBusy(null);
    }
  };

  // A shipment this dialog made and no label was bought for is cancelled again, so it blocks no later Ship.
  const close = async () => {
    const made = draftRef.current;
    if (!bought && madeHere.current && made) {
      setBusy('close');
      try {
        const { data } = await dataProvider.getOne('shipments', { id: made.id });
        if (data.status === 'PENDING') await dataProvider.transition('shipments', String(made.id), 'cancel', data.version);
      } catch {
        // Left PENDING: the next Ship dialog of this order takes it up again.
      }
      setBusy(null);
    }
    onClose();
  };

  const rateOf = (code: string) => rates?.find((r) => r.serviceCode === code);
  const serviceLabel = (s: Json) => {
    const rate = rateOf(String(s.code));
    return rate ? `${s.name} — ${formatMoney(rate.amount, rate.currency)}${rate.transitDays != null ? `, ${rate.transitDays === 1 ? '1 day' : `${rate.transitDays} days`}` : ''}` : String(s.name);
  };
  const general = problems.filter((p) => targetOf(p.pointer).kind === 'general' && p.pointer === '/lines');

  return (
    <Dialog open onClose={() => void close()} fullWidth maxWidth="md" fullScreen={phone} data-testid="ship-dialog" aria-labelledby="ship-dialog-title">
      <DialogTitle id="ship-dialog-title">Ship {order.number}</DialogTitle>
      <DialogContent dividers>
        {loading ? <Typography color="text.secondary">Loading…</Typography> : null}
        {!loading && !carriers.length ? (
          <Alert severity="info" data-testid="ship-no-carrier">No carrier is set up to buy labels yet: connect one under Settings, Shipping carriers.</Alert>
        ) : null}
        {detail ? <Alert severity="error" sx={{ mb: 2 }} data-testid="ship-problem">{detail}</Alert> : null}
        {bought ? (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="ship-bought">
            Label bought with {bought.carrier}{bought.service ? ` (${bought.service})` : ''}. Tracking number <strong data-testid="ship-tracking">{bought.tracking_number}</strong>
            {bought.label_cost != null ? `, cost ${formatMoney(bought.label_cost, bought.label_currency)}` : ''}.
          </Alert>
        ) : null}
        {!loading && carriers.length ? (
          <Stack spacing={3}>
            <Box component="section" aria-label="Items">
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>Items</Typography>
              {general.length ? <FormHelperText error>{general.map((p) => p.message).join(' ')}</FormHelperText> : null}
              <Stack spacing={1.5}>
                {lines.map((l, i) => (
                  <Stack key={l.id} direction="row" sx={{ alignItems: 'center', gap: 2 }} data-testid={`ship-line-${i}`}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{l.description || l.sku}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {l.sku} · {l.remaining} to ship · {l.allocated === l.remaining ? 'all in stock' : `${l.allocated} in stock`}
                      </Typography>
                    </Box>
                    <TextField
                      label="Quantity"
                      size="small"
                      value={l.qty}
                      disabled={!!bought}
                      onChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, qty: e.target.value } : x)))}
                      error={problemsFor('line', i).length > 0}
                      helperText={helper(problemsFor('line', i))}
                      sx={{ width: { xs: 96, sm: 120 }, flexShrink: 0 }}
                      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `ship-qty-${i}` } }}
                    />
                  </Stack>
                ))}
              </Stack>
            </Box>
            <Box component="section" aria-label="Package">
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>Package</Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
                <TextField
                  label="Weight (g)"
                  size="small"
                  value={weight}
                  disabled={!!bought}
                  onChange={(e) => { setWeight(e.target.value); setWeightTyped(true); }}
                  error={problemsFor('package').length > 0}
                  helperText={helper(problemsFor('package')) ?? (fromProducts && !weightTyped ? 'From the products’ weights' : undefined)}
                  sx={{ width: { xs: '100%', sm: 200 } }}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'ship-weight' } }}
                />
                {(['length_mm', 'width_mm', 'height_mm'] as const).map((key) => (
                  <TextField
                    key={key}
                    label={`${key === 'length_mm' ? 'Length' : key === 'width_mm' ? 'Width' : 'Height'} (mm)`}
                    size="small"
                    value={dims[key]}
                    disabled={!!bought}
                    onChange={(e) => setDims({ ...dims, [key]: e.target.value })}
                    sx={{ width: { xs: 'calc(33% - 11px)', sm: 130 } }}
                    slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `ship-${key}` } }}
                  />
                ))}
              </Stack>
            </Box>
            <Box component="section" aria-label="Carrier">
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>Carrier and service</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
                <TextField
                  select
                  label="Carrier"
                  size="small"
                  value={carrierId}
                  disabled={!!bought}
                  onChange={(e) => { const next = carriers.find((c: Json) => c.id === e.target.value) as Json | undefined; setCarrierId(e.target.value); setServiceCode(String(next?.services?.[0]?.code ?? '')); setRates(null); }}
                  sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
                  slotProps={{ htmlInput: { 'data-testid': 'ship-carrier' } }}
                >
                  {carriers.map((c: Json) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
                </TextField>
                <TextField
                  select
                  label="Service"
                  size="small"
                  value={services.some((s) => s.code === serviceCode) ? serviceCode : ''}
                  disabled={!!bought || !carrier}
                  onChange={(e) => setServiceCode(e.target.value)}
                  error={problemsFor('service').length > 0}
                  helperText={helper(problemsFor('service'))}
                  sx={{ width: { xs: '100%', sm: 340 }, flexShrink: 0 }}
                  slotProps={{ htmlInput: { 'data-testid': 'ship-service' }, select: { SelectDisplayProps: { 'data-testid': 'ship-service-select' } as never } }}
                >
                  {services.map((s) => <MenuItem key={s.code} value={s.code} data-testid={`ship-service-${s.code}`}>{serviceLabel(s)}</MenuItem>)}
                </TextField>
                <Button variant="outlined" disabled={!!busy || !!bought || !carrier} onClick={() => void run('quote')} sx={{ flexShrink: 0 }} data-testid="ship-quote">
                  {busy === 'quote' ? 'Asking…' : 'Get prices'}
                </Button>
              </Stack>
              {rates && !rates.length ? (
                <FormHelperText data-testid="ship-no-rates">{carrier?.name} gives no prices here: your contract rates apply.</FormHelperText>
              ) : null}
              {rates && rateOf(serviceCode) ? (
                <Typography variant="body2" sx={{ mt: 1 }} data-testid="ship-price">
                  {services.find((s) => s.code === serviceCode)?.name}: {formatMoney(rateOf(serviceCode)!.amount, rateOf(serviceCode)!.currency)}
                </Typography>
              ) : null}
            </Box>
            <Box component="section" aria-label="Ship to">
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>Ship to</Typography>
              <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }} data-testid="ship-address">
                {[order.ship_to?.name ?? order.customer_name, order.ship_to?.line1, order.ship_to?.line2, order.ship_to?.city, order.ship_to?.country].filter(Boolean).join(', ')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
                <TextField
                  label="Postcode"
                  size="small"
                  value={postcode}
                  disabled={!!bought}
                  onChange={(e) => setPostcode(e.target.value)}
                  error={problemsFor('address').some((p) => /post/i.test(p.pointer))}
                  helperText={helper(problemsFor('address').filter((p) => /post/i.test(p.pointer)))}
                  sx={{ width: { xs: '100%', sm: 200 } }}
                  slotProps={{ htmlInput: { 'data-testid': 'ship-postcode' } }}
                />
                <TextField
                  label="Phone"
                  size="small"
                  value={phoneNumber}
                  disabled={!!bought}
                  onChange={(e) => setPhoneNumber(e.target.value)}
                  error={problemsFor('address').some((p) => !/post/i.test(p.pointer))}
                  helperText={helper(problemsFor('address').filter((p) => !/post/i.test(p.pointer))) ?? 'Some carriers need it to arrange delivery'}
                  sx={{ width: { xs: '100%', sm: 240 } }}
                  slotProps={{ htmlInput: { 'data-testid': 'ship-phone' } }}
                />
              </Stack>
            </Box>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void close()} disabled={busy === 'close'} data-testid="ship-close">{bought ? 'Done' : 'Cancel'}</Button>
        {bought ? (
          <LabelPdfButton url={`${API_URL}/shipments/${bought.id}/label`} fileName={`label-${bought.number}.pdf`} testId="ship-print">
            Print label
          </LabelPdfButton>
        ) : (
          <Button variant="contained" disabled={!!busy || loading || !carriers.length} onClick={() => void run('buy')} data-testid="ship-buy">
            {busy === 'buy' ? 'Buying…' : 'Buy label'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
