import { describe, expect, it } from 'vitest';
import { chipParts } from './FieldValue.tsx';

const SERVICE = Object.entries({
  code: { type: 'string', title: 'Code' },
  name: { type: 'string', title: 'Name' },
  tracked: { type: 'boolean', title: 'Tracked' },
  international: { type: 'boolean', title: 'International' },
  max_weight_g: { type: ['integer', 'null'], title: 'Max weight (g)' },
  transit_days: { type: ['integer', 'null'], title: 'Transit days' },
});

describe('chipParts', () => {
  it('shows a carrier service in words: flags by their titles when true, numbers after their titles', () => {
    const text = (item: Record<string, unknown>) => chipParts(SERVICE, item).map((p) => p.text);
    expect(text({ code: 'CRL2', name: '2nd Class', tracked: false, international: false, max_weight_g: 2000, transit_days: 3 }))
      .toEqual(['CRL2', '2nd Class', 'Max weight (g) 2000', 'Transit days 3']);
    expect(text({ code: 'TPN24', name: 'Tracked 24', tracked: true, international: false, max_weight_g: null }))
      .toEqual(['TPN24', 'Tracked 24', 'Tracked']);
  });

  it('leaves out empty values and ids that are no declared reference, and names enum values by their labels', () => {
    const properties = Object.entries({ channel: { type: 'string' }, kind: { type: 'string', enum: ['FIXED', 'PERCENT'] }, note: { type: 'string' } });
    expect(chipParts(properties, { channel: '0b6f6a4e-8a1e-4c55-9a57-1f2a3b4c5d6e', kind: 'PERCENT', note: '' }).map((p) => p.text)).toEqual(['Percent']);
  });
});
