import { describe, expect, it } from 'vitest';
import { entityByName } from '../model.ts';
import { serverLinesText, whoText } from './AuditHistory.tsx';

const by = { userId: null, email: null, job: null, jobId: null, cause: null };

describe('whoText', () => {
  it('names a job by what it does, with what made it run', () => {
    expect(whoText({ ...by, kind: 'system', job: 'stock.allocate-backorders', jobId: 'j1', cause: 'goods received (PO-000012) by owner@acme.test' }))
      .toBe('Sellyard (Allocate backorders: goods received (PO-000012) by owner@acme.test)');
    expect(whoText({ ...by, kind: 'system', job: 'demo seed' })).toBe('Sellyard (demo seed)');
  });

  it('adds the cause of a person\'s change when there is one (the document that moved the stock)', () => {
    expect(whoText({ ...by, kind: 'user', email: 'owner@acme.test', cause: 'goods received (PO-000012)' })).toBe('owner@acme.test (goods received (PO-000012))');
    expect(whoText({ ...by, kind: 'user', email: 'owner@acme.test' })).toBe('owner@acme.test');
  });
});

describe('serverLinesText', () => {
  const lines = entityByName('sales-order-line');

  it('shows the lines\' server-kept figures by their titles', () => {
    expect(serverLinesText(lines, [{ id: 'l1', sku: 'ABC-1', allocated_qty: 2, backordered_qty: 0 }])).toEqual(['ABC-1: Allocated 2, Backordered 0']);
  });

  it('leaves lines as a person edits them to the count', () => {
    expect(serverLinesText(lines, [{ product_id: 'p', quantity: 2, unit_price: 100 }])).toBeNull();
  });
});
