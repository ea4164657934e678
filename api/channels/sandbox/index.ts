/**
 * The sandbox marketplace: one in-process server mounted at /sandbox/<type>/… (on by default outside production;
 * SANDBOX=false turns it off) that answers the same endpoints, in the same shapes, as each marketplace's public
 * API, enough for the adapters to run unchanged against it. Each channel type's module (modules/<type>.ts)
 * registers its marketplace routes; this file adds what every type shares:
 *
 *   access            every …/_control/ request is let in by `control` (control-access.ts): the API process lets a
 *                     signed-in user act on the sellers of their own account's SANDBOX channels only (a platform
 *                     admin: every seller); another seller's orders, listings, payouts and reviews are not found
 *                     (404 when named), and a caller's faults apply to requests of their own sellers only
 *   fault injection   before any marketplace route: POST /sandbox/<type>/_control/faults
 *                     {status?, retry_after_seconds?, delay_ms?, path_contains?, count, skip?, after_handler?} (with
 *                     after_handler the route runs and its answer is replaced by `status`: work done, answer lost) lets `skip` matching
 *                     requests through, then makes the next `count` answer `status` (with Retry-After) or wait `delay_ms` first (a timeout
 *                     for the caller, though the request still happens, as on a real network); DELETE clears
 *   control API       POST …/_control/orders {sku, quantity, seller?, paid?} places a buyer's order for the live
 *                     listing of that SKU and answers {order_id, seller}; GET …/_control/listings (with how many
 *                     times each listing's quantity was written, `quantity_writes`) and
 *                     …/_control/orders (?seller=) list what the marketplace holds; POST …/_control/revoke and
 *                     …/_control/expire {access_token} withdraw or age a seller's token; POST …/_control/cancellations
 *                     {order_id, by: BUYER|MARKETPLACE, reason?} cancels an order as the buyer (a request granted) or
 *                     the marketplace would (409 once shipped); POST …/_control/return-requests {order_id, sku?,
 *                     quantity?, reason?, comment?} is a buyer asking to return what shipped (409 before it shipped)
 *   OAuth consent     GET …/_oauth/authorize?redirect_uri=&state=[&code_challenge=&code_challenge_method=S256]
 *                     stands for the marketplace's consent page: it redirects back at once with a one-time `code`
 *                     (each module's token endpoint redeems it; with a PKCE challenge, only with its verifier) and
 *                     what the marketplace adds for a new seller (`consentParams`: Amazon's selling_partner_id)
 *
 *   demo buyers       with `demoBuyers` (npm start: SANDBOX_DEMO_ORDERS_PER_HOUR, default 6, and SANDBOX_DEMO_SEED), buyers
 *                     order from live listings by themselves at that rate, deterministic with the seed (demo-buyers.ts)
 *
 * State lives in memory, and in `stateFile` when given (npm start: DATA_DIR/sandbox.json), so a restart keeps
 * what was listed and ordered. It is a simulator's state, not Sellyard data: it never enters the database.
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFile, rename } from 'node:fs/promises';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type Koa from 'koa';
import { CHANNEL_TYPES, type ChannelType } from '../types.ts';
import { SandboxMarketplace, type SandboxListing } from './marketplace.ts';
import { sandboxModules } from './registry.ts';
import { payoutControlRoutes } from './payouts.ts';
import { startDemoBuyers, type DemoBuyerOptions } from './demo-buyers.ts';
import { closedControl, controlAccess, inScope, mayControl, scopeSellers, setControlAccess, type ControlAuthorizer } from './control-access.ts';
import { invalidRedirectBody, refusedRedirect, registeredOrigins } from './callbacks.ts';
import './modules.ts';

export { SandboxMarketplace } from './marketplace.ts';
export { registerSandboxModule, type SandboxModule } from './registry.ts';
export { openControl, type ControlAuthorizer, type ControlAccess, type ControlDecision } from './control-access.ts';

export interface Sandbox {
  middleware: Koa.Middleware;
  market(type: string): SandboxMarketplace;
  /** Stops the demo buyers and writes the state file now (on shutdown). */
  flush(): Promise<void>;
}

