import { describe, expect, it } from 'vitest';
import { carrierTestMessage } from './CarrierTestButton.tsx';

describe('carrierTestMessage', () => {
  it('says the details were accepted and how tracking arrives', () => {
    expect(carrierTestMessage('Royal Mail', null)).toBe('Royal Mail accepted the saved sign-in details. Tracking is checked with Royal Mail every 15 minutes.');
    expect(carrierTestMessage('DPD', { url: 'https://x/api/webhooks/carriers/1', webhook_id: 'se-wh-1', created: true })).toBe('DPD accepted the saved sign-in details. DPD sends tracking updates to Sellyard as they happen.');
    expect(carrierTestMessage('DPD', { error: 'DPD did not take the tracking webhook (busy); tracking is polled every 15 minutes meanwhile.' })).toContain('polled every 15 minutes');
  });
});
