/**
 * The Koa application: guards, body parsing, the error renderer, auth, the generic resources and the admin's
 * static files. Everything it needs is passed in, so tests build the same app on a test database.
 */
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Knex } from 'knex';
import type { Model } from '../../model/types.ts';
import { problemMiddleware } from './problem.ts';
import { originGuard, secureTransportGuard, securityHeaders, sessionGuard, strictTransportSecurity } from './guards.ts';
import { authRouteDocs, authRoutes } from '../auth/routes.ts';
import { ResourceService } from '../crud/service.ts';
import { resourceRoutes } from '../crud/routes.ts';
import { IMPORT_PATH } from '../crud/transfer-routes.ts';
import { LABEL_MAX_BYTES, LABEL_UPLOAD_PATH } from '../../checks/contracts/label-upload.ts';
import { domainHooks } from '../domain/index.ts';
import type { HookRegistry } from '../domain/hooks.ts';
import { domainRouteDocs, domainRoutes } from '../domain/routes.ts';
import { jobRouteDocs, jobRoutes } from '../jobs/routes.ts';
import { importJobDocs, importJobRoutes } from '../crud/import-jobs.ts';
import { sandboxEnabled } from '../channels/base-url.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from '../channels/sandbox/index.ts';
import { sessionControl } from '../channels/sandbox/control-auth.ts';
import { retryTransactionStart } from '../db/connection-loss.ts';
import { createCarrierSandbox } from '../carriers/sandbox/index.ts';
import { createHmrcSandbox } from '../hmrc/sandbox/index.ts';
import { createHmrcRatesSandbox } from '../domain/finance/exchange/hmrc-rates-sandbox.ts';
import { mtdRouteDocs, mtdRoutes } from '../domain/finance/vat/mtd.ts';
import { createWarehouseSandbox } from '../warehouses/sandbox/index.ts';
import { createXeroSandbox } from '../accounting/index.ts';
import { xeroRouteDocs, xeroRoutes } from '../domain/accounting/routes.ts';
import { xeroStatusRouteDocs, xeroStatusRoutes } from '../domain/accounting/record-status.ts';
import { shippingLabelDocs, shippingLabelRoutes } from '../domain/shipping/routes.ts';
import { warehouseRouteDocs, warehouseRoutes } from '../domain/warehouses/routes.ts';
import { withRouteDocs, type RouteDoc } from './route-docs.ts';
import { serveAdmin } from './static.ts';
import { IMAGE_UPLOAD_PATH, mediaRouteDocs, mediaRoutes } from '../media/routes.ts';
import { readRouting } from './read-routing.ts';
import { idempotency } from './idempotency.ts';
import { IMPORT_MAX_BYTES } from '../crud/import.ts';
import { ApiError } from './errors.ts';
import { explainBodyError, inputGuard } from './input-guard.ts';
import type { SecretBox } from '../crypto/secrets.ts';
import openapi from '../../generated/openapi.json' with { type: 'json' };

export interface AppOptions {
  knex: Knex;
  /**
   * A PostgreSQL read replica (DATABASE_READ_URL) for lists, reports and exports of sessions that have not just
   * written (api/http/read-routing.ts); everything else uses `knex`.
   */
  readKnex?: Knex;
  model: Model;
  /** The domain hooks by entity name (default: the project's, api/domain); a test of a copy's entity folder passes the copy's registry. */
  hooks?: HookRegistry;
  /** Extra origins allowed to write with the session cookie (the Vite dev server). */
  allowedOrigins?: string[];
  secureCookies?: boolean;
  /** Folder of the built admin to serve; omitted in API-only tests. */
  adminDist?: string;
  /** Where unexpected errors are reported (never to the client). */
  log?: (error: unknown, ctx: Koa.Context) => void;
  /** Trust X-Forwarded-* (behind a load balancer). */
  proxy?: boolean;
  /**
   * With `proxy`: how many proxies in front of the API append to X-Forwarded-For (default 1). The client address
   * is the entry the farthest trusted proxy appended (that many from the right), never a left-most value the
   * client could write itself.
   */
  proxyHops?: number;
  /** Send Strict-Transport-Security on HTTPS answers (production). */
  hsts?: boolean;
  /** Encrypts credentials (`x-secret` fields) at rest. */
  secrets?: SecretBox;
  /**
   * The sandbox marketplace mounted at /sandbox (api/channels/sandbox): on by default outside production (SANDBOX
   * decides); `false` turns it off; `{ stateFile }` keeps its state across restarts.
   */
  sandbox?: false | (SandboxOptions & { /** Where the sandbox Xero keeps its organisations across restarts. */ xeroStateFile?: string });
}

export const BODY_LIMIT = '1mb';

const APP_ROUTE_DOCS: RouteDoc[] = [
  { method: 'get', path: '/api/health', tag: 'Meta', summary: 'Liveness: the API answers', public: true, responses: { 200: { description: '`{ ok: true }`', schema: { type: 'object' } } } },
  { method: 'get', path: '/api/openapi.json', tag: 'Meta', summary: 'This document', public: true, responses: { 200: { description: 'OpenAPI 3.1.', schema: { type: 'object' } } } },
];

