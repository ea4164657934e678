/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/ (the admin's lazy loaders of the compiled validators)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { CompiledValidators } from './types.ts';

/** One chunk per entity, loaded with its form. */
export const validatorLoaders: Record<string, () => Promise<CompiledValidators>> = {
  "account": () => import('./account.ts'),
  "asn": () => import('./asn.ts'),
  "attribute": () => import('./attribute.ts'),
  "brand": () => import('./brand.ts'),
  "csv-schedule": () => import('./csv-schedule.ts'),
  "currency": () => import('./currency.ts'),
  "custom-field": () => import('./custom-field.ts'),
  "general-settings": () => import('./general-settings.ts'),
  "html-template": () => import('./html-template.ts'),
  "invoice": () => import('./invoice.ts'),
  "listing-import-schedule": () => import('./listing-import-schedule.ts'),
  "listing": () => import('./listing.ts'),
  "location": () => import('./location.ts'),
  "order-rule": () => import('./order-rule.ts'),
  "payment-card": () => import('./payment-card.ts'),
  "payment-method": () => import('./payment-method.ts'),
  "product-label": () => import('./product-label.ts'),
  "product": () => import('./product.ts'),
  "purchase-order": () => import('./purchase-order.ts'),
  "relationship": () => import('./relationship.ts'),
  "report": () => import('./report.ts'),
  "responsible-person": () => import('./responsible-person.ts'),
  "return-settings": () => import('./return-settings.ts'),
  "return": () => import('./return.ts'),
  "sales-channel": () => import('./sales-channel.ts'),
  "sales-charge": () => import('./sales-charge.ts'),
  "sales-order": () => import('./sales-order.ts'),
  "sales-tax": () => import('./sales-tax.ts'),
  "settlement": () => import('./settlement.ts'),
  "shipment": () => import('./shipment.ts'),
  "shipping-carrier": () => import('./shipping-carrier.ts'),
  "shipping-method": () => import('./shipping-method.ts'),
  "shipping-template": () => import('./shipping-template.ts'),
  "stock-level": () => import('./stock-level.ts'),
  "stock-movement": () => import('./stock-movement.ts'),
  "store-category": () => import('./store-category.ts'),
  "tax-compliance-application": () => import('./tax-compliance-application.ts'),
  "template": () => import('./template.ts'),
  "user": () => import('./user.ts'),
  "vat-report": () => import('./vat-report.ts'),
  "warehouse-provider-type": () => import('./warehouse-provider-type.ts'),
  "warehouse-provider": () => import('./warehouse-provider.ts'),
  "xero-settings": () => import('./xero-settings.ts'),
};
