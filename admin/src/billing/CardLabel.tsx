/** A payment card as people recognise it: brand, the last 4 digits, the expiry, and a flag when it has expired. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cardExpired } from '../../../checks/cards.ts';
import { brandName } from './tokenizer.ts';

export interface CardLike {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name?: string | null;
}

export const expiryText = (card: Pick<CardLike, 'exp_month' | 'exp_year'>) => `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;

export function CardLabel({ card, showHolder = true }: { card: CardLike; showHolder?: boolean }) {
  const expired = cardExpired(Number(card.exp_month), Number(card.exp_year));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {brandName(card.brand)} ending {card.last4}
      </Typography>
      <Typography component="span" color={expired ? 'error' : 'text.secondary'}>
        expires {expiryText(card)}
      </Typography>
      {expired ? <Chip size="small" color="error" label="Expired" data-testid="card-expired" /> : null}
      {showHolder && card.holder_name ? (
        <Typography component="span" color="text.secondary">
          · {card.holder_name}
        </Typography>
      ) : null}
    </Stack>
  );
}
