import { describe, expect, it } from 'vitest';
import { entityByName } from '../model.ts';
import { bulkSummary, bulkTransitions, refusalReason, transitionFields } from './bulkTransitions.ts';

const order = entityByName('sales-order')!;
const names = (ts: Array<{ name: string }>) => ts.map((t) => t.name);

describe('bulk transitions', () => {
  it('offers what the state machine allows from any selected state, never a system transition', () => {
    expect(names(bulkTransitions(order, [{ status: 'DRAFT' }], () => true))).toEqual(expect.arrayContaining(['submit', 'hold', 'cancel']));
    expect(names(bulkTransitions(order, [{ status: 'DRAFT' }], () => true))).not.toContain('pay');
    const mixed = names(bulkTransitions(order, [{ status: 'DRAFT' }, { status: 'AWAITING_PAYMENT' }], () => true));
    expect(mixed).toEqual(expect.arrayContaining(['submit', 'pay', 'hold']));
    const system = order.stateMachine!.transitions.filter((t) => t.bySystem).map((t) => t.name);
    for (const name of system) expect(mixed).not.toContain(name);
  });

  it('offers nothing the role may not run, and nothing from a final state', () => {
    expect(bulkTransitions(order, [{ status: 'DRAFT' }], () => false)).toEqual([]);
    expect(bulkTransitions(order, [{ status: 'CANCELLED' }], () => true)).toEqual([]);
  });

  it('reads the state and the remembered state of a hold', () => {
    expect(transitionFields(order)).toEqual(['status', 'status_before_hold']);
  });

  it('sums up what ran and names each refused record with the reason', () => {
    const hold = { label: 'Put on hold' };
    expect(bulkSummary(order, hold, [{ record: { number: 'SO-1' } }, { record: { number: 'SO-2' } }])).toBe('2 sales orders put on hold');
    expect(bulkSummary(order, hold, [{ record: { number: 'SO-1' } }, { record: { number: 'SO-2' }, refused: 'It is cancelled.' }]))
      .toBe('1 sales order put on hold; 1 refused — SO-2: It is cancelled');
    expect(bulkSummary(order, { label: 'Submit' }, [{ record: { number: 'SO-3' }, refused: 'No lines.' }])).toBe('1 sales order refused — SO-3: No lines');
    expect(bulkSummary(order, hold, [{ record: { number: 'SO-4' }, refused: 'Cancelled.' }, { record: { number: 'SO-5' }, refused: 'Shipped.' }]))
      .toBe('2 sales orders refused — SO-4: Cancelled; SO-5: Shipped');
  });
});

describe('refusalReason', () => {
  const labels: Record<string, string> = { CANCELLED: 'Cancelled' };
  const label = (state: string) => labels[state] ?? state;

  it('says a state that does not allow the transition by its label, never its code', () => {
    const why = refusalReason({ label: 'Release' }, { code: 'illegal_transition', detail: 'Cannot release a sales order that is CANCELLED; allowed now: none.', currentStatus: 'CANCELLED' }, label, 'fallback');
    expect(why).toBe('Release is not possible while it is Cancelled');
    expect(why).not.toContain('CANCELLED');
  });

  it('keeps the API\'s own sentence for any other refusal', () => {
    expect(refusalReason({ label: 'Release' }, { code: 'version_conflict', detail: 'Changed by someone else.' }, label, 'Changed by someone else.')).toBe('Changed by someone else.');
    expect(refusalReason({ label: 'Release' }, undefined, label, 'The server cannot be reached.')).toBe('The server cannot be reached.');
  });
});
