import { describe, expect, it } from 'vitest';
import { supplierChoices } from './supplierChoices.ts';

describe('supplierChoices', () => {
  it('offers the listed suppliers by name, joined by those the plan names', () => {
    const listed = [{ id: 's2', name: 'Zephyr Mills' }, { id: 's1', name: 'acme supplies' }];
    const rows = [{ supplier_id: 's3', supplier_name: 'Bolt & Co' }, { supplier_id: 's2', supplier_name: 'Zephyr Mills' }, { supplier_id: null, supplier_name: null }];
    expect(supplierChoices(listed, rows)).toEqual([{ id: 's1', name: 'acme supplies' }, { id: 's3', name: 'Bolt & Co' }, { id: 's2', name: 'Zephyr Mills' }]);
  });

  it('is not empty while the list is still loading or was refused, when the plan names suppliers', () => {
    expect(supplierChoices(undefined, [{ supplier_id: 's3', supplier_name: 'Bolt & Co' }])).toEqual([{ id: 's3', name: 'Bolt & Co' }]);
  });

  it('offers no supplier the plan does not name (hidden names stay hidden)', () => {
    expect(supplierChoices([], [{ supplier_id: 's3', supplier_name: null }])).toEqual([]);
  });
});
