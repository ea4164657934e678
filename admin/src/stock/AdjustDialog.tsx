/** Adjust (± units, with a reason) or count (the units on the shelf) one stock level; the server writes the movement. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { errorMessage, problemOf } from '../data/dataProvider.ts';
import { changeStock, type StockRow } from './api.ts';

export function AdjustDialog({ level, onClose, onDone }: { level: StockRow; onClose: () => void; onDone: () => void }) {
  const [kind, setKind] = useState<'adjust' | 'count'>('adjust');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const value = Number(amount);
    setBusy(true);
    setError(null);
    try {
      await changeStock(level.id, kind === 'adjust'
        ? { kind, delta: value, reason: reason.trim(), ...(note.trim() ? { note: note.trim() } : {}) }
        : { kind, counted: value, ...(note.trim() ? { note: note.trim() } : {}) });
      onDone();
    } catch (e) {
      const fields = Object.fromEntries((problemOf(e)?.errors ?? []).map((f) => [f.pointer, f.message]));
      setError({ message: errorMessage(e), fields });
    } finally {
      setBusy(false);
    }
  };

  const amountError = error?.fields[kind === 'adjust' ? '/delta' : '/counted'];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="adjust-dialog">
      <DialogTitle>{level.sku} at {level.location}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <ToggleButtonGroup exclusive size="small" value={kind} onChange={(_e, v) => v && setKind(v)}>
            <ToggleButton value="adjust" data-testid="adjust-kind-adjust">Adjust by</ToggleButton>
            <ToggleButton value="count" data-testid="adjust-kind-count">Counted</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            label={kind === 'adjust' ? 'Units to add (negative to take)' : 'Units counted'} type="number" value={amount}
            onChange={(e) => setAmount(e.target.value)} error={!!amountError} helperText={amountError ?? `On hand now: ${level.on_hand}`}
            slotProps={{ htmlInput: { 'data-testid': 'adjust-amount' } }}
          />
          {kind === 'adjust' ? (
            <TextField label="Reason" required value={reason} onChange={(e) => setReason(e.target.value)} error={!!error?.fields['/reason']} helperText={error?.fields['/reason'] ?? 'e.g. Damaged, Found, Correction'} slotProps={{ htmlInput: { 'data-testid': 'adjust-reason', maxLength: 64 } }} />
          ) : null}
          <TextField label="Note" value={note} onChange={(e) => setNote(e.target.value)} multiline slotProps={{ htmlInput: { 'data-testid': 'adjust-note', maxLength: 500 } }} />
          {error ? <Alert severity="error" data-testid="adjust-error">{error.message}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy || amount === ''} onClick={save} data-testid="adjust-save">Save</Button>
      </DialogActions>
    </Dialog>
  );
}
