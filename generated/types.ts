/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: entities/*\/*.schema.json, schemas/shared/*.schema.json (via generator/emit-types.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */

/**
 * A postal address. Documents keep a snapshot of it rather than a link, so editing a customer never rewrites an old order. Each place that uses it closes it with `unevaluatedProperties: false`, so it can be extended (a relationship's address adds `kind` and `is_default`).
 */
export interface Address {
/**
 * Name
 */
name?: string
/**
 * Company
 */
company?: string
/**
 * Address line 1
 */
line1: string
/**
 * Address line 2
 */
line2?: string
/**
 * City
 */
city: string
/**
 * Region
 */
region?: string
/**
 * Postcode
 */
postcode?: string
/**
 * Country
 */
country: string
/**
 * Phone
 */
phone?: string
/**
 * Email
 */
email?: string
}

/**
 * The `channel_fields` of an Amazon offer. `product_type` (Amazon's product type definition, e.g. SHIRT, KITCHEN, HOME_BED_AND_BATH) is always required: Amazon validates `attributes` against it. `asin` names an existing catalogue item to sell against; empty means the listing creates a new one. AFN = Fulfilled by Amazon (stock at an FBA location), MFN = merchant fulfilled.
 */
export interface ListingAmazon {
/**
 * 10 characters: a B0… id, or an ISBN-10 for books.
 */
asin?: string
/**
 * Amazon's product type (its name, e.g. SWEATER), found on the listing form by searching in words (GET /api/sales-channels/{id}/categories?q=, Amazon's searchDefinitionsProductTypes).
 */
product_type: string
/**
 * The chosen product type as Amazon names it ("Sweater"), kept when it was chosen: what the form shows. Amazon is sent the product type only.
 */
product_type_name?: string
/**
 * Product-type attributes as Amazon's Listings API names them and sends them (bullet_point: [{ value, language_tag }], country_of_origin: [{ value: "GB" }]…). The listing form asks for the chosen product type's required ones (GET /api/sales-channels/{id}/categories/{productType}/aspects); Amazon refuses a listing without one (issue 90220).
 */
attributes?: {

}
/**
 * Amazon's condition_type (Listings Items API; the values of the product type definitions' condition_type enum). Empty: the product's condition mapped (NEW → new_new, USED → used_good, REFURBISHED → refurbished_refurbished).
 */
condition?: ("new_new" | "used_like_new" | "used_very_good" | "used_good" | "used_acceptable" | "refurbished_refurbished" | "collectible_like_new" | "collectible_very_good" | "collectible_good" | "collectible_acceptable")
/**
 * Sent as Amazon's condition_note.
 */
condition_note?: string
/**
 * Fulfilment
 */
fulfillment_channel?: ("MFN" | "AFN")
}

/**
 * The `channel_fields` of an eBay listing, following eBay's own rules. Fixed-price listings run Good 'Til Cancelled (eBay allows nothing else since 2019); auctions run 1, 3, 5, 7 or 10 days, sell one item (the listing's quantity rule must be FIXED 1, checked on the listing) and take no Best Offer. Item specifics (`aspects`): at most 45 names, each name and value at most 65 characters. A multi-variation listing uses at most 5 variation specifics. `category_id` may be left empty on a draft but is required to submit. The template ids must name an HTML template and an eBay shipping template of the same account (checked on save).
 */
export type ListingEbay = {
/**
 * The eBay leaf category the item is listed in (its number on eBay, e.g. 11484 for men's jumpers and cardigans on eBay UK), found on the listing form by searching in words (GET /api/sales-channels/{id}/categories?q=). Required to submit.
 */
category_id?: string
/**
 * The chosen category's path in words ("Clothes, Shoes & Accessories › Men's Clothing › Jumpers & Cardigans"), as eBay named it when it was chosen: what the form shows. eBay is sent the number only.
 */
category_name?: string
/**
 * Format
 */
format?: ("FIXED_PRICE" | "AUCTION")
/**
 * GTC for fixed price; 1–10 days for auctions.
 */
duration?: ("GTC" | "DAYS_1" | "DAYS_3" | "DAYS_5" | "DAYS_7" | "DAYS_10")
/**
 * eBay's condition values (Inventory API ConditionEnum).
 */
condition?: ("NEW" | "NEW_OTHER" | "NEW_WITH_DEFECTS" | "CERTIFIED_REFURBISHED" | "SELLER_REFURBISHED" | "USED_EXCELLENT" | "USED_VERY_GOOD" | "USED_GOOD" | "USED_ACCEPTABLE" | "FOR_PARTS_OR_NOT_WORKING")
/**
 * Condition notes
 */
condition_description?: string
/**
 * Item specifics, each name with its values (Brand: Fieldcraft; Colour: Navy), as sent in the inventory item's product.aspects. The listing form asks for the chosen category's own (GET /api/sales-channels/{id}/categories/{categoryId}/aspects), its required ones marked; publishing without one is refused by eBay.
 */
aspects?: {
/**
 * @minItems 1
 * @maxItems 30
 */
[k: string]: string[]
}
/**
 * The attributes (Settings › Variations) the listing's variations differ by. eBay allows at most 5.
 * 
 * @maxItems 5
 */
variation_attribute_ids?: string[]
/**
 * HTML template
 */
html_template_id?: string
/**
 * Shipping template
 */
shipping_template_id?: string
/**
 * Accept Best Offers
 */
best_offer?: boolean
}

/**
 * The `channel_fields` of an Etsy listing, in Etsy's own values (`who_made` i_did|someone_else|collective, `when_made` made_to_order or a period). At most 13 tags, each at most 20 characters of letters, digits, spaces, - ' ™ © ®; at most 13 materials of 45 characters. `who_made`, `when_made`, `taxonomy_id` and an Etsy `shipping_template_id` are required to submit (Etsy refuses a listing without them); a draft may leave them empty. The listing title may be up to 140 characters.
 */
export interface ListingEtsy {
/**
 * Who made it
 */
who_made?: ("i_did" | "someone_else" | "collective")
/**
 * When was it made
 */
when_made?: ("made_to_order" | "2020_2025" | "2010_2019" | "2006_2009" | "before_2006" | "2000_2005" | "1990s" | "1980s" | "1970s" | "1960s" | "1950s" | "1940s" | "1930s" | "1920s" | "1910s" | "1900s" | "1800s" | "1700s" | "before_1700")
/**
 * Craft supply
 */
is_supply?: boolean
/**
 * Etsy category
 */
taxonomy_id?: number
/**
 * Tags
 * 
 * @maxItems 13
 */
tags?: string[]
/**
 * Materials
 * 
 * @maxItems 13
 */
materials?: string[]
/**
 * An Etsy shipping template of this account; required to submit.
 */
shipping_template_id?: string
}

/**
 * The `channel_fields` of an OnBuy listing. OnBuy sells against its own catalogue, so a single product's listing needs `opc` (the OnBuy product code of the catalogue page it is sold on; the listing hook requires it, as the schema cannot tell a single product from a parent). `handling_time` is working days to dispatch; `delivery_weight` is the parcel weight in kilograms that OnBuy's delivery templates price by. A parent product's listing creates a new OnBuy product with its variants in `category_id` (each variant gets its own OPC from OnBuy; the `opc` given is not used).
 */
export interface ListingOnbuy {
/**
 * OnBuy product code (OPC)
 */
opc?: string
/**
 * Condition
 */
condition?: ("NEW" | "EXCELLENT" | "VERY_GOOD" | "GOOD" | "AVERAGE" | "BELOW_AVERAGE" | "REFURBISHED")
/**
 * Handling time (days)
 */
handling_time?: number
/**
 * Delivery weight (kg)
 */
delivery_weight?: number
/**
 * For a product with variants: the OnBuy category its new OnBuy product is created in (OnBuy makes a page per variant).
 */
category_id?: number
}

/**
 * The `channel_fields` of a product in the merchant's own web store: the store categories it appears in (ids of this account's store categories, checked on save), its URL `slug` (lower-case words joined by dashes) and whether it is `visible`. Meta title and description are for search engines (about 60 and 160 characters show).
 */
export interface ListingStore {
/**
 * Categories
 * 
 * @maxItems 20
 */
category_ids?: string[]
/**
 * URL slug
 */
slug?: string
/**
 * Visible
 */
visible?: boolean
/**
 * Meta title
 */
meta_title?: string
/**
 * Meta description
 */
meta_description?: string
}

/**
 * The `channel_fields` of a Wish product. `parent_sku` groups variations (empty: the listing's own SKU); at most 10 tags; `shipping_price` is in the listing's currency, minor units, and overrides the shipping template's default price; `enabled` false keeps the product on Wish but not for sale.
 */
export interface ListingWish {
/**
 * Parent SKU
 */
parent_sku?: string
/**
 * Tags
 * 
 * @maxItems 10
 */
tags?: string[]
/**
 * Shipping price
 */
shipping_price?: number
/**
 * A Wish shipping template of this account.
 */
shipping_template_id?: string
/**
 * Enabled
 */
enabled?: boolean
}

/**
 * An eBay fulfilment policy: handling (dispatch) time in eBay's allowed days, 1–4 domestic and up to 5 international options, each a carrier service with a cost and an additional-item cost in the template's currency (minor units). Only the first domestic option may offer free shipping (eBay's rule; checked on save), and a free option costs 0; international options are never flagged free (give them a cost of 0 instead).
 */
export interface ShippingEbay {
/**
 * Handling time (days)
 */
handling_time_days: (0 | 1 | 2 | 3 | 4 | 5 | 10 | 15 | 20 | 30)
/**
 * Domestic options
 * 
 * @minItems 1
 * @maxItems 4
 */
domestic_options: {
/**
 * Carrier
 */
carrier?: string
/**
 * eBay shipping service code, e.g. UK_RoyalMailSecondClassStandard.
 */
service: string
/**
 * Cost
 */
cost: number
/**
 * Each additional item
 */
additional_cost?: number
/**
 * Free shipping
 */
free_shipping?: boolean
}[]
/**
 * International options
 * 
 * @maxItems 5
 */
international_options?: {
/**
 * Carrier
 */
carrier?: string
/**
 * eBay shipping service code, e.g. UK_RoyalMailSecondClassStandard.
 */
service: string
/**
 * Cost
 */
cost: number
/**
 * Each additional item
 */
additional_cost?: number
/**
 * Country codes (ISO 3166-1 alpha-2) or WORLDWIDE.
 * 
 * @minItems 1
 */
ship_to: string[]
}[]
}

/**
 * An Etsy shipping profile: where parcels ship from, processing time in days (1–10, max not below min; checked on save) and destinations. A destination is a country code (ISO 3166-1 alpha-2) or one of Etsy's regions EU, NON_EU or EVERYWHERE (everywhere else); each has a primary cost (one item) and a secondary cost (each further item) in the template's currency, minor units. Etsy needs a postcode for US origins.
 */
export type ShippingEtsy = {
/**
 * Ships from
 */
origin_country: string
/**
 * Origin postcode
 */
origin_postcode?: string
/**
 * Processing from (days)
 */
processing_days_min: number
/**
 * Processing to (days)
 */
processing_days_max: number
/**
 * Destinations
 * 
 * @minItems 1
 * @maxItems 50
 */
destinations: {
/**
 * Destination
 */
destination: string
/**
 * One item
 */
primary_cost: number
/**
 * Each additional item
 */
secondary_cost: number
/**
 * Delivery from (days)
 */
delivery_days_min?: number
/**
 * Delivery to (days)
 */
delivery_days_max?: number
/**
 * Mail class
 */
mail_class?: string
}[]
}

/**
 * Wish shipping prices: a default price for every country the merchant ships to, and per-country overrides (a different price, or `enabled` false to stop shipping there). Prices are in the template's currency, minor units; each country appears at most once (checked on save).
 */
export interface ShippingWish {
/**
 * Default price
 */
default_price: number
/**
 * Per-country prices
 * 
 * @maxItems 250
 */
country_overrides?: {
/**
 * Country
 */
country: string
/**
 * Price
 */
price?: number
/**
 * Ships there
 */
enabled?: boolean
}[]
}

/**
 * A tenant: a merchant, a partner firm or the platform itself. Every tenant row belongs to one account. Feature flags switch on programme screens (Golden Ticket and friends); only platform admins change them. A merchant account may name the partner that manages it.
 */
