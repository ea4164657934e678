import { describe, expect, it } from 'vitest';
import { connectLabel, connectsByConsent, consentTarget, rememberReturn, takeReturn } from './connect.ts';

const answer = { authorize_url: 'http://127.0.0.1:3000/sandbox/ebay/_oauth/authorize?state=s', simulated_callback: '/settings/ebay-connect?code=c&state=s' };

describe('connecting a channel from the admin', () => {
  it('connects the OAuth marketplaces by consent, not OnBuy or the web store', () => {
    expect(['EBAY', 'AMAZON', 'SHOPIFY', 'ETSY', 'WISH'].every(connectsByConsent)).toBe(true);
    expect(connectsByConsent('ONBUY')).toBe(false);
    expect(connectsByConsent('STORE')).toBe(false);
  });

  it('sends a sandbox channel to the sandbox\'s consent page, a live one to the marketplace (or the demo\'s callback)', () => {
    expect(consentTarget({ environment: 'SANDBOX' }, answer)).toBe(answer.authorize_url);
    expect(consentTarget({ environment: 'LIVE' }, answer)).toBe(answer.simulated_callback);
    expect(consentTarget({ environment: 'LIVE' }, { authorize_url: 'https://auth.ebay.com/oauth2/authorize?x' })).toBe('https://auth.ebay.com/oauth2/authorize?x');
  });

  it('says Connect, or Reconnect once the access was withdrawn or expired', () => {
    expect(connectLabel({ type: 'EBAY', status: 'DISCONNECTED' }, false)).toBe('Connect with eBay');
    expect(connectLabel({ type: 'AMAZON', status: 'DISCONNECTED' }, true)).toBe('Reconnect with Amazon');
    expect(connectLabel({ type: 'ETSY', status: 'TOKEN_EXPIRED' }, false)).toBe('Reconnect with Etsy');
  });

  it('remembers the screen to go back to once, and only a path of this app', () => {
    const store = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => void store.set(k, v), getItem: (k: string) => store.get(k) ?? null, removeItem: (k: string) => void store.delete(k) };
    rememberReturn('/settings/setup-wizard', storage);
    expect(takeReturn(storage)).toBe('/settings/setup-wizard');
    expect(takeReturn(storage)).toBeUndefined();
    rememberReturn('//evil.example/x', storage);
    expect(takeReturn(storage)).toBeUndefined();
    rememberReturn('https://evil.example/', storage);
    expect(takeReturn(storage)).toBeUndefined();
  });
});
