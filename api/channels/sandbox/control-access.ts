/**
 * Who may use a sandbox marketplace's control API (`/sandbox/<type>/_control/…`), and on which of its sellers.
 *
 * The control API places buyers' orders, lists orders with buyers' names and addresses, injects faults, refunds and
 * pays out: it is closed by default. The process that mounts the sandbox decides who is let in (`authorize`):
 * the API process lets a signed-in user act on the sandbox sellers of their own account's SANDBOX channels, and a
 * platform admin on every seller (control-auth.ts); the stand-alone test server opens it to its test
 * (`openControl`). A seller outside the caller's scope is answered as if it did not exist (404), never as 403, so
 * sellers cannot be probed.
 */
import type Koa from 'koa';
import type { SandboxMarketplace } from './marketplace.ts';

/** Every seller (a platform admin, a test's own sandbox), or only these. */
export type ControlAccess = { all: true } | { all: false; sellers: ReadonlySet<string> };

/** What the caller may do: an access, or why not (401: not signed in; 403: signed in without the right). */
export type ControlDecision = ControlAccess | { refused: 401 | 403; message: string };

export type ControlAuthorizer = (ctx: Koa.Context, market: SandboxMarketplace) => Promise<ControlDecision>;

/** For a sandbox that serves one test and nothing else (test-server.ts): every seller. */
export const openControl: ControlAuthorizer = async () => ({ all: true });

/** The default: nobody (a sandbox mounted without saying who controls it). */
export const closedControl: ControlAuthorizer = async () => ({ refused: 401, message: 'the sandbox control API needs a signed-in session' });

const STATE_KEY = 'sandboxControl';

export function setControlAccess(ctx: Koa.Context, access: ControlAccess): void {
  ctx.state[STATE_KEY] = access;
}

/** The access the control middleware granted this request (none granted: nothing visible). */
export function controlAccess(ctx: Koa.Context): ControlAccess {
  return (ctx.state[STATE_KEY] as ControlAccess | undefined) ?? { all: false, sellers: new Set() };
}

/** Whether the caller may see and act on `sellerId`. */
export function mayControl(ctx: Koa.Context, sellerId: string): boolean {
  const access = controlAccess(ctx);
  return access.all || access.sellers.has(sellerId);
}

/**
 * The sellers a control request is about: `requested` (a `seller` parameter) when the caller may control it, else
 * none (`[]`, answered as not found); without one, the caller's own (undefined = every seller, for `all`).
 */
export function scopeSellers(ctx: Koa.Context, requested: string | undefined): ReadonlySet<string> | undefined {
  const access = controlAccess(ctx);
  if (requested !== undefined) return mayControl(ctx, requested) ? new Set([requested]) : new Set();
  return access.all ? undefined : access.sellers;
}

/** `scopeSellers` as a filter. */
export function inScope(scope: ReadonlySet<string> | undefined, sellerId: string): boolean {
  return !scope || scope.has(sellerId);
}
