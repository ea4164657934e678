/**
 * Who delivers a parcel, as each marketplace names carriers when it is told a tracking number. A shipping carrier
 * says who delivers its parcels (`delivered_by` on the carrier; else worked out from its name), and each adapter
 * sends that marketplace's own code for it:
 *
 *   eBay    createShippingFulfillment `shippingCarrierCode`: the ShippingCarrier values eBay lists in
 *           GeteBayDetails (ShippingCarrierDetails), e.g. RoyalMail, Parcelforce, DPD, Yodel, Hermes (Evri's old
 *           name, the code eBay kept); a carrier eBay does not list goes as "Other" (the API takes no name).
 *           developer.ebay.com/api-docs/sell/fulfillment/resources/order/shipping_fulfillment/methods/createShippingFulfillment,
 *           developer.ebay.com/devzone/xml/docs/reference/ebay/extra/gtbydtls.rspns.shppngcrrrdtls.shppngcrrr.html
 *   Amazon  confirmShipment `packageDetail.carrierCode` (Orders API v0; required in every marketplace) from Amazon's
 *           carrier list; "Other" with `carrierName` for a carrier not on it.
 *           developer-docs.amazon.com/sp-api/docs/orders-api-v0-reference#packagedetail
 *   Etsy    createReceiptShipment `carrier_name`: one of the carriers Etsy supports, or `other` with the tracking
 *           code ("If the carrier is not supported, you may use `other` as the carrier name").
 *           developer.etsy.com/documentation/reference#operation/createReceiptShipment
 *
 * The sandboxes refuse a code not on these lists, as the marketplaces do.
 */

/** Who delivers, as Sellyard knows carriers (the shipping carrier's `delivered_by`). */
export type CarrierKey = 'ROYAL_MAIL' | 'PARCELFORCE' | 'DPD' | 'EVRI' | 'YODEL' | 'DHL' | 'UPS' | 'FEDEX' | 'AMAZON_SHIPPING' | 'USPS' | 'OTHER';

interface Codes { ebay: string; amazon: string; etsy: string; names: RegExp }

/** The mapping, one row per carrier; `names` recognises a carrier by its name when `delivered_by` is empty. */
export const CARRIER_CODES: Record<Exclude<CarrierKey, 'OTHER'>, Codes> = {
  ROYAL_MAIL: { ebay: 'RoyalMail', amazon: 'Royal Mail', etsy: 'royal-mail', names: /royal[\s_-]*mail|click\s*&?\s*drop/i },
  PARCELFORCE: { ebay: 'Parcelforce', amazon: 'Parcelforce', etsy: 'parcelforce', names: /parcel[\s_-]*force/i },
  DPD: { ebay: 'DPD', amazon: 'DPD', etsy: 'dpd', names: /\bdpd\b/i },
  EVRI: { ebay: 'Hermes', amazon: 'Evri', etsy: 'evri', names: /\bevri\b|\bhermes\b/i },
  YODEL: { ebay: 'Yodel', amazon: 'Yodel', etsy: 'yodel', names: /\byodel\b/i },
  DHL: { ebay: 'DHL', amazon: 'DHL', etsy: 'dhl', names: /\bdhl\b/i },
  UPS: { ebay: 'UPS', amazon: 'UPS', etsy: 'ups', names: /\bups\b/i },
  FEDEX: { ebay: 'FedEx', amazon: 'FedEx', etsy: 'fedex', names: /fed[\s_-]*ex/i },
  AMAZON_SHIPPING: { ebay: 'Other', amazon: 'Amazon Shipping', etsy: 'other', names: /amazon[\s_-]*shipping/i },
  USPS: { ebay: 'USPS', amazon: 'USPS', etsy: 'usps', names: /\busps\b/i },
};

/** The codes each marketplace accepts (the sandboxes check against these). */
export const EBAY_CARRIER_CODES = new Set([...Object.values(CARRIER_CODES).map((c) => c.ebay), 'Other']);
export const AMAZON_CARRIER_CODES = new Set([...Object.values(CARRIER_CODES).map((c) => c.amazon), 'Other']);
export const ETSY_CARRIER_NAMES = new Set([...Object.values(CARRIER_CODES).map((c) => c.etsy), 'other']);

/** Who delivers: the carrier's own `delivered_by` when set, else recognised from its name, else OTHER. */
export function carrierKeyOf(deliveredBy: string | null | undefined, name: string | null | undefined): CarrierKey {
  if (deliveredBy && (deliveredBy === 'OTHER' || deliveredBy in CARRIER_CODES)) return deliveredBy as CarrierKey;
  const found = Object.entries(CARRIER_CODES).find(([, codes]) => codes.names.test(String(name ?? '')));
  return (found?.[0] as CarrierKey | undefined) ?? 'OTHER';
}

/** The shipment's carrier key: as given, else recognised from its carrier's name. */
export const keyOfShipment = (shipment: { carrier: string; carrierKey?: CarrierKey }): CarrierKey => shipment.carrierKey ?? carrierKeyOf(null, shipment.carrier);

export const ebayCarrierCode = (key: CarrierKey): string => (key === 'OTHER' ? 'Other' : CARRIER_CODES[key].ebay);

/** Amazon's `carrierCode`, with `carrierName` when the code is "Other". */
export function amazonCarrier(key: CarrierKey, name: string): { carrierCode: string; carrierName?: string } {
  const code = key === 'OTHER' ? 'Other' : CARRIER_CODES[key].amazon;
  return code === 'Other' ? { carrierCode: 'Other', carrierName: name.slice(0, 64) || 'Other' } : { carrierCode: code };
}

export const etsyCarrierName = (key: CarrierKey): string => (key === 'OTHER' ? 'other' : CARRIER_CODES[key].etsy);
