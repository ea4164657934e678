/**
 * Which transitions of a state machine (`x-entity.stateMachine`, resolved as `StateMachine` in model/types.ts)
 * a record may take now. The API enforces this (api/crud/service.ts) and the admin offers only these buttons.
 *
 * A transition is allowed when the record's state is one of its `from` states, and, when the record is held (its
 * state was entered by a `remember` transition, e.g. ON_HOLD), also from the state it was held in: a hold is not a
 * way round a guard. The way back (`to: $previous`) is always open from the held state.
 */

/** The parts of a resolved state machine the rule reads (structural, so this folder imports nothing). */
export interface MachineRules {
  field: string;
  initial: string;
  transitions: readonly { name: string; from: readonly string[]; to: string }[];
  holds: readonly { state: string; transition: string; field: string }[];
}

type Record_ = Record<string, unknown>;

/**
 * The hold the record is in and the state it was held in, or undefined when it is not held. A held record without
 * a remembered state (held before the state was remembered) counts as held in the initial state, which is also
 * where `$previous` takes it.
 */
export function heldState(machine: MachineRules, record: Record_): { transition: string; from: string } | undefined {
  const hold = machine.holds.find((h) => h.state === String(record[machine.field]));
  if (!hold) return undefined;
  const remembered = record[hold.field];
  return { transition: hold.transition, from: typeof remembered === 'string' && remembered ? remembered : machine.initial };
}

/** Whether `transition` may run on `record` now (see the module comment). */
export function mayTransition(machine: MachineRules, transition: MachineRules['transitions'][number], record: Record_): boolean {
  if (!transition.from.includes(String(record[machine.field]))) return false;
  if (transition.to === '$previous') return true;
  const held = heldState(machine, record);
  return !held || transition.from.includes(held.from);
}

/** The transitions `record` may take now, in the schema's order. */
export function allowedTransitions<T extends MachineRules['transitions'][number]>(machine: MachineRules & { transitions: readonly T[] }, record: Record_): T[] {
  return machine.transitions.filter((t): t is T => mayTransition(machine, t, record));
}
