import { describe, expect, it } from 'vitest';
import { allowedTransitions, heldState, mayTransition, type MachineRules } from './state-machine.ts';

/** A sales order's machine, as the generator resolves it (model/types.ts StateMachine). */
const machine: MachineRules = {
  field: 'status',
  initial: 'DRAFT',
  transitions: [
    { name: 'pay', from: ['AWAITING_PAYMENT'], to: 'PAID' },
    { name: 'hold', from: ['DRAFT', 'PAID', 'PARTIALLY_SHIPPED'], to: 'ON_HOLD' },
    { name: 'release', from: ['ON_HOLD'], to: '$previous' },
    { name: 'note', from: ['ON_HOLD', 'PARTIALLY_SHIPPED'], to: '$same' },
    { name: 'cancel', from: ['DRAFT', 'PAID', 'ON_HOLD'], to: 'CANCELLED' },
  ],
  holds: [{ state: 'ON_HOLD', transition: 'hold', field: 'status_before_hold' }],
};
const names = (record: Record<string, unknown>) => allowedTransitions(machine, record).map((t) => t.name);
const transition = (name: string) => machine.transitions.find((t) => t.name === name)!;

describe('state machine rule', () => {
  it.each([
    [{ status: 'PAID' }, ['hold', 'cancel']],
    [{ status: 'ON_HOLD', status_before_hold: 'PAID' }, ['release', 'cancel']],
    [{ status: 'ON_HOLD', status_before_hold: 'PARTIALLY_SHIPPED' }, ['release', 'note']],
    // Held before the state was remembered: as if held in the initial state, where `release` also leads.
    [{ status: 'ON_HOLD', status_before_hold: null }, ['release', 'cancel']],
  ])('allows %j: %j', (record, expected) => {
    expect(names(record)).toEqual(expected);
  });

  it('refuses a transition out of the held state that the held-in state forbids', () => {
    expect(mayTransition(machine, transition('cancel'), { status: 'ON_HOLD', status_before_hold: 'PARTIALLY_SHIPPED' })).toBe(false);
    expect(mayTransition(machine, transition('cancel'), { status: 'PARTIALLY_SHIPPED' })).toBe(false);
    expect(mayTransition(machine, transition('release'), { status: 'ON_HOLD', status_before_hold: 'PARTIALLY_SHIPPED' })).toBe(true);
  });

  it('tells the hold and the state held in', () => {
    expect(heldState(machine, { status: 'ON_HOLD', status_before_hold: 'PAID' })).toEqual({ transition: 'hold', from: 'PAID' });
    expect(heldState(machine, { status: 'PAID', status_before_hold: 'DRAFT' })).toBeUndefined();
  });
});
