/**
 * Outbox: the emails Sellyard would have sent (scheduled exports; password reset links, which only platform admins
 * see) while no SMTP server is configured (demo mode),
 * newest first, with their attachment to download.
 */
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { apiFetch, errorMessage } from '../data/dataProvider.ts';
import type { Screen } from '../routing/screens.ts';

/** A message's text with its web addresses as links (a password reset link is followed from here in the demo). */
function BodyText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/);
  return (
    <Typography variant="caption" component="span" sx={{ display: 'block', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {parts.map((part, i) => (i % 2 ? <Link key={i} href={part} data-testid="outbox-link">{part}</Link> : part))}
    </Typography>
  );
}

interface Message { id: string; recipients: string[]; subject: string; body: string; attachment_name: string | null; created_at: string }

export default function OutboxPage({ screen }: { screen: Screen }) {
  const messages = useQuery({
    queryKey: ['outbox'],
    queryFn: async () => (await (await apiFetch('/api/outbox', { headers: { Accept: 'application/json' } })).json()) as Message[],
    refetchInterval: 10_000,
  });
  return (
    <Box data-testid="outbox-page">
      <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">{screen.title}</Typography>
      <Alert severity="info" sx={{ mb: 2 }}>No mail server is configured (SMTP_URL), so emails are kept here instead of being sent.</Alert>
      {messages.error ? <Typography color="error">{errorMessage(messages.error)}</Typography> : null}
      {/* Wider than a phone: scrolls in its own (focusable) region, not the page. */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Messages">
      <Table size="small">
        <TableHead>
          <TableRow><TableCell>When</TableCell><TableCell>To</TableCell><TableCell>Subject</TableCell><TableCell>Attachment</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {(messages.data ?? []).map((m) => (
            <TableRow key={m.id} data-testid={`outbox-${m.id}`}>
              <TableCell>{new Date(m.created_at).toLocaleString('en-GB')}</TableCell>
              <TableCell>{m.recipients.join(', ')}</TableCell>
              <TableCell sx={{ minWidth: 280 }}>{m.subject}<BodyText text={m.body} /></TableCell>
              <TableCell>{m.attachment_name ? <Link href={`/api/outbox/${m.id}/attachment`} download={m.attachment_name}>{m.attachment_name}</Link> : '—'}</TableCell>
            </TableRow>
          ))}
          {messages.data && !messages.data.length ? (
            <TableRow><TableCell colSpan={4}><Typography variant="body2" color="text.secondary">The outbox is empty.</Typography></TableCell></TableRow>
          ) : null}
        </TableBody>
      </Table>
      </Box>
    </Box>
  );
}
