/**
 * VAT by place of supply, decided in one place. A pure function over the order (its lines, its shipping, where the
 * goods are and where they go), the seller (establishment and registrations), the buyer (consumer or VAT-registered
 * business) and the channel (an online marketplace or the seller's own shop). Its result — a treatment per line and
 * for the shipping charge, each with the rate, the country whose VAT it is, who accounts for it and the reason in
 * words — is stored on the order; invoices, credit notes and returns read what was stored and never decide again.
 *
 * Guidance each rule follows (HMRC unless said):
 * - UK supplies at the goods' UK rate: VAT Notice 700 "The VAT guide", section 3 (rates) and section 4.
 * - Goods sent from Great Britain to any place outside the UK, EU included, are zero-rated exports: VAT Notice 703
 *   "Goods exported from the UK", sections 2.1 and 3; NI to outside the UK and EU likewise.
 * - Online marketplaces as deemed suppliers: VAT Act 1994 s.5A; "VAT and overseas goods sold to customers in the
 *   UK using online marketplaces" (gov.uk guidance): the marketplace is liable for UK VAT on consignments ≤ £135
 *   imported to GB and on goods of any value in the UK sold by an overseas seller; s.5A(1A) keeps a sale to a
 *   VAT-registered UK business who gave its number out of the rule. The overseas seller's deemed supply to the
 *   marketplace of goods in the UK is zero-rated; for imported consignments ≤ £135 it is outside the scope of UK
 *   VAT (VATREG37210).
 * - Low-value imports sold directly: VAT Act 1994 s.7 — consignments ≤ £135 to GB consumers are UK supplies at
 *   the point of sale (VATREG37210); above £135 import VAT is charged at the border, not by the seller.
 * - IOSS and EU consignments ≤ €150: Council Directive 2017/2455 (Art. 369l ff. of Directive 2006/112); a
 *   marketplace facilitating them is the deemed supplier (Art. 14a(1)). Seen from the UK, the goods leave GB: the
 *   seller's supply is a zero-rated export (Notice 703) and the EU VAT goes to the IOSS return, never box 1.
 * - Goods dispatched from Northern Ireland (Windsor Framework / NI Protocol): "Dispatches of goods from Northern
 *   Ireland to the EU, and charging VAT" — zero rate to an EU VAT-registered business whose number is held (VAT
 *   Notice 725, section 4); distance sales to EU consumers at UK VAT while the EU-wide €10,000 calendar-year
 *   threshold (this year or the last) is not passed and the seller has not opted for destination taxation, the
 *   destination member state's rate through the One Stop Shop above it (VATNIEU3720; "Register to use the One Stop
 *   Shop Union scheme"). OSS sales are left out of the UK return.
 * - Delivery charges follow the goods they deliver (VAT Notice 700/24 "Postage and delivery charges", 2.1).
 * - Credit notes follow the sale they correct (VAT Notice 700, section 18.2): the order's stored treatment, even
 *   when the seller's position has since changed.
 */
import { COUNTRY_ADJECTIVES, EU_MEMBER_STATES, ratesOn } from './eu-rates.ts';

/** Where the seller is established for VAT (VAT Notice 700/1, 2.2): Great Britain, Northern Ireland, or abroad. */
export type Establishment = 'GB' | 'NI' | 'OVERSEAS';
/** Where the goods are when sold: GB, NI, an EU member state, or elsewhere. */
export type GoodsLocation = 'GB' | 'NI' | 'EU' | 'OTHER';

/** How a supply is treated; each maps to UK return boxes in ./uk-return-boxes.ts. */
export type TreatmentCode =
  | 'UK_STANDARD' | 'UK_REDUCED' | 'UK_ZERO' | 'UK_EXEMPT' | 'OUTSIDE_SCOPE'
  | 'EXPORT_ZERO' | 'UK_REVERSE_CHARGE'
  | 'IOSS' | 'MARKETPLACE_UK' | 'MARKETPLACE_UK_IMPORT' | 'MARKETPLACE_EU'
  | 'NI_EU_B2B_ZERO' | 'NI_EU_DISTANCE_UK' | 'NI_EU_OSS'
  | 'IMPORT_BY_CUSTOMER' | 'NON_UK_SUPPLY';

