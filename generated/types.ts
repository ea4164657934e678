/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/*.schema.json, schemas/shared/*.schema.json (via generator/emit-types.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */

/**
 * A postal address. Documents keep a snapshot of it rather than a link, so editing a customer never rewrites an old order. Each place that uses it closes it with `unevaluatedProperties: false`, so it can be extended (a relationship's address adds `kind` and `is_default`).
 */
export interface Address {
  /**
   * Name
   */
  name?: string;
  /**
   * Company
   */
  company?: string;
  /**
   * Address line 1
   */
  line1: string;
  /**
   * Address line 2
   */
  line2?: string;
  /**
   * City
   */
  city: string;
  /**
   * Region
   */
  region?: string;
  /**
   * Postcode
   */
  postcode?: string;
  /**
   * Country
   */
  country: string;
  /**
   * Phone
   */
  phone?: string;
  /**
   * Email
   */
  email?: string;
}

/**
 * A tenant: a merchant, a partner firm or the platform itself. Every tenant row belongs to one account. Feature flags switch on programme screens (Golden Ticket and friends); only platform admins change them. A merchant account may name the partner that manages it.
 */
export interface Account {
  id: string;
  /**
   * Name
   */
  name: string;
  /**
   * Kind
   */
  kind: "MERCHANT" | "PARTNER" | "PLATFORM";
  /**
   * Country
   */
  country: string;
  /**
   * Base currency
   */
  currency: string;
  /**
   * Time zone
   */
  timezone: string;
  /**
   * Feature flags
   */
  feature_flags: ("goldenTicket" | "vatTaxes" | "responsiblePerson" | "productLabel")[];
  /**
   * Partner
   */
  partner_account_id: string | null;
  created_at: string;
  updated_at: string;
  /**
   * Raised by every update; send it back on PUT: a stale one is a 409.
   */
  version: number;
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
  name: string;
  /**
   * Kind
   */
  kind?: "MERCHANT" | "PARTNER" | "PLATFORM";
  /**
   * Country
   */
  country?: string;
  /**
   * Base currency
   */
  currency?: string;
  /**
   * Time zone
   */
  timezone?: string;
  /**
   * Feature flags
   */
  feature_flags?: ("goldenTicket" | "vatTaxes" | "responsiblePerson" | "productLabel")[];
  /**
   * Partner
   */
  partner_account_id?: string | null;
}

/** The body of `PUT /api/accounts/:id`: the input plus the `version` last read (a stale one is a 409). */
export type AccountUpdate = AccountInput & { version: number };

/**
 * A brand the merchant sells. Names are unique per account (case-insensitive); the optional code is the natural key used by CSV upload.
 */
export interface Brand {
  id: string;
  account_id: string;
  /**
   * Name
   */
  name: string;
  /**
   * Code
   */
  code: string | null;
  /**
   * Logo URL
   */
  logo_url: string | null;
  /**
   * Website
   */
  website: string | null;
  created_at: string;
  updated_at: string;
  /**
   * Raised by every update; send it back on PUT: a stale one is a 409.
   */
  version: number;
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
  name: string;
  /**
   * Code
   */
  code?: string | null;
  /**
   * Logo URL
   */
  logo_url?: string | null;
  /**
   * Website
   */
  website?: string | null;
}

/** The body of `PUT /api/brands/:id`: the input plus the `version` last read (a stale one is a 409). */
export type BrandUpdate = BrandInput & { version: number };

/**
 * A place stock is held: an own warehouse, a third-party warehouse, a shop or an Amazon FBA centre.
 */
