/**
 * The shipment hooks. The domain logic they run lives in api/domain/orders/shipments.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { shipmentHooks as hooks } from '../../api/domain/orders/shipments.ts';
