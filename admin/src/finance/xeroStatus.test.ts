import { describe, expect, it } from 'vitest';
import { retrySettled, xeroDetail, xeroHeadline, type XeroRecordStatus } from './xeroStatus.ts';

const base: XeroRecordStatus = { state: 'WAITING', document: 'bill', posted_at: null, xero_reference: null, xero_number: null, xero_url: null, reason: 'Waiting for the next sync.', may_retry: false, in_use: true };
const when = (iso: string) => iso.slice(0, 10);

describe('xeroHeadline and xeroDetail', () => {
  it('say when a record was sent and its Xero reference', () => {
    const sent = { ...base, state: 'SENT' as const, posted_at: '2026-11-29T12:40:00Z', xero_reference: 'abc-123', xero_number: 'HY-5531', reason: null };
    expect(xeroHeadline(sent, when)).toBe('Sent to Xero on 2026-11-29');
    expect(xeroDetail(sent)).toBe('As bill HY-5531 in Xero.');
    expect(xeroDetail({ ...sent, xero_number: null })).toBe('As bill in Xero.');
  });

  it('give Xero\'s reason for a refusal, and what a waiting record waits for', () => {
    const refused = { ...base, state: 'REFUSED' as const, reason: 'Organisation is not subscribed to currency SEK' };
    expect(xeroHeadline(refused, when)).toBe('Xero refused it');
    expect(xeroDetail(refused)).toBe('Organisation is not subscribed to currency SEK');
    expect([xeroHeadline(base, when), xeroDetail(base)]).toEqual(['Waiting to be sent', 'Waiting for the next sync.']);
    expect(xeroHeadline({ ...base, state: 'NOT_DUE' }, when)).toBe('Not due yet');
  });
});

describe('retrySettled', () => {
  it('waits while the record is refused for the same reason', () => {
    const refused = { ...base, state: 'REFUSED' as const, reason: 'A' };
    expect(retrySettled(refused, refused)).toBe(false);
    expect(retrySettled(refused, undefined)).toBe(false);
    expect(retrySettled(refused, { ...refused, reason: 'B' })).toBe(true);
    expect(retrySettled(refused, { ...refused, state: 'SENT' })).toBe(true);
  });
});