export interface Location {
  id: string;
  account_id: string;
  /**
   * Name
   */
  name: string;
  /**
   * Code
   */
  code: string;
  /**
   * Type
   */
  type: "OWN_WAREHOUSE" | "THIRD_PARTY" | "STORE" | "FBA";
  /**
   * Default
   */
  is_default: boolean;
  /**
   * Address
   */
  address: Address | null;
  created_at: string;
  updated_at: string;
  /**
   * Raised by every update; send it back on PUT: a stale one is a 409.
   */
  version: number;
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
  name: string;
  /**
   * Code
   */
  code: string;
  /**
   * Type
   */
  type?: "OWN_WAREHOUSE" | "THIRD_PARTY" | "STORE" | "FBA";
  /**
   * Default
   */
  is_default?: boolean;
  /**
   * Address
   */
  address?: Address;
}

/** The body of `PUT /api/locations/:id`: the input plus the `version` last read (a stale one is a 409). */
export type LocationUpdate = LocationInput & { version: number };

/**
 * A sellable item in the merchant's catalogue. Only `sku` and `title` are required; everything else can be filled in later. SKUs are trimmed and unique per account, compared case-insensitively.
 */
export interface Product {
  id: string;
  account_id: string;
  /**
   * SKU
   */
  sku: string;
  /**
   * Title
   */
  title: string;
  /**
   * HTML; scripts and event handlers are stripped on save.
   */
  description: string | null;
  /**
   * Brand
   */
  brand_id: string | null;
  /**
   * Kind
   */
  kind: "SIMPLE" | "PARENT" | "VARIANT" | "BUNDLE";
  /**
   * Parent product
   */
  parent_id: string | null;
  /**
   * Condition
   */
  condition: "NEW" | "USED" | "REFURBISHED";
  /**
   * Status
   */
  status: "DRAFT" | "ACTIVE" | "ARCHIVED";
  /**
   * Currency
   */
  currency: string;
  /**
   * Cost price
   */
  cost_price: number | null;
  /**
   * Retail price
   */
  retail_price: number | null;
  /**
   * Sales tax
   */
  tax_id: string | null;
  /**
   * Weight (g)
   */
  weight_g: number | null;
  /**
   * Length (mm)
   */
  length_mm: number | null;
  /**
   * Width (mm)
   */
  width_mm: number | null;
  /**
   * Height (mm)
   */
  height_mm: number | null;
  /**
   * HS code
   */
  hs_code: string | null;
  /**
   * Country of origin
   */
  origin_country: string | null;
  /**
   * Barcodes
   *
   * @maxItems 20
   */
  barcodes: {
    /**
     * Type
     */
    type: "EAN8" | "UPCA" | "EAN13" | "GTIN14" | "ISBN";
    /**
     * Value
     */
    value: string;
  }[];
  /**
   * Images
   *
   * @maxItems 24
   */
  images: {
    /**
     * URL
     */
    url: string;
    /**
     * Position
     */
    position?: number;
    /**
     * Alt text
     */
    alt?: string;
  }[];
  /**
   * Safety warnings
   */
  safety_warnings: string | null;
  created_at: string;
  updated_at: string;
  /**
   * Raised by every update; send it back on PUT: a stale one is a 409.
   */
  version: number;
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
  sku: string;
  /**
   * Title
   */
  title: string;
  /**
   * HTML; scripts and event handlers are stripped on save.
   */
  description?: string | null;
  /**
   * Brand
   */
  brand_id?: string | null;
  /**
   * Kind
   */
  kind?: "SIMPLE" | "PARENT" | "VARIANT" | "BUNDLE";
  /**
   * Parent product
   */
  parent_id?: string | null;
  /**
   * Condition
   */
  condition?: "NEW" | "USED" | "REFURBISHED";
  /**
   * Status
   */
  status?: "DRAFT" | "ACTIVE" | "ARCHIVED";
  /**
   * Currency
   */
  currency?: string;
  /**
   * Cost price
   */
  cost_price?: number | null;
  /**
   * Retail price
   */
  retail_price?: number | null;
  /**
   * Sales tax
   */
  tax_id?: string | null;
  /**
   * Weight (g)
   */
  weight_g?: number | null;
  /**
   * Length (mm)
   */
  length_mm?: number | null;
  /**
   * Width (mm)
   */
  width_mm?: number | null;
  /**
   * Height (mm)
   */
  height_mm?: number | null;
  /**
   * HS code
   */
  hs_code?: string | null;
  /**
   * Country of origin
   */
  origin_country?: string | null;
  /**
   * Barcodes
   *
   * @maxItems 20
   */
  barcodes?: {
    /**
     * Type
     */
    type: "EAN8" | "UPCA" | "EAN13" | "GTIN14" | "ISBN";
    /**
     * Value
     */
    value: string;
  }[];
  /**
   * Images
   *
   * @maxItems 24
   */
  images?: {
    /**
     * URL
     */
    url: string;
    /**
     * Position
     */
    position?: number;
    /**
     * Alt text
     */
    alt?: string;
  }[];
  /**
   * Safety warnings
   */
  safety_warnings?: string | null;
}

