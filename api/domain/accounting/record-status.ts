/**
 * Whether a record reached Xero, in the merchant's words, for every kind of record the sync posts (XERO_DOCUMENTS:
 * an order's sales invoice, a return's credit note, a settlement's bank transaction, a received purchase order's
 * bill). One endpoint for all four, so the record screens share one panel:
 *
 *   GET  /api/xero-status/:resource/:id         SENT (when, Xero's reference, a link into Xero for a live link),
 *                                               REFUSED (Xero's reason), WAITING (for what) or NOT_DUE (until when)
 *   POST /api/xero-status/:resource/:id/retry   a refused record: queues the sync now (the `xero.sync` job), which
 *                                               posts it again with whatever the merchant fixed since
 *
 * Reading follows the record's own rule (its read right, its account: another account's record is a 404); the
 * sync's internal columns (`xero_id`) are read here, never through the resource. Retrying needs the `xero`
 * permission's update right on the Xero settings, as Sync now does (deny by default).
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { Row } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { XERO_DOCUMENTS, xeroSettingsRow, type XeroDocumentEntity } from './xero-sync.ts';
import type { XeroRecordStatus } from '../../../checks/contracts/xero-record-status.ts';
import { enqueueXeroSync, XERO_DUE_EVERY_SECONDS } from './jobs.ts';

/** Where a live organisation's documents open (Xero's deep links take the signed-in user's current organisation). */
const XERO_WEB = 'https://go.xero.com/';

export type { XeroRecordState, XeroRecordStatus } from '../../../checks/contracts/xero-record-status.ts';

const documentOf = (model: Model, resource: string) => {
  const entity = model.entities.find((e) => e.resource === resource && e.name in XERO_DOCUMENTS);
  if (!entity) fail('not_found', `Records of ${resource.slice(0, 60)} are not posted to Xero.`);
  return { entity: entity!, kind: XERO_DOCUMENTS[entity!.name as XeroDocumentEntity] };
};

/** Xero's refusal as stored, without the adapter's "Xero refused it:" lead-in the panel says itself. */
const refusal = (error: unknown) => String(error ?? 'Xero gave no reason.').replace(/^Xero refused it:\s*/, '');

/** The number or reference the sync gave the document in Xero (xero-sync.ts), by which the merchant finds it there. */
function numberInXero(name: XeroDocumentEntity, row: Row): string | null {
  const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
  if (name === 'sales-order') return text(row.number);
  if (name === 'return') return text(row.rma_number);
  if (name === 'settlement') return row.external_id ? `Payout ${row.external_id}` : null;
  return text(row.supplier_ref) ?? text(row.number);
}

/** The status of one record, from its row (internal columns included) and the account's Xero settings. */
export function recordStatus(name: XeroDocumentEntity, row: Row, settings: Row | undefined, mayUpdateLink: boolean): XeroRecordStatus {
  const kind = XERO_DOCUMENTS[name];
  const linked = !!settings?.enabled && !!settings?.tokens && settings?.connection_status === 'CONNECTED';
  const base = { document: kind.document, posted_at: null, xero_reference: null, xero_number: null, xero_url: null, may_retry: false, in_use: !!(settings?.tokens || settings?.enabled || row.xero_status) };
  if (row.xero_status === 'POSTED') {
    const reference = row.xero_id ? String(row.xero_id) : null;
    return {
      ...base, state: 'SENT', reason: null, xero_reference: reference, xero_number: numberInXero(name, row),
      posted_at: row.xero_posted_at ? new Date(row.xero_posted_at as string).toISOString() : null,
      xero_url: reference && settings?.environment === 'LIVE' ? `${XERO_WEB}${kind.link}${encodeURIComponent(reference)}` : null,
    };
  }
  if (row.xero_status === 'FAILED') return { ...base, state: 'REFUSED', reason: refusal(row.xero_error), may_retry: mayUpdateLink && linked };
  const due = (kind.due as readonly string[]).includes(String(row.status)) && (name !== 'return' || Number(row.refund_amount) > 0);
  if (!due) return { ...base, state: 'NOT_DUE', reason: `A ${kind.document} goes to Xero ${kind.dueWords}.` };
  const waitingFor = !settings?.tokens ? 'Xero to be connected (Settings → Xero)'
    : settings.connection_status === 'ERROR' ? 'Xero to be connected again (Settings → Xero)'
    : !settings.enabled ? 'the Xero link to be turned on (Settings → Xero)'
    : settings[kind.setting] === false ? `${kind.document}s to be turned on in the Xero settings`
    : `the next sync (every ${XERO_DUE_EVERY_SECONDS / 60} minutes, or Sync now in the Xero settings)`;
  return { ...base, state: 'WAITING', reason: `Waiting for ${waitingFor}.` };
}

