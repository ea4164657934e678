/**
 * Reorder (`/purchase-orders/reorder`, a manifest page): per product, what sold in the last 7, 30 and 90 days, what
 * is available and on its way, how many days it lasts, its reorder point and a suggested quantity to order
 * (GET /api/stock-planning; the formulas are in api/domain/planning/stock-planning.ts). Products at or below their
 * reorder point come first and are ticked, unless a draft purchase order already holds some; the quantity is
 * editable. "Draft purchase orders" sends the ticked rows (POST /api/stock-planning/draft-purchase-orders), which
 * makes one draft per usual supplier, then lists them as links to open, check and send.
 * A table on a desktop; on a phone each product is a card.
 */
import { useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
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
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSession } from '../access/useSession.ts';
import { can } from '../access/useCan.ts';
import { errorMessage, problemOf } from '../data/dataProvider.ts';
import { formatMoney } from '../lib/money.ts';
import { pathFor, screens, type Screen } from '../routing/screens.ts';
import { draftPurchaseOrders, fetchPlan, type Basis, type DraftedOrder, type PlanRow } from './api.ts';
import { supplierChoices, SUPPLIERS_HIDDEN } from './supplierChoices.ts';

const BASES: Array<{ value: Basis; label: string }> = [
  { value: 7, label: 'Last 7 days' },
  { value: 30, label: 'Last 30 days' },
  { value: 90, label: 'Last 90 days' },
];

/** What the user changed on a row: ticked or not, and the quantity typed (kept as typed until sent). */
interface Choice { picked?: boolean; qty?: string }

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A typed quantity as a whole number of at least 1, else null. */
function quantityOf(text: string): number | null {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= 1 && n <= 1_000_000 ? n : null;
}