/** The body of `PUT /api/products/:id`: the input plus the `version` last read (a stale one is a 409). */
export type ProductUpdate = ProductInput & { version: number };

/**
 * A customer or a supplier: one table with a `type`, because many businesses are both and the fields are the same. Codes are unique per account and type. `credit_limit` applies to customers, `lead_time_days` to suppliers. It has no blanket permission: the permissions manifest grants customers to `orders` and `customers`, suppliers to `purchaseOrders` (and read-only to `suppliers`).
 */
export interface Relationship {
  id: string;
  account_id: string;
  /**
   * Type
   */
  type: "CUSTOMER" | "SUPPLIER";
  /**
   * A short reference such as ACME01; unique per account among customers (or among suppliers).
   */
  code: string | null;
  /**
   * Name
   */
  name: string;
  /**
   * Company
   */
  company: string | null;
  /**
   * Email
   */
  email: string | null;
  /**
   * Phone
   */
  phone: string | null;
  /**
   * VAT number
   */
  vat_number: string | null;
  /**
   * EORI
   */
  eori: string | null;
  /**
   * Currency
   */
  currency: string;
  /**
   * Payment terms (days)
   */
  payment_terms_days: number;
  /**
   * Credit limit
   */
  credit_limit: number | null;
  /**
   * Lead time (days)
   */
  lead_time_days: number | null;
  /**
   * Addresses
   *
   * @maxItems 20
   */
  addresses: (Address & {
    /**
     * Kind
     */
    kind?: "BILLING" | "SHIPPING" | "BOTH";
    /**
     * Default
     */
    is_default?: boolean;
  })[];
  created_at: string;
  updated_at: string;
  /**
   * Raised by every update; send it back on PUT: a stale one is a 409.
   */
  version: number;
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
  type: "CUSTOMER" | "SUPPLIER";
  /**
   * A short reference such as ACME01; unique per account among customers (or among suppliers).
   */
  code?: string | null;
  /**
   * Name
   */
  name: string;
  /**
   * Company
   */
  company?: string | null;
  /**
   * Email
   */
  email?: string | null;
  /**
   * Phone
   */
  phone?: string | null;
  /**
   * VAT number
   */
  vat_number?: string | null;
  /**
   * EORI
   */
  eori?: string | null;
  /**
   * Currency
   */
  currency?: string;
  /**
   * Payment terms (days)
   */
  payment_terms_days?: number;
  /**
   * Credit limit
   */
  credit_limit?: number | null;
  /**
   * Lead time (days)
   */
  lead_time_days?: number | null;
  /**
   * Addresses
   *
   * @maxItems 20
   */
  addresses?: (Address & {
    /**
     * Kind
     */
    kind?: "BILLING" | "SHIPPING" | "BOTH";
    /**
     * Default
     */
    is_default?: boolean;
  })[];
}

/** The body of `PUT /api/relationships/:id`: the input plus the `version` last read (a stale one is a 409). */
export type RelationshipUpdate = RelationshipInput & { version: number };

/**
 * One line of a sales order, stored in its own table and always written with its order. `sku` and `description` default to the product's; `tax_rate` is copied from the tax so later rate changes never alter an old order. `discount` is a line amount in minor units.
 */