export interface SandboxOptions {
  /** Where the marketplaces' state is kept across restarts. */
  stateFile?: string;
  /** Buyers who order by themselves (demo mode); none when absent. */
  demoBuyers?: DemoBuyerOptions;
  /** Who may use the control API, on which sellers (control-access.ts); closed to everyone when absent. */
  control?: ControlAuthorizer;
  /** Origins registered as the app's callbacks besides the server's own (callbacks.ts); tests register theirs. */
  callbackOrigins?: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where a listing sits in a multiple-variation listing, in the modules' common terms: `varies_by` on the family
 * (attribute names and values, as the marketplace holds them), `variation_of` (the family's listing id) and
 * `variation_values` (name → value) on each variation.
 */
function familyOf(l: SandboxListing): Record<string, unknown> {
  return {
    ...(l.attributes.variesBy ? { varies_by: l.attributes.variesBy } : {}),
    ...(l.attributes.variationOf ? { variation_of: l.attributes.variationOf, variation_values: l.attributes.variationValues ?? {} } : {}),
  };
}

function problem(ctx: Koa.Context, status: number, message: string): void {
  ctx.status = status;
  ctx.body = { error: message };
}

function controlInteger(value: unknown, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : NaN;
}

function controlRoutes(router: Router, market: SandboxMarketplace): void {
  router.post('/_control/orders', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const quantity = controlInteger(body.quantity ?? 1, 1, 10_000);
    if (typeof body.sku !== 'string' || !body.sku) return problem(ctx, 400, 'sku: a string is required');
    if (Number.isNaN(quantity)) return problem(ctx, 400, 'quantity: a whole number from 1 to 10000');
    const seller = typeof body.seller === 'string' ? body.seller : undefined;
    if (seller !== undefined && !mayControl(ctx, seller)) return problem(ctx, 404, `seller: no seller ${seller}`);
    const access = controlAccess(ctx);
    const placed = market.placeOrder({ sku: body.sku, quantity: quantity ?? 1, sellerId: seller, sellers: access.all ? undefined : access.sellers, paid: body.paid !== false });
    if (typeof placed === 'string') return problem(ctx, 409, placed);
    ctx.status = 201;
    ctx.body = { order_id: placed.id, seller: placed.sellerId, total: placed.total, currency: placed.currency };
  });
  router.get('/_control/listings', (ctx) => {
    const scope = scopeSellers(ctx, typeof ctx.query.seller === 'string' ? ctx.query.seller : undefined);
    ctx.body = {
      listings: [...market.listings.values()]
        .filter((l) => inScope(scope, l.sellerId))
        .map((l) => ({ id: l.id, sku: l.sku, title: l.title, quantity: l.quantity, price: l.price, currency: l.currency, status: l.status, seller: l.sellerId, url: l.url, quantity_writes: market.quantityWrites.get(l.id) ?? 0, ...familyOf(l) })),
    };
  });
  router.get('/_control/orders', (ctx) => {
    const scope = scopeSellers(ctx, typeof ctx.query.seller === 'string' ? ctx.query.seller : undefined);
    ctx.body = { orders: [...market.orders.values()].filter((o) => inScope(scope, o.sellerId)) };
  });
  router.post('/_control/faults', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const status = controlInteger(body.status, 400, 599);
    const retryAfter = controlInteger(body.retry_after_seconds, 0, 3600);
    const delayMs = controlInteger(body.delay_ms, 1, 120_000);
    const count = controlInteger(body.count ?? 1, 1, 100_000);
    const skip = controlInteger(body.skip ?? 0, 0, 100_000);
    for (const [name, value] of Object.entries({ status, retry_after_seconds: retryAfter, delay_ms: delayMs, count, skip })) {
      if (Number.isNaN(value)) return problem(ctx, 400, `${name}: out of range or not a whole number`);
    }
    if (status === undefined && delayMs === undefined) return problem(ctx, 400, 'status or delay_ms is required');
    // A tenant's faults hit its own sellers' requests only; a platform admin's, every request.
    const access = controlAccess(ctx);
    if (body.after_handler !== undefined && typeof body.after_handler !== 'boolean') return problem(ctx, 400, 'after_handler: true or false');
    if (body.after_handler === true && status === undefined) return problem(ctx, 400, 'after_handler needs a status: the answer that replaces the marketplace\'s');
    market.addFault({ status, retryAfterSeconds: retryAfter, delayMs, pathContains: typeof body.path_contains === 'string' ? body.path_contains : undefined, remaining: count ?? 1, skip: skip ?? 0, ...(body.after_handler === true ? { afterHandler: true } : {}), ...(access.all ? {} : { sellers: [...access.sellers] }) });
    ctx.status = 204;
  });
  router.delete('/_control/faults', (ctx) => {
    const access = controlAccess(ctx);
    market.clearFaults(access.all ? undefined : access.sellers);
    ctx.status = 204;
  });
  router.post('/_control/revoke', (ctx) => {
    const token = (ctx.request.body as Record<string, unknown>)?.access_token;
    if (typeof token !== 'string') return problem(ctx, 400, 'access_token: a string is required');
    const seller = market.sellerOfToken(token);
    if (!seller || !mayControl(ctx, seller)) return problem(ctx, 404, 'access_token: no token of your sellers');
    ctx.body = { revoked: market.revokeSellerOf(token) };
  });
  router.post('/_control/expire', (ctx) => {
    const token = (ctx.request.body as Record<string, unknown>)?.access_token;
    if (typeof token !== 'string') return problem(ctx, 400, 'access_token: a string is required');
    const seller = market.sellerOfToken(token);
    if (!seller || !mayControl(ctx, seller)) return problem(ctx, 404, 'access_token: no token of your sellers');
    ctx.body = { expired: market.expireToken(token) };
  });
  payoutControlRoutes(router, market);
  // After-sale: a buyer or the marketplace cancels an order; a buyer asks to return what was delivered.
  const controlledOrder = (ctx: Koa.Context, id: unknown) => {
    const found = typeof id === 'string' ? market.orders.get(id) : undefined;
    return found && mayControl(ctx, found.sellerId) ? found : undefined;
  };
  router.post('/_control/cancellations', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const order = controlledOrder(ctx, body.order_id);
    if (!order) return problem(ctx, 404, `order_id: no order ${String(body.order_id ?? '')}`);
    const by = body.by ?? 'BUYER';
    if (by !== 'BUYER' && by !== 'MARKETPLACE') return problem(ctx, 400, 'by: BUYER or MARKETPLACE');
    if (body.reason !== undefined && typeof body.reason !== 'string') return problem(ctx, 400, 'reason: a string');
    const cancelled = market.cancelOrder(order, by, (body.reason as string | undefined) ?? (by === 'BUYER' ? 'ORDER_MISTAKE' : 'BUYER_NO_SHOW'));
    if (typeof cancelled === 'string') return problem(ctx, 409, cancelled);
    ctx.status = 201;
    ctx.body = { order_id: order.id, status: order.status, cancelled_by: cancelled.by, reason: cancelled.reason };
  });
  router.post('/_control/return-requests', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const order = controlledOrder(ctx, body.order_id);
    if (!order) return problem(ctx, 404, `order_id: no order ${String(body.order_id ?? '')}`);
    for (const name of ['sku', 'reason', 'comment']) if (body[name] !== undefined && typeof body[name] !== 'string') return problem(ctx, 400, `${name}: a string`);
    if (body.quantity !== undefined && !Number.isInteger(body.quantity)) return problem(ctx, 400, 'quantity: a whole number');
    const request = market.requestReturn(order, body as { sku?: string; quantity?: number; reason?: string; comment?: string });
    if (typeof request === 'string') return problem(ctx, 409, request);
    ctx.status = 201;
    ctx.body = { return_id: request.id, order_id: order.id, sku: request.sku, quantity: request.quantity, reason: request.reason };
  });
  router.get('/_oauth/authorize', (ctx) => {
    const redirect = typeof ctx.query.redirect_uri === 'string' ? ctx.query.redirect_uri : '';
    const refused = refusedRedirect(market.type, redirect, registeredOrigins(`${ctx.protocol}://${ctx.host}`, ctx.state.sandboxCallbackOrigins));
    if (refused) return void ((ctx.status = 400), (ctx.body = invalidRedirectBody(refused)));
    const target = new URL(redirect);
    // PKCE (Etsy): the code is bound to the S256 challenge, and the token endpoint wants its verifier.
    const challenge = typeof ctx.query.code_challenge === 'string' ? ctx.query.code_challenge : undefined;
    if (challenge !== undefined && (ctx.query.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge))) return problem(ctx, 400, 'code_challenge: an S256 challenge (code_challenge_method=S256) is required');
    const sellerId = market.newSellerId();
    target.searchParams.set('code', market.issueCode(sellerId, challenge));
    for (const [name, value] of Object.entries(market.consentParams(sellerId))) target.searchParams.set(name, value);
    if (typeof ctx.query.state === 'string') target.searchParams.set('state', ctx.query.state);
    ctx.redirect(target.toString());
  });
}

