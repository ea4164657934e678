/**
 * How this server is deployed, read from the environment once at start (`api/main.ts`), and refused when it cannot
 * work: the API speaks plain HTTP itself, so `Secure` session cookies (production's default) need an HTTPS proxy in
 * front that ends TLS and says so with `X-Forwarded-Proto`, which is read only with TRUST_PROXY=true. Without one,
 * every sign-in would fail; the server refuses to start instead, saying what to set. Production also needs
 * PUBLIC_URL, the only origin links in emails are built from.
 */

export interface Deployment {
  production: boolean;
  /** The session cookie's `Secure` flag: COOKIE_SECURE, else on in production. */
  secureCookies: boolean;
  /** TRUST_PROXY=true: read X-Forwarded-For/-Proto/-Host. */
  proxy: boolean;
  /** TRUST_PROXY_HOPS: proxies appending to X-Forwarded-For (default 1). */
  proxyHops: number;
  /** Strict-Transport-Security on HTTPS answers: in production. */
  hsts: boolean;
}

import { publicUrlProblem } from './public-url.ts';

/** Why the server must not start, in words for whoever runs it. */
export class DeploymentError extends Error {}

const flag = (value: string | undefined) => (value ?? '').trim().toLowerCase() === 'true';

/** The deployment `env` describes; throws DeploymentError when it could not serve sign-ins. */
export function readDeployment(env: Record<string, string | undefined>): Deployment {
  const production = env.NODE_ENV === 'production';
  const secureCookies = env.COOKIE_SECURE ? flag(env.COOKIE_SECURE) : production;
  const proxy = flag(env.TRUST_PROXY);
  const hopsText = (env.TRUST_PROXY_HOPS ?? '1').trim();
  const proxyHops = Number(hopsText);
  if (!/^\d+$/.test(hopsText) || proxyHops < 1 || proxyHops > 10) {
    throw new DeploymentError(`TRUST_PROXY_HOPS must be a whole number from 1 to 10 (the proxies in front of the API that append to X-Forwarded-For); it is "${env.TRUST_PROXY_HOPS}".`);
  }
  if (secureCookies && !proxy) {
    throw new DeploymentError([
      `The session cookie is Secure (${env.COOKIE_SECURE ? 'COOKIE_SECURE=true' : 'NODE_ENV=production'}), so sign-in works only over HTTPS, and this server speaks plain HTTP.`,
      'Run it behind an HTTPS proxy or load balancer that ends TLS and sets X-Forwarded-Proto, and set TRUST_PROXY=true',
      '(TRUST_PROXY_HOPS=n when n proxies append to X-Forwarded-For). For a plain-HTTP trial only, set COOKIE_SECURE=false.',
    ].join(' '));
  }
  // Links in emails are built from PUBLIC_URL alone (api/http/public-url.ts): production cannot guess it safely.
  const publicUrl = env.PUBLIC_URL?.trim();
  if (production && !publicUrl) {
    throw new DeploymentError('PUBLIC_URL is not set. In production, links in emails (password reset, invitations) are built from it alone, never from the request\'s Host header, which a client chooses. Set PUBLIC_URL to the address users open, e.g. PUBLIC_URL=https://app.example.com.');
  }
  const problem = publicUrl ? publicUrlProblem(publicUrl) : undefined;
  if (problem) throw new DeploymentError(problem);
  return { production, secureCookies, proxy, proxyHops, hsts: production };
}
