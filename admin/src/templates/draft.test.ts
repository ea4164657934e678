import { describe, expect, it } from 'vitest';
import { unknownPlaceholders } from '../../../checks/template-render.ts';
import { STARTER_BODY, draftOf, insertAt, isDirty, newDraft, payloadOf } from './draft.ts';

describe('template drafts', () => {
  it('inserts a placeholder at the caret, replacing a selection', () => {
    expect(insertAt('<p></p>', '{{total}}', 3)).toEqual({ text: '<p>{{total}}</p>', caret: 12 });
    expect(insertAt('<p>xx</p>', '{{total}}', 3, 5)).toEqual({ text: '<p>{{total}}</p>', caret: 12 });
    expect(insertAt('ab', '{{x}}', 99)).toEqual({ text: 'ab{{x}}', caret: 7 });
  });

  it('starts every type with a body its type accepts', () => {
    for (const [type, body] of Object.entries(STARTER_BODY)) expect(unknownPlaceholders(body, type as never), type).toEqual([]);
  });

  it('tells a changed draft from the stored template, and sends only what the designer edits', () => {
    const stored = draftOf({ id: 'a', version: 3, type: 'INVOICE', name: 'Std', body: '<p>x</p>', paper_size: 'A4', orientation: 'PORTRAIT', is_default: true, account_id: 'z' });
    expect(isDirty(stored, stored)).toBe(false);
    expect(isDirty({ ...stored, body: '<p>y</p>' }, stored)).toBe(true);
    expect(isDirty(newDraft('INVOICE'), undefined)).toBe(true);
    expect(payloadOf(stored)).toEqual({ type: 'INVOICE', name: 'Std', body: '<p>x</p>', paper_size: 'A4', orientation: 'PORTRAIT', is_default: true, version: 3 });
    expect(payloadOf(newDraft('PACKING_SLIP'))).not.toHaveProperty('version');
  });
});
