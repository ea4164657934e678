/**
 * Which boxes of the UK VAT return (VAT Notice 700/12, section 3 "How to fill in your return") a stored treatment
 * goes to. Box 1: VAT due on sales the seller accounts for to HMRC. Box 6: the value of all the seller's supplies
 * ex VAT, zero-rated, exempt and exports included (3.6). Box 8: dispatches of goods from Northern Ireland to EU
 * member states (3.8). OSS and IOSS VAT goes to those returns, never to the UK one; VAT a marketplace collects as
 * deemed supplier leaves the seller's output VAT (the overseas seller's zero-rated supply to it stays in box 6).
 */
import type { TreatmentCode } from './place-of-supply.ts';

export interface BoxRule { box1: boolean; box6: boolean; box8: boolean }

export const UK_RETURN_BOXES: Record<TreatmentCode, BoxRule> = {
  UK_STANDARD: { box1: true, box6: true, box8: false },
  UK_REDUCED: { box1: true, box6: true, box8: false },
  UK_ZERO: { box1: false, box6: true, box8: false },
  UK_EXEMPT: { box1: false, box6: true, box8: false },
  OUTSIDE_SCOPE: { box1: false, box6: false, box8: false },
  EXPORT_ZERO: { box1: false, box6: true, box8: false },
  UK_REVERSE_CHARGE: { box1: false, box6: true, box8: false },
  // A GB seller's IOSS sale is a zero-rated export seen from the UK (Notice 703); the EU VAT is on the IOSS return.
  IOSS: { box1: false, box6: true, box8: false },
  // The overseas seller's deemed supply to the marketplace is zero-rated (s.5A VATA 1994).
  MARKETPLACE_UK: { box1: false, box6: true, box8: false },
  // Outside the scope of UK VAT for the seller (VATREG37210).
  MARKETPLACE_UK_IMPORT: { box1: false, box6: false, box8: false },
  // Goods leave GB: a zero-rated export; the marketplace accounts for the EU VAT.
  MARKETPLACE_EU: { box1: false, box6: true, box8: false },
  NI_EU_B2B_ZERO: { box1: false, box6: true, box8: true },
  NI_EU_DISTANCE_UK: { box1: true, box6: true, box8: true },
  // OSS sales are declared on the OSS return only.
  NI_EU_OSS: { box1: false, box6: false, box8: false },
  IMPORT_BY_CUSTOMER: { box1: false, box6: false, box8: false },
  NON_UK_SUPPLY: { box1: false, box6: false, box8: false },
};
