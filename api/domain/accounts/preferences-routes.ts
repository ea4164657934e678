/**
 * The own account's preferences, for its owner (members may only read `accounts` in the generic API):
 *
 *   GET /api/account/preferences   `{ id, name, kind, country, currency, timezone, version, editable }`
 *   PUT /api/account/preferences   `{ name?, country?, currency?, timezone?, version }` → the same shape;
 *                                  owner only (403), version-checked (409), checked by the account schema (400)
 *
 * Always the caller's own account (never the client account an `X-Account-Id` names). Only these four fields:
 * `feature_flags`, `kind` and `partner_account_id` stay with platform admins, so naming them is a 400.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import type { Actor } from '../../crud/actor.ts';
import type { ResourceService } from '../../crud/service.ts';
import { systemActor } from '../../auth/system-actor.ts';
import { fail, type FieldError } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';

export const PREFERENCE_FIELDS = ['name', 'country', 'currency', 'timezone'] as const;

/** Whether `zone` is an IANA time zone this server knows (`Europe/London`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{1,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const PREFERENCES = { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' }, kind: { type: 'string' }, country: { type: 'string' }, currency: { type: 'string' }, timezone: { type: 'string' }, version: { type: 'integer' }, editable: { type: 'boolean' } } };

export const accountPreferencesDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/account/preferences', tag: 'Account', summary: "The caller's own account preferences",
    responses: { 200: { description: 'Name, country, base currency and time zone, with `editable` (owners only).', schema: PREFERENCES } },
  },
  {
    method: 'put', path: '/api/account/preferences', tag: 'Account', summary: "Change the own account's preferences (owners)",
    description: 'Only name, country, currency and timezone; any other field is a 400. Version-checked.',
    body: { schema: { type: 'object', required: ['version'], additionalProperties: false, properties: { name: { type: 'string' }, country: { type: 'string' }, currency: { type: 'string' }, timezone: { type: 'string' }, version: { type: 'integer' } } } },
    responses: { 200: { description: 'The saved preferences.', schema: PREFERENCES } },
    problems: [400, 403, 409],
  },
];

export function accountPreferencesRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  const accounts = model.entities.find((e) => e.name === 'account')!;

  const read = async (actor: Actor) => {
    const row = await knex('accounts').where({ id: actor.user.accountId }).first('id', 'name', 'kind', 'country', 'currency', 'timezone', 'version');
    if (!row) return fail('not_found', 'Your account no longer exists.');
    return { ...row, editable: actor.user.role === 'owner' };
  };

  router.get('/api/account/preferences', async (ctx) => {
    ctx.body = await read(ctx.state.actor as Actor);
  });

  router.put('/api/account/preferences', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (actor.user.role !== 'owner') fail('forbidden', 'Only the account’s owner can change its preferences.');
    const body = ctx.request.body as Record<string, unknown> | undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail('validation_failed', 'Send the preferences as a JSON object.', [{ pointer: '', message: 'must be a JSON object' }]);
    const errors: FieldError[] = [];
    for (const key of Object.keys(body)) {
      if (key !== 'version' && !(PREFERENCE_FIELDS as readonly string[]).includes(key)) {
        errors.push({ pointer: `/${key}`, message: `cannot be changed here: preferences are ${PREFERENCE_FIELDS.join(', ')}` });
      }
    }
    // Codes are stored upper-case, as the schema's patterns want them; a lower-case entry is not worth a refusal.
    const changes: Record<string, unknown> = {};
    for (const field of PREFERENCE_FIELDS) if (field in body) changes[field] = body[field];
    for (const field of ['country', 'currency'] as const) if (typeof changes[field] === 'string') changes[field] = (changes[field] as string).trim().toUpperCase();
    if ('timezone' in changes && (typeof changes.timezone !== 'string' || !isTimeZone(changes.timezone))) {
      errors.push({ pointer: '/timezone', message: 'must be an IANA time zone, such as Europe/London' });
    }
    if (errors.length) fail('validation_failed', `${errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, errors);
    // Through the service: the account schema's rules (name length, ISO country and currency), the version check.
    await service.update(systemActor(model, actor.user, actor.user.accountId), accounts, actor.user.accountId, { ...changes, version: body.version });
    ctx.body = await read(actor);
  });
}
