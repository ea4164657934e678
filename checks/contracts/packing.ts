/**
 * The pack screen's contract, shared by the API (`GET/POST /api/sales-orders/:id/pack`, api/domain/picking/pack.ts)
 * and the admin's pack screen (admin/src/picking/): the state it answers, and which line a scanned code names.
 */

export interface PackLine {
  id: string;
  product_id: string;
  sku: string;
  description: string;
  barcodes: string[];
  quantity: number;
  shipped_qty: number;
  /** Units going in this parcel: shipped or allocated now, less what is shipped. */
  to_pack: number;
  /** Of those, the units checked in. */
  packed: number;
  /** Units neither shipped nor allocated (waiting for stock): not packable yet. */
  waiting: number;
}

export interface PackState {
  order_id: string;
  number: string;
  status: string;
  version: number;
  packed_at: string | null;
  packed_by: string | null;
  /** Every unit to pack is in, and there is something to ship. */
  complete: boolean;
  lines: PackLine[];
}

/**
 * A barcode as GTIN-14 (digits only, left-padded with zeros); null for anything else (a SKU). GS1 defines GTIN-12
 * and GTIN-13 as GTIN-14 with leading zeros, so a scanner that reads a UPC-A as 12 digits and one that reports it as
 * EAN-13 with a leading 0 both match the product's stored value.
 */
export function gtin14(code: string): string | null {
  return /^[0-9]{8,14}$/.test(code) ? code.padStart(14, '0') : null;
}

/** The lines a scanned code names: by SKU (any case) or by a barcode compared as GTIN-14. */
export function linesOfCode<L extends Pick<PackLine, 'sku' | 'barcodes'>>(lines: L[], code: string): L[] {
  const gtin = gtin14(code);
  return lines.filter((l) => l.sku.toLowerCase() === code.toLowerCase() || (gtin !== null && l.barcodes.some((b) => gtin14(b) === gtin)));
}
