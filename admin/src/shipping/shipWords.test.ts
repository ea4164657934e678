import { describe, expect, it } from 'vitest';
import { fieldWords, problemText, refusalText, targetOf } from './shipWords.ts';

describe('shipping refusals in words', () => {
  it('put each refusal on the input it names', () => {
    expect(targetOf('/lines/2/qty')).toEqual({ kind: 'line', index: 2 });
    expect(targetOf('/packages/0/weight_g').kind).toBe('package');
    expect(targetOf('/packages').kind).toBe('package');
    expect(targetOf('/service_code').kind).toBe('service');
    expect(targetOf('/carrier_id').kind).toBe('service');
    expect(targetOf('/credentials').kind).toBe('service');
    expect(targetOf('/carrier/recipient.address.postcode').kind).toBe('address');
    expect(targetOf('/carrier/ship_to.phone').kind).toBe('address');
    expect(targetOf('/carrier/packages[0].weightInGrams').kind).toBe('package');
    expect(targetOf('/ship_to').kind).toBe('address');
    expect(targetOf('/lines').kind).toBe('general');
    expect(targetOf('/carrier/unknown').kind).toBe('general');
  });

  it('say the field in words, once', () => {
    expect(fieldWords('/carrier/recipient.address.postcode')).toBe('postcode');
    expect(fieldWords('/carrier/ship_to.phone')).toBe('phone');
    expect(problemText({ pointer: '/carrier/recipient.address.postcode', message: 'is not a valid postcode' })).toBe('Postcode: is not a valid postcode');
    expect(problemText({ pointer: '/carrier/ship_to.phone', message: 'phone is required for DPD' })).toBe('Phone is required for DPD');
    expect(problemText({ pointer: '/lines/0/qty', message: 'is more than the 2 still to ship' })).toBe('Is more than the 2 still to ship');
  });

  it('drop the order number a bulk refusal starts with', () => {
    expect(refusalText('SO-000012', 'SO-000012 is not fully allocated: MUG 0 of 2.')).toBe('Not fully allocated: MUG 0 of 2.');
    expect(refusalText('SO-000012', 'SO-000012: Royal Mail said no: bad postcode')).toBe('Royal Mail said no: bad postcode');
    expect(refusalText(null, 'No such order in this account.')).toBe('No such order in this account.');
  });
});
