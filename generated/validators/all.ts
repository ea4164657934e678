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
import * as entity7 from './eu-vat-return.ts';
import * as entity8 from './exchange-rate.ts';
import * as entity9 from './general-settings.ts';
import * as entity10 from './hmrc-settings.ts';
import * as entity11 from './html-template.ts';
import * as entity12 from './invoice.ts';
import * as entity13 from './listing-import-schedule.ts';
import * as entity14 from './listing.ts';
import * as entity15 from './location.ts';
import * as entity16 from './order-rule.ts';
import * as entity17 from './payment-card.ts';
import * as entity18 from './payment-method.ts';
import * as entity19 from './product-label.ts';
import * as entity20 from './product.ts';
import * as entity21 from './purchase-order.ts';
import * as entity22 from './relationship.ts';
import * as entity23 from './report.ts';
import * as entity24 from './responsible-person.ts';
import * as entity25 from './return-settings.ts';
import * as entity26 from './return.ts';
import * as entity27 from './sales-channel.ts';
import * as entity28 from './sales-charge.ts';
import * as entity29 from './sales-order.ts';
import * as entity30 from './sales-tax.ts';
import * as entity31 from './settlement.ts';
import * as entity32 from './shipment.ts';
import * as entity33 from './shipping-carrier.ts';
import * as entity34 from './shipping-method.ts';
import * as entity35 from './shipping-template.ts';
import * as entity36 from './stock-level.ts';
import * as entity37 from './stock-movement.ts';
import * as entity38 from './store-category.ts';
import * as entity39 from './task.ts';
import * as entity40 from './tax-compliance-application.ts';
import * as entity41 from './template.ts';
import * as entity42 from './user.ts';
import * as entity43 from './vat-report.ts';
import * as entity44 from './warehouse-order.ts';
import * as entity45 from './warehouse-provider-type.ts';
import * as entity46 from './warehouse-provider.ts';
import * as entity47 from './xero-settings.ts';

export const compiledValidators: Record<string, CompiledValidators> = {
  "account": entity0,
  "asn": entity1,
  "attribute": entity2,
  "brand": entity3,
  "csv-schedule": entity4,
  "currency": entity5,
  "custom-field": entity6,
  "eu-vat-return": entity7,
  "exchange-rate": entity8,
  "general-settings": entity9,
  "hmrc-settings": entity10,
  "html-template": entity11,
  "invoice": entity12,
  "listing-import-schedule": entity13,
  "listing": entity14,
  "location": entity15,
  "order-rule": entity16,
  "payment-card": entity17,
  "payment-method": entity18,
  "product-label": entity19,
  "product": entity20,
  "purchase-order": entity21,
  "relationship": entity22,
  "report": entity23,
  "responsible-person": entity24,
  "return-settings": entity25,
  "return": entity26,
  "sales-channel": entity27,
  "sales-charge": entity28,
  "sales-order": entity29,
  "sales-tax": entity30,
  "settlement": entity31,
  "shipment": entity32,
  "shipping-carrier": entity33,
  "shipping-method": entity34,
  "shipping-template": entity35,
  "stock-level": entity36,
  "stock-movement": entity37,
  "store-category": entity38,
  "task": entity39,
  "tax-compliance-application": entity40,
  "template": entity41,
  "user": entity42,
  "vat-report": entity43,
  "warehouse-order": entity44,
  "warehouse-provider-type": entity45,
  "warehouse-provider": entity46,
  "xero-settings": entity47,
};
