/**
 * The address links in emails point at (password reset, invitations, any link a user is sent): `PUBLIC_URL`, the
 * configured public origin, never the request's Host or Origin — a client chooses those, and a reset requested with
 * `Host: attacker.example` would otherwise mail the victim a link that hands the token to the attacker.
 *
 * Production refuses to start without PUBLIC_URL (api/http/deployment.ts). Outside production, when it is not set,
 * the address the server listens on is used (set once it listens: api/main.ts, the tests' app helper), else
 * http://localhost:$PORT.
 */
let listeningOrigin: string | undefined;

/** Called by the HTTP server once it listens. */
export function setListeningOrigin(origin: string): void {
  listeningOrigin = origin.replace(/\/+$/, '');
}

/** Why `value` is not a usable PUBLIC_URL, or undefined when it is. */
export function publicUrlProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return `PUBLIC_URL must be an absolute URL such as https://app.example.com; it is "${value}".`;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `PUBLIC_URL must be an http:// or https:// URL; it is "${value}".`;
  if (url.username || url.password || url.search || url.hash) return `PUBLIC_URL must be an origin (scheme, host, optional port and path), without credentials, query or fragment; it is "${value}".`;
  return undefined;
}

/** The origin for links in emails, without a trailing slash. */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  return (configured || listeningOrigin || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
}

/**
 * The origin of OAuth callbacks (a marketplace's consent page sends the merchant back there): PUBLIC_URL when set
 * (always in production), so a request's Host header cannot choose where an authorisation code is sent; otherwise
 * the origin the browser used, so a developer's session cookie (localhost vs 127.0.0.1) comes back with it.
 */
export function callbackOrigin(requestOrigin: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.PUBLIC_URL?.trim() ? publicOrigin(env) : requestOrigin.replace(/\/+$/, '');
}

/**
 * The origin a request reached, from its protocol and Host. Not Koa's `ctx.origin`: since Koa 3 that is the request's
 * `Origin` header, which a browser does not send on a top-level GET (the redirect back from a consent page), so a
 * callback built from it failed, and which any client may set.
 */
export function requestOrigin(ctx: { protocol: string; host: string }): string {
  return `${ctx.protocol}://${ctx.host}`;
}
