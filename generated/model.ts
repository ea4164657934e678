/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/ (the whole resolved model, server side)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Model } from '../generator/model.ts';

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
      "conditions": []
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
      "conditions": []
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
      "conditions": []
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
            }
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
            }
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
            "minimum": 0
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
            "minimum": 0
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
            "minimum": 0
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
            "minimum": 0
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
                  "minimum": 0
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
      "conditions": []
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
            }
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
      "conditions": []
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
            "readOnly": true
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
          "name": "discount",
          "title": "Discount",
          "schema": {
            "type": "integer",
            "title": "Discount",
            "minimum": 0,
            "default": 0,
            "x-money": {
              "currencyField": "$parent.currency"
            }
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
            }
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
            }
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
            }
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
          "schema": {
            "type": "integer",
            "title": "Allocated",
            "readOnly": true,
            "default": 0
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
            "default": 0
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
            "default": 0
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
      "conditions": []
    },
    {
      "name": "sales-order",
      "typeName": "SalesOrder",
      "resource": "sales-orders",
      "table": "sales_orders",
      "title": "Sales order",
      "description": "A customer's order. A body of `customer_id` and `lines` is enough for a DRAFT. The number (SO-000001, per account) and every total are computed by the server in integer minor units: tax per line, an order discount spread over lines in proportion to their value (the last line takes the rounding remainder), shipping taxed at `shipping_tax_id`'s rate or, when that is empty, at the highest line rate. Bill-to and ship-to are snapshots taken from the customer when not given. Shipped, completed and cancelled orders are read-only.",
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
          "name": "channel_order_ref",
          "title": "Channel order ref",
          "schema": {
            "type": [
              "string",
              "null"
            ],
            "title": "Channel order ref",
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
            }
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
            }
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
            }
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
            }
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
            }
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
            }
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
            }
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
            "set": {}
          },
          {
            "name": "pay",
            "label": "Mark paid",
            "from": [
              "AWAITING_PAYMENT"
            ],
            "to": "PAID",
            "remember": false,
            "set": {}
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
            "set": {}
          },
          {
            "name": "release",
            "label": "Release",
            "from": [
              "ON_HOLD"
            ],
            "to": "$previous",
            "remember": false,
            "set": {}
          },
          {
            "name": "ship",
            "label": "Mark shipped",
            "from": [
              "PAID",
              "PARTIALLY_SHIPPED"
            ],
            "to": "SHIPPED",
            "remember": false,
            "set": {}
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
            "set": {}
          },
          {
            "name": "complete",
            "label": "Complete",
            "from": [
              "SHIPPED"
            ],
            "to": "COMPLETED",
            "remember": false,
            "set": {}
          }
        ]
      },
      "unique": [],
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
          "name": "sales_orders_shipping_tax_id_index",
          "fields": [
            "shipping_tax_id"
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
          "SHIPPED",
          "COMPLETED",
          "CANCELLED",
          "PARTIALLY_RETURNED",
          "RETURNED"
        ]
      },
      "conditions": []
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
      "conditions": []
    },
    {
      "name": "user",
      "typeName": "User",
      "resource": "users",
      "table": "users",
      "title": "User",
      "description": "A person who signs in. Emails are unique across the platform (case-insensitive). Owners and staff belong to a merchant account; staff hold only the `permissions` their owner granted. `password` is write-only: it is hashed with scrypt and never returned.",
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
          "description": "At least 12 characters. Stored only as an scrypt hash.",
          "schema": {
            "type": "string",
            "title": "Password",
            "minLength": 12,
            "maxLength": 200,
            "writeOnly": true,
            "x-virtual": true,
            "description": "At least 12 characters. Stored only as an scrypt hash."
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
            "set": {}
          },
          {
            "name": "suspend",
            "label": "Suspend",
            "from": [
              "ACTIVE"
            ],
            "to": "SUSPENDED",
            "remember": false,
            "set": {}
          },
          {
            "name": "reinstate",
            "label": "Reinstate",
            "from": [
              "SUSPENDED"
            ],
            "to": "ACTIVE",
            "remember": false,
            "set": {}
          }
        ]
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
      "conditions": []
    }
  ],
  "roles": [
    {
      "name": "admin",
      "label": "Platform admin",
      "description": "Platform staff: every account, every permission, the admin support page.",
      "scope": "platform",
      "allPermissions": true,
      "readOnly": false
    },
    {
      "name": "owner",
      "label": "Owner",
      "description": "A merchant account's owner: every permission inside the own account.",
      "scope": "account",
      "allPermissions": true,
      "readOnly": false
    },
    {
      "name": "staff",
      "label": "Staff",
      "description": "A merchant's staff member: inside the own account, only the permissions granted.",
      "scope": "account",
      "allPermissions": false,
      "readOnly": false
    },
    {
      "name": "partner",
      "label": "Partner",
      "description": "A partner user: the partner portal, and read-only views of the partner's client accounts within the permissions the partner holds.",
      "scope": "clients",
      "allPermissions": false,
      "readOnly": true
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
        }
      ]
    },
    {
      "name": "listingsOverview",
      "label": "Listings overview",
      "description": "See every channel's listings in one list.",
      "grants": []
    },
    {
      "name": "ebay",
      "label": "eBay",
      "description": "eBay listings, HTML and shipping templates.",
      "grants": []
    },
    {
      "name": "amazon",
      "label": "Amazon",
      "description": "Amazon listings.",
      "grants": []
    },
    {
      "name": "etsy",
      "label": "Etsy",
      "description": "Etsy listings and shipping templates.",
      "grants": []
    },
    {
      "name": "wish",
      "label": "Wish",
      "description": "Wish listings and shipping templates.",
      "grants": []
    },
    {
      "name": "store",
      "label": "Web store",
      "description": "Web store listings and categories.",
      "grants": []
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
        }
      ]
    },
    {
      "name": "returns",
      "label": "Returns",
      "description": "Returns and refunds.",
      "grants": [
        {
          "subject": "sales-orders",
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
        }
      ]
    },
    {
      "name": "archive",
      "label": "Archive",
      "description": "Archived purchase orders.",
      "grants": []
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
      "grants": []
    },
    {
      "name": "salesChannels",
      "label": "Sales channels",
      "description": "Connect and configure sales channels.",
      "grants": []
    },
    {
      "name": "salesTaxes",
      "label": "Sales taxes",
      "description": "Tax rates.",
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
        }
      ]
    },
    {
      "name": "templates",
      "label": "Templates",
      "description": "Invoice, packing slip and other document templates.",
      "grants": []
    },
    {
      "name": "salesCharges",
      "label": "Sales charges",
      "description": "Extra charges on orders.",
      "grants": []
    },
    {
      "name": "orderRules",
      "label": "Order rules",
      "description": "Rules that run when an order is paid.",
      "grants": []
    },
    {
      "name": "users",
      "label": "Users",
      "description": "The account's users and what they may do.",
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
      "name": "paymentMethods",
      "label": "Payment methods",
      "description": "How customers pay.",
      "grants": []
    },
    {
      "name": "cardManagement",
      "label": "Card management",
      "description": "The account's payment cards.",
      "grants": []
    },
    {
      "name": "xero",
      "label": "Xero",
      "description": "Xero accounting link.",
      "grants": []
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
      "grants": []
    },
    {
      "name": "csvScheduler",
      "label": "CSV scheduler",
      "description": "Scheduled CSV exports.",
      "grants": []
    },
    {
      "name": "currency",
      "label": "Currency",
      "description": "Currencies and exchange rates.",
      "grants": []
    },
    {
      "name": "customFields",
      "label": "Custom fields",
      "description": "Fields the account adds to its entities.",
      "grants": []
    },
    {
      "name": "returnSettings",
      "label": "Return settings",
      "description": "Return reasons, window and restocking rules.",
      "grants": []
    },
    {
      "name": "listingImportSchedules",
      "label": "Listing import schedules",
      "description": "Automatic listing imports.",
      "grants": []
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
      "grants": []
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "kind": "page",
      "page": "SalesOrdersManageShipmentsPage",
      "description": "Shipments to pack, label and dispatch"
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
      "resource": "sales-channels"
    },
    {
      "path": "/settings/ebay-connect",
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
      "path": "/settings/sales-taxes",
      "title": "Sales Taxes",
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
      "entityReady": false,
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
      "entityReady": false,
      "resource": "templates"
    },
    {
      "path": "/settings/general",
      "title": "General Settings",
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
      "description": "General settings"
    },
    {
      "path": "/settings/sales-charges",
      "title": "Sales Charges",
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
      "entityReady": false,
      "resource": "sales-charges"
    },
    {
      "path": "/settings/order-rules",
      "title": "Order Rules",
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
      "entityReady": false,
      "resource": "order-rules"
    },
    {
      "path": "/settings/users",
      "title": "Users",
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
      "entityReady": false,
      "resource": "payment-methods"
    },
    {
      "path": "/settings/card-management",
      "title": "Card Management",
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
      "entityReady": false,
      "resource": "payment-cards"
    },
    {
      "path": "/settings/xero",
      "title": "Xero Configuration",
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
      "description": "Xero configuration"
    },
    {
      "path": "/settings/billing",
      "title": "Billing",
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
      "entityReady": false,
      "resource": "shipping-carriers"
    },
    {
      "path": "/settings/shipping-methods",
      "title": "Shipping Methods",
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
      "entityReady": false,
      "resource": "shipping-methods"
    },
    {
      "path": "/settings/setup-wizard",
      "title": "Setup Wizard",
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
      "resource": "attributes"
    },
    {
      "path": "/settings/csv-scheduler",
      "title": "CSV Scheduler",
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
      "entityReady": false,
      "resource": "csv-schedules"
    },
    {
      "path": "/settings/currency",
      "title": "Currency Configuration",
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
      "entityReady": false,
      "resource": "currencies"
    },
    {
      "path": "/settings/custom-fields",
      "title": "Custom Fields",
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
      "resource": "custom-fields"
    },
    {
      "path": "/settings/return-settings",
      "title": "Return Settings",
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
      "page": "SettingsReturnSettingsPage"
    },
    {
      "path": "/settings/listing-import-schedules",
      "title": "Listing Import Schedules",
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
      "resource": "listing-import-schedules"
    },
    {
      "path": "/settings/my-account",
      "title": "My Account",
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
      "entityReady": false,
      "resource": "warehouse-providers"
    },
    {
      "path": "/settings/warehouse-provider-types",
      "title": "Warehouse Provider Types",
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
      "entityReady": false,
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
      "entityReady": false,
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
      "entityReady": false,
      "resource": "warehouse-providers"
    },
    {
      "path": "/settings/invoices",
      "title": "Invoices",
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
      "entityReady": false,
      "resource": "invoices"
    },
    {
      "path": "/settings/payment-card-details",
      "title": "Payment Card Details",
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
    }
  }
};
