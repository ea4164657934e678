/**
 * `POST /api/auth/password` `{ current_password, password }`: any signed-in user changes their own password, whatever
 * their role or permissions (staff without `users`, read-only partners). The write goes through the users' hooks
 * (api/domain/accounts/users.ts) like an edit of one's own user: the current password is checked, the new one follows the
 * sign-up policy, and every session of the user ends. Wrong current passwords count as failed sign-ins of that
 * email (api/auth/throttle.ts), so a stolen session cannot guess the password here faster than at sign-in. The
 * answer signs the user in again on a new session, as `POST /api/auth/login` does.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../model/types.ts';
import type { ResourceService } from '../crud/service.ts';
import type { SessionRecord } from './sessions.ts';
import type { RouteDoc } from '../http/route-docs.ts';
import { ApiError, fail, invalid } from '../http/errors.ts';
import { systemActor } from './system-actor.ts';
import { recordAttempt, throttledFor } from './throttle.ts';
import { startSession } from './routes.ts';

export const passwordDocs: RouteDoc[] = [{
  method: 'post', path: '/api/auth/password', tag: 'Auth', summary: 'Change your own password',
  description: 'Checks `current_password`, applies the sign-up password policy to `password`, ends every session of the user and starts a new one. Wrong current passwords are throttled with failed sign-ins of the same email.',
  body: { schema: { type: 'object', required: ['current_password', 'password'], properties: { current_password: { type: 'string', writeOnly: true }, password: { type: 'string', writeOnly: true } } } },
  responses: { 200: { description: 'The new session, as `GET /api/auth/me` answers it.', schema: { $ref: '#/components/schemas/Session' } } },
  problems: [400, 401, 403, 429],
}];

export function passwordRoutes(router: Router, knex: Knex, model: Model, options: { secureCookies: boolean; service: ResourceService }): void {
  const users = model.entities.find((entity) => entity.name === 'user')!;

  router.post('/api/auth/password', async (ctx) => {
    const { user } = ctx.state.session as SessionRecord;
    const body = ctx.request.body as Record<string, unknown> | undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalid('', 'send {"current_password": "...", "password": "..."}');
    const missing = ['current_password', 'password'].filter((key) => typeof body[key] !== 'string' || !body[key]);
    if (missing.length) fail('validation_failed', `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required.`, missing.map((key) => ({ pointer: `/${key}`, message: 'is required' })));
    const unknown = Object.keys(body).filter((key) => !['current_password', 'password'].includes(key));
    if (unknown.length) fail('validation_failed', `${unknown.join(', ')}: not a field here.`, unknown.map((key) => ({ pointer: `/${key}`, message: 'is not a field here' })));

    const email = user.email.toLowerCase();
    const ip = ctx.ip || 'unknown';
    const wait = await throttledFor(knex, email, ip);
    if (wait) fail('too_many_requests', `Too many wrong passwords; try again in ${Math.ceil(wait / 60)} minute(s).`, [], { retryAfter: wait });

    const row = await knex('users').where({ account_id: user.accountId, id: user.id }).first('id', 'account_id', 'version');
    try {
      // On the user's own behalf: the hooks see an edit of one's own row (current password, policy, sessions).
      await options.service.update(systemActor(model, user, user.accountId), users, user.id, {
        current_password: body.current_password, password: body.password, version: row.version,
      });
    } catch (error) {
      if (error instanceof ApiError && error.errors.some((e) => e.pointer === '/current_password')) await recordAttempt(knex, email, ip, false);
      throw error;
    }
    ctx.body = await startSession(ctx, knex, model, row, options.secureCookies);
  });
}
