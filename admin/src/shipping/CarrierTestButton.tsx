/**
 * "Test connection" on a shipping carrier's view (POST /api/shipping-carriers/:id/test), as a channel and a warehouse
 * provider have: the merchant proves the saved sign-in details with the carrier, and is told in words what happened,
 * including whether the carrier will push tracking to Sellyard (ShipEngine) or is checked every 15 minutes.
 */
import { useState } from 'react';
import { useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import CableIcon from '@mui/icons-material/Cable';
import { errorMessage, httpClient } from '../data/dataProvider.ts';

type TrackingWebhook = { url: string; webhook_id: string; created: boolean } | { error: string } | null;

/** What the merchant is told after a successful test. */
export function carrierTestMessage(name: string, webhook: TrackingWebhook): string {
  const accepted = `${name} accepted the saved sign-in details.`;
  if (webhook === null) return `${accepted} Tracking is checked with ${name} every 15 minutes.`;
  if ('error' in webhook) return `${accepted} ${webhook.error}`;
  return `${accepted} ${name} sends tracking updates to Sellyard as they happen.`;
}

export function CarrierTestButton({ record }: { record: Record<string, unknown> }) {
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const name = String(record.name ?? 'The carrier');
  const test = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient(`/api/shipping-carriers/${String(record.id)}/test`, { method: 'POST', body: '{}' });
      const webhook = (json as { tracking_webhook?: TrackingWebhook }).tracking_webhook ?? null;
      notify(carrierTestMessage(name, webhook), { type: webhook && 'error' in webhook ? 'warning' : 'success', multiLine: true });
    } catch (error) {
      notify(errorMessage(error), { type: 'error', multiLine: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<CableIcon />} disabled={busy} aria-busy={busy || undefined} onClick={() => void test()} data-testid="carrier-test-button">
      {busy ? '…' : 'Test connection'}
    </Button>
  );
}
