/**
 * The API process's door to the sandbox control API (control-access.ts): a signed-in session, and then only the
 * sandbox sellers that the caller's own account's SANDBOX channels of that marketplace connect to (their stored
 * credentials name them: tokens the sandbox issued, or demo `sbx_` tokens). A platform admin controls every
 * seller. Reading needs the right to read sales channels, anything else the right to update them; a write must
 * come from the app's own origin (the same CSRF rule as the API's: api/http/guards.ts), since the session cookie
 * rides along.
 */
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import type { SecretBox } from '../../crypto/secrets.ts';
import { resolveSession, SESSION_COOKIE } from '../../auth/sessions.ts';
import { abilityFor } from '../../crud/actor.ts';
import { decryptCredentials, type ChannelRow } from '../context.ts';
import type { ControlAuthorizer } from './control-access.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameOrigin(ctx: Koa.Context, allowedOrigins: string[]): boolean {
  const own = `${ctx.protocol}://${ctx.host}`;
  const origin = ctx.get('origin') || (() => { try { return new URL(ctx.get('referer')).origin; } catch { return ''; } })();
  return Boolean(origin) && (origin === own || allowedOrigins.includes(origin));
}

export function sessionControl(options: { knex: Knex; model: Model; secrets?: SecretBox; allowedOrigins?: string[] }): ControlAuthorizer {
  return async (ctx, market) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    const session = token ? await resolveSession(options.knex, token) : undefined;
    if (!session) return { refused: 401, message: 'the sandbox control API needs a signed-in session: sign in to Sellyard first' };
    if (UNSAFE.has(ctx.method) && !sameOrigin(ctx, options.allowedOrigins ?? [])) return { refused: 403, message: 'this write did not come from the Sellyard app (its Origin is missing or foreign), so it was refused' };
    const user = session.user;
    if (user.role === 'admin') return { all: true };
    const ability = abilityFor(user, options.model);
    if (!ability.can(UNSAFE.has(ctx.method) ? 'update' : 'read', 'sales-channels')) return { refused: 403, message: 'the sandbox control API needs the right to manage sales channels' };
    // Tenant isolation: the caller's own account (and a partner's client accounts), this marketplace, the sandbox.
    const rows = (await options.knex('sales_channels')
      .whereIn('account_id', [user.accountId, ...user.clientAccountIds])
      .where({ type: market.type, environment: 'SANDBOX' })
      .whereNotNull('credentials')
      .select('id', 'account_id', 'type', 'name', 'marketplace', 'shop_domain', 'environment', 'credentials')) as ChannelRow[];
    const sellers = new Set<string>();
    for (const row of rows) {
      let credentials: Record<string, unknown>;
      try { credentials = decryptCredentials(row, options.secrets); } catch { continue; }
      for (const value of Object.values(credentials)) {
        const seller = typeof value === 'string' ? market.sellerOfToken(value) : undefined;
        if (seller) sellers.add(seller);
      }
    }
    return { all: false, sellers };
  };
}