export interface SalesOrderLine {
  id: string;
  account_id: string;
  /**
   * The sales order this row belongs to.
   */
  sales_order_id: string;
  /**
   * Position
   */
  position: number;
  /**
   * Product
   */
  product_id: string;
  /**
   * SKU
   */
  sku: string | null;
  /**
   * Description
   */
  description: string | null;
  /**
   * Quantity
   */
  quantity: number;
  /**
   * Unit price
   */
  unit_price: number;
  /**
   * Discount
   */
  discount: number;
  /**
   * Tax
   */
  tax_id: string | null;
  /**
   * Tax rate (%)
   */
  tax_rate: number;
  /**
   * Net
   */
  net: number;
  /**
   * Tax
   */
  tax: number;
  /**
   * Gross
   */
  gross: number;
  /**
   * Allocated
   */
  allocated_qty: number;
  /**
   * Shipped
   */
  shipped_qty: number;
  /**
   * Returned
   */
  returned_qty: number;
  created_at: string;
  updated_at: string;
  /**
   * Raised by every update; send it back on PUT: a stale one is a 409.
   */
  version: number;
}

/**
 * A customer's order. A body of `customer_id` and `lines` is enough for a DRAFT. The number (SO-000001, per account) and every total are computed by the server in integer minor units: tax per line, an order discount spread over lines in proportion to their value (the last line takes the rounding remainder), shipping taxed at `shipping_tax_id`'s rate or, when that is empty, at the highest line rate. Bill-to and ship-to are snapshots taken from the customer when not given. Shipped, completed and cancelled orders are read-only.
 */
export interface SalesOrder {
  id: string;
  account_id: string;
  /**
   * Number
   */
  number: string;
  /**
   * Status
   */
  status:
    | "DRAFT"
    | "AWAITING_PAYMENT"
    | "PAID"
    | "ON_HOLD"
    | "PARTIALLY_SHIPPED"
    | "SHIPPED"
    | "COMPLETED"
    | "CANCELLED"
    | "PARTIALLY_RETURNED"
    | "RETURNED";
  /**
   * Status before hold
   */
  status_before_hold: string | null;
  /**
   * Channel order ref
   */
  channel_order_ref: string | null;
  /**
   * Customer
   */
  customer_id: string;
  /**
   * Snapshot of the customer's name when the order was saved, for search and lists.
   */
  customer_name: string;
  /**
   * Today when not given.
   */
  order_date: string | null;
  /**
   * The customer's currency when not given.
   */
  currency: string | null;
  /**
   * Prices
   */
  price_mode: "EXCLUSIVE" | "INCLUSIVE" | "NO_TAX";
  /**
   * Bill to
   */
  bill_to: Address | null;
  /**
   * Ship to
   */
  ship_to: Address | null;
  /**
   * Shipping charge
   */
  shipping_charge: number;
  /**
   * Shipping tax
   */
  shipping_tax_id: string | null;
  /**
   * Order discount
   */
  order_discount: number;
  /**
   * Fulfil from
   */
  fulfil_from_location_id: string | null;
  /**
   * Notes
   */
  notes: string | null;
  /**
   * Subtotal
   */
  subtotal: number;
  /**
   * Discount
   */
  discount_total: number;
  /**
   * Shipping
   */
  shipping_total: number;
  /**
   * Tax
   */
  tax_total: number;
  /**
   * Total
   */
  total: number;
  /**
   * Lines
   *
   * @minItems 1
   * @maxItems 500
   */
  lines: SalesOrderLine[];
  created_at: string;
  updated_at: string;
  /**
   * Raised by every update; send it back on PUT: a stale one is a 409.
   */
  version: number;
}

/**
 * What a client may send for a sales order: read-only and system fields are left out.
 *
 * A customer's order. A body of `customer_id` and `lines` is enough for a DRAFT. The number (SO-000001, per account) and every total are computed by the server in integer minor units: tax per line, an order discount spread over lines in proportion to their value (the last line takes the rounding remainder), shipping taxed at `shipping_tax_id`'s rate or, when that is empty, at the highest line rate. Bill-to and ship-to are snapshots taken from the customer when not given. Shipped, completed and cancelled orders are read-only.
 */
