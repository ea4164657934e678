import { describe, expect, it } from 'vitest';
import { entityByName } from '../model.ts';
import { displayFields } from './displayFields.ts';
import { objectText } from './FieldValue.tsx';

describe('what a record shows', () => {
  it('leaves out a uuid that is not a reference, and keeps references and the id column', () => {
    const movement = entityByName('stock-movement')!;
    const names = displayFields(movement).map((f) => f.name);
    expect(names).not.toContain('user_id');
    expect(names).toContain('product_id');
    expect(names).toContain('user_email');
  });

  it('reads a stored object as words, without the ids inside it', () => {
    expect(objectText({ best_offer: true, category_id: '11561', html_template_id: 'bd61df3d-12d0-4857-a52a-4f3649ed9c2e', note: '' })).toBe('Best offer: Yes, Category id: 11561');
    // Lists of ids read as how many; lists of words as words; nested objects in words too, never as JSON.
    expect(objectText({ category_ids: ['d9a1e857-f5c1-4f7c-8ad1-26841cc9a27d'], tags: ['mug', 'tea'], dims: { width: 3, unit: 'cm' }, none: [] }))
      .toBe('Category ids: 1 selected, Tags: mug; tea, Dims: (Width: 3, Unit: cm)');
  });
});
