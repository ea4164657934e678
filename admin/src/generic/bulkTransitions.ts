/**
 * Transitions on a list's selection: which ones to offer (those the state machine allows from at least one
 * selected record's state and the role may run on it) and the summary said afterwards, in words:
 * "2 sales orders put on hold; 1 refused — SO-000123: The order is cancelled: Put on hold is allowed from …".
 */
import { allowedTransitions as allowedTransitionsOf } from '../../../checks/index.ts';
import type { EntityModel, Transition } from '../model.ts';
import { pastParticiple, plural, recordName } from '../lib/words.ts';

type Json = Record<string, any>;

/** True when running `transition` must first ask the user something (an input, a confirm sentence, destructive). */
export function asksFirst(transition: Pick<Transition, 'input' | 'confirm' | 'destructive'>): boolean {
  return Boolean(transition.input || transition.confirm || transition.destructive);
}

/**
 * The transitions to offer on these records: never a system one; one the state machine allows from at least one
 * record's state, for a record `mayUpdate` allows. In the state machine's order.
 */
export function bulkTransitions(entity: EntityModel, records: Json[], mayUpdate: (record: Json) => boolean): Transition[] {
  const machine = entity.stateMachine;
  if (!machine) return [];
  const allowed = new Set(records.filter(mayUpdate).flatMap((r) => allowedTransitionsOf(machine, r).map((t) => t.name)));
  return machine.transitions.filter((t) => !t.bySystem && allowed.has(t.name));
}

/** The fields a list must read for `bulkTransitions` to judge its rows: the state, and the states remembered. */
export function transitionFields(entity: EntityModel): string[] {
  const machine = entity.stateMachine;
  if (!machine) return [];
  return [machine.field, ...machine.transitions.filter((t) => t.remember).map((t) => `${machine.field}_before_${t.name}`)];
}

export interface BulkOutcome {
  record: Json;
  /** Why it was refused (the API's words); undefined when the transition ran. */
  refused?: string;
}

/**
 * Why the API refused a record, in the merchant's words. A transition the record's state does not allow comes back
 * with the state's code (`currentStatus`): it is said with the state's label ("it is Cancelled") and the transition's,
 * never the code. Anything else keeps the API's own sentence.
 */
export function refusalReason(
  transition: Pick<Transition, 'label'>,
  problem: { code?: string; detail?: string; currentStatus?: unknown } | undefined,
  stateLabel: (state: string) => string,
  fallback: string,
): string {
  if (problem?.code === 'illegal_transition' && typeof problem.currentStatus === 'string') {
    return `${transition.label} is not possible while it is ${stateLabel(problem.currentStatus)}`;
  }
  return fallback;
}

/** "1 sales order", "3 sales orders". */
function count(entity: Pick<EntityModel, 'title'>, n: number): string {
  return `${n} ${(n === 1 ? entity.title : plural(entity.title)).toLowerCase()}`;
}

/** The toast after a bulk transition: how many ran, how many were refused and why, each refused record named. */
export function bulkSummary(entity: Pick<EntityModel, 'title' | 'labelField' | 'searchFields'>, transition: Pick<Transition, 'label'>, outcomes: BulkOutcome[]): string {
  const done = outcomes.filter((o) => !o.refused);
  const refused = outcomes.filter((o) => o.refused);
  const parts: string[] = [];
  if (done.length) parts.push(`${count(entity, done.length)} ${pastParticiple(transition.label)}`);
  if (refused.length) {
    // Each reason without its closing full stop: they are joined with semicolons.
    const why = refused.map((o) => `${recordName(entity, o.record) ?? entity.title}: ${o.refused!.trim().replace(/\.+$/, '')}`).join('; ');
    parts.push(done.length ? `${refused.length} refused — ${why}` : `${count(entity, refused.length)} refused — ${why}`);
  }
  return parts.join('; ') || `No ${plural(entity.title).toLowerCase()} selected`;
}