export interface SalesOrderInput {
  /**
   * Channel order ref
   */
  channel_order_ref?: string | null;
  /**
   * Customer
   */
  customer_id: string;
  /**
   * Today when not given.
   */
  order_date?: string;
  /**
   * The customer's currency when not given.
   */
  currency?: string;
  /**
   * Prices
   */
  price_mode?: "EXCLUSIVE" | "INCLUSIVE" | "NO_TAX";
  /**
   * Bill to
   */
  bill_to?: Address;
  /**
   * Ship to
   */
  ship_to?: Address;
  /**
   * Shipping charge
   */
  shipping_charge?: number;
  /**
   * Shipping tax
   */
  shipping_tax_id?: string | null;
  /**
   * Order discount
   */
  order_discount?: number;
  /**
   * Fulfil from
   */
  fulfil_from_location_id?: string | null;
  /**
   * Notes
   */
  notes?: string | null;
  /**
   * Lines
   *
   * @minItems 1
   * @maxItems 500
   */
  lines: SalesOrderLineInput[];
}

/** The body of `PUT /api/sales-orders/:id`: the input plus the `version` last read (a stale one is a 409). */
export type SalesOrderUpdate = SalesOrderInput & { version: number };

/**
 * A tax rate applied to order and purchase lines. `rate` is a decimal percentage (20 means 20%), kept to four decimal places. `vat_box` says which UK VAT return box sales at this rate are reported in.
 */
export interface SalesTax {
  id: string;
  account_id: string;
  /**
   * Name
   */
  name: string;
  /**
   * Code
   */
  code: string;
  /**
   * Rate (%)
   */
  rate: number;
  /**
   * Country
   */
  country: string | null;
  /**
   * Kind
   */
  kind: "STANDARD" | "REDUCED" | "ZERO" | "EXEMPT" | "REVERSE_CHARGE" | "OUTSIDE_SCOPE";
  /**
   * VAT box
   */
  vat_box: number | null;
  /**
   * Default
   */
  is_default: boolean;
  /**
   * Valid from
   */
  valid_from: string | null;
  /**
   * Valid to
   */
  valid_to: string | null;
  created_at: string;
  updated_at: string;
  /**
   * Raised by every update; send it back on PUT: a stale one is a 409.
   */
  version: number;
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
  name: string;
  /**
   * Code
   */
  code: string;
  /**
   * Rate (%)
   */
  rate: number;
  /**
   * Country
   */
  country?: string | null;
  /**
   * Kind
   */
  kind?: "STANDARD" | "REDUCED" | "ZERO" | "EXEMPT" | "REVERSE_CHARGE" | "OUTSIDE_SCOPE";
  /**
   * VAT box
   */
  vat_box?: number | null;
  /**
   * Default
   */
  is_default?: boolean;
  /**
   * Valid from
   */
  valid_from?: string | null;
  /**
   * Valid to
   */
  valid_to?: string | null;
}

/** The body of `PUT /api/sales-taxes/:id`: the input plus the `version` last read (a stale one is a 409). */
export type SalesTaxUpdate = SalesTaxInput & { version: number };

/**
 * A person who signs in. Emails are unique across the platform (case-insensitive). Owners and staff belong to a merchant account; staff hold only the `permissions` their owner granted. `password` is write-only: it is hashed with scrypt and never returned.
 */