export const xeroStatusRouteDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/xero-status/:resource/:id', tag: 'Xero configuration', summary: 'Whether a record reached Xero',
    description: 'For `sales-orders` (a sales invoice), `returns` (a credit note), `settlements` (a bank transaction) and `purchase-orders` (a bill). Answers `{state: SENT | REFUSED | WAITING | NOT_DUE, document, posted_at, xero_reference (Xero\'s id), xero_number (its number or reference in Xero), xero_url, reason, may_retry, in_use}`: `reason` is Xero\'s refusal or what the record waits for; `xero_url` opens the document in Xero (live links only); `in_use` is false for an account that has never connected Xero. Needs read access to the record (another account\'s is a 404).',
    responses: { 200: { description: 'The record\'s Xero status.', schema: { type: 'object' } } },
    problems: [403, 404],
  },
  {
    method: 'post', path: '/api/xero-status/:resource/:id/retry', tag: 'Xero configuration', summary: 'Send a record Xero refused again',
    description: 'Queues the Xero sync now (`xero.sync`, one per account), which posts the refused record again with the settings as they are. Needs the `xero` permission\'s update right. 409 when the record was not refused or the link is off or not connected.',
    responses: { 202: { description: '`{ job_id, state }` (job_id null when a sync was already waiting).', schema: { type: 'object' } } },
    problems: [403, 404, 409],
  },
];

export function xeroStatusRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  /** The record through its own read rule, then its internal columns. */
  const load = async (actor: Actor, resource: string, id: string) => {
    const { entity, kind } = documentOf(model, resource);
    if (!isUuid(id)) fail('not_found', `No ${entity.title.toLowerCase()} with that id.`);
    const visible = await service.get(actor, entity, id);
    // The record's own account: its read rule has let this actor see it, and a platform admin (or a partner acting in
    // a client account) may see records of an account that is not the actor's home one.
    const accountId = String(visible.account_id ?? actor.accountId);
    const row: Row | undefined = await knex(kind.table).where({ account_id: accountId, id: visible.id }).first();
    if (!row) return fail('not_found', `No ${entity.title.toLowerCase()} with that id.`);
    const settings = await xeroSettingsRow(knex, accountId);
    return { entity, row, settings, status: recordStatus(entity.name as XeroDocumentEntity, row, settings, actor.ability.can('update', 'xero-settings')) };
  };

  router.get('/api/xero-status/:resource/:id', async (ctx) => {
    ctx.body = (await load(ctx.state.actor as Actor, ctx.params.resource!, ctx.params.id!)).status;
  });

  router.post('/api/xero-status/:resource/:id/retry', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const { entity, row, settings, status } = await load(actor, ctx.params.resource!, ctx.params.id!);
    if (!actor.ability.can('update', 'xero-settings')) fail('forbidden', 'Your role may not send records to Xero.', [], { action: 'update', resource: 'xero-settings' });
    if (status.state !== 'REFUSED') fail('illegal_transition', `Only a record Xero refused can be retried; this ${entity.title.toLowerCase()} is ${status.state === 'SENT' ? 'already in Xero' : 'not refused'}.`);
    if (!settings?.enabled || !settings.tokens || settings.connection_status !== 'CONNECTED') fail('not_connected', 'The Xero link is off or not connected: connect it and turn it on in the Xero settings first.');
    const label = String(row.number ?? row.rma_number ?? row.external_id ?? row.id);
    ctx.status = 202;
    ctx.body = { job_id: await enqueueXeroSync(knex, String(row.account_id), `retry of ${label} asked by ${actor.user.email ?? 'a user'}`), state: status.state };
  });
}
