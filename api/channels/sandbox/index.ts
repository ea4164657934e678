/**
 * The sandbox marketplace: one in-process server mounted at /sandbox/<type>/… (on by default outside production;
 * SANDBOX=false turns it off) that answers the same endpoints, in the same shapes, as each marketplace's public
 * API, enough for the adapters to run unchanged against it. Each channel type's module (modules/<type>.ts)
 * registers its marketplace routes; this file adds what every type shares:
 *
 *   fault injection   before any marketplace route: POST /sandbox/<type>/_control/faults
 *                     {status?, retry_after_seconds?, delay_ms?, path_contains?, count, skip?} lets `skip` matching
 *                     requests through, then makes the next `count` answer `status` (with Retry-After) or wait `delay_ms` first (a timeout
 *                     for the caller, though the request still happens, as on a real network); DELETE clears
 *   control API       POST …/_control/orders {sku, quantity, seller?, paid?} places a buyer's order for the live
 *                     listing of that SKU and answers {order_id, seller}; GET …/_control/listings (with how many
 *                     times each listing's quantity was written, `quantity_writes`) and
 *                     …/_control/orders (?seller=) list what the marketplace holds; POST …/_control/revoke and
 *                     …/_control/expire {access_token} withdraw or age a seller's token
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
import { SandboxMarketplace } from './marketplace.ts';
import { sandboxModules } from './registry.ts';
import { payoutControlRoutes } from './payouts.ts';
import { startDemoBuyers, type DemoBuyerOptions } from './demo-buyers.ts';
import './modules.ts';

export { SandboxMarketplace } from './marketplace.ts';
export { registerSandboxModule, type SandboxModule } from './registry.ts';

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
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const placed = market.placeOrder({ sku: body.sku, quantity: quantity ?? 1, sellerId: typeof body.seller === 'string' ? body.seller : undefined, paid: body.paid !== false });
    if (typeof placed === 'string') return problem(ctx, 409, placed);
    ctx.status = 201;
    ctx.body = { order_id: placed.id, seller: placed.sellerId, total: placed.total, currency: placed.currency };
  });
  router.get('/_control/listings', (ctx) => {
    const seller = typeof ctx.query.seller === 'string' ? ctx.query.seller : undefined;
    ctx.body = {
      listings: [...market.listings.values()]
        .filter((l) => !seller || l.sellerId === seller)
        .map((l) => ({ id: l.id, sku: l.sku, title: l.title, quantity: l.quantity, price: l.price, currency: l.currency, status: l.status, seller: l.sellerId, url: l.url, quantity_writes: market.quantityWrites.get(l.id) ?? 0 })),
    };
  });
  router.get('/_control/orders', (ctx) => {
    const seller = typeof ctx.query.seller === 'string' ? ctx.query.seller : undefined;
    ctx.body = { orders: [...market.orders.values()].filter((o) => !seller || o.sellerId === seller) };
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
    market.addFault({ status, retryAfterSeconds: retryAfter, delayMs, pathContains: typeof body.path_contains === 'string' ? body.path_contains : undefined, remaining: count ?? 1, skip: skip ?? 0 });
    ctx.status = 204;
  });
  router.delete('/_control/faults', (ctx) => {
    market.clearFaults();
    ctx.status = 204;
  });
  router.post('/_control/revoke', (ctx) => {
    const token = (ctx.request.body as Record<string, unknown>)?.access_token;
    if (typeof token !== 'string') return problem(ctx, 400, 'access_token: a string is required');
    ctx.body = { revoked: market.revokeSellerOf(token) };
  });
  router.post('/_control/expire', (ctx) => {
    const token = (ctx.request.body as Record<string, unknown>)?.access_token;
    if (typeof token !== 'string') return problem(ctx, 400, 'access_token: a string is required');
    ctx.body = { expired: market.expireToken(token) };
  });
  payoutControlRoutes(router, market);
  router.get('/_oauth/authorize', (ctx) => {
    const redirect = typeof ctx.query.redirect_uri === 'string' ? ctx.query.redirect_uri : '';
    if (!/^https?:\/\//.test(redirect)) return problem(ctx, 400, 'redirect_uri: an http(s) URL is required');
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

/** Answers an injected fault for marketplace routes (never for the control API). */
function faults(market: SandboxMarketplace): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path.includes('/_control/')) return next();
    const fault = market.takeFault(ctx.path);
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
    const routes = router.routes() as unknown as Koa.Middleware;
    const fault = faults(market);
    routers.set(type.toLowerCase(), (ctx, next) => fault(ctx, () => routes(ctx, next)));
  }
  const buyers = options.demoBuyers ? startDemoBuyers(markets, options.demoBuyers) : undefined;
  // DELETE too: some marketplaces take a body there (OnBuy's DELETE /v2/listings/by-sku names the SKUs).
  // 10 MB of JSON: an Amazon listings feed of 10,000 messages is about 2 MB.
  const parse = bodyParser({ enableTypes: ['json', 'form', 'text'], jsonLimit: '10mb', formLimit: '1mb', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] });

  const middleware: Koa.Middleware = async (ctx, next) => {
    const match = /^\/sandbox\/([a-z]+)(\/|$)/.exec(ctx.path);
    if (!match) return next();
    const route = routers.get(match[1]!);
    if (!route) return problem(ctx, 404, `no sandbox marketplace "${match[1]}"`);
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
