import { describe, expect, it } from 'vitest';
import { entityByName } from '../model.ts';
import { loadEntityValidator } from './compiledValidation.ts';
import { customFieldErrors, formErrors, recordToCheck } from './formCheck.ts';
import type { CustomFieldDefinition } from '../custom-fields/customFields.ts';

const customer = '0b6f6f4e-5a43-4c2f-9a8e-0f4a7a9d1c11';
const product = '1c7a7a5f-6b54-4d3a-8b9f-1a5b8b0e2d22';

describe('formErrors', () => {
  it('checks what a new record\'s form would send with the entity\'s compiled validator, in the API\'s words', async () => {
    const order = entityByName('sales-order')!;
    const validator = await loadEntityValidator(order);
    const errors = formErrors(order, validator, { notes: 'x', lines: [{ quantity: 0 }] }, { mode: 'create' });
    expect(errors).toEqual(expect.arrayContaining([
      { pointer: '/customer_id', message: 'is required' },
      { pointer: '/lines/0/quantity', message: 'must be at least 1' },
      { pointer: '/lines/0/product_id', message: 'is required' },
    ]));
  });

  it('applies the schema\'s cross-field rules ($data, x-rules) before anything is sent', async () => {
    const report = entityByName('report')!;
    const validator = await loadEntityValidator(report);
    expect(formErrors(report, validator, { name: 'R', dataset: 'orders', date_from: '2026-05-01', date_to: '2026-04-01' }, { mode: 'create' }))
      .toEqual([{ pointer: '/date_to', message: 'is before the start of the range' }]);
    expect(formErrors(report, validator, { name: 'R', dataset: 'orders', date_from: '2026-05-01', date_to: '2026-05-31' }, { mode: 'create' })).toEqual([]);
  });

  it('on edit, checks the stored record merged with the form, as the API does, and does not ask for a stored password again', async () => {
    const user = entityByName('user')!;
    const validator = await loadEntityValidator(user);
    const stored = { id: 'u1', email: 'staff@acme.test', name: 'Staff', role: 'staff', permissions: [], status: 'ACTIVE', version: 3 };
    expect(formErrors(user, validator, { email: 'staff@acme.test', name: 'Staff', role: 'staff' }, { mode: 'edit' }, stored)).toEqual([]);
    expect(formErrors(user, validator, { email: 'not an email', name: 'Staff', role: 'staff' }, { mode: 'edit' }, stored)).toEqual([{ pointer: '/email', message: 'must be a valid email' }]);
  });
});

describe('customFieldErrors', () => {
  const definition = (over: Partial<CustomFieldDefinition>): CustomFieldDefinition => ({ id: over.key!, entity: 'customers', key: 'k', label: 'K', type: 'TEXT', options: [], required: false, position: 0, help: null, ...over });
  const tier = definition({ key: 'tier', type: 'SELECT', options: ['GOLD', 'SILVER'], required: true });
  const grade = definition({ entity: 'suppliers', key: 'grade', type: 'NUMBER', required: true });
  const relationship = entityByName('relationship')!;

  it('checks the target of the record (a customer\'s fields, not a supplier\'s) as the API does, before submit', () => {
    expect(customFieldErrors(relationship, [tier, grade], { type: 'CUSTOMER', custom_fields: { tier: 'BRONZE' } }, { mode: 'create' }))
      .toEqual([{ pointer: '/custom_fields/tier', message: 'must be one of GOLD, SILVER' }]);
    expect(customFieldErrors(relationship, [tier, grade], { type: 'SUPPLIER', custom_fields: { grade: 1e20 } }, { mode: 'create' }))
      .toEqual([{ pointer: '/custom_fields/grade', message: 'must be at most 9007199254740991' }]);
    // The screen's preset type counts; no type yet: nothing to check against.
    expect(customFieldErrors(relationship, [tier, grade], {}, { mode: 'create', preset: { type: 'CUSTOMER' } })).toEqual([{ pointer: '/custom_fields/tier', message: 'is required' }]);
    expect(customFieldErrors(relationship, [tier, grade], {}, { mode: 'create' })).toEqual([]);
  });

  it('on edit, a value cleared in the form is required again (the form sends null for it)', () => {
    const stored = { type: 'CUSTOMER', custom_fields: { tier: 'GOLD' } };
    expect(customFieldErrors(relationship, [tier], { custom_fields: {} }, { mode: 'edit' }, stored)).toEqual([{ pointer: '/custom_fields/tier', message: 'is required' }]);
    expect(customFieldErrors(relationship, [tier], { custom_fields: { tier: 'SILVER' } }, { mode: 'edit' }, stored)).toEqual([]);
  });
});

describe('recordToCheck', () => {
  it('keeps the stored lines (their writable fields and id) when the form does not send them', () => {
    const order = entityByName('sales-order')!;
    const stored = { customer_id: customer, notes: null, lines: [{ id: 'l1', sales_order_id: 'o1', product_id: product, quantity: 2, unit_price: 100, line_total: 200 }] };
    const record = recordToCheck(order, { notes: 'hello' }, stored);
    expect(record.notes).toBe('hello');
    expect(record.customer_id).toBe(customer);
    expect(record.lines).toEqual([{ id: 'l1', product_id: product, quantity: 2, unit_price: 100 }]);
  });
});
