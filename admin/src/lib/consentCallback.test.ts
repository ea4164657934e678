import { describe, expect, it } from 'vitest';
import { callbackRefusal } from './consentCallback.ts';

const words = { service: 'Xero', unreachable: 'Try again later.', failed: 'Connecting failed.', forbidden: 'Your role may not connect.' };
const refused = (status: number, body?: object) => Object.assign(new Error('refused'), { status, body });

describe('a refused consent callback, in words', () => {
  it('names the refused parameter: the request, the code, or the service itself', () => {
    expect(callbackRefusal(refused(400, { errors: [{ pointer: '/state', message: 'has expired' }] }), words)).toBe('The connection request has expired.');
    expect(callbackRefusal(refused(400, { errors: [{ pointer: '/error', message: 'says access_denied' }] }), words)).toBe('Xero says access_denied.');
    expect(callbackRefusal(refused(400, { errors: [{ pointer: '/scope', message: 'is missing' }] }), words)).toBe('The parameter “scope” is missing.');
    expect(callbackRefusal(refused(400, { errors: [{ pointer: '/scope', message: 'is missing' }] }), { ...words, parameter: (n) => `“${n}”` })).toBe('“scope” is missing.');
  });

  it('says why otherwise: a role refused, no server, or the API\'s own detail', () => {
    expect(callbackRefusal(refused(403, {}), words)).toBe('Your role may not connect.');
    expect(callbackRefusal(refused(0), words)).toBe('Try again later.');
    expect(callbackRefusal(refused(409, { detail: 'Already connected.' }), words)).toBe('Already connected.');
    expect(callbackRefusal(refused(500), words)).toBe('Connecting failed.');
  });
});
