/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/*.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { AccountModel } from './account.ts';
import { BrandModel } from './brand.ts';
import { LocationModel } from './location.ts';
import { ProductModel } from './product.ts';
import { RelationshipModel } from './relationship.ts';
import { SalesOrderLineModel } from './sales-order-line.ts';
import { SalesOrderModel } from './sales-order.ts';
import { SalesTaxModel } from './sales-tax.ts';
import { UserModel } from './user.ts';

export { AccountModel, BrandModel, LocationModel, ProductModel, RelationshipModel, SalesOrderLineModel, SalesOrderModel, SalesTaxModel, UserModel };

/** The model class behind each REST resource (top-level entities). */
export const modelsByResource = {
  'accounts': AccountModel,
  'brands': BrandModel,
  'locations': LocationModel,
  'products': ProductModel,
  'relationships': RelationshipModel,
  'sales-orders': SalesOrderModel,
  'sales-taxes': SalesTaxModel,
  'users': UserModel,
} as const;

/** Every model class by entity name, child entities included. */
export const modelsByEntity = {
  'account': AccountModel,
  'brand': BrandModel,
  'location': LocationModel,
  'product': ProductModel,
  'relationship': RelationshipModel,
  'sales-order-line': SalesOrderLineModel,
  'sales-order': SalesOrderModel,
  'sales-tax': SalesTaxModel,
  'user': UserModel,
} as const;

/** A REST resource that has a model class. */
export type ModelResource = keyof typeof modelsByResource;
