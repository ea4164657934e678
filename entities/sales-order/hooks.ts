/**
 * The sales-order hooks. The domain logic they run lives in api/domain/orders/sales-orders.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { salesOrderHooks as hooks } from '../../api/domain/orders/sales-orders.ts';
