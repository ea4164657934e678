import { describe, expect, it } from 'vitest';
import { model } from '../model.ts';
import { emptyListText, fieldTitle, humanize, pastParticiple, plural, searchPlaceholder, transitionDoneMessage, recordName } from './words.ts';

const salesOrder = model.entities.find((e) => e.name === 'sales-order')!;

describe('words', () => {
  it('turns codes and snake_case into words', () => {
    expect(humanize('READY_TO_SHIP')).toBe('Ready to ship');
    expect(humanize('channel_order_ref')).toBe('Channel order ref');
    expect(fieldTitle({ name: 'channel_order_ref', title: 'channel_order_ref' })).toBe('Channel order ref');
    expect(fieldTitle({ name: 'sku', title: 'SKU' })).toBe('SKU');
  });

  it('builds the search placeholder from field titles, never field names', () => {
    const text = searchPlaceholder(salesOrder);
    expect(text).toMatch(/^Search by /);
    expect(text).not.toMatch(/_/);
    expect(text).not.toContain(',,');
  });

  it('gives every entity a search placeholder without snake_case', () => {
    for (const entity of model.entities.filter((e) => e.searchFields.length)) expect(searchPlaceholder(entity), entity.name).not.toMatch(/_/);
  });

  it('names empty lists in the plural', () => {
    expect(plural('Sales order')).toBe('Sales orders');
    expect(plural('Currency')).toBe('Currencies');
    expect(plural('Tax')).toBe('Taxes');
    expect(plural('Return settings')).toBe('Return settings');
    expect(emptyListText({ title: 'Sales order' })).toBe('No sales orders yet');
  });

  it('says what a transition did', () => {
    expect(pastParticiple('Submit')).toBe('submitted');
    expect(pastParticiple('Cancel')).toBe('cancelled');
    expect(pastParticiple('Hold')).toBe('held');
    expect(pastParticiple('Mark paid')).toBe('marked paid');
    expect(pastParticiple('Approve')).toBe('approved');
    expect(pastParticiple('Release')).toBe('released');
    expect(pastParticiple('Ship')).toBe('shipped');
    expect(pastParticiple('Receive')).toBe('received');
    expect(pastParticiple('Complete')).toBe('completed');
    expect(transitionDoneMessage({ title: 'Sales order' }, 'Submit')).toBe('Sales order submitted');
    expect(transitionDoneMessage({ title: 'Sales order' }, 'Submit', 'Awaiting payment')).toBe('Sales order submitted: now Awaiting payment');
  });

  it('names a record by its label or a search field, never by its id', () => {
    const entity = { labelField: 'reference_label', searchFields: ['reference_label', 'note'] };
    expect(recordName(entity, { id: 'a1b2', reference_label: 'PO-000012', note: 'x' })).toBe('PO-000012');
    expect(recordName(entity, { id: 'a1b2', reference_label: null, note: 'opening balance' })).toBe('opening balance');
    expect(recordName(entity, { id: 'a1b2', reference_label: '  ', note: null })).toBeUndefined();
  });
});
