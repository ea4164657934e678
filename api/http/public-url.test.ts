import { describe, expect, it } from 'vitest';
import Koa from 'koa';
import { callbackOrigin, publicOrigin, publicUrlProblem, requestOrigin } from './public-url.ts';

describe('public URL', () => {
  it('sends OAuth callbacks to PUBLIC_URL when it is set, whatever Host the request carried', () => {
    expect(callbackOrigin('https://attacker.example', { PUBLIC_URL: 'https://app.sellyard.example/' })).toBe('https://app.sellyard.example');
  });

  it('without PUBLIC_URL (development), sends them back to the origin the browser used', () => {
    expect(callbackOrigin('http://127.0.0.1:3000', {})).toBe('http://127.0.0.1:3000');
    expect(callbackOrigin('http://localhost:3000/', { PUBLIC_URL: '  ' })).toBe('http://localhost:3000');
  });

  it('links in emails use PUBLIC_URL, never a request header', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://app.sellyard.example' })).toBe('https://app.sellyard.example');
  });

  it('refuses a PUBLIC_URL that is not an http(s) origin', () => {
    expect(publicUrlProblem('app.sellyard.example')).toMatch(/absolute URL/);
    expect(publicUrlProblem('ftp://app.sellyard.example')).toMatch(/http/);
    expect(publicUrlProblem('https://user:pw@app.sellyard.example')).toMatch(/without credentials/);
    expect(publicUrlProblem('https://app.sellyard.example')).toBeUndefined();
  });

  it("reads a request's own origin from its protocol and Host, not from the Origin header Koa's ctx.origin returns", () => {
    const app = new Koa();
    const withoutOrigin = app.createContext({ headers: { host: '127.0.0.1:3000' }, socket: {} } as never, {} as never);
    // A top-level GET (the redirect back from a consent page) carries no Origin header.
    expect(withoutOrigin.origin).toBeFalsy();
    expect(requestOrigin(withoutOrigin)).toBe('http://127.0.0.1:3000');
    const forged = app.createContext({ headers: { host: '127.0.0.1:3000', origin: 'https://attacker.example' }, socket: {} } as never, {} as never);
    expect(requestOrigin(forged)).toBe('http://127.0.0.1:3000');
  });
});