/**
 * The seller a marketplace request comes from, by the credential it carries (each marketplace sends its own header:
 * a bearer token, Amazon's x-amz-access-token, Shopify's X-Shopify-Access-Token, OnBuy's consumer key in the
 * token request's body); undefined when it carries none the sandbox knows.
 */
function requestSeller(ctx: Koa.Context, market: SandboxMarketplace): string | undefined {
  const authorization = ctx.get('authorization');
  const body = ctx.request.body as Record<string, unknown> | undefined;
  const candidates = [/^Bearer (.+)$/.exec(authorization)?.[1], authorization, ctx.get('x-amz-access-token'), ctx.get('x-shopify-access-token'), typeof body?.consumer_key === 'string' ? body.consumer_key : undefined];
  for (const candidate of candidates) {
    const seller = candidate ? market.sellerOfToken(candidate) : undefined;
    if (seller) return seller;
  }
  return undefined;
}

/** Answers an injected fault for marketplace routes (never for the control API). */
function faults(market: SandboxMarketplace): Koa.Middleware {
  return async (ctx, next) => {
    if (isControl(ctx.path)) return next();
    const fault = market.takeFault(ctx.path, () => requestSeller(ctx, market));
    if (fault?.afterHandler) {
      // The work is done; the seller never hears so.
      await next();
      ctx.status = fault.status!;
      ctx.body = { errors: [{ message: `sandbox fault: ${fault.status}` }] };
      return;
    }
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.status) {
      ctx.status = fault.status;
      if (fault.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(fault.retryAfterSeconds));
      ctx.body = { errors: [{ message: `sandbox fault: ${fault.status}` }] };
      return;
    }
    return next();
  };
}