/** Who owes the VAT on the supply. */
export type AccountedBy = 'SELLER_UK' | 'SELLER_IOSS' | 'SELLER_OSS' | 'MARKETPLACE' | 'CUSTOMER' | 'NONE';

/** The UK kind of the goods' tax (a sales tax's `kind`). */
export type GoodsKind = 'STANDARD' | 'REDUCED' | 'ZERO' | 'EXEMPT' | 'REVERSE_CHARGE' | 'OUTSIDE_SCOPE';

export interface Treatment {
  treatment: TreatmentCode;
  /** The rate charged on the document (percent); 0 where nothing is charged. */
  rate: number;
  /** The country whose VAT it is (GB for UK VAT), null where no VAT is due. */
  country: string | null;
  accounted_by: AccountedBy;
  /** The treatment in words, printed on the invoice. */
  reason: string;
}

export interface VatSeller {
  establishment: Establishment;
  /** Where the goods are when sold; by default GB or NI for a UK seller, OTHER for an overseas one. */
  goods_location?: GoodsLocation | null;
  /** The seller's IOSS number (IMxxxxxxxxxx) when registered for the EU Import One Stop Shop. */
  ioss_number?: string | null;
  /** Registered for the OSS Union scheme (NI sellers, through HMRC). */
  oss_registered?: boolean;
  /** Opted to tax NI → EU distance sales at destination below the threshold (needs OSS or local registration). */
  oss_opted_in?: boolean;
  /** NI → EU distance sales already made, in euro cents: in the previous calendar year and this year before this order. */
  eu_distance_sales?: { previous_year: number; current_year: number };
}

export interface VatOrder {
  /** The tax point (YYYY-MM-DD): the rates in force that day apply. */
  date: string;
  /** Destination country (ISO alpha-2); GB with a BT postcode, or XI, is Northern Ireland. */
  ship_to_country: string;
  ship_to_postcode?: string | null;
  /** The buyer's VAT number when the buyer is a VAT-registered business and gave it. */
  buyer_vat_number?: string | null;
  /** The online marketplace that facilitated the sale ("Amazon", "eBay"), null for the seller's own shop. */
  marketplace?: string | null;
  /** The consignment's intrinsic value (goods, no shipping) in pence and in euro cents, for the £135 and €150 limits. */
  consignment_gbp: number;
  consignment_eur: number;
  /** Each line's UK tax: its kind and rate. */
  lines: Array<{ kind: GoodsKind; uk_rate: number }>;
  /** The shipping's own UK tax when the order names one (null: follow the goods). */
  shipping_tax?: { kind: GoodsKind; uk_rate: number } | null;
}

export interface VatDecision { lines: Treatment[]; shipping: Treatment }

/** The EU-wide distance-selling threshold, €10,000 a calendar year (in cents). */
export const EU_DISTANCE_THRESHOLD = 1_000_000;
/** The UK low-value import limit, £135 (pence), and the EU's, €150 (cents). */
export const UK_LOW_VALUE_LIMIT = 13_500;
export const EU_LOW_VALUE_LIMIT = 15_000;

const percent = (rate: number) => `${rate} %`;
const adjective = (country: string) => COUNTRY_ADJECTIVES[country] ?? country;

/** Which part of the UK (or none) a destination is in. */
export function destinationRegion(country: string, postcode?: string | null): 'GB' | 'NI' | 'EU' | 'OTHER' {
  if (country === 'XI' || (country === 'GB' && /^\s*BT/i.test(postcode ?? ''))) return 'NI';
  if (['GB', 'IM'].includes(country)) return 'GB';
  if (EU_MEMBER_STATES.has(country)) return 'EU';
  return 'OTHER';
}

