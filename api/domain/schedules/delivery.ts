/**
 * Delivering a CSV schedule's file to its destination, one attempt at a time; each attempt is returned as a
 * record for the run's history, never thrown.
 *
 * - WEBHOOK: POST of the file (text/csv) with `X-Sellyard-Signature: sha256=<hex HMAC-SHA256 of the body>` keyed
 *   with the schedule's secret, and `X-Sellyard-Schedule` / `X-Sellyard-Run` ids. A non-2xx answer is a failure.
 * - EMAIL: through SMTP when SMTP_URL is set (nodemailer; SMTP_FROM the sender), else into `outbox_messages`
 *   (demo mode: the message is stored, nothing leaves the machine).
 * - SFTP: uploads `<path>/<file name>` with ssh2-sftp-client, the schedule's secret as password.
 *
 * Webhook and SFTP hosts are the tenant's: both go through the outbound guard (api/outbound), which refuses
 * internal addresses, connects to the address it checked, re-checks each redirect hop (3 at most), and words every
 * failure to connect the same way so a schedule cannot be used to map the server's network. SMTP is the operator's
 * (SMTP_URL), never the tenant's, so it is not fenced.
 */
import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import nodemailer from 'nodemailer';
import SftpClient from 'ssh2-sftp-client';
import type { Row } from '../../crud/repository.ts';
import { outboundRequest, resolvePublic } from '../../outbound/index.ts';

export interface DeliveryAttempt {
  at: string;
  kind: string;
  target: string;
  ok: boolean;
  /** What happened: the HTTP status, "queued in the outbox", the remote path… */
  detail: string;
}

export interface DeliveryFile { name: string; content: Buffer; runId: string }

export const SIGNATURE_HEADER = 'x-sellyard-signature';

/** `sha256=<hex>`: the HMAC-SHA256 of `body` keyed with `secret`, as the webhook receives it. */
export function signBody(body: Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const TIMEOUT_MS = 30_000;
const SFTP_UNREACHABLE = 'could not be reached, or did not answer as an SFTP server would';

async function toWebhook(schedule: Row, secret: string | undefined, file: DeliveryFile): Promise<string> {
  const destination = schedule.destination as Row;
  const headers: Record<string, string> = {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.name}"`,
    'X-Sellyard-Schedule': String(schedule.id),
    'X-Sellyard-Run': file.runId,
  };
  if (secret) headers[SIGNATURE_HEADER] = signBody(file.content, secret);
  // http: only reaches here from tests (the schema allows https only); the guard refuses what is not public.
  const response = await outboundRequest(String(destination.url), { method: 'POST', headers, body: file.content, timeoutMs: TIMEOUT_MS, maxRedirects: 3, maxBytes: 1024 * 1024, protocols: ['https:', 'http:'] });
  if (response.status < 200 || response.status >= 300) throw new Error(`the webhook answered HTTP ${response.status}`);
  return `HTTP ${response.status}${secret ? ', signed' : ', unsigned (the schedule has no secret)'}`;
}

async function byEmail(knex: Knex, schedule: Row, file: DeliveryFile): Promise<string> {
  const recipients = ((schedule.destination as Row).emails as string[]) ?? [];
  const subject = `Sellyard export: ${schedule.name}`;
  const body = `The scheduled export "${schedule.name}" is attached (${file.name}).`;
  if (process.env.SMTP_URL) {
    const transport = nodemailer.createTransport(process.env.SMTP_URL);
    await transport.sendMail({
      from: process.env.SMTP_FROM ?? 'Sellyard <no-reply@sellyard.invalid>', to: recipients, subject, text: body,
      attachments: [{ filename: file.name, content: file.content, contentType: 'text/csv' }],
    });
    return `sent by SMTP to ${recipients.join(', ')}`;
  }
  await knex('outbox_messages').insert({ account_id: schedule.account_id, recipients, subject, body, attachment_name: file.name, attachment: file.content });
  return `SMTP is not configured (SMTP_URL): stored in the outbox for ${recipients.join(', ')}`;
}

async function bySftp(schedule: Row, secret: string | undefined, file: DeliveryFile): Promise<string> {
  const destination = schedule.destination as Row;
  const sftp = new SftpClient();
  const remote = `${String(destination.path).replace(/\/+$/, '')}/${file.name}`;
  const port = Number(destination.port ?? 22);
  const host = String(destination.host);
  // Connect to the checked address itself: ssh2 never resolves the name again.
  const { address } = await resolvePublic(host, port);
  try {
    try {
      // Our own deadline too: a peer that hangs up before the SSH handshake must not leave the attempt pending.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        sftp.connect({ host: address, port, username: String(destination.username), password: secret, readyTimeout: TIMEOUT_MS }),
        new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('no SSH handshake in time')), TIMEOUT_MS + 1000); }),
      ]).finally(() => clearTimeout(timer));
    } catch (error) {
      // Only an SSH server can refuse credentials, and a public one is the merchant's to fix; every other failure
      // (closed port, a database, a listener that is not SSH, a timeout) reads the same.
      if ((error as { level?: string }).level === 'client-authentication' || /authentication methods failed/i.test(String((error as Error).message))) throw new Error(`the SFTP server at ${host}:${port} refused the user name or password`);
      throw new Error(`${host}:${port} ${SFTP_UNREACHABLE}`);
    }
    try {
      await sftp.put(file.content, remote);
    } catch {
      throw new Error(`the SFTP server refused the upload to ${remote} (check that the folder exists and the user may write to it)`);
    }
  } finally {
    await sftp.end().catch(() => undefined);
  }
  return `uploaded to ${remote}`;
}

/** One delivery attempt of `file` to the schedule's destination. */
export async function deliver(knex: Knex, schedule: Row, secret: string | undefined, file: DeliveryFile): Promise<DeliveryAttempt> {
  const destination = schedule.destination as Row;
  const kind = String(destination.kind);
  const target = kind === 'WEBHOOK' ? String(destination.url) : kind === 'EMAIL' ? ((destination.emails as string[]) ?? []).join(', ') : `${destination.host}:${destination.port ?? 22}${destination.path}`;
  const at = new Date().toISOString();
  try {
    const detail = kind === 'WEBHOOK' ? await toWebhook(schedule, secret, file) : kind === 'EMAIL' ? await byEmail(knex, schedule, file) : await bySftp(schedule, secret, file);
    return { at, kind, target, ok: true, detail };
  } catch (error) {
    // Every message that reaches here is written for the merchant (the guard's and ours): nothing about ports.
    return { at, kind, target, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}
