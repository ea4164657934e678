/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/ (every entity's browser-safe fields, by entity name: loaded by the admin beside the session)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
export const clientFields = {
  "account": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "GB",
      "checkFormat": "country",
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "GBP",
      "checkFormat": "currency",
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
        "x-format": "timezone",
        "default": "Europe/London"
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "Europe/London",
      "checkFormat": "timezone",
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": false,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "goldenTicket": "Golden Ticket",
        "vatTaxes": "VAT & taxes",
        "responsiblePerson": "Responsible person",
        "productLabel": "Product labels"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "asn-line": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored."
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uuid",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "checkFormat": "gtin",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "asn": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "maxLength": 2000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "provider_reference",
      "title": "Provider's reference",
      "description": "The warehouse provider's id for the notice once it was sent (Mintsoft ASN id, ShipBob receiving order id).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Provider's reference",
        "readOnly": true,
        "maxLength": 100,
        "description": "The warehouse provider's id for the notice once it was sent (Mintsoft ASN id, ShipBob receiving order id)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "sent_to_provider_at",
      "title": "Sent to warehouse",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Sent to warehouse",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "provider_error",
      "title": "Warehouse's refusal",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Warehouse's refusal",
        "readOnly": true,
        "maxLength": 1000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "attribute": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": {},
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "brand": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uri",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uri",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "csv-schedule": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "What to export, such as products or sales orders. Leave empty to export a saved report."
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": {},
      "sortable": false,
      "filterable": false,
      "ui": {
        "help": "Which records to export, such as only paid orders from a date on. Leave empty for all of them; a saved report keeps its own filters."
      }
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "06:00",
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "The time of day (24-hour clock, e.g. 06:00) in the account's time zone. Hourly exports use only the minutes."
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "For weekly exports."
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 1,
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "For monthly exports: 1 to 28, so that every month has the day."
      }
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
            ],
            "x-enumLabels": {
              "EMAIL": "Email",
              "SFTP": "SFTP",
              "WEBHOOK": "Webhook"
            }
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": true,
      "adminOnly": false,
      "secret": true,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "ENABLED",
        "PAUSED"
      ],
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "SUCCEEDED",
        "FAILED"
      ],
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "currency": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": false,
      "checkFormat": "currency",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "minor_units",
      "title": "Decimal places",
      "description": "Digits after the decimal point (GBP 2, JPY 0, KWD 3). From ISO 4217 when not given.",
      "schema": {
        "type": "integer",
        "title": "Decimal places",
        "minimum": 0,
        "maximum": 4,
        "description": "Digits after the decimal point (GBP 2, JPY 0, KWD 3). From ISO 4217 when not given."
      },
      "jsonType": "integer",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "Digits after the decimal point, e.g. 2 for pounds (£1.50), 0 for yen. Leave empty to use the usual number for the currency."
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 1,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "custom-field": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
        "x-immutable": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "BOOLEAN": "Yes / no",
        "SELECT": "One choice",
        "MULTISELECT": "Several choices",
        "URL": "Web address"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {
        "help": "The choices to pick from, for a drop-down or multiple-choice field (needed for those)."
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "in_list",
      "title": "Column in lists",
      "description": "Shown as a column of the entity's list at first (each person can still show or hide it with the column chooser); off for fields only some records have, such as a gift message.",
      "schema": {
        "type": "boolean",
        "title": "Column in lists",
        "default": true,
        "description": "Shown as a column of the entity's list at first (each person can still show or hide it with the column chooser); off for fields only some records have, such as a gift message."
      },
      "jsonType": "boolean",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "eu-vat-return": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      },
      "format": "uuid"
    },
    {
      "name": "scheme",
      "title": "Scheme",
      "schema": {
        "type": "string",
        "title": "Scheme",
        "enum": [
          "OSS",
          "IOSS"
        ]
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "OSS",
        "IOSS"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "OSS": "One Stop Shop (quarterly)",
        "IOSS": "Import One Stop Shop (monthly)"
      }
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
          "FILED"
        ],
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "DRAFT",
        "CALCULATED",
        "FILED"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "period_start",
      "title": "Period start",
      "description": "The first day of a calendar quarter (OSS) or month (IOSS).",
      "schema": {
        "type": "string",
        "format": "date",
        "title": "Period start",
        "description": "The first day of a calendar quarter (OSS) or month (IOSS)."
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "period_end",
      "title": "Period end",
      "description": "The last day of the same quarter (OSS) or month (IOSS).",
      "schema": {
        "type": "string",
        "format": "date",
        "title": "Period end",
        "formatMinimum": {
          "$data": "1/period_start"
        },
        "description": "The last day of the same quarter (OSS) or month (IOSS)."
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
        "default": "EUR"
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "EUR",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "exchange_rate_date",
      "title": "Exchange rates of",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date",
        "title": "Exchange rates of",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "total_net",
      "title": "Sales before VAT",
      "schema": {
        "type": "integer",
        "title": "Sales before VAT",
        "readOnly": true,
        "default": 0,
        "x-money": {
          "currencyField": "currency"
        },
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      "jsonType": "integer",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "total_vat",
      "title": "VAT due",
      "schema": {
        "type": "integer",
        "title": "VAT due",
        "readOnly": true,
        "default": 0,
        "x-money": {
          "currencyField": "currency"
        },
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      "jsonType": "integer",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "country_totals",
      "title": "By member state",
      "schema": {
        "type": "array",
        "title": "By member state",
        "readOnly": true,
        "default": [],
        "items": {
          "type": "object",
          "properties": {
            "country": {
              "type": "string"
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "lines",
      "title": "By member state and rate",
      "schema": {
        "type": "array",
        "title": "By member state and rate",
        "readOnly": true,
        "default": [],
        "items": {
          "type": "object",
          "properties": {
            "country": {
              "type": "string"
            },
            "rate": {
              "type": "number"
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "documents",
      "title": "Documents",
      "description": "Every order behind the totals: its number, member state, rate, currency, the rate it was converted to euros at, and its sales and VAT in euro cents.",
      "schema": {
        "type": "array",
        "title": "Documents",
        "readOnly": true,
        "default": [],
        "description": "Every order behind the totals: its number, member state, rate, currency, the rate it was converted to euros at, and its sales and VAT in euro cents.",
        "items": {
          "type": "object",
          "properties": {
            "document_type": {
              "type": "string",
              "enum": [
                "sales-order"
              ]
            },
            "document_id": {
              "type": "string"
            },
            "number": {
              "type": [
                "string",
                "null"
              ]
            },
            "country": {
              "type": "string"
            },
            "rate": {
              "type": "number"
            },
            "currency": {
              "type": "string"
            },
            "exchange_rate": {
              "type": "number"
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
            }
          }
        }
      },
      "jsonType": "array",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "excluded_documents",
      "title": "Documents left out (no exchange rate)",
      "schema": {
        "type": "integer",
        "title": "Documents left out (no exchange rate)",
        "readOnly": true,
        "default": 0,
        "minimum": -2147483648,
        "maximum": 2147483647
      },
      "jsonType": "integer",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
        "maxLength": 2000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "filed_at",
      "title": "Filed",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Filed",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "exchange-rate": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      },
      "format": "uuid"
    },
    {
      "name": "currency",
      "title": "Currency",
      "schema": {
        "type": "string",
        "title": "Currency",
        "pattern": "^[A-Z]{3}$",
        "x-format": "currency",
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "checkFormat": "currency",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "rate_date",
      "title": "Date",
      "schema": {
        "type": "string",
        "format": "date",
        "title": "Date"
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
        "maximum": 1000000
      },
      "jsonType": "number",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "source",
      "title": "Source",
      "schema": {
        "type": "string",
        "title": "Source",
        "enum": [
          "MANUAL",
          "HMRC_MONTHLY"
        ],
        "default": "MANUAL"
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "MANUAL",
        "HMRC_MONTHLY"
      ],
      "default": "MANUAL",
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "MANUAL": "Entered by hand",
        "HMRC_MONTHLY": "HMRC monthly rates"
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "general-settings": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
        "description": "The name customers know the business by: on invoices, packing slips and emails."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "description": "The registered company name, where it differs from the trading name (required on UK invoices of a limited company)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "checkFormat": "vat",
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
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "x-lowercase": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "email",
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
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "unevaluatedProperties": false
      },
      "jsonType": "object",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "x-format": "timezone",
        "default": "Europe/London"
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "Europe/London",
      "checkFormat": "timezone",
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 9,
        "help": "Dates and times across the account are shown in this time zone. Type a city, e.g. London or New York."
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
        "default": "DD/MM/YYYY"
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 10
      },
      "enumLabels": {
        "DD/MM/YYYY": "DD/MM/YYYY (31/12/2026)",
        "MM/DD/YYYY": "MM/DD/YYYY (12/31/2026)",
        "YYYY-MM-DD": "YYYY-MM-DD (2026-12-31)",
        "DD.MM.YYYY": "DD.MM.YYYY (31.12.2026)"
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
        "default": "kg"
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 11
      },
      "enumLabels": {
        "g": "grams (g)",
        "kg": "kilograms (kg)",
        "lb": "pounds (lb)",
        "oz": "ounces (oz)"
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
        "default": "cm"
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 12
      },
      "enumLabels": {
        "mm": "millimetres (mm)",
        "cm": "centimetres (cm)",
        "m": "metres (m)",
        "in": "inches (in)"
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
        "description": "Where new purchase orders deliver to and orders are fulfilled from unless a rule says otherwise."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
        "description": "The tax rate new products and order lines start with."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
        "default": 5
      },
      "jsonType": "integer",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 5,
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
        "default": false
      },
      "jsonType": "boolean",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 18,
        "help": "Let shipments take more than is on hand: on-hand goes below zero and the shipment's movement records it. Off: such a shipment is refused, naming the line that is short."
      }
    },
    {
      "name": "vat_establishment",
      "title": "VAT establishment",
      "description": "Where the business is established for VAT: with the goods' location, the buyer and the channel it decides each order line's VAT treatment (docs/money.md).",
      "schema": {
        "type": "string",
        "title": "VAT establishment",
        "enum": [
          "GB",
          "NI",
          "OVERSEAS"
        ],
        "default": "GB",
        "description": "Where the business is established for VAT: with the goods' location, the buyer and the channel it decides each order line's VAT treatment (docs/money.md)."
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "GB",
        "NI",
        "OVERSEAS"
      ],
      "default": "GB",
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 19,
        "help": "Where the business is established for VAT (VAT Notice 700/1, 2.2): it decides who accounts for VAT on each sale."
      },
      "enumLabels": {
        "GB": "Great Britain",
        "NI": "Northern Ireland",
        "OVERSEAS": "Outside the UK (overseas seller)"
      }
    },
    {
      "name": "vat_goods_location",
      "title": "Goods held in",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Goods held in",
        "enum": [
          "GB",
          "NI",
          "EU",
          "OTHER",
          null
        ]
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "GB",
        "NI",
        "EU",
        "OTHER"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 20,
        "help": "Where orders are dispatched from; empty: Great Britain or Northern Ireland by the establishment, elsewhere for an overseas seller."
      },
      "enumLabels": {
        "GB": "Great Britain",
        "NI": "Northern Ireland",
        "EU": "an EU member state",
        "OTHER": "elsewhere"
      }
    },
    {
      "name": "ioss_number",
      "title": "IOSS number",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "IOSS number",
        "pattern": "^IM[0-9]{10}$",
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 21,
        "help": "Import One Stop Shop number (IM followed by 10 digits): EU consignments of €150 or less sold directly then carry the destination's VAT."
      }
    },
    {
      "name": "oss_registered",
      "title": "Registered for OSS (Union scheme)",
      "schema": {
        "type": "boolean",
        "title": "Registered for OSS (Union scheme)",
        "default": false
      },
      "jsonType": "boolean",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 22,
        "help": "Northern Ireland sellers registered with HMRC for the One Stop Shop Union scheme."
      }
    },
    {
      "name": "oss_opted_in",
      "title": "Tax EU distance sales at destination",
      "schema": {
        "type": "boolean",
        "title": "Tax EU distance sales at destination",
        "default": false
      },
      "jsonType": "boolean",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 23,
        "help": "Northern Ireland sellers: charge the customer's country's VAT through OSS even below the €10,000 EU-wide threshold."
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
        "description": "The setup wizard's steps this account has finished (the wizard keeps it; the settings page does not show it)."
      },
      "jsonType": "array",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": false,
      "filterable": true,
      "ui": {
        "order": 16,
        "hidden": true
      },
      "enumLabels": {
        "COMPANY": "Company details",
        "LOCATION": "First location",
        "TAX": "Sales tax",
        "CHANNEL": "Sales channel"
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
        "description": "When the setup wizard was finished; null while it is not."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "hmrc-settings": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      },
      "format": "uuid"
    },
    {
      "name": "environment",
      "title": "Environment",
      "schema": {
        "type": "string",
        "title": "Environment",
        "enum": [
          "SANDBOX",
          "LIVE"
        ],
        "default": "SANDBOX"
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "SANDBOX",
        "LIVE"
      ],
      "default": "SANDBOX",
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 1
      },
      "enumLabels": {
        "SANDBOX": "HMRC sandbox (test)",
        "LIVE": "HMRC (live)"
      }
    },
    {
      "name": "vrn",
      "title": "VAT registration number",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "VAT registration number",
        "pattern": "^\\d{9}$",
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 2,
        "help": "Nine digits, without the GB prefix."
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
        "pattern": "^[A-Za-z0-9_-]{8,64}$",
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 3,
        "help": "From your application on HMRC's Developer Hub."
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
        "x-secret": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": true,
      "adminOnly": false,
      "secret": true,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 4,
        "help": "Write-only: leave empty to keep the stored secret."
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
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 5
      },
      "enumLabels": {
        "ERROR": "Needs reconnecting"
      }
    },
    {
      "name": "connected_at",
      "title": "Connected",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Connected",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 6
      }
    },
    {
      "name": "last_error",
      "title": "Last error",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Last error",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 7
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "html-template": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "description": "eBay accepts descriptions of up to 500,000 characters."
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "invoice-line": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored."
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uuid",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 1,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 20,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "invoice": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "GBP",
      "checkFormat": "currency",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
        "maxLength": 2000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "listing-import-schedule": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "SKU",
        "BARCODE"
      ],
      "default": "SKU",
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "SKU": "SKU"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "ENABLED",
        "PAUSED"
      ],
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "listing": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "listing"
      }
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "listing"
      }
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "listing"
      },
      "enumLabels": {
        "EBAY": "eBay",
        "ONBUY": "OnBuy",
        "STORE": "Web store"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "listing"
      },
      "enumLabels": {
        "SUBMITTING": "Sending to the channel",
        "ACTIVE": "Live"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "listing"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uri",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "listing"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "listing"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "listing",
        "width": "full"
      }
    },
    {
      "name": "description",
      "title": "Description",
      "description": "This channel's own description (rich text, HTML, sanitised on save like the product's). Empty: the marketplace gets the product's description.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Description",
        "maxLength": 50000,
        "x-sanitize": "html",
        "description": "This channel's own description (rich text, HTML, sanitised on save like the product's). Empty: the marketplace gets the product's description."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "description",
        "widget": "richtext",
        "help": "This channel's own description. Leave it empty to use the product's."
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "checkFormat": "currency",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "offer",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "offer",
        "width": "third"
      }
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
            ],
            "x-enumLabels": {
              "FIXED": "Fixed quantity",
              "PERCENT": "Percentage of available stock",
              "MAX": "Available stock, at most"
            }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": {
        "type": "PERCENT",
        "value": 100
      },
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "offer",
        "help": "How much of your available stock this channel is offered: a fixed quantity, a percentage of it (rounded down), or all of it up to a limit. Stock that is not available is never offered."
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": {},
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "channel",
        "help": "What only this marketplace asks for: its category, format, tags and so on."
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "channel"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "location": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 100,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "warehouse_provider_id",
      "title": "Run by warehouse provider",
      "description": "For a third-party warehouse: the warehouse provider (3PL) that runs it. Orders allocated here are handed to the provider, its stock feed sets the levels here, and purchase orders delivered here are announced to it as ASNs (docs/warehouses.md).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "uuid",
        "title": "Run by warehouse provider",
        "x-ref": {
          "entity": "warehouse-provider"
        },
        "description": "For a third-party warehouse: the warehouse provider (3PL) that runs it. Orders allocated here are handed to the provider, its stock feed sets the levels here, and purchase orders delivered here are announced to it as ASNs (docs/warehouses.md)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uuid",
      "ref": {
        "entity": "warehouse-provider",
        "resource": "warehouse-providers",
        "table": "warehouse_providers",
        "where": {},
        "onDelete": "restrict"
      },
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "provider_warehouse_ref",
      "title": "Warehouse id at the provider",
      "description": "The provider's own id for this warehouse (Mintsoft WarehouseId, ShipBob fulfilment centre id).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Warehouse id at the provider",
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$",
        "x-trim": true,
        "description": "The provider's own id for this warehouse (Mintsoft WarehouseId, ShipBob fulfilment centre id)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "order-rule": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "For a rule that puts orders on hold: the reason the held order shows (the rule's name when left empty)."
      }
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
                "tag",
                "fulfilled_by"
              ],
              "x-enumLabels": {
                "sales_channel_id": "Sales channel",
                "channel_type": "Channel type",
                "total": "Order total",
                "subtotal": "Subtotal",
                "shipping_charge": "Shipping charge",
                "currency": "Currency",
                "ship_to_country": "Ship-to country",
                "ship_to_postcode": "Ship-to postcode",
                "customer_id": "Customer",
                "sku": "SKU",
                "item_count": "Item count",
                "weight_g": "Weight (g)",
                "channel_order_ref": "Channel order ref",
                "tag": "Tag",
                "fulfilled_by": "Fulfilled by (SELLER or MARKETPLACE)"
              }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "ON_HOLD"
      ],
      "default": "ON_HOLD",
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "A rule acts on an order as soon as it is paid, so the only status it can set is On hold."
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "payment-card": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": true,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "AMEX": "American Express"
      }
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "payment-method": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "PAYPAL": "PayPal",
        "BANK": "Bank transfer"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "product-label": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
        "description": "The file as base64 (a data: URL prefix is accepted). Required on create; never returned."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": true,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {
        "widget": "file",
        "help": "The label to print: a PDF, PNG or JPEG file."
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "PDF",
        "PNG",
        "JPEG"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "PDF": "PDF",
        "PNG": "PNG",
        "JPEG": "JPEG"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
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
          "pattern": "^[a-z]{2}$",
          "x-format": "language"
        },
        "description": "ISO 639-1 codes, e.g. en, de, fr."
      },
      "jsonType": "array",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {
        "help": "The languages the label is printed in, e.g. English and German."
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "UPLOADED",
        "ACCEPTED",
        "REJECTED"
      ],
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "product": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "basics",
        "order": 1
      }
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "basics",
        "order": 2
      }
    },
    {
      "name": "description",
      "title": "Description",
      "description": "Rich text (HTML): paragraphs, headings, bold, italic, lists and links. Scripts, styles and event handlers are removed on save.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Description",
        "maxLength": 50000,
        "description": "Rich text (HTML): paragraphs, headings, bold, italic, lists and links. Scripts, styles and event handlers are removed on save.",
        "x-sanitize": "html"
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "content",
        "widget": "richtext"
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "basics",
        "order": 6
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "basics",
        "width": "third",
        "order": 3
      },
      "enumLabels": {
        "SIMPLE": "Simple product",
        "PARENT": "Parent (has variants)"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "basics",
        "order": 7
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "basics",
        "width": "third",
        "order": 4
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "basics",
        "width": "third",
        "order": 5
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "GBP",
      "checkFormat": "currency",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "pricing",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "pricing",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "pricing",
        "width": "third"
      }
    },
    {
      "name": "tax_id",
      "title": "Sales tax",
      "description": "A new product that names none starts with the account's default sales tax (General Settings).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "uuid",
        "title": "Sales tax",
        "x-ref": {
          "entity": "sales-tax"
        },
        "description": "A new product that names none starts with the account's default sales tax (General Settings)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "pricing"
      }
    },
    {
      "name": "supplier_id",
      "title": "Usual supplier",
      "description": "The supplier this product is usually bought from. The Reorder screen (stock planning) uses the supplier's lead time for the product's reorder point, and drafts the product's reorder onto a purchase order to this supplier. Empty: the product is planned without lead-time cover and cannot be drafted onto a purchase order from the Reorder screen. Deleting the supplier empties it.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "uuid",
        "title": "Usual supplier",
        "x-ref": {
          "entity": "relationship",
          "where": {
            "type": "SUPPLIER"
          },
          "onDelete": "set-null"
        },
        "description": "The supplier this product is usually bought from. The Reorder screen (stock planning) uses the supplier's lead time for the product's reorder point, and drafts the product's reorder onto a purchase order to this supplier. Empty: the product is planned without lead-time cover and cannot be drafted onto a purchase order from the Reorder screen. Deleting the supplier empties it."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
        "onDelete": "set-null"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "buying"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "shipping",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "shipping",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "shipping",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "shipping",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "shipping",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "checkFormat": "country",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "shipping",
        "width": "third"
      }
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
              ],
              "x-enumLabels": {
                "EAN8": "EAN-8",
                "UPCA": "UPC-A",
                "EAN13": "EAN-13",
                "GTIN14": "GTIN-14",
                "ISBN": "ISBN"
              }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "identifiers"
      }
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
              "x-ui": {
                "help": "An image uploaded here, or the https:// address of an image elsewhere."
              },
              "type": "string",
              "title": "URL",
              "format": "uri-reference",
              "pattern": "^(https://|/media/[A-Za-z0-9_-]{43}\\.(png|jpg|webp|gif)$)",
              "maxLength": 2048,
              "x-upload": "image",
              "description": "An image uploaded to Sellyard (`/media/…`, from `POST /api/products/images`) or an https URL elsewhere."
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "content"
      },
      "upload": {
        "kind": "image",
        "many": true,
        "urlField": "url"
      }
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
        "maxLength": 5000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "compliance",
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "identifiers"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": true,
      "ui": {
        "group": "compliance"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": true,
      "ui": {
        "group": "compliance"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": {},
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "purchase-order-line": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored."
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uuid",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "purchase-order": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "supplier"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "supplier"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "supplier"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "supplier"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "supplier"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "supplier"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "supplier"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "checkFormat": "currency",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "supplier",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "supplier",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "supplier",
        "width": "third"
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
        "maxLength": 5000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "notes",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "lines"
      }
    },
    {
      "name": "xero_status",
      "title": "Xero",
      "description": "How posting this purchase order (a bill) to Xero went; empty until it is due and the link is on.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Xero",
        "enum": [
          "POSTED",
          "FAILED",
          null
        ],
        "readOnly": true,
        "description": "How posting this purchase order (a bill) to Xero went; empty until it is due and the link is on."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "POSTED",
        "FAILED"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "POSTED": "Posted to Xero",
        "FAILED": "Xero refused it"
      }
    },
    {
      "name": "xero_error",
      "title": "Xero problem",
      "description": "What Xero said when it refused the posting (fix it and the next sync tries again).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Xero problem",
        "readOnly": true,
        "maxLength": 2000,
        "description": "What Xero said when it refused the posting (fix it and the next sync tries again)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "xero_posted_at",
      "title": "Posted to Xero",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Posted to Xero",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": {},
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "relationship": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": false,
      "enum": [
        "CUSTOMER",
        "SUPPLIER"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "contact"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "contact"
      }
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "contact"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "contact"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "email",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "contact"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "contact"
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
        "x-format": "vat"
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "checkFormat": "vat",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "terms",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "terms",
        "width": "third"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "GBP",
      "checkFormat": "currency",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "terms",
        "width": "third"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 30,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "terms",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "terms",
        "width": "third"
      }
    },
    {
      "name": "lead_time_days",
      "title": "Lead time (days)",
      "description": "Suppliers: the days from ordering to the goods being on the shelf. Stock planning keeps this many days of sales (at the product's sales rate) as the reorder point of every product this supplier usually supplies, on top of the products' minimum stock. Empty means unknown: those products are planned as if delivery were immediate (their minimum alone), so fill it in.",
      "schema": {
        "type": [
          "integer",
          "null"
        ],
        "title": "Lead time (days)",
        "minimum": 0,
        "maximum": 365,
        "description": "Suppliers: the days from ordering to the goods being on the shelf. Stock planning keeps this many days of sales (at the product's sales rate) as the reorder point of every product this supplier usually supplies, on top of the products' minimum stock. Empty means unknown: those products are planned as if delivery were immediate (their minimum alone), so fill it in."
      },
      "jsonType": "integer",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "terms",
        "width": "third"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "addresses"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": {},
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "report": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "maxLength": 1000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
              ],
              "x-enumLabels": {
                "eq": "equals",
                "ne": "is not",
                "gt": "is more than",
                "gte": "is at least",
                "lt": "is less than",
                "lte": "is at most",
                "in": "is one of",
                "nin": "is none of",
                "contains": "contains",
                "is_null": "is empty",
                "not_null": "is not empty"
              }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
              ],
              "x-enumLabels": {
                "count": "Count",
                "sum": "Sum",
                "avg": "Average",
                "min": "Lowest",
                "max": "Highest"
              }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "A column, the group, or a total to sort the rows by."
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "ASC",
        "DESC"
      ],
      "default": "DESC",
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "ASC": "Ascending",
        "DESC": "Descending"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "For a custom range: the first day (open-ended when empty)."
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "For a custom range: the last day (open-ended when empty)."
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "BAR": "Bar chart",
        "LINE": "Line chart",
        "PIE": "Pie chart"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 1000,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "responsible-person": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "email",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uri",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "return-line": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored."
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uuid",
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
        "description": "The id of a line of the document's order (checked by the server, which also accepts the line's SKU instead)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uuid",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "return-settings": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
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
        "default": 14
      },
      "jsonType": "integer",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 14,
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
        "default": true
      },
      "jsonType": "boolean",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
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
        "default": 0
      },
      "jsonType": "number",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
        "default": true
      },
      "jsonType": "boolean",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
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
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "RMA-",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "return": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "money": {
        "currencyField": "currency"
      },
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
        "maxLength": 2000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "maxLength": 2000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "channel_return_ref",
      "title": "Marketplace return",
      "description": "The marketplace's id of the buyer's return request this return was imported from (eBay's return id, Amazon's RMA id): with the order, what makes importing it twice make one return.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Marketplace return",
        "maxLength": 100,
        "readOnly": true,
        "description": "The marketplace's id of the buyer's return request this return was imported from (eBay's return id, Amazon's RMA id): with the order, what makes importing it twice make one return."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "channel_refund_status",
      "title": "Refund on the marketplace",
      "description": "For an order from a marketplace: where the refund is there. Refunding the return sends it to the marketplace where its API can refund (once, whatever retries), else a task asks for it to be refunded there by hand.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Refund on the marketplace",
        "enum": [
          "QUEUED",
          "SENDING",
          "ISSUED",
          "REFUSED",
          "BY_HAND",
          null
        ],
        "readOnly": true,
        "description": "For an order from a marketplace: where the refund is there. Refunding the return sends it to the marketplace where its API can refund (once, whatever retries), else a task asks for it to be refunded there by hand."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "QUEUED",
        "SENDING",
        "ISSUED",
        "REFUSED",
        "BY_HAND"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "QUEUED": "Waiting to be sent",
        "SENDING": "Being sent",
        "ISSUED": "Refunded on the marketplace",
        "REFUSED": "Refused by the marketplace",
        "BY_HAND": "To refund on the marketplace by hand"
      }
    },
    {
      "name": "channel_refund_ref",
      "title": "Marketplace refund id",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Marketplace refund id",
        "maxLength": 100,
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "channel_refund_note",
      "title": "What the marketplace said",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "What the marketplace said",
        "maxLength": 2000,
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "xero_status",
      "title": "Xero",
      "description": "How posting this return (a credit note) to Xero went; empty until it is due and the link is on.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Xero",
        "enum": [
          "POSTED",
          "FAILED",
          null
        ],
        "readOnly": true,
        "description": "How posting this return (a credit note) to Xero went; empty until it is due and the link is on."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "POSTED",
        "FAILED"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "POSTED": "Posted to Xero",
        "FAILED": "Xero refused it"
      }
    },
    {
      "name": "xero_error",
      "title": "Xero problem",
      "description": "What Xero said when it refused the posting (fix it and the next sync tries again).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Xero problem",
        "readOnly": true,
        "maxLength": 2000,
        "description": "What Xero said when it refused the posting (fix it and the next sync tries again)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "xero_posted_at",
      "title": "Posted to Xero",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Posted to Xero",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "sales-channel": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "channel"
      },
      "enumLabels": {
        "EBAY": "eBay",
        "ONBUY": "OnBuy",
        "STORE": "Web store"
      }
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "channel"
      }
    },
    {
      "name": "marketplace",
      "title": "Site",
      "description": "eBay and Amazon: the site this channel sells on, chosen by name (eBay UK, Amazon Germany…). Other channels have a single site: leave it empty.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Site",
        "maxLength": 20,
        "pattern": "^[A-Z0-9_]+$",
        "x-trim": true,
        "description": "eBay and Amazon: the site this channel sells on, chosen by name (eBay UK, Amazon Germany…). Other channels have a single site: leave it empty."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "channel"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "channel"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "channel"
      },
      "enumLabels": {
        "DISCONNECTED": "Not connected",
        "TOKEN_EXPIRED": "Sign-in expired"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "channel"
      }
    },
    {
      "name": "credentials",
      "title": "Credentials",
      "description": "eBay, Amazon, Shopify, Etsy and Wish: leave this empty and press Connect on the channel once it is saved; you sign in on the marketplace and Sellyard keeps the access it grants. OnBuy: your consumer key and secret key from OnBuy's seller settings. Saved encrypted and never shown again.",
      "schema": {
        "type": [
          "object",
          "null"
        ],
        "title": "Credentials",
        "description": "eBay, Amazon, Shopify, Etsy and Wish: leave this empty and press Connect on the channel once it is saved; you sign in on the marketplace and Sellyard keeps the access it grants. OnBuy: your consumer key and secret key from OnBuy's seller settings. Saved encrypted and never shown again.",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": true,
      "adminOnly": false,
      "secret": true,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "connection"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "LIVE",
        "SANDBOX"
      ],
      "default": "LIVE",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "channel"
      },
      "enumLabels": {
        "SANDBOX": "Sandbox (test)"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "sync",
        "width": "third"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 5,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "sync",
        "width": "third"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "sync"
      }
    },
    {
      "name": "last_settlement_sync_at",
      "title": "Last settlement fetch",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Last settlement fetch",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "sync"
      }
    },
    {
      "name": "last_error_source",
      "title": "Last error from",
      "description": "The kind of work that met the last error (a quantity push, a tracking upload…): the same work succeeding later clears the error.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Last error from",
        "maxLength": 64,
        "readOnly": true,
        "description": "The kind of work that met the last error (a quantity push, a tracking upload…): the same work succeeding later clears the error."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    },
    {
      "name": "last_error",
      "title": "Last error",
      "description": "What went wrong at the last failed call to the marketplace (cleared by the next good order sync, or when the work that failed succeeds on a retry).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Last error",
        "maxLength": 2000,
        "readOnly": true,
        "description": "What went wrong at the last failed call to the marketplace (cleared by the next good order sync, or when the work that failed succeeds on a retry)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "connection"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "connection"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "sync",
        "width": "third"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "sync",
        "width": "third"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "sync",
        "width": "third"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "sync",
        "width": "third"
      }
    },
    {
      "name": "fetch_settlements",
      "title": "Fetch settlements",
      "description": "Import the marketplace's payouts as settlements by themselves, every `settlement_sync_hours` while the channel is CONNECTED (marketplaces whose API publishes payouts: eBay, Amazon, Etsy, Shopify). Each payout becomes one settlement, once, matched to its orders when its sales add up.",
      "schema": {
        "type": "boolean",
        "title": "Fetch settlements",
        "default": true,
        "description": "Import the marketplace's payouts as settlements by themselves, every `settlement_sync_hours` while the channel is CONNECTED (marketplaces whose API publishes payouts: eBay, Amazon, Etsy, Shopify). Each payout becomes one settlement, once, matched to its orders when its sales add up."
      },
      "jsonType": "boolean",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "sync",
        "width": "third"
      }
    },
    {
      "name": "settlement_sync_hours",
      "title": "Fetch settlements every (hours)",
      "schema": {
        "type": "integer",
        "title": "Fetch settlements every (hours)",
        "minimum": 1,
        "maximum": 168,
        "default": 24
      },
      "jsonType": "integer",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 24,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "sync",
        "width": "third"
      }
    },
    {
      "name": "settlement_match_tolerance",
      "title": "Settlement match tolerance",
      "description": "How far a fetched payout's sale may differ from its order's total and still match, in pence (or cents) of the payout's currency: 50 lets 50p through.",
      "schema": {
        "type": "integer",
        "title": "Settlement match tolerance",
        "minimum": 0,
        "maximum": 100000,
        "default": 0,
        "description": "How far a fetched payout's sale may differ from its order's total and still match, in pence (or cents) of the payout's currency: 50 lets 50p through."
      },
      "jsonType": "integer",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "sync",
        "width": "third"
      }
    },
    {
      "name": "location_priority",
      "title": "Location priority",
      "description": "The warehouses and shops this channel's orders are sent from, first choice first.",
      "schema": {
        "type": "array",
        "title": "Location priority",
        "description": "The warehouses and shops this channel's orders are sent from, first choice first.",
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "sync"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "channel"
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "sales-charge": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "FIXED",
        "PERCENT"
      ],
      "default": "FIXED",
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "FIXED": "Fixed amount",
        "PERCENT": "Percentage of the order"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "For a fixed charge: the amount added to the order."
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "For a percentage charge: the percent of the order's goods value added."
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "GBP",
      "checkFormat": "currency",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "sales-order-line": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "vat_treatment",
      "title": "VAT treatment",
      "description": "How the line's VAT is treated, decided by place of supply when the order is saved and kept (api/domain/finance/vat).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "VAT treatment",
        "enum": [
          "UK_STANDARD",
          "UK_REDUCED",
          "UK_ZERO",
          "UK_EXEMPT",
          "OUTSIDE_SCOPE",
          "EXPORT_ZERO",
          "UK_REVERSE_CHARGE",
          "IOSS",
          "MARKETPLACE_UK",
          "MARKETPLACE_UK_IMPORT",
          "MARKETPLACE_EU",
          "NI_EU_B2B_ZERO",
          "NI_EU_DISTANCE_UK",
          "NI_EU_OSS",
          "IMPORT_BY_CUSTOMER",
          "NON_UK_SUPPLY",
          null
        ],
        "readOnly": true,
        "description": "How the line's VAT is treated, decided by place of supply when the order is saved and kept (api/domain/finance/vat)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "UK_STANDARD",
        "UK_REDUCED",
        "UK_ZERO",
        "UK_EXEMPT",
        "OUTSIDE_SCOPE",
        "EXPORT_ZERO",
        "UK_REVERSE_CHARGE",
        "IOSS",
        "MARKETPLACE_UK",
        "MARKETPLACE_UK_IMPORT",
        "MARKETPLACE_EU",
        "NI_EU_B2B_ZERO",
        "NI_EU_DISTANCE_UK",
        "NI_EU_OSS",
        "IMPORT_BY_CUSTOMER",
        "NON_UK_SUPPLY"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "vat_country",
      "title": "VAT country",
      "description": "The country whose VAT the line carries (GB for UK VAT); empty when none is due.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "VAT country",
        "readOnly": true,
        "description": "The country whose VAT the line carries (GB for UK VAT); empty when none is due."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "vat_accounted_by",
      "title": "VAT accounted by",
      "description": "Who owes the VAT: the seller on its UK, IOSS or OSS return, the marketplace as deemed supplier, the customer, or nobody.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "VAT accounted by",
        "enum": [
          "SELLER_UK",
          "SELLER_IOSS",
          "SELLER_OSS",
          "MARKETPLACE",
          "CUSTOMER",
          "NONE",
          null
        ],
        "readOnly": true,
        "description": "Who owes the VAT: the seller on its UK, IOSS or OSS return, the marketplace as deemed supplier, the customer, or nobody."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "SELLER_UK",
        "SELLER_IOSS",
        "SELLER_OSS",
        "MARKETPLACE",
        "CUSTOMER",
        "NONE"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "vat_reason",
      "title": "VAT treatment in words",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "VAT treatment in words",
        "maxLength": 300,
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "packed_qty",
      "title": "Packed",
      "description": "Units of this line checked into the parcel on the pack screen (by scanning its barcode or SKU); kept by `POST /api/sales-orders/:id/pack`.",
      "schema": {
        "type": "integer",
        "title": "Packed",
        "readOnly": true,
        "default": 0,
        "description": "Units of this line checked into the parcel on the pack screen (by scanning its barcode or SKU); kept by `POST /api/sales-orders/:id/pack`.",
        "minimum": -2147483648,
        "maximum": 2147483647
      },
      "jsonType": "integer",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "sales-order": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer"
      }
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
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer"
      }
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
        "description": "Some paid quantity could not be allocated from stock yet (see each line's backordered_qty); filled when stock arrives."
      },
      "jsonType": "boolean",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer",
        "order": 3
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "delivery",
        "order": 20
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {
        "help": "Your own labels for the order. Order rules can add them and act on them.",
        "group": "customer",
        "order": 5
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer",
        "order": 4
      }
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uri",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer"
      }
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer",
        "order": 1
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer",
        "order": 2
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "checkFormat": "currency",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "payment",
        "width": "third",
        "order": 30
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "payment",
        "width": "third",
        "order": 31
      },
      "enumLabels": {
        "EXCLUSIVE": "Prices exclude tax",
        "INCLUSIVE": "Prices include tax"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "delivery",
        "order": 24
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "delivery",
        "order": 25
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "delivery",
        "order": 21
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "delivery",
        "order": 22
      }
    },
    {
      "name": "buyer_vat_number",
      "title": "Buyer's VAT number",
      "description": "The buyer's VAT number when it buys as a VAT-registered business (the customer's when not given): it zero-rates an NI dispatch to the EU and takes the sale out of the deemed supplier and IOSS rules.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Buyer's VAT number",
        "maxLength": 20,
        "x-trim": true,
        "description": "The buyer's VAT number when it buys as a VAT-registered business (the customer's when not given): it zero-rates an NI dispatch to the EU and takes the sale out of the deemed supplier and IOSS rules."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "delivery",
        "order": 26
      }
    },
    {
      "name": "shipping_vat_treatment",
      "title": "Shipping VAT treatment",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Shipping VAT treatment",
        "enum": [
          "UK_STANDARD",
          "UK_REDUCED",
          "UK_ZERO",
          "UK_EXEMPT",
          "OUTSIDE_SCOPE",
          "EXPORT_ZERO",
          "UK_REVERSE_CHARGE",
          "IOSS",
          "MARKETPLACE_UK",
          "MARKETPLACE_UK_IMPORT",
          "MARKETPLACE_EU",
          "NI_EU_B2B_ZERO",
          "NI_EU_DISTANCE_UK",
          "NI_EU_OSS",
          "IMPORT_BY_CUSTOMER",
          "NON_UK_SUPPLY",
          null
        ],
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "UK_STANDARD",
        "UK_REDUCED",
        "UK_ZERO",
        "UK_EXEMPT",
        "OUTSIDE_SCOPE",
        "EXPORT_ZERO",
        "UK_REVERSE_CHARGE",
        "IOSS",
        "MARKETPLACE_UK",
        "MARKETPLACE_UK_IMPORT",
        "MARKETPLACE_EU",
        "NI_EU_B2B_ZERO",
        "NI_EU_DISTANCE_UK",
        "NI_EU_OSS",
        "IMPORT_BY_CUSTOMER",
        "NON_UK_SUPPLY"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
    },
    {
      "name": "shipping_vat_rate",
      "title": "Shipping VAT rate (%)",
      "schema": {
        "type": [
          "number",
          "null"
        ],
        "title": "Shipping VAT rate (%)",
        "readOnly": true
      },
      "jsonType": "number",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
    },
    {
      "name": "shipping_vat_country",
      "title": "Shipping VAT country",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Shipping VAT country",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
    },
    {
      "name": "shipping_vat_accounted_by",
      "title": "Shipping VAT accounted by",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Shipping VAT accounted by",
        "enum": [
          "SELLER_UK",
          "SELLER_IOSS",
          "SELLER_OSS",
          "MARKETPLACE",
          "CUSTOMER",
          "NONE",
          null
        ],
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "SELLER_UK",
        "SELLER_IOSS",
        "SELLER_OSS",
        "MARKETPLACE",
        "CUSTOMER",
        "NONE"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
    },
    {
      "name": "shipping_vat_reason",
      "title": "Shipping VAT in words",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Shipping VAT in words",
        "maxLength": 300,
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
    },
    {
      "name": "base_currency",
      "title": "Account currency",
      "description": "The account's base currency when the order was saved.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Account currency",
        "readOnly": true,
        "description": "The account's base currency when the order was saved."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
    },
    {
      "name": "exchange_rate",
      "title": "Exchange rate",
      "description": "Value of one unit of the order's currency in the account's currency at the tax point (the order date): the dated exchange rate of that day or the latest before it, else the currency's current rate. Kept: reports and VAT returns convert the order at this rate.",
      "schema": {
        "type": [
          "number",
          "null"
        ],
        "title": "Exchange rate",
        "readOnly": true,
        "description": "Value of one unit of the order's currency in the account's currency at the tax point (the order date): the dated exchange rate of that day or the latest before it, else the currency's current rate. Kept: reports and VAT returns convert the order at this rate."
      },
      "jsonType": "number",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
    },
    {
      "name": "exchange_rate_date",
      "title": "Exchange rate date",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date",
        "title": "Exchange rate date",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "payment",
        "width": "third",
        "order": 32
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "payment",
        "order": 33
      }
    },
    {
      "name": "fulfilled_by",
      "title": "Fulfilled by",
      "description": "MARKETPLACE: the marketplace ships the order from its own warehouse (Amazon FBA orders): it is imported already shipped, never takes your stock and is never offered for shipping.",
      "schema": {
        "type": "string",
        "title": "Fulfilled by",
        "enum": [
          "SELLER",
          "MARKETPLACE"
        ],
        "default": "SELLER",
        "readOnly": true,
        "description": "MARKETPLACE: the marketplace ships the order from its own warehouse (Amazon FBA orders): it is imported already shipped, never takes your stock and is never offered for shipping."
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "SELLER",
        "MARKETPLACE"
      ],
      "default": "SELLER",
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "delivery",
        "order": 24
      },
      "enumLabels": {
        "SELLER": "You",
        "MARKETPLACE": "The marketplace (FBA)"
      }
    },
    {
      "name": "fulfilment_ref",
      "title": "Fulfilment order",
      "description": "The fulfilment order Sellyard placed for this order with the warehouse that ships it (Amazon Multi-Channel Fulfilment: the seller fulfilment order id).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Fulfilment order",
        "maxLength": 64,
        "readOnly": true,
        "description": "The fulfilment order Sellyard placed for this order with the warehouse that ships it (Amazon Multi-Channel Fulfilment: the seller fulfilment order id)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "delivery",
        "order": 25
      }
    },
    {
      "name": "fulfilment_status",
      "title": "Fulfilment status",
      "description": "Where that fulfilment order is, in the warehouse's words (received, processing, shipped, or why it was refused).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Fulfilment status",
        "maxLength": 200,
        "readOnly": true,
        "description": "Where that fulfilment order is, in the warehouse's words (received, processing, shipped, or why it was refused)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "delivery",
        "order": 26
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "delivery",
        "order": 23
      }
    },
    {
      "name": "cancel_reason",
      "title": "Cancellation reason",
      "description": "Why the order was cancelled, written by the `cancel` transition's input (or the order import, for a cancellation made on the marketplace). Empty on orders cancelled before reasons were a choice: their words are in `cancel_note`.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Cancellation reason",
        "enum": [
          "OUT_OF_STOCK",
          "BUYER_ASKED",
          "UNDELIVERABLE_ADDRESS",
          "PRICING_ERROR",
          "SUSPECTED_FRAUD",
          "PAYMENT_DECLINED",
          "CANCELLED_ON_MARKETPLACE",
          "OTHER",
          null
        ],
        "readOnly": true,
        "description": "Why the order was cancelled, written by the `cancel` transition's input (or the order import, for a cancellation made on the marketplace). Empty on orders cancelled before reasons were a choice: their words are in `cancel_note`."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "OUT_OF_STOCK",
        "BUYER_ASKED",
        "UNDELIVERABLE_ADDRESS",
        "PRICING_ERROR",
        "SUSPECTED_FRAUD",
        "PAYMENT_DECLINED",
        "CANCELLED_ON_MARKETPLACE",
        "OTHER"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer"
      },
      "enumLabels": {
        "BUYER_ASKED": "The buyer asked to cancel",
        "UNDELIVERABLE_ADDRESS": "Cannot deliver to the address",
        "PAYMENT_DECLINED": "The payment was declined",
        "CANCELLED_ON_MARKETPLACE": "Already cancelled on the marketplace"
      }
    },
    {
      "name": "cancel_note",
      "title": "Cancellation note",
      "description": "The cancellation's note, written by the `cancel` transition's input; for an order cancelled on its marketplace, who cancelled it there and why, in the marketplace's words. Holds the whole reason of orders cancelled before reasons were a choice.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Cancellation note",
        "maxLength": 500,
        "readOnly": true,
        "description": "The cancellation's note, written by the `cancel` transition's input; for an order cancelled on its marketplace, who cancelled it there and why, in the marketplace's words. Holds the whole reason of orders cancelled before reasons were a choice."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "customer"
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
        "maxLength": 5000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "notes",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {
        "group": "totals"
      }
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {
        "group": "lines"
      }
    },
    {
      "name": "xero_status",
      "title": "Xero",
      "description": "How posting this order (a sales invoice) to Xero went; empty until it is due and the link is on.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Xero",
        "enum": [
          "POSTED",
          "FAILED",
          null
        ],
        "readOnly": true,
        "description": "How posting this order (a sales invoice) to Xero went; empty until it is due and the link is on."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "POSTED",
        "FAILED"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "POSTED": "Posted to Xero",
        "FAILED": "Xero refused it"
      }
    },
    {
      "name": "xero_error",
      "title": "Xero problem",
      "description": "What Xero said when it refused the posting (fix it and the next sync tries again).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Xero problem",
        "readOnly": true,
        "maxLength": 2000,
        "description": "What Xero said when it refused the posting (fix it and the next sync tries again)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "xero_posted_at",
      "title": "Posted to Xero",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Posted to Xero",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "packed_at",
      "title": "Packed",
      "description": "When the last unit to ship was checked into the parcel on the pack screen; cleared when packing starts again.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Packed",
        "readOnly": true,
        "description": "When the last unit to ship was checked into the parcel on the pack screen; cleared when packing starts again."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "packed_by",
      "title": "Packed by",
      "description": "Who checked the last unit in (their email; the audit log has every scan).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Packed by",
        "maxLength": 254,
        "readOnly": true,
        "description": "Who checked the last unit in (their email; the audit log has every scan)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": {},
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "sales-tax": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "checkFormat": "country",
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "STANDARD": "Standard rate",
        "REDUCED": "Reduced rate",
        "ZERO": "Zero rate",
        "OUTSIDE_SCOPE": "Outside the scope of VAT"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "settlement-line": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored."
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uuid",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "$parent.currency"
      },
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "settlement": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "GBP",
      "checkFormat": "currency",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "money": {
        "currencyField": "currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
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
        "maxLength": 2000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "fetched_at",
      "title": "Fetched from the channel",
      "description": "When Sellyard fetched this payout from the marketplace itself (the channel's `fetch-settlements`); empty for settlements entered or imported by hand. Fetched settlements still IMPORTED are matched again at the next fetch.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Fetched from the channel",
        "readOnly": true,
        "description": "When Sellyard fetched this payout from the marketplace itself (the channel's `fetch-settlements`); empty for settlements entered or imported by hand. Fetched settlements still IMPORTED are matched again at the next fetch."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "xero_status",
      "title": "Xero",
      "description": "How posting this settlement (a bank transaction) to Xero went; empty until it is due and the link is on.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Xero",
        "enum": [
          "POSTED",
          "FAILED",
          null
        ],
        "readOnly": true,
        "description": "How posting this settlement (a bank transaction) to Xero went; empty until it is due and the link is on."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "POSTED",
        "FAILED"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "POSTED": "Posted to Xero",
        "FAILED": "Xero refused it"
      }
    },
    {
      "name": "xero_error",
      "title": "Xero problem",
      "description": "What Xero said when it refused the posting (fix it and the next sync tries again).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Xero problem",
        "readOnly": true,
        "maxLength": 2000,
        "description": "What Xero said when it refused the posting (fix it and the next sync tries again)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "xero_posted_at",
      "title": "Posted to Xero",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Posted to Xero",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "base_currency",
      "title": "Account currency",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Account currency",
        "readOnly": true,
        "pattern": "^[A-Z]{3}$"
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "exchange_rate",
      "title": "Exchange rate",
      "description": "Value of one unit of the settlement's currency in the account's currency, on the payout's day (deposit date, else period end): the dated rate of that day or the latest before it, else the currency's own rate.",
      "schema": {
        "type": [
          "number",
          "null"
        ],
        "title": "Exchange rate",
        "readOnly": true,
        "description": "Value of one unit of the settlement's currency in the account's currency, on the payout's day (deposit date, else period end): the dated rate of that day or the latest before it, else the currency's own rate."
      },
      "jsonType": "number",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "exchange_rate_date",
      "title": "Rate of",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date",
        "title": "Rate of",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "base_total",
      "title": "Total in account currency",
      "schema": {
        "type": [
          "integer",
          "null"
        ],
        "title": "Total in account currency",
        "readOnly": true,
        "x-money": {
          "currencyField": "base_currency"
        },
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      "jsonType": "integer",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "base_currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "fees_by_type",
      "title": "Fees by type",
      "description": "The fee and shipping-label lines summed by kind (their description), in the settlement's currency and converted at the payout's rate.",
      "schema": {
        "type": "array",
        "title": "Fees by type",
        "readOnly": true,
        "default": [],
        "x-storage": "jsonb",
        "items": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "type": {
              "type": "string"
            },
            "description": {
              "type": "string"
            },
            "amount": {
              "type": "integer",
              "minimum": -9007199254740991,
              "maximum": 9007199254740991
            },
            "base_amount": {
              "type": "integer",
              "minimum": -9007199254740991,
              "maximum": 9007199254740991
            }
          }
        },
        "description": "The fee and shipping-label lines summed by kind (their description), in the settlement's currency and converted at the payout's rate."
      },
      "jsonType": "array",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "shipment-line": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "description": "The parent, set by the server. Declared so that a save which leaves the lines out keeps them as stored."
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uuid",
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
        "description": "The id of a line of the document's order (checked by the server, which also accepts the line's SKU instead)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uuid",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "shipment": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "carrier_id",
      "title": "Carrier account",
      "description": "The shipping carrier whose service this shipment uses (labels are bought from its provider). `carrier` is then its name.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "uuid",
        "title": "Carrier account",
        "x-ref": {
          "entity": "shipping-carrier"
        },
        "description": "The shipping carrier whose service this shipment uses (labels are bought from its provider). `carrier` is then its name."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "service_code",
      "title": "Carrier service",
      "description": "The code of one of the carrier's services.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Carrier service",
        "maxLength": 32,
        "pattern": "^[A-Z0-9_]+$",
        "description": "The code of one of the carrier's services."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uri",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "label_format",
      "title": "Label format",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Label format",
        "enum": [
          "PDF",
          "ZPL"
        ],
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "PDF",
        "ZPL"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "label_cost",
      "title": "Label cost",
      "description": "What the carrier charged for the label, in minor units.",
      "schema": {
        "type": [
          "integer",
          "null"
        ],
        "title": "Label cost",
        "readOnly": true,
        "x-money": {
          "currencyField": "label_currency"
        },
        "description": "What the carrier charged for the label, in minor units.",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      "jsonType": "integer",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "label_currency"
      },
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "label_currency",
      "title": "Label currency",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Label currency",
        "readOnly": true,
        "pattern": "^[A-Z]{3}$"
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "carrier_reference",
      "title": "Carrier's reference",
      "description": "The carrier's id for the label (Click & Drop order identifier, ShipEngine label id).",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Carrier's reference",
        "readOnly": true,
        "maxLength": 100,
        "description": "The carrier's id for the label (Click & Drop order identifier, ShipEngine label id)."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "tracking_status",
      "title": "Tracking status",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Tracking status",
        "readOnly": true,
        "enum": [
          "LABEL_CREATED",
          "IN_TRANSIT",
          "DELIVERED",
          "EXCEPTION"
        ]
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "LABEL_CREATED",
        "IN_TRANSIT",
        "DELIVERED",
        "EXCEPTION"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "tracking_events",
      "title": "Tracking events",
      "schema": {
        "type": "array",
        "title": "Tracking events",
        "readOnly": true,
        "default": [],
        "items": {
          "type": "object",
          "properties": {
            "at": {
              "type": "string"
            },
            "status": {
              "type": "string"
            },
            "description": {
              "type": "string"
            },
            "location": {
              "type": [
                "string",
                "null"
              ]
            }
          }
        }
      },
      "jsonType": "array",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "manifest_reference",
      "title": "Manifest",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Manifest",
        "readOnly": true,
        "maxLength": 100
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
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
        "maxLength": 2000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "warehouse_reference",
      "title": "Warehouse's shipment id",
      "description": "For a parcel a warehouse provider (3PL) sent: its own id for the shipment, so a confirmation read twice is recorded once.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Warehouse's shipment id",
        "readOnly": true,
        "maxLength": 100,
        "description": "For a parcel a warehouse provider (3PL) sent: its own id for the shipment, so a confirmation read twice is recorded once."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "shipping-carrier": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "provider",
      "title": "Label provider",
      "description": "Whose API buys this carrier's labels. Empty: labels are bought elsewhere and tracking numbers typed by hand.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Label provider",
        "enum": [
          "ROYAL_MAIL",
          "SHIPENGINE",
          "DPD",
          "EVRI",
          "PARCELFORCE",
          null
        ],
        "description": "Whose API buys this carrier's labels. Empty: labels are bought elsewhere and tracking numbers typed by hand."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "ROYAL_MAIL",
        "SHIPENGINE",
        "DPD",
        "EVRI",
        "PARCELFORCE"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "ROYAL_MAIL": "Royal Mail Click & Drop",
        "SHIPENGINE": "ShipEngine",
        "DPD": "DPD UK (api.dpd.co.uk)",
        "EVRI": "Evri (Routing and Label)",
        "PARCELFORCE": "Parcelforce ExpressLink"
      }
    },
    {
      "name": "environment",
      "title": "Environment",
      "description": "LIVE: the carrier's own API. SANDBOX: Sellyard's built-in sandbox carrier (demo and testing; off in production).",
      "schema": {
        "type": "string",
        "title": "Environment",
        "enum": [
          "LIVE",
          "SANDBOX"
        ],
        "default": "LIVE",
        "description": "LIVE: the carrier's own API. SANDBOX: Sellyard's built-in sandbox carrier (demo and testing; off in production)."
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "LIVE",
        "SANDBOX"
      ],
      "default": "LIVE",
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "SANDBOX": "Sandbox (test)"
      }
    },
    {
      "name": "credentials",
      "title": "Credentials",
      "description": "API keys as name/value pairs (Royal Mail Click & Drop: api_key; ShipEngine: api_key and carrier_id; DPD UK: username and password, with the account number as GeoClient; Evri: username, password, client_id and client_name; Parcelforce: username, password, contract_number, with tracking_client_id and tracking_client_secret for tracking). Write-only and encrypted at rest: never returned; send it only to replace the stored one, or null to remove it.",
      "schema": {
        "type": [
          "object",
          "null"
        ],
        "title": "Credentials",
        "description": "API keys as name/value pairs (Royal Mail Click & Drop: api_key; ShipEngine: api_key and carrier_id; DPD UK: username and password, with the account number as GeoClient; Evri: username, password, client_id and client_name; Parcelforce: username, password, contract_number, with tracking_client_id and tracking_client_secret for tracking). Write-only and encrypted at rest: never returned; send it only to replace the stored one, or null to remove it.",
        "maxProperties": 10,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": true,
      "adminOnly": false,
      "secret": true,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "delivered_by",
      "title": "Delivered by (for marketplaces)",
      "description": "Who delivers this carrier's parcels, as marketplaces know carriers: tracking sent to eBay, Amazon and Etsy uses each one's code for it. Empty: worked out from the name (Royal Mail, DPD…), else sent as another carrier with the name.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Delivered by (for marketplaces)",
        "enum": [
          "ROYAL_MAIL",
          "PARCELFORCE",
          "DPD",
          "EVRI",
          "YODEL",
          "DHL",
          "UPS",
          "FEDEX",
          "AMAZON_SHIPPING",
          "USPS",
          "OTHER",
          null
        ],
        "description": "Who delivers this carrier's parcels, as marketplaces know carriers: tracking sent to eBay, Amazon and Etsy uses each one's code for it. Empty: worked out from the name (Royal Mail, DPD…), else sent as another carrier with the name."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "ROYAL_MAIL",
        "PARCELFORCE",
        "DPD",
        "EVRI",
        "YODEL",
        "DHL",
        "UPS",
        "FEDEX",
        "AMAZON_SHIPPING",
        "USPS",
        "OTHER"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "ROYAL_MAIL": "Royal Mail",
        "DPD": "DPD",
        "DHL": "DHL",
        "UPS": "UPS",
        "FEDEX": "FedEx",
        "AMAZON_SHIPPING": "Amazon Shipping",
        "USPS": "USPS",
        "OTHER": "Another carrier (sent by name)"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "shipping-method": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "GBP",
      "checkFormat": "currency",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "money": {
        "currencyField": "currency"
      },
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "shipping-template": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": false,
      "enum": [
        "EBAY",
        "ETSY",
        "WISH"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "EBAY": "eBay"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "GBP",
      "checkFormat": "currency",
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "stock-level": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "minimum_level",
      "title": "Minimum level",
      "description": "The stock to keep here besides what covers the supplier's lead time: low stock at or below it; stock planning adds a product's minimum levels up into its reorder point.",
      "schema": {
        "type": "integer",
        "title": "Minimum level",
        "minimum": 0,
        "maximum": 100000000,
        "default": 0,
        "description": "The stock to keep here besides what covers the supplier's lead time: low stock at or below it; stock planning adds a product's minimum levels up into its reorder point."
      },
      "jsonType": "integer",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "stock-movement": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "help": "The kind of document that moved the stock, such as a shipment, a purchase order or a stock transfer."
      }
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
        "description": "The document's id, for the API; screens show its label (reference_label) instead."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uuid",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "store-category": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
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
        "x-sanitize": "html"
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "task": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      },
      "format": "uuid"
    },
    {
      "name": "title",
      "title": "To do",
      "schema": {
        "type": "string",
        "title": "To do",
        "minLength": 1,
        "maxLength": 200
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "detail",
      "title": "What to do",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "What to do",
        "maxLength": 2000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "widget": "textarea"
      }
    },
    {
      "name": "status",
      "title": "Status",
      "schema": {
        "type": "string",
        "title": "Status",
        "enum": [
          "OPEN",
          "DONE"
        ],
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "OPEN",
        "DONE"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "OPEN": "To do"
      }
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "order_number",
      "title": "Order number",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Order number",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "return_id",
      "title": "Return",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "uuid",
        "title": "Return",
        "x-ref": {
          "entity": "return"
        },
        "x-immutable": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": false,
      "format": "uuid",
      "ref": {
        "entity": "return",
        "resource": "returns",
        "table": "returns",
        "where": {},
        "onDelete": "restrict"
      },
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "done_at",
      "title": "Done",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Done",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "tax-compliance-application": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "checkFormat": "country",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "VAT": "VAT registration",
        "OSS": "EU One-Stop Shop (OSS)",
        "IOSS": "Import One-Stop Shop (IOSS)",
        "EPR_PACKAGING": "EPR packaging",
        "GPSR_RP": "GPSR responsible person"
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "checkFormat": "vat",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "email",
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
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
        "x-adminOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": true,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": true,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": true,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
        "x-adminOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": true,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "template": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "description": "HTML with {{placeholders}}. Scripts, forms, frames, embedded objects and event handlers are removed on save."
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "LETTER": "US Letter",
        "LABEL_4X6": "Label 4 × 6 in"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "PORTRAIT",
        "LANDSCAPE"
      ],
      "default": "PORTRAIT",
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "user": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "email",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "admin": "Platform admin"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": false,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "listingsOverview": "Listings overview",
        "ebay": "eBay",
        "store": "Web store",
        "purchaseOrders": "Purchase orders",
        "salesChannels": "Sales channels",
        "salesTaxes": "Sales taxes",
        "salesCharges": "Sales charges",
        "orderRules": "Order rules",
        "paymentMethods": "Payment methods",
        "cardManagement": "Card management",
        "setupWizard": "Setup wizard",
        "csvScheduler": "CSV scheduler",
        "customFields": "Custom fields",
        "returnSettings": "Return settings",
        "generalSettings": "General settings",
        "listingImportSchedules": "Listing import schedules"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "INVITED",
        "ACTIVE",
        "SUSPENDED"
      ],
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": true,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {
        "help": "At least 12 characters. A phrase of three or four words you use nowhere else is strongest; not your email address or a common password. Each person changes their own password; an owner can set a new one for a staff member."
      }
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": true,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "vat-report": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "DRAFT",
        "CALCULATED",
        "SUBMITTED"
      ],
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date",
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": "GBP",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "money": {
        "currencyField": "currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "money": {
        "currencyField": "currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "money": {
        "currencyField": "currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "money": {
        "currencyField": "currency"
      },
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
      "money": {
        "currencyField": "currency"
      },
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "PAYABLE",
        "REPAYABLE"
      ],
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "box_documents",
      "title": "Documents per box",
      "description": "Every document behind boxes 1, 6 and 8 (and 4, 7): the order, refund or purchase order, its currency, the rate it was converted at, and what it adds to each box in the return's currency (pence).",
      "schema": {
        "type": "array",
        "title": "Documents per box",
        "readOnly": true,
        "default": [],
        "description": "Every document behind boxes 1, 6 and 8 (and 4, 7): the order, refund or purchase order, its currency, the rate it was converted at, and what it adds to each box in the return's currency (pence).",
        "items": {
          "type": "object",
          "properties": {
            "box": {
              "type": "integer",
              "minimum": -9007199254740991,
              "maximum": 9007199254740991
            },
            "document_type": {
              "type": "string",
              "enum": [
                "sales-order",
                "return",
                "purchase-order"
              ]
            },
            "document_id": {
              "type": "string"
            },
            "number": {
              "type": [
                "string",
                "null"
              ]
            },
            "treatment": {
              "type": [
                "string",
                "null"
              ]
            },
            "currency": {
              "type": "string"
            },
            "exchange_rate": {
              "type": "number"
            },
            "amount": {
              "type": "integer",
              "minimum": -9007199254740991,
              "maximum": 9007199254740991
            }
          }
        }
      },
      "jsonType": "array",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "excluded_documents",
      "title": "Documents left out (no exchange rate)",
      "schema": {
        "type": "integer",
        "title": "Documents left out (no exchange rate)",
        "readOnly": true,
        "default": 0,
        "minimum": -2147483648,
        "maximum": 2147483647
      },
      "jsonType": "integer",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
        "maxLength": 2000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "processing_date",
      "title": "Received by HMRC",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Received by HMRC",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "form_bundle_number",
      "title": "HMRC form bundle number",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "HMRC form bundle number",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "charge_ref_number",
      "title": "HMRC charge reference",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "HMRC charge reference",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "payment_indicator",
      "title": "Payment method on HMRC's record",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Payment method on HMRC's record",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "receipt_id",
      "title": "HMRC receipt id",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "HMRC receipt id",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "warehouse-order": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      },
      "format": "uuid"
    },
    {
      "name": "reference",
      "title": "Reference",
      "description": "What the warehouse knows the order by: its order number at Mintsoft, its reference at ShipBob.",
      "schema": {
        "type": "string",
        "title": "Reference",
        "maxLength": 64,
        "description": "What the warehouse knows the order by: its order number at Mintsoft, its reference at ShipBob."
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        }
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
        "onDelete": "restrict"
      },
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "order_number",
      "title": "Order number",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Order number",
        "maxLength": 40
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "provider_id",
      "title": "Warehouse provider",
      "schema": {
        "type": "string",
        "format": "uuid",
        "title": "Warehouse provider",
        "x-ref": {
          "entity": "warehouse-provider"
        }
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uuid",
      "ref": {
        "entity": "warehouse-provider",
        "resource": "warehouse-providers",
        "table": "warehouse_providers",
        "where": {},
        "onDelete": "restrict"
      },
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
          "SENDING",
          "SENT",
          "SHIPPED",
          "REFUSED",
          "CANCELLED"
        ]
      },
      "jsonType": "string",
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "SENDING",
        "SENT",
        "SHIPPED",
        "REFUSED",
        "CANCELLED"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "SENDING": "Being sent",
        "SENT": "With the warehouse",
        "CANCELLED": "Cancelled at the warehouse"
      }
    },
    {
      "name": "provider_order_id",
      "title": "Warehouse's order id",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Warehouse's order id",
        "maxLength": 100
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "error",
      "title": "Problem",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Problem",
        "maxLength": 1000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "default": [],
        "items": {
          "type": "object",
          "properties": {
            "order_line_id": {
              "type": "string"
            },
            "sku": {
              "type": "string"
            },
            "qty": {
              "type": "integer",
              "minimum": -9007199254740991,
              "maximum": 9007199254740991
            }
          }
        }
      },
      "jsonType": "array",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "shipment_refs",
      "title": "Shipments recorded",
      "description": "The provider's ids of the shipments already recorded for it.",
      "schema": {
        "type": "array",
        "title": "Shipments recorded",
        "default": [],
        "items": {
          "type": "string"
        },
        "description": "The provider's ids of the shipments already recorded for it."
      },
      "jsonType": "array",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
      "sortable": false,
      "filterable": false,
      "ui": {}
    },
    {
      "name": "attempts",
      "title": "Attempts",
      "schema": {
        "type": "integer",
        "title": "Attempts",
        "default": 0,
        "minimum": -2147483648,
        "maximum": 2147483647
      },
      "jsonType": "integer",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": 0,
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
        "title": "Sent"
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
        "title": "Shipped"
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "warehouse-provider-type": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "API": "API",
        "SFTP": "SFTP",
        "EDI": "EDI"
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uri",
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
        "maxLength": 2000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "warehouse-provider": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": true,
      "readOnly": false,
      "writeOnly": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": true,
      "adminOnly": false,
      "secret": true,
      "immutable": false,
      "system": false,
      "sortable": false,
      "filterable": false,
      "ui": {
        "help": "The sign-in details the warehouse provider gives you (such as an API key). Kept encrypted and never shown again: enter them only to replace the saved ones."
      }
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "INACTIVE",
        "ACTIVE",
        "ERROR"
      ],
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "environment",
      "title": "Environment",
      "description": "Live: the provider's own service. Sandbox: Sellyard's built-in test warehouse (for the demo and testing; off in production).",
      "schema": {
        "type": "string",
        "title": "Environment",
        "enum": [
          "LIVE",
          "SANDBOX"
        ],
        "default": "LIVE",
        "description": "Live: the provider's own service. Sandbox: Sellyard's built-in test warehouse (for the demo and testing; off in production)."
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "LIVE",
        "SANDBOX"
      ],
      "default": "LIVE",
      "sortable": true,
      "filterable": true,
      "ui": {},
      "enumLabels": {
        "SANDBOX": "Sandbox (test)"
      }
    },
    {
      "name": "last_synced_at",
      "title": "Last synchronised",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Last synchronised",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {}
    },
    {
      "name": "last_error",
      "title": "Last problem",
      "description": "What went wrong in the last synchronisation, in the provider's words; empty once a synchronisation succeeds.",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Last problem",
        "readOnly": true,
        "maxLength": 1000,
        "description": "What went wrong in the last synchronisation, in the provider's words; empty once a synchronisation succeeds."
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ],
  "xero-settings": [
    {
      "name": "id",
      "title": "ID",
      "schema": {
        "type": "string",
        "format": "uuid",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
        "default": false
      },
      "jsonType": "boolean",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": false,
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
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
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
        "title": "Xero organisation (tenant) id"
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "uuid",
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
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
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
        "x-secret": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": true,
      "adminOnly": false,
      "secret": true,
      "immutable": false,
      "system": false,
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
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 6,
        "options": {
          "from": "/api/xero-settings/options",
          "list": "accounts",
          "value": "code"
        }
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
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 7,
        "options": {
          "from": "/api/xero-settings/options",
          "list": "accounts",
          "value": "code"
        }
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
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 8,
        "options": {
          "from": "/api/xero-settings/options",
          "list": "accounts",
          "value": "code"
        }
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
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 9,
        "options": {
          "from": "/api/xero-settings/options",
          "list": "accounts",
          "value": "code"
        }
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
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 10,
        "options": {
          "from": "/api/xero-settings/options",
          "list": "accounts",
          "value": "code"
        }
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
              "x-ui": {
                "options": {
                  "from": "/api/xero-settings/options",
                  "list": "tax_rates",
                  "value": "tax_type"
                }
              },
              "description": "e.g. OUTPUT2 (20% VAT on income), RROUTPUT (5%), ZERORATEDOUTPUT, EXEMPTOUTPUT, NONE."
            }
          }
        }
      },
      "jsonType": "array",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": [],
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
        "default": true
      },
      "jsonType": "boolean",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
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
        "default": true
      },
      "jsonType": "boolean",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 13
      }
    },
    {
      "name": "organisation_name",
      "title": "Xero organisation",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Xero organisation",
        "readOnly": true,
        "maxLength": 200
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 2,
        "help": "Set when you connect to Xero."
      }
    },
    {
      "name": "environment",
      "title": "Environment",
      "description": "Live: Xero itself. Sandbox (test): Sellyard's built-in Xero sandbox, for the demo and testing (off in production).",
      "schema": {
        "type": "string",
        "title": "Environment",
        "enum": [
          "LIVE",
          "SANDBOX"
        ],
        "default": "LIVE",
        "description": "Live: Xero itself. Sandbox (test): Sellyard's built-in Xero sandbox, for the demo and testing (off in production)."
      },
      "jsonType": "string",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "enum": [
        "LIVE",
        "SANDBOX"
      ],
      "default": "LIVE",
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 2
      },
      "enumLabels": {
        "SANDBOX": "Sandbox (test)"
      }
    },
    {
      "name": "clearing_account_code",
      "title": "Marketplace clearing account code",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Marketplace clearing account code",
        "pattern": "^[A-Za-z0-9.-]{1,10}$",
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 10,
        "options": {
          "from": "/api/xero-settings/options",
          "list": "accounts",
          "value": "code"
        },
        "help": "Where marketplace orders are paid until the marketplace pays out (its settlement moves the money to the bank). Empty: paid straight into the bank account."
      }
    },
    {
      "name": "purchases_account_code",
      "title": "Purchases account code",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Purchases account code",
        "pattern": "^[A-Za-z0-9.-]{1,10}$",
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 10,
        "options": {
          "from": "/api/xero-settings/options",
          "list": "accounts",
          "value": "code"
        },
        "help": "Where received purchase orders are posted as bills."
      }
    },
    {
      "name": "eu_vat_account_code",
      "title": "EU VAT (IOSS/OSS) account code",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "EU VAT (IOSS/OSS) account code",
        "pattern": "^[A-Za-z0-9.-]{1,10}$",
        "x-trim": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 10,
        "options": {
          "from": "/api/xero-settings/options",
          "list": "accounts",
          "value": "code"
        },
        "help": "The liability account for the EU VAT you charge under IOSS or the One Stop Shop: it is paid to the EU country through your IOSS or OSS return, not to HMRC, so it is kept apart from UK output VAT. Empty: that VAT stays inside the sales line."
      }
    },
    {
      "name": "tracking_category",
      "title": "Tracking category",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Tracking category",
        "maxLength": 100
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 10,
        "options": {
          "from": "/api/xero-settings/options",
          "list": "tracking_categories",
          "value": "name"
        },
        "help": "A Xero tracking category (e.g. Sales channel) whose option names match your sales channels' names; sales are tagged with it."
      }
    },
    {
      "name": "sync_bills",
      "title": "Post received purchase orders as bills",
      "schema": {
        "type": "boolean",
        "title": "Post received purchase orders as bills",
        "default": true
      },
      "jsonType": "boolean",
      "nullable": false,
      "required": false,
      "readOnly": false,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "default": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 14
      }
    },
    {
      "name": "connected_at",
      "title": "Connected",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "title": "Connected",
        "readOnly": true
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 2
      }
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
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "format": "date-time",
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 15
      }
    },
    {
      "name": "last_error",
      "title": "Last problem",
      "schema": {
        "type": [
          "string",
          "null"
        ],
        "title": "Last problem",
        "readOnly": true,
        "maxLength": 2000
      },
      "jsonType": "string",
      "nullable": true,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": false,
      "system": false,
      "sortable": true,
      "filterable": true,
      "ui": {
        "order": 16
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
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
      "nullable": false,
      "required": false,
      "readOnly": true,
      "writeOnly": false,
      "adminOnly": false,
      "secret": false,
      "immutable": true,
      "system": true,
      "sortable": true,
      "filterable": true,
      "ui": {
        "hidden": true
      }
    }
  ]
} as const;