/** A UK-rated line as it would be charged at home. */
function ukDomestic(kind: GoodsKind, rate: number, why = ''): Treatment {
  if (kind === 'OUTSIDE_SCOPE') return { treatment: 'OUTSIDE_SCOPE', rate: 0, country: null, accounted_by: 'NONE', reason: 'Outside the scope of VAT' };
  if (kind === 'EXEMPT') return { treatment: 'UK_EXEMPT', rate: 0, country: 'GB', accounted_by: 'SELLER_UK', reason: 'Exempt from VAT' };
  if (kind === 'ZERO' || rate === 0) return { treatment: 'UK_ZERO', rate: 0, country: 'GB', accounted_by: 'SELLER_UK', reason: `Zero-rated${why}` };
  const reduced = kind === 'REDUCED';
  return { treatment: reduced ? 'UK_REDUCED' : 'UK_STANDARD', rate, country: 'GB', accounted_by: 'SELLER_UK', reason: `UK VAT ${percent(rate)}${reduced ? ' (reduced rate)' : ''}${why}` };
}

/** The destination's rate for goods of this UK kind: standard stays standard; reduced and zero-rated goods take the principal reduced rate. */
function destinationRate(country: string, date: string, kind: GoodsKind): number {
  const rates = ratesOn(country, date);
  if (!rates) throw new Error(`No VAT rates for ${country} in the rate table`);
  if (kind === 'STANDARD' || kind === 'REVERSE_CHARGE') return rates.standard;
  return rates.reduced[0] ?? rates.standard;
}

