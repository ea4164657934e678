/**
 * The words and rules of a phone list's selection mode (PhoneSelection.tsx), pure so they are unit-tested.
 */
import { plural } from '../lib/words.ts';

/** What a list's selection can do for this role: delete, print its documents, or run a transition. */
export function hasBulkActions(may: { delete: boolean; print: boolean; transition: boolean }): boolean {
  return may.delete || may.print || may.transition;
}

/** The selection bar's count: "2 selected", or with nothing selected yet what to do ("Tap sales orders to select them"). */
export function selectionCount(count: number, entityTitle: string): string {
  return count > 0 ? `${count} selected` : `Tap ${plural(entityTitle).toLowerCase()} to select them`;
}
