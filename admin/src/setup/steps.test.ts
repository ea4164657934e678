import { describe, expect, it } from 'vitest';
import { doneSteps, firstOpenStep, suggestedTax, withSteps } from './steps.ts';

describe('setup steps', () => {
  it('counts a step done when recorded or when its data exists', () => {
    expect([...doneSteps([], {})]).toEqual([]);
    expect([...doneSteps(['COMPANY'], { locations: 0, 'sales-taxes': 2 })]).toEqual(['COMPANY', 'TAX']);
    expect([...doneSteps(null, { locations: 1, 'sales-channels': 3 })]).toEqual(['LOCATION', 'CHANNEL']);
  });

  it('opens at the first step not done, or the done panel', () => {
    expect(firstOpenStep(doneSteps([], {}))).toBe(0);
    expect(firstOpenStep(doneSteps(['COMPANY'], { 'sales-taxes': 1 }))).toBe(1);
    expect(firstOpenStep(doneSteps(['COMPANY', 'LOCATION', 'TAX', 'CHANNEL'], {}))).toBe(4);
  });

  it('records steps once, in the wizard\'s order', () => {
    expect(withSteps(['TAX'], ['COMPANY', 'TAX'])).toEqual(['COMPANY', 'TAX']);
    expect(withSteps(undefined, ['CHANNEL'])).toEqual(['CHANNEL']);
  });

  it('offers the country\'s standard rate', () => {
    expect(suggestedTax('gb')).toEqual({ name: 'VAT standard rate (GB)', code: 'GB-STD', rate: 20, country: 'GB', kind: 'STANDARD', vat_box: 1, is_default: true });
    expect(suggestedTax('DE')).toMatchObject({ rate: 19, vat_box: null });
    expect(suggestedTax('US')).toBeUndefined();
    expect(suggestedTax(null)).toBeUndefined();
  });
});
