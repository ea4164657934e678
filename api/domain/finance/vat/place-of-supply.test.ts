import { describe, expect, it } from 'vitest';
import { creditNoteTreatment, decideVat, type GoodsKind, type VatOrder, type VatSeller } from './place-of-supply.ts';
import { ratesOn } from './eu-rates.ts';
import { UK_RETURN_BOXES } from './uk-return-boxes.ts';

const GB: VatSeller = { establishment: 'GB' };
const GB_IOSS: VatSeller = { establishment: 'GB', ioss_number: 'IM3720000123' };
const NI: VatSeller = { establishment: 'NI', eu_distance_sales: { previous_year: 0, current_year: 0 } };
const NI_OVER: VatSeller = { establishment: 'NI', oss_registered: true, eu_distance_sales: { previous_year: 0, current_year: 995_000 } };
const NI_LAST_YEAR: VatSeller = { establishment: 'NI', oss_registered: true, eu_distance_sales: { previous_year: 1_200_000, current_year: 0 } };
const NI_OPTED: VatSeller = { establishment: 'NI', oss_registered: true, oss_opted_in: true };
const OVERSEAS_UK_STOCK: VatSeller = { establishment: 'OVERSEAS', goods_location: 'GB' };
const OVERSEAS: VatSeller = { establishment: 'OVERSEAS' };

const std = { kind: 'STANDARD' as GoodsKind, uk_rate: 20 };
const red = { kind: 'REDUCED' as GoodsKind, uk_rate: 5 };
const zero = { kind: 'ZERO' as GoodsKind, uk_rate: 0 };

function order(over: Partial<VatOrder>): VatOrder {
  return { date: '2026-05-10', ship_to_country: 'GB', consignment_gbp: 5000, consignment_eur: 5800, lines: [std], ...over };
}

