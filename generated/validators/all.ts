/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/ (every compiled validator, for the API, which loads them all at start)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { CompiledValidators } from './types.ts';
import * as entity0 from './account.ts';
import * as entity1 from './asn.ts';
import * as entity2 from './attribute.ts';
import * as entity3 from './brand.ts';
import * as entity4 from './csv-schedule.ts';
import * as entity5 from './currency.ts';
import * as entity6 from './custom-field.ts';
import * as entity7 from './general-settings.ts';
import * as entity8 from './html-template.ts';
import * as entity9 from './invoice.ts';
import * as entity10 from './listing-import-schedule.ts';
import * as entity11 from './listing.ts';
import * as entity12 from './location.ts';
import * as entity13 from './order-rule.ts';
import * as entity14 from './payment-card.ts';
import * as entity15 from './payment-method.ts';
import * as entity16 from './product-label.ts';
import * as entity17 from './product.ts';
import * as entity18 from './purchase-order.ts';
import * as entity19 from './relationship.ts';
import * as entity20 from './report.ts';
import * as entity21 from './responsible-person.ts';
import * as entity22 from './return-settings.ts';
import * as entity23 from './return.ts';
import * as entity24 from './sales-channel.ts';
import * as entity25 from './sales-charge.ts';
import * as entity26 from './sales-order.ts';
import * as entity27 from './sales-tax.ts';
import * as entity28 from './settlement.ts';
import * as entity29 from './shipment.ts';
import * as entity30 from './shipping-carrier.ts';
import * as entity31 from './shipping-method.ts';
import * as entity32 from './shipping-template.ts';
import * as entity33 from './stock-level.ts';
import * as entity34 from './stock-movement.ts';
import * as entity35 from './store-category.ts';
import * as entity36 from './tax-compliance-application.ts';
import * as entity37 from './template.ts';
import * as entity38 from './user.ts';
import * as entity39 from './vat-report.ts';
import * as entity40 from './warehouse-provider-type.ts';
import * as entity41 from './warehouse-provider.ts';
import * as entity42 from './xero-settings.ts';

export const compiledValidators: Record<string, CompiledValidators> = {
  "account": entity0,
  "asn": entity1,
  "attribute": entity2,
  "brand": entity3,
  "csv-schedule": entity4,
  "currency": entity5,
  "custom-field": entity6,
  "general-settings": entity7,
  "html-template": entity8,
  "invoice": entity9,
  "listing-import-schedule": entity10,
  "listing": entity11,
  "location": entity12,
  "order-rule": entity13,
  "payment-card": entity14,
  "payment-method": entity15,
  "product-label": entity16,
  "product": entity17,
  "purchase-order": entity18,
  "relationship": entity19,
  "report": entity20,
  "responsible-person": entity21,
  "return-settings": entity22,
  "return": entity23,
  "sales-channel": entity24,
  "sales-charge": entity25,
  "sales-order": entity26,
  "sales-tax": entity27,
  "settlement": entity28,
  "shipment": entity29,
  "shipping-carrier": entity30,
  "shipping-method": entity31,
  "shipping-template": entity32,
  "stock-level": entity33,
  "stock-movement": entity34,
  "store-category": entity35,
  "tax-compliance-application": entity36,
  "template": entity37,
  "user": entity38,
  "vat-report": entity39,
  "warehouse-provider-type": entity40,
  "warehouse-provider": entity41,
  "xero-settings": entity42,
};
