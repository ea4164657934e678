/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/ (the browser-safe model without the fields' descriptions: the admin's initial JS)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
export const clientBoot = {
  "productName": "Sellyard",
  "entities": [
    {
      "name": "account",
      "typeName": "Account",
      "resource": "accounts",
      "table": "accounts",
      "title": "Account",
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
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "kind",
          "jsonType": "string"
        },
        {
          "name": "country",
          "jsonType": "string"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "timezone",
          "jsonType": "string"
        },
        {
          "name": "feature_flags",
          "jsonType": "array"
        },
        {
          "name": "partner_account_id",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "asn-line",
      "typeName": "AsnLine",
      "resource": null,
      "table": "asn_lines",
      "title": "ASN line",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "position",
          "jsonType": "integer"
        },
        {
          "name": "asn_id",
          "jsonType": "string"
        },
        {
          "name": "sku",
          "jsonType": "string"
        },
        {
          "name": "product_id",
          "jsonType": "string"
        },
        {
          "name": "gtin",
          "jsonType": "string"
        },
        {
          "name": "qty",
          "jsonType": "integer"
        },
        {
          "name": "lot",
          "jsonType": "string"
        },
        {
          "name": "expiry",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "childOf": {
        "entity": "asn",
        "foreignKey": "asn_id"
      },
      "unique": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "asn",
      "typeName": "Asn",
      "resource": "asns",
      "table": "asns",
      "title": "ASN",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "number",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "purchase_order_id",
          "jsonType": "string"
        },
        {
          "name": "supplier_id",
          "jsonType": "string"
        },
        {
          "name": "supplier_name",
          "jsonType": "string"
        },
        {
          "name": "location_id",
          "jsonType": "string"
        },
        {
          "name": "warehouse_provider_id",
          "jsonType": "string"
        },
        {
          "name": "ship_date",
          "jsonType": "string"
        },
        {
          "name": "expected_delivery",
          "jsonType": "string"
        },
        {
          "name": "carrier",
          "jsonType": "string"
        },
        {
          "name": "tracking_number",
          "jsonType": "string"
        },
        {
          "name": "carton_count",
          "jsonType": "integer"
        },
        {
          "name": "notes",
          "jsonType": "string"
        },
        {
          "name": "submitted_at",
          "jsonType": "string"
        },
        {
          "name": "received_at",
          "jsonType": "string"
        },
        {
          "name": "lines",
          "jsonType": "array"
        },
        {
          "name": "provider_reference",
          "jsonType": "string"
        },
        {
          "name": "sent_to_provider_at",
          "jsonType": "string"
        },
        {
          "name": "provider_error",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [],
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "attribute",
      "typeName": "Attribute",
      "resource": "attributes",
      "table": "attributes",
      "title": "Variation attribute",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "values",
          "jsonType": "array"
        },
        {
          "name": "channel_names",
          "jsonType": "object"
        },
        {
          "name": "position",
          "jsonType": "integer"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another attribute"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "brand",
      "typeName": "Brand",
      "resource": "brands",
      "table": "brands",
      "title": "Brand",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "code",
          "jsonType": "string"
        },
        {
          "name": "logo_url",
          "jsonType": "string"
        },
        {
          "name": "website",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another brand"
        },
        {
          "fields": [
            "code"
          ],
          "caseInsensitive": true,
          "message": "is already used by another brand"
        }
      ],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "csv-schedule",
      "typeName": "CsvSchedule",
      "resource": "csv-schedules",
      "table": "csv_schedules",
      "title": "CSV schedule",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "report_id",
          "jsonType": "string"
        },
        {
          "name": "entity",
          "jsonType": "string"
        },
        {
          "name": "columns",
          "jsonType": "array"
        },
        {
          "name": "filter",
          "jsonType": "object"
        },
        {
          "name": "frequency",
          "jsonType": "string"
        },
        {
          "name": "time",
          "jsonType": "string"
        },
        {
          "name": "weekday",
          "jsonType": "string"
        },
        {
          "name": "month_day",
          "jsonType": "integer"
        },
        {
          "name": "destination",
          "jsonType": "object"
        },
        {
          "name": "destination_secret",
          "jsonType": "string"
        },
        {
          "name": "run_as_user_id",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "last_run_at",
          "jsonType": "string"
        },
        {
          "name": "last_run_status",
          "jsonType": "string"
        },
        {
          "name": "last_run_rows",
          "jsonType": "integer"
        },
        {
          "name": "next_run_at",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another CSV schedule"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "currency",
      "typeName": "Currency",
      "resource": "currencies",
      "table": "currencies",
      "title": "Currency",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "code",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "minor_units",
          "jsonType": "integer"
        },
        {
          "name": "symbol",
          "jsonType": "string"
        },
        {
          "name": "is_base",
          "jsonType": "boolean"
        },
        {
          "name": "rate_to_base",
          "jsonType": "number"
        },
        {
          "name": "rate_date",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "code"
          ],
          "caseInsensitive": false,
          "message": "is already set up in this account"
        }
      ],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "custom-field",
      "typeName": "CustomField",
      "resource": "custom-fields",
      "table": "custom_fields",
      "title": "Custom field",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "entity",
          "jsonType": "string"
        },
        {
          "name": "key",
          "jsonType": "string"
        },
        {
          "name": "label",
          "jsonType": "string"
        },
        {
          "name": "type",
          "jsonType": "string"
        },
        {
          "name": "options",
          "jsonType": "array"
        },
        {
          "name": "required",
          "jsonType": "boolean"
        },
        {
          "name": "in_list",
          "jsonType": "boolean"
        },
        {
          "name": "position",
          "jsonType": "integer"
        },
        {
          "name": "help",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "entity",
            "key"
          ],
          "caseInsensitive": true,
          "message": "is already used by another custom field of this entity"
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
                ],
                "x-enumLabels": {
                  "SELECT": "One choice",
                  "MULTISELECT": "Several choices"
                }
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "eu-vat-return",
      "typeName": "EuVatReturn",
      "resource": "eu-vat-returns",
      "table": "eu_vat_returns",
      "title": "OSS or IOSS return",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "salesTaxes",
      "labelField": "period_end",
      "searchFields": [
        "period_end"
      ],
      "listColumns": [
        "scheme",
        "period_start",
        "period_end",
        "status",
        "total_net",
        "total_vat"
      ],
      "defaultSort": {
        "field": "period_end",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "scheme",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "period_start",
          "jsonType": "string"
        },
        {
          "name": "period_end",
          "jsonType": "string"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "exchange_rate_date",
          "jsonType": "string"
        },
        {
          "name": "total_net",
          "jsonType": "integer"
        },
        {
          "name": "total_vat",
          "jsonType": "integer"
        },
        {
          "name": "country_totals",
          "jsonType": "array"
        },
        {
          "name": "lines",
          "jsonType": "array"
        },
        {
          "name": "documents",
          "jsonType": "array"
        },
        {
          "name": "excluded_documents",
          "jsonType": "integer"
        },
        {
          "name": "notes",
          "jsonType": "string"
        },
        {
          "name": "calculated_at",
          "jsonType": "string"
        },
        {
          "name": "filed_at",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "stateMachine": {
        "field": "status",
        "initial": "DRAFT",
        "states": [
          "DRAFT",
          "CALCULATED",
          "FILED"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          },
          {
            "name": "mark-filed",
            "label": "Mark as filed",
            "from": [
              "CALCULATED"
            ],
            "to": "FILED",
            "remember": false,
            "set": {
              "filed_at": "$now"
            },
            "confirm": "Mark this return as filed? It can no longer be changed.",
            "destructive": false,
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [],
      "naturalKey": [],
      "readOnlyWhen": {
        "field": "status",
        "in": [
          "CALCULATED",
          "FILED"
        ]
      },
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "exchange-rate",
      "typeName": "ExchangeRate",
      "resource": "exchange-rates",
      "table": "exchange_rates",
      "title": "Exchange rate",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "currency",
      "labelField": "currency",
      "searchFields": [
        "currency"
      ],
      "listColumns": [
        "currency",
        "rate_date",
        "rate_to_base",
        "source"
      ],
      "defaultSort": {
        "field": "rate_date",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "rate_date",
          "jsonType": "string"
        },
        {
          "name": "rate_to_base",
          "jsonType": "number"
        },
        {
          "name": "source",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "currency",
            "rate_date"
          ],
          "caseInsensitive": false,
          "message": "already has a rate on this day"
        }
      ],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "general-settings",
      "typeName": "GeneralSettings",
      "resource": "general-settings",
      "table": "general_settings",
      "title": "General settings",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "trading_name",
          "jsonType": "string"
        },
        {
          "name": "legal_name",
          "jsonType": "string"
        },
        {
          "name": "company_number",
          "jsonType": "string"
        },
        {
          "name": "vat_number",
          "jsonType": "string"
        },
        {
          "name": "eori",
          "jsonType": "string"
        },
        {
          "name": "contact_email",
          "jsonType": "string"
        },
        {
          "name": "contact_phone",
          "jsonType": "string"
        },
        {
          "name": "business_address",
          "jsonType": "object"
        },
        {
          "name": "timezone",
          "jsonType": "string"
        },
        {
          "name": "date_format",
          "jsonType": "string"
        },
        {
          "name": "weight_unit",
          "jsonType": "string"
        },
        {
          "name": "dimension_unit",
          "jsonType": "string"
        },
        {
          "name": "default_location_id",
          "jsonType": "string"
        },
        {
          "name": "default_sales_tax_id",
          "jsonType": "string"
        },
        {
          "name": "low_stock_threshold",
          "jsonType": "integer"
        },
        {
          "name": "allow_negative_stock",
          "jsonType": "boolean"
        },
        {
          "name": "vat_establishment",
          "jsonType": "string"
        },
        {
          "name": "vat_goods_location",
          "jsonType": "string"
        },
        {
          "name": "ioss_number",
          "jsonType": "string"
        },
        {
          "name": "oss_registered",
          "jsonType": "boolean"
        },
        {
          "name": "oss_opted_in",
          "jsonType": "boolean"
        },
        {
          "name": "setup_completed_steps",
          "jsonType": "array"
        },
        {
          "name": "setup_completed_at",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [],
      "naturalKey": [],
      "singleton": true,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "hmrc-settings",
      "typeName": "HmrcSettings",
      "resource": "hmrc-settings",
      "table": "hmrc_settings",
      "title": "HMRC connection",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "salesTaxes",
      "labelField": "vrn",
      "searchFields": [],
      "listColumns": [
        "vrn",
        "environment",
        "client_id",
        "connection_status",
        "connected_at",
        "last_error"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "environment",
          "jsonType": "string"
        },
        {
          "name": "vrn",
          "jsonType": "string"
        },
        {
          "name": "client_id",
          "jsonType": "string"
        },
        {
          "name": "client_secret",
          "jsonType": "string"
        },
        {
          "name": "connection_status",
          "jsonType": "string"
        },
        {
          "name": "connected_at",
          "jsonType": "string"
        },
        {
          "name": "last_error",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [],
      "naturalKey": [],
      "singleton": true,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "html-template",
      "typeName": "HtmlTemplate",
      "resource": "html-templates",
      "table": "html_templates",
      "title": "eBay HTML template",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "html",
          "jsonType": "string"
        },
        {
          "name": "is_default",
          "jsonType": "boolean"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another template"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "invoice-line",
      "typeName": "InvoiceLine",
      "resource": null,
      "table": "invoice_lines",
      "title": "Invoice line",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "position",
          "jsonType": "integer"
        },
        {
          "name": "invoice_id",
          "jsonType": "string"
        },
        {
          "name": "description",
          "jsonType": "string"
        },
        {
          "name": "quantity",
          "jsonType": "integer"
        },
        {
          "name": "unit_amount",
          "jsonType": "integer"
        },
        {
          "name": "tax_rate",
          "jsonType": "number"
        },
        {
          "name": "net",
          "jsonType": "integer"
        },
        {
          "name": "tax",
          "jsonType": "integer"
        },
        {
          "name": "gross",
          "jsonType": "integer"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "childOf": {
        "entity": "invoice",
        "foreignKey": "invoice_id"
      },
      "unique": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "invoice",
      "typeName": "Invoice",
      "resource": "invoices",
      "table": "invoices",
      "title": "Invoice",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "number",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "period_start",
          "jsonType": "string"
        },
        {
          "name": "period_end",
          "jsonType": "string"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "issue_date",
          "jsonType": "string"
        },
        {
          "name": "due_date",
          "jsonType": "string"
        },
        {
          "name": "net",
          "jsonType": "integer"
        },
        {
          "name": "tax",
          "jsonType": "integer"
        },
        {
          "name": "total",
          "jsonType": "integer"
        },
        {
          "name": "paid_at",
          "jsonType": "string"
        },
        {
          "name": "notes",
          "jsonType": "string"
        },
        {
          "name": "lines",
          "jsonType": "array"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [],
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "listing-import-schedule",
      "typeName": "ListingImportSchedule",
      "resource": "listing-import-schedules",
      "table": "listing_import_schedules",
      "title": "Listing import schedule",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "sales_channel_id",
          "jsonType": "string"
        },
        {
          "name": "interval",
          "jsonType": "string"
        },
        {
          "name": "match_by",
          "jsonType": "string"
        },
        {
          "name": "create_missing_products",
          "jsonType": "boolean"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "last_run_at",
          "jsonType": "string"
        },
        {
          "name": "next_run_at",
          "jsonType": "string"
        },
        {
          "name": "runs",
          "jsonType": "array"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "fields": [
            "sales_channel_id"
          ],
          "caseInsensitive": false,
          "message": "already has an import schedule"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "listing",
      "typeName": "Listing",
      "resource": "listings",
      "table": "listings",
      "title": "Listing",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "product_id",
          "jsonType": "string"
        },
        {
          "name": "sales_channel_id",
          "jsonType": "string"
        },
        {
          "name": "channel",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "external_id",
          "jsonType": "string"
        },
        {
          "name": "url",
          "jsonType": "string"
        },
        {
          "name": "sku",
          "jsonType": "string"
        },
        {
          "name": "title",
          "jsonType": "string"
        },
        {
          "name": "description",
          "jsonType": "string"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "price",
          "jsonType": "integer"
        },
        {
          "name": "quantity_rule",
          "jsonType": "object"
        },
        {
          "name": "channel_fields",
          "jsonType": "object"
        },
        {
          "name": "issues",
          "jsonType": "array"
        },
        {
          "name": "last_sync_at",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": true,
            "roles": [],
            "permissions": []
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
            "bySystem": true,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": true,
            "roles": [],
            "permissions": []
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
            "bySystem": true,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": true,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "fields": [
            "sales_channel_id",
            "sku"
          ],
          "caseInsensitive": true,
          "message": "is already listed on this sales channel"
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
      "rules": [],
      "form": {
        "groups": [
          {
            "name": "listing",
            "title": "Listing"
          },
          {
            "name": "offer",
            "title": "Price and quantity"
          },
          {
            "name": "description",
            "title": "Description",
            "description": "Leave empty to use the product’s description."
          },
          {
            "name": "channel",
            "title": "Channel settings"
          }
        ]
      }
    },
    {
      "name": "location",
      "typeName": "Location",
      "resource": "locations",
      "table": "locations",
      "title": "Location",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "code",
          "jsonType": "string"
        },
        {
          "name": "type",
          "jsonType": "string"
        },
        {
          "name": "priority",
          "jsonType": "integer"
        },
        {
          "name": "is_default",
          "jsonType": "boolean"
        },
        {
          "name": "address",
          "jsonType": "object"
        },
        {
          "name": "warehouse_provider_id",
          "jsonType": "string"
        },
        {
          "name": "provider_warehouse_ref",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "code"
          ],
          "caseInsensitive": true,
          "message": "is already used by another location"
        }
      ],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "order-rule",
      "typeName": "OrderRule",
      "resource": "order-rules",
      "table": "order_rules",
      "title": "Order rule",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "enabled",
          "jsonType": "boolean"
        },
        {
          "name": "sequence",
          "jsonType": "integer"
        },
        {
          "name": "hold_reason",
          "jsonType": "string"
        },
        {
          "name": "conditions",
          "jsonType": "array"
        },
        {
          "name": "action",
          "jsonType": "string"
        },
        {
          "name": "shipping_method_id",
          "jsonType": "string"
        },
        {
          "name": "location_id",
          "jsonType": "string"
        },
        {
          "name": "tag",
          "jsonType": "string"
        },
        {
          "name": "set_status",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another order rule"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "payment-card",
      "typeName": "PaymentCard",
      "resource": "payment-cards",
      "table": "payment_cards",
      "title": "Payment card",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "processor_token",
          "jsonType": "string"
        },
        {
          "name": "brand",
          "jsonType": "string"
        },
        {
          "name": "last4",
          "jsonType": "string"
        },
        {
          "name": "exp_month",
          "jsonType": "integer"
        },
        {
          "name": "exp_year",
          "jsonType": "integer"
        },
        {
          "name": "holder_name",
          "jsonType": "string"
        },
        {
          "name": "is_default",
          "jsonType": "boolean"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "payment-method",
      "typeName": "PaymentMethod",
      "resource": "payment-methods",
      "table": "payment_methods",
      "title": "Payment method",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "code",
          "jsonType": "string"
        },
        {
          "name": "type",
          "jsonType": "string"
        },
        {
          "name": "active",
          "jsonType": "boolean"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "code"
          ],
          "caseInsensitive": true,
          "message": "is already used by another payment method"
        },
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another payment method"
        }
      ],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "product-label",
      "typeName": "ProductLabel",
      "resource": "product-labels",
      "table": "product_labels",
      "title": "Product label",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "file",
          "jsonType": "string"
        },
        {
          "name": "file_name",
          "jsonType": "string"
        },
        {
          "name": "content_type",
          "jsonType": "string"
        },
        {
          "name": "size_bytes",
          "jsonType": "integer"
        },
        {
          "name": "sha256",
          "jsonType": "string"
        },
        {
          "name": "languages",
          "jsonType": "array"
        },
        {
          "name": "product_ids",
          "jsonType": "array"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "rejection_reason",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [
        "goldenTicket",
        "productLabel"
      ],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "product",
      "typeName": "Product",
      "resource": "products",
      "table": "products",
      "title": "Product",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "products",
      "labelField": "title",
      "searchFields": [
        "sku",
        "title"
      ],
      "listColumns": [
        "images",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "sku",
          "jsonType": "string"
        },
        {
          "name": "title",
          "jsonType": "string"
        },
        {
          "name": "description",
          "jsonType": "string"
        },
        {
          "name": "brand_id",
          "jsonType": "string"
        },
        {
          "name": "kind",
          "jsonType": "string"
        },
        {
          "name": "parent_id",
          "jsonType": "string"
        },
        {
          "name": "condition",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "cost_price",
          "jsonType": "integer"
        },
        {
          "name": "retail_price",
          "jsonType": "integer"
        },
        {
          "name": "tax_id",
          "jsonType": "string"
        },
        {
          "name": "supplier_id",
          "jsonType": "string"
        },
        {
          "name": "weight_g",
          "jsonType": "integer"
        },
        {
          "name": "length_mm",
          "jsonType": "integer"
        },
        {
          "name": "width_mm",
          "jsonType": "integer"
        },
        {
          "name": "height_mm",
          "jsonType": "integer"
        },
        {
          "name": "hs_code",
          "jsonType": "string"
        },
        {
          "name": "origin_country",
          "jsonType": "string"
        },
        {
          "name": "barcodes",
          "jsonType": "array"
        },
        {
          "name": "images",
          "jsonType": "array"
        },
        {
          "name": "safety_warnings",
          "jsonType": "string"
        },
        {
          "name": "attribute_values",
          "jsonType": "array"
        },
        {
          "name": "responsible_person_ids",
          "jsonType": "array"
        },
        {
          "name": "label_ids",
          "jsonType": "array"
        },
        {
          "name": "custom_fields",
          "jsonType": "object"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "sku"
          ],
          "caseInsensitive": true,
          "message": "is already used by another product"
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
      "rules": [],
      "form": {
        "groups": [
          {
            "name": "basics",
            "title": "Product"
          },
          {
            "name": "content",
            "title": "Description and images",
            "description": "What buyers read and see on every channel."
          },
          {
            "name": "pricing",
            "title": "Pricing and tax"
          },
          {
            "name": "shipping",
            "title": "Shipping and customs",
            "description": "Weight and size decide postage; customs needs the HS code and the country of origin."
          },
          {
            "name": "identifiers",
            "title": "Barcodes and variations"
          },
          {
            "name": "compliance",
            "title": "Product safety (EU GPSR)"
          },
          {
            "name": "buying",
            "title": "Buying",
            "description": "Where the product is bought: the Reorder screen plans from its supplier's lead time and its stock levels' minimums."
          }
        ]
      },
      "childGrid": {
        "name": "variants",
        "title": "Variants",
        "entity": "product",
        "foreignKey": "parent_id",
        "when": {
          "field": "kind",
          "in": [
            "PARENT"
          ]
        },
        "set": {
          "kind": "VARIANT"
        },
        "inherit": [
          "brand_id",
          "condition",
          "status",
          "currency",
          "cost_price",
          "retail_price",
          "tax_id",
          "supplier_id",
          "weight_g",
          "length_mm",
          "width_mm",
          "height_mm",
          "hs_code",
          "origin_country",
          "description"
        ],
        "columns": [
          "sku",
          "retail_price",
          "barcodes",
          "weight_g"
        ],
        "patterns": {
          "sku": "{parent}-{values}",
          "title": "{parent} – {values}"
        },
        "combine": {
          "field": "attribute_values",
          "entity": "attribute",
          "refField": "attribute_id",
          "valueField": "value",
          "valuesField": "values"
        },
        "openingStock": true
      }
    },
    {
      "name": "purchase-order-line",
      "typeName": "PurchaseOrderLine",
      "resource": null,
      "table": "purchase_order_lines",
      "title": "Purchase order line",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "position",
          "jsonType": "integer"
        },
        {
          "name": "purchase_order_id",
          "jsonType": "string"
        },
        {
          "name": "product_id",
          "jsonType": "string"
        },
        {
          "name": "sku",
          "jsonType": "string"
        },
        {
          "name": "description",
          "jsonType": "string"
        },
        {
          "name": "supplier_sku",
          "jsonType": "string"
        },
        {
          "name": "qty_ordered",
          "jsonType": "integer"
        },
        {
          "name": "unit_cost",
          "jsonType": "integer"
        },
        {
          "name": "tax_id",
          "jsonType": "string"
        },
        {
          "name": "tax_rate",
          "jsonType": "number"
        },
        {
          "name": "net",
          "jsonType": "integer"
        },
        {
          "name": "tax",
          "jsonType": "integer"
        },
        {
          "name": "gross",
          "jsonType": "integer"
        },
        {
          "name": "qty_received",
          "jsonType": "integer"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "childOf": {
        "entity": "purchase-order",
        "foreignKey": "purchase_order_id"
      },
      "unique": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "purchase-order",
      "typeName": "PurchaseOrder",
      "resource": "purchase-orders",
      "table": "purchase_orders",
      "title": "Purchase order",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "number",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "archived",
          "jsonType": "boolean"
        },
        {
          "name": "archived_at",
          "jsonType": "string"
        },
        {
          "name": "supplier_id",
          "jsonType": "string"
        },
        {
          "name": "supplier_name",
          "jsonType": "string"
        },
        {
          "name": "supplier_ref",
          "jsonType": "string"
        },
        {
          "name": "deliver_to_location_id",
          "jsonType": "string"
        },
        {
          "name": "deliver_to",
          "jsonType": "object"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "order_date",
          "jsonType": "string"
        },
        {
          "name": "expected_date",
          "jsonType": "string"
        },
        {
          "name": "notes",
          "jsonType": "string"
        },
        {
          "name": "subtotal",
          "jsonType": "integer"
        },
        {
          "name": "tax_total",
          "jsonType": "integer"
        },
        {
          "name": "total",
          "jsonType": "integer"
        },
        {
          "name": "sent_at",
          "jsonType": "string"
        },
        {
          "name": "received_at",
          "jsonType": "string"
        },
        {
          "name": "lines",
          "jsonType": "array"
        },
        {
          "name": "xero_status",
          "jsonType": "string"
        },
        {
          "name": "xero_error",
          "jsonType": "string"
        },
        {
          "name": "xero_posted_at",
          "jsonType": "string"
        },
        {
          "name": "custom_fields",
          "jsonType": "object"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [],
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
      "rules": [],
      "form": {
        "groups": [
          {
            "name": "supplier",
            "title": "Supplier and delivery"
          },
          {
            "name": "lines",
            "title": "Items"
          },
          {
            "name": "notes",
            "title": "Notes"
          },
          {
            "name": "totals",
            "title": "Totals"
          }
        ]
      }
    },
    {
      "name": "relationship",
      "typeName": "Relationship",
      "resource": "relationships",
      "table": "relationships",
      "title": "Relationship",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "type",
          "jsonType": "string"
        },
        {
          "name": "code",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "company",
          "jsonType": "string"
        },
        {
          "name": "email",
          "jsonType": "string"
        },
        {
          "name": "phone",
          "jsonType": "string"
        },
        {
          "name": "vat_number",
          "jsonType": "string"
        },
        {
          "name": "eori",
          "jsonType": "string"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "payment_terms_days",
          "jsonType": "integer"
        },
        {
          "name": "credit_limit",
          "jsonType": "integer"
        },
        {
          "name": "lead_time_days",
          "jsonType": "integer"
        },
        {
          "name": "addresses",
          "jsonType": "array"
        },
        {
          "name": "custom_fields",
          "jsonType": "object"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "type",
            "code"
          ],
          "caseInsensitive": true,
          "message": "is already used by another relationship of this type"
        }
      ],
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
      "rules": [],
      "form": {
        "groups": [
          {
            "name": "contact",
            "title": "Contact"
          },
          {
            "name": "terms",
            "title": "Trading terms"
          },
          {
            "name": "addresses",
            "title": "Addresses"
          }
        ]
      }
    },
    {
      "name": "report",
      "typeName": "Report",
      "resource": "reports",
      "table": "reports",
      "title": "Report",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "description",
          "jsonType": "string"
        },
        {
          "name": "dataset",
          "jsonType": "string"
        },
        {
          "name": "columns",
          "jsonType": "array"
        },
        {
          "name": "filters",
          "jsonType": "array"
        },
        {
          "name": "group_by",
          "jsonType": "string"
        },
        {
          "name": "aggregates",
          "jsonType": "array"
        },
        {
          "name": "sort_field",
          "jsonType": "string"
        },
        {
          "name": "sort_order",
          "jsonType": "string"
        },
        {
          "name": "date_field",
          "jsonType": "string"
        },
        {
          "name": "date_range",
          "jsonType": "string"
        },
        {
          "name": "date_from",
          "jsonType": "string"
        },
        {
          "name": "date_to",
          "jsonType": "string"
        },
        {
          "name": "chart_type",
          "jsonType": "string"
        },
        {
          "name": "row_limit",
          "jsonType": "integer"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another report"
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
      ],
      "form": {
        "groups": []
      }
    },
    {
      "name": "responsible-person",
      "typeName": "ResponsiblePerson",
      "resource": "responsible-persons",
      "table": "responsible_persons",
      "title": "Responsible person",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "role",
          "jsonType": "string"
        },
        {
          "name": "address",
          "jsonType": "object"
        },
        {
          "name": "email",
          "jsonType": "string"
        },
        {
          "name": "contact_url",
          "jsonType": "string"
        },
        {
          "name": "phone",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another responsible person"
        }
      ],
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "return-line",
      "typeName": "ReturnLine",
      "resource": null,
      "table": "return_lines",
      "title": "Return line",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "position",
          "jsonType": "integer"
        },
        {
          "name": "return_id",
          "jsonType": "string"
        },
        {
          "name": "order_line_id",
          "jsonType": "string"
        },
        {
          "name": "sku",
          "jsonType": "string"
        },
        {
          "name": "description",
          "jsonType": "string"
        },
        {
          "name": "qty",
          "jsonType": "integer"
        },
        {
          "name": "received_qty",
          "jsonType": "integer"
        },
        {
          "name": "damaged_qty",
          "jsonType": "integer"
        },
        {
          "name": "reason",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "childOf": {
        "entity": "return",
        "foreignKey": "return_id"
      },
      "unique": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "return-settings",
      "typeName": "ReturnSettings",
      "resource": "return-settings",
      "table": "return_settings",
      "title": "Return settings",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "reasons",
          "jsonType": "array"
        },
        {
          "name": "return_window_days",
          "jsonType": "integer"
        },
        {
          "name": "restock_undamaged",
          "jsonType": "boolean"
        },
        {
          "name": "restocking_fee_percent",
          "jsonType": "number"
        },
        {
          "name": "require_authorisation",
          "jsonType": "boolean"
        },
        {
          "name": "rma_prefix",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [],
      "naturalKey": [],
      "singleton": true,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "return",
      "typeName": "Return",
      "resource": "returns",
      "table": "returns",
      "title": "Return",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "rma_number",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "order_id",
          "jsonType": "string"
        },
        {
          "name": "order_number",
          "jsonType": "string"
        },
        {
          "name": "customer_id",
          "jsonType": "string"
        },
        {
          "name": "customer_name",
          "jsonType": "string"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "location_id",
          "jsonType": "string"
        },
        {
          "name": "refund_amount",
          "jsonType": "integer"
        },
        {
          "name": "customer_comment",
          "jsonType": "string"
        },
        {
          "name": "notes",
          "jsonType": "string"
        },
        {
          "name": "authorised_at",
          "jsonType": "string"
        },
        {
          "name": "received_at",
          "jsonType": "string"
        },
        {
          "name": "refunded_at",
          "jsonType": "string"
        },
        {
          "name": "channel_return_ref",
          "jsonType": "string"
        },
        {
          "name": "channel_refund_status",
          "jsonType": "string"
        },
        {
          "name": "channel_refund_ref",
          "jsonType": "string"
        },
        {
          "name": "channel_refund_note",
          "jsonType": "string"
        },
        {
          "name": "lines",
          "jsonType": "array"
        },
        {
          "name": "xero_status",
          "jsonType": "string"
        },
        {
          "name": "xero_error",
          "jsonType": "string"
        },
        {
          "name": "xero_posted_at",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "fields": [
            "order_id",
            "channel_return_ref"
          ],
          "caseInsensitive": false,
          "message": "is already imported from the marketplace for this order"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "sales-channel",
      "typeName": "SalesChannel",
      "resource": "sales-channels",
      "table": "sales_channels",
      "title": "Sales channel",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "salesChannels",
      "labelField": "name",
      "searchFields": [
        "name",
        "shop_domain",
        "marketplace"
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "type",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "marketplace",
          "jsonType": "string"
        },
        {
          "name": "shop_domain",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "connected_at",
          "jsonType": "string"
        },
        {
          "name": "credentials",
          "jsonType": "object"
        },
        {
          "name": "environment",
          "jsonType": "string"
        },
        {
          "name": "stock_buffer",
          "jsonType": "integer"
        },
        {
          "name": "order_sync_minutes",
          "jsonType": "integer"
        },
        {
          "name": "last_order_sync_at",
          "jsonType": "string"
        },
        {
          "name": "last_settlement_sync_at",
          "jsonType": "string"
        },
        {
          "name": "last_error_source",
          "jsonType": "string"
        },
        {
          "name": "last_error",
          "jsonType": "string"
        },
        {
          "name": "last_error_at",
          "jsonType": "string"
        },
        {
          "name": "order_prefix",
          "jsonType": "string"
        },
        {
          "name": "import_orders",
          "jsonType": "boolean"
        },
        {
          "name": "sync_stock",
          "jsonType": "boolean"
        },
        {
          "name": "sync_price",
          "jsonType": "boolean"
        },
        {
          "name": "fetch_settlements",
          "jsonType": "boolean"
        },
        {
          "name": "settlement_sync_hours",
          "jsonType": "integer"
        },
        {
          "name": "settlement_match_tolerance",
          "jsonType": "integer"
        },
        {
          "name": "location_priority",
          "jsonType": "array"
        },
        {
          "name": "brand_id",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": true,
            "roles": [],
            "permissions": []
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
            "bySystem": true,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          },
          {
            "name": "fetch-settlements",
            "label": "Fetch settlements",
            "from": [
              "CONNECTED"
            ],
            "to": "$same",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": true,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another sales channel"
        },
        {
          "fields": [
            "order_prefix"
          ],
          "caseInsensitive": true,
          "message": "is already used by another sales channel (order numbers would clash)"
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
                ],
                "x-enumLabels": {
                  "EBAY_GB": "eBay UK",
                  "EBAY_US": "eBay US",
                  "EBAY_DE": "eBay Germany",
                  "EBAY_FR": "eBay France",
                  "EBAY_IT": "eBay Italy",
                  "EBAY_ES": "eBay Spain",
                  "EBAY_IE": "eBay Ireland",
                  "EBAY_AU": "eBay Australia",
                  "EBAY_CA": "eBay Canada"
                }
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
                ],
                "x-enumLabels": {
                  "A1F83G8C2ARO7P": "Amazon UK",
                  "A1PA6795UKMFR9": "Amazon Germany",
                  "A13V1IB3VIYZZH": "Amazon France",
                  "APJ6JRA9NG5V4": "Amazon Italy",
                  "A1RKKUPIHCS9HS": "Amazon Spain",
                  "A1805IZSGTT6HS": "Amazon Netherlands",
                  "ATVPDKIKX0DER": "Amazon US"
                }
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
      "rules": [],
      "form": {
        "groups": [
          {
            "name": "channel",
            "title": "Channel"
          },
          {
            "name": "connection",
            "title": "Connection",
            "description": "How Sellyard signs in to the marketplace. Saved encrypted; never shown again."
          },
          {
            "name": "sync",
            "title": "Orders and stock"
          }
        ]
      }
    },
    {
      "name": "sales-charge",
      "typeName": "SalesCharge",
      "resource": "sales-charges",
      "table": "sales_charges",
      "title": "Sales charge",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "type",
          "jsonType": "string"
        },
        {
          "name": "amount",
          "jsonType": "integer"
        },
        {
          "name": "rate",
          "jsonType": "number"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "tax_id",
          "jsonType": "string"
        },
        {
          "name": "active",
          "jsonType": "boolean"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another sales charge"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "sales-order-line",
      "typeName": "SalesOrderLine",
      "resource": null,
      "table": "sales_order_lines",
      "title": "Sales order line",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "position",
          "jsonType": "integer"
        },
        {
          "name": "product_id",
          "jsonType": "string"
        },
        {
          "name": "sku",
          "jsonType": "string"
        },
        {
          "name": "description",
          "jsonType": "string"
        },
        {
          "name": "quantity",
          "jsonType": "integer"
        },
        {
          "name": "unit_price",
          "jsonType": "integer"
        },
        {
          "name": "discount",
          "jsonType": "integer"
        },
        {
          "name": "tax_id",
          "jsonType": "string"
        },
        {
          "name": "tax_rate",
          "jsonType": "number"
        },
        {
          "name": "net",
          "jsonType": "integer"
        },
        {
          "name": "tax",
          "jsonType": "integer"
        },
        {
          "name": "gross",
          "jsonType": "integer"
        },
        {
          "name": "vat_treatment",
          "jsonType": "string"
        },
        {
          "name": "vat_country",
          "jsonType": "string"
        },
        {
          "name": "vat_accounted_by",
          "jsonType": "string"
        },
        {
          "name": "vat_reason",
          "jsonType": "string"
        },
        {
          "name": "allocated_qty",
          "jsonType": "integer"
        },
        {
          "name": "backordered_qty",
          "jsonType": "integer"
        },
        {
          "name": "shipped_qty",
          "jsonType": "integer"
        },
        {
          "name": "packed_qty",
          "jsonType": "integer"
        },
        {
          "name": "returned_qty",
          "jsonType": "integer"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "childOf": {
        "entity": "sales-order",
        "foreignKey": "sales_order_id"
      },
      "unique": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "sales-order",
      "typeName": "SalesOrder",
      "resource": "sales-orders",
      "table": "sales_orders",
      "title": "Sales order",
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
        "sales_channel_id",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "number",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "status_before_hold",
          "jsonType": "string"
        },
        {
          "name": "paid_at",
          "jsonType": "string"
        },
        {
          "name": "backordered",
          "jsonType": "boolean"
        },
        {
          "name": "hold_reason",
          "jsonType": "string"
        },
        {
          "name": "sales_channel_id",
          "jsonType": "string"
        },
        {
          "name": "shipping_method_id",
          "jsonType": "string"
        },
        {
          "name": "tags",
          "jsonType": "array"
        },
        {
          "name": "channel_order_ref",
          "jsonType": "string"
        },
        {
          "name": "channel_order_url",
          "jsonType": "string"
        },
        {
          "name": "customer_id",
          "jsonType": "string"
        },
        {
          "name": "customer_name",
          "jsonType": "string"
        },
        {
          "name": "order_date",
          "jsonType": "string"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "price_mode",
          "jsonType": "string"
        },
        {
          "name": "bill_to",
          "jsonType": "object"
        },
        {
          "name": "ship_to",
          "jsonType": "object"
        },
        {
          "name": "shipping_charge",
          "jsonType": "integer"
        },
        {
          "name": "shipping_tax_id",
          "jsonType": "string"
        },
        {
          "name": "buyer_vat_number",
          "jsonType": "string"
        },
        {
          "name": "shipping_vat_treatment",
          "jsonType": "string"
        },
        {
          "name": "shipping_vat_rate",
          "jsonType": "number"
        },
        {
          "name": "shipping_vat_country",
          "jsonType": "string"
        },
        {
          "name": "shipping_vat_accounted_by",
          "jsonType": "string"
        },
        {
          "name": "shipping_vat_reason",
          "jsonType": "string"
        },
        {
          "name": "base_currency",
          "jsonType": "string"
        },
        {
          "name": "exchange_rate",
          "jsonType": "number"
        },
        {
          "name": "exchange_rate_date",
          "jsonType": "string"
        },
        {
          "name": "order_discount",
          "jsonType": "integer"
        },
        {
          "name": "payment_method_id",
          "jsonType": "string"
        },
        {
          "name": "fulfilled_by",
          "jsonType": "string"
        },
        {
          "name": "fulfilment_ref",
          "jsonType": "string"
        },
        {
          "name": "fulfilment_status",
          "jsonType": "string"
        },
        {
          "name": "fulfil_from_location_id",
          "jsonType": "string"
        },
        {
          "name": "cancel_reason",
          "jsonType": "string"
        },
        {
          "name": "cancel_note",
          "jsonType": "string"
        },
        {
          "name": "notes",
          "jsonType": "string"
        },
        {
          "name": "subtotal",
          "jsonType": "integer"
        },
        {
          "name": "discount_total",
          "jsonType": "integer"
        },
        {
          "name": "shipping_total",
          "jsonType": "integer"
        },
        {
          "name": "tax_total",
          "jsonType": "integer"
        },
        {
          "name": "total",
          "jsonType": "integer"
        },
        {
          "name": "lines",
          "jsonType": "array"
        },
        {
          "name": "xero_status",
          "jsonType": "string"
        },
        {
          "name": "xero_error",
          "jsonType": "string"
        },
        {
          "name": "xero_posted_at",
          "jsonType": "string"
        },
        {
          "name": "packed_at",
          "jsonType": "string"
        },
        {
          "name": "packed_by",
          "jsonType": "string"
        },
        {
          "name": "custom_fields",
          "jsonType": "object"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
                  "x-enumLabels": {
                    "OUT_OF_STOCK": "Out of stock",
                    "BUYER_ASKED": "The buyer asked to cancel",
                    "UNDELIVERABLE_ADDRESS": "Cannot deliver to the address",
                    "PRICING_ERROR": "Pricing error",
                    "SUSPECTED_FRAUD": "Suspected fraud",
                    "PAYMENT_DECLINED": "The payment was declined",
                    "CANCELLED_ON_MARKETPLACE": "Already cancelled on the marketplace",
                    "OTHER": "Other"
                  },
                  "description": "Kept on the order. For an order from a marketplace, the marketplace is told why in its own terms; if you cancelled it there yourself, choose \"Already cancelled on the marketplace\" and nothing is sent."
                },
                "cancel_note": {
                  "type": "string",
                  "title": "Note",
                  "maxLength": 500,
                  "description": "Anything to add, in your words: kept on the order (not sent to the marketplace)."
                }
              }
            },
            "confirm": "Cancel this order? It can no longer be paid, changed or shipped, and its stock is released.",
            "destructive": true,
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
          "fields": [
            "sales_channel_id",
            "channel_order_ref"
          ],
          "caseInsensitive": false,
          "message": "is already imported from this sales channel"
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
      "rules": [],
      "form": {
        "groups": [
          {
            "name": "customer",
            "title": "Customer and channel"
          },
          {
            "name": "lines",
            "title": "Items"
          },
          {
            "name": "delivery",
            "title": "Addresses and delivery"
          },
          {
            "name": "payment",
            "title": "Prices and payment"
          },
          {
            "name": "notes",
            "title": "Notes"
          },
          {
            "name": "totals",
            "title": "Totals"
          }
        ]
      }
    },
    {
      "name": "sales-tax",
      "typeName": "SalesTax",
      "resource": "sales-taxes",
      "table": "sales_taxes",
      "title": "Sales tax",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "code",
          "jsonType": "string"
        },
        {
          "name": "rate",
          "jsonType": "number"
        },
        {
          "name": "country",
          "jsonType": "string"
        },
        {
          "name": "kind",
          "jsonType": "string"
        },
        {
          "name": "vat_box",
          "jsonType": "integer"
        },
        {
          "name": "is_default",
          "jsonType": "boolean"
        },
        {
          "name": "valid_from",
          "jsonType": "string"
        },
        {
          "name": "valid_to",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "code"
          ],
          "caseInsensitive": true,
          "message": "is already used by another tax"
        }
      ],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "settlement-line",
      "typeName": "SettlementLine",
      "resource": null,
      "table": "settlement_lines",
      "title": "Settlement line",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "position",
          "jsonType": "integer"
        },
        {
          "name": "settlement_id",
          "jsonType": "string"
        },
        {
          "name": "type",
          "jsonType": "string"
        },
        {
          "name": "order_ref",
          "jsonType": "string"
        },
        {
          "name": "sku",
          "jsonType": "string"
        },
        {
          "name": "description",
          "jsonType": "string"
        },
        {
          "name": "amount",
          "jsonType": "integer"
        },
        {
          "name": "posted_at",
          "jsonType": "string"
        },
        {
          "name": "sales_order_id",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "childOf": {
        "entity": "settlement",
        "foreignKey": "settlement_id"
      },
      "unique": [],
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
      ],
      "form": {
        "groups": []
      }
    },
    {
      "name": "settlement",
      "typeName": "Settlement",
      "resource": "settlements",
      "table": "settlements",
      "title": "Settlement",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "sales_channel_id",
          "jsonType": "string"
        },
        {
          "name": "external_id",
          "jsonType": "string"
        },
        {
          "name": "period_start",
          "jsonType": "string"
        },
        {
          "name": "period_end",
          "jsonType": "string"
        },
        {
          "name": "deposit_date",
          "jsonType": "string"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "reported_total",
          "jsonType": "integer"
        },
        {
          "name": "match_tolerance",
          "jsonType": "integer"
        },
        {
          "name": "total",
          "jsonType": "integer"
        },
        {
          "name": "notes",
          "jsonType": "string"
        },
        {
          "name": "matched_at",
          "jsonType": "string"
        },
        {
          "name": "posted_at",
          "jsonType": "string"
        },
        {
          "name": "fetched_at",
          "jsonType": "string"
        },
        {
          "name": "lines",
          "jsonType": "array"
        },
        {
          "name": "xero_status",
          "jsonType": "string"
        },
        {
          "name": "xero_error",
          "jsonType": "string"
        },
        {
          "name": "xero_posted_at",
          "jsonType": "string"
        },
        {
          "name": "base_currency",
          "jsonType": "string"
        },
        {
          "name": "exchange_rate",
          "jsonType": "number"
        },
        {
          "name": "exchange_rate_date",
          "jsonType": "string"
        },
        {
          "name": "base_total",
          "jsonType": "integer"
        },
        {
          "name": "fees_by_type",
          "jsonType": "array"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "fields": [
            "sales_channel_id",
            "external_id"
          ],
          "caseInsensitive": false,
          "message": "is already imported for this channel"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "shipment-line",
      "typeName": "ShipmentLine",
      "resource": null,
      "table": "shipment_lines",
      "title": "Shipment line",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "position",
          "jsonType": "integer"
        },
        {
          "name": "shipment_id",
          "jsonType": "string"
        },
        {
          "name": "order_line_id",
          "jsonType": "string"
        },
        {
          "name": "sku",
          "jsonType": "string"
        },
        {
          "name": "description",
          "jsonType": "string"
        },
        {
          "name": "qty",
          "jsonType": "integer"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "childOf": {
        "entity": "shipment",
        "foreignKey": "shipment_id"
      },
      "unique": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "shipment",
      "typeName": "Shipment",
      "resource": "shipments",
      "table": "shipments",
      "title": "Shipment",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "number",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "order_id",
          "jsonType": "string"
        },
        {
          "name": "order_number",
          "jsonType": "string"
        },
        {
          "name": "customer_name",
          "jsonType": "string"
        },
        {
          "name": "location_id",
          "jsonType": "string"
        },
        {
          "name": "ship_to",
          "jsonType": "object"
        },
        {
          "name": "carrier",
          "jsonType": "string"
        },
        {
          "name": "service",
          "jsonType": "string"
        },
        {
          "name": "carrier_id",
          "jsonType": "string"
        },
        {
          "name": "service_code",
          "jsonType": "string"
        },
        {
          "name": "tracking_number",
          "jsonType": "string"
        },
        {
          "name": "tracking_url",
          "jsonType": "string"
        },
        {
          "name": "label_format",
          "jsonType": "string"
        },
        {
          "name": "label_cost",
          "jsonType": "integer"
        },
        {
          "name": "label_currency",
          "jsonType": "string"
        },
        {
          "name": "carrier_reference",
          "jsonType": "string"
        },
        {
          "name": "tracking_status",
          "jsonType": "string"
        },
        {
          "name": "tracking_events",
          "jsonType": "array"
        },
        {
          "name": "manifest_reference",
          "jsonType": "string"
        },
        {
          "name": "packages",
          "jsonType": "array"
        },
        {
          "name": "notes",
          "jsonType": "string"
        },
        {
          "name": "label_created_at",
          "jsonType": "string"
        },
        {
          "name": "shipped_at",
          "jsonType": "string"
        },
        {
          "name": "delivered_at",
          "jsonType": "string"
        },
        {
          "name": "lines",
          "jsonType": "array"
        },
        {
          "name": "warehouse_reference",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          },
          {
            "name": "buy-label",
            "label": "Buy label",
            "from": [
              "PENDING"
            ],
            "to": "LABEL_CREATED",
            "remember": false,
            "set": {
              "label_created_at": "$now"
            },
            "destructive": false,
            "bySystem": false,
            "roles": [],
            "permissions": []
          },
          {
            "name": "void-label",
            "label": "Void label",
            "from": [
              "LABEL_CREATED"
            ],
            "to": "PENDING",
            "remember": false,
            "set": {
              "label_created_at": null
            },
            "destructive": false,
            "bySystem": false,
            "roles": [],
            "permissions": []
          },
          {
            "name": "deliver-tracked",
            "label": "Delivered (carrier tracking)",
            "from": [
              "SHIPPED",
              "LABEL_CREATED"
            ],
            "to": "DELIVERED",
            "remember": false,
            "set": {
              "delivered_at": "$now"
            },
            "destructive": false,
            "bySystem": true,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "fields": [
            "warehouse_reference"
          ],
          "caseInsensitive": false,
          "message": "is already recorded"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "shipping-carrier",
      "typeName": "ShippingCarrier",
      "resource": "shipping-carriers",
      "table": "shipping_carriers",
      "title": "Shipping carrier",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "code",
          "jsonType": "string"
        },
        {
          "name": "provider",
          "jsonType": "string"
        },
        {
          "name": "environment",
          "jsonType": "string"
        },
        {
          "name": "credentials",
          "jsonType": "object"
        },
        {
          "name": "account_number",
          "jsonType": "string"
        },
        {
          "name": "tracking_url",
          "jsonType": "string"
        },
        {
          "name": "services",
          "jsonType": "array"
        },
        {
          "name": "delivered_by",
          "jsonType": "string"
        },
        {
          "name": "active",
          "jsonType": "boolean"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "code"
          ],
          "caseInsensitive": true,
          "message": "is already used by another carrier"
        },
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another carrier"
        }
      ],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "shipping-method",
      "typeName": "ShippingMethod",
      "resource": "shipping-methods",
      "table": "shipping_methods",
      "title": "Shipping method",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "carrier_id",
          "jsonType": "string"
        },
        {
          "name": "service_code",
          "jsonType": "string"
        },
        {
          "name": "price",
          "jsonType": "integer"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "free_over",
          "jsonType": "integer"
        },
        {
          "name": "tax_id",
          "jsonType": "string"
        },
        {
          "name": "active",
          "jsonType": "boolean"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another shipping method"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "shipping-template",
      "typeName": "ShippingTemplate",
      "resource": "shipping-templates",
      "table": "shipping_templates",
      "title": "Shipping template",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "channel",
          "jsonType": "string"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "is_default",
          "jsonType": "boolean"
        },
        {
          "name": "settings",
          "jsonType": "object"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "channel",
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another template of this channel"
        }
      ],
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "stock-level",
      "typeName": "StockLevel",
      "resource": "stock-levels",
      "table": "stock_levels",
      "title": "Stock level",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "product_id",
          "jsonType": "string"
        },
        {
          "name": "location_id",
          "jsonType": "string"
        },
        {
          "name": "on_hand",
          "jsonType": "integer"
        },
        {
          "name": "allocated",
          "jsonType": "integer"
        },
        {
          "name": "available",
          "jsonType": "integer"
        },
        {
          "name": "incoming",
          "jsonType": "integer"
        },
        {
          "name": "minimum_level",
          "jsonType": "integer"
        },
        {
          "name": "bin",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "product_id",
            "location_id"
          ],
          "caseInsensitive": false,
          "message": "already has a stock level for this product"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "stock-movement",
      "typeName": "StockMovement",
      "resource": "stock-movements",
      "table": "stock_movements",
      "title": "Stock movement",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "product_id",
          "jsonType": "string"
        },
        {
          "name": "location_id",
          "jsonType": "string"
        },
        {
          "name": "quantity",
          "jsonType": "integer"
        },
        {
          "name": "on_hand_after",
          "jsonType": "integer"
        },
        {
          "name": "reason",
          "jsonType": "string"
        },
        {
          "name": "reference_type",
          "jsonType": "string"
        },
        {
          "name": "reference_id",
          "jsonType": "string"
        },
        {
          "name": "reference_label",
          "jsonType": "string"
        },
        {
          "name": "note",
          "jsonType": "string"
        },
        {
          "name": "user_id",
          "jsonType": "string"
        },
        {
          "name": "user_email",
          "jsonType": "string"
        },
        {
          "name": "job",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [],
      "naturalKey": [],
      "singleton": false,
      "ledger": true,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "store-category",
      "typeName": "StoreCategory",
      "resource": "store-categories",
      "table": "store_categories",
      "title": "Store category",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "slug",
          "jsonType": "string"
        },
        {
          "name": "parent_id",
          "jsonType": "string"
        },
        {
          "name": "position",
          "jsonType": "integer"
        },
        {
          "name": "visible",
          "jsonType": "boolean"
        },
        {
          "name": "description",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "slug"
          ],
          "caseInsensitive": true,
          "message": "is already used by another category"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "task",
      "typeName": "Task",
      "resource": "tasks",
      "table": "tasks",
      "title": "Task",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "orders",
      "labelField": "title",
      "searchFields": [
        "title",
        "order_number"
      ],
      "listColumns": [
        "title",
        "order_number",
        "status",
        "created_at"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "title",
          "jsonType": "string"
        },
        {
          "name": "detail",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "order_id",
          "jsonType": "string"
        },
        {
          "name": "order_number",
          "jsonType": "string"
        },
        {
          "name": "return_id",
          "jsonType": "string"
        },
        {
          "name": "done_at",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "stateMachine": {
        "field": "status",
        "initial": "OPEN",
        "states": [
          "OPEN",
          "DONE"
        ],
        "transitions": [
          {
            "name": "done",
            "label": "Mark done",
            "from": [
              "OPEN"
            ],
            "to": "DONE",
            "remember": false,
            "set": {
              "done_at": "$now"
            },
            "destructive": false,
            "bySystem": false,
            "roles": [],
            "permissions": []
          },
          {
            "name": "reopen",
            "label": "Reopen",
            "from": [
              "DONE"
            ],
            "to": "OPEN",
            "remember": false,
            "set": {},
            "destructive": false,
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "fields": [
            "order_id",
            "dedupe_key"
          ],
          "caseInsensitive": false,
          "message": "is already a task of this order"
        }
      ],
      "naturalKey": [],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "tax-compliance-application",
      "typeName": "TaxComplianceApplication",
      "resource": "tax-compliance-applications",
      "table": "tax_compliance_applications",
      "title": "Tax compliance application",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "country",
          "jsonType": "string"
        },
        {
          "name": "scheme",
          "jsonType": "string"
        },
        {
          "name": "trigger_date",
          "jsonType": "string"
        },
        {
          "name": "company_name",
          "jsonType": "string"
        },
        {
          "name": "company_number",
          "jsonType": "string"
        },
        {
          "name": "vat_number",
          "jsonType": "string"
        },
        {
          "name": "company_address",
          "jsonType": "object"
        },
        {
          "name": "contact_name",
          "jsonType": "string"
        },
        {
          "name": "contact_email",
          "jsonType": "string"
        },
        {
          "name": "documents",
          "jsonType": "array"
        },
        {
          "name": "info_request",
          "jsonType": "string"
        },
        {
          "name": "issued_number",
          "jsonType": "string"
        },
        {
          "name": "effective_from",
          "jsonType": "string"
        },
        {
          "name": "reviewer_notes",
          "jsonType": "string"
        },
        {
          "name": "submitted_at",
          "jsonType": "string"
        },
        {
          "name": "decided_at",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [
              "admin"
            ],
            "permissions": []
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
            "bySystem": false,
            "roles": [
              "admin"
            ],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [
              "admin"
            ],
            "permissions": []
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
            "bySystem": false,
            "roles": [
              "admin"
            ],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [],
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "template",
      "typeName": "Template",
      "resource": "templates",
      "table": "templates",
      "title": "Template",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "type",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "body",
          "jsonType": "string"
        },
        {
          "name": "paper_size",
          "jsonType": "string"
        },
        {
          "name": "orientation",
          "jsonType": "string"
        },
        {
          "name": "is_default",
          "jsonType": "boolean"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another template"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "user",
      "typeName": "User",
      "resource": "users",
      "table": "users",
      "title": "User",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "email",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "role",
          "jsonType": "string"
        },
        {
          "name": "permissions",
          "jsonType": "array"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "password",
          "jsonType": "string"
        },
        {
          "name": "current_password",
          "jsonType": "string"
        },
        {
          "name": "last_login_at",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "fields": [
            "email"
          ],
          "caseInsensitive": true,
          "message": "is already used by another user"
        }
      ],
      "naturalKey": [
        "email"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "vat-report",
      "typeName": "VatReport",
      "resource": "vat-reports",
      "table": "vat_reports",
      "title": "VAT report",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "period_start",
          "jsonType": "string"
        },
        {
          "name": "period_end",
          "jsonType": "string"
        },
        {
          "name": "period_key",
          "jsonType": "string"
        },
        {
          "name": "currency",
          "jsonType": "string"
        },
        {
          "name": "box1_vat_due_sales",
          "jsonType": "integer"
        },
        {
          "name": "box2_vat_due_acquisitions",
          "jsonType": "integer"
        },
        {
          "name": "box3_total_vat_due",
          "jsonType": "integer"
        },
        {
          "name": "box4_vat_reclaimed",
          "jsonType": "integer"
        },
        {
          "name": "box5_net_vat",
          "jsonType": "integer"
        },
        {
          "name": "net_vat_due",
          "jsonType": "string"
        },
        {
          "name": "box6_total_sales_ex_vat",
          "jsonType": "integer"
        },
        {
          "name": "box7_total_purchases_ex_vat",
          "jsonType": "integer"
        },
        {
          "name": "box8_total_supplies_ex_vat",
          "jsonType": "integer"
        },
        {
          "name": "box9_total_acquisitions_ex_vat",
          "jsonType": "integer"
        },
        {
          "name": "breakdown",
          "jsonType": "array"
        },
        {
          "name": "box_documents",
          "jsonType": "array"
        },
        {
          "name": "excluded_documents",
          "jsonType": "integer"
        },
        {
          "name": "notes",
          "jsonType": "string"
        },
        {
          "name": "calculated_at",
          "jsonType": "string"
        },
        {
          "name": "submitted_at",
          "jsonType": "string"
        },
        {
          "name": "processing_date",
          "jsonType": "string"
        },
        {
          "name": "form_bundle_number",
          "jsonType": "string"
        },
        {
          "name": "charge_ref_number",
          "jsonType": "string"
        },
        {
          "name": "payment_indicator",
          "jsonType": "string"
        },
        {
          "name": "receipt_id",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "input": {
              "type": "object",
              "required": [
                "finalised"
              ],
              "properties": {
                "finalised": {
                  "type": "boolean",
                  "title": "I declare that the information in this return is true and complete",
                  "description": "HMRC accepts a return only when the user declares it final (NOT_FINALISED otherwise)."
                },
                "browser": {
                  "type": "object",
                  "title": "Browser facts for HMRC's fraud prevention headers",
                  "description": "Sent by the admin (api/hmrc/fraud-headers.ts, BrowserFacts).",
                  "additionalProperties": false,
                  "required": [
                    "device_id",
                    "js_user_agent",
                    "screens",
                    "window_width",
                    "window_height",
                    "timezone_offset_minutes"
                  ],
                  "properties": {
                    "device_id": {
                      "type": "string",
                      "maxLength": 64
                    },
                    "js_user_agent": {
                      "type": "string",
                      "maxLength": 1000
                    },
                    "screens": {
                      "type": "array",
                      "minItems": 1,
                      "maxItems": 8,
                      "items": {
                        "type": "object",
                        "additionalProperties": false,
                        "required": [
                          "width",
                          "height",
                          "scaling_factor",
                          "colour_depth"
                        ],
                        "properties": {
                          "width": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 100000
                          },
                          "height": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 100000
                          },
                          "scaling_factor": {
                            "type": "number",
                            "exclusiveMinimum": 0,
                            "maximum": 100
                          },
                          "colour_depth": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 128
                          }
                        }
                      }
                    },
                    "window_width": {
                      "type": "integer",
                      "minimum": 1,
                      "maximum": 100000
                    },
                    "window_height": {
                      "type": "integer",
                      "minimum": 1,
                      "maximum": 100000
                    },
                    "timezone_offset_minutes": {
                      "type": "integer",
                      "minimum": -840,
                      "maximum": 840
                    }
                  }
                }
              }
            },
            "confirm": "Send this return to HMRC? Once HMRC has it, it can no longer be changed here.",
            "destructive": false,
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [],
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "warehouse-order",
      "typeName": "WarehouseOrder",
      "resource": "warehouse-orders",
      "table": "warehouse_orders",
      "title": "Warehouse order",
      "tenancy": "account",
      "tenantColumn": "account_id",
      "permission": "warehouses",
      "labelField": "reference",
      "searchFields": [
        "reference",
        "order_number",
        "provider_order_id"
      ],
      "listColumns": [
        "reference",
        "order_number",
        "provider_id",
        "status",
        "provider_order_id",
        "sent_at"
      ],
      "defaultSort": {
        "field": "created_at",
        "order": "DESC"
      },
      "fields": [
        {
          "name": "id",
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "reference",
          "jsonType": "string"
        },
        {
          "name": "order_id",
          "jsonType": "string"
        },
        {
          "name": "order_number",
          "jsonType": "string"
        },
        {
          "name": "provider_id",
          "jsonType": "string"
        },
        {
          "name": "location_id",
          "jsonType": "string"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "provider_order_id",
          "jsonType": "string"
        },
        {
          "name": "error",
          "jsonType": "string"
        },
        {
          "name": "lines",
          "jsonType": "array"
        },
        {
          "name": "shipment_refs",
          "jsonType": "array"
        },
        {
          "name": "attempts",
          "jsonType": "integer"
        },
        {
          "name": "sent_at",
          "jsonType": "string"
        },
        {
          "name": "shipped_at",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "order_id",
            "location_id"
          ],
          "caseInsensitive": false,
          "message": "is already handed to this warehouse"
        },
        {
          "fields": [
            "provider_id",
            "reference"
          ],
          "caseInsensitive": false,
          "message": "is already used"
        }
      ],
      "naturalKey": [],
      "singleton": false,
      "ledger": true,
      "audit": false,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "warehouse-provider-type",
      "typeName": "WarehouseProviderType",
      "resource": "warehouse-provider-types",
      "table": "warehouse_provider_types",
      "title": "Warehouse provider type",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "code",
          "jsonType": "string"
        },
        {
          "name": "integration",
          "jsonType": "string"
        },
        {
          "name": "supports_orders",
          "jsonType": "boolean"
        },
        {
          "name": "supports_stock",
          "jsonType": "boolean"
        },
        {
          "name": "supports_asn",
          "jsonType": "boolean"
        },
        {
          "name": "credential_fields",
          "jsonType": "array"
        },
        {
          "name": "website",
          "jsonType": "string"
        },
        {
          "name": "notes",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [
        {
          "fields": [
            "code"
          ],
          "caseInsensitive": true,
          "message": "is already used by another provider type"
        },
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another provider type"
        }
      ],
      "naturalKey": [
        "code"
      ],
      "singleton": false,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "warehouse-provider",
      "typeName": "WarehouseProvider",
      "resource": "warehouse-providers",
      "table": "warehouse_providers",
      "title": "Warehouse provider",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "name",
          "jsonType": "string"
        },
        {
          "name": "provider_type_id",
          "jsonType": "string"
        },
        {
          "name": "account_reference",
          "jsonType": "string"
        },
        {
          "name": "credentials",
          "jsonType": "object"
        },
        {
          "name": "orders_enabled",
          "jsonType": "boolean"
        },
        {
          "name": "stock_enabled",
          "jsonType": "boolean"
        },
        {
          "name": "asn_enabled",
          "jsonType": "boolean"
        },
        {
          "name": "status",
          "jsonType": "string"
        },
        {
          "name": "environment",
          "jsonType": "string"
        },
        {
          "name": "last_synced_at",
          "jsonType": "string"
        },
        {
          "name": "last_error",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
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
            "bySystem": false,
            "roles": [],
            "permissions": []
          }
        ],
        "holds": []
      },
      "unique": [
        {
          "fields": [
            "name"
          ],
          "caseInsensitive": true,
          "message": "is already used by another warehouse provider"
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
      "rules": [],
      "form": {
        "groups": []
      }
    },
    {
      "name": "xero-settings",
      "typeName": "XeroSettings",
      "resource": "xero-settings",
      "table": "xero_settings",
      "title": "Xero configuration",
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
          "jsonType": "string"
        },
        {
          "name": "account_id",
          "jsonType": "string"
        },
        {
          "name": "enabled",
          "jsonType": "boolean"
        },
        {
          "name": "connection_status",
          "jsonType": "string"
        },
        {
          "name": "tenant_id",
          "jsonType": "string"
        },
        {
          "name": "client_id",
          "jsonType": "string"
        },
        {
          "name": "client_secret",
          "jsonType": "string"
        },
        {
          "name": "sales_account_code",
          "jsonType": "string"
        },
        {
          "name": "shipping_account_code",
          "jsonType": "string"
        },
        {
          "name": "fees_account_code",
          "jsonType": "string"
        },
        {
          "name": "refunds_account_code",
          "jsonType": "string"
        },
        {
          "name": "bank_account_code",
          "jsonType": "string"
        },
        {
          "name": "tax_rate_mapping",
          "jsonType": "array"
        },
        {
          "name": "sync_invoices",
          "jsonType": "boolean"
        },
        {
          "name": "sync_settlements",
          "jsonType": "boolean"
        },
        {
          "name": "organisation_name",
          "jsonType": "string"
        },
        {
          "name": "environment",
          "jsonType": "string"
        },
        {
          "name": "clearing_account_code",
          "jsonType": "string"
        },
        {
          "name": "purchases_account_code",
          "jsonType": "string"
        },
        {
          "name": "eu_vat_account_code",
          "jsonType": "string"
        },
        {
          "name": "tracking_category",
          "jsonType": "string"
        },
        {
          "name": "sync_bills",
          "jsonType": "boolean"
        },
        {
          "name": "connected_at",
          "jsonType": "string"
        },
        {
          "name": "last_sync_at",
          "jsonType": "string"
        },
        {
          "name": "last_error",
          "jsonType": "string"
        },
        {
          "name": "created_at",
          "jsonType": "string"
        },
        {
          "name": "updated_at",
          "jsonType": "string"
        },
        {
          "name": "version",
          "jsonType": "integer"
        }
      ],
      "children": [],
      "unique": [],
      "naturalKey": [],
      "singleton": true,
      "ledger": false,
      "audit": true,
      "flags": [],
      "conditions": [],
      "rules": [],
      "form": {
        "groups": []
      }
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
          "subject": "tasks",
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
      "description": "Archived purchase orders (read-only: archiving and unarchiving come with Purchase orders).",
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
      "description": "Saved reports and running them, the dashboard's money figures, and the Finance screens (settlements, VAT reports, OSS and IOSS returns).",
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
          "subject": "eu-vat-returns",
          "actions": [
            "read"
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
          "subject": "eu-vat-returns",
          "actions": [
            "read",
            "create",
            "update",
            "delete"
          ],
          "scope": "ownAccount"
        },
        {
          "subject": "hmrc-settings",
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
      "description": "The account's users and what they may do: see everyone in the account; add, edit, suspend and remove staff, giving them at most the permissions you hold yourself. Only owners manage owners, nobody changes their own role or permissions, and a password is changed by its user or by an owner.",
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
        },
        {
          "subject": "exchange-rates",
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
      "description": "Change the account's general settings (company details, units, defaults, setup progress). Everyone in the account can read them; owners always may change them.",
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
          "subject": "warehouse-orders",
          "actions": [
            "read"
          ],
          "scope": "ownAccount"
        },
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
      "subject": "general-settings",
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
      "path": "/public/password-reset",
      "title": "Reset Password",
      "layout": "public",
      "guard": {
        "login": false,
        "permissions": [],
        "flags": [],
        "roles": []
      },
      "kind": "page",
      "page": "PublicPasswordResetPage",
      "description": "Ask for a password reset link by email; with ?token= (the emailed link) set a new password"
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
      "group": "products-listings",
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
      "group": "compliance",
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
      "path": "/sales-orders/tasks",
      "title": "Tasks",
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
      "entity": "task",
      "description": "What to do by hand on a marketplace: refunds and cancellations its API cannot make",
      "entityReady": true,
      "resource": "tasks"
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
      "path": "/sales-orders/order/pack/:id",
      "menu": false,
      "title": "Pack Order",
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
      "kind": "page",
      "page": "SalesOrdersPackOrderPage",
      "description": "Check each item into the parcel with a barcode scanner, then ship"
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
      "path": "/sales-orders/task/view/:id",
      "title": "Task",
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
      "entity": "task",
      "entityReady": true,
      "resource": "tasks"
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
      "path": "/purchase-orders/reorder",
      "title": "Reorder",
      "layout": "secure",
      "guard": {
        "login": true,
        "permissions": [
          "products",
          "purchaseOrders"
        ],
        "flags": [],
        "roles": []
      },
      "group": "purchase-orders",
      "kind": "page",
      "page": "PurchaseOrdersReorderPage",
      "description": "What sells, how long the stock lasts, what to reorder: draft a purchase order per supplier in one click"
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
      "path": "/finance/eu-vat-returns",
      "title": "OSS and IOSS Returns",
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
        "create",
        "view"
      ],
      "entity": "eu-vat-return",
      "description": "EU VAT returns under the One Stop Shop and Import One Stop Shop schemes",
      "entityReady": true,
      "resource": "eu-vat-returns"
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
      "path": "/settings/xero-connect",
      "menu": false,
      "title": "Xero Connect",
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
      "page": "SettingsXeroConnectPage",
      "description": "Xero's OAuth callback: completes the connection and returns to the Xero configuration"
    },
    {
      "path": "/settings/hmrc",
      "title": "HMRC Connection",
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
      "kind": "page",
      "page": "SettingsHmrcPage",
      "entity": "hmrc-settings",
      "description": "The connection to HMRC's VAT (Making Tax Digital) API",
      "entityReady": true,
      "resource": "hmrc-settings"
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
      "path": "/settings/exchange-rates",
      "title": "Exchange Rates",
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
        "create",
        "edit"
      ],
      "entity": "exchange-rate",
      "description": "Exchange rates by currency and day, entered by hand or loaded from HMRC's monthly rates",
      "entityReady": true,
      "resource": "exchange-rates"
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
      "path": "/settings/warehouse-orders",
      "title": "Warehouse Orders",
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
      "modes": [
        "list",
        "view"
      ],
      "entity": "warehouse-order",
      "description": "Orders handed to warehouse providers, and what became of them",
      "entityReady": true,
      "resource": "warehouse-orders"
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
      "name": "compliance",
      "label": "Tax Compliance",
      "icon": "Gavel"
    },
    {
      "name": "admin",
      "label": "Admin",
      "icon": "SupportAgent"
    }
  ]
} as const;