type Case = [string, VatOrder, VatSeller, string, number, string | null, string, string];
// name, order, seller, line treatment, line rate, VAT country, accounted by, reason on the invoice
const cases: Case[] = [
  ['GB domestic, standard rate', order({}), GB, 'UK_STANDARD', 20, 'GB', 'SELLER_UK', 'UK VAT 20 %'],
  ['GB domestic, reduced rate', order({ lines: [red] }), GB, 'UK_REDUCED', 5, 'GB', 'SELLER_UK', 'UK VAT 5 % (reduced rate)'],
  ['GB domestic, zero-rated goods', order({ lines: [zero] }), GB, 'UK_ZERO', 0, 'GB', 'SELLER_UK', 'Zero-rated'],
  ['GB domestic, exempt goods', order({ lines: [{ kind: 'EXEMPT', uk_rate: 0 }] }), GB, 'UK_EXEMPT', 0, 'GB', 'SELLER_UK', 'Exempt from VAT'],
  ['GB seller to Northern Ireland is a UK sale', order({ ship_to_postcode: 'BT1 1AA' }), GB, 'UK_STANDARD', 20, 'GB', 'SELLER_UK', 'UK VAT 20 %'],
  ['GB domestic through eBay: a UK seller accounts itself', order({ marketplace: 'eBay' }), GB, 'UK_STANDARD', 20, 'GB', 'SELLER_UK', 'UK VAT 20 %'],
  ['GB export to France (the Lyon eBay order, over €150)', order({ ship_to_country: 'FR', consignment_eur: 20_000, marketplace: 'eBay' }), GB, 'EXPORT_ZERO', 0, null, 'NONE', 'Zero-rated export'],
  ['GB export to the EU, no IOSS', order({ ship_to_country: 'DE' }), GB, 'EXPORT_ZERO', 0, null, 'NONE', 'Zero-rated export'],
  ['GB export to the US', order({ ship_to_country: 'US' }), GB, 'EXPORT_ZERO', 0, null, 'NONE', 'Zero-rated export'],
  ['GB export to Norway, reduced-rate goods', order({ ship_to_country: 'NO', lines: [red] }), GB, 'EXPORT_ZERO', 0, null, 'NONE', 'Zero-rated export'],
  ['GB export to an EU business', order({ ship_to_country: 'NL', buyer_vat_number: 'NL123456789B01' }), GB_IOSS, 'EXPORT_ZERO', 0, null, 'NONE', 'Zero-rated export'],
  ['IOSS: French consumer, €58', order({ ship_to_country: 'FR' }), GB_IOSS, 'IOSS', 20, 'FR', 'SELLER_IOSS', 'IOSS: French VAT 20 %'],
  ['IOSS: German consumer, reduced-rate goods', order({ ship_to_country: 'DE', lines: [red] }), GB_IOSS, 'IOSS', 7, 'DE', 'SELLER_IOSS', 'IOSS: German VAT 7 %'],
  ['IOSS exactly at €150', order({ ship_to_country: 'IE', consignment_eur: 15_000 }), GB_IOSS, 'IOSS', 23, 'IE', 'SELLER_IOSS', 'IOSS: Irish VAT 23 %'],
  ['IOSS not possible over €150: export', order({ ship_to_country: 'IE', consignment_eur: 15_001 }), GB_IOSS, 'EXPORT_ZERO', 0, null, 'NONE', 'Zero-rated export'],
  ['IOSS at the dated rate: Finland before September 2024', order({ ship_to_country: 'FI', date: '2024-08-31' }), GB_IOSS, 'IOSS', 24, 'FI', 'SELLER_IOSS', 'IOSS: Finnish VAT 24 %'],
  ['IOSS at the dated rate: Finland from September 2024', order({ ship_to_country: 'FI', date: '2024-09-01' }), GB_IOSS, 'IOSS', 25.5, 'FI', 'SELLER_IOSS', 'IOSS: Finnish VAT 25.5 %'],
  ['Deemed supplier EU: Amazon, Italy ≤ €150', order({ ship_to_country: 'IT', marketplace: 'Amazon' }), GB, 'MARKETPLACE_EU', 22, 'IT', 'MARKETPLACE', 'Italian VAT 22 % collected by Amazon under the deemed supplier rules (IOSS)'],
  ['Deemed supplier UK: overseas seller, goods in the UK, Amazon', order({ marketplace: 'Amazon' }), OVERSEAS_UK_STOCK, 'MARKETPLACE_UK', 20, 'GB', 'MARKETPLACE', 'VAT collected by Amazon under the deemed supplier rules'],
  ['Deemed supplier UK: import ≤ £135 through eBay', order({ marketplace: 'eBay', consignment_gbp: 13_500 }), OVERSEAS, 'MARKETPLACE_UK_IMPORT', 20, 'GB', 'MARKETPLACE', 'VAT collected by eBay under the deemed supplier rules (import of £135 or less)'],
  ['Overseas seller, import over £135 through eBay: import VAT', order({ marketplace: 'eBay', consignment_gbp: 13_501 }), OVERSEAS, 'IMPORT_BY_CUSTOMER', 0, 'GB', 'CUSTOMER', 'Import VAT paid by the customer on arrival'],
  ['Overseas seller, own shop, import ≤ £135: UK VAT at sale', order({ consignment_gbp: 9_000 }), OVERSEAS, 'UK_STANDARD', 20, 'GB', 'SELLER_UK', 'UK VAT 20 % (import of £135 or less: UK VAT at the point of sale)'],
  ['Overseas seller, goods in the UK, to a UK business: reverse charge', order({ marketplace: 'Amazon', buyer_vat_number: 'GB123456789' }), OVERSEAS_UK_STOCK, 'UK_REVERSE_CHARGE', 0, 'GB', 'CUSTOMER', 'Reverse charge: customer to account for UK VAT (GB123456789)'],
  ['NI distance sale under €10,000: UK VAT', order({ ship_to_country: 'FR' }), NI, 'NI_EU_DISTANCE_UK', 20, 'GB', 'SELLER_UK', 'UK VAT 20 % (EU distance sale under the €10,000 threshold)'],
  ['NI distance sale that crosses €10,000: OSS', order({ ship_to_country: 'FR' }), NI_OVER, 'NI_EU_OSS', 20, 'FR', 'SELLER_OSS', 'OSS: French VAT 20 %'],
  ['NI distance sale, over last year: OSS at the Swedish rate', order({ ship_to_country: 'SE' }), NI_LAST_YEAR, 'NI_EU_OSS', 25, 'SE', 'SELLER_OSS', 'OSS: Swedish VAT 25 %'],
  ['NI distance sale, opted in below the threshold', order({ ship_to_country: 'ES', lines: [red] }), NI_OPTED, 'NI_EU_OSS', 10, 'ES', 'SELLER_OSS', 'OSS: Spanish VAT 10 %'],
  ['NI B2B dispatch to an EU business', order({ ship_to_country: 'IE', buyer_vat_number: 'IE6388047V' }), NI, 'NI_EU_B2B_ZERO', 0, null, 'NONE', 'Zero-rated dispatch to an EU VAT-registered business (IE6388047V)'],
  ['NI to GB is a UK sale', order({ ship_to_country: 'GB', ship_to_postcode: 'M1 1AA' }), NI, 'UK_STANDARD', 20, 'GB', 'SELLER_UK', 'UK VAT 20 %'],
  ['NI export outside the EU', order({ ship_to_country: 'CH' }), NI, 'EXPORT_ZERO', 0, null, 'NONE', 'Zero-rated export'],
  ['Outside-the-scope goods stay outside', order({ lines: [{ kind: 'OUTSIDE_SCOPE', uk_rate: 0 }] }), GB, 'OUTSIDE_SCOPE', 0, null, 'NONE', 'Outside the scope of VAT'],
  ['Overseas goods to an overseas buyer: not a UK supply', order({ ship_to_country: 'US' }), OVERSEAS, 'NON_UK_SUPPLY', 0, null, 'NONE', 'Outside the scope of UK VAT (goods outside the UK)'],
];

