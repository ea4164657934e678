/**
 * The pack screen's state (as `GET/POST /api/sales-orders/:id/pack` answer it) and what a good scan says, in words.
 */
import { linesOfCode, type PackLine, type PackState } from '../../../checks/contracts/packing.ts';

export type { PackLine, PackState };

/** The line a scanned code named: its SKU (any case) or a barcode, compared as GTIN-14 as the server does. */
export function lineOfCode(state: PackState, code: string): PackLine | undefined {
  return linesOfCode(state.lines, code)[0];
}

/** "PK-MUG packed: 1 of 2." after a good scan (the screen says "Everything is packed" itself once all are in). */
export function packedWords(state: PackState, code: string): string {
  const line = lineOfCode(state, code);
  return line ? `${line.sku} packed: ${line.packed} of ${line.to_pack}.` : `${code} packed.`;
}
