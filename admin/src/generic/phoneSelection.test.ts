import { describe, expect, it } from 'vitest';
import { hasBulkActions, selectionCount } from './phoneSelection.ts';

describe("a phone list's selection", () => {
  it('says how many are selected, and what to do while none is', () => {
    expect(selectionCount(2, 'Sales order')).toBe('2 selected');
    expect(selectionCount(1, 'Sales order')).toBe('1 selected');
    expect(selectionCount(0, 'Sales order')).toBe('Tap sales orders to select them');
    expect(selectionCount(0, 'Category')).toBe('Tap categories to select them');
  });

  it('is offered only to a role with something to do with a selection', () => {
    expect(hasBulkActions({ delete: false, print: false, transition: false })).toBe(false);
    expect(hasBulkActions({ delete: false, print: true, transition: false })).toBe(true);
    expect(hasBulkActions({ delete: false, print: false, transition: true })).toBe(true);
    expect(hasBulkActions({ delete: true, print: false, transition: false })).toBe(true);
  });
});