export interface Account {
id: string
/**
 * Name
 */
name: string
/**
 * Kind
 */
kind: ("MERCHANT" | "PARTNER" | "PLATFORM")
/**
 * Country
 */
country: string
/**
 * Base currency
 */
currency: string
/**
 * Time zone
 */
timezone: string
/**
 * Feature flags
 */
feature_flags: ("goldenTicket" | "vatTaxes" | "responsiblePerson" | "productLabel")[]
/**
 * Partner
 */
partner_account_id: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a account: read-only and system fields are left out.
 * 
 * A tenant: a merchant, a partner firm or the platform itself. Every tenant row belongs to one account. Feature flags switch on programme screens (Golden Ticket and friends); only platform admins change them. A merchant account may name the partner that manages it.
 */
export interface AccountInput {
/**
 * Name
 */
name: string
/**
 * Kind
 */
kind?: ("MERCHANT" | "PARTNER" | "PLATFORM")
/**
 * Country
 */
country?: string
/**
 * Base currency
 */
currency?: string
/**
 * Time zone
 */
timezone?: string
/**
 * Feature flags
 */
feature_flags?: ("goldenTicket" | "vatTaxes" | "responsiblePerson" | "productLabel")[]
/**
 * Partner
 */
partner_account_id?: (string | null)
}

/** The body of `PUT /api/accounts/:id`: the input plus the `version` last read (a stale one is a 409). */
export type AccountUpdate = AccountInput & { version: number };

/**
 * Units of one SKU in the shipment, optionally per lot with an expiry date. `product_id` is looked up from the SKU by the server (empty when the SKU is not a product of the account).
 */
export interface AsnLine {
id: string
account_id: string
/**
 * Position
 */
position: number
/**
 * The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored.
 */
asn_id: string
/**
 * SKU
 */
sku: string
/**
 * Product
 */
product_id: (string | null)
/**
 * GTIN
 */
gtin: (string | null)
/**
 * Quantity
 */
qty: number
/**
 * Lot
 */
lot: (string | null)
/**
 * Expiry
 */
expiry: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * An advance shipping notice: what is on its way to a location (usually a warehouse provider's), so that it can be booked in on arrival. A body of `lines` (SKU and quantity) and a location is enough; with `purchase_order_id` the supplier and the location default to the purchase order's, and a supplier that differs from the order's is refused. Each line's product is looked up by SKU (case-insensitively) and its GTIN, when given, must carry a valid GS1 check digit. `submit` checks the lines against the purchase order when there is one: every SKU must be on it and no more may be announced than is still open there. Then SUBMITTED → IN_TRANSIT (`dispatch`) → RECEIVING (`arrive`) → RECEIVED (`receive`); DRAFT and SUBMITTED notices may be cancelled. The ASN itself never changes stock: receiving is booked on the purchase order, where over-receipt is refused. Notices being received, received or cancelled are read-only. Guarded by `purchaseOrders`, like the Manage ASN screen.
 */
export interface Asn {
id: string
account_id: string
/**
 * Number
 */
number: string
/**
 * Status
 */
status: ("DRAFT" | "SUBMITTED" | "IN_TRANSIT" | "RECEIVING" | "RECEIVED" | "CANCELLED")
/**
 * Purchase order
 */
purchase_order_id: (string | null)
/**
 * The purchase order's supplier when not given.
 */
supplier_id: (string | null)
/**
 * Supplier name
 */
supplier_name: (string | null)
/**
 * The purchase order's delivery location, else the account's default location, when not given.
 */
location_id: (string | null)
/**
 * The provider that books the goods in; it must take ASNs.
 */
warehouse_provider_id: (string | null)
/**
 * Ship date
 */
ship_date: (string | null)
/**
 * Not before the ship date.
 */
expected_delivery: (string | null)
/**
 * Carrier
 */
carrier: (string | null)
/**
 * Tracking number
 */
tracking_number: (string | null)
/**
 * Cartons
 */
carton_count: (number | null)
/**
 * Notes
 */
notes: (string | null)
/**
 * Submitted
 */
submitted_at: (string | null)
/**
 * Received
 */
received_at: (string | null)
/**
 * Lines
 * 
 * @minItems 1
 * @maxItems 1000
 */
lines: AsnLine[]
/**
 * The warehouse provider's id for the notice once it was sent (Mintsoft ASN id, ShipBob receiving order id).
 */
provider_reference: (string | null)
/**
 * Sent to warehouse
 */
sent_to_provider_at: (string | null)
/**
 * Warehouse's refusal
 */
provider_error: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored asn holds beyond its record, never sent to a client: `provider_key`.
 */
export interface AsnServerOnly {
/**
 * The reference the notice is sent under; a retry looks the notice up by it before sending again.
 */
provider_key?: (string | null)
}

/**
 * What a client may send for a asn: read-only and system fields are left out.
 * 
 * An advance shipping notice: what is on its way to a location (usually a warehouse provider's), so that it can be booked in on arrival. A body of `lines` (SKU and quantity) and a location is enough; with `purchase_order_id` the supplier and the location default to the purchase order's, and a supplier that differs from the order's is refused. Each line's product is looked up by SKU (case-insensitively) and its GTIN, when given, must carry a valid GS1 check digit. `submit` checks the lines against the purchase order when there is one: every SKU must be on it and no more may be announced than is still open there. Then SUBMITTED → IN_TRANSIT (`dispatch`) → RECEIVING (`arrive`) → RECEIVED (`receive`); DRAFT and SUBMITTED notices may be cancelled. The ASN itself never changes stock: receiving is booked on the purchase order, where over-receipt is refused. Notices being received, received or cancelled are read-only. Guarded by `purchaseOrders`, like the Manage ASN screen.
 */
export interface AsnInput {
/**
 * Purchase order
 */
purchase_order_id?: (string | null)
/**
 * The purchase order's supplier when not given.
 */
supplier_id?: (string | null)
/**
 * The purchase order's delivery location, else the account's default location, when not given.
 */
location_id?: (string | null)
/**
 * The provider that books the goods in; it must take ASNs.
 */
warehouse_provider_id?: (string | null)
/**
 * Ship date
 */
ship_date?: (string | null)
/**
 * Not before the ship date.
 */
expected_delivery?: (string | null)
/**
 * Carrier
 */
carrier?: (string | null)
/**
 * Tracking number
 */
tracking_number?: (string | null)
/**
 * Cartons
 */
carton_count?: (number | null)
/**
 * Notes
 */
notes?: (string | null)
/**
 * Lines
 * 
 * @minItems 1
 * @maxItems 1000
 */
lines: AsnLineInput[]
}

/** The body of `PUT /api/asns/:id`: the input plus the `version` last read (a stale one is a 409). */
export type AsnUpdate = AsnInput & { version: number };

/**
 * A way variant products differ (Colour, Size…) and the values it takes. Names are unique per account (case-insensitive); values are trimmed and may not repeat, compared case-insensitively. `channel_names` maps the name to what each channel calls it (eBay "Colour", Amazon "color", Etsy "Primary color"); a channel without an entry uses `name`. eBay takes at most 5 variation specifics per listing (chosen on the eBay listing), and names and values of at most 65 characters, which is why those limits hold here.
 */
export interface Attribute {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Values
 * 
 * @minItems 1
 * @maxItems 250
 */
values: string[]
/**
 * Name per channel
 */
channel_names: {
/**
 * eBay
 */
EBAY?: string
/**
 * The product-type attribute, e.g. color, size.
 */
AMAZON?: string
/**
 * Etsy
 */
ETSY?: string
/**
 * Wish
 */
WISH?: string
/**
 * OnBuy
 */
ONBUY?: string
/**
 * Web store
 */
STORE?: string
}
/**
 * Position
 */
position: number
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a variation attribute: read-only and system fields are left out.
 * 
 * A way variant products differ (Colour, Size…) and the values it takes. Names are unique per account (case-insensitive); values are trimmed and may not repeat, compared case-insensitively. `channel_names` maps the name to what each channel calls it (eBay "Colour", Amazon "color", Etsy "Primary color"); a channel without an entry uses `name`. eBay takes at most 5 variation specifics per listing (chosen on the eBay listing), and names and values of at most 65 characters, which is why those limits hold here.
 */
export interface AttributeInput {
/**
 * Name
 */
name: string
/**
 * Values
 * 
 * @minItems 1
 * @maxItems 250
 */
values: string[]
/**
 * Name per channel
 */
channel_names?: {
/**
 * eBay
 */
EBAY?: string
/**
 * The product-type attribute, e.g. color, size.
 */
AMAZON?: string
/**
 * Etsy
 */
ETSY?: string
/**
 * Wish
 */
WISH?: string
/**
 * OnBuy
 */
ONBUY?: string
/**
 * Web store
 */
STORE?: string
}
/**
 * Position
 */
position?: number
}

/** The body of `PUT /api/attributes/:id`: the input plus the `version` last read (a stale one is a 409). */
export type AttributeUpdate = AttributeInput & { version: number };

/**
 * A brand the merchant sells. Names are unique per account (case-insensitive); the optional code is the natural key used by CSV upload.
 */
export interface Brand {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Code
 */
code: (string | null)
/**
 * Logo URL
 */
logo_url: (string | null)
/**
 * Website
 */
website: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a brand: read-only and system fields are left out.
 * 
 * A brand the merchant sells. Names are unique per account (case-insensitive); the optional code is the natural key used by CSV upload.
 */
export interface BrandInput {
/**
 * Name
 */
name: string
/**
 * Code
 */
code?: (string | null)
/**
 * Logo URL
 */
logo_url?: (string | null)
/**
 * Website
 */
website?: (string | null)
}

/** The body of `PUT /api/brands/:id`: the input plus the `version` last read (a stale one is a 409). */
export type BrandUpdate = BrandInput & { version: number };

/**
 * A CSV export that runs on a schedule and is delivered by email, to an SFTP server or to an https webhook. It exports either an entity list or a saved report, never both. An entity list: `entity` is the REST resource to export (products, sales-orders...), which the user saving the schedule must be allowed to read; `columns` are fields of it, in file order; `filter` is a list filter of that resource (the same JSON as the list screens send, e.g. {"status": "PAID"}). A saved report: `report_id`, with `entity` and `columns` left empty; each run runs the report as `GET /api/reports/:id/run.csv` does (its own filters, its date range resolved on the day of the run, money as decimals in each row's currency) with the permissions of the schedule's user; `filter` does not apply and is cleared. Runs happen HOURLY (at `time`'s minute), DAILY at `time`, WEEKLY on `weekday` at `time` or MONTHLY on `month_day` (1-28, so every month has it) at `time`, in the account's time zone (`weekday` and `month_day` always have a value, used only by their frequency); `next_run_at` is computed on save and on resume. `destination_secret` (the SFTP password or the webhook's signing secret) is write-only and encrypted. Status ENABLED ↔ PAUSED; a paused schedule has no next run. `run-now` enqueues a run at once, leaving status and next run as they are. Each run is a background job (README, Background jobs) run with the permissions of `run_as_user_id`, the user who last saved the schedule; `GET /api/csv-schedules/:id/runs` lists the runs (state, rows, file size, error, delivery attempts) and `GET /api/csv-schedule-runs/:id/file` downloads a run's file.
 */
export interface CsvSchedule {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * A saved report to export instead of an entity list (leave Export and Columns empty).
 */
report_id: (string | null)
/**
 * The REST resource to export, e.g. products or sales-orders (an entity list; empty for a saved report).
 */
entity: (string | null)
/**
 * Columns
 * 
 * @minItems 1
 * @maxItems 100
 */
columns: (string[] | null)
/**
 * A list filter of the exported resource, e.g. {"status": "PAID", "order_date_gte": "2026-01-01"}; entity lists only (a saved report has its own filters).
 */
filter: {

}
/**
 * Frequency
 */
frequency: ("HOURLY" | "DAILY" | "WEEKLY" | "MONTHLY")
/**
 * HH:MM in the account's time zone (HOURLY uses only the minutes).
 */
time: string
/**
 * WEEKLY schedules only.
 */
weekday: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")
/**
 * MONTHLY schedules only.
 */
month_day: number
/**
 * Destination
 */
destination: {
/**
 * Send by
 */
kind: ("EMAIL" | "SFTP" | "WEBHOOK")
/**
 * Email to
 * 
 * @maxItems 10
 */
emails?: string[]
/**
 * SFTP host
 */
host?: string
/**
 * SFTP port
 */
port?: number
/**
 * SFTP user
 */
username?: string
/**
 * SFTP folder
 */
path?: string
/**
 * Webhook URL
 */
url?: string
}
/**
 * The user who last saved the schedule: a run exports what this user may read, and fails if the user is no longer active.
 */
run_as_user_id: (string | null)
/**
 * Status
 */
status: ("ENABLED" | "PAUSED")
/**
 * Last run
 */
last_run_at: (string | null)
/**
 * Last result
 */
last_run_status: ("SUCCEEDED" | "FAILED" | null)
/**
 * Rows in last file
 */
last_run_rows: (number | null)
/**
 * Next run
 */
next_run_at: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored csv schedule holds beyond its record, never sent to a client: `destination_secret`.
 */
export interface CsvScheduleServerOnly {
/**
 * SFTP password / webhook secret
 */
destination_secret?: (string | null)
}

/**
 * What a client may send for a csv schedule: read-only and system fields are left out.
 * 
 * A CSV export that runs on a schedule and is delivered by email, to an SFTP server or to an https webhook. It exports either an entity list or a saved report, never both. An entity list: `entity` is the REST resource to export (products, sales-orders...), which the user saving the schedule must be allowed to read; `columns` are fields of it, in file order; `filter` is a list filter of that resource (the same JSON as the list screens send, e.g. {"status": "PAID"}). A saved report: `report_id`, with `entity` and `columns` left empty; each run runs the report as `GET /api/reports/:id/run.csv` does (its own filters, its date range resolved on the day of the run, money as decimals in each row's currency) with the permissions of the schedule's user; `filter` does not apply and is cleared. Runs happen HOURLY (at `time`'s minute), DAILY at `time`, WEEKLY on `weekday` at `time` or MONTHLY on `month_day` (1-28, so every month has it) at `time`, in the account's time zone (`weekday` and `month_day` always have a value, used only by their frequency); `next_run_at` is computed on save and on resume. `destination_secret` (the SFTP password or the webhook's signing secret) is write-only and encrypted. Status ENABLED ↔ PAUSED; a paused schedule has no next run. `run-now` enqueues a run at once, leaving status and next run as they are. Each run is a background job (README, Background jobs) run with the permissions of `run_as_user_id`, the user who last saved the schedule; `GET /api/csv-schedules/:id/runs` lists the runs (state, rows, file size, error, delivery attempts) and `GET /api/csv-schedule-runs/:id/file` downloads a run's file.
 */
export interface CsvScheduleInput {
/**
 * Name
 */
name: string
/**
 * A saved report to export instead of an entity list (leave Export and Columns empty).
 */
report_id?: (string | null)
/**
 * The REST resource to export, e.g. products or sales-orders (an entity list; empty for a saved report).
 */
entity?: (string | null)
/**
 * Columns
 * 
 * @minItems 1
 * @maxItems 100
 */
columns?: (string[] | null)
/**
 * A list filter of the exported resource, e.g. {"status": "PAID", "order_date_gte": "2026-01-01"}; entity lists only (a saved report has its own filters).
 */
filter?: {

}
/**
 * Frequency
 */
frequency: ("HOURLY" | "DAILY" | "WEEKLY" | "MONTHLY")
/**
 * HH:MM in the account's time zone (HOURLY uses only the minutes).
 */
time?: string
/**
 * WEEKLY schedules only.
 */
weekday?: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")
/**
 * MONTHLY schedules only.
 */
month_day?: number
/**
 * Destination
 */
destination: {
/**
 * Send by
 */
kind: ("EMAIL" | "SFTP" | "WEBHOOK")
/**
 * Email to
 * 
 * @maxItems 10
 */
emails?: string[]
/**
 * SFTP host
 */
host?: string
/**
 * SFTP port
 */
port?: number
/**
 * SFTP user
 */
username?: string
/**
 * SFTP folder
 */
path?: string
/**
 * Webhook URL
 */
url?: string
}
/**
 * SFTP password / webhook secret
 */
destination_secret?: (string | null)
}

/** The body of `PUT /api/csv-schedules/:id`: the input plus the `version` last read (a stale one is a 409). */
export type CsvScheduleUpdate = CsvScheduleInput & { version: number };

/**
 * A currency the account trades in, with its exchange rate. `rate_to_base` is the value of one unit of this currency in the base currency (EUR 0.85 with base GBP: €1 = £0.85); amounts convert as amount × rate_to_base, rounded to the base's minor units. The ISO 4217 code cannot change once saved; `minor_units` and `symbol` are filled from the code when not given. Exactly one currency per account is the base (rate 1), and it is always the account's own currency: adding that currency marks it as base; marking another one as base moves it there (the account's currency follows) and re-expresses every other rate against the new base. The base cannot simply be unmarked: mark another instead. A new rate without a date is dated today.
 */
export interface Currency {
id: string
account_id: string
/**
 * Code
 */
code: string
/**
 * Name
 */
name: (string | null)
/**
 * Digits after the decimal point (GBP 2, JPY 0, KWD 3). From ISO 4217 when not given.
 */
minor_units: (number | null)
/**
 * From the code when not given (£, €, $).
 */
symbol: (string | null)
/**
 * Base currency
 */
is_base: boolean
/**
 * Rate to base
 */
rate_to_base: number
/**
 * When the rate was last set; today when a rate is saved without one.
 */
rate_date: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a currency: read-only and system fields are left out.
 * 
 * A currency the account trades in, with its exchange rate. `rate_to_base` is the value of one unit of this currency in the base currency (EUR 0.85 with base GBP: €1 = £0.85); amounts convert as amount × rate_to_base, rounded to the base's minor units. The ISO 4217 code cannot change once saved; `minor_units` and `symbol` are filled from the code when not given. Exactly one currency per account is the base (rate 1), and it is always the account's own currency: adding that currency marks it as base; marking another one as base moves it there (the account's currency follows) and re-expresses every other rate against the new base. The base cannot simply be unmarked: mark another instead. A new rate without a date is dated today.
 */
export interface CurrencyInput {
/**
 * Code
 */
code: string
/**
 * Name
 */
name?: (string | null)
/**
 * Digits after the decimal point (GBP 2, JPY 0, KWD 3). From ISO 4217 when not given.
 */
minor_units?: number
/**
 * From the code when not given (£, €, $).
 */
symbol?: string
/**
 * Base currency
 */
is_base?: boolean
/**
 * Rate to base
 */
rate_to_base?: number
/**
 * When the rate was last set; today when a rate is saved without one.
 */
rate_date?: (string | null)
}

/** The body of `PUT /api/currencies/:id`: the input plus the `version` last read (a stale one is a 409). */
export type CurrencyUpdate = CurrencyInput & { version: number };

/**
 * A field an account adds to one of its entities (products, sales orders, customers, suppliers, purchase orders) at run time: at once, for that account only, it is part of that entity's API validation, forms, list columns, filters and CSV, with no deploy and no migration (values live in the entity's `custom_fields` column). `entity`, `key` and `type` cannot change once set, so stored values always keep their meaning; to change a type, add a new field. Changing a definition never rewrites stored records: a removed field's values are kept but hidden (and come back if a field with the same key is defined again), and a value that no longer fits (an option removed, a field made required) is shown as stored and must be fixed at the record's next save.
 */
export interface CustomField {
id: string
account_id: string
/**
 * Which records get the field.
 */
entity: ("products" | "sales-orders" | "customers" | "suppliers" | "purchase-orders")
/**
 * The field's name in the API and in CSV columns (`custom_fields.<key>`): lower-case letters, digits and underscores, starting with a letter.
 */
key: string
/**
 * Label
 */
label: string
/**
 * Type
 */
type: ("TEXT" | "NUMBER" | "BOOLEAN" | "DATE" | "SELECT" | "MULTISELECT" | "URL")
/**
 * The choices of a SELECT or MULTISELECT field (required for those types).
 * 
 * @maxItems 200
 */
options: string[]
/**
 * Every new or saved record must have a value.
 */
required: boolean
/**
 * Shown as a column of the entity's list at first (each person can still show or hide it with the column chooser); off for fields only some records have, such as a gift message.
 */
in_list: boolean
/**
 * Order in forms, lists and CSV (lowest first).
 */
position: number
/**
 * Shown under the input in forms.
 */
help: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a custom field: read-only and system fields are left out.
 * 
 * A field an account adds to one of its entities (products, sales orders, customers, suppliers, purchase orders) at run time: at once, for that account only, it is part of that entity's API validation, forms, list columns, filters and CSV, with no deploy and no migration (values live in the entity's `custom_fields` column). `entity`, `key` and `type` cannot change once set, so stored values always keep their meaning; to change a type, add a new field. Changing a definition never rewrites stored records: a removed field's values are kept but hidden (and come back if a field with the same key is defined again), and a value that no longer fits (an option removed, a field made required) is shown as stored and must be fixed at the record's next save.
 */
export interface CustomFieldInput {
/**
 * Which records get the field.
 */
entity: ("products" | "sales-orders" | "customers" | "suppliers" | "purchase-orders")
/**
 * The field's name in the API and in CSV columns (`custom_fields.<key>`): lower-case letters, digits and underscores, starting with a letter.
 */
key: string
/**
 * Label
 */
label: string
/**
 * Type
 */
type: ("TEXT" | "NUMBER" | "BOOLEAN" | "DATE" | "SELECT" | "MULTISELECT" | "URL")
/**
 * The choices of a SELECT or MULTISELECT field (required for those types).
 * 
 * @maxItems 200
 */
options?: string[]
/**
 * Every new or saved record must have a value.
 */
required?: boolean
/**
 * Shown as a column of the entity's list at first (each person can still show or hide it with the column chooser); off for fields only some records have, such as a gift message.
 */
in_list?: boolean
/**
 * Order in forms, lists and CSV (lowest first).
 */
position?: number
/**
 * Shown under the input in forms.
 */
help?: (string | null)
}

/** The body of `PUT /api/custom-fields/:id`: the input plus the `version` last read (a stale one is a 409). */
export type CustomFieldUpdate = CustomFieldInput & { version: number };

/**
 * An EU VAT return under one of the special schemes, from the VAT treatments stored on the account's paid sales orders (api/domain/finance/vat/eu-returns.ts). `scheme` OSS is the Union One Stop Shop return of a Northern Ireland seller's distance sales of goods to EU consumers (treatment NI_EU_OSS), one per calendar quarter (Council Directive 2006/112/EC, Article 369f); IOSS is the Import One Stop Shop return of consignments of at most €150 sold to EU consumers by an IOSS-registered seller (treatment IOSS), one per calendar month (Article 369s). `calculate` (DRAFT or CALCULATED → CALCULATED) totals, for each member state of consumption and rate, the sales before VAT and the VAT of the order lines and shipping charges with that scheme's treatment whose order date is in the period, in euro cents: amounts in another currency are converted at the exchange rate for the period's last day (Articles 369h and 369u: the ECB's rate for that day), i.e. the account's stored rate of that day or the latest before it, each amount rounded half away from zero. `lines` holds one row per country and rate, `country_totals` one per country, `documents` every order behind them with its currency, rate and amounts (the drill-down). A document whose currency has no rate at all is left out and counted in `excluded_documents`. `mark-filed` (CALCULATED → FILED) records that the return was filed on the scheme's portal; calculated and filed returns are read-only (`reopen` takes a calculated one back to DRAFT). Refunds (corrections of earlier periods' returns) are not part of the calculation yet. Access: the `salesTaxes` permission.
 */
export interface EuVatReturn {
id: string
account_id: string
/**
 * Scheme
 */
scheme: ("OSS" | "IOSS")
/**
 * Status
 */
status: ("DRAFT" | "CALCULATED" | "FILED")
/**
 * The first day of a calendar quarter (OSS) or month (IOSS).
 */
period_start: string
/**
 * The last day of the same quarter (OSS) or month (IOSS).
 * 
 * Compared with another field (JSON Schema `$data`, relative JSON pointers): `formatMinimum`: the value at `1/period_start`.
 */
period_end: string
/**
 * Currency
 */
currency: string
/**
 * Exchange rates of
 */
exchange_rate_date: (string | null)
/**
 * Sales before VAT
 */
total_net: number
/**
 * VAT due
 */
total_vat: number
/**
 * By member state
 */
country_totals: {
country?: string
net?: number
vat?: number
documents?: number
}[]
/**
 * By member state and rate
 */
lines: {
country?: string
rate?: number
net?: number
vat?: number
documents?: number
}[]
/**
 * Every order behind the totals: its number, member state, rate, currency, the rate it was converted to euros at, and its sales and VAT in euro cents.
 */
documents: {
document_type?: "sales-order"
document_id?: string
number?: (string | null)
country?: string
rate?: number
currency?: string
exchange_rate?: number
net?: number
vat?: number
}[]
/**
 * Documents left out (no exchange rate)
 */
excluded_documents: number
/**
 * Notes
 */
notes: (string | null)
/**
 * Calculated
 */
calculated_at: (string | null)
/**
 * Filed
 */
filed_at: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a oss or ioss return: read-only and system fields are left out.
 * 
 * An EU VAT return under one of the special schemes, from the VAT treatments stored on the account's paid sales orders (api/domain/finance/vat/eu-returns.ts). `scheme` OSS is the Union One Stop Shop return of a Northern Ireland seller's distance sales of goods to EU consumers (treatment NI_EU_OSS), one per calendar quarter (Council Directive 2006/112/EC, Article 369f); IOSS is the Import One Stop Shop return of consignments of at most €150 sold to EU consumers by an IOSS-registered seller (treatment IOSS), one per calendar month (Article 369s). `calculate` (DRAFT or CALCULATED → CALCULATED) totals, for each member state of consumption and rate, the sales before VAT and the VAT of the order lines and shipping charges with that scheme's treatment whose order date is in the period, in euro cents: amounts in another currency are converted at the exchange rate for the period's last day (Articles 369h and 369u: the ECB's rate for that day), i.e. the account's stored rate of that day or the latest before it, each amount rounded half away from zero. `lines` holds one row per country and rate, `country_totals` one per country, `documents` every order behind them with its currency, rate and amounts (the drill-down). A document whose currency has no rate at all is left out and counted in `excluded_documents`. `mark-filed` (CALCULATED → FILED) records that the return was filed on the scheme's portal; calculated and filed returns are read-only (`reopen` takes a calculated one back to DRAFT). Refunds (corrections of earlier periods' returns) are not part of the calculation yet. Access: the `salesTaxes` permission.
 */
export interface EuVatReturnInput {
/**
 * Scheme
 */
scheme: ("OSS" | "IOSS")
/**
 * The first day of a calendar quarter (OSS) or month (IOSS).
 */
period_start: string
/**
 * The last day of the same quarter (OSS) or month (IOSS).
 * 
 * Compared with another field (JSON Schema `$data`, relative JSON pointers): `formatMinimum`: the value at `1/period_start`.
 */
period_end: string
/**
 * Notes
 */
notes?: (string | null)
}

/** The body of `PUT /api/eu-vat-returns/:id`: the input plus the `version` last read (a stale one is a 409). */
export type EuVatReturnUpdate = EuVatReturnInput & { version: number };

/**
 * A dated exchange rate: the value of one unit of `currency` in the account's base currency on `rate_date` (EUR 0.85 with base GBP: €1 = £0.85). One rate per currency per day. Entered by hand (MANUAL) or loaded from HMRC's monthly exchange rates (HMRC_MONTHLY: one rate dated the first day of the month, from HMRC's published XML, whose `rateNew` is units of the currency per £1, so the rate stored is 1 / rateNew). An order is converted at the rate of its tax point (its order date) or the latest before it, and keeps that rate (docs/money.md).
 */
export interface ExchangeRate {
id: string
account_id: string
/**
 * Currency
 */
currency: string
/**
 * Date
 */
rate_date: string
/**
 * Rate to base
 */
rate_to_base: number
/**
 * Source
 */
source: ("MANUAL" | "HMRC_MONTHLY")
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a exchange rate: read-only and system fields are left out.
 * 
 * A dated exchange rate: the value of one unit of `currency` in the account's base currency on `rate_date` (EUR 0.85 with base GBP: €1 = £0.85). One rate per currency per day. Entered by hand (MANUAL) or loaded from HMRC's monthly exchange rates (HMRC_MONTHLY: one rate dated the first day of the month, from HMRC's published XML, whose `rateNew` is units of the currency per £1, so the rate stored is 1 / rateNew). An order is converted at the rate of its tax point (its order date) or the latest before it, and keeps that rate (docs/money.md).
 */
export interface ExchangeRateInput {
/**
 * Currency
 */
currency: string
/**
 * Date
 */
rate_date: string
/**
 * Rate to base
 */
rate_to_base: number
/**
 * Source
 */
source?: ("MANUAL" | "HMRC_MONTHLY")
}

/** The body of `PUT /api/exchange-rates/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ExchangeRateUpdate = ExchangeRateInput & { version: number };

/**
 * The account's own details and defaults, one record per account (a singleton: GET and PUT /api/general-settings). Company details (trading and legal name, company number, VAT number checked against its country's format, EORI for customs, contact email and phone, business address) go on invoices, packing slips and customs forms; the time zone and date format are how dates are shown and when a day ends for reports; the weight and dimension units are what product forms and shipping rules display (products store grams and millimetres whatever is chosen here); the default location and sales tax preset new documents and products; the low-stock threshold is the minimum level a new stock level starts with. The setup wizard records its progress in `setup_completed_steps` and stamps `setup_completed_at` when every step is done. Every signed-in member of the account may read them (a member grant: forms and documents need them); changing them needs the `generalSettings` permission, which owners hold (allPermissions) and may grant to staff. Nothing is required, so the wizard can save one step at a time; before the first save the API answers the defaults below with `version: 0`.
 */
export interface GeneralSettings {
id: string
account_id: string
/**
 * The name customers know the business by: on invoices, packing slips and emails.
 */
trading_name: (string | null)
/**
 * The registered company name, where it differs from the trading name (required on UK invoices of a limited company).
 */
legal_name: (string | null)
/**
 * Company number
 */
company_number: (string | null)
/**
 * VAT number
 */
vat_number: (string | null)
/**
 * EORI number
 */
eori: (string | null)
/**
 * Contact email
 */
contact_email: (string | null)
/**
 * Contact phone
 */
contact_phone: (string | null)
/**
 * Business address
 */
business_address: (Address | null)
/**
 * Time zone
 */
timezone: string
/**
 * Date format
 */
date_format: ("DD/MM/YYYY" | "MM/DD/YYYY" | "YYYY-MM-DD" | "DD.MM.YYYY")
/**
 * Weight unit
 */
weight_unit: ("g" | "kg" | "lb" | "oz")
/**
 * Dimension unit
 */
dimension_unit: ("mm" | "cm" | "m" | "in")
/**
 * Where new purchase orders deliver to and orders are fulfilled from unless a rule says otherwise.
 */
default_location_id: (string | null)
/**
 * The tax rate new products and order lines start with.
 */
default_sales_tax_id: (string | null)
/**
 * Low-stock threshold
 */
low_stock_threshold: number
/**
 * Allow negative stock
 */
allow_negative_stock: boolean
/**
 * Where the business is established for VAT: with the goods' location, the buyer and the channel it decides each order line's VAT treatment (docs/money.md).
 */
vat_establishment: ("GB" | "NI" | "OVERSEAS")
/**
 * Goods held in
 */
vat_goods_location: ("GB" | "NI" | "EU" | "OTHER" | null)
/**
 * IOSS number
 */
ioss_number: (string | null)
/**
 * Registered for OSS (Union scheme)
 */
oss_registered: boolean
/**
 * Tax EU distance sales at destination
 */
oss_opted_in: boolean
/**
 * The setup wizard's steps this account has finished (the wizard keeps it; the settings page does not show it).
 * 
 * @maxItems 4
 */
setup_completed_steps: ("COMPANY" | "LOCATION" | "TAX" | "CHANNEL")[]
/**
 * When the setup wizard was finished; null while it is not.
 */
setup_completed_at: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a general settings: read-only and system fields are left out.
 * 
 * The account's own details and defaults, one record per account (a singleton: GET and PUT /api/general-settings). Company details (trading and legal name, company number, VAT number checked against its country's format, EORI for customs, contact email and phone, business address) go on invoices, packing slips and customs forms; the time zone and date format are how dates are shown and when a day ends for reports; the weight and dimension units are what product forms and shipping rules display (products store grams and millimetres whatever is chosen here); the default location and sales tax preset new documents and products; the low-stock threshold is the minimum level a new stock level starts with. The setup wizard records its progress in `setup_completed_steps` and stamps `setup_completed_at` when every step is done. Every signed-in member of the account may read them (a member grant: forms and documents need them); changing them needs the `generalSettings` permission, which owners hold (allPermissions) and may grant to staff. Nothing is required, so the wizard can save one step at a time; before the first save the API answers the defaults below with `version: 0`.
 */
export interface GeneralSettingsInput {
/**
 * The name customers know the business by: on invoices, packing slips and emails.
 */
trading_name?: (string | null)
/**
 * The registered company name, where it differs from the trading name (required on UK invoices of a limited company).
 */
legal_name?: (string | null)
/**
 * Company number
 */
company_number?: (string | null)
/**
 * VAT number
 */
vat_number?: (string | null)
/**
 * EORI number
 */
eori?: (string | null)
/**
 * Contact email
 */
contact_email?: (string | null)
/**
 * Contact phone
 */
contact_phone?: (string | null)
/**
 * Business address
 */
business_address?: Address
/**
 * Time zone
 */
timezone?: string
/**
 * Date format
 */
date_format?: ("DD/MM/YYYY" | "MM/DD/YYYY" | "YYYY-MM-DD" | "DD.MM.YYYY")
/**
 * Weight unit
 */
weight_unit?: ("g" | "kg" | "lb" | "oz")
/**
 * Dimension unit
 */
dimension_unit?: ("mm" | "cm" | "m" | "in")
/**
 * Where new purchase orders deliver to and orders are fulfilled from unless a rule says otherwise.
 */
default_location_id?: (string | null)
/**
 * The tax rate new products and order lines start with.
 */
default_sales_tax_id?: (string | null)
/**
 * Low-stock threshold
 */
low_stock_threshold?: number
/**
 * Allow negative stock
 */
allow_negative_stock?: boolean
/**
 * Where the business is established for VAT: with the goods' location, the buyer and the channel it decides each order line's VAT treatment (docs/money.md).
 */
vat_establishment?: ("GB" | "NI" | "OVERSEAS")
/**
 * Goods held in
 */
vat_goods_location?: ("GB" | "NI" | "EU" | "OTHER" | null)
/**
 * IOSS number
 */
ioss_number?: (string | null)
/**
 * Registered for OSS (Union scheme)
 */
oss_registered?: boolean
/**
 * Tax EU distance sales at destination
 */
oss_opted_in?: boolean
/**
 * The setup wizard's steps this account has finished (the wizard keeps it; the settings page does not show it).
 * 
 * @maxItems 4
 */
setup_completed_steps?: ("COMPANY" | "LOCATION" | "TAX" | "CHANNEL")[]
/**
 * When the setup wizard was finished; null while it is not.
 */
setup_completed_at?: (string | null)
}

/** The body of `PUT /api/general-settings` (one record per account): the input plus the `version` last read (0 before the first save; a stale one is a 409). */
export type GeneralSettingsUpdate = GeneralSettingsInput & { version: number };

/**
 * The account's link to HMRC's Making Tax Digital VAT API, one record per account (a singleton: GET and PUT /api/hmrc-settings). `vrn` is the business's VAT registration number (nine digits). `environment` SANDBOX talks to Sellyard's built-in HMRC sandbox (/sandbox/hmrc), LIVE to HMRC (api.service.hmrc.gov.uk, or HMRC_API_URL). `client_id` and `client_secret` are the HMRC Developer Hub application's credentials (the secret is write-only, encrypted at rest and never returned; records say only `client_secret_set`). Connecting is OAuth 2.0's authorization code grant: POST /api/hmrc/connect answers HMRC's consent page, HMRC sends the merchant back to GET /api/hmrc/callback, which exchanges the code for tokens that are kept encrypted and never leave the server. `connection_status` and `connected_at` are set by the server. Guarded by the `salesTaxes` permission.
 */
export interface HmrcSettings {
id: string
account_id: string
/**
 * Environment
 */
environment: ("SANDBOX" | "LIVE")
/**
 * VAT registration number
 */
vrn: (string | null)
/**
 * Client id
 */
client_id: (string | null)
/**
 * Connection
 */
connection_status: ("NOT_CONNECTED" | "CONNECTED" | "ERROR")
/**
 * Connected
 */
connected_at: (string | null)
/**
 * Last error
 */
last_error: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored hmrc connection holds beyond its record, never sent to a client: `client_secret`, `oauth_tokens`, `connect_state_hash`, `connect_state_expires_at`, `connect_state_user_id`.
 */
export interface HmrcSettingsServerOnly {
/**
 * Client secret
 */
client_secret?: (string | null)
/**
 * The access and refresh tokens, encrypted (AES-256-GCM, the `x-secret` box, context hmrc_settings.oauth_tokens).
 */
oauth_tokens?: (string | null)
/**
 * SHA-256 of the pending OAuth `state`.
 */
connect_state_hash?: (string | null)
connect_state_expires_at?: (string | null)
/**
 * The user who started the connection: only they may complete it.
 */
connect_state_user_id?: (string | null)
}

/**
 * What a client may send for a hmrc connection: read-only and system fields are left out.
 * 
 * The account's link to HMRC's Making Tax Digital VAT API, one record per account (a singleton: GET and PUT /api/hmrc-settings). `vrn` is the business's VAT registration number (nine digits). `environment` SANDBOX talks to Sellyard's built-in HMRC sandbox (/sandbox/hmrc), LIVE to HMRC (api.service.hmrc.gov.uk, or HMRC_API_URL). `client_id` and `client_secret` are the HMRC Developer Hub application's credentials (the secret is write-only, encrypted at rest and never returned; records say only `client_secret_set`). Connecting is OAuth 2.0's authorization code grant: POST /api/hmrc/connect answers HMRC's consent page, HMRC sends the merchant back to GET /api/hmrc/callback, which exchanges the code for tokens that are kept encrypted and never leave the server. `connection_status` and `connected_at` are set by the server. Guarded by the `salesTaxes` permission.
 */
export interface HmrcSettingsInput {
/**
 * Environment
 */
environment?: ("SANDBOX" | "LIVE")
/**
 * VAT registration number
 */
vrn?: (string | null)
/**
 * Client id
 */
client_id?: (string | null)
/**
 * Client secret
 */
client_secret?: (string | null)
}

/** The body of `PUT /api/hmrc-settings` (one record per account): the input plus the `version` last read (0 before the first save; a stale one is a 409). */
export type HmrcSettingsUpdate = HmrcSettingsInput & { version: number };

/**
 * The HTML an eBay listing's description is wrapped in. Placeholders `{{title}}`, `{{description}}` (required: without it the product's description would not show), `{{images}}`, `{{sku}}`, `{{price}}` and `{{brand}}` are filled in when a listing is sent. eBay blocks active content, so a template with scripts, event handlers (`onclick=`…), `javascript:` links, forms or form controls, frames, plug-ins (`object`, `embed`, `applet`) or `meta`/`base` tags is refused with the offending tag named, rather than silently changed: the merchant sees exactly what eBay would not accept. Every link, image and stylesheet URL must be https:// (eBay requires secure content); relative URLs are refused too, since they would resolve against ebay.com. Names are unique per account (case-insensitive).
 */
export interface HtmlTemplate {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * eBay accepts descriptions of up to 500,000 characters.
 */
html: string
/**
 * Used by new eBay listings that name no template. Making one the default clears the flag on the others.
 */
is_default: boolean
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a ebay html template: read-only and system fields are left out.
 * 
 * The HTML an eBay listing's description is wrapped in. Placeholders `{{title}}`, `{{description}}` (required: without it the product's description would not show), `{{images}}`, `{{sku}}`, `{{price}}` and `{{brand}}` are filled in when a listing is sent. eBay blocks active content, so a template with scripts, event handlers (`onclick=`…), `javascript:` links, forms or form controls, frames, plug-ins (`object`, `embed`, `applet`) or `meta`/`base` tags is refused with the offending tag named, rather than silently changed: the merchant sees exactly what eBay would not accept. Every link, image and stylesheet URL must be https:// (eBay requires secure content); relative URLs are refused too, since they would resolve against ebay.com. Names are unique per account (case-insensitive).
 */
export interface HtmlTemplateInput {
/**
 * Name
 */
name: string
/**
 * eBay accepts descriptions of up to 500,000 characters.
 */
html: string
/**
 * Used by new eBay listings that name no template. Making one the default clears the flag on the others.
 */
is_default?: boolean
}

/** The body of `PUT /api/html-templates/:id`: the input plus the `version` last read (a stale one is a 409). */
export type HtmlTemplateUpdate = HtmlTemplateInput & { version: number };

/**
 * One charge on a platform invoice. `unit_amount` is net of tax; `net`, `tax` and `gross` are computed by the server.
 */
export interface InvoiceLine {
id: string
account_id: string
/**
 * Position
 */
position: number
/**
 * The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored.
 */
invoice_id: string
/**
 * Description
 */
description: string
/**
 * Quantity
 */
quantity: number
/**
 * Unit amount
 */
unit_amount: number
/**
 * Tax rate (%)
 */
tax_rate: number
/**
 * Net
 */
net: number
/**
 * Tax
 */
tax: number
/**
 * Gross
 */
gross: number
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * Sellyard's bill to a merchant account for one billing period (subscription, channel add-ons, usage). The number (INV-000001) is given by the server and every amount is computed by it in integer minor units: each line's net = quantity × unit amount, its tax at the line's rate rounded half away from zero, and the invoice's net, tax and total are the sums. `issue` (DRAFT → OPEN) sets the issue date and, when none is given, a due date 14 days later; an OPEN invoice is then `pay`ed (PAID) or `void`ed (VOID). Only drafts can be edited or deleted. Access: the platform bills, so only platform admins write invoices (`permission: null`: no feature permission reaches them); every member of the account reads the account's own invoices (a member grant), as the Invoices screen needs only a sign-in.
 */
export interface Invoice {
id: string
account_id: string
/**
 * Number
 */
number: string
/**
 * Status
 */
status: ("DRAFT" | "OPEN" | "PAID" | "VOID")
/**
 * Period start
 */
period_start: string
/**
 * Not before the period start.
 * 
 * Compared with another field (JSON Schema `$data`, relative JSON pointers): `formatMinimum`: the value at `1/period_start`.
 */
period_end: string
/**
 * Currency
 */
currency: string
/**
 * Issued
 */
issue_date: (string | null)
/**
 * 14 days after issue when not given.
 */
due_date: (string | null)
/**
 * Net
 */
net: number
/**
 * Tax
 */
tax: number
/**
 * Total
 */
total: number
/**
 * Paid
 */
paid_at: (string | null)
/**
 * Notes
 */
notes: (string | null)
/**
 * Lines
 * 
 * @minItems 1
 * @maxItems 200
 */
lines: InvoiceLine[]
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a invoice: read-only and system fields are left out.
 * 
 * Sellyard's bill to a merchant account for one billing period (subscription, channel add-ons, usage). The number (INV-000001) is given by the server and every amount is computed by it in integer minor units: each line's net = quantity × unit amount, its tax at the line's rate rounded half away from zero, and the invoice's net, tax and total are the sums. `issue` (DRAFT → OPEN) sets the issue date and, when none is given, a due date 14 days later; an OPEN invoice is then `pay`ed (PAID) or `void`ed (VOID). Only drafts can be edited or deleted. Access: the platform bills, so only platform admins write invoices (`permission: null`: no feature permission reaches them); every member of the account reads the account's own invoices (a member grant), as the Invoices screen needs only a sign-in.
 */
export interface InvoiceInput {
/**
 * Period start
 */
period_start: string
/**
 * Not before the period start.
 * 
 * Compared with another field (JSON Schema `$data`, relative JSON pointers): `formatMinimum`: the value at `1/period_start`.
 */
period_end: string
/**
 * Currency
 */
currency?: string
/**
 * 14 days after issue when not given.
 */
due_date?: (string | null)
/**
 * Notes
 */
notes?: (string | null)
/**
 * Lines
 * 
 * @minItems 1
 * @maxItems 200
 */
lines: InvoiceLineInput[]
}

/** The body of `PUT /api/invoices/:id`: the input plus the `version` last read (a stale one is a 409). */
export type InvoiceUpdate = InvoiceInput & { version: number };

/**
 * Fetches a sales channel's existing listings at a fixed interval and links them to products, matched by SKU or by barcode (GTIN); unmatched listings become new products only when `create_missing_products` is on. One schedule per sales channel. ENABLED ↔ PAUSED (`pause`, `resume`); `run-now` asks for a run at once without changing the status. The server keeps `next_run_at` (the last run, or now, plus the interval; none while paused) and the importer writes `last_run_at` and `runs`, the history of the last 20 runs with their counts and errors. The name defaults to the channel's name followed by "listing import".
 */
export interface ListingImportSchedule {
id: string
account_id: string
/**
 * Name
 */
name: (string | null)
/**
 * Sales channel
 */
sales_channel_id: string
/**
 * Every
 */
interval: ("HOURLY" | "EVERY_6_HOURS" | "EVERY_12_HOURS" | "DAILY" | "WEEKLY")
/**
 * Match products by
 */
match_by: ("SKU" | "BARCODE")
/**
 * Create missing products
 */
create_missing_products: boolean
/**
 * Status
 */
status: ("ENABLED" | "PAUSED")
/**
 * Last run
 */
last_run_at: (string | null)
/**
 * Next run
 */
next_run_at: (string | null)
/**
 * Run history
 * 
 * @maxItems 20
 */
runs: {
/**
 * Started
 */
started_at: string
/**
 * Finished
 */
finished_at?: (string | null)
/**
 * Outcome
 */
outcome: ("SUCCEEDED" | "PARTIAL" | "FAILED")
/**
 * Listings found
 */
listings_found?: number
/**
 * Matched
 */
matched?: number
/**
 * Products created
 */
created?: number
/**
 * Skipped
 */
skipped?: number
/**
 * Errors
 * 
 * @maxItems 100
 */
errors?: {
sku?: string
message: string
}[]
}[]
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a listing import schedule: read-only and system fields are left out.
 * 
 * Fetches a sales channel's existing listings at a fixed interval and links them to products, matched by SKU or by barcode (GTIN); unmatched listings become new products only when `create_missing_products` is on. One schedule per sales channel. ENABLED ↔ PAUSED (`pause`, `resume`); `run-now` asks for a run at once without changing the status. The server keeps `next_run_at` (the last run, or now, plus the interval; none while paused) and the importer writes `last_run_at` and `runs`, the history of the last 20 runs with their counts and errors. The name defaults to the channel's name followed by "listing import".
 */
export interface ListingImportScheduleInput {
/**
 * Name
 */
name?: string
/**
 * Sales channel
 */
sales_channel_id: string
/**
 * Every
 */
interval: ("HOURLY" | "EVERY_6_HOURS" | "EVERY_12_HOURS" | "DAILY" | "WEEKLY")
/**
 * Match products by
 */
match_by?: ("SKU" | "BARCODE")
/**
 * Create missing products
 */
create_missing_products?: boolean
}

/** The body of `PUT /api/listing-import-schedules/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ListingImportScheduleUpdate = ListingImportScheduleInput & { version: number };

/**
 * A product offered on one sales channel. A body of `product_id`, `sales_channel_id` and `channel` makes a DRAFT; `sku`, `title`, `price` and `currency` default to the product's. `channel` must be the sales channel's type (a STORE listing may also sit on a SHOPIFY channel) and never changes. `channel_fields` follow that channel's own schema (schemas/shared/listing-<channel>.schema.json) and the listing title that channel's limit (eBay 80, Amazon 200, Etsy 140 characters); an eBay auction sells exactly one item, so its quantity rule must be FIXED 1. SKUs are unique per sales channel (case-insensitive). Status: DRAFT → SUBMITTING (`submit`, which first checks what the channel needs and that the sales channel is CONNECTED, then sends the listing to the marketplace in a background job) → ACTIVE (`publish`, with the marketplace's `external_id` and `url`) or ERROR (`fail`, with the marketplace's messages in `issues`, field by field where it names them); ERROR → SUBMITTING (`retry`); ACTIVE ↔ OUT_OF_STOCK as the pushed quantity reaches 0 and comes back (`sell-out`, `restock`); ACTIVE or OUT_OF_STOCK → ENDING (`end`, which asks the marketplace to end it) → ENDED (`ended`, once it has). `publish`, `fail`, `sell-out`, `restock` and `ended` are made by the marketplace sync only (by system). Editing an ACTIVE or OUT_OF_STOCK listing's title, price or channel fields sends a revision. `external_id`, `url`, `issues` and `last_sync_at` are written by the channel sync, never by clients. Listings being submitted or ended, and ended ones, are read-only.
 */
export interface Listing {
id: string
account_id: string
/**
 * A product with listings cannot be deleted: end and delete its listings first.
 */
product_id: string
/**
 * Sales channel
 */
sales_channel_id: string
/**
 * Which channel's rules the listing follows; the sales channel's type.
 */
channel: ("EBAY" | "AMAZON" | "ETSY" | "WISH" | "ONBUY" | "STORE")
/**
 * Status
 */
status: ("DRAFT" | "SUBMITTING" | "ACTIVE" | "ERROR" | "OUT_OF_STOCK" | "ENDING" | "ENDED")
/**
 * The channel's own id once live (eBay item id, ASIN, Etsy listing id…), written by the sync.
 */
external_id: (string | null)
/**
 * The listing's page on the marketplace, written by the sync.
 */
url: (string | null)
/**
 * The product's SKU when not given. eBay allows 50 characters, Amazon 40, Etsy 32.
 */
sku: (string | null)
/**
 * The product's title when not given.
 */
title: (string | null)
/**
 * This channel's own description (rich text, HTML, sanitised on save like the product's). Empty: the marketplace gets the product's description.
 */
description: (string | null)
/**
 * The product's currency when not given.
 */
currency: (string | null)
/**
 * The product's retail price when not given; required to submit. For an eBay auction, the starting price.
 */
price: (number | null)
/**
 * How much stock the channel is offered: FIXED (always `value`), PERCENT (`value`% of available stock, rounded down) or MAX (available stock, but never more than `value`). Only available stock is ever pushed.
 */
quantity_rule: {
/**
 * Rule
 */
type: ("FIXED" | "PERCENT" | "MAX")
/**
 * Value
 */
value: number
}
/**
 * What only this channel knows (category, format, tags…), checked against the channel's schema.
 */
channel_fields: {

}
/**
 * What the channel said at the last sync: errors that stop the listing, warnings and notes.
 */
issues: {
/**
 * Code
 */
code: string
/**
 * Message
 */
message: string
/**
 * Severity
 */
severity: ("ERROR" | "WARNING" | "INFO")
}[]
/**
 * Last sync
 */
last_sync_at: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored listing holds beyond its record, never sent to a client: `channel_state`.
 */
export interface ListingServerOnly {
/**
 * What the adapter needs to find the listing again (an eBay offer id, a Shopify inventory item id).
 */
channel_state?: {

}
}

/**
 * What a client may send for a listing: read-only and system fields are left out.
 * 
 * A product offered on one sales channel. A body of `product_id`, `sales_channel_id` and `channel` makes a DRAFT; `sku`, `title`, `price` and `currency` default to the product's. `channel` must be the sales channel's type (a STORE listing may also sit on a SHOPIFY channel) and never changes. `channel_fields` follow that channel's own schema (schemas/shared/listing-<channel>.schema.json) and the listing title that channel's limit (eBay 80, Amazon 200, Etsy 140 characters); an eBay auction sells exactly one item, so its quantity rule must be FIXED 1. SKUs are unique per sales channel (case-insensitive). Status: DRAFT → SUBMITTING (`submit`, which first checks what the channel needs and that the sales channel is CONNECTED, then sends the listing to the marketplace in a background job) → ACTIVE (`publish`, with the marketplace's `external_id` and `url`) or ERROR (`fail`, with the marketplace's messages in `issues`, field by field where it names them); ERROR → SUBMITTING (`retry`); ACTIVE ↔ OUT_OF_STOCK as the pushed quantity reaches 0 and comes back (`sell-out`, `restock`); ACTIVE or OUT_OF_STOCK → ENDING (`end`, which asks the marketplace to end it) → ENDED (`ended`, once it has). `publish`, `fail`, `sell-out`, `restock` and `ended` are made by the marketplace sync only (by system). Editing an ACTIVE or OUT_OF_STOCK listing's title, price or channel fields sends a revision. `external_id`, `url`, `issues` and `last_sync_at` are written by the channel sync, never by clients. Listings being submitted or ended, and ended ones, are read-only.
 */
export interface ListingInput {
/**
 * A product with listings cannot be deleted: end and delete its listings first.
 */
product_id: string
/**
 * Sales channel
 */
sales_channel_id: string
/**
 * Which channel's rules the listing follows; the sales channel's type.
 */
channel: ("EBAY" | "AMAZON" | "ETSY" | "WISH" | "ONBUY" | "STORE")
/**
 * The product's SKU when not given. eBay allows 50 characters, Amazon 40, Etsy 32.
 */
sku?: string
/**
 * The product's title when not given.
 */
title?: string
/**
 * This channel's own description (rich text, HTML, sanitised on save like the product's). Empty: the marketplace gets the product's description.
 */
description?: (string | null)
/**
 * The product's currency when not given.
 */
currency?: string
/**
 * The product's retail price when not given; required to submit. For an eBay auction, the starting price.
 */
price?: (number | null)
/**
 * How much stock the channel is offered: FIXED (always `value`), PERCENT (`value`% of available stock, rounded down) or MAX (available stock, but never more than `value`). Only available stock is ever pushed.
 */
quantity_rule?: {
/**
 * Rule
 */
type: ("FIXED" | "PERCENT" | "MAX")
/**
 * Value
 */
value: number
}
/**
 * What only this channel knows (category, format, tags…), checked against the channel's schema.
 */
channel_fields?: {

}
}

/** The body of `PUT /api/listings/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ListingUpdate = ListingInput & { version: number };

/**
 * A place stock is held: an own warehouse, a third-party warehouse, a shop or an Amazon FBA centre.
 */
export interface Location {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Code
 */
code: string
/**
 * Type
 */
type: ("OWN_WAREHOUSE" | "THIRD_PARTY" | "STORE" | "FBA")
/**
 * Paid orders take stock from locations with a lower number first (ties: by name), after the channel's own location priority.
 */
priority: number
/**
 * Default
 */
is_default: boolean
/**
 * Address
 */
address: (Address | null)
/**
 * For a third-party warehouse: the warehouse provider (3PL) that runs it. Orders allocated here are handed to the provider, its stock feed sets the levels here, and purchase orders delivered here are announced to it as ASNs (docs/warehouses.md).
 */
warehouse_provider_id: (string | null)
/**
 * The provider's own id for this warehouse (Mintsoft WarehouseId, ShipBob fulfilment centre id).
 */
provider_warehouse_ref: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a location: read-only and system fields are left out.
 * 
 * A place stock is held: an own warehouse, a third-party warehouse, a shop or an Amazon FBA centre.
 */
export interface LocationInput {
/**
 * Name
 */
name: string
/**
 * Code
 */
code: string
/**
 * Type
 */
type?: ("OWN_WAREHOUSE" | "THIRD_PARTY" | "STORE" | "FBA")
/**
 * Paid orders take stock from locations with a lower number first (ties: by name), after the channel's own location priority.
 */
priority?: number
/**
 * Default
 */
is_default?: boolean
/**
 * Address
 */
address?: Address
/**
 * For a third-party warehouse: the warehouse provider (3PL) that runs it. Orders allocated here are handed to the provider, its stock feed sets the levels here, and purchase orders delivered here are announced to it as ASNs (docs/warehouses.md).
 */
warehouse_provider_id?: (string | null)
/**
 * The provider's own id for this warehouse (Mintsoft WarehouseId, ShipBob fulfilment centre id).
 */
provider_warehouse_ref?: (string | null)
}

/** The body of `PUT /api/locations/:id`: the input plus the `version` last read (a stale one is a 409). */
export type LocationUpdate = LocationInput & { version: number };

/**
 * An automation that runs when an order becomes PAID: if every condition holds (an empty list always holds), it performs its one action. Enabled rules run in ascending `sequence` (ties: by name); a new rule is always saved disabled, whatever was sent, so it can be reviewed before it touches orders, and a missing sequence is set after the last rule's. Conditions use a whitelist of order fields, each with the operators that make sense for it (numbers compare, text matches, ids and codes test membership); `value` is a list for IN/NOT_IN and a single value otherwise, and ids must be records of this account. The action's parameter is the field named after it (SET_SHIPPING_METHOD → `shipping_method_id`, ASSIGN_LOCATION → `location_id`, ADD_TAG → `tag`, SET_STATUS → `set_status`); the other references and the tag are cleared on save (`set_status` always holds ON_HOLD, used only by SET_STATUS). A rule may only put a just-paid order ON_HOLD (with `hold_reason`): later statuses come from shipping. Conditions on `sku` hold when any line matches (NOT_EQUALS / NOT_IN: when no line does), `tag` likewise over the order's tags, `weight_g` is the lines' total product weight, `item_count` the units ordered. Each rule that fires is written to the order's status history with its name; a rule that cannot be applied (a deleted shipping method or location) holds the order with the error, and later rules do not run.
 */
export interface OrderRule {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Always false on create; switch it on once the rule is checked.
 */
enabled: boolean
/**
 * Run order, lowest first. After the last rule when not given.
 */
sequence: (number | null)
/**
 * SET_STATUS rules: the reason the held order shows (the rule's name when empty).
 */
hold_reason: (string | null)
/**
 * Conditions (all must hold)
 * 
 * @maxItems 20
 */
conditions: {
/**
 * Field
 */
field: ("sales_channel_id" | "channel_type" | "total" | "subtotal" | "shipping_charge" | "currency" | "ship_to_country" | "ship_to_postcode" | "customer_id" | "sku" | "item_count" | "weight_g" | "channel_order_ref" | "tag" | "fulfilled_by")
/**
 * Operator
 */
operator: ("EQUALS" | "NOT_EQUALS" | "IN" | "NOT_IN" | "GREATER_THAN" | "GREATER_OR_EQUAL" | "LESS_THAN" | "LESS_OR_EQUAL" | "CONTAINS" | "STARTS_WITH")
/**
 * Value
 */
value: (string | number | string[])
}[]
/**
 * Action
 */
action: ("SET_SHIPPING_METHOD" | "ASSIGN_LOCATION" | "ADD_TAG" | "SET_STATUS")
/**
 * Shipping method
 */
shipping_method_id: (string | null)
/**
 * Location
 */
location_id: (string | null)
/**
 * Tag
 */
tag: (string | null)
/**
 * SET_STATUS rules only. A rule acts on a just-paid order, so the only status it may set is ON_HOLD.
 */
set_status: "ON_HOLD"
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a order rule: read-only and system fields are left out.
 * 
 * An automation that runs when an order becomes PAID: if every condition holds (an empty list always holds), it performs its one action. Enabled rules run in ascending `sequence` (ties: by name); a new rule is always saved disabled, whatever was sent, so it can be reviewed before it touches orders, and a missing sequence is set after the last rule's. Conditions use a whitelist of order fields, each with the operators that make sense for it (numbers compare, text matches, ids and codes test membership); `value` is a list for IN/NOT_IN and a single value otherwise, and ids must be records of this account. The action's parameter is the field named after it (SET_SHIPPING_METHOD → `shipping_method_id`, ASSIGN_LOCATION → `location_id`, ADD_TAG → `tag`, SET_STATUS → `set_status`); the other references and the tag are cleared on save (`set_status` always holds ON_HOLD, used only by SET_STATUS). A rule may only put a just-paid order ON_HOLD (with `hold_reason`): later statuses come from shipping. Conditions on `sku` hold when any line matches (NOT_EQUALS / NOT_IN: when no line does), `tag` likewise over the order's tags, `weight_g` is the lines' total product weight, `item_count` the units ordered. Each rule that fires is written to the order's status history with its name; a rule that cannot be applied (a deleted shipping method or location) holds the order with the error, and later rules do not run.
 */
export interface OrderRuleInput {
/**
 * Name
 */
name: string
/**
 * Always false on create; switch it on once the rule is checked.
 */
enabled?: boolean
/**
 * Run order, lowest first. After the last rule when not given.
 */
sequence?: number
/**
 * SET_STATUS rules: the reason the held order shows (the rule's name when empty).
 */
hold_reason?: (string | null)
/**
 * Conditions (all must hold)
 * 
 * @maxItems 20
 */
conditions?: {
/**
 * Field
 */
field: ("sales_channel_id" | "channel_type" | "total" | "subtotal" | "shipping_charge" | "currency" | "ship_to_country" | "ship_to_postcode" | "customer_id" | "sku" | "item_count" | "weight_g" | "channel_order_ref" | "tag" | "fulfilled_by")
/**
 * Operator
 */
operator: ("EQUALS" | "NOT_EQUALS" | "IN" | "NOT_IN" | "GREATER_THAN" | "GREATER_OR_EQUAL" | "LESS_THAN" | "LESS_OR_EQUAL" | "CONTAINS" | "STARTS_WITH")
/**
 * Value
 */
value: (string | number | string[])
}[]
/**
 * Action
 */
action: ("SET_SHIPPING_METHOD" | "ASSIGN_LOCATION" | "ADD_TAG" | "SET_STATUS")
/**
 * Shipping method
 */
shipping_method_id?: (string | null)
/**
 * Location
 */
location_id?: (string | null)
/**
 * Tag
 */
tag?: (string | null)
/**
 * SET_STATUS rules only. A rule acts on a just-paid order, so the only status it may set is ON_HOLD.
 */
set_status?: "ON_HOLD"
}

/** The body of `PUT /api/order-rules/:id`: the input plus the `version` last read (a stale one is a 409). */
export type OrderRuleUpdate = OrderRuleInput & { version: number };

/**
 * A card the merchant pays Sellyard's invoices with. Sellyard never stores or even accepts a card number or security code (PCI DSS): the card is entered in the payment processor's own form, which returns a token; Sellyard keeps that token (write-only, fixed once saved: a new card is a new record), the brand, the last 4 digits, the expiry and the holder's name. A body carrying a card number (any field holding 13-19 digits that pass the Luhn check, or a key such as card_number, pan or number) or a CVV/CVC is refused with 400 before anything is read or stored. An expired card cannot be added. One card per account is the default: saving one as default makes it the only one, and the first card added becomes the default.
 */
export interface PaymentCard {
id: string
account_id: string
/**
 * Brand
 */
brand: ("VISA" | "MASTERCARD" | "AMEX" | "MAESTRO" | "DISCOVER" | "OTHER")
/**
 * Last 4 digits
 */
last4: string
/**
 * Expiry month
 */
exp_month: number
/**
 * Expiry year
 */
exp_year: number
/**
 * Cardholder
 */
holder_name: (string | null)
/**
 * Default
 */
is_default: boolean
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored payment card holds beyond its record, never sent to a client: `processor_token`.
 */
export interface PaymentCardServerOnly {
/**
 * The token the payment processor returned for the card (e.g. pm_1Q2w3E...). Not card data (PCI DSS leaves tokens out of scope) and useless without Sellyard's processor key, so it is stored as is, but never returned.
 */
processor_token?: string
}

/**
 * What a client may send for a payment card: read-only and system fields are left out.
 * 
 * A card the merchant pays Sellyard's invoices with. Sellyard never stores or even accepts a card number or security code (PCI DSS): the card is entered in the payment processor's own form, which returns a token; Sellyard keeps that token (write-only, fixed once saved: a new card is a new record), the brand, the last 4 digits, the expiry and the holder's name. A body carrying a card number (any field holding 13-19 digits that pass the Luhn check, or a key such as card_number, pan or number) or a CVV/CVC is refused with 400 before anything is read or stored. An expired card cannot be added. One card per account is the default: saving one as default makes it the only one, and the first card added becomes the default.
 */
export interface PaymentCardInput {
/**
 * The token the payment processor returned for the card (e.g. pm_1Q2w3E...). Not card data (PCI DSS leaves tokens out of scope) and useless without Sellyard's processor key, so it is stored as is, but never returned.
 */
processor_token: string
/**
 * Brand
 */
brand: ("VISA" | "MASTERCARD" | "AMEX" | "MAESTRO" | "DISCOVER" | "OTHER")
/**
 * Last 4 digits
 */
last4: string
/**
 * Expiry month
 */
exp_month: number
/**
 * Expiry year
 */
exp_year: number
/**
 * Cardholder
 */
holder_name?: (string | null)
/**
 * Default
 */
is_default?: boolean
}

/** The body of `PUT /api/payment-cards/:id`: the input plus the `version` last read (a stale one is a 409). */
export type PaymentCardUpdate = PaymentCardInput & { version: number };

/**
 * A way customers pay for orders (card, PayPal, bank transfer, the marketplace's own payments, cash at the counter), used to record and report payments. Codes are unique per account (case-insensitive) and are the natural key for CSV; an inactive method stays on old orders but is no longer offered.
 */
export interface PaymentMethod {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Code
 */
code: string
/**
 * Type
 */
type: ("CARD" | "PAYPAL" | "BANK" | "MARKETPLACE" | "CASH")
/**
 * Active
 */
active: boolean
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a payment method: read-only and system fields are left out.
 * 
 * A way customers pay for orders (card, PayPal, bank transfer, the marketplace's own payments, cash at the counter), used to record and report payments. Codes are unique per account (case-insensitive) and are the natural key for CSV; an inactive method stays on old orders but is no longer offered.
 */
export interface PaymentMethodInput {
/**
 * Name
 */
name: string
/**
 * Code
 */
code: string
/**
 * Type
 */
type: ("CARD" | "PAYPAL" | "BANK" | "MARKETPLACE" | "CASH")
/**
 * Active
 */
active?: boolean
}

/** The body of `PUT /api/payment-methods/:id`: the input plus the `version` last read (a stale one is a 409). */
export type PaymentMethodUpdate = PaymentMethodInput & { version: number };

/**
 * A product safety label or leaflet (EU GPSR) as a file: PDF, PNG or JPEG, at most 10 MB. Send the file once, on create, as base64 in `file`; the server recognises the type from the file's first bytes (never from its name or a claimed type), refuses anything else, and records `content_type`, `size_bytes` and the SHA-256. The bytes are kept in a server-only column and never returned with the record. To change the file, upload a new label. `languages` are ISO 639-1 codes of the languages on the label; `product_ids` link it to products (each product then lists it in its `label_ids`). Status: UPLOADED → ACCEPTED or REJECTED (`accept`, `reject`; a rejected label can be accepted after a second look). Part of the Golden Ticket programme: only accounts with the goldenTicket and productLabel flags may read or write them (the entity's flags: without them no permission rule covers it, so every request is a 403 naming the missing flags; platform admins always may).
 */
export interface ProductLabel {
id: string
account_id: string
/**
 * File name
 */
file_name: string
/**
 * Recognised from the file's content.
 */
content_type: ("PDF" | "PNG" | "JPEG")
/**
 * Size (bytes)
 */
size_bytes: number
/**
 * SHA-256
 */
sha256: string
/**
 * ISO 639-1 codes, e.g. en, de, fr.
 * 
 * @minItems 1
 * @maxItems 30
 */
languages: string[]
/**
 * Products
 * 
 * @maxItems 1000
 */
product_ids: string[]
/**
 * Status
 */
status: ("UPLOADED" | "ACCEPTED" | "REJECTED")
/**
 * Rejection reason
 */
rejection_reason: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored product label holds beyond its record, never sent to a client: `file`, `content`.
 */
export interface ProductLabelServerOnly {
/**
 * The file as base64 (a data: URL prefix is accepted). Required on create; never returned.
 */
file?: (string | null)
/**
 * The file, base64. Server only: never selected in lists or returned.
 */
content?: (string | null)
}

/**
 * What a client may send for a product label: read-only and system fields are left out.
 * 
 * A product safety label or leaflet (EU GPSR) as a file: PDF, PNG or JPEG, at most 10 MB. Send the file once, on create, as base64 in `file`; the server recognises the type from the file's first bytes (never from its name or a claimed type), refuses anything else, and records `content_type`, `size_bytes` and the SHA-256. The bytes are kept in a server-only column and never returned with the record. To change the file, upload a new label. `languages` are ISO 639-1 codes of the languages on the label; `product_ids` link it to products (each product then lists it in its `label_ids`). Status: UPLOADED → ACCEPTED or REJECTED (`accept`, `reject`; a rejected label can be accepted after a second look). Part of the Golden Ticket programme: only accounts with the goldenTicket and productLabel flags may read or write them (the entity's flags: without them no permission rule covers it, so every request is a 403 naming the missing flags; platform admins always may).
 */
export interface ProductLabelInput {
/**
 * The file as base64 (a data: URL prefix is accepted). Required on create; never returned.
 */
file?: string
/**
 * File name
 */
file_name: string
/**
 * ISO 639-1 codes, e.g. en, de, fr.
 * 
 * @minItems 1
 * @maxItems 30
 */
languages: string[]
/**
 * Products
 * 
 * @maxItems 1000
 */
product_ids?: string[]
/**
 * Rejection reason
 */
rejection_reason?: (string | null)
}

/** The body of `PUT /api/product-labels/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ProductLabelUpdate = ProductLabelInput & { version: number };

/**
 * A sellable item in the merchant's catalogue. Only `sku` and `title` are required; everything else can be filled in later. SKUs are trimmed and unique per account, compared case-insensitively.
 */
export interface Product {
id: string
account_id: string
/**
 * SKU
 */
sku: string
/**
 * Title
 */
title: string
/**
 * Rich text (HTML): paragraphs, headings, bold, italic, lists and links. Scripts, styles and event handlers are removed on save.
 */
description: (string | null)
/**
 * Brand
 */
brand_id: (string | null)
/**
 * Kind
 */
kind: ("SIMPLE" | "PARENT" | "VARIANT" | "BUNDLE")
/**
 * Parent product
 */
parent_id: (string | null)
/**
 * Condition
 */
condition: ("NEW" | "USED" | "REFURBISHED")
/**
 * Status
 */
status: ("DRAFT" | "ACTIVE" | "ARCHIVED")
/**
 * Currency
 */
currency: string
/**
 * Cost price
 */
cost_price: (number | null)
/**
 * Retail price
 */
retail_price: (number | null)
/**
 * A new product that names none starts with the account's default sales tax (General Settings).
 */
tax_id: (string | null)
/**
 * The supplier this product is usually bought from. The Reorder screen (stock planning) uses the supplier's lead time for the product's reorder point, and drafts the product's reorder onto a purchase order to this supplier. Empty: the product is planned without lead-time cover and cannot be drafted onto a purchase order from the Reorder screen. Deleting the supplier empties it.
 */
supplier_id: (string | null)
/**
 * Weight (g)
 */
weight_g: (number | null)
/**
 * Length (mm)
 */
length_mm: (number | null)
/**
 * Width (mm)
 */
width_mm: (number | null)
/**
 * Height (mm)
 */
height_mm: (number | null)
/**
 * HS code
 */
hs_code: (string | null)
/**
 * Country of origin
 */
origin_country: (string | null)
/**
 * Barcodes
 * 
 * @maxItems 20
 */
barcodes: {
/**
 * Type
 */
type: ("EAN8" | "UPCA" | "EAN13" | "GTIN14" | "ISBN")
/**
 * Value
 */
value: string
}[]
/**
 * Images
 * 
 * @maxItems 24
 */
images: {
/**
 * An image uploaded to Sellyard (`/media/…`, from `POST /api/products/images`) or an https URL elsewhere.
 */
url: string
/**
 * Position
 */
position?: number
/**
 * Alt text
 */
alt?: string
}[]
/**
 * Safety warnings
 */
safety_warnings: (string | null)
/**
 * VARIANT products only: the value of each variation attribute (Settings › Variations) that tells this variant from its siblings, e.g. Colour = Navy. Each attribute once; the value must be one of the attribute's values (checked on save).
 * 
 * @maxItems 20
 */
attribute_values: {
/**
 * Attribute
 */
attribute_id: string
/**
 * Value
 */
value: string
}[]
/**
 * Responsible persons of this account (checked on save). At most 5: eBay shows no more per listing.
 * 
 * @maxItems 5
 */
responsible_person_ids: string[]
/**
 * Product labels that name this product; kept by the server from each label's `product_ids` (link labels on the label upload page).
 */
label_ids: string[]
/**
 * Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.
 */
custom_fields: {

}
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a product: read-only and system fields are left out.
 * 
 * A sellable item in the merchant's catalogue. Only `sku` and `title` are required; everything else can be filled in later. SKUs are trimmed and unique per account, compared case-insensitively.
 */
export interface ProductInput {
/**
 * SKU
 */
sku: string
/**
 * Title
 */
title: string
/**
 * Rich text (HTML): paragraphs, headings, bold, italic, lists and links. Scripts, styles and event handlers are removed on save.
 */
description?: (string | null)
/**
 * Brand
 */
brand_id?: (string | null)
/**
 * Kind
 */
kind?: ("SIMPLE" | "PARENT" | "VARIANT" | "BUNDLE")
/**
 * Parent product
 */
parent_id?: (string | null)
/**
 * Condition
 */
condition?: ("NEW" | "USED" | "REFURBISHED")
/**
 * Status
 */
status?: ("DRAFT" | "ACTIVE" | "ARCHIVED")
/**
 * Currency
 */
currency?: string
/**
 * Cost price
 */
cost_price?: (number | null)
/**
 * Retail price
 */
retail_price?: (number | null)
/**
 * A new product that names none starts with the account's default sales tax (General Settings).
 */
tax_id?: (string | null)
/**
 * The supplier this product is usually bought from. The Reorder screen (stock planning) uses the supplier's lead time for the product's reorder point, and drafts the product's reorder onto a purchase order to this supplier. Empty: the product is planned without lead-time cover and cannot be drafted onto a purchase order from the Reorder screen. Deleting the supplier empties it.
 */
supplier_id?: (string | null)
/**
 * Weight (g)
 */
weight_g?: (number | null)
/**
 * Length (mm)
 */
length_mm?: (number | null)
/**
 * Width (mm)
 */
width_mm?: (number | null)
/**
 * Height (mm)
 */
height_mm?: (number | null)
/**
 * HS code
 */
hs_code?: (string | null)
/**
 * Country of origin
 */
origin_country?: (string | null)
/**
 * Barcodes
 * 
 * @maxItems 20
 */
barcodes?: {
/**
 * Type
 */
type: ("EAN8" | "UPCA" | "EAN13" | "GTIN14" | "ISBN")
/**
 * Value
 */
value: string
}[]
/**
 * Images
 * 
 * @maxItems 24
 */
images?: {
/**
 * An image uploaded to Sellyard (`/media/…`, from `POST /api/products/images`) or an https URL elsewhere.
 */
url: string
/**
 * Position
 */
position?: number
/**
 * Alt text
 */
alt?: string
}[]
/**
 * Safety warnings
 */
safety_warnings?: (string | null)
/**
 * VARIANT products only: the value of each variation attribute (Settings › Variations) that tells this variant from its siblings, e.g. Colour = Navy. Each attribute once; the value must be one of the attribute's values (checked on save).
 * 
 * @maxItems 20
 */
attribute_values?: {
/**
 * Attribute
 */
attribute_id: string
/**
 * Value
 */
value: string
}[]
/**
 * Responsible persons of this account (checked on save). At most 5: eBay shows no more per listing.
 * 
 * @maxItems 5
 */
responsible_person_ids?: string[]
/**
 * Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.
 */
custom_fields?: {

}
}

/** The body of `PUT /api/products/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ProductUpdate = ProductInput & { version: number };

/**
 * One product ordered from the supplier. `unit_cost` is net of tax, in the order's currency; `tax_rate` is copied from the tax so later rate changes never alter an old order. `qty_received` is raised only by receiving and never passes `qty_ordered`.
 */
export interface PurchaseOrderLine {
id: string
account_id: string
/**
 * Position
 */
position: number
/**
 * The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored.
 */
purchase_order_id: string
/**
 * Product
 */
product_id: string
/**
 * SKU
 */
sku: string
/**
 * Description
 */
description: (string | null)
/**
 * Supplier SKU
 */
supplier_sku: (string | null)
/**
 * Ordered
 */
qty_ordered: number
/**
 * Unit cost
 */
unit_cost: number
/**
 * Tax
 */
tax_id: (string | null)
/**
 * Tax rate (%)
 */
tax_rate: number
/**
 * Net
 */
net: number
/**
 * Tax
 */
tax: number
/**
 * Gross
 */
gross: number
/**
 * Received
 */
qty_received: number
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * An order placed with a supplier. A body of `supplier_id` and `lines` (product, quantity, unit cost) makes a DRAFT: the number (PO-000045, per account) is given by the server, the currency defaults to the supplier's, the delivery location to the account's default location (its address is kept as a snapshot), each line's SKU and description come from the product and its tax rate is copied from the tax (the product's when none is named), and every total is computed by the server in integer minor units (tax per line, rounded half away from zero). `send` (DRAFT → SENT) counts the open lines as `incoming` stock; receiving raises on-hand at the delivery location and lowers incoming, where stock levels exist. Receiving is `POST /api/purchase-orders/:id/receive` with `{lines: [{line_id, qty}]}` for what arrived (SENT or PARTIALLY_RECEIVED → PARTIALLY_RECEIVED or RECEIVED) or the `receive-all` transition for everything still open; receiving more than was ordered is refused, line by line. `complete` closes a received order, or short-closes a partly received one (the rest no longer counts as incoming); `cancel` is for DRAFT and SENT orders. `archive` and `unarchive` are for COMPLETED and CANCELLED orders only: they keep the status, set `archived`/`archived_at`, and decide which list shows the order (the `archive` permission reads archived orders). Lines can change only while nothing has been received; received, completed and cancelled orders are read-only. Holders of `purchaseOrders` have full access.
 */
export interface PurchaseOrder {
id: string
account_id: string
/**
 * Number
 */
number: string
/**
 * Status
 */
status: ("DRAFT" | "SENT" | "PARTIALLY_RECEIVED" | "RECEIVED" | "COMPLETED" | "CANCELLED")
/**
 * Archived
 */
archived: boolean
/**
 * Archived at
 */
archived_at: (string | null)
/**
 * Supplier
 */
supplier_id: string
/**
 * Snapshot of the supplier's name, for search and lists.
 */
supplier_name: string
/**
 * Supplier's reference
 */
supplier_ref: (string | null)
/**
 * The account's default location when not given.
 */
deliver_to_location_id: (string | null)
/**
 * Snapshot of the delivery location's address.
 */
deliver_to: ({

} | null)
/**
 * The supplier's currency when not given.
 */
currency: (string | null)
/**
 * Today when not given.
 */
order_date: (string | null)
/**
 * Not before the order date.
 */
expected_date: (string | null)
/**
 * Notes
 */
notes: (string | null)
/**
 * Subtotal
 */
subtotal: number
/**
 * Tax
 */
tax_total: number
/**
 * Total
 */
total: number
/**
 * Sent
 */
sent_at: (string | null)
/**
 * Fully received
 */
received_at: (string | null)
/**
 * Lines
 * 
 * @minItems 1
 * @maxItems 500
 */
lines: PurchaseOrderLine[]
/**
 * How posting this purchase order (a bill) to Xero went; empty until it is due and the link is on.
 */
xero_status: ("POSTED" | "FAILED" | null)
/**
 * What Xero said when it refused the posting (fix it and the next sync tries again).
 */
xero_error: (string | null)
/**
 * Posted to Xero
 */
xero_posted_at: (string | null)
/**
 * Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.
 */
custom_fields: {

}
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored purchase order holds beyond its record, never sent to a client: `xero_id`, `xero_refusals`.
 */
export interface PurchaseOrderServerOnly {
/**
 * The Xero document's id (InvoiceID, CreditNoteID, BankTransactionID).
 */
xero_id?: (string | null)
/**
 * How many times Xero refused posting this record: part of the Idempotency-Key, so an attempt after a refusal is new to Xero (a replayed refusal would never let a fix through) while a retry of an unanswered attempt keeps its key.
 */
xero_refusals?: number
}

/**
 * What a client may send for a purchase order: read-only and system fields are left out.
 * 
 * An order placed with a supplier. A body of `supplier_id` and `lines` (product, quantity, unit cost) makes a DRAFT: the number (PO-000045, per account) is given by the server, the currency defaults to the supplier's, the delivery location to the account's default location (its address is kept as a snapshot), each line's SKU and description come from the product and its tax rate is copied from the tax (the product's when none is named), and every total is computed by the server in integer minor units (tax per line, rounded half away from zero). `send` (DRAFT → SENT) counts the open lines as `incoming` stock; receiving raises on-hand at the delivery location and lowers incoming, where stock levels exist. Receiving is `POST /api/purchase-orders/:id/receive` with `{lines: [{line_id, qty}]}` for what arrived (SENT or PARTIALLY_RECEIVED → PARTIALLY_RECEIVED or RECEIVED) or the `receive-all` transition for everything still open; receiving more than was ordered is refused, line by line. `complete` closes a received order, or short-closes a partly received one (the rest no longer counts as incoming); `cancel` is for DRAFT and SENT orders. `archive` and `unarchive` are for COMPLETED and CANCELLED orders only: they keep the status, set `archived`/`archived_at`, and decide which list shows the order (the `archive` permission reads archived orders). Lines can change only while nothing has been received; received, completed and cancelled orders are read-only. Holders of `purchaseOrders` have full access.
 */
export interface PurchaseOrderInput {
/**
 * Supplier
 */
supplier_id: string
/**
 * Supplier's reference
 */
supplier_ref?: (string | null)
/**
 * The account's default location when not given.
 */
deliver_to_location_id?: (string | null)
/**
 * The supplier's currency when not given.
 */
currency?: string
/**
 * Today when not given.
 */
order_date?: string
/**
 * Not before the order date.
 */
expected_date?: (string | null)
/**
 * Notes
 */
notes?: (string | null)
/**
 * Lines
 * 
 * @minItems 1
 * @maxItems 500
 */
lines: PurchaseOrderLineInput[]
/**
 * Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.
 */
custom_fields?: {

}
}

/** The body of `PUT /api/purchase-orders/:id`: the input plus the `version` last read (a stale one is a 409). */
export type PurchaseOrderUpdate = PurchaseOrderInput & { version: number };

/**
 * A customer or a supplier: one table with a `type`, because many businesses are both and the fields are the same. Codes are unique per account and type. `credit_limit` applies to customers, `lead_time_days` to suppliers. It has no blanket permission: the permissions manifest grants customers to `orders` and `customers`, suppliers to `purchaseOrders` (and read-only to `suppliers`).
 */
export interface Relationship {
id: string
account_id: string
/**
 * Type
 */
type: ("CUSTOMER" | "SUPPLIER")
/**
 * A short reference such as ACME01; unique per account among customers (or among suppliers).
 */
code: (string | null)
/**
 * Name
 */
name: string
/**
 * Company
 */
company: (string | null)
/**
 * Email
 */
email: (string | null)
/**
 * Phone
 */
phone: (string | null)
/**
 * VAT number
 */
vat_number: (string | null)
/**
 * EORI
 */
eori: (string | null)
/**
 * Currency
 */
currency: string
/**
 * Payment terms (days)
 */
payment_terms_days: number
/**
 * Credit limit
 */
credit_limit: (number | null)
/**
 * Suppliers: the days from ordering to the goods being on the shelf. Stock planning keeps this many days of sales (at the product's sales rate) as the reorder point of every product this supplier usually supplies, on top of the products' minimum stock. Empty means unknown: those products are planned as if delivery were immediate (their minimum alone), so fill it in.
 */
lead_time_days: (number | null)
/**
 * Addresses
 * 
 * @maxItems 20
 */
addresses: (Address & {
/**
 * Kind
 */
kind?: ("BILLING" | "SHIPPING" | "BOTH")
/**
 * Default
 */
is_default?: boolean
})[]
/**
 * Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.
 */
custom_fields: {

}
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a relationship: read-only and system fields are left out.
 * 
 * A customer or a supplier: one table with a `type`, because many businesses are both and the fields are the same. Codes are unique per account and type. `credit_limit` applies to customers, `lead_time_days` to suppliers. It has no blanket permission: the permissions manifest grants customers to `orders` and `customers`, suppliers to `purchaseOrders` (and read-only to `suppliers`).
 */
export interface RelationshipInput {
/**
 * Type
 */
type: ("CUSTOMER" | "SUPPLIER")
/**
 * A short reference such as ACME01; unique per account among customers (or among suppliers).
 */
code?: (string | null)
/**
 * Name
 */
name: string
/**
 * Company
 */
company?: (string | null)
/**
 * Email
 */
email?: (string | null)
/**
 * Phone
 */
phone?: (string | null)
/**
 * VAT number
 */
vat_number?: (string | null)
/**
 * EORI
 */
eori?: (string | null)
/**
 * Currency
 */
currency?: string
/**
 * Payment terms (days)
 */
payment_terms_days?: number
/**
 * Credit limit
 */
credit_limit?: (number | null)
/**
 * Suppliers: the days from ordering to the goods being on the shelf. Stock planning keeps this many days of sales (at the product's sales rate) as the reorder point of every product this supplier usually supplies, on top of the products' minimum stock. Empty means unknown: those products are planned as if delivery were immediate (their minimum alone), so fill it in.
 */
lead_time_days?: (number | null)
/**
 * Addresses
 * 
 * @maxItems 20
 */
addresses?: (Address & {
/**
 * Kind
 */
kind?: ("BILLING" | "SHIPPING" | "BOTH")
/**
 * Default
 */
is_default?: boolean
})[]
/**
 * Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.
 */
custom_fields?: {

}
}

/** The body of `PUT /api/relationships/:id`: the input plus the `version` last read (a stale one is a 409). */
export type RelationshipUpdate = RelationshipInput & { version: number };

/**
 * A saved report over one dataset: orders, order lines, products, stock, purchase orders, returns or settlements. Every field it names (columns, filters, grouping, aggregates, sort, date field) must be one the dataset offers, which is the dataset entity's own scalar fields (no secrets, nothing internal; order lines add their order's number, date, status and currency); this is checked on every save, so a report never carries SQL, and a field of a dataset that does not exist yet is refused. Left empty, `columns` are the dataset's list columns and `date_field` its natural date. With `group_by`, the rows are one per group with the `aggregates` (count, or sum, avg, min and max of numeric fields); without it, the rows are the records. `GET /api/reports/:id/run` returns `{columns, rows, total, truncated}` for the table, the chart and the CSV, reading the dataset with the runner's own permissions (orders need `orders`, purchase orders `purchaseOrders`, and so on): someone may keep a report they cannot run. Guarded by the `reports` permission.
 */
export interface Report {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Description
 */
description: (string | null)
/**
 * Dataset
 */
dataset: ("orders" | "order_lines" | "products" | "stock" | "purchase_orders" | "returns" | "settlements")
/**
 * Field names of the dataset; its list columns when empty.
 * 
 * @maxItems 30
 */
columns: (string[] | null)
/**
 * Filters
 * 
 * @maxItems 20
 */
filters: {
/**
 * Field
 */
field: string
/**
 * Operator
 */
operator: ("eq" | "ne" | "gt" | "gte" | "lt" | "lte" | "in" | "nin" | "contains" | "is_null" | "not_null")
/**
 * Value
 */
value?: (string | number | boolean | null)
/**
 * Values (in, not in)
 * 
 * @maxItems 100
 */
values?: (string | number)[]
}[]
/**
 * Group by
 */
group_by: (string | null)
/**
 * Aggregates
 * 
 * @maxItems 10
 */
aggregates: {
/**
 * Function
 */
fn: ("count" | "sum" | "avg" | "min" | "max")
/**
 * Not needed for count.
 */
field?: string
}[]
/**
 * A column, the group, or an aggregate named like `sum_total`.
 */
sort_field: (string | null)
/**
 * Sort order
 */
sort_order: ("ASC" | "DESC")
/**
 * A date field of the dataset; its natural date when empty.
 */
date_field: (string | null)
/**
 * Date range
 */
date_range: ("ALL_TIME" | "TODAY" | "LAST_7_DAYS" | "LAST_30_DAYS" | "THIS_MONTH" | "LAST_MONTH" | "THIS_YEAR" | "CUSTOM")
/**
 * CUSTOM range: first day (open when empty).
 */
date_from: (string | null)
/**
 * CUSTOM range: last day (open when empty).
 */
date_to: (string | null)
/**
 * Chart
 */
chart_type: ("TABLE" | "BAR" | "LINE" | "PIE")
/**
 * Row limit
 */
row_limit: number
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a report: read-only and system fields are left out.
 * 
 * A saved report over one dataset: orders, order lines, products, stock, purchase orders, returns or settlements. Every field it names (columns, filters, grouping, aggregates, sort, date field) must be one the dataset offers, which is the dataset entity's own scalar fields (no secrets, nothing internal; order lines add their order's number, date, status and currency); this is checked on every save, so a report never carries SQL, and a field of a dataset that does not exist yet is refused. Left empty, `columns` are the dataset's list columns and `date_field` its natural date. With `group_by`, the rows are one per group with the `aggregates` (count, or sum, avg, min and max of numeric fields); without it, the rows are the records. `GET /api/reports/:id/run` returns `{columns, rows, total, truncated}` for the table, the chart and the CSV, reading the dataset with the runner's own permissions (orders need `orders`, purchase orders `purchaseOrders`, and so on): someone may keep a report they cannot run. Guarded by the `reports` permission.
 * 
 * Rules across fields (a 400 names the field): `/date_to` is before the start of the range (when the record matches {"required":["date_from","date_to"],"properties":{"date_from":{"type":"string"},"date_to":{"type":"string"}}}).
 */
export interface ReportInput {
/**
 * Name
 */
name: string
/**
 * Description
 */
description?: (string | null)
/**
 * Dataset
 */
dataset: ("orders" | "order_lines" | "products" | "stock" | "purchase_orders" | "returns" | "settlements")
/**
 * Field names of the dataset; its list columns when empty.
 * 
 * @maxItems 30
 */
columns?: string[]
/**
 * Filters
 * 
 * @maxItems 20
 */
filters?: {
/**
 * Field
 */
field: string
/**
 * Operator
 */
operator: ("eq" | "ne" | "gt" | "gte" | "lt" | "lte" | "in" | "nin" | "contains" | "is_null" | "not_null")
/**
 * Value
 */
value?: (string | number | boolean | null)
/**
 * Values (in, not in)
 * 
 * @maxItems 100
 */
values?: (string | number)[]
}[]
/**
 * Group by
 */
group_by?: (string | null)
/**
 * Aggregates
 * 
 * @maxItems 10
 */
aggregates?: {
/**
 * Function
 */
fn: ("count" | "sum" | "avg" | "min" | "max")
/**
 * Not needed for count.
 */
field?: string
}[]
/**
 * A column, the group, or an aggregate named like `sum_total`.
 */
sort_field?: (string | null)
/**
 * Sort order
 */
sort_order?: ("ASC" | "DESC")
/**
 * A date field of the dataset; its natural date when empty.
 */
date_field?: (string | null)
/**
 * Date range
 */
date_range?: ("ALL_TIME" | "TODAY" | "LAST_7_DAYS" | "LAST_30_DAYS" | "THIS_MONTH" | "LAST_MONTH" | "THIS_YEAR" | "CUSTOM")
/**
 * CUSTOM range: first day (open when empty).
 */
date_from?: (string | null)
/**
 * CUSTOM range: last day (open when empty).
 */
date_to?: (string | null)
/**
 * Chart
 */
chart_type?: ("TABLE" | "BAR" | "LINE" | "PIE")
/**
 * Row limit
 */
row_limit?: number
}

/** The body of `PUT /api/reports/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ReportUpdate = ReportInput & { version: number };

/**
 * An economic operator established in the EU who is responsible for a product's safety under the General Product Safety Regulation (EU) 2023/988: its name, postal address (in an EU member state) and an electronic address: an `email` or a `contact_url` (a web form), at least one of the two; a phone number is optional. Products name up to 5 of them (eBay shows at most 5 per listing). Part of the Golden Ticket programme: only accounts with the goldenTicket and responsiblePerson flags may read or write them (the entity's flags: without them no permission rule covers it, so every request is a 403 naming the missing flags; platform admins always may). Names are unique per account (case-insensitive).
 */
export interface ResponsiblePerson {
id: string
account_id: string
/**
 * The registered name of the company or person.
 */
name: string
/**
 * Role
 */
role: ("MANUFACTURER" | "IMPORTER" | "AUTHORISED_REPRESENTATIVE" | "FULFILMENT_SERVICE_PROVIDER")
/**
 * Postal address
 */
address: Address
/**
 * Required unless a contact URL is given.
 */
email: (string | null)
/**
 * An https:// page where consumers can reach them; required unless an email is given.
 */
contact_url: (string | null)
/**
 * Phone
 */
phone: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a responsible person: read-only and system fields are left out.
 * 
 * An economic operator established in the EU who is responsible for a product's safety under the General Product Safety Regulation (EU) 2023/988: its name, postal address (in an EU member state) and an electronic address: an `email` or a `contact_url` (a web form), at least one of the two; a phone number is optional. Products name up to 5 of them (eBay shows at most 5 per listing). Part of the Golden Ticket programme: only accounts with the goldenTicket and responsiblePerson flags may read or write them (the entity's flags: without them no permission rule covers it, so every request is a 403 naming the missing flags; platform admins always may). Names are unique per account (case-insensitive).
 */
export interface ResponsiblePersonInput {
/**
 * The registered name of the company or person.
 */
name: string
/**
 * Role
 */
role: ("MANUFACTURER" | "IMPORTER" | "AUTHORISED_REPRESENTATIVE" | "FULFILMENT_SERVICE_PROVIDER")
/**
 * Postal address
 */
address: Address
/**
 * Required unless a contact URL is given.
 */
email?: (string | null)
/**
 * An https:// page where consumers can reach them; required unless an email is given.
 */
contact_url?: (string | null)
/**
 * Phone
 */
phone?: (string | null)
}

/** The body of `PUT /api/responsible-persons/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ResponsiblePersonUpdate = ResponsiblePersonInput & { version: number };

/**
 * Units of one order line coming back. The order line is named by `order_line_id` or by `sku`. `received_qty` ≤ `qty` and `damaged_qty` ≤ `received_qty` are recorded when the parcel arrives; only received, undamaged units go back to stock. `reason` is free text so that each merchant keeps its own list of reasons (return settings).
 */
export interface ReturnLine {
id: string
account_id: string
/**
 * Position
 */
position: number
/**
 * The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored.
 */
return_id: string
/**
 * The id of a line of the document's order (checked by the server, which also accepts the line's SKU instead).
 */
order_line_id: (string | null)
/**
 * SKU
 */
sku: (string | null)
/**
 * Description
 */
description: string
/**
 * Quantity
 */
qty: number
/**
 * Received
 */
received_qty: number
/**
 * Damaged
 */
damaged_qty: number
/**
 * Reason
 */
reason: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * How the account takes returns, one record per account (a singleton: GET and PUT /api/return-settings). `reasons` is the merchant's own list of return reasons: each a `code` (unique, upper case), the `label` staff and customers see, and whether units returned for it go back to stock (`restock`: a faulty item does not). While the list is not empty, a return line that gives a `reason` must name one of them, by code or by label (case-insensitive). `return_window_days` (UK consumer default 14) is how many days after the order's date a return may still be requested; a later request is refused, naming the last day; 0 turns the check off. `restock_undamaged`: received, undamaged units go back on hand when a return is received (off: the warehouse restocks by hand). `restocking_fee_percent` is withheld from the most that may be refunded for the returned lines (never from shipping). `require_authorisation`: new returns wait for someone to authorise them; off, a return created with lines starts AUTHORISED. `rma_prefix` starts the RMA numbers of new returns (RMA-000012). Guarded by the `returnSettings` permission; partners read their clients' settings.
 */
export interface ReturnSettings {
id: string
account_id: string
/**
 * The reasons a return line may give (by code or label). Codes are unique. Empty: any text is accepted.
 * 
 * @maxItems 50
 */
reasons: {
/**
 * Upper-case letters, digits and _, e.g. DAMAGED.
 */
code: string
/**
 * Label
 */
label: string
/**
 * Received, undamaged units returned for this reason go back on hand.
 */
restock?: boolean
}[]
/**
 * Return window (days)
 */
return_window_days: number
/**
 * Restock undamaged units on receipt
 */
restock_undamaged: boolean
/**
 * Restocking fee (%)
 */
restocking_fee_percent: number
/**
 * Returns need authorisation
 */
require_authorisation: boolean
/**
 * RMA prefix
 */
rma_prefix: string
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a return settings: read-only and system fields are left out.
 * 
 * How the account takes returns, one record per account (a singleton: GET and PUT /api/return-settings). `reasons` is the merchant's own list of return reasons: each a `code` (unique, upper case), the `label` staff and customers see, and whether units returned for it go back to stock (`restock`: a faulty item does not). While the list is not empty, a return line that gives a `reason` must name one of them, by code or by label (case-insensitive). `return_window_days` (UK consumer default 14) is how many days after the order's date a return may still be requested; a later request is refused, naming the last day; 0 turns the check off. `restock_undamaged`: received, undamaged units go back on hand when a return is received (off: the warehouse restocks by hand). `restocking_fee_percent` is withheld from the most that may be refunded for the returned lines (never from shipping). `require_authorisation`: new returns wait for someone to authorise them; off, a return created with lines starts AUTHORISED. `rma_prefix` starts the RMA numbers of new returns (RMA-000012). Guarded by the `returnSettings` permission; partners read their clients' settings.
 */
export interface ReturnSettingsInput {
/**
 * The reasons a return line may give (by code or label). Codes are unique. Empty: any text is accepted.
 * 
 * @maxItems 50
 */
reasons?: {
/**
 * Upper-case letters, digits and _, e.g. DAMAGED.
 */
code: string
/**
 * Label
 */
label: string
/**
 * Received, undamaged units returned for this reason go back on hand.
 */
restock?: boolean
}[]
/**
 * Return window (days)
 */
return_window_days?: number
/**
 * Restock undamaged units on receipt
 */
restock_undamaged?: boolean
/**
 * Restocking fee (%)
 */
restocking_fee_percent?: number
/**
 * Returns need authorisation
 */
require_authorisation?: boolean
/**
 * RMA prefix
 */
rma_prefix?: string
}

/** The body of `PUT /api/return-settings` (one record per account): the input plus the `version` last read (0 before the first save; a stale one is a 409). */
export type ReturnSettingsUpdate = ReturnSettingsInput & { version: number };

/**
 * A customer's return (RMA) against one sales order. A body of `order_id` is enough: the RMA number (RMA-000012, per account) is given by the server, the customer, currency and order number are copied from the order, and when `lines` are left out they default to every unit of the order not yet returned. A line names its order line by `order_line_id` or by `sku`, and may not ask for more than was ordered less what is already returned. `authorise` needs at least one line. Before `receive`, the warehouse records per line `received_qty` and `damaged_qty` (left at 0 they mean: all requested units arrived undamaged); `receive` refuses more than was shipped and not yet returned, raises the order lines' `returned_qty`, moves a shipped order to PARTIALLY_RETURNED or RETURNED (recorded in its history) and, where stock levels exist, puts only received, undamaged units back on hand at `location_id`. `refund_amount` may never exceed what was paid for the returned lines (their share of each line's gross) plus the order's shipping, nor what is left of the order's total after other refunded returns; an unpaid order allows no refund. The limit is checked on every save and again by `refund`, which needs an amount above zero. Guarded by the `returns` permission.
 */
export interface Return {
id: string
account_id: string
/**
 * RMA number
 */
rma_number: string
/**
 * Status
 */
status: ("REQUESTED" | "AUTHORISED" | "RECEIVED" | "REFUNDED" | "REJECTED" | "CANCELLED")
/**
 * Order
 */
order_id: string
/**
 * Order number
 */
order_number: string
/**
 * The order's customer, copied by the server.
 */
customer_id: string
/**
 * Customer name
 */
customer_name: (string | null)
/**
 * The order's currency.
 */
currency: string
/**
 * Where the goods come back to; the account's default location when not given.
 */
location_id: (string | null)
/**
 * Refund
 */
refund_amount: number
/**
 * Customer's comment
 */
customer_comment: (string | null)
/**
 * Notes
 */
notes: (string | null)
/**
 * Authorised
 */
authorised_at: (string | null)
/**
 * Received
 */
received_at: (string | null)
/**
 * Refunded
 */
refunded_at: (string | null)
/**
 * The marketplace's id of the buyer's return request this return was imported from (eBay's return id, Amazon's RMA id): with the order, what makes importing it twice make one return.
 */
channel_return_ref: (string | null)
/**
 * For an order from a marketplace: where the refund is there. Refunding the return sends it to the marketplace where its API can refund (once, whatever retries), else a task asks for it to be refunded there by hand.
 */
channel_refund_status: ("QUEUED" | "SENDING" | "ISSUED" | "REFUSED" | "BY_HAND" | null)
/**
 * Marketplace refund id
 */
channel_refund_ref: (string | null)
/**
 * What the marketplace said
 */
channel_refund_note: (string | null)
/**
 * Lines
 * 
 * @maxItems 500
 */
lines: (ReturnLine[] | null)
/**
 * How posting this return (a credit note) to Xero went; empty until it is due and the link is on.
 */
xero_status: ("POSTED" | "FAILED" | null)
/**
 * What Xero said when it refused the posting (fix it and the next sync tries again).
 */
xero_error: (string | null)
/**
 * Posted to Xero
 */
xero_posted_at: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored return holds beyond its record, never sent to a client: `channel_refund_pending`, `channel_refund_attempted_at`, `xero_id`, `xero_refusals`.
 */
export interface ReturnServerOnly {
/**
 * A refund sent to the marketplace that it processes later (Amazon's order adjustment feed): `{id, held}` (the feed, and the refunds the order held before it). The job comes back to read the outcome; a retry finds it here and never sends the refund twice. Empty once the outcome is known.
 */
channel_refund_pending?: ({

} | null)
/**
 * When the refund was first sent to the marketplace: a later try looks for it there before sending again.
 */
channel_refund_attempted_at?: (string | null)
/**
 * The Xero document's id (InvoiceID, CreditNoteID, BankTransactionID).
 */
xero_id?: (string | null)
/**
 * How many times Xero refused posting this record: part of the Idempotency-Key, so an attempt after a refusal is new to Xero (a replayed refusal would never let a fix through) while a retry of an unanswered attempt keeps its key.
 */
xero_refusals?: number
}

/**
 * What a client may send for a return: read-only and system fields are left out.
 * 
 * A customer's return (RMA) against one sales order. A body of `order_id` is enough: the RMA number (RMA-000012, per account) is given by the server, the customer, currency and order number are copied from the order, and when `lines` are left out they default to every unit of the order not yet returned. A line names its order line by `order_line_id` or by `sku`, and may not ask for more than was ordered less what is already returned. `authorise` needs at least one line. Before `receive`, the warehouse records per line `received_qty` and `damaged_qty` (left at 0 they mean: all requested units arrived undamaged); `receive` refuses more than was shipped and not yet returned, raises the order lines' `returned_qty`, moves a shipped order to PARTIALLY_RETURNED or RETURNED (recorded in its history) and, where stock levels exist, puts only received, undamaged units back on hand at `location_id`. `refund_amount` may never exceed what was paid for the returned lines (their share of each line's gross) plus the order's shipping, nor what is left of the order's total after other refunded returns; an unpaid order allows no refund. The limit is checked on every save and again by `refund`, which needs an amount above zero. Guarded by the `returns` permission.
 */
export interface ReturnInput {
/**
 * Order
 */
order_id: string
/**
 * Where the goods come back to; the account's default location when not given.
 */
location_id?: (string | null)
/**
 * Refund
 */
refund_amount?: number
/**
 * Customer's comment
 */
customer_comment?: (string | null)
/**
 * Notes
 */
notes?: (string | null)
/**
 * Lines
 * 
 * @maxItems 500
 */
lines?: ReturnLineInput[]
}

/** The body of `PUT /api/returns/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ReturnUpdate = ReturnInput & { version: number };

/**
 * A marketplace account or shop the merchant sells through (eBay, Amazon, Etsy, Wish, OnBuy, Shopify or Sellyard's own web store). The `type` is fixed once created. eBay and Amazon channels name their `marketplace` (eBay marketplace id such as EBAY_GB; Amazon marketplace id such as A1F83G8C2ARO7P for amazon.co.uk); Shopify channels name their `shop_domain` (name.myshopify.com). `credentials` (API keys or OAuth tokens) are write-only, encrypted at rest and never returned: records say only `credentials_set`. eBay, Amazon, Shopify, Etsy (with PKCE) and Wish are connected by OAuth: POST /api/sales-channels/:id/connect issues a one-time `state` (valid 15 minutes, bound to the user) and the marketplace's redirect to /settings/<type>-connect is completed by /api/channel-connect/<type>, which stores the token and marks the channel CONNECTED. Status: DISCONNECTED → CONNECTED (`verify`: needs stored credentials, except the web store, which has nothing to connect to) → TOKEN_EXPIRED | ERROR; `disconnect` wipes the credentials; `sync` imports new orders now; `resync-stock` sends every live listing's quantity again; `fetch-settlements` fetches the marketplace's payouts now as settlements (eBay, Amazon, Etsy and Shopify publish them; it needs the `xero` permission too), which also happens every `settlement_sync_hours` while `fetch_settlements` is on; when the marketplace refuses the stored token (and a refresh fails), the sync moves the channel to DISCONNECTED itself (`lose-access`) and says why in `last_error`. `environment` SANDBOX sends every call to the built-in sandbox marketplace (README, Marketplaces); LIVE to the marketplace itself. Names and order prefixes are unique per account (case-insensitive); `location_priority` lists this account's locations, first choice first, for stock allocation.
 */
export interface SalesChannel {
id: string
account_id: string
/**
 * Channel
 */
type: ("EBAY" | "AMAZON" | "ETSY" | "WISH" | "ONBUY" | "SHOPIFY" | "STORE")
/**
 * Name
 */
name: string
/**
 * eBay and Amazon: the site this channel sells on, chosen by name (eBay UK, Amazon Germany…). Other channels have a single site: leave it empty.
 */
marketplace: (string | null)
/**
 * Shopify: the shop's myshopify.com domain (required; the connect callback must come from this shop). Web store: its domain.
 */
shop_domain: (string | null)
/**
 * Connection
 */
status: ("DISCONNECTED" | "CONNECTED" | "TOKEN_EXPIRED" | "ERROR")
/**
 * Connected at
 */
connected_at: (string | null)
/**
 * LIVE: the marketplace's own API. SANDBOX: Sellyard's built-in sandbox marketplace (demo and testing; off in production), which needs no credentials of a real seller account.
 */
environment: ("LIVE" | "SANDBOX")
/**
 * Units held back from this channel: the quantity pushed is the product's available stock less this (never below 0), then the listing's quantity rule.
 */
stock_buffer: number
/**
 * How often new orders are imported while the channel is CONNECTED and imports orders.
 */
order_sync_minutes: number
/**
 * Last order sync
 */
last_order_sync_at: (string | null)
/**
 * Last settlement fetch
 */
last_settlement_sync_at: (string | null)
/**
 * The kind of work that met the last error (a quantity push, a tracking upload…): the same work succeeding later clears the error.
 */
last_error_source: (string | null)
/**
 * What went wrong at the last failed call to the marketplace (cleared by the next good order sync, or when the work that failed succeeds on a retry).
 */
last_error: (string | null)
/**
 * Last error at
 */
last_error_at: (string | null)
/**
 * Put before this channel's order references (EB-, AMZ-), so staff see at a glance where an order came from. Upper-case letters and digits, optionally ending with a dash.
 */
order_prefix: (string | null)
/**
 * Import orders
 */
import_orders: boolean
/**
 * Sync stock
 */
sync_stock: boolean
/**
 * Sync prices
 */
sync_price: boolean
/**
 * Import the marketplace's payouts as settlements by themselves, every `settlement_sync_hours` while the channel is CONNECTED (marketplaces whose API publishes payouts: eBay, Amazon, Etsy, Shopify). Each payout becomes one settlement, once, matched to its orders when its sales add up.
 */
fetch_settlements: boolean
/**
 * Fetch settlements every (hours)
 */
settlement_sync_hours: number
/**
 * How far a fetched payout's sale may differ from its order's total and still match, in pence (or cents) of the payout's currency: 50 lets 50p through.
 */
settlement_match_tolerance: number
/**
 * The warehouses and shops this channel's orders are sent from, first choice first.
 * 
 * @maxItems 20
 */
location_priority: string[]
/**
 * The brand this channel's shop trades as, if it is a single-brand shop.
 */
brand_id: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored sales channel holds beyond its record, never sent to a client: `credentials`, `returns_cursor`, `orders_cursor`, `next_order_sync_at`, `settlements_cursor`, `next_settlement_sync_at`, `connect_state_hash`, `connect_state_expires_at`, `connect_state_user_id`, `connect_code_verifier`.
 */
export interface SalesChannelServerOnly {
/**
 * eBay, Amazon, Shopify, Etsy and Wish: leave this empty and press Connect on the channel once it is saved; you sign in on the marketplace and Sellyard keeps the access it grants. OnBuy: your consumer key and secret key from OnBuy's seller settings. Saved encrypted and never shown again.
 */
credentials?: ({
[k: string]: string
} | null)
/**
 * Where the import of the marketplace's return requests continues: the adapter's opaque cursor.
 */
returns_cursor?: (string | null)
/**
 * Where the order import continues: the adapter's opaque cursor.
 */
orders_cursor?: (string | null)
next_order_sync_at?: (string | null)
/**
 * Where the settlement fetch continues: the adapter's opaque cursor.
 */
settlements_cursor?: (string | null)
next_settlement_sync_at?: (string | null)
/**
 * SHA-256 of the pending OAuth `state` (the state itself is never stored).
 */
connect_state_hash?: (string | null)
connect_state_expires_at?: (string | null)
/**
 * The user who started the connection: only they may complete it.
 */
connect_state_user_id?: (string | null)
/**
 * The PKCE code verifier (RFC 7636) of the pending OAuth connection, for marketplaces that use PKCE (Etsy): sent with the authorisation code, cleared with the state.
 */
connect_code_verifier?: (string | null)
}

/**
 * What a client may send for a sales channel: read-only and system fields are left out.
 * 
 * A marketplace account or shop the merchant sells through (eBay, Amazon, Etsy, Wish, OnBuy, Shopify or Sellyard's own web store). The `type` is fixed once created. eBay and Amazon channels name their `marketplace` (eBay marketplace id such as EBAY_GB; Amazon marketplace id such as A1F83G8C2ARO7P for amazon.co.uk); Shopify channels name their `shop_domain` (name.myshopify.com). `credentials` (API keys or OAuth tokens) are write-only, encrypted at rest and never returned: records say only `credentials_set`. eBay, Amazon, Shopify, Etsy (with PKCE) and Wish are connected by OAuth: POST /api/sales-channels/:id/connect issues a one-time `state` (valid 15 minutes, bound to the user) and the marketplace's redirect to /settings/<type>-connect is completed by /api/channel-connect/<type>, which stores the token and marks the channel CONNECTED. Status: DISCONNECTED → CONNECTED (`verify`: needs stored credentials, except the web store, which has nothing to connect to) → TOKEN_EXPIRED | ERROR; `disconnect` wipes the credentials; `sync` imports new orders now; `resync-stock` sends every live listing's quantity again; `fetch-settlements` fetches the marketplace's payouts now as settlements (eBay, Amazon, Etsy and Shopify publish them; it needs the `xero` permission too), which also happens every `settlement_sync_hours` while `fetch_settlements` is on; when the marketplace refuses the stored token (and a refresh fails), the sync moves the channel to DISCONNECTED itself (`lose-access`) and says why in `last_error`. `environment` SANDBOX sends every call to the built-in sandbox marketplace (README, Marketplaces); LIVE to the marketplace itself. Names and order prefixes are unique per account (case-insensitive); `location_priority` lists this account's locations, first choice first, for stock allocation.
 */
export interface SalesChannelInput {
/**
 * Channel
 */
type: ("EBAY" | "AMAZON" | "ETSY" | "WISH" | "ONBUY" | "SHOPIFY" | "STORE")
/**
 * Name
 */
name: string
/**
 * eBay and Amazon: the site this channel sells on, chosen by name (eBay UK, Amazon Germany…). Other channels have a single site: leave it empty.
 */
marketplace?: (string | null)
/**
 * Shopify: the shop's myshopify.com domain (required; the connect callback must come from this shop). Web store: its domain.
 */
shop_domain?: (string | null)
/**
 * eBay, Amazon, Shopify, Etsy and Wish: leave this empty and press Connect on the channel once it is saved; you sign in on the marketplace and Sellyard keeps the access it grants. OnBuy: your consumer key and secret key from OnBuy's seller settings. Saved encrypted and never shown again.
 */
credentials?: ({
[k: string]: string
} | null)
/**
 * LIVE: the marketplace's own API. SANDBOX: Sellyard's built-in sandbox marketplace (demo and testing; off in production), which needs no credentials of a real seller account.
 */
environment?: ("LIVE" | "SANDBOX")
/**
 * Units held back from this channel: the quantity pushed is the product's available stock less this (never below 0), then the listing's quantity rule.
 */
stock_buffer?: number
/**
 * How often new orders are imported while the channel is CONNECTED and imports orders.
 */
order_sync_minutes?: number
/**
 * Put before this channel's order references (EB-, AMZ-), so staff see at a glance where an order came from. Upper-case letters and digits, optionally ending with a dash.
 */
order_prefix?: (string | null)
/**
 * Import orders
 */
import_orders?: boolean
/**
 * Sync stock
 */
sync_stock?: boolean
/**
 * Sync prices
 */
sync_price?: boolean
/**
 * Import the marketplace's payouts as settlements by themselves, every `settlement_sync_hours` while the channel is CONNECTED (marketplaces whose API publishes payouts: eBay, Amazon, Etsy, Shopify). Each payout becomes one settlement, once, matched to its orders when its sales add up.
 */
fetch_settlements?: boolean
/**
 * Fetch settlements every (hours)
 */
settlement_sync_hours?: number
/**
 * How far a fetched payout's sale may differ from its order's total and still match, in pence (or cents) of the payout's currency: 50 lets 50p through.
 */
settlement_match_tolerance?: number
/**
 * The warehouses and shops this channel's orders are sent from, first choice first.
 * 
 * @maxItems 20
 */
location_priority?: string[]
/**
 * The brand this channel's shop trades as, if it is a single-brand shop.
 */
brand_id?: (string | null)
}

/** The body of `PUT /api/sales-channels/:id`: the input plus the `version` last read (a stale one is a 409). */
export type SalesChannelUpdate = SalesChannelInput & { version: number };

/**
 * An extra charge that can be added to an order (gift wrap, small-order fee, card surcharge). A FIXED charge has an `amount` in integer minor units of `currency`; a PERCENT charge has a `rate` (decimal percent of the order's goods, 2.5 means 2.5%). Only the value that fits the type is kept: the other is cleared on save. `tax_id` is the tax charged on it (none: the order's highest line rate applies, as for shipping). Names are unique per account.
 */
export interface SalesCharge {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Type
 */
type: ("FIXED" | "PERCENT")
/**
 * FIXED charges: the charge in minor units (pence).
 */
amount: (number | null)
/**
 * PERCENT charges: percent of the order's goods value.
 */
rate: (number | null)
/**
 * Currency
 */
currency: string
/**
 * Tax
 */
tax_id: (string | null)
/**
 * Active
 */
active: boolean
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a sales charge: read-only and system fields are left out.
 * 
 * An extra charge that can be added to an order (gift wrap, small-order fee, card surcharge). A FIXED charge has an `amount` in integer minor units of `currency`; a PERCENT charge has a `rate` (decimal percent of the order's goods, 2.5 means 2.5%). Only the value that fits the type is kept: the other is cleared on save. `tax_id` is the tax charged on it (none: the order's highest line rate applies, as for shipping). Names are unique per account.
 */
export interface SalesChargeInput {
/**
 * Name
 */
name: string
/**
 * Type
 */
type: ("FIXED" | "PERCENT")
/**
 * FIXED charges: the charge in minor units (pence).
 */
amount?: (number | null)
/**
 * PERCENT charges: percent of the order's goods value.
 */
rate?: (number | null)
/**
 * Currency
 */
currency?: string
/**
 * Tax
 */
tax_id?: (string | null)
/**
 * Active
 */
active?: boolean
}

/** The body of `PUT /api/sales-charges/:id`: the input plus the `version` last read (a stale one is a 409). */
export type SalesChargeUpdate = SalesChargeInput & { version: number };

/**
 * One line of a sales order, stored in its own table and always written with its order. `sku` and `description` default to the product's, and `tax_id` to the product's tax, else the account's default sales tax (General Settings; a line sent with `tax_id: null` has no tax); `tax_rate` is copied from the tax so later rate changes never alter an old order; the rate actually charged and its treatment (vat_treatment, vat_country, vat_accounted_by, vat_reason) are decided by place of supply when the order is saved. `discount` is a line amount in minor units.
 */
export interface SalesOrderLine {
id: string
account_id: string
/**
 * The sales order this row belongs to.
 */
sales_order_id: string
/**
 * Position
 */
position: number
/**
 * Product
 */
product_id: string
/**
 * SKU
 */
sku: (string | null)
/**
 * Description
 */
description: (string | null)
/**
 * Quantity
 */
quantity: number
/**
 * Unit price
 */
unit_price: number
/**
 * Discount
 */
discount: number
/**
 * Tax
 */
tax_id: (string | null)
/**
 * Tax rate (%)
 */
tax_rate: number
/**
 * Net
 */
net: number
/**
 * Tax
 */
tax: number
/**
 * Gross
 */
gross: number
/**
 * How the line's VAT is treated, decided by place of supply when the order is saved and kept (api/domain/finance/vat).
 */
vat_treatment: ("UK_STANDARD" | "UK_REDUCED" | "UK_ZERO" | "UK_EXEMPT" | "OUTSIDE_SCOPE" | "EXPORT_ZERO" | "UK_REVERSE_CHARGE" | "IOSS" | "MARKETPLACE_UK" | "MARKETPLACE_UK_IMPORT" | "MARKETPLACE_EU" | "NI_EU_B2B_ZERO" | "NI_EU_DISTANCE_UK" | "NI_EU_OSS" | "IMPORT_BY_CUSTOMER" | "NON_UK_SUPPLY" | null)
/**
 * The country whose VAT the line carries (GB for UK VAT); empty when none is due.
 */
vat_country: (string | null)
/**
 * Who owes the VAT: the seller on its UK, IOSS or OSS return, the marketplace as deemed supplier, the customer, or nobody.
 */
vat_accounted_by: ("SELLER_UK" | "SELLER_IOSS" | "SELLER_OSS" | "MARKETPLACE" | "CUSTOMER" | "NONE" | null)
/**
 * VAT treatment in words
 */
vat_reason: (string | null)
/**
 * Units of this line held for it in stock levels (paid orders).
 */
allocated_qty: number
/**
 * Units of a paid line neither shipped nor allocated: waiting for stock.
 */
backordered_qty: number
/**
 * Shipped
 */
shipped_qty: number
/**
 * Units of this line checked into the parcel on the pack screen (by scanning its barcode or SKU); kept by `POST /api/sales-orders/:id/pack`.
 */
packed_qty: number
/**
 * Returned
 */
returned_qty: number
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * A customer's order. When it becomes PAID the account's enabled order rules run (in sequence), then every line is allocated from stock: from `fulfil_from_location_id` only when set (by hand or by a rule), else from the channel's location priority, then the account's locations by `priority`. What cannot be allocated is backordered (`backordered`, each line's `backordered_qty`) and is filled, oldest paid first, when stock arrives. Cancelling releases the allocation, editing a paid order's lines re-allocates them, holding keeps it. A body of `customer_id` and `lines` is enough for a DRAFT. The number (SO-000001, per account) and every total are computed by the server in integer minor units: tax per line, an order discount spread over lines in proportion to their value (the last line takes the rounding remainder), shipping taxed at `shipping_tax_id`'s rate or, when that is empty, at the highest line rate. The VAT of every line and of the shipping is decided by place of supply (the seller's establishment and registrations in general settings, the destination, the buyer's VAT number, a marketplace channel as deemed supplier; docs/money.md) and stored with its treatment and reason; the order keeps its exchange rate to the account's currency at its tax point. Bill-to and ship-to are snapshots taken from the customer when not given. There is no manual `ship`: PARTIALLY_SHIPPED and SHIPPED follow the order's shipments only (a shipment shipped raises its lines' `shipped_qty` and takes the stock and the line's allocation). Once shipping has started (partly shipped, shipped), and when completed, cancelled or returned, an order is read-only: editing lines would lose what was shipped. Orders imported from a marketplace carry `sales_channel_id`, `channel_order_ref` (unique per channel) and `channel_order_url`; see README, Marketplaces.
 */
export interface SalesOrder {
id: string
account_id: string
/**
 * Number
 */
number: string
/**
 * Status
 */
status: ("DRAFT" | "AWAITING_PAYMENT" | "PAID" | "ON_HOLD" | "PARTIALLY_SHIPPED" | "SHIPPED" | "COMPLETED" | "CANCELLED" | "PARTIALLY_RETURNED" | "RETURNED")
/**
 * Status before hold
 */
status_before_hold: (string | null)
/**
 * When the order was marked paid: backorders are filled oldest paid first.
 */
paid_at: (string | null)
/**
 * Some paid quantity could not be allocated from stock yet (see each line's backordered_qty); filled when stock arrives.
 */
backordered: boolean
/**
 * Why an order rule put the order on hold, or the error of a rule that failed to apply. Cleared on release.
 */
hold_reason: (string | null)
/**
 * The channel the order came from: order rules test it, and its location priority orders allocation.
 */
sales_channel_id: (string | null)
/**
 * Shipping method
 */
shipping_method_id: (string | null)
/**
 * Free labels; order rules add them (ADD_TAG) and test them (tag condition).
 * 
 * @maxItems 50
 */
tags: string[]
/**
 * The marketplace's own order id. With the sales channel it identifies an imported order: importing it again changes nothing (unique per channel).
 */
channel_order_ref: (string | null)
/**
 * The order's page on the marketplace, written by the order import.
 */
channel_order_url: (string | null)
/**
 * Customer
 */
customer_id: string
/**
 * Snapshot of the customer's name when the order was saved, for search and lists.
 */
customer_name: string
/**
 * Today when not given.
 */
order_date: (string | null)
/**
 * The customer's currency when not given.
 */
currency: (string | null)
/**
 * Prices
 */
price_mode: ("EXCLUSIVE" | "INCLUSIVE" | "NO_TAX")
/**
 * Bill to
 */
bill_to: (Address | null)
/**
 * Ship to
 */
ship_to: (Address | null)
/**
 * Shipping charge
 */
shipping_charge: number
/**
 * Shipping tax
 */
shipping_tax_id: (string | null)
/**
 * The buyer's VAT number when it buys as a VAT-registered business (the customer's when not given): it zero-rates an NI dispatch to the EU and takes the sale out of the deemed supplier and IOSS rules.
 */
buyer_vat_number: (string | null)
/**
 * Shipping VAT treatment
 */
shipping_vat_treatment: ("UK_STANDARD" | "UK_REDUCED" | "UK_ZERO" | "UK_EXEMPT" | "OUTSIDE_SCOPE" | "EXPORT_ZERO" | "UK_REVERSE_CHARGE" | "IOSS" | "MARKETPLACE_UK" | "MARKETPLACE_UK_IMPORT" | "MARKETPLACE_EU" | "NI_EU_B2B_ZERO" | "NI_EU_DISTANCE_UK" | "NI_EU_OSS" | "IMPORT_BY_CUSTOMER" | "NON_UK_SUPPLY" | null)
/**
 * Shipping VAT rate (%)
 */
shipping_vat_rate: (number | null)
/**
 * Shipping VAT country
 */
shipping_vat_country: (string | null)
/**
 * Shipping VAT accounted by
 */
shipping_vat_accounted_by: ("SELLER_UK" | "SELLER_IOSS" | "SELLER_OSS" | "MARKETPLACE" | "CUSTOMER" | "NONE" | null)
/**
 * Shipping VAT in words
 */
shipping_vat_reason: (string | null)
/**
 * The account's base currency when the order was saved.
 */
base_currency: (string | null)
/**
 * Value of one unit of the order's currency in the account's currency at the tax point (the order date): the dated exchange rate of that day or the latest before it, else the currency's current rate. Kept: reports and VAT returns convert the order at this rate.
 */
exchange_rate: (number | null)
/**
 * Exchange rate date
 */
exchange_rate_date: (string | null)
/**
 * Order discount
 */
order_discount: number
/**
 * How the customer paid (a payment method of the account's settings), printed on the invoice; empty until known.
 */
payment_method_id: (string | null)
/**
 * MARKETPLACE: the marketplace ships the order from its own warehouse (Amazon FBA orders): it is imported already shipped, never takes your stock and is never offered for shipping.
 */
fulfilled_by: ("SELLER" | "MARKETPLACE")
/**
 * The fulfilment order Sellyard placed for this order with the warehouse that ships it (Amazon Multi-Channel Fulfilment: the seller fulfilment order id).
 */
fulfilment_ref: (string | null)
/**
 * Where that fulfilment order is, in the warehouse's words (received, processing, shipped, or why it was refused).
 */
fulfilment_status: (string | null)
/**
 * Fulfil from
 */
fulfil_from_location_id: (string | null)
/**
 * Why the order was cancelled, written by the `cancel` transition's input (or the order import, for a cancellation made on the marketplace). Empty on orders cancelled before reasons were a choice: their words are in `cancel_note`.
 */
cancel_reason: ("OUT_OF_STOCK" | "BUYER_ASKED" | "UNDELIVERABLE_ADDRESS" | "PRICING_ERROR" | "SUSPECTED_FRAUD" | "PAYMENT_DECLINED" | "CANCELLED_ON_MARKETPLACE" | "OTHER" | null)
/**
 * The cancellation's note, written by the `cancel` transition's input; for an order cancelled on its marketplace, who cancelled it there and why, in the marketplace's words. Holds the whole reason of orders cancelled before reasons were a choice.
 */
cancel_note: (string | null)
/**
 * Notes
 */
notes: (string | null)
/**
 * Subtotal
 */
subtotal: number
/**
 * Discount
 */
discount_total: number
/**
 * Shipping
 */
shipping_total: number
/**
 * Tax
 */
tax_total: number
/**
 * Total
 */
total: number
/**
 * Lines
 * 
 * @minItems 1
 * @maxItems 500
 */
lines: SalesOrderLine[]
/**
 * How posting this order (a sales invoice) to Xero went; empty until it is due and the link is on.
 */
xero_status: ("POSTED" | "FAILED" | null)
/**
 * What Xero said when it refused the posting (fix it and the next sync tries again).
 */
xero_error: (string | null)
/**
 * Posted to Xero
 */
xero_posted_at: (string | null)
/**
 * When the last unit to ship was checked into the parcel on the pack screen; cleared when packing starts again.
 */
packed_at: (string | null)
/**
 * Who checked the last unit in (their email; the audit log has every scan).
 */
packed_by: (string | null)
/**
 * Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.
 */
custom_fields: {

}
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored sales order holds beyond its record, never sent to a client: `channel_lines`, `channel_cancel_pending`, `xero_id`, `xero_refusals`.
 */
export interface SalesOrderServerOnly {
/**
 * The marketplace's own line ids by SKU ([{line_ref, sku, quantity}]), written by the order import: dispatch sends tracking per marketplace line.
 */
channel_lines?: {

}[]
/**
 * A cancellation sent to the marketplace that it processes later (Amazon's order acknowledgement feed): `{id, sent_at}`. The job that sent it comes back to read the outcome; a retry finds it here and never sends a second one. Empty once the outcome is known.
 */
channel_cancel_pending?: ({

} | null)
/**
 * The Xero document's id (InvoiceID, CreditNoteID, BankTransactionID).
 */
xero_id?: (string | null)
/**
 * How many times Xero refused posting this record: part of the Idempotency-Key, so an attempt after a refusal is new to Xero (a replayed refusal would never let a fix through) while a retry of an unanswered attempt keeps its key.
 */
xero_refusals?: number
}

/**
 * What a client may send for a sales order: read-only and system fields are left out.
 * 
 * A customer's order. When it becomes PAID the account's enabled order rules run (in sequence), then every line is allocated from stock: from `fulfil_from_location_id` only when set (by hand or by a rule), else from the channel's location priority, then the account's locations by `priority`. What cannot be allocated is backordered (`backordered`, each line's `backordered_qty`) and is filled, oldest paid first, when stock arrives. Cancelling releases the allocation, editing a paid order's lines re-allocates them, holding keeps it. A body of `customer_id` and `lines` is enough for a DRAFT. The number (SO-000001, per account) and every total are computed by the server in integer minor units: tax per line, an order discount spread over lines in proportion to their value (the last line takes the rounding remainder), shipping taxed at `shipping_tax_id`'s rate or, when that is empty, at the highest line rate. The VAT of every line and of the shipping is decided by place of supply (the seller's establishment and registrations in general settings, the destination, the buyer's VAT number, a marketplace channel as deemed supplier; docs/money.md) and stored with its treatment and reason; the order keeps its exchange rate to the account's currency at its tax point. Bill-to and ship-to are snapshots taken from the customer when not given. There is no manual `ship`: PARTIALLY_SHIPPED and SHIPPED follow the order's shipments only (a shipment shipped raises its lines' `shipped_qty` and takes the stock and the line's allocation). Once shipping has started (partly shipped, shipped), and when completed, cancelled or returned, an order is read-only: editing lines would lose what was shipped. Orders imported from a marketplace carry `sales_channel_id`, `channel_order_ref` (unique per channel) and `channel_order_url`; see README, Marketplaces.
 */
export interface SalesOrderInput {
/**
 * The channel the order came from: order rules test it, and its location priority orders allocation.
 */
sales_channel_id?: (string | null)
/**
 * Shipping method
 */
shipping_method_id?: (string | null)
/**
 * Free labels; order rules add them (ADD_TAG) and test them (tag condition).
 * 
 * @maxItems 50
 */
tags?: string[]
/**
 * The marketplace's own order id. With the sales channel it identifies an imported order: importing it again changes nothing (unique per channel).
 */
channel_order_ref?: (string | null)
/**
 * Customer
 */
customer_id: string
/**
 * Today when not given.
 */
order_date?: string
/**
 * The customer's currency when not given.
 */
currency?: string
/**
 * Prices
 */
price_mode?: ("EXCLUSIVE" | "INCLUSIVE" | "NO_TAX")
/**
 * Bill to
 */
bill_to?: Address
/**
 * Ship to
 */
ship_to?: Address
/**
 * Shipping charge
 */
shipping_charge?: number
/**
 * Shipping tax
 */
shipping_tax_id?: (string | null)
/**
 * The buyer's VAT number when it buys as a VAT-registered business (the customer's when not given): it zero-rates an NI dispatch to the EU and takes the sale out of the deemed supplier and IOSS rules.
 */
buyer_vat_number?: (string | null)
/**
 * Order discount
 */
order_discount?: number
/**
 * How the customer paid (a payment method of the account's settings), printed on the invoice; empty until known.
 */
payment_method_id?: (string | null)
/**
 * Fulfil from
 */
fulfil_from_location_id?: (string | null)
/**
 * Notes
 */
notes?: (string | null)
/**
 * Lines
 * 
 * @minItems 1
 * @maxItems 500
 */
lines: SalesOrderLineInput[]
/**
 * Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.
 */
custom_fields?: {

}
}

/** The body of `PUT /api/sales-orders/:id`: the input plus the `version` last read (a stale one is a 409). */
export type SalesOrderUpdate = SalesOrderInput & { version: number };

/**
 * A tax rate applied to order and purchase lines. `rate` is a decimal percentage (20 means 20%), kept to four decimal places. `vat_box` says which UK VAT return box sales at this rate are reported in.
 */
export interface SalesTax {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Code
 */
code: string
/**
 * Rate (%)
 */
rate: number
/**
 * Country
 */
country: (string | null)
/**
 * Kind
 */
kind: ("STANDARD" | "REDUCED" | "ZERO" | "EXEMPT" | "REVERSE_CHARGE" | "OUTSIDE_SCOPE")
/**
 * VAT box
 */
vat_box: (number | null)
/**
 * Default
 */
is_default: boolean
/**
 * Valid from
 */
valid_from: (string | null)
/**
 * Valid to
 */
valid_to: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a sales tax: read-only and system fields are left out.
 * 
 * A tax rate applied to order and purchase lines. `rate` is a decimal percentage (20 means 20%), kept to four decimal places. `vat_box` says which UK VAT return box sales at this rate are reported in.
 */
export interface SalesTaxInput {
/**
 * Name
 */
name: string
/**
 * Code
 */
code: string
/**
 * Rate (%)
 */
rate: number
/**
 * Country
 */
country?: (string | null)
/**
 * Kind
 */
kind?: ("STANDARD" | "REDUCED" | "ZERO" | "EXEMPT" | "REVERSE_CHARGE" | "OUTSIDE_SCOPE")
/**
 * VAT box
 */
vat_box?: (number | null)
/**
 * Default
 */
is_default?: boolean
/**
 * Valid from
 */
valid_from?: (string | null)
/**
 * Valid to
 */
valid_to?: (string | null)
}

/** The body of `PUT /api/sales-taxes/:id`: the input plus the `version` last read (a stale one is a 409). */
export type SalesTaxUpdate = SalesTaxInput & { version: number };

/**
 * One transaction of a payout. `amount` is signed, in the settlement's currency: SALE ≥ 0, REFUND, FEE and SHIPPING_LABEL ≤ 0, ADJUSTMENT either way. `order_ref` is the channel's order reference or a Sellyard order number; `match` fills `sales_order_id`.
 */
export interface SettlementLine {
id: string
account_id: string
/**
 * Position
 */
position: number
/**
 * The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored.
 */
settlement_id: string
/**
 * Type
 */
type: ("SALE" | "REFUND" | "FEE" | "SHIPPING_LABEL" | "ADJUSTMENT")
/**
 * Order ref
 */
order_ref: (string | null)
/**
 * SKU
 */
sku: (string | null)
/**
 * Description
 */
description: (string | null)
/**
 * Amount
 */
amount: number
/**
 * Posted by channel
 */
posted_at: (string | null)
/**
 * Order
 */
sales_order_id: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * A sales channel's payout: what the channel paid into the bank for a period, line by line (sales, refunds, fees, shipping labels, adjustments). Lines carry their sign: sales are money in (≥ 0); refunds, fees and shipping labels are money out (≤ 0); adjustments either way. `total` is the sum of the lines, computed by the server; when the channel's own figure is given as `reported_total` and differs, `match` refuses and the settlement should be flagged as an EXCEPTION. `match` (IMPORTED → MATCHED) links every sale and refund line to its sales order, by order number or channel order reference, and checks the amount: a sale line must pay the order's total within `match_tolerance` (in the settlement's currency, which must be the order's), an order is paid out by one sale line of one settlement only (a second claim, here or in another matched or posted settlement, is refused), and a refund line may not give back more than the order's total; every line that fails is named in the refusal (409), and the settlement can then be fixed or flagged as an exception. A CSV import of settlements takes one row per line (`lines.type`, `lines.order_ref`, `lines.amount`… columns), the rows of one payout sharing its channel and payout id. `post` (MATCHED → POSTED) books it; `flag-exception` parks an imported or matched settlement, `reopen` takes an exception back to IMPORTED to be fixed. `external_id` (the channel's payout id) is unique per channel. Channels whose marketplace publishes payouts (eBay, Amazon, Etsy, Shopify) bring them by themselves (the sales channel's `fetch-settlements` and its schedule): one settlement per payout, `fetched_at` set, matched at once when its lines allow. Matched and posted settlements are read-only. Access: every member of the account may read settlements, as the Finance screens need only a sign-in; changing them (importing, matching, posting) is bookkeeping and needs the `xero` (accounting) permission.
 */
export interface Settlement {
id: string
account_id: string
/**
 * Status
 */
status: ("IMPORTED" | "MATCHED" | "POSTED" | "EXCEPTION")
/**
 * Channel
 */
sales_channel_id: (string | null)
/**
 * Payout ID
 */
external_id: string
/**
 * Period start
 */
period_start: string
/**
 * Not before the period start.
 * 
 * Compared with another field (JSON Schema `$data`, relative JSON pointers): `formatMinimum`: the value at `1/period_start`.
 */
period_end: string
/**
 * Deposited
 */
deposit_date: (string | null)
/**
 * Currency
 */
currency: string
/**
 * The payout as the channel reports it, to check the lines against.
 */
reported_total: (number | null)
/**
 * How far a sale line's amount may differ from its order's total and still match (channels round conversions and fees): 0 asks for the exact total.
 */
match_tolerance: number
/**
 * Sum of the lines.
 */
total: number
/**
 * Notes
 */
notes: (string | null)
/**
 * Matched
 */
matched_at: (string | null)
/**
 * Posted
 */
posted_at: (string | null)
/**
 * When Sellyard fetched this payout from the marketplace itself (the channel's `fetch-settlements`); empty for settlements entered or imported by hand. Fetched settlements still IMPORTED are matched again at the next fetch.
 */
fetched_at: (string | null)
/**
 * Lines
 * 
 * @maxItems 5000
 */
lines: (SettlementLine[] | null)
/**
 * How posting this settlement (a bank transaction) to Xero went; empty until it is due and the link is on.
 */
xero_status: ("POSTED" | "FAILED" | null)
/**
 * What Xero said when it refused the posting (fix it and the next sync tries again).
 */
xero_error: (string | null)
/**
 * Posted to Xero
 */
xero_posted_at: (string | null)
/**
 * Account currency
 */
base_currency: (string | null)
/**
 * Value of one unit of the settlement's currency in the account's currency, on the payout's day (deposit date, else period end): the dated rate of that day or the latest before it, else the currency's own rate.
 */
exchange_rate: (number | null)
/**
 * Rate of
 */
exchange_rate_date: (string | null)
/**
 * Total in account currency
 */
base_total: (number | null)
/**
 * The fee and shipping-label lines summed by kind (their description), in the settlement's currency and converted at the payout's rate.
 */
fees_by_type: {
type?: string
description?: string
amount?: number
base_amount?: number
}[]
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored settlement holds beyond its record, never sent to a client: `xero_id`, `xero_refusals`.
 */
export interface SettlementServerOnly {
/**
 * The Xero document's id (InvoiceID, CreditNoteID, BankTransactionID).
 */
xero_id?: (string | null)
/**
 * How many times Xero refused posting this record: part of the Idempotency-Key, so an attempt after a refusal is new to Xero (a replayed refusal would never let a fix through) while a retry of an unanswered attempt keeps its key.
 */
xero_refusals?: number
}

/**
 * What a client may send for a settlement: read-only and system fields are left out.
 * 
 * A sales channel's payout: what the channel paid into the bank for a period, line by line (sales, refunds, fees, shipping labels, adjustments). Lines carry their sign: sales are money in (≥ 0); refunds, fees and shipping labels are money out (≤ 0); adjustments either way. `total` is the sum of the lines, computed by the server; when the channel's own figure is given as `reported_total` and differs, `match` refuses and the settlement should be flagged as an EXCEPTION. `match` (IMPORTED → MATCHED) links every sale and refund line to its sales order, by order number or channel order reference, and checks the amount: a sale line must pay the order's total within `match_tolerance` (in the settlement's currency, which must be the order's), an order is paid out by one sale line of one settlement only (a second claim, here or in another matched or posted settlement, is refused), and a refund line may not give back more than the order's total; every line that fails is named in the refusal (409), and the settlement can then be fixed or flagged as an exception. A CSV import of settlements takes one row per line (`lines.type`, `lines.order_ref`, `lines.amount`… columns), the rows of one payout sharing its channel and payout id. `post` (MATCHED → POSTED) books it; `flag-exception` parks an imported or matched settlement, `reopen` takes an exception back to IMPORTED to be fixed. `external_id` (the channel's payout id) is unique per channel. Channels whose marketplace publishes payouts (eBay, Amazon, Etsy, Shopify) bring them by themselves (the sales channel's `fetch-settlements` and its schedule): one settlement per payout, `fetched_at` set, matched at once when its lines allow. Matched and posted settlements are read-only. Access: every member of the account may read settlements, as the Finance screens need only a sign-in; changing them (importing, matching, posting) is bookkeeping and needs the `xero` (accounting) permission.
 */
export interface SettlementInput {
/**
 * Channel
 */
sales_channel_id?: (string | null)
/**
 * Payout ID
 */
external_id: string
/**
 * Period start
 */
period_start: string
/**
 * Not before the period start.
 * 
 * Compared with another field (JSON Schema `$data`, relative JSON pointers): `formatMinimum`: the value at `1/period_start`.
 */
period_end: string
/**
 * Deposited
 */
deposit_date?: (string | null)
/**
 * Currency
 */
currency?: string
/**
 * The payout as the channel reports it, to check the lines against.
 */
reported_total?: (number | null)
/**
 * How far a sale line's amount may differ from its order's total and still match (channels round conversions and fees): 0 asks for the exact total.
 */
match_tolerance?: number
/**
 * Notes
 */
notes?: (string | null)
/**
 * Lines
 * 
 * @maxItems 5000
 */
lines?: SettlementLineInput[]
}

/** The body of `PUT /api/settlements/:id`: the input plus the `version` last read (a stale one is a 409). */
export type SettlementUpdate = SettlementInput & { version: number };

/**
 * How many units of one order line go in a shipment. The order line is named by `order_line_id` or, when that is left out, by `sku`; `sku` and `description` are then copied from the order line. `order_line_id` is checked by the server, not by a foreign key (the generator cannot reference a child entity): when the order's lines are rewritten by an edit, a stale id is resolved again by SKU at the next save or on `ship`.
 */
export interface ShipmentLine {
id: string
account_id: string
/**
 * Position
 */
position: number
/**
 * The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored.
 */
shipment_id: string
/**
 * The id of a line of the document's order (checked by the server, which also accepts the line's SKU instead).
 */
order_line_id: (string | null)
/**
 * SKU
 */
sku: (string | null)
/**
 * Description
 */
description: string
/**
 * Quantity
 */
qty: number
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * A parcel (or several) sent for one sales order from one location. A body of `order_id` is enough (the carrier is `carrier_id` and `service_code`, preselected from the order's shipping method, or a free-text `carrier` for parcels sent outside Sellyard): the ship-from location defaults to the order's fulfilment location (else the account's default location), the ship-to address is a snapshot of the order's, and when `lines` are left out they default to everything still to ship. A line names its order line by `order_line_id` or by `sku` (the order's line with that SKU). Lines of an explicit body are checked at once: they must belong to the order and never exceed what is still to ship (ordered − shipped). Shipping is what counts: `ship` re-checks the quantities against the order inside its transaction (another shipment may have gone meanwhile), needs a PAID or PARTIALLY_SHIPPED order (or one already marked SHIPPED or COMPLETED by hand, whose parcels are then recorded without changing its status), raises the order lines' `shipped_qty`, moves a paid or partly shipped order to PARTIALLY_SHIPPED or SHIPPED (recorded in its history), and, where stock levels exist, lowers on-hand and releases the allocation at the ship-from location. A planned shipment may be cancelled until it is shipped; shipped, delivered and cancelled shipments are read-only. Guarded by the `orders` permission: shipping changes the order (the Manage Shipments screen itself needs only a sign-in). With `carrier_id` and `service_code` (one of that carrier's services; the order's shipping method preselects both), POST /api/shipments/:id/buy-label buys the label from the carrier's provider (docs/fulfilment.md), stores it with the carrier's tracking number, fills `tracking_url` from the carrier's template and moves the shipment to LABEL_CREATED; GET /api/shipments/:id/label answers the label as application/pdf (`?format=zpl` where the carrier offers it); POST /api/shipments/:id/void-label gives it back to the carrier and returns the shipment to PENDING. A tracking event DELIVERED (polled, or pushed by the sandbox) delivers the shipment.
 */
export interface Shipment {
id: string
account_id: string
/**
 * Number
 */
number: string
/**
 * Status
 */
status: ("PENDING" | "LABEL_CREATED" | "SHIPPED" | "DELIVERED" | "CANCELLED")
/**
 * Order
 */
order_id: string
/**
 * Snapshot of the order's number, for search and lists.
 */
order_number: string
/**
 * Snapshot of the order's customer name.
 */
customer_name: (string | null)
/**
 * The order's fulfilment location, else the account's default location, when not given.
 */
location_id: (string | null)
/**
 * The order's ship-to address when not given (a snapshot, not a link).
 */
ship_to: (Address | null)
/**
 * Carrier
 */
carrier: (string | null)
/**
 * The carrier's service, e.g. Tracked 48.
 */
service: (string | null)
/**
 * The shipping carrier whose service this shipment uses (labels are bought from its provider). `carrier` is then its name.
 */
carrier_id: (string | null)
/**
 * The code of one of the carrier's services.
 */
service_code: (string | null)
/**
 * Tracking number
 */
tracking_number: (string | null)
/**
 * Tracking link
 */
tracking_url: (string | null)
/**
 * Label format
 */
label_format: ("PDF" | "ZPL" | null)
/**
 * What the carrier charged for the label, in minor units.
 */
label_cost: (number | null)
/**
 * Label currency
 */
label_currency: (string | null)
/**
 * The carrier's id for the label (Click & Drop order identifier, ShipEngine label id).
 */
carrier_reference: (string | null)
/**
 * Tracking status
 */
tracking_status: ("LABEL_CREATED" | "IN_TRANSIT" | "DELIVERED" | "EXCEPTION" | null)
/**
 * Tracking events
 */
tracking_events: {
at?: string
status?: string
description?: string
location?: (string | null)
}[]
/**
 * Manifest
 */
manifest_reference: (string | null)
/**
 * Packages
 * 
 * @maxItems 50
 */
packages: {
/**
 * Reference
 */
reference?: string
/**
 * Weight (g)
 */
weight_g?: number
/**
 * Length (mm)
 */
length_mm?: number
/**
 * Width (mm)
 */
width_mm?: number
/**
 * Height (mm)
 */
height_mm?: number
}[]
/**
 * Notes
 */
notes: (string | null)
/**
 * Label created
 */
label_created_at: (string | null)
/**
 * Shipped
 */
shipped_at: (string | null)
/**
 * Delivered
 */
delivered_at: (string | null)
/**
 * Lines
 * 
 * @maxItems 500
 */
lines: (ShipmentLine[] | null)
/**
 * For a parcel a warehouse provider (3PL) sent: its own id for the shipment, so a confirmation read twice is recorded once.
 */
warehouse_reference: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored shipment holds beyond its record, never sent to a client: `label_pdf`, `label_zpl`, `label_key`.
 */
export interface ShipmentServerOnly {
/**
 * The label as the carrier gave it (PDF, base64). Served by GET /api/shipments/:id/label.
 */
label_pdf?: (string | null)
/**
 * The label in ZPL (base64), where the carrier offers it.
 */
label_zpl?: (string | null)
/**
 * The idempotency key of the label purchase under way: a retry sends the same key, or looks the label up by it first.
 */
label_key?: (string | null)
}

/**
 * What a client may send for a shipment: read-only and system fields are left out.
 * 
 * A parcel (or several) sent for one sales order from one location. A body of `order_id` is enough (the carrier is `carrier_id` and `service_code`, preselected from the order's shipping method, or a free-text `carrier` for parcels sent outside Sellyard): the ship-from location defaults to the order's fulfilment location (else the account's default location), the ship-to address is a snapshot of the order's, and when `lines` are left out they default to everything still to ship. A line names its order line by `order_line_id` or by `sku` (the order's line with that SKU). Lines of an explicit body are checked at once: they must belong to the order and never exceed what is still to ship (ordered − shipped). Shipping is what counts: `ship` re-checks the quantities against the order inside its transaction (another shipment may have gone meanwhile), needs a PAID or PARTIALLY_SHIPPED order (or one already marked SHIPPED or COMPLETED by hand, whose parcels are then recorded without changing its status), raises the order lines' `shipped_qty`, moves a paid or partly shipped order to PARTIALLY_SHIPPED or SHIPPED (recorded in its history), and, where stock levels exist, lowers on-hand and releases the allocation at the ship-from location. A planned shipment may be cancelled until it is shipped; shipped, delivered and cancelled shipments are read-only. Guarded by the `orders` permission: shipping changes the order (the Manage Shipments screen itself needs only a sign-in). With `carrier_id` and `service_code` (one of that carrier's services; the order's shipping method preselects both), POST /api/shipments/:id/buy-label buys the label from the carrier's provider (docs/fulfilment.md), stores it with the carrier's tracking number, fills `tracking_url` from the carrier's template and moves the shipment to LABEL_CREATED; GET /api/shipments/:id/label answers the label as application/pdf (`?format=zpl` where the carrier offers it); POST /api/shipments/:id/void-label gives it back to the carrier and returns the shipment to PENDING. A tracking event DELIVERED (polled, or pushed by the sandbox) delivers the shipment.
 */
export interface ShipmentInput {
/**
 * Order
 */
order_id: string
/**
 * The order's fulfilment location, else the account's default location, when not given.
 */
location_id?: (string | null)
/**
 * The order's ship-to address when not given (a snapshot, not a link).
 */
ship_to?: Address
/**
 * Carrier
 */
carrier?: string
/**
 * The carrier's service, e.g. Tracked 48.
 */
service?: (string | null)
/**
 * The shipping carrier whose service this shipment uses (labels are bought from its provider). `carrier` is then its name.
 */
carrier_id?: (string | null)
/**
 * The code of one of the carrier's services.
 */
service_code?: (string | null)
/**
 * Tracking number
 */
tracking_number?: (string | null)
/**
 * Tracking link
 */
tracking_url?: (string | null)
/**
 * Packages
 * 
 * @maxItems 50
 */
packages?: {
/**
 * Reference
 */
reference?: string
/**
 * Weight (g)
 */
weight_g?: number
/**
 * Length (mm)
 */
length_mm?: number
/**
 * Width (mm)
 */
width_mm?: number
/**
 * Height (mm)
 */
height_mm?: number
}[]
/**
 * Notes
 */
notes?: (string | null)
/**
 * Lines
 * 
 * @maxItems 500
 */
lines?: ShipmentLineInput[]
}

/** The body of `PUT /api/shipments/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ShipmentUpdate = ShipmentInput & { version: number };

/**
 * A carrier the merchant ships with (Royal Mail, DPD, Evri...) and the services it offers, each with a code that shipping methods and shipments name. Codes are unique per account, and service codes unique within their carrier. Every signed-in member may read carriers (the screen needs only a sign-in, and orders pick from them); managing them comes with the `orders` permission (owners and admins hold it). A carrier with a `provider` buys its labels through that carrier's API (api/carriers, docs/fulfilment.md): `credentials` (API keys) are write-only, encrypted at rest and never returned (records say only `credentials_set`); `environment` SANDBOX sends every call to Sellyard's built-in sandbox carrier at /sandbox/carriers/<provider> (off in production). A carrier without a provider records labels bought elsewhere (tracking typed by hand).
 */
export interface ShippingCarrier {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Code
 */
code: string
/**
 * Whose API buys this carrier's labels. Empty: labels are bought elsewhere and tracking numbers typed by hand.
 */
provider: ("ROYAL_MAIL" | "SHIPENGINE" | "DPD" | "EVRI" | "PARCELFORCE" | null)
/**
 * LIVE: the carrier's own API. SANDBOX: Sellyard's built-in sandbox carrier (demo and testing; off in production).
 */
environment: ("LIVE" | "SANDBOX")
/**
 * Account number
 */
account_number: (string | null)
/**
 * An https link with {tracking_number} where the number goes.
 */
tracking_url: (string | null)
/**
 * Services
 * 
 * @maxItems 50
 */
services: {
/**
 * Code
 */
code: string
/**
 * Name
 */
name: string
/**
 * Tracked
 */
tracked?: boolean
/**
 * International
 */
international?: boolean
/**
 * Max weight (g)
 */
max_weight_g?: (number | null)
/**
 * Transit days
 */
transit_days?: (number | null)
}[]
/**
 * Who delivers this carrier's parcels, as marketplaces know carriers: tracking sent to eBay, Amazon and Etsy uses each one's code for it. Empty: worked out from the name (Royal Mail, DPD…), else sent as another carrier with the name.
 */
delivered_by: ("ROYAL_MAIL" | "PARCELFORCE" | "DPD" | "EVRI" | "YODEL" | "DHL" | "UPS" | "FEDEX" | "AMAZON_SHIPPING" | "USPS" | "OTHER" | null)
/**
 * Active
 */
active: boolean
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored shipping carrier holds beyond its record, never sent to a client: `credentials`.
 */
export interface ShippingCarrierServerOnly {
/**
 * API keys as name/value pairs (Royal Mail Click & Drop: api_key; ShipEngine: api_key and carrier_id; DPD UK: username and password, with the account number as GeoClient; Evri: username, password, client_id and client_name; Parcelforce: username, password, contract_number, with tracking_client_id and tracking_client_secret for tracking). Write-only and encrypted at rest: never returned; send it only to replace the stored one, or null to remove it.
 */
credentials?: ({
[k: string]: string
} | null)
}

/**
 * What a client may send for a shipping carrier: read-only and system fields are left out.
 * 
 * A carrier the merchant ships with (Royal Mail, DPD, Evri...) and the services it offers, each with a code that shipping methods and shipments name. Codes are unique per account, and service codes unique within their carrier. Every signed-in member may read carriers (the screen needs only a sign-in, and orders pick from them); managing them comes with the `orders` permission (owners and admins hold it). A carrier with a `provider` buys its labels through that carrier's API (api/carriers, docs/fulfilment.md): `credentials` (API keys) are write-only, encrypted at rest and never returned (records say only `credentials_set`); `environment` SANDBOX sends every call to Sellyard's built-in sandbox carrier at /sandbox/carriers/<provider> (off in production). A carrier without a provider records labels bought elsewhere (tracking typed by hand).
 */
export interface ShippingCarrierInput {
/**
 * Name
 */
name: string
/**
 * Code
 */
code: string
/**
 * Whose API buys this carrier's labels. Empty: labels are bought elsewhere and tracking numbers typed by hand.
 */
provider?: ("ROYAL_MAIL" | "SHIPENGINE" | "DPD" | "EVRI" | "PARCELFORCE" | null)
/**
 * LIVE: the carrier's own API. SANDBOX: Sellyard's built-in sandbox carrier (demo and testing; off in production).
 */
environment?: ("LIVE" | "SANDBOX")
/**
 * API keys as name/value pairs (Royal Mail Click & Drop: api_key; ShipEngine: api_key and carrier_id; DPD UK: username and password, with the account number as GeoClient; Evri: username, password, client_id and client_name; Parcelforce: username, password, contract_number, with tracking_client_id and tracking_client_secret for tracking). Write-only and encrypted at rest: never returned; send it only to replace the stored one, or null to remove it.
 */
credentials?: ({
[k: string]: string
} | null)
/**
 * Account number
 */
account_number?: (string | null)
/**
 * An https link with {tracking_number} where the number goes.
 */
tracking_url?: (string | null)
/**
 * Services
 * 
 * @maxItems 50
 */
services?: {
/**
 * Code
 */
code: string
/**
 * Name
 */
name: string
/**
 * Tracked
 */
tracked?: boolean
/**
 * International
 */
international?: boolean
/**
 * Max weight (g)
 */
max_weight_g?: (number | null)
/**
 * Transit days
 */
transit_days?: (number | null)
}[]
/**
 * Who delivers this carrier's parcels, as marketplaces know carriers: tracking sent to eBay, Amazon and Etsy uses each one's code for it. Empty: worked out from the name (Royal Mail, DPD…), else sent as another carrier with the name.
 */
delivered_by?: ("ROYAL_MAIL" | "PARCELFORCE" | "DPD" | "EVRI" | "YODEL" | "DHL" | "UPS" | "FEDEX" | "AMAZON_SHIPPING" | "USPS" | "OTHER" | null)
/**
 * Active
 */
active?: boolean
}

/** The body of `PUT /api/shipping-carriers/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ShippingCarrierUpdate = ShippingCarrierInput & { version: number };

/**
 * A delivery option offered on orders ("Standard UK 2-3 days"): one service of one carrier, with the price charged to the customer in integer minor units of `currency` and the tax on it. `service_code` must be one of the carrier's services. When `free_over` is set, orders whose goods are worth at least that much ship free. Names are unique per account. Every signed-in member may read methods (orders and order rules pick from them); managing them comes with the `orders` permission.
 */
export interface ShippingMethod {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Carrier
 */
carrier_id: string
/**
 * The code of one of the carrier's services.
 */
service_code: string
/**
 * Price
 */
price: number
/**
 * Currency
 */
currency: string
/**
 * Goods value from which this method is free.
 */
free_over: (number | null)
/**
 * Tax
 */
tax_id: (string | null)
/**
 * Active
 */
active: boolean
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a shipping method: read-only and system fields are left out.
 * 
 * A delivery option offered on orders ("Standard UK 2-3 days"): one service of one carrier, with the price charged to the customer in integer minor units of `currency` and the tax on it. `service_code` must be one of the carrier's services. When `free_over` is set, orders whose goods are worth at least that much ship free. Names are unique per account. Every signed-in member may read methods (orders and order rules pick from them); managing them comes with the `orders` permission.
 */
export interface ShippingMethodInput {
/**
 * Name
 */
name: string
/**
 * Carrier
 */
carrier_id: string
/**
 * The code of one of the carrier's services.
 */
service_code: string
/**
 * Price
 */
price: number
/**
 * Currency
 */
currency?: string
/**
 * Goods value from which this method is free.
 */
free_over?: (number | null)
/**
 * Tax
 */
tax_id?: (string | null)
/**
 * Active
 */
active?: boolean
}

/** The body of `PUT /api/shipping-methods/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ShippingMethodUpdate = ShippingMethodInput & { version: number };

/**
 * A channel's shipping rules, reused by many listings. `channel` (EBAY, ETSY or WISH) is fixed once created and decides the shape of `settings` (schemas/shared/shipping-<channel>.schema.json): eBay handling time and domestic/international service options, Etsy origin, processing days and destinations with primary/secondary costs, Wish a default price with per-country overrides. Amounts are minor units of `currency`. Names are unique per channel (case-insensitive); one template per channel may be the default, used by new listings of that channel that name none.
 */
export interface ShippingTemplate {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Channel
 */
channel: ("EBAY" | "ETSY" | "WISH")
/**
 * Currency
 */
currency: string
/**
 * Making one the default clears the flag on the channel's other templates.
 */
is_default: boolean
/**
 * Checked against the channel's schema.
 */
settings: {

}
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a shipping template: read-only and system fields are left out.
 * 
 * A channel's shipping rules, reused by many listings. `channel` (EBAY, ETSY or WISH) is fixed once created and decides the shape of `settings` (schemas/shared/shipping-<channel>.schema.json): eBay handling time and domestic/international service options, Etsy origin, processing days and destinations with primary/secondary costs, Wish a default price with per-country overrides. Amounts are minor units of `currency`. Names are unique per channel (case-insensitive); one template per channel may be the default, used by new listings of that channel that name none.
 */
export interface ShippingTemplateInput {
/**
 * Name
 */
name: string
/**
 * Channel
 */
channel: ("EBAY" | "ETSY" | "WISH")
/**
 * Currency
 */
currency?: string
/**
 * Making one the default clears the flag on the channel's other templates.
 */
is_default?: boolean
/**
 * Checked against the channel's schema.
 */
settings: {

}
}

/** The body of `PUT /api/shipping-templates/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ShippingTemplateUpdate = ShippingTemplateInput & { version: number };

/**
 * How much of one product one location holds: one row per product × location (unique). `on_hand` is what is physically there; `allocated` is promised to paid orders (order allocation maintains it); `incoming` is on open purchase-order lines (purchasing maintains it); `available` = on_hand − allocated is computed by the server on every write and is the only figure ever pushed to channels. It goes negative when more is promised than is on the shelf (oversold), which is shown rather than hidden. The quantities are read-only here: on-hand changes only through stock movements (receipts, shipments, returns, `POST /api/stock-levels/:id/adjust` with `{delta, reason, note}`, `POST /api/stock-levels/:id/count` with `{counted, note}`, `POST /api/stock-transfers`), each recorded in the stock-movement ledger. The database refuses a negative `allocated` or `incoming` (CHECK constraints) and a negative `on_hand` unless the account's general settings allow negative stock (a trigger: shipping more than is on hand is otherwise a 409). `minimum_level` is the stock to keep at this location: at or below it the product counts as low stock, and stock planning keeps the sum of a product's minimum levels on top of its lead-time cover (its reorder point, `GET /api/stock-planning`). Product and location never change; deleting a product deletes its stock levels, a location with stock levels cannot be deleted.
 */
export interface StockLevel {
id: string
account_id: string
/**
 * Product
 */
product_id: string
/**
 * Location
 */
location_id: string
/**
 * Changed by stock movements only.
 */
on_hand: number
/**
 * Kept by order allocation and shipping.
 */
allocated: number
/**
 * on_hand − allocated, computed by the server.
 */
available: number
/**
 * Open purchase-order lines, kept by purchasing.
 */
incoming: number
/**
 * The stock to keep here besides what covers the supplier's lead time: low stock at or below it; stock planning adds a product's minimum levels up into its reorder point.
 */
minimum_level: number
/**
 * Where in the location it is kept, e.g. A-03-2.
 */
bin: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a stock level: read-only and system fields are left out.
 * 
 * How much of one product one location holds: one row per product × location (unique). `on_hand` is what is physically there; `allocated` is promised to paid orders (order allocation maintains it); `incoming` is on open purchase-order lines (purchasing maintains it); `available` = on_hand − allocated is computed by the server on every write and is the only figure ever pushed to channels. It goes negative when more is promised than is on the shelf (oversold), which is shown rather than hidden. The quantities are read-only here: on-hand changes only through stock movements (receipts, shipments, returns, `POST /api/stock-levels/:id/adjust` with `{delta, reason, note}`, `POST /api/stock-levels/:id/count` with `{counted, note}`, `POST /api/stock-transfers`), each recorded in the stock-movement ledger. The database refuses a negative `allocated` or `incoming` (CHECK constraints) and a negative `on_hand` unless the account's general settings allow negative stock (a trigger: shipping more than is on hand is otherwise a 409). `minimum_level` is the stock to keep at this location: at or below it the product counts as low stock, and stock planning keeps the sum of a product's minimum levels on top of its lead-time cover (its reorder point, `GET /api/stock-planning`). Product and location never change; deleting a product deletes its stock levels, a location with stock levels cannot be deleted.
 */
export interface StockLevelInput {
/**
 * Product
 */
product_id: string
/**
 * Location
 */
location_id: string
/**
 * The stock to keep here besides what covers the supplier's lead time: low stock at or below it; stock planning adds a product's minimum levels up into its reorder point.
 */
minimum_level?: number
/**
 * Where in the location it is kept, e.g. A-03-2.
 */
bin?: (string | null)
}

/** The body of `PUT /api/stock-levels/:id`: the input plus the `version` last read (a stale one is a 409). */
export type StockLevelUpdate = StockLevelInput & { version: number };

/**
 * The stock ledger: one row per change of a stock level's on-hand quantity, written by the server in the same transaction as the change (api/domain/stock/movements.ts, `recordStockMovement`), never by a client (a ledger: `GET /api/stock-movements` and `/:id` only). `quantity` is the signed change, `on_hand_after` the level's on-hand once applied, so the movements of a level always sum to its on-hand (`npm run check:stock` proves it). `reason`: RECEIPT (purchase order or ASN received), SHIPMENT (a shipment shipped), RETURN (a returned unit restocked), ADJUSTMENT (`POST /api/stock-levels/:id/adjust`), TRANSFER (`POST /api/stock-transfers`: one movement out, one in), COUNT (`POST /api/stock-levels/:id/count`, and opening balances). The document that caused it is named by `reference_type` (its resource), `reference_id` and `reference_label` (its number); the author by `user_id`/`user_email`, or `job` when a background job made it.
 */
export interface StockMovement {
id: string
account_id: string
/**
 * Product
 */
product_id: string
/**
 * Location
 */
location_id: string
/**
 * Units added (positive) or taken (negative).
 */
quantity: number
/**
 * On hand after
 */
on_hand_after: number
/**
 * Reason
 */
reason: ("RECEIPT" | "SHIPMENT" | "RETURN" | "ADJUSTMENT" | "TRANSFER" | "COUNT")
/**
 * The resource of the document that caused it, e.g. `shipments`, `purchase-orders`, `stock-transfers`.
 */
reference_type: (string | null)
/**
 * The document's id, for the API; screens show its label (reference_label) instead.
 */
reference_id: (string | null)
/**
 * The document's number or label, e.g. SHP-000012 or PO-000045.
 */
reference_label: (string | null)
/**
 * Note
 */
note: (string | null)
/**
 * The user who made the change (no foreign key: platform admins and partners belong to other accounts).
 */
user_id: (string | null)
/**
 * By
 */
user_email: (string | null)
/**
 * The background job that made it, when no user did.
 */
job: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a stock movement: read-only and system fields are left out.
 * 
 * The stock ledger: one row per change of a stock level's on-hand quantity, written by the server in the same transaction as the change (api/domain/stock/movements.ts, `recordStockMovement`), never by a client (a ledger: `GET /api/stock-movements` and `/:id` only). `quantity` is the signed change, `on_hand_after` the level's on-hand once applied, so the movements of a level always sum to its on-hand (`npm run check:stock` proves it). `reason`: RECEIPT (purchase order or ASN received), SHIPMENT (a shipment shipped), RETURN (a returned unit restocked), ADJUSTMENT (`POST /api/stock-levels/:id/adjust`), TRANSFER (`POST /api/stock-transfers`: one movement out, one in), COUNT (`POST /api/stock-levels/:id/count`, and opening balances). The document that caused it is named by `reference_type` (its resource), `reference_id` and `reference_label` (its number); the author by `user_id`/`user_email`, or `job` when a background job made it.
 */
export interface StockMovementInput {
/**
 * Product
 */
product_id: string
/**
 * Location
 */
location_id: string
/**
 * Units added (positive) or taken (negative).
 */
quantity: number
/**
 * On hand after
 */
on_hand_after: number
/**
 * Reason
 */
reason: ("RECEIPT" | "SHIPMENT" | "RETURN" | "ADJUSTMENT" | "TRANSFER" | "COUNT")
/**
 * The resource of the document that caused it, e.g. `shipments`, `purchase-orders`, `stock-transfers`.
 */
reference_type?: (string | null)
/**
 * The document's id, for the API; screens show its label (reference_label) instead.
 */
reference_id?: (string | null)
/**
 * The document's number or label, e.g. SHP-000012 or PO-000045.
 */
reference_label?: (string | null)
/**
 * Note
 */
note?: (string | null)
/**
 * The user who made the change (no foreign key: platform admins and partners belong to other accounts).
 */
user_id?: (string | null)
/**
 * By
 */
user_email?: (string | null)
/**
 * The background job that made it, when no user did.
 */
job?: (string | null)
}

/** The body of `PUT /api/stock-movements/:id`: the input plus the `version` last read (a stale one is a 409). */
export type StockMovementUpdate = StockMovementInput & { version: number };

/**
 * A category of the merchant's own web store, in a tree (`parent_id`; a category cannot sit under itself or its own descendants, and the tree is at most 5 levels deep). `slug` is the URL segment: lower-case words joined by dashes, unique per account; made from the name when not given. Siblings are shown by `position`, then name. A category with sub-categories cannot be deleted.
 */
export interface StoreCategory {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Made from the name when not given.
 */
slug: (string | null)
/**
 * Parent category
 */
parent_id: (string | null)
/**
 * Position
 */
position: number
/**
 * Visible
 */
visible: boolean
/**
 * HTML; scripts and event handlers are stripped on save.
 */
description: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a store category: read-only and system fields are left out.
 * 
 * A category of the merchant's own web store, in a tree (`parent_id`; a category cannot sit under itself or its own descendants, and the tree is at most 5 levels deep). `slug` is the URL segment: lower-case words joined by dashes, unique per account; made from the name when not given. Siblings are shown by `position`, then name. A category with sub-categories cannot be deleted.
 */
export interface StoreCategoryInput {
/**
 * Name
 */
name: string
/**
 * Made from the name when not given.
 */
slug?: string
/**
 * Parent category
 */
parent_id?: (string | null)
/**
 * Position
 */
position?: number
/**
 * Visible
 */
visible?: boolean
/**
 * HTML; scripts and event handlers are stripped on save.
 */
description?: (string | null)
}

/** The body of `PUT /api/store-categories/:id`: the input plus the `version` last read (a stale one is a 409). */
export type StoreCategoryUpdate = StoreCategoryInput & { version: number };

/**
 * Something a person must do that Sellyard cannot do itself, raised by Sellyard against an order: a refund or a cancellation to make by hand on a marketplace whose API has none (or that refused it), with what to do in `detail`. Marked done by hand. Guarded by the `orders` permission.
 */
export interface Task {
id: string
account_id: string
/**
 * To do
 */
title: string
/**
 * What to do
 */
detail: (string | null)
/**
 * Status
 */
status: ("OPEN" | "DONE")
/**
 * Order
 */
order_id: string
/**
 * Order number
 */
order_number: (string | null)
/**
 * Return
 */
return_id: (string | null)
/**
 * Done
 */
done_at: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored task holds beyond its record, never sent to a client: `dedupe_key`.
 */
export interface TaskServerOnly {
/**
 * What the task is for (refund of a return, cancellation of the order): Sellyard raises one task per order and key, whatever retries.
 */
dedupe_key?: (string | null)
}

/**
 * What a client may send for a task: read-only and system fields are left out.
 * 
 * Something a person must do that Sellyard cannot do itself, raised by Sellyard against an order: a refund or a cancellation to make by hand on a marketplace whose API has none (or that refused it), with what to do in `detail`. Marked done by hand. Guarded by the `orders` permission.
 */
export interface TaskInput {
/**
 * To do
 */
title: string
/**
 * What to do
 */
detail?: (string | null)
/**
 * Order
 */
order_id: string
/**
 * Return
 */
return_id?: (string | null)
}

/** The body of `PUT /api/tasks/:id`: the input plus the `version` last read (a stale one is a 409). */
export type TaskUpdate = TaskInput & { version: number };

/**
 * An application, made through the Golden Ticket programme, to register for a tax or compliance scheme in one country: VAT, the EU One-Stop Shop (OSS) or Import One-Stop Shop (IOSS), packaging EPR, or a GPSR responsible person. `country` is where the registration is made, so OSS, IOSS and GPSR_RP need an EU member state; `vat_number` is checked against that country's format. The merchant prepares a DRAFT and `submit`s it (only the fields required to create it are needed: the reviewer asks for anything missing); platform staff (admins) then `start-review`, `request-info` (IN_REVIEW → INFO_REQUESTED, saying what is missing in `info_request`), and decide: `approve` needs the `issued_number` and `effective_from` they record, or `reject`. The merchant answers a request for information by editing the application and sending it back with `resubmit` (INFO_REQUESTED → IN_REVIEW), and may `cancel` until a decision. The merchant edits only DRAFT and INFO_REQUESTED applications; the reviewer's fields are written by admins only; decided and cancelled applications are read-only. Access follows the Tax Compliance Applications screen: any member of an account with the `goldenTicket` and `vatTaxes` flags (a member grant; the entity's flags withhold every rule from an account without them, so each /api/tax-compliance-applications request is a 403 naming the missing flags). Platform admins reach every account's applications.
 */
export interface TaxComplianceApplication {
id: string
account_id: string
/**
 * Status
 */
status: ("DRAFT" | "SUBMITTED" | "IN_REVIEW" | "INFO_REQUESTED" | "APPROVED" | "REJECTED" | "CANCELLED")
/**
 * Country
 */
country: string
/**
 * Scheme
 */
scheme: ("VAT" | "OSS" | "IOSS" | "EPR_PACKAGING" | "GPSR_RP")
/**
 * When the obligation arose (a threshold crossed, first sale or first stock in the country).
 */
trigger_date: (string | null)
/**
 * Company name
 */
company_name: string
/**
 * Company number
 */
company_number: (string | null)
/**
 * Existing VAT number
 */
vat_number: (string | null)
/**
 * Registered address
 */
company_address: (Address | null)
/**
 * Contact
 */
contact_name: (string | null)
/**
 * Contact email
 */
contact_email: (string | null)
/**
 * Documents
 * 
 * @maxItems 20
 */
documents: {
/**
 * Type
 */
type: ("CERTIFICATE_OF_INCORPORATION" | "PROOF_OF_ADDRESS" | "DIRECTOR_ID" | "BANK_STATEMENT" | "POWER_OF_ATTORNEY" | "OTHER")
/**
 * Name
 */
name: string
/**
 * Link
 */
url: string
}[]
/**
 * Information requested
 */
info_request: (string | null)
/**
 * Issued number
 */
issued_number: (string | null)
/**
 * Effective from
 */
effective_from: (string | null)
/**
 * Reviewer's notes
 */
reviewer_notes: (string | null)
/**
 * Submitted
 */
submitted_at: (string | null)
/**
 * Decided
 */
decided_at: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a tax compliance application: read-only and system fields are left out.
 * 
 * An application, made through the Golden Ticket programme, to register for a tax or compliance scheme in one country: VAT, the EU One-Stop Shop (OSS) or Import One-Stop Shop (IOSS), packaging EPR, or a GPSR responsible person. `country` is where the registration is made, so OSS, IOSS and GPSR_RP need an EU member state; `vat_number` is checked against that country's format. The merchant prepares a DRAFT and `submit`s it (only the fields required to create it are needed: the reviewer asks for anything missing); platform staff (admins) then `start-review`, `request-info` (IN_REVIEW → INFO_REQUESTED, saying what is missing in `info_request`), and decide: `approve` needs the `issued_number` and `effective_from` they record, or `reject`. The merchant answers a request for information by editing the application and sending it back with `resubmit` (INFO_REQUESTED → IN_REVIEW), and may `cancel` until a decision. The merchant edits only DRAFT and INFO_REQUESTED applications; the reviewer's fields are written by admins only; decided and cancelled applications are read-only. Access follows the Tax Compliance Applications screen: any member of an account with the `goldenTicket` and `vatTaxes` flags (a member grant; the entity's flags withhold every rule from an account without them, so each /api/tax-compliance-applications request is a 403 naming the missing flags). Platform admins reach every account's applications.
 */
export interface TaxComplianceApplicationInput {
/**
 * Country
 */
country: string
/**
 * Scheme
 */
scheme: ("VAT" | "OSS" | "IOSS" | "EPR_PACKAGING" | "GPSR_RP")
/**
 * When the obligation arose (a threshold crossed, first sale or first stock in the country).
 */
trigger_date?: (string | null)
/**
 * Company name
 */
company_name: string
/**
 * Company number
 */
company_number?: (string | null)
/**
 * Existing VAT number
 */
vat_number?: (string | null)
/**
 * Registered address
 */
company_address?: Address
/**
 * Contact
 */
contact_name?: (string | null)
/**
 * Contact email
 */
contact_email?: (string | null)
/**
 * Documents
 * 
 * @maxItems 20
 */
documents?: {
/**
 * Type
 */
type: ("CERTIFICATE_OF_INCORPORATION" | "PROOF_OF_ADDRESS" | "DIRECTOR_ID" | "BANK_STATEMENT" | "POWER_OF_ATTORNEY" | "OTHER")
/**
 * Name
 */
name: string
/**
 * Link
 */
url: string
}[]
/**
 * Information requested
 */
info_request?: (string | null)
/**
 * Issued number
 */
issued_number?: (string | null)
/**
 * Effective from
 */
effective_from?: (string | null)
/**
 * Reviewer's notes
 */
reviewer_notes?: (string | null)
}

/** The body of `PUT /api/tax-compliance-applications/:id`: the input plus the `version` last read (a stale one is a 409). */
export type TaxComplianceApplicationUpdate = TaxComplianceApplicationInput & { version: number };

/**
 * A printable document layout: invoice, packing slip, credit note or purchase order. `body` is HTML with placeholders such as {{order.number}} or {{lines}}, and sections such as {{#payment_method}}Paid by {{payment_method}}.{{/payment_method}} printed only when their value is there (not null, not blank, not an empty address or table); only the placeholders of the template's type are accepted (an unknown one is refused, naming those allowed). Scripts, forms, frames, embedded objects, event handlers and non-https links are stripped on save; inline styles and classes stay, because documents are styled. Exactly one template per type may be the default: saving one as default makes the previous default an ordinary template, and the first template of a type becomes its default.
 */
export interface Template {
id: string
account_id: string
/**
 * Document
 */
type: ("INVOICE" | "PACKING_SLIP" | "CREDIT_NOTE" | "PURCHASE_ORDER")
/**
 * Name
 */
name: string
/**
 * HTML with {{placeholders}}. Scripts, forms, frames, embedded objects and event handlers are removed on save.
 */
body: string
/**
 * Paper size
 */
paper_size: ("A4" | "A5" | "LETTER" | "LABEL_4X6")
/**
 * Orientation
 */
orientation: ("PORTRAIT" | "LANDSCAPE")
/**
 * Default for its type
 */
is_default: boolean
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a template: read-only and system fields are left out.
 * 
 * A printable document layout: invoice, packing slip, credit note or purchase order. `body` is HTML with placeholders such as {{order.number}} or {{lines}}, and sections such as {{#payment_method}}Paid by {{payment_method}}.{{/payment_method}} printed only when their value is there (not null, not blank, not an empty address or table); only the placeholders of the template's type are accepted (an unknown one is refused, naming those allowed). Scripts, forms, frames, embedded objects, event handlers and non-https links are stripped on save; inline styles and classes stay, because documents are styled. Exactly one template per type may be the default: saving one as default makes the previous default an ordinary template, and the first template of a type becomes its default.
 */
export interface TemplateInput {
/**
 * Document
 */
type: ("INVOICE" | "PACKING_SLIP" | "CREDIT_NOTE" | "PURCHASE_ORDER")
/**
 * Name
 */
name: string
/**
 * HTML with {{placeholders}}. Scripts, forms, frames, embedded objects and event handlers are removed on save.
 */
body: string
/**
 * Paper size
 */
paper_size?: ("A4" | "A5" | "LETTER" | "LABEL_4X6")
/**
 * Orientation
 */
orientation?: ("PORTRAIT" | "LANDSCAPE")
/**
 * Default for its type
 */
is_default?: boolean
}

/** The body of `PUT /api/templates/:id`: the input plus the `version` last read (a stale one is a 409). */
export type TemplateUpdate = TemplateInput & { version: number };

/**
 * A person who signs in. Emails are unique across the platform (case-insensitive). Owners and staff belong to a merchant account; staff hold only the `permissions` their owner granted. Only owners (and platform admins) manage owners and set roles; a staff member holding `users` manages staff and grants at most the permissions they hold; nobody changes their own role or permissions; an account keeps at least one ACTIVE owner. `password` is write-only: it is hashed with scrypt and never returned.
 */
export interface User {
id: string
account_id: string
/**
 * Email
 */
email: string
/**
 * Name
 */
name: string
/**
 * Role
 */
role: ("admin" | "owner" | "staff" | "partner")
/**
 * Feature permissions held by a staff member or partner; owners and admins hold all.
 */
permissions: ("products" | "listingsOverview" | "ebay" | "amazon" | "etsy" | "wish" | "store" | "orders" | "returns" | "customers" | "purchaseOrders" | "archive" | "suppliers" | "reports" | "salesChannels" | "salesTaxes" | "templates" | "salesCharges" | "orderRules" | "users" | "paymentMethods" | "cardManagement" | "xero" | "brands" | "setupWizard" | "variations" | "csvScheduler" | "currency" | "customFields" | "returnSettings" | "generalSettings" | "listingImportSchedules" | "locations" | "warehouses")[]
/**
 * Status
 */
status: ("INVITED" | "ACTIVE" | "SUSPENDED")
/**
 * Last sign-in
 */
last_login_at: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored user holds beyond its record, never sent to a client: `password`, `current_password`, `password_hash`, `list_preferences`.
 */
export interface UserServerOnly {
/**
 * At least 12 characters, not the email, not a common password (the sign-up policy). Stored only as an scrypt hash. Only the user (sending `current_password`) or an owner of the account changes it.
 */
password?: (string | null)
/**
 * Your own current password: asked for when you change your own password (not when an owner sets another user's). Never stored.
 */
current_password?: (string | null)
password_hash?: (string | null)
/**
 * The user's own choices per list screen, by the list's path: its saved views (a name and a filter each) and the columns hidden. Read and written only by the user, through GET/PUT /api/me/list-preferences.
 */
list_preferences?: {

}
}

/**
 * What a client may send for a user: read-only and system fields are left out.
 * 
 * A person who signs in. Emails are unique across the platform (case-insensitive). Owners and staff belong to a merchant account; staff hold only the `permissions` their owner granted. Only owners (and platform admins) manage owners and set roles; a staff member holding `users` manages staff and grants at most the permissions they hold; nobody changes their own role or permissions; an account keeps at least one ACTIVE owner. `password` is write-only: it is hashed with scrypt and never returned.
 */
export interface UserInput {
/**
 * Email
 */
email: string
/**
 * Name
 */
name: string
/**
 * Role
 */
role: ("admin" | "owner" | "staff" | "partner")
/**
 * Feature permissions held by a staff member or partner; owners and admins hold all.
 */
permissions?: ("products" | "listingsOverview" | "ebay" | "amazon" | "etsy" | "wish" | "store" | "orders" | "returns" | "customers" | "purchaseOrders" | "archive" | "suppliers" | "reports" | "salesChannels" | "salesTaxes" | "templates" | "salesCharges" | "orderRules" | "users" | "paymentMethods" | "cardManagement" | "xero" | "brands" | "setupWizard" | "variations" | "csvScheduler" | "currency" | "customFields" | "returnSettings" | "generalSettings" | "listingImportSchedules" | "locations" | "warehouses")[]
/**
 * At least 12 characters, not the email, not a common password (the sign-up policy). Stored only as an scrypt hash. Only the user (sending `current_password`) or an owner of the account changes it.
 */
password?: string
/**
 * Your own current password: asked for when you change your own password (not when an owner sets another user's). Never stored.
 */
current_password?: string
}

/** The body of `PUT /api/users/:id`: the input plus the `version` last read (a stale one is a 409). */
export type UserUpdate = UserInput & { version: number };

/**
 * A UK VAT return for one period, in the account's base currency (`currency`). `calculate` (DRAFT or CALCULATED → CALCULATED) computes boxes 1–9 from the VAT treatments stored on the account's documents dated in the period (first and last day included; VAT Notice 700/12): each paid sales order line and shipping charge goes to the boxes its treatment names (api/domain/finance/vat/uk-return-boxes.ts) — box 1 the UK VAT the seller accounts for (not VAT collected by a marketplace as deemed supplier, nor IOSS or OSS VAT, which go to those returns), box 6 the value of all supplies before VAT including zero-rated exports, box 8 dispatches of goods from Northern Ireland to EU member states only; box 2 (acquisitions from the EU, Northern Ireland only) is 0, box 3 = box 1 + box 2, box 4 is the input VAT on what was received against purchase orders (by order date), box 5 = |box 3 − box 4| (`net_vat_due` says whether it is payable or repayable), box 7 the value of those purchases before VAT, box 9 the part of box 7 bought from EU suppliers. Boxes 1–5 are in pence; boxes 6–9 are whole pounds, pence dropped as HMRC asks. A document in another currency is converted at the exchange rate its order kept (its tax point's rate; purchase orders and older orders at the dated rate of their date) and is left out, counted in `excluded_documents`, only when no rate at all exists for its currency. `box_documents` lists every document behind each box with its currency, rate and amount (the drill-down). Refunds reduce the period in which they were given (a return's `refunded_at`, not the sale's date), follow their order's stored treatment and rate: each refund is split over the refunded lines' rates in proportion to their value (anything above the goods' value is refunded shipping at the shipping's rate), and its VAT comes off the boxes the line's treatment names, shown as negative amounts in `breakdown`. `breakdown` lists net and VAT per flow, destination (or supplier) country and rate. `period_key` is HMRC's key for the period (two digits and two letters); when not given it is the period end's year and `A` plus the month's letter (A = January). `submit` (CALCULATED → SUBMITTED) sends the return to HMRC's Making Tax Digital VAT API for the obligation with this `period_key` through the account's HMRC connection (hmrc-settings), with `finalised` (the merchant's declaration that the return is true and complete; HMRC refuses NOT_FINALISED without it) and the fraud prevention headers built from the merchant's browser (`browser`, api/hmrc/fraud-headers.ts) and request, and stores HMRC's receipt (`processing_date`, `form_bundle_number`, `charge_ref_number`, `payment_indicator`, `receipt_id`). What HMRC refuses (PERIOD_KEY_INVALID, DUPLICATE_SUBMISSION, NOT_FINALISED, TAX_PERIOD_NOT_ENDED, VRN_INVALID, fraud prevention headers) is a 400 naming HMRC's code, and the return stays CALCULATED. A second submission for the same period key is refused. Submitted reports are read-only and can no longer be recalculated, reopened or deleted; calculated ones are read-only until `reopen`. GET /api/vat-reports/:id/hmrc lists HMRC's obligations, liabilities and payments around the period. Access: every member may read VAT reports (the Finance screens need only a sign-in); preparing and submitting them needs the `salesTaxes` permission.
 */
export interface VatReport {
id: string
account_id: string
/**
 * Status
 */
status: ("DRAFT" | "CALCULATED" | "SUBMITTED")
/**
 * Period start
 */
period_start: string
/**
 * Not before the period start.
 * 
 * Compared with another field (JSON Schema `$data`, relative JSON pointers): `formatMinimum`: the value at `1/period_start`.
 */
period_end: string
/**
 * Period key
 */
period_key: (string | null)
/**
 * Currency
 */
currency: string
/**
 * Box 1: VAT due on sales
 */
box1_vat_due_sales: number
/**
 * Box 2: VAT due on EU acquisitions
 */
box2_vat_due_acquisitions: number
/**
 * Box 3: total VAT due
 */
box3_total_vat_due: number
/**
 * Box 4: VAT reclaimed
 */
box4_vat_reclaimed: number
/**
 * Box 5: net VAT
 */
box5_net_vat: number
/**
 * Net VAT is
 */
net_vat_due: ("PAYABLE" | "REPAYABLE" | null)
/**
 * Box 6: sales before VAT (£)
 */
box6_total_sales_ex_vat: number
/**
 * Box 7: purchases before VAT (£)
 */
box7_total_purchases_ex_vat: number
/**
 * Box 8: supplies to the EU (£)
 */
box8_total_supplies_ex_vat: number
/**
 * Box 9: acquisitions from the EU (£)
 */
box9_total_acquisitions_ex_vat: number
/**
 * Breakdown
 */
breakdown: {
flow?: ("SALES" | "PURCHASES")
country?: (string | null)
rate?: (number | null)
net?: number
vat?: number
documents?: number
}[]
/**
 * Every document behind boxes 1, 6 and 8 (and 4, 7): the order, refund or purchase order, its currency, the rate it was converted at, and what it adds to each box in the return's currency (pence).
 */
box_documents: {
box?: number
document_type?: ("sales-order" | "return" | "purchase-order")
document_id?: string
number?: (string | null)
treatment?: (string | null)
currency?: string
exchange_rate?: number
amount?: number
}[]
/**
 * Documents left out (no exchange rate)
 */
excluded_documents: number
/**
 * Notes
 */
notes: (string | null)
/**
 * Calculated
 */
calculated_at: (string | null)
/**
 * Submitted
 */
submitted_at: (string | null)
/**
 * Received by HMRC
 */
processing_date: (string | null)
/**
 * HMRC form bundle number
 */
form_bundle_number: (string | null)
/**
 * HMRC charge reference
 */
charge_ref_number: (string | null)
/**
 * Payment method on HMRC's record
 */
payment_indicator: (string | null)
/**
 * HMRC receipt id
 */
receipt_id: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a vat report: read-only and system fields are left out.
 * 
 * A UK VAT return for one period, in the account's base currency (`currency`). `calculate` (DRAFT or CALCULATED → CALCULATED) computes boxes 1–9 from the VAT treatments stored on the account's documents dated in the period (first and last day included; VAT Notice 700/12): each paid sales order line and shipping charge goes to the boxes its treatment names (api/domain/finance/vat/uk-return-boxes.ts) — box 1 the UK VAT the seller accounts for (not VAT collected by a marketplace as deemed supplier, nor IOSS or OSS VAT, which go to those returns), box 6 the value of all supplies before VAT including zero-rated exports, box 8 dispatches of goods from Northern Ireland to EU member states only; box 2 (acquisitions from the EU, Northern Ireland only) is 0, box 3 = box 1 + box 2, box 4 is the input VAT on what was received against purchase orders (by order date), box 5 = |box 3 − box 4| (`net_vat_due` says whether it is payable or repayable), box 7 the value of those purchases before VAT, box 9 the part of box 7 bought from EU suppliers. Boxes 1–5 are in pence; boxes 6–9 are whole pounds, pence dropped as HMRC asks. A document in another currency is converted at the exchange rate its order kept (its tax point's rate; purchase orders and older orders at the dated rate of their date) and is left out, counted in `excluded_documents`, only when no rate at all exists for its currency. `box_documents` lists every document behind each box with its currency, rate and amount (the drill-down). Refunds reduce the period in which they were given (a return's `refunded_at`, not the sale's date), follow their order's stored treatment and rate: each refund is split over the refunded lines' rates in proportion to their value (anything above the goods' value is refunded shipping at the shipping's rate), and its VAT comes off the boxes the line's treatment names, shown as negative amounts in `breakdown`. `breakdown` lists net and VAT per flow, destination (or supplier) country and rate. `period_key` is HMRC's key for the period (two digits and two letters); when not given it is the period end's year and `A` plus the month's letter (A = January). `submit` (CALCULATED → SUBMITTED) sends the return to HMRC's Making Tax Digital VAT API for the obligation with this `period_key` through the account's HMRC connection (hmrc-settings), with `finalised` (the merchant's declaration that the return is true and complete; HMRC refuses NOT_FINALISED without it) and the fraud prevention headers built from the merchant's browser (`browser`, api/hmrc/fraud-headers.ts) and request, and stores HMRC's receipt (`processing_date`, `form_bundle_number`, `charge_ref_number`, `payment_indicator`, `receipt_id`). What HMRC refuses (PERIOD_KEY_INVALID, DUPLICATE_SUBMISSION, NOT_FINALISED, TAX_PERIOD_NOT_ENDED, VRN_INVALID, fraud prevention headers) is a 400 naming HMRC's code, and the return stays CALCULATED. A second submission for the same period key is refused. Submitted reports are read-only and can no longer be recalculated, reopened or deleted; calculated ones are read-only until `reopen`. GET /api/vat-reports/:id/hmrc lists HMRC's obligations, liabilities and payments around the period. Access: every member may read VAT reports (the Finance screens need only a sign-in); preparing and submitting them needs the `salesTaxes` permission.
 */
export interface VatReportInput {
/**
 * Period start
 */
period_start: string
/**
 * Not before the period start.
 * 
 * Compared with another field (JSON Schema `$data`, relative JSON pointers): `formatMinimum`: the value at `1/period_start`.
 */
period_end: string
/**
 * Period key
 */
period_key?: string
/**
 * Notes
 */
notes?: (string | null)
}

/** The body of `PUT /api/vat-reports/:id`: the input plus the `version` last read (a stale one is a 409). */
export type VatReportUpdate = VatReportInput & { version: number };

/**
 * An order (or the part of it allocated to one third-party location) handed to the warehouse provider that runs the location: written by the `warehouses.sync` job, never by a client (`GET /api/warehouse-orders` and `/:id` only). One per order and location: the hand-off is made once, under `reference` (the order's number and the location's code), which the provider refuses twice and which a retry looks up first. SENT once the provider took it (`provider_order_id`), SHIPPED when its shipment confirmations recorded every unit (as shipments with tracking, `shipment_refs`), REFUSED with the provider's words in `error` (fixed and retried by `POST /api/warehouse-providers/:id/sync`), CANCELLED when the order was cancelled in Sellyard and the provider cancelled it too.
 */
export interface WarehouseOrder {
id: string
account_id: string
/**
 * What the warehouse knows the order by: its order number at Mintsoft, its reference at ShipBob.
 */
reference: string
/**
 * Order
 */
order_id: string
/**
 * Order number
 */
order_number: (string | null)
/**
 * Warehouse provider
 */
provider_id: string
/**
 * Location
 */
location_id: string
/**
 * Status
 */
status: ("SENDING" | "SENT" | "SHIPPED" | "REFUSED" | "CANCELLED")
/**
 * Warehouse's order id
 */
provider_order_id: (string | null)
/**
 * Problem
 */
error: (string | null)
/**
 * Lines
 */
lines: {
order_line_id?: string
sku?: string
qty?: number
}[]
/**
 * The provider's ids of the shipments already recorded for it.
 */
shipment_refs: string[]
/**
 * Attempts
 */
attempts: number
/**
 * Sent
 */
sent_at: (string | null)
/**
 * Shipped
 */
shipped_at: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a warehouse order: read-only and system fields are left out.
 * 
 * An order (or the part of it allocated to one third-party location) handed to the warehouse provider that runs the location: written by the `warehouses.sync` job, never by a client (`GET /api/warehouse-orders` and `/:id` only). One per order and location: the hand-off is made once, under `reference` (the order's number and the location's code), which the provider refuses twice and which a retry looks up first. SENT once the provider took it (`provider_order_id`), SHIPPED when its shipment confirmations recorded every unit (as shipments with tracking, `shipment_refs`), REFUSED with the provider's words in `error` (fixed and retried by `POST /api/warehouse-providers/:id/sync`), CANCELLED when the order was cancelled in Sellyard and the provider cancelled it too.
 */
export interface WarehouseOrderInput {
/**
 * What the warehouse knows the order by: its order number at Mintsoft, its reference at ShipBob.
 */
reference: string
/**
 * Order
 */
order_id: string
/**
 * Order number
 */
order_number?: (string | null)
/**
 * Warehouse provider
 */
provider_id: string
/**
 * Location
 */
location_id: string
/**
 * Status
 */
status: ("SENDING" | "SENT" | "SHIPPED" | "REFUSED" | "CANCELLED")
/**
 * Warehouse's order id
 */
provider_order_id?: (string | null)
/**
 * Problem
 */
error?: (string | null)
/**
 * Lines
 */
lines?: {
order_line_id?: string
sku?: string
qty?: number
}[]
/**
 * The provider's ids of the shipments already recorded for it.
 */
shipment_refs?: string[]
/**
 * Attempts
 */
attempts?: number
/**
 * Sent
 */
sent_at?: (string | null)
/**
 * Shipped
 */
shipped_at?: (string | null)
}

/** The body of `PUT /api/warehouse-orders/:id`: the input plus the `version` last read (a stale one is a 409). */
export type WarehouseOrderUpdate = WarehouseOrderInput & { version: number };

/**
 * A kind of warehouse (WMS / 3PL) integration: what it can do (orders, stock, ASNs), how it connects and which credential names a provider of this type must be given. Kept per account, not as global reference data: the model has no global tenancy (only account rows and the accounts table), and a merchant's own 3PL often has a bespoke integration the merchant adds here. The demo accounts hold the common ones (Mintsoft, Peoplevoice, ShipBob, Amazon MCF, a generic SFTP feed); an account adds those it uses. Codes and names are unique per account.
 */
export interface WarehouseProviderType {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Code
 */
code: string
/**
 * Connects by
 */
integration: ("API" | "SFTP" | "EDI" | "EMAIL")
/**
 * Can fulfil orders
 */
supports_orders: boolean
/**
 * Can report stock
 */
supports_stock: boolean
/**
 * Can receive ASNs
 */
supports_asn: boolean
/**
 * The names a provider's credentials must hold, e.g. api_key, client_id.
 * 
 * @maxItems 10
 */
credential_fields: string[]
/**
 * Website
 */
website: (string | null)
/**
 * Notes
 */
notes: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a client may send for a warehouse provider type: read-only and system fields are left out.
 * 
 * A kind of warehouse (WMS / 3PL) integration: what it can do (orders, stock, ASNs), how it connects and which credential names a provider of this type must be given. Kept per account, not as global reference data: the model has no global tenancy (only account rows and the accounts table), and a merchant's own 3PL often has a bespoke integration the merchant adds here. The demo accounts hold the common ones (Mintsoft, Peoplevoice, ShipBob, Amazon MCF, a generic SFTP feed); an account adds those it uses. Codes and names are unique per account.
 */
export interface WarehouseProviderTypeInput {
/**
 * Name
 */
name: string
/**
 * Code
 */
code: string
/**
 * Connects by
 */
integration: ("API" | "SFTP" | "EDI" | "EMAIL")
/**
 * Can fulfil orders
 */
supports_orders?: boolean
/**
 * Can report stock
 */
supports_stock?: boolean
/**
 * Can receive ASNs
 */
supports_asn?: boolean
/**
 * The names a provider's credentials must hold, e.g. api_key, client_id.
 * 
 * @maxItems 10
 */
credential_fields?: string[]
/**
 * Website
 */
website?: (string | null)
/**
 * Notes
 */
notes?: (string | null)
}

/** The body of `PUT /api/warehouse-provider-types/:id`: the input plus the `version` last read (a stale one is a 409). */
export type WarehouseProviderTypeUpdate = WarehouseProviderTypeInput & { version: number };

/**
 * A warehouse (WMS / 3PL) account the merchant uses: its provider type, its credentials and which capabilities are switched on. A capability the type cannot do is refused. `credentials` are write-only, encrypted at rest and never returned (records say `credentials_set`); when sent they must hold every name the type lists. Status INACTIVE → ACTIVE (`activate`: needs stored credentials) ↔ ERROR (`fail`, when a sync fails); `deactivate` stops it without forgetting the credentials. Names are unique per account. Providers whose type's code has an adapter (MINTSOFT, SHIPBOB: api/warehouses) are run by the `warehouses.sync` job: orders allocated to a location they run are handed off once, their shipment confirmations become shipments with tracking, their stock feed is counted into the location's levels and purchase orders delivered there are sent as ASNs. `POST /api/warehouse-providers/:id/test` proves the credentials; `POST /api/warehouse-providers/:id/sync` runs a synchronisation now.
 */
export interface WarehouseProvider {
id: string
account_id: string
/**
 * Name
 */
name: string
/**
 * Provider type
 */
provider_type_id: string
/**
 * The merchant's customer number at the warehouse.
 */
account_reference: (string | null)
/**
 * Send orders
 */
orders_enabled: boolean
/**
 * Import stock
 */
stock_enabled: boolean
/**
 * Send ASNs
 */
asn_enabled: boolean
/**
 * Status
 */
status: ("INACTIVE" | "ACTIVE" | "ERROR")
/**
 * Live: the provider's own service. Sandbox: Sellyard's built-in test warehouse (for the demo and testing; off in production).
 */
environment: ("LIVE" | "SANDBOX")
/**
 * Last synchronised
 */
last_synced_at: (string | null)
/**
 * What went wrong in the last synchronisation, in the provider's words; empty once a synchronisation succeeds.
 */
last_error: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored warehouse provider holds beyond its record, never sent to a client: `credentials`.
 */
export interface WarehouseProviderServerOnly {
/**
 * Name/value pairs the provider type asks for (api_key, client_id...). Write-only and encrypted at rest: never returned; send it only to replace the stored one, or null to remove it.
 */
credentials?: ({
[k: string]: string
} | null)
}

/**
 * What a client may send for a warehouse provider: read-only and system fields are left out.
 * 
 * A warehouse (WMS / 3PL) account the merchant uses: its provider type, its credentials and which capabilities are switched on. A capability the type cannot do is refused. `credentials` are write-only, encrypted at rest and never returned (records say `credentials_set`); when sent they must hold every name the type lists. Status INACTIVE → ACTIVE (`activate`: needs stored credentials) ↔ ERROR (`fail`, when a sync fails); `deactivate` stops it without forgetting the credentials. Names are unique per account. Providers whose type's code has an adapter (MINTSOFT, SHIPBOB: api/warehouses) are run by the `warehouses.sync` job: orders allocated to a location they run are handed off once, their shipment confirmations become shipments with tracking, their stock feed is counted into the location's levels and purchase orders delivered there are sent as ASNs. `POST /api/warehouse-providers/:id/test` proves the credentials; `POST /api/warehouse-providers/:id/sync` runs a synchronisation now.
 */
export interface WarehouseProviderInput {
/**
 * Name
 */
name: string
/**
 * Provider type
 */
provider_type_id: string
/**
 * The merchant's customer number at the warehouse.
 */
account_reference?: (string | null)
/**
 * Name/value pairs the provider type asks for (api_key, client_id...). Write-only and encrypted at rest: never returned; send it only to replace the stored one, or null to remove it.
 */
credentials?: ({
[k: string]: string
} | null)
/**
 * Send orders
 */
orders_enabled?: boolean
/**
 * Import stock
 */
stock_enabled?: boolean
/**
 * Send ASNs
 */
asn_enabled?: boolean
/**
 * Live: the provider's own service. Sandbox: Sellyard's built-in test warehouse (for the demo and testing; off in production).
 */
environment?: ("LIVE" | "SANDBOX")
}

/** The body of `PUT /api/warehouse-providers/:id`: the input plus the `version` last read (a stale one is a 409). */
export type WarehouseProviderUpdate = WarehouseProviderInput & { version: number };

/**
 * The link to the account's Xero organisation, one record per account (a singleton: GET and PUT /api/xero-settings). `client_id` and `client_secret` are the Xero app's OAuth credentials; the secret is write-only, encrypted at rest and never returned (records say only `client_secret_set`): send it only to replace it, or null to remove it. `tenant_id` is the Xero organisation. The account codes say where postings go in the Xero chart of accounts (sales, shipping income, channel fees, refunds, and the bank account deposits land in); `tax_rate_mapping` maps each of the account's sales-tax codes to a Xero tax type (codes must exist and appear once). `sync_invoices` posts orders as sales invoices; `sync_settlements` posts channel settlements as bank transactions. Enabling the link needs the organisation, both credentials, and the sales and bank account codes. `connection_status` is set by the server when it talks to Xero. Guarded by the `xero` permission. Connecting is OAuth 2 with PKCE (POST /api/xero-settings/connect, then the callback /api/xero-connect): the organisation, its name, when it was connected and the tokens are set by the server; POST /api/xero-settings/disconnect forgets them. `POST /api/xero-settings/sync` posts what is due now (also every 15 minutes while enabled): orders as sales invoices with their payments, refunded returns as credit notes with their refunds, settlements as bank transactions with their fees by type, received purchase orders as bills; each record says how its posting went (`xero_status`, `xero_error`). `GET /api/xero-settings/options` lists the organisation's accounts, tax rates and tracking categories by name.
 */
export interface XeroSettings {
id: string
account_id: string
/**
 * Enabled
 */
enabled: boolean
/**
 * Connection
 */
connection_status: ("NOT_CONNECTED" | "CONNECTED" | "ERROR")
/**
 * Xero organisation (tenant) id
 */
tenant_id: (string | null)
/**
 * Client id
 */
client_id: (string | null)
/**
 * Sales account code
 */
sales_account_code: (string | null)
/**
 * Shipping income account code
 */
shipping_account_code: (string | null)
/**
 * Channel fees account code
 */
fees_account_code: (string | null)
/**
 * Refunds account code
 */
refunds_account_code: (string | null)
/**
 * Bank account code
 */
bank_account_code: (string | null)
/**
 * Each sales-tax code of this account and the Xero tax type it posts as.
 * 
 * @maxItems 100
 */
tax_rate_mapping: {
/**
 * Sales tax code
 */
sales_tax_code: string
/**
 * e.g. OUTPUT2 (20% VAT on income), RROUTPUT (5%), ZERORATEDOUTPUT, EXEMPTOUTPUT, NONE.
 */
xero_tax_type: string
}[]
/**
 * Post orders as sales invoices
 */
sync_invoices: boolean
/**
 * Post channel settlements
 */
sync_settlements: boolean
/**
 * Xero organisation
 */
organisation_name: (string | null)
/**
 * Live: Xero itself. Sandbox (test): Sellyard's built-in Xero sandbox, for the demo and testing (off in production).
 */
environment: ("LIVE" | "SANDBOX")
/**
 * Marketplace clearing account code
 */
clearing_account_code: (string | null)
/**
 * Purchases account code
 */
purchases_account_code: (string | null)
/**
 * EU VAT (IOSS/OSS) account code
 */
eu_vat_account_code: (string | null)
/**
 * Tracking category
 */
tracking_category: (string | null)
/**
 * Post received purchase orders as bills
 */
sync_bills: boolean
/**
 * Connected
 */
connected_at: (string | null)
/**
 * Last sync
 */
last_sync_at: (string | null)
/**
 * Last problem
 */
last_error: (string | null)
created_at: string
updated_at: string
/**
 * Raised by every update; send it back on PUT: a stale one is a 409.
 */
version: number
}

/**
 * What a stored xero configuration holds beyond its record, never sent to a client: `client_secret`, `tokens`, `connect_state_hash`, `connect_state_expires_at`, `connect_state_user_id`, `connect_code_verifier`.
 */
export interface XeroSettingsServerOnly {
/**
 * Client secret
 */
client_secret?: (string | null)
/**
 * The Xero OAuth tokens (access, refresh, expiry), encrypted with the server key (AAD xero_settings.tokens); never returned.
 */
tokens?: (string | null)
/**
 * SHA-256 of the pending OAuth `state`.
 */
connect_state_hash?: (string | null)
connect_state_expires_at?: (string | null)
connect_state_user_id?: (string | null)
/**
 * The PKCE code verifier (RFC 7636) of the pending connection, cleared with the state.
 */
connect_code_verifier?: (string | null)
}

/**
 * What a client may send for a xero configuration: read-only and system fields are left out.
 * 
 * The link to the account's Xero organisation, one record per account (a singleton: GET and PUT /api/xero-settings). `client_id` and `client_secret` are the Xero app's OAuth credentials; the secret is write-only, encrypted at rest and never returned (records say only `client_secret_set`): send it only to replace it, or null to remove it. `tenant_id` is the Xero organisation. The account codes say where postings go in the Xero chart of accounts (sales, shipping income, channel fees, refunds, and the bank account deposits land in); `tax_rate_mapping` maps each of the account's sales-tax codes to a Xero tax type (codes must exist and appear once). `sync_invoices` posts orders as sales invoices; `sync_settlements` posts channel settlements as bank transactions. Enabling the link needs the organisation, both credentials, and the sales and bank account codes. `connection_status` is set by the server when it talks to Xero. Guarded by the `xero` permission. Connecting is OAuth 2 with PKCE (POST /api/xero-settings/connect, then the callback /api/xero-connect): the organisation, its name, when it was connected and the tokens are set by the server; POST /api/xero-settings/disconnect forgets them. `POST /api/xero-settings/sync` posts what is due now (also every 15 minutes while enabled): orders as sales invoices with their payments, refunded returns as credit notes with their refunds, settlements as bank transactions with their fees by type, received purchase orders as bills; each record says how its posting went (`xero_status`, `xero_error`). `GET /api/xero-settings/options` lists the organisation's accounts, tax rates and tracking categories by name.
 */
export interface XeroSettingsInput {
/**
 * Enabled
 */
enabled?: boolean
/**
 * Xero organisation (tenant) id
 */
tenant_id?: (string | null)
/**
 * Client id
 */
client_id?: (string | null)
/**
 * Client secret
 */
client_secret?: (string | null)
/**
 * Sales account code
 */
sales_account_code?: (string | null)
/**
 * Shipping income account code
 */
shipping_account_code?: (string | null)
/**
 * Channel fees account code
 */
fees_account_code?: (string | null)
/**
 * Refunds account code
 */
refunds_account_code?: (string | null)
/**
 * Bank account code
 */
bank_account_code?: (string | null)
/**
 * Each sales-tax code of this account and the Xero tax type it posts as.
 * 
 * @maxItems 100
 */
tax_rate_mapping?: {
/**
 * Sales tax code
 */
sales_tax_code: string
/**
 * e.g. OUTPUT2 (20% VAT on income), RROUTPUT (5%), ZERORATEDOUTPUT, EXEMPTOUTPUT, NONE.
 */
xero_tax_type: string
}[]
/**
 * Post orders as sales invoices
 */
sync_invoices?: boolean
/**
 * Post channel settlements
 */
sync_settlements?: boolean
/**
 * Live: Xero itself. Sandbox (test): Sellyard's built-in Xero sandbox, for the demo and testing (off in production).
 */
environment?: ("LIVE" | "SANDBOX")
/**
 * Marketplace clearing account code
 */
clearing_account_code?: (string | null)
/**
 * Purchases account code
 */
purchases_account_code?: (string | null)
/**
 * EU VAT (IOSS/OSS) account code
 */
eu_vat_account_code?: (string | null)
/**
 * Tracking category
 */
tracking_category?: (string | null)
/**
 * Post received purchase orders as bills
 */
sync_bills?: boolean
}

/** The body of `PUT /api/xero-settings` (one record per account): the input plus the `version` last read (0 before the first save; a stale one is a 409). */
export type XeroSettingsUpdate = XeroSettingsInput & { version: number };

/**
 * What a client may send for a asn line: read-only and system fields are left out.
 * 
 * Units of one SKU in the shipment, optionally per lot with an expiry date. `product_id` is looked up from the SKU by the server (empty when the SKU is not a product of the account).
 */
export interface AsnLineInput {
/**
 * SKU
 */
sku: string
/**
 * GTIN
 */
gtin?: (string | null)
/**
 * Quantity
 */
qty: number
/**
 * Lot
 */
lot?: (string | null)
/**
 * Expiry
 */
expiry?: (string | null)
}

/**
 * What a client may send for a invoice line: read-only and system fields are left out.
 * 
 * One charge on a platform invoice. `unit_amount` is net of tax; `net`, `tax` and `gross` are computed by the server.
 */
export interface InvoiceLineInput {
/**
 * Description
 */
description: string
/**
 * Quantity
 */
quantity?: number
/**
 * Unit amount
 */
unit_amount: number
/**
 * Tax rate (%)
 */
tax_rate?: number
}

/**
 * What a client may send for a purchase order line: read-only and system fields are left out.
 * 
 * One product ordered from the supplier. `unit_cost` is net of tax, in the order's currency; `tax_rate` is copied from the tax so later rate changes never alter an old order. `qty_received` is raised only by receiving and never passes `qty_ordered`.
 */
export interface PurchaseOrderLineInput {
/**
 * Product
 */
product_id: string
/**
 * Description
 */
description?: string
/**
 * Supplier SKU
 */
supplier_sku?: (string | null)
/**
 * Ordered
 */
qty_ordered: number
/**
 * Unit cost
 */
unit_cost: number
/**
 * Tax
 */
tax_id?: (string | null)
}

/**
 * What a client may send for a return line: read-only and system fields are left out.
 * 
 * Units of one order line coming back. The order line is named by `order_line_id` or by `sku`. `received_qty` ≤ `qty` and `damaged_qty` ≤ `received_qty` are recorded when the parcel arrives; only received, undamaged units go back to stock. `reason` is free text so that each merchant keeps its own list of reasons (return settings).
 */
export interface ReturnLineInput {
/**
 * The id of a line of the document's order (checked by the server, which also accepts the line's SKU instead).
 */
order_line_id?: string
/**
 * SKU
 */
sku?: string
/**
 * Quantity
 */
qty: number
/**
 * Received
 */
received_qty?: number
/**
 * Damaged
 */
damaged_qty?: number
/**
 * Reason
 */
reason?: (string | null)
}

/**
 * What a client may send for a sales order line: read-only and system fields are left out.
 * 
 * One line of a sales order, stored in its own table and always written with its order. `sku` and `description` default to the product's, and `tax_id` to the product's tax, else the account's default sales tax (General Settings; a line sent with `tax_id: null` has no tax); `tax_rate` is copied from the tax so later rate changes never alter an old order; the rate actually charged and its treatment (vat_treatment, vat_country, vat_accounted_by, vat_reason) are decided by place of supply when the order is saved. `discount` is a line amount in minor units.
 */
export interface SalesOrderLineInput {
/**
 * Product
 */
product_id: string
/**
 * SKU
 */
sku?: string
/**
 * Description
 */
description?: string
/**
 * Quantity
 */
quantity: number
/**
 * Unit price
 */
unit_price: number
/**
 * Discount
 */
discount?: number
/**
 * Tax
 */
tax_id?: (string | null)
}

/**
 * What a client may send for a settlement line: read-only and system fields are left out.
 * 
 * One transaction of a payout. `amount` is signed, in the settlement's currency: SALE ≥ 0, REFUND, FEE and SHIPPING_LABEL ≤ 0, ADJUSTMENT either way. `order_ref` is the channel's order reference or a Sellyard order number; `match` fills `sales_order_id`.
 * 
 * Rules across fields (a 400 names the field): `/amount` is money in for a SALE: enter it as 0 or more (when the record matches {"required":["type"],"properties":{"type":{"const":"SALE"}}}); `/amount` is money out for a REFUND: enter it as a negative amount (when the record matches {"required":["type"],"properties":{"type":{"const":"REFUND"}}}); `/amount` is money out for a FEE: enter it as a negative amount (when the record matches {"required":["type"],"properties":{"type":{"const":"FEE"}}}); `/amount` is money out for a SHIPPING_LABEL: enter it as a negative amount (when the record matches {"required":["type"],"properties":{"type":{"const":"SHIPPING_LABEL"}}}).
 */
export interface SettlementLineInput {
/**
 * Type
 */
type: ("SALE" | "REFUND" | "FEE" | "SHIPPING_LABEL" | "ADJUSTMENT")
/**
 * Order ref
 */
order_ref?: (string | null)
/**
 * SKU
 */
sku?: (string | null)
/**
 * Description
 */
description?: (string | null)
/**
 * Amount
 */
amount: number
/**
 * Posted by channel
 */
posted_at?: (string | null)
}

/**
 * What a client may send for a shipment line: read-only and system fields are left out.
 * 
 * How many units of one order line go in a shipment. The order line is named by `order_line_id` or, when that is left out, by `sku`; `sku` and `description` are then copied from the order line. `order_line_id` is checked by the server, not by a foreign key (the generator cannot reference a child entity): when the order's lines are rewritten by an edit, a stale id is resolved again by SKU at the next save or on `ship`.
 */
export interface ShipmentLineInput {
/**
 * The id of a line of the document's order (checked by the server, which also accepts the line's SKU instead).
 */
order_line_id?: string
/**
 * SKU
 */
sku?: string
/**
 * Quantity
 */
qty: number
}

/** The record type served by each REST resource. */
export interface RecordsByResource {
  'accounts': Account;
  'asns': Asn;
  'attributes': Attribute;
  'brands': Brand;
  'csv-schedules': CsvSchedule;
  'currencies': Currency;
  'custom-fields': CustomField;
  'eu-vat-returns': EuVatReturn;
  'exchange-rates': ExchangeRate;
  'general-settings': GeneralSettings;
  'hmrc-settings': HmrcSettings;
  'html-templates': HtmlTemplate;
  'invoices': Invoice;
  'listing-import-schedules': ListingImportSchedule;
  'listings': Listing;
  'locations': Location;
  'order-rules': OrderRule;
  'payment-cards': PaymentCard;
  'payment-methods': PaymentMethod;
  'product-labels': ProductLabel;
  'products': Product;
  'purchase-orders': PurchaseOrder;
  'relationships': Relationship;
  'reports': Report;
  'responsible-persons': ResponsiblePerson;
  'return-settings': ReturnSettings;
  'returns': Return;
  'sales-channels': SalesChannel;
  'sales-charges': SalesCharge;
  'sales-orders': SalesOrder;
  'sales-taxes': SalesTax;
  'settlements': Settlement;
  'shipments': Shipment;
  'shipping-carriers': ShippingCarrier;
  'shipping-methods': ShippingMethod;
  'shipping-templates': ShippingTemplate;
  'stock-levels': StockLevel;
  'stock-movements': StockMovement;
  'store-categories': StoreCategory;
  'tasks': Task;
  'tax-compliance-applications': TaxComplianceApplication;
  'templates': Template;
  'users': User;
  'vat-reports': VatReport;
  'warehouse-orders': WarehouseOrder;
  'warehouse-provider-types': WarehouseProviderType;
  'warehouse-providers': WarehouseProvider;
  'xero-settings': XeroSettings;
}

/** The input type each REST resource accepts on create. */
export interface InputsByResource {
  'accounts': AccountInput;
  'asns': AsnInput;
  'attributes': AttributeInput;
  'brands': BrandInput;
  'csv-schedules': CsvScheduleInput;
  'currencies': CurrencyInput;
  'custom-fields': CustomFieldInput;
  'eu-vat-returns': EuVatReturnInput;
  'exchange-rates': ExchangeRateInput;
  'general-settings': GeneralSettingsInput;
  'hmrc-settings': HmrcSettingsInput;
  'html-templates': HtmlTemplateInput;
  'invoices': InvoiceInput;
  'listing-import-schedules': ListingImportScheduleInput;
  'listings': ListingInput;
  'locations': LocationInput;
  'order-rules': OrderRuleInput;
  'payment-cards': PaymentCardInput;
  'payment-methods': PaymentMethodInput;
  'product-labels': ProductLabelInput;
  'products': ProductInput;
  'purchase-orders': PurchaseOrderInput;
  'relationships': RelationshipInput;
  'reports': ReportInput;
  'responsible-persons': ResponsiblePersonInput;
  'return-settings': ReturnSettingsInput;
  'returns': ReturnInput;
  'sales-channels': SalesChannelInput;
  'sales-charges': SalesChargeInput;
  'sales-orders': SalesOrderInput;
  'sales-taxes': SalesTaxInput;
  'settlements': SettlementInput;
  'shipments': ShipmentInput;
  'shipping-carriers': ShippingCarrierInput;
  'shipping-methods': ShippingMethodInput;
  'shipping-templates': ShippingTemplateInput;
  'stock-levels': StockLevelInput;
  'stock-movements': StockMovementInput;
  'store-categories': StoreCategoryInput;
  'tasks': TaskInput;
  'tax-compliance-applications': TaxComplianceApplicationInput;
  'templates': TemplateInput;
  'users': UserInput;
  'vat-reports': VatReportInput;
  'warehouse-orders': WarehouseOrderInput;
  'warehouse-provider-types': WarehouseProviderTypeInput;
  'warehouse-providers': WarehouseProviderInput;
  'xero-settings': XeroSettingsInput;
}

/** A REST resource name, e.g. `sales-orders`. */
export type ResourceName = keyof RecordsByResource;

/** A record whose date-time fields `K` may also hold a Date, as a stored row does. */
export type StoredDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | Date };

/**
 * The row as the server holds it, by entity name (`sales-order`): the record with its children arrays, plus the
 * fields that never leave the server (internal columns, write-only and virtual fields). What domain hooks are typed
 * by (`defineHooks` in api/domain/hooks.ts).
 */
export interface EntityRecords {
  'account': StoredDates<Account, 'created_at' | 'updated_at'>;
  'asn-line': StoredDates<AsnLine, 'created_at' | 'updated_at'>;
  'asn': StoredDates<Asn, 'submitted_at' | 'received_at' | 'sent_to_provider_at' | 'created_at' | 'updated_at'> & AsnServerOnly;
  'attribute': StoredDates<Attribute, 'created_at' | 'updated_at'>;
  'brand': StoredDates<Brand, 'created_at' | 'updated_at'>;
  'csv-schedule': StoredDates<CsvSchedule, 'last_run_at' | 'next_run_at' | 'created_at' | 'updated_at'> & CsvScheduleServerOnly;
  'currency': StoredDates<Currency, 'created_at' | 'updated_at'>;
  'custom-field': StoredDates<CustomField, 'created_at' | 'updated_at'>;
  'eu-vat-return': StoredDates<EuVatReturn, 'calculated_at' | 'filed_at' | 'created_at' | 'updated_at'>;
  'exchange-rate': StoredDates<ExchangeRate, 'created_at' | 'updated_at'>;
  'general-settings': StoredDates<GeneralSettings, 'setup_completed_at' | 'created_at' | 'updated_at'>;
  'hmrc-settings': StoredDates<HmrcSettings, 'connected_at' | 'created_at' | 'updated_at'> & HmrcSettingsServerOnly;
  'html-template': StoredDates<HtmlTemplate, 'created_at' | 'updated_at'>;
  'invoice-line': StoredDates<InvoiceLine, 'created_at' | 'updated_at'>;
  'invoice': StoredDates<Invoice, 'paid_at' | 'created_at' | 'updated_at'>;
  'listing-import-schedule': StoredDates<ListingImportSchedule, 'last_run_at' | 'next_run_at' | 'created_at' | 'updated_at'>;
  'listing': StoredDates<Listing, 'last_sync_at' | 'created_at' | 'updated_at'> & ListingServerOnly;
  'location': StoredDates<Location, 'created_at' | 'updated_at'>;
  'order-rule': StoredDates<OrderRule, 'created_at' | 'updated_at'>;
  'payment-card': StoredDates<PaymentCard, 'created_at' | 'updated_at'> & PaymentCardServerOnly;
  'payment-method': StoredDates<PaymentMethod, 'created_at' | 'updated_at'>;
  'product-label': StoredDates<ProductLabel, 'created_at' | 'updated_at'> & ProductLabelServerOnly;
  'product': StoredDates<Product, 'created_at' | 'updated_at'>;
  'purchase-order-line': StoredDates<PurchaseOrderLine, 'created_at' | 'updated_at'>;
  'purchase-order': StoredDates<PurchaseOrder, 'archived_at' | 'sent_at' | 'received_at' | 'xero_posted_at' | 'created_at' | 'updated_at'> & PurchaseOrderServerOnly;
  'relationship': StoredDates<Relationship, 'created_at' | 'updated_at'>;
  'report': StoredDates<Report, 'created_at' | 'updated_at'>;
  'responsible-person': StoredDates<ResponsiblePerson, 'created_at' | 'updated_at'>;
  'return-line': StoredDates<ReturnLine, 'created_at' | 'updated_at'>;
  'return-settings': StoredDates<ReturnSettings, 'created_at' | 'updated_at'>;
  'return': StoredDates<Return, 'authorised_at' | 'received_at' | 'refunded_at' | 'xero_posted_at' | 'created_at' | 'updated_at'> & ReturnServerOnly;
  'sales-channel': StoredDates<SalesChannel, 'connected_at' | 'last_order_sync_at' | 'last_settlement_sync_at' | 'last_error_at' | 'created_at' | 'updated_at'> & SalesChannelServerOnly;
  'sales-charge': StoredDates<SalesCharge, 'created_at' | 'updated_at'>;
  'sales-order-line': StoredDates<SalesOrderLine, 'created_at' | 'updated_at'>;
  'sales-order': StoredDates<SalesOrder, 'paid_at' | 'xero_posted_at' | 'packed_at' | 'created_at' | 'updated_at'> & SalesOrderServerOnly;
  'sales-tax': StoredDates<SalesTax, 'created_at' | 'updated_at'>;
  'settlement-line': StoredDates<SettlementLine, 'posted_at' | 'created_at' | 'updated_at'>;
  'settlement': StoredDates<Settlement, 'matched_at' | 'posted_at' | 'fetched_at' | 'xero_posted_at' | 'created_at' | 'updated_at'> & SettlementServerOnly;
  'shipment-line': StoredDates<ShipmentLine, 'created_at' | 'updated_at'>;
  'shipment': StoredDates<Shipment, 'label_created_at' | 'shipped_at' | 'delivered_at' | 'created_at' | 'updated_at'> & ShipmentServerOnly;
  'shipping-carrier': StoredDates<ShippingCarrier, 'created_at' | 'updated_at'> & ShippingCarrierServerOnly;
  'shipping-method': StoredDates<ShippingMethod, 'created_at' | 'updated_at'>;
  'shipping-template': StoredDates<ShippingTemplate, 'created_at' | 'updated_at'>;
  'stock-level': StoredDates<StockLevel, 'created_at' | 'updated_at'>;
  'stock-movement': StoredDates<StockMovement, 'created_at' | 'updated_at'>;
  'store-category': StoredDates<StoreCategory, 'created_at' | 'updated_at'>;
  'task': StoredDates<Task, 'done_at' | 'created_at' | 'updated_at'> & TaskServerOnly;
  'tax-compliance-application': StoredDates<TaxComplianceApplication, 'submitted_at' | 'decided_at' | 'created_at' | 'updated_at'>;
  'template': StoredDates<Template, 'created_at' | 'updated_at'>;
  'user': StoredDates<User, 'last_login_at' | 'created_at' | 'updated_at'> & UserServerOnly;
  'vat-report': StoredDates<VatReport, 'calculated_at' | 'submitted_at' | 'processing_date' | 'created_at' | 'updated_at'>;
  'warehouse-order': StoredDates<WarehouseOrder, 'sent_at' | 'shipped_at' | 'created_at' | 'updated_at'>;
  'warehouse-provider-type': StoredDates<WarehouseProviderType, 'created_at' | 'updated_at'>;
  'warehouse-provider': StoredDates<WarehouseProvider, 'last_synced_at' | 'created_at' | 'updated_at'> & WarehouseProviderServerOnly;
  'xero-settings': StoredDates<XeroSettings, 'connected_at' | 'last_sync_at' | 'created_at' | 'updated_at'> & XeroSettingsServerOnly;
}

/** An entity name, e.g. `sales-order`. */
export type EntityName = keyof EntityRecords;
