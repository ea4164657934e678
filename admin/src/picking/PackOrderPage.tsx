/**
 * The pack screen of one order (`/sales-orders/order/pack/:id`, a manifest page): its lines to pack, and a text
 * input with the focus that takes a barcode scanner's keyboard input (the scanner types the code and Enter). Each
 * code goes to `POST /api/sales-orders/:id/pack`, which ticks one unit of the line whose GTIN/EAN or SKU it is and
 * refuses a wrong item or an over-scan in words (shown in a red alert naming the code, and read out: role alert).
 * The input keeps the focus after every scan, so the packer never touches the screen between items. When every unit
 * is in, it offers Ship (the order view's Ship dialog). Built for a phone too: one column of big rows, a big input.
 */
import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useGetOne } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { useSession } from '../access/useSession.ts';
import { can } from '../access/useCan.ts';
import { API_URL, apiFetch, errorMessage, recordLoadMessage } from '../data/dataProvider.ts';
import type { Screen } from '../routing/screens.ts';
import { packedWords, type PackState } from './packWords.ts';

const ShipOrderDialog = lazy(() => import('../shipping/ShipOrderDialog.tsx').then((m) => ({ default: m.ShipOrderDialog })));

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

async function fetchPack(id: string): Promise<PackState> {
  return (await apiFetch(`${API_URL}/sales-orders/${encodeURIComponent(id)}/pack`, { headers: { Accept: 'application/json' } })).json();
}

export default function PackOrderPage({ screen }: { screen: Screen }) {
  const { id = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [shipping, setShipping] = useState(false);
  const packQuery = useQuery({ queryKey: ['sales-orders', 'pack', id], queryFn: () => fetchPack(id), retry: false });
  const orderQuery = useGetOne('sales-orders', { id });
  const state = packQuery.data;
  const viewPath = `/sales-orders/order/view/${encodeURIComponent(id)}`;
  const mayPack = can(session, 'create', 'shipments') && can(session, 'update', 'shipments');

  const focusInput = useCallback(() => setTimeout(() => input.current?.focus(), 0), []);

  const send = async (path: string, body: unknown): Promise<PackState | null> => {
    setBusy(true);
    try {
      // A fresh key per scan: a retry of this request after a lost answer packs nothing twice.
      const response = await apiFetch(`${API_URL}/sales-orders/${encodeURIComponent(id)}/${path}`, {
        method: 'POST', headers: { ...JSON_HEADERS, 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify(body),
      });
      const next = (await response.json()) as PackState;
      queryClient.setQueryData(['sales-orders', 'pack', id], next);
      return next;
    } catch (error) {
      setSaid({ ok: false, text: errorMessage(error) });
      return null;
    } finally {
      setBusy(false);
      focusInput();
    }
  };

  const scan = async (event: FormEvent) => {
    event.preventDefault();
    const scanned = code.trim();
    setCode('');
    if (!scanned || busy) return;
    const next = await send('pack', { code: scanned });
    if (next) setSaid({ ok: true, text: packedWords(next, scanned) });
  };

  const startAgain = async () => {
    if (await send('unpack', {})) setSaid(null);
  };

  if (packQuery.error) {
    return (
      <Box>
        <Typography variant="h5" component="h1" data-testid="screen-heading">{screen.title}</Typography>
        <Alert severity="error" sx={{ mt: 2 }} data-testid="pack-load-error">{recordLoadMessage(packQuery.error, 'order')}</Alert>
      </Box>
    );
  }
  if (!state) return <LinearProgress aria-label="Loading the order" />;

  const packable = ['PAID', 'PARTIALLY_SHIPPED'].includes(state.status);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <Typography variant="h5" component="h1" data-testid="screen-heading">Pack {state.number}</Typography>
        <Button component={RouterLink} to={viewPath} size="small">Back to the order</Button>
      </Stack>
      {!packable ? (
        <Alert severity="info" data-testid="pack-not-packable">Only paid orders are packed; this one is {state.status.toLowerCase().replace(/_/g, ' ')}.</Alert>
      ) : !mayPack ? (
        <Alert severity="info">Your role may not ship orders, so it does not pack them.</Alert>
      ) : (
        <Box component="form" onSubmit={scan} sx={{ mb: 2 }} data-testid="pack-form">
          <TextField
            inputRef={input}
            autoFocus
            fullWidth
            label="Scan a barcode or type a SKU"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { 'data-testid': 'pack-scan', inputMode: 'text', autoCapitalize: 'off', spellCheck: false, enterKeyHint: 'done', style: { fontSize: 22, padding: '14px 12px' } } }}
          />
        </Box>
      )}
      <Box aria-live="polite" sx={{ minHeight: 56, mb: 1 }}>
        {said ? (
          <Alert severity={said.ok ? 'success' : 'error'} role={said.ok ? 'status' : 'alert'} data-testid={said.ok ? 'pack-ok' : 'pack-refused'} sx={{ fontSize: 18 }}>
            {said.text}
          </Alert>
        ) : null}
      </Box>
      <Stack spacing={1} data-testid="pack-lines">
        {state.lines.map((line) => {
          const done = line.to_pack > 0 && line.packed >= line.to_pack;
          return (
            <Card key={line.id} variant="outlined" data-testid={`pack-line-${line.sku}`} sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, borderColor: done ? 'success.main' : undefined }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.sku}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{line.description}</Typography>
                {line.barcodes.length ? <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{line.barcodes.join(' · ')}</Typography> : null}
                {line.waiting ? <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>{line.waiting} waiting for stock</Typography> : null}
              </Box>
              <Typography sx={{ fontSize: 22, fontWeight: 600, whiteSpace: 'nowrap' }} data-testid={`pack-count-${line.sku}`}>
                {line.packed} / {line.to_pack}
              </Typography>
              {done ? <CheckCircleIcon color="success" aria-label="packed" /> : null}
            </Card>
          );
        })}
      </Stack>
      {state.complete ? (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="pack-complete" action={
          <Button variant="contained" size="large" startIcon={<LocalShippingIcon />} disabled={!orderQuery.data} onClick={() => setShipping(true)} data-testid="pack-ship">
            Ship
          </Button>
        }>
          Everything is packed.
        </Alert>
      ) : null}
      {packable && mayPack ? (
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={startAgain} disabled={busy} data-testid="pack-start-again">Start again</Button>
        </Stack>
      ) : null}
      {shipping && orderQuery.data ? (
        <Suspense fallback={null}>
          <ShipOrderDialog order={orderQuery.data} onClose={() => {
            setShipping(false);
            void queryClient.invalidateQueries({ queryKey: ['sales-orders'] });
            navigate(viewPath);
          }} />
        </Suspense>
      ) : null}
    </Box>
  );
}
