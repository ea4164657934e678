/**
 * The add-card form. The number and security code stay in this component's state and go only to the tokenizer;
 * the API receives the token, brand, last 4 digits, expiry and holder (PCI DSS). Without a tokenizer (production
 * with no processor configured) the form is replaced by the server's reason.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cardBrandOf } from '../../../checks/cards.ts';
import { problemOf, errorMessage } from '../data/dataProvider.ts';
import { brandName, CardInputError, cardDigits, groupCardNumber, type CardInput, type CardTokenizer, type TokenizedCard } from './tokenizer.ts';

export interface AddCardFormProps {
  tokenizer: CardTokenizer | null;
  /** Why cards cannot be added, when there is no tokenizer. */
  unavailableReason?: string;
  /** Saves the tokenized card (the API call); rejects with the API's error. */
  onSave: (card: TokenizedCard & { holder_name: string | null; is_default: boolean }) => Promise<void>;
  /** The first card becomes the default anyway: the checkbox is then shown ticked and fixed. */
  firstCard: boolean;
}

const EMPTY: CardInput = { number: '', expiry: '', cvc: '' };
type Field = keyof CardInput | 'holder';

export function AddCardForm({ tokenizer, unavailableReason, onSave, firstCard }: AddCardFormProps) {
  const [input, setInput] = useState<CardInput>(EMPTY);
  const [holder, setHolder] = useState('');
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  if (!tokenizer) {
    return (
      <Alert severity="info" data-testid="card-form-unavailable">
        Cards cannot be added here. {unavailableReason ?? 'No payment processor is configured.'}
      </Alert>
    );
  }
  const digits = cardDigits(input.number) ?? '';
  const brand = digits.length >= 1 ? cardBrandOf(digits) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(undefined);
    setSaving(true);
    try {
      const tokenized = await tokenizer.tokenize(input);
      await onSave({ ...tokenized, holder_name: holder.trim() || null, is_default: firstCard || makeDefault });
      // Forget the number and code as soon as they are no longer needed.
      setInput(EMPTY);
      setHolder('');
      setMakeDefault(false);
    } catch (error) {
      if (error instanceof CardInputError) {
        setErrors({ [error.field]: error.message });
      } else {
        const problem = problemOf(error);
        const fieldErrors: Partial<Record<Field, string>> = {};
        for (const e of problem?.errors ?? []) {
          if (e.pointer === '/exp_month' || e.pointer === '/exp_year') fieldErrors.expiry = e.message;
          else if (e.pointer === '/holder_name') fieldErrors.holder = e.message;
        }
        setErrors(fieldErrors);
        setFormError(errorMessage(error));
      }
    } finally {
      setSaving(false);
    }
  };

  const set = (field: keyof CardInput) => (value: string) => setInput((current) => ({ ...current, [field]: value }));
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="add-card-form" aria-label="Add a card" sx={{ maxWidth: 520 }}>
      {tokenizer.demo ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="demo-tokenizer-notice">
          <strong>{tokenizer.label}.</strong> Use a test number such as 4242 4242 4242 4242 with any future expiry and any 3-digit code.
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{tokenizer.label}</Typography>
      )}
      <Stack spacing={2}>
        <TextField
          label="Card number"
          value={groupCardNumber(digits) || input.number}
          onChange={(e) => set('number')(e.target.value.replace(/[^\d\s-]/g, '').slice(0, 23))}
          error={!!errors.number}
          helperText={errors.number ?? (brand && brand !== 'OTHER' ? brandName(brand) : ' ')}
          required
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'card-number' } }}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label="Expiry (MM/YY)"
            value={input.expiry}
            onChange={(e) => set('expiry')(e.target.value.slice(0, 7))}
            error={!!errors.expiry}
            helperText={errors.expiry ?? ' '}
            required
            autoComplete="cc-exp"
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'card-expiry' } }}
            sx={{ flex: 1 }}
          />
          <TextField
            label="Security code"
            value={input.cvc}
            onChange={(e) => set('cvc')(e.target.value.replace(/\D/g, '').slice(0, 4))}
            error={!!errors.cvc}
            helperText={errors.cvc ?? 'Checked, never stored'}
            required
            autoComplete="cc-csc"
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'card-cvc' } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <TextField
          label="Name on card"
          value={holder}
          onChange={(e) => setHolder(e.target.value.slice(0, 120))}
          error={!!errors.holder}
          helperText={errors.holder ?? ' '}
          autoComplete="cc-name"
          slotProps={{ htmlInput: { 'data-testid': 'card-holder' } }}
        />
        <FormControlLabel
          control={<Checkbox checked={firstCard || makeDefault} disabled={firstCard} onChange={(e) => setMakeDefault(e.target.checked)} slotProps={{ input: { 'data-testid': 'card-default' } as object }} />}
          label={firstCard ? 'Default card (the first card always is)' : 'Make this the default card'}
        />
        {formError ? <Alert severity="error" data-testid="card-form-error">{formError}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={saving} data-testid="card-save">
            {saving ? 'Adding…' : 'Add card'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
