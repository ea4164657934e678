/**
 * A browser-like client of the topology: a cookie jar per user (session and `sellyard_wrote`), the Origin of the
 * address it talks to, JSON in and out. Talks to the balancer, or to one API process directly.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export interface Topology {
  dir: string;
  balancer: string;
  apis: string[];
  primaryAdmin: pg.Pool;
  replicaAdmin: pg.Pool;
}

export interface Answer { status: number; body: any; headers: Headers }

/** The topology scripts/scale-topology.sh built, or why there is none. */
export function readTopology(): Topology | string {
  const env = process.env;
  if (!env.TOPOLOGY_BALANCER_URL || !env.TOPOLOGY_DIR) {
    return 'no topology: run through `scripts/scale-topology.sh run -- npx vitest run --config tests/topology/vitest.config.ts` (it needs PostgreSQL 15 server binaries and HAProxy)';
  }
  return {
    dir: env.TOPOLOGY_DIR,
    balancer: env.TOPOLOGY_BALANCER_URL,
    apis: (env.TOPOLOGY_API_URLS ?? '').split(','),
    primaryAdmin: new pg.Pool({ connectionString: env.TOPOLOGY_PRIMARY_ADMIN_URL, max: 3 }),
    replicaAdmin: new pg.Pool({ connectionString: env.TOPOLOGY_REPLICA_ADMIN_URL, max: 3 }),
  };
}

/** The pid of one of the topology's processes (api1, api2, worker1, worker2). */
export function pidOf(topology: Topology, name: string): number {
  return Number(readFileSync(join(topology.dir, 'pids', name), 'utf8').trim());
}

export class Client {
  private jar = new Map<string, string>();

  constructor(public base: string) {}

  /** The same user (same cookies) talking to another address, e.g. the other API process. */
  via(base: string): Client {
    const other = new Client(base);
    other.jar = this.jar;
    return other;
  }

  get cookies(): ReadonlyMap<string, string> {
    return this.jar;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const raw = typeof body === 'string';
    const response = await fetch(this.base + path, {
      method,
      headers: {
        origin: this.base,
        cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': raw ? 'text/csv' : 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = !value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try { parsed = text ? JSON.parse(text) : undefined; } catch { /* not JSON: keep the text */ }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get(path: string, headers?: Record<string, string>) { return this.request('GET', path, undefined, headers); }
  post(path: string, body: unknown, headers?: Record<string, string>) { return this.request('POST', path, body, headers); }

  async signIn(email: string, password: string): Promise<this> {
    const answer = await this.post('/api/auth/login', { email, password });
    if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return this;
  }
}

/** Polls `probe` until it answers something truthy; fails after `timeoutMs` saying what it waited for. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 45_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
