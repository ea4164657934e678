/**
 * A running API on a fresh, migrated, demo-seeded test database, and a small HTTP client per signed-in user.
 * Tests talk HTTP to it (real cookies, real headers) and read the stored rows with `knex` to check what was
 * written, not only what was answered.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Knex } from 'knex';
import { model } from '../../generated/model.ts';
import type { Model } from '../../model/types.ts';
import { createApp, type AppOptions } from '../../api/http/app.ts';
import type { ResourceService } from '../../api/crud/service.ts';
import { seedDemoData, DEMO_PASSWORD } from '../../api/seed/demo.ts';
import { createTestDatabase } from './database.ts';
import { randomBytes } from 'node:crypto';
import { SecretBox } from '../../api/crypto/secrets.ts';
import '../../api/domain/jobs.ts';
import { startWorker, type Worker, type WorkerOptions } from '../../api/jobs/index.ts';
import { setSandboxOrigin } from '../../api/channels/base-url.ts';
import { keepIdleConnections } from '../../api/http/keep-alive.ts';
import { setListeningOrigin } from '../../api/http/public-url.ts';
import type { Sandbox } from '../../api/channels/sandbox/index.ts';

export { DEMO_PASSWORD };

export interface Response<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface Client {
  /** The session cookie, once signed in. */
  cookie?: string;
  get<T = any>(path: string, headers?: Record<string, string>): Promise<Response<T>>;
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response<T>>;
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response<T>>;
  delete<T = any>(path: string, headers?: Record<string, string>): Promise<Response<T>>;
  /** Any request, with a raw body (for malformed JSON and oversized bodies). */
  raw<T = any>(method: string, path: string, init?: { body?: string; headers?: Record<string, string> }): Promise<Response<T>>;
}

export interface TestApp {
  baseUrl: string;
  knex: Knex;
  model: Model;
  /** The app's resource service (to inject failures into it). */
  service: ResourceService;
  /** A client without a session. */
  anonymous(): Client;
  /** A client signed in as a demo user (password sellyard-demo). */
  signIn(email: string, password?: string): Promise<Client>;
  /** Encodes list parameters the way ra-data-simple-rest does. */
  /** The in-process job worker, when started with `worker` (stopped by close()). */
  readonly worker?: Worker;
  /**
   * Stops the worker until `resumeWorker()`: jobs enqueued meanwhile wait, as they do while every worker is busy,
   * so a test can make a burst of changes land "at once" whatever the machine's speed.
   */
  pauseWorker(): Promise<void>;
  resumeWorker(): Promise<void>;
  /** The app's secret key (to read or write encrypted fields in tests). */
  secrets: SecretBox;
  /** The sandbox marketplace this app mounts (to set up a marketplace's side directly), when on. */
  sandbox?: Sandbox;
  listPath(resource: string, params?: { sort?: [string, string]; range?: [number, number]; filter?: Record<string, unknown> }): string;
  close(): Promise<void>;
}

export const DEMO = {
  admin: 'admin@sellyard.test',
  acmeOwner: 'owner@acme.test',
  acmeStaff: 'staff@acme.test',
  globexOwner: 'owner@globex.test',
  partner: 'partner@partner.test',
} as const;

function makeClient(baseUrl: string): Client {
  const others = new Map<string, string>();
  const client: Client = {
    async raw(method, path, init = {}) {
      const headers: Record<string, string> = { Origin: baseUrl, ...init.headers };
      // The session cookie, plus any other cookie the server set (the read routing's `sellyard_wrote`), as a browser would.
      const cookies = [client.cookie, ...[...others].map(([name, value]) => `${name}=${value}`)].filter(Boolean);
      if (cookies.length) headers.Cookie = cookies.join('; ');
      const response = await fetch(baseUrl + path, { method, headers, body: init.body, redirect: 'manual' });
      for (const setCookie of response.headers.getSetCookie()) {
        const [, name, value] = /^([^=;\s]+)=([^;]*)/.exec(setCookie) ?? [];
        if (name === 'sellyard_session') client.cookie = value ? `sellyard_session=${value}` : undefined;
        else if (name) value ? others.set(name, value) : others.delete(name);
      }
      const text = await response.text();
      let body: unknown = text;
      try { body = text ? JSON.parse(text) : undefined; } catch { /* not JSON: keep the text */ }
      return { status: response.status, headers: response.headers, body } as Response;
    },
    get: (path, headers) => client.raw('GET', path, { headers }),
    delete: (path, headers) => client.raw('DELETE', path, { headers }),
    post: (path, body, headers) => client.raw('POST', path, { body: body === undefined ? undefined : JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } }),
    put: (path, body, headers) => client.raw('PUT', path, { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } }),
  };
  return client;
}

