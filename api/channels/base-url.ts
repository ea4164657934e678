/**
 * Where a channel's API calls go.
 *
 * A sales channel's `environment` is LIVE (the marketplace's own API) or SANDBOX (the simulated marketplace this
 * server mounts at /sandbox/<type>, on by default outside production; SANDBOX=false turns it off).
 *
 *   LIVE     CHANNEL_API_URL_<TYPE> when set (a marketplace's own sandbox host, e.g. api.sandbox.ebay.com), else
 *            the adapter's production host for the channel's marketplace
 *   SANDBOX  SANDBOX_URL when set (workers on other machines name the API process that hosts the sandbox), else
 *            the address this process listens on (set by the server once it listens), else
 *            http://127.0.0.1:$PORT
 *
 * Base URLs never come from the merchant: a URL a tenant could type would let them point our workers at internal
 * addresses.
 */
import type { ChannelAccount, ChannelAdapter } from './types.ts';

let listeningOrigin: string | undefined;

/** Called by the HTTP server once it listens (api/main.ts, tests' app helper). */
export function setSandboxOrigin(origin: string): void {
  listeningOrigin = origin.replace(/\/$/, '');
}

export function sandboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SANDBOX === 'false') return false;
  if (env.SANDBOX === 'true') return true;
  return env.NODE_ENV !== 'production';
}

/**
 * The startup log's sentence on the sandbox: production starts with it off and says so; turned on in production
 * (SANDBOX=true), it says that too, since its control API then answers signed-in users of this server.
 */
export function sandboxStartupLine(env: NodeJS.ProcessEnv = process.env): string {
  const production = env.NODE_ENV === 'production';
  if (!sandboxEnabled(env)) return production && env.SANDBOX !== 'false' ? 'sandbox marketplace: off (production; SANDBOX=true turns it on)' : 'sandbox marketplace: off (SANDBOX=false)';
  return production ? 'sandbox marketplace: ON in production (SANDBOX=true): /sandbox/<channel type>, control API for signed-in users on their own sandbox channels' : 'sandbox marketplace: on at /sandbox/<channel type> (not in production; SANDBOX=false turns it off)';
}

export function sandboxOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SANDBOX_URL ?? listeningOrigin ?? `http://127.0.0.1:${env.PORT ?? 3000}`).replace(/\/$/, '');
}

export function sandboxBaseUrl(type: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${sandboxOrigin(env)}/sandbox/${type.toLowerCase()}`;
}

export class SandboxDisabledError extends Error {
  constructor() {
    super('this channel is set to the sandbox marketplace, which is off on this server (SANDBOX=false or production)');
  }
}

export function channelBaseUrl(adapter: ChannelAdapter, channel: ChannelAccount & { environment?: string | null }, env: NodeJS.ProcessEnv = process.env): string {
  if (channel.environment === 'SANDBOX') {
    if (!sandboxEnabled(env)) throw new SandboxDisabledError();
    return sandboxBaseUrl(channel.type, env);
  }
  return (env[`CHANNEL_API_URL_${channel.type}`] ?? adapter.liveBaseUrl(channel)).replace(/\/$/, '');
}