export const clientSharedSchemas = {
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
        "pattern": "^[A-Z][A-Z0-9_]*$",
        "x-ui": {
          "help": "Search Amazon's product types in words and choose the one that fits: its required attributes appear below."
        },
        "description": "Amazon's product type (its name, e.g. SWEATER), found on the listing form by searching in words (GET /api/sales-channels/{id}/categories?q=, Amazon's searchDefinitionsProductTypes)."
      },
      "product_type_name": {
        "type": "string",
        "title": "Product type in words",
        "maxLength": 200,
        "description": "The chosen product type as Amazon names it (\"Sweater\"), kept when it was chosen: what the form shows. Amazon is sent the product type only."
      },
      "attributes": {
        "type": "object",
        "title": "Product details",
        "x-ui": {
          "help": "What Amazon asks about items of the chosen product type. Amazon will not list the item without the required ones."
        },
        "description": "Product-type attributes as Amazon's Listings API names them and sends them (bullet_point: [{ value, language_tag }], country_of_origin: [{ value: \"GB\" }]…). The listing form asks for the chosen product type's required ones (GET /api/sales-channels/{id}/categories/{productType}/aspects); Amazon refuses a listing without one (issue 90220).",
        "maxProperties": 200,
        "propertyNames": {
          "pattern": "^[a-z][a-z0-9_]*$",
          "maxLength": 100
        }
      },
      "condition": {
        "type": "string",
        "title": "Condition",
        "enum": [
          "new_new",
          "used_like_new",
          "used_very_good",
          "used_good",
          "used_acceptable",
          "refurbished_refurbished",
          "collectible_like_new",
          "collectible_very_good",
          "collectible_good",
          "collectible_acceptable"
        ],
        "x-enumLabels": {
          "new_new": "New",
          "used_like_new": "Used - Like new",
          "used_very_good": "Used - Very good",
          "used_good": "Used - Good",
          "used_acceptable": "Used - Acceptable",
          "refurbished_refurbished": "Refurbished",
          "collectible_like_new": "Collectible - Like new",
          "collectible_very_good": "Collectible - Very good",
          "collectible_good": "Collectible - Good",
          "collectible_acceptable": "Collectible - Acceptable"
        },
        "x-ui": {
          "help": "Leave empty to use the product's condition (New, Used - Good or Refurbished)."
        },
        "description": "Amazon's condition_type (Listings Items API; the values of the product type definitions' condition_type enum). Empty: the product's condition mapped (NEW → new_new, USED → used_good, REFURBISHED → refurbished_refurbished)."
      },
      "condition_note": {
        "type": "string",
        "title": "Condition notes",
        "maxLength": 1000,
        "x-ui": {
          "help": "For a used or collectible item: what the buyer should know about its condition."
        },
        "description": "Sent as Amazon's condition_note."
      },
      "fulfillment_channel": {
        "type": "string",
        "title": "Fulfilment",
        "enum": [
          "MFN",
          "AFN"
        ],
        "x-enumLabels": {
          "MFN": "Fulfilled by me (MFN)",
          "AFN": "Fulfilled by Amazon (FBA)"
        },
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
        "title": "Category",
        "pattern": "^[0-9]{1,10}$",
        "x-ui": {
          "help": "Search eBay's categories in words and choose the one that fits. Needed before the listing is sent to eBay."
        },
        "description": "The eBay leaf category the item is listed in (its number on eBay, e.g. 11484 for men's jumpers and cardigans on eBay UK), found on the listing form by searching in words (GET /api/sales-channels/{id}/categories?q=). Required to submit."
      },
      "category_name": {
        "type": "string",
        "title": "Category path",
        "maxLength": 500,
        "description": "The chosen category's path in words (\"Clothes, Shoes & Accessories › Men's Clothing › Jumpers & Cardigans\"), as eBay named it when it was chosen: what the form shows. eBay is sent the number only."
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
        "x-enumLabels": {
          "GTC": "Good 'Til Cancelled",
          "DAYS_1": "1 day",
          "DAYS_3": "3 days",
          "DAYS_5": "5 days",
          "DAYS_7": "7 days",
          "DAYS_10": "10 days"
        },
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
        "x-enumLabels": {
          "NEW": "New",
          "NEW_OTHER": "New (other)",
          "NEW_WITH_DEFECTS": "New with defects",
          "CERTIFIED_REFURBISHED": "Certified refurbished",
          "SELLER_REFURBISHED": "Seller refurbished",
          "USED_EXCELLENT": "Used – excellent",
          "USED_VERY_GOOD": "Used – very good",
          "USED_GOOD": "Used – good",
          "USED_ACCEPTABLE": "Used – acceptable",
          "FOR_PARTS_OR_NOT_WORKING": "For parts or not working"
        },
        "default": "NEW",
        "x-ui": {
          "help": "The item's condition as eBay's buyers see it."
        },
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
        "x-ui": {
          "help": "What eBay asks about items of the chosen category. eBay will not list the item without the required ones."
        },
        "description": "Item specifics, each name with its values (Brand: Fieldcraft; Colour: Navy), as sent in the inventory item's product.aspects. The listing form asks for the chosen category's own (GET /api/sales-channels/{id}/categories/{categoryId}/aspects), its required ones marked; publishing without one is refused by eBay.",
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
        ],
        "x-enumLabels": {
          "i_did": "I did",
          "someone_else": "A company or person I work with",
          "collective": "A member of my shop"
        }
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
        ],
        "x-enumLabels": {
          "made_to_order": "Made to order",
          "2020_2025": "2020–2025",
          "2010_2019": "2010–2019",
          "2006_2009": "2006–2009",
          "before_2006": "Before 2006",
          "2000_2005": "2000–2005",
          "1990s": "1990s",
          "1980s": "1980s",
          "1970s": "1970s",
          "1960s": "1960s",
          "1950s": "1950s",
          "1940s": "1940s",
          "1930s": "1930s",
          "1920s": "1920s",
          "1910s": "1910s",
          "1900s": "1900s",
          "1800s": "1800s",
          "1700s": "1700s",
          "before_1700": "Before 1700"
        }
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
    "description": "The `channel_fields` of an OnBuy listing. OnBuy sells against its own catalogue, so a single product's listing needs `opc` (the OnBuy product code of the catalogue page it is sold on; the listing hook requires it, as the schema cannot tell a single product from a parent). `handling_time` is working days to dispatch; `delivery_weight` is the parcel weight in kilograms that OnBuy's delivery templates price by. A parent product's listing creates a new OnBuy product with its variants in `category_id` (each variant gets its own OPC from OnBuy; the `opc` given is not used).",
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "opc": {
        "type": "string",
        "title": "OnBuy product code (OPC)",
        "pattern": "^[A-Za-z0-9]{4,20}$",
        "x-ui": {
          "help": "The code of the OnBuy page you sell this product on. Not needed for a product with variants: OnBuy gives each variant its own."
        }
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
      },
      "category_id": {
        "type": "integer",
        "title": "OnBuy category",
        "minimum": 1,
        "description": "For a product with variants: the OnBuy category its new OnBuy product is created in (OnBuy makes a page per variant).",
        "maximum": 9007199254740991
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
} as const;
