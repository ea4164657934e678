/**
 * Payment Card Details: the cards the account pays Sellyard with. Card managers (the `cardManagement` permission)
 * add cards through the configured tokenizer, choose the default and remove cards; those who may only read
 * (partners) see the list; others are told who manages cards. Writes go through the generic `payment-cards`
 * resource, so its checks (no card data, no expired cards, one default) apply.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Loading, useDataProvider, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { cardExpired } from '../../../checks/cards.ts';
import { errorMessage } from '../data/dataProvider.ts';
import { useCan } from '../access/useCan.ts';
import { useSession } from '../access/useSession.ts';
import { fetchPaymentProcessor } from '../billing/api.ts';
import { AddCardForm } from '../billing/AddCardForm.tsx';
import { expiryText } from '../billing/CardLabel.tsx';
import { brandName, tokenizerFor, type TokenizedCard } from '../billing/tokenizer.ts';
import type { Screen } from '../routing/screens.ts';

const RESOURCE = 'payment-cards';
/** Read by screen readers, not shown. */
// '1px', not 1: in MUI's sx a number up to 1 is a fraction of the parent (1 = 100%).
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface PaymentCard {
  id: string;
  version: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string | null;
  is_default: boolean;
}

export default function SettingsPaymentCardDetailsPage({ screen }: { screen: Screen }) {
  const session = useSession();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const canRead = useCan('read', RESOURCE);
  const canCreate = useCan('create', RESOURCE);
  const canUpdate = useCan('update', RESOURCE);
  const canDelete = useCan('delete', RESOURCE);
  const [removing, setRemoving] = useState<PaymentCard>();
  const [busy, setBusy] = useState<string>();

  const cards = useQuery({
    queryKey: [RESOURCE, 'card-details', session.actingAccountId],
    queryFn: () => dataProvider.getList<PaymentCard>(RESOURCE, { pagination: { page: 1, perPage: 100 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} }).then((r) => r.data),
    enabled: canRead,
  });
  const processor = useQuery({ queryKey: ['payment-processor'], queryFn: fetchPaymentProcessor, enabled: canCreate });
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: [RESOURCE] }),
    queryClient.invalidateQueries({ queryKey: ['billing-summary'] }),
  ]);

  const heading = <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">{screen.title}</Typography>;
  if (!canRead) {
    return (
      <Box data-testid="payment-cards">
        {heading}
        <Alert severity="info" data-testid="cards-not-allowed">Payment cards are managed by users with the Card management permission. Ask the account owner to add or change a card.</Alert>
      </Box>
    );
  }

  const save = async (card: TokenizedCard & { holder_name: string | null; is_default: boolean }) => {
    await dataProvider.create(RESOURCE, { data: card });
    notify(`${brandName(card.brand)} ending ${card.last4} added`, { type: 'success' });
    await refresh();
  };
  const makeDefault = async (card: PaymentCard) => {
    setBusy(card.id);
    try {
      await dataProvider.update(RESOURCE, { id: card.id, data: { is_default: true, version: card.version }, previousData: card });
      notify(`${brandName(card.brand)} ending ${card.last4} is now the default card`, { type: 'success' });
      await refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  };
  const remove = async () => {
    const card = removing!;
    setRemoving(undefined);
    setBusy(card.id);
    try {
      await dataProvider.delete(RESOURCE, { id: card.id, previousData: card });
      notify(`${brandName(card.brand)} ending ${card.last4} removed`, { type: 'success' });
      await refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  };

  const list = cards.data ?? [];
  return (
    <Box data-testid="payment-cards" sx={{ maxWidth: 1000 }}>
      {heading}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Sellyard&apos;s invoices are charged to the default card. Card numbers are never sent to or stored by Sellyard: only the payment
        processor&apos;s token, the brand, the last 4 digits and the expiry.
      </Typography>
      {!canCreate && !canUpdate ? <Alert severity="info" sx={{ mb: 2 }} data-testid="cards-read-only">You can see the cards but not change them.</Alert> : null}
      {cards.isPending ? <Loading /> : cards.error ? (
        <Alert severity="error" data-testid="cards-error" action={<Button color="inherit" size="small" onClick={() => cards.refetch()}>Retry</Button>}>
          The cards could not be loaded: {errorMessage(cards.error)}
        </Alert>
      ) : list.length === 0 ? (
        <Alert severity="warning" data-testid="cards-empty" sx={{ mb: 2 }}>No card yet{canCreate ? ': add one below so invoices can be paid.' : '.'}</Alert>
      ) : (
        // On a phone a card with both actions is wider than the window: the table scrolls in its own box, the page does not.
        // Relative, so the visually hidden header (absolutely positioned) is placed, and clipped, inside the box: with
        // no positioned ancestor it escaped to the page and widened it to 537 px.
        <Box sx={{ overflowX: 'auto', position: 'relative', mb: 3 }}>
        <Table size="small" aria-label="Payment cards" data-testid="cards-table">
          <TableHead>
            <TableRow>
              <TableCell>Card</TableCell>
              <TableCell>Expires</TableCell>
              <TableCell>Name on card</TableCell>
              <TableCell>Default</TableCell>
              <TableCell align="right"><Box component="span" sx={VISUALLY_HIDDEN}>Actions</Box></TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((card) => {
              const expired = cardExpired(card.exp_month, card.exp_year);
              return (
                <TableRow key={card.id} data-testid={`card-row-${card.last4}`} data-default={card.is_default ? 'true' : 'false'}>
                  <TableCell>{brandName(card.brand)} •••• {card.last4}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{expiryText(card)}</span>
                      {expired ? <Chip size="small" color="error" label="Expired" data-testid="card-expired" /> : null}
                    </Stack>
                  </TableCell>
                  <TableCell>{card.holder_name ?? '—'}</TableCell>
                  <TableCell>{card.is_default ? <Chip size="small" color="primary" label="Default" data-testid="card-is-default" /> : null}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      {canUpdate && !card.is_default ? (
                        <Button size="small" disabled={busy === card.id || expired} onClick={() => makeDefault(card)} data-testid={`card-make-default-${card.last4}`}
                          title={expired ? 'An expired card cannot be charged' : undefined}>
                          Make default
                        </Button>
                      ) : null}
                      {canDelete ? (
                        <Button size="small" color="error" disabled={busy === card.id} onClick={() => setRemoving(card)} data-testid={`card-remove-${card.last4}`}>
                          Remove
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        </Box>
      )}
      {canCreate ? (
        <>
          <Typography variant="h6" component="h2" gutterBottom>Add a card</Typography>
          {processor.isPending ? <Loading /> : processor.error ? (
            <Alert severity="error">The payment processor settings could not be loaded: {errorMessage(processor.error)}</Alert>
          ) : (
            <AddCardForm tokenizer={tokenizerFor(processor.data)} unavailableReason={processor.data?.reason} onSave={save} firstCard={!cards.isPending && list.length === 0} />
          )}
        </>
      ) : null}
      <Confirm
        isOpen={!!removing}
        title="Remove this card?"
        content={removing ? `${brandName(removing.brand)} ending ${removing.last4} will no longer be charged.${removing.is_default ? ' The newest valid card becomes the default.' : ''}` : ''}
        confirm="Remove"
        onConfirm={remove}
        onClose={() => setRemoving(undefined)}
      />
    </Box>
  );
}