const isControl = (path: string) => /^\/sandbox\/[a-z]+\/_control(\/|$)/.test(path);

/** Lets a control request in with the access `authorize` grants, or answers 401/403. */
function guardControl(authorize: ControlAuthorizer, market: SandboxMarketplace, routes: Koa.Middleware): Koa.Middleware {
  return async (ctx, next) => {
    if (!isControl(ctx.path)) return routes(ctx, next);
    const decision = await authorize(ctx, market);
    if ('refused' in decision) return problem(ctx, decision.refused, decision.message);
    setControlAccess(ctx, decision);
    return routes(ctx, next);
  };
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const markets = new Map<string, SandboxMarketplace>();
  const saved = options.stateFile && existsSync(options.stateFile) ? JSON.parse(readFileSync(options.stateFile, 'utf8')) : {};
  let saveTimer: NodeJS.Timeout | undefined;
  let saving: Promise<void> = Promise.resolve();
  const save = async () => {
    if (!options.stateFile) return;
    const state = Object.fromEntries([...markets].map(([type, market]) => [type, market.toJSON()]));
    const temporary = `${options.stateFile}.tmp`;
    await writeFile(temporary, JSON.stringify(state));
    await rename(temporary, options.stateFile);
  };
  const scheduleSave = () => {
    if (!options.stateFile || saveTimer) return;
    saveTimer = setTimeout(() => {
      saveTimer = undefined;
      saving = saving.then(save).catch((error) => console.error('sandbox: could not save its state', error));
    }, 500);
    saveTimer.unref();
  };

  const routers = new Map<string, Koa.Middleware>();
  for (const type of CHANNEL_TYPES) {
    const market = new SandboxMarketplace(type);
    const modules = sandboxModules(type);
    for (const module of modules) module.configure?.(market);
    if (saved[type]) market.restore(saved[type]);
    market.onChange = scheduleSave;
    markets.set(type, market);
    const router = new Router({ prefix: `/sandbox/${type.toLowerCase()}` });
    controlRoutes(router, market);
    for (const module of modules) module.routes(router, market);
    const routes = guardControl(options.control ?? closedControl, market, router.routes() as unknown as Koa.Middleware);
    const fault = faults(market);
    routers.set(type.toLowerCase(), (ctx, next) => fault(ctx, () => routes(ctx, next)));
  }
  const buyers = options.demoBuyers ? startDemoBuyers(markets, options.demoBuyers) : undefined;
  // DELETE too: some marketplaces take a body there (OnBuy's DELETE /v2/listings/by-sku names the SKUs).
  // 10 MB of JSON: an Amazon listings feed of 10,000 messages is about 2 MB. XML: Amazon's order feeds (text/xml).
  const parse = bodyParser({ enableTypes: ['json', 'form', 'text', 'xml'], jsonLimit: '10mb', formLimit: '1mb', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] });

  const middleware: Koa.Middleware = async (ctx, next) => {
    const match = /^\/sandbox\/([a-z]+)(\/|$)/.exec(ctx.path);
    if (!match) return next();
    const route = routers.get(match[1]!);
    if (!route) return problem(ctx, 404, `no sandbox marketplace "${match[1]}"`);
    ctx.state.sandboxCallbackOrigins = options.callbackOrigins ?? [];
    try {
      await parse(ctx, () => route(ctx, async () => problem(ctx, 404, `the ${match[1]} sandbox has no ${ctx.method} ${ctx.path}`)));
    } catch (error) {
      const status = (error as { status?: number }).status;
      problem(ctx, status && status < 500 ? status : 500, status && status < 500 ? (error as Error).message : 'sandbox error');
      if (!status || status >= 500) console.error('sandbox:', error);
    }
  };

  return {
    middleware,
    market(type: string) {
      const market = markets.get(type.toUpperCase());
      if (!market) throw new Error(`no sandbox marketplace ${type}`);
      return market;
    },
    async flush() {
      buyers?.stop();
      if (saveTimer) clearTimeout(saveTimer);
      saveTimer = undefined;
      await saving;
      await save();
    },
  };
}
