import { describe, expect, it } from 'vitest';
import { lineOfCode, packedWords, type PackState } from './packWords.ts';

const state: PackState = {
  order_id: 'o', number: 'SO-000001', status: 'PAID', version: 2, packed_at: null, packed_by: null, complete: false,
  lines: [
    { id: 'a', product_id: 'p', sku: 'PK-MUG', description: 'Mug', barcodes: ['5000000000012'], quantity: 2, shipped_qty: 0, to_pack: 2, packed: 1, waiting: 0 },
    { id: 'b', product_id: 'q', sku: 'PK-CUP', description: 'Cup', barcodes: ['012345678905'], quantity: 1, shipped_qty: 0, to_pack: 1, packed: 0, waiting: 0 },
  ],
};

describe('the pack screen words', () => {
  it('finds the line of a barcode as GTIN-14, or of a SKU in any case', () => {
    expect(lineOfCode(state, '5000000000012')?.id).toBe('a');
    expect(lineOfCode(state, '0012345678905')?.id).toBe('b');
    expect(lineOfCode(state, 'pk-cup')?.id).toBe('b');
    expect(lineOfCode(state, '5012345678900')).toBeUndefined();
  });

  it('says which item went in and how many of the line are in', () => {
    expect(packedWords(state, '5000000000012')).toBe('PK-MUG packed: 1 of 2.');
  });
});