export interface User {
  id: string;
  account_id: string;
  /**
   * Email
   */
  email: string;
  /**
   * Name
   */
  name: string;
  /**
   * Role
   */
  role: "admin" | "owner" | "staff" | "partner";
  /**
   * Feature permissions held by a staff member or partner; owners and admins hold all.
   */
  permissions: (
    | "products"
    | "listingsOverview"
    | "ebay"
    | "amazon"
    | "etsy"
    | "wish"
    | "store"
    | "orders"
    | "returns"
    | "customers"
    | "purchaseOrders"
    | "archive"
    | "suppliers"
    | "reports"
    | "salesChannels"
    | "salesTaxes"
    | "templates"
    | "salesCharges"
    | "orderRules"
    | "users"
    | "paymentMethods"
    | "cardManagement"
    | "xero"
    | "brands"
    | "setupWizard"
    | "variations"
    | "csvScheduler"
    | "currency"
    | "customFields"
    | "returnSettings"
    | "listingImportSchedules"
    | "locations"
    | "warehouses"
  )[];
  /**
   * Status
   */
  status: "INVITED" | "ACTIVE" | "SUSPENDED";
  /**
   * Last sign-in
   */
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  /**
   * Raised by every update; send it back on PUT: a stale one is a 409.
   */
  version: number;
}

/**
 * What a client may send for a user: read-only and system fields are left out.
 *
 * A person who signs in. Emails are unique across the platform (case-insensitive). Owners and staff belong to a merchant account; staff hold only the `permissions` their owner granted. `password` is write-only: it is hashed with scrypt and never returned.
 */
export interface UserInput {
  /**
   * Email
   */
  email: string;
  /**
   * Name
   */
  name: string;
  /**
   * Role
   */
  role: "admin" | "owner" | "staff" | "partner";
  /**
   * Feature permissions held by a staff member or partner; owners and admins hold all.
   */
  permissions?: (
    | "products"
    | "listingsOverview"
    | "ebay"
    | "amazon"
    | "etsy"
    | "wish"
    | "store"
    | "orders"
    | "returns"
    | "customers"
    | "purchaseOrders"
    | "archive"
    | "suppliers"
    | "reports"
    | "salesChannels"
    | "salesTaxes"
    | "templates"
    | "salesCharges"
    | "orderRules"
    | "users"
    | "paymentMethods"
    | "cardManagement"
    | "xero"
    | "brands"
    | "setupWizard"
    | "variations"
    | "csvScheduler"
    | "currency"
    | "customFields"
    | "returnSettings"
    | "listingImportSchedules"
    | "locations"
    | "warehouses"
  )[];
  /**
   * At least 12 characters. Stored only as an scrypt hash.
   */
  password?: string;
}

/** The body of `PUT /api/users/:id`: the input plus the `version` last read (a stale one is a 409). */
export type UserUpdate = UserInput & { version: number };

/**
 * What a client may send for a sales order line: read-only and system fields are left out.
 *
 * One line of a sales order, stored in its own table and always written with its order. `sku` and `description` default to the product's; `tax_rate` is copied from the tax so later rate changes never alter an old order. `discount` is a line amount in minor units.
 */
export interface SalesOrderLineInput {
  /**
   * Product
   */
  product_id: string;
  /**
   * SKU
   */
  sku?: string;
  /**
   * Description
   */
  description?: string;
  /**
   * Quantity
   */
  quantity: number;
  /**
   * Unit price
   */
  unit_price: number;
  /**
   * Discount
   */
  discount?: number;
  /**
   * Tax
   */
  tax_id?: string | null;
}

/** The record type served by each REST resource. */
export interface RecordsByResource {
  'accounts': Account;
  'brands': Brand;
  'locations': Location;
  'products': Product;
  'relationships': Relationship;
  'sales-orders': SalesOrder;
  'sales-taxes': SalesTax;
  'users': User;
}

/** The input type each REST resource accepts on create. */
export interface InputsByResource {
  'accounts': AccountInput;
  'brands': BrandInput;
  'locations': LocationInput;
  'products': ProductInput;
  'relationships': RelationshipInput;
  'sales-orders': SalesOrderInput;
  'sales-taxes': SalesTaxInput;
  'users': UserInput;
}

/** A REST resource name, e.g. `sales-orders`. */
export type ResourceName = keyof RecordsByResource;