/** The decision for one supply of goods of `kind` (UK rate `ukRate`); the shipping passes the treatment of the goods it carries. */
function decideOne(order: VatOrder, seller: VatSeller, kind: GoodsKind, ukRate: number): Treatment {
  const from: GoodsLocation = seller.goods_location ?? (seller.establishment === 'OVERSEAS' ? 'OTHER' : seller.establishment);
  const to = destinationRegion(order.ship_to_country, order.ship_to_postcode);
  const business = Boolean(order.buyer_vat_number);
  const marketplace = order.marketplace ?? null;
  const dest = order.ship_to_country === 'XI' ? 'GB' : order.ship_to_country;
  if (kind === 'OUTSIDE_SCOPE') return ukDomestic(kind, 0);

  // Goods already in the UK (GB or NI) sold to a UK buyer.
  if ((from === 'GB' || from === 'NI') && (to === 'GB' || to === 'NI')) {
    // s.5A VATA 1994: an overseas seller's goods in the UK sold to a consumer through a marketplace — the marketplace
    // is the deemed supplier and charges the VAT; the seller's deemed supply to it is zero-rated.
    if (seller.establishment === 'OVERSEAS' && marketplace && !business) {
      const charged = ukDomestic(kind, ukRate);
      return { treatment: 'MARKETPLACE_UK', rate: charged.rate, country: 'GB', accounted_by: 'MARKETPLACE', reason: `VAT collected by ${marketplace} under the deemed supplier rules` };
    }
    // s.5A(1A) and the reverse charge for overseas sellers' supplies to VAT-registered UK businesses (Notice 700/1, 2.5).
    if (seller.establishment === 'OVERSEAS' && business) {
      return { treatment: 'UK_REVERSE_CHARGE', rate: 0, country: 'GB', accounted_by: 'CUSTOMER', reason: `Reverse charge: customer to account for UK VAT (${order.buyer_vat_number})` };
    }
    return ukDomestic(kind, ukRate);
  }

  // Goods outside the UK sold to a UK buyer (imports).
  if ((from === 'EU' || from === 'OTHER') && (to === 'GB' || to === 'NI')) {
    const lowValue = order.consignment_gbp <= UK_LOW_VALUE_LIMIT && to === 'GB';
    if (lowValue && marketplace && !business) {
      const charged = ukDomestic(kind, ukRate);
      return { treatment: 'MARKETPLACE_UK_IMPORT', rate: charged.rate, country: 'GB', accounted_by: 'MARKETPLACE', reason: `VAT collected by ${marketplace} under the deemed supplier rules (import of £135 or less)` };
    }
    if (lowValue && !business) return ukDomestic(kind, ukRate, ' (import of £135 or less: UK VAT at the point of sale)');
    return { treatment: 'IMPORT_BY_CUSTOMER', rate: 0, country: 'GB', accounted_by: 'CUSTOMER', reason: 'Import VAT paid by the customer on arrival' };
  }

  // Goods in Northern Ireland sent to the EU: dispatches under the Windsor Framework, not exports.
  if (from === 'NI' && to === 'EU') {
    if (business) return { treatment: 'NI_EU_B2B_ZERO', rate: 0, country: null, accounted_by: 'NONE', reason: `Zero-rated dispatch to an EU VAT-registered business (${order.buyer_vat_number})` };
    const sales = seller.eu_distance_sales ?? { previous_year: 0, current_year: 0 };
    const over = sales.previous_year > EU_DISTANCE_THRESHOLD || sales.current_year + order.consignment_eur > EU_DISTANCE_THRESHOLD;
    if (over || seller.oss_opted_in) {
      const rate = destinationRate(dest, order.date, kind);
      return { treatment: 'NI_EU_OSS', rate, country: dest, accounted_by: 'SELLER_OSS', reason: `OSS: ${adjective(dest)} VAT ${percent(rate)}` };
    }
    return { ...ukDomestic(kind, ukRate), treatment: kind === 'EXEMPT' ? 'UK_EXEMPT' : 'NI_EU_DISTANCE_UK', reason: `${ukDomestic(kind, ukRate).reason} (EU distance sale under the €10,000 threshold)` };
  }

  // Goods leaving the UK (GB to anywhere, NI to outside the EU).
  if (from === 'GB' || from === 'NI') {
    if (to === 'EU' && !business && order.consignment_eur <= EU_LOW_VALUE_LIMIT) {
      const rate = destinationRate(dest, order.date, kind);
      if (marketplace) return { treatment: 'MARKETPLACE_EU', rate, country: dest, accounted_by: 'MARKETPLACE', reason: `${adjective(dest)} VAT ${percent(rate)} collected by ${marketplace} under the deemed supplier rules (IOSS)` };
      if (seller.ioss_number) return { treatment: 'IOSS', rate, country: dest, accounted_by: 'SELLER_IOSS', reason: `IOSS: ${adjective(dest)} VAT ${percent(rate)}` };
    }
    return { treatment: 'EXPORT_ZERO', rate: 0, country: null, accounted_by: 'NONE', reason: 'Zero-rated export' };
  }

  // Goods outside the UK sent to a non-UK buyer: not a UK supply.
  return { treatment: 'NON_UK_SUPPLY', rate: 0, country: null, accounted_by: 'NONE', reason: 'Outside the scope of UK VAT (goods outside the UK)' };
}

/**
 * Decides the VAT of an order: one treatment per line, and one for the shipping charge, which follows the goods
 * (Notice 700/24): at the shipping's own UK rate when the order names one, else the highest rate among the lines.
 */
export function decideVat(order: VatOrder, seller: VatSeller): VatDecision {
  const lines = order.lines.map((line) => decideOne(order, seller, line.kind, line.uk_rate));
  // The shipping takes the treatment of the goods it carries: the line with the highest rate (the first of equals).
  let lead = 0;
  lines.forEach((line, i) => { if (line.rate > lines[lead].rate) lead = i; });
  const carried = order.shipping_tax ?? order.lines[lead] ?? { kind: 'STANDARD' as GoodsKind, uk_rate: 0 };
  const shipping = lines.length ? decideOne(order, seller, carried.kind, carried.uk_rate) : ukDomestic(carried.kind, carried.uk_rate);
  return { lines, shipping };
}

/** A credit note's treatment: its order's, as stored, whatever the seller's position is today (Notice 700, 18.2). */
export function creditNoteTreatment(orderTreatment: Treatment): Treatment {
  return { ...orderTreatment, reason: `${orderTreatment.reason} (credit for the original sale)` };
}