describe('decideVat', () => {
  it('has a case for every treatment', () => {
    const covered = new Set(cases.map((c) => c[3]));
    expect(Object.keys(UK_RETURN_BOXES).filter((code) => !covered.has(code))).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)('%s', (_name, input, seller, treatment, rate, country, accountedBy, reason) => {
    const [line] = decideVat(input, seller).lines;
    expect(line).toEqual({ treatment, rate, country, accounted_by: accountedBy, reason });
  });

  it('taxes mixed-rate goods line by line and the shipping at the highest line rate (UK)', () => {
    const decision = decideVat(order({ lines: [red, std, zero] }), GB);
    expect(decision.lines.map((l) => [l.treatment, l.rate])).toEqual([['UK_REDUCED', 5], ['UK_STANDARD', 20], ['UK_ZERO', 0]]);
    expect(decision.shipping).toMatchObject({ treatment: 'UK_STANDARD', rate: 20, accounted_by: 'SELLER_UK' });
  });

  it('takes the order\'s own shipping rate when it names one', () => {
    expect(decideVat(order({ lines: [std], shipping_tax: red }), GB).shipping).toMatchObject({ treatment: 'UK_REDUCED', rate: 5 });
    expect(decideVat(order({ lines: [std], shipping_tax: zero }), GB).shipping).toMatchObject({ treatment: 'UK_ZERO', rate: 0 });
  });

  it('zero-rates the shipping of an export and charges IOSS shipping at the destination standard rate', () => {
    expect(decideVat(order({ ship_to_country: 'US', lines: [red, std] }), GB).shipping).toMatchObject({ treatment: 'EXPORT_ZERO', rate: 0 });
    const ioss = decideVat(order({ ship_to_country: 'FR', lines: [red, std] }), GB_IOSS);
    expect(ioss.lines.map((l) => l.rate)).toEqual([5.5, 20]);
    expect(ioss.shipping).toMatchObject({ treatment: 'IOSS', rate: 20, country: 'FR' });
  });

  it('keeps the shipping of OSS goods in the destination (mixed rates)', () => {
    const oss = decideVat(order({ ship_to_country: 'DE', lines: [red, std] }), NI_OVER);
    expect(oss.lines.map((l) => [l.treatment, l.rate])).toEqual([['NI_EU_OSS', 7], ['NI_EU_OSS', 19]]);
    expect(oss.shipping).toMatchObject({ treatment: 'NI_EU_OSS', rate: 19, country: 'DE' });
  });

  it('lets a credit note follow its order, not the seller\'s position today', () => {
    // Sold under the threshold at UK VAT; the seller has since crossed it. The credit keeps UK VAT.
    const sold = decideVat(order({ ship_to_country: 'FR' }), NI).lines[0];
    expect(decideVat(order({ ship_to_country: 'FR' }), NI_OVER).lines[0].treatment).toBe('NI_EU_OSS');
    expect(creditNoteTreatment(sold)).toEqual({ ...sold, reason: 'UK VAT 20 % (EU distance sale under the €10,000 threshold) (credit for the original sale)' });
  });
});

describe('ratesOn', () => {
  it('answers the period in force on the date', () => {
    expect(ratesOn('EE', '2023-12-31')?.standard).toBe(20);
    expect(ratesOn('EE', '2024-01-01')?.standard).toBe(22);
    expect(ratesOn('EE', '2025-07-01')?.standard).toBe(24);
    expect(ratesOn('DE', '2020-10-01')).toEqual({ from: '2020-07-01', standard: 16, reduced: [5] });
    expect(ratesOn('XX', '2024-01-01')).toBeUndefined();
  });
});
