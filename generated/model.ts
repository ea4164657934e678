/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/ (the whole resolved model, server side)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Model } from '../model/types.ts';

export const model: Model = {
  "entities": [
    {
      "name": "account",
      "typeName": "Account",
      "resource": "accounts",
      "table": "accounts",
      "title": "Account",
      "description": "A tenant: a merchant, a partner firm or the platform itself. Every tenant row belongs to one account. Feature flags switch on programme screens (Golden Ticket and friends); only platform admins change them. A merchant account may name the partner that manages it.",
      "sourceFile": "schemas/entities/account.schema.json",
      "tenancy": "root",
      "tenantColumn": "id",
      "permission": null,
      "labelField": "name",
      "searchFields": [
        "name"
      ],
      "listColumns": [
        "name",
        "kind",
        "country",
        "currency",
        "feature_flags",
        "created_at"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "kind",
          "title": "Kind",
          "schema": {
            "type": "string",
            "title": "Kind",
            "enum": [
              "MERCHANT",
              "PARTNER",
              "PLATFORM"
            ],
            "default": "MERCHANT",
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "enum": [
            "MERCHANT",
            "PARTNER",
            "PLATFORM"
          ],
          "default": "MERCHANT",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "country",
          "title": "Country",
          "schema": {
            "type": "string",
            "title": "Country",
            "pattern": "^[A-Z]{2}$",
            "default": "GB",
            "x-format": "country"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "GB",
          "checkFormat": "country",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Base currency",
          "schema": {
            "type": "string",
            "title": "Base currency",
            "pattern": "^[A-Z]{3}$",
            "default": "GBP",
            "x-format": "currency"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "GBP",
          "checkFormat": "currency",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "timezone",
          "title": "Time zone",
          "schema": {
            "type": "string",
            "title": "Time zone",
            "maxLength": 64,
            "default": "Europe/London"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "Europe/London",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "feature_flags",
          "title": "Feature flags",
          "schema": {
            "type": "array",
            "title": "Feature flags",
            "default": [],
            "uniqueItems": true,
            "items": {
              "type": "string",
              "x-enumFrom": "flags",
              "enum": [
                "goldenTicket",
                "vatTaxes",
                "responsiblePerson",
                "productLabel"
              ]
            },
            "x-adminOnly": true
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": true,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "goldenTicket",
            "vatTaxes",
            "responsiblePerson",
            "productLabel"
          ],
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "partner_account_id",
          "title": "Partner",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Partner",
            "x-ref": {
              "entity": "account",
              "where": {
                "kind": "PARTNER"
              }
            },
            "x-adminOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": true,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "account",
            "resource": "accounts",
            "table": "accounts",
            "where": {
              "kind": "PARTNER"
            },
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [],
      "indexes": [
        {
          "name": "accounts_partner_account_id_index",
          "fields": [
            "partner_account_id"
          ]
        }
      ],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "asn-line",
      "typeName": "AsnLine",
      "resource": null,
      "table": "asn_lines",
      "title": "ASN line",
      "description": "Units of one SKU in the shipment, optionally per lot with an expiry date. `product_id` is looked up from the SKU by the server (empty when the SKU is not a product of the account).",
      "sourceFile": "schemas/entities/asn-line.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "sku",
      "searchFields": [
        "sku"
      ],
      "listColumns": [
        "sku",
        "position",
        "asn_id",
        "product_id",
        "gtin",
        "qty"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "position",
          "title": "Position",
          "schema": {
            "type": "integer",
            "title": "Position",
            "readOnly": true,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "asn_id",
          "title": "Asn",
          "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored.",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Asn",
            "readOnly": true,
            "x-ui": {
              "hidden": true
            },
            "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "sku",
          "title": "SKU",
          "schema": {
            "type": "string",
            "title": "SKU",
            "minLength": 1,
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "product_id",
          "title": "Product",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Product",
            "readOnly": true,
            "x-ref": {
              "entity": "product",
              "onDelete": "set-null"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "product",
            "resource": "products",
            "table": "products",
            "where": {},
            "onDelete": "set-null"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "gtin",
          "title": "GTIN",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "GTIN",
            "maxLength": 14,
            "x-format": "gtin",
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "checkFormat": "gtin",
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "qty",
          "title": "Quantity",
          "schema": {
            "type": "integer",
            "title": "Quantity",
            "minimum": 1,
            "maximum": 1000000
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "lot",
          "title": "Lot",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Lot",
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "expiry",
          "title": "Expiry",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "Expiry"
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "childOf": {
        "entity": "asn",
        "foreignKey": "asn_id"
      },
      "unique": [],
      "indexes": [
        {
          "name": "asn_lines_product_id_index",
          "fields": [
            "product_id"
          ]
        }
      ],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "asn",
      "typeName": "Asn",
      "resource": "asns",
      "table": "asns",
      "title": "ASN",
      "description": "An advance shipping notice: what is on its way to a location (usually a warehouse provider's), so that it can be booked in on arrival. A body of `lines` (SKU and quantity) and a location is enough; with `purchase_order_id` the supplier and the location default to the purchase order's, and a supplier that differs from the order's is refused. Each line's product is looked up by SKU (case-insensitively) and its GTIN, when given, must carry a valid GS1 check digit. `submit` checks the lines against the purchase order when there is one: every SKU must be on it and no more may be announced than is still open there. Then SUBMITTED → IN_TRANSIT (`dispatch`) → RECEIVING (`arrive`) → RECEIVED (`receive`); DRAFT and SUBMITTED notices may be cancelled. The ASN itself never changes stock: receiving is booked on the purchase order, where over-receipt is refused. Notices being received, received or cancelled are read-only. Guarded by `purchaseOrders`, like the Manage ASN screen.",
      "sourceFile": "schemas/entities/asn.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "purchaseOrders",
      "labelField": "number",
      "searchFields": [
        "number",
        "tracking_number",
        "supplier_name"
      ],
      "listColumns": [
        "number",
        "supplier_name",
        "ship_date",
        "expected_delivery",
        "carton_count",
        "status"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "number",
          "title": "Number",
          "schema": {
            "type": "string",
            "title": "Number",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "DRAFT",
              "SUBMITTED",
              "IN_TRANSIT",
              "RECEIVING",
              "RECEIVED",
              "CANCELLED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "DRAFT",
            "SUBMITTED",
            "IN_TRANSIT",
            "RECEIVING",
            "RECEIVED",
            "CANCELLED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "purchase_order_id",
          "title": "Purchase order",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Purchase order",
            "x-ref": {
              "entity": "purchase-order"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "purchase-order",
            "resource": "purchase-orders",
            "table": "purchase_orders",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "supplier_id",
          "title": "Supplier",
          "description": "The purchase order's supplier when not given.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Supplier",
            "x-ref": {
              "entity": "relationship",
              "where": {
                "type": "SUPPLIER"
              }
            },
            "description": "The purchase order's supplier when not given."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "relationship",
            "resource": "relationships",
            "table": "relationships",
            "where": {
              "type": "SUPPLIER"
            },
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "supplier_name",
          "title": "Supplier name",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Supplier name",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "location_id",
          "title": "Deliver to",
          "description": "The purchase order's delivery location, else the account's default location, when not given.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Deliver to",
            "x-ref": {
              "entity": "location"
            },
            "description": "The purchase order's delivery location, else the account's default location, when not given."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "location",
            "resource": "locations",
            "table": "locations",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "warehouse_provider_id",
          "title": "Warehouse provider",
          "description": "The provider that books the goods in; it must take ASNs.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Warehouse provider",
            "x-ref": {
              "entity": "warehouse-provider",
              "where": {
                "asn_enabled": true
              }
            },
            "description": "The provider that books the goods in; it must take ASNs."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "warehouse-provider",
            "resource": "warehouse-providers",
            "table": "warehouse_providers",
            "where": {
              "asn_enabled": true
            },
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "ship_date",
          "title": "Ship date",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "Ship date"
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "expected_delivery",
          "title": "Expected delivery",
          "description": "Not before the ship date.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "Expected delivery",
            "description": "Not before the ship date."
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "carrier",
          "title": "Carrier",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Carrier",
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tracking_number",
          "title": "Tracking number",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Tracking number",
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "carton_count",
          "title": "Cartons",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Cartons",
            "minimum": 1,
            "maximum": 100000
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "notes",
          "title": "Notes",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Notes",
            "maxLength": 2000,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "submitted_at",
          "title": "Submitted",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Submitted",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "received_at",
          "title": "Received",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Received",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "lines",
          "title": "Lines",
          "schema": {
            "type": "array",
            "title": "Lines",
            "minItems": 1,
            "maxItems": 1000,
            "items": {
              "$ref": "asn-line.schema.json"
            },
            "x-children": {
              "entity": "asn-line",
              "foreignKey": "asn_id",
              "orderBy": "position"
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": true,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [
        {
          "field": "lines",
          "entity": "asn-line",
          "table": "asn_lines",
          "foreignKey": "asn_id",
          "orderBy": "position"
        }
      ],
      "numbering": {
        "field": "number",
        "prefix": "ASN-",
        "width": 6,
        "sequence": "asns.number"
      },
      "stateMachine": {
        "field": "status",
        "initial": "DRAFT",
        "states": [
          "DRAFT",
          "SUBMITTED",
          "IN_TRANSIT",
          "RECEIVING",
          "RECEIVED",
          "CANCELLED"
        ],
        "transitions": [
          {
            "name": "submit",
            "label": "Submit",
            "from": [
              "DRAFT"
            ],
            "to": "SUBMITTED",
            "remember": false,
            "set": {
              "submitted_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "dispatch",
            "label": "Mark in transit",
            "from": [
              "SUBMITTED"
            ],
            "to": "IN_TRANSIT",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "arrive",
            "label": "Start receiving",
            "from": [
              "IN_TRANSIT"
            ],
            "to": "RECEIVING",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "receive",
            "label": "Mark received",
            "from": [
              "RECEIVING"
            ],
            "to": "RECEIVED",
            "remember": false,
            "set": {
              "received_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "cancel",
            "label": "Cancel",
            "from": [
              "DRAFT",
              "SUBMITTED"
            ],
            "to": "CANCELLED",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [],
      "indexes": [
        {
          "name": "asns_status_expected_delivery_index",
          "fields": [
            "status",
            "expected_delivery"
          ]
        },
        {
          "name": "asns_purchase_order_id_index",
          "fields": [
            "purchase_order_id"
          ]
        },
        {
          "name": "asns_supplier_id_index",
          "fields": [
            "supplier_id"
          ]
        },
        {
          "name": "asns_location_id_index",
          "fields": [
            "location_id"
          ]
        },
        {
          "name": "asns_warehouse_provider_id_index",
          "fields": [
            "warehouse_provider_id"
          ]
        }
      ],
      "naturalKey": [
        "number"
      ],
      "readOnlyWhen": {
        "field": "status",
        "in": [
          "RECEIVING",
          "RECEIVED",
          "CANCELLED"
        ]
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "attribute",
      "typeName": "Attribute",
      "resource": "attributes",
      "table": "attributes",
      "title": "Variation attribute",
      "description": "A way variant products differ (Colour, Size…) and the values it takes. Names are unique per account (case-insensitive); values are trimmed and may not repeat, compared case-insensitively. `channel_names` maps the name to what each channel calls it (eBay \"Colour\", Amazon \"color\", Etsy \"Primary color\"); a channel without an entry uses `name`. eBay takes at most 5 variation specifics per listing (chosen on the eBay listing), and names and values of at most 65 characters, which is why those limits hold here.",
      "sourceFile": "schemas/entities/attribute.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "variations",
      "labelField": "name",
      "searchFields": [
        "name"
      ],
      "listColumns": [
        "name",
        "position",
        "updated_at"
      ],
      "defaultSort": {
        "field": "position",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 65,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "values",
          "title": "Values",
          "schema": {
            "type": "array",
            "title": "Values",
            "minItems": 1,
            "maxItems": 250,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 65
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "channel_names",
          "title": "Name per channel",
          "schema": {
            "type": "object",
            "title": "Name per channel",
            "default": {},
            "additionalProperties": false,
            "properties": {
              "EBAY": {
                "type": "string",
                "title": "eBay",
                "minLength": 1,
                "maxLength": 65
              },
              "AMAZON": {
                "type": "string",
                "title": "Amazon",
                "minLength": 1,
                "maxLength": 100,
                "pattern": "^[a-z][a-z0-9_]*$",
                "description": "The product-type attribute, e.g. color, size."
              },
              "ETSY": {
                "type": "string",
                "title": "Etsy",
                "minLength": 1,
                "maxLength": 100
              },
              "WISH": {
                "type": "string",
                "title": "Wish",
                "minLength": 1,
                "maxLength": 100
              },
              "ONBUY": {
                "type": "string",
                "title": "OnBuy",
                "minLength": 1,
                "maxLength": 100
              },
              "STORE": {
                "type": "string",
                "title": "Web store",
                "minLength": 1,
                "maxLength": 100
              }
            }
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": {},
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "position",
          "title": "Position",
          "schema": {
            "type": "integer",
            "title": "Position",
            "minimum": 0,
            "maximum": 100000,
            "default": 0
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "attributes_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another attribute"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "name"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "brand",
      "typeName": "Brand",
      "resource": "brands",
      "table": "brands",
      "title": "Brand",
      "description": "A brand the merchant sells. Names are unique per account (case-insensitive); the optional code is the natural key used by CSV upload.",
      "sourceFile": "schemas/entities/brand.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "brands",
      "labelField": "name",
      "searchFields": [
        "name",
        "code"
      ],
      "listColumns": [
        "name",
        "code",
        "website",
        "updated_at"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "code",
          "title": "Code",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Code",
            "maxLength": 32,
            "pattern": "^[A-Za-z0-9_-]+$",
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "logo_url",
          "title": "Logo URL",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Logo URL",
            "format": "uri",
            "pattern": "^https://",
            "maxLength": 2048
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uri",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "website",
          "title": "Website",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Website",
            "format": "uri",
            "pattern": "^https?://",
            "maxLength": 2048
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uri",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "brands_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another brand"
        },
        {
          "name": "brands_code_unique",
          "fields": [
            "code"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another brand"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "csv-schedule",
      "typeName": "CsvSchedule",
      "resource": "csv-schedules",
      "table": "csv_schedules",
      "title": "CSV schedule",
      "description": "A CSV export that runs on a schedule and is delivered by email, to an SFTP server or to an https webhook. It exports either an entity list or a saved report, never both. An entity list: `entity` is the REST resource to export (products, sales-orders...), which the user saving the schedule must be allowed to read; `columns` are fields of it, in file order; `filter` is a list filter of that resource (the same JSON as the list screens send, e.g. {\"status\": \"PAID\"}). A saved report: `report_id`, with `entity` and `columns` left empty; each run runs the report as `GET /api/reports/:id/run.csv` does (its own filters, its date range resolved on the day of the run, money as decimals in each row's currency) with the permissions of the schedule's user; `filter` does not apply and is cleared. Runs happen HOURLY (at `time`'s minute), DAILY at `time`, WEEKLY on `weekday` at `time` or MONTHLY on `month_day` (1-28, so every month has it) at `time`, in the account's time zone (`weekday` and `month_day` always have a value, used only by their frequency); `next_run_at` is computed on save and on resume. `destination_secret` (the SFTP password or the webhook's signing secret) is write-only and encrypted. Status ENABLED ↔ PAUSED; a paused schedule has no next run. `run-now` enqueues a run at once, leaving status and next run as they are. Each run is a background job (README, Background jobs) run with the permissions of `run_as_user_id`, the user who last saved the schedule; `GET /api/csv-schedules/:id/runs` lists the runs (state, rows, file size, error, delivery attempts) and `GET /api/csv-schedule-runs/:id/file` downloads a run's file.",
      "sourceFile": "schemas/entities/csv-schedule.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "csvScheduler",
      "labelField": "name",
      "searchFields": [
        "name",
        "entity"
      ],
      "listColumns": [
        "name",
        "entity",
        "report_id",
        "frequency",
        "status",
        "last_run_at",
        "next_run_at"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "report_id",
          "title": "Saved report",
          "description": "A saved report to export instead of an entity list (leave Export and Columns empty).",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Saved report",
            "x-ref": {
              "entity": "report",
              "onDelete": "restrict"
            },
            "description": "A saved report to export instead of an entity list (leave Export and Columns empty)."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "report",
            "resource": "reports",
            "table": "reports",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "entity",
          "title": "Export",
          "description": "The REST resource to export, e.g. products or sales-orders (an entity list; empty for a saved report).",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Export",
            "minLength": 1,
            "maxLength": 64,
            "pattern": "^[a-z][a-z0-9-]*$",
            "description": "The REST resource to export, e.g. products or sales-orders (an entity list; empty for a saved report)."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "columns",
          "title": "Columns",
          "schema": {
            "type": [
              "array",
              "null"
            ],
            "title": "Columns",
            "minItems": 1,
            "maxItems": 100,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 64,
              "pattern": "^[a-z][a-z0-9_]*$"
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "filter",
          "title": "Filter",
          "description": "A list filter of the exported resource, e.g. {\"status\": \"PAID\", \"order_date_gte\": \"2026-01-01\"}; entity lists only (a saved report has its own filters).",
          "schema": {
            "type": "object",
            "title": "Filter",
            "default": {},
            "maxProperties": 30,
            "description": "A list filter of the exported resource, e.g. {\"status\": \"PAID\", \"order_date_gte\": \"2026-01-01\"}; entity lists only (a saved report has its own filters)."
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": {},
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "frequency",
          "title": "Frequency",
          "schema": {
            "type": "string",
            "title": "Frequency",
            "enum": [
              "HOURLY",
              "DAILY",
              "WEEKLY",
              "MONTHLY"
            ],
            "default": "DAILY"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "HOURLY",
            "DAILY",
            "WEEKLY",
            "MONTHLY"
          ],
          "default": "DAILY",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "time",
          "title": "Time",
          "description": "HH:MM in the account's time zone (HOURLY uses only the minutes).",
          "schema": {
            "type": "string",
            "title": "Time",
            "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
            "default": "06:00",
            "description": "HH:MM in the account's time zone (HOURLY uses only the minutes)."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "06:00",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "weekday",
          "title": "Weekday",
          "description": "WEEKLY schedules only.",
          "schema": {
            "type": "string",
            "title": "Weekday",
            "enum": [
              "MONDAY",
              "TUESDAY",
              "WEDNESDAY",
              "THURSDAY",
              "FRIDAY",
              "SATURDAY",
              "SUNDAY"
            ],
            "default": "MONDAY",
            "description": "WEEKLY schedules only."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "MONDAY",
            "TUESDAY",
            "WEDNESDAY",
            "THURSDAY",
            "FRIDAY",
            "SATURDAY",
            "SUNDAY"
          ],
          "default": "MONDAY",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "month_day",
          "title": "Day of month",
          "description": "MONTHLY schedules only.",
          "schema": {
            "type": "integer",
            "title": "Day of month",
            "minimum": 1,
            "maximum": 28,
            "default": 1,
            "description": "MONTHLY schedules only."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 1,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "destination",
          "title": "Destination",
          "schema": {
            "type": "object",
            "title": "Destination",
            "required": [
              "kind"
            ],
            "additionalProperties": false,
            "properties": {
              "kind": {
                "type": "string",
                "title": "Send by",
                "enum": [
                  "EMAIL",
                  "SFTP",
                  "WEBHOOK"
                ]
              },
              "emails": {
                "type": "array",
                "title": "Email to",
                "maxItems": 10,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "format": "email",
                  "maxLength": 254
                }
              },
              "host": {
                "type": "string",
                "title": "SFTP host",
                "maxLength": 255,
                "pattern": "^[A-Za-z0-9.-]+$"
              },
              "port": {
                "type": "integer",
                "title": "SFTP port",
                "minimum": 1,
                "maximum": 65535,
                "default": 22
              },
              "username": {
                "type": "string",
                "title": "SFTP user",
                "maxLength": 64
              },
              "path": {
                "type": "string",
                "title": "SFTP folder",
                "maxLength": 255,
                "pattern": "^/"
              },
              "url": {
                "type": "string",
                "title": "Webhook URL",
                "format": "uri",
                "pattern": "^https://",
                "maxLength": 2048
              }
            },
            "allOf": [
              {
                "if": {
                  "properties": {
                    "kind": {
                      "const": "EMAIL"
                    }
                  }
                },
                "then": {
                  "required": [
                    "emails"
                  ],
                  "properties": {
                    "emails": {
                      "type": "array",
                      "minItems": 1
                    }
                  }
                }
              },
              {
                "if": {
                  "properties": {
                    "kind": {
                      "const": "SFTP"
                    }
                  }
                },
                "then": {
                  "required": [
                    "host",
                    "username",
                    "path"
                  ]
                }
              },
              {
                "if": {
                  "properties": {
                    "kind": {
                      "const": "WEBHOOK"
                    }
                  }
                },
                "then": {
                  "required": [
                    "url"
                  ]
                }
              }
            ]
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "destination_secret",
          "title": "SFTP password / webhook secret",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "SFTP password / webhook secret",
            "minLength": 1,
            "maxLength": 1024,
            "x-secret": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": true,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": true,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "run_as_user_id",
          "title": "Runs as",
          "description": "The user who last saved the schedule: a run exports what this user may read, and fails if the user is no longer active.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Runs as",
            "readOnly": true,
            "x-ref": {
              "entity": "user",
              "onDelete": "set-null"
            },
            "description": "The user who last saved the schedule: a run exports what this user may read, and fails if the user is no longer active."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "user",
            "resource": "users",
            "table": "users",
            "where": {},
            "onDelete": "set-null"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "ENABLED",
              "PAUSED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "ENABLED",
            "PAUSED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "last_run_at",
          "title": "Last run",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Last run",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "last_run_status",
          "title": "Last result",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Last result",
            "enum": [
              "SUCCEEDED",
              "FAILED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "SUCCEEDED",
            "FAILED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "last_run_rows",
          "title": "Rows in last file",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Rows in last file",
            "readOnly": true,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "next_run_at",
          "title": "Next run",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Next run",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "stateMachine": {
        "field": "status",
        "initial": "ENABLED",
        "states": [
          "ENABLED",
          "PAUSED"
        ],
        "transitions": [
          {
            "name": "pause",
            "label": "Pause",
            "from": [
              "ENABLED"
            ],
            "to": "PAUSED",
            "remember": false,
            "set": {
              "next_run_at": null
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "resume",
            "label": "Resume",
            "from": [
              "PAUSED"
            ],
            "to": "ENABLED",
            "remember": false,
            "set": {
              "next_run_at": null
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "run-now",
            "label": "Run now",
            "from": [
              "ENABLED",
              "PAUSED"
            ],
            "to": "$same",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "name": "csv_schedules_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another CSV schedule"
        }
      ],
      "indexes": [
        {
          "name": "csv_schedules_status_next_run_at_index",
          "fields": [
            "status",
            "next_run_at"
          ]
        },
        {
          "name": "csv_schedules_report_id_index",
          "fields": [
            "report_id"
          ]
        },
        {
          "name": "csv_schedules_run_as_user_id_index",
          "fields": [
            "run_as_user_id"
          ]
        }
      ],
      "naturalKey": [
        "name"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [
        {
          "if": {
            "required": [
              "report_id"
            ],
            "properties": {
              "report_id": {
                "type": "string"
              }
            }
          },
          "then": {
            "properties": {
              "entity": {
                "type": "null"
              },
              "columns": {
                "type": "null"
              }
            }
          },
          "else": {
            "required": [
              "entity",
              "columns"
            ],
            "properties": {
              "entity": {
                "type": "string"
              },
              "columns": {
                "type": "array"
              }
            }
          }
        }
      ],
      "rules": []
    },
    {
      "name": "currency",
      "typeName": "Currency",
      "resource": "currencies",
      "table": "currencies",
      "title": "Currency",
      "description": "A currency the account trades in, with its exchange rate. `rate_to_base` is the value of one unit of this currency in the base currency (EUR 0.85 with base GBP: €1 = £0.85); amounts convert as amount × rate_to_base, rounded to the base's minor units. The ISO 4217 code cannot change once saved; `minor_units` and `symbol` are filled from the code when not given. Exactly one currency per account is the base (rate 1), and it is always the account's own currency: adding that currency marks it as base; marking another one as base moves it there (the account's currency follows) and re-expresses every other rate against the new base. The base cannot simply be unmarked: mark another instead. A new rate without a date is dated today.",
      "sourceFile": "schemas/entities/currency.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "currency",
      "labelField": "code",
      "searchFields": [
        "code",
        "name"
      ],
      "listColumns": [
        "code",
        "name",
        "symbol",
        "is_base",
        "rate_to_base",
        "rate_date"
      ],
      "defaultSort": {
        "field": "code",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "code",
          "title": "Code",
          "schema": {
            "type": "string",
            "title": "Code",
            "pattern": "^[A-Z]{3}$",
            "x-format": "currency",
            "x-immutable": true,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "checkFormat": "currency",
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Name",
            "maxLength": 60,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "minor_units",
          "title": "Minor units",
          "description": "Digits after the decimal point (GBP 2, JPY 0, KWD 3). From ISO 4217 when not given.",
          "schema": {
            "type": "integer",
            "title": "Minor units",
            "minimum": 0,
            "maximum": 4,
            "description": "Digits after the decimal point (GBP 2, JPY 0, KWD 3). From ISO 4217 when not given."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "symbol",
          "title": "Symbol",
          "description": "From the code when not given (£, €, $).",
          "schema": {
            "type": "string",
            "title": "Symbol",
            "minLength": 1,
            "maxLength": 8,
            "description": "From the code when not given (£, €, $)."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "is_base",
          "title": "Base currency",
          "schema": {
            "type": "boolean",
            "title": "Base currency",
            "default": false
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "rate_to_base",
          "title": "Rate to base",
          "schema": {
            "type": "number",
            "title": "Rate to base",
            "exclusiveMinimum": 0,
            "maximum": 1000000,
            "default": 1
          },
          "jsonType": "number",
          "sqlType": "numeric",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 1,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "rate_date",
          "title": "Rate date",
          "description": "When the rate was last set; today when a rate is saved without one.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "Rate date",
            "description": "When the rate was last set; today when a rate is saved without one."
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "currencies_code_unique",
          "fields": [
            "code"
          ],
          "caseInsensitive": false,
          "global": false,
          "message": "is already set up in this account"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "custom-field",
      "typeName": "CustomField",
      "resource": "custom-fields",
      "table": "custom_fields",
      "title": "Custom field",
      "description": "A field an account adds to one of its entities (products, sales orders, customers, suppliers, purchase orders) at run time: at once, for that account only, it is part of that entity's API validation, forms, list columns, filters and CSV, with no deploy and no migration (values live in the entity's `custom_fields` column). `entity`, `key` and `type` cannot change once set, so stored values always keep their meaning; to change a type, add a new field. Changing a definition never rewrites stored records: a removed field's values are kept but hidden (and come back if a field with the same key is defined again), and a value that no longer fits (an option removed, a field made required) is shown as stored and must be fixed at the record's next save.",
      "sourceFile": "schemas/entities/custom-field.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "customFields",
      "labelField": "label",
      "searchFields": [
        "label",
        "key"
      ],
      "listColumns": [
        "entity",
        "label",
        "key",
        "type",
        "required",
        "position"
      ],
      "defaultSort": {
        "field": "position",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "entity",
          "title": "Entity",
          "description": "Which records get the field.",
          "schema": {
            "type": "string",
            "title": "Entity",
            "description": "Which records get the field.",
            "enum": [
              "products",
              "sales-orders",
              "customers",
              "suppliers",
              "purchase-orders"
            ],
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "enum": [
            "products",
            "sales-orders",
            "customers",
            "suppliers",
            "purchase-orders"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "key",
          "title": "Key",
          "description": "The field's name in the API and in CSV columns (`custom_fields.<key>`): lower-case letters, digits and underscores, starting with a letter.",
          "schema": {
            "type": "string",
            "title": "Key",
            "minLength": 1,
            "maxLength": 40,
            "pattern": "^[a-z][a-z0-9_]*$",
            "description": "The field's name in the API and in CSV columns (`custom_fields.<key>`): lower-case letters, digits and underscores, starting with a letter.",
            "x-trim": true,
            "x-lowercase": true,
            "x-immutable": true,
            "x-ui": {
              "help": "Used in the API and CSV as custom_fields.<key>; cannot be changed later."
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "trim": true,
          "lowercase": true,
          "sortable": true,
          "filterable": true,
          "ui": {
            "help": "Used in the API and CSV as custom_fields.<key>; cannot be changed later."
          }
        },
        {
          "name": "label",
          "title": "Label",
          "schema": {
            "type": "string",
            "title": "Label",
            "minLength": 1,
            "maxLength": 80,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "type",
          "title": "Type",
          "schema": {
            "type": "string",
            "title": "Type",
            "enum": [
              "TEXT",
              "NUMBER",
              "BOOLEAN",
              "DATE",
              "SELECT",
              "MULTISELECT",
              "URL"
            ],
            "default": "TEXT",
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "enum": [
            "TEXT",
            "NUMBER",
            "BOOLEAN",
            "DATE",
            "SELECT",
            "MULTISELECT",
            "URL"
          ],
          "default": "TEXT",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "options",
          "title": "Options",
          "description": "The choices of a SELECT or MULTISELECT field (required for those types).",
          "schema": {
            "type": "array",
            "title": "Options",
            "default": [],
            "maxItems": 200,
            "uniqueItems": true,
            "description": "The choices of a SELECT or MULTISELECT field (required for those types).",
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "required",
          "title": "Required",
          "description": "Every new or saved record must have a value.",
          "schema": {
            "type": "boolean",
            "title": "Required",
            "default": false,
            "description": "Every new or saved record must have a value."
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "position",
          "title": "Position",
          "description": "Order in forms, lists and CSV (lowest first).",
          "schema": {
            "type": "integer",
            "title": "Position",
            "minimum": 0,
            "maximum": 10000,
            "default": 0,
            "description": "Order in forms, lists and CSV (lowest first)."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "help",
          "title": "Help text",
          "description": "Shown under the input in forms.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Help text",
            "maxLength": 200,
            "description": "Shown under the input in forms."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "custom_fields_entity_key_unique",
          "fields": [
            "entity",
            "key"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another custom field of this entity"
        }
      ],
      "indexes": [
        {
          "name": "custom_fields_entity_position_index",
          "fields": [
            "entity",
            "position"
          ]
        }
      ],
      "naturalKey": [
        "entity",
        "key"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [
        {
          "if": {
            "properties": {
              "type": {
                "enum": [
                  "SELECT",
                  "MULTISELECT"
                ]
              }
            },
            "required": [
              "type"
            ]
          },
          "then": {
            "required": [
              "options"
            ],
            "properties": {
              "options": {
                "type": "array",
                "minItems": 1
              }
            }
          }
        }
      ],
      "rules": []
    },
    {
      "name": "general-settings",
      "typeName": "GeneralSettings",
      "resource": "general-settings",
      "table": "general_settings",
      "title": "General settings",
      "description": "The account's own details and defaults, one record per account (a singleton: GET and PUT /api/general-settings). Company details (trading and legal name, company number, VAT number checked against its country's format, EORI for customs, contact email and phone, business address) go on invoices, packing slips and customs forms; the time zone and date format are how dates are shown and when a day ends for reports; the weight and dimension units are what product forms and shipping rules display (products store grams and millimetres whatever is chosen here); the default location and sales tax preset new documents and products; the low-stock threshold is the minimum level a new stock level starts with. The setup wizard records its progress in `setup_completed_steps` and stamps `setup_completed_at` when every step is done. Every signed-in member of the account may read them (a member grant: forms and documents need them); changing them needs the `generalSettings` permission, which owners hold (allPermissions) and may grant to staff. Nothing is required, so the wizard can save one step at a time; before the first save the API answers the defaults below with `version: 0`.",
      "sourceFile": "schemas/entities/general-settings.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "generalSettings",
      "labelField": "trading_name",
      "searchFields": [],
      "listColumns": [
        "trading_name",
        "legal_name",
        "company_number",
        "vat_number",
        "eori",
        "contact_email"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "trading_name",
          "title": "Trading name",
          "description": "The name customers know the business by: on invoices, packing slips and emails.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Trading name",
            "maxLength": 120,
            "x-trim": true,
            "x-ui": {
              "order": 1
            },
            "description": "The name customers know the business by: on invoices, packing slips and emails."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 1
          }
        },
        {
          "name": "legal_name",
          "title": "Legal name",
          "description": "The registered company name, where it differs from the trading name (required on UK invoices of a limited company).",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Legal name",
            "maxLength": 160,
            "x-trim": true,
            "x-ui": {
              "order": 2
            },
            "description": "The registered company name, where it differs from the trading name (required on UK invoices of a limited company)."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 2
          }
        },
        {
          "name": "company_number",
          "title": "Company number",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Company number",
            "maxLength": 20,
            "pattern": "^[A-Z0-9][A-Z0-9 -]{1,19}$",
            "x-trim": true,
            "x-ui": {
              "order": 3,
              "help": "Upper-case letters and digits, e.g. 01234567 or SC123456 (Companies House)."
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 3,
            "help": "Upper-case letters and digits, e.g. 01234567 or SC123456 (Companies House)."
          }
        },
        {
          "name": "vat_number",
          "title": "VAT number",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "VAT number",
            "maxLength": 20,
            "x-format": "vat",
            "x-trim": true,
            "x-ui": {
              "order": 4,
              "help": "With its country prefix, e.g. GB123456789."
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "checkFormat": "vat",
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 4,
            "help": "With its country prefix, e.g. GB123456789."
          }
        },
        {
          "name": "eori",
          "title": "EORI number",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "EORI number",
            "maxLength": 17,
            "pattern": "^[A-Z]{2}[A-Z0-9]{1,15}$",
            "x-trim": true,
            "x-ui": {
              "order": 5,
              "help": "Economic Operators Registration and Identification number for customs, e.g. GB123456789000."
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 5,
            "help": "Economic Operators Registration and Identification number for customs, e.g. GB123456789000."
          }
        },
        {
          "name": "contact_email",
          "title": "Contact email",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Contact email",
            "format": "email",
            "maxLength": 254,
            "x-trim": true,
            "x-lowercase": true,
            "x-ui": {
              "order": 6
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "email",
          "trim": true,
          "lowercase": true,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 6
          }
        },
        {
          "name": "contact_phone",
          "title": "Contact phone",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Contact phone",
            "maxLength": 24,
            "pattern": "^\\+?[0-9][0-9 ()-]{5,22}$",
            "x-trim": true,
            "x-ui": {
              "order": 7,
              "help": "International form preferred, e.g. +44 20 7946 0000."
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 7,
            "help": "International form preferred, e.g. +44 20 7946 0000."
          }
        },
        {
          "name": "business_address",
          "title": "Business address",
          "schema": {
            "type": "object",
            "$ref": "address.schema.json",
            "title": "Business address",
            "unevaluatedProperties": false,
            "x-ui": {
              "order": 8
            }
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {
            "order": 8
          }
        },
        {
          "name": "timezone",
          "title": "Time zone",
          "schema": {
            "type": "string",
            "title": "Time zone",
            "maxLength": 64,
            "pattern": "^[A-Za-z]+(/[A-Za-z0-9_+-]+)*$|^UTC$",
            "default": "Europe/London",
            "x-ui": {
              "order": 9,
              "help": "An IANA time zone, e.g. Europe/London or America/New_York."
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "Europe/London",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 9,
            "help": "An IANA time zone, e.g. Europe/London or America/New_York."
          }
        },
        {
          "name": "date_format",
          "title": "Date format",
          "schema": {
            "type": "string",
            "title": "Date format",
            "enum": [
              "DD/MM/YYYY",
              "MM/DD/YYYY",
              "YYYY-MM-DD",
              "DD.MM.YYYY"
            ],
            "default": "DD/MM/YYYY",
            "x-ui": {
              "order": 10
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "DD/MM/YYYY",
            "MM/DD/YYYY",
            "YYYY-MM-DD",
            "DD.MM.YYYY"
          ],
          "default": "DD/MM/YYYY",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 10
          }
        },
        {
          "name": "weight_unit",
          "title": "Weight unit",
          "schema": {
            "type": "string",
            "title": "Weight unit",
            "enum": [
              "g",
              "kg",
              "lb",
              "oz"
            ],
            "default": "kg",
            "x-ui": {
              "order": 11
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "g",
            "kg",
            "lb",
            "oz"
          ],
          "default": "kg",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 11
          }
        },
        {
          "name": "dimension_unit",
          "title": "Dimension unit",
          "schema": {
            "type": "string",
            "title": "Dimension unit",
            "enum": [
              "mm",
              "cm",
              "m",
              "in"
            ],
            "default": "cm",
            "x-ui": {
              "order": 12
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "mm",
            "cm",
            "m",
            "in"
          ],
          "default": "cm",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 12
          }
        },
        {
          "name": "default_location_id",
          "title": "Default location",
          "description": "Where new purchase orders deliver to and orders are fulfilled from unless a rule says otherwise.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Default location",
            "x-ref": {
              "entity": "location",
              "onDelete": "set-null"
            },
            "x-ui": {
              "order": 13
            },
            "description": "Where new purchase orders deliver to and orders are fulfilled from unless a rule says otherwise."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "location",
            "resource": "locations",
            "table": "locations",
            "where": {},
            "onDelete": "set-null"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 13
          }
        },
        {
          "name": "default_sales_tax_id",
          "title": "Default sales tax",
          "description": "The tax rate new products and order lines start with.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Default sales tax",
            "x-ref": {
              "entity": "sales-tax",
              "onDelete": "set-null"
            },
            "x-ui": {
              "order": 14
            },
            "description": "The tax rate new products and order lines start with."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-tax",
            "resource": "sales-taxes",
            "table": "sales_taxes",
            "where": {},
            "onDelete": "set-null"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 14
          }
        },
        {
          "name": "low_stock_threshold",
          "title": "Low-stock threshold",
          "schema": {
            "type": "integer",
            "title": "Low-stock threshold",
            "minimum": 0,
            "maximum": 1000000,
            "default": 5,
            "x-ui": {
              "order": 15,
              "help": "Units available at or below which a product counts as low on stock, unless its stock level sets its own minimum."
            }
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 5,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 15,
            "help": "Units available at or below which a product counts as low on stock, unless its stock level sets its own minimum."
          }
        },
        {
          "name": "allow_negative_stock",
          "title": "Allow negative stock",
          "schema": {
            "type": "boolean",
            "title": "Allow negative stock",
            "default": false,
            "x-ui": {
              "order": 18,
              "help": "Let shipments take more than is on hand: on-hand goes below zero and the shipment's movement records it. Off: such a shipment is refused (409 naming the line)."
            }
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 18,
            "help": "Let shipments take more than is on hand: on-hand goes below zero and the shipment's movement records it. Off: such a shipment is refused (409 naming the line)."
          }
        },
        {
          "name": "setup_completed_steps",
          "title": "Setup steps completed",
          "description": "The setup wizard's steps this account has finished (the wizard keeps it; the settings page does not show it).",
          "schema": {
            "type": "array",
            "title": "Setup steps completed",
            "uniqueItems": true,
            "maxItems": 4,
            "default": [],
            "items": {
              "type": "string",
              "enum": [
                "COMPANY",
                "LOCATION",
                "TAX",
                "CHANNEL"
              ]
            },
            "x-ui": {
              "order": 16,
              "hidden": true
            },
            "description": "The setup wizard's steps this account has finished (the wizard keeps it; the settings page does not show it)."
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "COMPANY",
            "LOCATION",
            "TAX",
            "CHANNEL"
          ],
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": true,
          "ui": {
            "order": 16,
            "hidden": true
          }
        },
        {
          "name": "setup_completed_at",
          "title": "Setup completed at",
          "description": "When the setup wizard was finished; null while it is not.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Setup completed at",
            "x-ui": {
              "order": 17,
              "hidden": true
            },
            "description": "When the setup wizard was finished; null while it is not."
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 17,
            "hidden": true
          }
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [],
      "indexes": [],
      "naturalKey": [],
      "singleton": true,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "html-template",
      "typeName": "HtmlTemplate",
      "resource": "html-templates",
      "table": "html_templates",
      "title": "eBay HTML template",
      "description": "The HTML an eBay listing's description is wrapped in. Placeholders `{{title}}`, `{{description}}` (required: without it the product's description would not show), `{{images}}`, `{{sku}}`, `{{price}}` and `{{brand}}` are filled in when a listing is sent. eBay blocks active content, so a template with scripts, event handlers (`onclick=`…), `javascript:` links, forms or form controls, frames, plug-ins (`object`, `embed`, `applet`) or `meta`/`base` tags is refused with the offending tag named, rather than silently changed: the merchant sees exactly what eBay would not accept. Every link, image and stylesheet URL must be https:// (eBay requires secure content); relative URLs are refused too, since they would resolve against ebay.com. Names are unique per account (case-insensitive).",
      "sourceFile": "schemas/entities/html-template.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "ebay",
      "labelField": "name",
      "searchFields": [
        "name"
      ],
      "listColumns": [
        "name",
        "is_default",
        "updated_at"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "html",
          "title": "HTML",
          "description": "eBay accepts descriptions of up to 500,000 characters.",
          "schema": {
            "type": "string",
            "title": "HTML",
            "minLength": 1,
            "maxLength": 500000,
            "description": "eBay accepts descriptions of up to 500,000 characters.",
            "x-ui": {
              "widget": "textarea",
              "help": "Placeholders: {{title}}, {{description}}, {{images}}, {{sku}}, {{price}}, {{brand}}. No scripts, forms or plug-ins; https:// links only."
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea",
            "help": "Placeholders: {{title}}, {{description}}, {{images}}, {{sku}}, {{price}}, {{brand}}. No scripts, forms or plug-ins; https:// links only."
          }
        },
        {
          "name": "is_default",
          "title": "Default",
          "description": "Used by new eBay listings that name no template. Making one the default clears the flag on the others.",
          "schema": {
            "type": "boolean",
            "title": "Default",
            "default": false,
            "description": "Used by new eBay listings that name no template. Making one the default clears the flag on the others."
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "html_templates_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another template"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "name"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "invoice-line",
      "typeName": "InvoiceLine",
      "resource": null,
      "table": "invoice_lines",
      "title": "Invoice line",
      "description": "One charge on a platform invoice. `unit_amount` is net of tax; `net`, `tax` and `gross` are computed by the server.",
      "sourceFile": "schemas/entities/invoice-line.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "description",
      "searchFields": [
        "description"
      ],
      "listColumns": [
        "description",
        "position",
        "invoice_id",
        "quantity",
        "unit_amount",
        "tax_rate"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "position",
          "title": "Position",
          "schema": {
            "type": "integer",
            "title": "Position",
            "readOnly": true,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "invoice_id",
          "title": "Invoice",
          "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored.",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Invoice",
            "readOnly": true,
            "x-ui": {
              "hidden": true
            },
            "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "description",
          "title": "Description",
          "schema": {
            "type": "string",
            "title": "Description",
            "minLength": 1,
            "maxLength": 200,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "quantity",
          "title": "Quantity",
          "schema": {
            "type": "integer",
            "title": "Quantity",
            "minimum": 1,
            "maximum": 1000000,
            "default": 1
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 1,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "unit_amount",
          "title": "Unit amount",
          "schema": {
            "type": "integer",
            "title": "Unit amount",
            "minimum": 0,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax_rate",
          "title": "Tax rate (%)",
          "schema": {
            "type": "number",
            "title": "Tax rate (%)",
            "minimum": 0,
            "maximum": 100,
            "multipleOf": 0.0001,
            "default": 20
          },
          "jsonType": "number",
          "sqlType": "numeric",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 20,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "net",
          "title": "Net",
          "schema": {
            "type": "integer",
            "title": "Net",
            "readOnly": true,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax",
          "title": "Tax",
          "schema": {
            "type": "integer",
            "title": "Tax",
            "readOnly": true,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "gross",
          "title": "Gross",
          "schema": {
            "type": "integer",
            "title": "Gross",
            "readOnly": true,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "childOf": {
        "entity": "invoice",
        "foreignKey": "invoice_id"
      },
      "unique": [],
      "indexes": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "invoice",
      "typeName": "Invoice",
      "resource": "invoices",
      "table": "invoices",
      "title": "Invoice",
      "description": "Sellyard's bill to a merchant account for one billing period (subscription, channel add-ons, usage). The number (INV-000001) is given by the server and every amount is computed by it in integer minor units: each line's net = quantity × unit amount, its tax at the line's rate rounded half away from zero, and the invoice's net, tax and total are the sums. `issue` (DRAFT → OPEN) sets the issue date and, when none is given, a due date 14 days later; an OPEN invoice is then `pay`ed (PAID) or `void`ed (VOID). Only drafts can be edited or deleted. Access: the platform bills, so only platform admins write invoices (`permission: null`: no feature permission reaches them); every member of the account reads the account's own invoices (a member grant), as the Invoices screen needs only a sign-in.",
      "sourceFile": "schemas/entities/invoice.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "number",
      "searchFields": [
        "number"
      ],
      "listColumns": [
        "number",
        "period_start",
        "period_end",
        "issue_date",
        "due_date",
        "total",
        "currency",
        "status"
      ],
      "defaultSort": {
        "field": "period_end",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "number",
          "title": "Number",
          "schema": {
            "type": "string",
            "title": "Number",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "DRAFT",
              "OPEN",
              "PAID",
              "VOID"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "DRAFT",
            "OPEN",
            "PAID",
            "VOID"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "period_start",
          "title": "Period start",
          "schema": {
            "type": "string",
            "format": "date",
            "title": "Period start"
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "period_end",
          "title": "Period end",
          "description": "Not before the period start.",
          "schema": {
            "type": "string",
            "format": "date",
            "title": "Period end",
            "formatMinimum": {
              "$data": "1/period_start"
            },
            "description": "Not before the period start."
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Currency",
          "schema": {
            "type": "string",
            "title": "Currency",
            "pattern": "^[A-Z]{3}$",
            "x-format": "currency",
            "default": "GBP"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "GBP",
          "checkFormat": "currency",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "issue_date",
          "title": "Issued",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "Issued",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "due_date",
          "title": "Due",
          "description": "14 days after issue when not given.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "Due",
            "description": "14 days after issue when not given."
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "net",
          "title": "Net",
          "schema": {
            "type": "integer",
            "title": "Net",
            "readOnly": true,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax",
          "title": "Tax",
          "schema": {
            "type": "integer",
            "title": "Tax",
            "readOnly": true,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "total",
          "title": "Total",
          "schema": {
            "type": "integer",
            "title": "Total",
            "readOnly": true,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "paid_at",
          "title": "Paid",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Paid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "notes",
          "title": "Notes",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Notes",
            "maxLength": 2000,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "lines",
          "title": "Lines",
          "schema": {
            "type": "array",
            "title": "Lines",
            "minItems": 1,
            "maxItems": 200,
            "items": {
              "$ref": "invoice-line.schema.json"
            },
            "x-children": {
              "entity": "invoice-line",
              "foreignKey": "invoice_id",
              "orderBy": "position"
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": true,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [
        {
          "field": "lines",
          "entity": "invoice-line",
          "table": "invoice_lines",
          "foreignKey": "invoice_id",
          "orderBy": "position"
        }
      ],
      "numbering": {
        "field": "number",
        "prefix": "INV-",
        "width": 6,
        "sequence": "invoices.number"
      },
      "stateMachine": {
        "field": "status",
        "initial": "DRAFT",
        "states": [
          "DRAFT",
          "OPEN",
          "PAID",
          "VOID"
        ],
        "transitions": [
          {
            "name": "issue",
            "label": "Issue",
            "from": [
              "DRAFT"
            ],
            "to": "OPEN",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "pay",
            "label": "Mark paid",
            "from": [
              "OPEN"
            ],
            "to": "PAID",
            "remember": false,
            "set": {
              "paid_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "void",
            "label": "Void",
            "from": [
              "OPEN"
            ],
            "to": "VOID",
            "remember": false,
            "set": {},
            "confirm": "Void this invoice? It stays on record but is no longer owed.",
            "destructive": true,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [],
      "indexes": [
        {
          "name": "invoices_period_end_index",
          "fields": [
            "period_end"
          ]
        },
        {
          "name": "invoices_status_index",
          "fields": [
            "status"
          ]
        }
      ],
      "naturalKey": [
        "number"
      ],
      "readOnlyWhen": {
        "field": "status",
        "in": [
          "OPEN",
          "PAID",
          "VOID"
        ]
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "listing-import-schedule",
      "typeName": "ListingImportSchedule",
      "resource": "listing-import-schedules",
      "table": "listing_import_schedules",
      "title": "Listing import schedule",
      "description": "Fetches a sales channel's existing listings at a fixed interval and links them to products, matched by SKU or by barcode (GTIN); unmatched listings become new products only when `create_missing_products` is on. One schedule per sales channel. ENABLED ↔ PAUSED (`pause`, `resume`); `run-now` asks for a run at once without changing the status. The server keeps `next_run_at` (the last run, or now, plus the interval; none while paused) and the importer writes `last_run_at` and `runs`, the history of the last 20 runs with their counts and errors. The name defaults to the channel's name followed by \"listing import\".",
      "sourceFile": "schemas/entities/listing-import-schedule.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "listingImportSchedules",
      "labelField": "name",
      "searchFields": [
        "name"
      ],
      "listColumns": [
        "name",
        "sales_channel_id",
        "interval",
        "match_by",
        "status",
        "last_run_at",
        "next_run_at"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sales_channel_id",
          "title": "Sales channel",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Sales channel",
            "x-ref": {
              "entity": "sales-channel",
              "onDelete": "cascade"
            },
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-channel",
            "resource": "sales-channels",
            "table": "sales_channels",
            "where": {},
            "onDelete": "cascade"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "interval",
          "title": "Every",
          "schema": {
            "type": "string",
            "title": "Every",
            "enum": [
              "HOURLY",
              "EVERY_6_HOURS",
              "EVERY_12_HOURS",
              "DAILY",
              "WEEKLY"
            ],
            "default": "DAILY"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "HOURLY",
            "EVERY_6_HOURS",
            "EVERY_12_HOURS",
            "DAILY",
            "WEEKLY"
          ],
          "default": "DAILY",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "match_by",
          "title": "Match products by",
          "schema": {
            "type": "string",
            "title": "Match products by",
            "enum": [
              "SKU",
              "BARCODE"
            ],
            "default": "SKU"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "SKU",
            "BARCODE"
          ],
          "default": "SKU",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "create_missing_products",
          "title": "Create missing products",
          "schema": {
            "type": "boolean",
            "title": "Create missing products",
            "default": false
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "ENABLED",
              "PAUSED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "ENABLED",
            "PAUSED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "last_run_at",
          "title": "Last run",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Last run",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "next_run_at",
          "title": "Next run",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Next run",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "runs",
          "title": "Run history",
          "schema": {
            "type": "array",
            "title": "Run history",
            "readOnly": true,
            "default": [],
            "maxItems": 20,
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "started_at",
                "outcome"
              ],
              "properties": {
                "started_at": {
                  "type": "string",
                  "format": "date-time",
                  "title": "Started"
                },
                "finished_at": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "date-time",
                  "title": "Finished"
                },
                "outcome": {
                  "type": "string",
                  "title": "Outcome",
                  "enum": [
                    "SUCCEEDED",
                    "PARTIAL",
                    "FAILED"
                  ]
                },
                "listings_found": {
                  "type": "integer",
                  "title": "Listings found",
                  "minimum": 0,
                  "maximum": 9007199254740991
                },
                "matched": {
                  "type": "integer",
                  "title": "Matched",
                  "minimum": 0,
                  "maximum": 9007199254740991
                },
                "created": {
                  "type": "integer",
                  "title": "Products created",
                  "minimum": 0,
                  "maximum": 9007199254740991
                },
                "skipped": {
                  "type": "integer",
                  "title": "Skipped",
                  "minimum": 0,
                  "maximum": 9007199254740991
                },
                "errors": {
                  "type": "array",
                  "title": "Errors",
                  "maxItems": 100,
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "message"
                    ],
                    "properties": {
                      "sku": {
                        "type": "string"
                      },
                      "message": {
                        "type": "string",
                        "maxLength": 2000
                      }
                    }
                  }
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "stateMachine": {
        "field": "status",
        "initial": "ENABLED",
        "states": [
          "ENABLED",
          "PAUSED"
        ],
        "transitions": [
          {
            "name": "pause",
            "label": "Pause",
            "from": [
              "ENABLED"
            ],
            "to": "PAUSED",
            "remember": false,
            "set": {
              "next_run_at": null
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "resume",
            "label": "Resume",
            "from": [
              "PAUSED"
            ],
            "to": "ENABLED",
            "remember": false,
            "set": {
              "next_run_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "run-now",
            "label": "Run now",
            "from": [
              "ENABLED",
              "PAUSED"
            ],
            "to": "$same",
            "remember": false,
            "set": {
              "next_run_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "name": "listing_import_schedules_sales_channel_id_unique",
          "fields": [
            "sales_channel_id"
          ],
          "caseInsensitive": false,
          "global": false,
          "message": "already has an import schedule"
        }
      ],
      "indexes": [
        {
          "name": "listing_import_schedules_sales_channel_id_index",
          "fields": [
            "sales_channel_id"
          ]
        }
      ],
      "naturalKey": [
        "sales_channel_id"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "listing",
      "typeName": "Listing",
      "resource": "listings",
      "table": "listings",
      "title": "Listing",
      "description": "A product offered on one sales channel. A body of `product_id`, `sales_channel_id` and `channel` makes a DRAFT; `sku`, `title`, `price` and `currency` default to the product's. `channel` must be the sales channel's type (a STORE listing may also sit on a SHOPIFY channel) and never changes. `channel_fields` follow that channel's own schema (schemas/shared/listing-<channel>.schema.json) and the listing title that channel's limit (eBay 80, Amazon 200, Etsy 140 characters); an eBay auction sells exactly one item, so its quantity rule must be FIXED 1. SKUs are unique per sales channel (case-insensitive). Status: DRAFT → SUBMITTING (`submit`, which first checks what the channel needs and that the sales channel is CONNECTED, then sends the listing to the marketplace in a background job) → ACTIVE (`publish`, with the marketplace's `external_id` and `url`) or ERROR (`fail`, with the marketplace's messages in `issues`, field by field where it names them); ERROR → SUBMITTING (`retry`); ACTIVE ↔ OUT_OF_STOCK as the pushed quantity reaches 0 and comes back (`sell-out`, `restock`); ACTIVE or OUT_OF_STOCK → ENDING (`end`, which asks the marketplace to end it) → ENDED (`ended`, once it has). `publish`, `fail`, `sell-out`, `restock` and `ended` are made by the marketplace sync only (by system). Editing an ACTIVE or OUT_OF_STOCK listing's title, price or channel fields sends a revision. `external_id`, `url`, `issues` and `last_sync_at` are written by the channel sync, never by clients. Listings being submitted or ended, and ended ones, are read-only.",
      "sourceFile": "schemas/entities/listing.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "title",
      "searchFields": [
        "sku",
        "title",
        "external_id"
      ],
      "listColumns": [
        "sku",
        "title",
        "channel",
        "status",
        "price",
        "last_sync_at"
      ],
      "defaultSort": {
        "field": "updated_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "product_id",
          "title": "Product",
          "description": "A product with listings cannot be deleted: end and delete its listings first.",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Product",
            "x-ref": {
              "entity": "product"
            },
            "x-immutable": true,
            "description": "A product with listings cannot be deleted: end and delete its listings first."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "product",
            "resource": "products",
            "table": "products",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sales_channel_id",
          "title": "Sales channel",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Sales channel",
            "x-ref": {
              "entity": "sales-channel"
            },
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-channel",
            "resource": "sales-channels",
            "table": "sales_channels",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "channel",
          "title": "Channel",
          "description": "Which channel's rules the listing follows; the sales channel's type.",
          "schema": {
            "type": "string",
            "title": "Channel",
            "enum": [
              "EBAY",
              "AMAZON",
              "ETSY",
              "WISH",
              "ONBUY",
              "STORE"
            ],
            "x-immutable": true,
            "description": "Which channel's rules the listing follows; the sales channel's type."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "enum": [
            "EBAY",
            "AMAZON",
            "ETSY",
            "WISH",
            "ONBUY",
            "STORE"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "DRAFT",
              "SUBMITTING",
              "ACTIVE",
              "ERROR",
              "OUT_OF_STOCK",
              "ENDING",
              "ENDED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "DRAFT",
            "SUBMITTING",
            "ACTIVE",
            "ERROR",
            "OUT_OF_STOCK",
            "ENDING",
            "ENDED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "external_id",
          "title": "Channel listing id",
          "description": "The channel's own id once live (eBay item id, ASIN, Etsy listing id…), written by the sync.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Channel listing id",
            "maxLength": 64,
            "readOnly": true,
            "description": "The channel's own id once live (eBay item id, ASIN, Etsy listing id…), written by the sync."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "url",
          "title": "Listing page",
          "description": "The listing's page on the marketplace, written by the sync.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Listing page",
            "maxLength": 500,
            "format": "uri",
            "readOnly": true,
            "description": "The listing's page on the marketplace, written by the sync."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uri",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "channel_state",
          "title": "channel_state",
          "description": "What the adapter needs to find the listing again (an eBay offer id, a Shopify inventory item id).",
          "schema": {
            "type": "object",
            "default": {},
            "x-internal": true,
            "description": "What the adapter needs to find the listing again (an eBay offer id, a Shopify inventory item id)."
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": true,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": {},
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "sku",
          "title": "SKU",
          "description": "The product's SKU when not given. eBay allows 50 characters, Amazon 40, Etsy 32.",
          "schema": {
            "type": "string",
            "title": "SKU",
            "minLength": 1,
            "maxLength": 64,
            "pattern": "^\\S(.*\\S)?$",
            "x-trim": true,
            "description": "The product's SKU when not given. eBay allows 50 characters, Amazon 40, Etsy 32."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "title",
          "title": "Title",
          "description": "The product's title when not given.",
          "schema": {
            "type": "string",
            "title": "Title",
            "minLength": 1,
            "maxLength": 255,
            "x-trim": true,
            "description": "The product's title when not given."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Currency",
          "description": "The product's currency when not given.",
          "schema": {
            "type": "string",
            "title": "Currency",
            "pattern": "^[A-Z]{3}$",
            "x-format": "currency",
            "description": "The product's currency when not given."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "checkFormat": "currency",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "price",
          "title": "Price",
          "description": "The product's retail price when not given; required to submit. For an eBay auction, the starting price.",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Price",
            "minimum": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "description": "The product's retail price when not given; required to submit. For an eBay auction, the starting price.",
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "quantity_rule",
          "title": "Quantity",
          "description": "How much stock the channel is offered: FIXED (always `value`), PERCENT (`value`% of available stock, rounded down) or MAX (available stock, but never more than `value`). Only available stock is ever pushed.",
          "schema": {
            "type": "object",
            "title": "Quantity",
            "description": "How much stock the channel is offered: FIXED (always `value`), PERCENT (`value`% of available stock, rounded down) or MAX (available stock, but never more than `value`). Only available stock is ever pushed.",
            "additionalProperties": false,
            "required": [
              "type",
              "value"
            ],
            "default": {
              "type": "PERCENT",
              "value": 100
            },
            "properties": {
              "type": {
                "type": "string",
                "title": "Rule",
                "enum": [
                  "FIXED",
                  "PERCENT",
                  "MAX"
                ]
              },
              "value": {
                "type": "integer",
                "title": "Value",
                "minimum": 0,
                "maximum": 1000000
              }
            },
            "if": {
              "required": [
                "type"
              ],
              "properties": {
                "type": {
                  "const": "PERCENT"
                }
              }
            },
            "then": {
              "properties": {
                "value": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 100
                }
              }
            }
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": {
            "type": "PERCENT",
            "value": 100
          },
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "channel_fields",
          "title": "Channel fields",
          "description": "What only this channel knows (category, format, tags…), checked against the channel's schema.",
          "schema": {
            "type": "object",
            "title": "Channel fields",
            "default": {},
            "description": "What only this channel knows (category, format, tags…), checked against the channel's schema."
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": {},
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "issues",
          "title": "Issues",
          "description": "What the channel said at the last sync: errors that stop the listing, warnings and notes.",
          "schema": {
            "type": "array",
            "title": "Issues",
            "readOnly": true,
            "default": [],
            "description": "What the channel said at the last sync: errors that stop the listing, warnings and notes.",
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "code",
                "message",
                "severity"
              ],
              "properties": {
                "code": {
                  "type": "string",
                  "title": "Code",
                  "maxLength": 64
                },
                "message": {
                  "type": "string",
                  "title": "Message",
                  "maxLength": 2000
                },
                "severity": {
                  "type": "string",
                  "title": "Severity",
                  "enum": [
                    "ERROR",
                    "WARNING",
                    "INFO"
                  ]
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "last_sync_at",
          "title": "Last sync",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Last sync",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "stateMachine": {
        "field": "status",
        "initial": "DRAFT",
        "states": [
          "DRAFT",
          "SUBMITTING",
          "ACTIVE",
          "ERROR",
          "OUT_OF_STOCK",
          "ENDING",
          "ENDED"
        ],
        "transitions": [
          {
            "name": "submit",
            "label": "Submit to channel",
            "from": [
              "DRAFT"
            ],
            "to": "SUBMITTING",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "publish",
            "label": "Went live",
            "from": [
              "SUBMITTING"
            ],
            "to": "ACTIVE",
            "remember": false,
            "set": {
              "last_sync_at": "$now"
            },
            "destructive": false,
            "bySystem": true
          },
          {
            "name": "fail",
            "label": "Refused by the channel",
            "from": [
              "SUBMITTING"
            ],
            "to": "ERROR",
            "remember": false,
            "set": {
              "last_sync_at": "$now"
            },
            "destructive": false,
            "bySystem": true
          },
          {
            "name": "retry",
            "label": "Retry",
            "from": [
              "ERROR"
            ],
            "to": "SUBMITTING",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "sell-out",
            "label": "Sold out",
            "from": [
              "ACTIVE"
            ],
            "to": "OUT_OF_STOCK",
            "remember": false,
            "set": {
              "last_sync_at": "$now"
            },
            "destructive": false,
            "bySystem": true
          },
          {
            "name": "restock",
            "label": "Back in stock",
            "from": [
              "OUT_OF_STOCK"
            ],
            "to": "ACTIVE",
            "remember": false,
            "set": {
              "last_sync_at": "$now"
            },
            "destructive": false,
            "bySystem": true
          },
          {
            "name": "end",
            "label": "End listing",
            "from": [
              "ACTIVE",
              "OUT_OF_STOCK"
            ],
            "to": "ENDING",
            "remember": false,
            "set": {},
            "confirm": "End this listing? It stops selling on the marketplace.",
            "destructive": true,
            "bySystem": false
          },
          {
            "name": "ended",
            "label": "Ended by the channel",
            "from": [
              "ENDING"
            ],
            "to": "ENDED",
            "remember": false,
            "set": {
              "last_sync_at": "$now"
            },
            "destructive": false,
            "bySystem": true
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "name": "listings_sales_channel_id_sku_unique",
          "fields": [
            "sales_channel_id",
            "sku"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already listed on this sales channel"
        }
      ],
      "indexes": [
        {
          "name": "listings_channel_status_index",
          "fields": [
            "channel",
            "status"
          ]
        },
        {
          "name": "listings_product_id_index",
          "fields": [
            "product_id"
          ]
        },
        {
          "name": "listings_sales_channel_id_index",
          "fields": [
            "sales_channel_id"
          ]
        }
      ],
      "naturalKey": [
        "sales_channel_id",
        "sku"
      ],
      "readOnlyWhen": {
        "field": "status",
        "in": [
          "SUBMITTING",
          "ENDING",
          "ENDED"
        ]
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [
        {
          "if": {
            "required": [
              "channel"
            ],
            "properties": {
              "channel": {
                "const": "EBAY"
              }
            }
          },
          "then": {
            "properties": {
              "title": {
                "type": "string",
                "maxLength": 80
              },
              "sku": {
                "type": "string",
                "maxLength": 50
              },
              "channel_fields": {
                "$ref": "listing-ebay.schema.json"
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "channel"
            ],
            "properties": {
              "channel": {
                "const": "AMAZON"
              }
            }
          },
          "then": {
            "properties": {
              "title": {
                "type": "string",
                "maxLength": 200
              },
              "sku": {
                "type": "string",
                "maxLength": 40
              },
              "channel_fields": {
                "$ref": "listing-amazon.schema.json"
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "channel"
            ],
            "properties": {
              "channel": {
                "const": "ETSY"
              }
            }
          },
          "then": {
            "properties": {
              "title": {
                "type": "string",
                "maxLength": 140
              },
              "sku": {
                "type": "string",
                "maxLength": 32
              },
              "channel_fields": {
                "$ref": "listing-etsy.schema.json"
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "channel"
            ],
            "properties": {
              "channel": {
                "const": "WISH"
              }
            }
          },
          "then": {
            "properties": {
              "channel_fields": {
                "$ref": "listing-wish.schema.json"
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "channel"
            ],
            "properties": {
              "channel": {
                "const": "ONBUY"
              }
            }
          },
          "then": {
            "properties": {
              "channel_fields": {
                "$ref": "listing-onbuy.schema.json"
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "channel"
            ],
            "properties": {
              "channel": {
                "const": "STORE"
              }
            }
          },
          "then": {
            "properties": {
              "channel_fields": {
                "$ref": "listing-store.schema.json"
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "channel",
              "channel_fields"
            ],
            "properties": {
              "channel": {
                "const": "EBAY"
              },
              "channel_fields": {
                "type": "object",
                "required": [
                  "format"
                ],
                "properties": {
                  "format": {
                    "const": "AUCTION"
                  }
                }
              }
            }
          },
          "then": {
            "properties": {
              "quantity_rule": {
                "type": "object",
                "properties": {
                  "type": {
                    "enum": [
                      "FIXED"
                    ]
                  },
                  "value": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 1
                  }
                }
              }
            }
          }
        }
      ],
      "rules": []
    },
    {
      "name": "location",
      "typeName": "Location",
      "resource": "locations",
      "table": "locations",
      "title": "Location",
      "description": "A place stock is held: an own warehouse, a third-party warehouse, a shop or an Amazon FBA centre.",
      "sourceFile": "schemas/entities/location.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "locations",
      "labelField": "name",
      "searchFields": [
        "name",
        "code"
      ],
      "listColumns": [
        "name",
        "code",
        "type",
        "is_default"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "code",
          "title": "Code",
          "schema": {
            "type": "string",
            "title": "Code",
            "minLength": 1,
            "maxLength": 32,
            "pattern": "^[A-Za-z0-9_-]+$",
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "type",
          "title": "Type",
          "schema": {
            "type": "string",
            "title": "Type",
            "enum": [
              "OWN_WAREHOUSE",
              "THIRD_PARTY",
              "STORE",
              "FBA"
            ],
            "default": "OWN_WAREHOUSE"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "OWN_WAREHOUSE",
            "THIRD_PARTY",
            "STORE",
            "FBA"
          ],
          "default": "OWN_WAREHOUSE",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "priority",
          "title": "Allocation priority",
          "description": "Paid orders take stock from locations with a lower number first (ties: by name), after the channel's own location priority.",
          "schema": {
            "type": "integer",
            "title": "Allocation priority",
            "minimum": 0,
            "maximum": 10000,
            "default": 100,
            "description": "Paid orders take stock from locations with a lower number first (ties: by name), after the channel's own location priority."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 100,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "is_default",
          "title": "Default",
          "schema": {
            "type": "boolean",
            "title": "Default",
            "default": false
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "address",
          "title": "Address",
          "schema": {
            "type": "object",
            "$ref": "address.schema.json",
            "title": "Address",
            "unevaluatedProperties": false
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "locations_code_unique",
          "fields": [
            "code"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another location"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "order-rule",
      "typeName": "OrderRule",
      "resource": "order-rules",
      "table": "order_rules",
      "title": "Order rule",
      "description": "An automation that runs when an order becomes PAID: if every condition holds (an empty list always holds), it performs its one action. Enabled rules run in ascending `sequence` (ties: by name); a new rule is always saved disabled, whatever was sent, so it can be reviewed before it touches orders, and a missing sequence is set after the last rule's. Conditions use a whitelist of order fields, each with the operators that make sense for it (numbers compare, text matches, ids and codes test membership); `value` is a list for IN/NOT_IN and a single value otherwise, and ids must be records of this account. The action's parameter is the field named after it (SET_SHIPPING_METHOD → `shipping_method_id`, ASSIGN_LOCATION → `location_id`, ADD_TAG → `tag`, SET_STATUS → `set_status`); the other references and the tag are cleared on save (`set_status` always holds ON_HOLD, used only by SET_STATUS). A rule may only put a just-paid order ON_HOLD (with `hold_reason`): later statuses come from shipping. Conditions on `sku` hold when any line matches (NOT_EQUALS / NOT_IN: when no line does), `tag` likewise over the order's tags, `weight_g` is the lines' total product weight, `item_count` the units ordered. Each rule that fires is written to the order's status history with its name; a rule that cannot be applied (a deleted shipping method or location) holds the order with the error, and later rules do not run.",
      "sourceFile": "schemas/entities/order-rule.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "orderRules",
      "labelField": "name",
      "searchFields": [
        "name"
      ],
      "listColumns": [
        "sequence",
        "name",
        "action",
        "enabled",
        "updated_at"
      ],
      "defaultSort": {
        "field": "sequence",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "enabled",
          "title": "Enabled",
          "description": "Always false on create; switch it on once the rule is checked.",
          "schema": {
            "type": "boolean",
            "title": "Enabled",
            "default": false,
            "description": "Always false on create; switch it on once the rule is checked."
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sequence",
          "title": "Sequence",
          "description": "Run order, lowest first. After the last rule when not given.",
          "schema": {
            "type": "integer",
            "title": "Sequence",
            "minimum": 1,
            "maximum": 100000,
            "description": "Run order, lowest first. After the last rule when not given."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "hold_reason",
          "title": "Hold reason",
          "description": "SET_STATUS rules: the reason the held order shows (the rule's name when empty).",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Hold reason",
            "maxLength": 200,
            "x-trim": true,
            "description": "SET_STATUS rules: the reason the held order shows (the rule's name when empty)."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "conditions",
          "title": "Conditions (all must hold)",
          "schema": {
            "type": "array",
            "title": "Conditions (all must hold)",
            "default": [],
            "maxItems": 20,
            "items": {
              "type": "object",
              "required": [
                "field",
                "operator",
                "value"
              ],
              "additionalProperties": false,
              "properties": {
                "field": {
                  "type": "string",
                  "title": "Field",
                  "enum": [
                    "sales_channel_id",
                    "channel_type",
                    "total",
                    "subtotal",
                    "shipping_charge",
                    "currency",
                    "ship_to_country",
                    "ship_to_postcode",
                    "customer_id",
                    "sku",
                    "item_count",
                    "weight_g",
                    "channel_order_ref",
                    "tag"
                  ]
                },
                "operator": {
                  "type": "string",
                  "title": "Operator",
                  "enum": [
                    "EQUALS",
                    "NOT_EQUALS",
                    "IN",
                    "NOT_IN",
                    "GREATER_THAN",
                    "GREATER_OR_EQUAL",
                    "LESS_THAN",
                    "LESS_OR_EQUAL",
                    "CONTAINS",
                    "STARTS_WITH"
                  ]
                },
                "value": {
                  "title": "Value",
                  "anyOf": [
                    {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 200
                    },
                    {
                      "type": "integer",
                      "minimum": -9007199254740991,
                      "maximum": 9007199254740991
                    },
                    {
                      "type": "array",
                      "minItems": 1,
                      "maxItems": 100,
                      "uniqueItems": true,
                      "items": {
                        "type": "string",
                        "minLength": 1,
                        "maxLength": 200
                      }
                    }
                  ]
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "action",
          "title": "Action",
          "schema": {
            "type": "string",
            "title": "Action",
            "enum": [
              "SET_SHIPPING_METHOD",
              "ASSIGN_LOCATION",
              "ADD_TAG",
              "SET_STATUS"
            ]
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "SET_SHIPPING_METHOD",
            "ASSIGN_LOCATION",
            "ADD_TAG",
            "SET_STATUS"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "shipping_method_id",
          "title": "Shipping method",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Shipping method",
            "x-ref": {
              "entity": "shipping-method"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "shipping-method",
            "resource": "shipping-methods",
            "table": "shipping_methods",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "location_id",
          "title": "Location",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Location",
            "x-ref": {
              "entity": "location"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "location",
            "resource": "locations",
            "table": "locations",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tag",
          "title": "Tag",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Tag",
            "minLength": 1,
            "maxLength": 40,
            "pattern": "^[A-Za-z0-9][A-Za-z0-9 _-]*$",
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "set_status",
          "title": "Status to set",
          "description": "SET_STATUS rules only. A rule acts on a just-paid order, so the only status it may set is ON_HOLD.",
          "schema": {
            "type": "string",
            "title": "Status to set",
            "enum": [
              "ON_HOLD"
            ],
            "default": "ON_HOLD",
            "description": "SET_STATUS rules only. A rule acts on a just-paid order, so the only status it may set is ON_HOLD."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "ON_HOLD"
          ],
          "default": "ON_HOLD",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "order_rules_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another order rule"
        }
      ],
      "indexes": [
        {
          "name": "order_rules_shipping_method_id_index",
          "fields": [
            "shipping_method_id"
          ]
        },
        {
          "name": "order_rules_location_id_index",
          "fields": [
            "location_id"
          ]
        }
      ],
      "naturalKey": [
        "name"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [
        {
          "if": {
            "required": [
              "action"
            ],
            "properties": {
              "action": {
                "const": "SET_SHIPPING_METHOD"
              }
            }
          },
          "then": {
            "required": [
              "shipping_method_id"
            ],
            "properties": {
              "shipping_method_id": {
                "type": "string"
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "action"
            ],
            "properties": {
              "action": {
                "const": "ASSIGN_LOCATION"
              }
            }
          },
          "then": {
            "required": [
              "location_id"
            ],
            "properties": {
              "location_id": {
                "type": "string"
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "action"
            ],
            "properties": {
              "action": {
                "const": "ADD_TAG"
              }
            }
          },
          "then": {
            "required": [
              "tag"
            ],
            "properties": {
              "tag": {
                "type": "string"
              }
            }
          }
        }
      ],
      "rules": []
    },
    {
      "name": "payment-card",
      "typeName": "PaymentCard",
      "resource": "payment-cards",
      "table": "payment_cards",
      "title": "Payment card",
      "description": "A card the merchant pays Sellyard's invoices with. Sellyard never stores or even accepts a card number or security code (PCI DSS): the card is entered in the payment processor's own form, which returns a token; Sellyard keeps that token (write-only, fixed once saved: a new card is a new record), the brand, the last 4 digits, the expiry and the holder's name. A body carrying a card number (any field holding 13-19 digits that pass the Luhn check, or a key such as card_number, pan or number) or a CVV/CVC is refused with 400 before anything is read or stored. An expired card cannot be added. One card per account is the default: saving one as default makes it the only one, and the first card added becomes the default.",
      "sourceFile": "schemas/entities/payment-card.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "cardManagement",
      "labelField": "last4",
      "searchFields": [
        "holder_name",
        "last4"
      ],
      "listColumns": [
        "brand",
        "last4",
        "exp_month",
        "exp_year",
        "holder_name",
        "is_default"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "processor_token",
          "title": "Processor token",
          "description": "The token the payment processor returned for the card (e.g. pm_1Q2w3E...). Not card data (PCI DSS leaves tokens out of scope) and useless without Sellyard's processor key, so it is stored as is, but never returned.",
          "schema": {
            "type": "string",
            "title": "Processor token",
            "minLength": 8,
            "maxLength": 255,
            "pattern": "^[A-Za-z0-9_-]+$",
            "writeOnly": true,
            "x-immutable": true,
            "description": "The token the payment processor returned for the card (e.g. pm_1Q2w3E...). Not card data (PCI DSS leaves tokens out of scope) and useless without Sellyard's processor key, so it is stored as is, but never returned."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": true,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "brand",
          "title": "Brand",
          "schema": {
            "type": "string",
            "title": "Brand",
            "enum": [
              "VISA",
              "MASTERCARD",
              "AMEX",
              "MAESTRO",
              "DISCOVER",
              "OTHER"
            ]
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "VISA",
            "MASTERCARD",
            "AMEX",
            "MAESTRO",
            "DISCOVER",
            "OTHER"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "last4",
          "title": "Last 4 digits",
          "schema": {
            "type": "string",
            "title": "Last 4 digits",
            "pattern": "^[0-9]{4}$",
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "exp_month",
          "title": "Expiry month",
          "schema": {
            "type": "integer",
            "title": "Expiry month",
            "minimum": 1,
            "maximum": 12
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "exp_year",
          "title": "Expiry year",
          "schema": {
            "type": "integer",
            "title": "Expiry year",
            "minimum": 2000,
            "maximum": 2100
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "holder_name",
          "title": "Cardholder",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Cardholder",
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "is_default",
          "title": "Default",
          "schema": {
            "type": "boolean",
            "title": "Default",
            "default": false
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [],
      "indexes": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "payment-method",
      "typeName": "PaymentMethod",
      "resource": "payment-methods",
      "table": "payment_methods",
      "title": "Payment method",
      "description": "A way customers pay for orders (card, PayPal, bank transfer, the marketplace's own payments, cash at the counter), used to record and report payments. Codes are unique per account (case-insensitive) and are the natural key for CSV; an inactive method stays on old orders but is no longer offered.",
      "sourceFile": "schemas/entities/payment-method.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "paymentMethods",
      "labelField": "name",
      "searchFields": [
        "name",
        "code"
      ],
      "listColumns": [
        "name",
        "code",
        "type",
        "active"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 80,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "code",
          "title": "Code",
          "schema": {
            "type": "string",
            "title": "Code",
            "minLength": 1,
            "maxLength": 32,
            "pattern": "^[A-Za-z0-9_-]+$",
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "type",
          "title": "Type",
          "schema": {
            "type": "string",
            "title": "Type",
            "enum": [
              "CARD",
              "PAYPAL",
              "BANK",
              "MARKETPLACE",
              "CASH"
            ]
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "CARD",
            "PAYPAL",
            "BANK",
            "MARKETPLACE",
            "CASH"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "active",
          "title": "Active",
          "schema": {
            "type": "boolean",
            "title": "Active",
            "default": true
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "payment_methods_code_unique",
          "fields": [
            "code"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another payment method"
        },
        {
          "name": "payment_methods_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another payment method"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "product-label",
      "typeName": "ProductLabel",
      "resource": "product-labels",
      "table": "product_labels",
      "title": "Product label",
      "description": "A product safety label or leaflet (EU GPSR) as a file: PDF, PNG or JPEG, at most 10 MB. Send the file once, on create, as base64 in `file`; the server recognises the type from the file's first bytes (never from its name or a claimed type), refuses anything else, and records `content_type`, `size_bytes` and the SHA-256. The bytes are kept in a server-only column and never returned with the record. To change the file, upload a new label. `languages` are ISO 639-1 codes of the languages on the label; `product_ids` link it to products (each product then lists it in its `label_ids`). Status: UPLOADED → ACCEPTED or REJECTED (`accept`, `reject`; a rejected label can be accepted after a second look). Part of the Golden Ticket programme: only accounts with the goldenTicket and productLabel flags may read or write them (the entity's flags: without them no permission rule covers it, so every request is a 403 naming the missing flags; platform admins always may).",
      "sourceFile": "schemas/entities/product-label.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "file_name",
      "searchFields": [
        "file_name"
      ],
      "listColumns": [
        "file_name",
        "content_type",
        "size_bytes",
        "languages",
        "status",
        "updated_at"
      ],
      "defaultSort": {
        "field": "updated_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "file",
          "title": "File",
          "description": "The file as base64 (a data: URL prefix is accepted). Required on create; never returned.",
          "schema": {
            "type": "string",
            "title": "File",
            "writeOnly": true,
            "x-virtual": true,
            "x-immutable": true,
            "maxLength": 14000000,
            "contentEncoding": "base64",
            "description": "The file as base64 (a data: URL prefix is accepted). Required on create; never returned.",
            "x-ui": {
              "widget": "file"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": true,
          "virtual": true,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {
            "widget": "file"
          }
        },
        {
          "name": "file_name",
          "title": "File name",
          "schema": {
            "type": "string",
            "title": "File name",
            "minLength": 1,
            "maxLength": 255,
            "pattern": "^[^/\\\\]+$",
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "content_type",
          "title": "Type",
          "description": "Recognised from the file's content.",
          "schema": {
            "type": "string",
            "title": "Type",
            "enum": [
              "PDF",
              "PNG",
              "JPEG"
            ],
            "readOnly": true,
            "description": "Recognised from the file's content."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "PDF",
            "PNG",
            "JPEG"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "size_bytes",
          "title": "Size (bytes)",
          "schema": {
            "type": "integer",
            "title": "Size (bytes)",
            "readOnly": true,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sha256",
          "title": "SHA-256",
          "schema": {
            "type": "string",
            "title": "SHA-256",
            "readOnly": true,
            "x-ui": {
              "hidden": true
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "content",
          "title": "content",
          "description": "The file, base64. Server only: never selected in lists or returned.",
          "schema": {
            "type": "string",
            "x-internal": true,
            "description": "The file, base64. Server only: never selected in lists or returned."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": true,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "languages",
          "title": "Languages",
          "description": "ISO 639-1 codes, e.g. en, de, fr.",
          "schema": {
            "type": "array",
            "title": "Languages",
            "minItems": 1,
            "maxItems": 30,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "pattern": "^[a-z]{2}$"
            },
            "description": "ISO 639-1 codes, e.g. en, de, fr."
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "product_ids",
          "title": "Products",
          "schema": {
            "type": "array",
            "title": "Products",
            "default": [],
            "maxItems": 1000,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "format": "uuid",
              "x-ref": {
                "entity": "product"
              }
            },
            "x-filterable": true
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "UPLOADED",
              "ACCEPTED",
              "REJECTED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "UPLOADED",
            "ACCEPTED",
            "REJECTED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "rejection_reason",
          "title": "Rejection reason",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Rejection reason",
            "maxLength": 1000
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "stateMachine": {
        "field": "status",
        "initial": "UPLOADED",
        "states": [
          "UPLOADED",
          "ACCEPTED",
          "REJECTED"
        ],
        "transitions": [
          {
            "name": "accept",
            "label": "Accept",
            "from": [
              "UPLOADED",
              "REJECTED"
            ],
            "to": "ACCEPTED",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "reject",
            "label": "Reject",
            "from": [
              "UPLOADED"
            ],
            "to": "REJECTED",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [],
      "indexes": [
        {
          "name": "product_labels_status_index",
          "fields": [
            "status"
          ]
        }
      ],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [
        "goldenTicket",
        "productLabel"
      ],
      "conditions": [],
      "rules": []
    },
    {
      "name": "product",
      "typeName": "Product",
      "resource": "products",
      "table": "products",
      "title": "Product",
      "description": "A sellable item in the merchant's catalogue. Only `sku` and `title` are required; everything else can be filled in later. SKUs are trimmed and unique per account, compared case-insensitively.",
      "sourceFile": "schemas/entities/product.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "products",
      "labelField": "title",
      "searchFields": [
        "sku",
        "title"
      ],
      "listColumns": [
        "sku",
        "title",
        "kind",
        "status",
        "retail_price",
        "updated_at"
      ],
      "defaultSort": {
        "field": "updated_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "sku",
          "title": "SKU",
          "schema": {
            "type": "string",
            "title": "SKU",
            "minLength": 1,
            "maxLength": 64,
            "pattern": "^\\S(.*\\S)?$",
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "title",
          "title": "Title",
          "schema": {
            "type": "string",
            "title": "Title",
            "minLength": 1,
            "maxLength": 255,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "description",
          "title": "Description",
          "description": "HTML; scripts and event handlers are stripped on save.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Description",
            "maxLength": 50000,
            "description": "HTML; scripts and event handlers are stripped on save.",
            "x-ui": {
              "widget": "textarea"
            },
            "x-sanitize": "html"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sanitize": "html",
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "brand_id",
          "title": "Brand",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Brand",
            "x-ref": {
              "entity": "brand"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "brand",
            "resource": "brands",
            "table": "brands",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "kind",
          "title": "Kind",
          "schema": {
            "type": "string",
            "title": "Kind",
            "enum": [
              "SIMPLE",
              "PARENT",
              "VARIANT",
              "BUNDLE"
            ],
            "default": "SIMPLE"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "SIMPLE",
            "PARENT",
            "VARIANT",
            "BUNDLE"
          ],
          "default": "SIMPLE",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "parent_id",
          "title": "Parent product",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Parent product",
            "x-ref": {
              "entity": "product"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "product",
            "resource": "products",
            "table": "products",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "condition",
          "title": "Condition",
          "schema": {
            "type": "string",
            "title": "Condition",
            "enum": [
              "NEW",
              "USED",
              "REFURBISHED"
            ],
            "default": "NEW"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "NEW",
            "USED",
            "REFURBISHED"
          ],
          "default": "NEW",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "DRAFT",
              "ACTIVE",
              "ARCHIVED"
            ],
            "default": "ACTIVE"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "DRAFT",
            "ACTIVE",
            "ARCHIVED"
          ],
          "default": "ACTIVE",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Currency",
          "schema": {
            "type": "string",
            "title": "Currency",
            "pattern": "^[A-Z]{3}$",
            "default": "GBP",
            "x-format": "currency"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "GBP",
          "checkFormat": "currency",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "cost_price",
          "title": "Cost price",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Cost price",
            "minimum": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "retail_price",
          "title": "Retail price",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Retail price",
            "minimum": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax_id",
          "title": "Sales tax",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Sales tax",
            "x-ref": {
              "entity": "sales-tax"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-tax",
            "resource": "sales-taxes",
            "table": "sales_taxes",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "weight_g",
          "title": "Weight (g)",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Weight (g)",
            "minimum": 0,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "length_mm",
          "title": "Length (mm)",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Length (mm)",
            "minimum": 0,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "width_mm",
          "title": "Width (mm)",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Width (mm)",
            "minimum": 0,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "height_mm",
          "title": "Height (mm)",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Height (mm)",
            "minimum": 0,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "hs_code",
          "title": "HS code",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "HS code",
            "pattern": "^[0-9]{6,10}$"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "origin_country",
          "title": "Country of origin",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Country of origin",
            "pattern": "^[A-Z]{2}$",
            "x-format": "country"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "checkFormat": "country",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "barcodes",
          "title": "Barcodes",
          "schema": {
            "type": "array",
            "title": "Barcodes",
            "default": [],
            "maxItems": 20,
            "items": {
              "type": "object",
              "required": [
                "type",
                "value"
              ],
              "additionalProperties": false,
              "properties": {
                "type": {
                  "type": "string",
                  "title": "Type",
                  "enum": [
                    "EAN8",
                    "UPCA",
                    "EAN13",
                    "GTIN14",
                    "ISBN"
                  ]
                },
                "value": {
                  "type": "string",
                  "title": "Value",
                  "pattern": "^[0-9]{8,14}$",
                  "x-format": "gtin"
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "images",
          "title": "Images",
          "schema": {
            "type": "array",
            "title": "Images",
            "default": [],
            "maxItems": 24,
            "items": {
              "type": "object",
              "required": [
                "url"
              ],
              "additionalProperties": false,
              "properties": {
                "url": {
                  "type": "string",
                  "title": "URL",
                  "format": "uri",
                  "pattern": "^https://",
                  "maxLength": 2048
                },
                "position": {
                  "type": "integer",
                  "title": "Position",
                  "minimum": 0,
                  "maximum": 9007199254740991
                },
                "alt": {
                  "type": "string",
                  "title": "Alt text",
                  "maxLength": 255
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "safety_warnings",
          "title": "Safety warnings",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Safety warnings",
            "maxLength": 5000,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "attribute_values",
          "title": "Variation values",
          "description": "VARIANT products only: the value of each variation attribute (Settings › Variations) that tells this variant from its siblings, e.g. Colour = Navy. Each attribute once; the value must be one of the attribute's values (checked on save).",
          "schema": {
            "type": "array",
            "title": "Variation values",
            "default": [],
            "maxItems": 20,
            "description": "VARIANT products only: the value of each variation attribute (Settings › Variations) that tells this variant from its siblings, e.g. Colour = Navy. Each attribute once; the value must be one of the attribute's values (checked on save).",
            "items": {
              "type": "object",
              "required": [
                "attribute_id",
                "value"
              ],
              "additionalProperties": false,
              "properties": {
                "attribute_id": {
                  "type": "string",
                  "format": "uuid",
                  "title": "Attribute",
                  "x-ref": {
                    "entity": "attribute"
                  }
                },
                "value": {
                  "type": "string",
                  "title": "Value",
                  "minLength": 1,
                  "maxLength": 65
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "responsible_person_ids",
          "title": "Responsible persons (EU GPSR)",
          "description": "Responsible persons of this account (checked on save). At most 5: eBay shows no more per listing.",
          "schema": {
            "type": "array",
            "title": "Responsible persons (EU GPSR)",
            "default": [],
            "maxItems": 5,
            "uniqueItems": true,
            "x-filterable": true,
            "description": "Responsible persons of this account (checked on save). At most 5: eBay shows no more per listing.",
            "items": {
              "type": "string",
              "format": "uuid",
              "x-ref": {
                "entity": "responsible-person"
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "label_ids",
          "title": "Safety labels (EU GPSR)",
          "description": "Product labels that name this product; kept by the server from each label's `product_ids` (link labels on the label upload page).",
          "schema": {
            "type": "array",
            "title": "Safety labels (EU GPSR)",
            "default": [],
            "readOnly": true,
            "x-filterable": true,
            "description": "Product labels that name this product; kept by the server from each label's `product_ids` (link labels on the label upload page).",
            "items": {
              "type": "string",
              "format": "uuid",
              "x-ref": {
                "entity": "product-label"
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "custom_fields",
          "title": "Custom fields",
          "description": "Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.",
          "schema": {
            "type": "object",
            "title": "Custom fields",
            "description": "Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.",
            "default": {}
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": {},
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "products_sku_unique",
          "fields": [
            "sku"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another product"
        }
      ],
      "indexes": [
        {
          "name": "products_brand_id_index",
          "fields": [
            "brand_id"
          ]
        },
        {
          "name": "products_parent_id_index",
          "fields": [
            "parent_id"
          ]
        },
        {
          "name": "products_tax_id_index",
          "fields": [
            "tax_id"
          ]
        }
      ],
      "naturalKey": [
        "sku"
      ],
      "customFields": {
        "field": null,
        "targets": {
          "*": "products"
        }
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "purchase-order-line",
      "typeName": "PurchaseOrderLine",
      "resource": null,
      "table": "purchase_order_lines",
      "title": "Purchase order line",
      "description": "One product ordered from the supplier. `unit_cost` is net of tax, in the order's currency; `tax_rate` is copied from the tax so later rate changes never alter an old order. `qty_received` is raised only by receiving and never passes `qty_ordered`.",
      "sourceFile": "schemas/entities/purchase-order-line.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "sku",
      "searchFields": [
        "sku"
      ],
      "listColumns": [
        "sku",
        "position",
        "purchase_order_id",
        "product_id",
        "description",
        "supplier_sku"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "position",
          "title": "Position",
          "schema": {
            "type": "integer",
            "title": "Position",
            "readOnly": true,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "purchase_order_id",
          "title": "Purchase order",
          "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored.",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Purchase order",
            "readOnly": true,
            "x-ui": {
              "hidden": true
            },
            "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "product_id",
          "title": "Product",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Product",
            "x-ref": {
              "entity": "product"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "product",
            "resource": "products",
            "table": "products",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sku",
          "title": "SKU",
          "schema": {
            "type": "string",
            "title": "SKU",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "description",
          "title": "Description",
          "schema": {
            "type": "string",
            "title": "Description",
            "maxLength": 500
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "supplier_sku",
          "title": "Supplier SKU",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Supplier SKU",
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "qty_ordered",
          "title": "Ordered",
          "schema": {
            "type": "integer",
            "title": "Ordered",
            "minimum": 1,
            "maximum": 1000000
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "unit_cost",
          "title": "Unit cost",
          "schema": {
            "type": "integer",
            "title": "Unit cost",
            "minimum": 0,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax_id",
          "title": "Tax",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Tax",
            "x-ref": {
              "entity": "sales-tax"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-tax",
            "resource": "sales-taxes",
            "table": "sales_taxes",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax_rate",
          "title": "Tax rate (%)",
          "schema": {
            "type": "number",
            "title": "Tax rate (%)",
            "readOnly": true
          },
          "jsonType": "number",
          "sqlType": "numeric",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "net",
          "title": "Net",
          "schema": {
            "type": "integer",
            "title": "Net",
            "readOnly": true,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax",
          "title": "Tax",
          "schema": {
            "type": "integer",
            "title": "Tax",
            "readOnly": true,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "gross",
          "title": "Gross",
          "schema": {
            "type": "integer",
            "title": "Gross",
            "readOnly": true,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "qty_received",
          "title": "Received",
          "schema": {
            "type": "integer",
            "title": "Received",
            "readOnly": true,
            "default": 0,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "childOf": {
        "entity": "purchase-order",
        "foreignKey": "purchase_order_id"
      },
      "unique": [],
      "indexes": [
        {
          "name": "purchase_order_lines_product_id_index",
          "fields": [
            "product_id"
          ]
        },
        {
          "name": "purchase_order_lines_tax_id_index",
          "fields": [
            "tax_id"
          ]
        }
      ],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "purchase-order",
      "typeName": "PurchaseOrder",
      "resource": "purchase-orders",
      "table": "purchase_orders",
      "title": "Purchase order",
      "description": "An order placed with a supplier. A body of `supplier_id` and `lines` (product, quantity, unit cost) makes a DRAFT: the number (PO-000045, per account) is given by the server, the currency defaults to the supplier's, the delivery location to the account's default location (its address is kept as a snapshot), each line's SKU and description come from the product and its tax rate is copied from the tax (the product's when none is named), and every total is computed by the server in integer minor units (tax per line, rounded half away from zero). `send` (DRAFT → SENT) counts the open lines as `incoming` stock; receiving raises on-hand at the delivery location and lowers incoming, where stock levels exist. Receiving is `POST /api/purchase-orders/:id/receive` with `{lines: [{line_id, qty}]}` for what arrived (SENT or PARTIALLY_RECEIVED → PARTIALLY_RECEIVED or RECEIVED) or the `receive-all` transition for everything still open; receiving more than was ordered is refused, line by line. `complete` closes a received order, or short-closes a partly received one (the rest no longer counts as incoming); `cancel` is for DRAFT and SENT orders. `archive` and `unarchive` are for COMPLETED and CANCELLED orders only: they keep the status, set `archived`/`archived_at`, and decide which list shows the order (the `archive` permission reads archived orders). Lines can change only while nothing has been received; received, completed and cancelled orders are read-only. Holders of `purchaseOrders` have full access.",
      "sourceFile": "schemas/entities/purchase-order.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "purchaseOrders",
      "labelField": "number",
      "searchFields": [
        "number",
        "supplier_name",
        "supplier_ref"
      ],
      "listColumns": [
        "number",
        "order_date",
        "supplier_name",
        "status",
        "expected_date",
        "total",
        "currency"
      ],
      "defaultSort": {
        "field": "order_date",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "number",
          "title": "Number",
          "schema": {
            "type": "string",
            "title": "Number",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "DRAFT",
              "SENT",
              "PARTIALLY_RECEIVED",
              "RECEIVED",
              "COMPLETED",
              "CANCELLED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "DRAFT",
            "SENT",
            "PARTIALLY_RECEIVED",
            "RECEIVED",
            "COMPLETED",
            "CANCELLED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "archived",
          "title": "Archived",
          "schema": {
            "type": "boolean",
            "title": "Archived",
            "readOnly": true,
            "default": false
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "archived_at",
          "title": "Archived at",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Archived at",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "supplier_id",
          "title": "Supplier",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Supplier",
            "x-ref": {
              "entity": "relationship",
              "where": {
                "type": "SUPPLIER"
              }
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "relationship",
            "resource": "relationships",
            "table": "relationships",
            "where": {
              "type": "SUPPLIER"
            },
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "supplier_name",
          "title": "Supplier name",
          "description": "Snapshot of the supplier's name, for search and lists.",
          "schema": {
            "type": "string",
            "title": "Supplier name",
            "readOnly": true,
            "description": "Snapshot of the supplier's name, for search and lists."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "supplier_ref",
          "title": "Supplier's reference",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Supplier's reference",
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "deliver_to_location_id",
          "title": "Deliver to",
          "description": "The account's default location when not given.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Deliver to",
            "x-ref": {
              "entity": "location"
            },
            "description": "The account's default location when not given."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "location",
            "resource": "locations",
            "table": "locations",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "deliver_to",
          "title": "Delivery address",
          "description": "Snapshot of the delivery location's address.",
          "schema": {
            "type": [
              "object",
              "null"
            ],
            "title": "Delivery address",
            "readOnly": true,
            "description": "Snapshot of the delivery location's address."
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Currency",
          "description": "The supplier's currency when not given.",
          "schema": {
            "type": "string",
            "title": "Currency",
            "pattern": "^[A-Z]{3}$",
            "x-format": "currency",
            "description": "The supplier's currency when not given."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "checkFormat": "currency",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "order_date",
          "title": "Order date",
          "description": "Today when not given.",
          "schema": {
            "type": "string",
            "format": "date",
            "title": "Order date",
            "description": "Today when not given."
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "expected_date",
          "title": "Expected",
          "description": "Not before the order date.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "Expected",
            "description": "Not before the order date."
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "notes",
          "title": "Notes",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Notes",
            "maxLength": 5000,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "subtotal",
          "title": "Subtotal",
          "schema": {
            "type": "integer",
            "title": "Subtotal",
            "readOnly": true,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax_total",
          "title": "Tax",
          "schema": {
            "type": "integer",
            "title": "Tax",
            "readOnly": true,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "total",
          "title": "Total",
          "schema": {
            "type": "integer",
            "title": "Total",
            "readOnly": true,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sent_at",
          "title": "Sent",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Sent",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "received_at",
          "title": "Fully received",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Fully received",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "lines",
          "title": "Lines",
          "schema": {
            "type": "array",
            "title": "Lines",
            "minItems": 1,
            "maxItems": 500,
            "items": {
              "$ref": "purchase-order-line.schema.json"
            },
            "x-children": {
              "entity": "purchase-order-line",
              "foreignKey": "purchase_order_id",
              "orderBy": "position"
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": true,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "custom_fields",
          "title": "Custom fields",
          "description": "Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.",
          "schema": {
            "type": "object",
            "title": "Custom fields",
            "description": "Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.",
            "default": {}
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": {},
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [
        {
          "field": "lines",
          "entity": "purchase-order-line",
          "table": "purchase_order_lines",
          "foreignKey": "purchase_order_id",
          "orderBy": "position"
        }
      ],
      "numbering": {
        "field": "number",
        "prefix": "PO-",
        "width": 6,
        "sequence": "purchase_orders.number"
      },
      "stateMachine": {
        "field": "status",
        "initial": "DRAFT",
        "states": [
          "DRAFT",
          "SENT",
          "PARTIALLY_RECEIVED",
          "RECEIVED",
          "COMPLETED",
          "CANCELLED"
        ],
        "transitions": [
          {
            "name": "send",
            "label": "Mark sent",
            "from": [
              "DRAFT"
            ],
            "to": "SENT",
            "remember": false,
            "set": {
              "sent_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "receive-all",
            "label": "Receive everything",
            "from": [
              "SENT",
              "PARTIALLY_RECEIVED"
            ],
            "to": "RECEIVED",
            "remember": false,
            "set": {
              "received_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "complete",
            "label": "Complete",
            "from": [
              "PARTIALLY_RECEIVED",
              "RECEIVED"
            ],
            "to": "COMPLETED",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "cancel",
            "label": "Cancel",
            "from": [
              "DRAFT",
              "SENT"
            ],
            "to": "CANCELLED",
            "remember": false,
            "set": {},
            "confirm": "Cancel this purchase order? Nothing more can be received against it.",
            "destructive": true,
            "bySystem": false
          },
          {
            "name": "archive",
            "label": "Archive",
            "from": [
              "COMPLETED",
              "CANCELLED"
            ],
            "to": "$same",
            "remember": false,
            "set": {
              "archived": true,
              "archived_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "unarchive",
            "label": "Unarchive",
            "from": [
              "COMPLETED",
              "CANCELLED"
            ],
            "to": "$same",
            "remember": false,
            "set": {
              "archived": false,
              "archived_at": null
            },
            "destructive": false,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [],
      "indexes": [
        {
          "name": "purchase_orders_status_order_date_index",
          "fields": [
            "status",
            "order_date"
          ]
        },
        {
          "name": "purchase_orders_archived_order_date_index",
          "fields": [
            "archived",
            "order_date"
          ]
        },
        {
          "name": "purchase_orders_order_date_index",
          "fields": [
            "order_date"
          ]
        },
        {
          "name": "purchase_orders_supplier_id_index",
          "fields": [
            "supplier_id"
          ]
        },
        {
          "name": "purchase_orders_deliver_to_location_id_index",
          "fields": [
            "deliver_to_location_id"
          ]
        }
      ],
      "naturalKey": [
        "number"
      ],
      "readOnlyWhen": {
        "field": "status",
        "in": [
          "RECEIVED",
          "COMPLETED",
          "CANCELLED"
        ]
      },
      "customFields": {
        "field": null,
        "targets": {
          "*": "purchase-orders"
        }
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "relationship",
      "typeName": "Relationship",
      "resource": "relationships",
      "table": "relationships",
      "title": "Relationship",
      "description": "A customer or a supplier: one table with a `type`, because many businesses are both and the fields are the same. Codes are unique per account and type. `credit_limit` applies to customers, `lead_time_days` to suppliers. It has no blanket permission: the permissions manifest grants customers to `orders` and `customers`, suppliers to `purchaseOrders` (and read-only to `suppliers`).",
      "sourceFile": "schemas/entities/relationship.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "name",
      "searchFields": [
        "name",
        "code",
        "company",
        "email"
      ],
      "listColumns": [
        "type",
        "code",
        "name",
        "company",
        "email",
        "currency"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "type",
          "title": "Type",
          "schema": {
            "type": "string",
            "title": "Type",
            "enum": [
              "CUSTOMER",
              "SUPPLIER"
            ],
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "enum": [
            "CUSTOMER",
            "SUPPLIER"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "code",
          "title": "Code",
          "description": "A short reference such as ACME01; unique per account among customers (or among suppliers).",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Code",
            "maxLength": 32,
            "pattern": "^[A-Za-z0-9_-]+$",
            "x-trim": true,
            "description": "A short reference such as ACME01; unique per account among customers (or among suppliers)."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "company",
          "title": "Company",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Company",
            "maxLength": 120
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "email",
          "title": "Email",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Email",
            "format": "email",
            "maxLength": 254
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "email",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "phone",
          "title": "Phone",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Phone",
            "maxLength": 32
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "vat_number",
          "title": "VAT number",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "VAT number",
            "maxLength": 20,
            "x-format": "vat"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "checkFormat": "vat",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "eori",
          "title": "EORI",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "EORI",
            "pattern": "^[A-Z]{2}[0-9A-Z]{1,15}$"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Currency",
          "schema": {
            "type": "string",
            "title": "Currency",
            "pattern": "^[A-Z]{3}$",
            "default": "GBP",
            "x-format": "currency"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "GBP",
          "checkFormat": "currency",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "payment_terms_days",
          "title": "Payment terms (days)",
          "schema": {
            "type": "integer",
            "title": "Payment terms (days)",
            "minimum": 0,
            "maximum": 365,
            "default": 30
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 30,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "credit_limit",
          "title": "Credit limit",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Credit limit",
            "minimum": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "lead_time_days",
          "title": "Lead time (days)",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Lead time (days)",
            "minimum": 0,
            "maximum": 365
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "addresses",
          "title": "Addresses",
          "schema": {
            "type": "array",
            "title": "Addresses",
            "default": [],
            "maxItems": 20,
            "items": {
              "allOf": [
                {
                  "$ref": "address.schema.json"
                }
              ],
              "type": "object",
              "properties": {
                "kind": {
                  "type": "string",
                  "title": "Kind",
                  "enum": [
                    "BILLING",
                    "SHIPPING",
                    "BOTH"
                  ],
                  "default": "BOTH"
                },
                "is_default": {
                  "type": "boolean",
                  "title": "Default",
                  "default": false
                }
              },
              "unevaluatedProperties": false
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "custom_fields",
          "title": "Custom fields",
          "description": "Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.",
          "schema": {
            "type": "object",
            "title": "Custom fields",
            "description": "Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.",
            "default": {}
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": {},
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "relationships_type_code_unique",
          "fields": [
            "type",
            "code"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another relationship of this type"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "type",
        "code"
      ],
      "customFields": {
        "field": "type",
        "targets": {
          "CUSTOMER": "customers",
          "SUPPLIER": "suppliers"
        }
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "report",
      "typeName": "Report",
      "resource": "reports",
      "table": "reports",
      "title": "Report",
      "description": "A saved report over one dataset: orders, order lines, products, stock, purchase orders, returns or settlements. Every field it names (columns, filters, grouping, aggregates, sort, date field) must be one the dataset offers, which is the dataset entity's own scalar fields (no secrets, nothing internal; order lines add their order's number, date, status and currency); this is checked on every save, so a report never carries SQL, and a field of a dataset that does not exist yet is refused. Left empty, `columns` are the dataset's list columns and `date_field` its natural date. With `group_by`, the rows are one per group with the `aggregates` (count, or sum, avg, min and max of numeric fields); without it, the rows are the records. `GET /api/reports/:id/run` returns `{columns, rows, total, truncated}` for the table, the chart and the CSV, reading the dataset with the runner's own permissions (orders need `orders`, purchase orders `purchaseOrders`, and so on): someone may keep a report they cannot run. Guarded by the `reports` permission.",
      "sourceFile": "schemas/entities/report.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "reports",
      "labelField": "name",
      "searchFields": [
        "name",
        "description"
      ],
      "listColumns": [
        "name",
        "dataset",
        "chart_type",
        "date_range",
        "updated_at"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "description",
          "title": "Description",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Description",
            "maxLength": 1000,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "dataset",
          "title": "Dataset",
          "schema": {
            "type": "string",
            "title": "Dataset",
            "enum": [
              "orders",
              "order_lines",
              "products",
              "stock",
              "purchase_orders",
              "returns",
              "settlements"
            ]
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "orders",
            "order_lines",
            "products",
            "stock",
            "purchase_orders",
            "returns",
            "settlements"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "columns",
          "title": "Columns",
          "description": "Field names of the dataset; its list columns when empty.",
          "schema": {
            "type": "array",
            "title": "Columns",
            "maxItems": 30,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "pattern": "^[a-z][a-z0-9_]*$",
              "maxLength": 64
            },
            "description": "Field names of the dataset; its list columns when empty."
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "filters",
          "title": "Filters",
          "schema": {
            "type": "array",
            "title": "Filters",
            "default": [],
            "maxItems": 20,
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "field",
                "operator"
              ],
              "properties": {
                "field": {
                  "type": "string",
                  "title": "Field",
                  "pattern": "^[a-z][a-z0-9_]*$",
                  "maxLength": 64
                },
                "operator": {
                  "type": "string",
                  "title": "Operator",
                  "enum": [
                    "eq",
                    "ne",
                    "gt",
                    "gte",
                    "lt",
                    "lte",
                    "in",
                    "nin",
                    "contains",
                    "is_null",
                    "not_null"
                  ]
                },
                "value": {
                  "type": [
                    "string",
                    "number",
                    "boolean",
                    "null"
                  ],
                  "title": "Value"
                },
                "values": {
                  "type": "array",
                  "title": "Values (in, not in)",
                  "maxItems": 100,
                  "items": {
                    "type": [
                      "string",
                      "number"
                    ]
                  }
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "group_by",
          "title": "Group by",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Group by",
            "pattern": "^[a-z][a-z0-9_]*$",
            "maxLength": 64
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "aggregates",
          "title": "Aggregates",
          "schema": {
            "type": "array",
            "title": "Aggregates",
            "default": [],
            "maxItems": 10,
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "fn"
              ],
              "properties": {
                "fn": {
                  "type": "string",
                  "title": "Function",
                  "enum": [
                    "count",
                    "sum",
                    "avg",
                    "min",
                    "max"
                  ]
                },
                "field": {
                  "type": "string",
                  "title": "Field",
                  "pattern": "^[a-z][a-z0-9_]*$",
                  "maxLength": 64,
                  "description": "Not needed for count."
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "sort_field",
          "title": "Sort by",
          "description": "A column, the group, or an aggregate named like `sum_total`.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Sort by",
            "pattern": "^[a-z][a-z0-9_]*$",
            "maxLength": 64,
            "description": "A column, the group, or an aggregate named like `sum_total`."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sort_order",
          "title": "Sort order",
          "schema": {
            "type": "string",
            "title": "Sort order",
            "enum": [
              "ASC",
              "DESC"
            ],
            "default": "DESC"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "ASC",
            "DESC"
          ],
          "default": "DESC",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "date_field",
          "title": "Date field",
          "description": "A date field of the dataset; its natural date when empty.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Date field",
            "pattern": "^[a-z][a-z0-9_]*$",
            "maxLength": 64,
            "description": "A date field of the dataset; its natural date when empty."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "date_range",
          "title": "Date range",
          "schema": {
            "type": "string",
            "title": "Date range",
            "enum": [
              "ALL_TIME",
              "TODAY",
              "LAST_7_DAYS",
              "LAST_30_DAYS",
              "THIS_MONTH",
              "LAST_MONTH",
              "THIS_YEAR",
              "CUSTOM"
            ],
            "default": "LAST_30_DAYS"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "ALL_TIME",
            "TODAY",
            "LAST_7_DAYS",
            "LAST_30_DAYS",
            "THIS_MONTH",
            "LAST_MONTH",
            "THIS_YEAR",
            "CUSTOM"
          ],
          "default": "LAST_30_DAYS",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "date_from",
          "title": "From",
          "description": "CUSTOM range: first day (open when empty).",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "From",
            "description": "CUSTOM range: first day (open when empty)."
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "date_to",
          "title": "To",
          "description": "CUSTOM range: last day (open when empty).",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "To",
            "description": "CUSTOM range: last day (open when empty)."
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "chart_type",
          "title": "Chart",
          "schema": {
            "type": "string",
            "title": "Chart",
            "enum": [
              "TABLE",
              "BAR",
              "LINE",
              "PIE"
            ],
            "default": "TABLE"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "TABLE",
            "BAR",
            "LINE",
            "PIE"
          ],
          "default": "TABLE",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "row_limit",
          "title": "Row limit",
          "schema": {
            "type": "integer",
            "title": "Row limit",
            "minimum": 1,
            "maximum": 5000,
            "default": 1000
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 1000,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "reports_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another report"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "name"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [
        {
          "when": {
            "required": [
              "date_from",
              "date_to"
            ],
            "properties": {
              "date_from": {
                "type": "string"
              },
              "date_to": {
                "type": "string"
              }
            }
          },
          "check": {
            "properties": {
              "date_to": {
                "type": "string",
                "format": "date",
                "formatMinimum": {
                  "$data": "1/date_from"
                }
              }
            }
          },
          "pointer": "/date_to",
          "message": "is before the start of the range"
        }
      ]
    },
    {
      "name": "responsible-person",
      "typeName": "ResponsiblePerson",
      "resource": "responsible-persons",
      "table": "responsible_persons",
      "title": "Responsible person",
      "description": "An economic operator established in the EU who is responsible for a product's safety under the General Product Safety Regulation (EU) 2023/988: its name, postal address (in an EU member state) and an electronic address: an `email` or a `contact_url` (a web form), at least one of the two; a phone number is optional. Products name up to 5 of them (eBay shows at most 5 per listing). Part of the Golden Ticket programme: only accounts with the goldenTicket and responsiblePerson flags may read or write them (the entity's flags: without them no permission rule covers it, so every request is a 403 naming the missing flags; platform admins always may). Names are unique per account (case-insensitive).",
      "sourceFile": "schemas/entities/responsible-person.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "name",
      "searchFields": [
        "name",
        "email"
      ],
      "listColumns": [
        "name",
        "role",
        "email",
        "phone",
        "updated_at"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "description": "The registered name of the company or person.",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 200,
            "x-trim": true,
            "description": "The registered name of the company or person."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "role",
          "title": "Role",
          "schema": {
            "type": "string",
            "title": "Role",
            "enum": [
              "MANUFACTURER",
              "IMPORTER",
              "AUTHORISED_REPRESENTATIVE",
              "FULFILMENT_SERVICE_PROVIDER"
            ]
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "MANUFACTURER",
            "IMPORTER",
            "AUTHORISED_REPRESENTATIVE",
            "FULFILMENT_SERVICE_PROVIDER"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "address",
          "title": "Postal address",
          "schema": {
            "type": "object",
            "$ref": "address.schema.json",
            "title": "Postal address",
            "unevaluatedProperties": false,
            "properties": {
              "country": {
                "type": "string",
                "title": "Country (EU)",
                "enum": [
                  "AT",
                  "BE",
                  "BG",
                  "HR",
                  "CY",
                  "CZ",
                  "DK",
                  "EE",
                  "FI",
                  "FR",
                  "DE",
                  "GR",
                  "HU",
                  "IE",
                  "IT",
                  "LV",
                  "LT",
                  "LU",
                  "MT",
                  "NL",
                  "PL",
                  "PT",
                  "RO",
                  "SK",
                  "SI",
                  "ES",
                  "SE"
                ],
                "description": "An EU member state: GPSR needs the responsible person established in the EU."
              }
            }
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "email",
          "title": "Email",
          "description": "Required unless a contact URL is given.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Email",
            "format": "email",
            "maxLength": 254,
            "x-trim": true,
            "x-lowercase": true,
            "description": "Required unless a contact URL is given."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "email",
          "trim": true,
          "lowercase": true,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "contact_url",
          "title": "Contact web form",
          "description": "An https:// page where consumers can reach them; required unless an email is given.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Contact web form",
            "format": "uri",
            "pattern": "^https://",
            "maxLength": 2048,
            "x-trim": true,
            "description": "An https:// page where consumers can reach them; required unless an email is given."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uri",
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "phone",
          "title": "Phone",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Phone",
            "maxLength": 32,
            "pattern": "^\\+?[0-9 ()-]{6,32}$",
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "responsible_persons_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another responsible person"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "name"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [
        "goldenTicket",
        "responsiblePerson"
      ],
      "conditions": [
        {
          "if": {
            "properties": {
              "email": {
                "type": "null"
              }
            }
          },
          "then": {
            "required": [
              "contact_url"
            ],
            "properties": {
              "contact_url": {
                "type": "string"
              }
            }
          }
        }
      ],
      "rules": []
    },
    {
      "name": "return-line",
      "typeName": "ReturnLine",
      "resource": null,
      "table": "return_lines",
      "title": "Return line",
      "description": "Units of one order line coming back. The order line is named by `order_line_id` or by `sku`. `received_qty` ≤ `qty` and `damaged_qty` ≤ `received_qty` are recorded when the parcel arrives; only received, undamaged units go back to stock. `reason` is free text so that each merchant keeps its own list of reasons (return settings).",
      "sourceFile": "schemas/entities/return-line.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "sku",
      "searchFields": [
        "sku"
      ],
      "listColumns": [
        "sku",
        "position",
        "return_id",
        "order_line_id",
        "description",
        "qty"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "position",
          "title": "Position",
          "schema": {
            "type": "integer",
            "title": "Position",
            "readOnly": true,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "return_id",
          "title": "Return",
          "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored.",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Return",
            "readOnly": true,
            "x-ui": {
              "hidden": true
            },
            "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "order_line_id",
          "title": "Order line",
          "description": "The id of a line of the document's order (checked by the server, which also accepts the line's SKU instead).",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Order line",
            "x-ui": {
              "hidden": true
            },
            "description": "The id of a line of the document's order (checked by the server, which also accepts the line's SKU instead)."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "sku",
          "title": "SKU",
          "schema": {
            "type": "string",
            "title": "SKU",
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "description",
          "title": "Description",
          "schema": {
            "type": "string",
            "title": "Description",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "qty",
          "title": "Quantity",
          "schema": {
            "type": "integer",
            "title": "Quantity",
            "minimum": 1,
            "maximum": 1000000
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "received_qty",
          "title": "Received",
          "schema": {
            "type": "integer",
            "title": "Received",
            "minimum": 0,
            "maximum": 1000000,
            "default": 0
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "damaged_qty",
          "title": "Damaged",
          "schema": {
            "type": "integer",
            "title": "Damaged",
            "minimum": 0,
            "maximum": 1000000,
            "default": 0
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "reason",
          "title": "Reason",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Reason",
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "childOf": {
        "entity": "return",
        "foreignKey": "return_id"
      },
      "unique": [],
      "indexes": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "return-settings",
      "typeName": "ReturnSettings",
      "resource": "return-settings",
      "table": "return_settings",
      "title": "Return settings",
      "description": "How the account takes returns, one record per account (a singleton: GET and PUT /api/return-settings). `reasons` is the merchant's own list of return reasons: each a `code` (unique, upper case), the `label` staff and customers see, and whether units returned for it go back to stock (`restock`: a faulty item does not). While the list is not empty, a return line that gives a `reason` must name one of them, by code or by label (case-insensitive). `return_window_days` (UK consumer default 14) is how many days after the order's date a return may still be requested; a later request is refused, naming the last day; 0 turns the check off. `restock_undamaged`: received, undamaged units go back on hand when a return is received (off: the warehouse restocks by hand). `restocking_fee_percent` is withheld from the most that may be refunded for the returned lines (never from shipping). `require_authorisation`: new returns wait for someone to authorise them; off, a return created with lines starts AUTHORISED. `rma_prefix` starts the RMA numbers of new returns (RMA-000012). Guarded by the `returnSettings` permission; partners read their clients' settings.",
      "sourceFile": "schemas/entities/return-settings.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "returnSettings",
      "labelField": "rma_prefix",
      "searchFields": [],
      "listColumns": [
        "rma_prefix",
        "return_window_days",
        "restock_undamaged",
        "restocking_fee_percent",
        "require_authorisation"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "reasons",
          "title": "Return reasons",
          "description": "The reasons a return line may give (by code or label). Codes are unique. Empty: any text is accepted.",
          "schema": {
            "type": "array",
            "title": "Return reasons",
            "maxItems": 50,
            "default": [],
            "x-ui": {
              "order": 1
            },
            "description": "The reasons a return line may give (by code or label). Codes are unique. Empty: any text is accepted.",
            "items": {
              "type": "object",
              "required": [
                "code",
                "label"
              ],
              "additionalProperties": false,
              "properties": {
                "code": {
                  "type": "string",
                  "title": "Code",
                  "pattern": "^[A-Z][A-Z0-9_]{0,31}$",
                  "description": "Upper-case letters, digits and _, e.g. DAMAGED."
                },
                "label": {
                  "type": "string",
                  "title": "Label",
                  "minLength": 1,
                  "maxLength": 80
                },
                "restock": {
                  "type": "boolean",
                  "title": "Back to stock",
                  "default": true,
                  "description": "Received, undamaged units returned for this reason go back on hand."
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {
            "order": 1
          }
        },
        {
          "name": "return_window_days",
          "title": "Return window (days)",
          "schema": {
            "type": "integer",
            "title": "Return window (days)",
            "minimum": 0,
            "maximum": 365,
            "default": 14,
            "x-ui": {
              "order": 2,
              "help": "Days after the order date a return may be requested; 0 for no limit."
            }
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 14,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 2,
            "help": "Days after the order date a return may be requested; 0 for no limit."
          }
        },
        {
          "name": "restock_undamaged",
          "title": "Restock undamaged units on receipt",
          "schema": {
            "type": "boolean",
            "title": "Restock undamaged units on receipt",
            "default": true,
            "x-ui": {
              "order": 3
            }
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 3
          }
        },
        {
          "name": "restocking_fee_percent",
          "title": "Restocking fee (%)",
          "schema": {
            "type": "number",
            "title": "Restocking fee (%)",
            "minimum": 0,
            "maximum": 100,
            "multipleOf": 0.01,
            "default": 0,
            "x-ui": {
              "order": 4,
              "help": "Withheld from the refund of the returned lines (not from shipping)."
            }
          },
          "jsonType": "number",
          "sqlType": "numeric",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 4,
            "help": "Withheld from the refund of the returned lines (not from shipping)."
          }
        },
        {
          "name": "require_authorisation",
          "title": "Returns need authorisation",
          "schema": {
            "type": "boolean",
            "title": "Returns need authorisation",
            "default": true,
            "x-ui": {
              "order": 5
            }
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 5
          }
        },
        {
          "name": "rma_prefix",
          "title": "RMA prefix",
          "schema": {
            "type": "string",
            "title": "RMA prefix",
            "pattern": "^[A-Z][A-Z0-9]{0,7}-$",
            "default": "RMA-",
            "x-trim": true,
            "x-ui": {
              "order": 6,
              "help": "Upper-case letters and digits ending with a dash, e.g. RMA- or RET-."
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "RMA-",
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 6,
            "help": "Upper-case letters and digits ending with a dash, e.g. RMA- or RET-."
          }
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [],
      "indexes": [],
      "naturalKey": [],
      "singleton": true,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "return",
      "typeName": "Return",
      "resource": "returns",
      "table": "returns",
      "title": "Return",
      "description": "A customer's return (RMA) against one sales order. A body of `order_id` is enough: the RMA number (RMA-000012, per account) is given by the server, the customer, currency and order number are copied from the order, and when `lines` are left out they default to every unit of the order not yet returned. A line names its order line by `order_line_id` or by `sku`, and may not ask for more than was ordered less what is already returned. `authorise` needs at least one line. Before `receive`, the warehouse records per line `received_qty` and `damaged_qty` (left at 0 they mean: all requested units arrived undamaged); `receive` refuses more than was shipped and not yet returned, raises the order lines' `returned_qty`, moves a shipped order to PARTIALLY_RETURNED or RETURNED (recorded in its history) and, where stock levels exist, puts only received, undamaged units back on hand at `location_id`. `refund_amount` may never exceed what was paid for the returned lines (their share of each line's gross) plus the order's shipping, nor what is left of the order's total after other refunded returns; an unpaid order allows no refund. The limit is checked on every save and again by `refund`, which needs an amount above zero. Guarded by the `returns` permission.",
      "sourceFile": "schemas/entities/return.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "returns",
      "labelField": "rma_number",
      "searchFields": [
        "rma_number",
        "order_number",
        "customer_name"
      ],
      "listColumns": [
        "rma_number",
        "order_number",
        "customer_name",
        "status",
        "refund_amount",
        "currency",
        "created_at"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "rma_number",
          "title": "RMA number",
          "schema": {
            "type": "string",
            "title": "RMA number",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "REQUESTED",
              "AUTHORISED",
              "RECEIVED",
              "REFUNDED",
              "REJECTED",
              "CANCELLED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "REQUESTED",
            "AUTHORISED",
            "RECEIVED",
            "REFUNDED",
            "REJECTED",
            "CANCELLED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "order_id",
          "title": "Order",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Order",
            "x-ref": {
              "entity": "sales-order"
            },
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-order",
            "resource": "sales-orders",
            "table": "sales_orders",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "order_number",
          "title": "Order number",
          "schema": {
            "type": "string",
            "title": "Order number",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "customer_id",
          "title": "Customer",
          "description": "The order's customer, copied by the server.",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Customer",
            "readOnly": true,
            "x-ref": {
              "entity": "relationship",
              "where": {
                "type": "CUSTOMER"
              }
            },
            "description": "The order's customer, copied by the server."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "relationship",
            "resource": "relationships",
            "table": "relationships",
            "where": {
              "type": "CUSTOMER"
            },
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "customer_name",
          "title": "Customer name",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Customer name",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Currency",
          "description": "The order's currency.",
          "schema": {
            "type": "string",
            "title": "Currency",
            "readOnly": true,
            "description": "The order's currency."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "location_id",
          "title": "Return to",
          "description": "Where the goods come back to; the account's default location when not given.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Return to",
            "x-ref": {
              "entity": "location"
            },
            "description": "Where the goods come back to; the account's default location when not given."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "location",
            "resource": "locations",
            "table": "locations",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "refund_amount",
          "title": "Refund",
          "schema": {
            "type": "integer",
            "title": "Refund",
            "minimum": 0,
            "default": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "customer_comment",
          "title": "Customer's comment",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Customer's comment",
            "maxLength": 2000,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "notes",
          "title": "Notes",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Notes",
            "maxLength": 2000,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "authorised_at",
          "title": "Authorised",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Authorised",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "received_at",
          "title": "Received",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Received",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "refunded_at",
          "title": "Refunded",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Refunded",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "lines",
          "title": "Lines",
          "schema": {
            "type": "array",
            "title": "Lines",
            "maxItems": 500,
            "items": {
              "$ref": "return-line.schema.json"
            },
            "x-children": {
              "entity": "return-line",
              "foreignKey": "return_id",
              "orderBy": "position"
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": true,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [
        {
          "field": "lines",
          "entity": "return-line",
          "table": "return_lines",
          "foreignKey": "return_id",
          "orderBy": "position"
        }
      ],
      "numbering": {
        "field": "rma_number",
        "prefix": "RMA-",
        "width": 6,
        "sequence": "returns.rma_number"
      },
      "stateMachine": {
        "field": "status",
        "initial": "REQUESTED",
        "states": [
          "REQUESTED",
          "AUTHORISED",
          "RECEIVED",
          "REFUNDED",
          "REJECTED",
          "CANCELLED"
        ],
        "transitions": [
          {
            "name": "authorise",
            "label": "Authorise",
            "from": [
              "REQUESTED"
            ],
            "to": "AUTHORISED",
            "remember": false,
            "set": {
              "authorised_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "reject",
            "label": "Reject",
            "from": [
              "REQUESTED"
            ],
            "to": "REJECTED",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "receive",
            "label": "Mark received",
            "from": [
              "AUTHORISED"
            ],
            "to": "RECEIVED",
            "remember": false,
            "set": {
              "received_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "refund",
            "label": "Refund",
            "from": [
              "RECEIVED"
            ],
            "to": "REFUNDED",
            "remember": false,
            "set": {
              "refunded_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "cancel",
            "label": "Cancel",
            "from": [
              "REQUESTED",
              "AUTHORISED"
            ],
            "to": "CANCELLED",
            "remember": false,
            "set": {},
            "confirm": "Cancel this return? The customer's request is closed.",
            "destructive": true,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [],
      "indexes": [
        {
          "name": "returns_status_created_at_index",
          "fields": [
            "status",
            "created_at"
          ]
        },
        {
          "name": "returns_order_id_index",
          "fields": [
            "order_id"
          ]
        },
        {
          "name": "returns_customer_id_index",
          "fields": [
            "customer_id"
          ]
        },
        {
          "name": "returns_location_id_index",
          "fields": [
            "location_id"
          ]
        }
      ],
      "naturalKey": [
        "rma_number"
      ],
      "readOnlyWhen": {
        "field": "status",
        "in": [
          "REFUNDED",
          "REJECTED",
          "CANCELLED"
        ]
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "sales-channel",
      "typeName": "SalesChannel",
      "resource": "sales-channels",
      "table": "sales_channels",
      "title": "Sales channel",
      "description": "A marketplace account or shop the merchant sells through (eBay, Amazon, Etsy, Wish, OnBuy, Shopify or Sellyard's own web store). The `type` is fixed once created. eBay and Amazon channels name their `marketplace` (eBay marketplace id such as EBAY_GB; Amazon marketplace id such as A1F83G8C2ARO7P for amazon.co.uk); Shopify channels name their `shop_domain` (name.myshopify.com). `credentials` (API keys or OAuth tokens) are write-only, encrypted at rest and never returned: records say only `credentials_set`. eBay, Amazon, Shopify, Etsy (with PKCE) and Wish are connected by OAuth: POST /api/sales-channels/:id/connect issues a one-time `state` (valid 15 minutes, bound to the user) and the marketplace's redirect to /settings/<type>-connect is completed by /api/channel-connect/<type>, which stores the token and marks the channel CONNECTED. Status: DISCONNECTED → CONNECTED (`verify`: needs stored credentials, except the web store, which has nothing to connect to) → TOKEN_EXPIRED | ERROR; `disconnect` wipes the credentials; `sync` imports new orders now; `resync-stock` sends every live listing's quantity again; when the marketplace refuses the stored token (and a refresh fails), the sync moves the channel to DISCONNECTED itself (`lose-access`) and says why in `last_error`. `environment` SANDBOX sends every call to the built-in sandbox marketplace (README, Marketplaces); LIVE to the marketplace itself. Names and order prefixes are unique per account (case-insensitive); `location_priority` lists this account's locations, first choice first, for stock allocation.",
      "sourceFile": "schemas/entities/sales-channel.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "salesChannels",
      "labelField": "name",
      "searchFields": [
        "name",
        "marketplace",
        "shop_domain"
      ],
      "listColumns": [
        "name",
        "type",
        "marketplace",
        "status",
        "import_orders",
        "sync_stock",
        "sync_price"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "type",
          "title": "Channel",
          "schema": {
            "type": "string",
            "title": "Channel",
            "enum": [
              "EBAY",
              "AMAZON",
              "ETSY",
              "WISH",
              "ONBUY",
              "SHOPIFY",
              "STORE"
            ],
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "enum": [
            "EBAY",
            "AMAZON",
            "ETSY",
            "WISH",
            "ONBUY",
            "SHOPIFY",
            "STORE"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 80,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "marketplace",
          "title": "Marketplace / site",
          "description": "eBay: the marketplace id (EBAY_GB, EBAY_DE, ...). Amazon: the marketplace id (A1F83G8C2ARO7P amazon.co.uk, A1PA6795UKMFR9 .de, A13V1IB3VIYZZH .fr, APJ6JRA9NG5V4 .it, A1RKKUPIHCS9HS .es, A1805IZSGTT6HS .nl, ATVPDKIKX0DER .com). Required for both; other channels have a single site.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Marketplace / site",
            "maxLength": 20,
            "pattern": "^[A-Z0-9_]+$",
            "x-trim": true,
            "description": "eBay: the marketplace id (EBAY_GB, EBAY_DE, ...). Amazon: the marketplace id (A1F83G8C2ARO7P amazon.co.uk, A1PA6795UKMFR9 .de, A13V1IB3VIYZZH .fr, APJ6JRA9NG5V4 .it, A1RKKUPIHCS9HS .es, A1805IZSGTT6HS .nl, ATVPDKIKX0DER .com). Required for both; other channels have a single site."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "shop_domain",
          "title": "Shop domain",
          "description": "Shopify: the shop's myshopify.com domain (required; the connect callback must come from this shop). Web store: its domain.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Shop domain",
            "maxLength": 255,
            "pattern": "^[a-z0-9][a-z0-9.-]*\\.[a-z]{2,}$",
            "x-trim": true,
            "x-lowercase": true,
            "description": "Shopify: the shop's myshopify.com domain (required; the connect callback must come from this shop). Web store: its domain."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": true,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Connection",
          "schema": {
            "type": "string",
            "title": "Connection",
            "enum": [
              "DISCONNECTED",
              "CONNECTED",
              "TOKEN_EXPIRED",
              "ERROR"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "DISCONNECTED",
            "CONNECTED",
            "TOKEN_EXPIRED",
            "ERROR"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "connected_at",
          "title": "Connected at",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Connected at",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "credentials",
          "title": "Credentials",
          "description": "API keys or OAuth tokens, as name/value pairs (api_key, api_secret, access_token, refresh_token, ...). Write-only and encrypted at rest: never returned; send it only to replace the stored one, or null to remove it.",
          "schema": {
            "type": [
              "object",
              "null"
            ],
            "title": "Credentials",
            "description": "API keys or OAuth tokens, as name/value pairs (api_key, api_secret, access_token, refresh_token, ...). Write-only and encrypted at rest: never returned; send it only to replace the stored one, or null to remove it.",
            "maxProperties": 20,
            "propertyNames": {
              "pattern": "^[a-z][a-z0-9_]{0,63}$"
            },
            "additionalProperties": {
              "type": "string",
              "minLength": 1,
              "maxLength": 4096
            },
            "x-secret": true
          },
          "jsonType": "object",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": true,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": true,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "environment",
          "title": "Environment",
          "description": "LIVE: the marketplace's own API. SANDBOX: Sellyard's built-in sandbox marketplace (demo and testing; off in production), which needs no credentials of a real seller account.",
          "schema": {
            "type": "string",
            "title": "Environment",
            "enum": [
              "LIVE",
              "SANDBOX"
            ],
            "default": "LIVE",
            "description": "LIVE: the marketplace's own API. SANDBOX: Sellyard's built-in sandbox marketplace (demo and testing; off in production), which needs no credentials of a real seller account."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "LIVE",
            "SANDBOX"
          ],
          "default": "LIVE",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "stock_buffer",
          "title": "Stock buffer",
          "description": "Units held back from this channel: the quantity pushed is the product's available stock less this (never below 0), then the listing's quantity rule.",
          "schema": {
            "type": "integer",
            "title": "Stock buffer",
            "minimum": 0,
            "maximum": 100000,
            "default": 0,
            "description": "Units held back from this channel: the quantity pushed is the product's available stock less this (never below 0), then the listing's quantity rule."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "order_sync_minutes",
          "title": "Order sync every (minutes)",
          "description": "How often new orders are imported while the channel is CONNECTED and imports orders.",
          "schema": {
            "type": "integer",
            "title": "Order sync every (minutes)",
            "minimum": 1,
            "maximum": 1440,
            "default": 5,
            "description": "How often new orders are imported while the channel is CONNECTED and imports orders."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 5,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "last_order_sync_at",
          "title": "Last order sync",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Last order sync",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "last_error",
          "title": "Last error",
          "description": "What went wrong at the last failed call to the marketplace (cleared by the next good order sync).",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Last error",
            "maxLength": 2000,
            "readOnly": true,
            "description": "What went wrong at the last failed call to the marketplace (cleared by the next good order sync)."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "last_error_at",
          "title": "Last error at",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Last error at",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "orders_cursor",
          "title": "orders_cursor",
          "description": "Where the order import continues: the adapter's opaque cursor.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "x-internal": true,
            "description": "Where the order import continues: the adapter's opaque cursor."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": true,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "next_order_sync_at",
          "title": "next_order_sync_at",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "x-internal": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": true,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "order_prefix",
          "title": "Order prefix",
          "description": "Put before this channel's order references (EB-, AMZ-), so staff see at a glance where an order came from. Upper-case letters and digits, optionally ending with a dash.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Order prefix",
            "maxLength": 9,
            "pattern": "^[A-Z][A-Z0-9]{0,7}-?$",
            "x-trim": true,
            "description": "Put before this channel's order references (EB-, AMZ-), so staff see at a glance where an order came from. Upper-case letters and digits, optionally ending with a dash."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "import_orders",
          "title": "Import orders",
          "schema": {
            "type": "boolean",
            "title": "Import orders",
            "default": true
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sync_stock",
          "title": "Sync stock",
          "schema": {
            "type": "boolean",
            "title": "Sync stock",
            "default": true
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sync_price",
          "title": "Sync prices",
          "schema": {
            "type": "boolean",
            "title": "Sync prices",
            "default": false
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "location_priority",
          "title": "Location priority",
          "description": "Locations (ids of this account's locations) to allocate this channel's orders from, first choice first.",
          "schema": {
            "type": "array",
            "title": "Location priority",
            "description": "Locations (ids of this account's locations) to allocate this channel's orders from, first choice first.",
            "default": [],
            "maxItems": 20,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "format": "uuid",
              "x-ref": {
                "entity": "location"
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "brand_id",
          "title": "Brand",
          "description": "The brand this channel's shop trades as, if it is a single-brand shop.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Brand",
            "x-ref": {
              "entity": "brand"
            },
            "description": "The brand this channel's shop trades as, if it is a single-brand shop."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "brand",
            "resource": "brands",
            "table": "brands",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "connect_state_hash",
          "title": "connect_state_hash",
          "description": "SHA-256 of the pending OAuth `state` (the state itself is never stored).",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "x-internal": true,
            "description": "SHA-256 of the pending OAuth `state` (the state itself is never stored)."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": true,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "connect_state_expires_at",
          "title": "connect_state_expires_at",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "x-internal": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": true,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "connect_state_user_id",
          "title": "connect_state_user_id",
          "description": "The user who started the connection: only they may complete it.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "x-internal": true,
            "description": "The user who started the connection: only they may complete it."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": true,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "connect_code_verifier",
          "title": "connect_code_verifier",
          "description": "The PKCE code verifier (RFC 7636) of the pending OAuth connection, for marketplaces that use PKCE (Etsy): sent with the authorisation code, cleared with the state.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 128,
            "x-internal": true,
            "description": "The PKCE code verifier (RFC 7636) of the pending OAuth connection, for marketplaces that use PKCE (Etsy): sent with the authorisation code, cleared with the state."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": true,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "stateMachine": {
        "field": "status",
        "initial": "DISCONNECTED",
        "states": [
          "DISCONNECTED",
          "CONNECTED",
          "TOKEN_EXPIRED",
          "ERROR"
        ],
        "transitions": [
          {
            "name": "verify",
            "label": "Test connection",
            "from": [
              "DISCONNECTED",
              "TOKEN_EXPIRED",
              "ERROR"
            ],
            "to": "CONNECTED",
            "remember": false,
            "set": {
              "connected_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "expire",
            "label": "Token expired",
            "from": [
              "CONNECTED"
            ],
            "to": "TOKEN_EXPIRED",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": true
          },
          {
            "name": "fail",
            "label": "Failing",
            "from": [
              "DISCONNECTED",
              "CONNECTED",
              "TOKEN_EXPIRED"
            ],
            "to": "ERROR",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": true
          },
          {
            "name": "sync",
            "label": "Sync now",
            "from": [
              "CONNECTED"
            ],
            "to": "$same",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "resync-stock",
            "label": "Resend all quantities",
            "from": [
              "CONNECTED"
            ],
            "to": "$same",
            "remember": false,
            "set": {},
            "confirm": "Send the quantity of every live listing on this channel again? Use it after the marketplace was changed by hand.",
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "lose-access",
            "label": "Access withdrawn",
            "from": [
              "CONNECTED",
              "TOKEN_EXPIRED",
              "ERROR"
            ],
            "to": "DISCONNECTED",
            "remember": false,
            "set": {
              "connected_at": null
            },
            "destructive": false,
            "bySystem": true
          },
          {
            "name": "disconnect",
            "label": "Disconnect",
            "from": [
              "CONNECTED",
              "TOKEN_EXPIRED",
              "ERROR"
            ],
            "to": "DISCONNECTED",
            "remember": false,
            "set": {
              "credentials": null,
              "connected_at": null
            },
            "confirm": "Disconnect this channel? Its stored credentials are deleted and nothing syncs until it is connected again.",
            "destructive": true,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "name": "sales_channels_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another sales channel"
        },
        {
          "name": "sales_channels_order_prefix_unique",
          "fields": [
            "order_prefix"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another sales channel (order numbers would clash)"
        }
      ],
      "indexes": [
        {
          "name": "sales_channels_brand_id_index",
          "fields": [
            "brand_id"
          ]
        }
      ],
      "naturalKey": [
        "name"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [
        {
          "if": {
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "const": "EBAY"
              }
            }
          },
          "then": {
            "required": [
              "marketplace"
            ],
            "properties": {
              "marketplace": {
                "enum": [
                  "EBAY_GB",
                  "EBAY_US",
                  "EBAY_DE",
                  "EBAY_FR",
                  "EBAY_IT",
                  "EBAY_ES",
                  "EBAY_IE",
                  "EBAY_AU",
                  "EBAY_CA"
                ]
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "const": "AMAZON"
              }
            }
          },
          "then": {
            "required": [
              "marketplace"
            ],
            "properties": {
              "marketplace": {
                "enum": [
                  "A1F83G8C2ARO7P",
                  "A1PA6795UKMFR9",
                  "A13V1IB3VIYZZH",
                  "APJ6JRA9NG5V4",
                  "A1RKKUPIHCS9HS",
                  "A1805IZSGTT6HS",
                  "ATVPDKIKX0DER"
                ]
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "const": "SHOPIFY"
              }
            }
          },
          "then": {
            "required": [
              "shop_domain"
            ],
            "properties": {
              "shop_domain": {
                "type": "string",
                "pattern": "^[a-z0-9][a-z0-9-]*\\.myshopify\\.com$"
              }
            }
          }
        }
      ],
      "rules": []
    },
    {
      "name": "sales-charge",
      "typeName": "SalesCharge",
      "resource": "sales-charges",
      "table": "sales_charges",
      "title": "Sales charge",
      "description": "An extra charge that can be added to an order (gift wrap, small-order fee, card surcharge). A FIXED charge has an `amount` in integer minor units of `currency`; a PERCENT charge has a `rate` (decimal percent of the order's goods, 2.5 means 2.5%). Only the value that fits the type is kept: the other is cleared on save. `tax_id` is the tax charged on it (none: the order's highest line rate applies, as for shipping). Names are unique per account.",
      "sourceFile": "schemas/entities/sales-charge.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "salesCharges",
      "labelField": "name",
      "searchFields": [
        "name"
      ],
      "listColumns": [
        "name",
        "type",
        "amount",
        "rate",
        "currency",
        "active"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 80,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "type",
          "title": "Type",
          "schema": {
            "type": "string",
            "title": "Type",
            "enum": [
              "FIXED",
              "PERCENT"
            ],
            "default": "FIXED"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "FIXED",
            "PERCENT"
          ],
          "default": "FIXED",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "amount",
          "title": "Amount",
          "description": "FIXED charges: the charge in minor units (pence).",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Amount",
            "minimum": 0,
            "maximum": 100000000,
            "x-money": {
              "currencyField": "currency"
            },
            "description": "FIXED charges: the charge in minor units (pence)."
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "rate",
          "title": "Rate (%)",
          "description": "PERCENT charges: percent of the order's goods value.",
          "schema": {
            "type": [
              "number",
              "null"
            ],
            "title": "Rate (%)",
            "exclusiveMinimum": 0,
            "maximum": 100,
            "description": "PERCENT charges: percent of the order's goods value."
          },
          "jsonType": "number",
          "sqlType": "numeric",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Currency",
          "schema": {
            "type": "string",
            "title": "Currency",
            "pattern": "^[A-Z]{3}$",
            "default": "GBP",
            "x-format": "currency"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "GBP",
          "checkFormat": "currency",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax_id",
          "title": "Tax",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Tax",
            "x-ref": {
              "entity": "sales-tax"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-tax",
            "resource": "sales-taxes",
            "table": "sales_taxes",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "active",
          "title": "Active",
          "schema": {
            "type": "boolean",
            "title": "Active",
            "default": true
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "sales_charges_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another sales charge"
        }
      ],
      "indexes": [
        {
          "name": "sales_charges_tax_id_index",
          "fields": [
            "tax_id"
          ]
        }
      ],
      "naturalKey": [
        "name"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [
        {
          "if": {
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "const": "FIXED"
              }
            }
          },
          "then": {
            "required": [
              "amount"
            ],
            "properties": {
              "amount": {
                "type": "integer"
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "const": "PERCENT"
              }
            }
          },
          "then": {
            "required": [
              "rate"
            ],
            "properties": {
              "rate": {
                "type": "number"
              }
            }
          }
        }
      ],
      "rules": []
    },
    {
      "name": "sales-order-line",
      "typeName": "SalesOrderLine",
      "resource": null,
      "table": "sales_order_lines",
      "title": "Sales order line",
      "description": "One line of a sales order, stored in its own table and always written with its order. `sku` and `description` default to the product's; `tax_rate` is copied from the tax so later rate changes never alter an old order. `discount` is a line amount in minor units.",
      "sourceFile": "schemas/entities/sales-order-line.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "sku",
      "searchFields": [
        "sku"
      ],
      "listColumns": [
        "sku",
        "position",
        "product_id",
        "description",
        "quantity",
        "unit_price"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "position",
          "title": "Position",
          "schema": {
            "type": "integer",
            "title": "Position",
            "readOnly": true,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "product_id",
          "title": "Product",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Product",
            "x-ref": {
              "entity": "product"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "product",
            "resource": "products",
            "table": "products",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sku",
          "title": "SKU",
          "schema": {
            "type": "string",
            "title": "SKU",
            "maxLength": 64
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "description",
          "title": "Description",
          "schema": {
            "type": "string",
            "title": "Description",
            "maxLength": 500
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "quantity",
          "title": "Quantity",
          "schema": {
            "type": "integer",
            "title": "Quantity",
            "minimum": 1,
            "maximum": 1000000
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "unit_price",
          "title": "Unit price",
          "schema": {
            "type": "integer",
            "title": "Unit price",
            "minimum": 0,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "discount",
          "title": "Discount",
          "schema": {
            "type": "integer",
            "title": "Discount",
            "minimum": 0,
            "default": 0,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax_id",
          "title": "Tax",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Tax",
            "x-ref": {
              "entity": "sales-tax"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-tax",
            "resource": "sales-taxes",
            "table": "sales_taxes",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax_rate",
          "title": "Tax rate (%)",
          "schema": {
            "type": "number",
            "title": "Tax rate (%)",
            "readOnly": true
          },
          "jsonType": "number",
          "sqlType": "numeric",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "net",
          "title": "Net",
          "schema": {
            "type": "integer",
            "title": "Net",
            "readOnly": true,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax",
          "title": "Tax",
          "schema": {
            "type": "integer",
            "title": "Tax",
            "readOnly": true,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "gross",
          "title": "Gross",
          "schema": {
            "type": "integer",
            "title": "Gross",
            "readOnly": true,
            "x-money": {
              "currencyField": "$parent.currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "allocated_qty",
          "title": "Allocated",
          "description": "Units of this line held for it in stock levels (paid orders).",
          "schema": {
            "type": "integer",
            "title": "Allocated",
            "readOnly": true,
            "default": 0,
            "description": "Units of this line held for it in stock levels (paid orders).",
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "backordered_qty",
          "title": "Backordered",
          "description": "Units of a paid line neither shipped nor allocated: waiting for stock.",
          "schema": {
            "type": "integer",
            "title": "Backordered",
            "readOnly": true,
            "default": 0,
            "description": "Units of a paid line neither shipped nor allocated: waiting for stock.",
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "shipped_qty",
          "title": "Shipped",
          "schema": {
            "type": "integer",
            "title": "Shipped",
            "readOnly": true,
            "default": 0,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "returned_qty",
          "title": "Returned",
          "schema": {
            "type": "integer",
            "title": "Returned",
            "readOnly": true,
            "default": 0,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "childOf": {
        "entity": "sales-order",
        "foreignKey": "sales_order_id"
      },
      "unique": [],
      "indexes": [
        {
          "name": "sales_order_lines_product_id_index",
          "fields": [
            "product_id"
          ]
        },
        {
          "name": "sales_order_lines_tax_id_index",
          "fields": [
            "tax_id"
          ]
        }
      ],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "sales-order",
      "typeName": "SalesOrder",
      "resource": "sales-orders",
      "table": "sales_orders",
      "title": "Sales order",
      "description": "A customer's order. When it becomes PAID the account's enabled order rules run (in sequence), then every line is allocated from stock: from `fulfil_from_location_id` only when set (by hand or by a rule), else from the channel's location priority, then the account's locations by `priority`. What cannot be allocated is backordered (`backordered`, each line's `backordered_qty`) and is filled, oldest paid first, when stock arrives. Cancelling releases the allocation, editing a paid order's lines re-allocates them, holding keeps it. A body of `customer_id` and `lines` is enough for a DRAFT. The number (SO-000001, per account) and every total are computed by the server in integer minor units: tax per line, an order discount spread over lines in proportion to their value (the last line takes the rounding remainder), shipping taxed at `shipping_tax_id`'s rate or, when that is empty, at the highest line rate. Bill-to and ship-to are snapshots taken from the customer when not given. There is no manual `ship`: PARTIALLY_SHIPPED and SHIPPED follow the order's shipments only (a shipment shipped raises its lines' `shipped_qty` and takes the stock and the line's allocation). Once shipping has started (partly shipped, shipped), and when completed, cancelled or returned, an order is read-only: editing lines would lose what was shipped. Orders imported from a marketplace carry `sales_channel_id`, `channel_order_ref` (unique per channel) and `channel_order_url`; see README, Marketplaces.",
      "sourceFile": "schemas/entities/sales-order.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "orders",
      "labelField": "number",
      "searchFields": [
        "number",
        "channel_order_ref",
        "customer_name"
      ],
      "listColumns": [
        "number",
        "order_date",
        "customer_name",
        "status",
        "total",
        "currency"
      ],
      "defaultSort": {
        "field": "order_date",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "number",
          "title": "Number",
          "schema": {
            "type": "string",
            "title": "Number",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "DRAFT",
              "AWAITING_PAYMENT",
              "PAID",
              "ON_HOLD",
              "PARTIALLY_SHIPPED",
              "SHIPPED",
              "COMPLETED",
              "CANCELLED",
              "PARTIALLY_RETURNED",
              "RETURNED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "DRAFT",
            "AWAITING_PAYMENT",
            "PAID",
            "ON_HOLD",
            "PARTIALLY_SHIPPED",
            "SHIPPED",
            "COMPLETED",
            "CANCELLED",
            "PARTIALLY_RETURNED",
            "RETURNED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status_before_hold",
          "title": "Status before hold",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Status before hold",
            "readOnly": true,
            "x-ui": {
              "hidden": true
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "paid_at",
          "title": "Paid",
          "description": "When the order was marked paid: backorders are filled oldest paid first.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Paid",
            "readOnly": true,
            "description": "When the order was marked paid: backorders are filled oldest paid first."
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "backordered",
          "title": "Backordered",
          "description": "Some paid quantity could not be allocated from stock yet (see each line's backordered_qty); filled when stock arrives.",
          "schema": {
            "type": "boolean",
            "title": "Backordered",
            "readOnly": true,
            "default": false,
            "x-ui": {
              "badge": "Backordered"
            },
            "description": "Some paid quantity could not be allocated from stock yet (see each line's backordered_qty); filled when stock arrives."
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "badge": "Backordered"
          }
        },
        {
          "name": "hold_reason",
          "title": "Hold reason",
          "description": "Why an order rule put the order on hold, or the error of a rule that failed to apply. Cleared on release.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Hold reason",
            "readOnly": true,
            "description": "Why an order rule put the order on hold, or the error of a rule that failed to apply. Cleared on release."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sales_channel_id",
          "title": "Sales channel",
          "description": "The channel the order came from: order rules test it, and its location priority orders allocation.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Sales channel",
            "x-ref": {
              "entity": "sales-channel"
            },
            "description": "The channel the order came from: order rules test it, and its location priority orders allocation."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-channel",
            "resource": "sales-channels",
            "table": "sales_channels",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "shipping_method_id",
          "title": "Shipping method",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Shipping method",
            "x-ref": {
              "entity": "shipping-method"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "shipping-method",
            "resource": "shipping-methods",
            "table": "shipping_methods",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tags",
          "title": "Tags",
          "description": "Free labels; order rules add them (ADD_TAG) and test them (tag condition).",
          "schema": {
            "type": "array",
            "title": "Tags",
            "default": [],
            "maxItems": 50,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 40
            },
            "description": "Free labels; order rules add them (ADD_TAG) and test them (tag condition)."
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "channel_order_ref",
          "title": "Channel order ref",
          "description": "The marketplace's own order id. With the sales channel it identifies an imported order: importing it again changes nothing (unique per channel).",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Channel order ref",
            "maxLength": 64,
            "description": "The marketplace's own order id. With the sales channel it identifies an imported order: importing it again changes nothing (unique per channel)."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "channel_order_url",
          "title": "Marketplace order page",
          "description": "The order's page on the marketplace, written by the order import.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Marketplace order page",
            "maxLength": 500,
            "format": "uri",
            "readOnly": true,
            "description": "The order's page on the marketplace, written by the order import."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uri",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "channel_lines",
          "title": "channel_lines",
          "description": "The marketplace's own line ids by SKU ([{line_ref, sku, quantity}]), written by the order import: dispatch sends tracking per marketplace line.",
          "schema": {
            "type": "array",
            "default": [],
            "x-internal": true,
            "items": {
              "type": "object"
            },
            "description": "The marketplace's own line ids by SKU ([{line_ref, sku, quantity}]), written by the order import: dispatch sends tracking per marketplace line."
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": true,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "customer_id",
          "title": "Customer",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Customer",
            "x-ref": {
              "entity": "relationship",
              "where": {
                "type": "CUSTOMER"
              }
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "relationship",
            "resource": "relationships",
            "table": "relationships",
            "where": {
              "type": "CUSTOMER"
            },
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "customer_name",
          "title": "Customer name",
          "description": "Snapshot of the customer's name when the order was saved, for search and lists.",
          "schema": {
            "type": "string",
            "title": "Customer name",
            "readOnly": true,
            "description": "Snapshot of the customer's name when the order was saved, for search and lists."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "order_date",
          "title": "Order date",
          "description": "Today when not given.",
          "schema": {
            "type": "string",
            "format": "date",
            "title": "Order date",
            "description": "Today when not given."
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Currency",
          "description": "The customer's currency when not given.",
          "schema": {
            "type": "string",
            "title": "Currency",
            "pattern": "^[A-Z]{3}$",
            "x-format": "currency",
            "description": "The customer's currency when not given."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "checkFormat": "currency",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "price_mode",
          "title": "Prices",
          "schema": {
            "type": "string",
            "title": "Prices",
            "enum": [
              "EXCLUSIVE",
              "INCLUSIVE",
              "NO_TAX"
            ],
            "default": "EXCLUSIVE"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "EXCLUSIVE",
            "INCLUSIVE",
            "NO_TAX"
          ],
          "default": "EXCLUSIVE",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "bill_to",
          "title": "Bill to",
          "schema": {
            "type": "object",
            "$ref": "address.schema.json",
            "title": "Bill to",
            "unevaluatedProperties": false
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "ship_to",
          "title": "Ship to",
          "schema": {
            "type": "object",
            "$ref": "address.schema.json",
            "title": "Ship to",
            "unevaluatedProperties": false
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "shipping_charge",
          "title": "Shipping charge",
          "schema": {
            "type": "integer",
            "title": "Shipping charge",
            "minimum": 0,
            "default": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "shipping_tax_id",
          "title": "Shipping tax",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Shipping tax",
            "x-ref": {
              "entity": "sales-tax"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-tax",
            "resource": "sales-taxes",
            "table": "sales_taxes",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "order_discount",
          "title": "Order discount",
          "schema": {
            "type": "integer",
            "title": "Order discount",
            "minimum": 0,
            "default": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "payment_method_id",
          "title": "Payment method",
          "description": "How the customer paid (a payment method of the account's settings), printed on the invoice; empty until known.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Payment method",
            "description": "How the customer paid (a payment method of the account's settings), printed on the invoice; empty until known.",
            "x-ref": {
              "entity": "payment-method"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "payment-method",
            "resource": "payment-methods",
            "table": "payment_methods",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "fulfil_from_location_id",
          "title": "Fulfil from",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Fulfil from",
            "x-ref": {
              "entity": "location"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "location",
            "resource": "locations",
            "table": "locations",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "cancel_reason",
          "title": "Cancellation reason",
          "description": "Written by the `cancel` transition's input.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Cancellation reason",
            "maxLength": 500,
            "readOnly": true,
            "description": "Written by the `cancel` transition's input."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "notes",
          "title": "Notes",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Notes",
            "maxLength": 5000,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "subtotal",
          "title": "Subtotal",
          "schema": {
            "type": "integer",
            "title": "Subtotal",
            "readOnly": true,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "discount_total",
          "title": "Discount",
          "schema": {
            "type": "integer",
            "title": "Discount",
            "readOnly": true,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "shipping_total",
          "title": "Shipping",
          "schema": {
            "type": "integer",
            "title": "Shipping",
            "readOnly": true,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax_total",
          "title": "Tax",
          "schema": {
            "type": "integer",
            "title": "Tax",
            "readOnly": true,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "total",
          "title": "Total",
          "schema": {
            "type": "integer",
            "title": "Total",
            "readOnly": true,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "lines",
          "title": "Lines",
          "schema": {
            "type": "array",
            "title": "Lines",
            "minItems": 1,
            "maxItems": 500,
            "items": {
              "$ref": "sales-order-line.schema.json"
            },
            "x-children": {
              "entity": "sales-order-line",
              "foreignKey": "sales_order_id",
              "orderBy": "position"
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": true,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "custom_fields",
          "title": "Custom fields",
          "description": "Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.",
          "schema": {
            "type": "object",
            "title": "Custom fields",
            "description": "Values of the fields this account defined for this entity (custom-fields), by key. Checked against those definitions on every write: unknown keys are refused, required ones enforced. On update only the keys sent change; null removes one.",
            "default": {}
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": {},
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [
        {
          "field": "lines",
          "entity": "sales-order-line",
          "table": "sales_order_lines",
          "foreignKey": "sales_order_id",
          "orderBy": "position"
        }
      ],
      "numbering": {
        "field": "number",
        "prefix": "SO-",
        "width": 6,
        "sequence": "sales_orders.number"
      },
      "stateMachine": {
        "field": "status",
        "initial": "DRAFT",
        "states": [
          "DRAFT",
          "AWAITING_PAYMENT",
          "PAID",
          "ON_HOLD",
          "PARTIALLY_SHIPPED",
          "SHIPPED",
          "COMPLETED",
          "CANCELLED",
          "PARTIALLY_RETURNED",
          "RETURNED"
        ],
        "transitions": [
          {
            "name": "submit",
            "label": "Submit",
            "from": [
              "DRAFT"
            ],
            "to": "AWAITING_PAYMENT",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "pay",
            "label": "Mark paid",
            "from": [
              "AWAITING_PAYMENT"
            ],
            "to": "PAID",
            "remember": false,
            "set": {
              "paid_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "hold",
            "label": "Put on hold",
            "from": [
              "DRAFT",
              "AWAITING_PAYMENT",
              "PAID",
              "PARTIALLY_SHIPPED"
            ],
            "to": "ON_HOLD",
            "remember": true,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "release",
            "label": "Release",
            "from": [
              "ON_HOLD"
            ],
            "to": "$previous",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "cancel",
            "label": "Cancel",
            "from": [
              "DRAFT",
              "AWAITING_PAYMENT",
              "PAID",
              "ON_HOLD"
            ],
            "to": "CANCELLED",
            "remember": false,
            "set": {},
            "input": {
              "type": "object",
              "properties": {
                "cancel_reason": {
                  "type": "string",
                  "title": "Reason",
                  "maxLength": 500,
                  "description": "Why the order is cancelled (the customer asked, out of stock…): kept on the order."
                }
              }
            },
            "confirm": "Cancel this order? It can no longer be paid, changed or shipped, and its stock is released.",
            "destructive": true,
            "bySystem": false
          },
          {
            "name": "complete",
            "label": "Complete",
            "from": [
              "SHIPPED"
            ],
            "to": "COMPLETED",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          }
        ],
        "holds": [
          {
            "state": "ON_HOLD",
            "transition": "hold",
            "field": "status_before_hold"
          }
        ]
      },
      "unique": [
        {
          "name": "sales_orders_sales_channel_id_channel_order_ref_unique",
          "fields": [
            "sales_channel_id",
            "channel_order_ref"
          ],
          "caseInsensitive": false,
          "global": false,
          "message": "is already imported from this sales channel"
        }
      ],
      "indexes": [
        {
          "name": "sales_orders_status_order_date_index",
          "fields": [
            "status",
            "order_date"
          ]
        },
        {
          "name": "sales_orders_order_date_index",
          "fields": [
            "order_date"
          ]
        },
        {
          "name": "sales_orders_customer_id_index",
          "fields": [
            "customer_id"
          ]
        },
        {
          "name": "sales_orders_sales_channel_id_index",
          "fields": [
            "sales_channel_id"
          ]
        },
        {
          "name": "sales_orders_shipping_method_id_index",
          "fields": [
            "shipping_method_id"
          ]
        },
        {
          "name": "sales_orders_shipping_tax_id_index",
          "fields": [
            "shipping_tax_id"
          ]
        },
        {
          "name": "sales_orders_payment_method_id_index",
          "fields": [
            "payment_method_id"
          ]
        },
        {
          "name": "sales_orders_fulfil_from_location_id_index",
          "fields": [
            "fulfil_from_location_id"
          ]
        }
      ],
      "naturalKey": [
        "number"
      ],
      "readOnlyWhen": {
        "field": "status",
        "in": [
          "PARTIALLY_SHIPPED",
          "SHIPPED",
          "COMPLETED",
          "CANCELLED",
          "PARTIALLY_RETURNED",
          "RETURNED"
        ]
      },
      "customFields": {
        "field": null,
        "targets": {
          "*": "sales-orders"
        }
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "sales-tax",
      "typeName": "SalesTax",
      "resource": "sales-taxes",
      "table": "sales_taxes",
      "title": "Sales tax",
      "description": "A tax rate applied to order and purchase lines. `rate` is a decimal percentage (20 means 20%), kept to four decimal places. `vat_box` says which UK VAT return box sales at this rate are reported in.",
      "sourceFile": "schemas/entities/sales-tax.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "salesTaxes",
      "labelField": "name",
      "searchFields": [
        "name",
        "code"
      ],
      "listColumns": [
        "name",
        "code",
        "rate",
        "country",
        "kind",
        "is_default"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 80,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "code",
          "title": "Code",
          "schema": {
            "type": "string",
            "title": "Code",
            "minLength": 1,
            "maxLength": 32,
            "pattern": "^[A-Za-z0-9_-]+$",
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "rate",
          "title": "Rate (%)",
          "schema": {
            "type": "number",
            "title": "Rate (%)",
            "minimum": 0,
            "maximum": 100,
            "multipleOf": 0.0001
          },
          "jsonType": "number",
          "sqlType": "numeric",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "country",
          "title": "Country",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Country",
            "pattern": "^[A-Z]{2}$",
            "x-format": "country"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "checkFormat": "country",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "kind",
          "title": "Kind",
          "schema": {
            "type": "string",
            "title": "Kind",
            "enum": [
              "STANDARD",
              "REDUCED",
              "ZERO",
              "EXEMPT",
              "REVERSE_CHARGE",
              "OUTSIDE_SCOPE"
            ],
            "default": "STANDARD"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "STANDARD",
            "REDUCED",
            "ZERO",
            "EXEMPT",
            "REVERSE_CHARGE",
            "OUTSIDE_SCOPE"
          ],
          "default": "STANDARD",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "vat_box",
          "title": "VAT box",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "VAT box",
            "minimum": 1,
            "maximum": 9
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "is_default",
          "title": "Default",
          "schema": {
            "type": "boolean",
            "title": "Default",
            "default": false
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "valid_from",
          "title": "Valid from",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "Valid from"
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "valid_to",
          "title": "Valid to",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "Valid to"
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "sales_taxes_code_unique",
          "fields": [
            "code"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another tax"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "settlement-line",
      "typeName": "SettlementLine",
      "resource": null,
      "table": "settlement_lines",
      "title": "Settlement line",
      "description": "One transaction of a payout. `amount` is signed, in the settlement's currency: SALE ≥ 0, REFUND, FEE and SHIPPING_LABEL ≤ 0, ADJUSTMENT either way. `order_ref` is the channel's order reference or a Sellyard order number; `match` fills `sales_order_id`.",
      "sourceFile": "schemas/entities/settlement-line.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "order_ref",
      "searchFields": [
        "order_ref"
      ],
      "listColumns": [
        "order_ref",
        "position",
        "settlement_id",
        "type",
        "sku",
        "description"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "position",
          "title": "Position",
          "schema": {
            "type": "integer",
            "title": "Position",
            "readOnly": true,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "settlement_id",
          "title": "Settlement",
          "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored.",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Settlement",
            "readOnly": true,
            "x-ui": {
              "hidden": true
            },
            "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "type",
          "title": "Type",
          "schema": {
            "type": "string",
            "title": "Type",
            "enum": [
              "SALE",
              "REFUND",
              "FEE",
              "SHIPPING_LABEL",
              "ADJUSTMENT"
            ]
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "SALE",
            "REFUND",
            "FEE",
            "SHIPPING_LABEL",
            "ADJUSTMENT"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "order_ref",
          "title": "Order ref",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Order ref",
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sku",
          "title": "SKU",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "SKU",
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "description",
          "title": "Description",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Description",
            "maxLength": 200
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "amount",
          "title": "Amount",
          "schema": {
            "type": "integer",
            "title": "Amount",
            "minimum": -100000000000,
            "maximum": 100000000000,
            "x-money": {
              "currencyField": "$parent.currency"
            }
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "$parent.currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "posted_at",
          "title": "Posted by channel",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Posted by channel"
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sales_order_id",
          "title": "Order",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Order",
            "readOnly": true,
            "x-ref": {
              "entity": "sales-order",
              "onDelete": "set-null"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-order",
            "resource": "sales-orders",
            "table": "sales_orders",
            "where": {},
            "onDelete": "set-null"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "childOf": {
        "entity": "settlement",
        "foreignKey": "settlement_id"
      },
      "unique": [],
      "indexes": [
        {
          "name": "settlement_lines_sales_order_id_index",
          "fields": [
            "sales_order_id"
          ]
        }
      ],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": [
        {
          "when": {
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "const": "SALE"
              }
            }
          },
          "check": {
            "properties": {
              "amount": {
                "type": "integer",
                "minimum": 0
              }
            }
          },
          "pointer": "/amount",
          "message": "is money in for a SALE: enter it as 0 or more"
        },
        {
          "when": {
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "const": "REFUND"
              }
            }
          },
          "check": {
            "properties": {
              "amount": {
                "type": "integer",
                "maximum": 0
              }
            }
          },
          "pointer": "/amount",
          "message": "is money out for a REFUND: enter it as a negative amount"
        },
        {
          "when": {
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "const": "FEE"
              }
            }
          },
          "check": {
            "properties": {
              "amount": {
                "type": "integer",
                "maximum": 0
              }
            }
          },
          "pointer": "/amount",
          "message": "is money out for a FEE: enter it as a negative amount"
        },
        {
          "when": {
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "const": "SHIPPING_LABEL"
              }
            }
          },
          "check": {
            "properties": {
              "amount": {
                "type": "integer",
                "maximum": 0
              }
            }
          },
          "pointer": "/amount",
          "message": "is money out for a SHIPPING_LABEL: enter it as a negative amount"
        }
      ]
    },
    {
      "name": "settlement",
      "typeName": "Settlement",
      "resource": "settlements",
      "table": "settlements",
      "title": "Settlement",
      "description": "A sales channel's payout: what the channel paid into the bank for a period, line by line (sales, refunds, fees, shipping labels, adjustments). Lines carry their sign: sales are money in (≥ 0); refunds, fees and shipping labels are money out (≤ 0); adjustments either way. `total` is the sum of the lines, computed by the server; when the channel's own figure is given as `reported_total` and differs, `match` refuses and the settlement should be flagged as an EXCEPTION. `match` (IMPORTED → MATCHED) links every sale and refund line to its sales order, by order number or channel order reference, and checks the amount: a sale line must pay the order's total within `match_tolerance` (in the settlement's currency, which must be the order's), an order is paid out by one sale line of one settlement only (a second claim, here or in another matched or posted settlement, is refused), and a refund line may not give back more than the order's total; every line that fails is named in the refusal (409), and the settlement can then be fixed or flagged as an exception. A CSV import of settlements takes one row per line (`lines.type`, `lines.order_ref`, `lines.amount`… columns), the rows of one payout sharing its channel and payout id. `post` (MATCHED → POSTED) books it; `flag-exception` parks an imported or matched settlement, `reopen` takes an exception back to IMPORTED to be fixed. `external_id` (the channel's payout id) is unique per channel. Matched and posted settlements are read-only. Access: every member of the account may read settlements, as the Finance screens need only a sign-in; changing them (importing, matching, posting) is bookkeeping and needs the `xero` (accounting) permission.",
      "sourceFile": "schemas/entities/settlement.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "xero",
      "labelField": "external_id",
      "searchFields": [
        "external_id"
      ],
      "listColumns": [
        "external_id",
        "sales_channel_id",
        "period_start",
        "period_end",
        "deposit_date",
        "total",
        "currency",
        "status"
      ],
      "defaultSort": {
        "field": "period_end",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "IMPORTED",
              "MATCHED",
              "POSTED",
              "EXCEPTION"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "IMPORTED",
            "MATCHED",
            "POSTED",
            "EXCEPTION"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "sales_channel_id",
          "title": "Channel",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Channel",
            "x-ref": {
              "entity": "sales-channel"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-channel",
            "resource": "sales-channels",
            "table": "sales_channels",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "external_id",
          "title": "Payout ID",
          "schema": {
            "type": "string",
            "title": "Payout ID",
            "minLength": 1,
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "period_start",
          "title": "Period start",
          "schema": {
            "type": "string",
            "format": "date",
            "title": "Period start"
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "period_end",
          "title": "Period end",
          "description": "Not before the period start.",
          "schema": {
            "type": "string",
            "format": "date",
            "title": "Period end",
            "formatMinimum": {
              "$data": "1/period_start"
            },
            "description": "Not before the period start."
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "deposit_date",
          "title": "Deposited",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "Deposited"
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Currency",
          "schema": {
            "type": "string",
            "title": "Currency",
            "pattern": "^[A-Z]{3}$",
            "x-format": "currency",
            "default": "GBP"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "GBP",
          "checkFormat": "currency",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "reported_total",
          "title": "Channel's total",
          "description": "The payout as the channel reports it, to check the lines against.",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Channel's total",
            "x-money": {
              "currencyField": "currency"
            },
            "description": "The payout as the channel reports it, to check the lines against.",
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "match_tolerance",
          "title": "Match tolerance",
          "description": "How far a sale line's amount may differ from its order's total and still match (channels round conversions and fees): 0 asks for the exact total.",
          "schema": {
            "type": "integer",
            "title": "Match tolerance",
            "minimum": 0,
            "maximum": 100000000,
            "default": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "description": "How far a sale line's amount may differ from its order's total and still match (channels round conversions and fees): 0 asks for the exact total."
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "total",
          "title": "Total",
          "description": "Sum of the lines.",
          "schema": {
            "type": "integer",
            "title": "Total",
            "readOnly": true,
            "x-money": {
              "currencyField": "currency"
            },
            "description": "Sum of the lines.",
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "notes",
          "title": "Notes",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Notes",
            "maxLength": 2000,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "matched_at",
          "title": "Matched",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Matched",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "posted_at",
          "title": "Posted",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Posted",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "lines",
          "title": "Lines",
          "schema": {
            "type": "array",
            "title": "Lines",
            "maxItems": 5000,
            "items": {
              "$ref": "settlement-line.schema.json"
            },
            "x-children": {
              "entity": "settlement-line",
              "foreignKey": "settlement_id",
              "orderBy": "position"
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": true,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [
        {
          "field": "lines",
          "entity": "settlement-line",
          "table": "settlement_lines",
          "foreignKey": "settlement_id",
          "orderBy": "position"
        }
      ],
      "stateMachine": {
        "field": "status",
        "initial": "IMPORTED",
        "states": [
          "IMPORTED",
          "MATCHED",
          "POSTED",
          "EXCEPTION"
        ],
        "transitions": [
          {
            "name": "match",
            "label": "Match to orders",
            "from": [
              "IMPORTED"
            ],
            "to": "MATCHED",
            "remember": false,
            "set": {
              "matched_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "post",
            "label": "Post",
            "from": [
              "MATCHED"
            ],
            "to": "POSTED",
            "remember": false,
            "set": {
              "posted_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "flag-exception",
            "label": "Flag exception",
            "from": [
              "IMPORTED",
              "MATCHED"
            ],
            "to": "EXCEPTION",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "reopen",
            "label": "Reopen",
            "from": [
              "EXCEPTION"
            ],
            "to": "IMPORTED",
            "remember": false,
            "set": {
              "matched_at": null
            },
            "destructive": false,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "name": "settlements_sales_channel_id_external_id_unique",
          "fields": [
            "sales_channel_id",
            "external_id"
          ],
          "caseInsensitive": false,
          "global": false,
          "message": "is already imported for this channel"
        }
      ],
      "indexes": [
        {
          "name": "settlements_status_period_end_index",
          "fields": [
            "status",
            "period_end"
          ]
        },
        {
          "name": "settlements_period_end_index",
          "fields": [
            "period_end"
          ]
        },
        {
          "name": "settlements_sales_channel_id_index",
          "fields": [
            "sales_channel_id"
          ]
        }
      ],
      "naturalKey": [
        "sales_channel_id",
        "external_id"
      ],
      "readOnlyWhen": {
        "field": "status",
        "in": [
          "MATCHED",
          "POSTED"
        ]
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "shipment-line",
      "typeName": "ShipmentLine",
      "resource": null,
      "table": "shipment_lines",
      "title": "Shipment line",
      "description": "How many units of one order line go in a shipment. The order line is named by `order_line_id` or, when that is left out, by `sku`; `sku` and `description` are then copied from the order line. `order_line_id` is checked by the server, not by a foreign key (the generator cannot reference a child entity): when the order's lines are rewritten by an edit, a stale id is resolved again by SKU at the next save or on `ship`.",
      "sourceFile": "schemas/entities/shipment-line.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "sku",
      "searchFields": [
        "sku"
      ],
      "listColumns": [
        "sku",
        "position",
        "shipment_id",
        "order_line_id",
        "description",
        "qty"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "position",
          "title": "Position",
          "schema": {
            "type": "integer",
            "title": "Position",
            "readOnly": true,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "shipment_id",
          "title": "Shipment",
          "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored.",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Shipment",
            "readOnly": true,
            "x-ui": {
              "hidden": true
            },
            "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "order_line_id",
          "title": "Order line",
          "description": "The id of a line of the document's order (checked by the server, which also accepts the line's SKU instead).",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Order line",
            "x-ui": {
              "hidden": true
            },
            "description": "The id of a line of the document's order (checked by the server, which also accepts the line's SKU instead)."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "sku",
          "title": "SKU",
          "schema": {
            "type": "string",
            "title": "SKU",
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "description",
          "title": "Description",
          "schema": {
            "type": "string",
            "title": "Description",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "qty",
          "title": "Quantity",
          "schema": {
            "type": "integer",
            "title": "Quantity",
            "minimum": 1,
            "maximum": 1000000
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "childOf": {
        "entity": "shipment",
        "foreignKey": "shipment_id"
      },
      "unique": [],
      "indexes": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "shipment",
      "typeName": "Shipment",
      "resource": "shipments",
      "table": "shipments",
      "title": "Shipment",
      "description": "A parcel (or several) sent for one sales order from one location. A body of `order_id` and `carrier` is enough: the ship-from location defaults to the order's fulfilment location (else the account's default location), the ship-to address is a snapshot of the order's, and when `lines` are left out they default to everything still to ship. A line names its order line by `order_line_id` or by `sku` (the order's line with that SKU). Lines of an explicit body are checked at once: they must belong to the order and never exceed what is still to ship (ordered − shipped). Shipping is what counts: `ship` re-checks the quantities against the order inside its transaction (another shipment may have gone meanwhile), needs a PAID or PARTIALLY_SHIPPED order (or one already marked SHIPPED or COMPLETED by hand, whose parcels are then recorded without changing its status), raises the order lines' `shipped_qty`, moves a paid or partly shipped order to PARTIALLY_SHIPPED or SHIPPED (recorded in its history), and, where stock levels exist, lowers on-hand and releases the allocation at the ship-from location. A planned shipment may be cancelled until it is shipped; shipped, delivered and cancelled shipments are read-only. Guarded by the `orders` permission: shipping changes the order (the Manage Shipments screen itself needs only a sign-in).",
      "sourceFile": "schemas/entities/shipment.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "orders",
      "labelField": "number",
      "searchFields": [
        "number",
        "order_number",
        "customer_name",
        "tracking_number"
      ],
      "listColumns": [
        "number",
        "order_number",
        "customer_name",
        "carrier",
        "tracking_number",
        "status",
        "shipped_at"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "number",
          "title": "Number",
          "schema": {
            "type": "string",
            "title": "Number",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "PENDING",
              "LABEL_CREATED",
              "SHIPPED",
              "DELIVERED",
              "CANCELLED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "PENDING",
            "LABEL_CREATED",
            "SHIPPED",
            "DELIVERED",
            "CANCELLED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "order_id",
          "title": "Order",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Order",
            "x-ref": {
              "entity": "sales-order"
            },
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-order",
            "resource": "sales-orders",
            "table": "sales_orders",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "order_number",
          "title": "Order number",
          "description": "Snapshot of the order's number, for search and lists.",
          "schema": {
            "type": "string",
            "title": "Order number",
            "readOnly": true,
            "description": "Snapshot of the order's number, for search and lists."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "customer_name",
          "title": "Customer",
          "description": "Snapshot of the order's customer name.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Customer",
            "readOnly": true,
            "description": "Snapshot of the order's customer name."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "location_id",
          "title": "Ship from",
          "description": "The order's fulfilment location, else the account's default location, when not given.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Ship from",
            "x-ref": {
              "entity": "location"
            },
            "description": "The order's fulfilment location, else the account's default location, when not given."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "location",
            "resource": "locations",
            "table": "locations",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "ship_to",
          "title": "Ship to",
          "description": "The order's ship-to address when not given (a snapshot, not a link).",
          "schema": {
            "type": "object",
            "$ref": "address.schema.json",
            "title": "Ship to",
            "unevaluatedProperties": false,
            "description": "The order's ship-to address when not given (a snapshot, not a link)."
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "carrier",
          "title": "Carrier",
          "schema": {
            "type": "string",
            "title": "Carrier",
            "minLength": 1,
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "service",
          "title": "Service",
          "description": "The carrier's service, e.g. Tracked 48.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Service",
            "maxLength": 64,
            "x-trim": true,
            "description": "The carrier's service, e.g. Tracked 48."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tracking_number",
          "title": "Tracking number",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Tracking number",
            "maxLength": 64,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tracking_url",
          "title": "Tracking link",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Tracking link",
            "format": "uri",
            "pattern": "^https://",
            "maxLength": 500
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uri",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "packages",
          "title": "Packages",
          "schema": {
            "type": "array",
            "title": "Packages",
            "default": [],
            "maxItems": 50,
            "items": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "reference": {
                  "type": "string",
                  "title": "Reference",
                  "maxLength": 64
                },
                "weight_g": {
                  "type": "integer",
                  "title": "Weight (g)",
                  "minimum": 1,
                  "maximum": 1000000
                },
                "length_mm": {
                  "type": "integer",
                  "title": "Length (mm)",
                  "minimum": 1,
                  "maximum": 10000
                },
                "width_mm": {
                  "type": "integer",
                  "title": "Width (mm)",
                  "minimum": 1,
                  "maximum": 10000
                },
                "height_mm": {
                  "type": "integer",
                  "title": "Height (mm)",
                  "minimum": 1,
                  "maximum": 10000
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "notes",
          "title": "Notes",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Notes",
            "maxLength": 2000,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "label_created_at",
          "title": "Label created",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Label created",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "shipped_at",
          "title": "Shipped",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Shipped",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "delivered_at",
          "title": "Delivered",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Delivered",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "lines",
          "title": "Lines",
          "schema": {
            "type": "array",
            "title": "Lines",
            "maxItems": 500,
            "items": {
              "$ref": "shipment-line.schema.json"
            },
            "x-children": {
              "entity": "shipment-line",
              "foreignKey": "shipment_id",
              "orderBy": "position"
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": true,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [
        {
          "field": "lines",
          "entity": "shipment-line",
          "table": "shipment_lines",
          "foreignKey": "shipment_id",
          "orderBy": "position"
        }
      ],
      "numbering": {
        "field": "number",
        "prefix": "SHP-",
        "width": 6,
        "sequence": "shipments.number"
      },
      "stateMachine": {
        "field": "status",
        "initial": "PENDING",
        "states": [
          "PENDING",
          "LABEL_CREATED",
          "SHIPPED",
          "DELIVERED",
          "CANCELLED"
        ],
        "transitions": [
          {
            "name": "create-label",
            "label": "Create label",
            "from": [
              "PENDING"
            ],
            "to": "LABEL_CREATED",
            "remember": false,
            "set": {
              "label_created_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "ship",
            "label": "Mark shipped",
            "from": [
              "LABEL_CREATED"
            ],
            "to": "SHIPPED",
            "remember": false,
            "set": {
              "shipped_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "deliver",
            "label": "Mark delivered",
            "from": [
              "SHIPPED"
            ],
            "to": "DELIVERED",
            "remember": false,
            "set": {
              "delivered_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "cancel",
            "label": "Cancel",
            "from": [
              "PENDING",
              "LABEL_CREATED"
            ],
            "to": "CANCELLED",
            "remember": false,
            "set": {},
            "confirm": "Cancel this shipment? Its label can no longer be used.",
            "destructive": true,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [],
      "indexes": [
        {
          "name": "shipments_status_created_at_index",
          "fields": [
            "status",
            "created_at"
          ]
        },
        {
          "name": "shipments_tracking_number_index",
          "fields": [
            "tracking_number"
          ]
        },
        {
          "name": "shipments_order_id_index",
          "fields": [
            "order_id"
          ]
        },
        {
          "name": "shipments_location_id_index",
          "fields": [
            "location_id"
          ]
        }
      ],
      "naturalKey": [
        "number"
      ],
      "readOnlyWhen": {
        "field": "status",
        "in": [
          "SHIPPED",
          "DELIVERED",
          "CANCELLED"
        ]
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "shipping-carrier",
      "typeName": "ShippingCarrier",
      "resource": "shipping-carriers",
      "table": "shipping_carriers",
      "title": "Shipping carrier",
      "description": "A carrier the merchant ships with (Royal Mail, DPD, Evri...) and the services it offers, each with a code that shipping methods and shipments name. Codes are unique per account, and service codes unique within their carrier. Every signed-in member may read carriers (the screen needs only a sign-in, and orders pick from them); managing them comes with the `orders` permission (owners and admins hold it).",
      "sourceFile": "schemas/entities/shipping-carrier.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "name",
      "searchFields": [
        "name",
        "code"
      ],
      "listColumns": [
        "name",
        "code",
        "services",
        "active"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 80,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "code",
          "title": "Code",
          "schema": {
            "type": "string",
            "title": "Code",
            "minLength": 1,
            "maxLength": 32,
            "pattern": "^[A-Z0-9_]+$",
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "account_number",
          "title": "Account number",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Account number",
            "maxLength": 40,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tracking_url",
          "title": "Tracking URL",
          "description": "An https link with {tracking_number} where the number goes.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Tracking URL",
            "maxLength": 500,
            "pattern": "^https://[^\\s]*\\{tracking_number\\}[^\\s]*$",
            "description": "An https link with {tracking_number} where the number goes."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "services",
          "title": "Services",
          "schema": {
            "type": "array",
            "title": "Services",
            "default": [],
            "maxItems": 50,
            "items": {
              "type": "object",
              "required": [
                "code",
                "name"
              ],
              "additionalProperties": false,
              "properties": {
                "code": {
                  "type": "string",
                  "title": "Code",
                  "minLength": 1,
                  "maxLength": 32,
                  "pattern": "^[A-Z0-9_]+$"
                },
                "name": {
                  "type": "string",
                  "title": "Name",
                  "minLength": 1,
                  "maxLength": 80
                },
                "tracked": {
                  "type": "boolean",
                  "title": "Tracked",
                  "default": false
                },
                "international": {
                  "type": "boolean",
                  "title": "International",
                  "default": false
                },
                "max_weight_g": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "title": "Max weight (g)",
                  "minimum": 1,
                  "maximum": 9007199254740991
                },
                "transit_days": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "title": "Transit days",
                  "minimum": 0,
                  "maximum": 60
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "active",
          "title": "Active",
          "schema": {
            "type": "boolean",
            "title": "Active",
            "default": true
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "shipping_carriers_code_unique",
          "fields": [
            "code"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another carrier"
        },
        {
          "name": "shipping_carriers_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another carrier"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "shipping-method",
      "typeName": "ShippingMethod",
      "resource": "shipping-methods",
      "table": "shipping_methods",
      "title": "Shipping method",
      "description": "A delivery option offered on orders (\"Standard UK 2-3 days\"): one service of one carrier, with the price charged to the customer in integer minor units of `currency` and the tax on it. `service_code` must be one of the carrier's services. When `free_over` is set, orders whose goods are worth at least that much ship free. Names are unique per account. Every signed-in member may read methods (orders and order rules pick from them); managing them comes with the `orders` permission.",
      "sourceFile": "schemas/entities/shipping-method.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "name",
      "searchFields": [
        "name",
        "service_code"
      ],
      "listColumns": [
        "name",
        "carrier_id",
        "service_code",
        "price",
        "currency",
        "active"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 80,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "carrier_id",
          "title": "Carrier",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Carrier",
            "x-ref": {
              "entity": "shipping-carrier"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "shipping-carrier",
            "resource": "shipping-carriers",
            "table": "shipping_carriers",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "service_code",
          "title": "Service",
          "description": "The code of one of the carrier's services.",
          "schema": {
            "type": "string",
            "title": "Service",
            "minLength": 1,
            "maxLength": 32,
            "pattern": "^[A-Z0-9_]+$",
            "description": "The code of one of the carrier's services."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "price",
          "title": "Price",
          "schema": {
            "type": "integer",
            "title": "Price",
            "minimum": 0,
            "maximum": 10000000,
            "x-money": {
              "currencyField": "currency"
            }
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Currency",
          "schema": {
            "type": "string",
            "title": "Currency",
            "pattern": "^[A-Z]{3}$",
            "default": "GBP",
            "x-format": "currency"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "GBP",
          "checkFormat": "currency",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "free_over",
          "title": "Free over",
          "description": "Goods value from which this method is free.",
          "schema": {
            "type": [
              "integer",
              "null"
            ],
            "title": "Free over",
            "minimum": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "description": "Goods value from which this method is free.",
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "tax_id",
          "title": "Tax",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Tax",
            "x-ref": {
              "entity": "sales-tax"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "sales-tax",
            "resource": "sales-taxes",
            "table": "sales_taxes",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "active",
          "title": "Active",
          "schema": {
            "type": "boolean",
            "title": "Active",
            "default": true
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "shipping_methods_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another shipping method"
        }
      ],
      "indexes": [
        {
          "name": "shipping_methods_carrier_id_index",
          "fields": [
            "carrier_id"
          ]
        },
        {
          "name": "shipping_methods_tax_id_index",
          "fields": [
            "tax_id"
          ]
        }
      ],
      "naturalKey": [
        "name"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "shipping-template",
      "typeName": "ShippingTemplate",
      "resource": "shipping-templates",
      "table": "shipping_templates",
      "title": "Shipping template",
      "description": "A channel's shipping rules, reused by many listings. `channel` (EBAY, ETSY or WISH) is fixed once created and decides the shape of `settings` (schemas/shared/shipping-<channel>.schema.json): eBay handling time and domestic/international service options, Etsy origin, processing days and destinations with primary/secondary costs, Wish a default price with per-country overrides. Amounts are minor units of `currency`. Names are unique per channel (case-insensitive); one template per channel may be the default, used by new listings of that channel that name none.",
      "sourceFile": "schemas/entities/shipping-template.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "name",
      "searchFields": [
        "name"
      ],
      "listColumns": [
        "name",
        "channel",
        "currency",
        "is_default",
        "updated_at"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "channel",
          "title": "Channel",
          "schema": {
            "type": "string",
            "title": "Channel",
            "enum": [
              "EBAY",
              "ETSY",
              "WISH"
            ],
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "enum": [
            "EBAY",
            "ETSY",
            "WISH"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Currency",
          "schema": {
            "type": "string",
            "title": "Currency",
            "pattern": "^[A-Z]{3}$",
            "default": "GBP",
            "x-format": "currency"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "GBP",
          "checkFormat": "currency",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "is_default",
          "title": "Default for the channel",
          "description": "Making one the default clears the flag on the channel's other templates.",
          "schema": {
            "type": "boolean",
            "title": "Default for the channel",
            "default": false,
            "description": "Making one the default clears the flag on the channel's other templates."
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "settings",
          "title": "Shipping rules",
          "description": "Checked against the channel's schema.",
          "schema": {
            "type": "object",
            "title": "Shipping rules",
            "description": "Checked against the channel's schema."
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "shipping_templates_channel_name_unique",
          "fields": [
            "channel",
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another template of this channel"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "channel",
        "name"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [
        {
          "if": {
            "required": [
              "channel"
            ],
            "properties": {
              "channel": {
                "const": "EBAY"
              }
            }
          },
          "then": {
            "properties": {
              "settings": {
                "$ref": "shipping-ebay.schema.json"
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "channel"
            ],
            "properties": {
              "channel": {
                "const": "ETSY"
              }
            }
          },
          "then": {
            "properties": {
              "settings": {
                "$ref": "shipping-etsy.schema.json"
              }
            }
          }
        },
        {
          "if": {
            "required": [
              "channel"
            ],
            "properties": {
              "channel": {
                "const": "WISH"
              }
            }
          },
          "then": {
            "properties": {
              "settings": {
                "$ref": "shipping-wish.schema.json"
              }
            }
          }
        }
      ],
      "rules": []
    },
    {
      "name": "stock-level",
      "typeName": "StockLevel",
      "resource": "stock-levels",
      "table": "stock_levels",
      "title": "Stock level",
      "description": "How much of one product one location holds: one row per product × location (unique). `on_hand` is what is physically there; `allocated` is promised to paid orders (order allocation maintains it); `incoming` is on open purchase-order lines (purchasing maintains it); `available` = on_hand − allocated is computed by the server on every write and is the only figure ever pushed to channels. It goes negative when more is promised than is on the shelf (oversold), which is shown rather than hidden. The quantities are read-only here: on-hand changes only through stock movements (receipts, shipments, returns, `POST /api/stock-levels/:id/adjust` with `{delta, reason, note}`, `POST /api/stock-levels/:id/count` with `{counted, note}`, `POST /api/stock-transfers`), each recorded in the stock-movement ledger. The database refuses a negative `allocated` or `incoming` (CHECK constraints) and a negative `on_hand` unless the account's general settings allow negative stock (a trigger: shipping more than is on hand is otherwise a 409). `minimum_level` is the reorder point: at or below it the product counts as low stock. Product and location never change; deleting a product deletes its stock levels, a location with stock levels cannot be deleted.",
      "sourceFile": "schemas/entities/stock-level.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "products",
      "labelField": "bin",
      "searchFields": [
        "bin"
      ],
      "listColumns": [
        "product_id",
        "location_id",
        "on_hand",
        "allocated",
        "available",
        "incoming",
        "minimum_level",
        "bin"
      ],
      "defaultSort": {
        "field": "updated_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "product_id",
          "title": "Product",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Product",
            "x-ref": {
              "entity": "product",
              "onDelete": "cascade"
            },
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "product",
            "resource": "products",
            "table": "products",
            "where": {},
            "onDelete": "cascade"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "location_id",
          "title": "Location",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Location",
            "x-ref": {
              "entity": "location"
            },
            "x-immutable": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "location",
            "resource": "locations",
            "table": "locations",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "on_hand",
          "title": "On hand",
          "description": "Changed by stock movements only.",
          "schema": {
            "type": "integer",
            "title": "On hand",
            "readOnly": true,
            "default": 0,
            "description": "Changed by stock movements only.",
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "allocated",
          "title": "Allocated",
          "description": "Kept by order allocation and shipping.",
          "schema": {
            "type": "integer",
            "title": "Allocated",
            "readOnly": true,
            "default": 0,
            "description": "Kept by order allocation and shipping.",
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "available",
          "title": "Available",
          "description": "on_hand − allocated, computed by the server.",
          "schema": {
            "type": "integer",
            "title": "Available",
            "readOnly": true,
            "default": 0,
            "description": "on_hand − allocated, computed by the server.",
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "incoming",
          "title": "Incoming",
          "description": "Open purchase-order lines, kept by purchasing.",
          "schema": {
            "type": "integer",
            "title": "Incoming",
            "readOnly": true,
            "default": 0,
            "description": "Open purchase-order lines, kept by purchasing.",
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "minimum_level",
          "title": "Minimum level",
          "schema": {
            "type": "integer",
            "title": "Minimum level",
            "minimum": 0,
            "maximum": 100000000,
            "default": 0
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "bin",
          "title": "Bin",
          "description": "Where in the location it is kept, e.g. A-03-2.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Bin",
            "maxLength": 32,
            "x-trim": true,
            "description": "Where in the location it is kept, e.g. A-03-2."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "stock_levels_product_id_location_id_unique",
          "fields": [
            "product_id",
            "location_id"
          ],
          "caseInsensitive": false,
          "global": false,
          "message": "already has a stock level for this product"
        }
      ],
      "indexes": [
        {
          "name": "stock_levels_location_id_available_index",
          "fields": [
            "location_id",
            "available"
          ]
        },
        {
          "name": "stock_levels_product_id_index",
          "fields": [
            "product_id"
          ]
        }
      ],
      "naturalKey": [
        "product_id",
        "location_id"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "stock-movement",
      "typeName": "StockMovement",
      "resource": "stock-movements",
      "table": "stock_movements",
      "title": "Stock movement",
      "description": "The stock ledger: one row per change of a stock level's on-hand quantity, written by the server in the same transaction as the change (api/domain/stock/movements.ts, `recordStockMovement`), never by a client (a ledger: `GET /api/stock-movements` and `/:id` only). `quantity` is the signed change, `on_hand_after` the level's on-hand once applied, so the movements of a level always sum to its on-hand (`npm run check:stock` proves it). `reason`: RECEIPT (purchase order or ASN received), SHIPMENT (a shipment shipped), RETURN (a returned unit restocked), ADJUSTMENT (`POST /api/stock-levels/:id/adjust`), TRANSFER (`POST /api/stock-transfers`: one movement out, one in), COUNT (`POST /api/stock-levels/:id/count`, and opening balances). The document that caused it is named by `reference_type` (its resource), `reference_id` and `reference_label` (its number); the author by `user_id`/`user_email`, or `job` when a background job made it.",
      "sourceFile": "schemas/entities/stock-movement.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "products",
      "labelField": "reference_label",
      "searchFields": [
        "reference_label",
        "note"
      ],
      "listColumns": [
        "created_at",
        "product_id",
        "location_id",
        "quantity",
        "on_hand_after",
        "reason",
        "reference_label",
        "user_email"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "product_id",
          "title": "Product",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Product",
            "x-ref": {
              "entity": "product",
              "onDelete": "cascade"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "product",
            "resource": "products",
            "table": "products",
            "where": {},
            "onDelete": "cascade"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "location_id",
          "title": "Location",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Location",
            "x-ref": {
              "entity": "location"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "location",
            "resource": "locations",
            "table": "locations",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "quantity",
          "title": "Change",
          "description": "Units added (positive) or taken (negative).",
          "schema": {
            "type": "integer",
            "title": "Change",
            "description": "Units added (positive) or taken (negative).",
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "on_hand_after",
          "title": "On hand after",
          "schema": {
            "type": "integer",
            "title": "On hand after",
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "reason",
          "title": "Reason",
          "schema": {
            "type": "string",
            "title": "Reason",
            "enum": [
              "RECEIPT",
              "SHIPMENT",
              "RETURN",
              "ADJUSTMENT",
              "TRANSFER",
              "COUNT"
            ]
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "RECEIPT",
            "SHIPMENT",
            "RETURN",
            "ADJUSTMENT",
            "TRANSFER",
            "COUNT"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "reference_type",
          "title": "Document type",
          "description": "The resource of the document that caused it, e.g. `shipments`, `purchase-orders`, `stock-transfers`.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Document type",
            "maxLength": 64,
            "description": "The resource of the document that caused it, e.g. `shipments`, `purchase-orders`, `stock-transfers`."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "reference_id",
          "title": "Document id",
          "description": "The document's id, for the API; screens show its label (reference_label) instead.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Document id",
            "maxLength": 64,
            "x-ui": {
              "hidden": true
            },
            "description": "The document's id, for the API; screens show its label (reference_label) instead."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        },
        {
          "name": "reference_label",
          "title": "Document",
          "description": "The document's number or label, e.g. SHP-000012 or PO-000045.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Document",
            "maxLength": 120,
            "description": "The document's number or label, e.g. SHP-000012 or PO-000045."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "note",
          "title": "Note",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Note",
            "maxLength": 500
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "user_id",
          "title": "User id",
          "description": "The user who made the change (no foreign key: platform admins and partners belong to other accounts).",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "User id",
            "description": "The user who made the change (no foreign key: platform admins and partners belong to other accounts)."
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "user_email",
          "title": "By",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "By",
            "maxLength": 254
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "job",
          "title": "Job",
          "description": "The background job that made it, when no user did.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Job",
            "maxLength": 120,
            "description": "The background job that made it, when no user did."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [],
      "indexes": [
        {
          "name": "stock_movements_product_id_location_id_created_at_index",
          "fields": [
            "product_id",
            "location_id",
            "created_at"
          ]
        },
        {
          "name": "stock_movements_reason_created_at_index",
          "fields": [
            "reason",
            "created_at"
          ]
        },
        {
          "name": "stock_movements_location_id_index",
          "fields": [
            "location_id"
          ]
        }
      ],
      "naturalKey": [],
      "singleton": false,
      "ledger": true,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "store-category",
      "typeName": "StoreCategory",
      "resource": "store-categories",
      "table": "store_categories",
      "title": "Store category",
      "description": "A category of the merchant's own web store, in a tree (`parent_id`; a category cannot sit under itself or its own descendants, and the tree is at most 5 levels deep). `slug` is the URL segment: lower-case words joined by dashes, unique per account; made from the name when not given. Siblings are shown by `position`, then name. A category with sub-categories cannot be deleted.",
      "sourceFile": "schemas/entities/store-category.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "store",
      "labelField": "name",
      "searchFields": [
        "name",
        "slug"
      ],
      "listColumns": [
        "name",
        "slug",
        "parent_id",
        "position",
        "visible"
      ],
      "defaultSort": {
        "field": "position",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "slug",
          "title": "URL slug",
          "description": "Made from the name when not given.",
          "schema": {
            "type": "string",
            "title": "URL slug",
            "minLength": 1,
            "maxLength": 120,
            "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
            "x-trim": true,
            "x-lowercase": true,
            "description": "Made from the name when not given."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": true,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "parent_id",
          "title": "Parent category",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Parent category",
            "x-ref": {
              "entity": "store-category"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "store-category",
            "resource": "store-categories",
            "table": "store_categories",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "position",
          "title": "Position",
          "schema": {
            "type": "integer",
            "title": "Position",
            "minimum": 0,
            "maximum": 100000,
            "default": 0
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "visible",
          "title": "Visible",
          "schema": {
            "type": "boolean",
            "title": "Visible",
            "default": true
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "description",
          "title": "Description",
          "description": "HTML; scripts and event handlers are stripped on save.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Description",
            "maxLength": 5000,
            "description": "HTML; scripts and event handlers are stripped on save.",
            "x-ui": {
              "widget": "textarea"
            },
            "x-sanitize": "html"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sanitize": "html",
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "store_categories_slug_unique",
          "fields": [
            "slug"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another category"
        }
      ],
      "indexes": [
        {
          "name": "store_categories_parent_id_index",
          "fields": [
            "parent_id"
          ]
        }
      ],
      "naturalKey": [
        "slug"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "tax-compliance-application",
      "typeName": "TaxComplianceApplication",
      "resource": "tax-compliance-applications",
      "table": "tax_compliance_applications",
      "title": "Tax compliance application",
      "description": "An application, made through the Golden Ticket programme, to register for a tax or compliance scheme in one country: VAT, the EU One-Stop Shop (OSS) or Import One-Stop Shop (IOSS), packaging EPR, or a GPSR responsible person. `country` is where the registration is made, so OSS, IOSS and GPSR_RP need an EU member state; `vat_number` is checked against that country's format. The merchant prepares a DRAFT and `submit`s it (only the fields required to create it are needed: the reviewer asks for anything missing); platform staff (admins) then `start-review`, `request-info` (IN_REVIEW → INFO_REQUESTED, saying what is missing in `info_request`), and decide: `approve` needs the `issued_number` and `effective_from` they record, or `reject`. The merchant answers a request for information by editing the application and sending it back with `resubmit` (INFO_REQUESTED → IN_REVIEW), and may `cancel` until a decision. The merchant edits only DRAFT and INFO_REQUESTED applications; the reviewer's fields are written by admins only; decided and cancelled applications are read-only. Access follows the Tax Compliance Applications screen: any member of an account with the `goldenTicket` and `vatTaxes` flags (a member grant; the entity's flags withhold every rule from an account without them, so each /api/tax-compliance-applications request is a 403 naming the missing flags). Platform admins reach every account's applications.",
      "sourceFile": "schemas/entities/tax-compliance-application.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": null,
      "labelField": "company_name",
      "searchFields": [
        "company_name",
        "issued_number",
        "vat_number"
      ],
      "listColumns": [
        "company_name",
        "country",
        "scheme",
        "status",
        "trigger_date",
        "issued_number",
        "effective_from"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "DRAFT",
              "SUBMITTED",
              "IN_REVIEW",
              "INFO_REQUESTED",
              "APPROVED",
              "REJECTED",
              "CANCELLED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "DRAFT",
            "SUBMITTED",
            "IN_REVIEW",
            "INFO_REQUESTED",
            "APPROVED",
            "REJECTED",
            "CANCELLED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "country",
          "title": "Country",
          "schema": {
            "type": "string",
            "title": "Country",
            "pattern": "^[A-Z]{2}$",
            "x-format": "country"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "checkFormat": "country",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "scheme",
          "title": "Scheme",
          "schema": {
            "type": "string",
            "title": "Scheme",
            "enum": [
              "VAT",
              "OSS",
              "IOSS",
              "EPR_PACKAGING",
              "GPSR_RP"
            ]
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "VAT",
            "OSS",
            "IOSS",
            "EPR_PACKAGING",
            "GPSR_RP"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "trigger_date",
          "title": "Trigger date",
          "description": "When the obligation arose (a threshold crossed, first sale or first stock in the country).",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "Trigger date",
            "description": "When the obligation arose (a threshold crossed, first sale or first stock in the country)."
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "company_name",
          "title": "Company name",
          "schema": {
            "type": "string",
            "title": "Company name",
            "minLength": 1,
            "maxLength": 160,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "company_number",
          "title": "Company number",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Company number",
            "maxLength": 32,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "vat_number",
          "title": "Existing VAT number",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Existing VAT number",
            "maxLength": 20,
            "x-format": "vat",
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "checkFormat": "vat",
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "company_address",
          "title": "Registered address",
          "schema": {
            "type": "object",
            "$ref": "address.schema.json",
            "title": "Registered address",
            "unevaluatedProperties": false
          },
          "jsonType": "object",
          "sqlType": "jsonb",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "contact_name",
          "title": "Contact",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Contact",
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "contact_email",
          "title": "Contact email",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Contact email",
            "format": "email",
            "maxLength": 254,
            "x-trim": true,
            "x-lowercase": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "email",
          "trim": true,
          "lowercase": true,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "documents",
          "title": "Documents",
          "schema": {
            "type": "array",
            "title": "Documents",
            "default": [],
            "maxItems": 20,
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "type",
                "name",
                "url"
              ],
              "properties": {
                "type": {
                  "type": "string",
                  "title": "Type",
                  "enum": [
                    "CERTIFICATE_OF_INCORPORATION",
                    "PROOF_OF_ADDRESS",
                    "DIRECTOR_ID",
                    "BANK_STATEMENT",
                    "POWER_OF_ATTORNEY",
                    "OTHER"
                  ]
                },
                "name": {
                  "type": "string",
                  "title": "Name",
                  "minLength": 1,
                  "maxLength": 200
                },
                "url": {
                  "type": "string",
                  "title": "Link",
                  "format": "uri",
                  "pattern": "^https://",
                  "maxLength": 500
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "info_request",
          "title": "Information requested",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Information requested",
            "maxLength": 2000,
            "x-adminOnly": true,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": true,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "issued_number",
          "title": "Issued number",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Issued number",
            "maxLength": 64,
            "x-adminOnly": true,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": true,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "effective_from",
          "title": "Effective from",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date",
            "title": "Effective from",
            "x-adminOnly": true
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": true,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "reviewer_notes",
          "title": "Reviewer's notes",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Reviewer's notes",
            "maxLength": 2000,
            "x-adminOnly": true,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": true,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "submitted_at",
          "title": "Submitted",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Submitted",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "decided_at",
          "title": "Decided",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Decided",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "stateMachine": {
        "field": "status",
        "initial": "DRAFT",
        "states": [
          "DRAFT",
          "SUBMITTED",
          "IN_REVIEW",
          "INFO_REQUESTED",
          "APPROVED",
          "REJECTED",
          "CANCELLED"
        ],
        "transitions": [
          {
            "name": "submit",
            "label": "Submit",
            "from": [
              "DRAFT"
            ],
            "to": "SUBMITTED",
            "remember": false,
            "set": {
              "submitted_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "start-review",
            "label": "Start review",
            "from": [
              "SUBMITTED"
            ],
            "to": "IN_REVIEW",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "request-info",
            "label": "Request information",
            "from": [
              "IN_REVIEW"
            ],
            "to": "INFO_REQUESTED",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "resubmit",
            "label": "Send information",
            "from": [
              "INFO_REQUESTED"
            ],
            "to": "IN_REVIEW",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "approve",
            "label": "Approve",
            "from": [
              "IN_REVIEW"
            ],
            "to": "APPROVED",
            "remember": false,
            "set": {
              "decided_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "reject",
            "label": "Reject",
            "from": [
              "IN_REVIEW"
            ],
            "to": "REJECTED",
            "remember": false,
            "set": {
              "decided_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "cancel",
            "label": "Cancel",
            "from": [
              "DRAFT",
              "SUBMITTED",
              "IN_REVIEW",
              "INFO_REQUESTED"
            ],
            "to": "CANCELLED",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [],
      "indexes": [
        {
          "name": "tax_compliance_applications_status_index",
          "fields": [
            "status"
          ]
        }
      ],
      "naturalKey": [],
      "readOnlyWhen": {
        "field": "status",
        "in": [
          "APPROVED",
          "REJECTED",
          "CANCELLED"
        ]
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [
        "goldenTicket",
        "vatTaxes"
      ],
      "conditions": [],
      "rules": []
    },
    {
      "name": "template",
      "typeName": "Template",
      "resource": "templates",
      "table": "templates",
      "title": "Template",
      "description": "A printable document layout: invoice, packing slip, credit note or purchase order. `body` is HTML with placeholders such as {{order.number}} or {{lines}}, and sections such as {{#payment_method}}Paid by {{payment_method}}.{{/payment_method}} printed only when their value is there (not null, not blank, not an empty address or table); only the placeholders of the template's type are accepted (an unknown one is refused, naming those allowed). Scripts, forms, frames, embedded objects, event handlers and non-https links are stripped on save; inline styles and classes stay, because documents are styled. Exactly one template per type may be the default: saving one as default makes the previous default an ordinary template, and the first template of a type becomes its default.",
      "sourceFile": "schemas/entities/template.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "templates",
      "labelField": "name",
      "searchFields": [
        "name"
      ],
      "listColumns": [
        "name",
        "type",
        "paper_size",
        "is_default",
        "updated_at"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "type",
          "title": "Document",
          "schema": {
            "type": "string",
            "title": "Document",
            "enum": [
              "INVOICE",
              "PACKING_SLIP",
              "CREDIT_NOTE",
              "PURCHASE_ORDER"
            ]
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "INVOICE",
            "PACKING_SLIP",
            "CREDIT_NOTE",
            "PURCHASE_ORDER"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "body",
          "title": "Body (HTML)",
          "description": "HTML with {{placeholders}}. Scripts, forms, frames, embedded objects and event handlers are removed on save.",
          "schema": {
            "type": "string",
            "title": "Body (HTML)",
            "minLength": 1,
            "maxLength": 200000,
            "description": "HTML with {{placeholders}}. Scripts, forms, frames, embedded objects and event handlers are removed on save.",
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "paper_size",
          "title": "Paper size",
          "schema": {
            "type": "string",
            "title": "Paper size",
            "enum": [
              "A4",
              "A5",
              "LETTER",
              "LABEL_4X6"
            ],
            "default": "A4"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "A4",
            "A5",
            "LETTER",
            "LABEL_4X6"
          ],
          "default": "A4",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "orientation",
          "title": "Orientation",
          "schema": {
            "type": "string",
            "title": "Orientation",
            "enum": [
              "PORTRAIT",
              "LANDSCAPE"
            ],
            "default": "PORTRAIT"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "PORTRAIT",
            "LANDSCAPE"
          ],
          "default": "PORTRAIT",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "is_default",
          "title": "Default for its type",
          "schema": {
            "type": "boolean",
            "title": "Default for its type",
            "default": false
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "templates_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another template"
        }
      ],
      "indexes": [
        {
          "name": "templates_type_is_default_index",
          "fields": [
            "type",
            "is_default"
          ]
        }
      ],
      "naturalKey": [
        "name"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "user",
      "typeName": "User",
      "resource": "users",
      "table": "users",
      "title": "User",
      "description": "A person who signs in. Emails are unique across the platform (case-insensitive). Owners and staff belong to a merchant account; staff hold only the `permissions` their owner granted. Only owners (and platform admins) manage owners and set roles; a staff member holding `users` manages staff and grants at most the permissions they hold; nobody changes their own role or permissions; an account keeps at least one ACTIVE owner. `password` is write-only: it is hashed with scrypt and never returned.",
      "sourceFile": "schemas/entities/user.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "users",
      "labelField": "email",
      "searchFields": [
        "email",
        "name"
      ],
      "listColumns": [
        "email",
        "name",
        "role",
        "status",
        "last_login_at"
      ],
      "defaultSort": {
        "field": "email",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "email",
          "title": "Email",
          "schema": {
            "type": "string",
            "title": "Email",
            "format": "email",
            "maxLength": 254,
            "x-trim": true,
            "x-lowercase": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "email",
          "trim": true,
          "lowercase": true,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 120,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "role",
          "title": "Role",
          "schema": {
            "type": "string",
            "title": "Role",
            "x-enumFrom": "roles",
            "default": "staff",
            "enum": [
              "admin",
              "owner",
              "staff",
              "partner"
            ]
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "admin",
            "owner",
            "staff",
            "partner"
          ],
          "default": "staff",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "permissions",
          "title": "Permissions",
          "description": "Feature permissions held by a staff member or partner; owners and admins hold all.",
          "schema": {
            "type": "array",
            "title": "Permissions",
            "default": [],
            "uniqueItems": true,
            "items": {
              "type": "string",
              "x-enumFrom": "permissions",
              "enum": [
                "products",
                "listingsOverview",
                "ebay",
                "amazon",
                "etsy",
                "wish",
                "store",
                "orders",
                "returns",
                "customers",
                "purchaseOrders",
                "archive",
                "suppliers",
                "reports",
                "salesChannels",
                "salesTaxes",
                "templates",
                "salesCharges",
                "orderRules",
                "users",
                "paymentMethods",
                "cardManagement",
                "xero",
                "brands",
                "setupWizard",
                "variations",
                "csvScheduler",
                "currency",
                "customFields",
                "returnSettings",
                "generalSettings",
                "listingImportSchedules",
                "locations",
                "warehouses"
              ]
            },
            "description": "Feature permissions held by a staff member or partner; owners and admins hold all."
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "products",
            "listingsOverview",
            "ebay",
            "amazon",
            "etsy",
            "wish",
            "store",
            "orders",
            "returns",
            "customers",
            "purchaseOrders",
            "archive",
            "suppliers",
            "reports",
            "salesChannels",
            "salesTaxes",
            "templates",
            "salesCharges",
            "orderRules",
            "users",
            "paymentMethods",
            "cardManagement",
            "xero",
            "brands",
            "setupWizard",
            "variations",
            "csvScheduler",
            "currency",
            "customFields",
            "returnSettings",
            "generalSettings",
            "listingImportSchedules",
            "locations",
            "warehouses"
          ],
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "INVITED",
              "ACTIVE",
              "SUSPENDED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "INVITED",
            "ACTIVE",
            "SUSPENDED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "password",
          "title": "Password",
          "description": "At least 12 characters, not the email, not a common password (the sign-up policy). Stored only as an scrypt hash. Only the user (sending `current_password`) or an owner of the account changes it.",
          "schema": {
            "type": "string",
            "title": "Password",
            "minLength": 12,
            "maxLength": 200,
            "writeOnly": true,
            "x-virtual": true,
            "description": "At least 12 characters, not the email, not a common password (the sign-up policy). Stored only as an scrypt hash. Only the user (sending `current_password`) or an owner of the account changes it."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": true,
          "virtual": true,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "current_password",
          "title": "Current password",
          "description": "Your own current password: asked for when you change your own password (not when an owner sets another user's). Never stored.",
          "schema": {
            "type": "string",
            "title": "Current password",
            "maxLength": 1024,
            "writeOnly": true,
            "x-virtual": true,
            "description": "Your own current password: asked for when you change your own password (not when an owner sets another user's). Never stored."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": true,
          "virtual": true,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "password_hash",
          "title": "password_hash",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "x-internal": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": true,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "last_login_at",
          "title": "Last sign-in",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Last sign-in",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "stateMachine": {
        "field": "status",
        "initial": "ACTIVE",
        "states": [
          "INVITED",
          "ACTIVE",
          "SUSPENDED"
        ],
        "transitions": [
          {
            "name": "activate",
            "label": "Activate",
            "from": [
              "INVITED"
            ],
            "to": "ACTIVE",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "suspend",
            "label": "Suspend",
            "from": [
              "ACTIVE"
            ],
            "to": "SUSPENDED",
            "remember": false,
            "set": {},
            "confirm": "Suspend this user? They are signed out at once and cannot sign in until reinstated.",
            "destructive": true,
            "bySystem": false
          },
          {
            "name": "reinstate",
            "label": "Reinstate",
            "from": [
              "SUSPENDED"
            ],
            "to": "ACTIVE",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "name": "users_email_unique",
          "fields": [
            "email"
          ],
          "caseInsensitive": true,
          "global": true,
          "message": "is already used by another user"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "email"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "vat-report",
      "typeName": "VatReport",
      "resource": "vat-reports",
      "table": "vat_reports",
      "title": "VAT report",
      "description": "A UK VAT return for one period. `calculate` (DRAFT or CALCULATED → CALCULATED) computes boxes 1–9 from the account's own documents dated in the period (first and last day included), in pounds: box 1 is the output VAT of paid sales orders (not drafts, unpaid or cancelled ones; by order date; line and shipping tax), box 2 (VAT due on acquisitions from the EU, Northern Ireland only) is 0, box 3 = box 1 + box 2, box 4 is the input VAT on what was received against purchase orders (by order date), box 5 = |box 3 − box 4| (`net_vat_due` says whether it is payable or repayable), box 6 is the value of those sales before VAT (outside-the-scope lines excluded), box 7 the value of those purchases before VAT, box 8 the part of box 6 shipped to EU member states, box 9 the part of box 7 bought from EU suppliers. Boxes 1–5 are in pence; boxes 6–9 are whole pounds, pence dropped as HMRC asks. Documents in another currency cannot be converted yet and are left out, and counted in `excluded_documents`; refunds reduce the period in which they were given (a return's `refunded_at`, not the sale's date): each refund is split over the refunded lines' rates in proportion to their value (anything above the goods' value is refunded shipping at the shipping's rate), and its VAT comes off box 1 and its net value off box 6 (and box 8 when shipped to the EU), shown as negative amounts in `breakdown`. `breakdown` lists net and VAT per flow, destination (or supplier) country and rate, the basis of EU OSS reporting. `period_key` is HMRC's key for the period (two digits and two letters); when not given it is the period end's year and `A` plus the month's letter (A = January). `submit` (CALCULATED → SUBMITTED) records the submission and refuses a second one for the same period key (sending it to HMRC's Making Tax Digital API is not part of Sellyard yet); submitted reports are read-only, and calculated ones too until `reopen`. Access: every member may read VAT reports (the Finance screens need only a sign-in); preparing and submitting them needs the `salesTaxes` permission.",
      "sourceFile": "schemas/entities/vat-report.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "salesTaxes",
      "labelField": "period_key",
      "searchFields": [
        "period_key"
      ],
      "listColumns": [
        "period_key",
        "period_start",
        "period_end",
        "status",
        "box3_total_vat_due",
        "box4_vat_reclaimed",
        "box5_net_vat",
        "net_vat_due"
      ],
      "defaultSort": {
        "field": "period_end",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "DRAFT",
              "CALCULATED",
              "SUBMITTED"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "DRAFT",
            "CALCULATED",
            "SUBMITTED"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "period_start",
          "title": "Period start",
          "schema": {
            "type": "string",
            "format": "date",
            "title": "Period start"
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "period_end",
          "title": "Period end",
          "description": "Not before the period start.",
          "schema": {
            "type": "string",
            "format": "date",
            "title": "Period end",
            "formatMinimum": {
              "$data": "1/period_start"
            },
            "description": "Not before the period start."
          },
          "jsonType": "string",
          "sqlType": "date",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "period_key",
          "title": "Period key",
          "schema": {
            "type": "string",
            "title": "Period key",
            "pattern": "^\\d{2}[A-Z]{2}$"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "currency",
          "title": "Currency",
          "schema": {
            "type": "string",
            "title": "Currency",
            "readOnly": true,
            "default": "GBP"
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": "GBP",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "box1_vat_due_sales",
          "title": "Box 1: VAT due on sales",
          "schema": {
            "type": "integer",
            "title": "Box 1: VAT due on sales",
            "readOnly": true,
            "default": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "box2_vat_due_acquisitions",
          "title": "Box 2: VAT due on EU acquisitions",
          "schema": {
            "type": "integer",
            "title": "Box 2: VAT due on EU acquisitions",
            "readOnly": true,
            "default": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "box3_total_vat_due",
          "title": "Box 3: total VAT due",
          "schema": {
            "type": "integer",
            "title": "Box 3: total VAT due",
            "readOnly": true,
            "default": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "box4_vat_reclaimed",
          "title": "Box 4: VAT reclaimed",
          "schema": {
            "type": "integer",
            "title": "Box 4: VAT reclaimed",
            "readOnly": true,
            "default": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "box5_net_vat",
          "title": "Box 5: net VAT",
          "schema": {
            "type": "integer",
            "title": "Box 5: net VAT",
            "readOnly": true,
            "default": 0,
            "x-money": {
              "currencyField": "currency"
            },
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          },
          "jsonType": "integer",
          "sqlType": "bigint",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "money": {
            "currencyField": "currency"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "net_vat_due",
          "title": "Net VAT is",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Net VAT is",
            "enum": [
              "PAYABLE",
              "REPAYABLE"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "PAYABLE",
            "REPAYABLE"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "box6_total_sales_ex_vat",
          "title": "Box 6: sales before VAT (£)",
          "schema": {
            "type": "integer",
            "title": "Box 6: sales before VAT (£)",
            "readOnly": true,
            "default": 0,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "box7_total_purchases_ex_vat",
          "title": "Box 7: purchases before VAT (£)",
          "schema": {
            "type": "integer",
            "title": "Box 7: purchases before VAT (£)",
            "readOnly": true,
            "default": 0,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "box8_total_supplies_ex_vat",
          "title": "Box 8: supplies to the EU (£)",
          "schema": {
            "type": "integer",
            "title": "Box 8: supplies to the EU (£)",
            "readOnly": true,
            "default": 0,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "box9_total_acquisitions_ex_vat",
          "title": "Box 9: acquisitions from the EU (£)",
          "schema": {
            "type": "integer",
            "title": "Box 9: acquisitions from the EU (£)",
            "readOnly": true,
            "default": 0,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "breakdown",
          "title": "Breakdown",
          "schema": {
            "type": "array",
            "title": "Breakdown",
            "readOnly": true,
            "default": [],
            "items": {
              "type": "object",
              "properties": {
                "flow": {
                  "type": "string",
                  "enum": [
                    "SALES",
                    "PURCHASES"
                  ]
                },
                "country": {
                  "type": [
                    "string",
                    "null"
                  ]
                },
                "rate": {
                  "type": [
                    "number",
                    "null"
                  ]
                },
                "net": {
                  "type": "integer",
                  "minimum": -9007199254740991,
                  "maximum": 9007199254740991
                },
                "vat": {
                  "type": "integer",
                  "minimum": -9007199254740991,
                  "maximum": 9007199254740991
                },
                "documents": {
                  "type": "integer",
                  "minimum": -9007199254740991,
                  "maximum": 9007199254740991
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "excluded_documents",
          "title": "Documents left out (other currency)",
          "schema": {
            "type": "integer",
            "title": "Documents left out (other currency)",
            "readOnly": true,
            "default": 0,
            "minimum": -2147483648,
            "maximum": 2147483647
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": 0,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "notes",
          "title": "Notes",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Notes",
            "maxLength": 2000,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "calculated_at",
          "title": "Calculated",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Calculated",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "submitted_at",
          "title": "Submitted",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "title": "Submitted",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": true,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "date-time",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "stateMachine": {
        "field": "status",
        "initial": "DRAFT",
        "states": [
          "DRAFT",
          "CALCULATED",
          "SUBMITTED"
        ],
        "transitions": [
          {
            "name": "calculate",
            "label": "Calculate",
            "from": [
              "DRAFT",
              "CALCULATED"
            ],
            "to": "CALCULATED",
            "remember": false,
            "set": {
              "calculated_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "reopen",
            "label": "Reopen",
            "from": [
              "CALCULATED"
            ],
            "to": "DRAFT",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "submit",
            "label": "Submit to HMRC",
            "from": [
              "CALCULATED"
            ],
            "to": "SUBMITTED",
            "remember": false,
            "set": {
              "submitted_at": "$now"
            },
            "destructive": false,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [],
      "indexes": [
        {
          "name": "vat_reports_period_end_index",
          "fields": [
            "period_end"
          ]
        }
      ],
      "naturalKey": [],
      "readOnlyWhen": {
        "field": "status",
        "in": [
          "CALCULATED",
          "SUBMITTED"
        ]
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "warehouse-provider-type",
      "typeName": "WarehouseProviderType",
      "resource": "warehouse-provider-types",
      "table": "warehouse_provider_types",
      "title": "Warehouse provider type",
      "description": "A kind of warehouse (WMS / 3PL) integration: what it can do (orders, stock, ASNs), how it connects and which credential names a provider of this type must be given. Kept per account, not as global reference data: the model has no global tenancy (only account rows and the accounts table), and a merchant's own 3PL often has a bespoke integration the merchant adds here. The demo accounts hold the common ones (Mintsoft, Peoplevoice, ShipBob, Amazon MCF, a generic SFTP feed); an account adds those it uses. Codes and names are unique per account.",
      "sourceFile": "schemas/entities/warehouse-provider-type.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "warehouses",
      "labelField": "name",
      "searchFields": [
        "name",
        "code"
      ],
      "listColumns": [
        "name",
        "code",
        "integration",
        "supports_orders",
        "supports_stock",
        "supports_asn"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 80,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "code",
          "title": "Code",
          "schema": {
            "type": "string",
            "title": "Code",
            "minLength": 1,
            "maxLength": 32,
            "pattern": "^[A-Z0-9_]+$",
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "integration",
          "title": "Connects by",
          "schema": {
            "type": "string",
            "title": "Connects by",
            "enum": [
              "API",
              "SFTP",
              "EDI",
              "EMAIL"
            ]
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "API",
            "SFTP",
            "EDI",
            "EMAIL"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "supports_orders",
          "title": "Can fulfil orders",
          "schema": {
            "type": "boolean",
            "title": "Can fulfil orders",
            "default": true
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "supports_stock",
          "title": "Can report stock",
          "schema": {
            "type": "boolean",
            "title": "Can report stock",
            "default": true
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "supports_asn",
          "title": "Can receive ASNs",
          "schema": {
            "type": "boolean",
            "title": "Can receive ASNs",
            "default": false
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "credential_fields",
          "title": "Credential names",
          "description": "The names a provider's credentials must hold, e.g. api_key, client_id.",
          "schema": {
            "type": "array",
            "title": "Credential names",
            "default": [],
            "maxItems": 10,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "pattern": "^[a-z][a-z0-9_]{0,63}$"
            },
            "description": "The names a provider's credentials must hold, e.g. api_key, client_id."
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "website",
          "title": "Website",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Website",
            "format": "uri",
            "pattern": "^https://",
            "maxLength": 2048
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uri",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "notes",
          "title": "Notes",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Notes",
            "maxLength": 2000,
            "x-ui": {
              "widget": "textarea"
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "widget": "textarea"
          }
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [
        {
          "name": "warehouse_provider_types_code_unique",
          "fields": [
            "code"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another provider type"
        },
        {
          "name": "warehouse_provider_types_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another provider type"
        }
      ],
      "indexes": [],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "warehouse-provider",
      "typeName": "WarehouseProvider",
      "resource": "warehouse-providers",
      "table": "warehouse_providers",
      "title": "Warehouse provider",
      "description": "A warehouse (WMS / 3PL) account the merchant uses: its provider type, its credentials and which capabilities are switched on. A capability the type cannot do is refused. `credentials` are write-only, encrypted at rest and never returned (records say `credentials_set`); when sent they must hold every name the type lists. Status INACTIVE → ACTIVE (`activate`: needs stored credentials) ↔ ERROR (`fail`, when a sync fails); `deactivate` stops it without forgetting the credentials. Names are unique per account.",
      "sourceFile": "schemas/entities/warehouse-provider.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "warehouses",
      "labelField": "name",
      "searchFields": [
        "name",
        "account_reference"
      ],
      "listColumns": [
        "name",
        "provider_type_id",
        "status",
        "orders_enabled",
        "stock_enabled",
        "asn_enabled"
      ],
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "name",
          "title": "Name",
          "schema": {
            "type": "string",
            "title": "Name",
            "minLength": 1,
            "maxLength": 80,
            "x-trim": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "provider_type_id",
          "title": "Provider type",
          "schema": {
            "type": "string",
            "format": "uuid",
            "title": "Provider type",
            "x-ref": {
              "entity": "warehouse-provider-type"
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": true,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "ref": {
            "entity": "warehouse-provider-type",
            "resource": "warehouse-provider-types",
            "table": "warehouse_provider_types",
            "where": {},
            "onDelete": "restrict"
          },
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "account_reference",
          "title": "Account reference",
          "description": "The merchant's customer number at the warehouse.",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Account reference",
            "maxLength": 64,
            "x-trim": true,
            "description": "The merchant's customer number at the warehouse."
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "credentials",
          "title": "Credentials",
          "description": "Name/value pairs the provider type asks for (api_key, client_id...). Write-only and encrypted at rest: never returned; send it only to replace the stored one, or null to remove it.",
          "schema": {
            "type": [
              "object",
              "null"
            ],
            "title": "Credentials",
            "description": "Name/value pairs the provider type asks for (api_key, client_id...). Write-only and encrypted at rest: never returned; send it only to replace the stored one, or null to remove it.",
            "maxProperties": 20,
            "propertyNames": {
              "pattern": "^[a-z][a-z0-9_]{0,63}$"
            },
            "additionalProperties": {
              "type": "string",
              "minLength": 1,
              "maxLength": 4096
            },
            "x-secret": true
          },
          "jsonType": "object",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": true,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": true,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {}
        },
        {
          "name": "orders_enabled",
          "title": "Send orders",
          "schema": {
            "type": "boolean",
            "title": "Send orders",
            "default": false
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "stock_enabled",
          "title": "Import stock",
          "schema": {
            "type": "boolean",
            "title": "Import stock",
            "default": false
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "asn_enabled",
          "title": "Send ASNs",
          "schema": {
            "type": "boolean",
            "title": "Send ASNs",
            "default": false
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "status",
          "title": "Status",
          "schema": {
            "type": "string",
            "title": "Status",
            "enum": [
              "INACTIVE",
              "ACTIVE",
              "ERROR"
            ],
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "INACTIVE",
            "ACTIVE",
            "ERROR"
          ],
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {}
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "stateMachine": {
        "field": "status",
        "initial": "INACTIVE",
        "states": [
          "INACTIVE",
          "ACTIVE",
          "ERROR"
        ],
        "transitions": [
          {
            "name": "activate",
            "label": "Activate",
            "from": [
              "INACTIVE",
              "ERROR"
            ],
            "to": "ACTIVE",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "fail",
            "label": "Mark as failing",
            "from": [
              "ACTIVE"
            ],
            "to": "ERROR",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          },
          {
            "name": "deactivate",
            "label": "Deactivate",
            "from": [
              "ACTIVE",
              "ERROR"
            ],
            "to": "INACTIVE",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "name": "warehouse_providers_name_unique",
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "global": false,
          "message": "is already used by another warehouse provider"
        }
      ],
      "indexes": [
        {
          "name": "warehouse_providers_provider_type_id_index",
          "fields": [
            "provider_type_id"
          ]
        }
      ],
      "naturalKey": [
        "name"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    },
    {
      "name": "xero-settings",
      "typeName": "XeroSettings",
      "resource": "xero-settings",
      "table": "xero_settings",
      "title": "Xero configuration",
      "description": "The link to the account's Xero organisation, one record per account (a singleton: GET and PUT /api/xero-settings). `client_id` and `client_secret` are the Xero app's OAuth credentials; the secret is write-only, encrypted at rest and never returned (records say only `client_secret_set`): send it only to replace it, or null to remove it. `tenant_id` is the Xero organisation. The account codes say where postings go in the Xero chart of accounts (sales, shipping income, channel fees, refunds, and the bank account deposits land in); `tax_rate_mapping` maps each of the account's sales-tax codes to a Xero tax type (codes must exist and appear once). `sync_invoices` posts orders as sales invoices; `sync_settlements` posts channel settlements as bank transactions. Enabling the link needs the organisation, both credentials, and the sales and bank account codes. `connection_status` is set by the server when it talks to Xero. Guarded by the `xero` permission.",
      "sourceFile": "schemas/entities/xero-settings.schema.json",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "xero",
      "labelField": "tenant_id",
      "searchFields": [],
      "listColumns": [
        "tenant_id",
        "enabled",
        "connection_status",
        "client_id",
        "sales_account_code",
        "shipping_account_code"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "title": "ID",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "account_id",
          "title": "Account",
          "schema": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          },
          "format": "uuid"
        },
        {
          "name": "enabled",
          "title": "Enabled",
          "schema": {
            "type": "boolean",
            "title": "Enabled",
            "default": false,
            "x-ui": {
              "order": 1
            }
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 1
          }
        },
        {
          "name": "connection_status",
          "title": "Connection",
          "schema": {
            "type": "string",
            "title": "Connection",
            "enum": [
              "NOT_CONNECTED",
              "CONNECTED",
              "ERROR"
            ],
            "default": "NOT_CONNECTED",
            "readOnly": true,
            "x-ui": {
              "order": 2
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "enum": [
            "NOT_CONNECTED",
            "CONNECTED",
            "ERROR"
          ],
          "default": "NOT_CONNECTED",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 2
          }
        },
        {
          "name": "tenant_id",
          "title": "Xero organisation (tenant) id",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "format": "uuid",
            "title": "Xero organisation (tenant) id",
            "x-ui": {
              "order": 3
            }
          },
          "jsonType": "string",
          "sqlType": "uuid",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "format": "uuid",
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 3
          }
        },
        {
          "name": "client_id",
          "title": "Client id",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Client id",
            "pattern": "^[A-Za-z0-9]{16,64}$",
            "x-trim": true,
            "x-ui": {
              "order": 4,
              "help": "From the Xero developer portal (My Apps)."
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 4,
            "help": "From the Xero developer portal (My Apps)."
          }
        },
        {
          "name": "client_secret",
          "title": "Client secret",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Client secret",
            "minLength": 8,
            "maxLength": 256,
            "x-secret": true,
            "x-ui": {
              "order": 5,
              "help": "Write-only: leave empty to keep the stored secret."
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": true,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": true,
          "immutable": false,
          "system": false,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 5,
            "help": "Write-only: leave empty to keep the stored secret."
          }
        },
        {
          "name": "sales_account_code",
          "title": "Sales account code",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Sales account code",
            "pattern": "^[A-Za-z0-9.-]{1,10}$",
            "x-trim": true,
            "x-ui": {
              "order": 6
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 6
          }
        },
        {
          "name": "shipping_account_code",
          "title": "Shipping income account code",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Shipping income account code",
            "pattern": "^[A-Za-z0-9.-]{1,10}$",
            "x-trim": true,
            "x-ui": {
              "order": 7
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 7
          }
        },
        {
          "name": "fees_account_code",
          "title": "Channel fees account code",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Channel fees account code",
            "pattern": "^[A-Za-z0-9.-]{1,10}$",
            "x-trim": true,
            "x-ui": {
              "order": 8
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 8
          }
        },
        {
          "name": "refunds_account_code",
          "title": "Refunds account code",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Refunds account code",
            "pattern": "^[A-Za-z0-9.-]{1,10}$",
            "x-trim": true,
            "x-ui": {
              "order": 9
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 9
          }
        },
        {
          "name": "bank_account_code",
          "title": "Bank account code",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Bank account code",
            "pattern": "^[A-Za-z0-9.-]{1,10}$",
            "x-trim": true,
            "x-ui": {
              "order": 10
            }
          },
          "jsonType": "string",
          "sqlType": "text",
          "nullable": true,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "trim": true,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 10
          }
        },
        {
          "name": "tax_rate_mapping",
          "title": "Tax rate mapping",
          "description": "Each sales-tax code of this account and the Xero tax type it posts as.",
          "schema": {
            "type": "array",
            "title": "Tax rate mapping",
            "maxItems": 100,
            "default": [],
            "x-ui": {
              "order": 11
            },
            "description": "Each sales-tax code of this account and the Xero tax type it posts as.",
            "items": {
              "type": "object",
              "required": [
                "sales_tax_code",
                "xero_tax_type"
              ],
              "additionalProperties": false,
              "properties": {
                "sales_tax_code": {
                  "type": "string",
                  "title": "Sales tax code",
                  "minLength": 1,
                  "maxLength": 20
                },
                "xero_tax_type": {
                  "type": "string",
                  "title": "Xero tax type",
                  "pattern": "^[A-Z0-9]{2,30}$",
                  "description": "e.g. OUTPUT2 (20% VAT on income), RROUTPUT (5%), ZERORATEDOUTPUT, EXEMPTOUTPUT, NONE."
                }
              }
            }
          },
          "jsonType": "array",
          "sqlType": "jsonb",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": [],
          "trim": false,
          "lowercase": false,
          "sortable": false,
          "filterable": false,
          "ui": {
            "order": 11
          }
        },
        {
          "name": "sync_invoices",
          "title": "Post orders as sales invoices",
          "schema": {
            "type": "boolean",
            "title": "Post orders as sales invoices",
            "default": true,
            "x-ui": {
              "order": 12
            }
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 12
          }
        },
        {
          "name": "sync_settlements",
          "title": "Post channel settlements",
          "schema": {
            "type": "boolean",
            "title": "Post channel settlements",
            "default": true,
            "x-ui": {
              "order": 13
            }
          },
          "jsonType": "boolean",
          "sqlType": "boolean",
          "nullable": false,
          "required": false,
          "readOnly": false,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": false,
          "system": false,
          "default": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "order": 13
          }
        },
        {
          "name": "created_at",
          "title": "Created",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "updated_at",
          "title": "Updated",
          "schema": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "jsonType": "string",
          "sqlType": "timestamptz",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": false
          },
          "format": "date-time"
        },
        {
          "name": "version",
          "title": "Version",
          "schema": {
            "type": "integer",
            "readOnly": true,
            "description": "Raised by every update; send it back on PUT: a stale one is a 409."
          },
          "jsonType": "integer",
          "sqlType": "integer",
          "nullable": false,
          "required": false,
          "readOnly": true,
          "writeOnly": false,
          "virtual": false,
          "internal": false,
          "adminOnly": false,
          "secret": false,
          "immutable": true,
          "system": true,
          "trim": false,
          "lowercase": false,
          "sortable": true,
          "filterable": true,
          "ui": {
            "hidden": true
          }
        }
      ],
      "children": [],
      "unique": [],
      "indexes": [],
      "naturalKey": [],
      "singleton": true,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": []
    }
  ],
  "roles": [
    {
      "name": "admin",
      "label": "Platform admin",
      "description": "Platform staff: every account, every permission, the admin support page.",
      "scope": "platform",
      "allPermissions": true,
      "readOnly": false,
      "grants": []
    },
    {
      "name": "owner",
      "label": "Owner",
      "description": "A merchant account's owner: every permission inside the own account, and the only one (with platform admins) who manages owners.",
      "scope": "account",
      "allPermissions": true,
      "readOnly": false,
      "grants": [
        {
          "subject": "users",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "staff",
      "label": "Staff",
      "description": "A merchant's staff member: inside the own account, only the permissions granted.",
      "scope": "account",
      "allPermissions": false,
      "readOnly": false,
      "grants": []
    },
    {
      "name": "partner",
      "label": "Partner",
      "description": "A partner user: the partner portal, and read-only views of the partner's client accounts within the permissions the partner holds.",
      "scope": "clients",
      "allPermissions": false,
      "readOnly": true,
      "grants": []
    }
  ],
  "permissions": [
    {
      "name": "products",
      "label": "Products",
      "description": "Products, their barcodes, images and brands' use.",
      "grants": [
        {
          "subject": "products",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "stock-levels",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "stock-movements",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "brands",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-taxes",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "attributes",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "locations",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "responsible-persons",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "product-labels",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "listingsOverview",
      "label": "Listings overview",
      "description": "See every channel's listings in one list.",
      "grants": [
        {
          "subject": "listings",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "products",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-channels",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "ebay",
      "label": "eBay",
      "description": "eBay listings, HTML and shipping templates.",
      "grants": [
        {
          "subject": "html-templates",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "listings",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "conditions": {
            "channel": "EBAY"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "shipping-templates",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "conditions": {
            "channel": "EBAY"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "products",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "attributes",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-channels",
          "actions": [
            "read"
          ],
          "conditions": {
            "type": "EBAY"
          },
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "amazon",
      "label": "Amazon",
      "description": "Amazon listings.",
      "grants": [
        {
          "subject": "listings",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "conditions": {
            "channel": "AMAZON"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "products",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-channels",
          "actions": [
            "read"
          ],
          "conditions": {
            "type": "AMAZON"
          },
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "etsy",
      "label": "Etsy",
      "description": "Etsy listings and shipping templates.",
      "grants": [
        {
          "subject": "listings",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "conditions": {
            "channel": "ETSY"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "shipping-templates",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "conditions": {
            "channel": "ETSY"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "products",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-channels",
          "actions": [
            "read"
          ],
          "conditions": {
            "type": "ETSY"
          },
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "wish",
      "label": "Wish",
      "description": "Wish listings and shipping templates.",
      "grants": [
        {
          "subject": "listings",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "conditions": {
            "channel": "WISH"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "shipping-templates",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "conditions": {
            "channel": "WISH"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "products",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-channels",
          "actions": [
            "read"
          ],
          "conditions": {
            "type": "WISH"
          },
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "store",
      "label": "Web store",
      "description": "Web store listings and categories.",
      "grants": [
        {
          "subject": "store-categories",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "listings",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "conditions": {
            "channel": "STORE"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "products",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-channels",
          "actions": [
            "read"
          ],
          "conditions": {
            "type": "STORE"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "sales-channels",
          "actions": [
            "read"
          ],
          "conditions": {
            "type": "SHOPIFY"
          },
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "orders",
      "label": "Orders",
      "description": "Sales orders, and the customers they are for.",
      "grants": [
        {
          "subject": "sales-orders",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "shipments",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "relationships",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "conditions": {
            "type": "CUSTOMER"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "products",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-taxes",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "locations",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "shipping-carriers",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "shipping-methods",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "returns",
      "label": "Returns",
      "description": "Returns and refunds.",
      "grants": [
        {
          "subject": "returns",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-orders",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "relationships",
          "actions": [
            "read"
          ],
          "conditions": {
            "type": "CUSTOMER"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "products",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "locations",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "customers",
      "label": "Customers",
      "description": "The customer list.",
      "grants": [
        {
          "subject": "relationships",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "conditions": {
            "type": "CUSTOMER"
          },
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "purchaseOrders",
      "label": "Purchase orders",
      "description": "Purchase orders, ASNs, and the suppliers they are placed with.",
      "grants": [
        {
          "subject": "asns",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "purchase-orders",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "relationships",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "conditions": {
            "type": "SUPPLIER"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "products",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "locations",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-taxes",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "warehouse-providers",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "archive",
      "label": "Archive",
      "description": "Archived purchase orders (read-only: archiving and unarchiving come with purchaseOrders).",
      "grants": [
        {
          "subject": "purchase-orders",
          "actions": [
            "read"
          ],
          "conditions": {
            "archived": true
          },
          "scope": "ownAccount"
        },
        {
          "subject": "relationships",
          "actions": [
            "read"
          ],
          "conditions": {
            "type": "SUPPLIER"
          },
          "scope": "ownAccount"
        },
        {
          "subject": "products",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "locations",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "suppliers",
      "label": "Suppliers",
      "description": "The supplier list.",
      "grants": [
        {
          "subject": "relationships",
          "actions": [
            "read"
          ],
          "conditions": {
            "type": "SUPPLIER"
          },
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "reports",
      "label": "Reports",
      "description": "Saved reports and running them.",
      "grants": [
        {
          "subject": "reports",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "salesChannels",
      "label": "Sales channels",
      "description": "Connect and configure sales channels.",
      "grants": [
        {
          "subject": "sales-channels",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "brands",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "locations",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "salesTaxes",
      "label": "Sales taxes",
      "description": "Tax rates, and preparing and submitting VAT returns.",
      "grants": [
        {
          "subject": "sales-taxes",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "vat-reports",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "templates",
      "label": "Templates",
      "description": "Invoice, packing slip and other document templates.",
      "grants": [
        {
          "subject": "templates",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "salesCharges",
      "label": "Sales charges",
      "description": "Extra charges on orders.",
      "grants": [
        {
          "subject": "sales-charges",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-taxes",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "orderRules",
      "label": "Order rules",
      "description": "Rules that run when an order is paid.",
      "grants": [
        {
          "subject": "order-rules",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-channels",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "locations",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "users",
      "label": "Users",
      "description": "The account's users and what they may do: read every user of the account; add, edit, suspend and delete staff only (owners are managed by owners, a role grant). Hooks add what a rule cannot say: a holder grants at most the permissions they hold, nobody changes their own role or permissions, and only the user (with their current password) or an owner changes a password.",
      "grants": [
        {
          "subject": "users",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "users",
          "actions": [
            "create",
            "update",
            "delete"
          ],
          "conditions": {
            "role": "staff"
          },
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "paymentMethods",
      "label": "Payment methods",
      "description": "How customers pay.",
      "grants": [
        {
          "subject": "payment-methods",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "cardManagement",
      "label": "Card management",
      "description": "The account's payment cards.",
      "grants": [
        {
          "subject": "payment-cards",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "xero",
      "label": "Xero",
      "description": "Xero accounting link, and the bookkeeping of channel settlements (import, match, post).",
      "grants": [
        {
          "subject": "settlements",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "xero-settings",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-channels",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "brands",
      "label": "Brands",
      "description": "Brands and brand CSV upload.",
      "grants": [
        {
          "subject": "brands",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "setupWizard",
      "label": "Setup wizard",
      "description": "The onboarding wizard.",
      "grants": []
    },
    {
      "name": "variations",
      "label": "Variations",
      "description": "Variation attributes.",
      "grants": [
        {
          "subject": "attributes",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "csvScheduler",
      "label": "CSV scheduler",
      "description": "Scheduled CSV exports.",
      "grants": [
        {
          "subject": "csv-schedules",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "currency",
      "label": "Currency",
      "description": "Currencies and exchange rates.",
      "grants": [
        {
          "subject": "currencies",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "customFields",
      "label": "Custom fields",
      "description": "Fields the account adds to its entities.",
      "grants": [
        {
          "subject": "custom-fields",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "returnSettings",
      "label": "Return settings",
      "description": "Return reasons, window and restocking rules.",
      "grants": [
        {
          "subject": "return-settings",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "generalSettings",
      "label": "General settings",
      "description": "Change the account's general settings (company details, units, defaults, onboarding progress). Every member reads them (a member grant); owners hold this permission through allPermissions, and an owner may grant it to a staff member.",
      "grants": [
        {
          "subject": "general-settings",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "listingImportSchedules",
      "label": "Listing import schedules",
      "description": "Automatic listing imports.",
      "grants": [
        {
          "subject": "listing-import-schedules",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "sales-channels",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "locations",
      "label": "Locations",
      "description": "Warehouses, shops and other stock locations.",
      "grants": [
        {
          "subject": "locations",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    },
    {
      "name": "warehouses",
      "label": "Warehouses",
      "description": "Warehouse (WMS) providers.",
      "grants": [
        {
          "subject": "warehouse-provider-types",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "warehouse-providers",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        }
      ]
    }
  ],
  "flags": [
    {
      "name": "goldenTicket",
      "label": "Golden Ticket",
      "description": "The Golden Ticket programme: tax compliance, responsible persons and product labels."
    },
    {
      "name": "vatTaxes",
      "label": "VAT & taxes",
      "description": "Tax compliance applications (with Golden Ticket)."
    },
    {
      "name": "responsiblePerson",
      "label": "Responsible person",
      "description": "EU GPSR responsible persons (with Golden Ticket)."
    },
    {
      "name": "productLabel",
      "label": "Product labels",
      "description": "Product label upload (with Golden Ticket)."
    }
  ],
  "memberGrants": [
    {
      "subject": "accounts",
      "actions": [
        "read"
      ],
      "scope": "ownAccount"
    },
    {
      "subject": "users",
      "actions": [
        "read"
      ],
      "scope": "self"
    },
    {
      "subject": "shipping-carriers",
      "actions": [
        "read"
      ],
      "scope": "ownAccount"
    },
    {
      "subject": "shipping-methods",
      "actions": [
        "read"
      ],
      "scope": "ownAccount"
    },
    {
      "subject": "listings",
      "actions": [
        "read",
        "create",
        "update",
        "delete"
      ],
      "conditions": {
        "channel": "ONBUY"
      },
      "scope": "ownAccount"
    },
    {
      "subject": "responsible-persons",
      "actions": [
        "read",
        "create",
        "update",
        "delete"
      ],
      "scope": "ownAccount"
    },
    {
      "subject": "product-labels",
      "actions": [
        "read",
        "create",
        "update",
        "delete"
      ],
      "scope": "ownAccount"
    },
    {
      "subject": "settlements",
      "actions": [
        "read"
      ],
      "scope": "ownAccount"
    },
    {
      "subject": "vat-reports",
      "actions": [
        "read"
      ],
      "scope": "ownAccount"
    },
    {
      "subject": "invoices",
      "actions": [
        "read"
      ],
      "scope": "ownAccount"
    },
    {
      "subject": "tax-compliance-applications",
      "actions": [
        "read",
        "create",
        "update",
        "delete"
      ],
      "scope": "ownAccount"
    },
    {
      "subject": "general-settings",
      "actions": [
        "read"
      ],
      "scope": "ownAccount"
    }
  ],
  "routes": [
    {
      "path": "/",
      "kind": "redirect",
      "to": "/dashboard",
      "layout": "secure",
      "title": "",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      }
    },
    {
      "path": "/admin-support",
      "title": "Admin Support",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": [
          "admin"
        ]
      },
      "kind": "page",
      "page": "AdminSupportPage",
      "description": "Support console (find accounts, users, feature flags)",
      "group": "admin"
    },
    {
      "path": "/public/error",
      "title": "Error",
      "layout": "public",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "kind": "page",
      "page": "PublicErrorPage",
      "description": "Error page (status, message, a way back)"
    },
    {
      "path": "/public/signup",
      "title": "Sign Up",
      "layout": "public",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "kind": "page",
      "page": "PublicSignupPage",
      "description": "Create account"
    },
    {
      "path": "/public/signup/preferences",
      "title": "Account Preferences",
      "layout": "public",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "kind": "page",
      "page": "PublicSignupPreferencesPage",
      "description": "Set up account preferences"
    },
    {
      "path": "/tax-applications",
      "title": "Tax Compliance Applications",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [
          "goldenTicket",
          "vatTaxes"
        ],
        "roles": []
      },
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "tax-compliance-application",
      "description": "Tax Compliance Applications",
      "group": "compliance",
      "entityReady": true,
      "resource": "tax-compliance-applications"
    },
    {
      "path": "/responsible-persons",
      "title": "Responsible Persons",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [
          "goldenTicket",
          "responsiblePerson"
        ],
        "roles": []
      },
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "responsible-person",
      "description": "Responsible persons",
      "group": "compliance",
      "entityReady": true,
      "resource": "responsible-persons"
    },
    {
      "path": "/product-label-upload",
      "title": "Product Label Upload",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [
          "productLabel",
          "goldenTicket"
        ],
        "roles": []
      },
      "kind": "page",
      "page": "ProductLabelUploadPage",
      "description": "Upload product labels",
      "group": "compliance"
    },
    {
      "path": "/manage-asn",
      "title": "Manage ASN",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "purchaseOrders"
        ],
        "flags": [],
        "roles": []
      },
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "asn",
      "description": "Advance shipping notices",
      "group": "purchase-orders",
      "entityReady": true,
      "resource": "asns"
    },
    {
      "path": "/partner-portal",
      "kind": "redirect",
      "to": "/partner-portal/hq",
      "layout": "secure",
      "group": "partner-portal",
      "title": "",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      }
    },
    {
      "path": "/partner-portal/hq",
      "title": "Partner HQ",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": [
          "partner",
          "admin"
        ]
      },
      "kind": "page",
      "page": "PartnerPortalHqPage",
      "description": "Partner HQ",
      "group": "partner-portal"
    },
    {
      "path": "/partner-portal/clients",
      "title": "Clients",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": [
          "partner",
          "admin"
        ]
      },
      "kind": "page",
      "page": "PartnerPortalClientsPage",
      "description": "Clients, create a client account",
      "group": "partner-portal"
    },
    {
      "path": "/partner-portal/manage-users",
      "title": "Manage Users",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": [
          "partner",
          "admin"
        ]
      },
      "kind": "list",
      "entity": "user",
      "description": "Partner's users",
      "group": "partner-portal",
      "entityReady": true,
      "resource": "users"
    },
    {
      "path": "/partner-portal/admin",
      "title": "Partner Admin",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": [
          "partner",
          "admin"
        ]
      },
      "kind": "page",
      "page": "PartnerPortalAdminPage",
      "description": "Partner admin",
      "group": "partner-portal"
    },
    {
      "path": "/dashboard",
      "title": "Dashboard",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "kind": "page",
      "page": "DashboardPage",
      "description": "Dashboard"
    },
    {
      "path": "/login",
      "title": "Dashboard",
      "layout": "secure",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "kind": "page",
      "page": "LoginPage",
      "description": "The sign-in form when signed out (titled Sign In); the dashboard when signed in."
    },
    {
      "path": "/my-account",
      "title": "My Account",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "kind": "page",
      "page": "MyAccountPage",
      "description": "My account"
    },
    {
      "path": "/promote-expand",
      "title": "Promote & Expand",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "kind": "page",
      "page": "PromoteExpandPage",
      "description": "Promote and expand (where products are not yet listed)"
    },
    {
      "path": "/golden-ticket",
      "title": "Golden Ticket",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "kind": "page",
      "page": "GoldenTicketPage",
      "description": "The Golden Ticket programme and its features"
    },
    {
      "path": "/products-listings",
      "kind": "redirect",
      "to": "/products-listings/products",
      "layout": "secure",
      "title": "",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      }
    },
    {
      "path": "/products-listings/products",
      "title": "Products",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "products"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list",
        "create",
        "edit"
      ],
      "entity": "product",
      "description": "Products",
      "entityReady": true,
      "resource": "products"
    },
    {
      "path": "/products-listings/stock",
      "title": "Stock",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "products"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "page",
      "page": "ProductsListingsStockPage",
      "description": "Stock levels per location: filters, adjust and count, latest movements"
    },
    {
      "path": "/products-listings/stock-movements",
      "title": "Stock Movements",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "products"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list"
      ],
      "entity": "stock-movement",
      "description": "The stock ledger: every change of stock on hand",
      "entityReady": true,
      "resource": "stock-movements"
    },
    {
      "path": "/products-listings/listings-overview",
      "title": "Listings Overview",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "listingsOverview"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "entity": "listing",
      "description": "All listings, every channel",
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/ebay/list-products",
      "title": "eBay List Products",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "ebay"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "page",
      "page": "ProductsListingsEbayListProductsPage",
      "description": "Pick products, list on eBay"
    },
    {
      "path": "/products-listings/ebay/listings",
      "title": "eBay Listings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "ebay"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "listing",
      "filter": {
        "channel": "EBAY"
      },
      "description": "eBay listings",
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/ebay/listing-status",
      "title": "eBay Listing Status",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "ebay"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "entity": "listing",
      "filter": {
        "channel": "EBAY"
      },
      "description": "eBay listing status",
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/ebay/html-templates",
      "title": "eBay HTML Templates",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "ebay"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "html-template",
      "description": "eBay HTML templates",
      "entityReady": true,
      "resource": "html-templates"
    },
    {
      "path": "/products-listings/ebay/shipping-templates",
      "title": "eBay Shipping Templates",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "ebay"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "shipping-template",
      "filter": {
        "channel": "EBAY"
      },
      "description": "eBay shipping templates",
      "entityReady": true,
      "resource": "shipping-templates"
    },
    {
      "path": "/products-listings/amazon/list-products",
      "title": "Amazon List Products",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "amazon"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "page",
      "page": "ProductsListingsAmazonListProductsPage"
    },
    {
      "path": "/products-listings/amazon/listings",
      "title": "Amazon Listings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "amazon"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "listing",
      "filter": {
        "channel": "AMAZON"
      },
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/amazon/listing-status",
      "title": "Amazon Listing Status",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "amazon"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "entity": "listing",
      "filter": {
        "channel": "AMAZON"
      },
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/etsy/list-products",
      "title": "Etsy List Products",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "etsy"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "page",
      "page": "ProductsListingsEtsyListProductsPage"
    },
    {
      "path": "/products-listings/etsy/listings",
      "title": "Etsy Listings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "etsy"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "listing",
      "filter": {
        "channel": "ETSY"
      },
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/etsy/listing-status",
      "title": "Etsy Listing Status",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "etsy"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "entity": "listing",
      "filter": {
        "channel": "ETSY"
      },
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/etsy/shipping-templates",
      "title": "Etsy Shipping Templates",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "etsy"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "shipping-template",
      "filter": {
        "channel": "ETSY"
      },
      "entityReady": true,
      "resource": "shipping-templates"
    },
    {
      "path": "/products-listings/wish/list-products",
      "title": "Wish List Products",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "wish"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "page",
      "page": "ProductsListingsWishListProductsPage"
    },
    {
      "path": "/products-listings/wish/listings",
      "title": "Wish Listings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "wish"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "listing",
      "filter": {
        "channel": "WISH"
      },
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/wish/listing-status",
      "title": "Wish Listing Status",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "wish"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "entity": "listing",
      "filter": {
        "channel": "WISH"
      },
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/wish/shipping-templates",
      "title": "Wish Shipping Templates",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "wish"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "shipping-template",
      "filter": {
        "channel": "WISH"
      },
      "entityReady": true,
      "resource": "shipping-templates"
    },
    {
      "path": "/products-listings/onbuy/list-products",
      "title": "OnBuy List Products",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "page",
      "page": "ProductsListingsOnbuyListProductsPage"
    },
    {
      "path": "/products-listings/onbuy/listings",
      "title": "OnBuy Listings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "listing",
      "filter": {
        "channel": "ONBUY"
      },
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/onbuy/listing-status",
      "title": "OnBuy Listing Status",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "entity": "listing",
      "filter": {
        "channel": "ONBUY"
      },
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/store/list-products",
      "title": "Store List Products",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "store"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "page",
      "page": "ProductsListingsStoreListProductsPage"
    },
    {
      "path": "/products-listings/store/listings",
      "title": "Store Listings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "store"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "listing",
      "filter": {
        "channel": "STORE"
      },
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/store/listing-status",
      "title": "Store Listing Status",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "store"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "entity": "listing",
      "filter": {
        "channel": "STORE"
      },
      "entityReady": true,
      "resource": "listings"
    },
    {
      "path": "/products-listings/store/categories",
      "title": "Store Categories",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "store"
        ],
        "flags": [],
        "roles": []
      },
      "group": "products-listings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "store-category",
      "description": "Store categories",
      "entityReady": true,
      "resource": "store-categories"
    },
    {
      "path": "/sales-orders",
      "kind": "redirect",
      "to": "/sales-orders/orders",
      "layout": "secure",
      "title": "",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      }
    },
    {
      "path": "/sales-orders/orders",
      "title": "Orders",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "orders"
        ],
        "flags": [],
        "roles": []
      },
      "group": "sales-orders",
      "kind": "list",
      "entity": "sales-order",
      "entityReady": true,
      "resource": "sales-orders"
    },
    {
      "path": "/sales-orders/manage-shipments",
      "title": "Manage Shipments",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "sales-orders",
      "kind": "list",
      "modes": [
        "list",
        "create",
        "edit",
        "view"
      ],
      "entity": "shipment",
      "description": "Shipments to pack, label and dispatch",
      "entityReady": true,
      "resource": "shipments"
    },
    {
      "path": "/sales-orders/returns",
      "title": "Returns",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "returns"
        ],
        "flags": [],
        "roles": []
      },
      "group": "sales-orders",
      "kind": "list",
      "entity": "return",
      "entityReady": true,
      "resource": "returns"
    },
    {
      "path": "/sales-orders/customers",
      "title": "Customers",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "customers"
        ],
        "flags": [],
        "roles": []
      },
      "group": "sales-orders",
      "kind": "list",
      "entity": "relationship",
      "filter": {
        "type": "CUSTOMER"
      },
      "entityReady": true,
      "resource": "relationships"
    },
    {
      "path": "/sales-orders/order",
      "kind": "redirect",
      "to": "/sales-orders/order/create",
      "layout": "secure",
      "title": "",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      }
    },
    {
      "path": "/sales-orders/order/create",
      "title": "New Order",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "orders"
        ],
        "flags": [],
        "roles": []
      },
      "group": "sales-orders",
      "kind": "create",
      "entity": "sales-order",
      "entityReady": true,
      "resource": "sales-orders"
    },
    {
      "path": "/sales-orders/order/edit/:id",
      "title": "Edit Order",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "orders"
        ],
        "flags": [],
        "roles": []
      },
      "group": "sales-orders",
      "kind": "edit",
      "entity": "sales-order",
      "entityReady": true,
      "resource": "sales-orders"
    },
    {
      "path": "/sales-orders/order/view/:id",
      "title": "View Order",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "orders"
        ],
        "flags": [],
        "roles": []
      },
      "group": "sales-orders",
      "kind": "view",
      "entity": "sales-order",
      "entityReady": true,
      "resource": "sales-orders"
    },
    {
      "path": "/sales-orders/order/copy/:id",
      "title": "Copy Order",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "orders"
        ],
        "flags": [],
        "roles": []
      },
      "group": "sales-orders",
      "kind": "copy",
      "entity": "sales-order",
      "entityReady": true,
      "resource": "sales-orders"
    },
    {
      "path": "/sales-orders/customer",
      "kind": "redirect",
      "to": "/sales-orders/customer/create",
      "layout": "secure",
      "title": "",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      }
    },
    {
      "path": "/sales-orders/customer/create",
      "title": "New Customer",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "orders"
        ],
        "flags": [],
        "roles": []
      },
      "group": "sales-orders",
      "kind": "create",
      "entity": "relationship",
      "filter": {
        "type": "CUSTOMER"
      },
      "entityReady": true,
      "resource": "relationships"
    },
    {
      "path": "/sales-orders/customer/edit/:id",
      "title": "Edit Customer",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "orders"
        ],
        "flags": [],
        "roles": []
      },
      "group": "sales-orders",
      "kind": "edit",
      "entity": "relationship",
      "filter": {
        "type": "CUSTOMER"
      },
      "entityReady": true,
      "resource": "relationships"
    },
    {
      "path": "/sales-orders/return/edit/:id",
      "title": "Edit Return",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "returns"
        ],
        "flags": [],
        "roles": []
      },
      "group": "sales-orders",
      "kind": "edit",
      "entity": "return",
      "entityReady": true,
      "resource": "returns"
    },
    {
      "path": "/purchase-orders",
      "kind": "redirect",
      "to": "/purchase-orders/purchase-orders",
      "layout": "secure",
      "title": "",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      }
    },
    {
      "path": "/purchase-orders/purchase-orders",
      "title": "Purchase Orders",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "purchaseOrders"
        ],
        "flags": [],
        "roles": []
      },
      "group": "purchase-orders",
      "kind": "list",
      "modes": [
        "list",
        "create",
        "edit"
      ],
      "entity": "purchase-order",
      "filter": {
        "archived": false
      },
      "entityReady": true,
      "resource": "purchase-orders"
    },
    {
      "path": "/purchase-orders/archived",
      "title": "Archived Purchase Orders",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "archive"
        ],
        "flags": [],
        "roles": []
      },
      "group": "purchase-orders",
      "kind": "list",
      "entity": "purchase-order",
      "description": "Archived purchase orders",
      "filter": {
        "archived": true
      },
      "entityReady": true,
      "resource": "purchase-orders"
    },
    {
      "path": "/purchase-orders/suppliers",
      "title": "Suppliers",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "suppliers"
        ],
        "flags": [],
        "roles": []
      },
      "group": "purchase-orders",
      "kind": "list",
      "entity": "relationship",
      "filter": {
        "type": "SUPPLIER"
      },
      "entityReady": true,
      "resource": "relationships"
    },
    {
      "path": "/purchase-orders/supplier",
      "kind": "redirect",
      "to": "/purchase-orders/supplier/create",
      "layout": "secure",
      "title": "",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      }
    },
    {
      "path": "/purchase-orders/supplier/create",
      "title": "Add Supplier",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "purchaseOrders"
        ],
        "flags": [],
        "roles": []
      },
      "group": "purchase-orders",
      "kind": "create",
      "entity": "relationship",
      "filter": {
        "type": "SUPPLIER"
      },
      "entityReady": true,
      "resource": "relationships"
    },
    {
      "path": "/purchase-orders/supplier/edit/:id",
      "title": "Edit Supplier",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "purchaseOrders"
        ],
        "flags": [],
        "roles": []
      },
      "group": "purchase-orders",
      "kind": "edit",
      "entity": "relationship",
      "filter": {
        "type": "SUPPLIER"
      },
      "entityReady": true,
      "resource": "relationships"
    },
    {
      "path": "/finance",
      "kind": "redirect",
      "to": "/finance/settlements",
      "layout": "secure",
      "title": "",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      }
    },
    {
      "path": "/finance/settlements",
      "title": "Settlements",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "finance",
      "kind": "list",
      "modes": [
        "list",
        "view"
      ],
      "entity": "settlement",
      "description": "Channel settlements",
      "entityReady": true,
      "resource": "settlements"
    },
    {
      "path": "/finance/vat-reports",
      "title": "VAT Reports",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "finance",
      "kind": "list",
      "modes": [
        "list",
        "view"
      ],
      "entity": "vat-report",
      "description": "VAT reports",
      "entityReady": true,
      "resource": "vat-reports"
    },
    {
      "path": "/reporting",
      "kind": "redirect",
      "to": "/reporting/reports",
      "layout": "secure",
      "title": "",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      }
    },
    {
      "path": "/reporting/reports",
      "title": "Reports",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "reports"
        ],
        "flags": [],
        "roles": []
      },
      "group": "reporting",
      "kind": "list",
      "entity": "report",
      "entityReady": true,
      "resource": "reports"
    },
    {
      "path": "/reporting/run-report",
      "title": "Run Report",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "reports"
        ],
        "flags": [],
        "roles": []
      },
      "group": "reporting",
      "kind": "page",
      "page": "ReportingRunReportPage",
      "description": "Run a saved report (`?id=`), table, chart, CSV"
    },
    {
      "path": "/reporting/create-report",
      "title": "Create Report",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "reports"
        ],
        "flags": [],
        "roles": []
      },
      "group": "reporting",
      "kind": "create",
      "entity": "report",
      "entityReady": true,
      "resource": "reports"
    },
    {
      "path": "/reporting/edit-report/:id",
      "title": "Edit Report",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "reports"
        ],
        "flags": [],
        "roles": []
      },
      "group": "reporting",
      "kind": "edit",
      "entity": "report",
      "entityReady": true,
      "resource": "reports"
    },
    {
      "path": "/settings",
      "title": "Settings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsPage",
      "description": "Settings home (links to every settings screen the user may open)"
    },
    {
      "path": "/settings/sales-channels",
      "title": "Sales Channels",
      "section": "Sales channels and listings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "salesChannels"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "entity": "sales-channel",
      "entityReady": true,
      "resource": "sales-channels"
    },
    {
      "path": "/settings/add-sales-channel",
      "title": "Add Sales Channel",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "salesChannels"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "create",
      "entity": "sales-channel",
      "description": "Add a sales channel.",
      "entityReady": true,
      "resource": "sales-channels"
    },
    {
      "path": "/settings/add-sales-channel/:id",
      "title": "Add Sales Channel",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "salesChannels"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "create",
      "entity": "sales-channel",
      "description": "Add a sales channel; the `:id` form preselects a channel type (for example EBAY).",
      "params": {
        "id": "the channel type to preselect"
      },
      "entityReady": true,
      "resource": "sales-channels"
    },
    {
      "path": "/settings/edit-sales-channel/:id",
      "title": "Edit Sales Channel",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "salesChannels"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "edit",
      "entity": "sales-channel",
      "entityReady": true,
      "resource": "sales-channels"
    },
    {
      "path": "/settings/ebay-connect",
      "menu": false,
      "title": "eBay Connect",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsEbayConnectPage",
      "description": "Connection callback"
    },
    {
      "path": "/settings/amazon-connect",
      "menu": false,
      "title": "Amazon Connect",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsAmazonConnectPage",
      "description": "Connection callback"
    },
    {
      "path": "/settings/shopify-connect",
      "menu": false,
      "title": "Shopify Connect",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsShopifyConnectPage",
      "description": "Connection callback"
    },
    {
      "path": "/settings/etsy-connect",
      "menu": false,
      "title": "Etsy Connect",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsEtsyConnectPage",
      "description": "Connection callback"
    },
    {
      "path": "/settings/wish-connect",
      "menu": false,
      "title": "Wish Connect",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsWishConnectPage",
      "description": "Connection callback"
    },
    {
      "path": "/settings/sales-taxes",
      "title": "Sales Taxes",
      "section": "Tax, finance and billing",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "salesTaxes"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "sales-tax",
      "entityReady": true,
      "resource": "sales-taxes"
    },
    {
      "path": "/settings/template-designer",
      "title": "Template Designer",
      "section": "Documents and data",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "templates"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsTemplateDesignerPage",
      "description": "Design invoice and packing-slip templates"
    },
    {
      "path": "/settings/add-template",
      "title": "Add Template",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "templates"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "create",
      "entity": "template",
      "entityReady": true,
      "resource": "templates"
    },
    {
      "path": "/settings/edit-template/:id",
      "title": "Edit Template",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "templates"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "edit",
      "entity": "template",
      "entityReady": true,
      "resource": "templates"
    },
    {
      "path": "/settings/general",
      "title": "General Settings",
      "section": "Business",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsGeneralPage",
      "entity": "general-settings",
      "description": "General settings",
      "entityReady": true,
      "resource": "general-settings"
    },
    {
      "path": "/settings/sales-charges",
      "title": "Sales Charges",
      "section": "Orders and shipping",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "salesCharges"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "sales-charge",
      "entityReady": true,
      "resource": "sales-charges"
    },
    {
      "path": "/settings/order-rules",
      "title": "Order Rules",
      "section": "Orders and shipping",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "orderRules"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "order-rule",
      "entityReady": true,
      "resource": "order-rules"
    },
    {
      "path": "/settings/users",
      "title": "Users",
      "section": "Users and access",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "users"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "entity": "user",
      "entityReady": true,
      "resource": "users"
    },
    {
      "path": "/settings/add-user",
      "title": "Add User",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "users"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "create",
      "entity": "user",
      "entityReady": true,
      "resource": "users"
    },
    {
      "path": "/settings/edit-user/:id",
      "title": "Edit User",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "users"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "edit",
      "entity": "user",
      "entityReady": true,
      "resource": "users"
    },
    {
      "path": "/settings/payment-methods",
      "title": "Payment Methods",
      "section": "Orders and shipping",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "paymentMethods"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "payment-method",
      "entityReady": true,
      "resource": "payment-methods"
    },
    {
      "path": "/settings/card-management",
      "title": "Card Management",
      "section": "Tax, finance and billing",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "cardManagement"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "payment-card",
      "entityReady": true,
      "resource": "payment-cards"
    },
    {
      "path": "/settings/xero",
      "title": "Xero Configuration",
      "section": "Tax, finance and billing",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "xero"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsXeroPage",
      "entity": "xero-settings",
      "description": "Xero configuration",
      "entityReady": true,
      "resource": "xero-settings"
    },
    {
      "path": "/settings/billing",
      "title": "Billing",
      "section": "Tax, finance and billing",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsBillingPage"
    },
    {
      "path": "/settings/brands",
      "title": "Brands",
      "section": "Sales channels and listings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "brands"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "entity": "brand",
      "entityReady": true,
      "resource": "brands"
    },
    {
      "path": "/settings/add-brand",
      "title": "Add Brand",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "brands"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "create",
      "entity": "brand",
      "entityReady": true,
      "resource": "brands"
    },
    {
      "path": "/settings/edit-brand/:id",
      "title": "Edit Brand",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "brands"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "edit",
      "entity": "brand",
      "entityReady": true,
      "resource": "brands"
    },
    {
      "path": "/settings/upload-brand-csv",
      "title": "Upload Brand CSV",
      "section": "Sales channels and listings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "brands"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsUploadBrandCsvPage",
      "description": "CSV upload with preview and per-row errors"
    },
    {
      "path": "/settings/shipping-carriers",
      "title": "Shipping Carriers",
      "section": "Orders and shipping",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "shipping-carrier",
      "description": "Carriers and their services",
      "entityReady": true,
      "resource": "shipping-carriers"
    },
    {
      "path": "/settings/shipping-methods",
      "title": "Shipping Methods",
      "section": "Orders and shipping",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "shipping-method",
      "entityReady": true,
      "resource": "shipping-methods"
    },
    {
      "path": "/settings/setup-wizard",
      "title": "Setup Wizard",
      "section": "Business",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "setupWizard"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsSetupWizardPage",
      "description": "Onboarding wizard"
    },
    {
      "path": "/settings/variations",
      "title": "Variations",
      "section": "Sales channels and listings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "variations"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "entity": "attribute",
      "description": "Attributes",
      "entityReady": true,
      "resource": "attributes"
    },
    {
      "path": "/settings/add-variation",
      "title": "Add Variation",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "variations"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "create",
      "entity": "attribute",
      "entityReady": true,
      "resource": "attributes"
    },
    {
      "path": "/settings/edit-variation/:id",
      "title": "Edit Variation",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "variations"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "edit",
      "entity": "attribute",
      "entityReady": true,
      "resource": "attributes"
    },
    {
      "path": "/settings/csv-scheduler",
      "title": "CSV Scheduler",
      "section": "Documents and data",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "csvScheduler"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "csv-schedule",
      "description": "Scheduled CSV exports",
      "entityReady": true,
      "resource": "csv-schedules"
    },
    {
      "path": "/settings/background-jobs",
      "title": "Background Jobs",
      "section": "Documents and data",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "generalSettings"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsBackgroundJobsPage",
      "description": "Background jobs: state, progress and errors; retry and cancel (GET /api/jobs)"
    },
    {
      "path": "/settings/outbox",
      "title": "Outbox",
      "section": "Documents and data",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "generalSettings"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsOutboxPage",
      "description": "Emails kept instead of sent while no SMTP server is configured (demo mode; GET /api/outbox)"
    },
    {
      "path": "/settings/currency",
      "title": "Currency Configuration",
      "section": "Business",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "currency"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "modes": [
        "list",
        "edit"
      ],
      "entity": "currency",
      "description": "Currencies and rates",
      "entityReady": true,
      "resource": "currencies"
    },
    {
      "path": "/settings/custom-fields",
      "title": "Custom Fields",
      "section": "Sales channels and listings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "customFields"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "entity": "custom-field",
      "entityReady": true,
      "resource": "custom-fields"
    },
    {
      "path": "/settings/add-custom-field",
      "title": "Add Custom Field",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "customFields"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "create",
      "entity": "custom-field",
      "entityReady": true,
      "resource": "custom-fields"
    },
    {
      "path": "/settings/edit-custom-field/:id",
      "title": "Edit Custom Field",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "customFields"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "edit",
      "entity": "custom-field",
      "entityReady": true,
      "resource": "custom-fields"
    },
    {
      "path": "/settings/return-settings",
      "title": "Return Settings",
      "section": "Orders and shipping",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "returnSettings"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsReturnSettingsPage",
      "entity": "return-settings",
      "entityReady": true,
      "resource": "return-settings"
    },
    {
      "path": "/settings/listing-import-schedules",
      "title": "Listing Import Schedules",
      "section": "Sales channels and listings",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "listingImportSchedules"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "entity": "listing-import-schedule",
      "entityReady": true,
      "resource": "listing-import-schedules"
    },
    {
      "path": "/settings/add-listing-import-schedule",
      "title": "Add Listing Import Schedule",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "listingImportSchedules"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "create",
      "entity": "listing-import-schedule",
      "entityReady": true,
      "resource": "listing-import-schedules"
    },
    {
      "path": "/settings/edit-listing-import-schedule/:id",
      "title": "Edit Listing Import Schedule",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "listingImportSchedules"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "edit",
      "entity": "listing-import-schedule",
      "entityReady": true,
      "resource": "listing-import-schedules"
    },
    {
      "path": "/settings/my-account",
      "title": "My Account",
      "section": "Business",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsMyAccountPage"
    },
    {
      "path": "/settings/locations",
      "title": "Locations",
      "section": "Business",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "locations"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "entity": "location",
      "entityReady": true,
      "resource": "locations"
    },
    {
      "path": "/settings/add-location",
      "title": "Add Location",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "locations"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "create",
      "entity": "location",
      "entityReady": true,
      "resource": "locations"
    },
    {
      "path": "/settings/edit-location/:id",
      "title": "Edit Location",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "locations"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "edit",
      "entity": "location",
      "entityReady": true,
      "resource": "locations"
    },
    {
      "path": "/settings/warehouse-management",
      "title": "Warehouse Management",
      "section": "Orders and shipping",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "warehouses"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "entity": "warehouse-provider",
      "description": "Warehouse providers in use",
      "entityReady": true,
      "resource": "warehouse-providers"
    },
    {
      "path": "/settings/warehouse-provider-types",
      "title": "Warehouse Provider Types",
      "section": "Orders and shipping",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "warehouses"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "entity": "warehouse-provider-type",
      "entityReady": true,
      "resource": "warehouse-provider-types"
    },
    {
      "path": "/settings/add-warehouse-provider",
      "title": "Add Warehouse Provider",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "warehouses"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "create",
      "entity": "warehouse-provider",
      "entityReady": true,
      "resource": "warehouse-providers"
    },
    {
      "path": "/settings/edit-warehouse-provider/:id",
      "title": "Edit Warehouse Provider",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "warehouses"
        ],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "edit",
      "entity": "warehouse-provider",
      "entityReady": true,
      "resource": "warehouse-providers"
    },
    {
      "path": "/settings/invoices",
      "title": "Invoices",
      "section": "Tax, finance and billing",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "list",
      "modes": [
        "list",
        "view"
      ],
      "entity": "invoice",
      "description": "The account's billing invoices",
      "entityReady": true,
      "resource": "invoices"
    },
    {
      "path": "/settings/payment-card-details",
      "title": "Payment Card Details",
      "section": "Tax, finance and billing",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "group": "settings",
      "kind": "page",
      "page": "SettingsPaymentCardDetailsPage"
    },
    {
      "path": "*",
      "kind": "page",
      "page": "NotFoundPage",
      "title": "Not Found",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "description": "Any unknown path: says the page does not exist and offers a way back."
    }
  ],
  "menuGroups": [
    {
      "name": "products-listings",
      "label": "Products & Listings",
      "icon": "Inventory2"
    },
    {
      "name": "sales-orders",
      "label": "Sales Orders",
      "icon": "ShoppingCart"
    },
    {
      "name": "purchase-orders",
      "label": "Purchase Orders",
      "icon": "LocalShipping"
    },
    {
      "name": "finance",
      "label": "Finance",
      "icon": "AccountBalance"
    },
    {
      "name": "reporting",
      "label": "Reporting",
      "icon": "BarChart"
    },
    {
      "name": "compliance",
      "label": "Tax Compliance",
      "icon": "Gavel"
    },
    {
      "name": "partner-portal",
      "label": "Partner Portal",
      "icon": "Handshake"
    },
    {
      "name": "settings",
      "label": "Settings",
      "icon": "Settings"
    },
    {
      "name": "admin",
      "label": "Admin",
      "icon": "SupportAgent"
    }
  ],
  "productName": "Sellyard",
  "sharedSchemas": {
    "address.schema.json": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "address.schema.json",
      "title": "Address",
      "description": "A postal address. Documents keep a snapshot of it rather than a link, so editing a customer never rewrites an old order. Each place that uses it closes it with `unevaluatedProperties: false`, so it can be extended (a relationship's address adds `kind` and `is_default`).",
      "type": "object",
      "required": [
        "line1",
        "city",
        "country"
      ],
      "properties": {
        "name": {
          "type": "string",
          "title": "Name",
          "maxLength": 120
        },
        "company": {
          "type": "string",
          "title": "Company",
          "maxLength": 120
        },
        "line1": {
          "type": "string",
          "title": "Address line 1",
          "minLength": 1,
          "maxLength": 120
        },
        "line2": {
          "type": "string",
          "title": "Address line 2",
          "maxLength": 120
        },
        "city": {
          "type": "string",
          "title": "City",
          "minLength": 1,
          "maxLength": 80
        },
        "region": {
          "type": "string",
          "title": "Region",
          "maxLength": 80
        },
        "postcode": {
          "type": "string",
          "title": "Postcode",
          "maxLength": 16
        },
        "country": {
          "type": "string",
          "title": "Country",
          "pattern": "^[A-Z]{2}$",
          "x-format": "country"
        },
        "phone": {
          "type": "string",
          "title": "Phone",
          "maxLength": 32
        },
        "email": {
          "type": "string",
          "title": "Email",
          "format": "email",
          "maxLength": 254
        }
      }
    },
    "listing-amazon.schema.json": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "listing-amazon.schema.json",
      "title": "Amazon listing fields",
      "description": "The `channel_fields` of an Amazon offer. `product_type` (Amazon's product type definition, e.g. SHIRT, KITCHEN, HOME_BED_AND_BATH) is always required: Amazon validates `attributes` against it. `asin` names an existing catalogue item to sell against; empty means the listing creates a new one. AFN = Fulfilled by Amazon (stock at an FBA location), MFN = merchant fulfilled.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "product_type"
      ],
      "properties": {
        "asin": {
          "type": "string",
          "title": "ASIN",
          "pattern": "^[A-Z0-9]{10}$",
          "description": "10 characters: a B0… id, or an ISBN-10 for books."
        },
        "product_type": {
          "type": "string",
          "title": "Product type",
          "minLength": 1,
          "maxLength": 64,
          "pattern": "^[A-Z][A-Z0-9_]*$"
        },
        "attributes": {
          "type": "object",
          "title": "Attributes",
          "description": "Product-type attributes as Amazon's Listings API names them (item_name, bullet_point, color, size…); Amazon checks them against the product type's definition.",
          "maxProperties": 200,
          "propertyNames": {
            "pattern": "^[a-z][a-z0-9_]*$",
            "maxLength": 100
          }
        },
        "fulfillment_channel": {
          "type": "string",
          "title": "Fulfilment",
          "enum": [
            "MFN",
            "AFN"
          ],
          "default": "MFN"
        }
      }
    },
    "listing-ebay.schema.json": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "listing-ebay.schema.json",
      "title": "eBay listing fields",
      "description": "The `channel_fields` of an eBay listing, following eBay's own rules. Fixed-price listings run Good 'Til Cancelled (eBay allows nothing else since 2019); auctions run 1, 3, 5, 7 or 10 days, sell one item (the listing's quantity rule must be FIXED 1, checked on the listing) and take no Best Offer. Item specifics (`aspects`): at most 45 names, each name and value at most 65 characters. A multi-variation listing uses at most 5 variation specifics. `category_id` may be left empty on a draft but is required to submit. The template ids must name an HTML template and an eBay shipping template of the same account (checked on save).",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "category_id": {
          "type": "string",
          "title": "eBay category",
          "pattern": "^[0-9]{1,10}$",
          "description": "eBay leaf category id (e.g. 15687 T-Shirts on EBAY_GB). Required to submit."
        },
        "format": {
          "type": "string",
          "title": "Format",
          "enum": [
            "FIXED_PRICE",
            "AUCTION"
          ],
          "default": "FIXED_PRICE"
        },
        "duration": {
          "type": "string",
          "title": "Duration",
          "enum": [
            "GTC",
            "DAYS_1",
            "DAYS_3",
            "DAYS_5",
            "DAYS_7",
            "DAYS_10"
          ],
          "description": "GTC for fixed price; 1–10 days for auctions."
        },
        "condition": {
          "type": "string",
          "title": "Condition",
          "enum": [
            "NEW",
            "NEW_OTHER",
            "NEW_WITH_DEFECTS",
            "CERTIFIED_REFURBISHED",
            "SELLER_REFURBISHED",
            "USED_EXCELLENT",
            "USED_VERY_GOOD",
            "USED_GOOD",
            "USED_ACCEPTABLE",
            "FOR_PARTS_OR_NOT_WORKING"
          ],
          "default": "NEW",
          "description": "eBay's condition values (Inventory API ConditionEnum)."
        },
        "condition_description": {
          "type": "string",
          "title": "Condition notes",
          "maxLength": 1000
        },
        "aspects": {
          "type": "object",
          "title": "Item specifics",
          "description": "Item specifics: name → values, e.g. {\"Brand\": [\"Fieldcraft\"], \"Colour\": [\"Navy\"]}.",
          "maxProperties": 45,
          "propertyNames": {
            "minLength": 1,
            "maxLength": 65
          },
          "additionalProperties": {
            "type": "array",
            "minItems": 1,
            "maxItems": 30,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 65
            }
          }
        },
        "variation_attribute_ids": {
          "type": "array",
          "title": "Variation specifics",
          "description": "The attributes (Settings › Variations) the listing's variations differ by. eBay allows at most 5.",
          "maxItems": 5,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "format": "uuid"
          }
        },
        "html_template_id": {
          "type": "string",
          "format": "uuid",
          "title": "HTML template"
        },
        "shipping_template_id": {
          "type": "string",
          "format": "uuid",
          "title": "Shipping template"
        },
        "best_offer": {
          "type": "boolean",
          "title": "Accept Best Offers",
          "default": false
        }
      },
      "allOf": [
        {
          "if": {
            "required": [
              "format"
            ],
            "properties": {
              "format": {
                "const": "AUCTION"
              }
            }
          },
          "then": {
            "properties": {
              "duration": {
                "enum": [
                  "DAYS_1",
                  "DAYS_3",
                  "DAYS_5",
                  "DAYS_7",
                  "DAYS_10"
                ]
              },
              "best_offer": {
                "enum": [
                  false
                ]
              }
            }
          },
          "else": {
            "properties": {
              "duration": {
                "enum": [
                  "GTC"
                ]
              }
            }
          }
        }
      ]
    },
    "listing-etsy.schema.json": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "listing-etsy.schema.json",
      "title": "Etsy listing fields",
      "description": "The `channel_fields` of an Etsy listing, in Etsy's own values (`who_made` i_did|someone_else|collective, `when_made` made_to_order or a period). At most 13 tags, each at most 20 characters of letters, digits, spaces, - ' ™ © ®; at most 13 materials of 45 characters. `who_made`, `when_made`, `taxonomy_id` and an Etsy `shipping_template_id` are required to submit (Etsy refuses a listing without them); a draft may leave them empty. The listing title may be up to 140 characters.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "who_made": {
          "type": "string",
          "title": "Who made it",
          "enum": [
            "i_did",
            "someone_else",
            "collective"
          ]
        },
        "when_made": {
          "type": "string",
          "title": "When was it made",
          "enum": [
            "made_to_order",
            "2020_2025",
            "2010_2019",
            "2006_2009",
            "before_2006",
            "2000_2005",
            "1990s",
            "1980s",
            "1970s",
            "1960s",
            "1950s",
            "1940s",
            "1930s",
            "1920s",
            "1910s",
            "1900s",
            "1800s",
            "1700s",
            "before_1700"
          ]
        },
        "is_supply": {
          "type": "boolean",
          "title": "Craft supply",
          "default": false
        },
        "taxonomy_id": {
          "type": "integer",
          "title": "Etsy category",
          "minimum": 1,
          "maximum": 9007199254740991
        },
        "tags": {
          "type": "array",
          "title": "Tags",
          "maxItems": 13,
          "uniqueItems": true,
          "default": [],
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 20,
            "pattern": "^[\\p{L}\\p{N} '\\-™©®]+$"
          }
        },
        "materials": {
          "type": "array",
          "title": "Materials",
          "maxItems": 13,
          "uniqueItems": true,
          "default": [],
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 45,
            "pattern": "^[\\p{L}\\p{N} ]+$"
          }
        },
        "shipping_template_id": {
          "type": "string",
          "format": "uuid",
          "title": "Shipping template",
          "description": "An Etsy shipping template of this account; required to submit."
        }
      }
    },
    "listing-onbuy.schema.json": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "listing-onbuy.schema.json",
      "title": "OnBuy listing fields",
      "description": "The `channel_fields` of an OnBuy listing. OnBuy sells against its own catalogue, so `opc` (the OnBuy product code of the catalogue page) is always required. `handling_time` is working days to dispatch; `delivery_weight` is the parcel weight in kilograms that OnBuy's delivery templates price by.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "opc"
      ],
      "properties": {
        "opc": {
          "type": "string",
          "title": "OnBuy product code (OPC)",
          "pattern": "^[A-Za-z0-9]{4,20}$"
        },
        "condition": {
          "type": "string",
          "title": "Condition",
          "enum": [
            "NEW",
            "EXCELLENT",
            "VERY_GOOD",
            "GOOD",
            "AVERAGE",
            "BELOW_AVERAGE",
            "REFURBISHED"
          ],
          "default": "NEW"
        },
        "handling_time": {
          "type": "integer",
          "title": "Handling time (days)",
          "minimum": 0,
          "maximum": 30,
          "default": 1
        },
        "delivery_weight": {
          "type": "number",
          "title": "Delivery weight (kg)",
          "exclusiveMinimum": 0,
          "maximum": 1000
        }
      }
    },
    "listing-store.schema.json": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "listing-store.schema.json",
      "title": "Web store listing fields",
      "description": "The `channel_fields` of a product in the merchant's own web store: the store categories it appears in (ids of this account's store categories, checked on save), its URL `slug` (lower-case words joined by dashes) and whether it is `visible`. Meta title and description are for search engines (about 60 and 160 characters show).",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "category_ids": {
          "type": "array",
          "title": "Categories",
          "maxItems": 20,
          "uniqueItems": true,
          "default": [],
          "items": {
            "type": "string",
            "format": "uuid"
          }
        },
        "slug": {
          "type": "string",
          "title": "URL slug",
          "maxLength": 120,
          "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
        },
        "visible": {
          "type": "boolean",
          "title": "Visible",
          "default": true
        },
        "meta_title": {
          "type": "string",
          "title": "Meta title",
          "maxLength": 70
        },
        "meta_description": {
          "type": "string",
          "title": "Meta description",
          "maxLength": 160
        }
      }
    },
    "listing-wish.schema.json": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "listing-wish.schema.json",
      "title": "Wish listing fields",
      "description": "The `channel_fields` of a Wish product. `parent_sku` groups variations (empty: the listing's own SKU); at most 10 tags; `shipping_price` is in the listing's currency, minor units, and overrides the shipping template's default price; `enabled` false keeps the product on Wish but not for sale.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "parent_sku": {
          "type": "string",
          "title": "Parent SKU",
          "minLength": 1,
          "maxLength": 64
        },
        "tags": {
          "type": "array",
          "title": "Tags",
          "maxItems": 10,
          "uniqueItems": true,
          "default": [],
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 50
          }
        },
        "shipping_price": {
          "type": "integer",
          "title": "Shipping price",
          "minimum": 0,
          "x-money": {
            "currencyField": "currency"
          },
          "maximum": 9007199254740991
        },
        "shipping_template_id": {
          "type": "string",
          "format": "uuid",
          "title": "Shipping template",
          "description": "A Wish shipping template of this account."
        },
        "enabled": {
          "type": "boolean",
          "title": "Enabled",
          "default": true
        }
      }
    },
    "shipping-ebay.schema.json": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "shipping-ebay.schema.json",
      "title": "eBay shipping settings",
      "description": "An eBay fulfilment policy: handling (dispatch) time in eBay's allowed days, 1–4 domestic and up to 5 international options, each a carrier service with a cost and an additional-item cost in the template's currency (minor units). Only the first domestic option may offer free shipping (eBay's rule; checked on save), and a free option costs 0; international options are never flagged free (give them a cost of 0 instead).",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "handling_time_days",
        "domestic_options"
      ],
      "properties": {
        "handling_time_days": {
          "type": "integer",
          "title": "Handling time (days)",
          "enum": [
            0,
            1,
            2,
            3,
            4,
            5,
            10,
            15,
            20,
            30
          ],
          "default": 1,
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        "domestic_options": {
          "type": "array",
          "title": "Domestic options",
          "minItems": 1,
          "maxItems": 4,
          "items": {
            "type": "object",
            "required": [
              "service",
              "cost"
            ],
            "properties": {
              "carrier": {
                "type": "string",
                "title": "Carrier",
                "maxLength": 60
              },
              "service": {
                "type": "string",
                "title": "Service",
                "minLength": 1,
                "maxLength": 80,
                "description": "eBay shipping service code, e.g. UK_RoyalMailSecondClassStandard."
              },
              "cost": {
                "type": "integer",
                "title": "Cost",
                "minimum": 0,
                "x-money": {
                  "currencyField": "currency"
                },
                "maximum": 9007199254740991
              },
              "additional_cost": {
                "type": "integer",
                "title": "Each additional item",
                "minimum": 0,
                "default": 0,
                "x-money": {
                  "currencyField": "currency"
                },
                "maximum": 9007199254740991
              },
              "free_shipping": {
                "type": "boolean",
                "title": "Free shipping",
                "default": false
              }
            },
            "if": {
              "required": [
                "free_shipping"
              ],
              "properties": {
                "free_shipping": {
                  "const": true
                }
              }
            },
            "then": {
              "properties": {
                "cost": {
                  "type": "integer",
                  "maximum": 0,
                  "minimum": -9007199254740991
                },
                "additional_cost": {
                  "type": "integer",
                  "maximum": 0,
                  "minimum": -9007199254740991
                }
              }
            },
            "additionalProperties": false
          }
        },
        "international_options": {
          "type": "array",
          "title": "International options",
          "maxItems": 5,
          "default": [],
          "items": {
            "type": "object",
            "required": [
              "service",
              "cost",
              "ship_to"
            ],
            "properties": {
              "carrier": {
                "type": "string",
                "title": "Carrier",
                "maxLength": 60
              },
              "service": {
                "type": "string",
                "title": "Service",
                "minLength": 1,
                "maxLength": 80,
                "description": "eBay shipping service code, e.g. UK_RoyalMailSecondClassStandard."
              },
              "cost": {
                "type": "integer",
                "title": "Cost",
                "minimum": 0,
                "x-money": {
                  "currencyField": "currency"
                },
                "maximum": 9007199254740991
              },
              "additional_cost": {
                "type": "integer",
                "title": "Each additional item",
                "minimum": 0,
                "default": 0,
                "x-money": {
                  "currencyField": "currency"
                },
                "maximum": 9007199254740991
              },
              "ship_to": {
                "type": "array",
                "title": "Ships to",
                "minItems": 1,
                "uniqueItems": true,
                "description": "Country codes (ISO 3166-1 alpha-2) or WORLDWIDE.",
                "items": {
                  "type": "string",
                  "pattern": "^([A-Z]{2}|WORLDWIDE)$"
                }
              }
            },
            "additionalProperties": false
          }
        }
      }
    },
    "shipping-etsy.schema.json": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "shipping-etsy.schema.json",
      "title": "Etsy shipping settings",
      "description": "An Etsy shipping profile: where parcels ship from, processing time in days (1–10, max not below min; checked on save) and destinations. A destination is a country code (ISO 3166-1 alpha-2) or one of Etsy's regions EU, NON_EU or EVERYWHERE (everywhere else); each has a primary cost (one item) and a secondary cost (each further item) in the template's currency, minor units. Etsy needs a postcode for US origins.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "origin_country",
        "processing_days_min",
        "processing_days_max",
        "destinations"
      ],
      "properties": {
        "origin_country": {
          "type": "string",
          "title": "Ships from",
          "pattern": "^[A-Z]{2}$",
          "x-format": "country"
        },
        "origin_postcode": {
          "type": "string",
          "title": "Origin postcode",
          "maxLength": 16
        },
        "processing_days_min": {
          "type": "integer",
          "title": "Processing from (days)",
          "minimum": 1,
          "maximum": 10
        },
        "processing_days_max": {
          "type": "integer",
          "title": "Processing to (days)",
          "minimum": 1,
          "maximum": 10
        },
        "destinations": {
          "type": "array",
          "title": "Destinations",
          "minItems": 1,
          "maxItems": 50,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "destination",
              "primary_cost",
              "secondary_cost"
            ],
            "properties": {
              "destination": {
                "type": "string",
                "title": "Destination",
                "pattern": "^([A-Z]{2}|NON_EU|EVERYWHERE)$"
              },
              "primary_cost": {
                "type": "integer",
                "title": "One item",
                "minimum": 0,
                "x-money": {
                  "currencyField": "currency"
                },
                "maximum": 9007199254740991
              },
              "secondary_cost": {
                "type": "integer",
                "title": "Each additional item",
                "minimum": 0,
                "x-money": {
                  "currencyField": "currency"
                },
                "maximum": 9007199254740991
              },
              "delivery_days_min": {
                "type": "integer",
                "title": "Delivery from (days)",
                "minimum": 1,
                "maximum": 60
              },
              "delivery_days_max": {
                "type": "integer",
                "title": "Delivery to (days)",
                "minimum": 1,
                "maximum": 60
              },
              "mail_class": {
                "type": "string",
                "title": "Mail class",
                "maxLength": 60
              }
            }
          }
        }
      },
      "allOf": [
        {
          "if": {
            "required": [
              "origin_country"
            ],
            "properties": {
              "origin_country": {
                "const": "US"
              }
            }
          },
          "then": {
            "required": [
              "origin_postcode"
            ],
            "properties": {
              "origin_postcode": {
                "type": "string",
                "minLength": 1
              }
            }
          }
        }
      ]
    },
    "shipping-wish.schema.json": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "shipping-wish.schema.json",
      "title": "Wish shipping settings",
      "description": "Wish shipping prices: a default price for every country the merchant ships to, and per-country overrides (a different price, or `enabled` false to stop shipping there). Prices are in the template's currency, minor units; each country appears at most once (checked on save).",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "default_price"
      ],
      "properties": {
        "default_price": {
          "type": "integer",
          "title": "Default price",
          "minimum": 0,
          "x-money": {
            "currencyField": "currency"
          },
          "maximum": 9007199254740991
        },
        "country_overrides": {
          "type": "array",
          "title": "Per-country prices",
          "maxItems": 250,
          "default": [],
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "country"
            ],
            "properties": {
              "country": {
                "type": "string",
                "title": "Country",
                "pattern": "^[A-Z]{2}$",
                "x-format": "country"
              },
              "price": {
                "type": "integer",
                "title": "Price",
                "minimum": 0,
                "x-money": {
                  "currencyField": "currency"
                },
                "maximum": 9007199254740991
              },
              "enabled": {
                "type": "boolean",
                "title": "Ships there",
                "default": true
              }
            }
          }
        }
      }
    }
  }
};