export function createApp(options: AppOptions): { app: Koa; service: ResourceService; router: Router; sandbox?: Sandbox } {
  const app = new Koa({ proxy: options.proxy ?? false, maxIpsCount: options.proxy ? options.proxyHops ?? 1 : 0 });
  const router = new Router();
  // A transaction whose connection is lost before it begins is tried once more (api/db/connection-loss.ts).
  retryTransactionStart(options.knex);
  if (options.readKnex) retryTransactionStart(options.readKnex);
  const service = new ResourceService(options.knex, options.model, options.hooks ?? domainHooks, options.secrets);
  service.reader = options.readKnex;
  const log = options.log ?? ((error, ctx) => console.error(`[${new Date().toISOString()}] ${ctx.method} ${ctx.path} failed:`, error));

  // Errors after the answer started (a streamed export or import) cannot become a problem document: log them.
  // A client that leaves mid-download is no error of ours.
  app.on('error', (error, ctx) => { if (!['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'].includes(error?.code)) log(error, ctx); });
  app.use(securityHeaders);
  if (options.hsts) app.use(strictTransportSecurity);
  // The simulated marketplaces answer in their own shapes, before any of Sellyard's own guards.
  // Its control API is for signed-in users, on their own channels' sandbox sellers only (control-auth.ts).
  const control = options.sandbox ? options.sandbox.control : undefined;
  const sandbox = options.sandbox !== false && sandboxEnabled()
    ? createSandbox({ ...options.sandbox, control: control ?? sessionControl({ knex: options.knex, model: options.model, secrets: options.secrets, allowedOrigins: options.allowedOrigins }) })
    : undefined;
  // The sandbox carriers (api/carriers/sandbox), on whenever the sandbox marketplace is; first, since the
  // marketplace sandbox answers every other /sandbox/<type> path.
  if (sandbox) app.use(createCarrierSandbox().middleware);
  // HMRC's OAuth and VAT (MTD) API (api/hmrc/sandbox), at /sandbox/hmrc.
  if (sandbox) app.use(createHmrcSandbox().middleware);
  // HMRC's monthly exchange-rate files (Trade Tariff), the feed the scheduled rates load reads in the demo.
  if (sandbox) app.use(createHmrcRatesSandbox().middleware);
  // The sandbox warehouses (3PLs, api/warehouses/sandbox), likewise before the marketplace sandbox.
  if (sandbox) app.use(createWarehouseSandbox().middleware);
  // The sandbox Xero (api/accounting/sandbox), likewise before the marketplaces'.
  const xeroSandbox = sandbox ? createXeroSandbox({ stateFile: options.sandbox ? options.sandbox.xeroStateFile : undefined }) : undefined;
  if (xeroSandbox) app.use(xeroSandbox.middleware);
  if (sandbox) app.use(sandbox.middleware);
  app.use(problemMiddleware(log, options.model));
  app.use(originGuard(options.allowedOrigins ?? []));
  app.use(secureTransportGuard(options.secureCookies ?? false));
  app.use(async (ctx, next) => {
    // JSON only: a form post or text body to the API is refused before parsing.
    // Imports take CSV too, the label upload a multipart form; both read their (larger) bodies themselves.
    if (['POST', 'PUT', 'PATCH'].includes(ctx.method) && ctx.path.startsWith('/api/') && ctx.request.length && !ctx.is('application/json') && !IMPORT_PATH.test(ctx.path) && !((ctx.path === LABEL_UPLOAD_PATH || IMAGE_UPLOAD_PATH.test(ctx.path)) && ctx.is('multipart/form-data'))) {
      throw new ApiError('unsupported_media_type', 'Send the body as application/json.');
    }
    await next();
  });
  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, encoding: 'utf-8', onError: explainBodyError });
  app.use((ctx, next) => (IMPORT_PATH.test(ctx.path) ? next() : parseJson(ctx, next)));
  // NUL characters, prototype keys and deep nesting are refused here, before any handler or recursive code runs.
  app.use(inputGuard);
  app.use(sessionGuard(options.knex, options.model));
  app.use(readRouting({ replica: Boolean(options.readKnex), secureCookies: options.secureCookies ?? false }));
  // Imports and the label upload read their own (larger) bodies: with a key, a copy is read here to be hashed.
  app.use(idempotency(options.knex, {
    rawBodyPaths: (path) => IMPORT_PATH.test(path) || path === LABEL_UPLOAD_PATH || IMAGE_UPLOAD_PATH.test(path),
    rawBodyLimit: Math.max(IMPORT_MAX_BYTES * 2 + 65_536, LABEL_MAX_BYTES + 512 * 1024),
    secrets: options.secrets,
  }));

  router.get('/api/health', (ctx) => { ctx.body = { ok: true }; });
  // The generated document plus the hand-written endpoints' own (see route-docs.ts), merged once.
  const document = withRouteDocs(openapi, [...APP_ROUTE_DOCS, ...authRouteDocs, ...domainRouteDocs, ...jobRouteDocs, ...importJobDocs, ...mediaRouteDocs, ...shippingLabelDocs, ...mtdRouteDocs, ...warehouseRouteDocs, ...xeroRouteDocs, ...xeroStatusRouteDocs]);
  router.get('/api/openapi.json', (ctx) => { ctx.body = document; });
  authRoutes(router, options.knex, options.model, { secureCookies: options.secureCookies ?? false, service });
  domainRoutes(router, options.knex, service, options.model);
  shippingLabelRoutes(router, options.knex, service, options.secrets);
  // Before the generic resources: POST /api/vat-reports/:id/submit sends the return to HMRC first.
  mtdRoutes(router, options.knex, service, options.model, options.secrets);
  warehouseRoutes(router, options.knex, service, options.secrets);
  xeroRoutes(router, options.knex, options.secrets, options.model);
  xeroStatusRoutes(router, options.knex, service, options.model);
  mediaRoutes(router, options.knex, options.model);
  jobRoutes(router, options.knex, options.model);
  importJobRoutes(router, options.knex, options.model);
  resourceRoutes(router, service, options.model.entities);
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  if (options.adminDist) app.use(serveAdmin(options.adminDist));
  return { app, service, router, sandbox };
}
