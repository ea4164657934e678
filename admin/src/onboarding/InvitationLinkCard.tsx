/**
 * A freshly issued invitation link, shown once (only its hash is stored, like an API key): copy it and send it to
 * the invitee; it works once, for 7 days.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatDateTime } from '../lib/dates.ts';

export interface IssuedInvitation {
  url: string;
  expires_at: string;
}

export function InvitationLinkCard({ invitation, who, onDismiss }: { invitation: IssuedInvitation; who: string; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.url);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, plain HTTP): the field is selectable by hand.
      setCopied(false);
    }
  };
  return (
    <Alert severity="success" sx={{ mb: 2 }} data-testid="invitation-link" onClose={onDismiss}>
      <AlertTitle>Invitation for {who}</AlertTitle>
      Send this link to {who}. It is shown only now, works once, and expires on{' '}
      {formatDateTime(invitation.expires_at)}. They choose their own password with it.
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <TextField
          value={invitation.url}
          size="small"
          fullWidth
          label="Invitation link"
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-url', onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
        />
        <Button variant="outlined" onClick={copy} data-testid="copy-invitation">
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Stack>
    </Alert>
  );
}
