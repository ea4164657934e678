/**
 * "Test connection" and "Sync now" on a warehouse provider's view (POST /api/warehouse-providers/:id/test and
 * …/sync): the merchant proves the stored credentials, or runs a synchronisation at once (orders handed off,
 * shipments and stock read, ASNs sent; refused hand-offs sent again), and is told what happened in words.
 */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import Button from '@mui/material/Button';
import SyncIcon from '@mui/icons-material/Sync';
import CableIcon from '@mui/icons-material/Cable';
import { errorMessage, httpClient } from '../data/dataProvider.ts';

interface SyncResult { handed_off: number; refused: Array<{ reference: string; reason: string }>; shipments: number; counted: number; asns_sent: number; problems: string[] }

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function summary(r: SyncResult): string {
  const done = [
    r.handed_off ? `${plural(r.handed_off, 'order', 'orders')} sent to the warehouse` : null,
    r.shipments ? `${plural(r.shipments, 'shipment', 'shipments')} recorded` : null,
    r.counted ? `${plural(r.counted, 'stock level', 'stock levels')} updated` : null,
    r.asns_sent ? `${plural(r.asns_sent, 'delivery notice', 'delivery notices')} sent` : null,
  ].filter(Boolean);
  const said = [...r.refused.map((x) => `${x.reference}: ${x.reason}`), ...r.problems];
  return `${done.length ? done.join(', ') : 'Nothing new to send or read'}.${said.length ? ` The warehouse said: ${said.slice(0, 3).join('; ')}` : ''}`;
}

export function WarehouseProviderActions({ record }: { record: Record<string, unknown> }) {
  const [busy, setBusy] = useState<'test' | 'sync' | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const run = async (what: 'test' | 'sync') => {
    setBusy(what);
    try {
      const { json } = await httpClient(`/api/warehouse-providers/${String(record.id)}/${what}`, { method: 'POST', body: '{}' });
      if (what === 'test') notify(`${String(record.name)} accepted the saved sign-in details.`, { type: 'success' });
      else {
        const result = json as SyncResult;
        notify(summary(result), { type: result.refused.length || result.problems.length ? 'warning' : 'success', multiLine: true });
        refresh();
      }
    } catch (error) {
      notify(errorMessage(error), { type: 'error', multiLine: true });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<CableIcon />} disabled={!!busy} aria-busy={busy === 'test' || undefined} onClick={() => run('test')} data-testid="warehouse-test-button">
        {busy === 'test' ? '…' : 'Test connection'}
      </Button>
      <Button size="small" variant="outlined" startIcon={<SyncIcon />} disabled={!!busy} aria-busy={busy === 'sync' || undefined} onClick={() => run('sync')} data-testid="warehouse-sync-button">
        {busy === 'sync' ? '…' : 'Sync now'}
      </Button>
    </>
  );
}