/**
 * Starts the API on a fresh database seeded with the demo data (fewer orders than `npm start`, for speed): a copy
 * of one seeded once per run for each order count (tests/helpers/database-snapshots.ts).
 */
export async function startTestApp(options: {
  orders?: number; seed?: boolean; model?: Model;
  app?: Pick<AppOptions, 'proxy' | 'proxyHops' | 'secureCookies' | 'hsts' | 'readKnex' | 'hooks'>;
  /** Run a job worker in the test process (off by default: tests that need no jobs must not poll). */
  worker?: boolean | WorkerOptions;
} = {}): Promise<TestApp> {
  const usedModel = options.model ?? model;
  const seed = options.seed ?? true;
  const orders = options.orders ?? 12;
  // The project's model seeded: a copy of the run's seeded database (built once per kind). A test model: its own.
  const fromSnapshot = seed && usedModel === model;
  const database = await createTestDatabase(fromSnapshot ? { seed: { orders } } : {});
  const secrets = database.secrets ?? new SecretBox(randomBytes(32));
  if (seed && !fromSnapshot) await seedDemoData(database.knex, usedModel, { orders, secrets });
  const { app, service, sandbox } = createApp({ ...options.app, knex: database.knex, model: usedModel, secrets, log: (error) => console.error('unexpected error in test app:', error) });
  const server: Server = await new Promise((resolve) => {
    const s = keepIdleConnections(app.listen(0, '127.0.0.1', () => resolve(s)));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Adapters in this process (and its worker) reach this app's sandbox marketplace.
  setSandboxOrigin(baseUrl);
  setListeningOrigin(baseUrl);
  // Tests' webhooks, SFTP servers and image hosts listen on 127.0.0.1 (docs/security-outbound.md); a test of the
  // guard itself sets OUTBOUND_ALLOW_LOOPBACK=false in its own process.
  process.env.OUTBOUND_ALLOW_LOOPBACK ??= 'true';
  const workerOptions = { pollMs: 100, concurrency: 2, stopTimeoutMs: 5000, secrets, ...(typeof options.worker === 'object' ? options.worker : {}) };
  let worker = options.worker ? await startWorker(database.knex, workerOptions) : undefined;
  return {
    baseUrl,
    get worker() { return worker; },
    async pauseWorker() {
      if (!worker) throw new Error('pauseWorker: this test app runs no worker (startTestApp({ worker: … }))');
      await worker.stop();
    },
    async resumeWorker() {
      if (!worker) throw new Error('resumeWorker: this test app runs no worker (startTestApp({ worker: … }))');
      worker = await startWorker(database.knex, workerOptions);
    },
    secrets,
    sandbox,
    knex: database.knex,
    model: usedModel,
    service,
    anonymous: () => makeClient(baseUrl),
    async signIn(email, password = DEMO_PASSWORD) {
      const client = makeClient(baseUrl);
      const response = await client.post('/api/auth/login', { email, password });
      if (response.status !== 200) throw new Error(`sign-in as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return client;
    },
    listPath(resource, params = {}) {
      const query = new URLSearchParams();
      if (params.sort) query.set('sort', JSON.stringify(params.sort));
      if (params.range) query.set('range', JSON.stringify(params.range));
      if (params.filter) query.set('filter', JSON.stringify(params.filter));
      const text = query.toString();
      return `/api/${resource}${text ? `?${text}` : ''}`;
    },
    async close() {
      await worker?.stop();
      await new Promise((resolve) => server.close(resolve));
      await database.destroy();
    },
  };
}
