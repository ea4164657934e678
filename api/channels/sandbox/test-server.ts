/**
 * For tests: the sandbox marketplace served by a Koa app of its own on a free local port, as the API process
 * serves it at /sandbox/<type>. Adapter contract tests and the sandbox's own tests start one per file.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import { createSandbox, openControl, type Sandbox, type SandboxOptions } from './index.ts';

/** The app origin tests register with the sandbox (its consent pages redirect only to registered callbacks). */
export const APP_ORIGIN = 'https://app.example';

export interface SandboxServer {
  sandbox: Sandbox;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The base URL an adapter of this channel type is given: `<origin>/sandbox/<type>`. */
  baseUrl(type: string): string;
  close(): Promise<void>;
}

/**
 * The sandbox's consent page for a new seller, as a marketplace's would be answered: the parameters it redirects
 * back with (`code`, `state`, and what the marketplace adds, such as Amazon's `selling_partner_id`).
 */
export async function consent(baseUrl: string, redirectUri = `${APP_ORIGIN}/settings/${/\/sandbox\/([a-z]+)$/.exec(baseUrl)?.[1]}-connect`, query: Record<string, string> = {}): Promise<URLSearchParams> {
  const answer = await fetch(`${baseUrl}/_oauth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state: 's1', ...query })}`, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (!location) throw new Error(`the sandbox's consent page answered ${answer.status} without a redirect`);
  return new URL(location).searchParams;
}

export async function startSandboxServer(options: SandboxOptions = {}): Promise<SandboxServer> {
  // This server serves one test file and nothing else: its control API is the test's (control-access.ts), and its
  // consent pages redirect to the test's app origin.
  const sandbox = createSandbox({ control: openControl, callbackOrigins: [APP_ORIGIN], ...options });
  const app = new Koa();
  app.use(sandbox.middleware);
  const server: Server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    sandbox,
    origin,
    baseUrl: (type) => `${origin}/sandbox/${type.toLowerCase()}`,
    close: () => new Promise((resolve) => { server.close(() => resolve()); }),
  };
}