export default function ReorderPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [basis, setBasis] = useState<Basis>(30);
  const [supplierId, setSupplierId] = useState('');
  const [onlyToReorder, setOnlyToReorder] = useState(false);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [rowProblems, setRowProblems] = useState<Record<string, string>>({});
  const [drafted, setDrafted] = useState<DraftedOrder[] | null>(null);
  // One key per batch of choices: a retried click (a lost answer) drafts nothing twice; a new choice, a new key.
  const draftKey = useRef(crypto.randomUUID());

  const mayDraft = can(session, 'create', 'purchase-orders');
  const seesSuppliers = can(session, 'read', 'relationships', { type: 'SUPPLIER', account_id: session.actingAccountId ?? session.me?.account.id });
  const { data: suppliers } = useGetList('relationships', { filter: { type: 'SUPPLIER' }, pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } }, { enabled: seesSuppliers });
  const filter = { basis, supplier_id: supplierId || undefined, to_reorder: onlyToReorder };
  const { data: plan, error, isPending } = useQuery({ queryKey: ['stock-planning', filter], queryFn: () => fetchPlan(filter) });
  // The plan's own suppliers join the list: a supplier named on a row can always be picked (a refused or slow list
  // of suppliers never leaves the picker empty).
  const pickable = supplierChoices(suppliers, plan?.rows);
  const productsScreen = screens.find((s) => s.path === '/products-listings/products');
  const ordersScreen = screens.find((s) => s.path === '/purchase-orders/purchase-orders');

  const rows = plan?.rows ?? [];
  const isPicked = (row: PlanRow) => !!row.supplier_id && (choices[row.product_id]?.picked ?? (row.to_reorder && row.on_draft === 0));
  const qtyText = (row: PlanRow) => choices[row.product_id]?.qty ?? String(Math.max(row.suggested_qty, 1));
  const picked = useMemo(() => rows.filter(isPicked), [rows, choices]); // eslint-disable-line react-hooks/exhaustive-deps
  const badQty = picked.filter((row) => quantityOf(qtyText(row)) === null);

  const choose = (row: PlanRow, change: Choice) => {
    draftKey.current = crypto.randomUUID();
    setChoices((c) => ({ ...c, [row.product_id]: { ...c[row.product_id], ...change } }));
    setRowProblems((p) => ({ ...p, [row.product_id]: '' }));
  };
  const changeBasis = (next: Basis) => {
    // The suggestions change with the basis: start again from them.
    setBasis(next);
    setChoices({});
    draftKey.current = crypto.randomUUID();
  };

  const draft = async () => {
    if (!picked.length || badQty.length || busy) return;
    const sent = picked.map((row) => ({ product_id: row.product_id, qty: quantityOf(qtyText(row))! }));
    setBusy(true);
    setProblem(null);
    setRowProblems({});
    try {
      const made = await draftPurchaseOrders(sent, draftKey.current);
      setDrafted(made);
      setChoices({});
      draftKey.current = crypto.randomUUID();
      void queryClient.invalidateQueries({ queryKey: ['stock-planning'] });
      void queryClient.invalidateQueries({ queryKey: ['purchase-orders'] });
    } catch (failure) {
      // A refused line names its product (`/lines/<i>/…`): the message goes on that row, in the server's words.
      const byRow: Record<string, string> = {};
      for (const e of problemOf(failure)?.errors ?? []) {
        const line = /^\/lines\/(\d+)/.exec(e.pointer);
        const row = line ? sent[Number(line[1])] : undefined;
        if (row) byRow[row.product_id] = e.message;
      }
      setRowProblems(byRow);
      setProblem(Object.keys(byRow).length ? 'Nothing was drafted: see the products marked below.' : errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const productLink = (row: PlanRow) => {
    const to = productsScreen ? pathFor(productsScreen, 'edit', row.product_id) : undefined;
    return to ? <Link component={RouterLink} to={to}>{row.sku}</Link> : row.sku;
  };
  const supplierText = (row: PlanRow) => (row.supplier_id ? row.supplier_name ?? 'Has a usual supplier' : 'No usual supplier');
  const leadText = (row: PlanRow) => (row.supplier_id ? (row.lead_time_days === null ? 'lead time not set' : `lead time ${plural(row.lead_time_days, 'day')}`) : 'set one on the product to order it here');
  const coverText = (row: PlanRow) => (row.days_of_cover === null ? 'Not selling' : plural(row.days_of_cover, 'day'));
  const incomingText = (row: PlanRow) => `${row.incoming}${row.on_draft ? ` (+${row.on_draft} on a draft)` : ''}`;

  const pickBox = (row: PlanRow) => (
    <Checkbox
      checked={isPicked(row)}
      disabled={!mayDraft || !row.supplier_id}
      onChange={(e) => choose(row, { picked: e.target.checked })}
      slotProps={{ input: { 'aria-label': `Order ${row.sku}` } }}
      data-testid="reorder-pick"
    />
  );
  const qtyInput = (row: PlanRow) => {
    const text = qtyText(row);
    const wrong = isPicked(row) && quantityOf(text) === null;
    return (
      <TextField
        fullWidth={false}
        size="small"
        margin="none"
        value={text}
        disabled={!mayDraft || !row.supplier_id}
        onChange={(e) => choose(row, { qty: e.target.value, ...(quantityOf(e.target.value) ? { picked: true } : {}) })}
        error={wrong}
        helperText={wrong ? 'A whole number, 1 or more' : undefined}
        sx={{ width: 96 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Quantity to order of ${row.sku}`, 'data-testid': 'reorder-qty', style: { textAlign: 'right' } } }}
      />
    );
  };
  const rowProblem = (row: PlanRow) => (rowProblems[row.product_id]
    ? <Typography variant="caption" color="error" role="alert" component="div">{rowProblems[row.product_id]}</Typography>
    : null);

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }} data-testid="screen-heading">{screen.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        A product is due for reordering when its available stock and what is on its way fall to its reorder point: the sales of its
        supplier&apos;s lead time plus its minimum stock. The suggested quantity gets it back above that point and covers
        {` ${plan?.cover_days ?? 30} `}more days of sales.
      </Typography>
      <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField select fullWidth={false} size="small" label="Sales rate over" value={basis} onChange={(e) => changeBasis(Number(e.target.value) as Basis)} sx={{ minWidth: 170 }} data-testid="reorder-basis">
          {BASES.map((b) => <MenuItem key={b.value} value={b.value}>{b.label}</MenuItem>)}
        </TextField>
        {seesSuppliers ? (
          <TextField select fullWidth={false} size="small" label="Supplier" value={supplierId} onChange={(e) => setSupplierId(e.target.value)} sx={{ minWidth: 220 }} data-testid="reorder-supplier">
            <MenuItem value="">All suppliers</MenuItem>
            {pickable.map((s) => <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>)}
          </TextField>
        ) : null}
        <FormControlLabel control={<Switch checked={onlyToReorder} onChange={(e) => setOnlyToReorder(e.target.checked)} data-testid="reorder-only-due" />} label="Only products to reorder" />
      </Stack>
      {seesSuppliers ? null : (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }} data-testid="reorder-suppliers-hidden">
          {SUPPLIERS_HIDDEN}
        </Alert>
      )}

      {drafted ? (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setDrafted(null)} data-testid="reorder-drafted">
          {drafted.length === 1 ? 'Drafted one purchase order' : `Drafted ${drafted.length} purchase orders`}: open each to check and send it.
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {drafted.map((po) => {
              const to = ordersScreen ? pathFor(ordersScreen, 'edit', po.id) : undefined;
              return (
                <li key={po.id}>
                  {to ? <Link component={RouterLink} to={to} data-testid="reorder-drafted-link">{po.number}</Link> : po.number}
                  {` to ${po.supplier_name}: ${plural(po.lines, 'product')}, ${plural(po.units, 'unit')}, ${formatMoney(po.total, po.currency)}`}
                </li>
              );
            })}
          </Box>
        </Alert>
      ) : null}
      {error ? <Alert severity="error" sx={{ mb: 2 }}>{errorMessage(error)}</Alert> : null}
      {problem ? <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="reorder-problem">{problem}</Alert> : null}
      {!mayDraft ? <Alert severity="info" sx={{ mb: 2 }}>Your role may not create purchase orders: the figures are to read.</Alert> : null}
      {isPending ? <LinearProgress aria-label="Loading the reorder figures" /> : null}

      {phone ? (
        <Stack spacing={1} data-testid="reorder-cards">
          {rows.map((row) => (
            <Card key={row.product_id} variant="outlined" sx={{ p: 1.5, borderColor: row.to_reorder ? 'warning.main' : undefined }} data-testid={`reorder-row-${row.sku}`}>
              <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
                {mayDraft ? pickBox(row) : null}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{productLink(row)}</Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{row.title}</Typography>
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>{supplierText(row)}: {leadText(row)}</Typography>
                </Box>
              </Stack>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0, mt: 1, '& dt': { typography: 'caption', color: 'text.secondary' }, '& dd': { m: 0, typography: 'body2' } }}>
                <div><dt>Sold 7 / 30 / 90 days</dt><dd>{row.sold_7} / {row.sold_30} / {row.sold_90}</dd></div>
                <div><dt>Available</dt><dd>{row.available}</dd></div>
                <div><dt>Incoming</dt><dd>{incomingText(row)}</dd></div>
                <div><dt>Lasts</dt><dd>{coverText(row)}</dd></div>
                <div><dt>Reorder at</dt><dd>{row.reorder_point}</dd></div>
                <div><dt>Suggested</dt><dd>{row.suggested_qty}</dd></div>
              </Box>
              {mayDraft && row.supplier_id ? <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1 }}><Typography variant="body2">Order</Typography>{qtyInput(row)}</Stack> : null}
              {rowProblem(row)}
            </Card>
          ))}
        </Stack>
      ) : (
        <Card variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Products to plan">
          <Table size="small" data-testid="reorder-table">
            <TableHead>
              <TableRow>
                {mayDraft ? <TableCell padding="checkbox"><span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Order</span></TableCell> : null}
                <TableCell>SKU</TableCell>
                <TableCell>Product</TableCell>
                <TableCell>Supplier</TableCell>
                <TableCell align="right">Sold 7 days</TableCell>
                <TableCell align="right">Sold 30 days</TableCell>
                <TableCell align="right">Sold 90 days</TableCell>
                <TableCell align="right">Available</TableCell>
                <TableCell align="right">Incoming</TableCell>
                <TableCell align="right">Lasts</TableCell>
                <TableCell align="right">Reorder at</TableCell>
                <TableCell align="right">Order qty</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.product_id} hover data-testid={`reorder-row-${row.sku}`} sx={{ verticalAlign: 'top' }}>
                  {mayDraft ? <TableCell padding="checkbox">{pickBox(row)}</TableCell> : null}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{productLink(row)}</TableCell>
                  <TableCell>{row.title}{rowProblem(row)}</TableCell>
                  <TableCell>
                    {supplierText(row)}
                    <Typography variant="caption" color="text.secondary" component="div">{leadText(row)}</Typography>
                  </TableCell>
                  <TableCell align="right">{row.sold_7}</TableCell>
                  <TableCell align="right">{row.sold_30}</TableCell>
                  <TableCell align="right">{row.sold_90}</TableCell>
                  <TableCell align="right" sx={{ color: row.available < 0 ? 'error.main' : undefined }}>{row.available}</TableCell>
                  <TableCell align="right">{incomingText(row)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: row.to_reorder ? 'warning.main' : undefined }}>{coverText(row)}</TableCell>
                  <TableCell align="right">{row.reorder_point}</TableCell>
                  <TableCell align="right">{mayDraft && row.supplier_id ? qtyInput(row) : row.suggested_qty}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {!isPending && plan && !rows.length ? <Typography sx={{ p: 2 }} color="text.secondary">{onlyToReorder ? 'Nothing needs reordering.' : 'No products to plan.'}</Typography> : null}

      {mayDraft ? (
        <Stack direction="row" sx={{ mt: 2, gap: 2, alignItems: 'center', flexWrap: 'wrap', position: phone ? 'sticky' : undefined, bottom: 0, bgcolor: 'background.default', py: 1 }}>
          <Button variant="contained" onClick={draft} disabled={busy || !picked.length || badQty.length > 0} data-testid="reorder-draft">
            {busy ? 'Drafting…' : 'Draft purchase orders'}
          </Button>
          <Typography variant="body2" color="text.secondary" data-testid="reorder-summary">
            {picked.length
              ? `${plural(picked.length, 'product')} from ${plural(new Set(picked.map((r) => r.supplier_id)).size, 'supplier')}: one draft per supplier.`
              : 'Tick the products to order.'}
          </Typography>
        </Stack>
      ) : null}
    </Box>
  );
}
